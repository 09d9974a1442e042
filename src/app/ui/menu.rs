//! The title screen: the three games as cards across the window, the choices for the chosen
//! one, one Play and one Learn, all centred at every size.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::{Errs, Level};
use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::PHONE_WIDTH;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::lesson::LessonRequest;
use crate::app::play::puzzle::PuzzleRequest;
use crate::app::play::review::ReviewRequest;
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Session};
use crate::app::sound::sounds::{PlaySound, SoundKind};
use crate::app::storage::FileNotices;
use crate::app::storage::progress::PlayerProgress;
use crate::app::storage::saved_game::{NewGameAsked, ReplaceAnswer, ReplaceQuestion, SavedGame};
use crate::app::storage::settings;
use crate::app::ui::game_cards::{
    CardShape, fit_pictures, game_card, measure_cards_anew, picture_cap,
};
use crate::app::ui::how_to_play::HowToPlayOpen;
use crate::app::ui::learn::LessonProgress;
use crate::app::ui::online_menu::{OnlinePart, invite, join_panel, online_choices};
use crate::app::ui::puzzles::{self, NextStep, puzzle_row};
use crate::app::ui::records::RecordDialog;
use crate::app::ui::widgets::{
    Replace, ReplaceWords, action_button, centred_column, choices_named, finger_sized,
    kept_game_words, level_word, panel, plain_button, replace_dialog, share, shared_action_button,
    shared_plain_button, size, space,
};
use crate::app::ui::your_games::YourGamesOpen;
use crate::app::words::{Phrasebook, Words};
use crate::lessons::course;
use crate::rules::{GameId, Player};

pub use super::choices::MenuChoices;
pub use super::game_cards::FocusFirstChoice;

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

/// What the menu shows and changes.
#[derive(SystemParam)]
struct MenuState<'w> {
    saved: Res<'w, SavedGame>,
    notices: Res<'w, FileNotices>,
    progress: Res<'w, LessonProgress>,
    played: Res<'w, PlayerProgress>,
    your_games: ResMut<'w, YourGamesOpen>,
    question: Option<Res<'w, ReplaceQuestion>>,
    focus: ResMut<'w, FocusFirstChoice>,
    choices: ResMut<'w, MenuChoices>,
    how_to_play: ResMut<'w, HowToPlayOpen>,
    record_dialog: ResMut<'w, RecordDialog>,
    words: Res<'w, Words>,
}

/// What the menu asks of the rest of the app.
#[derive(SystemParam)]
struct MenuActions<'w> {
    answers: MessageWriter<'w, ReplaceAnswer>,
    asked: MessageWriter<'w, NewGameAsked>,
    requests: MessageWriter<'w, GameRequest>,
    reviews: MessageWriter<'w, ReviewRequest>,
    sounds: MessageWriter<'w, PlaySound>,
    exit: MessageWriter<'w, AppExit>,
    lessons: MessageWriter<'w, LessonRequest>,
    puzzles: MessageWriter<'w, PuzzleRequest>,
}

/// Cards stand three across from this width on (points); below it they lie one under another.
const CARDS_ACROSS_FROM: f32 = 3.0 * 220.0 + 2.0 * space::GAP;
/// The widest a standing card grows.
const WIDEST_CARD: f32 = 320.0;
/// The choices and the buttons under the cards are at most this wide.
const CHOICES_WIDTH: f32 = 640.0;

/// How the menu is laid out in the width there is.
#[derive(Copy, Clone, Debug, PartialEq)]
struct MenuLayout {
    /// The cards' shape, and the width of the column they make.
    card: CardShape,
    cards_width: f32,
    /// The width of the choices and buttons under them.
    choices_width: f32,
    wide: bool,
}

impl MenuLayout {
    /// The layout for a column `width` wide, standing cards' pictures at most `tallest` high.
    fn for_size(width: f32, tallest: f32) -> MenuLayout {
        let usable = (width - 24.0).max(200.0);
        if usable >= CARDS_ACROSS_FROM {
            let card = share(usable, 3).min(WIDEST_CARD);
            MenuLayout {
                card: CardShape::Standing {
                    width: card,
                    tallest_picture: tallest,
                },
                cards_width: 3.0 * card + 2.0 * space::GAP,
                choices_width: CHOICES_WIDTH,
                wide: true,
            }
        } else {
            let width = usable.min(CHOICES_WIDTH);
            MenuLayout {
                card: CardShape::Lying { width },
                cards_width: width,
                choices_width: width,
                wide: false,
            }
        }
    }
}

fn menu_ui(
    mut contexts: EguiContexts,
    mut state: MenuState,
    mut actions: MenuActions,
    mut online: OnlinePart,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    measure_cards_anew(ctx);
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
    // How far the first screen, down to How to play, runs past the window's foot.
    let mut overflow = 0.0;
    let docked = play_and_learn_docked(ctx);
    if docked {
        // No line across the window: the menu's edges stay clear (the phone check looks there).
        let bar = egui::Panel::bottom("menu play and learn").show_separator_line(false);
        bar.show(&mut root, |ui| {
            ui.add_space(space::GAP);
            let layout = MenuLayout::for_size(ui.available_width(), picture_cap(ui.ctx()));
            centred_column(ui, layout.choices_width, |ui| {
                play_and_learn(ui, &state, &mut actions, &mut online);
            });
            ui.add_space(space::GAP);
        });
    }
    egui::CentralPanel::default()
        .frame(unpainted)
        .show(&mut root, |ui| {
            let room = ui.max_rect().height();
            egui::ScrollArea::vertical().show(ui, |ui| {
                let content_top = ui.cursor().top();
                // The scroll bar floats over the right edge: the menu keeps clear of it.
                let scroll_bar =
                    ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
                let layout = MenuLayout::for_size(
                    ui.available_width() - 2.0 * scroll_bar,
                    picture_cap(ui.ctx()),
                );
                // The tagline wraps clear of the scroll bar, as the cards do.
                centred_column(ui, layout.cards_width, |ui| {
                    title(ui, layout.wide, &state.words)
                });
                centred_column(ui, layout.cards_width, |ui| {
                    continue_line(ui, &mut state, &mut actions);
                    cards(ui, layout, &mut state, &mut actions);
                });
                ui.add_space(space::SECTION);
                centred_column(ui, layout.choices_width, |ui| {
                    choices_panel(ui, &mut state.choices, &mut online, &state.words);
                    ui.add_space(space::SECTION);
                    if !docked {
                        play_and_learn(ui, &state, &mut actions, &mut online);
                    }
                    if state.choices.is_online() {
                        ui.add_space(space::GAP);
                        join_panel(ui, &state.choices, &state.saved, &mut online);
                    }
                    ui.add_space(space::GAP);
                    next_step(ui, &state, &mut actions);
                    if let Some(asked) =
                        puzzle_row(ui, state.choices.game, &state.played.0, &state.words)
                    {
                        actions.puzzles.write(asked);
                    }
                    ui.add_space(space::GAP);
                    more_buttons(ui, &mut state, &mut actions);
                    overflow = ui.cursor().top() - content_top - room;
                    // A phone has no keys to speak of.
                    if ui.ctx().viewport_rect().width() >= PHONE_WIDTH {
                        ui.add_space(space::GAP);
                        keys_line(ui, &state.words);
                    }
                });
            });
        });
    fit_pictures(ctx, overflow);
    if let (Some(question), SavedGame::Ready(kept)) = (&state.question, &*state.saved) {
        replace_kept_game(ctx, question, kept, &mut actions.answers, &state.words);
    }
    Ok(())
}

/// Whether Play and Learn stand in a bar at the window's foot, always in reach, with the rest
/// of the menu scrolling above them: on a phone (a play-test found them cut in half at the
/// fold of a 390×844 phone, and gone below it once a game was kept).
fn play_and_learn_docked(ctx: &egui::Context) -> bool {
    let window = ctx.viewport_rect();
    window.width() < PHONE_WIDTH || window.height() < DOCKED_BELOW_HEIGHT
}

/// Windows less tall than this (a phone held sideways) dock Play and Learn too.
const DOCKED_BELOW_HEIGHT: f32 = 560.0;

/// The keys that drive the game.
fn keys_line(ui: &mut egui::Ui, words: &Phrasebook) {
    ui.label(
        RichText::new(words.get("menu-keys"))
            .size(size::SMALL)
            .color(colors::QUIET_TEXT),
    );
}

/// "Daga" and what it is, larger on a wide window.
fn title(ui: &mut egui::Ui, wide: bool, words: &Phrasebook) {
    ui.vertical_centered(|ui| {
        ui.add_space(if wide { 18.0 } else { 6.0 });
        let big = if wide { 48.0 } else { 34.0 };
        ui.label(
            RichText::new("Daga")
                .size(big)
                .strong()
                .color(colors::STATUS),
        );
        ui.label(RichText::new(words.get("app-tagline")).size(size::BODY));
        ui.add_space(space::SECTION);
    });
}

/// "Continue" (and "Review") with what the saved game is, or why it could not be continued.
fn continue_line(ui: &mut egui::Ui, state: &mut MenuState, actions: &mut MenuActions) {
    match &*state.saved {
        SavedGame::None => {}
        SavedGame::Ready(session) => {
            panel().show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let words = &state.words;
                    let continues = words.get("menu-continue");
                    let button = action_button(ui, continues, Some(colors::PLAY), 160.0);
                    if std::mem::take(&mut state.focus.0) {
                        button.request_focus();
                    }
                    if button.clicked() {
                        actions
                            .requests
                            .write(GameRequest::Continue(session.clone()));
                    }
                    // Looking back on it changes nothing in it.
                    let review = words.get("menu-review");
                    if session.game.ply() > 0 && plain_button(ui, review, 100.0).clicked() {
                        actions.reviews.write(ReviewRequest::Open {
                            game: session.clone(),
                            at: 0,
                            came_from: None,
                        });
                    }
                    ui.label(RichText::new(kept_game_words(session, words)).size(size::BODY));
                });
            });
            ui.add_space(space::GAP);
        }
        SavedGame::Refused(notice) => {
            ui.label(
                RichText::new(notice.words(&state.words))
                    .size(size::BODY)
                    .color(colors::WARNING),
            );
        }
    }
    for notice in &state.notices.0 {
        ui.label(
            RichText::new(notice.words(&state.words))
                .size(size::BODY)
                .color(colors::WARNING),
        );
    }
}

/// The three games' cards: across a wide window, one under another on a narrow one.
fn cards(ui: &mut egui::Ui, layout: MenuLayout, state: &mut MenuState, actions: &mut MenuActions) {
    let mut draw = |ui: &mut egui::Ui, game: GameId| {
        let picked = game_card(
            ui,
            game,
            layout.card,
            &mut state.choices,
            &mut state.focus,
            &state.progress,
            &state.words,
        );
        if picked {
            actions.sounds.write(SoundKind::Click.into());
        }
    };
    if layout.wide {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = space::GAP;
            for game in GameId::ALL {
                draw(ui, game);
            }
        });
    } else {
        ui.spacing_mut().item_spacing.y = space::GAP;
        for game in GameId::ALL {
            draw(ui, game);
        }
    }
}

/// "Seeds per hole (…):", naming the games that take the option.
fn seeds_label(words: &Phrasebook) -> String {
    let games: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|game| game.takes_seeds())
        .map(GameId::title)
        .collect();
    words.with("menu-seeds", &[("games", games.join(", ").into())])
}

/// How a level plays a game, in a line: "Casual: sees two moves ahead, sometimes picks a weaker
/// move, answers at once".
fn level_description(level: Level, game: GameId, words: &Phrasebook) -> String {
    let traits = level.describe(game);
    let sees = match traits.sees {
        Some(depth) => words.with("level-sees", &[("depth", depth.into())]),
        None => words.get("level-searches-deep"),
    };
    let errs = words.get(match traits.errs {
        Errs::Never => "level-errs-never",
        Errs::NowAndThen => "level-errs-now-and-then",
        Errs::Sometimes => "level-errs-sometimes",
        Errs::Often => "level-errs-often",
        Errs::OftenMuchWeaker => "level-errs-often-much",
    });
    let time = words.get(if traits.thinks {
        "level-thinks"
    } else {
        "level-answers-at-once"
    });
    let args = [
        ("name", words.get(&level_word(level)).into()),
        ("sees", sees.into()),
        ("errs", errs.into()),
        ("time", time.into()),
    ];
    words.with("level-description", &args)
}

/// The chosen game's choices: who plays, how strong the computer is, who starts, the seeds.
fn choices_panel(
    ui: &mut egui::Ui,
    choices: &mut MenuChoices,
    online: &mut OnlinePart<'_, '_>,
    words: &Phrasebook,
) {
    let said = |id: &str| words.get(id);
    panel().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(said("menu-opponent"))
                .size(size::BODY)
                .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            choices_named(ui, &said("menu-opponent"));
            // Three seats for the other side, kept as two settings (the computer or a friend,
            // and whether the friend is online).
            let mut seat = (choices.against_computer, choices.is_online());
            ui.radio_value(&mut seat, (false, false), said("menu-friend-here"));
            ui.radio_value(&mut seat, (false, true), said("menu-friend-online"));
            ui.radio_value(&mut seat, (true, false), said("menu-computer"));
            choices.against_computer = seat.0;
            if !seat.0 {
                choices.online = seat.1;
            }
        });
        if choices.is_online() {
            online_choices(ui, choices, online);
        }
        if choices.against_computer {
            ui.horizontal_wrapped(|ui| {
                choices_named(ui, &said("menu-levels"));
                // Finger-sized on a phone: the levels were 20 points tall there.
                finger_sized(ui);
                for level in Level::ALL {
                    let name = said(&level_word(level));
                    let args = [("number", level.number().into()), ("name", name.into())];
                    ui.selectable_value(&mut choices.level, level, words.with("menu-level", &args));
                }
            });
            ui.label(level_description(choices.level, choices.game, words));
        }
        ui.horizontal_wrapped(|ui| {
            choices_named(ui, &said("menu-who-starts"));
            ui.label(said("menu-who-starts"));
            let (south, north) = if choices.against_computer {
                (said("menu-you"), said("menu-computer"))
            } else {
                (said("menu-south"), said("menu-north"))
            };
            // Each side with what marks it on the board; the menu shows no board yet, so its
            // words are those of the board as this window will show it: a wide board runs down
            // a window taller than wide (the menu said "lower row", the game "left column").
            let narrator = games::narrator(choices.game);
            let window = ui.ctx().viewport_rect();
            let upright = window.height() > window.width();
            let marks = |player| narrator.side_words(player, player == Player::South, upright);
            let marked = |side: String, player| {
                let args = [("side", side.into()), ("marks", said(marks(player)).into())];
                words.with("menu-side-marked", &args)
            };
            let (south, north) = (marked(south, Player::South), marked(north, Player::North));
            ui.radio_value(&mut choices.first, Player::South, south);
            ui.radio_value(&mut choices.first, Player::North, north);
        });
        // Always laid out, so that choosing a game never moves the buttons below.
        ui.add_enabled_ui(choices.game.takes_seeds(), |ui| {
            ui.horizontal_wrapped(|ui| {
                choices_named(ui, &seeds_label(words));
                ui.label(seeds_label(words));
                // What "4" is: the shorter game the sources find played throughout Welega.
                ui.radio_value(&mut choices.seeds, 6, "6");
                ui.radio_value(&mut choices.seeds, 4, said("menu-seeds-short"));
            });
        });
    });
}

/// The one Play and the one Learn, side by side and equally wide. Learn is in a colour of its
/// own for someone who has done none of the game's lessons.
fn play_and_learn(
    ui: &mut egui::Ui,
    state: &MenuState,
    actions: &mut MenuActions,
    online: &mut OnlinePart<'_, '_>,
) {
    let game = state.choices.game;
    let count = course(game).lessons.len();
    let done = state.progress.done(game);
    let width = share(ui.available_width(), 2);
    // A phone's half of the row takes only a few words.
    let short = width < 240.0;
    let words = &state.words;
    let of =
        |id: &str, n: usize| words.with(id, &[("number", (n + 1).into()), ("count", count.into())]);
    let learn = match done {
        0 if short => words.get("menu-learn-it"),
        0 => words.with("menu-learn-lessons", &[("count", count.into())]),
        n if n >= count => {
            let stars = state.progress.stars(game);
            words.with("menu-lessons-stars", &[("stars", stars.into())])
        }
        n if short => of("menu-lesson-of", n),
        n => of("menu-learn-lesson-of", n),
    };
    // Top-aligned: a button whose words take two lines stands level with its neighbour.
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::GAP;
        let invites = state.choices.is_online();
        let titled = |id: &str| words.with(id, &[("game", game.title().into())]);
        let play = match invites {
            true if short => words.get("menu-invite"),
            true => titled("menu-invite-game"),
            false => titled("menu-play-game"),
        };
        if shared_action_button(ui, play, Some(colors::PLAY), width).clicked() {
            if invites {
                invite(&state.choices, online, &mut actions.asked);
            } else {
                actions.asked.write(NewGameAsked(state.choices.setup()));
            }
        }
        let fill = (done == 0).then_some(colors::LEARN);
        if shared_action_button(ui, learn, fill, width).clicked() {
            let number = state.progress.next_lesson(game, count);
            actions.lessons.write(LessonRequest::Start { game, number });
        }
    });
}

/// The next step the menu suggests for the chosen game, once there is one (`puzzles::next_step`):
/// after a loss, a puzzle on how it was lost; after the lessons, the level nearest the rating.
fn next_step(ui: &mut egui::Ui, state: &MenuState, actions: &mut MenuActions) {
    let game = state.choices.game;
    let progress = &state.played.0;
    let words = &state.words;
    let lessons_done = state.progress.done(game) >= course(game).lessons.len();
    let Some(step) = puzzles::next_step(progress, game, lessons_done, state.choices.level) else {
        return;
    };
    let said = match step {
        NextStep::Puzzle { theme, .. } => {
            let theme = words.get(&format!("puzzle-theme-{}", theme.id()));
            words.with("menu-next-puzzle", &[("theme", theme.into())])
        }
        NextStep::Level(level) => {
            let rating = progress.rating(game).rating.round() as i64;
            let args = [
                ("level", words.get(&level_word(level)).into()),
                ("rating", rating.into()),
            ];
            words.with("menu-next-level", &args)
        }
    };
    if shared_plain_button(ui, said, ui.available_width()).clicked() {
        match step {
            NextStep::Puzzle { number, .. } => {
                actions.puzzles.write(PuzzleRequest::Start {
                    game,
                    number,
                    daily: None,
                });
            }
            NextStep::Level(level) => {
                let mut setup = state.choices.clone();
                setup.against_computer = true;
                setup.online = false;
                setup.level = level;
                actions.asked.write(NewGameAsked(setup.setup()));
            }
        }
    }
    ui.add_space(space::GAP);
}

/// How to play, opening a record, your games, and (not in a browser) Quit.
fn more_buttons(ui: &mut egui::Ui, state: &mut MenuState, actions: &mut MenuActions) {
    let count = if cfg!(target_arch = "wasm32") { 3 } else { 4 };
    let width = share(ui.available_width(), count);
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::GAP;
        let said = |id: &str| state.words.get(id);
        if shared_plain_button(ui, said("menu-how-to-play"), width).clicked() {
            state.how_to_play.0 = Some(state.choices.game);
        }
        if shared_plain_button(ui, said("menu-open-record"), width).clicked() {
            *state.record_dialog = RecordDialog::opening(String::new(), None);
        }
        if shared_plain_button(ui, said("menu-your-games"), width).clicked() {
            state.your_games.0 = true;
        }
        if count == 4 && shared_plain_button(ui, said("menu-quit"), width).clicked() {
            actions.exit.write(AppExit::Success);
        }
    });
}

/// A new game would replace the one kept for "Continue": asked first, since that loses it.
fn replace_kept_game(
    ctx: &egui::Context,
    question: &ReplaceQuestion,
    kept: &Session,
    answers: &mut MessageWriter<ReplaceAnswer>,
    words: &Phrasebook,
) {
    let game = question.0.game.title();
    let instead = words.with("new-game-replaces", &[("game", game.into())]);
    let asked = ReplaceWords {
        question: &words.get("start-new-game"),
        instead: &instead,
        replace: &words.get("new-game"),
    };
    match replace_dialog(ctx, "menu", kept, &asked, words) {
        Some(Replace::Keep) => {
            answers.write(ReplaceAnswer::KeepIt);
        }
        Some(Replace::Replace) => {
            answers.write(ReplaceAnswer::NewGame);
        }
        None => {}
    }
}
