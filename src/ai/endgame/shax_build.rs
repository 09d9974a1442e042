//! Building Shax's endgame tables by retrograde analysis, in slices that can stop and resume
//! (a browser builds them between frames).
//!
//! Moves are the rules' own (`Shax::legal_moves` and `play_unchecked`); only the way back from a
//! position to the ones before it is written here, and a test checks it against the rules.
//! Values are for the player in the alternation; positions are settled in order of plies to
//! the end, so a winner's first settled line is its quickest and a loser's its longest.

use std::fmt;

use super::shax_index::Layout;
use super::shax_tables::{GROUPS, ShaxTables, TABLES};
use super::value::{Exact, LONGEST, from_byte, to_byte};
use crate::rules::shax::Shax;
use crate::rules::shax::board::{NEIGHBOURS, neighbours_of, points};
use crate::rules::{Game, Player, Status};

/// The player in the alternation in every position built (the tables are the same for both).
const ALTERNATION: Player = Player::South;

/// A line longer than one byte can hold; the tables would be wrong, so the build stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub plies: u16,
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a line of {} plies is longer than the tables hold ({LONGEST})",
            self.plies
        )
    }
}

impl std::error::Error for TooLong {}

/// A position settled at some plies, waiting for its turn.
#[derive(Copy, Clone)]
struct Settled {
    table: u8,
    slot: u32,
    byte: u8,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Stage {
    /// Looking at every position of the group once: its known exits and its draws.
    Survey {
        group: usize,
        table: usize,
        slot: usize,
    },
    /// Settling the positions of `plies`, and from each the ones before it.
    Settle {
        group: usize,
        plies: usize,
        at: usize,
    },
    Done,
}

/// Tables being built; call [`ShaxTableBuilder::work`] until it returns the tables.
pub struct ShaxTableBuilder {
    tables: ShaxTables,
    stage: Stage,
    /// By plies: positions found settled at that many plies, not yet written.
    waiting: Vec<Vec<Settled>>,
    /// The last group to build (all three for the full tables; fewer for tests).
    last_group: usize,
}

/// What a position's moves show so far, for the player who chooses there.
enum Verdict {
    /// Some move wins for the chooser: the quickest such.
    Wins(Exact),
    /// Every move loses for the chooser: the longest loss.
    Loses(Exact),
    /// Not settled yet (or drawn).
    Open,
}

impl Default for ShaxTableBuilder {
    fn default() -> Self {
        ShaxTableBuilder::new()
    }
}

impl ShaxTableBuilder {
    /// A builder of all four tables (3v3, 3v4, 4v3, 4v4).
    pub fn new() -> ShaxTableBuilder {
        ShaxTableBuilder::up_to_group(GROUPS.len() - 1)
    }

    /// A builder of the groups up to `last` (0: 3v3; 1: with 3v4 and 4v3; 2: all).
    pub fn up_to_group(last: usize) -> ShaxTableBuilder {
        let layouts: Vec<Layout> = TABLES.iter().map(|&(a, b)| Layout::new(a, b)).collect();
        let values = layouts.iter().map(|l| vec![0; l.slots()]).collect();
        ShaxTableBuilder {
            tables: ShaxTables { layouts, values },
            stage: Stage::Survey {
                group: 0,
                table: 0,
                slot: 0,
            },
            waiting: Vec::new(),
            last_group: last.min(GROUPS.len() - 1),
        }
    }

    /// Does about `units` positions' work; the finished tables once done.
    pub fn work(&mut self, units: usize) -> Result<Option<&ShaxTables>, TooLong> {
        for _ in 0..units {
            match self.stage {
                Stage::Done => break,
                Stage::Survey { group, table, slot } => self.survey(group, table, slot)?,
                Stage::Settle { group, plies, at } => self.settle(group, plies, at)?,
            }
        }
        Ok((self.stage == Stage::Done).then_some(&self.tables))
    }

    /// The tables, once [`ShaxTableBuilder::work`] has returned them.
    pub fn into_tables(self) -> Option<ShaxTables> {
        (self.stage == Stage::Done).then_some(self.tables)
    }

    /// Runs the build to its end.
    pub fn finish(mut self) -> Result<ShaxTables, TooLong> {
        while self.work(1 << 16)?.is_none() {}
        Ok(self.tables)
    }

    fn survey(&mut self, group: usize, table_in_group: usize, slot: usize) -> Result<(), TooLong> {
        let tables = GROUPS[group];
        let table = tables[table_in_group];
        let layout = &self.tables.layouts[table];
        if slot >= layout.slots() {
            self.stage = if table_in_group + 1 < tables.len() {
                Stage::Survey {
                    group,
                    table: table_in_group + 1,
                    slot: 0,
                }
            } else {
                Stage::Settle {
                    group,
                    plies: 1,
                    at: 0,
                }
            };
            return Ok(());
        }
        self.stage = Stage::Survey {
            group,
            table: table_in_group,
            slot: slot + 1,
        };
        let (own, other) = layout.position(slot);
        if layout.slot(own, other) != slot {
            return Ok(());
        }
        let verdict = self.verdict(group, own, other, false);
        if let Verdict::Wins(value) | Verdict::Loses(value) = verdict {
            self.wait(table, slot, value)?;
        }
        Ok(())
    }

    fn settle(&mut self, group: usize, plies: usize, at: usize) -> Result<(), TooLong> {
        let Some(settled) = self.waiting.get(plies).and_then(|w| w.get(at)).copied() else {
            self.stage = if plies + 1 < self.waiting.len() {
                Stage::Settle {
                    group,
                    plies: plies + 1,
                    at: 0,
                }
            } else if group < self.last_group {
                self.waiting.clear();
                Stage::Survey {
                    group: group + 1,
                    table: 0,
                    slot: 0,
                }
            } else {
                Stage::Done
            };
            return Ok(());
        };
        self.stage = Stage::Settle {
            group,
            plies,
            at: at + 1,
        };
        let (table, slot) = (settled.table as usize, settled.slot as usize);
        if self.tables.values[table][slot] != 0 {
            return Ok(());
        }
        self.tables.values[table][slot] = settled.byte;
        let (own, other) = self.tables.layouts[table].position(slot);
        self.look_back(group, own, other, from_byte(settled.byte))
    }

    /// Every unsettled position one move before `own` against `other` (whose value is `value`
    /// for `own`'s player), settled now if that move decides it.
    fn look_back(
        &mut self,
        group: usize,
        own: u32,
        other: u32,
        value: Exact,
    ) -> Result<(), TooLong> {
        for before in positions_before(own, other) {
            if before.own_moved_away {
                self.consider(group, before.own, before.other, value.flipped(), true)?;
            } else {
                self.consider(group, before.own, before.other, value, false)?;
            }
        }
        Ok(())
    }

    /// A position before (`own` in the alternation) whose move led to a position worth `after`
    /// for `own`'s player; `own_chooses` if that player moved there.
    fn consider(
        &mut self,
        group: usize,
        own: u32,
        other: u32,
        after: Exact,
        own_chooses: bool,
    ) -> Result<(), TooLong> {
        let Some((table, slot, byte)) = self.tables.stored(own, other) else {
            return Ok(());
        };
        if byte != 0 {
            return Ok(());
        }
        let value = after.one_ply_earlier();
        let for_chooser = if own_chooses { value } else { value.flipped() };
        if matches!(for_chooser, Exact::Win { .. }) {
            return self.wait(table, slot, value);
        }
        if let Verdict::Loses(value) = self.verdict(group, own, other, true) {
            self.wait(table, slot, value)?;
        }
        Ok(())
    }

    fn wait(&mut self, table: usize, slot: usize, value: Exact) -> Result<(), TooLong> {
        let plies = value.plies().unwrap_or(0);
        if plies > LONGEST {
            return Err(TooLong { plies });
        }
        if self.waiting.len() <= plies as usize {
            self.waiting.resize_with(plies as usize + 1, Vec::new);
        }
        self.waiting[plies as usize].push(Settled {
            table: table as u8,
            slot: slot as u32,
            byte: to_byte(value),
        });
        Ok(())
    }

    /// What the moves of `own` against `other` (`own` in the alternation) show now, with the
    /// value found for the player in the alternation. With `only_loss` it stops at the first
    /// move that keeps the position from being lost (when looking back, wins already wait).
    fn verdict(&self, group: usize, own: u32, other: u32, only_loss: bool) -> Verdict {
        let Ok(position) = Shax::in_movement(ALTERNATION, own, other) else {
            return Verdict::Open;
        };
        let Some(chooser) = position.turn() else {
            return Verdict::Open;
        };
        // Values for the chooser, turned back to the alternation's player at the end.
        let for_chooser = |value: Exact| {
            if chooser == ALTERNATION {
                value
            } else {
                value.flipped()
            }
        };
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut best_win: Option<Exact> = None;
        let mut longest_loss: Option<Exact> = None;
        let mut open = false;
        for mv in moves {
            let mut after = position;
            after.play_unchecked(mv);
            let value = self.value_after(group, &after).map(for_chooser);
            match value {
                Some(win @ Exact::Win { .. }) => {
                    if best_win.is_none_or(|b| win.preference() > b.preference()) {
                        best_win = Some(win);
                    }
                }
                Some(loss @ Exact::Loss { .. }) => {
                    if longest_loss.is_none_or(|l| loss.preference() > l.preference()) {
                        longest_loss = Some(loss);
                    }
                    continue;
                }
                // A draw in hand, or a move not settled yet: not lost (yet). (Shax's tables
                // hold no margins.)
                Some(Exact::Draw | Exact::Margin { .. }) | None => open = true,
            }
            if only_loss {
                return Verdict::Open;
            }
        }
        match (best_win, longest_loss) {
            (Some(win), _) => Verdict::Wins(for_chooser(win)),
            (None, Some(loss)) if !open => Verdict::Loses(for_chooser(loss)),
            _ => Verdict::Open,
        }
    }

    /// The value, for the player in the alternation before the move, of the position after it;
    /// `None` while it is not settled.
    fn value_after(&self, group: usize, after: &Shax) -> Option<Exact> {
        let value = match after.status() {
            Status::Over {
                winner: Some(w), ..
            } if w == ALTERNATION => Exact::Win { plies: 0 },
            Status::Over {
                winner: Some(_), ..
            } => Exact::Loss { plies: 0 },
            Status::Over { winner: None, .. } => Exact::Draw,
            Status::Ongoing => {
                let alternation = after.alternation_player();
                let own = after.pieces(alternation);
                let other = after.pieces(alternation.opponent());
                let (table, _, byte) = self.tables.stored(own, other)?;
                if byte == 0 && GROUPS[group].contains(&table) {
                    return None;
                }
                let value = from_byte(byte);
                if alternation == ALTERNATION {
                    value
                } else {
                    value.flipped()
                }
            }
        };
        Some(value.one_ply_earlier())
    }
}

/// A position one step before another, with the same pieces on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Before {
    /// The pieces of the player in the alternation there, and the opponent's.
    pub own: u32,
    pub other: u32,
    /// True if its player in the alternation made the step (and the alternation passed on);
    /// false for a freeing step in a hadig, after which the blocked player is still to move.
    pub own_moved_away: bool,
}

/// The positions from which one step without a removal leads to `own` against `other` (`own`
/// in the alternation): the opponent's step in its turn, or its freeing step in a hadig.
pub(super) fn positions_before(own: u32, other: u32) -> Vec<Before> {
    let empty = crate::rules::shax::board::ALL_POINTS & !(own | other);
    let mut found = Vec::new();
    for to in points(other) {
        for from in points(NEIGHBOURS[to as usize] & empty) {
            let stepped_back = (other & !(1 << to)) | (1 << from);
            found.push(Before {
                own: stepped_back,
                other: own,
                own_moved_away: true,
            });
            // A freeing step is one out of a hadig whose square `from` borders the blocked.
            let empty_before = (empty & !(1 << from)) | (1 << to);
            if neighbours_of(own) & empty_before == 0 && NEIGHBOURS[from as usize] & own != 0 {
                found.push(Before {
                    own,
                    other: stepped_back,
                    own_moved_away: false,
                });
            }
        }
    }
    found
}
