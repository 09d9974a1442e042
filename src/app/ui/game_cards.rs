//! The menu's game cards: each game's board in small, its name, where it is played, a line on
//! it and its lessons; the whole card picks the game.

use bevy_egui::egui::{self, RichText, Stroke, Vec2 as EVec2};

use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::ui::choices::MenuChoices;
use crate::app::ui::learn::LessonProgress;
use crate::app::ui::widgets::size;
use crate::app::words::Phrasebook;
use crate::lessons::course;
use crate::rules::GameId;

/// Set when the menu appears: its first choice (Continue, or the chosen game's card) takes the
/// keyboard's focus, so that arrows and Tab start from there and Enter picks it.
#[derive(bevy::prelude::Resource, Default)]
pub struct FocusFirstChoice(pub bool);

/// How a card is laid out: standing, in a row of three across a wide window, or lying, one
/// under another on a phone, its picture beside its words.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum CardShape {
    /// `tallest_picture`: the picture's height at most, lower on a short window.
    Standing {
        width: f32,
        tallest_picture: f32,
    },
    Lying {
        width: f32,
    },
}

/// Room between a card's edge and what it holds.
const CARD_MARGIN: f32 = 12.0;
/// The miniatures are drawn for 150 × 92 points: their height for a width.
const PICTURE_RATIO: f32 = 92.0 / 150.0;
/// The tallest a card's picture is (points), so that the cards and Play fit a laptop's screen.
const TALLEST_PICTURE: f32 = 150.0;
/// A lying card's picture's width.
const LYING_PICTURE: f32 = 116.0;

impl CardShape {
    fn width(self) -> f32 {
        match self {
            CardShape::Standing { width, .. } | CardShape::Lying { width } => width,
        }
    }

    /// The picture's size on this card: as wide as a standing card, at most `TALLEST_PICTURE`
    /// tall (less on a short window).
    pub fn picture(self) -> EVec2 {
        let (width, tallest) = match self {
            CardShape::Standing {
                width,
                tallest_picture,
            } => (width - 2.0 * CARD_MARGIN, tallest_picture),
            CardShape::Lying { .. } => (LYING_PICTURE, TALLEST_PICTURE),
        };
        EVec2::new(width, (width * PICTURE_RATIO).min(tallest))
    }
}

/// The lowest a standing card's picture goes when the menu is short of room.
const SMALLEST_PICTURE: f32 = 56.0;

fn picture_cap_id() -> egui::Id {
    egui::Id::new("menu picture cap")
}

/// How tall a standing card's picture may be now: whole, unless the menu's first screen (down
/// to How to play) ran past the window's foot, as on a 1280×720 laptop with a kept game's
/// "Continue" above the cards; then lower, down to a strip.
pub fn picture_cap(ctx: &egui::Context) -> f32 {
    ctx.data(|data| data.get_temp::<f32>(picture_cap_id()))
        .unwrap_or(TALLEST_PICTURE)
}

/// Lowers the pictures by how far the menu's first screen ran past the window's foot, or
/// raises them again into the room left (`overflow` negative), a frame later.
pub fn fit_pictures(ctx: &egui::Context, overflow: f32) {
    let cap = picture_cap(ctx);
    let wanted = (cap - overflow).clamp(SMALLEST_PICTURE, TALLEST_PICTURE);
    // A point or so is left alone, so that the layout settles rather than trembles.
    if (wanted - cap).abs() > 1.5 {
        ctx.data_mut(|data| data.insert_temp(picture_cap_id(), wanted));
        ctx.request_repaint();
    }
}

fn picture(ui: &mut egui::Ui, game: GameId, size: EVec2) {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    painter.rect_filled(response.rect, 6.0, colors::MINI_WOOD);
    games::card(game).draw_miniature(&painter, response.rect.shrink(4.0));
}

/// The card's words: name, where it is played, a line on it (when `said_whole`), and its
/// lessons.
fn words(
    ui: &mut egui::Ui,
    game: GameId,
    progress: &LessonProgress,
    said_whole: bool,
    book: &Phrasebook,
) {
    let card = games::card(game);
    ui.label(RichText::new(game.title()).size(size::TITLE).strong());
    ui.label(
        RichText::new(book.get(card.origin()))
            .size(size::SMALL)
            .color(colors::CARD_EDGE),
    );
    if said_whole {
        ui.label(RichText::new(book.get(card.summary())).size(size::BODY));
    }
    ui.label(RichText::new(lessons_line(game, progress, book)).size(size::SMALL));
}

/// Where egui keeps the tallest standing card of the last frame, and of this one so far.
fn tallest_before() -> egui::Id {
    egui::Id::new("tallest game card before")
}
fn tallest_now() -> egui::Id {
    egui::Id::new("tallest game card now")
}

/// Called before the cards are drawn in a frame: this frame's cards take the height of the
/// tallest of the last, and measure themselves anew (a window made wider makes them shorter).
pub fn measure_cards_anew(ctx: &egui::Context) {
    ctx.data_mut(|data| {
        let tallest = data.remove_temp::<f32>(tallest_now()).unwrap_or(0.0);
        data.insert_temp(tallest_before(), tallest);
    });
}

/// One game's card; a click (or tap, or Enter) anywhere on it picks the game. `true` when it
/// was picked in this frame.
pub fn game_card(
    ui: &mut egui::Ui,
    game: GameId,
    shape: CardShape,
    choices: &mut MenuChoices,
    focus: &mut FocusFirstChoice,
    progress: &LessonProgress,
    book: &Phrasebook,
) -> bool {
    let selected = choices.game == game;
    let frame = egui::Frame::new()
        .inner_margin(CARD_MARGIN)
        .corner_radius(10.0)
        .fill(if selected {
            colors::CARD_CHOSEN
        } else {
            colors::CARD
        })
        .stroke(Stroke::new(
            if selected { 3.0 } else { 1.0 },
            colors::CARD_EDGE,
        ));
    // Cards standing in a row are as tall as the tallest was in the last frame.
    let tallest = ui.data(|data| data.get_temp::<f32>(tallest_before()).unwrap_or(0.0));
    // The card is one widget that senses clicks from the start: a frame's response made
    // clickable afterwards gives up the keyboard's focus in every frame, as the frame registers
    // the same id first as a thing that cannot be focused.
    let card = egui::UiBuilder::new().sense(egui::Sense::click());
    let response = ui
        .scope_builder(card, |ui| {
            // The card's words are part of it: a click on them picks the card too, rather than
            // starting a text selection that takes the click.
            ui.style_mut().interaction.selectable_labels = false;
            frame.show(ui, |ui| {
                ui.set_width(shape.width() - 2.0 * CARD_MARGIN);
                let natural = match shape {
                    CardShape::Standing { .. } => {
                        let content = ui.vertical(|ui| {
                            picture(ui, game, shape.picture());
                            ui.add_space(4.0);
                            words(ui, game, progress, true, book);
                        });
                        Some(content.response.rect.height())
                    }
                    CardShape::Lying { .. } => {
                        ui.horizontal_top(|ui| {
                            picture(ui, game, shape.picture());
                            // On a phone only the chosen game says more, so that Play stays
                            // in sight below the cards.
                            ui.vertical(|ui| words(ui, game, progress, selected, book));
                        });
                        None
                    }
                };
                if let Some(natural) = natural {
                    // As tall as the tallest card's words and picture need, measured afresh.
                    ui.data_mut(|data| {
                        let tallest = data.get_temp_mut_or(tallest_now(), 0.0f32);
                        *tallest = tallest.max(natural);
                    });
                    ui.set_min_height(tallest);
                }
            });
        })
        .response;
    // A screen reader hears the card as one choice named by its game, and whether it is chosen.
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::RadioButton, true, selected, game.title())
    });
    if selected && std::mem::take(&mut focus.0) {
        response.request_focus();
    }
    if response.clicked() {
        choices.game = game;
    }
    response.clicked()
}

/// The card's line on the game's lessons: how many, and how many are done.
fn lessons_line(game: GameId, progress: &LessonProgress, book: &Phrasebook) -> String {
    let count = course(game).lessons.len();
    match progress.done(game) {
        0 => book.with("card-lessons-to-learn", &[("count", count.into())]),
        done if done >= count => {
            let stars = progress.stars(game);
            let args = [("count", count.into()), ("stars", stars.into())];
            book.with("card-lessons-all-done", &args)
        }
        done => book.with(
            "card-lessons-done",
            &[("done", done.into()), ("count", count.into())],
        ),
    }
}
