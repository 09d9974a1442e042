//! `daga serve` on 127.0.0.1 against what the open internet brings: a player whose line died
//! without closing (no FIN: it reads nothing and answers no ping) is let go and sits down again
//! at once with their seat token; a player that stops reading is dropped at the bound; a message
//! too large ends its connection; one address connecting too fast is held back.

#![cfg(feature = "online")]

use std::thread::sleep;
use std::time::{Duration, Instant};

#[path = "common/raw_ws.rs"]
mod raw_ws;
#[path = "common/serve.rs"]
mod serve;
use raw_ws::{RawSocket, upgrade};
use serve::Serve;

fn room(name: &str) -> String {
    format!("{name}-{}", std::process::id())
}

fn addr(serve: &Serve) -> String {
    serve.url.trim_start_matches("ws://").to_string()
}

/// Players in `room`, as the page asks.
fn players(serve: &Serve, room: &str) -> String {
    use std::io::{Read, Write};
    let addr = addr(serve);
    let mut stream = std::net::TcpStream::connect(&addr).unwrap();
    write!(
        stream,
        "GET /rooms/{room} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or_default()
        .to_string()
}

/// Joins `room` with `seat` (a seat token, or none); the open socket and its peer id.
fn join(serve: &Serve, room: &str, seat: Option<&str>) -> (RawSocket, String) {
    let path = match seat {
        Some(seat) => format!("/{room}?seat={seat}"),
        None => format!("/{room}"),
    };
    let (status, socket) = upgrade(&addr(serve), &path);
    assert_eq!(status, 101, "{path} let in");
    let mut socket = socket.unwrap();
    let assigned = socket.next_text().expect("an id");
    let id = assigned
        .split('"')
        .nth(3)
        .unwrap_or_else(|| panic!("{assigned}"))
        .to_string();
    (socket, id)
}

/// Waits (up to `limit`) until `room` holds `count` players; how long that took.
fn until_players(serve: &Serve, room: &str, count: &str, limit: Duration) -> Duration {
    let started = Instant::now();
    while players(serve, room) != count {
        assert!(
            started.elapsed() < limit,
            "{room} still holds {} players after {limit:?}",
            players(serve, room)
        );
        sleep(Duration::from_millis(100));
    }
    started.elapsed()
}

/// South's line dies silently (a phone that changed networks: its socket stays open on the
/// server, but nothing comes from it, not even the answer to a ping). With its seat token it
/// sits down again at once, and North is told; a stranger is still refused. Without the token,
/// its seat is freed once it has been silent for `--silence`.
#[test]
fn a_player_whose_line_died_silently_sits_down_again() {
    // Long enough for North, which reads only between the steps below, to stay in.
    let serve = Serve::start_with(&["--silence", "4s"]);
    let room = room("half-open");
    let token = "souths-own-seat-token-1";
    let (_dead, south_id) = join(&serve, &room, Some(token));
    let (mut north, _) = join(&serve, &room, Some("norths-own-seat-token-2"));
    // The dead line is never read again; North reads on.
    assert_eq!(
        upgrade(&addr(&serve), &format!("/{room}")).0,
        409,
        "a stranger"
    );
    let started = Instant::now();
    let (_back, back_id) = join(&serve, &room, Some(token));
    let told = [north.next_text().unwrap(), north.next_text().unwrap()];
    // Seated once the dead connection failed to answer a ping (2 s).
    let back_in = started.elapsed();
    assert_eq!(told[0], format!("{{\"PeerLeft\":\"{south_id}\"}}"));
    assert_eq!(told[1], format!("{{\"NewPeer\":\"{back_id}\"}}"));
    assert_eq!(players(&serve, &room), "2");
    eprintln!("with its seat token, the player whose line died sat down again in {back_in:?}");

    // Without the token: the seat is freed by the server's pings.
    let room = format!("{room}-no-token");
    let (_dead, _) = join(&serve, &room, None);
    let (mut north, _) = join(&serve, &room, None);
    let started = Instant::now();
    let reader = std::thread::spawn(move || while north.next_text().is_some() {});
    let freed = until_players(&serve, &room, "1", Duration::from_secs(20));
    eprintln!("without it, its seat was free {freed:?} after its line died (--silence 4s)");
    assert!(
        started.elapsed() >= Duration::from_secs(4),
        "not before it was silent 4 s"
    );
    let (_again, _) = join(&serve, &room, None);
    drop(reader);
}

/// The same game open twice (two tabs keep one saved game, so one seat token): the second
/// connection is told the game is open elsewhere (4002) and the first keeps its seat; before,
/// each would have thrown the other out in turn.
#[test]
fn a_second_tab_of_the_same_game_does_not_throw_the_first_out() {
    let serve = Serve::start();
    let room = room("two-tabs");
    let token = "one-game-in-two-tabs-3";
    let (first, _) = join(&serve, &room, Some(token));
    // The first tab lives: it answers pings.
    let mut first = first;
    let reader = std::thread::spawn(move || while first.next_text().is_some() {});
    let (status, second) = upgrade(&addr(&serve), &format!("/{room}?seat={token}"));
    assert_eq!(status, 101);
    assert_eq!(second.unwrap().closed_with(), 4002);
    assert_eq!(players(&serve, &room), "1");
    assert!(!reader.is_finished(), "the first tab is still in");
}

/// A player that stops reading while the other sends is dropped once 256 KiB wait unread (the
/// server had queued without bound: 395 MB for 15 messages); the sender stays.
#[test]
fn a_player_that_stops_reading_is_dropped_at_the_bound() {
    let serve = Serve::start();
    let room = room("no-reader");
    let (mut sender, _) = join(&serve, &room, None);
    let (_sleeper, sleeper_id) = join(&serve, &room, None);
    let data = "x".repeat(50_000);
    let signal = format!("{{\"Signal\":{{\"receiver\":\"{sleeper_id}\",\"data\":\"{data}\"}}}}");
    for _ in 0..15 {
        sender.send_text(&signal).unwrap();
    }
    until_players(&serve, &room, "1", Duration::from_secs(20));
    let told = [sender.next_text().unwrap(), sender.next_text().unwrap()];
    assert_eq!(told[0], format!("{{\"NewPeer\":\"{sleeper_id}\"}}"));
    assert_eq!(told[1], format!("{{\"PeerLeft\":\"{sleeper_id}\"}}"));
}

/// A message past 64 KiB ends its connection (the WebSocket refuses it before reading it
/// whole); one below passes.
#[test]
fn a_message_too_large_ends_its_connection() {
    let serve = Serve::start();
    let room = room("too-large");
    let (mut sender, _) = join(&serve, &room, None);
    let (mut friend, friend_id) = join(&serve, &room, None);
    let signal = |size: usize| {
        let data = "x".repeat(size);
        format!("{{\"Signal\":{{\"receiver\":\"{friend_id}\",\"data\":\"{data}\"}}}}")
    };
    sender.send_text(&signal(60_000)).unwrap();
    assert!(friend.next_text().unwrap().len() > 60_000, "passed on");
    sender.send_text(&signal(100_000)).unwrap();
    let code = sender.closed_with();
    assert!(matches!(code, 0 | 1009), "closed ({code})");
    until_players(&serve, &room, "1", Duration::from_secs(10));
}

/// One address gets its minute's worth of connections and room lookups, then waits: a scan of
/// room codes (2,000 in 0.13 s covered every old code in 20 minutes) gets no further.
#[test]
fn one_address_connecting_too_fast_is_held_back() {
    let serve = Serve::start_with(&["--per-address-per-minute", "5"]);
    let statuses: Vec<u16> = (0..7)
        .map(|n| upgrade(&addr(&serve), &format!("/scan-{n}")).0)
        .collect();
    assert_eq!(statuses, [101, 101, 101, 101, 101, 429, 429]);
    assert!(players(&serve, "scan-0").contains("too many connections"));
}

/// A bad seat token is refused with its reason, and changes nothing.
#[test]
fn a_bad_seat_token_is_refused() {
    let serve = Serve::start();
    let room = room("bad-token");
    let (status, _) = upgrade(&addr(&serve), &format!("/{room}?seat=short"));
    assert_eq!(status, 400);
    assert_eq!(players(&serve, &room), "0");
}
