//! Checking a lesson through the rules: every move it accepts and every reply is legal where
//! it stands, the player is to move at each step, and the end shows what the lesson promises.

use super::run::ends_as_promised;
use super::{Lesson, LessonError};
use crate::rules::{AnyMatch, GameId, Player};

/// Checks `lesson` of `game` along every line its steps accept.
pub fn check_lesson(game: GameId, lesson: &Lesson) -> Result<(), LessonError> {
    let start = lesson.start()?;
    if start.game() != game {
        return Err(LessonError::WrongGame(start.game()));
    }
    if lesson.steps.is_empty() {
        return Err(LessonError::NoSteps);
    }
    let player = start.turn().ok_or(LessonError::OutOfTurn { step: 1 })?;
    check_from(lesson, &start, player, start.score(), 0)
}

/// Checks the steps from `index` on, in `game`, for every move the step accepts.
fn check_from(
    lesson: &Lesson,
    game: &AnyMatch,
    player: Player,
    start_score: [u32; 2],
    index: usize,
) -> Result<(), LessonError> {
    let Some(step) = lesson.steps.get(index) else {
        return match ends_as_promised(lesson.ends, game, player, start_score) {
            true => Ok(()),
            false => Err(LessonError::GoalNotMet(lesson.ends)),
        };
    };
    let number = index + 1;
    if game.turn() != Some(player) {
        return Err(LessonError::OutOfTurn { step: number });
    }
    let moves = match step.play.is_empty() {
        true => game.legal_moves(),
        false => step.play.clone(),
    };
    for mv in moves {
        let mut after = game.clone();
        after.play(mv).map_err(|error| LessonError::Move {
            step: number,
            error,
        })?;
        if let Some(reply) = step.reply {
            if after.turn() != Some(player.opponent()) {
                return Err(LessonError::OutOfTurn { step: number });
            }
            after
                .play(reply)
                .map_err(|error| match step.play.is_empty() {
                    true => LessonError::ReplyNotAlwaysLegal { step: number },
                    false => LessonError::Move {
                        step: number,
                        error,
                    },
                })?;
        }
        check_from(lesson, &after, player, start_score, index + 1)?;
    }
    Ok(())
}
