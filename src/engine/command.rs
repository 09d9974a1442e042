//! One protocol line read once into a typed command; the list of commands is written here only.

use std::fmt;

use crate::ai::{Level, ThinkOptionError, ThinkOptions};
use crate::rules::{GameId, UnknownGame};

/// A command of the protocol, with its arguments read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command<'a> {
    Quit,
    Help,
    Games,
    /// `new GAME [options]`: the options are read against the game when it is made.
    New {
        game: GameId,
        options: Vec<&'a str>,
    },
    /// `load POSITION` or `load RECORD`: the rest of the line, read when it is loaded.
    Load(&'a str),
    Legal,
    Play(&'a str),
    Undo,
    Turn,
    Status,
    Score,
    Position,
    Moves,
    /// The game's record: options and moves on one line.
    Record,
    Genmove(ThinkOptions),
    Analyze(ThinkOptions),
    /// `analyze` at level 3, the hint a player asks for.
    Hint,
    /// The endgame tables' value of the position for the player to move.
    Probe,
}

impl Command<'_> {
    /// True for the commands about the game in progress (refused before `new` or `load`).
    pub fn needs_game(&self) -> bool {
        !matches!(
            self,
            Command::Quit | Command::Help | Command::Games | Command::New { .. } | Command::Load(_)
        )
    }
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    Empty,
    Unknown(String),
    NewNeedsGame,
    UnknownGame(UnknownGame),
    /// A game command given arguments it does not take.
    TakesNoArguments(&'static str),
    PlayNeedsOneMove,
    /// `genmove`/`analyze` options that do not read.
    Options(ThinkOptionError),
}

impl CommandError {
    /// True when the line named a game command: before a game exists, the answer is that
    /// there is no game, whatever else is wrong with the line.
    pub fn names_game_command(&self) -> bool {
        matches!(
            self,
            CommandError::TakesNoArguments(_)
                | CommandError::PlayNeedsOneMove
                | CommandError::Options(_)
        )
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Empty => f.write_str("empty command; try help"),
            CommandError::Unknown(word) => write!(f, "unknown command '{word}'; try help"),
            CommandError::NewNeedsGame => write!(f, "new needs a game: {}", GameId::list("or")),
            CommandError::UnknownGame(e) => e.fmt(f),
            CommandError::TakesNoArguments(command) => write!(f, "{command} takes no arguments"),
            CommandError::PlayNeedsOneMove => {
                f.write_str("play needs exactly one move, like play d2")
            }
            CommandError::Options(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CommandError {}

/// A word cut short for an error message, so garbage input is not echoed at length.
pub fn shorten(word: &str) -> String {
    const MAX: usize = 40;
    if word.chars().count() <= MAX {
        word.to_string()
    } else {
        format!("{}…", word.chars().take(MAX).collect::<String>())
    }
}

/// Reads one line (already without its line break).
pub fn parse(line: &str) -> Result<Command<'_>, CommandError> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let word = words.next().ok_or(CommandError::Empty)?;
    let args: Vec<&str> = words.collect();
    let bare = |command: &'static str, made: Command<'static>| {
        if args.is_empty() {
            Ok(made)
        } else {
            Err(CommandError::TakesNoArguments(command))
        }
    };
    let think =
        |args: &[&str]| ThinkOptions::parse(args.iter().copied()).map_err(CommandError::Options);
    match word {
        "quit" => Ok(Command::Quit),
        "help" => Ok(Command::Help),
        "games" => Ok(Command::Games),
        "new" => {
            let (&id, options) = args.split_first().ok_or(CommandError::NewNeedsGame)?;
            let game = id
                .parse::<GameId>()
                .map_err(|_| CommandError::UnknownGame(UnknownGame(shorten(id))))?;
            Ok(Command::New {
                game,
                options: options.to_vec(),
            })
        }
        "load" => Ok(Command::Load(line[word.len()..].trim())),
        "legal" => bare("legal", Command::Legal),
        "play" => match args[..] {
            [mv] => Ok(Command::Play(mv)),
            _ => Err(CommandError::PlayNeedsOneMove),
        },
        "undo" => bare("undo", Command::Undo),
        "turn" => bare("turn", Command::Turn),
        "status" => bare("status", Command::Status),
        "score" => bare("score", Command::Score),
        "position" => bare("position", Command::Position),
        "moves" => bare("moves", Command::Moves),
        "record" => bare("record", Command::Record),
        "genmove" => think(&args).map(Command::Genmove),
        "analyze" => think(&args).map(Command::Analyze),
        "hint" => bare("hint", Command::Hint),
        "probe" => bare("probe", Command::Probe),
        _ => Err(CommandError::Unknown(shorten(word))),
    }
}

/// The options `hint` searches with.
pub fn hint_options() -> ThinkOptions {
    ThinkOptions::at_level(Level::Club)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_commands_and_says_what_is_wrong() {
        assert_eq!(parse("  legal "), Ok(Command::Legal));
        assert_eq!(parse("play d2-d3"), Ok(Command::Play("d2-d3")));
        assert_eq!(parse("load shax x y"), Ok(Command::Load("shax x y")));
        assert_eq!(
            parse("new sadeqa-iii seeds=4"),
            Ok(Command::New {
                game: GameId::Sadeqa,
                options: vec!["seeds=4"]
            })
        );
        assert_eq!(parse(""), Err(CommandError::Empty));
        assert_eq!(
            parse("turn now"),
            Err(CommandError::TakesNoArguments("turn"))
        );
        assert_eq!(parse("play a b"), Err(CommandError::PlayNeedsOneMove));
        assert!(matches!(
            parse("genmove level=9"),
            Err(CommandError::Options(_))
        ));
        let long = "x".repeat(100);
        let unknown = parse(&long).unwrap_err().to_string();
        assert!(
            unknown.len() < 80,
            "garbage is not echoed at length: {unknown}"
        );
    }
}
