//! The HUD while playing: a bar above the board (players, turn, phase, headline), a bar below
//! it (undo, redo, the removal choice, the move list; in a review its chart and steps) and the
//! game-over panel.

mod bottom_bar;
mod game_over;
mod lesson_done;
mod online_bar;
mod puzzle_done;
pub(super) mod review_bar;
mod review_chart;
mod settings_dialog;
mod top_bar;
mod typed_move;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui;

use crate::app::board::camera::HudInsets;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::{Session, in_a_lesson, in_a_puzzle, in_a_review, in_an_exercise};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((settings_dialog::plugin, typed_move::plugin));
    app.init_resource::<SteadyBars>()
        .add_systems(
            OnEnter(Screen::Playing),
            |mut steady: ResMut<SteadyBars>| {
                *steady = SteadyBars::default();
            },
        )
        .init_resource::<game_over::FocusPlayAgain>()
        .init_resource::<lesson_done::DonePanel>()
        .init_resource::<puzzle_done::PuzzlePanel>()
        .init_resource::<review_bar::PlayFromHereQuestion>()
        .init_resource::<online_bar::ResignAsked>()
        .add_systems(
            OnEnter(Turn::GameOver),
            |mut focus: ResMut<game_over::FocusPlayAgain>| focus.0 = true,
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                top_bar::show,
                bottom_bar::show.run_if(not(in_a_review)),
                review_bar::show.run_if(in_a_review),
                game_over::show.run_if(in_state(Turn::GameOver).and_then(not(in_an_exercise))),
                lesson_done::show.run_if(in_a_lesson),
                puzzle_done::show.run_if(in_a_puzzle),
            )
                .chain()
                .run_if(
                    in_state(Screen::Playing)
                        .and_then(resource_exists::<Session>)
                        .and_then(resource_exists::<ThemeReady>),
                ),
        );
}

/// The tallest each bar has been in this game at this window size: a bar keeps that height
/// when its words get shorter (a news line goes, a prompt ends), so that the board fitted into
/// the rest keeps its size while the words change. A new game or a new window size starts over.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq)]
pub struct SteadyBars {
    window: egui::Vec2,
    top: f32,
    bottom: f32,
}

impl SteadyBars {
    fn keep(&mut self, window: egui::Vec2) {
        if self.window != window {
            *self = SteadyBars {
                window,
                ..SteadyBars::default()
            };
        }
    }

    /// The top bar's height to keep free, given what it measures now.
    pub fn top(&mut self, window: egui::Vec2, measured: f32) -> f32 {
        self.keep(window);
        self.top = self.top.max(measured);
        self.top
    }

    /// The bottom bar's height to keep free, given what it measures now.
    pub fn bottom(&mut self, window: egui::Vec2, measured: f32) -> f32 {
        self.keep(window);
        self.bottom = self.bottom.max(measured);
        self.bottom
    }
}

/// The HUD's areas, which appear with the board instead of fading in: a fade drew three more
/// frames while a game opened, frames a browser without a GPU draws slowly.
fn hud_area(id: &'static str) -> egui::Area {
    egui::Area::new(id.into()).fade_in(false)
}

/// `text` in exactly `rows` rows: wrapped, cut with "…" when longer, and padded when shorter,
/// so that a bar keeps its height whatever it says and the board beside it stays put.
fn fixed_rows(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>, rows: usize) {
    let width = ui.available_width();
    let job =
        text.into()
            .into_layout_job(ui.style(), egui::FontSelection::Default, egui::Align::Min);
    let mut job = std::sync::Arc::unwrap_or_clone(job);
    let font = job
        .sections
        .first()
        .map(|section| section.format.font_id.clone());
    let font = font.unwrap_or_else(|| egui::FontSelection::Default.resolve(ui.style()));
    job.wrap = egui::text::TextWrapping {
        max_width: width,
        max_rows: rows,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let row = ui.fonts_mut(|fonts| fonts.row_height(&font));
    // Exactly this room, whatever the text's own rows measure.
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(width, row * rows as f32), egui::Sense::hover());
    let galley = ui.fonts_mut(|fonts| fonts.layout_job(job));
    let colour = ui.visuals().text_color();
    ui.painter_at(rect).galley(rect.min, galley, colour);
}

/// How many rows `text` wraps to in the room left in `ui`.
fn rows_wrapped(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> usize {
    let job =
        text.into()
            .into_layout_job(ui.style(), egui::FontSelection::Default, egui::Align::Min);
    let mut job = std::sync::Arc::unwrap_or_clone(job);
    job.wrap.max_width = ui.available_width();
    ui.fonts_mut(|fonts| fonts.layout_job(job)).rows.len()
}

/// A bar across the window at `anchor`; returns its height. Bars are areas, not panels: the
/// pointer reaches the board everywhere else.
pub(in crate::app::ui) fn bar(
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

/// A panel down the window's left side, above the bottom bar, `width` wide; returns the width
/// it took (more, if a word could not be wrapped).
fn side_panel(
    ctx: &egui::Context,
    id: &'static str,
    width: f32,
    bottom: f32,
    contents: impl FnOnce(&mut egui::Ui),
) -> f32 {
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
        })
        .response
        .rect
        .width()
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::app::board::layout::BoardTurned;
    use crate::app::games;
    use crate::app::play::session::{Opponent, Setup};
    use crate::app::ui::narration::side_chip;
    use crate::rules::{GameId, GameOptions, Player};
    use top_bar::{Layout, TopBarWords, layout, place_top};

    /// The longest words the bar above the board can hold: each side's chip the longest any
    /// language makes it (the computer at any level, any game, 12 taken).
    fn longest_words() -> TopBarWords {
        let chip = |player: Player| {
            let mut chips = Vec::new();
            for words in crate::app::ui::screens_for_tests::every_language() {
                for (game, level) in GameId::ALL.into_iter().zip(crate::ai::Level::ALL) {
                    let opponent = Opponent::Computer(level);
                    let setup = Setup::new(game, GameOptions::default(), opponent);
                    let turned = BoardTurned::default();
                    chips.push(side_chip(&setup, player, turned, 12, &words));
                }
            }
            let longest = chips.into_iter().max_by_key(|chip| chip.chars().count());
            (player, longest.unwrap_or_default(), true)
        };
        TopBarWords {
            title: "Bao la Kimasai",
            chips: [chip(Player::South), chip(Player::North)],
            status: "Jare! Computer (Beginner) may remove one of South's pieces: pick it, or \
                     \"Don't remove\""
                .into(),
            phase: longest_lesson_line(),
            phase_is_goal: true,
            menu: "Menu".into(),
            menu_tooltip: "Back to the menu; the game is kept for Continue".into(),
            streak: Some("South has won 4 games in a row: gal".into()),
        }
    }

    /// The longest line a lesson puts where the phase stands (longer than any phase line), in
    /// any language.
    fn longest_lesson_line() -> String {
        let books = crate::app::ui::screens_for_tests::every_language();
        let lines = books.iter().flat_map(|words| {
            GameId::ALL.into_iter().flat_map(move |game| {
                let lessons = &crate::lessons::course(game).lessons;
                let count = lessons.len();
                lessons.iter().enumerate().map(move |(i, lesson)| {
                    crate::app::ui::learn::numbered_lesson_line(i + 1, count, lesson, words)
                })
            })
        });
        lines.max_by_key(|line| line.chars().count()).unwrap()
    }

    /// The bar above the board, or the panel beside it, never reaches into the room it leaves
    /// the board, at any window size from a phone to a large monitor and for every board.
    #[test]
    fn no_panel_reaches_over_the_board_at_any_window_size() {
        let words = longest_words();
        const BOTTOM: f32 = 40.0;
        for game in GameId::ALL {
            let board = games::board(game).board_size();
            for width in (320..=2560).step_by(160) {
                // From 400 points: a laptop's window at 200 % text (`paint::text_size`).
                for height in [400, 480, 560, 640, 700, 800, 900, 1080, 1440] {
                    let window = egui::vec2(width as f32, height as f32);
                    let ctx = egui::Context::default();
                    ctx.set_fonts(crate::app::paint::theme::fonts());
                    let input = || egui::RawInput {
                        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, window)),
                        ..Default::default()
                    };
                    let chosen = layout(window, board, BOTTOM);
                    let mut room = (0.0, 0.0);
                    // Fonts take effect in the pass after they are set; areas are sized in the
                    // pass after they first appear.
                    for _ in 0..3 {
                        ctx.begin_pass(input());
                        let mut steady = SteadyBars::default();
                        let (top, left, _) =
                            place_top(&ctx, &words, chosen, BOTTOM, &mut steady, &mut |_| {});
                        room = (top, left);
                        ctx.end_pass().textures_delta.clear();
                    }
                    let id = match chosen {
                        Layout::Side => "hud side",
                        Layout::Across | Layout::Narrow => "hud top",
                    };
                    let taken = ctx
                        .memory(|m| m.area_rect(egui::Id::new(id)))
                        .expect("the bar was laid out");
                    let at = format!("{game} {width}×{height} {chosen:?}: {taken:?}, {room:?}");
                    match chosen {
                        Layout::Side => assert!(taken.max.x <= room.1 + 0.5, "{at}"),
                        Layout::Across | Layout::Narrow => {
                            assert!(taken.max.y <= room.0 + 0.5, "{at}")
                        }
                    }
                    assert!(taken.max.x <= window.x + 0.5, "{at}: beyond the window");
                }
            }
        }
    }

    /// The bar's height above the board with `words`, in a window `width` wide.
    fn top_bar_height(words: &TopBarWords, width: f32, chosen: Layout) -> f32 {
        let window = egui::vec2(width, 800.0);
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::paint::theme::fonts());
        let mut height = 0.0;
        for _ in 0..3 {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, window)),
                ..Default::default()
            });
            let mut steady = SteadyBars::default();
            height = place_top(&ctx, words, chosen, 40.0, &mut steady, &mut |_| {}).0;
            ctx.end_pass().textures_delta.clear();
        }
        height
    }

    /// Above the board the words change with every move (whose turn, a prompt, the phase): the
    /// bar keeps its height, so that the board under it never moves under the pointer.
    #[test]
    fn the_bar_above_the_board_keeps_its_height_whatever_it_says() {
        // In a game, and in a lesson, whose goal stays the same all through it (the bar takes
        // the rows it needs) while the status changes.
        for goal in [false, true] {
            let long = TopBarWords {
                phase_is_goal: goal,
                ..longest_words()
            };
            let short = TopBarWords {
                status: "Your move".into(),
                phase: match goal {
                    true => long.phase.clone(),
                    false => "Sowing".into(),
                },
                phase_is_goal: goal,
                ..longest_words()
            };
            for width in (320..=2560).step_by(160) {
                for chosen in [Layout::Across, Layout::Narrow] {
                    let width = width as f32;
                    assert_eq!(
                        top_bar_height(&short, width, chosen),
                        top_bar_height(&long, width, chosen),
                        "{width} {chosen:?}, a goal: {goal}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_bar_keeps_its_tallest_height_until_the_window_changes() {
        let mut steady = SteadyBars::default();
        let window = egui::vec2(1024.0, 700.0);
        assert_eq!(steady.top(window, 60.0), 60.0);
        assert_eq!(steady.top(window, 84.0), 84.0, "a news line more");
        assert_eq!(steady.top(window, 60.0), 84.0, "kept when it goes");
        assert_eq!(steady.bottom(window, 30.0), 30.0, "each bar on its own");
        let resized = egui::vec2(800.0, 600.0);
        assert_eq!(steady.top(resized, 70.0), 70.0, "a new size starts over");
    }
}
