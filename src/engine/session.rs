//! One protocol session: the current game and the answer to each command.

use std::time::{Duration, Instant};

use crate::ai::{Analysis, AnySearch, Level, ThinkOptions};
use crate::rules::{AnyMatch, GameId};

/// The answer to one command: `=` (done) or `?` (refused) with its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub ok: bool,
    pub text: String,
    /// The session ends after this reply.
    pub quit: bool,
}

impl Reply {
    pub fn done(text: impl Into<String>) -> Reply {
        Reply {
            ok: true,
            text: text.into(),
            quit: false,
        }
    }

    pub fn refused(text: impl Into<String>) -> Reply {
        Reply {
            ok: false,
            text: text.into(),
            quit: false,
        }
    }

    /// The reply as sent: `= text` or `? text`, then an empty line.
    pub fn to_wire(&self) -> String {
        let mark = if self.ok { '=' } else { '?' };
        if self.text.is_empty() {
            format!("{mark}\n\n")
        } else {
            format!("{mark} {}\n\n", self.text)
        }
    }
}

const HELP: &str = "commands: games | new GAME [first=south|north] [seeds=4|6] | legal | play MOVE | undo | \
turn | status | score | position | load POSITION | moves | \
genmove [level=1..5] [movetime=MS] [depth=N] [nodes=N] [seed=N] | analyze [same options] | hint | quit";

/// The state between commands: the game being played, if any.
#[derive(Default)]
pub struct Session {
    game: Option<AnyMatch>,
}

impl Session {
    pub fn game(&self) -> Option<&AnyMatch> {
        self.game.as_ref()
    }

    /// Answers one line. A refused command changes nothing.
    pub fn execute(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return Reply::refused("empty command; try help");
        };
        let args: Vec<&str> = words.collect();
        match command {
            "quit" => Reply {
                ok: true,
                text: String::new(),
                quit: true,
            },
            "help" => Reply::done(HELP),
            "games" => Reply::done(GameId::ALL.map(GameId::id).join(" ")),
            "new" => self.new_game(&args),
            "load" => {
                let rest = line[command.len()..].trim();
                match AnyMatch::load(rest) {
                    Ok(game) => {
                        self.game = Some(game);
                        Reply::done("")
                    }
                    Err(e) => Reply::refused(e.to_string()),
                }
            }
            "legal" | "play" | "undo" | "turn" | "status" | "score" | "position" | "moves"
            | "genmove" | "analyze" | "hint" => self.game_command(command, &args),
            _ => Reply::refused(format!("unknown command '{}'; try help", shorten(command))),
        }
    }

    fn new_game(&mut self, args: &[&str]) -> Reply {
        let Some((&id, options)) = args.split_first() else {
            return Reply::refused("new needs a game: shax, sadeqa-iii or bao-la-kimasai");
        };
        let Some(game) = GameId::parse(id) else {
            return Reply::refused(format!(
                "unknown game '{}': the games are shax, sadeqa-iii and bao-la-kimasai",
                shorten(id)
            ));
        };
        match AnyMatch::new_from_words(game, options.iter().copied()) {
            Ok(game) => {
                self.game = Some(game);
                Reply::done("")
            }
            Err(e) => Reply::refused(e.to_string()),
        }
    }

    fn game_command(&mut self, command: &str, args: &[&str]) -> Reply {
        let Some(game) = self.game.as_mut() else {
            return Reply::refused("no game yet: start one with new GAME");
        };
        let takes_args = matches!(command, "play" | "genmove" | "analyze");
        if !takes_args && !args.is_empty() {
            return Reply::refused(format!("{command} takes no arguments"));
        }
        match command {
            "legal" => Reply::done(game.legal_moves().join(" ")),
            "play" => {
                let [mv] = args else {
                    return Reply::refused("play needs exactly one move, like play d2");
                };
                if game.status().is_over() {
                    return Reply::refused("the game is over");
                }
                match game.play(mv) {
                    Ok(()) => Reply::done(""),
                    Err(e) => Reply::refused(e.to_string()),
                }
            }
            "undo" => {
                if game.undo() {
                    Reply::done("")
                } else {
                    Reply::refused("no move to undo")
                }
            }
            "turn" => Reply::done(game.turn().map_or("none", |p| p.name())),
            "status" => Reply::done(game.status().to_string()),
            "score" => {
                let [south, north] = game.score();
                Reply::done(format!("{south} {north}"))
            }
            "position" => Reply::done(game.position_text()),
            "moves" => Reply::done(game.move_texts().join(" ")),
            "genmove" | "analyze" | "hint" => think(game, command, args),
            _ => Reply::refused(format!("unknown command '{command}'")),
        }
    }
}

/// `genmove` plays the computer's move; `analyze` and `hint` only report the best line.
fn think(game: &mut AnyMatch, command: &str, args: &[&str]) -> Reply {
    let options = if command == "hint" {
        Ok(ThinkOptions::at_level(Level::Club))
    } else {
        ThinkOptions::parse(args.iter().copied())
    };
    let options = match options {
        Ok(options) => options,
        Err(e) => return Reply::refused(e),
    };
    let Some(mut search) = AnySearch::new(game, &options) else {
        return Reply::refused("the game is over");
    };
    let deadline = options
        .movetime_ms
        .map(|ms| Instant::now() + Duration::from_millis(ms));
    while !search.step(1024) {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            search.stop();
        }
    }
    if command == "genmove" {
        let Some(mv) = search.chosen_move(&options) else {
            return Reply::refused("no move found");
        };
        return match game.play(&mv) {
            Ok(()) => Reply::done(mv),
            Err(e) => Reply::refused(format!("internal error, the search chose {mv}: {e}")),
        };
    }
    match search.analysis() {
        Some(Analysis {
            best,
            score,
            depth,
            nodes,
            pv,
        }) => Reply::done(format!(
            "{best} score {score} depth {depth} nodes {nodes} pv {}",
            pv.join(" ")
        )),
        None => Reply::refused("no move found"),
    }
}

/// A word cut short for an error message, so garbage input is not echoed at length.
fn shorten(word: &str) -> String {
    const MAX: usize = 40;
    if word.chars().count() <= MAX {
        word.to_string()
    } else {
        format!("{}…", word.chars().take(MAX).collect::<String>())
    }
}
