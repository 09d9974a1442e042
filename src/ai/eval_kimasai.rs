//! Bao la Kimasai evaluation: a weighted sum of features of each side (stones, front stones,
//! steps, spare back steps, capture threats, safe steps, waiting steps) and of who would win a
//! stand-off, the weights fitted to self-play results (`daga fit`, docs/BENCHMARKS.md).

use super::evaluate::{Evaluate, Score};
use crate::rules::Player;
use crate::rules::kimasai::board::{CIRCUIT, CIRCUIT_MASK, COLUMNS, index_column, is_front};
use crate::rules::kimasai::{Kimasai, KimasaiMove};

/// Features of one side.
pub const SIDE_FEATURES: usize = 8;
/// The features: the mover's, then the opponent's, then who has more waiting steps (+1 the
/// mover, −1 not), then a constant 1 (the value of the move).
pub const FEATURES: usize = 2 * SIDE_FEATURES + 2;
/// The index of the stand-off feature: +1 when the mover can wait longer than the opponent.
pub const WAITING_LEAD: usize = 2 * SIDE_FEATURES;

/// The names of one side's features, in order.
pub const SIDE_FEATURE_NAMES: [&str; SIDE_FEATURES] = [
    "stones",
    "front stones",
    "steps",
    "spare back steps",
    "capture threats",
    "best capture",
    "safe steps",
    "waiting steps",
];

/// Stones on the board at the start: the tapered weights run from the start's to the end's
/// as stones leave.
pub const START_STONES: i32 = 46;

/// The score of one logit of the fitted weights: a logit is 400 (a stone late in the game is
/// worth about 160).
pub const SCORE_PER_LOGIT: f64 = 400.0;

/// How many points the taper has.
pub const TAPER_POINTS: usize = 3;

/// The stones on the board at each point of the taper, from the start's down to none. The
/// weights are given at each point and blend in a straight line between two neighbouring ones
/// as stones leave, as a chess evaluation tapers from the middle game to the endgame.
pub const TAPER_STONES: [i32; TAPER_POINTS] = [START_STONES, 22, 0];

/// The weights, in the order of [`features`], at each point of [`TAPER_STONES`]: with all 46
/// stones on the board (`[0]`), with 22 (`[1]`) and with none left (`[2]`). They are `daga fit
/// weights`' logits times [`SCORE_PER_LOGIT`] (near the end a stone is worth about 160). The
/// start's and the end's were fitted to 88 distinct games of 100 k-node self-play from 12-ply
/// openings (29 more held out) and kept after 400 games against the previous level 5; the middle
/// point's were fitted from the straight line between them (`--keep-ends`) to 80 level-5 games,
/// where a small lead in the middle game had lost more often than it won (docs/BENCHMARKS.md,
/// "Fitting Bao la Kimasai's evaluation" and "Session 28"). The data kept what predicts even
/// where it is not material: early on, steps and safe steps count against the side that has
/// them; late, front stones and capture threats count for it. The waiting-steps features are not
/// used (a fit with them played worse).
pub const WEIGHTS: [[Score; FEATURES]; TAPER_POINTS] = [
    [
        -120, 96, -276, -84, 60, -60, -260, 0, //
        120, -88, 268, 92, 72, -264, 252, 0, //
        0, 0,
    ],
    [
        37, 128, -68, 36, 173, 290, -51, 0, //
        -45, -182, 103, -31, 2, -357, 22, 0, //
        0, 125,
    ],
    [
        164, 444, 76, 68, 448, 232, 216, 0, //
        -160, -492, -124, -84, -120, -252, -104, 0, //
        0, 84,
    ],
];

/// The stones on the board, 0 to [`START_STONES`].
pub fn stones_on_board(position: &Kimasai) -> i32 {
    (position.stone_count(Player::South) + position.stone_count(Player::North)) as i32
}

/// Where `stones` on the board fall on a taper whose points are `points` (at least two,
/// falling): the segment, `i` for the one from point `i` to point `i + 1`, and the stones,
/// held within the taper.
pub fn taper_segment(points: &[i32], stones: i32) -> (usize, i32) {
    let last = points.len() - 1;
    let stones = stones.clamp(points[last], points[0]);
    let segment = (0..last)
        .find(|&i| points[i + 1] <= stones)
        .unwrap_or(last - 1);
    (segment, stones)
}

/// Each point's share of the weights at `stones` on the board: the two points of its segment
/// share them in a straight line, and the shares add up to 1.
pub fn taper_shares(points: &[i32], stones: i32) -> Vec<f64> {
    let (segment, stones) = taper_segment(points, stones);
    let (upper, lower) = (points[segment], points[segment + 1]);
    let span = f64::from(upper - lower);
    let mut shares = vec![0.0; points.len()];
    shares[segment] = f64::from(stones - lower) / span;
    shares[segment + 1] = f64::from(upper - stones) / span;
    shares
}

/// A side's stones by column, from their circuit mask: (back row, front row), bit `c` for
/// column `c`. South's back row runs a..l along the circuit and its front row l..a; north's
/// the other way round.
fn rows_by_column(player: Player, stones: u32) -> (u16, u16) {
    let first = (stones & 0xFFF) as u16;
    let second = (stones >> COLUMNS) as u16 & 0xFFF;
    let reversed = |row: u16| row.reverse_bits() >> (16 - COLUMNS);
    match player {
        Player::South => (first, reversed(second)),
        Player::North => (reversed(first), second),
    }
}

/// The columns whose front hole `player` can step into now (it is empty and the hole before it
/// on the circuit holds their stone).
fn entry_columns(player: Player, back: u16, front: u16) -> u16 {
    const ALL: u16 = (1 << COLUMNS) - 1;
    // South's front row runs from column l to a, entered from l1; north's from a to l, from a4.
    let from_behind = match player {
        Player::South => (front >> 1) | (back & 1 << (COLUMNS - 1)),
        Player::North => (front << 1) | (back & 1),
    };
    from_behind & !front & ALL
}

/// Stones `player` could take by their steps now: each column they can enter whose opposite
/// front hole holds a stone counts that stone and the one behind it.
fn threats(player: Player, own: (u16, u16), theirs: (u16, u16)) -> (u32, u32) {
    let targets = entry_columns(player, own.0, own.1) & theirs.1;
    let with_back = targets & theirs.0;
    let total = targets.count_ones() + with_back.count_ones();
    let best = if with_back != 0 {
        2
    } else {
        (targets != 0) as u32
    };
    (total, best)
}

/// Steps `player` can make in their back row before a stone must enter the front row: each
/// back-row stone can advance over the empty back holes ahead of it.
fn spare_back_steps(position: &Kimasai, player: Player) -> u32 {
    let stones = position.circuit_stones(player);
    let mut reserve = 0;
    for index in 1..COLUMNS {
        if stones & (1 << index) == 0 {
            reserve += (stones & ((1 << index) - 1)).count_ones();
        }
    }
    reserve
}

/// `player`'s steps that capture, or after which the opponent can capture nothing: the waiting
/// moves of a stand-off, where whoever runs out first must offer a stone.
fn safe_steps(position: &Kimasai, player: Player) -> u32 {
    let them = player.opponent();
    let stones = position.circuit_stones(player);
    let theirs = rows_by_column(them, position.circuit_stones(them));
    let next_occupied = ((stones >> 1) | (stones << (CIRCUIT - 1))) & CIRCUIT_MASK;
    let mut movable = stones & !next_occupied;
    let mut safe = 0;
    while movable != 0 {
        let from = movable.trailing_zeros() as u8;
        movable &= movable - 1;
        let to = (from + 1) % CIRCUIT;
        let captures = is_front(to) && theirs.1 >> index_column(player, to) & 1 != 0;
        let after = rows_by_column(player, stones ^ (1 << from) ^ (1 << to));
        if captures || threats(them, theirs, after).0 == 0 {
            safe += 1;
        }
    }
    safe
}

/// The most waiting steps counted: with nowhere to fear, a side could step round for ever.
const WAITING_CAP: u32 = 2 * CIRCUIT as u32;

/// `player`'s front-row circuit indices in the columns of `columns` (bit `c` for column `c`).
fn front_holes(player: Player, columns: u16) -> u32 {
    let columns = u32::from(columns);
    match player {
        // South's front row runs l2 (index 12) to a2 (index 23): column c is index 23 - c.
        Player::South => (columns.reverse_bits() >> (32 - COLUMNS)) << COLUMNS,
        Player::North => columns << COLUMNS,
    }
}

/// Steps `player` could make one after another while the opponent stood still, never stepping
/// into a front hole the opponent could then take (a column the opponent can enter now) or one
/// that captures (counted by the threats): the moves to spend in a stand-off, in which whoever
/// runs out first must offer stones. Each stone between two such holes can advance until the
/// stones ahead of it pack against the next one.
fn waiting_steps(position: &Kimasai, player: Player) -> u32 {
    let them = player.opponent();
    let theirs = rows_by_column(them, position.circuit_stones(them));
    let forbidden = front_holes(player, entry_columns(them, theirs.0, theirs.1) | theirs.1);
    if forbidden == 0 {
        return WAITING_CAP;
    }
    let stones = position.circuit_stones(player);
    // Walk the circuit once from a forbidden hole, counting the stones that could reach each
    // empty hole since the last forbidden one (a stone on a forbidden hole may leave it).
    let start = forbidden.trailing_zeros() as u8;
    let (mut steps, mut behind) = (0, 0);
    for offset in 0..CIRCUIT {
        let index = (start + offset) % CIRCUIT;
        let stone = stones >> index & 1;
        if forbidden >> index & 1 != 0 {
            behind = stone;
        } else if stone == 0 {
            steps += behind;
        } else {
            behind += 1;
        }
    }
    steps.min(WAITING_CAP)
}

/// One side's features, in the order of [`SIDE_FEATURE_NAMES`].
fn side_features(position: &Kimasai, player: Player) -> [i32; SIDE_FEATURES] {
    let own = rows_by_column(player, position.circuit_stones(player));
    let theirs = rows_by_column(
        player.opponent(),
        position.circuit_stones(player.opponent()),
    );
    let (threat_total, threat_best) = threats(player, own, theirs);
    [
        position.stone_count(player) as i32,
        own.1.count_ones() as i32,
        position.step_count(player) as i32,
        spare_back_steps(position, player) as i32,
        threat_total as i32,
        threat_best as i32,
        safe_steps(position, player) as i32,
        waiting_steps(position, player) as i32,
    ]
}

/// The features of a position for the player to move: theirs, the opponent's, and 1.
pub fn features(position: &Kimasai) -> [i32; FEATURES] {
    let me = position.to_move();
    let mut all = [0; FEATURES];
    all[..SIDE_FEATURES].copy_from_slice(&side_features(position, me));
    let theirs = side_features(position, me.opponent());
    all[SIDE_FEATURES..2 * SIDE_FEATURES].copy_from_slice(&theirs);
    let waiting = SIDE_FEATURES - 1;
    all[WAITING_LEAD] = if all[waiting] > theirs[waiting] {
        1
    } else {
        -1
    };
    all[FEATURES - 1] = 1;
    all
}

impl Evaluate for Kimasai {
    // The player to move scores about 100 higher at an odd depth than at an even one, and a
    // position's score steps by about 130 from one depth to the next where the mean of two
    // depths steps by 40 (`scripts/depth-swing.py`, docs/BENCHMARKS.md "The judged score").
    const JUDGED_OVER_TWO_DEPTHS: bool = true;

    fn evaluate(&self) -> Score {
        let (segment, stones) = taper_segment(&TAPER_STONES, stones_on_board(self));
        let (upper, lower) = (TAPER_STONES[segment], TAPER_STONES[segment + 1]);
        let features = features(self);
        let blend = |weights: &[Score; FEATURES]| -> Score {
            features
                .iter()
                .zip(weights)
                .map(|(&feature, &weight)| feature * weight)
                .sum()
        };
        (blend(&WEIGHTS[segment]) * (stones - lower)
            + blend(&WEIGHTS[segment + 1]) * (upper - stones))
            / (upper - lower)
    }

    fn is_capture(&self, mv: KimasaiMove) -> bool {
        self.capture_count(mv) > 0
    }

    fn move_key(mv: KimasaiMove) -> usize {
        mv.from as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameOptions};

    #[test]
    fn the_opening_capture_is_a_threat_for_both() {
        let start = Kimasai::start(&GameOptions::default());
        let south = side_features(&start, Player::South);
        assert_eq!((south[4], south[5]), (2, 2), "b2-a2 takes a3 and a4");
        assert!(start.is_capture("b2".parse().unwrap()));
        assert_eq!(side_features(&start, Player::North), south);
        assert_eq!(
            features(&start)[FEATURES - 1],
            1,
            "the constant is the last feature"
        );
    }

    #[test]
    fn the_taper_blends_two_neighbouring_points() {
        let points = [START_STONES, 22, 0];
        assert_eq!(taper_segment(&points, 30), (0, 30));
        assert_eq!(
            taper_segment(&points, 22),
            (0, 22),
            "a point ends the segment above it"
        );
        assert_eq!(taper_segment(&points, 21), (1, 21));
        assert_eq!(taper_segment(&points, 0), (1, 0));
        assert_eq!(
            taper_segment(&points, 60),
            (0, START_STONES),
            "held within the taper"
        );
        assert_eq!(
            taper_shares(&points, 30),
            vec![8.0 / 24.0, 16.0 / 24.0, 0.0]
        );
        assert_eq!(taper_shares(&points, 22), vec![0.0, 1.0, 0.0]);
        assert_eq!(taper_shares(&points, 11), vec![0.0, 0.5, 0.5]);
        assert_eq!(taper_shares(&TAPER_STONES, START_STONES)[0], 1.0);
    }

    #[test]
    fn spare_steps_count_the_back_row_advances_left() {
        // South: a1 and c1 can advance to k1 and l1 (10 + 9 steps); north: l4 to a4 (11).
        let position = Kimasai::from_position_text(
            "000000000001/000000000000/000000000000/101000000000 south",
        )
        .unwrap();
        assert_eq!(spare_back_steps(&position, Player::South), 19);
        assert_eq!(spare_back_steps(&position, Player::North), 11);
        let packed = Kimasai::from_position_text(
            "000000000000/000000000000/000000000000/000000000011 south",
        )
        .unwrap();
        assert_eq!(spare_back_steps(&packed, Player::South), 0);
    }

    #[test]
    fn rows_by_column_name_the_holes() {
        // South: b1 and l2; north: c3 and k4.
        let position = Kimasai::from_position_text(
            "000000000010/001000000000/000000000001/010000000000 south",
        )
        .unwrap();
        let by_column = |player| rows_by_column(player, position.circuit_stones(player));
        assert_eq!(by_column(Player::South), (1 << 1, 1 << 11));
        assert_eq!(by_column(Player::North), (1 << 10, 1 << 2));
    }

    #[test]
    fn safe_steps_leave_the_opponent_nothing_to_take() {
        // South l2 faces north's empty l3, which north's k3 can enter: l2-k2 takes k3 (safe);
        // a1-b1 leaves l2 to be taken (not safe).
        let position = Kimasai::from_position_text(
            "000000000000/000000000010/000000000001/100000000000 south",
        )
        .unwrap();
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        assert_eq!(moves.len(), 2);
        assert_eq!(
            side_features(&position, Player::South)[6],
            1,
            "only the capture"
        );
    }
    #[test]
    fn waiting_steps_stop_before_a_hole_the_opponent_could_take() {
        // North's a4 can enter a3 now, so south's a2 is no place to wait: a1 and b1 can advance
        // to b2 and c2 (21 steps each). North has nothing to fear and could step round for ever.
        let position = Kimasai::from_position_text(
            "100000000000/000000000000/000000000000/110000000000 south",
        )
        .unwrap();
        assert_eq!(waiting_steps(&position, Player::South), 42);
        assert_eq!(waiting_steps(&position, Player::North), WAITING_CAP);
        assert_eq!(
            features(&position)[WAITING_LEAD],
            -1,
            "north can wait longer"
        );
        // A stone on such a hole may leave it: south's a2 steps to a1, along the back row to l1
        // and the front row to b2, 23 steps in all.
        let leaving = Kimasai::from_position_text(
            "100000000000/000000000000/100000000000/000000000000 south",
        )
        .unwrap();
        assert_eq!(waiting_steps(&leaving, Player::South), 23);
    }

    #[test]
    fn front_holes_follow_each_circuit() {
        // Column a is south's a2 (index 23) and north's a3 (index 12); column l is l2 (12) and
        // l3 (23).
        assert_eq!(front_holes(Player::South, 1), 1 << 23);
        assert_eq!(front_holes(Player::North, 1), 1 << 12);
        assert_eq!(front_holes(Player::South, 1 << 11), 1 << 12);
        assert_eq!(front_holes(Player::North, 1 << 11), 1 << 23);
    }
}
