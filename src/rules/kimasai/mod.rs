//! Bao la Kimasai, four rows (Maasai): single stones step counter-clockwise and capture columns.

pub mod board;
pub mod notation;
#[cfg(test)]
mod tests;
mod text;

use board::{
    CIRCUIT, CIRCUIT_MASK, back_index, circuit_hole, circuit_index, front_index, hole_name,
    index_column, is_front, owner,
};
pub use notation::KimasaiMove;

use super::zobrist::{self, NORTH_TO_MOVE};
use super::{
    BoardView, EndReason, EventSink, Game, GameId, GameOptions, MoveEvent, Player, PositionError,
    SpotContents, Status,
};

/// Stones each player starts with (24 holes less the empty leftmost front hole).
pub const START_STONES: u32 = 23;

/// Why a Bao la Kimasai step cannot be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalStep {
    GameOver,
    NoStoneOn {
        mover: Player,
        hole: board::Hole,
    },
    /// A step to another hole than the next one of the stone's circuit.
    NotNext {
        from: board::Hole,
        to: board::Hole,
    },
    Occupied(board::Hole),
}

impl std::fmt::Display for IllegalStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            IllegalStep::GameOver => f.write_str("the game is over"),
            IllegalStep::NoStoneOn { mover, hole } => {
                write!(f, "{mover} has no stone on {}", hole_name(hole))
            }
            IllegalStep::NotNext { from, to } => write!(
                f,
                "a stone on {} steps to {}, not {}",
                hole_name(from),
                hole_name(board::successor(from)),
                hole_name(to)
            ),
            IllegalStep::Occupied(hole) => write!(f, "{} is occupied", hole_name(hole)),
        }
    }
}

impl std::error::Error for IllegalStep {}

/// A Bao la Kimasai position: each player's stones as a bit set over their circuit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kimasai {
    /// Bit `i` of `stones[p]` is the hole at circuit index `i` of player `p`.
    stones: [u32; 2],
    to_move: Player,
    ended_by_repetition: bool,
}

/// Stones of a circuit whose next hole is empty.
fn movable(stones: u32) -> u32 {
    let next_occupied = ((stones >> 1) | (stones << (CIRCUIT - 1))) & CIRCUIT_MASK;
    stones & !next_occupied
}

impl Kimasai {
    pub fn stone_count(&self, player: Player) -> u32 {
        self.stones[player.index()].count_ones()
    }

    /// `player`'s stones as a mask over their circuit: bit `i` is circuit index `i`.
    pub fn circuit_stones(&self, player: Player) -> u32 {
        self.stones[player.index()]
    }

    /// True if a stone lies in `hole`.
    pub fn has_stone(&self, hole: board::Hole) -> bool {
        self.stones[owner(hole).index()] & (1 << circuit_index(hole)) != 0
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// How many of `player`'s stones can step now.
    pub fn step_count(&self, player: Player) -> u32 {
        movable(self.stones[player.index()]).count_ones()
    }

    /// The capture rule, written once: stepping into circuit index `to` of the front row takes
    /// the opponent's front stone of that column, if there is one, and the stone behind it.
    /// Returns the opponent's circuit indices of the front and back holes of that column.
    #[inline]
    fn capture_at(&self, me: Player, to: u8) -> Option<(u8, u8)> {
        if !is_front(to) {
            return None;
        }
        let them = me.opponent();
        let col = index_column(me, to);
        let front = front_index(them, col);
        (self.stones[them.index()] & (1 << front) != 0).then(|| (front, back_index(them, col)))
    }

    /// How many stones `mv` captures (0, 1 or 2), assuming it is legal.
    pub fn capture_count(&self, mv: KimasaiMove) -> u32 {
        let me = owner(mv.from);
        match self.capture_at(me, circuit_index(mv.to)) {
            None => 0,
            Some((_, back)) => 1 + (self.stones[me.opponent().index()] >> back & 1),
        }
    }
}

impl Game for Kimasai {
    type Move = KimasaiMove;
    type Illegal = IllegalStep;
    type RepetitionKey = u64;

    const ID: &'static str = "bao-la-kimasai";
    const GAME_ID: GameId = GameId::Kimasai;
    const REPETITION_LIMIT: usize = 2;

    fn start(options: &GameOptions) -> Self {
        // Every hole but the last of each circuit (a2 for south, l3 for north).
        let full = CIRCUIT_MASK & !(1 << (CIRCUIT - 1));
        Kimasai {
            stones: [full, full],
            to_move: options.first,
            ended_by_repetition: false,
        }
    }

    fn turn(&self) -> Option<Player> {
        (!self.status().is_over()).then_some(self.to_move)
    }

    fn status(&self) -> Status {
        for player in Player::BOTH {
            if self.stones[player.index()] == 0 {
                return Status::Over {
                    winner: Some(player.opponent()),
                    reason: EndReason::NoStones,
                };
            }
        }
        if self.ended_by_repetition {
            return Status::Over {
                winner: None,
                reason: EndReason::Repetition,
            };
        }
        if movable(self.stones[self.to_move.index()]) == 0 {
            return Status::Over {
                winner: Some(self.to_move.opponent()),
                reason: EndReason::NoMoves,
            };
        }
        Status::Ongoing
    }

    fn score(&self) -> [u32; 2] {
        [
            START_STONES.saturating_sub(self.stone_count(Player::North)),
            START_STONES.saturating_sub(self.stone_count(Player::South)),
        ]
    }

    fn legal_moves(&self, moves: &mut Vec<KimasaiMove>) {
        if self.status().is_over() {
            return;
        }
        let me = self.to_move;
        let mut rest = movable(self.stones[me.index()]);
        while rest != 0 {
            let index = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            moves.push(KimasaiMove {
                from: circuit_hole(me, index),
                to: circuit_hole(me, (index + 1) % CIRCUIT),
            });
        }
    }

    fn play_recording(&mut self, mv: KimasaiMove, events: &mut impl EventSink) {
        let me = self.to_move;
        let them = me.opponent();
        let from = circuit_index(mv.from);
        let to = (from + 1) % CIRCUIT;
        self.stones[me.index()] = (self.stones[me.index()] & !(1 << from)) | (1 << to);
        events.event(MoveEvent::Stepped {
            player: me,
            from: mv.from,
            to: mv.to,
        });
        if let Some((front, back)) = self.capture_at(me, to) {
            let theirs = &mut self.stones[them.index()];
            if events.records() {
                events.event(MoveEvent::ColumnCaptured {
                    captor: me,
                    front: circuit_hole(them, front),
                    back: (*theirs & (1 << back) != 0).then(|| circuit_hole(them, back)),
                });
            }
            *theirs &= !((1 << front) | (1 << back));
        }
        self.to_move = them;
    }

    fn illegal_reason(&self, mv: KimasaiMove) -> Option<IllegalStep> {
        let mover = self.to_move;
        Some(if self.status().is_over() {
            IllegalStep::GameOver
        } else if owner(mv.from) != mover || !self.has_stone(mv.from) {
            IllegalStep::NoStoneOn {
                mover,
                hole: mv.from,
            }
        } else if board::successor(mv.from) != mv.to {
            IllegalStep::NotNext {
                from: mv.from,
                to: mv.to,
            }
        } else if self.has_stone(mv.to) {
            IllegalStep::Occupied(mv.to)
        } else {
            return None;
        })
    }

    fn repetition_key(&self) -> u64 {
        self.stones[0] as u64 | (self.stones[1] as u64) << 24 | (self.to_move as u64) << 48
    }

    fn starts_repetition_window(&self, previous: &Self) -> bool {
        self.stone_count(Player::South) + self.stone_count(Player::North)
            != previous.stone_count(Player::South) + previous.stone_count(Player::North)
    }

    fn end_by_repetition(&mut self, _: &mut impl EventSink) {
        self.ended_by_repetition = true;
    }

    fn board_view(&self) -> BoardView {
        BoardView {
            spots: (0..board::HOLE_COUNT)
                .map(|h| {
                    if self.has_stone(h) {
                        SpotContents::piece(owner(h))
                    } else {
                        SpotContents::EMPTY
                    }
                })
                .collect(),
            stores: self.score(),
            hand: 0,
        }
    }

    fn zobrist(&self) -> u64 {
        const KEYS: [u64; 49] = zobrist::keys(0xBA0_0001);
        let mut hash = if self.ended_by_repetition {
            KEYS[48]
        } else {
            0
        };
        for player in Player::BOTH {
            let mut rest = self.stones[player.index()];
            while rest != 0 {
                hash ^= KEYS[player.index() * 24 + rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
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
        text::read(text)
    }
}
