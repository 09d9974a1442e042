//! `daga tables full-boards NODES FILE`: scores every full Shax board (the first remover's 12
//! points, up to the board's symmetries) with a search of NODES nodes, and writes the scores;
//! `daga tables full-boards FILE` reads them back and prints how they fall.

use std::time::Instant;

use super::cores::map_in_order;
use daga::ai::WIN;
use daga::ai::full_boards::{self, FullBoards};

/// Boards scored between two lines of progress.
const PROGRESS_EVERY: usize = 10_000;

/// Scores every canonical board with `nodes` nodes each on every core, writes them to `file`
/// and prints how many there are, how the scores fall and how long it took.
pub fn build(nodes: u64, file: &str) -> Result<(), String> {
    let started = Instant::now();
    let boards = full_boards::canonical_boards();
    let chunks: Vec<&[u32]> = boards.chunks(PROGRESS_EVERY).collect();
    let scored: Vec<Vec<i16>> = map_in_order(&chunks, |chunk| {
        let scores = chunk
            .iter()
            .map(|&b| full_boards::searched(b, nodes))
            .collect();
        eprintln!(
            "{} boards more, {:.0} s",
            chunk.len(),
            started.elapsed().as_secs_f64()
        );
        scores
    });
    let scores: Vec<i16> = scored.concat();
    let bytes: Vec<u8> = scores.iter().flat_map(|s| s.to_le_bytes()).collect();
    FullBoards::read(&bytes).map_err(|e| e.to_string())?;
    std::fs::write(file, &bytes).map_err(|e| format!("cannot write {file}: {e}"))?;
    print_census(&scores, started.elapsed().as_secs_f64(), bytes.len());
    Ok(())
}

/// Reads scores written by [`build`] and prints how they fall and how long reading them took
/// (what a player's first search through a full board waits for).
pub fn check(file: &str) -> Result<(), String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let started = Instant::now();
    FullBoards::read(&bytes).map_err(|e| e.to_string())?;
    let reading = started.elapsed().as_secs_f64();
    let scores: Vec<i16> = bytes
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    print_census(&scores, reading, bytes.len());
    println!("read in {:.1} ms", reading * 1000.0);
    Ok(())
}

/// How the scores fall: wins and losses found, and the ordinary scores' spread.
fn print_census(scores: &[i16], seconds: f64, bytes: usize) {
    let decoded: Vec<i32> = scores.iter().map(|&s| full_boards::unstored(s)).collect();
    let won = decoded.iter().filter(|&&s| s > WIN / 2).count();
    let lost = decoded.iter().filter(|&&s| s < -WIN / 2).count();
    let mut ordinary: Vec<i32> = decoded.into_iter().filter(|s| s.abs() < WIN / 2).collect();
    ordinary.sort_unstable();
    let at = |q: f64| {
        ordinary
            .get((q * (ordinary.len().max(1) - 1) as f64) as usize)
            .copied()
    };
    let share = |n: usize| 100.0 * n as f64 / scores.len().max(1) as f64;
    println!(
        "{} boards, {bytes} bytes, {seconds:.1} s; the first remover wins {won} ({:.2} %), \
         loses {lost} ({:.2} %); other scores: 10 % below {:?}, median {:?}, 10 % above {:?}",
        scores.len(),
        share(won),
        share(lost),
        at(0.1),
        at(0.5),
        at(0.9)
    );
}
