//! What the app's integration tests share: a headless app keeping its files in a folder of its
//! own, with moves shown at once, a key pressed for one frame, and frames run until something
//! holds.
// Each test file uses only some of these.
#![allow(dead_code)]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use std::time::Duration;

use bevy::time::TimeUpdateStrategy;

use daga::app::{
    AnimationPace, ComputerPace, GameRequest, Setup, Storage, Turn, WakeUp, core_plugin,
};

/// How long a desktop window sleeps without input when nothing asks to be woken.
pub const WINDOW_REST: Duration = Duration::from_secs(5);

/// The app without a window, its storage in a fresh folder named after `test`.
pub fn app_in_folder(test: &str) -> (App, std::path::PathBuf) {
    let folder = std::env::temp_dir().join(format!("daga-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Storage::in_folder(folder.clone()))
        .add_plugins(core_plugin)
        .insert_resource(AnimationPace {
            seconds_per_step: 0.0,
        });
    app.update();
    (app, folder)
}

/// The app without a window as the game tests use it: reading English whatever the machine's
/// language, its clock 50 ms a frame, the computer answering at once, each step of a move shown
/// over `seconds_per_step`; `prepare` adds what a test listens with before the first frame.
/// `setup`'s game is started and run until a person is asked for a move or it is over.
pub fn app_playing(setup: Setup, seconds_per_step: f32, prepare: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(core_plugin)
        .insert_resource(daga::app::words::LanguageAsked(
            daga::words::Language::English,
        ))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(AnimationPace { seconds_per_step })
        .insert_resource(ComputerPace {
            min_think_seconds: 0.0,
            ..default()
        });
    prepare(&mut app);
    app.update();
    app.world_mut().write_message(GameRequest::Start(setup));
    // The request, the screen's transition, then the turn's.
    frames(&mut app, 3);
    settle(&mut app, 100_000);
    app
}

/// The turn now.
pub fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

/// Runs a frame, then frames until the turn waits for a person or the game is over (at most
/// `limit`).
pub fn settle(app: &mut App, limit: usize) {
    app.update();
    let settled = |app: &App| {
        let pending = !matches!(
            app.world().resource::<NextState<Turn>>(),
            NextState::Unchanged
        );
        !pending && matches!(turn(app), Turn::AwaitingInput | Turn::GameOver)
    };
    let what = "the turn to wait for a person or the game's end";
    run_until(app, what, limit, Duration::ZERO, settled);
}

/// Runs `count` frames.
pub fn frames(app: &mut App, count: usize) {
    for _ in 0..count {
        app.update();
    }
}

/// Runs frames, `pause` apart (or yielding, work on other threads gets time), until `done`
/// holds; fails
/// saying what it waited for when `limit` frames have passed without it.
pub fn run_until(
    app: &mut App,
    what: &str,
    limit: usize,
    pause: Duration,
    done: impl Fn(&App) -> bool,
) {
    for _ in 0..limit {
        if done(app) {
            return;
        }
        app.update();
        match pause.is_zero() {
            true => std::thread::yield_now(),
            false => std::thread::sleep(pause),
        }
    }
    assert!(done(app), "waited {limit} frames for {what}, in vain");
}

/// Presses and releases `key` for one frame (no input plugin clears the keys here), then runs
/// one more frame.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

/// Runs one frame as a window without input would: after sleeping as long as the last frame
/// asked (`WakeUp`), or a desktop window's rest when it asked nothing. Returns the time slept.
pub fn sleep_and_wake(app: &mut App) -> Duration {
    let now = app.world().resource::<Time<Real>>().elapsed();
    let wait = app
        .world_mut()
        .resource_mut::<WakeUp>()
        .take_wait(now)
        .unwrap_or(WINDOW_REST);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(wait));
    app.update();
    wait
}

/// Opens the review of `game` (a game for two of `id`) and runs the app until every position
/// is judged (the last review stays complete until this one replaces it).
pub fn review_whole_game(app: &mut App, game: daga::rules::AnyMatch, id: daga::rules::GameId) {
    use daga::app::{Opponent, ReviewRequest, Session, Setup};
    let setup = Setup::new(id, daga::rules::GameOptions::default(), Opponent::Friend);
    app.world_mut().write_message(ReviewRequest::Open {
        game: Box::new(Session {
            game,
            ..Session::new(setup)
        }),
        at: 0,
        came_from: None,
    });
    run_until(
        app,
        "the review's judgement of every position",
        20_000,
        Duration::from_millis(5),
        |app| {
            app.world()
                .get_resource::<Session>()
                .and_then(Session::review)
                .is_some_and(|review| {
                    review.analysis.game().game() == id && review.analysis.is_complete()
                })
        },
    );
}

/// Clicks the spots of `mv` as a person would, declining a removal the move does not make, and
/// runs frames until it has been shown.
pub fn click_move(app: &mut App, mv: daga::rules::AnyMove) {
    use daga::app::{PickAction, Session, SpotClicked, click_path};
    let game = app.world().resource::<Session>().game.clone();
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
    frames(app, 200);
}
