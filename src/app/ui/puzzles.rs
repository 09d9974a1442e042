//! What is said about puzzles: the goal above the board ("Puzzle 12 of 180 · Down to two
//! pieces · South to move and win in 3"), and the menu's row that opens them: the day's
//! puzzle with the days in a row, and the chosen game's next puzzle.

use bevy_egui::egui;

use crate::ai::Level;
use crate::app::paint::palette::egui as colors;
use crate::app::play::puzzle::{ActivePuzzle, PuzzleRequest, daily_puzzle};
use crate::app::play::session::Setup;
use crate::app::play::today::today;
use crate::app::ui::widgets::{share, shared_action_button, shared_plain_button, space};
use crate::app::words::Phrasebook;
use crate::progress::{Outcome, Progress};
use crate::puzzles::{self, Puzzle, Theme};
use crate::rules::GameId;

/// The line above the board during a puzzle: which puzzle, its theme and its goal.
pub fn puzzle_line(puzzle: &ActivePuzzle, setup: &Setup, words: &Phrasebook) -> String {
    let goal = puzzle_goal(&puzzle.run.puzzle, setup, words);
    let theme = words.get(&format!("puzzle-theme-{}", puzzle.run.puzzle.theme.id()));
    match puzzle.daily {
        Some(_) => words.with(
            "puzzle-daily-line",
            &[("theme", theme.into()), ("goal", goal.into())],
        ),
        None => words.with(
            "puzzle-line",
            &[
                ("number", puzzle.number.into()),
                ("count", puzzle.count.into()),
                ("theme", theme.into()),
                ("goal", goal.into()),
            ],
        ),
    }
}

/// "South to move and win in 3" where the solution ends the game, else "South to move: 3 moves
/// that keep the win".
pub fn puzzle_goal(puzzle: &Puzzle, setup: &Setup, words: &Phrasebook) -> String {
    let side = setup.side_called(puzzle.solver(), words);
    let moves = puzzle.solver_moves();
    let id = match puzzle.ends_the_game() {
        true => "puzzle-goal-win",
        false => "puzzle-goal-keep",
    };
    words.with(id, &[("side", side.into()), ("moves", moves.into())])
}

/// The menu's row: "Today's puzzle" (with the days in a row) and the chosen game's puzzles
/// (when it has any). Asks for the puzzle chosen, if one is.
pub fn puzzle_row(
    ui: &mut egui::Ui,
    game: GameId,
    progress: &Progress,
    words: &Phrasebook,
) -> Option<PuzzleRequest> {
    let day = today();
    let count = puzzles::shipped_once(game).len();
    let buttons = if count > 0 { 2 } else { 1 };
    let width = share(ui.available_width(), buttons);
    let mut asked = None;
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::GAP;
        let streak = progress.daily_streak(day);
        let solved_today = progress.daily_days().contains(&day);
        let daily = match streak {
            0 => words.get("menu-daily-puzzle"),
            days => words.with("menu-daily-puzzle-streak", &[("days", days.into())]),
        };
        // Offered in its own colour until today's is solved.
        let fill = (!solved_today).then_some(colors::PUZZLE);
        // Offered once every game's puzzles are at hand (the web page fetches them).
        let todays = daily_puzzle(day).filter(|_| puzzles::all_at_hand());
        if let Some((game, number)) = todays
            && shared_action_button(ui, daily, fill, width).clicked()
        {
            asked = Some(PuzzleRequest::Start {
                game,
                number,
                daily: Some(day),
            });
        }
        if count > 0 {
            let solved = (1..=count as u32)
                .filter(|&n| progress.solved_puzzle(game, n))
                .count();
            let args = [
                ("game", game.title().into()),
                ("solved", solved.into()),
                ("count", count.into()),
            ];
            let label = words.with("menu-puzzles", &args);
            if shared_plain_button(ui, label, width).clicked() {
                let number = progress.next_puzzle(game, count as u32) as usize;
                asked = Some(PuzzleRequest::Start {
                    game,
                    number,
                    daily: None,
                });
            }
        }
    });
    asked
}

/// What the menu suggests doing next in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NextStep {
    /// After a loss: puzzle `number` (from 1), on the theme of how it was lost where one is.
    Puzzle { number: usize, theme: Theme },
    /// After the lessons: the level nearest the player's rating.
    Level(Level),
}

/// The next step in `game`: a puzzle after the last game, lost, was of this game; else, once
/// its lessons are done, the level nearest the player's rating when another is chosen.
pub fn next_step(
    progress: &Progress,
    game: GameId,
    lessons_done: bool,
    chosen: Level,
) -> Option<NextStep> {
    let shipped = puzzles::shipped_once(game);
    let lost = progress
        .last_game()
        .filter(|last| last.game == game && last.outcome == Outcome::Lost);
    if let Some(last) = lost.filter(|_| !shipped.is_empty()) {
        let number = progress.next_puzzle_on(game, shipped, last.theme) as usize;
        let theme = shipped[number - 1].theme;
        return Some(NextStep::Puzzle { number, theme });
    }
    let fitting = progress.fitting_level(game);
    (lessons_done && fitting != chosen).then_some(NextStep::Level(fitting))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::PlayedGame;

    fn played(game: GameId, outcome: Outcome, theme: Option<Theme>) -> PlayedGame {
        PlayedGame {
            game,
            level: 2,
            outcome,
            helped: false,
            day: 20_794,
            theme,
        }
    }

    #[test]
    fn a_loss_brings_a_puzzle_on_how_it_was_lost_and_the_lessons_a_level() {
        let mut progress = Progress::default();
        assert_eq!(
            next_step(&progress, GameId::Shax, false, Level::Casual),
            None
        );
        assert_eq!(
            next_step(&progress, GameId::Shax, true, Level::Casual),
            Some(NextStep::Level(Level::Beginner)),
            "a newcomer's rating is level 1's"
        );
        assert_eq!(
            next_step(&progress, GameId::Shax, true, Level::Beginner),
            None
        );
        progress
            .games
            .push(played(GameId::Sadeqa, Outcome::Lost, Some(Theme::Capture)));
        let step = next_step(&progress, GameId::Sadeqa, false, Level::Casual);
        let Some(NextStep::Puzzle { number, theme }) = step else {
            panic!("a puzzle after a loss: {step:?}");
        };
        assert_eq!(theme, Theme::Capture);
        assert_eq!(
            puzzles::shipped_once(GameId::Sadeqa)[number - 1].theme,
            Theme::Capture
        );
        assert_eq!(
            next_step(&progress, GameId::Shax, false, Level::Casual),
            None,
            "another game's loss"
        );
        progress
            .games
            .push(played(GameId::Sadeqa, Outcome::Won, None));
        assert_eq!(
            next_step(&progress, GameId::Sadeqa, false, Level::Casual),
            None
        );
    }
}
