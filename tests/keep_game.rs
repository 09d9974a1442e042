//! The game in progress survives the program being killed: a game is played in the real window
//! (under Xvfb), the process is killed with SIGKILL mid-game, and a second run continues the
//! saved game and plays it to the planned end.

#![cfg(feature = "gui")]

use std::path::Path;
use std::thread::sleep;
use std::time::{Duration, Instant};

use daga::app::saved_game;

#[path = "common/window.rs"]
mod window;
use window::{Window, needs_xvfb_run, start};

/// Twenty Shax placements (no captures while placing, so any empty point is legal).
const MOVES: [&str; 20] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6",
];
/// How long a run may take to reach the plies awaited.
const PATIENCE: Duration = Duration::from_secs(180);

/// The moves of the saved game, read and checked as the app reads it.
fn saved_moves(folder: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(folder.join(saved_game::SAVED_GAME_FILE)).ok()?;
    let session = saved_game::from_text(&text).expect("the saved game always reads");
    Some(session.game.moves().iter().map(|m| m.to_string()).collect())
}

/// Waits until the saved game has at least `plies` moves.
fn await_plies(run: &mut Window, folder: &Path, plies: usize) -> Vec<String> {
    let started = Instant::now();
    loop {
        if let Some(moves) = saved_moves(folder).filter(|m| m.len() >= plies) {
            return moves;
        }
        if let Ok(Some(status)) = run.xvfb.try_wait() {
            panic!("the game ended early ({status}):\n{}", run.log());
        }
        assert!(
            started.elapsed() < PATIENCE,
            "no {plies} moves saved in time:\n{}",
            run.log()
        );
        sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_killed_game_is_continued_from_its_last_move() {
    needs_xvfb_run("tests/keep_game.rs");
    let folder = std::env::temp_dir().join(format!("daga-kill-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    // Fast moves keep the test short; the settings file is read as a player's would be.
    std::fs::write(folder.join("settings.json"), r#"{"speed": "Fast"}"#).unwrap();

    let moves = MOVES.join(" ");
    let mut first = start(&folder, "first", &["--game", "shax", "--moves", &moves]);
    await_plies(&mut first, &folder, 5);
    first.kill();
    let kept = saved_moves(&folder).expect("a saved game after the kill");
    assert!(kept.len() < MOVES.len(), "killed mid-game: {kept:?}");
    assert_eq!(
        kept,
        MOVES[..kept.len()],
        "the saved moves are the moves played"
    );

    let rest = MOVES[kept.len()..].join(" ");
    let mut second = start(&folder, "second", &["--continue", "--moves", &rest]);
    let all = await_plies(&mut second, &folder, MOVES.len());
    second.kill();
    assert_eq!(all, MOVES, "the continued game went on from the kept move");
    let _ = std::fs::remove_dir_all(&folder);
}
