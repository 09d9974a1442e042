//! Random-playout speed of each game's rules (`daga bench`), for docs/BENCHMARKS.md.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::rules::kimasai::Kimasai;
use crate::rules::sadeqa::Sadeqa;
use crate::rules::shax::Shax;
use crate::rules::{Game, GameOptions, Match};

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
