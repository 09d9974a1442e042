//! Paints the board of the game on screen, with its view's marks, under the spots.

use bevy::prelude::*;

use super::spots::{BoardRoot, spawn_board};
use crate::app::games;
use crate::app::paint::flat_colour::FlatColour;
use crate::app::paint::looks::{Look, LookMaterials};
use crate::app::paint::wood::WoodPainter;
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), paint_board.after(spawn_board));
}

/// Paints the board of the game on screen under its spots, once they are spawned.
fn paint_board(
    mut commands: Commands,
    session: Res<Session>,
    roots: Query<Entity, With<BoardRoot>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<FlatColour>>,
    look: Res<Look>,
    mut known: ResMut<LookMaterials>,
) {
    let Ok(root) = roots.single() else { return };
    commands.entity(root).with_children(|board| {
        games::board(session.setup.game).paint_board(&mut WoodPainter {
            board,
            meshes: &mut meshes,
            materials: &mut materials,
            look: *look,
            known: &mut known,
        });
    });
}
