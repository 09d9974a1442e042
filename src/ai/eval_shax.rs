//! Shax evaluation: a weighted sum of features (material, mobility, lines about to close, double
//! lines (irman), blocked pieces), one set while placing and one while moving.

use super::endgame::{self, Exact};
use super::evaluate::{Evaluate, Score};
use super::full_boards;
use crate::rules::shax::board::{ALL_POINTS, LINES, NEIGHBOURS, POINTS, completes_line, points};
use crate::rules::shax::{Phase, Shax, ShaxMove};
use crate::rules::{Game, Player};

/// The features, in order: while placing or removing, then while moving. Each is the mover's
/// count less the opponent's ("lead"), or one side's count where who is to move changes what it
/// is worth (an open two or a threat of the mover's can close now, the opponent's only after a
/// reply), or a constant 1 for the phase.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "placing: piece lead",
    "placing: first jare (+1 the mover's, -1 the opponent's)",
    "placing: the mover's open twos",
    "placing: the opponent's open twos",
    "placing: step lead",
    "placing: the mover's lines",
    "placing: the opponent's lines",
    "placing: to move (constant)",
    "moving: piece lead",
    "moving: step lead",
    "moving: blocked piece lead",
    "moving: the mover's line threats",
    "moving: the opponent's line threats",
    "moving: the mover's irman",
    "moving: the opponent's irman",
    "moving: the mover's lines that can open",
    "moving: the opponent's lines that can open",
    "moving: to move (constant)",
];

pub const FEATURES: usize = 18;
/// Where the moving phase's features start.
const MOVING: usize = 8;
/// The moving phase's piece lead: the evaluation's unit is a hundredth of it.
pub const MOVING_PIECE_LEAD: usize = MOVING;

/// The weights, in the order of [`FEATURE_NAMES`], in hundredths of a piece, fitted to the
/// results of 600 self-play games (`daga fit weights`, docs/BENCHMARKS.md "Session 30"): while
/// placing, the first line (who removes and moves first) 63 and the lines each side has; while
/// moving, a piece 100, a line a piece can step into about a piece for the side to move (it
/// closes it next and removes), an irman (a piece that opens one line and closes another with
/// each step back and forth) about 60, a line that can open and close again 54. The placing
/// piece lead only varies in the removal phase; it stays at 100 (the fit said -17, standing for
/// who removes first, which the first line already has) so that standing pat there counts the
/// piece just removed.
pub const WEIGHTS: [Score; FEATURES] = [
    100, 63, 8, -11, 4, 18, -26, 16, //
    100, 4, -17, 104, -78, 62, -43, 54, -25, 15,
];

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

/// Lines of three own pieces; with `can_open`, only those with a piece that can step out (and
/// back, closing the line again).
fn complete_lines(s: &Sides, can_open: bool) -> i32 {
    LINES
        .iter()
        .filter(|&&line| line & s.own == line)
        .filter(|&&line| !can_open || points(line).any(|p| NEIGHBOURS[p as usize] & s.empty != 0))
        .count() as i32
}

fn open_twos(s: &Sides) -> i32 {
    LINES
        .iter()
        .filter(|&&l| (l & s.own).count_ones() == 2 && l & s.theirs == 0)
        .count() as i32
}

/// The features of `position` for the player to move (in a hadig, the blocked player).
pub fn features(position: &Shax) -> [i32; FEATURES] {
    let me = position.turn().unwrap_or(position.alternation_player());
    let sides = |player: Player| {
        let own = position.pieces(player);
        let theirs = position.pieces(player.opponent());
        let empty = !(own | theirs) & ALL_POINTS;
        Sides { own, theirs, empty }
    };
    let (mine, others) = (sides(me), sides(me.opponent()));
    let pieces = |player: Player| {
        position.pieces(player).count_ones() as i32 + i32::from(position.in_hand(player))
    };
    let piece_lead = pieces(me) - pieces(me.opponent());
    let step_lead = step_count(mine.own, mine.empty) - step_count(others.own, others.empty);
    let mut values = [0; FEATURES];
    match position.phase() {
        Phase::Placing | Phase::FirstRemoval | Phase::SecondRemoval => {
            values[0] = piece_lead;
            values[1] = match position.first_jare() {
                Some(player) if player == me => 1,
                Some(_) => -1,
                None => 0,
            };
            values[2] = open_twos(&mine);
            values[3] = open_twos(&others);
            values[4] = step_lead;
            values[5] = complete_lines(&mine, false);
            values[6] = complete_lines(&others, false);
            values[7] = 1;
        }
        Phase::Moving => {
            let blocked = |s: &Sides| blocked_pieces(s.own, s.empty);
            values[MOVING] = piece_lead;
            values[MOVING + 1] = step_lead;
            values[MOVING + 2] = blocked(&mine) - blocked(&others);
            values[MOVING + 3] = line_threats(&mine);
            values[MOVING + 4] = line_threats(&others);
            values[MOVING + 5] = irman_count(&mine);
            values[MOVING + 6] = irman_count(&others);
            values[MOVING + 7] = complete_lines(&mine, true);
            values[MOVING + 8] = complete_lines(&others, true);
            values[MOVING + 9] = 1;
        }
    }
    values
}

impl Evaluate for Shax {
    fn evaluate(&self) -> Score {
        let values = features(self);
        values.iter().zip(WEIGHTS).map(|(&v, w)| v * w).sum()
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

    fn stored_score(&self, depth: i32) -> Option<Score> {
        if self.phase() != Phase::FirstRemoval || depth > full_boards::STORED_DEPTH {
            return None;
        }
        full_boards::shipped().and_then(|boards| boards.score(self))
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

    #[test]
    fn the_features_follow_the_mover() {
        let south = features(&load("S.S..N../NS.N..S./........ south move 0 0 - 5"));
        let north = features(&load("S.S..N../NS.N..S./........ north move 0 0 - 5"));
        assert_eq!(south[MOVING], 1, "south has one piece more");
        assert_eq!(north[MOVING], -1);
        for (mover, opponent) in [(MOVING + 3, MOVING + 4), (MOVING + 5, MOVING + 6)] {
            assert_eq!(south[mover], north[opponent]);
            assert_eq!(south[opponent], north[mover]);
        }
        assert_eq!(south[FEATURES - 1], 1, "the moving phase's constant");
        assert!(
            south[..MOVING].iter().all(|&v| v == 0),
            "no placing features"
        );
    }
}
