//! Match tooling for the `daga` command only, outside the library: speed benchmarks, matches
//! between computer players, and the baselines they are measured against.

mod baseline;
pub mod bench;
pub mod chances;
mod mcts;
pub mod selfplay;
