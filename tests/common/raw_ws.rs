//! A WebSocket client written by hand over a TCP stream, for tests that make the server meet
//! what a polite client never does: a player that stops reading, answers no ping, sends too
//! much, or brings a seat token.
// Each test file uses only some of this.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// A frame's kind, as the protocol numbers it.
pub const TEXT: u8 = 1;
pub const CLOSE: u8 = 8;
pub const PING: u8 = 9;
pub const PONG: u8 = 10;

pub struct RawSocket {
    stream: TcpStream,
}

/// Asks `addr` (host:port) for `path` with a WebSocket upgrade; the answer's status code and,
/// when it is 101, the open socket.
pub fn upgrade(addr: &str, path: &str) -> (u16, Option<RawSocket>) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).unwrap();
    // The answer's head, byte by byte, so that no frame after it is swallowed.
    let mut head = Vec::new();
    let mut byte = [0u8];
    while !head.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte).unwrap_or(0) == 0 {
            break;
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let socket = (status == 101).then_some(RawSocket { stream });
    (status, socket)
}

impl RawSocket {
    /// Sends one masked frame, as a client must.
    pub fn send(&mut self, kind: u8, payload: &[u8]) -> std::io::Result<()> {
        let mut frame = vec![0x80 | kind];
        match payload.len() {
            n if n < 126 => frame.push(0x80 | n as u8),
            n if n < 65_536 => {
                frame.push(0x80 | 126);
                frame.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                frame.push(0x80 | 127);
                frame.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        let mask = [0x37, 0xfa, 0x21, 0x3d];
        frame.extend_from_slice(&mask);
        frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&frame)
    }

    pub fn send_text(&mut self, text: &str) -> std::io::Result<()> {
        self.send(TEXT, text.as_bytes())
    }

    /// The next frame: its kind and payload; `None` when the socket closed or nothing came in
    /// 10 s.
    pub fn read(&mut self) -> Option<(u8, Vec<u8>)> {
        let mut head = [0u8; 2];
        self.stream.read_exact(&mut head).ok()?;
        let length = match head[1] & 0x7f {
            126 => {
                let mut n = [0u8; 2];
                self.stream.read_exact(&mut n).ok()?;
                u64::from(u16::from_be_bytes(n))
            }
            127 => {
                let mut n = [0u8; 8];
                self.stream.read_exact(&mut n).ok()?;
                u64::from_be_bytes(n)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; length as usize];
        self.stream.read_exact(&mut payload).ok()?;
        Some((head[0] & 0x0f, payload))
    }

    /// The next text, answering pings on the way as a live player does; `None` when the socket
    /// closed (the close frame's code, if any, is in `closed_with`).
    pub fn next_text(&mut self) -> Option<String> {
        loop {
            let (kind, payload) = self.read()?;
            match kind {
                TEXT => return Some(String::from_utf8_lossy(&payload).into_owned()),
                PING => self.send(PONG, &payload).ok()?,
                CLOSE => return None,
                _ => {}
            }
        }
    }

    /// Reads until the server closes: the close frame's code, or 0 if the socket just ended.
    pub fn closed_with(&mut self) -> u16 {
        loop {
            match self.read() {
                Some((CLOSE, payload)) if payload.len() >= 2 => {
                    return u16::from_be_bytes([payload[0], payload[1]]);
                }
                Some((PING, payload)) => {
                    let _ = self.send(PONG, &payload);
                }
                Some(_) => {}
                None => return 0,
            }
        }
    }
}
