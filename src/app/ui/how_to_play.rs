//! "How to play": a page per game, the rules in short steps, each beside a small board that the
//! app draws from a position (the lessons' positions, with an arrow for the move that teaches
//! the step), then where the game comes from.

use crate::app::words::{Phrasebook, Words};
use bevy::prelude::*;
use bevy_egui::egui::{self, Pos2, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::board::ring_shapes::RingShape;
use crate::app::games::{self, AnyBoard, Ground};
use crate::app::paint::palette;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;
use crate::app::ui::widgets::{plain_button, size};
use crate::lessons::{Lesson, course};
use crate::rules::{AnyMatch, AnyMove, GameId};

/// The game whose page is open, if any.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct HowToPlayOpen(pub Option<GameId>);

/// The size of a step's picture, in logical pixels.
const PICTURE: egui::Vec2 = egui::vec2(190.0, 120.0);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HowToPlayOpen>().add_systems(
        EguiPrimaryContextPass,
        show.run_if(in_state(Screen::Menu).and_then(resource_exists::<ThemeReady>)),
    );
}

fn show(mut contexts: EguiContexts, mut open: ResMut<HowToPlayOpen>, words: Res<Words>) -> Result {
    let Some(game) = open.0 else {
        return Ok(());
    };
    if !dialog(contexts.ctx_mut()?, game, &words) {
        open.0 = None;
    }
    Ok(())
}

/// The room the dialog keeps for its title, its "Done" and its margins: all else scrolls, so
/// that the dialog fits a 1280×720 window and a phone alike.
const OUTSIDE_THE_SCROLL: f32 = 150.0;

/// The dialog for `game`; whether it stays open.
fn dialog(ctx: &egui::Context, game: GameId, words: &Phrasebook) -> bool {
    let card = games::card(game);
    let mut keep_open = true;
    let modal = egui::Modal::new(egui::Id::new("how to play")).show(ctx, |ui| {
        ui.set_max_width((ctx.content_rect().width() - 40.0).min(560.0));
        let title = words.with("how-to-play-game", &[("game", game.title().into())]);
        ui.heading(RichText::new(title).strong());
        let height = (ctx.content_rect().height() - OUTSIDE_THE_SCROLL).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(height)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(words.get(card.summary()))
                        .size(size::BODY)
                        .strong(),
                );
                for (number, text) in card.how_to_play().iter().enumerate() {
                    ui.label(numbered(words, number + 1, &words.get(text)));
                }
                ui.separator();
                for (number, lesson) in course(game).lessons.iter().enumerate() {
                    step(ui, game, number + 1, lesson, words);
                    ui.separator();
                }
                ring_legend(ui, words);
                ui.separator();
                let origin = words.get(card.origin());
                let from = words.with("where-it-comes-from", &[("origin", origin.into())]);
                ui.label(RichText::new(from).strong());
                ui.label(words.get(card.history()));
            });
        if plain_button(ui, words.get("settings-done"), 90.0).clicked() {
            keep_open = false;
        }
    });
    keep_open && !modal.should_close()
}

/// What each ring on the board means: one colour and shape a meaning (its message id), said
/// once. The board draws them so (`board/spot_art.rs`'s test holds it to this list).
pub const RINGS: [(Color, RingShape, &str); 9] = [
    (palette::LESSON_MARK, RingShape::Whole, "ring-lesson"),
    (palette::PREVIEW, RingShape::Whole, "ring-preview"),
    (palette::CHOICE, RingShape::Dashed, "ring-choice"),
    (palette::PICKED, RingShape::Whole, "ring-picked"),
    (palette::JARE, RingShape::Whole, "ring-jare"),
    (palette::REMOVABLE, RingShape::Ticked, "ring-removable"),
    (palette::REFUSED, RingShape::Whole, "ring-refused"),
    (palette::LAST_MOVE, RingShape::Dotted, "ring-last-move"),
    (palette::CURSOR, RingShape::Whole, "ring-cursor"),
];

/// The rings, each drawn in its colour and shape beside its meaning.
fn ring_legend(ui: &mut egui::Ui, words: &Phrasebook) {
    ui.label(RichText::new(words.get("rings-title")).strong());
    for (colour, shape, meaning) in RINGS {
        ui.horizontal(|ui| {
            let (response, painter) =
                ui.allocate_painter(egui::vec2(26.0, 22.0), egui::Sense::hover());
            let [r, g, b, _] = colour.to_srgba().to_u8_array();
            let stroke = Stroke::new(3.0, egui::Color32::from_rgb(r, g, b));
            draw_ring(&painter, response.rect.center(), shape, stroke);
            ui.add(egui::Label::new(words.get(meaning)).wrap());
        });
    }
}

/// A ring of the legend: its arcs as lines, its ticks across them.
fn draw_ring(painter: &egui::Painter, centre: Pos2, shape: RingShape, stroke: Stroke) {
    const RADIUS: f32 = 7.0;
    let at = |angle: f32, radius: f32| centre + egui::Vec2::angled(-angle) * radius;
    for (from, to) in shape.arc_angles() {
        let steps = 24;
        let points = (0..=steps)
            .map(|i| at(from + (to - from) * i as f32 / steps as f32, RADIUS))
            .collect();
        painter.add(egui::Shape::line(points, stroke));
    }
    for angle in shape.ticks() {
        let thin = Stroke::new(2.0, stroke.color);
        painter.line_segment([at(angle, RADIUS - 3.5), at(angle, RADIUS + 3.5)], thin);
    }
}

/// A step's words after its number: "2. Relay".
fn numbered(words: &Phrasebook, number: usize, text: &str) -> String {
    words.with(
        "how-to-play-step",
        &[("number", number.into()), ("text", text.into())],
    )
}

/// One step: the lesson's start drawn with its move, beside what the lesson teaches.
fn step(ui: &mut egui::Ui, game: GameId, number: usize, lesson: &Lesson, words: &Phrasebook) {
    ui.horizontal_top(|ui| {
        let (response, painter) = ui.allocate_painter(PICTURE, egui::Sense::hover());
        if let Ok(position) = lesson.start() {
            let mv = lesson
                .steps
                .first()
                .and_then(|step| step.play.first().copied());
            draw_position(&painter, response.rect, game, &position, mv);
        }
        ui.vertical(|ui| {
            let title = numbered(words, number, &words.get(&lesson.title));
            ui.label(RichText::new(title).strong());
            ui.label(words.get(&lesson.learnt));
        });
    });
}

/// Draws `position` of `game` into `rect`: the board's lines, its points or holes, the pieces,
/// stones and seed counts, and an arrow along `mv`.
pub fn draw_position(
    painter: &egui::Painter,
    rect: egui::Rect,
    game: GameId,
    position: &AnyMatch,
    mv: Option<AnyMove>,
) {
    let board = games::board(game);
    painter.rect_filled(rect, 6.0, colors::MINI_WOOD);
    let size = board.board_size();
    let scale = ((rect.width() - 10.0) / size.x).min((rect.height() - 10.0) / size.y);
    let at = |world: Vec2| rect.center() + egui::vec2(world.x, -world.y) * scale;
    for line in board.lines() {
        let width = (line.width * scale).max(1.0);
        painter.line_segment(
            [at(line.from), at(line.to)],
            Stroke::new(width, colors::MINI_HOLE),
        );
    }
    let radius = spot_radius(board) * scale;
    let view = position.position().board_view();
    for spot in 0..board.spot_count() {
        let centre = at(board.spot_position(spot));
        let ground = match board.spot_look(spot).ground {
            Ground::Point => (radius * 0.25).max(1.5),
            Ground::Hole(_) => radius,
        };
        painter.circle_filled(centre, ground, colors::MINI_HOLE);
        let contents = view.spots[spot as usize];
        if let Some(owner) = contents.owner {
            // Ringed in the seeds' light colour: a dark stone in a dark hole was taken for an
            // empty hole.
            let edge = Stroke::new((radius * 0.12).max(1.0), colors::MINI_SEED);
            painter.circle(centre, radius * 0.8, palette::egui_piece(owner), edge);
        } else if contents.count > 0 {
            let text = contents.count.to_string();
            let font = egui::FontId::proportional((radius * 1.1).max(9.0));
            painter.text(
                centre,
                egui::Align2::CENTER_CENTER,
                text,
                font,
                colors::MINI_SEED,
            );
        }
    }
    if let Some(mv) = mv {
        arrow(painter, &board.last_move_spots(mv), |spot| {
            at(board.spot_position(spot))
        });
    }
}

/// The radius of a spot's hole or piece: a little over a third of the nearest spots' distance.
fn spot_radius(board: &dyn AnyBoard) -> f32 {
    let count = board.spot_count();
    let nearest = (0..count)
        .flat_map(|a| ((a + 1)..count).map(move |b| (a, b)))
        .map(|(a, b)| board.spot_position(a).distance(board.spot_position(b)))
        .fold(f32::MAX, f32::min);
    nearest * 0.38
}

/// An arrow from the first of `spots` to the last (a ring where there is only one).
fn arrow(painter: &egui::Painter, spots: &[u8], at: impl Fn(u8) -> Pos2) {
    let stroke = Stroke::new(2.5, colors::LESSON_MARK);
    match (spots.first(), spots.get(1)) {
        (Some(&from), Some(&to)) => painter.arrow(at(from), at(to) - at(from), stroke),
        (Some(&only), None) => {
            painter.circle_stroke(at(only), 9.0, stroke);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::screens_for_tests::{every_language, fits_every_screen};

    /// One colour a meaning: no two rings are near in colour (red meant both "refused" and
    /// "can be taken"; cyan meant a lesson's move, a hint and a preview; green both "picked"
    /// and "a line").
    #[test]
    fn every_ring_has_a_colour_of_its_own() {
        for (i, (a, _, one)) in RINGS.iter().enumerate() {
            for (b, _, other) in &RINGS[i + 1..] {
                let [a, b] = [a, b].map(|c| c.to_srgba());
                let distance = ((a.red - b.red).powi(2)
                    + (a.green - b.green).powi(2)
                    + (a.blue - b.blue).powi(2))
                .sqrt();
                assert!(
                    distance > 0.25,
                    "\"{one}\" and \"{other}\": {distance:.2} apart"
                );
            }
        }
    }

    /// The dialog stands whole in the window, its title and "Done" included, from a small
    /// phone to a large monitor (its title was cut and "Done" half hidden at 1280×720).
    #[test]
    fn the_dialog_fits_every_window() {
        let books = every_language();
        for (game, words) in GameId::ALL.into_iter().zip(books.iter().cycle()) {
            let id = egui::Id::new("how to play");
            fits_every_screen(&format!("{game}'s How to play in {words:?}"), id, |ctx| {
                dialog(ctx, game, words);
            });
        }
    }
}
