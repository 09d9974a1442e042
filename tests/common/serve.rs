//! `daga serve` for the online tests: on a free port of 127.0.0.1, killed when dropped.
// Each test file uses only some of this.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

const DAGA: &str = env!("CARGO_BIN_EXE_daga");

/// `daga serve` on a free port of 127.0.0.1; killed when dropped.
pub struct Serve {
    child: Child,
    pub url: String,
}

impl Serve {
    pub fn start() -> Serve {
        Serve::start_with(&[])
    }

    pub fn start_with(more: &[&str]) -> Serve {
        let mut child = Command::new(DAGA)
            .args(["serve", "--port", "0", "--address", "127.0.0.1"])
            .args(more)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("daga serve starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("its output");
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let addr = line
            .strip_prefix("listening ")
            .unwrap_or_else(|| panic!("daga serve said {line:?}"))
            .trim();
        Serve {
            child,
            url: format!("ws://{addr}"),
        }
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
