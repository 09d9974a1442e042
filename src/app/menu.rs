//! The main menu: pick a game (with a picture and a line about it), the opponent, who starts,
//! the rule options, and how to play.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, Pos2, Stroke, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::screens::Screen;
use super::session::{GameRequest, Opponent, Setup};
use super::view::palette;
use crate::ai::Level;
use crate::rules::{GameId, Player};

/// The choices on the menu, kept between games.
#[derive(Resource, Clone)]
pub struct MenuChoices {
    pub game: GameId,
    pub against_computer: bool,
    pub level: Level,
    pub first: Player,
    pub seeds: u8,
}

impl Default for MenuChoices {
    fn default() -> Self {
        MenuChoices {
            game: GameId::Shax,
            against_computer: true,
            level: Level::Casual,
            first: Player::South,
            seeds: 6,
        }
    }
}

impl MenuChoices {
    pub fn setup(&self) -> Setup {
        let mut setup = Setup {
            game: self.game,
            ..Setup::default()
        };
        setup.options.first = self.first;
        setup.options.seeds = if self.game == GameId::Sadeqa {
            self.seeds
        } else {
            6
        };
        setup.opponent = if self.against_computer {
            Opponent::Computer(self.level)
        } else {
            Opponent::Friend
        };
        setup
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuChoices>().add_systems(
        EguiPrimaryContextPass,
        (warm_theme, menu_ui.run_if(in_state(Screen::Menu))).chain(),
    );
}

/// Dark wood and amber instead of egui's grey, set once.
fn warm_theme(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = Color32::from_rgb(41, 28, 20);
    visuals.window_fill = Color32::from_rgb(52, 36, 26);
    visuals.extreme_bg_color = Color32::from_rgb(30, 20, 14);
    visuals.selection.bg_fill = Color32::from_rgb(150, 96, 30);
    visuals.hyperlink_color = Color32::from_rgb(240, 190, 110);
    ctx.set_theme(egui::Theme::Dark);
    ctx.set_visuals_of(egui::Theme::Dark, visuals);
    *done = true;
    Ok(())
}

/// Where the game comes from and what it is, in one line.
pub fn about(game: GameId) -> (&'static str, &'static str) {
    match game {
        GameId::Shax => (
            "Somalia",
            "Place twelve pieces each, then step along the lines: three in a row (a jare) takes a piece.",
        ),
        GameId::Sadeqa => (
            "Oromo, Welega, Ethiopia",
            "Sow seeds around two rows and keep sowing; end in your own empty hole to capture across.",
        ),
        GameId::Kimasai => (
            "Maasai, Dodoma, Tanzania",
            "Single stones step round your two rows; step into your front row to capture a whole column.",
        ),
    }
}

/// How to play, in a few sentences.
pub fn how_to_play(game: GameId) -> &'static str {
    match game {
        GameId::Shax => {
            "1. Take turns placing your 12 pieces on empty points; lines made now take nothing, but whoever \
             makes the first line will remove first.\n2. When the board is full, each player removes one \
             opposing piece.\n3. Then step a piece along a line to an empty neighbour. Completing a line of \
             three (a jare) lets you remove any opposing piece.\n4. If your opponent cannot move (hadig), you \
             must open a way for them. A player left with two pieces loses."
        }
        GameId::Sadeqa => {
            "1. Pick a hole in your row (the bottom row is south's) and sow its seeds one by one, \
             counter-clockwise.\n2. If the last seed lands in a hole that had seeds, take them all and \
             keep sowing.\n3. If it lands in an empty hole of your own row, capture the seeds across.\n4. \
             When a player cannot move, the last mover takes what is left. Most seeds wins."
        }
        GameId::Kimasai => {
            "1. Each of your stones steps one hole round your two rows, counter-clockwise, into an empty \
             hole only.\n2. Stepping into your front row captures the opposing front stone of that column, \
             and the one behind it too.\n3. Capture every opposing stone to win."
        }
    }
}

fn mini_board(ui: &mut egui::Ui, game: GameId) {
    let (response, painter) = ui.allocate_painter(EVec2::new(150.0, 92.0), egui::Sense::hover());
    let rect = response.rect;
    let wood = Color32::from_rgb(178, 120, 66);
    let dark = Color32::from_rgb(77, 46, 23);
    painter.rect_filled(rect, 6.0, wood);
    let c = rect.center();
    match game {
        GameId::Shax => {
            for k in 1..=3 {
                let half = 13.0 * k as f32;
                painter.rect_stroke(
                    egui::Rect::from_center_size(c, EVec2::splat(2.0 * half)),
                    0.0,
                    Stroke::new(1.5, dark),
                    egui::StrokeKind::Middle,
                );
            }
            for (dx, dy) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)] {
                painter.line_segment(
                    [c + EVec2::new(dx, dy) * 13.0, c + EVec2::new(dx, dy) * 39.0],
                    Stroke::new(1.5, dark),
                );
            }
            painter.circle_filled(
                c + EVec2::new(-39.0, -39.0),
                5.0,
                palette::egui_piece(Player::South),
            );
            painter.circle_filled(
                c + EVec2::new(0.0, -26.0),
                5.0,
                palette::egui_piece(Player::North),
            );
        }
        GameId::Sadeqa => {
            for row in 0..2 {
                for i in 0..8 {
                    let at = Pos2::new(
                        rect.left() + 14.0 + i as f32 * 17.5,
                        c.y + if row == 0 { 14.0 } else { -14.0 },
                    );
                    painter.circle_filled(at, 7.0, dark);
                    painter.circle_filled(
                        at + EVec2::new(-1.5, 0.5),
                        2.0,
                        Color32::from_rgb(236, 220, 180),
                    );
                }
            }
        }
        GameId::Kimasai => {
            for row in 0..4 {
                for i in 0..12 {
                    let at = Pos2::new(
                        rect.left() + 10.0 + i as f32 * 11.8,
                        c.y + 30.0 - row as f32 * 20.0,
                    );
                    painter.circle_filled(at, 4.5, dark);
                    let empty = (row == 1 && i == 0) || (row == 2 && i == 11);
                    if !empty {
                        let player = if row < 2 {
                            Player::South
                        } else {
                            Player::North
                        };
                        painter.circle_filled(at, 3.2, palette::egui_piece(player));
                    }
                }
            }
        }
    }
}

/// One game's card: its board in small, name, origin and a line; a click picks it.
fn game_card(ui: &mut egui::Ui, game: GameId, choices: &mut MenuChoices) {
    let selected = choices.game == game;
    let frame = egui::Frame::group(ui.style())
        .fill(if selected {
            Color32::from_rgb(92, 64, 38)
        } else {
            Color32::from_rgb(52, 38, 28)
        })
        .stroke(Stroke::new(
            if selected { 2.5 } else { 1.0 },
            Color32::from_rgb(230, 190, 120),
        ));
    let response = frame
        .show(ui, |ui| {
            ui.set_width(190.0);
            ui.vertical(|ui| {
                mini_board(ui, game);
                let (origin, line) = about(game);
                ui.label(egui::RichText::new(game.title()).size(20.0).strong());
                ui.label(egui::RichText::new(origin).italics());
                ui.label(line);
            });
        })
        .response
        .interact(egui::Sense::click());
    if response.clicked() {
        choices.game = game;
    }
}

fn menu_ui(
    mut contexts: EguiContexts,
    mut choices: ResMut<MenuChoices>,
    mut requests: MessageWriter<GameRequest>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "menu".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(8.0);
                ui.heading(egui::RichText::new("Daga").size(34.0).strong());
                ui.label("Three board games from East Africa");
                ui.add_space(10.0);
            });
            // As many cards a row as fit: three on a desktop, one on a phone held upright.
            let per_row = ((ui.available_width() + 8.0) / 214.0)
                .floor()
                .clamp(1.0, 3.0) as usize;
            for row in GameId::ALL.chunks(per_row) {
                ui.horizontal(|ui| {
                    for &game in row {
                        game_card(ui, game, &mut choices);
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
                }
                ui.horizontal_wrapped(|ui| {
                    ui.label("Who starts:");
                    let (south, north) = if choices.against_computer {
                        ("You", "The computer")
                    } else {
                        ("South", "North")
                    };
                    ui.radio_value(&mut choices.first, Player::South, south);
                    ui.radio_value(&mut choices.first, Player::North, north);
                });
                if choices.game == GameId::Sadeqa {
                    ui.horizontal_wrapped(|ui| {
                        ui.label("Seeds per hole:");
                        ui.radio_value(&mut choices.seeds, 6, "6 (Sadeqa III)");
                        ui.radio_value(&mut choices.seeds, 4, "4 (all over Welega)");
                    });
                }
            });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let start = egui::Button::new(
                    egui::RichText::new(format!("Play {}", choices.game.title())).size(22.0),
                )
                .fill(Color32::from_rgb(40, 110, 60));
                if ui.add(start).clicked() {
                    requests.write(GameRequest::Start(choices.setup()));
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
            ui.add_space(8.0);
            ui.collapsing(format!("How to play {}", choices.game.title()), |ui| {
                ui.label(how_to_play(choices.game));
            });
            ui.label(
                egui::RichText::new(
                    "Keys: arrows or Tab choose, Enter picks, Esc cancels, U undoes, R redoes.",
                )
                .weak(),
            );
        });
    });
    #[cfg(target_arch = "wasm32")]
    let _ = &mut exit;
    Ok(())
}
