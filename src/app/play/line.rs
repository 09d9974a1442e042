//! The line to a friend far away: a WebRTC socket in a room of the signalling server, watched
//! beside the frames, so that what comes in is put down and the sleeping window woken at once.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::IoTaskPool;
use bevy::tasks::Task;
use bevy::tasks::futures_lite::future;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use matchbox_socket::{ChannelConfig, PeerId, PeerState, WebRtcSocket};

use crate::online::{IceServers, Message};

/// What happened on the line since it was last asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineNews {
    /// The server let this side into the room.
    InRoom,
    /// The other player is in the room and the channel to them is open.
    Met,
    /// The other player left the room (closed the game, lost their connection).
    Parted,
    /// A message from the other player, as it came.
    Packet(Box<[u8]>),
    /// The line to the server closed, and why.
    Closed(LineFailure),
}

/// Why the line to the server closed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineFailure {
    /// The room has its two players already (the server said so).
    RoomFull,
    /// The server could not be reached, or the connection to it broke.
    Unreachable(String),
    /// The server took the connection and said nothing for `CONNECTING_AT_MOST`.
    NoAnswer,
}

impl LineFailure {
    /// In a few plain words, for the player: its message id (`assets/words`).
    pub fn word(&self) -> &'static str {
        match self {
            LineFailure::RoomFull => "line-room-full",
            LineFailure::Unreachable(_) => "line-unreachable",
            LineFailure::NoAnswer => "line-no-answer",
        }
    }

    fn of(error: matchbox_socket::Error) -> LineFailure {
        let text = error.to_string();
        // The server refuses a third player with 409 Conflict before the WebSocket opens; on
        // the desktop the refusal's status comes through (a browser only says it failed).
        if text.contains("409") {
            LineFailure::RoomFull
        } else {
            LineFailure::Unreachable(text)
        }
    }
}

/// What the line's watch shares with the frames.
struct Shared {
    /// `None` once the line is dropped: the socket goes, and its message loop ends with it.
    socket: Option<WebRtcSocket>,
    news: Vec<LineNews>,
    other: Option<PeerId>,
    in_room: bool,
}

/// An open line; dropping it leaves the room.
pub struct Line {
    shared: Arc<Mutex<Shared>>,
    /// The desktop's task; the browser's runs on the page's own event loop.
    _task: Option<Task<()>>,
}

/// How often the watch looks at the socket: well under a frame, and nothing for the CPU.
const WATCH: Duration = Duration::from_millis(4);

impl Line {
    /// Joins the room at `url` (`ws://host:port/room`); `wake` wakes the window on news.
    pub fn open(
        url: &str,
        helpers: Option<&IceServers>,
        wake: Option<&EventLoopProxyWrapper>,
    ) -> Line {
        let mut builder = WebRtcSocket::builder(url).add_channel(ChannelConfig::reliable());
        builder = match helpers.filter(|helpers| !helpers.is_empty()) {
            Some(helpers) => builder.ice_server(matchbox_socket::RtcIceServerConfig {
                urls: helpers.urls.clone(),
                username: Some(helpers.username.clone()).filter(|name| !name.is_empty()),
                credential: Some(helpers.credential.expose().to_string())
                    .filter(|word| !word.is_empty()),
            }),
            // A browser refuses an entry without addresses and asks matchbox's STUN servers.
            None if cfg!(target_arch = "wasm32") => builder,
            // Two players on one machine or network need no STUN server; the desktop's
            // WebRTC wants an entry without addresses then.
            None => builder.ice_server(matchbox_socket::RtcIceServerConfig {
                urls: vec![],
                ..Default::default()
            }),
        };
        let (socket, message_loop) = builder.build();
        let shared = Arc::new(Mutex::new(Shared {
            socket: Some(socket),
            news: Vec::new(),
            other: None,
            in_room: false,
        }));
        let watched = Arc::clone(&shared);
        let wake = wake.map(|proxy| (**proxy).clone());
        let room_url = url.to_string();
        let carry = async move {
            let ended = future::or(
                async { Some(message_loop.await) },
                watch(&watched, wake.as_ref()),
            )
            .await;
            if let Some(result) = ended {
                let mut failure = match result {
                    // not the player's: the log's detail; the player reads `word()`.
                    Ok(()) => LineFailure::Unreachable("the server closed the line".into()),
                    Err(error) => LineFailure::of(error),
                };
                let in_room = lock(&watched).in_room;
                if matches!(failure, LineFailure::Unreachable(_))
                    && !in_room
                    && room_is_full(&room_url).await
                {
                    failure = LineFailure::RoomFull;
                }
                lock(&watched).news.push(LineNews::Closed(failure));
                wake_window(wake.as_ref());
            }
        };
        // In the browser Bevy's task pools run only while a frame runs (they are ticked by
        // the frames), so the line would wait for the next frame to send or to hear anything:
        // it runs on the page's event loop instead, and ends when the socket goes.
        #[cfg(target_arch = "wasm32")]
        let task = {
            wasm_bindgen_futures::spawn_local(carry);
            None
        };
        #[cfg(not(target_arch = "wasm32"))]
        let task = Some(IoTaskPool::get().spawn(carry));
        Line {
            shared,
            _task: task,
        }
    }

    /// Sends `message` to the other player; false when nobody is there to take it (a message
    /// lost is made good when the two sides agree again).
    pub fn send(&self, message: &Message) -> bool {
        let mut shared = lock(&self.shared);
        let Some(to) = shared.other else {
            return false;
        };
        let Some(socket) = shared.socket.as_mut() else {
            return false;
        };
        socket
            .channel_mut(0)
            .try_send(message.encode().into(), to)
            .is_ok()
    }

    /// What happened since the last time (taken), at most [`NEWS_A_FRAME`] at once: a friend's
    /// program that floods the line does not stop a frame; the rest waits for the next.
    pub fn take_news(&self) -> Vec<LineNews> {
        let news = &mut lock(&self.shared).news;
        let now = news.len().min(NEWS_A_FRAME);
        news.drain(..now).collect()
    }

    /// News taken and not yet read (a message that waits for the board to be at rest), put
    /// back in front of what came since.
    pub fn put_back(&self, taken: Vec<LineNews>) {
        let news = &mut lock(&self.shared).news;
        news.splice(0..0, taken);
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        // The socket's end ends its message loop, and the watch with it.
        let socket = lock(&self.shared).socket.take();
        drop(socket);
    }
}

/// Where the server tells how many players a room holds (`daga serve`'s `/rooms/ROOM`), for
/// the room at `room_url` (`ws://host:port/ROOM?seat=…` → `http://host:port/rooms/ROOM`).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn room_status_address(room_url: &str) -> Option<String> {
    // The seat token stays with the WebSocket: it is nobody else's business.
    let room_url = room_url.split_once('?').map_or(room_url, |(room, _)| room);
    let (scheme, rest) = room_url.split_once("://")?;
    let (host, room) = rest.rsplit_once('/')?;
    let scheme = match scheme {
        "ws" => "http",
        "wss" => "https",
        _ => return None,
    };
    (!room.is_empty()).then(|| format!("{scheme}://{host}/rooms/{room}"))
}

/// Whether the room at `room_url` holds two players already: a browser is not told why its
/// WebSocket was refused, so it asks the server. On the desktop the refusal says it.
#[cfg(target_arch = "wasm32")]
async fn room_is_full(room_url: &str) -> bool {
    let (Some(address), Some(window)) = (room_status_address(room_url), web_sys::window()) else {
        return false;
    };
    let Ok(answer) = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&address)).await
    else {
        return false;
    };
    let response = web_sys::Response::from(answer);
    let Some(text) = response.text().ok().filter(|_| response.ok()) else {
        return false;
    };
    let text = wasm_bindgen_futures::JsFuture::from(text).await.ok();
    let players = text.and_then(|text| text.as_string()?.trim().parse::<usize>().ok());
    players.is_some_and(|players| players >= 2)
}

#[cfg(not(target_arch = "wasm32"))]
async fn room_is_full(_: &str) -> bool {
    false
}

fn lock(shared: &Mutex<Shared>) -> std::sync::MutexGuard<'_, Shared> {
    // A frame that panicked while holding it left nothing half-done that matters here.
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

fn wake_window(wake: Option<&bevy::winit::EventLoopProxy<WinitUserEvent>>) {
    if let Some(proxy) = wake {
        // Fails only when the window is gone, and then nobody waits.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    }
}

/// How often the window is woken again while news waits untaken: a wake that comes while a
/// frame runs can be spent by that frame, which took the news before it came (seen in a
/// browser: the news then waited for the next input).
const WAKE_AGAIN: Duration = Duration::from_millis(20);

/// Looks at the socket every few milliseconds, puts down what came and wakes the window (and
/// again while the news waits); ends (with `None`) when the line is dropped.
async fn watch<T>(
    shared: &Mutex<Shared>,
    wake: Option<&bevy::winit::EventLoopProxy<WinitUserEvent>>,
) -> Option<T> {
    let mut waiting_since_wake = Duration::ZERO;
    loop {
        futures_timer::Delay::new(WATCH).await;
        waiting_since_wake += WATCH;
        let (fresh, untaken) = {
            let mut shared = lock(shared);
            let Shared {
                socket,
                news,
                other,
                in_room,
            } = &mut *shared;
            let socket = socket.as_mut()?;
            let before = news.len();
            if !*in_room && socket.id().is_some() {
                *in_room = true;
                news.push(LineNews::InRoom);
            }
            collect(socket, news, other);
            (news.len() > before, !news.is_empty())
        };
        if fresh || (untaken && waiting_since_wake >= WAKE_AGAIN) {
            wake_window(wake);
            waiting_since_wake = Duration::ZERO;
        }
    }
}

/// News taken in one frame.
pub const NEWS_A_FRAME: usize = 32;
/// Messages from the friend that may wait to be read; more are dropped (a flood: what an
/// honest friend sends is made good when the two sides agree again).
const WAITING_AT_MOST: usize = 256;

/// The socket's news since the last look: players who came or went, and their messages.
fn collect(socket: &mut WebRtcSocket, news: &mut Vec<LineNews>, other: &mut Option<PeerId>) {
    for (id, state) in socket.try_update_peers().unwrap_or_default() {
        match state {
            PeerState::Connected => {
                *other = Some(id);
                news.push(LineNews::Met);
            }
            PeerState::Disconnected if *other == Some(id) => {
                *other = None;
                news.push(LineNews::Parted);
            }
            PeerState::Disconnected => {}
        }
    }
    for (from, packet) in socket.channel_mut(0).receive() {
        // Only the player in the room with us speaks; anything else is a stray.
        if Some(from) == *other && news.len() < WAITING_AT_MOST {
            news.push(LineNews::Packet(packet.to_vec().into_boxed_slice()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rooms_status_is_asked_of_its_own_server() {
        let address = |url| room_status_address(url);
        assert_eq!(
            address("ws://192.168.1.5:3536/kamu-tevo").as_deref(),
            Some("http://192.168.1.5:3536/rooms/kamu-tevo")
        );
        assert_eq!(
            address("wss://games.example.org/kamu-tevo").as_deref(),
            Some("https://games.example.org/rooms/kamu-tevo")
        );
        assert_eq!(
            address("ws://host:3536/kamu-tevo-bada-sini?seat=Zq3abcdefghijklmnopqrs").as_deref(),
            Some("http://host:3536/rooms/kamu-tevo-bada-sini"),
            "the seat token is not sent to the lookup"
        );
        assert_eq!(address("ws://host:3536/"), None);
        assert_eq!(address("http://host/kamu-tevo"), None);
        assert_eq!(address("nonsense"), None);
    }
}
