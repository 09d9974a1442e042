//! The Sadeqa III board (sadeqa): two rows of eight holes, south's row nearest the player.

use bevy::prelude::*;

use super::wood::{game_is, paint_board};
use crate::app::screens::Screen;
use crate::app::spots::{BoardRoot, spawn_board};
use crate::rules::GameId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        draw.after(spawn_board).run_if(game_is(GameId::Sadeqa)),
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
            painter.wooden_board(Vec2::new(900.0, 300.0));
            // The line between the two players' rows.
            painter.line(Vec2::new(-430.0, 0.0), Vec2::new(430.0, 0.0), 4.0);
        },
    );
}
