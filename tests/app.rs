//! The app without a window: scripted games drive the turn-state machine from input messages
//! through computer turns to the game's end, and the board entities follow the rules.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::window::RequestRedraw;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::Level;
use daga::app::{
    AnimationPace, ComputerPace, Effects, GameRequest, KeyboardCursor, News, Opponent, PickAction,
    PlaySound, SPARKS, Seat, Session, Setup, Shown, SoundKind, Spark, Spot, SpotClicked,
    SpotContents, Thinking, Turn, contents_from_rules, core_plugin,
};
use daga::rules::{GameId, GameOptions, Player};

use common::{app_playing, press, run_until, settle, turn};
use std::time::Duration;

fn headless_app(setup: Setup) -> App {
    headless_app_animated(setup, 0.0)
}

/// A headless app whose clock moves 50 ms a frame and whose moves take `seconds_per_step`.
fn headless_app_animated(setup: Setup, seconds_per_step: f32) -> App {
    app_playing(setup, seconds_per_step, |app| {
        app.init_resource::<Heard>().add_systems(Last, listen);
    })
}

/// Every sound the app asked for, in order.
#[derive(Resource, Default)]
struct Heard(Vec<SoundKind>);

fn listen(mut sounds: MessageReader<PlaySound>, mut heard: ResMut<Heard>) {
    heard.0.extend(sounds.read().map(|sound| sound.kind));
}

fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

/// Every spot entity shows what the rules say.
fn assert_board_matches_rules(app: &mut App) {
    let expected = contents_from_rules(&session(app).game);
    let mut query = app.world_mut().query::<(&Spot, &SpotContents)>();
    let mut seen = 0;
    for (spot, contents) in query.iter(app.world()) {
        assert_eq!(*contents, expected[spot.0 as usize], "spot {}", spot.0);
        seen += 1;
    }
    assert_eq!(seen, expected.len(), "one entity per spot");
}

/// Picks a random legal move for the person to move and clicks it spot by spot.
fn click_a_move(app: &mut App, rng: &mut SmallRng) {
    let moves = session(app).game.legal_moves();
    let mv = moves[rng.random_range(0..moves.len())];
    let path = daga::app::click_path(mv);
    for spot in &path {
        app.world_mut().write_message(SpotClicked(*spot));
        app.update();
    }
    // A jare step that removes nothing: the path is a prefix of the removing moves.
    if moves
        .iter()
        .filter(|&&m| daga::app::click_path(m).starts_with(&path))
        .count()
        > 1
    {
        app.world_mut().write_message(PickAction::DeclineRemoval);
        app.update();
    }
}

/// Plays a whole game through the app; returns the number of moves.
fn play_through(setup: Setup, seed: u64) -> usize {
    play_through_app(setup, seed).1
}

/// Plays a whole game through the app; returns the app and the number of moves.
fn play_through_app(setup: Setup, seed: u64) -> (App, usize) {
    let mut app = headless_app(setup);
    let mut rng = SmallRng::seed_from_u64(seed);
    play_to_the_end(&mut app, &mut rng);
    let moves = session(&app).game.move_texts().len();
    (app, moves)
}

/// Clicks random legal moves for the people until the game on screen is over, checking the
/// board after every move and at the end.
fn play_to_the_end(app: &mut App, rng: &mut SmallRng) {
    assert_board_matches_rules(app);
    for _ in 0..5_000 {
        if turn(app) == Turn::GameOver {
            break;
        }
        assert_eq!(turn(app), Turn::AwaitingInput);
        let mover = session(app).game.turn().expect("a person to move");
        assert!(!session(app).setup.is_computer(mover));
        let before = session(app).game.move_texts().len();
        click_a_move(app, rng);
        settle(app, 100_000);
        let after = session(app).game.move_texts().len();
        assert!(after > before, "the clicks made a move");
        assert_board_matches_rules(app);
    }
    assert_eq!(turn(app), Turn::GameOver);
    assert!(session(app).game.status().is_over());
    assert!(
        !session(app).game_in_progress(),
        "a finished game is left freely"
    );
    assert_board_matches_rules(app);
    assert_eq!(
        app.world().resource::<Shown>().stores,
        session(app).game.score(),
        "the header shows the final score"
    );
    if session(app).setup.game == GameId::Sadeqa {
        let mut spots = app.world_mut().query::<&SpotContents>();
        let left: u16 = spots.iter(app.world()).map(|s| s.count).sum();
        assert_eq!(
            left, 0,
            "the seeds left went to a store, not drawn in the holes"
        );
    }
}

fn setup(game: GameId, opponent: Opponent, first: Player) -> Setup {
    let options = GameOptions {
        first,
        ..GameOptions::default()
    };
    Setup::new(game, options, opponent)
}

#[test]
fn hot_seat_games_run_to_the_end() {
    for game in GameId::ALL {
        let moves = play_through(setup(game, Opponent::Friend, Player::South), 1);
        assert!(moves > 10, "{game}: {moves} moves");
    }
}

#[test]
fn a_won_game_bursts_into_sparks_unless_effects_are_calm() {
    for effects in [Effects::Full, Effects::Calm] {
        let mut app = headless_app(setup(GameId::Kimasai, Opponent::Friend, Player::South));
        app.insert_resource(effects);
        let mut rng = SmallRng::seed_from_u64(3);
        play_to_the_end(&mut app, &mut rng);
        assert!(session(&app).game.status().winner().is_some(), "a won game");
        let mut sparks = app.world_mut().query::<&Spark>();
        let count = sparks.iter(app.world()).count();
        let expected = if effects.full() { SPARKS } else { 0 };
        assert_eq!(count, expected, "{effects:?}");
    }
}

#[test]
fn games_against_the_computer_run_to_the_end() {
    for game in GameId::ALL {
        let moves = play_through(
            setup(game, Opponent::Computer(Level::Beginner), Player::North),
            2,
        );
        assert!(moves > 10, "{game}: {moves} moves");
    }
}

#[test]
fn the_computer_plays_whichever_side_its_seat_is() {
    // Seats, not a hard-coded North: the computer as South, the person here as North.
    for game in GameId::ALL {
        let mut computer_south = setup(game, Opponent::Friend, Player::South);
        computer_south.set_seat(Player::South, Seat::Computer(Level::Beginner));
        let moves = play_through(computer_south, 3);
        assert!(moves > 10, "{game}: {moves} moves");
    }
}

#[test]
fn the_computer_answers_and_undo_takes_back_to_the_persons_move() {
    let mut app = headless_app(setup(
        GameId::Kimasai,
        Opponent::Computer(Level::Beginner),
        Player::South,
    ));
    assert_eq!(turn(&app), Turn::AwaitingInput);
    let b2 = daga::rules::kimasai::board::hole_by_name("b2").unwrap();
    app.world_mut().write_message(SpotClicked(b2));
    settle(&mut app, 100_000);
    let moves = session(&app).game.move_texts();
    assert_eq!(moves.len(), 2, "the computer replied: {moves:?}");
    assert_eq!(moves[0], "b2-a2");
    let mut replay = daga::rules::AnyMatch::new(GameId::Kimasai, &GameOptions::default());
    replay.play_text("b2-a2").unwrap();
    assert!(
        replay.play_text(&moves[1]).is_ok(),
        "the reply {} is legal for north",
        moves[1]
    );
    app.world_mut().write_message(GameRequest::Undo);
    settle(&mut app, 10);
    assert!(
        session(&app).game.move_texts().is_empty(),
        "both moves taken back"
    );
    assert_eq!(
        turn(&app),
        Turn::AwaitingInput,
        "no instant reply after undo"
    );
    assert_board_matches_rules(&mut app);
    app.world_mut().write_message(GameRequest::Redo);
    settle(&mut app, 10);
    assert_eq!(session(&app).game.move_texts().len(), 2);
    assert_board_matches_rules(&mut app);
}

/// Bao la Kimasai against the computer, its moves shown at `seconds_per_step`, after the
/// person's b2.
fn b2_against_the_computer(seconds_per_step: f32) -> App {
    let beginner = Opponent::Computer(Level::Beginner);
    let mut app = headless_app_animated(
        setup(GameId::Kimasai, beginner, Player::South),
        seconds_per_step,
    );
    let b2 = daga::rules::kimasai::board::hole_by_name("b2").unwrap();
    app.world_mut().write_message(SpotClicked(b2));
    app
}

/// The person's b2 in Bao la Kimasai against the computer, shown slowly, run until the
/// computer's answer is being shown.
fn answer_being_shown() -> App {
    let mut app = b2_against_the_computer(0.5);
    let shown = |app: &App| session(app).game.ply() == 2 && turn(app) == Turn::Animating;
    run_until(&mut app, "the answer shown", 100_000, Duration::ZERO, shown);
    app
}

/// A press while the computer's answer is still being shown (a busy machine shows it for
/// longer) is not lost: undo waits for the board at rest, then takes both moves back.
#[test]
fn undo_pressed_while_the_answer_is_shown_is_carried_out() {
    let mut app = answer_being_shown();
    app.world_mut().write_message(GameRequest::Undo);
    app.update();
    assert_eq!(turn(&app), Turn::Animating, "still showing the answer");
    assert_eq!(
        session(&app).game.ply(),
        2,
        "undo waits for the board at rest"
    );
    app.world_mut().write_message(daga::app::FinishAnimation);
    settle(&mut app, 100);
    assert_eq!(session(&app).game.ply(), 0, "both moves taken back");
    assert_eq!(turn(&app), Turn::AwaitingInput);
    assert_board_matches_rules(&mut app);
}

/// A hint asked for while the answer is shown is searched for the position after it.
#[test]
fn a_hint_pressed_while_the_answer_is_shown_is_searched_for() {
    let mut app = answer_being_shown();
    app.world_mut().write_message(daga::app::HintAsked);
    for _ in 0..3 {
        app.update();
    }
    let hint = app.world().resource::<daga::app::Hint>();
    assert!(!hint.is_searching(), "no hint while the answer is shown");
    app.world_mut().write_message(daga::app::FinishAnimation);
    settle(&mut app, 100);
    let hint = app.world().resource::<daga::app::Hint>();
    assert!(
        hint.is_searching() || hint.best.is_some(),
        "the hint asked for during the showing was searched for"
    );
    assert_eq!(session(&app).game.ply(), 2);
}

/// The window's title follows the board: once the rules have the computer's answer, its news
/// is the first title (the title used to be set before the answer's showing began, and said for
/// a frame what came before, or, online, "Your move" ahead of the friend's move).
#[test]
fn the_title_tells_the_answer_as_soon_as_the_rules_have_it() {
    let mut app = b2_against_the_computer(0.2);
    app.add_plugins(daga::app::window_title_plugin);
    app.world_mut()
        .spawn((Window::default(), bevy::window::PrimaryWindow));
    let mut titles: Vec<String> = Vec::new();
    for _ in 0..2000 {
        app.update();
        let mut windows = app.world_mut().query::<&Window>();
        let title = windows.single(app.world()).unwrap().title.clone();
        if session(&app).game.ply() == 2 && titles.last() != Some(&title) {
            titles.push(title);
        }
        if session(&app).game.ply() == 2 && turn(&app) == Turn::AwaitingInput {
            break;
        }
        std::thread::yield_now();
    }
    assert!(titles.len() >= 2, "{titles:?}");
    assert!(
        titles[0].starts_with("Computer"),
        "the answer's news comes first: {titles:?}"
    );
    let words = app.world().resource::<daga::app::words::Words>();
    assert!(
        titles
            .last()
            .unwrap()
            .starts_with(&words.get("status-your-move")),
        "{titles:?}"
    );
}

/// Whether the stand-in for a changing screen (egui placing its bars, say) asks for frames.
#[derive(Resource)]
struct ScreenChanging(bool);

fn ask_for_frames(changing: Res<ScreenChanging>, mut redraws: MessageWriter<RequestRedraw>) {
    if changing.0 {
        redraws.write(RequestRedraw);
    }
}

/// A Kimasai game the computer opens, on a screen that asks for frame after frame; the
/// computer's turn has begun.
fn computer_opens_on_a_changing_screen(max_still_wait_seconds: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(core_plugin)
        // The tests read English, whatever the machine's language.
        .insert_resource(daga::app::words::LanguageAsked(
            daga::words::Language::English,
        ))
        .insert_resource(ComputerPace {
            min_think_seconds: 0.0,
            max_still_wait_seconds,
        })
        .insert_resource(ScreenChanging(true))
        .add_systems(PostUpdate, ask_for_frames);
    app.update();
    let computer_first = setup(
        GameId::Kimasai,
        Opponent::Computer(Level::Beginner),
        Player::North,
    );
    app.world_mut()
        .write_message(GameRequest::Start(computer_first));
    for _ in 0..3 {
        app.update();
    }
    app
}

#[test]
fn the_computer_searches_once_the_screen_stands_still() {
    let mut app = computer_opens_on_a_changing_screen(3600.0);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(turn(&app), Turn::ComputerThinking);
    assert!(
        !app.world().resource::<Thinking>().is_searching(),
        "no search while the screen asks for frames"
    );
    app.world_mut().resource_mut::<ScreenChanging>().0 = false;
    app.update();
    assert!(app.world().resource::<Thinking>().is_searching());
    settle(&mut app, 100_000);
    assert_eq!(session(&app).game.ply(), 1, "the computer opened");
}

#[test]
fn a_screen_that_never_stands_still_only_delays_the_computer() {
    let mut app = computer_opens_on_a_changing_screen(0.0);
    settle(&mut app, 100_000);
    assert_eq!(session(&app).game.ply(), 1, "the computer opened");
}

#[test]
fn clicks_that_make_no_move_change_nothing() {
    let mut app = headless_app(setup(GameId::Sadeqa, Opponent::Friend, Player::South));
    let before = session(&app).game.position_text();
    // North's hole A is not south's to sow.
    app.world_mut().write_message(SpotClicked(8));
    app.update();
    app.update();
    assert_eq!(session(&app).game.position_text(), before);
    assert_eq!(turn(&app), Turn::AwaitingInput);
    // The spot is marked, and the news says why, in the game's words.
    assert_eq!(app.world().resource::<daga::app::RefusedSpot>().0, Some(8));
    assert_eq!(
        news(&app).last().map(String::as_str),
        Some("Not possible — A is on North's side: sow from a hole on South's own side.")
    );
    // The mark stands while its words do (4 s; the clock moves 50 ms a frame), then goes: a
    // red ring left behind looked like a warning.
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(app.world().resource::<daga::app::RefusedSpot>().0, Some(8));
    for _ in 0..25 {
        app.update();
    }
    assert_eq!(app.world().resource::<daga::app::RefusedSpot>().0, None);
}

#[test]
fn play_again_and_back_to_the_menu() {
    let start = setup(GameId::Kimasai, Opponent::Friend, Player::South);
    let (mut app, moves) = play_through_app(start, 5);
    assert!(moves > 0);
    app.world_mut().write_message(GameRequest::PlayAgain);
    for _ in 0..3 {
        app.update();
    }
    settle(&mut app, 1000);
    assert!(session(&app).game.move_texts().is_empty(), "a fresh game");
    assert_eq!(session(&app).setup, start, "with the same players");
    assert_eq!(turn(&app), Turn::AwaitingInput);
    assert_board_matches_rules(&mut app);
    app.world_mut().write_message(GameRequest::BackToMenu);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<daga::app::Screen>>().get(),
        daga::app::Screen::Menu
    );
    let mut spots = app.world_mut().query::<&Spot>();
    assert_eq!(
        spots.iter(app.world()).count(),
        0,
        "the board is gone with its screen"
    );
}

#[test]
fn after_enter_picks_a_piece_the_cursor_moves_on_to_its_destinations() {
    let friends = setup(GameId::Shax, Opponent::Friend, Player::South);
    let mut app = headless_app(friends);
    // A Shax position in the moving phase, south to move.
    let position = "shax S.S..NN./NS.N..S./........ south move 0 0 - 5";
    *app.world_mut().resource_mut::<Session>() = Session {
        game: daga::rules::AnyMatch::load(position).unwrap(),
        ..Session::new(friends)
    };
    app.world_mut()
        .resource_mut::<NextState<daga::app::Screen>>()
        .set(daga::app::Screen::Playing);
    settle(&mut app, 10);
    press(&mut app, KeyCode::Tab);
    let piece = app
        .world()
        .resource::<KeyboardCursor>()
        .0
        .expect("Tab shows the cursor");
    press(&mut app, KeyCode::Enter);
    let selection = app.world().resource::<daga::app::Selection>().clone();
    assert_eq!(selection.picked, vec![piece]);
    let cursor = app.world().resource::<KeyboardCursor>().0;
    assert!(
        cursor.is_some_and(|c| selection.next.contains(&c)),
        "the cursor {cursor:?} stands on a destination of {piece}: {:?}",
        selection.next
    );
    press(&mut app, KeyCode::Enter);
    settle(&mut app, 100);
    assert_eq!(session(&app).game.ply(), 1, "a second Enter plays the step");
}

fn news(app: &App) -> Vec<String> {
    app.world().resource::<News>().lines(daga::words::english())
}

#[test]
fn the_outcome_is_told_when_the_board_has_shown_it_and_stays_readable() {
    let against_computer = setup(
        GameId::Sadeqa,
        Opponent::Computer(Level::Beginner),
        Player::South,
    );
    let mut app = headless_app_animated(against_computer, 0.3);
    app.world_mut().write_message(SpotClicked(0));
    app.update();
    app.update();
    assert_eq!(turn(&app), Turn::Animating);
    assert!(news(&app).is_empty(), "nothing told while seeds are sown");
    let shown = app.world().resource::<Shown>().clone();
    assert_eq!(
        shown.stores,
        [0, 0],
        "the header counts what the board shows"
    );
    assert!(
        shown.moving.is_some(),
        "the header says which move is shown"
    );
    settle(&mut app, 10_000);
    assert_eq!(session(&app).game.ply(), 2, "the computer answered");
    let told = news(&app);
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(
        told[0].starts_with("You sowed"),
        "the person's news stays: {told:?}"
    );
    assert!(
        told[1].starts_with("Computer"),
        "then the computer's: {told:?}"
    );
    assert_eq!(
        app.world().resource::<Shown>().stores,
        session(&app).game.score(),
        "at rest the header shows the score"
    );
}

#[test]
fn undo_and_a_new_game_forget_old_news() {
    let friends = setup(GameId::Sadeqa, Opponent::Friend, Player::South);
    let mut app = headless_app(friends);
    app.world_mut().write_message(SpotClicked(0));
    settle(&mut app, 1000);
    assert_eq!(news(&app).len(), 1);
    app.world_mut().write_message(GameRequest::Undo);
    settle(&mut app, 10);
    assert!(news(&app).is_empty(), "no news about a move taken back");
    app.world_mut().write_message(SpotClicked(0));
    settle(&mut app, 1000);
    app.world_mut().write_message(GameRequest::Start(friends));
    for _ in 0..3 {
        app.update();
    }
    settle(&mut app, 1000);
    assert!(
        news(&app).is_empty(),
        "a fresh game starts without old news"
    );
}

#[test]
fn undo_does_nothing_when_the_computer_opened_and_the_person_has_not_moved() {
    let computer_first = setup(
        GameId::Kimasai,
        Opponent::Computer(Level::Beginner),
        Player::North,
    );
    let mut app = headless_app(computer_first);
    assert_eq!(session(&app).game.ply(), 1, "the computer opened");
    assert_eq!(session(&app).moves_to_take_back(), 0);
    app.world_mut().write_message(GameRequest::Undo);
    settle(&mut app, 100);
    assert_eq!(session(&app).game.ply(), 1, "its opening stays");
    assert!(session(&app).redo.is_empty());
    // After the person's move and the computer's answer, undo takes back both.
    let b2 = daga::rules::kimasai::board::hole_by_name("b2").unwrap();
    app.world_mut().write_message(SpotClicked(b2));
    settle(&mut app, 100_000);
    assert_eq!(session(&app).game.ply(), 3);
    app.world_mut().write_message(GameRequest::Undo);
    settle(&mut app, 100);
    assert_eq!(session(&app).game.ply(), 1);
    assert_eq!(turn(&app), Turn::AwaitingInput);
}

#[test]
fn a_jare_step_lights_its_line_and_waits_for_the_removal() {
    let friends = setup(GameId::Shax, Opponent::Friend, Player::South);
    let mut app = headless_app(friends);
    let opening = "g1 a1 a7 g7 d7 d5 c5 c4 d1 b4 d3 b2 d2 f4 c3 g4 b6 f2 f6 e3 a4 d6 e4 e5 xa1 xa7";
    let mut game = daga::rules::AnyMatch::new(GameId::Shax, &GameOptions::default());
    for mv in opening.split_whitespace() {
        game.play_text(mv).unwrap();
    }
    *app.world_mut().resource_mut::<Session>() = Session {
        game,
        ..Session::new(friends)
    };
    app.world_mut()
        .resource_mut::<NextState<daga::app::Screen>>()
        .set(daga::app::Screen::Playing);
    settle(&mut app, 10);
    let point = |name| daga::rules::shax::board::point_by_name(name).unwrap();
    for name in ["a4", "a1"] {
        app.world_mut().write_message(SpotClicked(point(name)));
        app.update();
    }
    let selection = app.world().resource::<daga::app::Selection>().clone();
    assert!(selection.can_stop, "the step may stop without a removal");
    let mut line = selection.formed.clone();
    line.sort_unstable();
    let mut expected = vec![point("a1"), point("d1"), point("g1")];
    expected.sort_unstable();
    assert_eq!(line, expected, "the jare's line is lit");
    assert!(
        selection.next.contains(&point("g7")),
        "north's pieces may be removed"
    );
    assert_eq!(
        session(&app).game.ply(),
        26,
        "nothing is played before the removal"
    );
}

#[test]
fn a_moving_piece_is_always_on_the_board_or_in_flight() {
    let friends = setup(GameId::Kimasai, Opponent::Friend, Player::South);
    let mut app = headless_app_animated(friends, 0.3);
    let count_south = |app: &mut App| {
        let mut spots = app.world_mut().query::<&SpotContents>();
        let on_board = spots
            .iter(app.world())
            .filter(|s| s.owner == Some(Player::South))
            .count();
        let mut flights = app.world_mut().query::<&daga::app::Flight>();
        let flying = flights
            .iter(app.world())
            .filter(|f| f.look == daga::app::TokenLook::Piece(Player::South))
            .count();
        on_board + flying
    };
    let stones = count_south(&mut app);
    let b2 = daga::rules::kimasai::board::hole_by_name("b2").unwrap();
    app.world_mut().write_message(SpotClicked(b2));
    let mut frames_animating = 0;
    for _ in 0..40 {
        app.update();
        frames_animating += (turn(&app) == Turn::Animating) as u32;
        assert_eq!(count_south(&mut app), stones, "the stone never blinks out");
    }
    assert!(
        frames_animating > 3,
        "the step was shown over several frames"
    );
    assert_eq!(session(&app).game.ply(), 1);
}

#[test]
fn every_kind_of_move_event_is_heard() {
    use SoundKind::*;
    let expected = [
        (GameId::Shax, vec![Place, Step, Jare, Capture]),
        (GameId::Sadeqa, vec![Relay, Seed]),
        (GameId::Kimasai, vec![Step]),
    ];
    for (game, kinds) in expected {
        let (app, _) = play_through_app(setup(game, Opponent::Friend, Player::South), 3);
        let heard = &app.world().resource::<Heard>().0;
        for kind in kinds {
            assert!(heard.contains(&kind), "{game}: {kind:?} in {heard:?}");
        }
        assert!(
            heard.contains(&Capture) || heard.contains(&BigCapture),
            "{game}: a capture is heard"
        );
        let ends = heard
            .iter()
            .filter(|k| matches!(k, Win | Loss | Draw))
            .count();
        assert_eq!(ends, 1, "{game}: the end of the game is heard once");
        assert!(heard.contains(&Click), "{game}: the Start request clicks");
    }
}

#[test]
fn a_refused_click_is_heard() {
    let mut app = headless_app(setup(GameId::Sadeqa, Opponent::Friend, Player::South));
    // North's hole A is not south's to sow.
    app.world_mut().write_message(SpotClicked(8));
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<Heard>()
            .0
            .contains(&SoundKind::Refused)
    );
}

#[test]
fn a_click_during_an_animation_shows_the_rest_at_once() {
    let friends = setup(GameId::Sadeqa, Opponent::Friend, Player::South);
    let mut app = headless_app_animated(friends, 0.5);
    app.world_mut().write_message(SpotClicked(0));
    app.update();
    app.update();
    assert_eq!(turn(&app), Turn::Animating);
    app.world_mut().write_message(daga::app::FinishAnimation);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(turn(&app), Turn::AwaitingInput, "the move is shown whole");
    assert_board_matches_rules(&mut app);
    assert_eq!(
        app.world().resource::<Shown>().stores,
        session(&app).game.score()
    );
}

/// "Play again" after a finished Shax game: the winner places first and the streak counts the
/// win; games are played on until a player wins twice in a row, which makes two in a row.
#[test]
fn a_shax_match_lets_the_winner_place_first_and_counts_wins_in_a_row() {
    let start = setup(GameId::Shax, Opponent::Friend, Player::South);
    let (mut app, _) = play_through_app(start, 11);
    let mut rng = SmallRng::seed_from_u64(12);
    let mut previous_winner = None;
    // The seeds are fixed, so the test always plays the same games.
    for _ in 0..20 {
        let daga::rules::Status::Over { winner, .. } = session(&app).game.status() else {
            unreachable!("played to the end");
        };
        let streak = session(&app).streak();
        match winner {
            Some(w) if previous_winner == Some(w) => {
                assert_eq!((streak.holder, streak.wins), (Some(w), 2), "two in a row");
                return;
            }
            Some(w) => assert_eq!((streak.holder, streak.wins), (Some(w), 1)),
            None => assert_eq!(streak, daga::app::Streak::default()),
        }
        let first_before = session(&app).setup.options.first;
        app.world_mut().write_message(GameRequest::PlayAgain);
        for _ in 0..3 {
            app.update();
        }
        settle(&mut app, 1000);
        let next = session(&app);
        assert!(next.game.move_texts().is_empty(), "a fresh game");
        assert_eq!(next.streak_before, streak, "the match goes on");
        let first = winner.unwrap_or(first_before.opponent());
        assert_eq!(next.setup.options.first, first, "the winner places first");
        assert_eq!(next.game.turn(), Some(first));
        previous_winner = winner;
        play_to_the_end(&mut app, &mut rng);
    }
    panic!("no player won twice in a row in twenty games");
}

#[test]
fn a_damaged_saved_game_is_put_aside_and_the_menu_says_so_in_plain_words() {
    let kept = kept_shax_game(4);
    let truncated = &kept.as_bytes()[..kept.len() / 2];
    let binary: &[u8] = &[0xff, 0xfe, 0x00, 0x41, 0x9c];
    for (test, bytes) in [("save-truncated", truncated), ("save-binary", binary)] {
        let (app, folder) = app_with_storage(test, &[(daga::app::SAVED_GAME_FILE, bytes)]);
        let offered = app.world().resource::<daga::app::SavedGame>();
        let daga::app::SavedGame::Refused(daga::app::FileNotice::SavedGamePutAside { why, aside }) =
            offered
        else {
            panic!("{test}: {offered:?}");
        };
        assert_eq!(*why, daga::app::SavedGameProblem::Damaged, "{test}");
        assert_eq!(
            std::fs::read(aside).unwrap(),
            bytes,
            "{test}: the bytes are kept"
        );
        assert!(!folder.join(daga::app::SAVED_GAME_FILE).exists());
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// A headless app that keeps its files in a fresh folder holding `files`, at the menu.
fn app_with_storage(test: &str, files: &[(&str, &[u8])]) -> (App, std::path::PathBuf) {
    let folder = std::env::temp_dir().join(format!("daga-app-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    for (name, bytes) in files {
        std::fs::write(folder.join(name), bytes).unwrap();
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(daga::app::Storage::in_folder(&folder))
        .add_plugins(core_plugin)
        // The tests read English, whatever the machine's language.
        .insert_resource(daga::app::words::LanguageAsked(
            daga::words::Language::English,
        ))
        .insert_resource(AnimationPace {
            seconds_per_step: 0.0,
        });
    app.update();
    (app, folder)
}

fn screen(app: &App) -> daga::app::Screen {
    *app.world().resource::<State<daga::app::Screen>>().get()
}

/// A headless app at the menu with `kept` (a saved game's text) kept for Continue.
fn app_with_kept_game(test: &str, kept: &str) -> (App, std::path::PathBuf) {
    app_with_storage(test, &[(daga::app::SAVED_GAME_FILE, kept.as_bytes())])
}

/// A Shax game for two with `plies` placements made, as the saved game's text.
fn kept_shax_game(plies: usize) -> String {
    let mut kept = Session::new(setup(GameId::Shax, Opponent::Friend, Player::South));
    for _ in 0..plies {
        let mv = kept.game.legal_moves()[0];
        kept.game.play(mv).unwrap();
    }
    daga::app::saved_game::to_text(&kept)
}

#[test]
fn play_with_a_kept_game_asks_first_and_keep_it_keeps_it() {
    let kept = kept_shax_game(9);
    let (mut app, folder) = app_with_kept_game("replace-question", &kept);
    assert!(matches!(
        app.world().resource::<daga::app::SavedGame>(),
        daga::app::SavedGame::Ready(_)
    ));
    let other = setup(GameId::Sadeqa, Opponent::Friend, Player::South);
    app.world_mut()
        .write_message(daga::app::NewGameAsked(other));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Menu, "nothing started yet");
    assert_eq!(
        app.world().get_resource::<daga::app::ReplaceQuestion>(),
        Some(&daga::app::ReplaceQuestion(other)),
        "the player is asked"
    );
    app.world_mut()
        .write_message(daga::app::ReplaceAnswer::KeepIt);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Menu);
    assert!(
        app.world()
            .get_resource::<daga::app::ReplaceQuestion>()
            .is_none()
    );
    let file = folder.join(daga::app::SAVED_GAME_FILE);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        kept,
        "kept as it was"
    );
    let offered = app.world().resource::<daga::app::SavedGame>();
    let daga::app::SavedGame::Ready(offered_game) = offered else {
        panic!("still offered for Continue: {offered:?}");
    };
    assert_eq!(offered_game.game.ply(), 9);

    // Asked again, "New game" starts the other game.
    app.world_mut()
        .write_message(daga::app::NewGameAsked(other));
    app.update();
    app.world_mut()
        .write_message(daga::app::ReplaceAnswer::NewGame);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Playing);
    assert_eq!(session(&app).setup, other);
    let _ = std::fs::remove_dir_all(&folder);
}

/// "Invite a friend" replaced a game 12 moves in without asking: it asks as Play does, and
/// "Keep it" makes no room either.
#[test]
fn an_invitation_with_a_kept_game_asks_first_like_play() {
    let kept = kept_shax_game(12);
    let (mut app, folder) = app_with_kept_game("invite-question", &kept);
    let online = daga::app::Setup::online(GameId::Sadeqa, GameOptions::default(), Player::North);
    let room = daga::app::OnlineRoom {
        server: "ws://127.0.0.1:9".into(),
        code: "kamu-tevo".parse().unwrap(),
        clock: daga::online::TimeControl::None,
        seat: daga::online::SeatToken::fresh(),
    };
    // As the menu's "Invite a friend" asks it.
    let invite = |app: &mut App| {
        app.world_mut()
            .write_message(daga::app::OnlineRequest::Invite(room.clone()));
        app.world_mut()
            .write_message(daga::app::NewGameAsked(online));
        for _ in 0..3 {
            app.update();
        }
    };
    invite(&mut app);
    assert_eq!(screen(&app), daga::app::Screen::Menu, "nothing started yet");
    assert_eq!(
        app.world().get_resource::<daga::app::ReplaceQuestion>(),
        Some(&daga::app::ReplaceQuestion(online))
    );
    app.world_mut()
        .write_message(daga::app::ReplaceAnswer::KeepIt);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Menu);
    assert!(
        app.world()
            .get_resource::<daga::app::PendingInvite>()
            .is_none()
    );
    assert_eq!(
        std::fs::read_to_string(folder.join(daga::app::SAVED_GAME_FILE)).unwrap(),
        kept,
        "kept as it was"
    );

    invite(&mut app);
    app.world_mut()
        .write_message(daga::app::ReplaceAnswer::NewGame);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Playing);
    assert_eq!(session(&app).setup, online);
    assert_eq!(
        session(&app).online.as_ref(),
        Some(&room),
        "the room came with the game"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// A game's moves in the notation.
fn moves_text(session: &Session) -> Vec<String> {
    session
        .game
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// One rule for every way a new game starts: with a game kept for "Continue", each way in asks
/// before it replaces it and the kept game stays as it was until the player says so; a link or a
/// record that goes on from the kept game opens without asking. (Join and "Play from here" ask
/// by the same rule, `kept_game_it_would_replace`, tested beside it.)
#[test]
fn every_way_a_new_game_starts_asks_first_with_a_kept_game() {
    let kept = kept_shax_game(6);
    let kept_moves = moves_text(&daga::app::saved_game::from_text(&kept).unwrap());
    let online = daga::app::Setup::online(GameId::Sadeqa, GameOptions::default(), Player::North);
    let room = daga::app::OnlineRoom {
        server: "ws://127.0.0.1:9".into(),
        code: "kamu-tevo".parse().unwrap(),
        clock: daga::online::TimeControl::None,
        seat: daga::online::SeatToken::fresh(),
    };
    let computer = setup(
        GameId::Kimasai,
        Opponent::Computer(Level::Beginner),
        Player::South,
    );
    let learned = setup(GameId::Sadeqa, Opponent::Friend, Player::South);
    type Way = Box<dyn Fn(&mut App)>;
    let ways: [(&str, Way); 5] = [
        (
            "Play",
            Box::new(move |app| {
                app.world_mut()
                    .write_message(daga::app::NewGameAsked(computer));
            }),
        ),
        (
            "Learn's \"Play a game\"",
            Box::new(move |app| {
                app.world_mut()
                    .write_message(daga::app::NewGameAsked(learned));
            }),
        ),
        (
            "Invite a friend",
            Box::new(move |app| {
                let invite = daga::app::OnlineRequest::Invite(room.clone());
                app.world_mut().write_message(invite);
                app.world_mut()
                    .write_message(daga::app::NewGameAsked(online));
            }),
        ),
        (
            "a link to another game",
            Box::new(|app| {
                let link = "https://x.org/daga/#sadeqa-iii+first=south+moves+a";
                app.world_mut()
                    .write_message(daga::app::OpenLink(link.into()));
            }),
        ),
        (
            "a record that leaves the game at move 2",
            Box::new(move |app| {
                let record = format!("shax first=south moves {}", kept_moves[..2].join(" "));
                app.world_mut().write_message(daga::app::OpenLink(record));
            }),
        ),
    ];
    for (way, start) in ways {
        let (mut app, folder) = app_with_kept_game("every-way", &kept);
        start(&mut app);
        for _ in 0..4 {
            app.update();
        }
        let asked = app
            .world()
            .get_resource::<daga::app::ReplaceQuestion>()
            .is_some()
            || matches!(
                app.world().resource::<daga::app::RecordDialog>(),
                daga::app::RecordDialog::Replacing { .. }
            );
        assert!(
            asked,
            "{way}: the player is asked: {:?} {:?}",
            app.world().resource::<daga::app::RecordDialog>(),
            screen(&app)
        );
        assert_eq!(
            screen(&app),
            daga::app::Screen::Menu,
            "{way}: nothing started"
        );
        assert_eq!(
            std::fs::read_to_string(folder.join(daga::app::SAVED_GAME_FILE)).unwrap(),
            kept,
            "{way}: the kept game is as it was"
        );
        let _ = std::fs::remove_dir_all(&folder);
    }

    // A record of the kept game with one move more goes on from it: opened at once.
    let (mut app, folder) = app_with_kept_game("every-way-goes-on", &kept);
    let mut longer = daga::app::saved_game::from_text(&kept).unwrap();
    let next = longer.game.legal_moves()[0];
    longer.game.play(next).unwrap();
    let record = format!("shax first=south moves {}", moves_text(&longer).join(" "));
    app.world_mut().write_message(daga::app::OpenLink(record));
    for _ in 0..30 {
        app.update();
    }
    assert!(
        app.world()
            .get_resource::<daga::app::ReplaceQuestion>()
            .is_none()
    );
    assert_eq!(
        screen(&app),
        daga::app::Screen::Playing,
        "opened without asking"
    );
    assert_eq!(session(&app).game.ply(), 7);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The kept game named by every question is the game as it stands, not as the menu last saw
/// it: continued and played on, it is a move further; over, it is not offered as in progress.
#[test]
fn the_kept_game_follows_the_game_on_the_board() {
    let kept = kept_shax_game(9);
    let (mut app, folder) = app_with_kept_game("kept-follows", &kept);
    let daga::app::SavedGame::Ready(offered) =
        app.world().resource::<daga::app::SavedGame>().clone()
    else {
        panic!("the kept game is offered");
    };
    app.world_mut()
        .write_message(GameRequest::Continue(offered));
    for _ in 0..4 {
        app.update();
    }
    let mut rng = SmallRng::seed_from_u64(7);
    click_a_move(&mut app, &mut rng);
    for _ in 0..4 {
        app.update();
    }
    let plies = |app: &App| match app.world().resource::<daga::app::SavedGame>() {
        daga::app::SavedGame::Ready(kept) => Some(kept.game.ply()),
        _ => None,
    };
    assert_eq!(plies(&app), Some(10), "a move further");
    // The game ends (a resignation): what is kept is the match it counts in, as it now stands.
    app.world_mut().resource_mut::<Session>().ending =
        Some(daga::online::Ending::Resigned(Player::North));
    for _ in 0..2 {
        app.update();
    }
    let over = match app.world().resource::<daga::app::SavedGame>() {
        daga::app::SavedGame::Ready(kept) => kept.status().is_over(),
        _ => true,
    };
    assert!(over, "the game offered is no longer one in progress");
    let _ = std::fs::remove_dir_all(&folder);
}

/// A plain move by the person at this screen is not said over the board (its bubble hid the
/// pieces beside it on a phone); the computer's move is, at its spot.
#[test]
fn only_moves_the_player_did_not_make_here_are_said_over_the_board() {
    let computer = setup(
        GameId::Shax,
        Opponent::Computer(Level::Beginner),
        Player::South,
    );
    let mut app = headless_app(computer);
    let mut rng = SmallRng::seed_from_u64(3);
    click_a_move(&mut app, &mut rng);
    let bubbles = |app: &App| app.world().resource::<daga::app::SpotNews>().0.clone();
    for _ in 0..3 {
        app.update();
    }
    assert!(
        bubbles(&app).is_empty(),
        "my own placement: {:?}",
        bubbles(&app)
    );
    run_until(
        &mut app,
        "the computer's reply",
        400,
        Duration::ZERO,
        |app| session(app).game.ply() == 2,
    );
    for _ in 0..5 {
        app.update();
    }
    let said = bubbles(&app);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0]
            .said
            .in_words(daga::words::english())
            .starts_with("Computer"),
        "{said:?}"
    );
}

#[test]
fn play_without_a_kept_game_starts_at_once() {
    let (mut app, folder) = app_with_storage("no-question", &[]);
    let start = setup(GameId::Kimasai, Opponent::Friend, Player::South);
    app.world_mut()
        .write_message(daga::app::NewGameAsked(start));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), daga::app::Screen::Playing);
    assert!(
        app.world()
            .get_resource::<daga::app::ReplaceQuestion>()
            .is_none()
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// In every frame of a move, from the one in which the rules play it to the one after its
/// animation, the words above the board describe what the board shows: "South plays …" and the
/// phase before the move while it is shown, and the next player's turn only once every spot
/// and store shows the position after it.
#[test]
fn the_header_tells_a_move_only_as_the_board_shows_it() {
    for (game, name) in [(GameId::Kimasai, "b2"), (GameId::Sadeqa, "a")] {
        let friends = setup(game, Opponent::Friend, Player::South);
        let mut app = headless_app_animated(friends, 0.3);
        let english = daga::words::english();
        let phase_before = daga::app::phase_line(session(&app), &Shown::of(session(&app)), english);
        let view = daga::app::game_board(game);
        let spot = (0..view.spot_count())
            .find(|&s| view.spot_name(s) == name)
            .unwrap();
        app.world_mut().write_message(SpotClicked(spot));
        let mut frames_told_as_moving = 0;
        for _ in 0..200 {
            app.update();
            let shown = app.world().resource::<Shown>().clone();
            let words = app.world().resource::<daga::app::words::Words>();
            let status =
                daga::app::status_line(session(&app), turn(&app), &shown, false, true, words);
            let phase = daga::app::phase_line(session(&app), &shown, english);
            // Said through the words the app speaks, so the test holds in any language.
            let side = |id: &str| {
                (
                    words.get(id),
                    words.with("status-to-move", &[("side", words.get(id).into())]),
                )
            };
            let (south, south_to_move) = side("menu-south");
            let (_, north_to_move) = side("menu-north");
            let args = [("who", "other".into()), ("side", south.into())];
            let south_plays = words.with("status-plays", &args);
            if session(&app).game.ply() == 0 {
                assert_eq!(status, south_to_move, "{game}");
                continue;
            }
            if status.starts_with(&south_plays) {
                frames_told_as_moving += 1;
                assert_eq!(phase, phase_before, "{game}: the phase before the move");
                continue;
            }
            assert_eq!(status, north_to_move, "{game}");
            assert_board_matches_rules(&mut app);
            assert_eq!(shown.stores, session(&app).game.score(), "{game}");
            if turn(&app) == Turn::AwaitingInput {
                break;
            }
        }
        assert!(
            frames_told_as_moving > 3,
            "{game}: the move was told while shown"
        );
        assert_eq!(session(&app).game.ply(), 1, "{game}");
    }
}
