//! `daga duel`: a headless player of online games — it joins a room on a signalling server,
//! plays its side with the computer and follows the other side's moves; when the game ends it
//! prints the record. Its record is kept in a file while the game lasts, so a duel started
//! again after being killed rejoins the game where it stands.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::online::{
    Event, Message, Refusal, SILENT_AFTER_MEETING, SeatToken, Side, TimeControl, alone_too_long,
};
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

    /// Where this side's seat token is kept while the game lasts.
    fn seat_file(&self) -> PathBuf {
        self.keep_file().with_extension("seat")
    }

    /// This side's seat token: the one kept by an earlier run of this side (so that, started
    /// again while its old connection still holds the seat, it sits down again), or a new one.
    fn seat(&self) -> SeatToken {
        let kept = std::fs::read_to_string(self.seat_file()).ok();
        if let Some(seat) = kept.and_then(|text| SeatToken::parse(text.trim()).ok()) {
            return seat;
        }
        let seat = SeatToken::fresh();
        // A token that cannot be kept only costs a rejoin its wait for the old seat.
        let _ = std::fs::write(self.seat_file(), seat.as_str());
        seat
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

fn keep(args: &DuelArgs, side: &Side) {
    // A record that cannot be kept only costs a rejoin its moves.
    let _ = std::fs::write(args.keep_file(), record_line(side));
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

/// A duel under way: this side's game, its socket in the room and what it knows of the other.
struct Duel {
    args: DuelArgs,
    url: String,
    side: Side,
    socket: WebRtcSocket,
    message_loop: tokio::task::JoinHandle<Result<(), matchbox_socket::Error>>,
    other: Option<PeerId>,
    /// Whether this side has heard the other's game since it joined: only then does it move.
    agreed: bool,
    finished_at: Option<Instant>,
    /// The other side plays another game, or this side: both are told, and the duel ends.
    mismatch: bool,
    /// When the duel started, and whether it has met the other side yet.
    began: Instant,
    met: bool,
    pong_heard: bool,
    connected_at: Instant,
    /// Since when no other side has been in the room with this socket.
    alone_since: Instant,
}

async fn play(args: DuelArgs) -> Result<String, String> {
    let began = Instant::now();
    let game = kept_or_new(&args);
    let side = Side::new(
        game,
        GameOptions::default(),
        args.side,
        TimeControl::None,
        0,
    );
    let url = format!(
        "{}/{}?seat={}",
        args.server,
        args.room,
        args.seat().as_str()
    );
    let (socket, message_loop) = join(&url);
    let mut duel = Duel {
        args,
        url,
        side,
        socket,
        message_loop,
        other: None,
        agreed: false,
        finished_at: None,
        mismatch: false,
        began,
        met: false,
        pong_heard: false,
        connected_at: Instant::now(),
        alone_since: Instant::now(),
    };
    let patience = alone_too_long(&duel.args.room, duel.args.side);
    loop {
        let over = duel.side.status().is_over();
        let alone = duel.other.is_none() && duel.alone_since.elapsed() > patience;
        // Met, but the other side's greeting never came: a new line makes a new channel.
        let silent = duel.other.is_some()
            && !duel.agreed
            && duel.connected_at.elapsed() > SILENT_AFTER_MEETING;
        let dropped = duel.message_loop.is_finished();
        if !over && (dropped || alone || silent) {
            duel.join_again(dropped).await?;
            continue;
        }
        duel.follow_peers();
        duel.read_messages()?;
        if duel.mismatch {
            // Time for the answer to go before the line closes.
            tokio::time::sleep(FAREWELL / 5).await;
            return Err(format!(
                "room {} holds another game, or another player of this side",
                duel.args.room
            ));
        }
        if duel.side.status().is_over() {
            if let Some(record) = duel.finish() {
                return Ok(record);
            }
        } else if duel.agreed && duel.side.game.turn() == Some(duel.args.side) {
            duel.play_a_move().await?;
        }
        tokio::time::sleep(POLL).await;
    }
}

impl Duel {
    /// The line dropped, or nobody came: into the room again, where the records agree again.
    /// A server that stays unreachable is given up on; waiting for a friend is not.
    async fn join_again(&mut self, dropped: bool) -> Result<(), String> {
        if !dropped {
            self.connected_at = Instant::now();
        } else if self.connected_at.elapsed() > GIVE_UP {
            return Err(format!("cannot reach {}", self.args.server));
        }
        eprintln!("duel: joining the room again");
        self.message_loop.abort();
        tokio::time::sleep(Duration::from_millis(300)).await;
        (self.socket, self.message_loop) = join(&self.url);
        (self.other, self.agreed) = (None, false);
        self.alone_since = Instant::now();
        Ok(())
    }

    /// Greets the other side when it comes, and notes when it goes.
    fn follow_peers(&mut self) {
        for (id, state) in self.socket.try_update_peers().unwrap_or_default() {
            match state {
                PeerState::Connected => {
                    (self.other, self.agreed) = (Some(id), false);
                    self.connected_at = Instant::now();
                    send(&mut self.socket, &self.side.hello(), id);
                }
                PeerState::Disconnected if self.other == Some(id) => {
                    self.other = None;
                    self.alone_since = Instant::now();
                    eprintln!("duel: the other side left; waiting for it to come back");
                }
                PeerState::Disconnected => {}
            }
        }
    }

    /// Takes the other side's messages, keeps the record, and answers what needs an answer.
    fn read_messages(&mut self) -> Result<(), String> {
        for (from, packet) in self.socket.channel_mut(0).receive() {
            if Some(from) != self.other {
                continue;
            }
            let received = self.side.receive(&packet, self.now_ms());
            match &received.outcome {
                Ok(Event::Agreed { .. }) => {
                    if !std::mem::replace(&mut self.met, true) {
                        // Read by scripts/load-serve.sh: how long two players took to meet.
                        let ms = self.began.elapsed().as_millis();
                        eprintln!("duel: met the other side {ms} ms after starting");
                    }
                    self.agreed = true;
                }
                Ok(Event::Pong(_)) => self.pong_heard = true,
                Ok(_) => {}
                Err(Refusal::Garbage(e)) => eprintln!("duel: refused a message: {e}"),
                Err(Refusal::SameSide | Refusal::OtherGame) => {
                    // The other side is told too (it waited for ever), before this one leaves.
                    if let Some(reply) = &received.reply {
                        send(&mut self.socket, reply, from);
                    }
                    self.mismatch = true;
                    return Ok(());
                }
                Err(refusal) => eprintln!("duel: refused: {refusal:?}"),
            }
            keep(&self.args, &self.side);
            if let Some(reply) = &received.reply {
                send(&mut self.socket, reply, from);
            }
        }
        Ok(())
    }

    /// The record once the other side surely has the last move: after its own last move a
    /// side asks for a ping's answer (the channel keeps order); the side that heard the last
    /// move stays a moment to answer that ping.
    fn finish(&mut self) -> Option<String> {
        let mine_last = !heard_last(&self.side);
        let (socket, other) = (&mut self.socket, self.other);
        let started = *self.finished_at.get_or_insert_with(|| {
            if let Some(to) = other.filter(|_| mine_last) {
                send(socket, &Message::Ping { id: 1 }, to);
            }
            Instant::now()
        });
        let done = match mine_last {
            true => self.pong_heard || started.elapsed() > FAREWELL,
            false => started.elapsed() > LINGER,
        };
        if !done {
            return None;
        }
        let _ = std::fs::remove_file(self.args.keep_file());
        let _ = std::fs::remove_file(self.args.seat_file());
        Some(record_line(&self.side))
    }

    /// The computer's move for this side, kept and then sent.
    async fn play_a_move(&mut self) -> Result<(), String> {
        let Some(to) = self.other else {
            return Ok(());
        };
        tokio::time::sleep(Duration::from_millis(self.args.delay_ms)).await;
        let seed = self.side.game.ply() as u64;
        let mv = best_move(&self.side.game, self.args.level, seed).ok_or("no move to play")?;
        if let Some(message) = self.side.play(mv, self.now_ms()) {
            keep(&self.args, &self.side);
            send(&mut self.socket, &message, to);
        }
        Ok(())
    }

    /// Milliseconds since the duel began: the line's clock.
    fn now_ms(&self) -> u64 {
        self.began.elapsed().as_millis() as u64
    }
}

/// Whether the game's last move was the other side's, heard here.
fn heard_last(side: &Side) -> bool {
    let last = side.game.ply().checked_sub(1);
    last.and_then(|last| side.game.turn_at(last)) == Some(side.peer.them())
}

fn record_line(side: &Side) -> String {
    Record {
        game: side.game.game(),
        options: side.peer.options,
        tags: Vec::new(),
        moves: side.game.moves(),
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
