//! The rings' shapes, so that what a ring means is seen without its colour (a colour-blind
//! player, a grey screen): whole for what is picked or shown, broken into dashes for a spot that
//! can be picked, dots for the last move, and ticks across it for a piece a move may take.

use std::f32::consts::TAU;

use bevy::prelude::*;

use crate::app::paint::wood::flat_mesh;

/// The ring's radii around a spot (as the whole ring, `Annulus::new(35.0, 41.0)`, had them).
pub const INNER: f32 = 35.0;
pub const OUTER: f32 = 41.0;

/// A ring's shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RingShape {
    Whole,
    /// Ten dashes, a little more than half the circle drawn.
    Dashed,
    /// Sixteen short dots.
    Dotted,
    /// Whole, with four ticks across it, like a target.
    Ticked,
}

impl RingShape {
    pub const ALL: [RingShape; 4] = [
        RingShape::Whole,
        RingShape::Dashed,
        RingShape::Dotted,
        RingShape::Ticked,
    ];

    /// How the circle is drawn: in so many equal arcs, each over this share of its part.
    fn arcs(self) -> (usize, f32) {
        match self {
            RingShape::Whole | RingShape::Ticked => (1, 1.0),
            RingShape::Dashed => (10, 0.6),
            RingShape::Dotted => (16, 0.3),
        }
    }

    /// The angles of the ticks across the ring.
    pub fn ticks(self) -> Vec<f32> {
        match self {
            RingShape::Ticked => (0..4).map(|i| TAU / 8.0 + i as f32 * TAU / 4.0).collect(),
            _ => Vec::new(),
        }
    }

    /// The shape's triangles, three corners each.
    pub fn triangles(self) -> Vec<Vec2> {
        let mut triangles: Vec<Vec2> = self
            .arc_angles()
            .into_iter()
            .flat_map(|(from, to)| arc(from, to))
            .collect();
        for angle in self.ticks() {
            triangles.extend(tick(angle));
        }
        triangles
    }

    /// The angles each arc runs between, each centred on its part of the circle so that the
    /// gaps fall evenly (the how-to-play page draws them as lines).
    pub fn arc_angles(self) -> Vec<(f32, f32)> {
        let (pieces, drawn) = self.arcs();
        let share = TAU / pieces as f32;
        (0..pieces)
            .map(|piece| {
                let start = piece as f32 * share + share * (1.0 - drawn) / 2.0;
                (start, start + share * drawn)
            })
            .collect()
    }

    pub fn mesh(self) -> Mesh {
        flat_mesh(&self.triangles())
    }
}

/// Steps along a whole circle: enough that the ring reads round at a phone's largest board.
const STEPS: usize = 64;

/// An arc of the ring from angle `from` to `to`, in steps as fine as a whole circle's.
fn arc(from: f32, to: f32) -> Vec<Vec2> {
    let steps = ((STEPS as f32 * (to - from) / TAU).ceil() as usize).max(2);
    let at = |angle: f32, radius: f32| Vec2::from_angle(angle) * radius;
    let mut triangles = Vec::with_capacity(steps * 6);
    for step in 0..steps {
        let a = from + (to - from) * step as f32 / steps as f32;
        let b = from + (to - from) * (step + 1) as f32 / steps as f32;
        let (inner_a, outer_a) = (at(a, INNER), at(a, OUTER));
        let (inner_b, outer_b) = (at(b, INNER), at(b, OUTER));
        triangles.extend([inner_a, outer_a, outer_b, inner_a, outer_b, inner_b]);
    }
    triangles
}

/// A tick across the ring at `angle`, from inside it to beyond it.
fn tick(angle: f32) -> [Vec2; 6] {
    let along = Vec2::from_angle(angle);
    let across = along.perp() * 2.5;
    let (near, far) = (along * (INNER - 7.0), along * (OUTER + 7.0));
    [
        near - across,
        far - across,
        far + across,
        near - across,
        far + across,
        near + across,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The part of the circle a shape draws, measured at the ring's middle by sampling angles.
    fn drawn_share(shape: RingShape) -> f32 {
        let triangles = shape.triangles();
        let middle = (INNER + OUTER) / 2.0;
        let samples = 720;
        let covered = (0..samples)
            .filter(|i| {
                let point = Vec2::from_angle(*i as f32 / samples as f32 * TAU) * middle;
                triangles.chunks(3).any(|t| inside(point, t[0], t[1], t[2]))
            })
            .count();
        covered as f32 / samples as f32
    }

    fn inside(p: Vec2, a: Vec2, b: Vec2, c: Vec2) -> bool {
        let side = |u: Vec2, v: Vec2| (v - u).perp_dot(p - u);
        let (x, y, z) = (side(a, b), side(b, c), side(c, a));
        (x >= 0.0 && y >= 0.0 && z >= 0.0) || (x <= 0.0 && y <= 0.0 && z <= 0.0)
    }

    #[test]
    fn each_shape_draws_its_own_share_of_the_circle() {
        let whole = drawn_share(RingShape::Whole);
        let dashed = drawn_share(RingShape::Dashed);
        let dotted = drawn_share(RingShape::Dotted);
        assert!(whole > 0.99, "{whole}");
        assert!((dashed - 0.6).abs() < 0.03, "{dashed}");
        assert!((dotted - 0.3).abs() < 0.03, "{dotted}");
    }

    #[test]
    fn a_ticked_ring_reaches_beyond_the_whole_one_and_only_there() {
        let reach = |shape: RingShape| {
            shape
                .triangles()
                .iter()
                .map(|p| p.length())
                .fold(0.0_f32, f32::max)
        };
        assert!(reach(RingShape::Whole) <= OUTER + 1e-3);
        assert!(reach(RingShape::Ticked) > OUTER + 5.0);
        for shape in RingShape::ALL {
            assert_eq!(shape.triangles().len() % 3, 0, "{shape:?}");
        }
    }
}
