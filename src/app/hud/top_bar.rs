//! The bar above the board: the menu button, the game, each player with their captures, whose
//! move it is (or the result), the phase and the latest headline.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::{HudInsets, bar, side_panel};
use crate::app::animation::Shown;
use crate::app::computer::Thinking;
use crate::app::games;
use crate::app::match_play::streak_line;
use crate::app::narration::{News, phase_line, result};
use crate::app::screens::Turn;
use crate::app::selection::Selection;
use crate::app::session::{GameRequest, Session};
use crate::app::view::palette;
use crate::app::view::palette::egui as colors;
use crate::rules::Player;

fn player_chip(ui: &mut egui::Ui, player: Player, text: String, active: bool) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(rect.center(), 8.0, palette::egui_piece(player));
        ui.painter().circle_stroke(
            rect.center(),
            8.5,
            egui::Stroke::new(1.0, colors::CHIP_EDGE),
        );
        let text = RichText::new(text).size(17.0);
        ui.label(if active {
            text.strong().color(colors::ACTIVE_PLAYER)
        } else {
            text
        });
    });
}

/// Below this width (logical pixels) the players' chips go on rows of their own.
const NARROW_WIDTH: f32 = 640.0;
/// The side panel's width, when the HUD stands beside the board.
const SIDE_WIDTH: f32 = 280.0;
/// About how tall the bar above the board is, to judge whether a side panel leaves more room.
const TOP_BAR_GUESS: f32 = 64.0;

/// Where the players, the turn and the news are shown.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Layout {
    /// A bar above the board, players side by side.
    Across,
    /// A bar above the board, each player on a row (a phone held upright).
    Narrow,
    /// A panel left of the board (a wide window and a square board: Shax on a laptop).
    Side,
}

/// The side panel when it lets the board be drawn larger than under a bar: a wide window
/// and a board that is not wide itself.
fn layout(window: egui::Vec2, board: Vec2, bottom: f32) -> Layout {
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

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    news: Res<News>,
    shown: Res<Shown>,
    selection: Res<Selection>,
    mut insets: ResMut<HudInsets>,
    thinking: Option<Res<Thinking>>,
    mut requests: MessageWriter<GameRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    let to_move = game.turn();
    // The board's stores as the animation shows them: the score changes when captures land.
    let score = shown.stores;
    let board = games::view(setup.game).board_size();
    let layout = layout(ctx.viewport_rect().size(), board, insets.bottom);
    let status = status_line(
        &session,
        *turn.get(),
        &shown,
        &selection,
        thinking.as_deref(),
    );
    let contents = |ui: &mut egui::Ui| {
        let chip = |ui: &mut egui::Ui, player: Player| {
            let captures = games::view(setup.game).captures(score[player.index()]);
            let text = format!("{}: {captures}", setup.side_name(player));
            player_chip(ui, player, text, to_move == Some(player));
        };
        ui.horizontal_wrapped(|ui| {
            if ui.button("Menu").clicked() {
                // The game is kept: "Continue" on the menu brings it back.
                requests.write(GameRequest::BackToMenu);
            }
            ui.label(RichText::new(setup.game.title()).size(20.0).strong());
            if layout == Layout::Across {
                ui.separator();
                for player in Player::BOTH {
                    chip(ui, player);
                }
            }
        });
        // A chip is laid out as one piece, so a narrow bar gives each its own row.
        if layout != Layout::Across {
            for player in Player::BOTH {
                chip(ui, player);
            }
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(status).size(16.0).color(colors::STATUS));
            // The phase line counts the position after the move: it waits for the animation.
            if *turn.get() != Turn::Animating {
                if layout == Layout::Side {
                    ui.end_row();
                } else {
                    ui.separator();
                }
                ui.label(phase_line(game, &setup));
            }
        });
        // The match's wins in a row, as the stones in the board's centre count them.
        if let Some(line) = streak_line(&session).filter(|_| *turn.get() != Turn::GameOver) {
            ui.label(RichText::new(line).strong());
        }
        for line in &news.0 {
            ui.label(RichText::new(line).italics());
        }
    };
    let (top, left) = match layout {
        Layout::Side => {
            side_panel(ctx, "hud side", SIDE_WIDTH, insets.bottom, contents);
            (0.0, SIDE_WIDTH)
        }
        Layout::Across | Layout::Narrow => {
            (bar(ctx, "hud top", egui::Align2::LEFT_TOP, contents), 0.0)
        }
    };
    // Only a real change is written, so a still HUD does not keep the board being refitted.
    if (insets.top - top).abs() > 0.5 || insets.left != left {
        insets.top = top;
        insets.left = left;
    }
    Ok(())
}

/// Whose move it is, what is being shown, or the result.
fn status_line(
    session: &Session,
    turn: Turn,
    shown: &Shown,
    selection: &Selection,
    thinking: Option<&Thinking>,
) -> String {
    let setup = session.setup;
    match (turn, session.game.turn(), shown.moving) {
        (Turn::AwaitingInput, Some(p), _) if selection.can_stop => format!(
            "Jare! {} may remove one of {}'s pieces: pick it, or \"Don't remove\"",
            setup.side_name(p),
            setup.side_name(p.opponent())
        ),
        (Turn::Animating, _, Some((mover, mv))) if setup.is_computer(mover.opponent()) => {
            format!("You play {mv}")
        }
        (Turn::Animating, _, Some((mover, mv))) => {
            format!("{} plays {mv}", setup.side_name(mover))
        }
        (Turn::ComputerThinking, _, _) => {
            let seconds = thinking.map_or(0.0, Thinking::seconds);
            let dots = ".".repeat(1 + (seconds * 3.0) as usize % 3);
            format!("The computer is thinking{dots}")
        }
        (Turn::GameOver, _, _) | (_, None, _) => result(&setup, &session.game)
            .map(|result| result.to_string())
            .unwrap_or_default(),
        (_, Some(p), _) if setup.is_computer(p.opponent()) => "Your move".into(),
        (_, Some(p), _) => format!("{} to move", setup.side_name(p)),
    }
}
