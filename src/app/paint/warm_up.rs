//! Specks drawn at start-up, under the menu, so that the board's render pipelines (for
//! opaque and translucent flat colours and shapes with depth) are compiled while the menu is up. Otherwise they
//! are compiled in the frame that opens the first game, which in a browser made that frame
//! about 50 ms longer (`scripts/web-timing.sh`).

use bevy::prelude::*;

use super::flat_colour::FlatColour;
use super::palette;
use super::relief::Relief;

/// Marks the specks, which go once they have been drawn.
#[derive(Component)]
struct WarmUpSpeck;

/// Frames after which the specks' pipelines have been asked for (the first frame that draws
/// them queues them; the pipeline cache keeps them after the specks are gone).
const FRAMES_SHOWN: u32 = 3;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_specks).add_systems(
        Update,
        remove_specks.run_if(any_with_component::<WarmUpSpeck>),
    );
}

fn spawn_specks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<FlatColour>>,
    mut reliefs: ResMut<Assets<Relief>>,
) {
    // The board's meshes are Bevy's primitive shapes, which share one vertex layout; a colour's
    // alpha picks the opaque or the blended pipeline. In the background colour, far behind
    // everything, one world unit wide: nothing shows.
    let mesh = meshes.add(Circle::new(0.5));
    for (name, colour) in [
        // not the player's: entities' names
        ("warm-up speck (opaque)", palette::BACKGROUND),
        (
            // not the player's: entities' names
            "warm-up speck (translucent)",
            palette::BACKGROUND.with_alpha(0.5),
        ),
    ] {
        commands.spawn((
            Name::new(name),
            WarmUpSpeck,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(materials.add(colour)),
            Transform::from_xyz(0.0, 0.0, -900.0),
        ));
        // The shapes with depth: the same two pipelines for their own material.
        commands.spawn((
            Name::new(name),
            WarmUpSpeck,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(reliefs.add(Relief::stone(colour, Vec2::splat(0.5), 0.0))),
            Transform::from_xyz(0.0, 0.0, -900.0),
        ));
    }
}

fn remove_specks(
    mut commands: Commands,
    mut frames: Local<u32>,
    specks: Query<Entity, With<WarmUpSpeck>>,
) {
    *frames += 1;
    if *frames >= FRAMES_SHOWN {
        for speck in &specks {
            commands.entity(speck).despawn();
        }
    }
}
