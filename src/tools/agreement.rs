//! `daga agreement`: how often level 5 plays the move a search with 30 times its nodes plays,
//! in positions from level-5 games (Shax's placement is where issue 30 measures it).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::cores::map_in_order;
use super::selfplay::{Openings, random_opening};
use daga::ai::{AnySearch, Level, Score, ThinkOptions};
use daga::rules::{AnyMatch, AnyMove, GameId};

/// How many times level 5's nodes the reference search gets.
const DEEPER: u64 = 30;

/// The move a search with `options` plays in `position`.
fn searched_move(position: &AnyMatch, options: &ThinkOptions) -> AnyMove {
    let mut search = AnySearch::new(position, options).expect("the game is on");
    while !search.step(4096) {}
    search.chosen_move(options).expect("a move")
}

/// What `agreement` counted.
pub struct Agreement {
    pub positions: u32,
    /// Level 5 played the deeper search's move.
    pub same_move: u32,
    /// Level 5 played that move or one the deeper search, comparing the two, scores as high:
    /// a move just as good (a mirror image of it, or a tie the move order broke otherwise).
    pub as_good: u32,
}

/// The deeper search's scores of `ours` and `theirs` at `position`, both searched together with
/// `options` so that they are judged at the same depth.
fn compared_scores(
    position: &AnyMatch,
    options: &ThinkOptions,
    ours: AnyMove,
    theirs: AnyMove,
) -> (Score, Score) {
    let mut search =
        AnySearch::comparing(position, options, &[ours, theirs]).expect("both moves are legal");
    while !search.step(4096) {}
    let scores = search.root_scores();
    let score_of = |mv| {
        scores
            .iter()
            .find(|&&(m, _)| m == mv)
            .map(|&(_, score)| score)
            .expect("both moves scored")
    };
    (score_of(ours), score_of(theirs))
}

/// How level 5 and the deeper search judged one position.
struct Judged {
    same_move: bool,
    as_good: bool,
    /// The line the tool prints for it: each search's move, depth, score and line.
    line: String,
}

/// Level 5's and the deeper search's moves at `position`, compared by the deeper search where
/// they differ.
fn judge(position: &AnyMatch, level: &ThinkOptions, deeper: &ThinkOptions) -> Judged {
    let detail = |options: &ThinkOptions| {
        let mut search = AnySearch::new(position, options).expect("the game is on");
        while !search.step(4096) {}
        let a = search.analysis().expect("a line");
        (
            search.chosen_move(options).expect("a move"),
            a.depth,
            a.score,
            a.pv.join(" "),
        )
    };
    let (m5, d5, s5, pv5) = detail(level);
    let (md, dd, sd, pvd) = detail(deeper);
    let (as_good, compared) = if m5 == md {
        (true, String::new())
    } else {
        let (ours, theirs) = compared_scores(position, deeper, m5, md);
        (
            ours >= theirs,
            format!(" | compared: {m5} {ours}, {md} {theirs}"),
        )
    };
    Judged {
        same_move: m5 == md,
        as_good,
        line: format!(
            "ply {} {}: L5 {m5} d{d5} {s5} [{pv5}] | deep {md} d{dd} {sd} [{pvd}]{compared}",
            position.ply(),
            position.position_text()
        ),
    }
}

/// `positions` positions, each from its own level-5 game of `game` (2 random plies, then level
/// 5) at a random ply before `before_ply`.
fn sample_positions(
    game: GameId,
    positions: u32,
    before_ply: usize,
    level: &ThinkOptions,
    rng: &mut SmallRng,
) -> Vec<AnyMatch> {
    let openings = Openings {
        plies: 2,
        max_imbalance: None,
    };
    let mut sampled = Vec::new();
    while sampled.len() < positions as usize {
        let mut position = random_opening(game, openings, rng);
        let at = rng.random_range(2..before_ply.max(3));
        while position.ply() < at && position.turn().is_some() {
            let mv = searched_move(&position, level);
            position.play(mv).expect("a legal move");
        }
        if position.turn().is_some() {
            sampled.push(position);
        }
    }
    sampled
}

/// Samples `positions` positions from level-5 games (in order, so a seed gives the same ones),
/// judges them on every core, and counts those where level 5 (searching `judged_nodes` instead
/// of its own budget, if given) and the deeper search agree, and those where the deeper search
/// finds level 5's move as good as its own. Prints each position's line on stderr. The deeper
/// search keeps 30 times level 5's own budget, so budgets can be compared on the same positions
/// against the same reference; it is the ordinary search alone (no exact solve of placement).
pub fn agreement(
    game: GameId,
    positions: u32,
    before_ply: usize,
    seed: u64,
    judged_nodes: Option<u64>,
) -> Agreement {
    let mut rng = SmallRng::seed_from_u64(seed);
    let level = ThinkOptions::at_level(Level::Expert);
    let budget = Level::Expert.settings(game).limits.max_nodes;
    // The reference is the ordinary search alone: level 5's exact solve of the end of Shax's
    // placement is measured against what a deeper search finds, not against itself.
    let deeper = ThinkOptions {
        nodes: Some(budget * DEEPER),
        plain_search: true,
        ..level
    };
    let sampled = sample_positions(game, positions, before_ply, &level, &mut rng);
    let judged_level = ThinkOptions {
        nodes: judged_nodes.or(level.nodes),
        ..level
    };
    let judged = map_in_order(&sampled, |position| judge(position, &judged_level, &deeper));
    for position in &judged {
        eprintln!("{}", position.line);
    }
    Agreement {
        positions: judged.len() as u32,
        same_move: judged.iter().filter(|j| j.same_move).count() as u32,
        as_good: judged.iter().filter(|j| j.as_good).count() as u32,
    }
}
