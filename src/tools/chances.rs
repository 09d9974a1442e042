//! `daga chances`: level-5 self-play scored move by move, and the winning-chances curve fitted
//! to it (the data and the fit behind `ai::chances::scale`).

use rand::SeedableRng;
use rand::rngs::SmallRng;

use std::sync::atomic::{AtomicUsize, Ordering};

use super::selfplay::{DistinctOpenings, Openings};
use daga::ai::chances::{Sample, expected_result, fit_scale, log_likelihood};
use daga::ai::{AnySearch, ThinkOptions};
use daga::rules::{AnyMatch, GameId, Player};

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

/// The level-5 games' samples, one list per game in the openings' order.
pub struct Played {
    pub games: Vec<Vec<Sample>>,
}

/// Up to `games` distinct random openings of `opening_plies` plies.
fn distinct_openings(game: GameId, games: u32, opening_plies: u32, seed: u64) -> Vec<AnyMatch> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut openings = DistinctOpenings::new(
        game,
        Openings {
            plies: opening_plies,
            max_imbalance: None,
        },
    );
    std::iter::from_fn(|| openings.next(&mut rng))
        .take(games as usize)
        .collect()
}

/// Plays level 5 against itself from `opening` to the end; every searched position's score
/// with the game's result for the side that was to move.
fn play_out(mut position: AnyMatch) -> Vec<Sample> {
    let mut scored: Vec<(Player, i32)> = Vec::new();
    while let Some(turn) = position.turn() {
        let options = ThinkOptions::judging();
        let mut search = AnySearch::new(&position, &options).expect("the game is on");
        while !search.step(4096) {}
        let analysis = search.analysis().expect("a searched position has a line");
        scored.push((turn, analysis.judged));
        let mv = search.chosen_move(&options).expect("a move");
        position.play(mv).expect("the search plays legal moves");
    }
    let winner = position.status().winner();
    scored
        .into_iter()
        .map(|(mover, score)| Sample {
            score,
            result: match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        })
        .collect()
}

/// Plays level-5 games from up to `games` distinct random openings of `opening_plies` plies,
/// one game on each core at a time, and returns every searched position's score with the
/// game's result for the side that was to move (in the openings' order, whatever the cores).
pub fn level_five_samples(game: GameId, games: u32, opening_plies: u32, seed: u64) -> Played {
    let openings = distinct_openings(game, games, opening_plies, seed);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, Vec<Sample>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores.min(openings.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(opening) = openings.get(index) else {
                            return mine;
                        };
                        mine.push((index, play_out(opening.clone())));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a game played out"))
            .collect()
    });
    results.sort_by_key(|(index, _)| *index);
    Played {
        games: results.into_iter().map(|(_, samples)| samples).collect(),
    }
}

/// The report: the fitted steepness and the table of buckets against the curve.
pub fn report(game: GameId, asked: u32, played: &Played) -> String {
    let samples: Vec<Sample> = played.games.iter().flatten().copied().collect();
    let samples = &samples;
    let k = fit_scale(samples);
    let games = played.games.len();
    let fewer = if games < asked as usize {
        format!(" (of {asked} asked: the random openings drawn held no more distinct ones)")
    } else {
        String::new()
    };
    let mut text = format!(
        "{game}: {games} level-5 games from distinct openings{fewer}, {} positions; fitted k = {k:.5} per hundredth \
         (mean log-likelihood {:.4}, at k/2 {:.4}, at 2k {:.4})\n",
        samples.len(),
        log_likelihood(samples, k),
        log_likelihood(samples, k / 2.0),
        log_likelihood(samples, 2.0 * k),
    );
    text.push_str(
        "| scores | positions | games | mean result | curve at the mean score |\n|---|---:|---:|---:|---:|\n",
    );
    for (low, high) in BUCKETS {
        if let Some(row) = bucket_row(&played.games, (low, high), k) {
            text.push_str(&row);
        }
    }
    text
}

/// One bucket's row: its positions, how many games they come from (a game's positions share
/// its one result, so few games make a noisy mean), their mean result and the curve's.
fn bucket_row(games: &[Vec<Sample>], (low, high): (i32, i32), k: f64) -> Option<String> {
    let within = |s: &&Sample| s.score >= low && s.score < high;
    let inside: Vec<&Sample> = games.iter().flatten().filter(within).collect();
    if inside.is_empty() {
        return None;
    }
    let from_games = games
        .iter()
        .filter(|g| g.iter().any(|s| within(&s)))
        .count();
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
    Some(format!(
        "| {label} | {} | {from_games} | {mean_result:.3} | {mean_curve:.3} |\n",
        inside.len()
    ))
}
