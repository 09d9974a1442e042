//! Bao la Kimasai as the app shows it: four rows of twelve holes, single stones.

use bevy::prelude::*;
use bevy_egui::egui::{self, Pos2};

use super::{
    BoardLine, BoardView, Card, Ending, Ground, Narrator, Played, SideNames, SpotLook, StoreLook,
    TypedView, miniature_scale, said_of_side, usual_end_reason,
};
use crate::app::paint::palette;
use crate::app::paint::palette::egui as colors;
use crate::app::words::Arg;
use crate::rules::kimasai::board::{self, COLUMNS, HOLE_COUNT, ROWS};
use crate::rules::kimasai::{IllegalStep, Kimasai, KimasaiMove};
use crate::rules::{EndReason, Game, Player};

pub struct KimasaiView;

impl TypedView for KimasaiView {
    type Game = Kimasai;
}

impl BoardView for KimasaiView {
    fn spot_count(&self) -> u8 {
        HOLE_COUNT
    }

    fn spot_position(&self, spot: u8) -> Vec2 {
        let (column, row) = (board::column(spot) as f32, board::row(spot) as f32);
        Vec2::new((column - 5.5) * 74.0, (row - 1.5) * 82.0)
    }

    fn spot_name(&self, spot: u8) -> String {
        board::hole_name(spot)
    }

    fn click_path(&self, mv: KimasaiMove) -> Vec<u8> {
        vec![mv.from]
    }

    fn last_move_spots(&self, mv: KimasaiMove) -> Vec<u8> {
        vec![mv.from, mv.to]
    }

    fn spot_look(&self, _spot: u8) -> SpotLook {
        SpotLook {
            ground: Ground::Hole(Vec3::splat(0.78)),
            piece_scale: 0.82,
            count_label: None,
        }
    }

    fn board_size(&self) -> Vec2 {
        Vec2::new(940.0, 380.0)
    }

    /// The line between south's two rows and north's two rows.
    fn lines(&self) -> Vec<BoardLine> {
        vec![BoardLine {
            from: Vec2::new(-455.0, 0.0),
            to: Vec2::new(455.0, 0.0),
            width: 4.0,
        }]
    }

    fn store_look(&self, captor: Player) -> StoreLook {
        StoreLook::pieces_taken(captor)
    }

    /// A stone has one step: to the next hole of its owner's circuit.
    fn attempted_move(&self, _: &Kimasai, _: &[u8], spot: u8) -> Option<KimasaiMove> {
        Some(KimasaiMove {
            from: spot,
            to: board::successor(spot),
        })
    }
}

impl Narrator for KimasaiView {
    fn tap_again_words(&self) -> &'static str {
        "kimasai-tap-again"
    }

    fn side_words(&self, player: Player, _nearest: bool, _upright: bool) -> &'static str {
        match player {
            Player::South => "side-light-stones",
            Player::North => "side-dark-stones",
        }
    }

    fn store_word(&self) -> &'static str {
        "captured-stones"
    }

    fn token_word(&self) -> &'static str {
        "stone"
    }

    fn phase_line(&self, position: &Kimasai, names: &dyn SideNames) -> String {
        let view = position.board_view();
        let stones = |player| {
            view.spots
                .iter()
                .filter(|s| s.owner == Some(player))
                .count()
        };
        names.words().with(
            "kimasai-phase",
            &[
                ("south", names.side_name(Player::South).into()),
                ("south-count", stones(Player::South).into()),
                ("north", names.side_name(Player::North).into()),
                ("north-count", stones(Player::North).into()),
            ],
        )
    }

    fn describe(&self, played: &Played<Kimasai>, names: &dyn SideNames, named: bool) -> String {
        let mv = ("move", Arg::from(played.mv.to_string()));
        match (played.gained(), named) {
            (0, true) => said_of_side(names, "kimasai-stepped-move", played.mover, &[mv]),
            (0, false) => said_of_side(names, "kimasai-stepped", played.mover, &[]),
            (stones, _) => {
                let count = [("count", stones.into())];
                said_of_side(names, "kimasai-captured", played.mover, &count)
            }
        }
    }

    fn explain_refusal(
        &self,
        _: &Kimasai,
        _: KimasaiMove,
        reason: IllegalStep,
        names: &dyn SideNames,
    ) -> String {
        let words = names.words();
        let hole = |key: &'static str, at| (key, Arg::from(board::hole_name(at)));
        match reason {
            IllegalStep::GameOver => words.get("refusal-game-over"),
            IllegalStep::NoStoneOn { mover, hole: at } => {
                said_of_side(names, "kimasai-refuse-no-stone", mover, &[hole("hole", at)])
            }
            IllegalStep::NotNext { from, .. } => words.with(
                "kimasai-refuse-not-next",
                &[hole("from", from), hole("next", board::successor(from))],
            ),
            IllegalStep::Occupied(at) => words.with("kimasai-refuse-occupied", &[hole("hole", at)]),
        }
    }

    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        match ending.reason {
            EndReason::NoStones => said_of_side(names, "kimasai-end-no-stones", ending.loser, &[]),
            _ => usual_end_reason(ending, names),
        }
    }
}

impl Card for KimasaiView {
    fn origin(&self) -> &'static str {
        "kimasai-origin"
    }

    fn summary(&self) -> &'static str {
        "kimasai-summary"
    }

    fn history(&self) -> &'static str {
        "history-kimasai"
    }

    fn how_to_play(&self) -> &'static [&'static str] {
        &[
            "how-to-play-kimasai-1",
            "how-to-play-kimasai-2",
            "how-to-play-kimasai-3",
        ]
    }

    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect) {
        let dark = colors::MINI_HOLE;
        let c = rect.center();
        let scale = miniature_scale(rect);
        let left = c.x - 75.0 * scale;
        for row in 0..ROWS {
            for i in 0..COLUMNS {
                let at = Pos2::new(
                    left + (10.0 + i as f32 * 11.8) * scale,
                    c.y + (30.0 - row as f32 * 20.0) * scale,
                );
                painter.circle_filled(at, 4.5 * scale, dark);
                // Each player's leftmost front hole starts empty.
                let empty = (row == 1 && i == 0) || (row == 2 && i == COLUMNS - 1);
                if !empty {
                    let player = if row < 2 {
                        Player::South
                    } else {
                        Player::North
                    };
                    painter.circle_filled(at, 3.2 * scale, palette::egui_piece(player));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::tests::Friends;
    use crate::app::games::tests::refusal_for;

    const START: &str = "bao-la-kimasai 111111111111/111111111110/011111111111/111111111111 south";

    #[test]
    fn a_stone_steps_only_into_the_empty_hole_ahead() {
        assert_eq!(
            refusal_for(START, &[], "c2").as_deref(),
            Some("a stone steps only counter-clockwise, and b2 is not empty")
        );
    }

    #[test]
    fn a_hole_without_ones_stone() {
        assert_eq!(
            refusal_for(START, &[], "k3").as_deref(),
            Some("k3 holds none of South's stones")
        );
    }

    #[test]
    fn reasons_no_click_meets_have_words_too() {
        let start = Kimasai::start(&crate::rules::GameOptions::default());
        let c2 = board::hole_by_name("c2").unwrap();
        let a2 = board::hole_by_name("a2").unwrap();
        let step = KimasaiMove { from: c2, to: a2 };
        let words = |reason| KimasaiView.explain_refusal(&start, step, reason, &Friends);
        assert_eq!(
            words(IllegalStep::NotNext { from: c2, to: a2 }),
            "a stone steps only to the next hole counter-clockwise: from c2 that is b2"
        );
        assert_eq!(words(IllegalStep::GameOver), "the game is over");
    }
}
