//! Online play through a real signalling server on 127.0.0.1: `daga serve` introduces two
//! `daga duel` players, which play whole games of each game over WebRTC; one of them killed
//! mid-game and started again rejoins, and the game ends the same on both sides.

#![cfg(feature = "online")]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use daga::rules::{GameId, Record};

#[path = "common/serve.rs"]
mod serve;
use serve::Serve;

const DAGA: &str = env!("CARGO_BIN_EXE_daga");

fn duel(serve: &Serve, room: &str, game: GameId, side: &str, delay_ms: u64) -> Child {
    Command::new(DAGA)
        .args(["duel", "--server", &serve.url, "--room", room])
        .args(["--game", game.id(), "--side", side, "--level", "1"])
        .args(["--delay-ms", &delay_ms.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("daga duel starts")
}

/// The longest a duel of these tests may take: a hung one fails the test instead of CI.
const PATIENCE: Duration = Duration::from_secs(180);

/// The record a duel prints at the end, once it has ended well.
fn record_of(mut child: Child) -> String {
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("a duel did not end within {PATIENCE:?}");
        }
        sleep(Duration::from_millis(50));
    }
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "the duel ended with {}",
        output.status
    );
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

/// A record that reads as a finished game of `game`.
fn assert_finished(record: &str, game: GameId) {
    let (read, played) = Record::read(record).unwrap_or_else(|e| panic!("{record}: {e}"));
    assert_eq!(read.game, game);
    assert!(played.status().is_over(), "{record}");
}

fn room(name: &str) -> String {
    format!("{name}-{}", std::process::id())
}

fn keep_file(room: &str, side: &str) -> PathBuf {
    std::env::temp_dir().join(format!("daga-duel-{room}-{side}.txt"))
}

#[test]
fn two_duels_play_a_whole_game_of_each_game_through_the_server() {
    let serve = Serve::start();
    for game in GameId::ALL {
        let room = room(game.id());
        let south = duel(&serve, &room, game, "south", 0);
        let north = duel(&serve, &room, game, "north", 0);
        let (south, north) = (record_of(south), record_of(north));
        assert_eq!(south, north, "{game}: both sides end with the same game");
        assert_finished(&south, game);
    }
}

#[test]
fn a_player_killed_mid_game_rejoins_and_the_game_ends_the_same() {
    let serve = Serve::start();
    let game = GameId::Shax;
    let room = room("rejoin");
    let south = duel(&serve, &room, game, "south", 150);
    let mut north = duel(&serve, &room, game, "north", 150);
    // Killed once it has kept a few moves: a crash, with no chance to say goodbye.
    let kept = keep_file(&room, "north");
    let started = Instant::now();
    loop {
        let moves = std::fs::read_to_string(&kept).map_or(0, |text| {
            text.split_whitespace()
                .skip_while(|w| *w != "moves")
                .count()
        });
        if moves > 6 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the game never started"
        );
        sleep(Duration::from_millis(20));
    }
    north.kill().unwrap();
    north.wait().unwrap();
    let north = duel(&serve, &room, game, "north", 150);
    let (south, north) = (record_of(south), record_of(north));
    assert_eq!(south, north, "the game ends the same on both sides");
    assert_finished(&south, game);
}

/// The status line and the content type of a plain GET of `path`.
fn get(serve: &Serve, path: &str) -> (String, String) {
    use std::io::{Read, Write};
    let addr = serve.url.trim_start_matches("ws://");
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer.lines().next().unwrap_or_default().to_string();
    let content_type = answer
        .lines()
        .find_map(|line| line.strip_prefix("content-type: "))
        .unwrap_or_default()
        .to_string();
    (status, content_type)
}

#[test]
fn the_server_serves_the_page_on_the_same_port_and_nothing_beside_it() {
    let web = std::env::temp_dir().join(format!("daga-serve-page-{}", std::process::id()));
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<title>Daga</title>").unwrap();
    std::fs::write(web.join("daga_bg.wasm"), b"\0asm").unwrap();
    let serve = Serve::start_with(&["--web", web.to_str().unwrap()]);
    let ok = |content_type: &str| ("HTTP/1.1 200 OK".to_string(), content_type.to_string());
    assert_eq!(get(&serve, "/"), ok("text/html; charset=utf-8"));
    assert_eq!(get(&serve, "/daga_bg.wasm"), ok("application/wasm"));
    for missing in ["/nothing.js", "/../Cargo.toml", "/a/b", "/.hidden"] {
        assert!(get(&serve, missing).0.contains("404"), "{missing}");
    }
    let _ = std::fs::remove_dir_all(&web);
}
