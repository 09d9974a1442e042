//! Play by link without a window: a link opens its game with its newest move played before the
//! player's eyes, the side that sent it is played far away (its spots refuse clicks, and the
//! words say why), and the kept game remembers that side.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;

use daga::app::{
    GameRequest, News, OpenLink, RecordDialog, SAVED_GAME_FILE, SavedGame, Screen, Selection,
    Session, SpotClicked, click_path, saved_game,
};
use daga::rules::Player;

use common::frames;

fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

#[test]
fn a_link_is_played_by_link() {
    let (mut app, folder) = common::app_in_folder("links-play");
    app.world_mut().write_message(OpenLink(
        "https://x.org/daga/#shax+first=south+moves+d2".into(),
    ));
    frames(&mut app, 30);
    // South's d2 was played on the board; South plays far away; North (here) is to move.
    assert_eq!(session(&app).game.ply(), 1);
    assert_eq!(session(&app).far_side(), Some(Player::South));
    assert_eq!(session(&app).game.turn(), Some(Player::North));
    let answer = session(&app).game.parse_move("d6").unwrap();
    for spot in click_path(answer) {
        app.world_mut().write_message(SpotClicked(spot));
        app.update();
    }
    frames(&mut app, 30);
    assert_eq!(session(&app).game.ply(), 2, "North answered");
    assert!(
        app.world().resource::<Selection>().next.is_empty(),
        "nothing lights up for the side far away"
    );
    // Now South is to move, far away: a click here plays nothing, and says why.
    let before = session(&app).game.position_text();
    let b4 = session(&app).game.parse_move("b4").unwrap();
    app.world_mut()
        .write_message(SpotClicked(click_path(b4)[0]));
    frames(&mut app, 5);
    assert_eq!(session(&app).game.position_text(), before);
    let words = app.world().resource::<daga::app::words::Words>();
    let news = app.world().resource::<News>().lines(words);
    let south = words.get("menu-south");
    let far = words.with("refusal-far-move", &[("side", south.into())]);
    assert_eq!(news.last(), Some(&far), "{news:?}");
    // The kept game remembers who plays far away.
    let text = std::fs::read_to_string(folder.join(SAVED_GAME_FILE)).unwrap();
    let kept = saved_game::from_text(&text).unwrap();
    assert_eq!(kept.far_side(), Some(Player::South));
    assert_eq!(kept.game.ply(), 2);
}

/// A link pasted into an open tab, to an earlier point of the game on the board, cut ten moves
/// silently: it asks first, as it does from the menu, and the game stays as it was.
#[test]
fn a_link_in_an_open_tab_asks_before_it_cuts_the_game_on_the_board() {
    let (mut app, _folder) = common::app_in_folder("links-open-tab");
    app.world_mut()
        .write_message(OpenLink("shax first=south moves d2 d6 b4 f4 b6 f6".into()));
    frames(&mut app, 40);
    assert_eq!(session(&app).game.ply(), 6);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    app.world_mut()
        .write_message(OpenLink("shax first=south moves d2 d6".into()));
    frames(&mut app, 10);
    assert!(
        matches!(
            app.world().resource::<RecordDialog>(),
            RecordDialog::Replacing { .. }
        ),
        "the player is asked"
    );
    assert_eq!(
        session(&app).game.ply(),
        6,
        "the game on the board is as it was"
    );
}

#[test]
fn a_bad_link_opens_the_records_dialog_with_a_short_reason_and_keeps_the_kept_game() {
    let (mut app, folder) = common::app_in_folder("links-bad");
    app.world_mut()
        .write_message(OpenLink("shax first=south moves d2 d6 b4".into()));
    frames(&mut app, 30);
    app.world_mut().write_message(GameRequest::BackToMenu);
    frames(&mut app, 10);
    let file = folder.join(SAVED_GAME_FILE);
    let kept = std::fs::read_to_string(&file).unwrap();
    let garbage = format!("https://x.org/#shax+moves+{}", "q".repeat(20_000));
    for bad in [
        "https://x.org/daga/#shax+first=south+moves+d2+d2".to_string(),
        garbage,
    ] {
        app.world_mut().write_message(OpenLink(bad.clone()));
        frames(&mut app, 10);
        let RecordDialog::Opening { problem, .. } = app.world().resource::<RecordDialog>().clone()
        else {
            panic!("the dialog is open for {bad:.40}");
        };
        let problem = problem.expect("it says what is wrong");
        let words = app.world().resource::<daga::app::words::Words>();
        let what = words.get("link-does-not-open");
        assert!(problem.starts_with(&what), "{problem}");
        assert!(problem.chars().count() < 200, "{problem:.300}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
        *app.world_mut().resource_mut::<RecordDialog>() = RecordDialog::Closed;
    }
    let SavedGame::Ready(session) = app.world().resource::<SavedGame>().clone() else {
        panic!("the kept game is still offered");
    };
    assert_eq!(session.game.move_texts(), ["d2", "d6", "b4"]);
}
