//! Bao la Kimasai's puzzles, which no table can find: a position of level-4 self-play (or one
//! move off its line) where a search of every move puts one move's winning chances at least 0.3
//! above every other's, level 2 misses it, and level 5's deeper search of every move agrees; the solver's later moves (three at most) likewise, the
//! other side answering as level 5 does.

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::only_move::{NoOnlyMove, only_move};
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::puzzles::{Puzzle, Theme};
use daga::rules::{AnyMatch, AnyMove, GameId, MoveEvent};

use super::cores::map_in_order;
use super::selfplay::{Openings, random_opening};

/// Nodes for the first look at every move, and for the deeper look (level 5's) that checks it.
const FIRST_LOOK: u64 = 30_000;
const DEEPER_LOOK: u64 = 1_000_000;
/// The longest puzzle, in the solver's moves.
const MOST_SOLVER_MOVES: usize = 3;
/// The level of the self-play games whose positions are tried: level 4, which in this game plays
/// nearly as well as level 5 (its strength stops growing early, `ai::levels`) at a tenth of its
/// nodes — level 5's games took 100 s each, most of the mining — and errs a little, as players
/// do. Level 5 still answers in the puzzles and checks every one.
const SELF_PLAY: Level = Level::Strong;
/// Random plies before a self-play game, so that the games differ.
const OPENING_PLIES: u32 = 6;

/// Why a position makes no puzzle (the summary counts them).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum NotAPuzzle {
    /// No move alone keeps the win by the first look (`ai::only_move`).
    NoOnlyMove(NoOnlyMove),
    /// The deeper search finds another best move, or a smaller gap.
    NotConfirmed,
    /// Level 2 finds it.
    TooEasy,
}

/// What one self-play game gave.
struct GameHarvest {
    puzzles: Vec<(String, Puzzle)>,
    not_puzzles: BTreeMap<NotAPuzzle, usize>,
    positions: usize,
}

/// Mines `wanted` puzzles from `seed`, a self-play game on each core at a time; the same seed
/// gives the same puzzles. Prints a line after each round.
pub fn mine_kimasai(wanted: usize, seed: u64) -> Vec<Puzzle> {
    let started = Instant::now();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut not_puzzles: BTreeMap<NotAPuzzle, usize> = BTreeMap::new();
    let (mut games, mut positions) = (0, 0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    while found.len() < wanted {
        // Twice as many games as cores: a core whose game ends first takes the next.
        let seeds: Vec<u64> = (0..2 * cores).map(|_| rng.random()).collect();
        for harvest in map_in_order(&seeds, |&game_seed| harvest_game(game_seed)) {
            games += 1;
            positions += harvest.positions;
            for (why, count) in harvest.not_puzzles {
                *not_puzzles.entry(why).or_default() += count;
            }
            for (key, puzzle) in harvest.puzzles {
                if seen.insert(key) {
                    found.push(puzzle);
                }
            }
        }
        eprintln!(
            "{} puzzles after {games} games, {positions} positions ({:.0} s); no puzzle: {not_puzzles:?}",
            found.len(),
            started.elapsed().as_secs_f64(),
        );
    }
    found.truncate(wanted);
    println!(
        "{} puzzles in {:.0} s from {games} self-play games ({positions} positions); positions \
         that made no puzzle: {not_puzzles:?}",
        found.len(),
        started.elapsed().as_secs_f64()
    );
    found
}

/// One self-play game after a few random plies, and the puzzles in its positions.
fn harvest_game(seed: u64) -> GameHarvest {
    let mut rng = SmallRng::seed_from_u64(seed);
    let openings = Openings {
        plies: OPENING_PLIES,
        max_imbalance: None,
    };
    let mut playing = random_opening(GameId::Kimasai, openings, &mut rng);
    let mut harvest = GameHarvest {
        puzzles: Vec::new(),
        not_puzzles: BTreeMap::new(),
        positions: 0,
    };
    let mut seen = HashSet::new();
    while !playing.status().is_over() {
        for candidate in candidates(&playing) {
            if !seen.insert(candidate.position_text()) {
                continue;
            }
            harvest.positions += 1;
            match puzzle_at(&candidate) {
                Ok(puzzle) => harvest.puzzles.push((candidate.position_text(), puzzle)),
                Err(why) => *harvest.not_puzzles.entry(why).or_default() += 1,
            }
        }
        // Each move its own seed for level 4's small mistakes: with one seed, games from the
        // same opening were the same game.
        let options = ThinkOptions {
            seed: rng.random(),
            ..ThinkOptions::at_level(SELF_PLAY)
        };
        let Some(mv) = chosen_move(&playing, &options) else {
            break;
        };
        if playing.play(mv).is_err() {
            break;
        }
    }
    harvest
}

/// The positions tried at a position of the game: itself, and where each of its moves leads
/// (a slip the other side may punish: a level-5 game seldom gives the chance itself), each
/// loaded afresh, without the game's history.
fn candidates(playing: &AnyMatch) -> Vec<AnyMatch> {
    let here = playing.position_text();
    let mut texts = vec![here];
    for mv in playing.legal_moves() {
        let mut after = playing.clone();
        if after.play(mv).is_ok() && !after.status().is_over() {
            texts.push(after.position_text());
        }
    }
    texts
        .iter()
        .filter_map(|text| AnyMatch::load(text).ok())
        .collect()
}

/// The puzzle at `position`, if it is one.
fn puzzle_at(position: &AnyMatch) -> Result<Puzzle, NotAPuzzle> {
    let first = only_move(position, FIRST_LOOK).map_err(NotAPuzzle::NoOnlyMove)?;
    // Level 2 first: it is cheap, and finds most of them.
    if level_move(position, Level::Casual) == Some(first) {
        return Err(NotAPuzzle::TooEasy);
    }
    if only_move(position, DEEPER_LOOK).ok() != Some(first) {
        return Err(NotAPuzzle::NotConfirmed);
    }
    let misses = missed_by_levels(position, first);
    let line = line_from(position, first);
    Ok(Puzzle {
        start: position.clone(),
        theme: theme_of(position, first),
        line,
        difficulty: misses.len() as u8,
    })
}

/// The solution from its first move: the other side's level-5 answer, then the solver's next
/// move while it is again the only one (by both looks), three of the solver's at most.
fn line_from(position: &AnyMatch, first: AnyMove) -> Vec<AnyMove> {
    let mut line = vec![first];
    let mut playing = position.clone();
    let _ = playing.play(first);
    while line.len() < 2 * MOST_SOLVER_MOVES - 1 && !playing.status().is_over() {
        let Some(reply) = level_five_move(&playing) else {
            break;
        };
        let mut after = playing.clone();
        if after.play(reply).is_err() || after.status().is_over() {
            break;
        }
        let Ok(next) = only_move(&after, FIRST_LOOK) else {
            break;
        };
        if only_move(&after, DEEPER_LOOK).ok() != Some(next) || after.play(next).is_err() {
            break;
        }
        line.extend([reply, next]);
        playing = after;
    }
    line
}

/// Level 5's move, without its deliberate mistakes (it makes none).
fn level_five_move(game: &AnyMatch) -> Option<AnyMove> {
    level_move(game, Level::Expert)
}

fn level_move(game: &AnyMatch, level: Level) -> Option<AnyMove> {
    chosen_move(game, &ThinkOptions::at_level(level))
}

/// The move a search with `options` chooses.
fn chosen_move(game: &AnyMatch, options: &ThinkOptions) -> Option<AnyMove> {
    let mut search = AnySearch::new(game, options)?;
    while !search.step(50_000) {}
    search.chosen_move(options)
}

/// The levels (1 to 5) whose move is not the puzzle's.
fn missed_by_levels(position: &AnyMatch, solution: AnyMove) -> Vec<u8> {
    Level::ALL
        .into_iter()
        .filter(|&level| level_move(position, level) != Some(solution))
        .map(Level::number)
        .collect()
}

/// Two columns taken by the first move, one, or none (a quiet move).
fn theme_of(position: &AnyMatch, first: AnyMove) -> Theme {
    let mut events = Vec::new();
    let _ = position.clone().play_recording(first, &mut events);
    let columns = events
        .iter()
        .filter(|event| matches!(event, MoveEvent::ColumnCaptured { .. }))
        .count();
    match columns {
        0 => Theme::QuietMove,
        1 => Theme::Capture,
        _ => Theme::TwoColumns,
    }
}
