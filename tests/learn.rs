//! Lessons in the app without a window: each game's lessons solved by clicks, a move that is
//! not the lesson's refused and explained, the stars kept, the next lesson started, and the
//! kept game never touched.
#![cfg(feature = "gui")]

mod common;

use std::time::Duration;

use bevy::prelude::*;

use daga::app::words::Words;
use daga::app::{
    ActiveLesson, AnimationPace, GameRequest, LessonProgress, LessonRequest, NEXT_LESSON_AFTER,
    NewGameAsked, News, Opponent, ReplaceQuestion, SAVED_GAME_FILE, SavedGame, Selection, Session,
    Setup, SpotClicked, Streak, Turn, click_path,
};
use daga::lessons::{Stars, course};
use daga::rules::{GameId, GameOptions};

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
    let session = app.world().resource::<Session>();
    session.lesson().expect("a lesson is on the board")
}

/// Clicks the spots of `text`, a move in the notation, as a person would.
fn click(app: &mut App, text: &str) {
    let game = app.world().resource::<Session>().game.clone();
    let mv = game.parse_move(text).unwrap();
    common::click_move(app, mv);
}

#[test]
fn every_lesson_is_solved_by_clicks_at_par_for_three_stars() {
    for game in GameId::ALL {
        for number in 1..=course(game).lessons.len() {
            let (mut app, _) = lesson_app("solve", game, number);
            solve(&mut app);
            assert_eq!(
                lesson(&app).finished,
                Some(Stars(3)),
                "{game} lesson {number}"
            );
            let progress = app.world().resource::<LessonProgress>();
            assert_eq!(
                progress.best(game, number),
                Some(Stars(3)),
                "{game} lesson {number}"
            );
        }
    }
}

#[test]
fn a_move_that_is_not_the_lessons_is_not_played_and_is_explained() {
    // Bao la Kimasai's third lesson: b1-c1 or e1-f1; a1 is blocked, and l4 is North's.
    let (mut app, _) = lesson_app("wrong", GameId::Kimasai, 3);
    let before = app.world().resource::<Session>().game.position_text();
    // An illegal click: explained by the rules' reason, said to be the rules'.
    let a1 = daga::app::game_board(GameId::Kimasai);
    let a1 = (0..a1.spot_count())
        .find(|&s| a1.spot_name(s) == "a1")
        .unwrap();
    app.world_mut().write_message(SpotClicked(a1));
    settle(&mut app);
    let words = app.world().resource::<Words>();
    let why = words.with("kimasai-refuse-occupied", &[("hole", "b1".into())]);
    let refused = words.with("refusal-not-allowed", &[("why", why.into())]);
    assert_eq!(news(&app).last(), Some(&refused));
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
    let words = app.world().resource::<Words>();
    let wanted = words.with("lesson-wants-ringed", &[("move", "a1-a4".into())]);
    assert_eq!(news(&app).last(), Some(&wanted));
    click(&mut app, "a1-d1");
    click(&mut app, "b2-d2");
    assert_eq!(lesson(&app).finished, Some(Stars(2)));
}

#[test]
fn a_move_that_misses_the_lessons_capture_says_so() {
    // Sadeqa III's capture lesson: b captures, g does not.
    let (mut app, _) = lesson_app("no-capture", GameId::Sadeqa, 4);
    click(&mut app, "g");
    let words = app.world().resource::<Words>();
    let wanted = words.with("lesson-wants-capture", &[("move", "g".into())]);
    assert_eq!(news(&app).last(), Some(&wanted));
}

/// The news worded as the app shows them.
fn news(app: &App) -> Vec<String> {
    let words = app.world().resource::<Words>();
    app.world().resource::<News>().lines(words)
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

/// Plays every step of the lesson on the board as its first solution, each when the board
/// waits for the player.
fn solve(app: &mut App) {
    let steps = lesson(app).run.lesson.steps.clone();
    for step in &steps {
        let text = match step.play.first() {
            Some(mv) => mv.to_string(),
            None => {
                let session = app.world().resource::<Session>();
                session.game.legal_moves()[0].to_string()
            }
        };
        assert_eq!(
            *app.world().resource::<State<Turn>>().get(),
            Turn::AwaitingInput,
            "{text}"
        );
        click(app, &text);
    }
}

fn saved_game(app: &App) -> SavedGame {
    app.world().resource::<SavedGame>().clone()
}

#[test]
fn a_lesson_left_or_finished_leaves_the_kept_game_its_match_and_the_question() {
    let (mut app, folder) = common::app_in_folder("learn-kept");
    let setup = Setup::new(GameId::Shax, GameOptions::default(), Opponent::Friend);
    app.world_mut().write_message(GameRequest::Start(setup));
    settle(&mut app);
    for _ in 0..5 {
        let first = app.world().resource::<Session>().game.legal_moves()[0];
        click(&mut app, &first.to_string());
    }
    app.world_mut().write_message(GameRequest::BackToMenu);
    settle(&mut app);
    let file = folder.join(SAVED_GAME_FILE);
    let kept = std::fs::read_to_string(&file).expect("the game is kept");
    let kept_moves = |app: &App| match saved_game(app) {
        SavedGame::Ready(session) => session.game.move_texts(),
        other => panic!("no game to continue: {other:?}"),
    };
    let moves = kept_moves(&app);
    assert_eq!(moves.len(), 5);

    // A lesson left half way, then Shax's last lesson (a won game) finished.
    for (number, finish) in [(4, false), (course(GameId::Shax).lessons.len(), true)] {
        app.world_mut().write_message(LessonRequest::Start {
            game: GameId::Shax,
            number,
        });
        settle(&mut app);
        if finish {
            solve(&mut app);
            assert!(lesson(&app).finished.is_some(), "lesson {number} is done");
        } else {
            let first = lesson(&app).run.lesson.steps[0].play[0].to_string();
            click(&mut app, &first);
        }
        app.world_mut().write_message(GameRequest::BackToMenu);
        settle(&mut app);
        assert_eq!(kept_moves(&app), moves, "after lesson {number}");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            kept,
            "lesson {number}"
        );
        let SavedGame::Ready(session) = saved_game(&app) else {
            unreachable!()
        };
        assert_eq!(
            session.streak(),
            Streak::default(),
            "a lesson wins no match"
        );
    }

    // "Play" still asks before a new game replaces the kept one.
    app.world_mut().write_message(NewGameAsked(setup));
    settle(&mut app);
    assert!(app.world().get_resource::<ReplaceQuestion>().is_some());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
}

#[test]
fn the_next_lesson_starts_on_time_without_input() {
    let (mut app, _) = lesson_app("on-time", GameId::Sadeqa, 2);
    // The move is clicked, and from then on frames come only as a window without input has
    // them: the move is shown, the lesson is done, and the countdown runs by itself.
    let h = app
        .world()
        .resource::<Session>()
        .game
        .parse_move("h")
        .unwrap();
    app.world_mut().write_message(SpotClicked(click_path(h)[0]));
    let (mut slept, mut frames) = (Duration::ZERO, 0);
    while lesson(&app).finished.is_none() {
        slept += common::sleep_and_wake(&mut app);
        frames += 1;
        assert!(frames < 20, "the lesson is done once its move is shown");
    }
    assert_eq!(lesson(&app).finished, Some(Stars(3)));
    let (mut slept, mut frames) = (Duration::ZERO, 0);
    while lesson(&app).number == 2 {
        slept += common::sleep_and_wake(&mut app);
        frames += 1;
        assert!(
            frames as u64 <= NEXT_LESSON_AFTER.as_secs() + 4,
            "still lesson 2 after {frames} frames, {slept:?}"
        );
    }
    let second = Duration::from_secs(1);
    assert!(
        slept > NEXT_LESSON_AFTER - second / 10 && slept <= NEXT_LESSON_AFTER + second / 2,
        "the next lesson started {slept:?} after the last move"
    );
    // Woken at each second of the countdown, so that it reads right.
    assert!(
        frames as u64 >= NEXT_LESSON_AFTER.as_secs(),
        "{frames} frames"
    );
}

/// The lesson rings its move's stone and where it goes; a tap on where it goes plays it (it was
/// refused: "b1 holds none of South's stones").
#[test]
fn a_tap_on_the_ringed_target_plays_the_lessons_move() {
    let (mut app, _) = lesson_app("target", GameId::Kimasai, 1);
    let session = app.world().resource::<Session>();
    let mv = lesson(&app).run.shown_moves()[0];
    let marks = daga::rules::MoveMarks::of(&session.game, mv).unwrap();
    let target = marks.to[0];
    assert!(
        !click_path(mv).contains(&target),
        "the target is not where the stone starts"
    );
    let ply = session.game.ply();
    app.world_mut().write_message(SpotClicked(target));
    settle(&mut app);
    let session = app.world().resource::<Session>();
    assert!(session.game.ply() > ply, "the lesson's move was played");
    assert_eq!(session.game.moves()[ply], mv);
}

/// "Stay here" keeps the done lesson's summary until the player goes on ("Next lesson").
#[test]
fn stay_keeps_the_summary_until_the_player_goes_on() {
    let (mut app, _) = lesson_app("stay", GameId::Sadeqa, 2);
    let h = app
        .world()
        .resource::<Session>()
        .game
        .parse_move("h")
        .unwrap();
    app.world_mut().write_message(SpotClicked(click_path(h)[0]));
    settle(&mut app);
    assert!(lesson(&app).finished.is_some());
    let long_after = Duration::from_secs(3600);
    assert!(
        lesson(&app).next_lesson_in(long_after).is_some(),
        "a countdown runs"
    );
    app.world_mut().write_message(LessonRequest::Stay);
    settle(&mut app);
    assert_eq!(
        lesson(&app).next_lesson_in(long_after),
        None,
        "no countdown"
    );
    assert_eq!(lesson(&app).number, 2);
    app.world_mut().write_message(LessonRequest::Next);
    settle(&mut app);
    assert_eq!(lesson(&app).number, 3, "the player went on");
}

#[test]
fn another_piece_of_ones_own_takes_the_selection() {
    // Shax's stepping lesson: a1 and b2 can both step.
    let (mut app, _) = lesson_app("switch", GameId::Shax, 4);
    let board = daga::app::game_board(GameId::Shax);
    let spot = |name: &str| {
        (0..board.spot_count())
            .find(|&s| board.spot_name(s) == name)
            .unwrap()
    };
    let news_before = app.world().resource::<News>().0.clone();
    for name in ["a1", "b2", "a1"] {
        app.world_mut().write_message(SpotClicked(spot(name)));
        settle(&mut app);
        assert_eq!(
            app.world().resource::<Selection>().picked,
            vec![spot(name)],
            "{name} is picked"
        );
    }
    assert_eq!(
        app.world().resource::<News>().0,
        news_before,
        "nothing was refused"
    );
}

#[test]
fn the_stars_wait_until_the_lessons_move_has_been_shown() {
    // Sadeqa III's relay lesson, its sowing shown seed by seed.
    let (mut app, _) = lesson_app("stars-wait", GameId::Sadeqa, 3);
    app.insert_resource(AnimationPace {
        seconds_per_step: 0.2,
    });
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(20),
    ));
    let b = app
        .world()
        .resource::<Session>()
        .game
        .parse_move("b")
        .unwrap();
    app.world_mut().write_message(SpotClicked(click_path(b)[0]));
    let mut animated = 0;
    for _ in 0..2_000 {
        app.update();
        let moving = *app.world().resource::<State<Turn>>().get() == Turn::Animating;
        animated += usize::from(moving);
        if moving {
            assert_eq!(
                lesson(&app).finished,
                None,
                "the stars came while the move was shown"
            );
        }
        if lesson(&app).finished.is_some() {
            break;
        }
    }
    assert!(animated > 10, "the move was shown over {animated} frames");
    assert_eq!(lesson(&app).finished, Some(Stars(3)));
}
