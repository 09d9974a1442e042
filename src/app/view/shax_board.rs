//! The Shax board: three squares joined at their mid-points, the lines pieces step along.

use bevy::prelude::*;

use super::wood::{game_is, paint_board};
use crate::app::screens::Screen;
use crate::app::spots::{BoardRoot, spawn_board, spot_position};
use crate::rules::GameId;
use crate::rules::shax::board::NEIGHBOURS;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        draw.after(spawn_board).run_if(game_is(GameId::Shax)),
    );
}

fn draw(
    mut commands: Commands,
    roots: Query<Entity, With<BoardRoot>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    paint_board(
        &mut commands,
        &roots,
        &mut meshes,
        &mut materials,
        |painter| {
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
        },
    );
}
