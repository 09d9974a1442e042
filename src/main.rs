//! The `daga` command: the game window, `daga engine` (text protocol) and `daga bench`.

use std::io::{self, BufWriter};
use std::process::ExitCode;

const USAGE: &str = "\
daga — Shax, Sadeqa III and Bao la Kimasai

usage:
  daga                 start the game window
  daga engine          speak the text protocol on stdin/stdout (see docs/PROTOCOL.md)
  daga bench [PLIES]   random-playout speed of each game's rules
  daga perft DEPTH GAME [first=…] [seeds=…] | daga perft DEPTH POSITION
                       count the move sequences DEPTH plies deep
  daga --help          this text";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => start_app(),
        Some("engine") if args.len() == 1 => {
            let stdin = io::stdin();
            let mut output = BufWriter::new(io::stdout().lock());
            match daga::engine::run(&mut stdin.lock(), &mut output) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("daga engine: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("bench") => {
            let plies = match args.get(1).map(|n| n.parse::<u64>()) {
                None => 2_000_000,
                Some(Ok(n)) if n > 0 => n,
                Some(_) => return usage_error("bench takes a positive number of plies"),
            };
            daga::bench::print_playout_speeds(plies);
            ExitCode::SUCCESS
        }
        Some("perft") => perft(&args[1..]),
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => usage_error(&format!("unknown argument '{other}'")),
    }
}

/// `daga perft DEPTH GAME [options]` or `daga perft DEPTH POSITION-TEXT`.
fn perft(args: &[String]) -> ExitCode {
    let Some(Ok(depth)) = args.first().map(|d| d.parse::<u32>()) else {
        return usage_error("perft needs a depth (a whole number), then a game or a position");
    };
    let words: Vec<&str> = args[1..]
        .iter()
        .flat_map(|a| a.split_whitespace())
        .collect();
    let Some((&id, rest)) = words.split_first() else {
        return usage_error("perft needs a game or a position after the depth");
    };
    let game = if rest.iter().all(|w| w.contains('=')) {
        match daga::rules::GameId::parse(id) {
            Some(game) => daga::rules::AnyMatch::new_from_words(game, rest.iter().copied())
                .map_err(|e| e.to_string()),
            None => Err(format!("unknown game '{id}'")),
        }
    } else {
        daga::rules::AnyMatch::load(&words.join(" ")).map_err(|e| e.to_string())
    };
    match game {
        Ok(mut game) => {
            println!("{}", game.perft(depth));
            ExitCode::SUCCESS
        }
        Err(e) => usage_error(&e),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("daga: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

#[cfg(feature = "gui")]
fn start_app() -> ExitCode {
    daga::app::run()
}

#[cfg(not(feature = "gui"))]
fn start_app() -> ExitCode {
    eprintln!("daga was built without the `gui` feature; try `daga engine` or `daga --help`");
    ExitCode::FAILURE
}
