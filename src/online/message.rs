//! What two players' programs say to each other in an online game: typed messages, versioned,
//! written as JSON on the wire. A message is read whole into its types (a record replayed
//! through the rules, a move read in the game's notation) or refused with the reason.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::clock::TimeControl;
use super::peer::Ending;
use crate::json_error::JsonError;
use crate::rules::{AnyMatch, AnyMove, GameId, MoveParseError, Player, Record, RecordError};

/// The version of the messages; a peer speaking another is told so and not understood.
pub const VERSION: u32 = 1;

/// One message between the two sides of an online game.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Sent on joining and whenever the two sides must agree again: the game as the sender
    /// has it.
    Hello(Box<Hello>),
    Move(MoveMessage),
    Resign,
    DrawOffer,
    DrawAnswer {
        accepted: bool,
    },
    /// Asks to take back the sender's last move (the game back to `ply` moves).
    TakebackRequest {
        ply: usize,
    },
    TakebackAnswer {
        accepted: bool,
    },
    /// Asks for a `Pong` with the same number: the line is alive, and how fast.
    Ping {
        id: u64,
    },
    Pong {
        id: u64,
    },
}

/// The game as one side has it.
#[derive(Clone, Debug)]
pub struct Hello {
    /// The game, its options and its moves so far, read and replayed.
    pub record: Record,
    /// The game those moves make.
    pub game: AnyMatch,
    /// The sender's side.
    pub side: Player,
    pub clock: TimeControl,
    /// Milliseconds each side (South, North) has used so far.
    pub used_ms: [u64; 2],
    /// How the game ended besides the rules, if it did (a side that comes back learns it).
    pub ending: Option<Ending>,
}

impl PartialEq for Hello {
    /// The game is the record's, replayed: the record says it all.
    fn eq(&self, other: &Hello) -> bool {
        (
            &self.record,
            self.side,
            self.clock,
            self.used_ms,
            self.ending,
        ) == (
            &other.record,
            other.side,
            other.clock,
            other.used_ms,
            other.ending,
        )
    }
}

/// A move, with what lets the other side check it is in step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveMessage {
    /// Moves played before it.
    pub ply: usize,
    pub mv: AnyMove,
    /// The position's hash after the move (`AnyPosition::hash`).
    pub hash: u64,
    /// Milliseconds the mover took for it.
    pub used_ms: u64,
}

/// Why received bytes are not a message this program takes.
#[derive(Clone, Debug, PartialEq)]
pub enum MessageError {
    NotText,
    /// Not JSON, or not the fields of any message.
    Unreadable(JsonError),
    /// A peer of another version.
    Version {
        theirs: u32,
    },
    /// A hello whose record does not read or is not a legal game.
    Record(RecordError),
    /// A move that is not in the game's notation.
    Move(MoveParseError),
    /// A hash that is not 16 hexadecimal digits.
    Hash(String),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::NotText => f.write_str("the message is not text"),
            MessageError::Unreadable(e) => write!(f, "the message does not read: {e}"),
            MessageError::Version { theirs } => write!(
                f,
                "the other side speaks version {theirs} of the messages, this program {VERSION}"
            ),
            MessageError::Record(e) => write!(f, "the other side's game does not read: {e}"),
            MessageError::Move(e) => write!(f, "the other side's move does not read: {e}"),
            MessageError::Hash(text) => write!(f, "'{text}' is no position hash"),
        }
    }
}

impl std::error::Error for MessageError {}

/// The message as it is written: a version and a kind beside its fields.
#[derive(Serialize, Deserialize)]
struct Envelope {
    v: u32,
    #[serde(flatten)]
    body: Wire,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum Wire {
    Hello {
        record: String,
        side: Player,
        clock: TimeControl,
        used_ms: [u64; 2],
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ending: Option<Ending>,
    },
    Move {
        ply: usize,
        mv: String,
        hash: String,
        used_ms: u64,
    },
    Resign,
    DrawOffer,
    DrawAnswer {
        accepted: bool,
    },
    TakebackRequest {
        ply: usize,
    },
    TakebackAnswer {
        accepted: bool,
    },
    Ping {
        id: u64,
    },
    Pong {
        id: u64,
    },
}

impl Message {
    /// The message as bytes to send.
    pub fn encode(&self) -> Vec<u8> {
        let body = match self {
            Message::Hello(hello) => Wire::Hello {
                record: hello.record.to_string(),
                side: hello.side,
                clock: hello.clock,
                used_ms: hello.used_ms,
                ending: hello.ending,
            },
            Message::Move(m) => Wire::Move {
                ply: m.ply,
                mv: m.mv.to_string(),
                hash: format!("{:016x}", m.hash),
                used_ms: m.used_ms,
            },
            Message::Resign => Wire::Resign,
            Message::DrawOffer => Wire::DrawOffer,
            Message::DrawAnswer { accepted } => Wire::DrawAnswer {
                accepted: *accepted,
            },
            Message::TakebackRequest { ply } => Wire::TakebackRequest { ply: *ply },
            Message::TakebackAnswer { accepted } => Wire::TakebackAnswer {
                accepted: *accepted,
            },
            Message::Ping { id } => Wire::Ping { id: *id },
            Message::Pong { id } => Wire::Pong { id: *id },
        };
        let envelope = Envelope { v: VERSION, body };
        // Only strings, numbers and plain enums: writing them cannot fail.
        serde_json::to_vec(&envelope).unwrap_or_default()
    }

    /// Reads received bytes; a move is read in `game`'s notation (a hello carries its own).
    pub fn decode(bytes: &[u8], game: GameId) -> Result<Message, MessageError> {
        let text = std::str::from_utf8(bytes).map_err(|_| MessageError::NotText)?;
        // The version first, so that a newer peer is told it is newer, not that it is garbage.
        let version: serde_json::Value =
            serde_json::from_str(text).map_err(|e| MessageError::Unreadable(e.into()))?;
        let theirs = version.get("v").and_then(serde_json::Value::as_u64);
        if let Some(theirs) = theirs.filter(|&v| v != u64::from(VERSION)) {
            return Err(MessageError::Version {
                theirs: u32::try_from(theirs).unwrap_or(u32::MAX),
            });
        }
        let envelope: Envelope =
            serde_json::from_value(version).map_err(|e| MessageError::Unreadable(e.into()))?;
        Ok(match envelope.body {
            Wire::Hello {
                record,
                side,
                clock,
                used_ms,
                ending,
            } => {
                let (record, game) = Record::read(&record).map_err(MessageError::Record)?;
                Message::Hello(Box::new(Hello {
                    record,
                    game,
                    side,
                    clock,
                    used_ms,
                    ending,
                }))
            }
            Wire::Move {
                ply,
                mv,
                hash,
                used_ms,
            } => Message::Move(MoveMessage {
                ply,
                mv: game.parse_move(&mv).map_err(MessageError::Move)?,
                hash: parse_hash(&hash)?,
                used_ms,
            }),
            Wire::Resign => Message::Resign,
            Wire::DrawOffer => Message::DrawOffer,
            Wire::DrawAnswer { accepted } => Message::DrawAnswer { accepted },
            Wire::TakebackRequest { ply } => Message::TakebackRequest { ply },
            Wire::TakebackAnswer { accepted } => Message::TakebackAnswer { accepted },
            Wire::Ping { id } => Message::Ping { id },
            Wire::Pong { id } => Message::Pong { id },
        })
    }
}

fn parse_hash(text: &str) -> Result<u64, MessageError> {
    let bad = || MessageError::Hash(text.chars().take(40).collect());
    if text.len() != 16 {
        return Err(bad());
    }
    u64::from_str_radix(text, 16).map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameOptions;

    fn hello() -> Message {
        let (record, game) = Record::read("shax first=south moves d2 d6").unwrap();
        Message::Hello(Box::new(Hello {
            record,
            game,
            side: Player::North,
            clock: TimeControl::Increment {
                minutes: 5,
                seconds: 3,
            },
            used_ms: [1200, 900],
            ending: None,
        }))
    }

    #[test]
    fn every_message_reads_back_as_it_was_written() {
        let mut game = AnyMatch::new(GameId::Sadeqa, &GameOptions::default());
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
        let messages = [
            hello(),
            Message::Move(MoveMessage {
                ply: 0,
                mv,
                hash: game.position().hash(),
                used_ms: 4321,
            }),
            Message::Resign,
            Message::DrawOffer,
            Message::DrawAnswer { accepted: true },
            Message::TakebackRequest { ply: 3 },
            Message::TakebackAnswer { accepted: false },
            Message::Ping { id: 7 },
            Message::Pong { id: 7 },
        ];
        for message in messages {
            let bytes = message.encode();
            assert_eq!(Message::decode(&bytes, GameId::Sadeqa), Ok(message));
        }
    }

    #[test]
    fn a_move_is_written_as_docs_protocol_shows_it() {
        let mut game = AnyMatch::new(GameId::Shax, &GameOptions::default());
        let mv = game.play_text("d2").unwrap();
        let message = Message::Move(MoveMessage {
            ply: 0,
            mv,
            hash: game.position().hash(),
            used_ms: 1830,
        });
        let text = String::from_utf8(message.encode()).unwrap();
        let protocol = include_str!("../../docs/PROTOCOL.md");
        assert!(protocol.contains(&format!("`{text}`")), "{text}");
    }

    #[test]
    fn garbage_is_refused_with_its_reason() {
        let decode = |text: &[u8]| Message::decode(text, GameId::Shax);
        assert_eq!(decode(&[0xff, 0xfe]), Err(MessageError::NotText));
        assert!(matches!(decode(b"{"), Err(MessageError::Unreadable(_))));
        assert!(matches!(
            decode(b"{\"v\":1,\"type\":\"fly\"}"),
            Err(MessageError::Unreadable(_))
        ));
        assert_eq!(
            decode(b"{\"v\":2,\"type\":\"resign\"}"),
            Err(MessageError::Version { theirs: 2 })
        );
        let bad_move = b"{\"v\":1,\"type\":\"move\",\"ply\":0,\"mv\":\"z9\",\"hash\":\"0000000000000000\",\"used_ms\":1}";
        assert!(matches!(decode(bad_move), Err(MessageError::Move(_))));
        let bad_hash =
            b"{\"v\":1,\"type\":\"move\",\"ply\":0,\"mv\":\"d2\",\"hash\":\"xyz\",\"used_ms\":1}";
        assert_eq!(decode(bad_hash), Err(MessageError::Hash("xyz".into())));
        let illegal = b"{\"v\":1,\"type\":\"hello\",\"record\":\"shax first=south moves d2 d2\",\"side\":\"south\",\"clock\":\"none\",\"used_ms\":[0,0]}";
        assert!(matches!(decode(illegal), Err(MessageError::Record(_))));
    }

    #[test]
    fn random_bytes_never_panic() {
        use rand::{Rng, SeedableRng, rngs::SmallRng};
        let mut rng = SmallRng::seed_from_u64(29);
        let good = hello().encode();
        for _ in 0..5_000 {
            // Random bytes, and a good message with a few bytes changed.
            let mut bytes: Vec<u8> = match rng.random_bool(0.5) {
                true => (0..rng.random_range(0..64)).map(|_| rng.random()).collect(),
                false => good.clone(),
            };
            for _ in 0..rng.random_range(0..4) {
                let at = rng.random_range(0..bytes.len().max(1));
                if let Some(byte) = bytes.get_mut(at) {
                    *byte = rng.random();
                }
            }
            let _ = Message::decode(&bytes, GameId::Shax);
        }
    }
}
