//! Sadeqa III evaluation: captured seeds, seeds in each row, and capture threats.

use super::endgame::{self, Exact};
use super::evaluate::{Evaluate, Score};
use crate::rules::Player;
use crate::rules::sadeqa::sowing::opposite;
use crate::rules::sadeqa::{Sadeqa, SadeqaMove, row};

const CAPTURED_SEED: Score = 100;
/// Seeds in a player's own row: they feed moves and go to the owner after a repetition.
const OWN_ROW_SEED: Score = 12;
/// Share (in percent) of the seeds across an own empty hole, a target for a later capture.
const TARGET_PERCENT: Score = 15;

fn targets(position: &Sadeqa, player: Player) -> Score {
    let holes = position.holes();
    row(player)
        .filter(|&h| holes[h] == 0)
        .map(|h| holes[opposite(h)] as Score)
        .max()
        .unwrap_or(0)
}

fn side_value(position: &Sadeqa, player: Player) -> Score {
    let own_row: Score = row(player).map(|h| position.holes()[h] as Score).sum();
    position.captured(player) as Score * CAPTURED_SEED
        + own_row * OWN_ROW_SEED
        + targets(position, player) * TARGET_PERCENT
}

impl Evaluate for Sadeqa {
    fn evaluate(&self) -> Score {
        let me = self.to_move();
        side_value(self, me) - side_value(self, me.opponent())
    }

    fn is_capture(&self, mv: SadeqaMove) -> bool {
        self.captures(mv)
    }

    fn move_key(mv: SadeqaMove) -> usize {
        mv.hole()
    }

    fn exact(&self) -> Option<Exact> {
        let margin = endgame::sadeqa_installed()?.final_margin_in_play(self)?;
        Some(Exact::Margin {
            seeds: margin as i16,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn captured_seeds_dominate() {
        let ahead =
            Sadeqa::from_position_text("1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 south 20 10").unwrap();
        assert!(ahead.evaluate() >= 10 * CAPTURED_SEED);
        let behind =
            Sadeqa::from_position_text("1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 north 20 10").unwrap();
        assert_eq!(behind.evaluate(), -ahead.evaluate());
    }

    #[test]
    fn a_capturing_move_is_recognised() {
        let position =
            Sadeqa::from_position_text("2,0,1,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0").unwrap();
        assert!(position.is_capture(SadeqaMove(0)));
        assert!(!position.is_capture(SadeqaMove(2)));
    }
}
