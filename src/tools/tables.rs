//! `daga tables build`: builds Shax's endgame tables and prints their figures.

use std::time::Instant;

use daga::ai::endgame::ShaxTableBuilder;

/// Builds the tables and prints, per table, its positions, their values and its bytes.
pub fn build() -> Result<(), String> {
    let started = Instant::now();
    let tables = ShaxTableBuilder::new()
        .finish()
        .map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    println!("table  positions  won      drawn    lost     longest win  bytes");
    let mut positions = 0;
    for census in tables.census() {
        positions += census.positions;
        let share = |n: usize| 100.0 * n as f64 / census.positions.max(1) as f64;
        println!(
            "{}v{}    {:>9}  {:>5.1} %  {:>5.1} %  {:>5.1} %  {:>4} plies   {:>9}",
            census.own,
            census.other,
            census.positions,
            share(census.won),
            share(census.drawn),
            share(census.lost),
            census.longest_win,
            census.slots
        );
    }
    println!(
        "all    {positions:>9} positions (up to the board's 16 symmetries), {} bytes in memory, built in {seconds:.1} s",
        tables.bytes()
    );
    Ok(())
}
