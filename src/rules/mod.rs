//! The three games as pure rules: positions, moves, notation and results, with no Bevy.

pub mod any_game;
pub mod any_move;
#[cfg(test)]
mod cycle_search;
pub mod events;
pub mod game_id;
pub mod game_match;
pub mod kimasai;
pub mod move_marks;
pub mod options;
pub mod perft;
pub mod record;
pub mod sadeqa;
pub mod shax;
pub mod spot_set;
mod zobrist;

use std::fmt;
use std::hash::Hash;

pub use any_game::{AnyIllegal, AnyMatch, MoveError};
pub use any_move::{AnyMove, AnyPosition, InAny};
pub use events::{BoardView, EventSink, MoveEvent, NoEvents, SpotContents};
pub use game_id::{GameId, UnknownGame};
pub use game_match::Match;
pub use move_marks::MoveMarks;
pub use options::{GameOptions, OptionError, SEED_CHOICES};
pub use record::{Record, RecordError, Tag, link_fragment, record_text_of_link, tag_value};
pub use spot_set::SpotSet;

/// One of the two sides. `South` sits at the bottom of every board and moves first by default.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    South,
    North,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for south, 1 for north: the index into per-player arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }

    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "south" => Some(Player::South),
            "north" => Some(Player::North),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a game ended; shown as the reason word after `status`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Shax: the loser has only two pieces left.
    TwoPieces,
    /// Kimasai: the loser has no stones left.
    NoStones,
    /// The player to move has no legal move.
    NoMoves,
    /// Shax: a blocked player's opponent has no step that frees them.
    Hadig,
    /// A position occurred as often as the game's repetition rule allows.
    Repetition,
    /// Shax: [`shax::QUIET_PLY_LIMIT`] plies in a row without a removal.
    QuietPlies,
    /// Outside the board (a game between two programs, online): the loser gave up.
    Resigned,
    /// Outside the board: both players agreed to a draw.
    DrawAgreed,
    /// Outside the board: the loser's time ran out.
    TimeUp,
    /// Outside the board: the loser left and did not come back; the other claimed the game.
    Abandoned,
}

impl EndReason {
    pub fn word(self) -> &'static str {
        match self {
            EndReason::TwoPieces => "two-pieces",
            EndReason::NoStones => "no-stones",
            EndReason::NoMoves => "no-moves",
            EndReason::Hadig => "hadig",
            EndReason::Repetition => "repetition",
            EndReason::QuietPlies => "100-plies",
            EndReason::Resigned => "resigned",
            EndReason::DrawAgreed => "draw-agreed",
            EndReason::TimeUp => "time",
            EndReason::Abandoned => "abandoned",
        }
    }
}

/// The state of play: still going, or over with a winner (or none) and a reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Over {
        winner: Option<Player>,
        reason: EndReason,
    },
}

impl Status {
    pub fn is_over(self) -> bool {
        matches!(self, Status::Over { .. })
    }

    pub fn winner(self) -> Option<Player> {
        match self {
            Status::Over { winner, .. } => winner,
            Status::Ongoing => None,
        }
    }
}

impl fmt::Display for Status {
    /// The protocol form: `ongoing`, `win south hadig`, `draw repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("ongoing"),
            Status::Over {
                winner: Some(player),
                reason,
            } => write!(f, "win {player} {}", reason.word()),
            Status::Over {
                winner: None,
                reason,
            } => write!(f, "draw {}", reason.word()),
        }
    }
}

/// A move that cannot be played in the current position, with the game's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove<G: Game> {
    pub mv: G::Move,
    pub reason: G::Illegal,
}

impl<G: Game> fmt::Display for IllegalMove<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl<G: Game> std::error::Error for IllegalMove<G> {}

/// Text that is not a move in a game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveParseError {
    pub text: String,
    pub expected: &'static str,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read move '{}': expected {}",
            self.text, self.expected
        )
    }
}

impl std::error::Error for MoveParseError {}

/// Text that is not a position of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The first word names no game.
    UnknownGame(String),
    /// Not the game's number of fields; `layout` names them in order.
    FieldCount {
        game: &'static str,
        layout: &'static str,
        found: usize,
    },
    /// The board field has not the game's shape, which `shape` describes.
    BoardShape { board: String, shape: &'static str },
    /// A field, or a character of the board, that is none of the values it can take.
    BadValue {
        what: &'static str,
        text: String,
        expected: String,
    },
    /// Readable, but no game can reach it: the reason in words.
    Impossible(String),
}

impl PositionError {
    pub fn bad_value(what: &'static str, text: impl fmt::Display, expected: &str) -> Self {
        PositionError::BadValue {
            what,
            text: text.to_string(),
            expected: expected.to_string(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bad position: ")?;
        match self {
            PositionError::UnknownGame(id) => write!(
                f,
                "'{id}' is not a game id: a position starts with {}",
                GameId::list("or")
            ),
            PositionError::FieldCount {
                game,
                layout,
                found,
            } => write!(
                f,
                "a {game} position has {} fields ({layout}), not {found}",
                layout.split_whitespace().count()
            ),
            PositionError::BoardShape { board, shape } => {
                write!(f, "board '{board}' is not {shape}")
            }
            PositionError::BadValue {
                what,
                text,
                expected,
            } => write!(f, "{what} '{text}' is not {expected}"),
            PositionError::Impossible(reason) => f.write_str(reason),
        }
    }
}

impl std::error::Error for PositionError {}

/// A game's rules on one position. Positions are small `Copy` values; history rules
/// (repetition) live in [`Match`], which asks the game for its repetition key.
pub trait Game: Copy + Eq + fmt::Debug + Send + Sync + 'static {
    /// A move: small, `Copy`, written in the game's notation by `Display` and read by `FromStr`.
    type Move: Copy
        + Eq
        + Hash
        + fmt::Debug
        + fmt::Display
        + std::str::FromStr<Err = MoveParseError>
        + Send
        + Sync
        + 'static;
    /// Why a move is illegal: `Display` says it in a player's words.
    type Illegal: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;
    /// What identifies a position for the repetition rule (exact, not a hash).
    type RepetitionKey: Copy + Eq + fmt::Debug + Send + Sync + 'static;

    /// The protocol id: `shax`, `sadeqa-iii`, `bao-la-kimasai`.
    const ID: &'static str;
    /// The game among all of them (for what is kept per game, such as the AI's level table).
    const GAME_ID: GameId;
    /// How many occurrences of one position end the game.
    const REPETITION_LIMIT: usize;

    /// The starting position for these options.
    fn start(options: &GameOptions) -> Self;

    /// Who must move now, or `None` when the game is over.
    fn turn(&self) -> Option<Player>;

    fn status(&self) -> Status;

    /// Pieces, seeds or stones captured by south and north.
    fn score(&self) -> [u32; 2];

    /// Appends every legal move (none when the game is over).
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays a move known to be legal, reporting to `events` what happens on the board, in
    /// order. This is where each game's rules for a move are written.
    fn play_recording(&mut self, mv: Self::Move, events: &mut impl EventSink);

    /// Plays a move known to be legal.
    #[inline]
    fn play_unchecked(&mut self, mv: Self::Move) {
        self.play_recording(mv, &mut NoEvents);
    }

    /// Why `mv` is not legal here, or `None` if it is.
    fn illegal_reason(&self, mv: Self::Move) -> Option<Self::Illegal>;

    /// Plays `mv` if it is legal; otherwise changes nothing.
    fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove<Self>> {
        match self.illegal_reason(mv) {
            None => {
                self.play_unchecked(mv);
                Ok(())
            }
            Some(reason) => Err(IllegalMove { mv, reason }),
        }
    }

    fn repetition_key(&self) -> Self::RepetitionKey;

    /// True when no position before `self` (reached from `previous`) can count towards a
    /// repetition of `self` or of any later position.
    fn starts_repetition_window(&self, previous: &Self) -> bool;

    /// Ends the game because its position occurred `REPETITION_LIMIT` times, reporting what
    /// that moves on the board.
    fn end_by_repetition(&mut self, events: &mut impl EventSink);

    /// What a player sees: each spot's contents and each player's store.
    fn board_view(&self) -> BoardView;

    /// A hash of everything that matters for the rest of the game (for search tables).
    fn zobrist(&self) -> u64;

    /// The one-line position text (without the game id).
    fn to_position_text(&self) -> String;

    /// Reads a position text as written by `to_position_text`.
    fn from_position_text(text: &str) -> Result<Self, PositionError>;
}
