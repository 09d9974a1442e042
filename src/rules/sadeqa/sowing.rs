//! Relay sowing on the 2×8 board, with the limit that declares a sowing endless.

/// Holes in counter-clockwise order: south's a..h are 0..8, north's A..H are 8..16.
pub const HOLES: usize = 16;

/// A sowing that needs more relay pick-ups than this is endless, and so not a legal move.
pub const MAX_RELAYS: u32 = 1000;

/// The hole across the board: a-H, b-G, …, h-A.
pub const fn opposite(hole: usize) -> usize {
    HOLES - 1 - hole
}

/// Where a finite sowing ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Sown {
    pub board: [u8; HOLES],
    /// The hole the last seed fell into (it was empty before).
    pub last: usize,
    pub relays: u32,
}

/// Sows the seeds of `start` (which must hold some) with relays; `None` if the sowing is endless.
pub fn sow(board: &[u8; HOLES], start: usize) -> Option<Sown> {
    let mut board = *board;
    let mut hand = std::mem::take(&mut board[start]) as usize;
    let mut hole = start;
    let mut relays = 0;
    loop {
        let laps = (hand / HOLES) as u8;
        if laps > 0 {
            for seeds in board.iter_mut() {
                *seeds += laps;
            }
        }
        for _ in 0..hand % HOLES {
            hole = (hole + 1) % HOLES;
            board[hole] += 1;
        }
        if board[hole] == 1 {
            return Some(Sown {
                board,
                last: hole,
                relays,
            });
        }
        relays += 1;
        if relays > MAX_RELAYS {
            return None;
        }
        hand = std::mem::take(&mut board[hole]) as usize;
    }
}

/// Sows seed by seed, reporting each hole a seed falls into and each relay pick-up,
/// for animation. Stops after `MAX_RELAYS` pick-ups like [`sow`].
pub fn sow_steps(board: &[u8; HOLES], start: usize) -> Vec<SowStep> {
    let mut board = *board;
    let mut steps = vec![SowStep::PickUp(start, board[start])];
    let mut hand = std::mem::take(&mut board[start]);
    let mut hole = start;
    let mut relays = 0;
    while hand > 0 {
        hole = (hole + 1) % HOLES;
        board[hole] += 1;
        hand -= 1;
        steps.push(SowStep::Drop(hole));
        if hand == 0 && board[hole] > 1 && relays < MAX_RELAYS {
            relays += 1;
            hand = std::mem::take(&mut board[hole]);
            steps.push(SowStep::PickUp(hole, hand));
        }
    }
    steps
}

/// One event of a sowing: seeds taken up from a hole, or one seed dropped into a hole.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SowStep {
    PickUp(usize, u8),
    Drop(usize),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_laps_equal_seed_by_seed_sowing() {
        let board = [20, 0, 3, 1, 0, 0, 2, 0, 1, 0, 0, 5, 0, 0, 1, 0];
        let sown = sow(&board, 0).unwrap();
        let mut replay = board;
        for step in sow_steps(&board, 0) {
            match step {
                SowStep::PickUp(h, n) => {
                    assert_eq!(replay[h], n);
                    replay[h] = 0;
                }
                SowStep::Drop(h) => replay[h] += 1,
            }
        }
        assert_eq!(replay, sown.board);
        assert_eq!(sown.board.iter().map(|&s| s as u32).sum::<u32>(), 33);
    }

    #[test]
    fn opposite_pairs_follow_the_issue() {
        assert_eq!(opposite(0), 15); // a-H
        assert_eq!(opposite(1), 14); // b-G
        assert_eq!(opposite(7), 8); // h-A
    }
}
