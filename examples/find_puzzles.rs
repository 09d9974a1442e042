//! Finds forced-win puzzles for tests/data/puzzles.txt: positions from random games where the
//! player to move wins by force in N plies, not sooner, with few winning first moves.
//! Run: cargo run --release --no-default-features --example find_puzzles

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::solve::winning_moves;
use daga::rules::kimasai::Kimasai;
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{Game, GameOptions, Match};

fn find<G: Game>(plies: u32, wanted: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found = 0;
    let mut moves = Vec::new();
    for _ in 0..200_000 {
        let mut game = Match::from_position(G::start(&GameOptions::default()));
        let length = rng.random_range(10..400);
        game.play_randomly(length, &mut rng);
        if game.status().is_over() {
            continue;
        }
        let position = Match::from_position(*game.position());
        moves.clear();
        position.legal_moves(&mut moves);
        if moves.len() < 3 || (plies >= 3 && !winning_moves(&position, plies - 2).is_empty()) {
            continue;
        }
        let wins = winning_moves(&position, plies);
        if wins.is_empty() || wins.len() * 3 > moves.len() {
            continue;
        }
        let solutions: Vec<String> = wins.iter().map(ToString::to_string).collect();
        println!(
            "{} {} | {} | {}",
            G::ID,
            position.position().to_position_text(),
            plies,
            solutions.join(" ")
        );
        found += 1;
        if found == wanted {
            return;
        }
    }
}

fn main() {
    for plies in [1, 3, 5] {
        find::<Kimasai>(plies, 2, plies as u64);
        find::<Shax>(plies, 2, 10 + plies as u64);
        find::<Sadeqa>(plies, 2, 20 + plies as u64);
    }
}
