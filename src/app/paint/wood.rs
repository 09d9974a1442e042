//! Painting a wooden board under a game's spots; each game's view adds its own marks.

use bevy::prelude::*;

use super::flat_colour::FlatColour;
use super::looks::{Look, LookMaterials, Role};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};

/// Paints shapes onto the board entity: flat ones, and wood with depth.
pub struct WoodPainter<'a, 'w> {
    pub board: &'a mut ChildSpawnerCommands<'w>,
    pub meshes: &'a mut Assets<Mesh>,
    pub materials: &'a mut Assets<FlatColour>,
    pub look: Look,
    pub known: &'a mut LookMaterials,
}

/// The grain's lines from the board's top to its bottom.
const GRAIN_LINES: usize = 14;
/// Segments of a grain line across the board.
const GRAIN_SEGMENTS: usize = 48;
/// The frame's width around the board on each side (world units).
const FRAME: f32 = 14.0;

impl WoodPainter<'_, '_> {
    /// A bar of `size` centred on `at`, turned by `angle`, at depth `z`, in `role`'s colour.
    pub fn bar(&mut self, name: &str, size: Vec2, at: Vec2, z: f32, angle: f32, role: Role) {
        let material = self.known.flat(self.materials, self.look, role);
        self.board.spawn((
            Name::new(name.to_string()),
            Mesh2d(self.meshes.add(Rectangle::new(size.x, size.y))),
            MeshMaterial2d(material),
            Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(angle)),
        ));
    }

    /// The board itself: a bevelled frame (lit at the top and left, in shadow at the bottom
    /// and right), and the wood with its grain. All flat, opaque shapes: a browser drawing in
    /// software pays for every value a shader interpolates over the board's area, and a
    /// shaded board cost a sixth more per frame than these (docs/BENCHMARKS.md).
    pub fn wooden_board(&mut self, size: Vec2) {
        let inner = size / 2.0;
        let outer = inner + Vec2::splat(FRAME);
        for (name, role, sides) in [
            // not the player's: entities' names
            ("frame, lit", Role::FrameLit, [Side::Top, Side::Left]),
            (
                // not the player's: entities' names
                "frame, shaded",
                Role::FrameShaded,
                [Side::Bottom, Side::Right],
            ),
        ] {
            let mesh = sides
                .iter()
                .flat_map(|side| side.bevel(inner, outer))
                .collect::<Vec<_>>();
            self.shape(name, flat_mesh(&mesh), -3.0, role);
        }
        self.shape(
            "board",
            Rectangle::from_size(size).into(),
            -2.9,
            Role::Board,
        );
        // The grain in two meshes, one a shade: two draws rather than one a line.
        for shade in 0..2 {
            let lines: Vec<Vec2> = (shade..GRAIN_LINES)
                .step_by(2)
                .flat_map(|line| grain_line(size, line))
                .collect();
            self.shape("grain", flat_mesh(&lines), -2.8, Role::Grain(shade));
        }
    }

    /// A shape in `role`'s colour, centred on the board at depth `z`.
    fn shape(&mut self, name: &str, mesh: Mesh, z: f32, role: Role) {
        let material = self.known.flat(self.materials, self.look, role);
        self.board.spawn((
            Name::new(name.to_string()),
            Mesh2d(self.meshes.add(mesh)),
            MeshMaterial2d(material),
            Transform::from_xyz(0.0, 0.0, z),
        ));
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
            Role::Line,
        );
    }
}

/// A side of the board's frame.
#[derive(Copy, Clone)]
enum Side {
    Top,
    Left,
    Bottom,
    Right,
}

impl Side {
    /// The frame's slope on this side: a quad from the outer edge to the board's, as two
    /// triangles.
    fn bevel(self, inner: Vec2, outer: Vec2) -> [Vec2; 6] {
        let (i, o) = (inner, outer);
        let [a, b, c, d] = match self {
            Side::Top => [
                vec2(-o.x, o.y),
                vec2(o.x, o.y),
                vec2(i.x, i.y),
                vec2(-i.x, i.y),
            ],
            Side::Left => [
                vec2(-o.x, -o.y),
                vec2(-o.x, o.y),
                vec2(-i.x, i.y),
                vec2(-i.x, -i.y),
            ],
            Side::Bottom => [
                vec2(o.x, -o.y),
                vec2(-o.x, -o.y),
                vec2(-i.x, -i.y),
                vec2(i.x, -i.y),
            ],
            Side::Right => [
                vec2(o.x, o.y),
                vec2(o.x, -o.y),
                vec2(i.x, -i.y),
                vec2(i.x, i.y),
            ],
        };
        [a, b, c, a, c, d]
    }
}

/// The `line`-th line of grain across a board of `size`: a thin band that waves gently, each
/// line its own way (a fixed scramble, so the same board always has the same grain), as
/// triangles.
fn grain_line(size: Vec2, line: usize) -> Vec<Vec2> {
    let scramble = |k: usize| ((line * 7 + k * 13) as u32).wrapping_mul(2_654_435_761) >> 24;
    let unit = |k: usize| scramble(k) as f32 / 255.0;
    let half = size / 2.0;
    let pitch = size.y / GRAIN_LINES as f32;
    let middle = -half.y + pitch * (line as f32 + 0.2 + 0.6 * unit(1));
    let width = 1.5 + 3.5 * unit(2);
    let (sway, waves, phase) = (
        pitch * (0.15 + 0.3 * unit(3)),
        1.0 + 2.0 * unit(4),
        6.3 * unit(5),
    );
    let y_at = |x: f32| {
        let across = x / size.x;
        let y = middle + sway * (across * waves * std::f32::consts::TAU + phase).sin();
        y.clamp(-half.y + width, half.y - width)
    };
    let mut triangles = Vec::with_capacity(GRAIN_SEGMENTS * 6);
    for segment in 0..GRAIN_SEGMENTS {
        let (x0, x1) = [segment, segment + 1]
            .map(|k| -half.x + size.x * k as f32 / GRAIN_SEGMENTS as f32)
            .into();
        let (y0, y1) = (y_at(x0), y_at(x1));
        let (low0, high0) = (vec2(x0, y0 - width / 2.0), vec2(x0, y0 + width / 2.0));
        let (low1, high1) = (vec2(x1, y1 - width / 2.0), vec2(x1, y1 + width / 2.0));
        triangles.extend([low0, low1, high1, low0, high1, high0]);
    }
    triangles
}

/// A mesh of flat triangles, with the normals and texture places Bevy's own shapes have, so
/// that it is drawn by the same pipelines (compiled behind the menu, `warm_up.rs`).
pub fn flat_mesh(triangles: &[Vec2]) -> Mesh {
    let positions: Vec<[f32; 3]> = triangles.iter().map(|p| [p.x, p.y, 0.0]).collect();
    let count = positions.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
    .with_inserted_indices(Indices::U32((0..count as u32).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grain_line_stays_on_the_board() {
        let size = Vec2::new(800.0, 300.0);
        for line in 0..GRAIN_LINES {
            for point in grain_line(size, line) {
                assert!(
                    point.x.abs() <= 400.0 + 1e-3 && point.y.abs() <= 150.0,
                    "{point}"
                );
            }
        }
    }

    #[test]
    fn the_frames_four_slopes_cover_it_without_the_board() {
        let (inner, outer) = (Vec2::new(100.0, 50.0), Vec2::new(110.0, 60.0));
        let area = |t: &[Vec2]| {
            t.chunks(3)
                .map(|p| ((p[1] - p[0]).perp_dot(p[2] - p[0])).abs() / 2.0)
                .sum::<f32>()
        };
        let slopes: f32 = [Side::Top, Side::Left, Side::Bottom, Side::Right]
            .iter()
            .map(|side| area(&side.bevel(inner, outer)))
            .sum();
        let frame = 4.0 * (outer.x * outer.y - inner.x * inner.y);
        assert!((slopes - frame).abs() < 1e-2, "{slopes} against {frame}");
    }
}
