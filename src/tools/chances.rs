//! `daga chances`: level-5 self-play scored move by move, and the winning-chances curve fitted
//! to it (the data and the fit behind `ai::chances::scale`).

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::selfplay::{Openings, random_opening};
use daga::ai::chances::{Sample, expected_result, fit_scale, log_likelihood};
use daga::ai::{AnySearch, ThinkOptions};
use daga::rules::{GameId, Player};

/// The score buckets of the printed table, in hundredths.
const BUCKETS: [(i32, i32); 9] = [
    (-100_000, -400),
    (-400, -200),
    (-200, -100),
    (-100, -30),
    (-30, 30),
    (30, 100),
    (100, 200),
    (200, 400),
    (400, 100_000),
];

/// Plays `games` level-5 games from random openings of `opening_plies` plies and returns every
/// searched position's score with the game's result for the side that was to move.
pub fn level_five_samples(game: GameId, games: u32, opening_plies: u32, seed: u64) -> Vec<Sample> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let openings = Openings {
        plies: opening_plies,
        max_imbalance: None,
    };
    let mut samples = Vec::new();
    for _ in 0..games {
        let mut position = random_opening(game, openings, &mut rng);
        let mut scored: Vec<(Player, i32)> = Vec::new();
        while let Some(turn) = position.turn() {
            let options = ThinkOptions::judging();
            let mut search = AnySearch::new(&position, &options).expect("the game is on");
            while !search.step(4096) {}
            let analysis = search.analysis().expect("a searched position has a line");
            scored.push((turn, analysis.score));
            let mv = search.chosen_move(&options).expect("a move");
            position.play(mv).expect("the search plays legal moves");
        }
        let winner = position.status().winner();
        samples.extend(scored.into_iter().map(|(mover, score)| Sample {
            score,
            result: match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        }));
    }
    samples
}

/// The report: the fitted steepness and the table of buckets against the curve.
pub fn report(game: GameId, games: u32, samples: &[Sample]) -> String {
    let k = fit_scale(samples);
    let mut text = format!(
        "{game}: {games} level-5 games, {} positions; fitted k = {k:.5} per hundredth \
         (mean log-likelihood {:.4}, at k/2 {:.4}, at 2k {:.4})\n",
        samples.len(),
        log_likelihood(samples, k),
        log_likelihood(samples, k / 2.0),
        log_likelihood(samples, 2.0 * k),
    );
    text.push_str(
        "| scores | positions | mean result | curve at the mean score |\n|---|---:|---:|---:|\n",
    );
    for (low, high) in BUCKETS {
        let inside: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.score >= low && s.score < high)
            .collect();
        if inside.is_empty() {
            continue;
        }
        let count = inside.len() as f64;
        let mean_result = inside.iter().map(|s| s.result).sum::<f64>() / count;
        let mean_curve = inside
            .iter()
            .map(|s| expected_result(s.score, k))
            .sum::<f64>()
            / count;
        let label = match (low, high) {
            (-100_000, h) => format!("below {h}"),
            (l, 100_000) => format!("{l} and above"),
            (l, h) => format!("{l} to {h}"),
        };
        text.push_str(&format!(
            "| {label} | {} | {mean_result:.3} | {mean_curve:.3} |\n",
            inside.len()
        ));
    }
    text
}
