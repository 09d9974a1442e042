//! Lessons: tiny stages with one goal each, in which the player acts instead of reading (as
//! lichess's Learn does). A lesson is data (`assets/lessons/<game>.json`): a position, a goal,
//! the moves that solve it with the other side's scripted replies, and whether the board marks
//! the moves to make. Everything here is played through the real rules.

mod check;
mod run;

use std::fmt;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::rules::{AnyMatch, AnyMove, GameId, MoveError, MoveParseError, PositionError};

pub use crate::json_error::JsonError;
pub use check::check_lesson;
pub use run::{LessonRun, Stars, Verdict};

/// One lesson, read from the file with its moves read in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The lesson's name in its course (`sowing`); its words are the messages named from it
    /// (`assets/words/learn`), so that a lesson reads in every language.
    pub id: String,
    /// The message id of its title (`lesson-sadeqa-iii-sowing`).
    pub title: String,
    /// The message id of what to do, in one line.
    pub goal: String,
    /// The position text (with the game's id) the lesson starts from; the side to move is the
    /// player's.
    pub position: String,
    pub steps: Vec<Step>,
    /// The message id of what the lesson taught, said when it is done.
    pub learnt: String,
    /// What must hold when the steps are played (beyond playing them).
    pub ends: Ending,
}

/// One move of the player and the other side's scripted answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The moves that solve this step; empty: any legal move.
    pub play: Vec<AnyMove>,
    /// The other side's answer, if it has one.
    pub reply: Option<AnyMove>,
    /// Whether the board marks the moves of `play` (the first lessons show them).
    pub show: bool,
}

/// A lesson as written in the file: its moves in the notation.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonText {
    id: String,
    position: String,
    steps: Vec<StepText>,
    #[serde(default)]
    ends: Ending,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StepText {
    #[serde(default)]
    play: Vec<String>,
    #[serde(default)]
    reply: Option<String>,
    #[serde(default)]
    show: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseText {
    game: GameId,
    lessons: Vec<LessonText>,
}

/// What the lesson's end must show.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    /// Only that the steps were played.
    #[default]
    Steps,
    /// The player has won the game.
    Win,
    /// The player has captured something in the lesson.
    Capture,
}

/// One game's lessons, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    pub game: GameId,
    pub lessons: Vec<Lesson>,
}

/// Why a lesson's text or play is wrong (a test finds these; the app never ships one).
#[derive(Clone, Debug, PartialEq)]
pub enum LessonError {
    /// Not JSON, or not the fields of a course.
    Unreadable(JsonError),
    /// A move of lesson `lesson`'s step `step` (both from 1) that is not in the notation.
    Notation {
        lesson: usize,
        step: usize,
        error: MoveParseError,
    },
    Position(PositionError),
    /// The position is of another game than the course's.
    WrongGame(GameId),
    /// A step's move or reply that does not read or is not legal (steps counted from 1).
    Move {
        step: usize,
        error: MoveError,
    },
    /// A step that accepts any move has a reply that some move makes illegal.
    ReplyNotAlwaysLegal {
        step: usize,
    },
    /// A reply where the game is over, or the player not to move at a step.
    OutOfTurn {
        step: usize,
    },
    /// The lesson's end does not show what it promises.
    GoalNotMet(Ending),
    NoSteps,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Unreadable(e) => write!(f, "the lessons do not read: {e}"),
            LessonError::Notation {
                lesson,
                step,
                error,
            } => write!(f, "lesson {lesson}, step {step}: {error}"),
            LessonError::Position(e) => write!(f, "the position: {e}"),
            LessonError::WrongGame(game) => write!(f, "the position is of {game}"),
            LessonError::Move { step, error } => write!(f, "step {step}: {error}"),
            LessonError::ReplyNotAlwaysLegal { step } => {
                write!(f, "step {step}: the reply is not legal after every move")
            }
            LessonError::OutOfTurn { step } => {
                write!(f, "step {step}: the player is not to move")
            }
            LessonError::GoalNotMet(ending) => write!(f, "the end does not show {ending:?}"),
            LessonError::NoSteps => f.write_str("the lesson has no steps"),
        }
    }
}

impl std::error::Error for LessonError {}

impl Lesson {
    /// The lesson's starting position.
    pub fn start(&self) -> Result<AnyMatch, LessonError> {
        AnyMatch::load(&self.position).map_err(LessonError::Position)
    }

    /// The moves the lesson is solved in: its par.
    pub fn par(&self) -> u32 {
        self.steps.len() as u32
    }
}

/// The lessons of `game`, from the files built into the program, read once (the menu asks for
/// them in every frame it draws).
pub fn course(game: GameId) -> &'static Course {
    static COURSES: OnceLock<Vec<Course>> = OnceLock::new();
    let courses = COURSES.get_or_init(|| GameId::ALL.iter().map(|&g| read_built_in(g)).collect());
    // `ALL` lists every game, so each has its course.
    &courses[GameId::ALL.iter().position(|&g| g == game).unwrap_or(0)]
}

fn read_built_in(game: GameId) -> Course {
    let text = match game {
        GameId::Shax => include_str!("../../assets/lessons/shax.json"),
        GameId::Sadeqa => include_str!("../../assets/lessons/sadeqa-iii.json"),
        GameId::Kimasai => include_str!("../../assets/lessons/bao-la-kimasai.json"),
    };
    // The files are checked by tests/lessons.rs: a file that does not read is a bug.
    read_course(text).unwrap_or_else(|e| panic!("assets/lessons/{game}.json: {e}"))
}

/// Reads a course's text, and each step's moves in its game's notation.
pub fn read_course(text: &str) -> Result<Course, LessonError> {
    let course: CourseText =
        serde_json::from_str(text).map_err(|e| LessonError::Unreadable(JsonError::from(e)))?;
    let game = course.game;
    let lessons = course
        .lessons
        .into_iter()
        .enumerate()
        .map(|(index, lesson)| read_lesson(game, index + 1, lesson))
        .collect::<Result<_, _>>()?;
    Ok(Course { game, lessons })
}

fn read_lesson(game: GameId, number: usize, text: LessonText) -> Result<Lesson, LessonError> {
    let mut steps = Vec::new();
    for (index, step) in text.steps.into_iter().enumerate() {
        let read = |text: &String| {
            game.parse_move(text)
                .map_err(|error| LessonError::Notation {
                    lesson: number,
                    step: index + 1,
                    error,
                })
        };
        steps.push(Step {
            play: step.play.iter().map(read).collect::<Result<_, _>>()?,
            reply: step.reply.as_ref().map(read).transpose()?,
            show: step.show,
        });
    }
    let title = format!("lesson-{game}-{}", text.id);
    Ok(Lesson {
        goal: format!("{title}-goal"),
        learnt: format!("{title}-learnt"),
        title,
        id: text.id,
        position: text.position,
        steps,
        ends: text.ends,
    })
}

/// Lesson `number` (from 1) of `game`, or why there is none: how many there are.
pub fn lesson(game: GameId, number: usize) -> Result<Lesson, NoSuchLesson> {
    let course = course(game);
    let count = course.lessons.len();
    number
        .checked_sub(1)
        .and_then(|index| course.lessons.get(index).cloned())
        .ok_or(NoSuchLesson {
            game,
            number,
            count,
        })
}

/// A lesson number past the course's end.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoSuchLesson {
    pub game: GameId,
    pub number: usize,
    pub count: usize,
}

impl fmt::Display for NoSuchLesson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} has no lesson {}: its lessons are 1 to {}",
            self.game.title(),
            self.number,
            self.count
        )
    }
}

impl std::error::Error for NoSuchLesson {}
