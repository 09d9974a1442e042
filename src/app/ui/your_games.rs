//! "Your games": for each game, the games won, drawn and lost against each level, the rating
//! against the computer with its last change and a small chart of it over the games, then the
//! puzzles solved, the days in a row and the puzzle rating with its chart.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::ai::Level;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;
use crate::app::play::today::today;
use crate::app::storage::progress::PlayerProgress;
use crate::app::ui::widgets::{level_word, plain_button, size};
use crate::app::words::{Phrasebook, Words};
use crate::progress::{NEWCOMER, Progress, Rating};
use crate::rules::GameId;

/// Whether the page is open.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct YourGamesOpen(pub bool);

/// The chart's size, in points: at least this wide, and as wide as the page up to twice it.
const CHART: egui::Vec2 = egui::vec2(220.0, 64.0);
/// The room the page keeps for its title, its "Done" and its margins: all else scrolls.
const OUTSIDE_THE_SCROLL: f32 = 150.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<YourGamesOpen>().add_systems(
        EguiPrimaryContextPass,
        show.run_if(in_state(Screen::Menu).and_then(resource_exists::<ThemeReady>)),
    );
}

fn show(
    mut contexts: EguiContexts,
    mut open: ResMut<YourGamesOpen>,
    progress: Res<PlayerProgress>,
    words: Res<Words>,
) -> Result {
    if open.0 && !page(contexts.ctx_mut()?, &progress.0, &words) {
        open.0 = false;
    }
    Ok(())
}

/// The page; whether it stays open.
fn page(ctx: &egui::Context, progress: &Progress, words: &Phrasebook) -> bool {
    let mut keep_open = true;
    let modal = egui::Modal::new(egui::Id::new("your games")).show(ctx, |ui| {
        ui.set_max_width((ctx.content_rect().width() - 40.0).min(560.0));
        ui.heading(RichText::new(words.get("your-games")).strong());
        let height = (ctx.content_rect().height() - OUTSIDE_THE_SCROLL).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(height)
            .show(ui, |ui| {
                for game in GameId::ALL {
                    game_part(ui, progress, game, words);
                    ui.separator();
                }
                puzzle_part(ui, progress, words);
            });
        if plain_button(ui, words.get("settings-done"), 90.0).clicked() {
            keep_open = false;
        }
    });
    keep_open && !modal.should_close()
}

/// One game's part: its rating line and chart, and a line per level played.
fn game_part(ui: &mut egui::Ui, progress: &Progress, game: GameId, words: &Phrasebook) {
    ui.label(RichText::new(game.title()).size(size::BODY + 2.0).strong());
    let lines = game_lines(progress, game, words);
    if lines.len() == 1 {
        ui.label(RichText::new(&lines[0]).color(colors::QUIET_TEXT));
        return;
    }
    ui.label(RichText::new(&lines[0]).size(size::BODY));
    chart(ui, &progress.rating_history(game));
    chart_caption(ui, words);
    for line in &lines[1..] {
        ui.label(line);
    }
}

/// A game's lines: its rating (with the last game's change), then "Level 2: 3 won, 1 drawn,
/// 2 lost" for each level played; only "No games yet" when none was.
pub fn game_lines(progress: &Progress, game: GameId, words: &Phrasebook) -> Vec<String> {
    let played: Vec<(Level, _)> = Level::ALL
        .into_iter()
        .map(|level| (level, progress.tally(game, level)))
        .filter(|(_, tally)| tally.played() > 0)
        .collect();
    if played.is_empty() {
        return vec![words.get("your-games-none")];
    }
    let history = progress.rating_history(game);
    let mut lines = vec![rating_line(&history, "your-games-rating", words)];
    for (level, tally) in played {
        let args = [
            ("level", words.get(&level_word(level)).into()),
            ("won", tally.won.into()),
            ("drawn", tally.drawn.into()),
            ("lost", tally.lost.into()),
        ];
        lines.push(words.with("your-games-level", &args));
    }
    lines
}

/// "Rating 1,620 (+120)": the newest rating and how the last rated game changed it.
fn rating_line(history: &[Rating], id: &str, words: &Phrasebook) -> String {
    let now = history.last().map_or(NEWCOMER.rating, |r| r.rating);
    let before = history.iter().rev().nth(1).map_or(now, |r| r.rating);
    let change = (now - before).round() as i64;
    let change = match change {
        0 => "±0".to_string(),
        c if c > 0 => format!("+{c}"),
        c => c.to_string(),
    };
    words.with(
        id,
        &[
            ("rating", (now.round() as i64).into()),
            ("change", change.into()),
        ],
    )
}

/// The puzzles' part: how many solved, the days in a row, the rating and its chart.
fn puzzle_part(ui: &mut egui::Ui, progress: &Progress, words: &Phrasebook) {
    ui.label(
        RichText::new(words.get("your-games-puzzles"))
            .size(size::BODY + 2.0)
            .strong(),
    );
    let lines = puzzle_lines(progress, words);
    for (index, line) in lines.iter().enumerate() {
        ui.label(RichText::new(line).size(size::BODY));
        if index == 1 && !progress.puzzles.is_empty() {
            chart(ui, &progress.puzzle_rating_history());
            chart_caption(ui, words);
        }
    }
}

/// "12 solved, 9 at the first try", "3 days in a row", then the rating once one is solved.
pub fn puzzle_lines(progress: &Progress, words: &Phrasebook) -> Vec<String> {
    let clean = progress.puzzles.iter().filter(|tried| tried.clean).count();
    let args = [
        ("solved", progress.puzzles.len().into()),
        ("clean", clean.into()),
    ];
    let mut lines = vec![words.with("your-games-puzzles-solved", &args)];
    if !progress.puzzles.is_empty() {
        let history = progress.puzzle_rating_history();
        lines.push(rating_line(&history, "your-games-puzzle-rating", words));
    }
    let streak = progress.daily_streak(today());
    lines.push(words.with("puzzle-streak", &[("days", streak.into())]));
    lines
}

/// What the chart shows, under it.
fn chart_caption(ui: &mut egui::Ui, words: &Phrasebook) {
    ui.label(
        RichText::new(words.get("your-games-chart"))
            .size(size::SMALL)
            .color(colors::QUIET_TEXT),
    );
}

/// The ratings as a line over the games, with a band of two deviations either side (how sure
/// it is) and a faint line at the newcomer's rating.
fn chart(ui: &mut egui::Ui, history: &[Rating]) {
    let size = egui::vec2(ui.available_width().clamp(CHART.x, 2.0 * CHART.x), CHART.y);
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect;
    let painter = painter.with_clip_rect(rect);
    painter.rect_filled(rect, 4.0, colors::FIELD);
    if history.len() < 2 {
        return;
    }
    let start = (NEWCOMER.rating, NEWCOMER.rating);
    let (low, high) = history.iter().fold(start, |(lo, hi), r| {
        (
            lo.min(r.rating - 2.0 * r.deviation),
            hi.max(r.rating + 2.0 * r.deviation),
        )
    });
    let span = (high - low).max(1.0);
    let point = |index: usize, rating: f64| {
        let x = rect.left() + rect.width() * index as f32 / (history.len() - 1) as f32;
        let y = rect.bottom() - rect.height() * ((rating - low) / span) as f32;
        egui::pos2(x, y)
    };
    let newcomer = point(0, NEWCOMER.rating).y;
    painter.hline(
        rect.x_range(),
        newcomer,
        Stroke::new(1.0, colors::QUIET_TEXT),
    );
    for (index, pair) in history.windows(2).enumerate() {
        for (offset, width) in [(2.0, 1.0), (0.0, 2.5), (-2.0, 1.0)] {
            let a = point(index, pair[0].rating + offset * pair[0].deviation);
            let b = point(index + 1, pair[1].rating + offset * pair[1].deviation);
            let colour = if offset == 0.0 {
                colors::STATUS
            } else {
                colors::QUIET_TEXT
            };
            painter.line_segment([a, b], Stroke::new(width, colour));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::words::Language;
    use crate::progress::{Outcome, PlayedGame};

    #[test]
    fn a_game_with_no_results_says_so_and_a_played_one_its_rating_and_tally() {
        let words = Phrasebook::new(Language::English);
        let mut progress = Progress::default();
        assert_eq!(
            game_lines(&progress, GameId::Shax, &words),
            vec![words.get("your-games-none")]
        );
        progress.games.push(PlayedGame {
            game: GameId::Shax,
            level: 1,
            outcome: Outcome::Lost,
            helped: false,
            day: 20_794,
            theme: None,
        });
        let lines = game_lines(&progress, GameId::Shax, &words);
        assert_eq!(lines.len(), 2, "{lines:?}");
        let rating = progress.rating(GameId::Shax).rating.round() as i64;
        let drop = rating - NEWCOMER.rating as i64;
        assert!(drop < 0);
        assert!(lines[0].contains(&format!("({drop})")), "{lines:?}");
        assert!(lines[1].contains("1 lost"), "{lines:?}");
    }
}
