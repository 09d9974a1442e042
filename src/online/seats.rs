//! Who sits in which room of `daga serve`, and what the server tells them: a seat is asked for
//! with the WebSocket's upgrade and held while it opens; once open, it is a line the server
//! writes to. A player's seat token lets them take their own seat back from a connection that
//! died without closing; news for a player who stops reading is bounded; an empty room is
//! forgotten.

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::Message;
use matchbox_protocol::{JsonPeerEvent, PeerId};
use matchbox_signaling::common_logic::SignalingChannel;
use tokio::sync::Notify;

use super::limits::{AddressRate, Limits};
use super::seat_token::SeatToken;

/// Players a room takes: the two sides of a game.
pub const ROOM_SIZE: usize = 2;

/// How long a seat is held for a player whose WebSocket is still opening: one whose upgrade
/// fails or is cut off never opens, and its seat is free again after this.
pub const OPENING: Duration = Duration::from_secs(5);

/// Why the server turned a player away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Both seats are taken (and the player brought neither's token).
    RoomFull,
    /// The server holds as many connections, or rooms, as it may.
    ServerFull,
    /// This address connected too often in the last minute.
    TooFast,
    /// A seat token that is none.
    BadToken,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refused::RoomFull => "the room is full",
            Refused::ServerFull => "the server is full; try again later",
            Refused::TooFast => "too many connections from your address; wait a minute",
            Refused::BadToken => "a seat token is 16 to 64 letters, digits, '-' or '_'",
        })
    }
}

/// A seat asked for with an upgrade, held until its WebSocket opens.
struct Asked {
    room: String,
    token: Option<SeatToken>,
    at: Instant,
}

/// An open connection in a room: where its news goes, and how much of it is still unread.
struct Line {
    sender: SignalingChannel,
    /// Told when the connection must go (replaced by its own player, or reading too little).
    kick: Arc<Notify>,
    token: Option<SeatToken>,
    /// Bytes sent to it, and the count its last answered ping showed it had read.
    sent: u64,
    read: u64,
    /// The ping in flight: its number, and the bytes sent up to it.
    ping: Option<(u64, u64)>,
    pings: u64,
    kicked: bool,
    /// When it last said anything, an answer to a ping included.
    heard: Instant,
}

impl Line {
    /// Sends `message`; false if the connection is gone.
    fn send(&mut self, message: Message, bytes: usize) -> bool {
        self.sent += bytes as u64;
        self.sender.send(Ok(message)).is_ok()
    }

    /// Pings it, unless a ping is still unanswered: its answer says how much it has read.
    fn ping(&mut self) {
        if self.ping.is_none() {
            self.pings += 1;
            let number = self.pings;
            self.send(Message::Ping(number.to_be_bytes().to_vec().into()), 8);
            self.ping = Some((number, self.sent));
        }
    }

    fn unread(&self) -> u64 {
        self.sent - self.read
    }

    fn kick(&mut self) {
        self.kicked = true;
        self.kick.notify_one();
    }
}

#[derive(Default)]
struct Room {
    lines: HashMap<PeerId, Line>,
    /// Since when one player has been in it alone.
    alone_since: Option<Instant>,
}

impl Room {
    /// Tells everyone in the room but `except` what happened.
    fn tell_others(&mut self, except: PeerId, event: &JsonPeerEvent) {
        let text = event.to_string();
        for (_, line) in self.lines.iter_mut().filter(|(id, _)| **id != except) {
            line.send(Message::Text(text.clone().into()), text.len());
        }
    }
}

/// Every room and seat of the server.
pub struct Seats {
    limits: Limits,
    rate: AddressRate,
    rooms: HashMap<String, Room>,
    asked: HashMap<SocketAddr, Asked>,
    asked_by: HashMap<PeerId, SocketAddr>,
}

impl Seats {
    pub fn new(limits: Limits) -> Seats {
        Seats {
            rate: AddressRate::new(limits.per_address_per_minute),
            limits,
            rooms: HashMap::new(),
            asked: HashMap::new(),
            asked_by: HashMap::new(),
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Whether the player at `address` may connect, or look up a room, now: each address gets
    /// a minute's worth at once, then waits (a scan of room codes gets no further).
    pub fn in_time(&mut self, address: IpAddr, now: Instant) -> Result<(), Refused> {
        match self.rate.allow(address, now) {
            true => Ok(()),
            false => Err(Refused::TooFast),
        }
    }

    /// A player asks for a seat in `room` with a WebSocket upgrade from `from`: held for them
    /// while it opens, or refused.
    pub fn ask(
        &mut self,
        room: &str,
        token: Option<SeatToken>,
        from: SocketAddr,
        now: Instant,
    ) -> Result<(), Refused> {
        self.asked
            .retain(|_, asked| now.duration_since(asked.at) < OPENING);
        let open: usize = self.rooms.values().map(|room| room.lines.len()).sum();
        if open + self.asked.len() >= self.limits.max_connections {
            return Err(Refused::ServerFull);
        }
        let is_new = !self.rooms.contains_key(room) && !self.asked.values().any(|a| a.room == room);
        if is_new && self.room_count() >= self.limits.max_rooms {
            return Err(Refused::ServerFull);
        }
        let theirs = token.as_ref().is_some_and(|token| self.holds(room, token));
        if !theirs && self.count(room) >= ROOM_SIZE {
            return Err(Refused::RoomFull);
        }
        let asked = Asked {
            room: room.to_string(),
            token,
            at: now,
        };
        self.asked.insert(from, asked);
        Ok(())
    }

    /// The id the signalling gave the connection from `from`.
    pub fn assigned(&mut self, from: SocketAddr, peer: PeerId) {
        self.asked_by.insert(peer, from);
    }

    /// Players in `room`, seated or on their way (`GET /rooms/ROOM`).
    pub fn players_in(&mut self, room: &str, now: Instant) -> usize {
        self.asked
            .retain(|_, asked| now.duration_since(asked.at) < OPENING);
        self.count(room)
    }

    /// Before `peer` sits down with a seat token that a connection in `room` holds: that
    /// connection is pinged (its id returned), and `peer` takes its seat only if it does not
    /// answer — a second tab of the same game must not throw the first out, nor the first the
    /// second back in turn.
    pub fn probe_seat(&mut self, peer: PeerId, room: &str) -> Option<PeerId> {
        let from = self.asked_by.get(&peer)?;
        let token = self.asked.get(from)?.token.clone()?;
        let (id, line) = self
            .rooms
            .get_mut(room)?
            .lines
            .iter_mut()
            .find(|(_, line)| line.token.as_ref() == Some(&token))?;
        // A number of its own: the answer only shows the line is alive.
        line.send(Message::Ping(u64::MAX.to_be_bytes().to_vec().into()), 8);
        Some(*id)
    }

    /// Whether `peer` in `room` has said anything since `since`.
    pub fn heard_since(&self, room: &str, peer: PeerId, since: Instant) -> bool {
        let line = self.rooms.get(room).and_then(|here| here.lines.get(&peer));
        line.is_some_and(|line| line.heard > since)
    }

    /// `peer` said something: its line is alive.
    pub fn heard(&mut self, room: &str, peer: PeerId, now: Instant) {
        if let Some(line) = self.line(room, peer) {
            line.heard = now;
        }
    }

    /// `peer`'s seat, asked for, will not be taken.
    pub fn forget_asked(&mut self, peer: PeerId) {
        if let Some(from) = self.asked_by.remove(&peer) {
            self.asked.remove(&from);
        }
    }

    /// The WebSocket of `peer` opened in `room`: it sits down, taking its seat back from an
    /// older connection with its token (which is told to go), and the others are told.
    pub fn open(
        &mut self,
        peer: PeerId,
        room: &str,
        sender: SignalingChannel,
        kick: Arc<Notify>,
        now: Instant,
    ) -> Result<(), Refused> {
        let asked = self
            .asked_by
            .remove(&peer)
            .and_then(|from| self.asked.remove(&from));
        let token = asked.and_then(|asked| asked.token);
        let stale = token.as_ref().and_then(|token| {
            let lines = &self.rooms.get(room)?.lines;
            lines
                .iter()
                .find(|(_, line)| line.token.as_ref() == Some(token))
                .map(|(id, _)| *id)
        });
        if stale.is_none()
            && self
                .rooms
                .get(room)
                .is_some_and(|r| r.lines.len() >= ROOM_SIZE)
        {
            return Err(Refused::RoomFull);
        }
        let here = self.rooms.entry(room.to_string()).or_default();
        if let Some(stale) = stale
            && let Some(mut old) = here.lines.remove(&stale)
        {
            old.kick();
            here.tell_others(stale, &JsonPeerEvent::PeerLeft(stale));
        }
        here.tell_others(peer, &JsonPeerEvent::NewPeer(peer));
        // Its id first, as matchbox's clients expect, and only now that it has its seat.
        let assigned = JsonPeerEvent::IdAssigned(peer).to_string();
        let _ = sender.send(Ok(Message::Text(assigned.into())));
        let line = Line {
            sender,
            kick,
            token,
            sent: 0,
            read: 0,
            ping: None,
            pings: 0,
            kicked: false,
            heard: now,
        };
        here.lines.insert(peer, line);
        here.alone_since = (here.lines.len() == 1).then_some(now);
        Ok(())
    }

    /// `peer` left `room` (closed, dropped or replaced): the others are told, and a room with
    /// nobody in it is forgotten.
    pub fn leave(&mut self, peer: PeerId, room: &str, now: Instant) {
        let Some(here) = self.rooms.get_mut(room) else {
            return;
        };
        if here.lines.remove(&peer).is_some() {
            here.tell_others(peer, &JsonPeerEvent::PeerLeft(peer));
        }
        match here.lines.len() {
            0 => {
                self.rooms.remove(room);
            }
            1 => here.alone_since = here.alone_since.or(Some(now)),
            _ => here.alone_since = None,
        }
    }

    /// A signal from `from` for `to` in `room`: passed on, unless `to` has more unread than
    /// the bound allows, which drops it.
    pub fn relay(&mut self, room: &str, from: PeerId, to: PeerId, data: serde_json::Value) {
        let max_unread = self.limits.max_unread;
        let Some(line) = self
            .rooms
            .get_mut(room)
            .and_then(|here| here.lines.get_mut(&to))
            .filter(|line| !line.kicked)
        else {
            return;
        };
        let text = JsonPeerEvent::Signal { sender: from, data }.to_string();
        if line.unread() + text.len() as u64 > max_unread {
            line.kick();
            return;
        }
        line.send(Message::Text(text.clone().into()), text.len());
        line.ping();
    }

    /// `peer` answered ping `payload`: it has read everything sent before that ping.
    pub fn pong(&mut self, room: &str, peer: PeerId, payload: &[u8]) {
        let Some(line) = self.line(room, peer) else {
            return;
        };
        let number = <[u8; 8]>::try_from(payload).map(u64::from_be_bytes);
        if let (Ok(number), Some((asked, mark))) = (number, line.ping)
            && number == asked
        {
            line.read = mark;
            line.ping = None;
        }
    }

    /// Pings `peer` if no ping is on its way; true if it has waited alone in its room longer
    /// than a room waits (it is then let go).
    pub fn keep_alive(&mut self, room: &str, peer: PeerId, now: Instant) -> bool {
        let room_waits = self.limits.room_waits;
        let Some(here) = self.rooms.get_mut(room) else {
            return false;
        };
        if let Some(line) = here.lines.get_mut(&peer) {
            line.ping();
        }
        here.alone_since
            .is_some_and(|since| now.duration_since(since) >= room_waits)
    }

    fn line(&mut self, room: &str, peer: PeerId) -> Option<&mut Line> {
        self.rooms.get_mut(room)?.lines.get_mut(&peer)
    }

    /// Whether a player in `room`, seated or on their way, holds `token`.
    fn holds(&self, room: &str, token: &SeatToken) -> bool {
        let seated = self.rooms.get(room).is_some_and(|here| {
            here.lines
                .values()
                .any(|line| !line.kicked && line.token.as_ref() == Some(token))
        });
        seated
            || self
                .asked
                .values()
                .any(|asked| asked.room == room && asked.token.as_ref() == Some(token))
    }

    /// Players in `room`, seated or on their way (held seats whose time is up not counted).
    fn count(&self, room: &str) -> usize {
        let seated = self.rooms.get(room).map_or(0, |here| {
            here.lines.values().filter(|line| !line.kicked).count()
        });
        seated
            + self
                .asked
                .values()
                .filter(|asked| asked.room == room)
                .count()
    }

    fn room_count(&self) -> usize {
        let waiting: std::collections::HashSet<&str> = self
            .asked
            .values()
            .map(|asked| asked.room.as_str())
            .filter(|room| !self.rooms.contains_key(*room))
            .collect();
        self.rooms.len() + waiting.len()
    }
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
