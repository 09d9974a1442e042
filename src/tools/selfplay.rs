//! Matches between computer players (`daga selfplay`, `daga ladder`): the evidence that each
//! level beats the one below, and that the expert beats plain baselines.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::baseline::minimax_move;
use super::mcts::Mcts;
use daga::ai::{AnySearch, Level, Score, ThinkOptions};
use daga::rules::{AnyMatch, AnyMove, Game, GameId, GameOptions, Match, Player};

/// Who plays: a level of the computer opponent, uniform random moves, or the Sadeqa baseline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Contestant {
    Level {
        level: Level,
        movetime_ms: Option<u64>,
    },
    /// Level 5 as it was before the endgame tables (`L5-tables`).
    ExpertWithoutTables,
    Random,
    /// Full-width minimax to this depth valuing captured seeds (Sadeqa III only).
    Minimax(u32),
    /// Monte Carlo tree search for this many milliseconds a move.
    Mcts(u64),
}

impl Contestant {
    /// Reads `L1`..`L5` (optionally `L5@1000` for a time per move in ms), `L5-tables`,
    /// `random`, `minimax7`.
    pub fn parse(text: &str) -> Result<Contestant, String> {
        match text {
            "random" => return Ok(Contestant::Random),
            "L5-tables" => return Ok(Contestant::ExpertWithoutTables),
            _ => {}
        }
        if let Some(ms) = text.strip_prefix("mcts@") {
            return ms
                .parse()
                .map(Contestant::Mcts)
                .map_err(|_| format!("'{text}': mcts@MS"));
        }
        if let Some(depth) = text.strip_prefix("minimax") {
            let depth = depth.parse().ok().filter(|d| (1..=12).contains(d));
            return depth
                .map(Contestant::Minimax)
                .ok_or_else(|| format!("'{text}': minimax1 to minimax12"));
        }
        let (level, time) = match text.split_once('@') {
            Some((level, ms)) => (
                level,
                Some(
                    ms.parse::<u64>()
                        .map_err(|_| format!("'{text}': time in ms"))?,
                ),
            ),
            None => (text, None),
        };
        let level = level
            .strip_prefix('L')
            .and_then(|n| n.parse().ok())
            .and_then(Level::from_number)
            .ok_or_else(|| format!("'{text}' is not L1..L5, L5@MS, random or minimaxN"))?;
        Ok(Contestant::Level {
            level,
            movetime_ms: time,
        })
    }

    pub fn label(&self) -> String {
        match self {
            Contestant::Level {
                level,
                movetime_ms: None,
            } => format!("L{} {}", level.number(), level.name()),
            Contestant::Level {
                level,
                movetime_ms: Some(ms),
            } => format!("L{} at {ms} ms", level.number()),
            Contestant::ExpertWithoutTables => "L5 without endgame tables".into(),
            Contestant::Random => "random".into(),
            Contestant::Minimax(depth) => format!("minimax depth {depth}"),
            Contestant::Mcts(ms) => format!("MCTS at {ms} ms"),
        }
    }

    /// Why this contestant cannot play `game`, if it cannot.
    pub fn cannot_play(&self, game: GameId) -> Option<String> {
        match self {
            Contestant::Minimax(_) if game != GameId::Sadeqa => Some(format!(
                "the minimax baseline plays only {}, not {game}",
                GameId::Sadeqa
            )),
            _ => None,
        }
    }

    fn choose(&self, game: &AnyMatch, rng: &mut SmallRng) -> AnyMove {
        match *self {
            Contestant::Random => {
                let moves = game.legal_moves();
                moves[rng.random_range(0..moves.len())]
            }
            Contestant::Mcts(ms) => {
                let seed = rng.random();
                match game {
                    AnyMatch::Shax(m) => mcts_move(m, ms, seed),
                    AnyMatch::Sadeqa(m) => mcts_move(m, ms, seed),
                    AnyMatch::Kimasai(m) => mcts_move(m, ms, seed),
                }
            }
            Contestant::Minimax(depth) => match game {
                AnyMatch::Sadeqa(m) => minimax_move(m, depth).expect("a move").into(),
                _ => unreachable!("play_match refuses the minimax baseline outside sadeqa-iii"),
            },
            Contestant::Level { .. } | Contestant::ExpertWithoutTables => {
                let (level, movetime_ms) = match *self {
                    Contestant::Level { level, movetime_ms } => (level, movetime_ms),
                    _ => (Level::Expert, None),
                };
                // `L5@MS` searches for the whole clock: no node budget, only the level's choice.
                let options = ThinkOptions {
                    level,
                    movetime_ms,
                    nodes: movetime_ms.map(|_| u64::MAX),
                    seed: rng.random(),
                    without_tables: *self == Contestant::ExpertWithoutTables,
                    ..ThinkOptions::default()
                };
                if !options.without_tables {
                    // As the engine does: the tables are there when a level reads them.
                    let _ = daga::ai::endgame::build_for(game);
                }
                let mut search = AnySearch::new(game, &options).expect("the game is on");
                let deadline = movetime_ms.map(|ms| Instant::now() + Duration::from_millis(ms));
                while !search.step(1024) {
                    if deadline.is_some_and(|d| Instant::now() >= d) {
                        search.stop();
                    }
                }
                search.chosen_move(&options).expect("a move")
            }
        }
    }
}

/// The most visited move after `ms` milliseconds of Monte Carlo tree search.
fn mcts_move<G: Game>(game: &Match<G>, ms: u64, seed: u64) -> AnyMove
where
    G::Move: Into<AnyMove>,
{
    let mut mcts = Mcts::new(game, u64::MAX, seed);
    let deadline = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < deadline && !mcts.step(64) {}
    mcts.best().expect("the game is on").into()
}

/// The outcome of a match for the first contestant.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub plies: u64,
    /// The games the first contestant lost: the opening's position and the moves, to look at.
    pub lost: Vec<String>,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, in percent.
    pub fn percent(&self) -> f64 {
        100.0 * (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// The lower end of the score's Wilson 95 % interval, in percent: a change is adopted when
    /// this is above 50 (the bar of nkkmd's Bao engine report).
    pub fn wilson_lower_percent(&self) -> f64 {
        let n = self.games().max(1) as f64;
        let p = self.percent() / 100.0;
        let z = 1.96f64;
        let centre = p + z * z / (2.0 * n);
        let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
        100.0 * (centre - spread) / (1.0 + z * z / n)
    }
}

/// How each pair's opening is made: `plies` uniformly random plies, redrawn (up to 1,000 times)
/// while a search judges the result more than `max_imbalance` (hundredths of a piece) from even,
/// when that is set: a random opening that hands one side a won game measures the opening, not
/// the players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Openings {
    pub plies: u32,
    pub max_imbalance: Option<Score>,
}

/// Nodes of the search that judges whether an opening is balanced.
const JUDGE_NODES: u64 = 200_000;

pub fn random_opening(game: GameId, openings: Openings, rng: &mut SmallRng) -> AnyMatch {
    let mut attempts = 0;
    loop {
        let mut opening = AnyMatch::new(game, &GameOptions::default());
        for _ in 0..openings.plies {
            let moves = opening.legal_moves();
            if moves.is_empty() {
                break;
            }
            opening
                .play(moves[rng.random_range(0..moves.len())])
                .expect("a legal move");
        }
        attempts += 1;
        match openings.max_imbalance {
            Some(limit) if attempts < 1000 && !is_balanced(&opening, limit) => continue,
            _ => return opening,
        }
    }
}

/// How many random openings may be drawn for each one wanted before the distinct ones found
/// are taken to be all there are (Bao la Kimasai has only 7 openings of 4 plies).
const DRAWS_PER_OPENING: u32 = 50;

/// Random openings that end in a position none drawn before ended in: a deterministic player
/// plays the same game from the same position, so a repeat would count one game twice, and
/// two move orders can reach one position (in 80 Bao la Kimasai openings of 8 plies, 12 did).
/// Returns `None` once `DRAWS_PER_OPENING` draws in a row brought nothing new.
pub struct DistinctOpenings {
    game: GameId,
    openings: Openings,
    seen: std::collections::HashSet<String>,
}

impl DistinctOpenings {
    pub fn new(game: GameId, openings: Openings) -> Self {
        DistinctOpenings {
            game,
            openings,
            seen: std::collections::HashSet::new(),
        }
    }

    /// The next opening unlike the earlier ones, if one is found.
    pub fn next(&mut self, rng: &mut SmallRng) -> Option<AnyMatch> {
        (0..DRAWS_PER_OPENING).find_map(|_| {
            let opening = random_opening(self.game, self.openings, rng);
            self.seen.insert(opening.position_text()).then_some(opening)
        })
    }
}

/// True if the game is on and a fixed search scores it within `limit` of even.
pub fn is_balanced(position: &AnyMatch, limit: Score) -> bool {
    let options = ThinkOptions {
        nodes: Some(JUDGE_NODES),
        ..ThinkOptions::at_level(Level::Expert)
    };
    let Some(mut search) = AnySearch::new(position, &options) else {
        return false;
    };
    while !search.step(4096) {}
    search
        .analysis()
        .is_some_and(|analysis| analysis.score.abs() <= limit)
}

/// Plays `pairs` pairs of games; each pair starts from the same opening (see [`Openings`]), with
/// `a` taking south in one game and north in the other. `Err` says why a contestant cannot
/// play this game.
pub fn play_match(
    game: GameId,
    a: Contestant,
    b: Contestant,
    pairs: u32,
    openings: Openings,
    seed: u64,
) -> Result<Tally, String> {
    if let Some(reason) = a.cannot_play(game).or_else(|| b.cannot_play(game)) {
        return Err(reason);
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    Ok(play_pairs(a, b, pairs, &mut rng, |rng| {
        random_opening(game, openings, rng)
    }))
}

/// Plays `pairs` pairs of games from the openings `opening` makes, `a` taking each side once.
pub fn play_pairs(
    a: Contestant,
    b: Contestant,
    pairs: u32,
    rng: &mut SmallRng,
    mut opening: impl FnMut(&mut SmallRng) -> AnyMatch,
) -> Tally {
    let mut tally = Tally::default();
    for _ in 0..pairs {
        let start = opening(rng);
        for a_side in Player::BOTH {
            let mut position = start.clone();
            while let Some(turn) = position.turn() {
                let who = if turn == a_side { a } else { b };
                let mv = who.choose(&position, rng);
                position.play(mv).expect("contestants play legal moves");
                tally.plies += 1;
            }
            match position.status().winner() {
                Some(p) if p == a_side => tally.wins += 1,
                Some(_) => {
                    tally.losses += 1;
                    let moves: Vec<String> =
                        position.moves().iter().map(|m| m.to_string()).collect();
                    tally.lost.push(format!(
                        "{} moves {}",
                        start.position_text(),
                        moves.join(" ")
                    ));
                }
                None => tally.draws += 1,
            }
        }
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::{DistinctOpenings, Openings};
    use daga::rules::GameId;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    /// Bao la Kimasai's 15 move sequences of 5 plies reach 14 positions (two move orders meet):
    /// the openings drawn are the 14, each once.
    #[test]
    fn openings_that_reach_one_position_by_two_move_orders_count_once() {
        let mut openings = DistinctOpenings::new(
            GameId::Kimasai,
            Openings {
                plies: 5,
                max_imbalance: None,
            },
        );
        let mut rng = SmallRng::seed_from_u64(5);
        let drawn: Vec<String> = std::iter::from_fn(|| openings.next(&mut rng))
            .map(|opening| opening.position_text())
            .collect();
        let distinct: std::collections::HashSet<&String> = drawn.iter().collect();
        assert_eq!(distinct.len(), drawn.len(), "no position twice");
        assert_eq!(drawn.len(), 14, "every position of 5 plies");
    }
}
