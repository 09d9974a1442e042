//! The app's widgets as functions, in the manner of bevy_new_2d's `theme/widget.rs`: one type
//! scale and spacing, buttons, panels, centred columns, and the one dialog that asks before the
//! kept game is replaced.

use bevy_egui::egui::{self, Color32, RichText};

use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::PHONE_WIDTH;
use crate::app::ui::icons::{Icon, icon_square};

use crate::ai::Level;
use crate::app::play::match_play::streak_line;
use crate::app::play::session::{Opponent, Session};
use crate::app::words::Phrasebook;

/// The type scale, in points: every text's size comes from here.
pub mod size {
    /// A dialog's or a card's title.
    pub const TITLE: f32 = 22.0;
    /// A button that starts something.
    pub const ACTION: f32 = 18.0;
    /// Running text (16 points or more at 1280×800).
    pub const BODY: f32 = 16.0;
    /// The least any text is.
    pub const SMALL: f32 = 14.0;
}

/// Spacing, in points, from one place.
pub mod space {
    /// Between parts of a screen (the cards and the choices, the choices and the buttons).
    pub const SECTION: f32 = 14.0;
    /// Between things side by side (cards, buttons).
    pub const GAP: f32 = 10.0;
    /// The least height of a button a finger presses.
    pub const FINGER: f32 = 44.0;
}

/// A button that does something large (Play, Learn, Continue): `width` wide, a finger tall, in
/// the action size, in `fill` when given.
pub fn action_button(
    ui: &mut egui::Ui,
    words: impl Into<String>,
    fill: Option<Color32>,
    width: f32,
) -> egui::Response {
    ui.add(action(words.into(), fill, width))
}

/// An action button that takes its share of a row, exactly `width` wide: its words wrap onto a
/// second line when they are longer, so that a row of them never runs off a phone in a
/// wordier language (Somali's "Invite a friend" pushed "Learn" off a 320-point phone).
pub fn shared_action_button(
    ui: &mut egui::Ui,
    words: impl Into<String>,
    fill: Option<Color32>,
    width: f32,
) -> egui::Response {
    let words = words.into();
    // Words a size smaller rather than on two lines, while they fit so ("Bao la Kimasai
    // taphadhu" wrapped on a phone).
    let room = width - 2.0 * ui.spacing().button_padding.x;
    let wide = |size: f32| {
        let font = egui::FontId::proportional(size);
        let galley = ui
            .painter()
            .layout_no_wrap(words.clone(), font, Color32::PLACEHOLDER);
        galley.size().x
    };
    let button = match wide(size::ACTION) > room {
        true => egui::Button::new(RichText::new(words).size(size::BODY).strong())
            .min_size(egui::vec2(width, space::FINGER)),
        false => action(words, None, width),
    };
    let button = match fill {
        Some(fill) => button.fill(fill),
        None => button,
    };
    in_its_share(ui, width, button)
}

/// A quieter button of body text, `width` wide.
pub fn plain_button(ui: &mut egui::Ui, words: impl Into<String>, width: f32) -> egui::Response {
    ui.add(plain(words.into(), width))
}

/// A quieter button that takes its share of a row, as [`shared_action_button`] does.
pub fn shared_plain_button(
    ui: &mut egui::Ui,
    words: impl Into<String>,
    width: f32,
) -> egui::Response {
    in_its_share(ui, width, plain(words.into(), width))
}

fn action(words: String, fill: Option<Color32>, width: f32) -> egui::Button<'static> {
    let button = egui::Button::new(RichText::new(words).size(size::ACTION).strong())
        .min_size(egui::vec2(width, space::FINGER));
    match fill {
        Some(fill) => button.fill(fill),
        None => button,
    }
}

fn plain(words: String, width: f32) -> egui::Button<'static> {
    egui::Button::new(RichText::new(words).size(size::BODY))
        .min_size(egui::vec2(width, space::FINGER * 0.8))
}

/// `button` no wider than `width`, its words wrapped to fit.
fn in_its_share(ui: &mut egui::Ui, width: f32, button: egui::Button) -> egui::Response {
    let layout = egui::Layout::top_down_justified(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(width, space::FINGER), layout, |ui| {
        ui.set_max_width(width);
        ui.add(button.wrap())
    })
    .inner
}

/// How an icon stands with its label: above it (the bar under the board) or beside it (the bar
/// above, which keeps to one row).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IconLabel {
    Below,
    Beside,
}

/// A button with a drawn icon and a label, its keys in a tooltip ("Undo (U)"); greyed and
/// deaf to the pointer when not `enabled`. Takes the keyboard's focus like any button.
pub fn icon_button(
    ui: &mut egui::Ui,
    icon: Icon,
    label: &str,
    tooltip: &str,
    enabled: bool,
    placed: IconLabel,
) -> egui::Response {
    let font = egui::FontId::proportional(size::SMALL);
    let galley = ui
        .painter()
        .layout_no_wrap(label.to_string(), font, Color32::PLACEHOLDER);
    let text = galley.size();
    let (icon_size, size) = match placed {
        IconLabel::Below => (
            22.0,
            egui::vec2((text.x + 16.0).max(54.0), space::FINGER + 6.0),
        ),
        IconLabel::Beside => (18.0, egui::vec2(text.x + 40.0, 32.0)),
    };
    let sense = if enabled {
        egui::Sense::click()
    } else {
        egui::Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, label));
    if ui.is_rect_visible(rect) {
        let visuals = match enabled {
            true => ui.style().interact(&response),
            false => &ui.visuals().widgets.noninteractive,
        };
        let colour = match enabled {
            true => visuals.fg_stroke.color,
            false => visuals.fg_stroke.color.gamma_multiply(0.45),
        };
        let painter = ui.painter();
        painter.rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            egui::StrokeKind::Inside,
        );
        let (icon_at, text_at) = match placed {
            IconLabel::Below => (
                egui::pos2(rect.center().x, rect.top() + 4.0 + icon_size / 2.0),
                egui::pos2(rect.center().x - text.x / 2.0, rect.bottom() - text.y - 3.0),
            ),
            IconLabel::Beside => (
                egui::pos2(rect.left() + 8.0 + icon_size / 2.0, rect.center().y),
                egui::pos2(
                    rect.left() + 14.0 + icon_size,
                    rect.center().y - text.y / 2.0,
                ),
            ),
        };
        icon.paint(painter, icon_square(icon_at, icon_size), colour);
        painter.galley(text_at, galley, colour);
    }
    response.on_hover_text(tooltip)
}

/// A panel: a card's colour, rounded, with room inside.
pub fn panel() -> egui::Frame {
    egui::Frame::new()
        .inner_margin(12.0)
        .corner_radius(10.0)
        .fill(colors::CARD)
}

/// Runs `add` in a column `width` wide, centred in the space there is.
pub fn centred_column<R>(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let width = width.min(ui.available_width());
    let margin = ((ui.available_width() - width) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(margin);
        ui.vertical(|ui| {
            ui.set_width(width);
            add(ui)
        })
        .inner
    })
    .inner
}

/// A text field that stays on screen while it is being typed into: a phone's keyboard, opening,
/// shortens the page under it, and the field would otherwise be left behind the keys.
pub fn typing_field(ui: &mut egui::Ui, field: egui::TextEdit<'_>) -> egui::Response {
    let response = ui.add(field);
    if response.has_focus() && !ui.clip_rect().contains_rect(response.rect) {
        response.scroll_to_me(Some(egui::Align::Center));
    }
    response
}

/// The least height of a control a finger taps, in points (Apple and Google ask 44 and 48; a
/// row of small text buttons at 32 still fits one line of the review's bar on a phone).
pub const FINGER: f32 = 32.0;

/// On a phone, the controls `ui` adds from here on are at least [`FINGER`] tall: the review's
/// Start, Back, Next and End were 16 points tall, too small to hit with a finger.
pub fn finger_sized(ui: &mut egui::Ui) {
    if ui.ctx().viewport_rect().width() < PHONE_WIDTH {
        let spacing = ui.spacing_mut();
        spacing.interact_size.y = spacing.interact_size.y.max(FINGER);
        spacing.button_padding.x = spacing.button_padding.x.max(10.0);
    }
}

/// Names the row `ui` lays out as one group of choices for screen readers ("Who starts", then
/// its choices), so that a choice is heard with its question. Called before the row's choices,
/// which then belong to it.
pub fn choices_named(ui: &egui::Ui, name: &str) {
    ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
        node.set_role(egui::accesskit::Role::RadioGroup);
        node.set_label(name.trim_end_matches(':'));
    });
}

/// The width of each of `count` things side by side in `width`, with the usual gap between.
pub fn share(width: f32, count: usize) -> f32 {
    let count = count.max(1) as f32;
    (width - space::GAP * (count - 1.0)) / count
}

/// The message id of a level's name: "level-2" is Casual.
pub fn level_word(level: Level) -> String {
    format!("level-{}", level.number())
}

/// The kept game in a few words: "Shax against the computer (Casual), 27 moves played".
pub fn kept_game_words(session: &Session, words: &Phrasebook) -> String {
    let setup = &session.setup;
    let progress = match session.game.ply() {
        // A match kept between its games: what it stands at.
        0 => streak_line(
            setup.game,
            session.streak(),
            |p| setup.side_called(p, words),
            words,
        )
        .unwrap_or_else(|| words.get("not-started")),
        n => words.with("moves-played", &[("count", n.into())]),
    };
    let game = setup.game.title();
    let mut args = vec![("game", game.into()), ("progress", progress.into())];
    let id = match setup.opponent() {
        Opponent::Computer(level) => {
            args.push(("level", words.get(&level_word(level)).into()));
            "kept-against-computer"
        }
        Opponent::Friend if session.online.is_some() => "kept-against-friend-online",
        Opponent::Friend => "kept-against-friend",
    };
    words.with(id, &args)
}

/// What the player said to a question that would replace the kept game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Replace {
    /// Keep the kept game; do nothing else.
    Keep,
    /// Go on, and lose the kept game.
    Replace,
}

/// The words of a question that would replace the kept game.
pub struct ReplaceWords<'a> {
    /// "Start a new game?"
    pub question: &'a str,
    /// What would replace the kept game, and anything the player should know about it.
    pub instead: &'a str,
    /// The button that replaces it: "New game", "Open the link".
    pub replace: &'a str,
}

/// "Replace your kept game?": the one dialog for a new game, a game played on from a review and
/// an opened record or link. It names the kept game; the safe answer has the focus when the
/// dialog appears, so Enter keeps the game, and Esc or a click beside it keeps it too. `None`
/// while unanswered.
pub fn replace_dialog(
    ctx: &egui::Context,
    id: &str,
    kept: &Session,
    asked: &ReplaceWords,
    words: &Phrasebook,
) -> Option<Replace> {
    let id = egui::Id::new(("replace kept game", id));
    let mut answer = None;
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width((ctx.viewport_rect().width() - 40.0).clamp(200.0, 440.0));
        ui.label(RichText::new(asked.question).size(size::TITLE).strong());
        let game = kept_game_words(kept, words);
        let kept_for = words.with("kept-for-continue", &[("game", game.into())]);
        ui.label(RichText::new(kept_for).size(size::BODY));
        ui.label(RichText::new(asked.instead).size(size::BODY));
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            finger_sized(ui);
            let keep = ui.add(egui::Button::new(
                RichText::new(words.get("keep-my-game")).size(size::ACTION),
            ));
            // Focused once, when the dialog appears (egui keeps the flag while it stands).
            let focused =
                ui.data_mut(|data| std::mem::replace(data.get_temp_mut_or(id, false), true));
            if !focused {
                keep.request_focus();
            }
            if keep.clicked() {
                answer = Some(Replace::Keep);
            }
            let replace = egui::Button::new(RichText::new(asked.replace).size(size::ACTION));
            if ui.add(replace).clicked() {
                answer = Some(Replace::Replace);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(Replace::Keep);
    }
    if answer.is_some() {
        // The next time it appears it takes the focus again.
        ctx.data_mut(|data| data.remove::<bool>(id));
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where `add` puts a rectangle `width` wide in a centred column, in a window `window` wide.
    fn placed(window: f32, column: f32) -> egui::Rect {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(window, 800.0),
            )),
            ..Default::default()
        };
        let mut rect = egui::Rect::NOTHING;
        ctx.begin_pass(input);
        // As the menu lays itself out: a ui over the whole window.
        let whole = egui::UiBuilder::new().max_rect(ctx.viewport_rect());
        let mut ui = egui::Ui::new(ctx.clone(), "test".into(), whole);
        centred_column(&mut ui, column, |ui| {
            let size = egui::vec2(column, 10.0);
            rect = ui.allocate_exact_size(size, egui::Sense::hover()).0;
        });
        // No renderer takes the font's texture here.
        ctx.end_pass().textures_delta.clear();
        rect
    }

    #[test]
    fn a_centred_column_stands_in_the_middle_at_every_width() {
        for window in [390.0, 800.0, 1280.0, 2560.0] {
            let rect = placed(window, 360.0);
            assert!(
                (rect.center().x - window / 2.0).abs() < 1.0,
                "{window}: {rect:?}"
            );
        }
    }

    #[test]
    fn things_side_by_side_share_the_width_with_their_gaps() {
        assert_eq!(share(310.0, 2), 150.0);
        assert_eq!(share(100.0, 1), 100.0);
    }

    /// On a phone a text button is tall enough for a finger; elsewhere it keeps its size.
    #[test]
    fn on_a_phone_buttons_are_finger_sized() {
        let height = |width: f32| {
            let ctx = egui::Context::default();
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, 800.0));
            let input = egui::RawInput {
                screen_rect: Some(screen),
                ..Default::default()
            };
            ctx.begin_pass(input);
            let mut ui = egui::Ui::new(
                ctx.clone(),
                "t".into(),
                egui::UiBuilder::new().max_rect(screen),
            );
            finger_sized(&mut ui);
            let rect = ui.button("Next").rect;
            ctx.end_pass().textures_delta.clear();
            rect.height()
        };
        assert!(height(390.0) >= FINGER, "{}", height(390.0));
        assert!(height(1280.0) < FINGER, "{}", height(1280.0));
    }

    /// The question before a new game replaces the kept one stands whole on every screen: a
    /// join link's stood at the menu's foot, below a phone's fold; every way in asks with it.
    #[test]
    fn the_replace_question_fits_every_window() {
        let setup = crate::app::play::session::Setup::new(
            crate::rules::GameId::Kimasai,
            crate::rules::GameOptions::default(),
            Opponent::Computer(crate::ai::Level::Strong),
        );
        let mut kept = Session::new(setup);
        kept.game.play_text("b2-a2").unwrap();
        let id = egui::Id::new(("replace kept game", "join"));
        for book in crate::app::ui::screens_for_tests::every_language() {
            let (question, instead, replace) = (
                book.get("join-friends-game"),
                book.get("friends-game-replaces"),
                book.get("join-anyway"),
            );
            let words = ReplaceWords {
                question: &question,
                instead: &instead,
                replace: &replace,
            };
            let what = format!("the join question in {book:?}");
            crate::app::ui::screens_for_tests::fits_every_screen(&what, id, |ctx| {
                replace_dialog(ctx, "join", &kept, &words, &book);
            });
        }
    }
}
