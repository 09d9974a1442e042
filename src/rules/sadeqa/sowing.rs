//! Relay sowing on the 2×8 board, with the limit that declares a sowing endless.

use crate::rules::{EventSink, MoveEvent, NoEvents};

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
    sow_recording(board, start, &mut NoEvents)
}

/// [`sow`], reporting the lifting of the seeds, every seed dropped and every relay pick-up.
/// Whole laps are sown at once (a long sowing costs no more than a short one in search).
pub fn sow_recording(
    board: &[u8; HOLES],
    start: usize,
    events: &mut impl EventSink,
) -> Option<Sown> {
    let mut board = *board;
    let mut hand = std::mem::take(&mut board[start]) as usize;
    events.event(MoveEvent::Lifted {
        hole: start as u8,
        seeds: hand as u8,
    });
    let mut hole = start;
    let mut relays = 0;
    loop {
        events.sow(hole as u8, hand, HOLES as u8);
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
        events.event(MoveEvent::Relayed {
            hole: hole as u8,
            seeds: hand as u8,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_laps_equal_seed_by_seed_sowing() {
        let board = [20, 0, 3, 1, 0, 0, 2, 0, 1, 0, 0, 5, 0, 0, 1, 0];
        let sown = sow(&board, 0).unwrap();
        let mut replay = board;
        let mut events = Vec::new();
        assert_eq!(sow_recording(&board, 0, &mut events), Some(sown));
        for event in events {
            match event {
                MoveEvent::Lifted { hole, seeds } | MoveEvent::Relayed { hole, seeds } => {
                    assert_eq!(replay[hole as usize], seeds);
                    replay[hole as usize] = 0;
                }
                MoveEvent::Dropped { hole } => replay[hole as usize] += 1,
                other => panic!("a sowing has no {other:?}"),
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
