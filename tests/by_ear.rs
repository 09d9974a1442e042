//! Playing without sight, headless: whole games played by the keyboard alone, choosing every
//! move from the board's spoken names (`SpokenBoard`) and hearing each move's news
//! (`Announcement`), as a screen reader's user does; and the commands that read aloud.

#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;

use daga::ai::Level;
use daga::app::{Announcement, KeysGoTo, MoveTyped, Opponent, Session, Setup, SpokenBoard, Turn};
use daga::rules::{GameId, GameOptions, Player};

use common::{press, run_until, turn};

fn app_playing(setup: Setup) -> App {
    common::app_playing(setup, 0.0, |_| {})
}

/// Runs frames until the player is asked for a move or the game is over.
fn settle(app: &mut App) {
    common::settle(app, 3000);
}

fn heard(app: &App) -> Announcement {
    app.world().resource::<Announcement>().clone()
}

fn spoken(app: &App) -> SpokenBoard {
    app.world().resource::<SpokenBoard>().clone()
}

/// The seeds a hole's spoken name gives ("c, 5 seeds"), none for "c, empty".
fn seeds_in(label: &str) -> u32 {
    label
        .split(", ")
        .nth(1)
        .and_then(|said| said.split(' ').next())
        .and_then(|count| count.parse().ok())
        .unwrap_or(0)
}

/// Tabs through the spots that can be picked until the one named `label` is announced, then
/// plays it with Enter; fails if Tab never reaches it (it cycles the spots that can be picked).
fn choose_by_ear(app: &mut App, label: &str) {
    for _ in 0..2 * spoken(app).spots.len() + 2 {
        if *app.world().resource::<KeysGoTo>() != KeysGoTo::Board {
            press(app, KeyCode::Escape);
        }
        let before = heard(app).serial;
        press(app, KeyCode::Tab);
        let now = heard(app);
        if now.serial != before && now.text == label {
            press(app, KeyCode::Enter);
            return;
        }
    }
    panic!(
        "Tab never reached \"{label}\"; last heard \"{}\"",
        heard(app).text
    );
}

#[test]
fn a_whole_sadeqa_game_is_played_by_ear_and_keyboard_alone() {
    let options = GameOptions {
        first: Player::South,
        ..GameOptions::default()
    };
    let setup = Setup::new(GameId::Sadeqa, options, Opponent::Computer(Level::Beginner));
    let mut app = app_playing(setup);
    let mut my_moves = 0;
    while turn(&app) == Turn::AwaitingInput {
        let board = spoken(&app);
        assert_eq!(board.spots.len(), 16, "Sadeqa III's 16 holes are named");
        let choices: Vec<&str> = board
            .spots
            .iter()
            .filter(|s| s.can_pick)
            .map(|s| s.label.as_str())
            .collect();
        assert!(
            !choices.is_empty(),
            "a turn with nothing to pick: {board:?}"
        );
        // The fullest hole the player may sow, as a player who hears the board might choose.
        let chosen = choices
            .iter()
            .max_by_key(|l| seeds_in(l))
            .unwrap()
            .to_string();
        assert!(seeds_in(&chosen) > 0, "a hole to sow has seeds: {chosen}");
        let before = heard(&app).serial;
        choose_by_ear(&mut app, &chosen);
        settle(&mut app);
        my_moves += 1;
        let after = heard(&app);
        assert!(after.serial > before, "the move's news was announced");
        assert_ne!(spoken(&app), board, "the spoken board follows the move");
        assert!(my_moves < 400, "the game ends");
    }
    assert_eq!(turn(&app), Turn::GameOver);
    assert!(my_moves > 3, "a real game: {my_moves} moves");
    let session = app.world().resource::<Session>();
    assert!(session.game.status().is_over());
    // At the end, T reads the result and the score.
    press(&mut app, KeyCode::KeyT);
    let said = heard(&app).text;
    assert!(said.contains("captured"), "the score is read: {said}");
}

/// Plays `game` against level 1 to its end by ear: each pick a spot that can be picked, chosen by
/// its spoken name (a different one each time, as a player trying things would), reached by Tab
/// and played by Enter. Returns the player's picks.
fn whole_game_by_ear(game: GameId) -> usize {
    let options = GameOptions {
        first: Player::South,
        ..GameOptions::default()
    };
    let mut app = app_playing(Setup::new(
        game,
        options,
        Opponent::Computer(Level::Beginner),
    ));
    let mut picks = 0;
    while turn(&app) == Turn::AwaitingInput {
        let board = spoken(&app);
        let choices: Vec<String> = board
            .spots
            .iter()
            .filter(|s| s.can_pick)
            .map(|s| s.label.clone())
            .collect();
        assert!(!choices.is_empty(), "{game}: a turn with nothing to pick");
        let before = heard(&app).serial;
        choose_by_ear(&mut app, &choices[picks * 7 % choices.len()]);
        settle(&mut app);
        picks += 1;
        assert!(
            heard(&app).serial > before,
            "{game}: the pick was heard: {:?} at pick {picks}, choices {choices:?}, {:?}",
            heard(&app),
            app.world().resource::<KeysGoTo>()
        );
        assert!(picks < 2000, "{game}: the game ends");
    }
    assert_eq!(turn(&app), Turn::GameOver, "{game}");
    assert!(app.world().resource::<Session>().game.status().is_over());
    // The end is said with who won, not only the last move's news.
    let status = spoken(&app).status;
    assert!(
        heard(&app).text.contains(&status),
        "{game}: {:?} says {status:?}",
        heard(&app)
    );
    // L names the last move in the notation, whatever its sentence says.
    let last = app.world().resource::<Session>().game.last_move().unwrap();
    press(&mut app, KeyCode::KeyL);
    let said = heard(&app).text;
    assert!(
        said.starts_with(&format!("The last move: {last}.")),
        "{game}: {said}"
    );
    picks
}

#[test]
fn a_whole_game_of_shax_and_of_bao_la_kimasai_is_played_by_ear_too() {
    for game in [GameId::Shax, GameId::Kimasai] {
        let picks = whole_game_by_ear(game);
        assert!(picks > 5, "{game}: a real game, {picks} picks");
    }
}

#[test]
fn the_reading_keys_say_the_board_the_turn_the_last_move_and_a_spots_moves() {
    let options = GameOptions {
        first: Player::South,
        ..GameOptions::default()
    };
    let mut app = app_playing(Setup::new(GameId::Shax, options, Opponent::Friend));
    press(&mut app, KeyCode::KeyL);
    assert_eq!(heard(&app).text, "No move has been played yet.");
    press(&mut app, KeyCode::KeyB);
    let board = heard(&app).text;
    assert!(
        board.starts_with("Row 1: a7, empty; d7, empty; g7, empty."),
        "{board}"
    );
    assert_eq!(
        board.matches("Row ").count(),
        7,
        "Shax's seven rows: {board}"
    );
    press(&mut app, KeyCode::KeyT);
    let turn_said = heard(&app).text;
    assert!(turn_said.contains("captured 0 pieces"), "{turn_said}");
    press(&mut app, KeyCode::KeyM);
    assert!(heard(&app).text.starts_with("No spot is chosen"));
    press(&mut app, KeyCode::Tab);
    let first = heard(&app).text;
    assert!(
        first.ends_with(", empty"),
        "the cursor's spot is said: {first}"
    );
    press(&mut app, KeyCode::KeyM);
    let spot = first.split(',').next().unwrap();
    assert_eq!(heard(&app).text, format!("Moves from {spot}: {spot}."));
    // A placement typed in the notation is played; its news names it and the spot's name follows.
    app.world_mut().write_message(MoveTyped("d2".into()));
    settle(&mut app);
    let d2 = spoken(&app)
        .spots
        .into_iter()
        .find(|s| s.label.starts_with("d2,"));
    assert_eq!(d2.map(|s| s.label).as_deref(), Some("d2, light piece"));
    assert!(heard(&app).text.contains("d2"), "{}", heard(&app).text);
    press(&mut app, KeyCode::KeyL);
    assert!(heard(&app).text.contains("d2"));
    // The same point again reads as a move but the rules refuse it: the refusal is said, and
    // nothing changes.
    let before = app.world().resource::<Session>().game.position_text();
    app.world_mut().write_message(MoveTyped("d2".into()));
    settle(&mut app);
    let refused = heard(&app).text;
    assert!(
        !refused.contains("placed"),
        "a refusal, not news of a move: {refused}"
    );
    assert_eq!(
        app.world().resource::<Session>().game.position_text(),
        before
    );
}

#[test]
fn f6_takes_the_keys_to_the_bars_shift_f6_to_their_end_and_esc_or_f6_brings_them_back() {
    let options = GameOptions::default();
    let mut app = app_playing(Setup::new(GameId::Sadeqa, options, Opponent::Friend));
    let keys_go_to = |app: &App| *app.world().resource::<KeysGoTo>();
    // Tab cycles the board's spots, past the last back to the first.
    let pickable = spoken(&app).spots.iter().filter(|s| s.can_pick).count();
    press(&mut app, KeyCode::Tab);
    let first = heard(&app).text;
    for _ in 0..pickable {
        press(&mut app, KeyCode::Tab);
    }
    assert_eq!(heard(&app).text, first);
    assert_eq!(keys_go_to(&app), KeysGoTo::Board);
    press(&mut app, KeyCode::F6);
    assert_eq!(keys_go_to(&app), KeysGoTo::Bars { backwards: false });
    // Enter in the bars is a button's (egui's), not a pick on the board.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    press(&mut app, KeyCode::Escape);
    assert_eq!(keys_go_to(&app), KeysGoTo::Board);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        1,
        "back on the board, Enter plays"
    );
    press(&mut app, KeyCode::F6);
    assert_eq!(keys_go_to(&app), KeysGoTo::Bars { backwards: false });
    press(&mut app, KeyCode::F6);
    assert_eq!(keys_go_to(&app), KeysGoTo::Board);
    // Shift+F6 enters the bars the other way round, at their last button.
    let shift = |app: &mut App, down: bool| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        match down {
            true => keys.press(KeyCode::ShiftLeft),
            false => keys.release(KeyCode::ShiftLeft),
        }
    };
    shift(&mut app, true);
    press(&mut app, KeyCode::F6);
    shift(&mut app, false);
    assert_eq!(keys_go_to(&app), KeysGoTo::Bars { backwards: true });
}

#[test]
fn a_hint_and_a_move_taken_back_are_said_too() {
    let options = GameOptions::default();
    let mut app = app_playing(Setup::new(GameId::Sadeqa, options, Opponent::Friend));
    press(&mut app, KeyCode::KeyH);
    let what = "the hint to be said";
    let said = |app: &App| heard(app).text.starts_with("Hint: start at ");
    run_until(
        &mut app,
        what,
        20_000,
        std::time::Duration::from_millis(1),
        said,
    );
    app.world_mut().write_message(MoveTyped("c".into()));
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().game.ply(), 1);
    press(&mut app, KeyCode::KeyU);
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    let status = spoken(&app).status;
    assert!(!status.is_empty());
    assert_eq!(
        heard(&app).text,
        status,
        "the turn is said after a take-back"
    );
}

#[test]
fn a_typed_move_that_is_not_a_move_is_refused_with_why_and_changes_nothing() {
    let options = GameOptions::default();
    let mut app = app_playing(Setup::new(GameId::Kimasai, options, Opponent::Friend));
    let before = app.world().resource::<Session>().game.position_text();
    app.world_mut().write_message(MoveTyped("zz99".into()));
    settle(&mut app);
    let said = heard(&app).text;
    assert!(
        said.starts_with("“zz99” is not a move here: expected"),
        "{said}"
    );
    assert_eq!(
        app.world().resource::<Session>().game.position_text(),
        before
    );
}
