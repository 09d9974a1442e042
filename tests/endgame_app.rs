//! The app builds the endgame tables (Shax's, Sadeqa III's) beside the frames once a game nears
//! them, and the review waits for them before judging a position they hold (its own process: the
//! tables are global).
#![cfg(feature = "gui")]

mod common;

use std::time::Duration;

use daga::ai::endgame::{self, Exact};
use daga::app::{GameRequest, Hint, HintAsked, Opponent, Review, Session, Setup};
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, GameId, GameOptions, Match};

use common::{review_whole_game, run_until};

/// South to move wins in 47 plies with best play: far beyond what the search sees by itself.
const LONG_WIN: &str = "N...SN../S.NNS.../...S.... south move 0 0 - 0";

fn review(app: &bevy::prelude::App) -> &Review {
    app.world()
        .resource::<Session>()
        .review()
        .expect("a review")
}

#[test]
fn a_review_of_an_endgame_waits_for_the_tables_and_names_the_win() {
    let (mut app, _folder) = common::app_in_folder("endgame-review");
    assert!(endgame::installed().is_none());
    let mut game = AnyMatch::Shax(Match::from_position(
        Shax::from_position_text(LONG_WIN).unwrap(),
    ));
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    review_whole_game(&mut app, game, GameId::Shax);
    assert!(endgame::installed().is_some(), "the tables were built");
    let first = review(&app).analysis.evaluation(0).unwrap();
    assert_eq!(first.south_exact, Some(Exact::Win { plies: 47 }));
    assert_eq!(
        first.south_chances, 1.0,
        "judged from the tables, not by a search that cannot see the win"
    );
}

/// South, 4 seeds behind with ten on the board, ends 4 ahead with best play.
const SEED_ENDGAME: &str = "2,0,1,0,3,0,0,1/0,1,0,0,2,0,0,0 south 40 44";

#[test]
fn a_review_of_a_sowing_endgame_names_the_winning_margin() {
    let (mut app, _folder) = common::app_in_folder("sadeqa-endgame-review");
    let mut game = AnyMatch::Sadeqa(Match::from_position(
        Sadeqa::from_position_text(SEED_ENDGAME).unwrap(),
    ));
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    review_whole_game(&mut app, game, GameId::Sadeqa);
    assert!(endgame::sadeqa_installed().is_some(), "the table was built");
    let first = review(&app).analysis.evaluation(0).unwrap();
    assert_eq!(first.south_exact, Some(Exact::Margin { seeds: 4 }));
    assert_eq!(first.south_chances, 1.0, "a won margin is a win");
}

#[test]
fn a_hint_in_an_endgame_is_the_tables_move_and_says_how_it_ends() {
    let (mut app, _folder) = common::app_in_folder("endgame-hint");
    let game = AnyMatch::Shax(Match::from_position(
        Shax::from_position_text(LONG_WIN).unwrap(),
    ));
    let setup = Setup::new(GameId::Shax, GameOptions::default(), Opponent::Friend);
    app.world_mut()
        .write_message(GameRequest::Continue(Box::new(Session {
            game: game.clone(),
            ..Session::new(setup)
        })));
    run_until(
        &mut app,
        "the tables, built because the game on the board nears them",
        20_000,
        Duration::from_millis(5),
        |_| endgame::installed().is_some(),
    );
    app.world_mut().write_message(HintAsked);
    run_until(
        &mut app,
        "the hint",
        20_000,
        Duration::from_millis(5),
        |app| app.world().resource::<Hint>().best.is_some(),
    );
    let hint = app.world().resource::<Hint>();
    assert_eq!(hint.south_best_play, Some(Exact::Win { plies: 47 }));
    let mut after = game.clone();
    after.play(hint.best.unwrap()).unwrap();
    assert_eq!(
        endgame::probe(&after),
        Some(Exact::Loss { plies: 46 }),
        "the hinted move keeps the quickest win"
    );
}
