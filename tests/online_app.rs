//! Online play between two real apps, each in a window of its own (a virtual display), through
//! `daga serve` on 127.0.0.1: one invites, one joins by the room's code, the computer plays each
//! side (`--bot 1`), and the one that joined is killed mid-game, started again with
//! `--continue`, rejoins the room from its kept game, and the game goes on to the same end on
//! both sides.

#![cfg(all(feature = "online", feature = "gui"))]

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::thread::sleep;
use std::time::{Duration, Instant};

use daga::app::saved_game;

#[path = "common/serve.rs"]
mod serve;
use serve::Serve;

const DAGA: &str = env!("CARGO_BIN_EXE_daga");
/// The longest a game of this test may take: a hung one fails the test instead of CI.
const PATIENCE: Duration = Duration::from_secs(400);

/// An app in a virtual display of its own, its settings and kept game in `folder`.
struct Window {
    xvfb: Child,
    pid_file: PathBuf,
    out: PathBuf,
    log: PathBuf,
}

fn start(folder: &Path, name: &str, args: &[&str]) -> Window {
    let pid_file = folder.join(format!("{name}.pid"));
    let out = folder.join(format!("{name}.out"));
    let log = folder.join(format!("{name}.log"));
    let script = r#"echo $$ > "$1"; shift; exec "$@""#;
    let xvfb = Command::new("xvfb-run")
        .args(["-a", "sh", "-c", script, "sh"])
        .arg(&pid_file)
        .arg(DAGA)
        .args(args)
        .env("DAGA_CONFIG_DIR", folder)
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("xvfb-run runs (scripts/setup-debian.sh installs it)");
    Window {
        xvfb,
        pid_file,
        out,
        log,
    }
}

impl Window {
    /// Kills the app at once, as a crash or a power cut would.
    fn kill(mut self) {
        let pid = std::fs::read_to_string(&self.pid_file).unwrap();
        let status = Command::new("kill")
            .args(["-KILL", pid.trim()])
            .status()
            .unwrap();
        assert!(status.success(), "kill -KILL {pid}");
        self.xvfb.wait().unwrap();
    }

    /// What the app printed when its game ended: the record, then the result.
    fn result(mut self, started: Instant) -> String {
        let log = || std::fs::read_to_string(&self.log).unwrap_or_default();
        while self.xvfb.try_wait().unwrap().is_none() {
            if started.elapsed() > PATIENCE {
                let _ = self.xvfb.kill();
                panic!("the game did not end within {PATIENCE:?}:\n{}", log());
            }
            sleep(Duration::from_millis(100));
        }
        let out = std::fs::read_to_string(&self.out).unwrap();
        assert!(!out.is_empty(), "the app ended without a game:\n{}", log());
        out
    }
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
    let (theirs, ours) = (invites.result(started), rejoins.result(started));
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
