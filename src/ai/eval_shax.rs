//! Shax evaluation: material, mobility, lines about to close, double lines (irman), blocked pieces.

use super::endgame::{self, Exact};
use super::evaluate::{Evaluate, Score};
use crate::rules::shax::board::{ALL_POINTS, LINES, NEIGHBOURS, POINTS, completes_line, points};
use crate::rules::shax::{Phase, Shax, ShaxMove};
use crate::rules::{Game, Player};

const PIECE: Score = 100;
const FIRST_JARE: Score = 45;
const STEP: Score = 4;
const BLOCKED_PIECE: Score = 6;
/// Two own pieces and an empty point on a line, with a third piece ready to step in.
const LINE_THREAT: Score = 22;
/// Two own pieces and an empty point on a line (while placing).
const OPEN_TWO: Score = 9;
/// A piece that opens one line and closes another with each step back and forth.
const IRMAN: Score = 60;

struct Sides {
    own: u32,
    theirs: u32,
    empty: u32,
}

/// Steps available to the pieces of `own`.
fn step_count(own: u32, empty: u32) -> i32 {
    points(own)
        .map(|p| (NEIGHBOURS[p as usize] & empty).count_ones() as i32)
        .sum()
}

fn blocked_pieces(own: u32, empty: u32) -> i32 {
    points(own)
        .filter(|&p| NEIGHBOURS[p as usize] & empty == 0)
        .count() as i32
}

/// Lines with two own pieces and an empty point that another own piece can step into.
fn line_threats(s: &Sides) -> i32 {
    let mut threats = 0;
    for line in LINES {
        let gap = line & s.empty;
        if (line & s.own).count_ones() == 2 && gap.count_ones() == 1 {
            let gap_point = gap.trailing_zeros() as usize;
            if NEIGHBOURS[gap_point] & s.own & !line != 0 {
                threats += 1;
            }
        }
    }
    threats
}

/// Pieces that complete a line by stepping out of another complete line into a gap (irman).
fn irman_count(s: &Sides) -> i32 {
    let mut count = 0;
    for p in points(s.own) {
        let in_line = completes_line(s.own, p);
        if !in_line {
            continue;
        }
        for to in points(NEIGHBOURS[p as usize] & s.empty) {
            let after = (s.own & !(1 << p)) | (1 << to);
            if completes_line(after, to) {
                count += 1;
                break;
            }
        }
    }
    count
}

fn open_twos(s: &Sides) -> i32 {
    LINES
        .iter()
        .filter(|&&l| (l & s.own).count_ones() == 2 && l & s.theirs == 0)
        .count() as i32
}

fn side_value(position: &Shax, player: Player) -> Score {
    let own = position.pieces(player);
    let theirs = position.pieces(player.opponent());
    let empty = !(own | theirs) & ALL_POINTS;
    let sides = Sides { own, theirs, empty };
    let mut value = (own.count_ones() as Score + position.in_hand(player) as Score) * PIECE;
    match position.phase() {
        Phase::Placing | Phase::FirstRemoval | Phase::SecondRemoval => {
            if position.first_jare() == Some(player) {
                value += FIRST_JARE;
            }
            value += open_twos(&sides) * OPEN_TWO;
        }
        Phase::Moving => {
            value += step_count(own, empty) * STEP;
            value -= blocked_pieces(own, empty) * BLOCKED_PIECE;
            value += line_threats(&sides) * LINE_THREAT;
            value += irman_count(&sides) * IRMAN;
        }
    }
    value
}

impl Evaluate for Shax {
    fn evaluate(&self) -> Score {
        let me = self.turn().unwrap_or(self.alternation_player());
        side_value(self, me) - side_value(self, me.opponent())
    }

    fn is_capture(&self, mv: ShaxMove) -> bool {
        matches!(
            mv,
            ShaxMove::Remove(_)
                | ShaxMove::Step {
                    remove: Some(_),
                    ..
                }
        )
    }

    fn move_key(mv: ShaxMove) -> usize {
        match mv {
            ShaxMove::Place(p) => p as usize,
            ShaxMove::Remove(p) => POINTS + p as usize,
            ShaxMove::Step { from, to, .. } => 2 * POINTS + from as usize * POINTS + to as usize,
        }
    }

    fn exact(&self) -> Option<Exact> {
        endgame::installed().and_then(|tables| tables.value_for_play(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> Shax {
        Shax::from_position_text(text).unwrap()
    }

    #[test]
    fn more_pieces_score_higher() {
        let even = load("S.S..NN./NS.N..S./........ south move 0 0 - 5");
        let ahead = load("S.S..N../NS.N..S./........ south move 0 0 - 5");
        assert!(ahead.evaluate() > even.evaluate() + 50);
    }

    #[test]
    fn evaluation_is_from_the_movers_side() {
        let south = load("S.S..N../NS.N..S./........ south move 0 0 - 5");
        let north = load("S.S..N../NS.N..S./........ north move 0 0 - 5");
        assert!(south.evaluate() > 0);
        assert!(north.evaluate() < 0);
    }
}
