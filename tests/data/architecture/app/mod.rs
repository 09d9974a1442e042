//! A made-up app whose rooms break the house rules, one way per file, for tests/architecture.rs.
mod high;
mod low;

pub use high::loud::Loud;
