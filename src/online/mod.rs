//! Online play's rules, without a network: the typed messages two programs exchange, one
//! side's game kept in step with the other's, the clock, and room codes. The app and
//! `daga duel` carry these messages over WebRTC.

pub mod clock;
pub mod ice;
pub mod message;
pub mod peer;
pub mod room;
pub mod seat_token;
pub mod secret;
pub mod side;

pub use clock::{Clock, TimeControl, clock_face};
pub use ice::{IceError, IceServers};
pub use message::{Hello, Message, MessageError, MoveMessage, VERSION};
pub use peer::{ANSWER_REFUSALS_EVERY_MS, Ending, Event, Peer, Received, Refusal, Table};
pub use room::RoomCode;
pub use seat_token::SeatToken;
pub use secret::Secret;
pub use side::Side;

/// The port `daga serve` and "Host on this computer" listen on unless told otherwise.
pub const DEFAULT_PORT: u16 = 3536;

/// How long a friend just met may stay silent before a player opens its line anew. Each side
/// greets at once on meeting, but a desktop's WebRTC can lose what a browser sent before its own
/// end of the channel was made (seen: "data channel not existed", then the channel never
/// opened), and the two would wait for each other for ever; a new line makes a new channel, and
/// both greet again.
pub const SILENT_AFTER_MEETING: std::time::Duration = std::time::Duration::from_secs(8);
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod door;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod limits;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod page_files;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod relay;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod seats;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod server;

/// How long a player waits alone in the room before it joins again: its own line may have died
/// without closing (a phone that changed networks: the server lets go of it, and the new line
/// with the player's seat token sits down at once), or the server's news of a newcomer was
/// lost when two players joined at the same moment (seen under load), and a new line brings it
/// again. Each side waits a little differently, so that two that join again do not meet the
/// same race again. Used by the app and `daga duel` alike.
pub fn alone_too_long(room: &str, side: crate::rules::Player) -> std::time::Duration {
    let spread = room.bytes().map(u64::from).sum::<u64>() % 7 + side.index() as u64 * 5;
    std::time::Duration::from_secs(8 + spread)
}
