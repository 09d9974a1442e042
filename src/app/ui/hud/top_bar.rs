//! The bar above the board: the menu button, the game, each player with their captures, whose
//! move it is (or the result), the phase and the latest headline.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::online_bar::OnlineStrip;
use super::{HudInsets, SteadyBars, bar, fixed_rows, rows_wrapped, side_panel};
use crate::app::board::animation::Shown;
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::board::layout::BoardTurned;
use crate::app::board::stores::taken;
use crate::app::games;
use crate::app::paint::palette;
use crate::app::paint::palette::egui as colors;
use crate::app::play::computer::Thinking;
use crate::app::play::match_play::streak_line;
use crate::app::play::screens::Turn;
use crate::app::play::selection::Selection;
use crate::app::play::session::{GameRequest, Session};
use crate::app::ui::icons::Icon;
use crate::app::ui::learn::lesson_line;
use crate::app::ui::narration::{moves_are_named, phase_line, side_chip, status_line};
use crate::app::ui::puzzles::puzzle_line;
use crate::app::ui::widgets::{IconLabel, icon_button};
use crate::app::words::Words;
use crate::rules::Player;

/// A player's piece, name and captures. The words wrap within the bar or panel, so that a long
/// name never reaches over the board or out of the window: on a row of their own (`own_row`)
/// beside the piece, else on in the row they stand in.
fn player_chip(ui: &mut egui::Ui, player: Player, text: String, active: bool, own_row: bool) {
    let chip = |ui: &mut egui::Ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(rect.center(), 8.0, palette::egui_piece(player));
        ui.painter().circle_stroke(
            rect.center(),
            8.5,
            egui::Stroke::new(1.0, colors::CHIP_EDGE),
        );
        let text = RichText::new(text).size(17.0);
        let text = if active {
            text.strong().color(colors::ACTIVE_PLAYER)
        } else {
            text
        };
        ui.add(egui::Label::new(text).wrap());
    };
    if own_row {
        ui.horizontal_top(chip);
    } else {
        chip(ui);
    }
}

/// Below this width (logical pixels) the players' chips go on rows of their own.
const NARROW_WIDTH: f32 = 640.0;
/// The side panel's width, when the HUD stands beside the board.
const SIDE_WIDTH: f32 = 280.0;
/// About how tall the bar above the board is, to judge whether a side panel leaves more room.
const TOP_BAR_GUESS: f32 = 64.0;

/// Where the players, the turn and the phase are shown.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Layout {
    /// A bar above the board, players side by side.
    Across,
    /// A bar above the board, each player on a row (a phone held upright).
    Narrow,
    /// A panel left of the board (a wide window and a square board: Shax on a laptop).
    Side,
}

/// The side panel when it lets the board be drawn larger than under a bar: a wide window
/// and a board that is not wide itself.
pub(super) fn layout(window: egui::Vec2, board: Vec2, bottom: f32) -> Layout {
    let fit = |free: egui::Vec2| (free.x / board.x).min(free.y / board.y);
    let across = fit(window - egui::vec2(0.0, TOP_BAR_GUESS + bottom));
    let side = fit(window - egui::vec2(SIDE_WIDTH, bottom));
    if side > across * 1.05 {
        Layout::Side
    } else if window.x < NARROW_WIDTH {
        Layout::Narrow
    } else {
        Layout::Across
    }
}

/// What the bar above the board says, gathered from the game: the HUD lays it out with
/// `place_top`, and a test lays out the longest words at every window size.
pub(super) struct TopBarWords {
    pub title: &'static str,
    /// Each player's chip: the words, and whether the board shows that player's move.
    pub chips: [(Player, String, bool); 2],
    pub status: String,
    pub phase: String,
    /// The phase line is a lesson's goal, which stands out.
    pub phase_is_goal: bool,
    pub streak: Option<String>,
    /// The menu button's label and its tooltip.
    pub menu: String,
    pub menu_tooltip: String,
}

/// The most rows a lesson's goal takes above the board.
const GOAL_ROWS_MOST: usize = 6;

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    shown: Res<Shown>,
    selection: Res<Selection>,
    mut insets: ResMut<HudInsets>,
    mut steady: ResMut<SteadyBars>,
    thinking: Option<Res<Thinking>>,
    coordinates: Res<ShowCoordinates>,
    mut requests: MessageWriter<GameRequest>,
    (turned, book): (Res<BoardTurned>, Res<Words>),
    mut online: OnlineStrip,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    let named = moves_are_named(Some(&coordinates));
    let take_or_not = selection.can_stop;
    let mut status = status_line(&session, *turn.get(), &shown, take_or_not, named, &book);
    if shown.moving.is_none() && *turn.get() == Turn::ComputerThinking {
        let seconds = thinking.as_deref().map_or(0.0, Thinking::seconds);
        status.push_str(&".".repeat(1 + (seconds * 3.0) as usize % 3));
    }
    // The player whose move the board shows: the mover until the move has been shown whole.
    let to_move = match shown.moving {
        Some(moving) => Some(moving.mover),
        None => game.turn(),
    };
    // The board's stores as the animation shows them: the score changes when captures land.
    let lesson = session.lesson();
    let taken = taken(&shown, lesson);
    let chip = |player: Player| {
        let words = side_chip(&setup, player, *turned, taken[player.index()], &book);
        (player, words, to_move == Some(player))
    };
    let words = TopBarWords {
        title: setup.game.title(),
        chips: Player::BOTH.map(chip),
        status,
        phase_is_goal: session.is_exercise(),
        // In a lesson or a puzzle its goal stands where the phase would.
        phase: match (lesson, session.puzzle()) {
            (Some(lesson), _) => lesson_line(lesson, &book),
            (None, Some(puzzle)) => puzzle_line(puzzle, &setup, &book),
            (None, None) => phase_line(&session, &shown, &book),
        },
        // The match's wins in a row, as the stones in the board's centre count them.
        streak: streak_line(
            setup.game,
            session.streak(),
            |p| setup.side_called(p, &book),
            &book,
        )
        .filter(|_| *turn.get() != Turn::GameOver),
        menu: book.get("menu"),
        menu_tooltip: book.get("menu-tooltip"),
    };
    let board = games::board(setup.game).board_size();
    let layout = layout(ctx.viewport_rect().size(), board, insets.bottom);
    let mut strip = |ui: &mut egui::Ui| online.show(ui, &session);
    let (top, left, menu) = place_top(ctx, &words, layout, insets.bottom, &mut steady, &mut strip);
    if menu {
        // The game is kept: "Continue" on the menu brings it back.
        requests.write(GameRequest::BackToMenu);
    }
    // Only a real change is written, so a still HUD does not keep the board being refitted.
    let zoom = ctx.zoom_factor();
    if (insets.top - top).abs() > 0.5 || (insets.left - left).abs() > 0.5 || insets.zoom != zoom {
        insets.top = top;
        insets.left = left;
        insets.zoom = zoom;
    }
    Ok(())
}

/// Lays out the bar above the board, or the panel beside it, with `more` under its words (a
/// game online's strip); returns the room it takes from the board (above, at the left) and
/// whether "Menu" was pressed.
pub(super) fn place_top(
    ctx: &egui::Context,
    words: &TopBarWords,
    layout: Layout,
    bottom: f32,
    steady: &mut SteadyBars,
    more: &mut dyn FnMut(&mut egui::Ui),
) -> (f32, f32, bool) {
    let mut menu = false;
    let contents = |ui: &mut egui::Ui| {
        menu = top_contents(ui, words, layout);
        more(ui);
    };
    match layout {
        Layout::Side => {
            let width = side_panel(ctx, "hud side", SIDE_WIDTH, bottom, contents);
            (0.0, width, menu)
        }
        Layout::Across | Layout::Narrow => {
            let measured = bar(ctx, "hud top", egui::Align2::LEFT_TOP, contents);
            (steady.top(ctx.viewport_rect().size(), measured), 0.0, menu)
        }
    }
}

/// The bar's words; returns whether "Menu" was pressed.
fn top_contents(ui: &mut egui::Ui, words: &TopBarWords, layout: Layout) -> bool {
    let own_rows = layout != Layout::Across;
    let chip = |ui: &mut egui::Ui, (player, text, active): &(Player, String, bool)| {
        player_chip(ui, *player, text.clone(), *active, own_rows);
    };
    let mut menu = false;
    ui.horizontal_wrapped(|ui| {
        let (label, tooltip) = (words.menu.as_str(), words.menu_tooltip.as_str());
        menu = icon_button(ui, Icon::Menu, label, tooltip, true, IconLabel::Beside).clicked();
        ui.label(RichText::new(words.title).size(20.0).strong());
        if layout == Layout::Across {
            ui.separator();
            for player in &words.chips {
                chip(ui, player);
            }
        }
    });
    // A chip is laid out as one piece, so a narrow bar gives each its own row.
    if own_rows {
        for player in &words.chips {
            chip(ui, player);
        }
    }
    let status = RichText::new(&words.status)
        .size(16.0)
        .color(colors::STATUS);
    let phase = match words.phase_is_goal {
        true => RichText::new(&words.phase)
            .strong()
            .color(colors::ACTIVE_PLAYER),
        false => RichText::new(&words.phase),
    };
    if let Some(line) = &words.streak {
        ui.label(RichText::new(line).strong());
    }
    if layout == Layout::Side {
        // Beside the board the panel's height moves nothing: the words take what they need.
        ui.label(status);
        ui.label(phase);
        return menu;
    }
    // Above the board every line keeps its rows, so that the board never moves under the
    // pointer when the words change: more rows on a narrow screen, where words wrap.
    let rows = if layout == Layout::Narrow { 2 } else { 1 };
    // A lesson's goal is read whole: the rows it needs at this width, up to `GOAL_ROWS_MOST`
    // (three rows cut Swahili's and Somali's first Shax lesson in the middle of a phone's
    // screen). It stays the same all through the lesson, so the bar keeps its height.
    let goal_rows = match words.phase_is_goal {
        true => rows_wrapped(ui, phase.clone()).clamp(rows + 1, GOAL_ROWS_MOST),
        false => rows,
    };
    // The news of a move is said at its spot on the board (`spot_news`).
    fixed_rows(ui, status, rows);
    fixed_rows(ui, phase, goal_rows);
    menu
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::learn::numbered_lesson_line;
    use crate::rules::GameId;

    /// Every lesson's goal, in every language, wraps to no more rows than the bar gives a goal
    /// on the narrowest phone (320 points less the bar's margins): none is cut.
    #[test]
    fn every_lessons_goal_is_read_whole_on_a_narrow_phone() {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::paint::theme::fonts());
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(300.0, 800.0));
        let input = || egui::RawInput {
            screen_rect: Some(screen),
            ..Default::default()
        };
        let mut most = (0, String::new());
        // Fonts take effect in the pass after they are set.
        for _ in 0..2 {
            ctx.begin_pass(input());
            egui::Area::new("goals".into()).show(&ctx, |ui| {
                ui.set_width(screen.width());
                for words in crate::app::ui::screens_for_tests::every_language() {
                    for game in GameId::ALL {
                        let lessons = &crate::lessons::course(game).lessons;
                        for (i, lesson) in lessons.iter().enumerate() {
                            let line = numbered_lesson_line(i + 1, lessons.len(), lesson, &words);
                            let rows = rows_wrapped(ui, RichText::new(&line).strong());
                            if rows > most.0 {
                                most = (rows, line);
                            }
                        }
                    }
                }
            });
            ctx.end_pass().textures_delta.clear();
        }
        assert!(most.0 >= 3, "the longest goal takes {} rows", most.0);
        assert!(most.0 <= GOAL_ROWS_MOST, "{} rows: {}", most.0, most.1);
    }
}
