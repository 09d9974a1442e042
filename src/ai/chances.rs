//! Winning chances from search scores: a logistic curve per game, its scale fitted on level-5
//! self-play (`daga chances`, figures in `docs/BENCHMARKS.md`), as lichess turns centipawns
//! into the −1…+1 scale of its evaluation chart.

use super::evaluate::{Score, WIN_THRESHOLD};
use crate::rules::GameId;

/// The fitted steepness of the curve, per unit of score: the expected result of a position
/// scored `s` for the side to move is `1 / (1 + e^(-k s))`. Fitted by `daga chances GAME 40 4 1`
/// (`scripts/chances.sh`) on level-5 self-play games; Bao la Kimasai's by `daga chances
/// bao-la-kimasai 80 8 53` (80 openings of 8 plies ending in distinct positions: 4 plies make
/// only 7) on the search's judged scores (the mean of the last two depths), with the evaluation
/// that has a middle point in its taper; Shax's on 80 games with the evaluation fitted to results
/// (`daga chances shax 40 4 1` and `... 40 4 2` with `--positions`, pooled by `daga chances
/// from`). The data are in `docs/BENCHMARKS.md`.
/// Kimasai's evaluation counts 400 a logit, so its own steepness would be 0.0025: a level-5
/// search's judged score is about as sure as the evaluation at its leaves.
pub fn scale(game: GameId) -> f64 {
    match game {
        GameId::Shax => SHAX_SCALE,
        GameId::Sadeqa => SADEQA_SCALE,
        GameId::Kimasai => KIMASAI_SCALE,
    }
}

const SHAX_SCALE: f64 = 0.02483;
const SADEQA_SCALE: f64 = 0.00369;
const KIMASAI_SCALE: f64 = 0.00394;

/// The expected result (0 a loss, ½ a draw, 1 a win) of a score with steepness `k`.
pub fn expected_result(score: Score, k: f64) -> f64 {
    if score >= WIN_THRESHOLD {
        return 1.0;
    }
    if score <= -WIN_THRESHOLD {
        return 0.0;
    }
    1.0 / (1.0 + (-k * score as f64).exp())
}

/// Winning chances on −1 (lost) … +1 (won) for the side the score is from.
pub fn winning_chances(game: GameId, score: Score) -> f64 {
    2.0 * expected_result(score, scale(game)) - 1.0
}

/// How much a move gave away, by its drop in the mover's winning chances (lichess's
/// `Advice`: 0.1, 0.2 and 0.3 on the −1…+1 scale).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The judgement of a drop in winning chances, if it is large enough to be one.
    pub fn of_drop(drop: f64) -> Option<Judgement> {
        match drop {
            d if d >= 0.3 => Some(Judgement::Blunder),
            d if d >= 0.2 => Some(Judgement::Mistake),
            d if d >= 0.1 => Some(Judgement::Inaccuracy),
            _ => None,
        }
    }

    /// The word for it.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The mark written after the move, as in chess notation.
    pub fn mark(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// One position of a game: its search score for the side to move, and the game's result for
/// that side (1 won, ½ drawn, 0 lost).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sample {
    pub score: Score,
    pub result: f64,
}

/// The mean log-likelihood of the samples under steepness `k` (decided scores left out: the
/// curve is certain there).
pub fn log_likelihood(samples: &[Sample], k: f64) -> f64 {
    let counted: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.score.abs() < WIN_THRESHOLD)
        .collect();
    let total: f64 = counted
        .iter()
        .map(|s| {
            let p = expected_result(s.score, k).clamp(1e-12, 1.0 - 1e-12);
            s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln()
        })
        .sum();
    total / counted.len().max(1) as f64
}

/// The steepness that makes the samples' results most likely (maximum likelihood; the
/// log-likelihood is concave in `k`, so a golden-section search finds its top).
pub fn fit_scale(samples: &[Sample]) -> f64 {
    let (mut low, mut high) = (0.0_f64, 0.1_f64);
    let ratio = (5.0_f64.sqrt() - 1.0) / 2.0;
    for _ in 0..200 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if log_likelihood(samples, a) < log_likelihood(samples, b) {
            low = a;
        } else {
            high = b;
        }
    }
    (low + high) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_fit_finds_the_steepness_that_made_the_results() {
        let mut rng = SmallRng::seed_from_u64(5);
        for k in [0.002, 0.01, 0.03] {
            let samples: Vec<Sample> = (0..20_000)
                .map(|_| {
                    let score = rng.random_range(-600..=600);
                    let won = rng.random::<f64>() < expected_result(score, k);
                    Sample {
                        score,
                        result: if won { 1.0 } else { 0.0 },
                    }
                })
                .collect();
            let fitted = fit_scale(&samples);
            assert!(
                (fitted - k).abs() < 0.1 * k,
                "made with {k}, fitted {fitted}"
            );
        }
    }

    #[test]
    fn chances_run_from_lost_to_won_and_mirror() {
        for game in GameId::ALL {
            assert!(scale(game) > 0.0, "{game} has a fitted scale");
            assert_eq!(winning_chances(game, 0), 0.0);
            assert_eq!(winning_chances(game, WIN_THRESHOLD + 5), 1.0);
            assert_eq!(winning_chances(game, -WIN_THRESHOLD - 5), -1.0);
            let mut last = -1.0;
            for score in (-2000..=2000).step_by(50) {
                let chances = winning_chances(game, score);
                assert!(chances >= last, "{game}: rises with the score");
                assert!((chances + winning_chances(game, -score)).abs() < 1e-12);
                last = chances;
            }
        }
    }

    #[test]
    fn drops_are_judged_at_lichess_thresholds() {
        assert_eq!(Judgement::of_drop(0.05), None);
        assert_eq!(Judgement::of_drop(0.1), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of_drop(0.25), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_drop(0.9), Some(Judgement::Blunder));
        assert_eq!(Judgement::of_drop(-0.4), None, "a gain is no mistake");
    }
}
