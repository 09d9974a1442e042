//! Taps that count on a busy machine: a press and release that reach egui in one frame, or in two
//! frames far apart, act on every kind of button the app has (a menu card, a bar, a dialog).

use bevy_egui::egui::{self, Event, Pos2, Rect, vec2};

use super::game_cards::{CardShape, FocusFirstChoice, game_card};
use super::hud::bar;
use super::learn::LessonProgress;
use super::menu::MenuChoices;
use crate::app::paint::theme::{fonts, tap_friendly};
use crate::rules::GameId;

/// An egui context as the app sets it up, with its own clock.
struct Screen {
    ctx: egui::Context,
    time: f64,
}

/// What a frame drew: where to tap, and whether the thing tapped acted.
type Drawn = (Rect, bool);

impl Screen {
    fn new() -> Screen {
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts());
        tap_friendly(&ctx);
        Screen { ctx, time: 0.0 }
    }

    /// One frame `seconds` after the last, with `events`; whether the thing acted in any of its
    /// passes, and where it is.
    fn frame(
        &mut self,
        seconds: f64,
        events: Vec<Event>,
        draw: &mut impl FnMut(&egui::Context) -> Drawn,
    ) -> Drawn {
        self.time += seconds;
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            time: Some(self.time),
            events,
            ..Default::default()
        };
        // As bevy_egui runs a frame: passes until egui asks for no other, the input in the
        // first.
        let mut acted = false;
        let mut input = Some(input);
        loop {
            self.ctx.begin_pass(input.take().unwrap_or_default());
            let (rect, clicked) = draw(&self.ctx);
            acted |= clicked;
            let mut output = self.ctx.end_pass();
            // No renderer takes the font's texture here.
            output.textures_delta.clear();
            if !output.platform_output.requested_discard() {
                return (rect, acted);
            }
        }
    }
}

fn press(at: Pos2, pressed: bool) -> Event {
    Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    }
}

/// The ways a tap reaches egui: as a finger's (the pointer goes when it lifts) or a mouse's, in
/// one frame or split over two frames 1.5 s apart (a busy machine).
fn taps(at: Pos2) -> [(&'static str, Vec<Vec<Event>>); 3] {
    [
        (
            "a finger in one frame",
            vec![vec![
                Event::PointerMoved(at),
                press(at, true),
                press(at, false),
                Event::PointerGone,
            ]],
        ),
        (
            "a mouse in one frame",
            vec![vec![
                Event::PointerMoved(at),
                press(at, true),
                press(at, false),
            ]],
        ),
        (
            "a finger over two slow frames",
            vec![
                vec![Event::PointerMoved(at), press(at, true)],
                vec![press(at, false), Event::PointerGone],
            ],
        ),
    ]
}

/// Taps `draw`'s target at `spot` (found from its rect) each way, on a fresh screen each time.
fn assert_every_tap_acts(
    what: &str,
    spot: impl Fn(Rect) -> Pos2,
    mut draw: impl FnMut(&egui::Context) -> Drawn,
) {
    for way in 0..taps(Pos2::ZERO).len() {
        let mut screen = Screen::new();
        // Laid out, and a moment later still where it was, the pointer elsewhere.
        screen.frame(0.0, vec![], &mut draw);
        let (rect, _) = screen.frame(2.0, vec![], &mut draw);
        let at = spot(rect);
        let (how, frames) = taps(at).into_iter().nth(way).unwrap();
        let mut acted = false;
        for events in frames {
            acted |= screen.frame(1.5, events, &mut draw).1;
        }
        assert!(acted, "{what}: {how} at {at:?} did nothing");
    }
}

/// A card as it stands on a desktop's menu.
const SHAPE: CardShape = CardShape::Standing {
    width: 260.0,
    tallest_picture: 150.0,
};

#[test]
fn a_menu_card_takes_a_tap_on_its_name_as_on_its_picture() {
    let progress = LessonProgress::default();
    let english = crate::app::words::Phrasebook::new(crate::app::words::Language::English);
    let card = |ctx: &egui::Context| {
        let mut choices = MenuChoices::default();
        let mut focus = FocusFirstChoice(false);
        let mut clicked = false;
        let area = egui::Area::new("menu card".into()).fixed_pos(egui::pos2(40.0, 40.0));
        let rect = area
            .show(ctx, |ui| {
                let game = GameId::ALL[0];
                clicked = game_card(
                    ui,
                    game,
                    SHAPE,
                    &mut choices,
                    &mut focus,
                    &progress,
                    &english,
                );
            })
            .response
            .rect;
        (rect, clicked)
    };
    // The game's name is the line below the picture, inside the card's margin.
    let name_at = 12.0 + SHAPE.picture().y + 16.0;
    assert_every_tap_acts(
        "the card's picture",
        |r| r.left_top() + vec2(40.0, 40.0),
        card,
    );
    assert_every_tap_acts(
        "the card's name",
        |r| r.left_top() + vec2(30.0, name_at),
        card,
    );
    assert_every_tap_acts(
        "the card's words",
        |r| r.left_bottom() + vec2(30.0, -14.0),
        card,
    );
}

#[test]
fn a_bar_button_takes_every_tap() {
    assert_every_tap_acts(
        "the bar's Menu",
        |r| r.center(),
        |ctx: &egui::Context| {
            let mut drawn = (Rect::NOTHING, false);
            bar(ctx, "test bar", egui::Align2::LEFT_BOTTOM, |ui| {
                let button = ui.button("Menu");
                drawn = (button.rect, button.clicked());
            });
            drawn
        },
    );
}

#[test]
fn an_icon_button_takes_every_tap_and_a_greyed_one_none() {
    use super::icons::Icon;
    use super::widgets::{IconLabel, icon_button};
    assert_every_tap_acts(
        "the bar's Undo",
        |r| r.center(),
        |ctx: &egui::Context| {
            let mut drawn = (Rect::NOTHING, false);
            bar(ctx, "test bar", egui::Align2::LEFT_BOTTOM, |ui| {
                let undo = icon_button(ui, Icon::Undo, "Undo", "Undo (U)", true, IconLabel::Below);
                drawn = (undo.rect, undo.clicked());
            });
            drawn
        },
    );
    let mut screen = Screen::new();
    let mut greyed = |ctx: &egui::Context| {
        let mut drawn = (Rect::NOTHING, false);
        bar(ctx, "test bar", egui::Align2::LEFT_BOTTOM, |ui| {
            let redo = icon_button(ui, Icon::Redo, "Redo", "Redo (R)", false, IconLabel::Below);
            drawn = (redo.rect, redo.clicked());
        });
        drawn
    };
    screen.frame(0.0, vec![], &mut greyed);
    let (rect, _) = screen.frame(2.0, vec![], &mut greyed);
    for (how, frames) in taps(rect.center()) {
        let mut acted = false;
        for events in frames {
            acted |= screen.frame(1.5, events, &mut greyed).1;
        }
        assert!(!acted, "a greyed Redo acted on {how}");
    }
}

#[test]
fn a_dialog_button_takes_every_tap() {
    assert_every_tap_acts(
        "the dialog's Next lesson",
        |r| r.center(),
        |ctx: &egui::Context| {
            egui::Modal::new("test dialog".into())
                .show(ctx, |ui| {
                    ui.label("Lesson done");
                    let button = ui.button("Next lesson");
                    (button.rect, button.clicked())
                })
                .inner
        },
    );
}
