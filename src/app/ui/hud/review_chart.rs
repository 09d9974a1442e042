//! The review's pictures of the computer's judgement: the evaluation bar (South's share of the
//! winning chances now) and the chart of those chances over the whole game, its moves that
//! lost ground dotted in their judgement's colour (as lichess's `ui/chart/src/acpl.ts`).

use bevy_egui::egui::{self, Color32, Pos2, Rect, Sense, Stroke, StrokeKind};

use crate::ai::chances::Judgement;
use crate::app::paint::palette::egui as colors;

/// The colour of a judgement's mark.
pub fn judgement_colour(judgement: Judgement) -> Color32 {
    match judgement {
        Judgement::Inaccuracy => colors::INACCURACY,
        Judgement::Mistake => colors::MISTAKE,
        Judgement::Blunder => colors::BLUNDER,
    }
}

/// South's expected share of the game (0 … 1) for winning chances on −1 … +1.
pub fn south_share(south_chances: f64) -> f32 {
    ((1.0 + south_chances) / 2.0).clamp(0.0, 1.0) as f32
}

/// The height of the chart's line at `south_chances`: the top for a won game for South.
fn y_of(rect: Rect, south_chances: f64) -> f32 {
    rect.bottom() - south_share(south_chances) * rect.height()
}

/// The x of the position after `ply` moves in a game of `moves` moves.
fn x_of(rect: Rect, ply: usize, moves: usize) -> f32 {
    rect.left() + rect.width() * ply as f32 / moves.max(1) as f32
}

/// The position nearest to `x` on the chart.
pub fn ply_at(rect: Rect, x: f32, moves: usize) -> usize {
    let fraction = ((x - rect.left()) / rect.width().max(1.0)).clamp(0.0, 1.0);
    (fraction * moves as f32).round() as usize
}

/// The chart's line: one point a position searched, up to the first one not yet searched.
pub fn chart_points(rect: Rect, chances: &[Option<f64>]) -> Vec<Pos2> {
    let moves = chances.len().saturating_sub(1);
    chances
        .iter()
        .map_while(|c| *c)
        .enumerate()
        .map(|(ply, c)| Pos2::new(x_of(rect, ply, moves), y_of(rect, c)))
        .collect()
}

/// The chart of South's chances, `height` tall and as wide as the bar; a click or a drag
/// answers with the position under the pointer.
pub fn chart(
    ui: &mut egui::Ui,
    height: f32,
    chances: &[Option<f64>],
    marks: &[(usize, Judgement)],
    shown: usize,
) -> Option<usize> {
    let size = egui::vec2(ui.available_width(), height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    let moves = chances.len().saturating_sub(1);
    painter.rect_filled(rect, 3.0, colors::CHART_NORTH);
    let points = chart_points(rect, chances);
    // South's share from the bottom up to the line, as one mesh: shapes of their own would
    // each be feathered at their edges, and show seams between the positions.
    let mut area = egui::Mesh::default();
    for (i, point) in points.iter().enumerate() {
        area.colored_vertex(Pos2::new(point.x, rect.bottom()), colors::CHART_SOUTH);
        area.colored_vertex(*point, colors::CHART_SOUTH);
        if i > 0 {
            let at = 2 * i as u32;
            area.add_triangle(at - 2, at - 1, at + 1);
            area.add_triangle(at - 2, at + 1, at);
        }
    }
    painter.add(egui::Shape::mesh(area));
    let middle = rect.center().y;
    painter.hline(rect.x_range(), middle, Stroke::new(1.0, colors::CHART_EVEN));
    for &(ply, judgement) in marks {
        // A move's dot sits on the position it led to.
        if let Some(point) = points.get(ply + 1) {
            painter.circle_filled(*point, 3.5, judgement_colour(judgement));
        }
    }
    let now = x_of(rect, shown, moves);
    painter.vline(now, rect.y_range(), Stroke::new(2.0, colors::CHART_NOW));
    painter.rect_stroke(
        rect,
        3.0,
        Stroke::new(1.0, colors::CHIP_EDGE),
        StrokeKind::Inside,
    );
    let picked = response.clicked() || response.dragged();
    response
        .interact_pointer_pos()
        .filter(|_| picked)
        .map(|pos| ply_at(rect, pos.x, moves))
}

/// The evaluation bar: South's share light from the left, North's dark to the right.
pub fn evaluation_bar(ui: &mut egui::Ui, width: f32, south_chances: Option<f64>) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 16.0), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, colors::CHART_NORTH);
    if let Some(chances) = south_chances {
        let split = rect.left() + south_share(chances) * rect.width();
        let south = Rect::from_min_max(rect.min, Pos2::new(split, rect.bottom()));
        painter.rect_filled(south, 3.0, colors::CHART_SOUTH);
    }
    painter.vline(
        rect.center().x,
        rect.y_range(),
        Stroke::new(1.0, colors::CHART_EVEN),
    );
    painter.rect_stroke(
        rect,
        3.0,
        Stroke::new(1.0, colors::CHIP_EDGE),
        StrokeKind::Inside,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect() -> Rect {
        Rect::from_min_size(Pos2::new(10.0, 20.0), egui::vec2(200.0, 50.0))
    }

    #[test]
    fn the_line_rises_for_south_and_stops_where_the_search_has_not_been() {
        let chances = [Some(0.0), Some(1.0), Some(-1.0), None, Some(0.5)];
        let points = chart_points(rect(), &chances);
        assert_eq!(points.len(), 3, "up to the first unsearched position");
        assert_eq!(points[0], Pos2::new(10.0, 45.0), "even: the middle");
        assert_eq!(points[1], Pos2::new(60.0, 20.0), "won for South: the top");
        assert_eq!(points[2], Pos2::new(110.0, 70.0), "lost: the bottom");
    }

    #[test]
    fn a_click_on_the_chart_finds_the_nearest_position() {
        assert_eq!(ply_at(rect(), 10.0, 40), 0);
        assert_eq!(ply_at(rect(), 112.0, 40), 20);
        assert_eq!(ply_at(rect(), 500.0, 40), 40, "beyond the end: the last");
        assert_eq!(ply_at(rect(), 0.0, 40), 0);
        assert_eq!(ply_at(rect(), 100.0, 0), 0, "a game without moves");
    }

    #[test]
    fn shares_run_from_nothing_to_everything() {
        assert_eq!(south_share(-1.0), 0.0);
        assert_eq!(south_share(0.0), 0.5);
        assert_eq!(south_share(1.0), 1.0);
        assert_eq!(south_share(3.0), 1.0);
    }
}
