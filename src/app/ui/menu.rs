//! The main menu: pick a game (with a picture and a line about it), the opponent, who starts,
//! the rule options, and how to play.

use bevy::prelude::*;
use bevy_egui::egui::{self, Stroke, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Level;
use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::lesson::LessonRequest;
use crate::app::play::review::ReviewRequest;
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Session};
use crate::app::sound::sounds::{PlaySound, SoundKind};
use crate::app::storage::FileNotices;
use crate::app::storage::saved_game::{NewGameAsked, ReplaceAnswer, ReplaceQuestion, SavedGame};
use crate::app::storage::settings;
use crate::app::ui::how_to_play::HowToPlayOpen;
use crate::app::ui::learn::LessonProgress;
use crate::app::ui::records::RecordDialog;
use crate::app::ui::widgets::{Replace, ReplaceWords, kept_game_words, replace_dialog, size};
use crate::lessons::course;
use crate::rules::{GameId, Player};

pub use super::choices::MenuChoices;

/// Set when the menu appears: its first choice (Continue, or the chosen game's card) takes the
/// keyboard's focus, so that arrows and Tab start from there and Enter picks it.
#[derive(Resource, Default)]
pub(super) struct FocusFirstChoice(pub(super) bool);

pub(super) fn plugin(app: &mut App) {
    settings::keep::<MenuChoices>(app);
    app.init_resource::<FileNotices>()
        .init_resource::<FocusFirstChoice>()
        .add_systems(
            OnEnter(Screen::Menu),
            |mut focus: ResMut<FocusFirstChoice>| {
                focus.0 = true;
            },
        )
        .add_systems(
            EguiPrimaryContextPass,
            menu_ui.run_if(in_state(Screen::Menu).and_then(resource_exists::<ThemeReady>)),
        );
}

/// "Seeds per hole (…):", naming the games that take the option.
fn seeds_label() -> String {
    let games: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|game| game.takes_seeds())
        .map(GameId::title)
        .collect();
    format!("Seeds per hole ({}):", games.join(", "))
}

fn mini_board(ui: &mut egui::Ui, game: GameId) {
    let (response, painter) = ui.allocate_painter(EVec2::new(150.0, 92.0), egui::Sense::hover());
    painter.rect_filled(response.rect, 6.0, colors::MINI_WOOD);
    games::card(game).draw_miniature(&painter, response.rect);
}

/// One game's card: its board in small, name, origin and a line; a click picks it (and
/// says so).
pub(super) fn game_card(
    ui: &mut egui::Ui,
    game: GameId,
    choices: &mut MenuChoices,
    focus: &mut FocusFirstChoice,
    progress: &LessonProgress,
) -> bool {
    let selected = choices.game == game;
    let frame = egui::Frame::group(ui.style())
        .fill(if selected {
            colors::CARD_CHOSEN
        } else {
            colors::CARD
        })
        .stroke(Stroke::new(
            if selected { 2.5 } else { 1.0 },
            colors::CARD_EDGE,
        ));
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
                ui.set_width(190.0);
                ui.vertical(|ui| {
                    mini_board(ui, game);
                    let card = games::card(game);
                    ui.label(egui::RichText::new(game.title()).size(20.0).strong());
                    ui.label(egui::RichText::new(card.origin()).italics());
                    ui.label(card.summary());
                    ui.label(egui::RichText::new(lessons_line(game, progress)).size(size::SMALL));
                });
            });
        })
        .response;
    if selected && std::mem::take(&mut focus.0) {
        response.request_focus();
    }
    if response.clicked() {
        choices.game = game;
    }
    response.clicked()
}

/// The card's line on the game's lessons: how many, and how many are done.
fn lessons_line(game: GameId, progress: &LessonProgress) -> String {
    let count = course(game).lessons.len();
    match progress.done(game) {
        0 => format!("{count} lessons to learn it"),
        done if done >= count => {
            format!("All {count} lessons done, {} stars", progress.stars(game))
        }
        done => format!("Lessons: {done} of {count} done"),
    }
}

/// "Learn": the game's lessons from the first not done. To someone who has done none it is
/// offered in a colour of its own.
fn learn_button(
    ui: &mut egui::Ui,
    game: GameId,
    progress: &LessonProgress,
    lessons: &mut MessageWriter<LessonRequest>,
) {
    let count = course(game).lessons.len();
    let done = progress.done(game);
    let (words, new) = match done {
        0 => (
            format!("New to {}? Learn it ({count} short lessons)", game.title()),
            true,
        ),
        n if n >= count => (format!("Lessons ({} stars)", progress.stars(game)), false),
        n => (format!("Learn: lesson {} of {count}", n + 1), false),
    };
    let button = egui::Button::new(egui::RichText::new(words).size(18.0));
    let button = if new {
        button.fill(colors::LEARN)
    } else {
        button
    };
    if ui.add(button).clicked() {
        let number = progress.next_lesson(game, count);
        lessons.write(LessonRequest::Start { game, number });
    }
}

/// "Continue" (and "Review") with what the saved game is, or why it could not be continued.
fn continue_line(
    ui: &mut egui::Ui,
    saved: &SavedGame,
    focus: &mut FocusFirstChoice,
    requests: &mut MessageWriter<GameRequest>,
    reviews: &mut MessageWriter<ReviewRequest>,
) {
    match saved {
        SavedGame::None => {}
        SavedGame::Ready(session) => {
            ui.horizontal_wrapped(|ui| {
                let button = egui::Button::new(egui::RichText::new("Continue").size(22.0))
                    .fill(colors::PLAY);
                let button = ui.add(button);
                if std::mem::take(&mut focus.0) {
                    button.request_focus();
                }
                if button.clicked() {
                    requests.write(GameRequest::Continue(session.clone()));
                }
                // Looking back on it changes nothing in it.
                if session.game.ply() > 0 && ui.button("Review").clicked() {
                    reviews.write(ReviewRequest::Open {
                        game: session.clone(),
                        at: 0,
                        came_from: None,
                    });
                }
                ui.label(kept_game_words(session));
            });
        }
        SavedGame::Refused(message) => {
            ui.label(egui::RichText::new(message).color(colors::WARNING));
        }
    }
}

/// The menu column's width: three game cards side by side.
const MENU_WIDTH: f32 = 650.0;

fn menu_ui(
    mut contexts: EguiContexts,
    question: Option<Res<ReplaceQuestion>>,
    mut answers: MessageWriter<ReplaceAnswer>,
    mut asked: MessageWriter<NewGameAsked>,
    saved: Res<SavedGame>,
    notices: Res<FileNotices>,
    mut focus: ResMut<FocusFirstChoice>,
    mut choices: ResMut<MenuChoices>,
    (mut requests, mut reviews): (MessageWriter<GameRequest>, MessageWriter<ReviewRequest>),
    mut sounds: MessageWriter<PlaySound>,
    mut exit: MessageWriter<AppExit>,
    progress: Res<LessonProgress>,
    mut lessons: MessageWriter<LessonRequest>,
    mut how_to_play: ResMut<HowToPlayOpen>,
    mut record_dialog: ResMut<RecordDialog>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "menu".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    // No fill: the window's clear colour is the panel's colour already, and painting it again
    // is one more full-window pass, which a browser drawing in software pays in every frame
    // (docs/BENCHMARKS.md has the figures).
    let unpainted = egui::Frame::central_panel(root.style()).fill(egui::Color32::TRANSPARENT);
    egui::CentralPanel::default().frame(unpainted).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(8.0);
                ui.heading(egui::RichText::new("Daga").size(34.0).strong());
                ui.label("Three board games from East Africa");
                ui.add_space(10.0);
            });
            // One column, centred: on a wide window the menu stands under its title; on a
            // narrow one it keeps clear of the scroll bar, which floats over the right edge.
            let scroll_bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
            let column = (ui.available_width() - 2.0 * scroll_bar).min(MENU_WIDTH);
            let margin = ((ui.available_width() - column) / 2.0).max(0.0);
            ui.horizontal(|ui| {
                ui.add_space(margin);
                ui.vertical(|ui| {
                    ui.set_width(column);
                    continue_line(ui, &saved, &mut focus, &mut requests, &mut reviews);
                    for notice in &notices.0 {
                        ui.label(egui::RichText::new(notice).color(colors::WARNING));
                    }
                    // As many cards a row as fit: three on a desktop, one on a phone held upright.
                    let per_row = ((ui.available_width() + 8.0) / 214.0)
                        .floor()
                        .clamp(1.0, 3.0) as usize;
                    for row in GameId::ALL.chunks(per_row) {
                        ui.horizontal(|ui| {
                            for &game in row {
                                if game_card(ui, game, &mut choices, &mut focus, &progress) {
                                    sounds.write(SoundKind::Click.into());
                                }
                            }
                        });
                    }
                    ui.add_space(10.0);
                    ui.group(|ui| {
                        ui.label(egui::RichText::new("Opponent").strong());
                        ui.horizontal_wrapped(|ui| {
                            ui.radio_value(
                                &mut choices.against_computer,
                                false,
                                "A friend on this screen",
                            );
                            ui.radio_value(&mut choices.against_computer, true, "The computer");
                        });
                        if choices.against_computer {
                            ui.horizontal_wrapped(|ui| {
                                for level in Level::ALL {
                                    ui.selectable_value(
                                        &mut choices.level,
                                        level,
                                        format!("{} {}", level.number(), level.name()),
                                    );
                                }
                            });
                            ui.label(choices.level.describe(choices.game));
                        }
                        ui.horizontal_wrapped(|ui| {
                            ui.label("Who starts:");
                            let (south, north) = if choices.against_computer {
                                ("You", "The computer")
                            } else {
                                ("South", "North")
                            };
                            // Each side with what marks it on the board.
                            let narrator = games::narrator(choices.game);
                            // The menu shows no board yet: its words are those of a board
                            // not turned.
                            let marks = |player| narrator.side_words(player, false);
                            let south = format!("{south} — {}", marks(Player::South));
                            let north = format!("{north} — {}", marks(Player::North));
                            ui.radio_value(&mut choices.first, Player::South, south);
                            ui.radio_value(&mut choices.first, Player::North, north);
                        });
                        // Always laid out, so that choosing a game never moves the buttons below.
                        ui.add_enabled_ui(choices.game.takes_seeds(), |ui| {
                            ui.horizontal_wrapped(|ui| {
                                ui.label(seeds_label());
                                ui.radio_value(&mut choices.seeds, 6, "6");
                                ui.radio_value(&mut choices.seeds, 4, "4 (all over Welega)");
                            });
                        });
                    });
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        let start = egui::Button::new(
                            egui::RichText::new(format!("Play {}", choices.game.title())).size(22.0),
                        )
                        .fill(colors::PLAY);
                        if ui.add(start).clicked() {
                            asked.write(NewGameAsked(choices.setup()));
                        }
                        learn_button(ui, choices.game, &progress, &mut lessons);
                        #[cfg(not(target_arch = "wasm32"))]
                        if ui.button("Quit").clicked() {
                            exit.write(AppExit::Success);
                        }
                    });
                    ui.add_space(8.0);
                    let rules = format!("How to play {}: the rules in pictures", choices.game.title());
                    ui.horizontal(|ui| {
                        if ui.button(rules).clicked() {
                            how_to_play.0 = Some(choices.game);
                        }
                        if ui.button("Open a record").clicked() {
                            *record_dialog = RecordDialog::opening(String::new(), None);
                        }
                    });
                    ui.label(
                        egui::RichText::new(
                            "Keys: arrows or Tab choose, Enter picks, Esc cancels, U undoes, R redoes.",
                        )
                        .weak(),
                    );
                });
            });
        });
    });
    if let (Some(question), SavedGame::Ready(kept)) = (question, &*saved) {
        replace_kept_game(ctx, &question, kept, &mut answers);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = &mut exit;
    Ok(())
}

/// A new game would replace the one kept for "Continue": asked first, since that loses it.
fn replace_kept_game(
    ctx: &egui::Context,
    question: &ReplaceQuestion,
    kept: &Session,
    answers: &mut MessageWriter<ReplaceAnswer>,
) {
    let instead = format!(
        "A new game of {} replaces it, and it cannot be continued.",
        question.0.game.title()
    );
    let words = ReplaceWords {
        question: "Start a new game?",
        instead: &instead,
        replace: "New game",
    };
    match replace_dialog(ctx, "menu", kept, &words) {
        Some(Replace::Keep) => {
            answers.write(ReplaceAnswer::KeepIt);
        }
        Some(Replace::Replace) => {
            answers.write(ReplaceAnswer::NewGame);
        }
        None => {}
    }
}
