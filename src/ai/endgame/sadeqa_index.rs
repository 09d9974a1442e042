//! Numbering of Sadeqa III boards by their seeds: the ways to put `n` seeds in 16 holes, each
//! ranked as the colex rank of its 15 bars among `n + 15` slots (stars and bars).

use crate::rules::sadeqa::sowing::HOLES;

/// The most seeds on the board the tables hold.
pub const MAX_SEEDS: usize = 10;

/// Bars between the holes.
const BARS: usize = HOLES - 1;
/// Slots for seeds and bars on the fullest board.
const SLOTS: usize = MAX_SEEDS + BARS;

/// Binomial coefficients `C(a, b)` for `a <= SLOTS`, `b <= BARS`.
const BINOMIAL: [[u32; BARS + 1]; SLOTS + 1] = {
    let mut table = [[0u32; BARS + 1]; SLOTS + 1];
    let mut a = 0;
    while a <= SLOTS {
        table[a][0] = 1;
        let mut b = 1;
        while b <= BARS && b <= a {
            table[a][b] = table[a - 1][b - 1] + if b < a { table[a - 1][b] } else { 0 };
            b += 1;
        }
        a += 1;
    }
    table
};

/// How many boards hold exactly `seeds` seeds.
pub fn board_count(seeds: usize) -> usize {
    BINOMIAL[seeds + BARS][BARS] as usize
}

/// The rank of a board among those with the same number of seeds (at most [`MAX_SEEDS`]).
pub fn rank(holes: &[u8; HOLES]) -> usize {
    let mut rank = 0;
    let mut seeds_before = 0;
    for (bar, &seeds) in holes[..BARS].iter().enumerate() {
        seeds_before += seeds as usize;
        // Bar `bar` (0-based) stands after the seeds of holes 0..=bar and the bars before it.
        rank += BINOMIAL[seeds_before + bar][bar + 1] as usize;
    }
    rank
}

/// The board with `seeds` seeds and rank `rank`.
pub fn unrank(seeds: usize, mut rank: usize) -> [u8; HOLES] {
    let mut bars = [0usize; BARS];
    let mut slot = seeds + BARS;
    for bar in (0..BARS).rev() {
        // The highest slot below the previous bar whose binomial fits the rank left.
        slot -= 1;
        while BINOMIAL[slot][bar + 1] as usize > rank {
            slot -= 1;
        }
        rank -= BINOMIAL[slot][bar + 1] as usize;
        bars[bar] = slot;
    }
    let mut holes = [0u8; HOLES];
    holes[0] = bars[0] as u8;
    for hole in 1..BARS {
        holes[hole] = (bars[hole] - bars[hole - 1] - 1) as u8;
    }
    holes[BARS] = (seeds + BARS - 1 - bars[BARS - 1]) as u8;
    holes
}

/// The board seen by the other player: the rows change places, so the player to move's row is
/// always holes 0..8 in the tables.
pub fn turned(holes: &[u8; HOLES]) -> [u8; HOLES] {
    let mut turned = [0u8; HOLES];
    turned[..8].copy_from_slice(&holes[8..]);
    turned[8..].copy_from_slice(&holes[..8]);
    turned
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_every_board_once() {
        for seeds in 0..=4 {
            let count = board_count(seeds);
            for r in 0..count {
                let holes = unrank(seeds, r);
                assert_eq!(holes.iter().map(|&s| s as usize).sum::<usize>(), seeds);
                assert_eq!(rank(&holes), r, "{holes:?}");
            }
        }
        assert_eq!(board_count(10), 3_268_760);
        let last_hole = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10];
        assert_eq!(rank(&last_hole), 0, "every bar before every seed");
        let first_hole = [10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(rank(&first_hole), board_count(10) - 1);
        assert_eq!(unrank(10, board_count(10) - 1), first_hole);
    }

    #[test]
    fn turning_twice_is_the_same_board() {
        let holes = unrank(7, 12_345);
        assert_eq!(turned(&turned(&holes)), holes);
        assert_eq!(turned(&holes)[..8], holes[8..]);
    }
}
