//! The panel at a solved puzzle: its stars, how it was solved, the days in a row for the day's
//! puzzle, and the next puzzle of the game.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::RichText;

use super::lesson_done::done_panel;
use crate::app::paint::palette::egui as colors;
use crate::app::play::puzzle::{ActivePuzzle, PuzzleRequest};
use crate::app::play::session::{GameRequest, Session};
use crate::app::play::today::today;
use crate::app::storage::progress::PlayerProgress;
use crate::app::ui::widgets::{action_button, plain_button, size, space};
use crate::app::words::{Phrasebook, Words};
use crate::lessons::Stars;

/// Whether the panel's first button has taken the keyboard's focus.
#[derive(Resource, Default)]
pub(super) struct PuzzlePanel {
    focused: bool,
}

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    time: Res<Time<Real>>,
    mut panel: ResMut<PuzzlePanel>,
    progress: Res<PlayerProgress>,
    mut puzzles: MessageWriter<PuzzleRequest>,
    mut requests: MessageWriter<GameRequest>,
    words: Res<Words>,
) -> Result {
    let Some((puzzle, stars)) = session
        .puzzle()
        .filter(|puzzle| puzzle.summary_due(time.elapsed()))
        .and_then(|puzzle| Some((puzzle, puzzle.finished?)))
    else {
        *panel = PuzzlePanel::default();
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let title = match puzzle.daily {
        Some(_) => words.get("puzzle-daily-solved"),
        None => words.get("puzzle-solved"),
    };
    done_panel(ctx, &words.get("puzzle-solved"), stars, &title, |ui| {
        ui.label(RichText::new(how_it_was_solved(puzzle, stars, &words)).size(size::BODY));
        // A puzzle that stops before the end: the count may still stand against the solver.
        if !puzzle.run.puzzle.ends_the_game() {
            ui.label(RichText::new(words.get("puzzle-solved-open")).size(size::BODY));
        }
        if puzzle.daily.is_some() {
            let streak = progress.0.daily_streak(today());
            let said = words.with("puzzle-streak", &[("days", streak.into())]);
            ui.label(RichText::new(said).size(size::BODY).strong());
        }
        ui.add_space(space::GAP);
        ui.horizontal_wrapped(|ui| {
            let next = action_button(ui, words.get("puzzle-next"), Some(colors::PLAY), 150.0);
            if !std::mem::replace(&mut panel.focused, true) {
                next.request_focus();
            }
            if next.clicked() {
                let count = puzzle.count as u32;
                let number = progress.0.next_puzzle(puzzle.game, count) as usize;
                puzzles.write(PuzzleRequest::Start {
                    game: puzzle.game,
                    number,
                    daily: None,
                });
            }
            if plain_button(ui, words.get("puzzle-again"), 80.0).clicked() {
                puzzles.write(PuzzleRequest::Again);
            }
            if plain_button(ui, words.get("menu"), 80.0).clicked() {
                requests.write(GameRequest::BackToMenu);
            }
        });
    });
    Ok(())
}

/// "At the first try, with no hint", "With a hint", "After 2 wrong tries".
pub fn how_it_was_solved(puzzle: &ActivePuzzle, stars: Stars, words: &Phrasebook) -> String {
    match stars.0 {
        3 => words.get("puzzle-solved-clean"),
        2 => words.get("puzzle-solved-hinted"),
        _ => words.with(
            "puzzle-solved-after",
            &[("tries", puzzle.run.mistakes.into())],
        ),
    }
}
