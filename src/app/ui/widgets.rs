//! The app's widgets as functions, in the manner of bevy_new_2d's `theme/widget.rs`: one type
//! scale, and the one dialog that asks before the kept game is replaced.

use bevy_egui::egui::{self, RichText};

use crate::app::play::match_play::streak_line;
use crate::app::play::session::{Opponent, Session};

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

/// The kept game in a few words: "Shax against the computer (Casual), 27 moves played".
pub fn kept_game_words(session: &Session) -> String {
    let setup = &session.setup;
    let against = match setup.opponent {
        Opponent::Friend => "with a friend".to_string(),
        Opponent::Computer(level) => format!("against the computer ({})", level.name()),
    };
    let progress = match session.game.ply() {
        // A match kept between its games: what it stands at.
        0 => streak_line(setup.game, session.streak(), |p| setup.side_name(p))
            .unwrap_or_else(|| "no move played".to_string()),
        1 => "1 move played".to_string(),
        n => format!("{n} moves played"),
    };
    format!("{} {against}, {progress}", setup.game.title())
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
    words: &ReplaceWords,
) -> Option<Replace> {
    let id = egui::Id::new(("replace kept game", id));
    let mut answer = None;
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width((ctx.viewport_rect().width() - 40.0).clamp(200.0, 440.0));
        ui.label(RichText::new(words.question).size(size::TITLE).strong());
        ui.label(
            RichText::new(format!(
                "Your game is kept for \"Continue\": {}.",
                kept_game_words(kept)
            ))
            .size(size::BODY),
        );
        ui.label(RichText::new(words.instead).size(size::BODY));
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            let keep = ui.add(egui::Button::new(
                RichText::new("Keep my game").size(size::ACTION),
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
            let replace = egui::Button::new(RichText::new(words.replace).size(size::ACTION));
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
