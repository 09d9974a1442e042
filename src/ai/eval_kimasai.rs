//! Bao la Kimasai evaluation: stones, mobility, and columns exposed to capture.

use super::evaluate::{Evaluate, Score};
use crate::rules::Player;
use crate::rules::kimasai::board::{CIRCUIT, COLUMNS, circuit_hole, front_index};
use crate::rules::kimasai::{Kimasai, KimasaiMove};

const STONE: Score = 100;
const STEP: Score = 3;
/// Share (in percent) of the stones the mover could capture with their next step.
const MOVER_THREAT_PERCENT: Score = 80;
/// Share (in percent) of the stones the opponent threatens (the mover may still parry).
const OPPONENT_THREAT_PERCENT: Score = 30;

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

impl Evaluate for Kimasai {
    fn evaluate(&self) -> Score {
        let me = self.to_move();
        let them = me.opponent();
        let material = (self.stone_count(me) as Score - self.stone_count(them) as Score) * STONE;
        let threats = best_threat(self, me) as Score * STONE * MOVER_THREAT_PERCENT / 100
            - best_threat(self, them) as Score * STONE * OPPONENT_THREAT_PERCENT / 100;
        let mobility = self.step_count(me) as Score - self.step_count(them) as Score;
        material + threats + mobility * STEP
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
        assert!(
            start.evaluate() > 0,
            "south to move is about to capture two"
        );
    }
}
