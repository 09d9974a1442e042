//! Where a Shax movement position sits in its table: one slot per position up to the board's
//! symmetries, numbered by the class of the pieces of the player in the alternation and the
//! opponent's pieces on the points those leave free.

use std::collections::HashMap;

use super::shax_symmetry::{self, Symmetry};
use crate::rules::shax::board::POINTS;

/// Binomial coefficients C(n, k) for n ≤ 24, k ≤ 4.
const fn binomials() -> [[u32; 5]; POINTS + 1] {
    let mut table = [[0u32; 5]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        table[n][0] = 1;
        let mut k = 1;
        while k <= 4 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
}

const BINOMIAL: [[u32; 5]; POINTS + 1] = binomials();

/// The colex rank of a set of points among the sets of its size.
fn rank(set: u32) -> u32 {
    let mut rest = set;
    let mut rank = 0;
    let mut k = 1;
    while rest != 0 {
        rank += BINOMIAL[rest.trailing_zeros() as usize][k];
        rest &= rest - 1;
        k += 1;
    }
    rank
}

/// The set of `size` positions with colex rank `rank`.
fn unrank(mut rank: u32, size: usize) -> u32 {
    let mut set = 0;
    for k in (1..=size).rev() {
        let mut position = k - 1;
        while BINOMIAL[position + 1][k] <= rank {
            position += 1;
        }
        rank -= BINOMIAL[position][k];
        set |= 1 << position;
    }
    set
}

/// `set`'s points renumbered along the points that `taken` leaves free.
fn compress(set: u32, taken: u32) -> u32 {
    let mut rest = set;
    let mut out = 0;
    while rest != 0 {
        let point = rest.trailing_zeros();
        out |= 1 << (point - (taken & ((1 << point) - 1)).count_ones());
        rest &= rest - 1;
    }
    out
}

/// The inverse of [`compress`].
fn expand(compressed: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut free = !taken & ((1 << POINTS) - 1);
    let mut position = 0;
    while free != 0 {
        let point = free.trailing_zeros();
        if compressed & (1 << position) != 0 {
            out |= 1 << point;
        }
        position += 1;
        free &= free - 1;
    }
    out
}

/// The slots of one table: `own` pieces for the player in the alternation, `other` for the
/// opponent.
pub struct Layout {
    other: usize,
    symmetries: Vec<Symmetry>,
    /// The smallest image of each class of `own`-sets.
    classes: Vec<u32>,
    /// For each `own`-set by rank: its class and the symmetries that map it to the class's set.
    class_of: Vec<(u32, u16)>,
    /// Ways to place the opponent's pieces beside a class's set.
    choices: u32,
}

impl Layout {
    pub fn new(own: usize, other: usize) -> Layout {
        let symmetries = shax_symmetry::all();
        let sets = BINOMIAL[POINTS][own];
        let mut classes = Vec::new();
        let mut class_ids = HashMap::new();
        let mut class_of = Vec::with_capacity(sets as usize);
        for r in 0..sets {
            let set = unrank(r, own);
            let smallest = symmetries.iter().map(|s| s.apply(set)).min().unwrap_or(set);
            let class = *class_ids.entry(smallest).or_insert_with(|| {
                classes.push(smallest);
                classes.len() as u32 - 1
            });
            let mapping = symmetries
                .iter()
                .enumerate()
                .filter(|(_, s)| s.apply(set) == smallest)
                .fold(0u16, |mask, (i, _)| mask | 1 << i);
            class_of.push((class, mapping));
        }
        Layout {
            other,
            symmetries,
            classes,
            class_of,
            choices: BINOMIAL[POINTS - own][other],
        }
    }

    /// Slots in the table (a few, where a class's set is symmetric itself, stay unused).
    pub fn slots(&self) -> usize {
        self.classes.len() * self.choices as usize
    }

    /// The slot of a position, the same for all its symmetric images.
    pub fn slot(&self, own: u32, other: u32) -> usize {
        let (class, mapping) = self.class_of[rank(own) as usize];
        let smallest = self.classes[class as usize];
        let mut best = u32::MAX;
        let mut rest = mapping;
        while rest != 0 {
            let symmetry = &self.symmetries[rest.trailing_zeros() as usize];
            best = best.min(rank(compress(symmetry.apply(other), smallest)));
            rest &= rest - 1;
        }
        class as usize * self.choices as usize + best as usize
    }

    /// The position a slot stands for, as (own, other) sets; its slot may be another one when
    /// the class's set is symmetric (then this slot is unused).
    pub fn position(&self, slot: usize) -> (u32, u32) {
        let class = slot / self.choices as usize;
        let within = (slot % self.choices as usize) as u32;
        let own = self.classes[class];
        (own, expand(unrank(within, self.other), own))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_compression_invert() {
        for (size, &sets) in BINOMIAL[POINTS].iter().enumerate().skip(1) {
            for r in 0..sets {
                assert_eq!(rank(unrank(r, size)), r);
            }
        }
        let taken = 0b1010_0000_0000_0001_0001;
        for set in [0b1, 0b110, 0b100_0000_0000_0000_0100_0110] {
            let set = set & !taken;
            assert_eq!(expand(compress(set, taken), taken), set);
        }
    }

    #[test]
    fn symmetric_positions_share_a_slot_and_slots_name_their_positions() {
        let layout = Layout::new(3, 4);
        let symmetries = shax_symmetry::all();
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..2000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (own, other) = random_position(state, 3, 4);
            let slot = layout.slot(own, other);
            for symmetry in &symmetries {
                assert_eq!(
                    layout.slot(symmetry.apply(own), symmetry.apply(other)),
                    slot
                );
            }
            let (own_back, other_back) = layout.position(slot);
            assert!(
                symmetries
                    .iter()
                    .any(|s| s.apply(own) == own_back && s.apply(other) == other_back),
                "the slot's position is an image of the position"
            );
        }
        assert!(
            layout.slots() < 12_114_640 / 12,
            "symmetry shrinks the table"
        );
    }

    /// Distinct points for `own` and `other` pieces from a random number.
    fn random_position(mut seed: u64, own: usize, other: usize) -> (u32, u32) {
        let mut taken = 0u32;
        let mut pick = |count: usize| {
            let mut set = 0u32;
            while set.count_ones() < count as u32 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                let point = (seed >> 33) % POINTS as u64;
                if taken & (1 << point) == 0 {
                    taken |= 1 << point;
                    set |= 1 << point;
                }
            }
            set
        };
        (pick(own), pick(other))
    }
}
