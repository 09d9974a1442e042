//! `daga fit weights` on Shax positions: the evaluation's weights, one set while placing and one
//! while moving, fitted to self-play results, a piece while moving at 100.

use super::fit::{Example, HELD_OUT, game_count, newton, plain_log_likelihood};
use daga::ai::chances::{Sample, fit_scale};
use daga::ai::eval_shax::{FEATURE_NAMES, FEATURES, MOVING_PIECE_LEAD, WEIGHTS};

/// The steepness that fits the shipped evaluation's static scores of `examples` best: its own
/// logits per hundredth. (The review's k is steeper: it reads level-5 searches, which see
/// further than the static score; `daga chances` fits it.)
fn shipped_scale(examples: &[&Example]) -> f64 {
    let samples: Vec<Sample> = examples
        .iter()
        .map(|e| Sample {
            score: e
                .features
                .iter()
                .zip(WEIGHTS)
                .map(|(&v, w)| v as i32 * w)
                .sum(),
            result: e.result,
        })
        .collect();
    fit_scale(&samples)
}

/// Fits the weights on all games but every `HELD_OUT`-th and reports them in logits and in the
/// evaluation's units (a logit is 1/k, k the shipped evaluation's own best steepness on the
/// fitted games), with the mean log-likelihood on the fitted and the held-out games beside the
/// shipped evaluation's at that k.
pub fn report(examples: &[Example]) -> String {
    let (held_out, fitted): (Vec<&Example>, Vec<&Example>) = examples
        .iter()
        .partition(|e| e.game % HELD_OUT == HELD_OUT - 1);
    let rows =
        |set: &[&Example]| -> Vec<Vec<f64>> { set.iter().map(|e| e.features.clone()).collect() };
    let (fitted_rows, held_out_rows) = (rows(&fitted), rows(&held_out));
    let weights = newton(&fitted, &fitted_rows, vec![0.0; FEATURES], |_| true);
    let k = shipped_scale(&fitted);
    let shipped: Vec<f64> = WEIGHTS.iter().map(|&w| f64::from(w) * k).collect();
    let mut text = format!(
        "{} positions of {} Shax games fitted, {} of the held-out games predicted\n\
         mean log-likelihood: fitted games {:.4}, held-out games {:.4} (a coin: -0.6931; \
         the shipped evaluation at its best k {k:.5}: fitted games {:.4}, held-out games {:.4})\n\
         | weight | logits | score (1/{k:.5} a logit) | shipped |\n|---|---:|---:|---:|\n",
        fitted.len(),
        game_count(&fitted),
        held_out.len(),
        plain_log_likelihood(&fitted, &fitted_rows, &weights),
        plain_log_likelihood(&held_out, &held_out_rows, &weights),
        plain_log_likelihood(&fitted, &fitted_rows, &shipped),
        plain_log_likelihood(&held_out, &held_out_rows, &shipped),
    );
    for ((name, weight), shipped) in FEATURE_NAMES.iter().zip(&weights).zip(WEIGHTS) {
        text.push_str(&format!(
            "| {name} | {weight:.4} | {:.0} | {shipped} |\n",
            weight / k
        ));
    }
    // The evaluation's unit is a hundredth of a piece: the fitted piece (while moving) is 100,
    // and the evaluation's own k becomes that piece's logits over 100.
    let piece = weights[MOVING_PIECE_LEAD];
    let values: Vec<String> = weights
        .iter()
        .map(|w| format!("{:.0}", w * 100.0 / piece))
        .collect();
    text.push_str(&format!(
        "as the evaluation's weights, a piece 100 (their own k {:.5}):\n[{}]\n",
        piece / 100.0,
        values.join(", ")
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::fit::read_examples;

    #[test]
    fn the_report_names_every_weight_and_prints_them_as_a_row() {
        // Two positions, each won by the mover half the time over four games.
        let lines: Vec<String> = (0..8)
            .map(|n| {
                let result = (n / 2) % 2;
                let position = if n % 2 == 0 {
                    "..S...../......../NN.S.... south place 10 10 - 0"
                } else {
                    "..S...../......../NNSS.... north place 9 10 - 0"
                };
                format!("{} {result} shax {position}", n / 2)
            })
            .collect();
        let (_, examples) = read_examples(&lines.join("\n")).unwrap();
        let text = report(&examples);
        for name in FEATURE_NAMES {
            assert!(text.contains(name), "{name} in {text}");
        }
        let row = text.lines().last().unwrap();
        assert_eq!(row.split(", ").count(), FEATURES, "{row}");
    }
}
