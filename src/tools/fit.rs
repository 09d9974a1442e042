//! `daga fit`: Texel tuning of Bao la Kimasai's evaluation. `daga fit games` records self-play
//! positions with their games' results; `daga fit weights` fits the evaluation's features to
//! them by logistic regression and says how well the fit predicts games it did not see.

use std::io::{self, Write};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::selfplay::{DistinctOpenings, Openings};
use daga::ai::eval_kimasai::{
    FEATURES as BASE_FEATURES, SCORE_PER_LOGIT, SIDE_FEATURE_NAMES, SIDE_FEATURES, START_STONES,
    WAITING_LEAD, WEIGHTS, features, stones_gone,
};
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::rules::kimasai::Kimasai;
use daga::rules::{Game, GameId, Player};

/// Every `HELD_OUT`-th game is kept out of the fit and predicted.
const HELD_OUT: usize = 4;
/// The fitted weights: each of the evaluation's features at the start and at the end (its
/// value times the share of the game still to go, and times the share gone).
const FEATURES: usize = 2 * BASE_FEATURES;
/// The ridge that keeps the fit stable where a feature barely varies.
const RIDGE: f64 = 1e-3;

/// Plays `games` games of `game` from distinct random openings of `opening_plies` plies (fewer
/// when there are no more), each move a
/// search of `nodes` nodes at level 5's choice, and writes one line per position with a player
/// to move: `GAME-NUMBER RESULT POSITION`, the result for the player to move (1, 0.5 or 0).
pub fn record_games(
    game: GameId,
    (games, nodes, opening_plies, seed): (u32, u64, u32, u64),
    out: &mut impl Write,
) -> io::Result<()> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut openings = DistinctOpenings::new(
        game,
        Openings {
            plies: opening_plies,
            max_imbalance: None,
        },
    );
    let options = ThinkOptions {
        nodes: Some(nodes),
        ..ThinkOptions::at_level(Level::Expert)
    };
    for number in 0..games {
        let Some(mut position) = openings.next(&mut rng) else {
            break;
        };
        let mut seen: Vec<(Player, String)> = Vec::new();
        while let Some(turn) = position.turn() {
            seen.push((turn, position.position_text()));
            let mut search = AnySearch::new(&position, &options).expect("the game is on");
            while !search.step(4096) {}
            let mv = search.chosen_move(&options).expect("a move");
            position.play(mv).expect("the search plays legal moves");
        }
        let winner = position.status().winner();
        for (mover, text) in seen {
            let result = match winner {
                Some(w) if w == mover => "1",
                Some(_) => "0",
                None => "0.5",
            };
            writeln!(out, "{number} {result} {text}")?;
        }
        out.flush()?;
    }
    Ok(())
}

/// One recorded position: its game, the result for the mover, and the evaluation's features.
#[derive(Clone, Debug, PartialEq)]
pub struct Example {
    pub game: usize,
    pub result: f64,
    pub features: [f64; FEATURES],
    /// The position's text, hashed: games are told apart by their positions.
    pub position: u64,
}

/// The examples with every game that repeats an earlier one move for move left out, the games
/// numbered afresh from 0, and how many were left out. Deterministic players from the same
/// opening play the same game, and a copy of a fitted game among the held-out ones would be
/// predicted from itself.
pub fn distinct_games(examples: Vec<Example>) -> (Vec<Example>, usize) {
    let mut games: Vec<Vec<Example>> = Vec::new();
    for example in examples {
        match games.last_mut() {
            Some(game) if game[0].game == example.game => game.push(example),
            _ => games.push(vec![example]),
        }
    }
    let mut seen = std::collections::HashSet::new();
    let total = games.len();
    let mut kept = Vec::new();
    for game in games {
        let signature: Vec<u64> = game.iter().map(|e| e.position).collect();
        if seen.insert(signature) {
            let number = seen.len() - 1;
            kept.extend(game.into_iter().map(|e| Example { game: number, ..e }));
        }
    }
    (kept, total - seen.len())
}

/// Reads the lines `record_games` writes (Bao la Kimasai positions); the error names the line.
pub fn read_examples(text: &str) -> Result<Vec<Example>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(number, line)| {
            let bad = |why: &str| format!("line {}: {why}: '{line}'", number + 1);
            let mut words = line.splitn(3, ' ');
            let game = words.next().and_then(|w| w.parse::<usize>().ok());
            let result = words.next().and_then(|w| w.parse::<f64>().ok());
            let (Some(game), Some(result)) = (game, result) else {
                return Err(bad("expected GAME-NUMBER RESULT POSITION"));
            };
            if !(0.0..=1.0).contains(&result) {
                return Err(bad("the result is 0, 0.5 or 1"));
            }
            let text = words.next().unwrap_or("");
            let text = text.strip_prefix("bao-la-kimasai ").unwrap_or(text);
            let position = Kimasai::from_position_text(text).map_err(|e| bad(&e.to_string()))?;
            let gone = f64::from(stones_gone(&position)) / f64::from(START_STONES);
            let base = features(&position).map(f64::from);
            let mut tapered = [0.0; FEATURES];
            for (index, value) in base.iter().enumerate() {
                tapered[index] = value * (1.0 - gone);
                tapered[BASE_FEATURES + index] = value * gone;
            }
            let mut hasher = std::hash::DefaultHasher::new();
            std::hash::Hash::hash(text, &mut hasher);
            Ok(Example {
                game,
                result,
                features: tapered,
                position: std::hash::Hasher::finish(&hasher),
            })
        })
        .collect()
}

/// The base features the evaluation leaves at weight 0: each side's waiting steps and the
/// stand-off (session 19's fit with them played worse against level 5).
pub const WAITING_FEATURES: [usize; 3] = [SIDE_FEATURES - 1, 2 * SIDE_FEATURES - 1, WAITING_LEAD];

/// The examples with the waiting features zeroed at the start and the end, so that the fit
/// leaves their weights at 0 (the ridge holds a feature that never varies there).
pub fn without_waiting(mut examples: Vec<Example>) -> Vec<Example> {
    for example in &mut examples {
        for index in WAITING_FEATURES {
            example.features[index] = 0.0;
            example.features[BASE_FEATURES + index] = 0.0;
        }
    }
    examples
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(a: &[f64; FEATURES], b: &[f64; FEATURES]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The mean log-likelihood of the examples' results under the weights (in logits).
pub fn mean_log_likelihood(examples: &[&Example], weights: &[f64; FEATURES]) -> f64 {
    let total: f64 = examples
        .iter()
        .map(|e| {
            let p = logistic(dot(weights, &e.features)).clamp(1e-12, 1.0 - 1e-12);
            e.result * p.ln() + (1.0 - e.result) * (1.0 - p).ln()
        })
        .sum();
    total / examples.len().max(1) as f64
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("a row");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col];
        for row in col + 1..FEATURES {
            let factor = a[row][col] / pivot_row[col];
            for (entry, above) in a[row].iter_mut().zip(pivot_row).skip(col) {
                *entry -= factor * above;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// The weights (in logits) that make the examples' results most likely: Newton's method on the
/// log-likelihood with a small ridge.
pub fn fit_weights(examples: &[&Example]) -> [f64; FEATURES] {
    let mut weights = [0.0; FEATURES];
    let count = examples.len().max(1) as f64;
    for _ in 0..25 {
        let mut gradient = [0.0; FEATURES];
        let mut hessian = [[0.0; FEATURES]; FEATURES];
        for e in examples {
            let p = logistic(dot(&weights, &e.features));
            let curvature = p * (1.0 - p);
            for (i, &feature) in e.features.iter().enumerate() {
                gradient[i] += (e.result - p) * feature / count;
                for (entry, &other) in hessian[i].iter_mut().zip(&e.features) {
                    *entry += curvature * feature * other / count;
                }
            }
        }
        for i in 0..FEATURES {
            gradient[i] -= RIDGE * weights[i];
            hessian[i][i] += RIDGE;
        }
        let step = solve(hessian, gradient);
        for i in 0..FEATURES {
            weights[i] += step[i];
        }
    }
    weights
}

/// The name of fitted weight `index`: a feature of the mover or the opponent, or the
/// constant, at the start or the end.
fn feature_name(index: usize) -> String {
    let (index, when) = if index < BASE_FEATURES {
        (index, "start")
    } else {
        (index - BASE_FEATURES, "end")
    };
    let name = match index {
        i if i < SIDE_FEATURES => format!("mover: {}", SIDE_FEATURE_NAMES[i]),
        i if i < 2 * SIDE_FEATURES => {
            format!("opponent: {}", SIDE_FEATURE_NAMES[i - SIDE_FEATURES])
        }
        WAITING_LEAD => "the mover can wait longer (+1) or not (-1)".into(),
        _ => "to move (constant)".into(),
    };
    format!("{when}, {name}")
}

/// The evaluation's own weights as logits, in the fit's order (start, then end).
fn shipped_weights() -> [f64; FEATURES] {
    let mut logits = [0.0; FEATURES];
    for (index, &weight) in WEIGHTS.iter().flatten().enumerate() {
        logits[index] = f64::from(weight) / SCORE_PER_LOGIT;
    }
    logits
}

/// Fits on all games but every `HELD_OUT`-th and reports the weights, scaled to the
/// evaluation's units (`scale` a logit), with the mean log-likelihood on the fitted games and
/// on the held-out ones.
pub fn report(examples: &[Example], scale: f64) -> String {
    let (held_out, fitted): (Vec<&Example>, Vec<&Example>) = examples
        .iter()
        .partition(|e| e.game % HELD_OUT == HELD_OUT - 1);
    let weights = fit_weights(&fitted);
    let mut text = format!(
        "{} positions of {} games fitted, {} of the held-out games predicted\n\
         mean log-likelihood: fitted games {:.4}, held-out games {:.4} (a coin: -0.6931; \
         the shipped evaluation: fitted games {:.4}, held-out games {:.4})\n\
         | weight | logits | score ({scale} a logit) |\n|---|---:|---:|\n",
        fitted.len(),
        game_count(&fitted),
        held_out.len(),
        mean_log_likelihood(&fitted, &weights),
        mean_log_likelihood(&held_out, &weights),
        mean_log_likelihood(&fitted, &shipped_weights()),
        mean_log_likelihood(&held_out, &shipped_weights()),
    );
    for (index, weight) in weights.iter().enumerate() {
        text.push_str(&format!(
            "| {} | {weight:.4} | {:.0} |\n",
            feature_name(index),
            weight * scale
        ));
    }
    let hundredths = |range: std::ops::Range<usize>| -> String {
        let values: Vec<String> = weights[range]
            .iter()
            .map(|w| format!("{:.0}", w * scale))
            .collect();
        values.join(", ")
    };
    text.push_str(&format!(
        "as the evaluation's weights: start [{}], end [{}]\n",
        hundredths(0..BASE_FEATURES),
        hundredths(BASE_FEATURES..FEATURES)
    ));
    text
}

fn game_count(examples: &[&Example]) -> usize {
    let mut games: Vec<usize> = examples.iter().map(|e| e.game).collect();
    games.sort_unstable();
    games.dedup();
    games.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn the_fit_finds_the_weights_that_made_the_results() {
        let mut rng = SmallRng::seed_from_u64(3);
        let mut truth = [0.0; FEATURES];
        truth[0] = 0.8;
        truth[3] = -0.05;
        truth[FEATURES - 1] = 0.2;
        let examples: Vec<Example> = (0..40_000)
            .map(|n| {
                let mut features = [0.0; FEATURES];
                for f in features.iter_mut().take(FEATURES - 1) {
                    // Centred, as a fitted feature set is in effect: with features that are
                    // mostly positive the ridge takes the constant for them.
                    *f = rng.random_range(-10..=10) as f64;
                }
                features[FEATURES - 1] = 1.0;
                let won = rng.random::<f64>() < logistic(dot(&truth, &features));
                Example {
                    game: n,
                    result: if won { 1.0 } else { 0.0 },
                    features,
                    position: n as u64,
                }
            })
            .collect();
        let all: Vec<&Example> = examples.iter().collect();
        let fitted = fit_weights(&all);
        for (index, (f, t)) in fitted.iter().zip(truth).enumerate() {
            assert!(
                (f - t).abs() < 0.05,
                "feature {index}: made {t}, fitted {f}"
            );
        }
        assert!(mean_log_likelihood(&all, &fitted) > mean_log_likelihood(&all, &[0.0; FEATURES]));
    }

    #[test]
    fn without_waiting_the_fit_leaves_those_weights_at_zero() {
        let lines: Vec<String> = (0..40)
            .map(|n| {
                // The first position wins two games in three, the second one in three.
                let first = n % 2 == 0;
                let result = u32::from(((n / 2) % 3 != 2) == first);
                let position = if first {
                    "000000000011/000000000000/000000000000/101000000000 south"
                } else {
                    "000000000001/000000000000/000000000000/111000000000 south"
                };
                format!("{n} {result} bao-la-kimasai {position}")
            })
            .collect();
        let examples = without_waiting(read_examples(&lines.join("\n")).unwrap());
        let all: Vec<&Example> = examples.iter().collect();
        let weights = fit_weights(&all);
        for index in WAITING_FEATURES {
            assert_eq!(weights[index], 0.0, "start {index}");
            assert_eq!(weights[BASE_FEATURES + index], 0.0, "end {index}");
        }
        assert!(
            weights.iter().any(|&w| w.abs() > 0.01),
            "the rest is fitted"
        );
    }

    #[test]
    fn bad_lines_are_refused_by_number() {
        let good = "3 1 bao-la-kimasai 000000000001/000000000000/000000000000/101000000000 south";
        assert_eq!(read_examples(good).unwrap().len(), 1);
        let twice = read_examples(&format!("{good}\n4 0 {}", &good[4..])).unwrap();
        let (distinct, repeated) = distinct_games(twice);
        assert_eq!((distinct.len(), repeated), (1, 1), "game 4 repeats game 3");
        let error = read_examples(&format!("{good}\n3 2 x")).unwrap_err();
        assert!(error.starts_with("line 2: the result"), "{error}");
        let error = read_examples("3 1 shax x").unwrap_err();
        assert!(error.starts_with("line 1:"), "{error}");
    }
}
