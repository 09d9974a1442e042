//! Game records in the app: "Record" shows the game on the board as one line to copy (with a
//! button that puts it on the clipboard), and "Open a record" on the menu reads one pasted in,
//! replays it through the rules and opens that game, asking first before it replaces a kept
//! game, or reviews it. The format is the engine's (docs/PROTOCOL.md, "Records").

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::links::{how_it_leaves, replaces_kept_game};
use super::record_problems::problem_words;
use super::widgets::{Replace, ReplaceWords, action_button, plain_button, replace_dialog, size};
use crate::app::input::keyboard::DialogsOpen;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::by_link::{NewestMove, session_of};
use crate::app::play::record_names;
use crate::app::play::review::ReviewRequest;
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Session};
use crate::app::storage::page_address::follow_the_board;
use crate::app::storage::saved_game::SavedGame;
use crate::app::words::{Phrasebook, Words};
use crate::rules::{Record, Status, Tag};

/// The records dialog, when open.
#[derive(Resource, Default, Debug, Clone)]
pub enum RecordDialog {
    #[default]
    Closed,
    /// The game's record (or the page's link to it), to copy; `copied` once it was.
    Showing {
        /// The title's message id (`assets/words`).
        title: &'static str,
        line: String,
        copied: bool,
    },
    /// A record being pasted in, and why the last try did not open.
    Opening {
        text: String,
        problem: Option<String>,
    },
    /// A game to open that would replace the kept game (a record or a link), waiting for the
    /// player's answer: what it does to the kept game, and a link's newest move to show played.
    Replacing {
        session: Box<Session>,
        newest: Option<NewestMove>,
        note: String,
    },
}

impl RecordDialog {
    /// The dialog for pasting a record in.
    pub fn opening(text: String, problem: Option<String>) -> RecordDialog {
        RecordDialog::Opening { text, problem }
    }

    pub fn is_open(&self) -> bool {
        !matches!(self, RecordDialog::Closed)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys_to_the_dialog.run_if(resource_changed::<RecordDialog>),
    )
    .add_systems(
        EguiPrimaryContextPass,
        show.run_if(resource_exists::<ThemeReady>.and_then(|d: Res<RecordDialog>| d.is_open())),
    );
}

/// The record of the game on the board, with its players and result as tags; `None` for a game
/// that did not start from a start position (a lesson).
pub fn record_of(session: &Session) -> Option<String> {
    let mut tags = record_names::players_tags(&session.setup);
    if let status @ Status::Over { .. } = session.status() {
        tags.push((Tag::Result, status.to_string().replace(' ', "-")));
    }
    Record::of(&session.game, tags).map(|record| record.to_string())
}

/// While the dialog is open its text field takes the keys (Esc closes it, Ctrl+A selects).
fn keys_to_the_dialog(dialog: Res<RecordDialog>, mut dialogs: ResMut<DialogsOpen>) {
    let open = dialog.is_open();
    if dialogs.record != open {
        dialogs.record = open;
    }
}

/// What the player did in the dialog this frame.
enum Answer {
    Nothing,
    Close,
    /// Open this game (asked first when it would replace the kept one).
    Open(Box<Session>),
    /// Look back on this game, which replaces nothing.
    Review(Box<Session>),
    /// Open this game, the kept one replaced as the player said.
    Replace(Box<Session>, Option<NewestMove>),
}

fn show(
    mut contexts: EguiContexts,
    mut dialog: ResMut<RecordDialog>,
    saved: Option<Res<SavedGame>>,
    mut requests: MessageWriter<GameRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    session: Option<Res<Session>>,
    (screen, words): (Res<State<Screen>>, Res<Words>),
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = answer_of(ctx, &mut dialog, saved.as_deref(), &words);
    let unopened = matches!(
        *dialog,
        RecordDialog::Opening { .. } | RecordDialog::Replacing { .. }
    );
    match answer {
        Answer::Nothing => {}
        Answer::Close => {
            // A link left unopened leaves the address: it goes back to what the board shows.
            if unopened {
                follow_the_board(session.as_deref(), *screen.get() == Screen::Playing);
            }
            *dialog = RecordDialog::Closed;
        }
        Answer::Open(opened) => match saved.as_deref() {
            Some(SavedGame::Ready(kept)) if replaces_kept_game(saved.as_deref(), &opened) => {
                let note = how_it_leaves(&opened, kept, &words);
                *dialog = RecordDialog::Replacing {
                    session: opened,
                    newest: None,
                    note,
                };
            }
            _ => {
                requests.write(GameRequest::Continue(opened));
                *dialog = RecordDialog::Closed;
            }
        },
        Answer::Review(game) => {
            reviews.write(ReviewRequest::Open {
                game,
                at: 0,
                came_from: None,
            });
            *dialog = RecordDialog::Closed;
        }
        Answer::Replace(opened, newest) => {
            if let Some(newest) = newest {
                commands.insert_resource(newest);
            }
            requests.write(GameRequest::Continue(opened));
            *dialog = RecordDialog::Closed;
        }
    }
    Ok(())
}

/// The dialog's width: it fits the window, however long the text (its field scrolls).
fn dialog_width(ctx: &egui::Context) -> f32 {
    (ctx.viewport_rect().width() - 60.0).clamp(200.0, 500.0)
}

/// The game's record or link, to select and copy.
/// What the player did in the dialog this frame.
fn answer_of(
    ctx: &egui::Context,
    dialog: &mut RecordDialog,
    saved: Option<&SavedGame>,
    words: &Phrasebook,
) -> Answer {
    match dialog {
        RecordDialog::Closed => Answer::Nothing,
        RecordDialog::Showing {
            title,
            line,
            copied,
        } => showing(ctx, &words.get(title), line, copied, words),
        RecordDialog::Opening { text, problem } => opening(ctx, text, problem, words),
        RecordDialog::Replacing {
            session: opened,
            newest,
            note,
        } => match saved {
            Some(SavedGame::Ready(kept)) => {
                let asked = ReplaceWords {
                    question: &words.get("open-this-game"),
                    instead: note,
                    replace: &words.get("open-it"),
                };
                match replace_dialog(ctx, "records", kept, &asked, words) {
                    Some(Replace::Replace) => Answer::Replace(opened.clone(), *newest),
                    Some(Replace::Keep) => Answer::Close,
                    None => Answer::Nothing,
                }
            }
            _ => Answer::Replace(opened.clone(), *newest),
        },
    }
}

fn showing(
    ctx: &egui::Context,
    title: &str,
    line: &str,
    copied: &mut bool,
    words: &Phrasebook,
) -> Answer {
    let width = dialog_width(ctx);
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::new("record")).show(ctx, |ui| {
        ui.set_max_width(width + 20.0);
        ui.label(RichText::new(title).size(size::TITLE).strong());
        ui.label(words.get("record-holds-the-game"));
        text_field(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut &*line)
                    .desired_width(width)
                    .desired_rows(3),
            );
        });
        // Wrapped: "Copied" beside the buttons ran off a 320-point phone in Somali.
        ui.horizontal_wrapped(|ui| {
            if action_button(ui, words.get("record-copy"), None, 100.0).clicked() {
                ui.ctx().copy_text(line.to_string());
                *copied = true;
            }
            close = plain_button(ui, words.get("record-close"), 90.0).clicked();
            if *copied {
                ui.label(RichText::new(words.get("copied")).strong());
            }
        });
    });
    match close || modal.should_close() {
        true => Answer::Close,
        false => Answer::Nothing,
    }
}

/// A record or link pasted in, to open or to review; what is wrong with it, once tried.
fn opening(
    ctx: &egui::Context,
    text: &mut String,
    problem: &mut Option<String>,
    words: &Phrasebook,
) -> Answer {
    let width = dialog_width(ctx);
    let mut answer = Answer::Nothing;
    let modal = egui::Modal::new(egui::Id::new("record")).show(ctx, |ui| {
        ui.set_max_width(width + 20.0);
        let title = words.get("menu-open-record");
        ui.label(RichText::new(title).size(size::TITLE).strong());
        ui.label(words.get("record-paste"));
        text_field(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(text)
                    .desired_width(width)
                    .desired_rows(3)
                    // not the player's: a record, the same in every language
                    .hint_text("shax first=south moves d2 d6 b4"),
            );
        });
        // A field cleared is a fresh start: what was wrong with the old text goes.
        if text.trim().is_empty() {
            *problem = None;
        }
        if let Some(problem) = problem.as_deref() {
            ui.label(RichText::new(problem).color(colors::WARNING));
        }
        // Wrapped: Oromo's three buttons ran off a 320-point phone in one row.
        ui.horizontal_wrapped(|ui| {
            // Nothing to open in an empty box: the buttons say so by standing greyed.
            let something = !text.trim().is_empty();
            let open = ui
                .add_enabled_ui(something, |ui| {
                    action_button(ui, words.get("record-open"), None, 100.0)
                })
                .inner
                .clicked();
            // Looking back on a game replaces nothing.
            let review = ui
                .add_enabled_ui(something, |ui| {
                    plain_button(ui, words.get("record-review-it"), 100.0)
                })
                .inner
                .clicked();
            if open || review {
                match session_of(text) {
                    Ok(session) if open => answer = Answer::Open(Box::new(session)),
                    Ok(session) => answer = Answer::Review(Box::new(session)),
                    Err(e) => {
                        let what = "record-does-not-open";
                        *problem = Some(problem_words(what, text, &e, words))
                    }
                }
            }
            if plain_button(ui, words.get("online-cancel"), 90.0).clicked() {
                answer = Answer::Close;
            }
        });
    });
    if matches!(answer, Answer::Nothing) && modal.should_close() {
        answer = Answer::Close;
    }
    answer
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

#[cfg(test)]
mod tests {
    use super::*;

    fn english() -> Phrasebook {
        Phrasebook::new(crate::app::words::Language::English)
    }
    use crate::ai::Level;
    use crate::app::play::session::{Opponent, Setup};
    use crate::app::ui::screens_for_tests::fits_every_screen;
    use crate::rules::{GameId, GameOptions};

    #[test]
    fn a_games_record_names_its_players_and_opens_the_same_game() {
        let setup = Setup::new(
            GameId::Shax,
            GameOptions::default(),
            Opponent::Computer(Level::Club),
        );
        let mut session = Session::new(setup);
        for mv in ["d2", "d6", "b4"] {
            session.game.play_text(mv).unwrap();
        }
        let line = record_of(&session).unwrap();
        assert_eq!(line, "shax first=south north=computer-3 moves d2 d6 b4");
        let opened = session_of(&line).unwrap();
        assert_eq!(opened.game.position_text(), session.game.position_text());
        // Who played each side is kept: the computer at its level.
        assert_eq!(opened.setup.opponent(), Opponent::Computer(Level::Club));
        let friends = session_of("shax first=south south=South north=North moves d2").unwrap();
        assert_eq!(friends.setup.opponent(), Opponent::Friend);
    }

    /// Both of the records' dialogs stand whole on every screen, with a long record in them.
    #[test]
    fn the_dialogs_fit_every_window() {
        let moves = "d2 d6 b4 f4 ".repeat(30);
        let line = format!("shax first=south south=You north=Computer_(Club) moves {moves}");
        let id = egui::Id::new("record");
        for words in crate::app::ui::screens_for_tests::every_language() {
            let mut copied = true;
            let title = words.get("record-title");
            fits_every_screen(&format!("a record shown in {words:?}"), id, |ctx| {
                showing(ctx, &title, &line, &mut copied, &words);
            });
            let mut text = line.clone();
            let broken = format!("{line} zz9");
            let error = session_of(&broken).unwrap_err();
            let mut problem = Some(problem_words(
                "record-does-not-open",
                &broken,
                &error,
                &words,
            ));
            fits_every_screen(&format!("Open a record in {words:?}"), id, |ctx| {
                opening(ctx, &mut text, &mut problem, &words);
            });
        }
    }

    #[test]
    fn a_bad_record_says_which_move_and_why() {
        let record = "sadeqa-iii first=south moves a a";
        let error = session_of(record).unwrap_err();
        let said = problem_words("record-does-not-open", record, &error, &english());
        assert!(
            said.starts_with("This record does not open: move 2, “a”, is not allowed — "),
            "{said}"
        );
    }

    #[test]
    fn a_web_link_opens_like_its_record() {
        let opened = session_of("https://example.org/daga/#shax+first=south+moves+d2+d6").unwrap();
        assert_eq!(opened.game.move_texts(), ["d2", "d6"]);
    }

    #[test]
    fn the_open_dialog_fits_a_phone_with_a_long_link_in_it() {
        let window = egui::vec2(390.0, 844.0);
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::paint::theme::fonts());
        let mut text = format!("https://x.org/#shax+moves+{}", "q+".repeat(10_000));
        let error = session_of(&text).unwrap_err();
        let what = "link-does-not-open";
        let mut problem = Some(problem_words(what, &text, &error, &english()));
        for _ in 0..3 {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, window)),
                ..Default::default()
            });
            opening(&ctx, &mut text, &mut problem, &english());
            ctx.end_pass().textures_delta.clear();
        }
        let dialog = ctx
            .memory(|memory| memory.area_rect(egui::Id::new("record")))
            .expect("the dialog was laid out");
        assert!(
            dialog.top() >= 0.0 && dialog.bottom() <= window.y && dialog.right() <= window.x,
            "{dialog:?} in {window:?}"
        );
    }
}
