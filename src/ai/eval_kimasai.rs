//! Bao la Kimasai evaluation: stones, mobility (steps now and spare steps in the back row), and
//! columns exposed to capture.

use super::evaluate::{Evaluate, Score};
use crate::rules::Player;
use crate::rules::kimasai::board::{CIRCUIT, COLUMNS, circuit_hole, front_index};
use crate::rules::kimasai::{Kimasai, KimasaiMove};

const STONE: Score = 100;
/// Per stone that can step now.
const STEP: Score = 1;
/// Per spare back-row step: in a stand-off of front stones, whoever runs out of safe waiting
/// moves first must step into a capture, so these decide Kimasai's endgames.
const SPARE_STEP: Score = 15;
/// Share (in percent) of the stones the mover could capture with their next step.
const MOVER_THREAT_PERCENT: Score = 10;
/// Share (in percent) of the stones exposed to the opponent's next step (the mover may parry).
const OPPONENT_THREAT_PERCENT: Score = 10;

/// The largest capture `player` could make with one step now (0, 1 or 2 stones).
fn best_threat(position: &Kimasai, player: Player) -> u32 {
    (0..COLUMNS)
        .map(|column| {
            let index = front_index(player, column);
            let into = circuit_hole(player, index);
            let from = circuit_hole(player, (index + CIRCUIT - 1) % CIRCUIT);
            if position.has_stone(into) || !position.has_stone(from) {
                return 0;
            }
            position.capture_count(KimasaiMove { from, to: into })
        })
        .max()
        .unwrap_or(0)
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

impl Evaluate for Kimasai {
    fn evaluate(&self) -> Score {
        let me = self.to_move();
        let them = me.opponent();
        let material = (self.stone_count(me) as Score - self.stone_count(them) as Score) * STONE;
        let threats = best_threat(self, me) as Score * STONE * MOVER_THREAT_PERCENT / 100
            - best_threat(self, them) as Score * STONE * OPPONENT_THREAT_PERCENT / 100;
        let mobility = self.step_count(me) as Score - self.step_count(them) as Score;
        let tempo = spare_back_steps(self, me) as Score - spare_back_steps(self, them) as Score;
        material + threats + mobility * STEP + tempo * SPARE_STEP
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
    fn the_opening_capture_is_a_threat_for_the_mover() {
        let start = Kimasai::start(&GameOptions::default());
        assert_eq!(best_threat(&start, Player::South), 2);
        assert!(start.is_capture("b2".parse().unwrap()));
        assert_eq!(best_threat(&start, Player::North), 2);
        assert_eq!(
            start.evaluate(),
            0,
            "the start is symmetric under a half turn"
        );
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
}
