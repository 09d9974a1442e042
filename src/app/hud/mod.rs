//! The HUD while playing: a bar above the board (players, turn, phase, headline), a bar below
//! it (undo, redo, the removal choice, the move list) and the game-over panel.

mod bottom_bar;
mod game_over;
mod top_bar;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui;

use super::screens::{Screen, Turn};
use super::session::Session;
use super::theme::ThemeReady;
use super::view::palette::egui as colors;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudInsets>()
        .init_resource::<game_over::FocusPlayAgain>()
        .add_systems(
            OnEnter(Turn::GameOver),
            |mut focus: ResMut<game_over::FocusPlayAgain>| focus.0 = true,
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                top_bar::show,
                bottom_bar::show,
                game_over::show.run_if(in_state(Turn::GameOver)),
            )
                .chain()
                .run_if(
                    in_state(Screen::Playing)
                        .and_then(resource_exists::<Session>)
                        .and_then(resource_exists::<ThemeReady>),
                ),
        );
}

/// How much of the window the HUD's bars take, in logical pixels: the board is fitted into the
/// rest, so that no bar covers it.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq)]
pub struct HudInsets {
    pub top: f32,
    pub bottom: f32,
    /// The side panel's width, when the HUD stands left of the board.
    pub left: f32,
}

/// The HUD's areas, which appear with the board instead of fading in: a fade drew three more
/// frames while a game opened, frames a browser without a GPU draws slowly.
fn hud_area(id: &'static str) -> egui::Area {
    egui::Area::new(id.into()).fade_in(false)
}

/// A bar across the window at `anchor`; returns its height. Bars are areas, not panels: the
/// pointer reaches the board everywhere else.
fn bar(
    ctx: &egui::Context,
    id: &'static str,
    anchor: egui::Align2,
    contents: impl FnOnce(&mut egui::Ui),
) -> f32 {
    let width = ctx.viewport_rect().width();
    hud_area(id)
        .anchor(anchor, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(colors::BAR)
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.set_width(width - 12.0);
                    contents(ui);
                });
        })
        .response
        .rect
        .height()
}

/// A panel down the window's left side, above the bottom bar, `width` wide.
fn side_panel(
    ctx: &egui::Context,
    id: &'static str,
    width: f32,
    bottom: f32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let height = ctx.viewport_rect().height() - bottom;
    hud_area(id)
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(colors::BAR)
                .inner_margin(10.0)
                .show(ui, |ui| {
                    ui.set_width(width - 20.0);
                    ui.set_min_height(height - 20.0);
                    ui.spacing_mut().item_spacing.y = 8.0;
                    contents(ui);
                });
        });
}
