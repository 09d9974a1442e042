//! The Shax board: three squares joined at their mid-points, the lines pieces step along.

use bevy::prelude::*;

use super::wood::{WoodPainter, board_painting};
use crate::app::screens::Screen;
use crate::app::spots::spot_position;
use crate::rules::GameId;
use crate::rules::shax::board::NEIGHBOURS;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        board_painting(GameId::Shax, paint),
    );
}

fn paint(painter: &mut WoodPainter) {
    painter.wooden_board(Vec2::splat(660.0));
    for a in 0..24u8 {
        for b in (a + 1)..24u8 {
            if NEIGHBOURS[a as usize] & (1 << b) != 0 {
                painter.line(
                    spot_position(GameId::Shax, a),
                    spot_position(GameId::Shax, b),
                    7.0,
                );
            }
        }
    }
}
