//! The window's title tells the game and whose move it is, so that a player who looks away (or
//! at another browser tab) sees when the computer has answered, or how far its review of a game
//! has come. On the web it is the page's title too.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::AppSystems;
use crate::app::board::animation::Shown;
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::play::lesson::ActiveLesson;
use crate::app::play::puzzle::ActivePuzzle;
use crate::app::play::review::Review;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::Session;
use crate::app::ui::narration::{moves_are_named, session_result, status_line};
use crate::app::words::{Phrasebook, Words};

pub fn plugin(app: &mut App) {
    // After the board has begun to show a move the rules have just played: before, the title
    // said for a frame what the position after it holds ("Your move") ahead of its news.
    app.add_systems(Update, show_title.after(AppSystems::Present));
}

/// The title for what is on screen: the header's status line, as the board shows it.
pub fn title(
    screen: Screen,
    turn: Option<Turn>,
    session: Option<&Session>,
    shown: &Shown,
    named: bool,
    words: &Phrasebook,
) -> String {
    let (Screen::Playing, Some(turn), Some(session)) = (screen, turn, session) else {
        return words.get("app-title");
    };
    let status = match (turn, shown.moving) {
        // The result's headline alone: the reason is the header's.
        (Turn::GameOver, None) => session_result(session, words)
            .map(|result| result.headline)
            .unwrap_or_default(),
        _ => status_line(session, turn, shown, false, named, words),
    };
    format!("{status} · {} · Daga", session.setup.game.title())
}

/// How far the computer's review has come, while it is not done: "Review 40 %".
fn review_progress(review: &Review, words: &Phrasebook) -> Option<String> {
    let analysis = &review.analysis;
    let positions = analysis.moves() + 1;
    let percent = 100 * analysis.evaluated() / positions;
    let said = || words.with("title-review-progress", &[("percent", percent.into())]);
    (!analysis.is_complete()).then(said)
}

/// Where a lesson stands: "Lesson 2 of 6", then "Lesson 2 done" (the next starts by itself).
fn lesson_progress(lesson: &ActiveLesson, words: &Phrasebook) -> String {
    let number = ("number", lesson.number.into());
    match lesson.finished {
        Some(_) => words.with("title-lesson-done", &[number]),
        None => words.with("title-lesson-of", &[number, ("count", lesson.count.into())]),
    }
}

/// Where a puzzle stands: "Puzzle 12 of 180" or "Today's puzzle", then "Puzzle solved".
fn puzzle_progress(puzzle: &ActivePuzzle, words: &Phrasebook) -> String {
    match (puzzle.finished, puzzle.daily) {
        (Some(_), _) => words.get("title-puzzle-solved"),
        (None, Some(_)) => words.get("title-puzzle-daily"),
        (None, None) => words.with(
            "title-puzzle-of",
            &[
                ("number", puzzle.number.into()),
                ("count", puzzle.count.into()),
            ],
        ),
    }
}

fn show_title(
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    session: Option<Res<Session>>,
    shown: Res<Shown>,
    coordinates: Option<Res<ShowCoordinates>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    words: Res<Words>,
) {
    let review = session.as_deref().and_then(Session::review);
    let lesson = session.as_deref().and_then(Session::lesson);
    let mut wanted = title(
        *screen.get(),
        turn.map(|t| *t.get()),
        session.as_deref(),
        &shown,
        moves_are_named(coordinates.as_deref()),
        &words,
    );
    if let Some(progress) = review.and_then(|review| review_progress(review, &words)) {
        wanted = format!("{progress} · {wanted}");
    }
    if let Some(lesson) = lesson.filter(|_| *screen.get() == Screen::Playing) {
        wanted = format!("{} · {wanted}", lesson_progress(lesson, &words));
    }
    let puzzle = session.as_deref().and_then(Session::puzzle);
    if let Some(puzzle) = puzzle.filter(|_| *screen.get() == Screen::Playing) {
        wanted = format!("{} · {wanted}", puzzle_progress(puzzle, &words));
    }
    if window.title != wanted {
        #[cfg(target_arch = "wasm32")]
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            document.set_title(&wanted);
        }
        window.title = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::play::session::{Opponent, Setup};
    use crate::app::words::Language;
    use crate::rules::{GameId, GameOptions};

    fn english() -> Phrasebook {
        Phrasebook::new(Language::English)
    }

    #[test]
    fn the_title_says_whose_move_it_is() {
        let mut session = Session::new(Setup::new(
            GameId::Kimasai,
            GameOptions::default(),
            Opponent::Computer(Level::Casual),
        ));
        let rest = Shown::of(&session);
        assert_eq!(
            title(Screen::Menu, None, Some(&session), &rest, true, &english()),
            "Daga — Shax, Sadeqa III, Bao la Kimasai"
        );
        let yours = title(
            Screen::Playing,
            Some(Turn::AwaitingInput),
            Some(&session),
            &rest,
            true,
            &english(),
        );
        assert_eq!(yours, "Your move · Bao la Kimasai · Daga");
        let thinking = title(
            Screen::Playing,
            Some(Turn::ComputerThinking),
            Some(&session),
            &rest,
            true,
            &english(),
        );
        assert!(thinking.starts_with("The computer is thinking"));
        session.setup = Setup::new(session.setup.game, session.setup.options, Opponent::Friend);
        let friends = title(
            Screen::Playing,
            Some(Turn::AwaitingInput),
            Some(&session),
            &rest,
            true,
            &english(),
        );
        assert!(friends.starts_with("South to move"), "{friends}");
    }

    #[test]
    fn a_lessons_title_says_which_and_when_it_is_done() {
        let mut session = crate::app::play::lesson::lesson_session(GameId::Sadeqa, 2).unwrap();
        let lesson = session.lesson_mut().unwrap();
        assert_eq!(lesson_progress(lesson, &english()), "Lesson 2 of 6");
        lesson.finished = Some(crate::lessons::Stars(3));
        assert_eq!(lesson_progress(lesson, &english()), "Lesson 2 done");
    }
}
