//! The Bao la Kimasai board: four rows of twelve holes, two for each player.

use bevy::prelude::*;

use super::wood::{WoodPainter, board_painting};
use crate::app::screens::Screen;
use crate::rules::GameId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        board_painting(GameId::Kimasai, paint),
    );
}

fn paint(painter: &mut WoodPainter) {
    painter.wooden_board(Vec2::new(940.0, 380.0));
    // The line between south's two rows and north's two rows.
    painter.line(Vec2::new(-455.0, 0.0), Vec2::new(455.0, 0.0), 4.0);
}
