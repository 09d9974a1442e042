//! Painting a wooden board under a game's spots; each game's view adds its own marks.

use bevy::prelude::*;

use super::flat_colour::FlatColour;
use super::palette;

/// Paints flat shapes onto the board entity.
pub struct WoodPainter<'a, 'w> {
    pub board: &'a mut ChildSpawnerCommands<'w>,
    pub meshes: &'a mut Assets<Mesh>,
    pub materials: &'a mut Assets<FlatColour>,
}

impl WoodPainter<'_, '_> {
    /// A bar of `size` centred on `at`, turned by `angle`, at depth `z`.
    pub fn bar(&mut self, name: &str, size: Vec2, at: Vec2, z: f32, angle: f32, color: Color) {
        self.board.spawn((
            Name::new(name.to_string()),
            Mesh2d(self.meshes.add(Rectangle::new(size.x, size.y))),
            MeshMaterial2d(self.materials.add(color)),
            Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(angle)),
        ));
    }

    /// The board itself: a dark edge, the wood, and a little grain.
    pub fn wooden_board(&mut self, size: Vec2) {
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
            let tint = palette::grain(i);
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
    pub fn line(&mut self, a: Vec2, b: Vec2, width: f32) {
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
