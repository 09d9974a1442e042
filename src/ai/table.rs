//! The transposition table: search results by Zobrist key, so a position is searched once.

use super::evaluate::{Score, WIN_THRESHOLD};

/// How a stored score bounds the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (no move reached alpha).
    Upper,
}

impl Bound {
    /// What a node's best score says of its value, given the window it was searched with.
    pub fn of(best_score: Score, alpha_at_entry: Score, beta: Score) -> Bound {
        if best_score <= alpha_at_entry {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}

#[derive(Copy, Clone, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub depth: i32,
    pub score: Score,
    pub bound: Bound,
    pub best: Option<M>,
}

/// A fixed-size table indexed by the low bits of the key; deeper results win a slot.
pub struct TranspositionTable<M> {
    slots: Vec<Option<Entry<M>>>,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        TranspositionTable {
            slots: vec![None; 1 << bits],
        }
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.index(key)].filter(|e| e.key == key)
    }

    pub fn store(&mut self, entry: Entry<M>) {
        let index = self.index(entry.key);
        let slot = &mut self.slots[index];
        let keep_old = matches!(slot, Some(old) if old.key == entry.key && old.depth > entry.depth);
        if !keep_old {
            *slot = Some(entry);
        }
    }
}

/// Win scores count plies from the root; in the table they count from the node.
pub fn to_table(score: Score, ply: usize) -> Score {
    if score > WIN_THRESHOLD {
        score + ply as Score
    } else if score < -WIN_THRESHOLD {
        score - ply as Score
    } else {
        score
    }
}

pub fn from_table(score: Score, ply: usize) -> Score {
    if score > WIN_THRESHOLD {
        score - ply as Score
    } else if score < -WIN_THRESHOLD {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::evaluate::WIN;

    #[test]
    fn stores_and_finds_by_key_and_prefers_depth() {
        let mut table: TranspositionTable<u8> = TranspositionTable::new(4);
        let entry = |depth| Entry {
            key: 0x35,
            depth,
            score: 7,
            bound: Bound::Exact,
            best: Some(1),
        };
        table.store(entry(5));
        table.store(entry(2));
        assert_eq!(table.probe(0x35).unwrap().depth, 5);
        assert!(table.probe(0x45).is_none(), "same slot, other key");
    }

    #[test]
    fn win_scores_are_relative_to_the_node_in_the_table() {
        let score = WIN - 9;
        assert_eq!(from_table(to_table(score, 4), 4), score);
        assert_eq!(from_table(to_table(score, 4), 2), WIN - 7);
        assert_eq!(to_table(35, 4), 35);
    }
}
