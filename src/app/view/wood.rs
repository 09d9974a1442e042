//! Painting a wooden board under a game's spots; each game's plugin adds its own marks.

use bevy::prelude::*;

use super::palette;
use crate::app::session::Session;
use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;

use crate::app::spots::{BoardRoot, spawn_board};
use crate::rules::GameId;

/// Paints flat shapes onto the board entity.
pub(super) struct WoodPainter<'a, 'w> {
    board: &'a mut ChildSpawnerCommands<'w>,
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<ColorMaterial>,
}

impl WoodPainter<'_, '_> {
    /// A bar of `size` centred on `at`, turned by `angle`, at depth `z`.
    pub(super) fn bar(
        &mut self,
        name: &str,
        size: Vec2,
        at: Vec2,
        z: f32,
        angle: f32,
        color: Color,
    ) {
        self.board.spawn((
            Name::new(name.to_string()),
            Mesh2d(self.meshes.add(Rectangle::new(size.x, size.y))),
            MeshMaterial2d(self.materials.add(color)),
            Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(angle)),
            Pickable::IGNORE,
        ));
    }

    /// The board itself: a dark edge, the wood, and a little grain.
    pub(super) fn wooden_board(&mut self, size: Vec2) {
        self.bar(
            "board edge",
            size + Vec2::splat(28.0),
            Vec2::ZERO,
            -3.0,
            0.0,
            palette::BOARD_EDGE,
        );
        self.bar("board", size, Vec2::ZERO, -2.9, 0.0, palette::BOARD);
        for i in 0..7 {
            let y = -size.y / 2.0 + size.y * (i as f32 + 0.5) / 7.0;
            let tint = Color::srgba(0.45, 0.27, 0.12, 0.10 + 0.04 * (i % 3) as f32);
            self.bar(
                "grain",
                Vec2::new(size.x, size.y / 22.0),
                Vec2::new(0.0, y),
                -2.8,
                0.0,
                tint,
            );
        }
    }

    /// A line from `a` to `b`, under the spots.
    pub(super) fn line(&mut self, a: Vec2, b: Vec2, width: f32) {
        let angle = (b - a).to_angle();
        self.bar(
            "line",
            Vec2::new(a.distance(b), width),
            (a + b) / 2.0,
            -2.0,
            angle,
            palette::BOARD_LINE,
        );
    }
}

/// The `OnEnter(Screen::Playing)` systems that paint `game`'s board with `paint`, once the
/// board's entities are spawned.
pub(super) fn board_painting(
    game: GameId,
    paint: fn(&mut WoodPainter),
) -> ScheduleConfigs<ScheduleSystem> {
    let system = move |mut commands: Commands,
                       roots: Query<Entity, With<BoardRoot>>,
                       mut meshes: ResMut<Assets<Mesh>>,
                       mut materials: ResMut<Assets<ColorMaterial>>| {
        let Ok(root) = roots.single() else { return };
        commands.entity(root).with_children(|board| {
            paint(&mut WoodPainter {
                board,
                meshes: &mut meshes,
                materials: &mut materials,
            });
        });
    };
    system.after(spawn_board).run_if(game_is(game))
}

/// A run condition: the game on screen is `game`.
fn game_is(game: GameId) -> impl Fn(Option<Res<Session>>) -> bool + Clone {
    move |session: Option<Res<Session>>| session.is_some_and(|s| s.setup.game == game)
}
