//! Match tooling for the `daga` command only, outside the library: speed benchmarks, matches
//! between computer players, and the baselines they are measured against.

pub mod agreement;
mod baseline;
pub mod bench;
pub mod chances;
pub mod chances_files;
mod cores;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod duel;
pub mod fit;
pub mod fit_shax;
pub mod full_boards;
mod kimasai_puzzles;
mod mcts;
pub mod puzzles;
pub mod selfplay;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod serve;
pub mod tables;

/// A command's `--flag value` pairs, in order; an error names a flag without its value.
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub fn flag_values(args: &[String]) -> Result<Vec<(&str, &str)>, String> {
    let mut words = args.iter();
    let mut pairs = Vec::new();
    while let Some(flag) = words.next() {
        let value = words
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?;
        pairs.push((flag.as_str(), value.as_str()));
    }
    Ok(pairs)
}
