//! Game records in the app: "Record" shows the game on the board as one line to copy (with a
//! button that puts it on the clipboard), and "Open a record" on the menu reads one pasted in,
//! replays it through the rules and opens that game, asking first before it replaces a kept
//! game, or reviews it. The format is the engine's (docs/PROTOCOL.md, "Records").

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::links::session_of;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::review::ReviewRequest;
use crate::app::play::session::{GameRequest, Session};
use crate::app::storage::saved_game::{SavedGame, worth_keeping};
use crate::rules::{Player, Record, Status, Tag};

/// The records dialog, when open.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub enum RecordDialog {
    #[default]
    Closed,
    /// The game's record (or the page's link to it), to copy.
    Showing { title: &'static str, line: String },
    /// A record being pasted in, and why the last try did not open.
    Opening {
        text: String,
        problem: Option<String>,
    },
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.run_if(
            resource_exists::<ThemeReady>
                .and_then(|d: Res<RecordDialog>| *d != RecordDialog::Closed),
        ),
    );
}

/// The record of the game on the board, with its players and result as tags; `None` for a game
/// that did not start from a start position (a lesson).
pub fn record_of(session: &Session) -> Option<String> {
    let mut tags: Vec<(Tag, String)> = Player::BOTH
        .map(|player| (Tag::player(player), session.setup.side_name(player)))
        .to_vec();
    if let status @ Status::Over { .. } = session.game.status() {
        tags.push((Tag::Result, status.to_string().replace(' ', "-")));
    }
    Record::of(&session.game, tags).map(|record| record.to_string())
}

fn show(
    mut contexts: EguiContexts,
    mut dialog: ResMut<RecordDialog>,
    saved: Option<Res<SavedGame>>,
    mut requests: MessageWriter<GameRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::new("record")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        match &mut *dialog {
            RecordDialog::Closed => {}
            RecordDialog::Showing { title, line } => {
                ui.heading(*title);
                ui.label("It holds the whole game: copy it, keep it, send it.");
                ui.add(
                    egui::TextEdit::multiline(&mut line.as_str())
                        .desired_width(500.0)
                        .desired_rows(3),
                );
                ui.horizontal(|ui| {
                    if ui.button("Copy").clicked() {
                        ui.ctx().copy_text(line.clone());
                    }
                    close = ui.button("Close").clicked();
                });
            }
            RecordDialog::Opening { text, problem } => {
                ui.heading("Open a record");
                ui.label(
                    "Paste a game's record or a link to a game (from \"Record\" or \"Link\"):",
                );
                ui.add(
                    egui::TextEdit::multiline(text)
                        .desired_width(500.0)
                        .desired_rows(3)
                        .hint_text("shax first=south moves d2 d6 b4"),
                );
                if let Some(problem) = problem.as_deref() {
                    ui.label(RichText::new(problem).color(colors::WARNING));
                }
                let replaces = saved.as_deref().and_then(kept_in_progress);
                if let Some(words) = &replaces {
                    ui.label(format!("Opening it replaces your kept game ({words})."));
                }
                ui.horizontal(|ui| {
                    let open = match replaces {
                        Some(_) => "Replace it and open",
                        None => "Open",
                    };
                    if ui.button(RichText::new(open).strong()).clicked() {
                        match session_of(text) {
                            Ok(session) => {
                                requests.write(GameRequest::Continue(Box::new(session)));
                                close = true;
                            }
                            Err(e) => *problem = Some(format!("This record does not open: {e}.")),
                        }
                    }
                    // Looking back on a game replaces nothing.
                    if ui.button("Review it").clicked() {
                        match session_of(text) {
                            Ok(session) => {
                                reviews.write(ReviewRequest::Open {
                                    game: Box::new(session),
                                    at: 0,
                                    came_from: None,
                                });
                                close = true;
                            }
                            Err(e) => *problem = Some(format!("This record does not open: {e}.")),
                        }
                    }
                    close |= ui.button("Cancel").clicked();
                });
            }
        }
    });
    if close || modal.should_close() {
        *dialog = RecordDialog::Closed;
    }
    Ok(())
}

/// The kept game in a few words, if there is one worth keeping that opening would replace.
fn kept_in_progress(saved: &SavedGame) -> Option<String> {
    match saved {
        SavedGame::Ready(session) if worth_keeping(session) => Some(format!(
            "{}, {} moves played",
            session.setup.game.title(),
            session.game.ply()
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::play::session::{Opponent, Setup};
    use crate::rules::{GameId, GameOptions};

    #[test]
    fn a_games_record_names_its_players_and_opens_the_same_game() {
        let setup = Setup {
            game: GameId::Shax,
            options: GameOptions::default(),
            opponent: Opponent::Computer(Level::Club),
        };
        let mut session = Session::new(setup);
        for mv in ["d2", "d6", "b4"] {
            session.game.play_text(mv).unwrap();
        }
        let line = record_of(&session).unwrap();
        assert_eq!(
            line,
            "shax first=south south=You north=Computer_(Club) moves d2 d6 b4"
        );
        let opened = session_of(&line).unwrap();
        assert_eq!(opened.game.position_text(), session.game.position_text());
        assert_eq!(opened.setup.opponent, Opponent::Friend);
    }

    #[test]
    fn a_bad_record_says_which_move_and_why() {
        let error = session_of("sadeqa-iii first=south moves a a").unwrap_err();
        assert!(error.starts_with("move 2, a: illegal move a:"), "{error}");
    }
}
