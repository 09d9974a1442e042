//! Online play between two real apps, each in a window of its own (a virtual display), through
//! `daga serve` on 127.0.0.1: one invites, one joins by the room's code, the computer plays each
//! side (`--bot 1`), and the one that joined is killed mid-game, started again with
//! `--continue`, rejoins the room from its kept game, and the game goes on to the same end on
//! both sides.

#![cfg(all(feature = "online", feature = "gui"))]

use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use daga::app::saved_game;

#[path = "common/rogue.rs"]
mod rogue;
#[path = "common/serve.rs"]
mod serve;
use rogue::Rogue;
use serve::Serve;
#[path = "common/window.rs"]
mod window;
use window::{Window, needs_xvfb_run, start};

/// The longest a game of this test may take: a hung one fails the test instead of CI.
const PATIENCE: Duration = Duration::from_secs(400);

/// What the app printed when its game ended: the record, then the result.
fn result(mut window: Window, started: Instant) -> String {
    while window.xvfb.try_wait().unwrap().is_none() {
        if started.elapsed() > PATIENCE {
            let _ = window.xvfb.kill();
            panic!(
                "the game did not end within {PATIENCE:?}:\n{}",
                window.log()
            );
        }
        sleep(Duration::from_millis(100));
    }
    let out = std::fs::read_to_string(&window.out).unwrap();
    assert!(
        !out.is_empty(),
        "the app ended without a game:\n{}",
        window.log()
    );
    out
}

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("daga-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    // Fast moves keep the test short; the settings file is read as a player's would be.
    std::fs::write(folder.join("settings.json"), r#"{"speed": "Fast"}"#).unwrap();
    folder
}

/// The moves of the kept game in `folder`, read as the app reads it.
fn kept_moves(folder: &Path) -> usize {
    let text = std::fs::read_to_string(folder.join(saved_game::SAVED_GAME_FILE));
    text.ok()
        .and_then(|text| saved_game::from_text(&text).ok())
        .map_or(0, |session| session.game.ply())
}

#[test]
fn two_apps_play_online_and_one_killed_mid_game_rejoins_from_its_kept_game() {
    needs_xvfb_run("tests/online_app.rs");
    let serve = Serve::start();
    let (inviter, joiner) = (folder("online-inviter"), folder("online-joiner"));
    let common = ["--server", &serve.url, "--bot", "1"];
    let started = Instant::now();
    let invites = start(
        &inviter,
        "inviter",
        &[
            &["--invite", "sadeqa-iii", "--room", "kamu-tevo"],
            &common[..],
        ]
        .concat(),
    );
    let joins = start(
        &joiner,
        "joiner",
        &[&["--join", "kamu-tevo"], &common[..]].concat(),
    );
    while kept_moves(&joiner) < 6 {
        assert!(started.elapsed() < PATIENCE, "no six moves in time");
        sleep(Duration::from_millis(50));
    }
    joins.kill();
    let kept = kept_moves(&joiner);
    assert!(kept >= 6, "the joiner's game was kept: {kept} moves");
    // Its kept game knows the server and the room.
    let rejoins = start(&joiner, "rejoiner", &["--continue", "--bot", "1"]);
    let (theirs, ours) = (result(invites, started), result(rejoins, started));
    assert_eq!(theirs, ours, "both sides end with the same game");
    let mut lines = ours.lines();
    let record = lines.next().unwrap_or_default();
    assert!(record.starts_with("sadeqa-iii "), "{ours}");
    assert!(record.split_whitespace().count() > kept + 4, "{record}");
    assert!(
        lines.next().is_some_and(|result| !result.is_empty()),
        "{ours}"
    );
    let _ = std::fs::remove_dir_all(&inviter);
    let _ = std::fs::remove_dir_all(&joiner);
}

/// A friend met who then says nothing (a desktop's WebRTC lost the browser's first message, and
/// its channel never opened) is not waited for for ever: the app opens its line anew, which
/// makes a new channel, and greets again.
#[test]
fn a_friend_silent_after_meeting_gets_a_new_line_and_a_new_greeting() {
    needs_xvfb_run("tests/online_app.rs");
    let serve = Serve::start();
    let inviter = folder("online-silent");
    let invites = start(
        &inviter,
        "inviter",
        &[
            "--invite",
            "shax",
            "--room",
            "tevo-kamu",
            "--server",
            &serve.url,
        ],
    );
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let (mut silent, carried) = Rogue::join(&format!("{}/tevo-kamu", serve.url));
        let waited = silent.greeted_again_on_a_new_line().await;
        assert!(
            waited >= Duration::from_secs(5),
            "not at once: a friend may take a moment to answer ({waited:?})"
        );
        carried.abort();
    });
    invites.kill();
    let _ = std::fs::remove_dir_all(&inviter);
}
