//! The game being played: screens and turns, the session with its rules and history, the
//! move a player is choosing, the computer's turns, Shax match play, play by link, lessons,
//! puzzles, hints and the review of a game.

pub mod answer;
pub mod by_link;
pub mod computer;
pub mod endgame;
pub mod hint;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod host;
pub mod lesson;
pub mod line;
pub mod match_play;
pub mod online;
pub mod opening;
pub mod puzzle;
#[cfg(target_arch = "wasm32")]
pub(crate) mod puzzle_data;
pub mod record_names;
pub mod review;
pub mod screens;
pub mod selection;
pub mod session;
pub mod setup;
pub mod today;
pub mod wake;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        by_link::plugin,
        session::plugin,
        selection::plugin,
        computer::plugin,
        endgame::plugin,
        lesson::plugin,
        puzzle::plugin,
        hint::plugin,
        review::plugin,
        online::plugin,
        wake::plugin,
    ));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(puzzle_data::plugin);
}
