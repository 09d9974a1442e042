//! Game records in the app: "Record" shows the game on the board as one line to copy (with a
//! button that puts it on the clipboard), and "Open a record" on the menu reads one pasted in,
//! replays it through the rules and opens that game, asking first before it replaces a kept
//! game, or reviews it. The format is the engine's (docs/PROTOCOL.md, "Records").

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::links::session_of;
use crate::app::input::keyboard::DialogsOpen;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::review::ReviewRequest;
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Session};
use crate::app::storage::page_address::follow_the_board;
use crate::app::storage::saved_game::{SavedGame, worth_keeping};
use crate::rules::{Player, Record, Status, Tag};

/// The records dialog, when open.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub enum RecordDialog {
    #[default]
    Closed,
    /// The game's record (or the page's link to it), to copy; `copied` once it was.
    Showing {
        title: &'static str,
        line: String,
        copied: bool,
    },
    /// A record being pasted in, why the last try did not open, and what opening it does to
    /// the kept game.
    Opening {
        text: String,
        problem: Option<String>,
        note: Option<String>,
    },
}

impl RecordDialog {
    /// The dialog for pasting a record in.
    pub fn opening(text: String, problem: Option<String>) -> RecordDialog {
        RecordDialog::Opening {
            text,
            problem,
            note: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys_to_the_dialog.run_if(resource_changed::<RecordDialog>),
    )
    .add_systems(
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

/// While the dialog is open its text field takes the keys (Esc closes it, Ctrl+A selects).
fn keys_to_the_dialog(dialog: Res<RecordDialog>, mut dialogs: ResMut<DialogsOpen>) {
    let open = *dialog != RecordDialog::Closed;
    if dialogs.record != open {
        dialogs.record = open;
    }
}

fn show(
    mut contexts: EguiContexts,
    mut dialog: ResMut<RecordDialog>,
    saved: Option<Res<SavedGame>>,
    mut requests: MessageWriter<GameRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    let mut opened = false;
    // The dialog fits the window, however long the text: its field scrolls.
    let window = ctx.viewport_rect().size();
    let field_width = (window.x - 60.0).clamp(200.0, 500.0);
    let modal = egui::Modal::new(egui::Id::new("record")).show(ctx, |ui| {
        ui.set_max_width(field_width + 20.0);
        match &mut *dialog {
            RecordDialog::Closed => {}
            RecordDialog::Showing {
                title,
                line,
                copied,
            } => {
                ui.heading(*title);
                ui.label("It holds the whole game: copy it, keep it, send it.");
                text_field(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut line.as_str())
                            .desired_width(field_width)
                            .desired_rows(3),
                    );
                });
                ui.horizontal(|ui| {
                    if ui.button("Copy").clicked() {
                        ui.ctx().copy_text(line.clone());
                        *copied = true;
                    }
                    close = ui.button("Close").clicked();
                    if *copied {
                        ui.label(RichText::new("Copied").strong());
                    }
                });
            }
            RecordDialog::Opening {
                text,
                problem,
                note,
            } => {
                ui.heading("Open a record");
                ui.label(
                    "Paste a game's record or a link to a game (from \"Record\" or \"Link\"):",
                );
                text_field(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(text)
                            .desired_width(field_width)
                            .desired_rows(3)
                            .hint_text("shax first=south moves d2 d6 b4"),
                    );
                });
                // A field cleared is a fresh start: what was wrong with the old text goes.
                if text.trim().is_empty() {
                    *problem = None;
                    *note = None;
                }
                if let Some(problem) = problem.as_deref() {
                    ui.label(RichText::new(problem).color(colors::WARNING));
                }
                let replaces = saved.as_deref().and_then(kept_in_progress);
                match (note.as_deref(), &replaces) {
                    (Some(note), _) => {
                        ui.label(note);
                    }
                    (None, Some(words)) => {
                        ui.label(format!("Opening it replaces your kept game ({words})."));
                    }
                    (None, None) => {}
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
                                (close, opened) = (true, true);
                            }
                            Err(e) => {
                                *problem =
                                    Some(problem_words("This record does not open", &e.to_string()))
                            }
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
                                (close, opened) = (true, true);
                            }
                            Err(e) => {
                                *problem =
                                    Some(problem_words("This record does not open", &e.to_string()))
                            }
                        }
                    }
                    close |= ui.button("Cancel").clicked();
                });
            }
        }
    });
    if close || modal.should_close() {
        // A link left unopened leaves the address: it goes back to what the board shows.
        if matches!(*dialog, RecordDialog::Opening { .. }) && !opened {
            follow_the_board(session.as_deref(), *screen.get() == Screen::Playing);
        }
        *dialog = RecordDialog::Closed;
    }
    Ok(())
}

/// A text field that scrolls within a third of the window, so that a long text leaves the
/// dialog's buttons on screen.
fn text_field(ui: &mut egui::Ui, field: impl FnOnce(&mut egui::Ui)) {
    let most = (ui.ctx().viewport_rect().height() / 3.0).max(60.0);
    egui::ScrollArea::vertical()
        .id_salt("record text")
        .max_height(most)
        .show(ui, field);
}

/// Why a text does not open, quoting at most a short piece of it (a pasted text can be long).
pub fn problem_words(what: &str, error: &str) -> String {
    const MOST: usize = 120;
    match error.char_indices().nth(MOST) {
        Some((cut, _)) => format!("{what}: {}….", &error[..cut]),
        None => format!("{what}: {error}."),
    }
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
        // Who played each side is kept: the computer at its level.
        assert_eq!(opened.setup.opponent, Opponent::Computer(Level::Club));
        let friends = session_of("shax first=south south=South north=North moves d2").unwrap();
        assert_eq!(friends.setup.opponent, Opponent::Friend);
    }

    #[test]
    fn a_bad_record_says_which_move_and_why() {
        let error = session_of("sadeqa-iii first=south moves a a").unwrap_err();
        let error = error.to_string();
        assert!(error.starts_with("move 2, a: illegal move a:"), "{error}");
    }

    #[test]
    fn a_web_link_opens_like_its_record() {
        let opened = session_of("https://example.org/daga/#shax+first=south+moves+d2+d6").unwrap();
        assert_eq!(opened.game.move_texts(), ["d2", "d6"]);
    }

    #[test]
    fn a_long_problem_is_quoted_short() {
        let long = format!("unknown game '{}'", "x".repeat(20_000));
        let said = problem_words("This record does not open", &long);
        assert!(said.chars().count() < 200, "{said}");
        assert!(
            said.starts_with("This record does not open: unknown game 'xxx"),
            "{said}"
        );
        assert!(said.ends_with("…."));
        assert_eq!(
            problem_words("It does not open", "d2 is occupied"),
            "It does not open: d2 is occupied."
        );
    }
}
