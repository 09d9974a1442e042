//! The Sadeqa III board (sadeqa): two rows of eight holes, south's row nearest the player.

use bevy::prelude::*;

use super::wood::{WoodPainter, board_painting};
use crate::app::screens::Screen;
use crate::rules::GameId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        board_painting(GameId::Sadeqa, paint),
    );
}

fn paint(painter: &mut WoodPainter) {
    painter.wooden_board(Vec2::new(900.0, 300.0));
    // The line between the two players' rows.
    painter.line(Vec2::new(-430.0, 0.0), Vec2::new(430.0, 0.0), 4.0);
}
