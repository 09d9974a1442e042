//! The player's way through the lessons: the stars earned in each, kept like the settings, and
//! the lines the menu and the HUD say about them.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::app::play::lesson::{ActiveLesson, LessonDone};
use crate::app::storage::settings::{self, BadValue, Setting};
use crate::app::words::Phrasebook;
use crate::lessons::{Lesson, Stars};
use crate::rules::GameId;

/// The best stars earned in each lesson of each game (`None`: not done yet).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress(BTreeMap<GameId, Vec<Option<Stars>>>);

impl LessonProgress {
    /// Keeps the better of `stars` and what lesson `number` (from 1) had.
    pub fn record(&mut self, game: GameId, number: usize, stars: Stars) {
        let lessons = self.0.entry(game).or_default();
        if lessons.len() < number {
            lessons.resize(number, None);
        }
        let best = &mut lessons[number - 1];
        *best = (*best).max(Some(stars));
    }

    /// The best stars earned in lesson `number` (from 1) of `game`, if it is done.
    pub fn best(&self, game: GameId, number: usize) -> Option<Stars> {
        let lessons = self.0.get(&game)?;
        *lessons.get(number.checked_sub(1)?)?
    }

    /// How many lessons of `game` are done.
    pub fn done(&self, game: GameId) -> usize {
        self.0
            .get(&game)
            .map_or(0, |lessons| lessons.iter().flatten().count())
    }

    /// The first lesson of `game` not done yet (from 1), or the first when all are.
    pub fn next_lesson(&self, game: GameId, count: usize) -> usize {
        (1..=count)
            .find(|&n| self.best(game, n).is_none())
            .unwrap_or(1)
    }

    /// All stars earned in `game`.
    pub fn stars(&self, game: GameId) -> u32 {
        self.0.get(&game).map_or(0, |lessons| {
            lessons.iter().flatten().map(|s| u32::from(s.0)).sum()
        })
    }
}

/// The progress's field in the settings file: `"lessons": {"shax": [3, 2, 0]}` (0: not done).
#[derive(Default, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct ProgressField {
    lessons: BTreeMap<GameId, Vec<u8>>,
}

impl Setting for LessonProgress {
    type Fields = ProgressField;

    fn to_fields(&self) -> ProgressField {
        let numbers =
            |lessons: &Vec<Option<Stars>>| lessons.iter().map(|s| s.map_or(0, |s| s.0)).collect();
        ProgressField {
            lessons: self.0.iter().map(|(&game, l)| (game, numbers(l))).collect(),
        }
    }

    fn from_fields(fields: ProgressField) -> Result<LessonProgress, BadValue> {
        let stars = |number: u8| match number {
            0 => Ok(None),
            1..=3 => Ok(Some(Stars(number))),
            _ => Err(BadValue {
                // not the player's: the settings file's error, for the log
                setting: "stars of a lesson",
                value: number.to_string(),
                allowed: "0 to 3",
            }),
        };
        let mut progress = BTreeMap::new();
        for (game, numbers) in fields.lessons {
            let lessons = numbers.into_iter().map(stars).collect::<Result<_, _>>()?;
            progress.insert(game, lessons);
        }
        Ok(LessonProgress(progress))
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<LessonProgress>(app);
    app.add_systems(Update, keep_stars);
}

fn keep_stars(mut done: MessageReader<LessonDone>, mut progress: ResMut<LessonProgress>) {
    for &LessonDone {
        game,
        number,
        stars,
    } in done.read()
    {
        progress.record(game, number, stars);
    }
}

/// The line above the board during a lesson: which lesson, and its goal.
pub fn lesson_line(lesson: &ActiveLesson, words: &Phrasebook) -> String {
    numbered_lesson_line(lesson.number, lesson.count, &lesson.run.lesson, words)
}

/// The line above the board for lesson `number` of `count`, `taught`.
pub fn numbered_lesson_line(
    number: usize,
    count: usize,
    taught: &Lesson,
    words: &Phrasebook,
) -> String {
    words.with(
        "lesson-line",
        &[
            ("number", number.into()),
            ("count", count.into()),
            ("title", words.get(&taught.title).into()),
            ("goal", words.get(&taught.goal).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_keeps_the_best_stars_and_finds_the_next_lesson() {
        let mut progress = LessonProgress::default();
        assert_eq!(progress.next_lesson(GameId::Shax, 7), 1);
        progress.record(GameId::Shax, 1, Stars(2));
        progress.record(GameId::Shax, 1, Stars(1));
        progress.record(GameId::Shax, 3, Stars(3));
        assert_eq!(progress.best(GameId::Shax, 1), Some(Stars(2)));
        assert_eq!(progress.best(GameId::Shax, 2), None);
        assert_eq!(progress.best(GameId::Shax, 9), None);
        assert_eq!(progress.done(GameId::Shax), 2);
        assert_eq!(progress.stars(GameId::Shax), 5);
        assert_eq!(progress.next_lesson(GameId::Shax, 7), 2);
        assert_eq!(progress.done(GameId::Kimasai), 0);
        let text = serde_json::to_string(&progress.to_fields()).unwrap();
        assert_eq!(text, r#"{"lessons":{"shax":[2,0,3]}}"#);
        let fields: ProgressField = serde_json::from_str(&text).unwrap();
        assert_eq!(LessonProgress::from_fields(fields), Ok(progress));
        let four: ProgressField = serde_json::from_str(r#"{"lessons":{"shax":[4]}}"#).unwrap();
        assert!(LessonProgress::from_fields(four).is_err());
    }
}
