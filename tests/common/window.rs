//! The app in a real window for the tests that need one: `daga ARGS` under `xvfb-run` (a
//! virtual display of its own), its settings and saves in a folder, its output and log in files
//! there, killed at once as a crash would.
// Each test file uses only some of this.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// Panics in plain words when this machine has no `xvfb-run`, which `test` needs for a real
/// window: a missing program would otherwise fail later, as a spawn error or an empty log.
pub fn needs_xvfb_run(test: &str) {
    let found = Command::new("sh")
        .args(["-c", "command -v xvfb-run && command -v xauth"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    assert!(
        found,
        "{test} plays in a real window under a virtual display and needs xvfb-run and xauth, \
         which are missing here: run scripts/setup-debian.sh (or apt-get install xvfb xauth)"
    );
}

/// A running app: `xvfb-run` and, inside it, the app, whose process id is in `pid_file`.
pub struct Window {
    pub xvfb: Child,
    pid_file: PathBuf,
    /// What the app printed.
    pub out: PathBuf,
    log: PathBuf,
}

/// Starts `daga ARGS` in a virtual display, keeping settings and saves in `folder`, its output
/// in `NAME.out` and its log in `NAME.log` there.
pub fn start(folder: &Path, name: &str, args: &[&str]) -> Window {
    let pid_file = folder.join(format!("{name}.pid"));
    let out = folder.join(format!("{name}.out"));
    let log = folder.join(format!("{name}.log"));
    let script = r#"echo $$ > "$1"; shift; exec "$@""#;
    let xvfb = Command::new("xvfb-run")
        .args(["-a", "sh", "-c", script, "sh"])
        .arg(&pid_file)
        .arg(env!("CARGO_BIN_EXE_daga"))
        .args(args)
        .env("DAGA_CONFIG_DIR", folder)
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("xvfb-run runs (scripts/setup-debian.sh installs it)");
    Window {
        xvfb,
        pid_file,
        out,
        log,
    }
}

impl Window {
    /// Kills the app at once, as a crash or a power cut would: no chance to save.
    pub fn kill(mut self) {
        let pid = std::fs::read_to_string(&self.pid_file).unwrap();
        let status = Command::new("kill")
            .args(["-KILL", pid.trim()])
            .status()
            .unwrap();
        assert!(status.success(), "kill -KILL {pid}");
        self.xvfb.wait().unwrap();
    }

    /// The app's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}
