//! `daga chances`: level-5 self-play scored move by move, and the winning-chances curve fitted
//! to it (the data and the fit behind `ai::chances::scale`).

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::cores::map_in_order;
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
    /// Each game's searched positions (`AnyMatch::position_text`), in its samples' order.
    pub positions: Vec<Vec<String>>,
}

impl Played {
    /// One line per searched position, `GAME-NUMBER RESULT SCORE POSITION`: the result for the
    /// side to move and its judged score, for slicing the fit by phase or refitting the
    /// evaluation (without the score, the lines are `daga fit weights`' input).
    pub fn write_positions(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        for (number, (samples, positions)) in self.games.iter().zip(&self.positions).enumerate() {
            for (sample, position) in samples.iter().zip(positions) {
                writeln!(
                    out,
                    "{number} {} {} {position}",
                    sample.result, sample.score
                )?;
            }
        }
        out.flush()
    }
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
/// with the game's result for the side that was to move, and the positions' texts.
fn play_out(mut position: AnyMatch) -> (Vec<Sample>, Vec<String>) {
    let mut scored: Vec<(Player, i32)> = Vec::new();
    let mut texts = Vec::new();
    while let Some(turn) = position.turn() {
        texts.push(position.position_text());
        let options = ThinkOptions::judging();
        let mut search = AnySearch::new(&position, &options).expect("the game is on");
        while !search.step(4096) {}
        let analysis = search.analysis().expect("a searched position has a line");
        scored.push((turn, analysis.judged));
        let mv = search.chosen_move(&options).expect("a move");
        position.play(mv).expect("the search plays legal moves");
    }
    let winner = position.status().winner();
    let samples = scored
        .into_iter()
        .map(|(mover, score)| Sample {
            score,
            result: match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        })
        .collect();
    (samples, texts)
}

/// Plays level-5 games from up to `games` distinct random openings of `opening_plies` plies,
/// one game on each core at a time, and returns every searched position's score with the
/// game's result for the side that was to move (in the openings' order, whatever the cores).
pub fn level_five_samples(game: GameId, games: u32, opening_plies: u32, seed: u64) -> Played {
    let openings = distinct_openings(game, games, opening_plies, seed);
    let results = map_in_order(&openings, |opening| play_out(opening.clone()));
    let (games, positions) = results.into_iter().unzip();
    Played { games, positions }
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
    let shipped = daga::ai::chances::scale(game);
    text.push_str(&format!(
        "at the review's k = {shipped:.5}: mean log-likelihood {:.4}\n",
        log_likelihood(samples, shipped)
    ));
    text.push_str(
        "| scores | positions | games | mean result | ± (95 %, by game) | curve at the mean score |\n\
         |---|---:|---:|---:|---:|---:|\n",
    );
    for (low, high) in BUCKETS {
        if let Some(row) = bucket_row(&played.games, (low, high), k) {
            text.push_str(&row);
        }
    }
    text
}

/// One bucket's row: its positions, how many games they come from (a game's positions share
/// its one result, so few games make a noisy mean), their mean result with its 95 % margin
/// counting games rather than positions as the independent draws, and the curve's mean.
fn bucket_row(games: &[Vec<Sample>], (low, high): (i32, i32), k: f64) -> Option<String> {
    let within = |s: &&Sample| s.score >= low && s.score < high;
    let by_game: Vec<Vec<&Sample>> = games
        .iter()
        .map(|g| g.iter().filter(within).collect::<Vec<_>>())
        .filter(|inside| !inside.is_empty())
        .collect();
    if by_game.is_empty() {
        return None;
    }
    let inside: Vec<&Sample> = by_game.iter().flatten().copied().collect();
    let count = inside.len() as f64;
    let mean_result = inside.iter().map(|s| s.result).sum::<f64>() / count;
    let results: Vec<Vec<f64>> = by_game
        .iter()
        .map(|g| g.iter().map(|s| s.result).collect())
        .collect();
    let margin = clustered_margin(&results).map_or("–".to_string(), |m| format!("{m:.3}"));
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
        "| {label} | {} | {} | {mean_result:.3} | {margin} | {mean_curve:.3} |\n",
        inside.len(),
        by_game.len()
    ))
}

/// The 95 % margin (1.96 standard errors) of the mean of all the results, where each inner
/// list is one game's: the positions of one game are not independent draws (they share its
/// result), so the error is the cluster-robust one, with games as the unit. None for one game.
fn clustered_margin(games: &[Vec<f64>]) -> Option<f64> {
    let clusters = games.len() as f64;
    let count: usize = games.iter().map(Vec::len).sum();
    if games.len() < 2 || count == 0 {
        return None;
    }
    let mean = games.iter().flatten().sum::<f64>() / count as f64;
    let spread: f64 = games
        .iter()
        .map(|g| g.iter().map(|r| r - mean).sum::<f64>().powi(2))
        .sum();
    let variance = clusters / (clusters - 1.0) * spread / (count as f64).powi(2);
    Some(1.96 * variance.sqrt())
}

#[cfg(test)]
mod tests {
    use super::{Played, Sample, clustered_margin};

    #[test]
    fn the_positions_file_has_a_line_per_position_with_its_game_result_and_score() {
        let sample = |score, result| Sample { score, result };
        let played = Played {
            games: vec![
                vec![sample(40, 1.0), sample(-35, 0.0)],
                vec![sample(0, 0.5)],
            ],
            positions: vec![
                vec!["shax a".into(), "shax b".into()],
                vec!["shax c".into()],
            ],
        };
        let mut out = Vec::new();
        played.write_positions(&mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "0 1 40 shax a\n0 0 -35 shax b\n1 0.5 0 shax c\n"
        );
    }

    #[test]
    fn one_position_a_game_gives_the_plain_standard_error() {
        // Results 0 and 1: the sample variance is 0.5, the standard error sqrt(0.5 / 2) = 0.5.
        let margin = clustered_margin(&[vec![0.0], vec![1.0]]).unwrap();
        assert!((margin - 0.98).abs() < 1e-9, "{margin}");
    }

    #[test]
    fn more_positions_from_the_same_games_do_not_narrow_the_margin() {
        let margin = clustered_margin(&[vec![0.0; 4], vec![1.0; 4]]).unwrap();
        assert!((margin - 0.98).abs() < 1e-9, "{margin}");
    }

    #[test]
    fn games_that_agree_leave_no_margin_and_one_game_gives_none() {
        assert_eq!(clustered_margin(&[vec![1.0, 1.0], vec![1.0]]), Some(0.0));
        assert_eq!(clustered_margin(&[vec![0.0, 1.0]]), None);
    }
}
