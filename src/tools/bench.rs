//! Random-playout speed of each game's rules (`daga bench`), for docs/BENCHMARKS.md.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::{AnySearch, ThinkOptions};
use daga::rules::kimasai::Kimasai;
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, GameOptions, Match};

/// Middle-game positions for the search benchmark.
pub const MIDDLEGAMES: &str = include_str!("../../benches/middlegames.txt");

/// What a run of random playouts did.
#[derive(Clone, Debug)]
pub struct PlayoutRun {
    pub games: u64,
    pub plies: u64,
    pub seconds: f64,
}

impl PlayoutRun {
    pub fn plies_per_second(&self) -> f64 {
        self.plies as f64 / self.seconds.max(1e-9)
    }
}

/// Plays uniformly random games from the start until at least `plies` plies were played.
pub fn random_playouts<G: Game>(plies: u64, seed: u64) -> PlayoutRun {
    let mut rng = SmallRng::seed_from_u64(seed);
    let start = G::start(&GameOptions::default());
    let mut moves = Vec::with_capacity(64);
    let (mut games, mut played) = (0, 0);
    let clock = Instant::now();
    while played < plies {
        let mut game = Match::from_position(start);
        loop {
            moves.clear();
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.random_range(0..moves.len())]);
            played += 1;
        }
        games += 1;
    }
    PlayoutRun {
        games,
        plies: played,
        seconds: clock.elapsed().as_secs_f64(),
    }
}

/// Prints one line per game: plies per second, games and mean plies per game.
pub fn print_playout_speeds(plies: u64) {
    println!("random playouts, one core, at least {plies} plies per game");
    for (id, run) in [
        (Shax::ID, random_playouts::<Shax>(plies, 1)),
        (Sadeqa::ID, random_playouts::<Sadeqa>(plies, 1)),
        (Kimasai::ID, random_playouts::<Kimasai>(plies, 1)),
    ] {
        println!(
            "{id:>15}: {:>10.0} plies/s  ({} games, {:.1} plies/game, {:.2} s)",
            run.plies_per_second(),
            run.games,
            run.plies as f64 / run.games as f64,
            run.seconds
        );
    }
}

/// What one second (or `seconds`) of search reached from a position.
#[derive(Clone, Debug)]
pub struct SearchRun {
    pub position: String,
    pub nodes: u64,
    pub depth: u32,
    pub seconds: f64,
}

/// Searches each stored middle-game position for `seconds` on this thread.
pub fn search_speeds(seconds: f64) -> Vec<SearchRun> {
    MIDDLEGAMES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|line| {
            let game = AnyMatch::load(line).ok()?;
            let options = ThinkOptions {
                depth: Some(64),
                ..ThinkOptions::default()
            };
            let mut search = AnySearch::new(&game, &options)?;
            let clock = Instant::now();
            while clock.elapsed().as_secs_f64() < seconds {
                if search.step(2048) {
                    break;
                }
            }
            let elapsed = clock.elapsed().as_secs_f64();
            search.stop();
            let depth = search.analysis().map_or(0, |a| a.depth);
            Some(SearchRun {
                position: line.to_string(),
                nodes: search.nodes(),
                depth,
                seconds: elapsed,
            })
        })
        .collect()
}

/// Prints nodes per second and depth reached per stored position.
pub fn print_search_speeds(seconds: f64) {
    println!("search, one core, {seconds} s per position");
    for run in search_speeds(seconds) {
        println!(
            "{:>10.0} nodes/s  depth {:>2}  {}",
            run.nodes as f64 / run.seconds.max(1e-9),
            run.depth,
            run.position
        );
    }
}
