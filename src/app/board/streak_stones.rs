//! Shax match play on the board: each win in a row is a small stone of the winner's colour in
//! the board's centre, as the seed describes it.

use bevy::prelude::*;

use super::spots::BoardRoot;
use crate::app::AppSystems;
use crate::app::paint::flat_colour::FlatColour;
use crate::app::paint::palette;
use crate::app::play::match_play::{Streak, plays_matches};
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::Session;

/// One pea-sized stone of the streak.
#[derive(Component)]
struct StreakStone;

/// The stones' size and spacing, in world units; they sit in the board's empty centre square.
const STONE_RADIUS: f32 = 9.0;
const STONE_SPACING: f32 = 24.0;
/// Most stones drawn; a longer streak is told in the game-over panel.
const STONES_DRAWN: u32 = 9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_streak
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>))
            .in_set(AppSystems::Present),
    );
}

/// The streak as the board shows it: the game's own win counts once the game-over is shown.
fn shown_streak(session: &Session, turn: Turn) -> Streak {
    match turn {
        Turn::GameOver => session.streak(),
        _ => session.streak_before,
    }
}

/// Where the `i`th of `count` stones lies: rows of three around the centre.
fn stone_position(i: u32, count: u32) -> Vec2 {
    let rows = count.div_ceil(3);
    let (row, column) = (i / 3, i % 3);
    let in_row = (count - row * 3).min(3);
    let x = (column as f32 - (in_row as f32 - 1.0) / 2.0) * STONE_SPACING;
    let y = ((rows as f32 - 1.0) / 2.0 - row as f32) * STONE_SPACING;
    Vec2::new(x, y)
}

fn show_streak(
    mut commands: Commands,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    roots: Query<Entity, With<BoardRoot>>,
    stones: Query<Entity, With<StreakStone>>,
    mut drawn: Local<Option<(Entity, Streak)>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<FlatColour>>,
) {
    let Ok(root) = roots.single() else { return };
    let streak = shown_streak(&session, *turn.get());
    if *drawn == Some((root, streak)) {
        return;
    }
    *drawn = Some((root, streak));
    for stone in &stones {
        commands.entity(stone).try_despawn();
    }
    let Some(holder) = streak.holder.filter(|_| plays_matches(session.setup.game)) else {
        return;
    };
    let count = streak.wins.min(STONES_DRAWN);
    let mesh = meshes.add(Circle::new(STONE_RADIUS));
    let material = materials.add(palette::piece(holder).0);
    let rim = materials.add(palette::piece(holder).1);
    let rim_mesh = meshes.add(Circle::new(STONE_RADIUS + 1.5));
    commands.entity(root).with_children(|board| {
        for i in 0..count {
            let at = stone_position(i, count);
            board
                .spawn((
                    Name::new("streak stone"),
                    StreakStone,
                    Mesh2d(rim_mesh.clone()),
                    MeshMaterial2d(rim.clone()),
                    Transform::from_translation(at.extend(-0.5)),
                ))
                .with_child((
                    Mesh2d(mesh.clone()),
                    MeshMaterial2d(material.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.01),
                ));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_stay_inside_the_centre_square_and_apart() {
        for count in 1..=STONES_DRAWN {
            let spots: Vec<Vec2> = (0..count).map(|i| stone_position(i, count)).collect();
            for (i, a) in spots.iter().enumerate() {
                assert!(a.x.abs() < 60.0 && a.y.abs() < 60.0, "{count}: {a}");
                for b in &spots[i + 1..] {
                    assert!(a.distance(*b) >= 2.0 * STONE_RADIUS, "{count}: {a} {b}");
                }
            }
        }
    }
}
