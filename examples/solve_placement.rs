//! How long Shax's exact solve of the end of placement takes, by ply, against level 5's ordinary
//! search, in positions of games with two random placements and then level 4.
//! Run: cargo run --release --no-default-features --example solve_placement -- [GAMES] [SEED]

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::full_boards;
use daga::ai::placement_end::PlacementEnd;
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::rules::{AnyMatch, GameId, GameOptions};

/// The plies measured: from the last 17 placements to the last 13.
const PLIES: std::ops::RangeInclusive<usize> = 7..=11;

/// One measured position: the solve's nodes and seconds, level 5's seconds with and without it.
struct Measured {
    ply: usize,
    solve_nodes: u64,
    solve_seconds: f64,
    level_seconds: f64,
    plain_seconds: f64,
    solved_by_level: bool,
}

fn timed_search(game: &AnyMatch, options: &ThinkOptions) -> (f64, u32) {
    let started = Instant::now();
    let mut search = AnySearch::new(game, options).expect("the game is on");
    while !search.step(4096) {}
    let depth = search.analysis().expect("a line").depth;
    (started.elapsed().as_secs_f64(), depth)
}

fn measure(game: &AnyMatch) -> Measured {
    let AnyMatch::Shax(shax) = game else {
        unreachable!("a Shax game")
    };
    let boards = full_boards::shipped().expect("the shipped scores");
    let started = Instant::now();
    let mut solve = PlacementEnd::new(shax.position(), boards, u64::MAX).expect("placing");
    solve.run().expect("solved without a budget");
    let solve_seconds = started.elapsed().as_secs_f64();
    let level = ThinkOptions::at_level(Level::Expert);
    let plain = ThinkOptions {
        plain_search: true,
        ..level
    };
    let (level_seconds, depth) = timed_search(game, &level);
    let (plain_seconds, _) = timed_search(game, &plain);
    let left = 24 - game.ply() as u32;
    Measured {
        ply: game.ply(),
        solve_nodes: solve.nodes(),
        solve_seconds,
        level_seconds,
        plain_seconds,
        solved_by_level: depth == left,
    }
}

fn quantile(sorted: &[f64], share: f64) -> f64 {
    sorted[((share * sorted.len() as f64) as usize).min(sorted.len() - 1)]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().map_or(60, |n| n.parse().expect("GAMES"));
    let seed: u64 = args.next().map_or(1, |n| n.parse().expect("SEED"));
    let mut rng = SmallRng::seed_from_u64(seed);
    let sampler = ThinkOptions::at_level(Level::Strong);
    let mut measured = Vec::new();
    for _ in 0..games {
        let mut game = AnyMatch::new(GameId::Shax, &GameOptions::default());
        while game.ply() < *PLIES.end() {
            let mv = if game.ply() < 2 {
                let moves = game.legal_moves();
                moves[rng.random_range(0..moves.len())]
            } else {
                let mut search = AnySearch::new(&game, &sampler).expect("the game is on");
                while !search.step(4096) {}
                search.chosen_move(&sampler).expect("a move")
            };
            game.play(mv).expect("a legal move");
            if PLIES.contains(&game.ply()) {
                measured.push(measure(&game));
            }
        }
    }
    println!(
        "ply | positions | solve nodes median / max | solve s median / max | level 5 solves | level 5 s median / max | ordinary search s median / max"
    );
    for ply in PLIES {
        let at: Vec<&Measured> = measured.iter().filter(|m| m.ply == ply).collect();
        let sorted = |f: &dyn Fn(&Measured) -> f64| {
            let mut v: Vec<f64> = at.iter().map(|m| f(m)).collect();
            v.sort_by(f64::total_cmp);
            v
        };
        let nodes = sorted(&|m| m.solve_nodes as f64 / 1e6);
        let solve = sorted(&|m| m.solve_seconds);
        let level = sorted(&|m| m.level_seconds);
        let plain = sorted(&|m| m.plain_seconds);
        let solved = at.iter().filter(|m| m.solved_by_level).count();
        println!(
            "{ply} | {} | {:.2} M / {:.2} M | {:.3} / {:.3} | {solved} | {:.3} / {:.3} | {:.3} / {:.3}",
            at.len(),
            quantile(&nodes, 0.5),
            nodes[nodes.len() - 1],
            quantile(&solve, 0.5),
            solve[solve.len() - 1],
            quantile(&level, 0.5),
            level[level.len() - 1],
            quantile(&plain, 0.5),
            plain[plain.len() - 1],
        );
    }
}
