//! The computer opponent: alpha-beta search over the rules, per-game evaluations, five levels.

pub mod chances;
pub mod endgame;
pub mod eval_kimasai;
mod eval_sadeqa;
pub mod eval_shax;
pub mod evaluate;
pub mod full_boards;
pub mod levels;
pub mod only_move;
pub mod placement_end;
pub mod review;
pub mod search;
pub mod shax_search;
pub mod solve;
mod table;
#[cfg(test)]
mod tests;
pub mod think;

pub use evaluate::{Evaluate, Score, WIN};
pub use levels::{Errs, Level, LevelTraits};
pub use search::{MAX_DEPTH, Search, SearchLimits, SearchResult};
pub use think::{Analysis, AnySearch, ThinkOptionError, ThinkOptions};
