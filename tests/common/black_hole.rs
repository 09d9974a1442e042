//! A TCP proxy on 127.0.0.1 that can stop forwarding without closing anything: what a phone
//! that changed networks leaves behind on the server, a connection that is open and dead (no
//! FIN, no RST, nothing more).
// Each test file uses only some of this.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

pub struct BlackHole {
    /// `host:port` to connect to instead of the server.
    pub addr: String,
    frozen: Arc<AtomicBool>,
}

impl BlackHole {
    /// A proxy to `target` (`host:port`), forwarding until frozen.
    pub fn to(target: &str) -> BlackHole {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let frozen = Arc::new(AtomicBool::new(false));
        let (target, flag) = (target.to_string(), frozen.clone());
        thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let Ok(server) = TcpStream::connect(&target) else {
                    continue;
                };
                forward(&client, &server, flag.clone());
                forward(&server, &client, flag.clone());
                // Both ends stay open for as long as the test runs, whatever happens.
                std::mem::forget((client, server));
            }
        });
        BlackHole { addr, frozen }
    }

    /// From now on nothing more goes through either way, and nothing is closed.
    pub fn freeze(&self) {
        self.frozen.store(true, Ordering::SeqCst);
    }
}

fn forward(from: &TcpStream, to: &TcpStream, frozen: Arc<AtomicBool>) {
    let (mut from, mut to) = (from.try_clone().unwrap(), to.try_clone().unwrap());
    thread::spawn(move || {
        let mut buffer = [0u8; 16 * 1024];
        loop {
            let read = match from.read(&mut buffer) {
                Ok(0) | Err(_) => {
                    // The far end left: this end is kept open, never told.
                    std::mem::forget((from, to));
                    return;
                }
                Ok(read) => read,
            };
            if !frozen.load(Ordering::SeqCst) && to.write_all(&buffer[..read]).is_err() {
                return;
            }
        }
    });
}
