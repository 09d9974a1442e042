//! The door of `daga serve`: each WebSocket upgrade is taken here, before matchbox's own
//! handler, so that the socket's buffers suit signalling (4 KiB where tungstenite's default is
//! 128 KiB a connection: 2,000 idle players held 301 MB) and a message past the bound is
//! refused by the WebSocket before it is read whole; the player is admitted or told why not,
//! and their line then runs as `relay.rs` says.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, FromRequestParts, Request};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures::StreamExt;
use matchbox_protocol::PeerId;
use matchbox_signaling::common_logic::spawn_sender_task;
use matchbox_signaling::{NoCallbacks, WsStateMeta};

use super::relay::{Shared, serve_a_line};
use super::seat_token::SeatToken;
use super::seats::Refused;
use super::server::{client_address, origin_allowed};

/// A socket's read buffer: a signalling message is a few hundred bytes (it grows for a larger
/// one, up to the message bound).
const READ_BUFFER: usize = 4 * 1024;

/// What the door needs: the seats, and the other web sites whose pages may come in.
pub struct Door {
    pub seats: Shared,
    pub origins: Vec<String>,
}

/// A WebSocket upgrade: admitted, with its socket's buffers and bounds, or refused with why.
pub async fn upgrade(door: Arc<Door>, request: Request) -> Response {
    let (mut parts, _) = request.into_parts();
    let upgrade = match WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
        Ok(upgrade) => upgrade,
        Err(rejection) => return rejection.into_response(),
    };
    let Some(ConnectInfo(from)) = parts.extensions.get::<ConnectInfo<SocketAddr>>().copied() else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let Some(room) = room_of(parts.uri.path()) else {
        return (StatusCode::NOT_FOUND, "a room is one name: /ROOM").into_response();
    };
    let seat = parts
        .uri
        .query()
        .and_then(|query| query.split('&').find_map(|pair| pair.strip_prefix("seat=")));
    let asked = Asked {
        headers: &parts.headers,
        room: &room,
        seat,
        from,
    };
    if let Err(refused) = admit(&door, asked) {
        return refused.into_response();
    }
    let peer = PeerId(uuid::Uuid::new_v4());
    let max_message = {
        let mut seats = door.seats.seats();
        seats.assigned(from, peer);
        seats.limits().max_message
    };
    let seats = door.seats.clone();
    upgrade
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(READ_BUFFER)
        .max_message_size(max_message)
        .max_frame_size(max_message)
        .on_upgrade(move |socket| open_line(socket, room, peer, seats))
}

/// The room a path names: `/ROOM`, or matchbox's `world` for `/`.
fn room_of(path: &str) -> Option<String> {
    match path.strip_prefix('/')? {
        "" => Some("world".into()),
        room if !room.contains('/') => Some(room.to_string()),
        _ => None,
    }
}

/// The player's line, once their WebSocket is open, run to its end (told its id once it has
/// its seat: a connection refused its seat hears nothing that says it was let in).
async fn open_line(socket: WebSocket, room: String, peer: PeerId, seats: Shared) {
    let (sink, receiver) = socket.split();
    let sender = spawn_sender_task(sink);
    let line = WsStateMeta {
        room,
        peer_id: peer,
        sender,
        receiver,
        callbacks: NoCallbacks {},
        state: seats,
    };
    serve_a_line(line).await;
}

/// A request to come in.
struct Asked<'a> {
    headers: &'a HeaderMap,
    room: &'a str,
    /// The player's seat token (`?seat=…`), if they brought one.
    seat: Option<&'a str>,
    /// Where the connection comes from.
    from: SocketAddr,
}

/// Why the door stays shut.
enum Shut {
    /// The page asking is another web site's.
    OtherSite,
    Refused(Refused),
}

impl IntoResponse for Shut {
    fn into_response(self) -> Response {
        match self {
            Shut::OtherSite => {
                let why = "a page from another web site may not use this server";
                (StatusCode::FORBIDDEN, why).into_response()
            }
            Shut::Refused(why) => refusal(why),
        }
    }
}

/// A player asking to come in: refused when the page is another web site's, the seat token is
/// none, the address connects too fast, the server is full, or the room is (and the token
/// neither player's); else seated (held until its WebSocket opens).
fn admit(door: &Door, asked: Asked) -> Result<(), Shut> {
    if !origin_allowed(asked.headers, &door.origins) {
        return Err(Shut::OtherSite);
    }
    let token = asked.seat.map(SeatToken::parse).transpose();
    let token = token.map_err(|_| Shut::Refused(Refused::BadToken))?;
    let now = Instant::now();
    let mut seats = door.seats.seats();
    seats
        .in_time(client_address(asked.from, asked.headers), now)
        .map_err(Shut::Refused)?;
    seats
        .ask(asked.room, token, asked.from, now)
        .map_err(Shut::Refused)
}

/// A refusal as the answer to the upgrade or a lookup: what it is in HTTP's words, and why in
/// the body.
pub fn refusal(why: Refused) -> Response {
    let status = match why {
        // Both seats are taken: the third is told so, not let in.
        Refused::RoomFull => StatusCode::CONFLICT,
        Refused::ServerFull => StatusCode::SERVICE_UNAVAILABLE,
        Refused::TooFast => StatusCode::TOO_MANY_REQUESTS,
        Refused::BadToken => StatusCode::BAD_REQUEST,
    };
    (status, why.to_string()).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_is_one_name() {
        assert_eq!(
            room_of("/kamu-tevo-bada-sini").as_deref(),
            Some("kamu-tevo-bada-sini")
        );
        assert_eq!(room_of("/").as_deref(), Some("world"));
        assert_eq!(room_of("/a/b"), None);
        assert_eq!(room_of(""), None);
    }
}
