//! Building Sadeqa III's endgame table, Awari-style: boards by their seeds, fewest first (a
//! capture leads to fewer seeds, already solved), and within a count by repeated sweeps until
//! nothing changes, because sowing without a capture can go round in circles.
//!
//! Each board (its player to move sowing from holes 0..8) gets two values of the seeds still to
//! be won, mover's minus opponent's: `low` scores a line that would never end as badly as can
//! be for the player to move, `high` as well as can be. Starting from those extremes the
//! sweeps raise `low` and lower `high` to the values of the two games; where they meet, the
//! value holds whatever an endless line is worth, and the table knows it.
//!
//! Each sweep computes the next values from the last sweep's only (Jacobi's order), so that
//! after sweep `k` a value is that of a game cut off after `k` plies: the sweep in which a
//! value last changed (its rank) bounds the plies in which it is forced, and following ranks
//! downwards makes progress where two moves keep the same value (`SadeqaTables::best_move`).

use super::sadeqa_index::{MAX_SEEDS, board_count, rank, turned, unrank};
use super::sadeqa_tables::SadeqaTables;
use crate::rules::sadeqa::Sadeqa;
use crate::rules::{Game, Player};

/// What an endless line is worth in the two games: beyond any margin of real seeds.
pub(super) const ENDLESS: i8 = 100;

/// The work on one count of seeds: first each board's moves, then the sweeps.
struct Level {
    seeds: usize,
    /// The best a capturing move gives, in the low and the high game (`-ENDLESS` if none);
    /// a board without a move holds its final value here.
    exit_low: Vec<i8>,
    exit_high: Vec<i8>,
    /// The boards moves without a capture lead to, board after board, and how many each board
    /// has (the sweeps read them in order, so a running cursor finds a board's).
    child_counts: Vec<u8>,
    children: Vec<u32>,
    cursor: usize,
    low: Vec<i8>,
    high: Vec<i8>,
    /// The values the sweep under way computes from `low` and `high`.
    next_low: Vec<i8>,
    next_high: Vec<i8>,
    /// The sweep in which each value last changed.
    rank_low: Vec<u8>,
    rank_high: Vec<u8>,
    /// Boards with this many seeds.
    count: usize,
    /// The next board to expand or sweep.
    next: usize,
    expanded: bool,
    changed: bool,
    sweeps: u32,
}

/// One count of seeds, solved: each board's two values and their ranks.
pub(super) struct SolvedLevel {
    pub low: Vec<i8>,
    pub high: Vec<i8>,
    pub rank_low: Vec<u8>,
    pub rank_high: Vec<u8>,
}

/// Builds the table in slices (`work`), so that a browser can build it between frames.
pub struct SadeqaTableBuilder {
    done: Vec<SolvedLevel>,
    level: Option<Level>,
    /// Sweeps in all, and the most one count of seeds took.
    sweeps: (u32, u32),
}

impl Default for SadeqaTableBuilder {
    fn default() -> Self {
        SadeqaTableBuilder::new()
    }
}

impl SadeqaTableBuilder {
    pub fn new() -> Self {
        SadeqaTableBuilder {
            done: Vec::new(),
            level: None,
            sweeps: (0, 0),
        }
    }

    /// Does about `budget` boards' worth of work; true once the table is complete.
    pub fn work(&mut self, budget: usize) -> bool {
        for _ in 0..budget {
            if self.done.len() > MAX_SEEDS {
                return true;
            }
            let seeds = self.done.len();
            let level = self.level.get_or_insert_with(|| Level::new(seeds));
            if !level.expanded {
                level.expand_next(&self.done);
            } else if level.sweep_next() {
                let level = self.level.take().expect("a level under way");
                self.sweeps.0 += level.sweeps;
                self.sweeps.1 = self.sweeps.1.max(level.sweeps);
                self.done.push(SolvedLevel {
                    low: level.low,
                    high: level.high,
                    rank_low: level.rank_low,
                    rank_high: level.rank_high,
                });
            }
        }
        self.done.len() > MAX_SEEDS
    }

    /// Builds the whole table at once.
    pub fn finish(mut self) -> SadeqaTables {
        while !self.work(1 << 16) {}
        self.into_tables().expect("the table is complete")
    }

    /// The table, once `work` has said it is complete.
    pub fn into_tables(self) -> Option<SadeqaTables> {
        (self.done.len() > MAX_SEEDS).then(|| SadeqaTables::new(self.done, self.sweeps))
    }
}

impl Level {
    fn new(seeds: usize) -> Level {
        let count = board_count(seeds);
        Level {
            seeds,
            exit_low: Vec::with_capacity(count),
            exit_high: Vec::with_capacity(count),
            child_counts: Vec::with_capacity(count),
            // About 2.4 moves without a capture a board at ten seeds: room for them at once, so
            // that growing the list never holds two copies of it.
            children: Vec::with_capacity(count * 5 / 2),
            cursor: 0,
            // Filled board by board as the moves are read, so that no slice of a browser's
            // build sets megabytes at once.
            low: Vec::with_capacity(count),
            high: Vec::with_capacity(count),
            next_low: Vec::with_capacity(count),
            next_high: Vec::with_capacity(count),
            rank_low: Vec::with_capacity(count),
            rank_high: Vec::with_capacity(count),
            count,
            next: 0,
            expanded: false,
            changed: false,
            sweeps: 0,
        }
    }

    /// Plays every move of the next board through the rules: a capture's value comes from the
    /// level it falls to, a move without one is remembered for the sweeps.
    fn expand_next(&mut self, done: &[SolvedLevel]) {
        let board = unrank(self.seeds, self.next);
        let position = Sadeqa::from_board(board, Player::South);
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let (mut exit_low, mut exit_high) = (-ENDLESS as i16, -ENDLESS as i16);
        if moves.is_empty() {
            // The last mover takes what is left.
            (exit_low, exit_high) = (-(self.seeds as i16), -(self.seeds as i16));
        }
        for mv in moves {
            let mut after = position;
            after.play_unchecked(mv);
            let taken = after.captured(Player::South) as usize;
            let child = turned(after.holes());
            if taken == 0 {
                self.children.push(rank(&child) as u32);
                continue;
            }
            let below = &done[self.seeds - taken];
            let slot = rank(&child);
            exit_low = exit_low.max(taken as i16 - below.high[slot] as i16);
            exit_high = exit_high.max(taken as i16 - below.low[slot] as i16);
        }
        self.exit_low.push(clamp(exit_low));
        self.exit_high.push(clamp(exit_high));
        self.child_counts
            .push((self.children.len() - self.cursor) as u8);
        self.cursor = self.children.len();
        self.low.push(-ENDLESS);
        self.next_low.push(-ENDLESS);
        self.high.push(ENDLESS);
        self.next_high.push(ENDLESS);
        self.rank_low.push(0);
        self.rank_high.push(0);
        self.next += 1;
        if self.next == self.count {
            self.expanded = true;
            self.next = 0;
            self.cursor = 0;
        }
    }

    /// Computes the next board's two values from the last sweep's; true once a whole sweep
    /// changed nothing (the level is solved). Ranks saturate at 255 sweeps.
    fn sweep_next(&mut self) -> bool {
        let board = self.next;
        let moves = self.cursor..self.cursor + self.child_counts[board] as usize;
        self.cursor = moves.end;
        let (mut low, mut high) = (self.exit_low[board] as i16, self.exit_high[board] as i16);
        for &child in &self.children[moves] {
            low = low.max(-(self.high[child as usize] as i16));
            high = high.max(-(self.low[child as usize] as i16));
        }
        let (low, high) = (clamp(low), clamp(high));
        let sweep = (self.sweeps + 1).min(u8::MAX as u32) as u8;
        if low != self.low[board] {
            self.rank_low[board] = sweep;
            self.changed = true;
        }
        if high != self.high[board] {
            self.rank_high[board] = sweep;
            self.changed = true;
        }
        self.next_low[board] = low;
        self.next_high[board] = high;
        self.next += 1;
        if self.next < self.low.len() {
            return false;
        }
        self.next = 0;
        self.cursor = 0;
        self.sweeps += 1;
        std::mem::swap(&mut self.low, &mut self.next_low);
        std::mem::swap(&mut self.high, &mut self.next_high);
        !std::mem::take(&mut self.changed)
    }
}

fn clamp(value: i16) -> i8 {
    value.clamp(-(ENDLESS as i16), ENDLESS as i16) as i8
}
