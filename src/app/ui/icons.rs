//! The HUD's icons, drawn with egui's painter from lines and circles (no picture files): undo,
//! redo, hint, settings, menu, record, link, start again.

use std::f32::consts::{PI, TAU};

use bevy_egui::egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2};

/// What a button does, as a picture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Icon {
    Undo,
    Redo,
    Hint,
    Settings,
    Menu,
    Record,
    Link,
    Again,
}

/// Points along a circle's arc from angle `from` to `to` (radians, counter-clockwise on
/// screen, 0 pointing right).
fn arc(centre: Pos2, radius: f32, from: f32, to: f32) -> Vec<Pos2> {
    let steps = 16;
    (0..=steps)
        .map(|i| {
            let angle = from + (to - from) * i as f32 / steps as f32;
            centre + radius * vec2(angle.cos(), -angle.sin())
        })
        .collect()
}

/// An arrowhead at `tip`, pointing along `direction`.
fn arrowhead(painter: &Painter, tip: Pos2, direction: Vec2, size: f32, colour: Color32) {
    let back = -direction.normalized() * size;
    let side = vec2(-back.y, back.x) * 0.6;
    painter.add(Shape::convex_polygon(
        vec![tip, tip + back + side, tip + back - side],
        colour,
        Stroke::NONE,
    ));
}

/// A curved arrow over the top, ending at the left (`mirrored`: at the right).
fn turn_arrow(painter: &Painter, rect: Rect, colour: Color32, mirrored: bool) {
    let s = rect.width();
    let centre = rect.center() + vec2(0.0, 0.12 * s);
    let radius = 0.32 * s;
    let (from, to) = (-0.15 * PI, 0.95 * PI);
    let mut points = arc(centre, radius, from, to);
    if mirrored {
        for point in &mut points {
            point.x = 2.0 * centre.x - point.x;
        }
    }
    curved_arrow(painter, points, s, colour);
}

/// A line along `points` (at least two) in an icon of size `s`, with an arrowhead at its end.
fn curved_arrow(painter: &Painter, points: Vec<Pos2>, s: f32, colour: Color32) {
    let [.., tail, tip] = points[..] else { return };
    painter.add(Shape::line(points, Stroke::new(0.1 * s, colour)));
    arrowhead(
        painter,
        tip + (tip - tail) * 1.5,
        tip - tail,
        0.22 * s,
        colour,
    );
}

impl Icon {
    /// Paints the icon into the square `rect`.
    pub fn paint(self, painter: &Painter, rect: Rect, colour: Color32) {
        let s = rect.width();
        let c = rect.center();
        let stroke = Stroke::new(0.09 * s, colour);
        match self {
            Icon::Undo => turn_arrow(painter, rect, colour, false),
            Icon::Redo => turn_arrow(painter, rect, colour, true),
            Icon::Hint => {
                // A light bulb: the glass, its base and a spark inside.
                painter.circle_stroke(c - vec2(0.0, 0.1 * s), 0.28 * s, stroke);
                for (y, half) in [(0.3, 0.14), (0.42, 0.1)] {
                    let at = c + vec2(0.0, y * s);
                    painter
                        .line_segment([at - vec2(half * s, 0.0), at + vec2(half * s, 0.0)], stroke);
                }
                painter.circle_filled(c - vec2(0.0, 0.1 * s), 0.08 * s, colour);
            }
            Icon::Settings => {
                // A gear: a ring and eight teeth.
                painter.circle_stroke(c, 0.24 * s, Stroke::new(0.11 * s, colour));
                for i in 0..8 {
                    let way = Vec2::angled(i as f32 * TAU / 8.0);
                    painter.line_segment(
                        [c + way * 0.3 * s, c + way * 0.44 * s],
                        Stroke::new(0.12 * s, colour),
                    );
                }
            }
            Icon::Menu => {
                for y in [-0.28, 0.0, 0.28] {
                    let at = c + vec2(0.0, y * s);
                    painter
                        .line_segment([at - vec2(0.38 * s, 0.0), at + vec2(0.38 * s, 0.0)], stroke);
                }
            }
            Icon::Record => {
                // A sheet with lines of writing.
                let sheet = Rect::from_center_size(c, vec2(0.62 * s, 0.82 * s));
                painter.rect_stroke(sheet, 0.06 * s, stroke, bevy_egui::egui::StrokeKind::Middle);
                for y in [-0.18, 0.0, 0.18] {
                    let at = c + vec2(0.0, y * s);
                    let thin = Stroke::new(0.06 * s, colour);
                    painter
                        .line_segment([at - vec2(0.17 * s, 0.0), at + vec2(0.17 * s, 0.0)], thin);
                }
            }
            Icon::Link => {
                // Two links of a chain, crossing.
                let link = vec2(0.5 * s, 0.26 * s);
                for shift in [-0.14, 0.14] {
                    let at = c + vec2(shift * s, -shift * s);
                    painter.rect_stroke(
                        Rect::from_center_size(at, link),
                        0.13 * s,
                        stroke,
                        bevy_egui::egui::StrokeKind::Middle,
                    );
                }
            }
            Icon::Again => {
                // Round again: an arrow nearly all the way round.
                let radius = 0.32 * s;
                curved_arrow(painter, arc(c, radius, 0.6 * PI, 2.35 * PI), s, colour);
            }
        }
    }
}

/// The square an icon of `size` takes, centred at `centre`.
pub fn icon_square(centre: Pos2, size: f32) -> Rect {
    Rect::from_center_size(centre, vec2(size, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::pos2;

    #[test]
    fn an_arc_runs_counter_clockwise_from_its_start_to_its_end() {
        let points = arc(pos2(0.0, 0.0), 1.0, 0.0, PI / 2.0);
        let (first, last) = (points[0], points[points.len() - 1]);
        assert!((first - pos2(1.0, 0.0)).length() < 1e-5);
        // Up on the screen is a smaller y.
        assert!((last - pos2(0.0, -1.0)).length() < 1e-5);
    }
}
