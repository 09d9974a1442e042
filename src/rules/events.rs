//! What physically happens during a move, in order: the rules report it while they play the
//! move, so the animation and the sound follow the one place where each rule is written.

use super::{Player, SpotSet};

/// One thing that happens on the board during a move. Spots are numbered as in each game's
/// rules (Shax points 0..24, Sadeqa III holes 0..16, Bao la Kimasai holes 0..48).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveEvent {
    /// A piece from the player's hand is put on an empty point (Shax, placing).
    Placed { player: Player, at: u8 },
    /// A piece or stone moves to a neighbouring spot (a Shax step, a Kimasai step).
    Stepped { player: Player, from: u8, to: u8 },
    /// The piece just placed or moved completes a line of three (Shax): `points` are the points
    /// of the line or lines formed.
    LineFormed { player: Player, points: SpotSet },
    /// A piece of `owner` is taken off the board by the other player (Shax).
    Removed { owner: Player, at: u8 },
    /// All the seeds of a hole are taken up to start sowing (Sadeqa III).
    Lifted { hole: u8, seeds: u8 },
    /// One seed falls into a hole (Sadeqa III).
    Dropped { hole: u8 },
    /// The last seed fell into an occupied hole, so all its seeds are taken up and sowing goes
    /// on from there (Sadeqa III, relay sowing).
    Relayed { hole: u8, seeds: u8 },
    /// The seeds of a hole go to a player's store (Sadeqa III).
    SeedsCaptured { captor: Player, hole: u8, seeds: u8 },
    /// After the move, `player` cannot step (Shax, hadig): the opponent must open a way.
    Blocked { player: Player },
    /// The opponent's front stone of a column, and the back stone behind it if there is one,
    /// are taken together (Bao la Kimasai).
    ColumnCaptured {
        captor: Player,
        front: u8,
        back: Option<u8>,
    },
}

/// Where the rules report a move's events. The rules play every move through a sink: search
/// and playouts use [`NoEvents`], which the compiler removes entirely.
pub trait EventSink {
    fn event(&mut self, event: MoveEvent);

    /// False for a sink that ignores events, so the rules can skip work done only to report
    /// (such as finding that the game just ended).
    fn records(&self) -> bool {
        true
    }

    /// `seeds` seeds dropped one by one into the holes after `from`, going round a board of
    /// `holes` holes. Sowing reports whole laps at once; a sink that records expands them.
    fn sow(&mut self, from: u8, seeds: usize, holes: u8) {
        let mut hole = from;
        for _ in 0..seeds {
            hole = (hole + 1) % holes;
            self.event(MoveEvent::Dropped { hole });
        }
    }
}

/// Ignores every event: playing for search and playouts.
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn event(&mut self, _: MoveEvent) {}

    #[inline(always)]
    fn records(&self) -> bool {
        false
    }

    #[inline(always)]
    fn sow(&mut self, _: u8, _: usize, _: u8) {}
}

impl EventSink for Vec<MoveEvent> {
    fn event(&mut self, event: MoveEvent) {
        self.push(event);
    }
}

/// What lies on one spot: a piece or stone of a player, or (Sadeqa III) a number of seeds.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpotContents {
    pub owner: Option<Player>,
    pub count: u16,
}

impl SpotContents {
    pub const EMPTY: SpotContents = SpotContents {
        owner: None,
        count: 0,
    };

    pub fn piece(owner: Player) -> SpotContents {
        SpotContents {
            owner: Some(owner),
            count: 1,
        }
    }

    pub fn seeds(count: u16) -> SpotContents {
        SpotContents { owner: None, count }
    }
}

/// The board as a player sees it: what lies on each spot, what each player has taken into
/// their store, and the seeds in the sowing hand. Replaying a move's events onto the view of
/// the position before it gives the view of the position after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub spots: Vec<SpotContents>,
    /// Pieces, seeds or stones each player captured (indexed by [`Player::index`]).
    pub stores: [u32; 2],
    /// Seeds being sown, between a lift or relay and their drops.
    pub hand: u32,
}

impl BoardView {
    /// Applies one event, as the animation shows it.
    pub fn apply(&mut self, event: MoveEvent) {
        match event {
            MoveEvent::Placed { player, at } => {
                self.spots[at as usize] = SpotContents::piece(player)
            }
            MoveEvent::Stepped { player, from, to } => {
                self.spots[from as usize] = SpotContents::EMPTY;
                self.spots[to as usize] = SpotContents::piece(player);
            }
            MoveEvent::LineFormed { .. } | MoveEvent::Blocked { .. } => {}
            MoveEvent::Removed { owner, at } => {
                self.spots[at as usize] = SpotContents::EMPTY;
                self.stores[owner.opponent().index()] += 1;
            }
            MoveEvent::Lifted { hole, seeds } | MoveEvent::Relayed { hole, seeds } => {
                let spot = &mut self.spots[hole as usize];
                spot.count -= (seeds as u16).min(spot.count);
                self.hand += seeds as u32;
            }
            MoveEvent::Dropped { hole } => {
                self.spots[hole as usize].count += 1;
                self.hand = self.hand.saturating_sub(1);
            }
            MoveEvent::SeedsCaptured {
                captor,
                hole,
                seeds,
            } => {
                let spot = &mut self.spots[hole as usize];
                spot.count -= (seeds as u16).min(spot.count);
                self.stores[captor.index()] += seeds as u32;
            }
            MoveEvent::ColumnCaptured {
                captor,
                front,
                back,
            } => {
                for hole in std::iter::once(front).chain(back) {
                    self.spots[hole as usize] = SpotContents::EMPTY;
                    self.stores[captor.index()] += 1;
                }
            }
        }
    }
}
