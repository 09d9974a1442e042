//! One protocol session: the current game and the answer to each command.

use std::time::{Duration, Instant};

use super::command::{self, Command};
use crate::ai::{Analysis, AnySearch, ThinkOptions, endgame};
use crate::rules::{AnyMatch, AnyMove, GameId, Record};

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
turn | status | score | position | load POSITION | load RECORD | moves | record | \
genmove [level=1..5] [movetime=MS] [depth=N] [nodes=N] [seed=N] | analyze [same options] | hint | probe | quit";

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
        let command = match command::parse(line) {
            Ok(command) => command,
            Err(e) if e.names_game_command() && self.game.is_none() => return no_game(),
            Err(e) => return Reply::refused(e.to_string()),
        };
        match command {
            Command::Quit => Reply {
                ok: true,
                text: String::new(),
                quit: true,
            },
            Command::Help => Reply::done(HELP),
            Command::Games => Reply::done(GameId::ALL.map(GameId::id).join(" ")),
            Command::New { game, options } => self
                .replace_game(AnyMatch::new_from_words(game, options).map_err(|e| e.to_string())),
            Command::Load(text) => self.replace_game(load(text)),
            command => match self.game.as_mut() {
                Some(game) => game_command(game, command),
                None => no_game(),
            },
        }
    }

    fn replace_game(&mut self, game: Result<AnyMatch, String>) -> Reply {
        match game {
            Ok(game) => {
                self.game = Some(game);
                Reply::done("")
            }
            Err(e) => Reply::refused(e),
        }
    }
}

/// A record (it has the word `moves`) replayed through the rules, or a position.
fn load(text: &str) -> Result<AnyMatch, String> {
    match text.split_whitespace().any(|word| word == "moves") {
        true => Record::read(text)
            .map(|(_, game)| game)
            .map_err(|e| e.to_string()),
        false => AnyMatch::load(text).map_err(|e| e.to_string()),
    }
}

fn no_game() -> Reply {
    Reply::refused("no game yet: start one with new GAME")
}

/// Answers a command about the game in progress.
fn game_command(game: &mut AnyMatch, command: Command) -> Reply {
    let words = |moves: Vec<AnyMove>| {
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        Reply::done(texts.join(" "))
    };
    match command {
        Command::Legal => words(game.legal_moves()),
        Command::Play(_) if game.status().is_over() => Reply::refused("the game is over"),
        Command::Play(mv) => match game.play_text(mv) {
            Ok(_) => Reply::done(""),
            Err(e) => Reply::refused(e.to_string()),
        },
        Command::Undo if game.undo() => Reply::done(""),
        Command::Undo => Reply::refused("no move to undo"),
        Command::Turn => Reply::done(game.turn().map_or("none", |p| p.name())),
        Command::Status => Reply::done(game.status().to_string()),
        Command::Score => {
            let [south, north] = game.score();
            Reply::done(format!("{south} {north}"))
        }
        Command::Position => Reply::done(game.position_text()),
        Command::Moves => words(game.moves()),
        Command::Record => match Record::of(game, Vec::new()) {
            Some(record) => Reply::done(record.to_string()),
            None => Reply::refused(
                "this game was loaded from a position, so it has no record: 'position' gives it",
            ),
        },
        Command::Genmove(options) => genmove(game, &options),
        Command::Analyze(options) => analyze(game, &options),
        Command::Hint => analyze(game, &command::hint_options()),
        Command::Probe => probe(game),
        Command::Quit | Command::Help | Command::Games | Command::New { .. } | Command::Load(_) => {
            unreachable!("execute answers the commands that need no game")
        }
    }
}

/// `probe`: what the endgame tables say of the position, built at the first need.
fn probe(game: &AnyMatch) -> Reply {
    if let Err(e) = endgame::build_for(game) {
        return Reply::refused(e.to_string());
    }
    match endgame::probe(game) {
        Some(value) => Reply::done(value.to_string()),
        None => Reply::done("unknown"),
    }
}

/// Searches the game's position within the options' budget and clock; a level that reads the
/// endgame tables has them built first where they apply, so an answer never depends on what
/// was asked before.
fn search(game: &AnyMatch, options: &ThinkOptions) -> Option<AnySearch> {
    if options.limits(game.game()).use_tables {
        // A build that fails leaves the search without tables, as before they existed.
        let _ = endgame::build_for(game);
    }
    let mut search = AnySearch::new(game, options)?;
    let deadline = options
        .movetime_ms
        .map(|ms| Instant::now() + Duration::from_millis(ms));
    while !search.step(1024) {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            search.stop();
        }
    }
    Some(search)
}

/// `genmove`: plays the computer's move.
fn genmove(game: &mut AnyMatch, options: &ThinkOptions) -> Reply {
    let Some(search) = search(game, options) else {
        return Reply::refused("the game is over");
    };
    let Some(mv) = search.chosen_move(options) else {
        return Reply::refused("no move found");
    };
    match game.play(mv) {
        Ok(()) => Reply::done(mv.to_string()),
        Err(e) => Reply::refused(format!("internal error, the search chose {mv}: {e}")),
    }
}

/// `analyze` and `hint`: report the best line without playing it.
fn analyze(game: &AnyMatch, options: &ThinkOptions) -> Reply {
    let Some(search) = search(game, options) else {
        return Reply::refused("the game is over");
    };
    match search.analysis() {
        Some(Analysis {
            best,
            score,
            depth,
            nodes,
            mut pv,
            ..
        }) => {
            if options.limits(game.game()).use_tables {
                extend_with_tables(game, &mut pv);
            }
            Reply::done(format!(
                "{best} score {score} depth {depth} nodes {nodes} pv {}",
                pv.join(" ")
            ))
        }
        None => Reply::refused("no move found"),
    }
}

/// The search stops at a position the endgame tables hold, as at a game's end: the line goes
/// on from there with the tables' moves, to the end of the game.
fn extend_with_tables(game: &AnyMatch, pv: &mut Vec<String>) {
    let mut line = game.clone();
    if pv.iter().any(|mv| line.play_text(mv).is_err()) {
        return;
    }
    while let Some((mv, _)) = endgame::best_move(&line) {
        if line.play(mv).is_err() {
            return;
        }
        pv.push(mv.to_string());
    }
}
