//! Sadeqa III's endgame table: for every board with at most ten seeds, the seeds the player to
//! move wins from there on with perfect play, mover's minus opponent's, where that does not
//! hang on a line that would never end.

use std::sync::OnceLock;

use super::sadeqa_build::SolvedLevel;
use super::sadeqa_index::{MAX_SEEDS, rank, turned};
use crate::rules::sadeqa::{Sadeqa, SadeqaMove};
use crate::rules::{Game, Player};

/// The table: by seeds on the board, each board's two values and their ranks (see
/// `sadeqa_build`).
pub struct SadeqaTables {
    levels: Vec<SolvedLevel>,
    /// Sweeps in all, and the most one count of seeds took.
    sweeps: (u32, u32),
}

/// Where a board stands in the table: its level (seeds) and slot.
struct Entry<'a> {
    level: &'a SolvedLevel,
    slot: usize,
}

impl Entry<'_> {
    fn known(&self) -> Option<i32> {
        let (low, high) = (self.level.low[self.slot], self.level.high[self.slot]);
        (low == high).then_some(low as i32)
    }
}

/// The table's figures, for `daga tables build` and docs/BENCHMARKS.md.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SadeqaCensus {
    pub boards: usize,
    /// Boards whose value the table knows, and of those the ones the mover wins, draws, loses.
    pub known: usize,
    pub won: usize,
    pub drawn: usize,
    pub lost: usize,
    pub sweeps: u32,
    /// The most sweeps one count of seeds took (ranks are kept in a byte).
    pub most_sweeps: u32,
    pub bytes: usize,
}

impl SadeqaTables {
    pub(super) fn new(levels: Vec<SolvedLevel>, sweeps: (u32, u32)) -> SadeqaTables {
        SadeqaTables { levels, sweeps }
    }

    /// The board's entry, seen by the player to move (the game must not be over); `None` above
    /// ten seeds.
    fn entry(&self, position: &Sadeqa) -> Option<Entry<'_>> {
        let seeds = position.seeds_on_board() as usize;
        if seeds > MAX_SEEDS {
            return None;
        }
        let board = match position.to_move() {
            Player::South => *position.holes(),
            Player::North => turned(position.holes()),
        };
        Some(Entry {
            level: &self.levels[seeds],
            slot: rank(&board),
        })
    }

    /// The seeds the player to move wins from here on, minus the opponent's, with perfect play;
    /// `None` above ten seeds on the board, where the value hangs on an endless line, and when
    /// the game is over.
    pub fn remaining_margin(&self, position: &Sadeqa) -> Option<i32> {
        position.turn()?;
        self.entry(position)?.known()
    }

    /// How far ahead the player to move ends the game with perfect play (the seeds captured so
    /// far counted), where the table knows the rest; `None` also when the game is over.
    pub fn final_margin(&self, position: &Sadeqa) -> Option<i32> {
        position.turn()?;
        self.final_margin_in_play(position)
    }

    /// [`Self::final_margin`] of a game known to be on (the search's nodes, which have asked
    /// already): it skips the rules' check for a legal move.
    pub fn final_margin_in_play(&self, position: &Sadeqa) -> Option<i32> {
        let mover = position.to_move();
        let so_far = position.captured(mover) as i32 - position.captured(mover.opponent()) as i32;
        Some(so_far + self.entry(position)?.known()?)
    }

    /// A move that keeps the table's value and makes progress, and the final margin it gives
    /// the mover: a capture, or a move to a board whose value was settled in an earlier sweep
    /// than this one's (so that two boards of the same value never send play round in a
    /// circle).
    pub fn best_move(&self, position: &Sadeqa) -> Option<(SadeqaMove, i32)> {
        position.turn()?;
        let here = self.entry(position)?;
        let remaining = here.known()?;
        let rank = here.level.rank_low[here.slot];
        let value = self.final_margin(position)?;
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.into_iter().find_map(|mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            let taken = after.captured(position.to_move()) - position.captured(position.to_move());
            let keeps = match after.turn().and_then(|_| self.entry(&after)) {
                // The opponent cannot move: the mover takes what is left.
                None => taken as i32 + after.seeds_on_board() as i32 == remaining,
                Some(there) => {
                    there.known() == Some(taken as i32 - remaining)
                        && (taken > 0 || there.level.rank_high[there.slot] < rank)
                }
            };
            keeps.then_some((mv, value))
        })
    }

    /// Counts what the table holds.
    pub fn census(&self) -> SadeqaCensus {
        let mut census = SadeqaCensus {
            sweeps: self.sweeps.0,
            most_sweeps: self.sweeps.1,
            ..SadeqaCensus::default()
        };
        for level in &self.levels {
            census.boards += level.low.len();
            census.bytes += 4 * level.low.len();
            for (&l, &h) in level.low.iter().zip(&level.high) {
                if l != h {
                    continue;
                }
                census.known += 1;
                match l.signum() {
                    1 => census.won += 1,
                    0 => census.drawn += 1,
                    _ => census.lost += 1,
                }
            }
        }
        census
    }
}

static INSTALLED: OnceLock<SadeqaTables> = OnceLock::new();

/// Makes the table available to everything that reads it (the first one installed stays).
pub fn install(tables: SadeqaTables) {
    let _ = INSTALLED.set(tables);
}

/// The installed table, if it is built.
pub fn installed() -> Option<&'static SadeqaTables> {
    INSTALLED.get()
}
