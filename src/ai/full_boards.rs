//! Shax's full boards: a deeper search's score of every board placing can end in, read by the
//! search in place of searching on, so that placement looks past its last piece.
//!
//! Placing fills all 24 points, so the game after placement depends only on which 12 points the
//! first remover holds: 2,704,156 boards, 170,854 up to the board's 16 symmetries. Each is scored
//! once, offline, by a search from the start of the removal phase (`daga tables full-boards`),
//! and shipped in `assets/tables/shax-full-boards.bin`.

use std::sync::OnceLock;

use super::endgame::{SYMMETRIES, Symmetry, all_symmetries};
use super::evaluate::{Score, WIN, WIN_THRESHOLD};
use super::search::{Search, SearchLimits};
use crate::rules::shax::Shax;
use crate::rules::shax::board::ALL_POINTS;
use crate::rules::{AnyMatch, Match, Player};

/// The stored scores, two bytes each, little-endian, in the order of [`canonical_boards`]. The
/// desktop program and the engine carry them; the web page fetches them when a game needs them
/// ([`WEB_FILE`]), since they would add 246 KB gzipped to a page at its 5 MiB budget.
#[cfg(not(target_arch = "wasm32"))]
static SHIPPED: &[u8] = include_bytes!("../../assets/tables/shax-full-boards.bin");

/// Where the web page finds the scores, beside its own files.
pub const WEB_FILE: &str = "data/shax-full-boards.bin";

/// How many full boards there are up to the board's symmetries.
pub const BOARDS: usize = 170_854;
/// The nodes of the search that scored each shipped board.
pub const SHIPPED_NODES: u64 = 20_000;
/// How deep those searches looked, about (5 to 7 plies): a search with more plies left at a full
/// board looks on itself rather than read the stored score.
pub const STORED_DEPTH: i32 = 6;
/// A stored score beyond this (in absolute value) is a win or loss; the rest are plies to it.
const STORED_WIN: i16 = i16::MAX;
/// Wins further off than this are stored as this far.
const STORED_WIN_PLIES: i16 = 2000;
/// Ordinary scores are clipped to this, below any stored win.
const STORED_SCORE_LIMIT: Score = (STORED_WIN - STORED_WIN_PLIES - 1) as Score;

/// The scores of every full board, for the player who removes first.
pub struct FullBoards {
    symmetries: Vec<Symmetry>,
    /// The canonical boards (the first remover's points), ascending.
    boards: Vec<u32>,
    scores: Vec<i16>,
}

/// Why stored scores cannot be read.
#[derive(Debug, PartialEq, Eq)]
pub struct WrongSize {
    pub expected: usize,
    pub found: usize,
}

impl std::fmt::Display for WrongSize {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "the full boards' scores take {} bytes, not {}",
            self.expected, self.found
        )
    }
}

impl FullBoards {
    /// Reads scores stored by [`FullBoards::store`].
    pub fn read(bytes: &[u8]) -> Result<FullBoards, WrongSize> {
        if bytes.len() != BOARDS * 2 {
            return Err(WrongSize {
                expected: BOARDS * 2,
                found: bytes.len(),
            });
        }
        let boards = canonical_boards();
        let scores = bytes
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        Ok(FullBoards {
            symmetries: all_symmetries(),
            boards,
            scores,
        })
    }

    /// The score, for the player to move, of a position at the start of the removal phase,
    /// `ply` plies from a search's root (wins count their plies from there).
    pub fn score(&self, position: &Shax) -> Option<Score> {
        let remover = position.alternation_player();
        let own = position.pieces(remover);
        if (own | position.pieces(remover.opponent())) != ALL_POINTS {
            return None;
        }
        let canonical = canonical(&self.symmetries, own);
        let index = self.boards.binary_search(&canonical).ok()?;
        Some(unstored(self.scores[index]))
    }
}

/// A search score as stored: ordinary scores clipped, wins and losses by their plies.
pub fn store(score: Score) -> i16 {
    if score.abs() > WIN_THRESHOLD {
        let plies = (WIN - score.abs()).min(STORED_WIN_PLIES as Score) as i16;
        (STORED_WIN - plies) * score.signum() as i16
    } else {
        score.clamp(-STORED_SCORE_LIMIT, STORED_SCORE_LIMIT) as i16
    }
}

/// The search score of a stored one, as seen from the board itself.
pub fn unstored(stored: i16) -> Score {
    let magnitude = stored.unsigned_abs() as Score;
    if magnitude > STORED_SCORE_LIMIT {
        let plies = STORED_WIN as Score - magnitude;
        (WIN - plies) * stored.signum() as Score
    } else {
        stored as Score
    }
}

/// The least image of a set of points under the board's symmetries.
fn canonical(symmetries: &[Symmetry], set: u32) -> u32 {
    symmetries.iter().map(|s| s.apply(set)).min().unwrap_or(set)
}

/// Every set of 12 of the 24 points that is the least of its images, ascending.
pub fn canonical_boards() -> Vec<u32> {
    let symmetries = all_symmetries();
    debug_assert_eq!(symmetries.len(), SYMMETRIES);
    let mut boards = Vec::with_capacity(BOARDS);
    let mut set: u32 = (1 << 12) - 1;
    while set <= ALL_POINTS {
        if symmetries.iter().all(|s| s.apply(set) >= set) {
            boards.push(set);
        }
        // The next larger set with as many points (Gosper's hack).
        let lowest = set & set.wrapping_neg();
        let ripple = set + lowest;
        set = (((ripple ^ set) >> 2) / lowest) | ripple;
    }
    boards
}

/// The position a canonical board stands for: South holds `board` and removes first.
pub fn position_of(board: u32) -> Shax {
    Shax::at_first_removal(Player::South, board, ALL_POINTS & !board)
        .expect("12 points and their complement make a full board")
}

/// A search's score of the canonical board `board` for its first remover, as stored: how
/// `daga tables full-boards` scores each (the shipped scores with [`SHIPPED_NODES`]).
pub fn searched(board: u32, nodes: u64) -> i16 {
    let game = Match::from_position(position_of(board));
    let limits = SearchLimits {
        max_nodes: nodes,
        ..SearchLimits::default()
    };
    let result = Search::new(&game, limits)
        .run()
        .expect("a full board has removals");
    store(result.score)
}

/// The scores once read: on the desktop from the program itself at the first need, on the web
/// once the page has fetched them ([`install`]).
static READ: OnceLock<Option<FullBoards>> = OnceLock::new();

/// The shipped scores; `None` if they do not fit the boards, or on the web until fetched.
pub fn shipped() -> Option<&'static FullBoards> {
    #[cfg(not(target_arch = "wasm32"))]
    let read = READ.get_or_init(|| FullBoards::read(SHIPPED).ok());
    #[cfg(target_arch = "wasm32")]
    let read = READ.get()?;
    read.as_ref()
}

/// Makes scores fetched by the web page available to everything that reads them (once: later
/// calls change nothing).
pub fn install(bytes: &[u8]) -> Result<(), WrongSize> {
    let boards = FullBoards::read(bytes)?;
    let _ = READ.set(Some(boards));
    Ok(())
}

/// True when the scores may be read for `game`, in play, in a hint or in its review, so that a
/// page without them should fetch them: a Shax game.
pub fn wanted_for(game: &AnyMatch) -> bool {
    matches!(game, AnyMatch::Shax(_))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::table::from_table;
    use crate::rules::shax::Phase;
    use crate::rules::{Game, GameId, GameOptions};

    /// A table whose score for each board is its index, so that a test can tell boards apart.
    fn numbered() -> FullBoards {
        let count = canonical_boards().len();
        let bytes: Vec<u8> = (0..count)
            .flat_map(|i| ((i % 30_000) as i16).to_le_bytes())
            .collect();
        FullBoards::read(&bytes).expect("the right size")
    }

    #[test]
    fn every_board_has_one_canonical_image_among_170854() {
        let boards = canonical_boards();
        assert_eq!(boards.len(), BOARDS);
        assert!(boards.windows(2).all(|w| w[0] < w[1]));
        assert!(
            boards
                .iter()
                .all(|b| b.count_ones() == 12 && b & !ALL_POINTS == 0)
        );
        // Counting each canonical board's distinct images gives every set of 12 points once.
        let symmetries = all_symmetries();
        let images: usize = boards
            .iter()
            .map(|&b| {
                let mut all: Vec<u32> = symmetries.iter().map(|s| s.apply(b)).collect();
                all.sort_unstable();
                all.dedup();
                all.len()
            })
            .sum();
        assert_eq!(images, 2_704_156, "24 choose 12");
    }

    #[test]
    fn symmetric_boards_read_the_same_score_and_others_differ() {
        let table = numbered();
        let board = 0b1011_0110_1100_1010_0101_0001u32;
        assert_eq!(board.count_ones(), 12);
        let score = table.score(&position_of(board)).expect("a full board");
        for symmetry in all_symmetries() {
            let image = position_of(symmetry.apply(board));
            assert_eq!(table.score(&image), Some(score));
        }
        let other = table.score(&position_of(ALL_POINTS & !board));
        assert_ne!(
            other,
            Some(score),
            "the opponent's points are another board"
        );
    }

    #[test]
    fn scores_and_wins_survive_storing() {
        for score in [0, 1, -1, 250, -4000, 30_000] {
            assert_eq!(
                unstored(store(score)),
                score.clamp(-STORED_SCORE_LIMIT, STORED_SCORE_LIMIT)
            );
        }
        for plies in [1, 7, 150] {
            assert_eq!(unstored(store(WIN - plies)), WIN - plies);
            assert_eq!(unstored(store(-(WIN - plies))), -(WIN - plies));
        }
        assert_eq!(unstored(store(WIN - 5000)), WIN - STORED_WIN_PLIES as Score);
    }

    #[test]
    fn only_shax_wants_the_scores() {
        assert!(wanted_for(&AnyMatch::new(
            GameId::Shax,
            &GameOptions::default()
        )));
        for other in [GameId::Sadeqa, GameId::Kimasai] {
            assert!(!wanted_for(&AnyMatch::new(other, &GameOptions::default())));
        }
    }

    #[test]
    fn scores_of_another_size_are_refused() {
        assert!(install(&[1, 2, 3]).is_err());
        let error = FullBoards::read(&[0; 10]).err().expect("refused");
        assert_eq!(error.found, 10);
        assert!(error.to_string().contains("341708 bytes, not 10"));
    }

    #[test]
    fn the_shipped_scores_are_the_searches_that_made_them() {
        let shipped = shipped().expect("the shipped scores fit the boards");
        let boards = canonical_boards();
        // A few boards spread over the whole file, each searched again as the tool did.
        for index in (0..boards.len()).step_by(boards.len() / 5 + 1) {
            let expected = unstored(searched(boards[index], SHIPPED_NODES));
            assert_eq!(shipped.score(&position_of(boards[index])), Some(expected));
        }
    }

    #[test]
    fn the_search_reads_the_last_placements_board_from_the_table() {
        // North places its last piece on the only empty point: the board is full, and with no
        // line formed while placing, North, who placed last, removes first.
        let position =
            Shax::from_position_text("SNSNSNSN/NSNSNSNS/SNSNSNS. north place 0 1 - 0").unwrap();
        let game = Match::from_position(position);
        let limits = SearchLimits {
            max_depth: 1,
            ..SearchLimits::default()
        };
        let result = Search::new(&game, limits).run().expect("one move");
        let mut after = game.clone();
        after.play(result.best).unwrap();
        assert_eq!(after.position().phase(), Phase::FirstRemoval);
        let remover = after.turn().unwrap();
        let stored = shipped().unwrap().score(after.position()).unwrap();
        assert_eq!(remover, Player::North);
        assert_eq!(result.score, from_table(stored, 1));
        // With more plies left there than the stored search looked, the search looks on itself.
        let deeper = |plies| {
            let limits = SearchLimits {
                max_depth: plies,
                ..SearchLimits::default()
            };
            Search::new(&game, limits).run().expect("one move").nodes
        };
        let last_reading = deeper(STORED_DEPTH as u32 + 1);
        assert!(
            last_reading < 20,
            "{last_reading} nodes: each iteration reads the score"
        );
        assert!(deeper(STORED_DEPTH as u32 + 2) > 100 + last_reading);
    }
}
