//! Online play through a real signalling server on 127.0.0.1: `daga serve` introduces two
//! `daga duel` players, which play whole games of each game over WebRTC; one of them killed
//! mid-game and started again rejoins, and the game ends the same on both sides; a far side
//! that sends garbage, stale or wrong moves is refused and the game goes on.

#![cfg(feature = "online")]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use daga::online::{Message, MoveMessage, Side, TimeControl};
use daga::rules::{AnyMatch, GameId, GameOptions, Player, Record};

#[path = "common/black_hole.rs"]
mod black_hole;
#[path = "common/rogue.rs"]
mod rogue;
#[path = "common/serve.rs"]
mod serve;
use rogue::Rogue;
use serve::Serve;

const DAGA: &str = env!("CARGO_BIN_EXE_daga");

fn duel(serve: &Serve, room: &str, game: GameId, side: &str, delay_ms: u64) -> Child {
    duel_through(&serve.url, room, game, side, delay_ms)
}

/// A duel that reaches the server at `server` (`ws://host:port`: a proxy, or the server).
fn duel_through(server: &str, room: &str, game: GameId, side: &str, delay_ms: u64) -> Child {
    Command::new(DAGA)
        .args(["duel", "--server", server, "--room", room])
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

/// The moves kept so far by `side`'s duel in `room`.
fn kept_moves(room: &str, side: &str) -> usize {
    std::fs::read_to_string(keep_file(room, side)).map_or(0, |text| {
        text.split_whitespace()
            .skip_while(|w| *w != "moves")
            .count()
    })
}

/// Waits until `side`'s duel in `room` has kept more than `moves` moves.
fn until_kept(room: &str, side: &str, moves: usize) {
    let started = Instant::now();
    while kept_moves(room, side) <= moves {
        assert!(started.elapsed() < PATIENCE, "no move kept past {moves}");
        sleep(Duration::from_millis(20));
    }
}

/// North's line dies without closing (its signalling goes through a proxy that stops
/// forwarding; the server still holds its WebSocket, which would keep the seat for as long as
/// it lived: 188 s and counting), and North's program is started again: with the seat token it
/// kept, it sits down at once in its own game, which ends the same on both sides. (The server's
/// pings would free the seat after `--silence`, here longer than the test waits: the token
/// alone lets North in.)
#[test]
fn a_player_whose_line_died_without_closing_sits_down_again_in_its_game() {
    let serve = Serve::start_with(&["--silence", "600s"]);
    let game = GameId::Shax;
    let room = room("half-open-duel");
    let proxy = black_hole::BlackHole::to(serve.url.trim_start_matches("ws://"));
    let south = duel(&serve, &room, game, "south", 150);
    let mut north = duel_through(&format!("ws://{}", proxy.addr), &room, game, "north", 150);
    until_kept(&room, "north", 6);
    proxy.freeze();
    north.kill().unwrap();
    north.wait().unwrap();
    let at = kept_moves(&room, "north");
    let started = Instant::now();
    let north = duel(&serve, &room, game, "north", 150);
    until_kept(&room, "north", at);
    eprintln!(
        "the player whose line died played on {:?} after starting again",
        started.elapsed()
    );
    let (south, north) = (record_of(south), record_of(north));
    assert_eq!(south, north, "the game ends the same on both sides");
    assert_finished(&south, game);
}

/// Two players who both ask for South (two programs, each with its own files, so each with its
/// own seat token) are both told the side is taken, at once; one of them waited for ever.
#[test]
fn two_players_asking_for_one_side_are_both_told_so() {
    let serve = Serve::start();
    let room = room("same-side");
    let player = |name: &str| {
        let files = std::env::temp_dir().join(format!("{room}-{name}"));
        std::fs::create_dir_all(&files).unwrap();
        Command::new(DAGA)
            .args(["duel", "--server", &serve.url, "--room", &room])
            .args(["--game", "shax", "--side", "south", "--level", "1"])
            .env("TMPDIR", &files)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("daga duel starts")
    };
    let (first, second) = (player("first"), player("second"));
    for mut duel in [first, second] {
        let started = Instant::now();
        while duel.try_wait().unwrap().is_none() {
            if started.elapsed() > PATIENCE {
                let _ = duel.kill();
                panic!("a player asking for a side that is taken waited {PATIENCE:?}");
            }
            sleep(Duration::from_millis(50));
        }
        let output = duel.wait_with_output().unwrap();
        assert!(!output.status.success());
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(said.contains("another player of this side"), "{said}");
    }
}

/// The whole answer to a GET of `path` with `headers` more, its head and its body.
fn raw_get_with(serve: &Serve, path: &str, headers: &[&str]) -> Vec<u8> {
    use std::io::{Read, Write};
    let addr = serve.url.trim_start_matches("ws://");
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    let more: String = headers.iter().map(|h| format!("{h}\r\n")).collect();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{more}\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    answer
}

/// The whole answer to a plain GET of `path`, its head and its body.
fn raw_get(serve: &Serve, path: &str) -> String {
    String::from_utf8_lossy(&raw_get_with(serve, path, &[])).into_owned()
}

/// The status line, the content type and the body of a plain GET of `path`.
fn get(serve: &Serve, path: &str) -> (String, String, String) {
    let answer = raw_get(serve, path);
    let status = answer.lines().next().unwrap_or_default().to_string();
    let content_type = answer
        .lines()
        .find_map(|line| line.strip_prefix("content-type: "))
        .unwrap_or_default()
        .to_string();
    let body = answer
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or_default()
        .to_string();
    (status, content_type, body)
}

#[test]
fn the_server_serves_the_page_on_the_same_port_and_nothing_beside_it() {
    let web = std::env::temp_dir().join(format!("daga-serve-page-{}", std::process::id()));
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<title>Daga</title>").unwrap();
    std::fs::write(web.join("daga_bg.wasm"), b"\0asm").unwrap();
    // The data the page fetches when a game needs it sits in a folder beside it.
    std::fs::create_dir_all(web.join("data")).unwrap();
    std::fs::write(web.join("data/scores.bin"), [1u8, 2, 3]).unwrap();
    let serve = Serve::start_with(&["--web", web.to_str().unwrap()]);
    let ok = |content_type: &str| ("HTTP/1.1 200 OK".to_string(), content_type.to_string());
    let head = |(status, content_type, _): (String, String, String)| (status, content_type);
    assert_eq!(head(get(&serve, "/")), ok("text/html; charset=utf-8"));
    assert_eq!(head(get(&serve, "/daga_bg.wasm")), ok("application/wasm"));
    let data = get(&serve, "/data/scores.bin");
    assert_eq!(head(data.clone()), ok("application/octet-stream"));
    assert_eq!(data.2.as_bytes(), [1, 2, 3]);
    // How many are in a room, which a browser refused a room asks; no other web site may read
    // it (it was answered to any, with "Access-Control-Allow-Origin: *").
    assert_eq!(get(&serve, "/rooms/kamu-tevo").2, "0");
    assert!(
        !raw_get(&serve, "/rooms/kamu-tevo")
            .to_ascii_lowercase()
            .contains("access-control")
    );
    // A link inside the folder to a file outside it is not followed (it was).
    let outside = web.with_extension("secret");
    std::fs::write(&outside, "not for the web").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, web.join("linked.txt")).unwrap();
    for missing in [
        "/nothing.js",
        "/../Cargo.toml",
        "/a/b",
        "/.hidden",
        "/data/../../x",
        "/linked.txt",
        "/%2e%2e/Cargo.toml",
        "/..%5cCargo.toml",
        "/C:/Windows/win.ini",
    ] {
        assert!(get(&serve, missing).0.contains("404"), "{missing}");
    }
    let _ = std::fs::remove_dir_all(&web);
    let _ = std::fs::remove_file(&outside);
}

/// North on a raw socket in the duel's room, greeted by the duel (South): its game so far.
async fn north_greeted(
    serve: &Serve,
    room: &str,
) -> (
    Rogue,
    tokio::task::JoinHandle<Result<(), matchbox_socket::Error>>,
    Side,
) {
    let (mut rogue, carried) = Rogue::join(&format!("{}/{room}", serve.url));
    let mut me = Side::new(
        AnyMatch::new(GameId::Shax, &GameOptions::default()),
        GameOptions::default(),
        Player::North,
        TimeControl::None,
        0,
    );
    // The duel greets; North answers with its game (the caller), and the duel plays first.
    let (hello, _) = rogue.next_message().await;
    me.receive(&hello, 0);
    (rogue, carried, me)
}

/// Plays North against a duel's South: garbage, a stale ply, a wrong hash and an illegal move
/// are each answered with the duel's unchanged game; then a good move is answered with a move.
async fn misbehave(serve: &Serve, room: &str) {
    let (mut rogue, carried, mut me) = north_greeted(serve, room).await;
    // Both seats are taken: the server says so to whoever asks.
    assert_eq!(get(serve, &format!("/rooms/{room}")).2, "2");
    rogue.send_bytes(me.hello().encode());
    let first = loop {
        if let (bytes, Message::Move(first)) = rogue.next_message().await {
            assert!(me.receive(&bytes, 0).outcome.is_ok());
            break first;
        }
    };
    let south_moved = me.game.move_texts();
    assert_eq!(south_moved.len(), 1);
    let legal = me.game.legal_moves()[0];
    let mut played = me.clone();
    let Some(Message::Move(good)) = played.play(legal, 5) else {
        panic!("North may move");
    };
    let bad_messages = [
        b"\xff\x00 not a message at all".to_vec(),
        Message::Move(MoveMessage { ply: 7, ..good }).encode(),
        Message::Move(MoveMessage {
            hash: good.hash ^ 1,
            ..good
        })
        .encode(),
        // South's own point, taken already.
        Message::Move(MoveMessage {
            mv: first.mv,
            ..good
        })
        .encode(),
    ];
    for bad in bad_messages {
        // The duel answers refused messages at most once a second.
        tokio::time::sleep(Duration::from_millis(1100)).await;
        rogue.send_bytes(bad);
        assert_eq!(
            rogue.answered_hello().await,
            south_moved,
            "refused, game kept"
        );
    }
    rogue.send_bytes(Message::Move(good).encode());
    let answer = loop {
        if let (_, Message::Move(answer)) = rogue.next_message().await {
            break answer;
        }
    };
    assert_eq!(answer.ply, 2, "the duel took the good move and answered it");
    carried.abort();
}

#[test]
fn a_far_side_that_sends_garbage_or_bad_moves_is_refused_and_the_game_goes_on() {
    let (serve, room, mut south) = a_duel_playing_south("rogue");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(misbehave(&serve, &room));
    assert!(
        south.try_wait().unwrap().is_none(),
        "the duel still plays: nothing it was sent ended it"
    );
    stop(south, &room);
}

/// Plays North against a duel's South and lies: a hello that says South abandoned, a draw's
/// acceptance never offered, a take-back to the start, a hello with another first move, then
/// 10,000 garbage packets. The duel keeps its game through all of it (a good move is still
/// answered with a move), and answers the flood at most once a second.
async fn lie(serve: &Serve, room: &str) {
    let (mut rogue, carried, mut me) = north_greeted(serve, room).await;
    rogue.send_bytes(me.hello().encode());
    // South's first move, then North's good answer and South's reply: two moves agreed.
    let south_moved = async |rogue: &mut Rogue, me: &mut Side| loop {
        let (bytes, message) = rogue.next_message().await;
        if let Message::Move(_) = message {
            assert!(me.receive(&bytes, 0).outcome.is_ok());
            return;
        }
    };
    south_moved(&mut rogue, &mut me).await;
    let good = me.play(me.game.legal_moves()[0], 5).unwrap();
    rogue.send_bytes(good.encode());
    south_moved(&mut rogue, &mut me).await;
    let mut abandoned = me.clone();
    abandoned.ending = Some(daga::online::Ending::Abandoned(Player::South));
    let mut rewritten = me.clone();
    rewritten.game = AnyMatch::new(GameId::Shax, &GameOptions::default());
    let first = rewritten.game.legal_moves()[5];
    rewritten.game.play(first).unwrap();
    let lies = [
        abandoned.hello().encode(),
        Message::DrawAnswer { accepted: true }.encode(),
        Message::TakebackRequest { ply: 0 }.encode(),
    ];
    for lie in lies {
        tokio::time::sleep(Duration::from_millis(1100)).await;
        rogue.send_bytes(lie);
        let kept = rogue.answered_hello().await;
        assert_eq!(kept, me.game.move_texts(), "the duel keeps its game");
    }
    // A second hello it cannot agree with is not answered again (two such sides would greet
    // each other for ever); had the duel taken it, the good move below would be out of step.
    rogue.send_bytes(rewritten.hello().encode());
    tokio::time::sleep(Duration::from_millis(1100)).await;
    for n in 0..10_000u32 {
        rogue.send_bytes(n.to_le_bytes().to_vec());
    }
    let answers = rogue.messages_within(Duration::from_secs(3)).await;
    let hellos = answers
        .iter()
        .filter(|m| matches!(m, Message::Hello(_)))
        .count();
    eprintln!("10,000 garbage packets were answered {hellos} times in 3 s");
    assert!((1..=4).contains(&hellos), "answered {hellos} times");
    let good = me.play(me.game.legal_moves()[0], 5).unwrap();
    rogue.send_bytes(good.encode());
    let before = me.game.ply();
    south_moved(&mut rogue, &mut me).await;
    assert_eq!(me.game.ply(), before + 1, "the game goes on");
    carried.abort();
}

#[test]
fn a_lying_far_side_changes_nothing_in_the_duel_s_game() {
    let (serve, room, mut south) = a_duel_playing_south("liar");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(lie(&serve, &room));
    assert!(south.try_wait().unwrap().is_none(), "the duel still plays");
    stop(south, &room);
}

/// A server, and a duel in a fresh room (named after `name`) playing South in a game of Shax.
fn a_duel_playing_south(name: &str) -> (Serve, String, Child) {
    let serve = Serve::start();
    let room = room(name);
    let south = duel(&serve, &room, GameId::Shax, "south", 0);
    (serve, room, south)
}

/// Ends South's duel in `room` and forgets its kept record.
fn stop(mut south: Child, room: &str) {
    let _ = south.kill();
    let _ = south.wait();
    let _ = std::fs::remove_file(keep_file(room, "south"));
}

/// A duel that met a silent far side joins the room again and greets on a new line, as the app
/// does (a desktop's WebRTC can lose a browser's first message for good).
#[test]
fn a_duel_that_meets_a_silent_far_side_greets_again_on_a_new_line() {
    let (serve, room, south) = a_duel_playing_south("silent");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let waited = runtime.block_on(async {
        let (mut silent, carried) = Rogue::join(&format!("{}/{room}", serve.url));
        let waited = silent.greeted_again_on_a_new_line().await;
        carried.abort();
        waited
    });
    assert!(waited >= Duration::from_secs(5), "not at once: {waited:?}");
    stop(south, &room);
}

/// Upgrades to a WebSocket cut off at once (a phone that lost its network) leave no seat
/// behind: the room is empty a moment later, and two players meet in it.
#[test]
fn an_upgrade_cut_off_leaves_no_seat_behind() {
    use std::io::Write;
    let serve = Serve::start();
    let addr = serve.url.trim_start_matches("ws://").to_string();
    let room = room("cut-off");
    for _ in 0..3 {
        let mut stream = std::net::TcpStream::connect(&addr).unwrap();
        let upgrade = format!(
            "GET /{room} HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        );
        let _ = stream.write_all(upgrade.as_bytes());
        // Gone before the WebSocket says anything.
        drop(stream);
    }
    let started = Instant::now();
    let free = loop {
        let players = get(&serve, &format!("/rooms/{room}")).2;
        if players == "0" || started.elapsed() > Duration::from_secs(10) {
            break players;
        }
        sleep(Duration::from_millis(250));
    };
    assert_eq!(free, "0", "the cut-off upgrades still hold seats");
    // Two players meet in it and play.
    let south = duel(&serve, &room, GameId::Sadeqa, "south", 0);
    let north = duel(&serve, &room, GameId::Sadeqa, "north", 0);
    let (south, north) = (record_of(south), record_of(north));
    assert_eq!(south, north);
    assert_finished(&south, GameId::Sadeqa);
}

/// The page's files go gzipped to a browser that takes gzip (they went whole), or as the build's
/// brotli copy to one that takes brotli, and a browser that has a file already is told so in a
/// few bytes (it was sent again).
#[test]
fn the_page_goes_compressed_and_is_not_sent_twice() {
    use std::io::Read;
    let web = std::env::temp_dir().join(format!("daga-serve-gzip-{}", std::process::id()));
    std::fs::create_dir_all(&web).unwrap();
    let page = "<p>Shax, Sadeqa III, Bao la Kimasai</p>\n".repeat(500);
    std::fs::write(web.join("index.html"), &page).unwrap();
    let serve = Serve::start_with(&["--web", web.to_str().unwrap()]);
    let answer = raw_get_with(&serve, "/", &["Accept-Encoding: gzip, br"]);
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let (head, body) = (
        String::from_utf8_lossy(&answer[..split]),
        &answer[split + 4..],
    );
    assert!(head.contains("content-encoding: gzip"), "{head}");
    let mut unzipped = String::new();
    flate2::read::GzDecoder::new(body)
        .read_to_string(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, page);
    assert!(
        body.len() * 4 < page.len(),
        "{} bytes for {}",
        body.len(),
        page.len()
    );
    let etag = head
        .lines()
        .find_map(|line| line.strip_prefix("etag: "))
        .expect("an ETag")
        .to_string();
    let again = raw_get(&serve, "/");
    assert!(again.ends_with(&page), "whole to a browser without gzip");
    let known = raw_get_with(&serve, "/", &[&format!("If-None-Match: {etag}")]);
    let known = String::from_utf8_lossy(&known);
    assert!(known.starts_with("HTTP/1.1 304"), "{known}");
    // The shipped build lays a brotli copy beside a file: a browser that takes brotli gets it.
    let script = "let board = 'Bao la Kimasai';\n".repeat(300);
    std::fs::write(web.join("daga.js"), &script).unwrap();
    let brotli = b"(the build's brotli copy)";
    std::fs::write(web.join("daga.js.br"), brotli).unwrap();
    let answer = raw_get_with(&serve, "/daga.js", &["Accept-Encoding: gzip, deflate, br"]);
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&answer[..split]);
    assert!(head.contains("content-encoding: br"), "{head}");
    assert_eq!(&answer[split + 4..], brotli);
    let gzip_only = raw_get_with(&serve, "/daga.js", &["Accept-Encoding: gzip"]);
    assert!(String::from_utf8_lossy(&gzip_only).contains("content-encoding: gzip"));
    let _ = std::fs::remove_dir_all(&web);
}

/// A page from another web site may not open a WebSocket to the server (any page a player
/// visited could use it, and count its rooms); the served page and programs may, and so may a
/// site given with `--allow-origin`.
#[test]
fn only_the_served_page_programs_and_allowed_sites_come_in() {
    use std::io::{Read, Write};
    let serve = Serve::start_with(&["--allow-origin", "https://friend.example"]);
    let addr = serve.url.trim_start_matches("ws://").to_string();
    let upgrade = |origin: Option<&str>| {
        let mut stream = std::net::TcpStream::connect(&addr).unwrap();
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        write!(
            stream,
            "GET /{} HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{origin}\r\n",
            room("origins")
        )
        .unwrap();
        let mut status = [0u8; 12];
        stream.read_exact(&mut status).unwrap();
        String::from_utf8_lossy(&status[9..12]).into_owned()
    };
    assert_eq!(upgrade(Some("https://evil.example")), "403");
    assert_eq!(
        upgrade(None),
        "101",
        "the desktop app and the duel send no Origin"
    );
    assert_eq!(
        upgrade(Some(&format!("http://{addr}"))),
        "101",
        "the served page"
    );
    assert_eq!(
        upgrade(Some("https://friend.example")),
        "101",
        "an allowed site"
    );
}
