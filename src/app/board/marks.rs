//! What the player's hands mark on the board: the spot under the pointer, the keyboard's
//! cursor, a refused spot shaking. Input writes them; the board draws them.

use bevy::prelude::*;

/// The spot under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub Option<u8>);

/// The spot under the keyboard cursor, if the keyboard was used.
#[derive(Resource, Default)]
pub struct KeyboardCursor(pub Option<u8>);

/// A spot shaking for this many more seconds.
#[derive(Component)]
pub struct Shake(pub f32);
