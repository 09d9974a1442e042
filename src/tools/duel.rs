//! `daga duel`: a headless player of online games — it joins a room on a signalling server,
//! plays its side with the computer and follows the other side's moves; when the game ends it
//! prints the record. Its record is kept in a file while the game lasts, so a duel started
//! again after being killed rejoins the game where it stands.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::online::{Event, Message, Peer, Refusal, TimeControl};
use daga::rules::{AnyMatch, GameId, GameOptions, Player, Record};
use matchbox_socket::{ChannelConfig, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};

/// What `daga duel` was asked.
#[derive(Clone, Debug, PartialEq)]
pub struct DuelArgs {
    pub server: String,
    pub room: String,
    pub game: GameId,
    pub side: Player,
    pub level: Level,
    pub delay_ms: u64,
}

impl DuelArgs {
    pub fn read(args: &[String]) -> Result<DuelArgs, String> {
        let (mut server, mut room, mut game, mut side, mut level, mut delay_ms) =
            (None, None, None, None, None, 0);
        for (flag, value) in super::flag_values(args)? {
            match flag {
                "--server" => server = Some(value.trim_end_matches('/').to_string()),
                "--room" => room = Some(value.to_string()),
                "--game" => game = Some(value.parse::<GameId>().map_err(|e| e.to_string())?),
                "--side" => {
                    side = Some(match value {
                        "south" => Player::South,
                        "north" => Player::North,
                        _ => return Err(format!("--side {value}: expected south or north")),
                    })
                }
                "--level" => {
                    let number = value.parse().ok().and_then(Level::from_number);
                    level = Some(number.ok_or_else(|| format!("--level {value}: expected 1 to 5"))?)
                }
                "--delay-ms" => {
                    delay_ms = value
                        .parse()
                        .map_err(|_| format!("--delay-ms {value}: expected milliseconds"))?
                }
                _ => return Err(format!("unknown argument '{flag}'")),
            }
        }
        let missing = |what: &str| format!("duel needs {what}");
        let room = room.ok_or_else(|| missing("--room NAME"))?;
        if room.is_empty() || !room.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(format!("--room {room}: letters, digits and dashes only"));
        }
        Ok(DuelArgs {
            server: server.ok_or_else(|| missing("--server URL"))?,
            room,
            game: game.ok_or_else(|| missing("--game GAME"))?,
            side: side.ok_or_else(|| missing("--side south|north"))?,
            level: level.ok_or_else(|| missing("--level N"))?,
            delay_ms,
        })
    }

    /// Where this side's record is kept while the game lasts.
    fn keep_file(&self) -> PathBuf {
        let side = match self.side {
            Player::South => "south",
            Player::North => "north",
        };
        std::env::temp_dir().join(format!("daga-duel-{}-{side}.txt", self.room))
    }
}

/// How long a finished game waits for the other side to have heard the last move.
const FAREWELL: Duration = Duration::from_secs(5);
/// How long the side that heard the last move stays to answer the other's ping.
const LINGER: Duration = Duration::from_millis(1000);
const POLL: Duration = Duration::from_millis(5);

/// Plays the duel; the record once the game is over.
pub fn duel(args: DuelArgs) -> Result<String, String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(play(args))
}

/// The game kept from an earlier run of this side, or a new one.
fn kept_or_new(args: &DuelArgs) -> AnyMatch {
    let kept = std::fs::read_to_string(args.keep_file()).ok();
    let read = kept.and_then(|text| Record::read(&text).ok());
    match read {
        Some((record, game)) if record.game == args.game => game,
        _ => AnyMatch::new(args.game, &GameOptions::default()),
    }
}

fn keep(args: &DuelArgs, peer: &Peer) {
    let record = Record {
        game: peer.game.game(),
        options: peer.options,
        tags: Vec::new(),
        moves: peer.game.moves(),
    };
    // A record that cannot be kept only costs a rejoin its moves.
    let _ = std::fs::write(args.keep_file(), record.to_string());
}

/// A socket in the room and the task that carries its messages.
fn join(
    url: &str,
) -> (
    WebRtcSocket,
    tokio::task::JoinHandle<Result<(), matchbox_socket::Error>>,
) {
    let (socket, message_loop) = WebRtcSocket::builder(url)
        // Peers on one machine or network need no STUN server.
        .ice_server(RtcIceServerConfig {
            urls: vec![],
            ..Default::default()
        })
        .add_channel(ChannelConfig::reliable())
        .build();
    (socket, tokio::spawn(message_loop))
}

/// Sends `message` if the socket still can; a message lost is made good when the two sides
/// agree again.
fn send(socket: &mut WebRtcSocket, message: &Message, to: PeerId) {
    let _ = socket.channel_mut(0).try_send(message.encode().into(), to);
}

/// How long a duel tries to reach the server again before it gives up.
const GIVE_UP: Duration = Duration::from_secs(120);

async fn play(args: DuelArgs) -> Result<String, String> {
    let game = kept_or_new(&args);
    let mut peer = Peer::new(game, GameOptions::default(), args.side, TimeControl::None);
    let url = format!("{}/{}", args.server, args.room);
    let (mut socket, mut message_loop) = join(&url);
    let mut other: Option<PeerId> = None;
    // Whether this side has heard the other's game since it joined: only then does it move.
    let mut agreed = false;
    let mut finished_at: Option<Instant> = None;
    let mut pong_heard = false;
    let mut connected_at = Instant::now();
    loop {
        if message_loop.is_finished() && !peer.game.status().is_over() {
            // The line dropped: into the room again, and the records agree again there.
            if connected_at.elapsed() > GIVE_UP {
                return Err(format!("cannot reach {}", args.server));
            }
            eprintln!("duel: the connection ended; joining the room again");
            tokio::time::sleep(Duration::from_millis(300)).await;
            (socket, message_loop) = join(&url);
            (other, agreed) = (None, false);
            continue;
        }
        for (id, state) in socket.try_update_peers().unwrap_or_default() {
            match state {
                PeerState::Connected => {
                    (other, agreed) = (Some(id), false);
                    connected_at = Instant::now();
                    send(&mut socket, &peer.hello(), id);
                }
                PeerState::Disconnected if other == Some(id) => {
                    other = None;
                    eprintln!("duel: the other side left; waiting for it to come back");
                }
                PeerState::Disconnected => {}
            }
        }
        for (from, packet) in socket.channel_mut(0).receive() {
            if Some(from) != other {
                continue;
            }
            let received = peer.receive(&packet);
            match &received.outcome {
                Ok(Event::Agreed { .. }) => agreed = true,
                Ok(Event::Pong(_)) => pong_heard = true,
                Ok(_) => {}
                Err(Refusal::Garbage(e)) => eprintln!("duel: refused a message: {e}"),
                Err(Refusal::SameSide | Refusal::OtherGame) => {
                    return Err(format!(
                        "room {} holds another game, or another player of this side",
                        args.room
                    ));
                }
                Err(refusal) => eprintln!("duel: refused: {refusal:?}"),
            }
            keep(&args, &peer);
            if let Some(reply) = received.reply {
                send(&mut socket, &reply, from);
            }
        }
        if peer.game.status().is_over() {
            // After its own last move a side asks for a ping's answer, which says the move
            // arrived (the channel keeps order); the side that heard the last move stays a
            // moment to answer that ping.
            let mine_last = !heard_last(&peer);
            let started = *finished_at.get_or_insert_with(|| {
                if let Some(to) = other.filter(|_| mine_last) {
                    send(&mut socket, &Message::Ping { id: 1 }, to);
                }
                Instant::now()
            });
            let waited = started.elapsed();
            let done = match mine_last {
                true => pong_heard || waited > FAREWELL,
                false => waited > LINGER,
            };
            if done {
                let _ = std::fs::remove_file(args.keep_file());
                return Ok(record_line(&peer));
            }
            tokio::time::sleep(POLL).await;
            continue;
        }
        let Some(to) = other else {
            tokio::time::sleep(POLL).await;
            continue;
        };
        if agreed && peer.game.turn() == Some(args.side) {
            tokio::time::sleep(Duration::from_millis(args.delay_ms)).await;
            let started = Instant::now();
            let seed = peer.game.ply() as u64;
            let mv = best_move(&peer.game, args.level, seed).ok_or("no move to play")?;
            let used_ms = started.elapsed().as_millis() as u64;
            if let Some(message) = peer.play_here(mv, used_ms) {
                keep(&args, &peer);
                send(&mut socket, &message, to);
            }
        }
        tokio::time::sleep(POLL).await;
    }
}

/// Whether the game's last move was the other side's, heard here.
fn heard_last(peer: &Peer) -> bool {
    peer.game
        .ply()
        .checked_sub(1)
        .and_then(|last| peer.game.turn_at(last))
        == Some(peer.them())
}

fn record_line(peer: &Peer) -> String {
    Record {
        game: peer.game.game(),
        options: peer.options,
        tags: Vec::new(),
        moves: peer.game.moves(),
    }
    .to_string()
}

/// The computer's move at `level`.
fn best_move(game: &AnyMatch, level: Level, seed: u64) -> Option<daga::rules::AnyMove> {
    let options = ThinkOptions {
        seed,
        ..ThinkOptions::at_level(level)
    };
    let mut search = AnySearch::new(game, &options)?;
    while !search.step(4096) {}
    search.chosen_move(&options)
}
