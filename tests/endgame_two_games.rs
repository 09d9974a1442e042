//! One app builds both games' endgame tables, one after the other: once Sadeqa III's table is
//! in, a Shax review still gets Shax's (its own process: the tables are global).
#![cfg(feature = "gui")]

mod common;

use daga::ai::endgame::{self, Exact};
use daga::app::Session;
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, GameId, Match};

use common::review_whole_game;

fn first_judgement(app: &bevy::prelude::App) -> Option<Exact> {
    let session = app.world().resource::<Session>();
    session
        .review()
        .unwrap()
        .analysis
        .evaluation(0)
        .unwrap()
        .south_exact
}

#[test]
fn the_second_games_tables_are_built_after_the_first_ones() {
    let (mut app, _folder) = common::app_in_folder("two-games-tables");
    let sadeqa = Sadeqa::from_position_text("2,0,1,0,3,0,0,1/0,1,0,0,2,0,0,0 south 40 44").unwrap();
    review_whole_game(
        &mut app,
        AnyMatch::Sadeqa(Match::from_position(sadeqa)),
        GameId::Sadeqa,
    );
    assert!(endgame::sadeqa_installed().is_some());
    assert_eq!(first_judgement(&app), Some(Exact::Margin { seeds: 4 }));
    assert!(endgame::installed().is_none(), "no Shax game yet");
    let shax = Shax::from_position_text("N...SN../S.NNS.../...S.... south move 0 0 - 0").unwrap();
    review_whole_game(
        &mut app,
        AnyMatch::Shax(Match::from_position(shax)),
        GameId::Shax,
    );
    assert!(
        endgame::installed().is_some(),
        "Shax's tables built after Sadeqa III's"
    );
    assert_eq!(first_judgement(&app), Some(Exact::Win { plies: 47 }));
}
