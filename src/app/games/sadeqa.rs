//! Sadeqa III as the app shows it: two rows of eight holes, seeds drawn with their count.

use bevy::prelude::*;
use bevy_egui::egui::{self, Pos2, Vec2 as EVec2};

use super::{
    BoardLine, BoardView, Card, Ending, Ground, Narrator, Played, SIDE, SIDE2, SideNames, SpotLook,
    StoreLook, TypedView, miniature_scale, said_of_side, side_args, usual_end_reason,
};
use crate::app::paint::palette::egui as colors;
use crate::app::words::Arg;
use crate::rules::sadeqa::notation::hole_name;
use crate::rules::sadeqa::{IllegalSowing, Sadeqa, SadeqaMove};
use crate::rules::{EndReason, Game, Player, Status};

/// Holes in one row.
const ROW: u8 = 8;
/// World units between neighbouring holes.
const PITCH: f32 = 104.0;

pub struct SadeqaView;

impl TypedView for SadeqaView {
    type Game = Sadeqa;
}

impl BoardView for SadeqaView {
    fn spot_count(&self) -> u8 {
        2 * ROW
    }

    fn spot_position(&self, spot: u8) -> Vec2 {
        let i = spot as f32;
        if spot < ROW {
            Vec2::new((i - 3.5) * PITCH, -72.0)
        } else {
            // North's row runs A..H from north's left, which is the screen's right.
            Vec2::new((3.5 - (i - ROW as f32)) * PITCH, 72.0)
        }
    }

    fn spot_name(&self, spot: u8) -> String {
        hole_name(spot as usize).to_string()
    }

    /// a..h are South's row, A..H North's: said, as the letters' case is not.
    fn spot_side(&self, spot: u8) -> Option<Player> {
        Some(if spot < 8 {
            Player::South
        } else {
            Player::North
        })
    }

    fn click_path(&self, mv: SadeqaMove) -> Vec<u8> {
        vec![mv.0]
    }

    fn spot_look(&self, spot: u8) -> SpotLook {
        SpotLook {
            ground: Ground::Hole(Vec3::new(1.15, 1.05, 1.0)),
            piece_scale: 1.0,
            // Counts sit outside the rows: below south's, above north's.
            count_label: Some(Vec2::new(0.0, if spot < ROW { -62.0 } else { 62.0 })),
        }
    }

    fn board_size(&self) -> Vec2 {
        Vec2::new(900.0, 300.0)
    }

    /// The line between the two players' rows.
    fn lines(&self) -> Vec<BoardLine> {
        vec![BoardLine {
            from: Vec2::new(-430.0, 0.0),
            to: Vec2::new(430.0, 0.0),
            width: 4.0,
        }]
    }

    fn store_look(&self, _captor: Player) -> StoreLook {
        StoreLook {
            pieces_of: None,
            token_size: Vec2::new(7.5, 5.5),
            pitch: 17.0,
        }
    }

    fn attempted_move(&self, _: &Sadeqa, _: &[u8], spot: u8) -> Option<SadeqaMove> {
        Some(SadeqaMove(spot))
    }
}

impl Narrator for SadeqaView {
    fn tap_again_words(&self) -> &'static str {
        "sadeqa-tap-again"
    }

    fn side_words(&self, _player: Player, nearest: bool, upright: bool) -> &'static str {
        // A board turned upright (a phone) has the nearest row on the left.
        match (nearest, upright) {
            (true, false) => "side-lower-row",
            (false, false) => "side-upper-row",
            (true, true) => "side-left-column",
            (false, true) => "side-right-column",
        }
    }

    fn store_word(&self) -> &'static str {
        "captured-seeds"
    }

    fn token_word(&self) -> &'static str {
        "seed"
    }

    fn phase_line(&self, position: &Sadeqa, names: &dyn SideNames) -> String {
        let seeds: u32 = position
            .board_view()
            .spots
            .iter()
            .map(|s| s.count as u32)
            .sum();
        names
            .words()
            .with("sadeqa-phase", &[("seeds", seeds.into())])
    }

    fn describe(&self, played: &Played<Sadeqa>, names: &dyn SideNames, named: bool) -> String {
        let captured = played.before.seeds_captured_by(played.mv);
        let mut args = vec![("count", Arg::from(captured))];
        if named {
            args.push(("move", played.mv.to_string().into()));
        }
        let id = match (named, captured) {
            (true, 0) => "sadeqa-sowed-move",
            (false, 0) => "sadeqa-sowed",
            (true, _) => "sadeqa-sowed-move-captured",
            (false, _) => "sadeqa-sowed-captured",
        };
        let sowed = said_of_side(names, id, played.mover, &args);
        // The seeds left on the board when the game ends are the end's, not a capture's.
        let Status::Over { reason, .. } = played.after.status() else {
            return sowed;
        };
        let end = match (reason, played.gained().saturating_sub(captured)) {
            (EndReason::Repetition, _) => names.words().get("sadeqa-repetition-after"),
            (_, 0) => return sowed,
            (_, left) => {
                let left = [("count", left.into())];
                said_of_side(names, "sadeqa-over-takes-left", played.mover, &left)
            }
        };
        format!("{sowed} {end}")
    }

    fn explain_refusal(
        &self,
        _: &Sadeqa,
        _: SadeqaMove,
        reason: IllegalSowing,
        names: &dyn SideNames,
    ) -> String {
        let words = names.words();
        let hole = |hole: &dyn std::fmt::Display| ("hole", Arg::from(hole.to_string()));
        match reason {
            IllegalSowing::GameOver => words.get("refusal-game-over"),
            // Which holes are whose is said by side, not by row or place: a phone's board turns
            // rows into columns.
            IllegalSowing::OthersRow { hole: at, mover } => {
                let mut args = side_args(names, mover.opponent(), SIDE).to_vec();
                args.extend(side_args(names, mover, SIDE2));
                args.push(hole(&at));
                words.with("sadeqa-refuse-others-row", &args)
            }
            IllegalSowing::Empty(at) => words.with("sadeqa-refuse-empty", &[hole(&at)]),
            IllegalSowing::Endless(at) => words.with("sadeqa-refuse-endless", &[hole(&at)]),
        }
    }

    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        match ending.reason {
            EndReason::NoMoves => {
                let taker = side_args(names, ending.stuck.opponent(), SIDE2);
                said_of_side(names, "sadeqa-end-no-moves", ending.stuck, &taker)
            }
            EndReason::Repetition => names.words().get("sadeqa-end-repetition"),
            _ => usual_end_reason(ending, names),
        }
    }
}

impl Card for SadeqaView {
    fn origin(&self) -> &'static str {
        "sadeqa-origin"
    }

    fn summary(&self) -> &'static str {
        "sadeqa-summary"
    }

    fn history(&self) -> &'static str {
        "history-sadeqa"
    }

    fn how_to_play(&self) -> &'static [&'static str] {
        &[
            "how-to-play-sadeqa-1",
            "how-to-play-sadeqa-2",
            "how-to-play-sadeqa-3",
            "how-to-play-sadeqa-4",
        ]
    }

    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect) {
        let dark = colors::MINI_HOLE;
        let c = rect.center();
        let scale = miniature_scale(rect);
        let left = c.x - 75.0 * scale;
        for row in 0..2 {
            for i in 0..ROW {
                let at = Pos2::new(
                    left + (14.0 + i as f32 * 17.5) * scale,
                    c.y + (if row == 0 { 14.0 } else { -14.0 }) * scale,
                );
                painter.circle_filled(at, 7.0 * scale, dark);
                let seed = colors::MINI_SEED;
                painter.circle_filled(at + EVec2::new(-1.5, 0.5) * scale, 2.0 * scale, seed);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::tests::Friends;
    use crate::app::games::tests::refusal_for;

    const START: &str = "sadeqa-iii 6,6,6,6,6,6,6,6/6,6,6,6,6,6,6,6 south 0 0";

    /// What is said of `mv` played by South from `position`.
    fn said_of(position: &str, mv: &str) -> String {
        let mut game = crate::rules::AnyMatch::load(position).unwrap();
        let before = game.position();
        let played = game.play_text(mv).unwrap();
        let after = game.position();
        let narrator = crate::app::games::narrator(game.game());
        narrator.describe(Player::South, played, [&before, &after], &Friends, true)
    }

    /// A capture that ends the game: the capture is told as one, the seeds left on the board
    /// as the end's (they were told as part of the capture: "captured 4 seeds").
    #[test]
    fn the_end_of_the_game_is_not_a_capture() {
        let position = "sadeqa-iii 0,0,0,0,0,0,1,0/3,0,0,0,0,0,0,0 south 0 0";
        assert_eq!(
            said_of(position, "g"),
            "South sowed g and captured 3 seeds. The game is over: South takes the 1 seed left \
             on the board."
        );
        assert_eq!(said_of(START, "a"), "South sowed a and captured 8 seeds.");
    }

    #[test]
    fn a_hole_of_the_other_row() {
        assert_eq!(
            refusal_for(START, &[], "A").as_deref(),
            Some("A is on North's side: sow from a hole on South's own side")
        );
    }

    #[test]
    fn an_empty_hole() {
        let position = "sadeqa-iii 0,6,6,6,6,6,6,6/6,6,6,6,6,6,6,12 south 0 0";
        assert_eq!(
            refusal_for(position, &[], "a").as_deref(),
            Some("a is empty: sow from a hole with seeds in it")
        );
    }

    #[test]
    fn a_sowing_that_would_never_end() {
        // Found by the rules' search for endless sowings (src/rules/sadeqa/tests.rs).
        let position = "sadeqa-iii 1,0,1,2,2,1,4,3/2,3,2,1,0,4,1,4 south 0 0";
        assert_eq!(
            refusal_for(position, &[], "d").as_deref(),
            Some("that sowing would never end: the seeds from d go round for ever")
        );
    }

    #[test]
    fn the_end_of_the_game_has_words_too() {
        let start = Sadeqa::start(&crate::rules::GameOptions::default());
        let words =
            SadeqaView.explain_refusal(&start, SadeqaMove(0), IllegalSowing::GameOver, &Friends);
        assert_eq!(words, "the game is over");
    }
}
