//! The five levels of the computer opponent and how a move is chosen at each.

use rand::Rng;

use super::evaluate::Score;
use super::search::{MAX_DEPTH, SearchLimits, SearchResult};
use crate::rules::GameId;

/// The opponent's strength, from 1 (Beginner) to 5 (Expert).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Beginner = 1,
    Casual = 2,
    Club = 3,
    Strong = 4,
    Expert = 5,
}

/// How a level searches and how much it errs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    pub limits: SearchLimits,
    /// Softmax temperature over root scores (hundredths of a piece); 0 always plays the best.
    pub temperature: Score,
    /// Choose only among this many of the best root moves.
    pub candidates: usize,
}

/// How a level plays a game, in typed values for the menu's words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelTraits {
    /// How many moves ahead it looks; `None`: as deep as its budget goes.
    pub sees: Option<u8>,
    pub errs: Errs,
    /// Whether it takes a second or two (else it answers at once).
    pub thinks: bool,
}

/// How often a level picks a move weaker than the best it found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Errs {
    Never,
    NowAndThen,
    Sometimes,
    Often,
    OftenMuchWeaker,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Strong,
        Level::Expert,
    ];

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).wrapping_sub(1)).copied()
    }

    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// How this level plays `game`, for the menu's line: how far it looks, how often it errs
    /// and how long it thinks, read from its settings so that the words follow the table (the
    /// app words it in the player's language).
    pub fn describe(self, game: GameId) -> LevelTraits {
        let settings = self.settings(game);
        let depth = settings.limits.max_depth;
        // How far below the best a move it picks may be, in hundredths of a piece.
        let errs = match settings.temperature * 100 / temperature_unit(game) {
            0 => Errs::Never,
            t if t >= 200 => Errs::OftenMuchWeaker,
            t if t >= 100 => Errs::Often,
            t if t >= 50 => Errs::Sometimes,
            _ => Errs::NowAndThen,
        };
        LevelTraits {
            // Level 5 searches as deep as its budget goes.
            sees: (depth < MAX_DEPTH).then_some(depth as u8),
            errs,
            // The node budgets: level 5 takes a good part of a second natively, more in a
            // browser (docs/BENCHMARKS.md); the others answer as soon as the app lets them.
            thinks: settings.limits.max_nodes >= 500_000,
        }
    }

    /// The search budget and the deliberate mistakes of this level in `game`. Budgets are in
    /// nodes, so a level plays alike on a fast desktop and a slow phone; they differ by game
    /// because a node costs more in Sadeqa III (sowing) and the games gain differently from depth
    /// (docs/BENCHMARKS.md has the ladder that set them).
    pub fn settings(self, game: GameId) -> LevelSettings {
        let table = match game {
            GameId::Shax => &SHAX,
            GameId::Sadeqa => &SADEQA,
            GameId::Kimasai => &KIMASAI,
        };
        let row = table[self as usize - 1];
        LevelSettings {
            limits: SearchLimits {
                max_depth: row.max_depth,
                max_nodes: row.max_nodes,
                exact_root: row.temperature > 0,
                use_tables: self >= Level::Strong,
            },
            temperature: row.temperature,
            candidates: row.candidates,
        }
    }
}

/// One level of one game: depth cap, node budget, temperature and candidates.
#[derive(Copy, Clone)]
struct LevelRow {
    max_depth: u32,
    max_nodes: u64,
    temperature: Score,
    candidates: usize,
}

const fn row(max_depth: u32, max_nodes: u64, temperature: Score, candidates: usize) -> LevelRow {
    LevelRow {
        max_depth,
        max_nodes,
        temperature,
        candidates,
    }
}

/// Levels 1–3 of Shax and Sadeqa III: a temperature over the best few moves at a shallow depth.
const SHALLOW: [LevelRow; 3] = [
    row(1, 20_000, 150, 5),
    row(2, 50_000, 70, 3),
    row(3, 100_000, 25, 2),
];

/// The shallow levels, then levels 4 and 5 searching `strong` and `expert` nodes.
const fn with_budgets(strong: u64, expert: u64) -> [LevelRow; 5] {
    [
        SHALLOW[0],
        SHALLOW[1],
        SHALLOW[2],
        row(MAX_DEPTH, strong, 0, 1),
        row(MAX_DEPTH, expert, 0, 1),
    ]
}

const SHAX: [LevelRow; 5] = with_budgets(60_000, 600_000);

/// A node costs more here (sowing) and level 5 gains less from depth, so level 4 searches 5 k.
const SADEQA: [LevelRow; 5] = with_budgets(5_000, 600_000);

/// What one piece is in a game's scores, for reading its temperatures: a Shax piece and a Sadeqa
/// seed score 100; Bao la Kimasai's fitted evaluation scores 400 to a logit of winning, about
/// four times the spread of the stone count it replaced.
fn temperature_unit(game: GameId) -> Score {
    match game {
        GameId::Shax | GameId::Sadeqa => 100,
        GameId::Kimasai => 400,
    }
}

/// Kimasai's strength stops growing at about 10 k nodes (a 100 k search scores only about 65 %
/// against a 1 M one), so level 4 is a shallow search with small mistakes and the levels below
/// it err more widely. The fitted evaluation's scores spread wider than a stone count's, so the
/// temperatures of levels 1–3 were set again with it; with the middle point in its taper a
/// depth-3 level 4 beat level 3 only 73.5 % of 400 games, so level 4 sees 6 plies (84 %;
/// docs/BENCHMARKS.md, the ladder).
const KIMASAI: [LevelRow; 5] = [
    row(1, 20_000, 1000, 6),
    row(1, 20_000, 400, 4),
    row(2, 50_000, 150, 3),
    row(6, 100_000, 25, 2),
    row(MAX_DEPTH, 1_000_000, 0, 1),
];

/// Picks the move to play from a finished search: the best one, or with a temperature one
/// of the best few, more likely the better it scores.
pub fn choose<M: Copy + Eq>(
    result: &SearchResult<M>,
    temperature: Score,
    candidates: usize,
    rng: &mut impl Rng,
) -> M {
    if temperature <= 0 || result.root_scores.len() < 2 {
        return result.best;
    }
    let mut scored = result.root_scores.clone();
    scored.sort_by_key(|&(_, score)| -score);
    scored.truncate(candidates.max(1));
    let top = scored[0].1;
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, score)| (((score - top) as f64) / temperature as f64).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.random::<f64>() * total;
    for (&(mv, _), weight) in scored.iter().zip(&weights) {
        if pick < *weight {
            return mv;
        }
        pick -= weight;
    }
    scored[0].0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn result(scores: &[(u8, Score)]) -> SearchResult<u8> {
        SearchResult {
            best: scores[0].0,
            score: scores[0].1,
            judged: scores[0].1,
            depth: 1,
            nodes: 1,
            pv: vec![],
            root_scores: scores.to_vec(),
        }
    }

    #[test]
    fn levels_are_numbered_and_named() {
        assert_eq!(Level::from_number(1), Some(Level::Beginner));
        assert_eq!(Level::from_number(5).map(Level::name), Some("Expert"));
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(6), None);
    }

    #[test]
    fn each_level_says_how_it_plays_from_its_own_settings() {
        let traits = |sees, errs, thinks| LevelTraits { sees, errs, thinks };
        assert_eq!(
            Level::Beginner.describe(GameId::Shax),
            traits(Some(1), Errs::Often, false)
        );
        assert_eq!(
            Level::Club.describe(GameId::Kimasai),
            traits(Some(2), Errs::NowAndThen, false)
        );
        assert_eq!(
            Level::Expert.describe(GameId::Sadeqa),
            traits(None, Errs::Never, true)
        );
        for game in GameId::ALL {
            let said: Vec<LevelTraits> = Level::ALL.iter().map(|l| l.describe(game)).collect();
            for pair in said.windows(2) {
                assert_ne!(pair[0], pair[1], "{game}: two levels said alike");
            }
        }
    }

    #[test]
    fn each_level_searches_more_and_errs_less_than_the_one_below() {
        for game in GameId::ALL {
            for pair in Level::ALL.windows(2) {
                let (low, high) = (pair[0].settings(game), pair[1].settings(game));
                assert!(
                    high.limits.max_depth >= low.limits.max_depth,
                    "{game} {pair:?}"
                );
                assert!(high.temperature <= low.temperature, "{game} {pair:?}");
                assert!(high.candidates <= low.candidates, "{game} {pair:?}");
            }
            let expert = Level::Expert.settings(game);
            assert_eq!((expert.temperature, expert.candidates), (0, 1), "{game}");
        }
    }

    #[test]
    fn temperature_prefers_better_moves_and_never_leaves_the_candidates() {
        let scores = result(&[(1, 100), (2, 90), (3, -500), (4, 95)]);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut counts = [0; 5];
        for _ in 0..2000 {
            counts[choose(&scores, 50, 3, &mut rng) as usize] += 1;
        }
        assert_eq!(
            counts[3], 0,
            "a blunder outside the top three is never chosen"
        );
        assert!(counts[1] > counts[2] && counts[2] > 0);
        assert_eq!(choose(&scores, 0, 3, &mut rng), 1);
    }
}
