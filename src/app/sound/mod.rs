//! What is heard: which sound each move event makes, and playing them.

pub mod audio;
mod recipes;
pub mod sounds;
mod synth;

use bevy::prelude::*;

/// Which sounds are asked for (no device needed).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(sounds::plugin);
}

/// Playing them through a sound device.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
