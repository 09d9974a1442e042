//! Puzzles: positions where one move, and only one, keeps the win, mined from the endgame
//! tables and self-play (`daga puzzles mine`), shipped one a line in `assets/puzzles/GAME.txt`
//! and read here through the rules. A line holds the position (as the engine's `load` takes
//! it), the solution with the other side's replies, a theme and a difficulty, separated by tabs.

mod daily;
mod run;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::rules::{AnyMatch, AnyMove, EndReason, GameId, MoveError, Player, PositionError};

pub use daily::{daily, day_of, streak};
pub use run::{PuzzleRun, PuzzleVerdict};

/// One puzzle, its moves read through the rules.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Where it starts; the side to move is the solver.
    pub start: AnyMatch,
    /// The solver's moves and, between them, the other side's replies: it starts and ends with
    /// a move of the solver's.
    pub line: Vec<AnyMove>,
    pub theme: Theme,
    /// 1 to 5: how many of the five levels' searches miss the first move (level 5 without its
    /// tables).
    pub difficulty: u8,
}

/// The same puzzle: the same position (history apart), line, theme and difficulty.
impl PartialEq for Puzzle {
    fn eq(&self, other: &Puzzle) -> bool {
        self.start.position_text() == other.start.position_text()
            && (&self.line, self.theme, self.difficulty)
                == (&other.line, other.theme, other.difficulty)
    }
}

/// What a puzzle is about, named in the message files as `puzzle-theme-ID` (and so in the
/// progress file).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The win comes by leaving the other side no move (Shax's hadig).
    Hadig,
    /// The win comes by taking the other side down to two pieces.
    TwoPieces,
    /// The only move that keeps more seeds than the other side at the end (Sadeqa III).
    WinTheCount,
    /// The move that keeps the win captures.
    Capture,
    /// A move that takes two columns of stones at once (Bao la Kimasai).
    TwoColumns,
    /// A move that takes nothing and yet alone keeps the win (Bao la Kimasai).
    QuietMove,
}

impl Theme {
    pub const ALL: [Theme; 6] = [
        Theme::Hadig,
        Theme::TwoPieces,
        Theme::WinTheCount,
        Theme::Capture,
        Theme::TwoColumns,
        Theme::QuietMove,
    ];

    /// The name in the data and in the message id.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Hadig => "hadig",
            Theme::TwoPieces => "two-pieces",
            Theme::WinTheCount => "win-the-count",
            Theme::Capture => "capture",
            Theme::TwoColumns => "two-columns",
            Theme::QuietMove => "quiet-move",
        }
    }
}

impl Theme {
    /// The theme of the puzzles that teach how a game ended this way: a loss by two pieces, a
    /// hadig, stones all taken, or a count lost (a mancala's end when a side cannot move).
    pub fn of_ending(reason: EndReason) -> Option<Theme> {
        match reason {
            EndReason::TwoPieces => Some(Theme::TwoPieces),
            EndReason::Hadig => Some(Theme::Hadig),
            EndReason::NoStones => Some(Theme::Capture),
            EndReason::NoMoves => Some(Theme::WinTheCount),
            _ => None,
        }
    }
}

impl FromStr for Theme {
    type Err = PuzzleError;

    fn from_str(text: &str) -> Result<Theme, PuzzleError> {
        Theme::ALL
            .into_iter()
            .find(|theme| theme.id() == text)
            .ok_or_else(|| PuzzleError::Theme(text.to_string()))
    }
}

/// Why a line of puzzle data does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleError {
    /// Not the four fields a line holds.
    Fields(usize),
    Position(PositionError),
    /// A move of the solution the rules refuse, counted from 1.
    Move {
        number: usize,
        text: String,
        error: MoveError,
    },
    /// A solution with no move, or one that ends with the other side's reply.
    Line,
    Theme(String),
    Difficulty(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields(count) => write!(
                f,
                "a puzzle is four fields separated by tabs (position, moves, theme, difficulty), not {count}"
            ),
            PuzzleError::Position(error) => write!(f, "its position: {error}"),
            PuzzleError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} ({text}): {error}"),
            PuzzleError::Line => write!(
                f,
                "the solution must start and end with a move of the side to move"
            ),
            PuzzleError::Theme(text) => write!(f, "no theme is called {text:?}"),
            PuzzleError::Difficulty(text) => write!(f, "the difficulty is 1 to 5, not {text:?}"),
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// The side that solves it.
    pub fn solver(&self) -> Player {
        self.start.turn().unwrap_or(Player::South)
    }

    pub fn game(&self) -> GameId {
        self.start.game()
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        let mut game = self.start.clone();
        let solver = self.solver();
        let mut count = 0;
        for &mv in &self.line {
            count += usize::from(game.turn() == Some(solver));
            if game.play(mv).is_err() {
                break;
            }
        }
        count
    }

    /// Whether its solution ends the game (a Shax puzzle's last blow wins it; a Sadeqa III
    /// puzzle may end where several moves keep the win).
    pub fn ends_the_game(&self) -> bool {
        let mut game = self.start.clone();
        self.line.iter().all(|&mv| game.play(mv).is_ok()) && game.status().is_over()
    }

    /// The position as the engine's `load` takes it, a tab, and the solution in the game's
    /// notation (`daga puzzles show`).
    pub fn position_and_solution(&self) -> String {
        format!("{}\t{}", self.start.position_text(), self.line_text())
    }

    fn line_text(&self) -> String {
        let texts: Vec<String> = self.line.iter().map(|mv| mv.to_string()).collect();
        texts.join(" ")
    }
}

/// The line of data: position, moves, theme and difficulty.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}",
            self.position_and_solution(),
            self.theme.id(),
            self.difficulty
        )
    }
}

impl FromStr for Puzzle {
    type Err = PuzzleError;

    fn from_str(text: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = text.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [position, moves, theme, difficulty] = fields[..] else {
            return Err(PuzzleError::Fields(fields.len()));
        };
        let start = AnyMatch::load(position).map_err(PuzzleError::Position)?;
        let solver = start.turn();
        let mut game = start.clone();
        let mut line = Vec::new();
        let mut last_mover = None;
        for (index, text) in moves.split_whitespace().enumerate() {
            last_mover = game.turn();
            let mv = game.play_text(text).map_err(|error| PuzzleError::Move {
                number: index + 1,
                text: text.to_string(),
                error,
            })?;
            line.push(mv);
        }
        if line.is_empty() || last_mover != solver {
            return Err(PuzzleError::Line);
        }
        let difficulty = difficulty
            .parse::<u8>()
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or_else(|| PuzzleError::Difficulty(difficulty.to_string()))?;
        Ok(Puzzle {
            start,
            line,
            theme: theme.parse()?,
            difficulty,
        })
    }
}

/// The game's shipped puzzles, read through the rules; a line that does not read is an error
/// with its number (the tests read every one).
pub fn shipped(game: GameId) -> Result<Vec<Puzzle>, (usize, PuzzleError)> {
    read_puzzles(shipped_text(game))
}

/// Each game's shipped puzzles, read once.
static READ: [OnceLock<Vec<Puzzle>>; GameId::ALL.len()] =
    [const { OnceLock::new() }; GameId::ALL.len()];

fn slot(game: GameId) -> usize {
    GameId::ALL.iter().position(|&g| g == game).unwrap_or(0)
}

/// The game's shipped puzzles, read once (the app's; the tests read them with [`shipped`]): a
/// game whose data does not read has none. The web page has them once fetched from beside it
/// ([`install_fetched`]), and none before.
pub fn shipped_once(game: GameId) -> &'static [Puzzle] {
    #[cfg(not(target_arch = "wasm32"))]
    let read = READ[slot(game)].get_or_init(|| shipped(game).unwrap_or_default());
    #[cfg(target_arch = "wasm32")]
    let read = READ[slot(game)].get().map_or(&[][..], Vec::as_slice);
    read
}

/// Whether every game's puzzles are at hand (the day's puzzle is chosen among all of them).
pub fn all_at_hand() -> bool {
    cfg!(not(target_arch = "wasm32")) || READ.iter().all(|read| read.get().is_some())
}

/// Where the web page fetches a game's puzzles, beside itself (its 5 MiB budget has no room
/// for them): the file `assets/puzzles/GAME.txt` as `scripts/build-web.sh` copies it.
pub fn web_file(game: GameId) -> String {
    format!("data/puzzles-{}.txt", game.id())
}

/// A game's puzzles fetched beside the web page, read through the rules and kept: how many;
/// a line that does not read is an error with its number (and none are kept).
pub fn install_fetched(game: GameId, text: &str) -> Result<usize, (usize, PuzzleError)> {
    let puzzles = read_puzzles(text)?;
    let count = puzzles.len();
    let _ = READ[slot(game)].set(puzzles);
    Ok(count)
}

/// How many puzzles each game ships, for the daily puzzle's choice.
pub fn shipped_counts() -> Vec<(GameId, usize)> {
    GameId::ALL
        .iter()
        .map(|&game| (game, shipped_once(game).len()))
        .collect()
}

/// The shipped data of a game's puzzles (the desktop program and the tools carry it; the web
/// page fetches it).
#[cfg(not(target_arch = "wasm32"))]
pub fn shipped_text(game: GameId) -> &'static str {
    match game {
        GameId::Shax => include_str!("../../assets/puzzles/shax.txt"),
        GameId::Sadeqa => include_str!("../../assets/puzzles/sadeqa-iii.txt"),
        GameId::Kimasai => include_str!("../../assets/puzzles/bao-la-kimasai.txt"),
    }
}

/// The web page carries none: it fetches them ([`web_file`], [`install_fetched`]).
#[cfg(target_arch = "wasm32")]
pub fn shipped_text(_game: GameId) -> &'static str {
    ""
}

/// Puzzles one a line; lines starting with `#` and empty lines are skipped.
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, (usize, PuzzleError)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(index, line)| line.parse().map_err(|error| (index + 1, error)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SADEQA: &str = "sadeqa-iii";

    fn sadeqa_line(moves: &str) -> String {
        let start = AnyMatch::new(GameId::Sadeqa, &Default::default());
        format!("{}\t{moves}\twin-the-count\t3", start.position_text())
    }

    #[test]
    fn every_theme_is_written_in_the_progress_file_by_its_id() {
        for theme in Theme::ALL {
            let written = serde_json::to_string(&theme).unwrap();
            assert_eq!(written, format!("\"{}\"", theme.id()));
            assert_eq!(serde_json::from_str::<Theme>(&written).unwrap(), theme);
        }
    }

    #[test]
    fn a_line_reads_and_writes_the_same() {
        let text = sadeqa_line("a A b");
        let puzzle: Puzzle = text.parse().unwrap();
        assert_eq!(puzzle.to_string(), text);
        assert_eq!(puzzle.game().id(), SADEQA);
        assert_eq!(puzzle.solver(), Player::South);
        assert_eq!(puzzle.solver_moves(), 2);
        assert_eq!(puzzle.line.len(), 3);
    }

    #[test]
    fn bad_lines_are_refused_with_the_reason() {
        let position = AnyMatch::new(GameId::Sadeqa, &Default::default()).position_text();
        let cases = [
            ("a\tb".to_string(), PuzzleError::Fields(2)),
            (sadeqa_line(""), PuzzleError::Line),
            (sadeqa_line("a A"), PuzzleError::Line),
            (
                format!("{position}\ta\tchess\t3"),
                PuzzleError::Theme("chess".into()),
            ),
            (
                format!("{position}\ta\tcapture\t9"),
                PuzzleError::Difficulty("9".into()),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Puzzle>(), Err(error), "{text}");
        }
        let refused = sadeqa_line("a a").parse::<Puzzle>().unwrap_err();
        assert!(
            matches!(refused, PuzzleError::Move { number: 2, .. }),
            "{refused}"
        );
        assert!(matches!(
            "nothing\ta\tcapture\t1".parse::<Puzzle>(),
            Err(PuzzleError::Position(_))
        ));
    }

    #[test]
    fn comments_and_empty_lines_are_skipped_and_a_bad_line_is_numbered() {
        let text = format!("# puzzles\n\n{}\n{}\n", sadeqa_line("a"), sadeqa_line(""));
        assert_eq!(read_puzzles(&text).unwrap_err(), (4, PuzzleError::Line));
        assert_eq!(
            read_puzzles(&format!("# x\n{}\n", sadeqa_line("a")))
                .unwrap()
                .len(),
            1
        );
    }
}
