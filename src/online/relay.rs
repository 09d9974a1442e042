//! Each open WebSocket of `daga serve`, from its first message to its end: it passes the
//! player's signals to the other player in the room, pings the player and lets them go when
//! they fall silent (a connection that died without closing), when their own new connection
//! takes their seat, when they read too little, send too much or too fast, or when nobody came
//! to their room in time.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message};
use futures::StreamExt;
use matchbox_protocol::{JsonPeerRequest, PeerId, PeerRequest};
use matchbox_signaling::{NoCallbacks, SignalingState, SignalingTopology, WsStateMeta};
use tokio::sync::Notify;

use super::limits::Bucket;
use super::seats::Seats;

/// The rooms of the server as matchbox's signalling runs them: ours, in place of its own mesh.
pub struct Relay;

/// The seats, shared by every connection's task.
#[derive(Clone)]
pub struct Shared(pub Arc<Mutex<Seats>>);

impl SignalingState for Shared {}

impl Shared {
    /// The seats; a task that panicked while holding them left them whole enough to go on.
    pub fn seats(&self) -> MutexGuard<'_, Seats> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

// matchbox's server needs a topology to be built; its own handler, which would run this, is
// never reached: `door.rs` takes every WebSocket upgrade first, with small buffers, and runs
// `serve_a_line` itself.
#[async_trait::async_trait]
impl SignalingTopology<NoCallbacks, Shared> for Relay {
    async fn state_machine(upgrade: WsStateMeta<NoCallbacks, Shared>) {
        serve_a_line(upgrade).await;
    }
}

/// Why a connection was let go, as its close frame says it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Gone {
    /// It closed, or its socket failed.
    Closed,
    Silent,
    /// Its player came back on a new connection, or it read too little of what it was sent.
    Replaced,
    NobodyCame,
    /// It brought the seat token of a connection that is alive: the same game in another tab.
    OpenElsewhere,
    TooLarge,
    TooFast,
    RoomFull,
}

impl Gone {
    /// The close frame to send, if the connection can still be told.
    fn farewell(self) -> Option<CloseFrame> {
        let (code, reason) = match self {
            Gone::Closed | Gone::Silent => return None,
            Gone::Replaced => (4000, "this seat was taken by a newer connection"),
            Gone::NobodyCame => (4001, "nobody came to the room in time"),
            Gone::OpenElsewhere => (4002, "this game is open on another connection"),
            Gone::TooLarge => (1009, "message too large"),
            Gone::TooFast => (1008, "too many messages"),
            Gone::RoomFull => (4409, "the room is full"),
        };
        Some(CloseFrame {
            code,
            reason: reason.into(),
        })
    }
}

pub async fn serve_a_line(upgrade: WsStateMeta<NoCallbacks, Shared>) {
    let WsStateMeta {
        room,
        peer_id,
        sender,
        mut receiver,
        state,
        ..
    } = upgrade;
    let kick = Arc::new(Notify::new());
    let limits = state.seats().limits().clone();
    if open_elsewhere(&state, peer_id, &room).await {
        state.seats().forget_asked(peer_id);
        let _ = sender.send(Ok(Message::Close(Gone::OpenElsewhere.farewell())));
        return;
    }
    let opened = state
        .seats()
        .open(peer_id, &room, sender.clone(), kick.clone(), Instant::now());
    let gone = match opened {
        Err(_) => Gone::RoomFull,
        Ok(()) => {
            let mut messages = Bucket::full(
                2.0 * f64::from(limits.messages_per_second),
                f64::from(limits.messages_per_second),
                Instant::now(),
            );
            let mut tick =
                tokio::time::interval((limits.silence / 3).max(Duration::from_millis(50)));
            let mut heard = Instant::now();
            loop {
                tokio::select! {
                    _ = kick.notified() => break Gone::Replaced,
                    _ = tick.tick() => {
                        if heard.elapsed() > limits.silence {
                            break Gone::Silent;
                        }
                        if state.seats().keep_alive(&room, peer_id, Instant::now()) {
                            break Gone::NobodyCame;
                        }
                    }
                    next = receiver.next() => {
                        let Some(Ok(message)) = next else {
                            break Gone::Closed;
                        };
                        heard = Instant::now();
                        if let Err(gone) = take(message, &room, peer_id, &state, &mut messages) {
                            break gone;
                        }
                    }
                }
            }
        }
    };
    if let Some(farewell) = gone.farewell() {
        let _ = sender.send(Ok(Message::Close(Some(farewell))));
    }
    state.seats().leave(peer_id, &room, Instant::now());
}

/// How long a connection whose seat token another brings has to answer a ping before it loses
/// its seat to the other.
const ANSWER: Duration = Duration::from_secs(2);

/// Whether `peer` brought the seat token of a connection in `room` that is alive (it answered
/// a ping within [`ANSWER`]): then `peer` does not take its seat.
async fn open_elsewhere(state: &Shared, peer: PeerId, room: &str) -> bool {
    let asked = Instant::now();
    let Some(holder) = state.seats().probe_seat(peer, room) else {
        return false;
    };
    while asked.elapsed() < ANSWER {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if state.seats().heard_since(room, holder, asked) {
            return true;
        }
    }
    false
}

/// What the player sent: a signal for the other player, passed on; an answer to a ping; or
/// something too large or too fast, which ends the connection.
fn take(
    message: Message,
    room: &str,
    peer: PeerId,
    state: &Shared,
    messages: &mut Bucket,
) -> Result<(), Gone> {
    let max_message = {
        let mut seats = state.seats();
        seats.heard(room, peer, Instant::now());
        seats.limits().max_message
    };
    match message {
        Message::Text(text) => {
            if text.len() > max_message {
                return Err(Gone::TooLarge);
            }
            if !messages.take(Instant::now()) {
                return Err(Gone::TooFast);
            }
            // Anything that is no request of matchbox's is passed over.
            if let Ok(PeerRequest::Signal { receiver, data }) = text.parse::<JsonPeerRequest>() {
                state.seats().relay(room, peer, receiver, data);
            }
            Ok(())
        }
        Message::Binary(bytes) if bytes.len() > max_message => Err(Gone::TooLarge),
        Message::Binary(_) => messages
            .take(Instant::now())
            .then_some(())
            .ok_or(Gone::TooFast),
        Message::Pong(payload) => {
            state.seats().pong(room, peer, &payload);
            Ok(())
        }
        Message::Ping(_) => Ok(()),
        Message::Close(_) => Err(Gone::Closed),
    }
}
