//! Lessons in the app without a window: each game's lessons solved by clicks, a move that is
//! not the lesson's refused and explained, the stars kept, the next lesson started, and the
//! kept game never touched.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;

use daga::app::{
    ActiveLesson, LessonProgress, LessonRequest, News, PickAction, Session, SpotClicked, Turn,
    click_path,
};
use daga::lessons::{Stars, course};
use daga::rules::GameId;

/// A headless app keeping its files in a folder of its own, with lesson `number` of `game` on.
fn lesson_app(test: &str, game: GameId, number: usize) -> (App, std::path::PathBuf) {
    let (mut app, folder) = common::app_in_folder(&format!("learn-{test}"));
    app.world_mut()
        .write_message(LessonRequest::Start { game, number });
    settle(&mut app);
    (app, folder)
}

fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update();
    }
}

fn lesson(app: &App) -> &ActiveLesson {
    app.world().resource::<ActiveLesson>()
}

/// Clicks the spots of `text`, a move in the notation, as a person would.
fn click(app: &mut App, text: &str) {
    let game = app.world().resource::<Session>().game.clone();
    let mv = game.parse_move(text).unwrap();
    let path = click_path(mv);
    for spot in &path {
        app.world_mut().write_message(SpotClicked(*spot));
        app.update();
    }
    let longer = game
        .legal_moves()
        .into_iter()
        .filter(|&m| click_path(m).starts_with(&path))
        .count();
    if longer > 1 {
        app.world_mut().write_message(PickAction::DeclineRemoval);
        app.update();
    }
    settle(app);
}

#[test]
fn every_lesson_is_solved_by_clicks_at_par_for_three_stars() {
    for game in GameId::ALL {
        for number in 1..=course(game).lessons.len() {
            let (mut app, _) = lesson_app("solve", game, number);
            let steps = lesson(&app).run.lesson.steps.clone();
            for step in &steps {
                let text = match step.play.first() {
                    Some(text) => text.clone(),
                    None => {
                        let session = app.world().resource::<Session>();
                        session.game.legal_moves()[0].to_string()
                    }
                };
                assert_eq!(
                    *app.world().resource::<State<Turn>>().get(),
                    Turn::AwaitingInput,
                    "{game} lesson {number}"
                );
                click(&mut app, &text);
            }
            assert_eq!(
                lesson(&app).finished,
                Some(Stars(3)),
                "{game} lesson {number}"
            );
            let progress = app.world().resource::<LessonProgress>();
            assert_eq!(progress.0[&game][number - 1], 3, "{game} lesson {number}");
        }
    }
}

#[test]
fn a_move_that_is_not_the_lessons_is_not_played_and_is_explained() {
    // Bao la Kimasai's third lesson: b1-c1 or e1-f1; a1 is blocked, and l4 is North's.
    let (mut app, _) = lesson_app("wrong", GameId::Kimasai, 3);
    let before = app.world().resource::<Session>().game.position_text();
    // An illegal click: explained by the rules' reason.
    let a1 = daga::app::game_board(GameId::Kimasai);
    let a1 = (0..a1.spot_count())
        .find(|&s| a1.spot_name(s) == "a1")
        .unwrap();
    app.world_mut().write_message(SpotClicked(a1));
    settle(&mut app);
    let news = app.world().resource::<News>().0.clone();
    assert_eq!(
        news.last().map(String::as_str),
        Some("Not possible — a stone steps only counter-clockwise, and b1 is not empty.")
    );
    assert_eq!(
        app.world().resource::<Session>().game.position_text(),
        before
    );
    click(&mut app, "e1-f1");
    assert_eq!(lesson(&app).finished, Some(Stars(3)));
}

#[test]
fn a_legal_move_the_lesson_does_not_ask_for_is_refused_and_costs_a_star() {
    // Shax's fourth lesson asks for a1-d1; a1-a4 is legal too.
    let (mut app, _) = lesson_app("not-the-lesson", GameId::Shax, 4);
    let before = app.world().resource::<Session>().game.position_text();
    click(&mut app, "a1-a4");
    assert_eq!(
        app.world().resource::<Session>().game.position_text(),
        before,
        "not played"
    );
    let news = app.world().resource::<News>().0.clone();
    let said = news.last().unwrap();
    assert!(
        said.starts_with("a1-a4 is allowed, but it is not what this lesson asks."),
        "{said}"
    );
    click(&mut app, "a1-d1");
    click(&mut app, "b2-d2");
    assert_eq!(lesson(&app).finished, Some(Stars(2)));
}

#[test]
fn the_next_lesson_starts_and_a_lesson_never_touches_the_kept_game() {
    let (mut app, folder) = lesson_app("next", GameId::Sadeqa, 2);
    click(&mut app, "h");
    assert_eq!(lesson(&app).finished, Some(Stars(3)));
    app.world_mut().write_message(LessonRequest::Next);
    settle(&mut app);
    assert_eq!(lesson(&app).number, 3);
    assert_eq!(lesson(&app).finished, None);
    assert!(
        !folder.join(daga::app::SAVED_GAME_FILE).exists(),
        "a lesson is never kept as the game to continue"
    );
    // Undo does not take a lesson's move back.
    click(&mut app, "b");
    let after = app.world().resource::<Session>().game.position_text();
    app.world_mut().write_message(daga::app::GameRequest::Undo);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Session>().game.position_text(),
        after
    );
}
