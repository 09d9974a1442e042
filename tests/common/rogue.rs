//! A far side on a raw WebRTC socket (matchbox) in a room of `daga serve`, for the online tests:
//! it says what a test makes it say, or nothing.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use daga::online::Message;
use daga::rules::GameId;

/// A far side on a raw WebRTC socket in a room: one that misbehaves, or says nothing.
pub struct Rogue {
    socket: matchbox_socket::WebRtcSocket,
    /// The other player in the room, the last one met.
    pub other: Option<matchbox_socket::PeerId>,
}

/// How long the rogue waits for the other player's next message before the test fails.
const ANSWER_WITHIN: Duration = Duration::from_secs(30);

impl Rogue {
    /// Joins the room at `url` (`ws://HOST:PORT/ROOM`) without STUN servers (one machine);
    /// the socket's message loop runs on the returned task.
    pub fn join(
        url: &str,
    ) -> (
        Rogue,
        tokio::task::JoinHandle<Result<(), matchbox_socket::Error>>,
    ) {
        let (socket, message_loop) = matchbox_socket::WebRtcSocket::builder(url)
            .ice_server(matchbox_socket::RtcIceServerConfig {
                urls: vec![],
                ..Default::default()
            })
            .add_channel(matchbox_socket::ChannelConfig::reliable())
            .build();
        let rogue = Rogue {
            socket,
            other: None,
        };
        (rogue, tokio::spawn(message_loop))
    }

    pub fn send_bytes(&mut self, bytes: Vec<u8>) {
        let to = self.other.expect("the duel is in the room");
        self.socket
            .channel_mut(0)
            .try_send(bytes.into(), to)
            .expect("the channel is open");
    }

    /// The next message the other player sends, read as a game of Shax.
    pub async fn next_message(&mut self) -> (Vec<u8>, Message) {
        let started = Instant::now();
        while started.elapsed() < ANSWER_WITHIN {
            for (id, state) in self.socket.try_update_peers().unwrap_or_default() {
                if state == matchbox_socket::PeerState::Connected {
                    self.other = Some(id);
                }
            }
            if let Some((_, bytes)) = self.socket.channel_mut(0).receive().into_iter().next() {
                let message =
                    Message::decode(&bytes, GameId::Shax).expect("the other player speaks well");
                return (bytes.to_vec(), message);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the other player said nothing within {ANSWER_WITHIN:?}");
    }

    /// Every message the other player sends within `wait`, read as a game of Shax.
    pub async fn messages_within(&mut self, wait: Duration) -> Vec<Message> {
        let started = Instant::now();
        let mut messages = Vec::new();
        while started.elapsed() < wait {
            for (_, bytes) in self.socket.channel_mut(0).receive() {
                messages.extend(Message::decode(&bytes, GameId::Shax).ok());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        messages
    }

    /// The other player's game, from the next hello (a refused message is answered with one).
    pub async fn answered_hello(&mut self) -> Vec<String> {
        loop {
            if let (_, Message::Hello(hello)) = self.next_message().await {
                return hello.game.move_texts();
            }
        }
    }

    /// Says nothing to the other player's greeting and waits for it to greet again on a new
    /// line (another peer in the room); how long that took.
    pub async fn greeted_again_on_a_new_line(&mut self) -> Duration {
        let (_, first) = self.next_message().await;
        assert!(matches!(first, Message::Hello(_)), "a greeting first");
        let met = self.other;
        let started = Instant::now();
        loop {
            if let (_, Message::Hello(_)) = self.next_message().await
                && self.other != met
            {
                return started.elapsed();
            }
        }
    }
}
