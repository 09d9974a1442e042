//! The game-over panel: the result, the final score, and what to do next.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::board::layout::BoardTurned;
use crate::app::paint::palette::egui as colors;
use crate::app::play::match_play::streak_line;
use crate::app::play::review::ReviewRequest;
use crate::app::play::session::{GameRequest, Session};
use crate::app::ui::narration::{session_result, side_chip};
use crate::app::ui::widgets::{action_button, plain_button, size, space};
use crate::app::words::{Phrasebook, Words};
use crate::rules::Player;

/// Set when the game-over panel appears: its first choice, "Play again", takes the keyboard's
/// focus, so that Enter plays again and Tab goes on to "Undo", "Review" and "Menu".
#[derive(Resource, Default)]
pub(super) struct FocusPlayAgain(pub bool);

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut focus: ResMut<FocusPlayAgain>,
    mut requests: MessageWriter<GameRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    (turned, words): (Res<BoardTurned>, Res<Words>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let focus = std::mem::take(&mut focus.0);
    match panel(ctx, &session, *turned, focus, &words) {
        Some(Chosen::PlayAgain) => {
            requests.write(GameRequest::PlayAgain);
        }
        Some(Chosen::Menu) => {
            requests.write(GameRequest::BackToMenu);
        }
        Some(Chosen::Undo) => {
            requests.write(GameRequest::Undo);
        }
        Some(Chosen::Review) => {
            reviews.write(ReviewRequest::Open {
                game: Box::new(session.clone()),
                at: session.game.ply(),
                came_from: Some(Box::new(session.clone())),
            });
        }
        None => {}
    }
    Ok(())
}

/// What the player chose on the panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Chosen {
    PlayAgain,
    Menu,
    Undo,
    Review,
}

/// The panel, no wider than the window (on a phone its buttons in a row ran off both sides);
/// `focus` gives its first button the keyboard.
fn panel(
    ctx: &egui::Context,
    session: &Session,
    turned: BoardTurned,
    focus: bool,
    words: &Phrasebook,
) -> Option<Chosen> {
    let setup = session.setup;
    let score = session.game.score();
    let width = (ctx.viewport_rect().width() - 40.0).clamp(200.0, 460.0);
    let mut chosen = None;
    egui::Window::new(words.get("game-over"))
        .id(egui::Id::new("game over"))
        .collapsible(false)
        .resizable(false)
        .max_width(width)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.set_max_width(width);
            if let Some(result) = session_result(session, words) {
                ui.label(
                    RichText::new(result.headline)
                        .size(size::TITLE + 2.0)
                        .strong(),
                );
                ui.label(RichText::new(sentence(&result.reason)).size(17.0));
            }
            let named = |p| setup.side_called(p, words);
            if let Some(line) = streak_line(setup.game, session.streak(), named, words) {
                let next = words.with("winner-places-first", &[("streak", line.into())]);
                ui.label(RichText::new(next).size(17.0).strong());
            }
            for player in Player::BOTH {
                let taken = score[player.index()];
                let line = side_chip(&setup, player, turned, taken, words);
                ui.label(RichText::new(line).size(16.0));
            }
            ui.add_space(space::GAP);
            ui.horizontal_wrapped(|ui| {
                // Online, a new game is a new invitation, from the menu.
                let online = session.online.is_some();
                let again = words.get(if online { "menu" } else { "play-again" });
                let again = action_button(ui, again, Some(colors::PLAY), 140.0);
                if focus {
                    again.request_focus();
                }
                if again.clicked() {
                    chosen = Some(if online {
                        Chosen::Menu
                    } else {
                        Chosen::PlayAgain
                    });
                }
                let can_undo = session.moves_to_take_back() > 0;
                let undo = words.get("undo");
                let undo = ui.add_enabled_ui(can_undo, |ui| plain_button(ui, undo, 80.0));
                if undo.inner.clicked() {
                    chosen = Some(Chosen::Undo);
                }
                if plain_button(ui, words.get("menu-review"), 90.0).clicked() {
                    chosen = Some(Chosen::Review);
                }
                if !online && plain_button(ui, words.get("menu"), 80.0).clicked() {
                    chosen = Some(Chosen::Menu);
                }
            });
        });
    chosen
}

/// `reason` as a sentence: a capital first letter and a full stop.
fn sentence(reason: &str) -> String {
    let mut chars = reason.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::session::{Opponent, Setup};
    use crate::app::ui::screens_for_tests::fits_every_screen;
    use crate::rules::Record;

    /// The panel stands whole on every screen: on a phone it was cut off on both sides ("he
    /// computer wins", the Menu button clipped).
    #[test]
    fn the_panel_fits_every_window() {
        let record = "sadeqa-iii first=south seeds=4 moves h F c C c E b B g B e A h E b B g D \
                      c A d A c F e C f D b A d C g A h C b F a D d G f D h C";
        let (record, game) = Record::read(record).unwrap();
        assert!(game.status().is_over());
        let setup = Setup::new(
            record.game,
            record.options,
            Opponent::Computer(crate::ai::Level::Casual),
        );
        let session = Session {
            game,
            ..Session::new(setup)
        };
        for words in crate::app::ui::screens_for_tests::every_language() {
            let what = format!("the game-over panel in {words:?}");
            fits_every_screen(&what, egui::Id::new("game over"), |ctx| {
                panel(ctx, &session, BoardTurned::default(), false, &words);
            });
        }
    }
}
