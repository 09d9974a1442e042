//! The Bao la Kimasai board: four rows of twelve holes, two for each player.

use bevy::prelude::*;

use super::wood::{game_is, paint_board};
use crate::app::screens::Screen;
use crate::app::spots::{BoardRoot, spawn_board};
use crate::rules::GameId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        draw.after(spawn_board).run_if(game_is(GameId::Kimasai)),
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
            painter.wooden_board(Vec2::new(940.0, 380.0));
            // The line between south's two rows and north's two rows.
            painter.line(Vec2::new(-455.0, 0.0), Vec2::new(455.0, 0.0), 4.0);
        },
    );
}
