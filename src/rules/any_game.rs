//! A match of any of the three games, driven by text: what the engine protocol and the app's
//! menus use when the game is chosen at run time.

use std::fmt;

use super::kimasai::Kimasai;
use super::options::OptionError;
use super::sadeqa::Sadeqa;
use super::shax::Shax;
use super::{Game, GameOptions, Match, Player, PositionError, Status};

/// The three games, by their protocol ids.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameId {
    #[serde(rename = "shax")]
    Shax,
    #[serde(rename = "sadeqa-iii")]
    Sadeqa,
    #[serde(rename = "bao-la-kimasai")]
    Kimasai,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::Shax, GameId::Sadeqa, GameId::Kimasai];

    pub fn id(self) -> &'static str {
        match self {
            GameId::Shax => Shax::ID,
            GameId::Sadeqa => Sadeqa::ID,
            GameId::Kimasai => Kimasai::ID,
        }
    }

    pub fn parse(text: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == text)
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Shax => "Shax",
            GameId::Sadeqa => "Sadeqa III",
            GameId::Kimasai => "Bao la Kimasai",
        }
    }

    /// Whether the game takes the `seeds` option.
    pub fn takes_seeds(self) -> bool {
        self == GameId::Sadeqa
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A match of one of the three games.
#[derive(Clone, Debug)]
pub enum AnyMatch {
    Shax(Match<Shax>),
    Sadeqa(Match<Sadeqa>),
    Kimasai(Match<Kimasai>),
}

/// Runs `$body` with `$m` bound to the typed match inside an [`AnyMatch`].
macro_rules! with_match {
    ($any:expr, $m:ident => $body:expr) => {
        match $any {
            AnyMatch::Shax($m) => $body,
            AnyMatch::Sadeqa($m) => $body,
            AnyMatch::Kimasai($m) => $body,
        }
    };
}

/// Why a text move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Parse(super::MoveParseError),
    Illegal(super::IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

fn play_text<G: Game>(game: &mut Match<G>, text: &str) -> Result<(), MoveError> {
    let mv: G::Move = text.parse().map_err(MoveError::Parse)?;
    game.play(mv).map_err(MoveError::Illegal)
}

fn legal_texts<G: Game>(game: &Match<G>) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

impl AnyMatch {
    /// A new game with options given as words (`first=north`, `seeds=4`).
    pub fn new_from_words<'a>(
        game: GameId,
        words: impl IntoIterator<Item = &'a str>,
    ) -> Result<AnyMatch, OptionError> {
        let options = GameOptions::parse(words, game.takes_seeds())?;
        Ok(AnyMatch::new(game, &options))
    }

    pub fn new(game: GameId, options: &GameOptions) -> AnyMatch {
        match game {
            GameId::Shax => AnyMatch::Shax(Match::from_position(Shax::start(options))),
            GameId::Sadeqa => AnyMatch::Sadeqa(Match::from_position(Sadeqa::start(options))),
            GameId::Kimasai => AnyMatch::Kimasai(Match::from_position(Kimasai::start(options))),
        }
    }

    /// Reads a position text `GAME-ID FIELDS…` as written by [`AnyMatch::position_text`].
    pub fn load(text: &str) -> Result<AnyMatch, PositionError> {
        let text = text.trim();
        let (id, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let game = GameId::parse(id).ok_or_else(|| {
            PositionError(format!(
                "'{id}' is not a game id: a position starts with shax, sadeqa-iii or bao-la-kimasai"
            ))
        })?;
        Ok(match game {
            GameId::Shax => AnyMatch::Shax(Match::from_position(Shax::from_position_text(rest)?)),
            GameId::Sadeqa => {
                AnyMatch::Sadeqa(Match::from_position(Sadeqa::from_position_text(rest)?))
            }
            GameId::Kimasai => {
                AnyMatch::Kimasai(Match::from_position(Kimasai::from_position_text(rest)?))
            }
        })
    }

    pub fn game(&self) -> GameId {
        match self {
            AnyMatch::Shax(_) => GameId::Shax,
            AnyMatch::Sadeqa(_) => GameId::Sadeqa,
            AnyMatch::Kimasai(_) => GameId::Kimasai,
        }
    }

    pub fn legal_moves(&self) -> Vec<String> {
        with_match!(self, m => legal_texts(m))
    }

    /// Plays a move written in the game's notation; on error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        with_match!(self, m => play_text(m, text))
    }

    pub fn undo(&mut self) -> bool {
        with_match!(self, m => m.undo())
    }

    pub fn turn(&self) -> Option<Player> {
        with_match!(self, m => m.turn())
    }

    pub fn status(&self) -> Status {
        with_match!(self, m => m.status())
    }

    pub fn score(&self) -> [u32; 2] {
        with_match!(self, m => m.score())
    }

    /// The position as one line, starting with the game id.
    pub fn position_text(&self) -> String {
        with_match!(self, m => format!("{} {}", self.game(), m.position().to_position_text()))
    }

    /// Perft from the current position: move sequences `depth` plies deep.
    pub fn perft(&mut self, depth: u32) -> u64 {
        with_match!(self, m => super::perft::perft(m, depth))
    }

    /// The moves played since the start (or the loaded position), in notation.
    pub fn move_texts(&self) -> Vec<String> {
        with_match!(self, m => m.moves().iter().map(ToString::to_string).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starting_positions_round_trip_through_text() {
        for game in GameId::ALL {
            let fresh = AnyMatch::new(game, &GameOptions::default());
            let text = fresh.position_text();
            let loaded = AnyMatch::load(&text).unwrap();
            assert_eq!(loaded.position_text(), text);
            assert_eq!(loaded.legal_moves(), fresh.legal_moves());
        }
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut game = AnyMatch::new(GameId::Kimasai, &GameOptions::default());
        let before = game.position_text();
        assert!(matches!(game.play("c2-b2"), Err(MoveError::Illegal(_))));
        assert!(matches!(game.play("zz"), Err(MoveError::Parse(_))));
        assert_eq!(game.position_text(), before);
        assert!(game.move_texts().is_empty());
    }
}
