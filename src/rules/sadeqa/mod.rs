//! Sadeqa III, the Oromo 2×8 mancala: relay sowing, captures from the opposite hole.

pub mod notation;
pub mod sowing;
#[cfg(test)]
mod tests;
mod text;

pub use notation::SadeqaMove;
use sowing::{HOLES, Sown, opposite, sow};

use super::zobrist::{self, NORTH_TO_MOVE};
use super::{
    BoardView, EndReason, EventSink, Game, GameId, GameOptions, MoveEvent, Player, PositionError,
    SpotContents, Status,
};

/// The most seeds the board may hold, so that no hole can overflow.
pub const MAX_BOARD_SEEDS: u32 = 255;

/// A Sadeqa III position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sadeqa {
    holes: [u8; HOLES],
    captured: [u16; 2],
    to_move: Player,
    /// Set when the third occurrence ended the game; the rows were then taken by their owners.
    ended_by_repetition: bool,
}

/// Why a Sadeqa III sowing cannot be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalSowing {
    GameOver,
    /// A hole of the other player's row.
    OthersRow {
        hole: SadeqaMove,
        mover: Player,
    },
    Empty(SadeqaMove),
    /// A sowing that needs more than `MAX_RELAYS` relay pick-ups.
    Endless(SadeqaMove),
}

impl std::fmt::Display for IllegalSowing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            IllegalSowing::GameOver => f.write_str("the game is over"),
            IllegalSowing::OthersRow { hole, mover } => write!(
                f,
                "{hole} is in {}'s row; {mover} sows from their own row",
                mover.opponent()
            ),
            IllegalSowing::Empty(hole) => write!(f, "{hole} is empty"),
            IllegalSowing::Endless(hole) => write!(
                f,
                "sowing from {hole} never ends (more than {} relay pick-ups)",
                sowing::MAX_RELAYS
            ),
        }
    }
}

impl std::error::Error for IllegalSowing {}

/// The holes of a player's row.
pub fn row(player: Player) -> std::ops::Range<usize> {
    match player {
        Player::South => 0..8,
        Player::North => 8..16,
    }
}

/// The owner of a hole's row.
pub fn row_owner(hole: usize) -> Player {
    if hole < 8 {
        Player::South
    } else {
        Player::North
    }
}

impl Sadeqa {
    /// A position with these seeds in the holes, `to_move` to move and nothing captured yet
    /// (the endgame tables' positions: only what is on the board matters to the rest). The
    /// board must hold at most [`MAX_BOARD_SEEDS`] seeds, so that no sowing overflows a hole.
    pub fn from_board(holes: [u8; HOLES], to_move: Player) -> Sadeqa {
        debug_assert!(holes.iter().map(|&s| s as u32).sum::<u32>() <= MAX_BOARD_SEEDS);
        Sadeqa {
            holes,
            captured: [0, 0],
            to_move,
            ended_by_repetition: false,
        }
    }

    pub fn holes(&self) -> &[u8; HOLES] {
        &self.holes
    }

    pub fn captured(&self, player: Player) -> u32 {
        self.captured[player.index()] as u32
    }

    /// The player whose turn it is (also when the game is over: the one who could not move).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn seeds_on_board(&self) -> u32 {
        self.holes.iter().map(|&s| s as u32).sum()
    }

    /// The hole whose seeds the mover captures after `sown`: the one across from the last
    /// seed's hole, when that hole is in the mover's row and the one across holds seeds. The
    /// capture rule, written once.
    fn capture_after(&self, sown: &Sown) -> Option<usize> {
        let across = opposite(sown.last);
        (row_owner(sown.last) == self.to_move && sown.board[across] > 0).then_some(across)
    }

    /// True if `mv` (legal) ends with a capture.
    pub fn captures(&self, mv: SadeqaMove) -> bool {
        sow(&self.holes, mv.hole()).is_some_and(|sown| self.capture_after(&sown).is_some())
    }

    /// The seeds `mv` (legal) captures by the capture rule: not the seeds that the game's end
    /// gives the last mover, which a move that ends the game brings besides.
    pub fn seeds_captured_by(&self, mv: SadeqaMove) -> u32 {
        sow(&self.holes, mv.hole())
            .and_then(|sown| Some(sown.board[self.capture_after(&sown)?] as u32))
            .unwrap_or(0)
    }

    fn is_playable(&self, hole: usize) -> bool {
        self.holes[hole] > 0 && sow(&self.holes, hole).is_some()
    }

    fn has_legal_move(&self) -> bool {
        row(self.to_move).any(|hole| self.is_playable(hole))
    }

    fn validate(&self) -> Result<(), PositionError> {
        if self.seeds_on_board() > MAX_BOARD_SEEDS {
            return Err(PositionError::Impossible(format!(
                "the board holds {} seeds; at most {MAX_BOARD_SEEDS} are allowed",
                self.seeds_on_board()
            )));
        }
        Ok(())
    }
}

impl Game for Sadeqa {
    type Move = SadeqaMove;
    type Illegal = IllegalSowing;
    type RepetitionKey = ([u8; HOLES], Player);

    const ID: &'static str = "sadeqa-iii";
    const GAME_ID: GameId = GameId::Sadeqa;
    const REPETITION_LIMIT: usize = 3;

    fn start(options: &GameOptions) -> Self {
        Sadeqa {
            holes: [options.seeds; HOLES],
            captured: [0, 0],
            to_move: options.first,
            ended_by_repetition: false,
        }
    }

    fn turn(&self) -> Option<Player> {
        (!self.status().is_over()).then_some(self.to_move)
    }

    fn status(&self) -> Status {
        let reason = if self.ended_by_repetition {
            EndReason::Repetition
        } else if !self.has_legal_move() {
            EndReason::NoMoves
        } else {
            return Status::Ongoing;
        };
        let [south, north] = self.score();
        let winner = match south.cmp(&north) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        };
        Status::Over { winner, reason }
    }

    fn score(&self) -> [u32; 2] {
        let mut score = [self.captured[0] as u32, self.captured[1] as u32];
        // When the player to move cannot move, the last mover takes what is left.
        if !self.ended_by_repetition && !self.has_legal_move() {
            score[self.to_move.opponent().index()] += self.seeds_on_board();
        }
        score
    }

    fn legal_moves(&self, moves: &mut Vec<SadeqaMove>) {
        if self.ended_by_repetition {
            return;
        }
        moves.extend(
            row(self.to_move)
                .filter(|&hole| self.is_playable(hole))
                .map(|hole| SadeqaMove(hole as u8)),
        );
    }

    fn play_recording(&mut self, mv: SadeqaMove, events: &mut impl EventSink) {
        let Some(sown) = sowing::sow_recording(&self.holes, mv.hole(), events) else {
            return;
        };
        self.holes = sown.board;
        if let Some(across) = self.capture_after(&sown) {
            let seeds = std::mem::take(&mut self.holes[across]);
            self.captured[self.to_move.index()] += seeds as u16;
            events.event(MoveEvent::SeedsCaptured {
                captor: self.to_move,
                hole: across as u8,
                seeds,
            });
        }
        let mover = self.to_move;
        self.to_move = mover.opponent();
        if events.records() && !self.has_legal_move() {
            // The game is over: the last mover takes what is left on the board.
            for (hole, &seeds) in self.holes.iter().enumerate().filter(|(_, n)| **n > 0) {
                events.event(MoveEvent::SeedsCaptured {
                    captor: mover,
                    hole: hole as u8,
                    seeds,
                });
            }
        }
    }

    fn illegal_reason(&self, mv: SadeqaMove) -> Option<IllegalSowing> {
        let hole = mv.hole();
        Some(if self.status().is_over() {
            IllegalSowing::GameOver
        } else if row_owner(hole) != self.to_move {
            IllegalSowing::OthersRow {
                hole: mv,
                mover: self.to_move,
            }
        } else if self.holes[hole] == 0 {
            IllegalSowing::Empty(mv)
        } else if sow(&self.holes, hole).is_none() {
            IllegalSowing::Endless(mv)
        } else {
            return None;
        })
    }

    fn repetition_key(&self) -> Self::RepetitionKey {
        (self.holes, self.to_move)
    }

    fn starts_repetition_window(&self, previous: &Self) -> bool {
        self.seeds_on_board() != previous.seeds_on_board()
    }

    fn end_by_repetition(&mut self, events: &mut impl EventSink) {
        // Each player takes the seeds in their own row.
        for player in Player::BOTH {
            for hole in row(player) {
                let seeds = std::mem::take(&mut self.holes[hole]);
                self.captured[player.index()] += seeds as u16;
                if seeds > 0 {
                    events.event(MoveEvent::SeedsCaptured {
                        captor: player,
                        hole: hole as u8,
                        seeds,
                    });
                }
            }
        }
        self.ended_by_repetition = true;
    }

    fn board_view(&self) -> BoardView {
        // When the player to move cannot move, what is left belongs to the last mover
        // (see `score`): it is shown in their store, not in the holes.
        let awarded = !self.ended_by_repetition && !self.has_legal_move();
        BoardView {
            spots: self
                .holes
                .iter()
                .map(|&n| SpotContents::seeds(if awarded { 0 } else { n as u16 }))
                .collect(),
            stores: self.score(),
            hand: 0,
        }
    }

    fn zobrist(&self) -> u64 {
        static HOLE_KEYS: [u64; HOLES * 256] = zobrist::keys(0x5ADE_0001);
        let mut hash = zobrist::splitmix64(
            (self.captured[0] as u64) << 32
                | (self.captured[1] as u64) << 8
                | self.ended_by_repetition as u64,
        );
        for (hole, &seeds) in self.holes.iter().enumerate() {
            hash ^= HOLE_KEYS[hole * 256 + seeds as usize];
        }
        if self.to_move == Player::North {
            hash ^= NORTH_TO_MOVE;
        }
        hash
    }

    fn to_position_text(&self) -> String {
        text::write(self)
    }

    fn from_position_text(text: &str) -> Result<Self, PositionError> {
        let position = text::read(text)?;
        position.validate()?;
        Ok(position)
    }
}
