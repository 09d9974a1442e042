//! Shax's endgame tables: every movement position with three or four pieces a side, its value
//! for the player in the alternation, and reading them for the player to move.

use std::sync::OnceLock;

use super::shax_index::Layout;
use super::value::{Exact, from_byte};
use crate::rules::shax::{Phase, QUIET_PLY_LIMIT, Shax, ShaxMove};
use crate::rules::{Game, Status};

/// The tables by (own, other) pieces of the player in the alternation and the opponent.
pub(super) const TABLES: [(usize, usize); 4] = [(3, 3), (3, 4), (4, 3), (4, 4)];

/// The tables built in order: each group's removals lead only into groups built before it
/// (3v4 and 4v3 step into each other, so they are built together).
pub(super) const GROUPS: [&[usize]; 3] = [&[0], &[1, 2], &[3]];

pub(super) fn table_of(own: u32, other: u32) -> Option<usize> {
    let counts = (own.count_ones() as usize, other.count_ones() as usize);
    TABLES.iter().position(|&t| t == counts)
}

/// The four tables, complete.
pub struct ShaxTables {
    pub(super) layouts: Vec<Layout>,
    pub(super) values: Vec<Vec<u8>>,
}

impl ShaxTables {
    /// The value for the player in the alternation of the position `own` against `other`,
    /// if the table holds it (a finished table holds every position of its counts).
    pub(super) fn stored(&self, own: u32, other: u32) -> Option<(usize, usize, u8)> {
        let table = table_of(own, other)?;
        let slot = self.layouts[table].slot(own, other);
        Some((table, slot, self.values[table][slot]))
    }

    /// The value of a Shax position for the player to move (the `turn`), with perfect play;
    /// `None` outside the tables, and where the 100 quiet plies could end the game before the
    /// table's line does (the tables know no quiet-ply count and no repetition).
    pub fn probe(&self, position: &Shax) -> Option<Exact> {
        let value = self.value_for_play(position)?;
        let quiet = position.quiet_plies() as u16;
        match value.plies() {
            Some(plies) if quiet + plies > QUIET_PLY_LIMIT as u16 => None,
            _ => Some(value),
        }
    }

    /// The tables' value for the player to move whatever the quiet plies, which is what play
    /// goes by: the quiet plies can only turn a table's win or loss into a draw, so the side that
    /// follows the tables never loses a position they do not call lost; a guess in their place
    /// where the count is high could prefer a table loss to a table draw.
    pub fn value_for_play(&self, position: &Shax) -> Option<Exact> {
        // The cheap tests first: the search asks this of every position it visits.
        if position.phase() != Phase::Moving {
            return None;
        }
        let alternation = position.alternation_player();
        let own = position.pieces(alternation);
        let other = position.pieces(alternation.opponent());
        table_of(own, other)?;
        let mover = position.turn()?;
        let (_, _, byte) = self.stored(own, other)?;
        let value = from_byte(byte);
        Some(if mover == alternation {
            value
        } else {
            value.flipped()
        })
    }

    /// The mover's best move by the tables and its value for the mover (the quickest win, a
    /// draw, or the longest loss), judged one move ahead through the rules; `None` where the
    /// tables do not hold the position.
    pub fn best_move(&self, position: &Shax) -> Option<(ShaxMove, Exact)> {
        self.probe(position)?;
        let mover = position.turn()?;
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut best: Option<(ShaxMove, Exact)> = None;
        for mv in moves {
            let mut after = *position;
            after.play_unchecked(mv);
            let value = match after.status() {
                Status::Over { winner: None, .. } => Exact::Draw,
                Status::Over { winner, .. } if winner == Some(mover) => Exact::Win { plies: 0 },
                Status::Over { .. } => Exact::Loss { plies: 0 },
                Status::Ongoing => {
                    let seen = self.probe(&after)?;
                    if after.turn() == Some(mover) {
                        seen
                    } else {
                        seen.flipped()
                    }
                }
            }
            .one_ply_earlier();
            if best.is_none_or(|(_, b)| value.preference() > b.preference()) {
                best = Some((mv, value));
            }
        }
        best
    }

    /// Positions in each table (one per class of symmetric positions), and how many are won,
    /// drawn and lost for the player in the alternation, and the longest win.
    pub fn census(&self) -> Vec<TableCensus> {
        TABLES
            .iter()
            .enumerate()
            .map(|(table, &(own, other))| {
                let layout = &self.layouts[table];
                let mut census = TableCensus {
                    own,
                    other,
                    slots: layout.slots(),
                    ..TableCensus::default()
                };
                for slot in 0..layout.slots() {
                    let (own_set, other_set) = layout.position(slot);
                    if layout.slot(own_set, other_set) != slot {
                        continue;
                    }
                    census.positions += 1;
                    match from_byte(self.values[table][slot]) {
                        Exact::Win { plies } => {
                            census.won += 1;
                            census.longest_win = census.longest_win.max(plies);
                        }
                        Exact::Loss { .. } => census.lost += 1,
                        Exact::Draw | Exact::Margin { .. } => census.drawn += 1,
                    }
                }
                census
            })
            .collect()
    }

    /// Bytes the values take in memory (one per slot).
    pub fn bytes(&self) -> usize {
        self.values.iter().map(Vec::len).sum()
    }
}

/// One table's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableCensus {
    pub own: usize,
    pub other: usize,
    pub slots: usize,
    pub positions: usize,
    pub won: usize,
    pub drawn: usize,
    pub lost: usize,
    pub longest_win: u16,
}

static INSTALLED: OnceLock<ShaxTables> = OnceLock::new();

/// Makes finished tables the ones search, hints and reviews read; false if some already were.
pub fn install(tables: ShaxTables) -> bool {
    INSTALLED.set(tables).is_ok()
}

/// The installed tables, once built.
pub fn installed() -> Option<&'static ShaxTables> {
    INSTALLED.get()
}
