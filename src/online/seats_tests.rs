//! The seats of `daga serve` without a network: who is let in, who takes their seat back,
//! what the others are told, and when a player or a room is let go.

use super::*;

use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

const ROOM: &str = "kamu-tevo-bada-sini";

fn from(port: u16) -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], port))
}

fn token(text: &str) -> Option<SeatToken> {
    Some(SeatToken::parse(text).unwrap())
}

fn peer(n: u128) -> PeerId {
    let id = format!("\"00000000-0000-0000-0000-{n:012x}\"");
    serde_json::from_str(&id).unwrap()
}

/// A connection's far end: what the server wrote to it, and its kick.
struct Far {
    news: UnboundedReceiver<Result<Message, axum::Error>>,
    kick: Arc<Notify>,
}

impl Far {
    /// The texts and pings written to it so far.
    fn read(&mut self) -> Vec<Message> {
        std::iter::from_fn(|| self.news.try_recv().ok())
            .map(Result::unwrap)
            .collect()
    }

    fn kicked(&self) -> bool {
        // A stored permit: the connection's loop would wake at once.
        let notified = self.kick.notified();
        let mut notified = std::pin::pin!(notified);
        notified.as_mut().enable()
    }
}

/// Asks and opens a seat for `id` from `port` with `seat`.
fn sit(seats: &mut Seats, id: PeerId, port: u16, seat: Option<SeatToken>) -> Result<Far, Refused> {
    let now = Instant::now();
    seats.ask(ROOM, seat, from(port), now)?;
    seats.assigned(from(port), id);
    let (sender, news) = unbounded_channel();
    let kick = Arc::new(Notify::new());
    seats.open(id, ROOM, sender, kick.clone(), now)?;
    Ok(Far { news, kick })
}

fn text(message: &Message) -> Option<String> {
    match message {
        Message::Text(text) => Some(text.to_string()),
        _ => None,
    }
}

#[test]
fn a_third_player_is_refused_and_a_player_with_their_token_takes_their_seat_back() {
    let mut seats = Seats::new(Limits::default());
    let mine = "my-own-seat-token-123";
    let mut south = sit(&mut seats, peer(1), 1, token(mine)).unwrap();
    let mut north = sit(&mut seats, peer(2), 2, token("the-friend-s-token-456")).unwrap();
    assert!(
        text(&south.read()[1]).unwrap().contains("NewPeer"),
        "South told North came"
    );
    assert_eq!(
        sit(&mut seats, peer(3), 3, None).err(),
        Some(Refused::RoomFull)
    );
    assert_eq!(
        sit(&mut seats, peer(3), 3, token("a-guessed-token-7890")).err(),
        Some(Refused::RoomFull)
    );
    north.read();
    // South's phone changed networks: its old connection is still open on the server.
    let mut again = sit(&mut seats, peer(4), 4, token(mine)).unwrap();
    assert!(south.kicked(), "the dead connection is told to go");
    let told: Vec<String> = north.read().iter().filter_map(text).collect();
    assert!(
        told[0].contains("PeerLeft") && told[1].contains("NewPeer"),
        "{told:?}"
    );
    let told_again: Vec<String> = again.read().iter().filter_map(text).collect();
    assert_eq!(
        told_again.len(),
        1,
        "its id, and nothing else: {told_again:?}"
    );
    assert!(told_again[0].contains("IdAssigned"));
    assert_eq!(seats.players_in(ROOM, Instant::now()), 2);
    // The kicked connection leaving later tells nobody anything more.
    seats.leave(peer(1), ROOM, Instant::now());
    assert!(north.read().is_empty());
}

#[test]
fn a_player_who_stops_reading_is_dropped_at_the_bound_and_one_who_reads_is_not() {
    let limits = Limits {
        max_unread: 10_000,
        ..Limits::default()
    };
    let mut seats = Seats::new(limits);
    let mut reader = sit(&mut seats, peer(1), 1, None).unwrap();
    let mut sleeper = sit(&mut seats, peer(2), 2, None).unwrap();
    let signal = serde_json::Value::String("x".repeat(1_000));
    for _ in 0..30 {
        seats.relay(ROOM, peer(2), peer(1), signal.clone());
        // The reader answers each ping it finds.
        for message in reader.read() {
            if let Message::Ping(payload) = message {
                seats.pong(ROOM, peer(1), &payload);
            }
        }
    }
    assert!(!reader.kicked(), "30 kB read as it came");
    for _ in 0..30 {
        seats.relay(ROOM, peer(1), peer(2), signal.clone());
    }
    assert!(sleeper.kicked(), "dropped past 10 kB unread");
    let held = sleeper.read().len();
    assert!(held <= 11, "no more was queued for it: {held}");
    assert_eq!(seats.players_in(ROOM, Instant::now()), 1);
}

#[test]
fn an_empty_room_is_forgotten_and_a_player_alone_is_let_go_after_the_wait() {
    let limits = Limits {
        room_waits: Duration::from_secs(3600),
        ..Limits::default()
    };
    let mut seats = Seats::new(limits);
    let _alone = sit(&mut seats, peer(1), 1, None).unwrap();
    let now = Instant::now();
    assert!(!seats.keep_alive(ROOM, peer(1), now));
    assert!(seats.keep_alive(ROOM, peer(1), now + Duration::from_secs(3601)));
    let _friend = sit(&mut seats, peer(2), 2, None).unwrap();
    assert!(
        !seats.keep_alive(ROOM, peer(1), now + Duration::from_secs(3601)),
        "not alone"
    );
    seats.leave(peer(1), ROOM, now);
    seats.leave(peer(2), ROOM, now);
    assert!(seats.rooms.is_empty(), "nobody in it: forgotten");
}

#[test]
fn connections_rooms_and_one_address_s_rate_are_bounded() {
    let limits = Limits {
        max_connections: 3,
        max_rooms: 2,
        per_address_per_minute: 5,
        ..Limits::default()
    };
    let mut seats = Seats::new(limits);
    let now = Instant::now();
    seats.ask("a", None, from(1), now).unwrap();
    seats
        .ask("b", None, SocketAddr::from(([10, 0, 0, 2], 1)), now)
        .unwrap();
    let third_room = seats.ask("c", None, SocketAddr::from(([10, 0, 0, 3], 1)), now);
    assert_eq!(third_room, Err(Refused::ServerFull), "two rooms at most");
    seats
        .ask("a", None, SocketAddr::from(([10, 0, 0, 4], 1)), now)
        .unwrap();
    let fourth = seats.ask("b", None, SocketAddr::from(([10, 0, 0, 5], 1)), now);
    assert_eq!(
        fourth,
        Err(Refused::ServerFull),
        "three connections at most"
    );
    // One address: five a minute.
    let mut seats = Seats::new(Limits {
        per_address_per_minute: 5,
        ..Limits::default()
    });
    let scanner = IpAddr::from([203, 0, 113, 9]);
    let scans = (0..20)
        .filter(|_| seats.in_time(scanner, now).is_ok())
        .count();
    assert_eq!(scans, 5);
    assert_eq!(seats.in_time(scanner, now), Err(Refused::TooFast));
    assert_eq!(seats.in_time(IpAddr::from([10, 0, 0, 1]), now), Ok(()));
}

/// A seat asked for by a connection whose WebSocket never opened (its upgrade failed or was
/// cut off after the server said yes) was kept for ever, and two made the room "full".
#[test]
fn a_seat_whose_websocket_never_opened_is_let_go() {
    let mut seats = Seats::new(Limits::default());
    let long_ago = Instant::now() - OPENING - Duration::from_secs(1);
    seats.ask(ROOM, None, from(1), long_ago).unwrap();
    seats.ask(ROOM, None, from(2), long_ago).unwrap();
    assert_eq!(seats.players_in(ROOM, Instant::now()), 0, "nobody is in it");
    seats.ask(ROOM, None, from(3), Instant::now()).unwrap();
    assert_eq!(seats.players_in(ROOM, Instant::now()), 1, "one on its way");
}
