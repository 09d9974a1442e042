//! `daga agreement`: how often level 5 plays the move a search with 30 times its nodes plays,
//! in positions from level-5 games (Shax's placement is where issue 30 measures it).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::selfplay::{Openings, random_opening};
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::rules::{AnyMatch, AnyMove, GameId};

/// How many times level 5's nodes the reference search gets.
const DEEPER: u64 = 30;

/// The move a search with `options` plays in `position`.
fn searched_move(position: &AnyMatch, options: &ThinkOptions) -> AnyMove {
    let mut search = AnySearch::new(position, options).expect("the game is on");
    while !search.step(4096) {}
    search.chosen_move(options).expect("a move")
}

/// Samples `positions` positions, each from its own level-5 game of `game` (2 random plies, then
/// level 5) at a random ply before `before_ply`, and counts those where level 5 and the deeper
/// search agree. Returns (agreed, positions).
pub fn agreement(game: GameId, positions: u32, before_ply: usize, seed: u64) -> (u32, u32) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let level = ThinkOptions::at_level(Level::Expert);
    let budget = Level::Expert.settings(game).limits.max_nodes;
    let deeper = ThinkOptions {
        nodes: Some(budget * DEEPER),
        ..level
    };
    let openings = Openings {
        plies: 2,
        max_imbalance: None,
    };
    let mut agreed = 0;
    let mut sampled = 0;
    while sampled < positions {
        let mut position = random_opening(game, openings, &mut rng);
        let at = rng.random_range(2..before_ply.max(3));
        while position.ply() < at && position.turn().is_some() {
            let mv = searched_move(&position, &level);
            position.play(mv).expect("a legal move");
        }
        if position.turn().is_none() {
            continue;
        }
        sampled += 1;
        let detail = |options: &ThinkOptions| {
            let mut search = AnySearch::new(&position, options).expect("the game is on");
            while !search.step(4096) {}
            let a = search.analysis().expect("a line");
            (
                search.chosen_move(options).expect("a move"),
                a.depth,
                a.score,
                a.pv.join(" "),
            )
        };
        let (m5, d5, s5, pv5) = detail(&level);
        let (md, dd, sd, pvd) = detail(&deeper);
        eprintln!(
            "ply {at} {}: L5 {m5} d{d5} {s5} [{pv5}] | deep {md} d{dd} {sd} [{pvd}]",
            position.position_text()
        );
        if m5 == md {
            agreed += 1;
        }
    }
    (agreed, sampled)
}
