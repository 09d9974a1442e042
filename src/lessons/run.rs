//! A lesson being played: which moves it takes, the other side's answers, tries and stars.

use super::{Ending, Lesson, LessonError};
use crate::rules::{AnyMatch, AnyMove, Player};

/// What the lesson says of a move the player chose.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It solves the step: play it.
    Solves,
    /// The rules allow it, but it is not this lesson's move: it is not played.
    NotTheLesson,
}

/// One to three stars, by moves tried against the lesson's par (as lichess's Learn counts).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stars(pub u8);

impl Stars {
    /// Three at par, two a little over it, one beyond.
    pub fn for_tries(tries: u32, par: u32) -> Stars {
        let late = tries.saturating_sub(par);
        let grace = (par / 8).max(1);
        Stars(match late {
            0 => 3,
            late if late <= grace => 2,
            _ => 1,
        })
    }
}

/// A lesson in play: the step reached and the moves tried.
#[derive(Clone, Debug)]
pub struct LessonRun {
    pub lesson: Lesson,
    /// The player's side: the side to move at the lesson's start.
    pub player: Player,
    /// The next step to solve (== the number of steps when done).
    pub step: usize,
    /// Every move the player chose, solving or not.
    pub tries: u32,
    /// What each side had taken at the start.
    pub start_score: [u32; 2],
}

impl LessonRun {
    /// The lesson from its start, and its position.
    pub fn start(lesson: Lesson) -> Result<(LessonRun, AnyMatch), LessonError> {
        let game = lesson.start()?;
        let player = game.turn().ok_or(LessonError::OutOfTurn { step: 1 })?;
        let run = LessonRun {
            lesson,
            player,
            step: 0,
            tries: 0,
            start_score: game.score(),
        };
        Ok((run, game))
    }

    /// Whether the player's move `mv` solves the current step; a try either way.
    pub fn judge(&mut self, mv: AnyMove) -> Verdict {
        self.tries += 1;
        let Some(step) = self.lesson.steps.get(self.step) else {
            return Verdict::NotTheLesson;
        };
        if step.play.is_empty() || step.play.contains(&mv) {
            Verdict::Solves
        } else {
            Verdict::NotTheLesson
        }
    }

    /// The other side's answer to the step just solved; moves on to the
    /// next step.
    pub fn solved(&mut self) -> Option<AnyMove> {
        let reply = self.lesson.steps.get(self.step)?.reply;
        self.step += 1;
        reply
    }

    /// The moves the board marks now (the step's, when it shows them).
    pub fn shown_moves(&self) -> Vec<AnyMove> {
        match self.lesson.steps.get(self.step) {
            Some(step) if step.show => step.play.clone(),
            _ => Vec::new(),
        }
    }

    /// True once every step is solved and the end shows what the lesson promises.
    pub fn is_done(&self, game: &AnyMatch) -> bool {
        self.step >= self.lesson.steps.len()
            && ends_as_promised(self.lesson.ends, game, self.player, self.start_score)
    }

    pub fn stars(&self) -> Stars {
        Stars::for_tries(self.tries, self.lesson.par())
    }
}

/// Whether `game` shows `ending` for `player`, who had taken `start_score` at the start.
pub fn ends_as_promised(
    ending: Ending,
    game: &AnyMatch,
    player: Player,
    start_score: [u32; 2],
) -> bool {
    match ending {
        Ending::Steps => true,
        Ending::Win => game.status().winner() == Some(player),
        Ending::Capture => game.score()[player.index()] > start_score[player.index()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_count_tries_against_par() {
        assert_eq!(Stars::for_tries(3, 3), Stars(3));
        assert_eq!(Stars::for_tries(4, 3), Stars(2));
        assert_eq!(Stars::for_tries(5, 3), Stars(1));
        assert_eq!(Stars::for_tries(18, 16), Stars(2));
        assert_eq!(Stars::for_tries(19, 16), Stars(1));
    }
}
