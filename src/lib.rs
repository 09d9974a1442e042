//! Daga: Shax, Sadeqa III and Bao la Kimasai — rules, computer opponent, engine and app.

pub mod ai;
#[cfg(feature = "gui")]
pub mod app;
pub mod engine;
pub mod json_error;
pub mod lessons;
pub mod online;
pub mod progress;
pub mod puzzles;
pub mod rules;
pub mod words;
