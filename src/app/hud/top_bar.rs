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
use crate::app::narration::{News, moves_are_named, phase_line, side_label, status_line};
use crate::app::screens::Turn;
use crate::app::selection::Selection;
use crate::app::session::{GameRequest, Session};
use crate::app::view::coordinates::ShowCoordinates;
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
    coordinates: Res<ShowCoordinates>,
    mut requests: MessageWriter<GameRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    // The board's stores as the animation shows them: the score changes when captures land.
    let score = shown.stores;
    let board = games::view(setup.game).board_size();
    let layout = layout(ctx.viewport_rect().size(), board, insets.bottom);
    let named = moves_are_named(Some(&coordinates));
    let mut status = status_line(&session, *turn.get(), &shown, selection.can_stop, named);
    if shown.moving.is_none() && *turn.get() == Turn::ComputerThinking {
        let seconds = thinking.as_deref().map_or(0.0, Thinking::seconds);
        status.push_str(&".".repeat(1 + (seconds * 3.0) as usize % 3));
    }
    let phase = phase_line(&session, &shown);
    // The player whose move the board shows: the mover until the move has been shown whole.
    let to_move = match shown.moving {
        Some(moving) => Some(moving.mover),
        None => game.turn(),
    };
    let contents = |ui: &mut egui::Ui| {
        let chip = |ui: &mut egui::Ui, player: Player| {
            let captures = games::view(setup.game).captures(score[player.index()]);
            let text = format!("{}: {captures}", side_label(&setup, player));
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
            if layout == Layout::Side {
                ui.end_row();
            } else {
                ui.separator();
            }
            ui.label(phase);
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
