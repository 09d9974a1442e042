//! `daga fit`: Texel tuning of Bao la Kimasai's and Shax's evaluations. `daga fit games` records self-play
//! positions with their games' results; `daga fit weights` fits the evaluation's features, at
//! each point of a taper, to them by logistic regression and says how well the fit predicts
//! games it did not see.

use std::io::{self, Write};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::selfplay::{DistinctOpenings, Openings};
use daga::ai::eval_kimasai::{
    FEATURES as BASE_FEATURES, SCORE_PER_LOGIT, SIDE_FEATURE_NAMES, SIDE_FEATURES, START_STONES,
    TAPER_STONES, WAITING_LEAD, WEIGHTS, features, stones_on_board, taper_shares,
};
use daga::ai::eval_shax::features as shax_features;
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::rules::kimasai::Kimasai;
use daga::rules::shax::Shax;
use daga::rules::{Game, GameId, Player};

/// Every `HELD_OUT`-th game is kept out of the fit and predicted.
pub const HELD_OUT: usize = 4;
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

/// One recorded position: its game, the result for the mover, the evaluation's features and the
/// stones on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Example {
    pub game: usize,
    pub result: f64,
    pub features: Vec<f64>,
    pub stones: i32,
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

/// Reads the lines `record_games` writes, all of one game (Bao la Kimasai, whose positions may
/// be written without the game's name, or Shax), with each position's features for that
/// game's evaluation; the error names the line.
pub fn read_examples(text: &str) -> Result<(GameId, Vec<Example>), String> {
    let mut game_of_file = None;
    let examples = text
        .lines()
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
            let (which, text) = match text.split_once(' ') {
                Some(("shax", rest)) => (GameId::Shax, rest),
                Some(("bao-la-kimasai", rest)) => (GameId::Kimasai, rest),
                _ => (GameId::Kimasai, text),
            };
            if *game_of_file.get_or_insert(which) != which {
                return Err(bad("every position of a file is of the same game"));
            }
            let (features, stones) = match which {
                GameId::Shax => {
                    let position =
                        Shax::from_position_text(text).map_err(|e| bad(&e.to_string()))?;
                    (shax_features(&position).map(f64::from).to_vec(), 0)
                }
                _ => {
                    let position =
                        Kimasai::from_position_text(text).map_err(|e| bad(&e.to_string()))?;
                    (
                        features(&position).map(f64::from).to_vec(),
                        stones_on_board(&position),
                    )
                }
            };
            let mut hasher = std::hash::DefaultHasher::new();
            std::hash::Hash::hash(text, &mut hasher);
            Ok(Example {
                game,
                result,
                features,
                stones,
                position: std::hash::Hasher::finish(&hasher),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((game_of_file.unwrap_or(GameId::Kimasai), examples))
}

/// The base features the evaluation leaves at weight 0: each side's waiting steps and the
/// stand-off (session 19's fit with them played worse against level 5).
pub const WAITING_FEATURES: [usize; 3] = [SIDE_FEATURES - 1, 2 * SIDE_FEATURES - 1, WAITING_LEAD];

/// The examples with the waiting features zeroed, so that the fit leaves their weights at 0 at
/// every point of the taper (the ridge holds a feature that never varies).
pub fn without_waiting(mut examples: Vec<Example>) -> Vec<Example> {
    for example in &mut examples {
        for index in WAITING_FEATURES {
            example.features[index] = 0.0;
        }
    }
    examples
}

/// A taper's points (stones on the board, falling from [`START_STONES`] to 0), each with the
/// evaluation's features weighted by its share.
#[derive(Clone, Debug, PartialEq)]
pub struct Taper {
    points: Vec<i32>,
}

impl Taper {
    /// The shipped evaluation's taper.
    pub fn shipped() -> Self {
        Taper {
            points: TAPER_STONES.to_vec(),
        }
    }

    /// A taper through the start, the points between (stones on the board, written as
    /// `"22"` or `"30,14"`) and the end.
    pub fn through(inner: &str) -> Result<Self, String> {
        let mut points = vec![START_STONES];
        for word in inner.split(',').filter(|w| !w.trim().is_empty()) {
            match word.trim().parse::<i32>() {
                Ok(stones) if stones > 0 && stones < *points.last().expect("the start") => {
                    points.push(stones)
                }
                _ => {
                    return Err(format!(
                        "the taper's points are stones on the board between {START_STONES} and 0, each fewer than the one before: '{inner}'"
                    ));
                }
            }
        }
        points.push(0);
        Ok(Taper { points })
    }

    /// The shipped evaluation's weights (in logits) at each of this taper's points: where the
    /// shipped taper's straight lines pass them.
    pub fn shipped_line(&self) -> Vec<f64> {
        let shipped = shipped_weights(SCORE_PER_LOGIT);
        self.points
            .iter()
            .flat_map(|&stones| {
                let shares = taper_shares(&TAPER_STONES, stones);
                let shipped = &shipped;
                (0..BASE_FEATURES).map(move |feature| {
                    (shares.iter().enumerate())
                        .map(|(point, share)| share * shipped[point * BASE_FEATURES + feature])
                        .sum()
                })
            })
            .collect()
    }

    /// How many weights a fit on this taper has.
    pub fn weight_count(&self) -> usize {
        self.points.len() * BASE_FEATURES
    }

    /// An example's features at each point of the taper: its features times that point's share.
    pub fn features(&self, example: &Example) -> Vec<f64> {
        taper_shares(&self.points, example.stones)
            .iter()
            .flat_map(|&share| example.features.iter().map(move |value| value * share))
            .collect()
    }
}

pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The mean log-likelihood of the examples' results under the weights (in logits) at each
/// point of the taper.
pub fn mean_log_likelihood(examples: &[&Example], taper: &Taper, weights: &[f64]) -> f64 {
    let features: Vec<Vec<f64>> = examples.iter().map(|e| taper.features(e)).collect();
    plain_log_likelihood(examples, &features, weights)
}

/// The mean log-likelihood of the examples' results when each has the features `features`
/// (in the same order) under the weights (in logits).
pub fn plain_log_likelihood(examples: &[&Example], features: &[Vec<f64>], weights: &[f64]) -> f64 {
    let total: f64 = examples
        .iter()
        .zip(features)
        .map(|(e, features)| {
            let p = logistic(dot(weights, features)).clamp(1e-12, 1.0 - 1e-12);
            e.result * p.ln() + (1.0 - e.result) * (1.0 - p).ln()
        })
        .sum();
    total / examples.len().max(1) as f64
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let size = b.len();
    for col in 0..size {
        let pivot = (col..size)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("a row");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col].clone();
        for row in col + 1..size {
            let factor = a[row][col] / pivot_row[col];
            for (entry, above) in a[row].iter_mut().zip(&pivot_row).skip(col) {
                *entry -= factor * above;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; size];
    for row in (0..size).rev() {
        let rest: f64 = (row + 1..size).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// What a fit may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refit {
    /// Every weight at every point of the taper, from nothing.
    Everything,
    /// Only the weights at the taper's inner points, from the shipped evaluation's there: the
    /// start's and the end's stay the shipped ones, so the fit corrects the shipped evaluation
    /// between them (most where a point is) and nowhere else.
    InnerPoints,
}

/// The weights (in logits, each feature's at each point of the taper in turn) that make the
/// examples' results most likely, changing only what `refit` lets it.
pub fn fit_weights(examples: &[&Example], taper: &Taper, refit: Refit) -> Vec<f64> {
    let last = taper.points.len() - 1;
    let features: Vec<Vec<f64>> = examples.iter().map(|e| taper.features(e)).collect();
    match refit {
        Refit::Everything => newton(examples, &features, vec![0.0; taper.weight_count()], |_| {
            true
        }),
        Refit::InnerPoints => newton(examples, &features, taper.shipped_line(), |index| {
            (1..last).contains(&(index / BASE_FEATURES))
        }),
    }
}

/// Newton's method on the log-likelihood of the examples' results, each with the features
/// `features` (in the same order), from the weights `start`, changing those that `free` names,
/// with a small ridge that holds each near its start.
pub fn newton(
    examples: &[&Example],
    features: &[Vec<f64>],
    start: Vec<f64>,
    free: impl Fn(usize) -> bool,
) -> Vec<f64> {
    // The free weights, numbered for the equations.
    let unknowns: Vec<usize> = (0..start.len()).filter(|&i| free(i)).collect();
    let mut unknown_of = vec![None; start.len()];
    for (number, &index) in unknowns.iter().enumerate() {
        unknown_of[index] = Some(number);
    }
    // Each example's features that are not 0 (a position's segment has two of the points).
    let tapered: Vec<Vec<(usize, f64)>> = features
        .iter()
        .map(|row| {
            let row = row.iter().copied().enumerate();
            row.filter(|&(_, value)| value != 0.0).collect()
        })
        .collect();
    let mut weights = start.clone();
    let count = examples.len().max(1) as f64;
    let size = unknowns.len();
    for _ in 0..25 {
        let mut gradient = vec![0.0; size];
        let mut hessian = vec![vec![0.0; size]; size];
        for (e, features) in examples.iter().zip(&tapered) {
            let p = logistic(features.iter().map(|&(i, value)| weights[i] * value).sum());
            let curvature = p * (1.0 - p) / count;
            for &(i, feature) in features {
                let Some(i) = unknown_of[i] else { continue };
                gradient[i] += (e.result - p) * feature / count;
                for &(j, other) in features {
                    if let Some(j) = unknown_of[j] {
                        hessian[i][j] += curvature * feature * other;
                    }
                }
            }
        }
        for (number, &index) in unknowns.iter().enumerate() {
            gradient[number] -= RIDGE * (weights[index] - start[index]);
            hessian[number][number] += RIDGE;
        }
        let step = solve(hessian, gradient);
        let largest = step
            .iter()
            .fold(0.0_f64, |most, change| most.max(change.abs()));
        for (&index, change) in unknowns.iter().zip(step) {
            weights[index] += change;
        }
        // Newton's steps shrink fast near the best weights; past this they change nothing.
        if largest < 1e-9 {
            break;
        }
    }
    weights
}

/// The name of fitted weight `index`: a feature of the mover or the opponent, or the
/// constant, at a point of the taper.
fn feature_name(taper: &Taper, index: usize) -> String {
    let stones = taper.points[index / BASE_FEATURES];
    let index = index % BASE_FEATURES;
    let name = match index {
        i if i < SIDE_FEATURES => format!("mover: {}", SIDE_FEATURE_NAMES[i]),
        i if i < 2 * SIDE_FEATURES => {
            format!("opponent: {}", SIDE_FEATURE_NAMES[i - SIDE_FEATURES])
        }
        WAITING_LEAD => "the mover can wait longer (+1) or not (-1)".into(),
        _ => "to move (constant)".into(),
    };
    format!("{stones} stones, {name}")
}

/// The evaluation's own weights as logits (`scale` a logit), in the fit's order: each point of
/// the shipped taper in turn.
fn shipped_weights(scale: f64) -> Vec<f64> {
    WEIGHTS
        .iter()
        .flatten()
        .map(|&weight| f64::from(weight) / scale)
        .collect()
}

/// Fits on all games but every `HELD_OUT`-th at each point of `taper` and reports the weights,
/// scaled to the evaluation's units (`scale` a logit), with the mean log-likelihood on the
/// fitted games and on the held-out ones, beside the shipped evaluation's.
pub fn report(examples: &[Example], taper: &Taper, refit: Refit, scale: f64) -> String {
    let (held_out, fitted): (Vec<&Example>, Vec<&Example>) = examples
        .iter()
        .partition(|e| e.game % HELD_OUT == HELD_OUT - 1);
    let weights = fit_weights(&fitted, taper, refit);
    let (shipped_taper, shipped) = (Taper::shipped(), shipped_weights(scale));
    let mut text = format!(
        "taper points (stones on the board): {:?}, fitted: {refit:?}\n\
         {} positions of {} games fitted, {} of the held-out games predicted\n\
         mean log-likelihood: fitted games {:.4}, held-out games {:.4} (a coin: -0.6931; \
         the shipped evaluation: fitted games {:.4}, held-out games {:.4})\n\
         | weight | logits | score ({scale} a logit) |\n|---|---:|---:|\n",
        taper.points,
        fitted.len(),
        game_count(&fitted),
        held_out.len(),
        mean_log_likelihood(&fitted, taper, &weights),
        mean_log_likelihood(&held_out, taper, &weights),
        mean_log_likelihood(&fitted, &shipped_taper, &shipped),
        mean_log_likelihood(&held_out, &shipped_taper, &shipped),
    );
    for (index, weight) in weights.iter().enumerate() {
        text.push_str(&format!(
            "| {} | {weight:.4} | {:.0} |\n",
            feature_name(taper, index),
            weight * scale
        ));
    }
    text.push_str("as the evaluation's weights, a row for each point of the taper:\n");
    for point in weights.chunks(BASE_FEATURES) {
        let values: Vec<String> = point.iter().map(|w| format!("{:.0}", w * scale)).collect();
        text.push_str(&format!("[{}],\n", values.join(", ")));
    }
    text
}

pub fn game_count(examples: &[&Example]) -> usize {
    let mut games: Vec<usize> = examples.iter().map(|e| e.game).collect();
    games.sort_unstable();
    games.dedup();
    games.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    /// `count` positions with features drawn from -`spread` to `spread` (and the constant 1)
    /// and any stones on the board, each won with the chance that `truth` gives it on `taper`.
    fn made_results(
        seed: u64,
        count: usize,
        spread: i32,
        taper: &Taper,
        truth: &[f64],
    ) -> Vec<Example> {
        let mut rng = SmallRng::seed_from_u64(seed);
        (0..count)
            .map(|n| {
                let mut features = vec![0.0; BASE_FEATURES];
                for f in features.iter_mut().take(BASE_FEATURES - 1) {
                    // Centred, as a fitted feature set is in effect: with features that are
                    // mostly positive the ridge takes the constant for them.
                    *f = rng.random_range(-spread..=spread) as f64;
                }
                features[BASE_FEATURES - 1] = 1.0;
                let mut example = Example {
                    game: n,
                    result: 0.0,
                    features,
                    stones: rng.random_range(0..=START_STONES),
                    position: n as u64,
                };
                let won = rng.random::<f64>() < logistic(dot(truth, &taper.features(&example)));
                example.result = if won { 1.0 } else { 0.0 };
                example
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_the_weights_that_made_the_results_at_each_point_of_the_taper() {
        let taper = Taper::through("22").unwrap();
        // A stone counts 0.8 at the start, against its side at the middle point and 0.3 at the
        // end: a straight line from start to end could not make these results.
        let mut truth = vec![0.0; taper.weight_count()];
        truth[0] = 0.8;
        truth[BASE_FEATURES] = -0.4;
        truth[2 * BASE_FEATURES] = 0.3;
        truth[3] = -0.05;
        truth[BASE_FEATURES - 1] = 0.2;
        let examples = made_results(3, 30_000, 10, &taper, &truth);
        let all: Vec<&Example> = examples.iter().collect();
        let fitted = fit_weights(&all, &taper, Refit::Everything);
        for (index, (f, t)) in fitted.iter().zip(&truth).enumerate() {
            assert!(
                (f - t).abs() < 0.06,
                "{}: made {t}, fitted {f}",
                feature_name(&taper, index)
            );
        }
        let zero = vec![0.0; taper.weight_count()];
        assert!(
            mean_log_likelihood(&all, &taper, &fitted) > mean_log_likelihood(&all, &taper, &zero)
        );
        // A straight line from the start to the end cannot follow the middle point's turn.
        let two_points = Taper::through("").unwrap();
        let straight = fit_weights(&all, &two_points, Refit::Everything);
        assert!(
            mean_log_likelihood(&all, &taper, &fitted)
                > mean_log_likelihood(&all, &two_points, &straight) + 0.01
        );
    }

    #[test]
    fn a_refit_of_the_inner_points_keeps_the_start_and_the_end() {
        let taper = Taper::through("22").unwrap();
        // The shipped evaluation but for the stones, worth half a logit more at the middle point.
        let mut truth = taper.shipped_line();
        truth[BASE_FEATURES] += 0.5;
        let examples = made_results(5, 20_000, 2, &taper, &truth);
        let all: Vec<&Example> = examples.iter().collect();
        let fitted = fit_weights(&all, &taper, Refit::InnerPoints);
        let line = taper.shipped_line();
        let ends = (0..BASE_FEATURES).chain(2 * BASE_FEATURES..3 * BASE_FEATURES);
        for index in ends {
            assert_eq!(
                fitted[index],
                line[index],
                "{}",
                feature_name(&taper, index)
            );
        }
        let stone = fitted[BASE_FEATURES] - line[BASE_FEATURES];
        assert!(
            (stone - 0.5).abs() < 0.1,
            "the middle stone moved by {stone}"
        );
        // The shipped line at the taper's points predicts as the shipped evaluation does.
        let shipped = shipped_weights(SCORE_PER_LOGIT);
        let as_shipped = mean_log_likelihood(&all, &Taper::shipped(), &shipped);
        assert!((mean_log_likelihood(&all, &taper, &line) - as_shipped).abs() < 1e-9);
        assert!(mean_log_likelihood(&all, &taper, &fitted) > as_shipped + 0.005);
    }

    #[test]
    fn a_taper_runs_from_the_start_to_the_end_through_falling_points() {
        assert_eq!(Taper::through("").unwrap().points, [START_STONES, 0]);
        assert_eq!(Taper::through("22").unwrap(), Taper::shipped());
        assert_eq!(
            Taper::through("30, 14").unwrap().points,
            [START_STONES, 30, 14, 0]
        );
        assert_eq!(
            Taper::through("22").unwrap().weight_count(),
            3 * BASE_FEATURES
        );
        for bad in ["14,30", "46", "0", "-3", "22,22", "x"] {
            let error = Taper::through(bad).unwrap_err();
            assert!(error.contains("taper's points"), "{bad}: {error}");
        }
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
        let examples = without_waiting(read_examples(&lines.join("\n")).unwrap().1);
        let all: Vec<&Example> = examples.iter().collect();
        let taper = Taper::through("22").unwrap();
        let weights = fit_weights(&all, &taper, Refit::Everything);
        for point in 0..3 {
            for index in WAITING_FEATURES {
                let index = point * BASE_FEATURES + index;
                assert_eq!(weights[index], 0.0, "{}", feature_name(&taper, index));
            }
        }
        assert!(
            weights.iter().any(|&w| w.abs() > 0.01),
            "the rest is fitted"
        );
    }

    #[test]
    fn bad_lines_are_refused_by_number() {
        let good = "3 1 bao-la-kimasai 000000000001/000000000000/000000000000/101000000000 south";
        assert_eq!(read_examples(good).unwrap().1.len(), 1);
        let twice = read_examples(&format!("{good}\n4 0 {}", &good[4..]))
            .unwrap()
            .1;
        let (distinct, repeated) = distinct_games(twice);
        assert_eq!((distinct.len(), repeated), (1, 1), "game 4 repeats game 3");
        let error = read_examples(&format!("{good}\n3 2 x")).unwrap_err();
        assert!(error.starts_with("line 2: the result"), "{error}");
        let error = read_examples("3 1 shax x").unwrap_err();
        assert!(error.starts_with("line 1:"), "{error}");
        let shax = "3 1 shax ..S...../......../NN.S.... south place 10 10 - 0";
        let error = read_examples(&format!("{shax}\n{good}")).unwrap_err();
        assert!(error.starts_with("line 2: every position"), "{error}");
    }

    #[test]
    fn shax_positions_are_read_with_the_shax_features() {
        let line = "3 1 shax ..S...../......../NN.S.... south place 10 10 - 0";
        let (game, examples) = read_examples(line).unwrap();
        assert_eq!(game, GameId::Shax);
        let position = Shax::from_position_text("..S...../......../NN.S.... south place 10 10 - 0");
        let expected = shax_features(&position.unwrap()).map(f64::from).to_vec();
        assert_eq!(examples[0].features, expected);
    }
}
