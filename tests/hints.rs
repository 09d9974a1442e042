//! Hints without a window: the level-5 search's move, its start first and then the whole move,
//! and the moves made after a hint remembered for the move list.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;
use std::time::Duration;

use daga::app::{
    GameRequest, Hint, HintAsked, HintShown, HintedMoves, LessonRequest, Opponent, Session, Setup,
    SpotClicked, click_path,
};
use daga::rules::{GameId, GameOptions};

use common::{frames, run_until};

fn app_with(setup: Setup) -> App {
    common::app_playing(setup, 0.0, |_| {})
}

/// Runs frames until the hint's search has answered.
fn wait_for_hint(app: &mut App) {
    let answered = |app: &App| app.world().resource::<Hint>().best.is_some();
    run_until(
        app,
        "the hint's search",
        20_000,
        Duration::from_millis(1),
        answered,
    );
}

#[test]
fn a_hint_shows_the_start_then_the_move_and_the_move_list_remembers_it() {
    for game in GameId::ALL {
        let mut app = app_with(Setup::new(game, GameOptions::default(), Opponent::Friend));
        app.world_mut().write_message(HintAsked);
        wait_for_hint(&mut app);
        let hint = app.world().resource::<Hint>();
        assert_eq!(hint.shown(), HintShown::Start, "{game}");
        let best = hint.best.unwrap();
        frames(&mut app, 1);
        // Said in words beside its ring: a cyan ring alone was not read as a hint.
        let said_at = |app: &App, spot: u8| {
            let news = app.world().resource::<daga::app::SpotNews>();
            news.0.iter().any(|bubble| {
                bubble.spot == spot
                    && bubble
                        .said
                        .in_words(daga::words::english())
                        .starts_with("Hint: ")
            })
        };
        assert!(
            said_at(&app, click_path(best)[0]),
            "{game}: the hint's start in words"
        );
        let session = app.world().resource::<Session>();
        assert!(session.game.legal_moves().contains(&best), "{game}: {best}");
        app.world_mut().write_message(HintAsked);
        frames(&mut app, 2);
        assert_eq!(
            app.world().resource::<Hint>().shown(),
            HintShown::Move,
            "{game}"
        );
        let start = click_path(best)[0];
        assert!(
            said_at(&app, start),
            "{game}: the hinted move in words, at its start"
        );
        for spot in click_path(best) {
            app.world_mut().write_message(SpotClicked(spot));
            app.update();
        }
        frames(&mut app, 20);
        assert_eq!(app.world().resource::<Session>().game.ply(), 1, "{game}");
        assert_eq!(app.world().resource::<HintedMoves>().0, vec![0], "{game}");
        assert_eq!(app.world().resource::<Hint>().shown(), HintShown::Nothing);
        // Undo takes the move back, and its mark with it.
        app.world_mut().write_message(GameRequest::Undo);
        frames(&mut app, 10);
        assert!(app.world().resource::<HintedMoves>().0.is_empty(), "{game}");
    }
}

#[test]
fn a_lesson_gives_no_hint() {
    let mut app = app_with(Setup::default());
    app.world_mut().write_message(LessonRequest::Start {
        game: GameId::Kimasai,
        number: 2,
    });
    frames(&mut app, 5);
    app.world_mut().write_message(HintAsked);
    frames(&mut app, 50);
    let hint = app.world().resource::<Hint>();
    assert!(hint.best.is_none() && !hint.is_searching());
}

#[test]
fn another_move_made_after_a_hint_is_the_players_own() {
    let mut app = app_with(Setup::new(
        GameId::Sadeqa,
        GameOptions::default(),
        Opponent::Friend,
    ));
    app.world_mut().write_message(HintAsked);
    wait_for_hint(&mut app);
    let best = app.world().resource::<Hint>().best.unwrap();
    let session = app.world().resource::<Session>();
    let other = *session
        .game
        .legal_moves()
        .iter()
        .find(|&&mv| mv != best)
        .expect("another move");
    for spot in click_path(other) {
        app.world_mut().write_message(SpotClicked(spot));
        app.update();
    }
    frames(&mut app, 20);
    assert_eq!(app.world().resource::<Session>().game.ply(), 1);
    assert!(app.world().resource::<HintedMoves>().0.is_empty());
}
