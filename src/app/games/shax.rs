//! Shax as the app shows it: 24 points on three squares, pieces placed from the hand, jare and
//! hadig in the headline.

use bevy::prelude::*;
use bevy_egui::egui::{self, Stroke, Vec2 as EVec2};

use super::{
    BoardLine, BoardView, Card, Ending, Ground, Narrator, Played, SIDE, SIDE2, SideNames, SpotLook,
    StoreLook, TypedView, miniature_scale, said_of_side, side_args, usual_end_reason,
};
use crate::app::paint::palette;
use crate::app::paint::palette::egui as colors;
use crate::app::words::Arg;
use crate::rules::shax::board::{self, NEIGHBOURS};
use crate::rules::shax::{IllegalShaxMove, Phase, QUIET_PLY_LIMIT, Shax, ShaxMove};
use crate::rules::{EndReason, Game, Player, SpotSet};

/// World units between neighbouring points of the outer square's grid.
const GRID: f32 = 92.0;

pub struct ShaxView;

impl TypedView for ShaxView {
    type Game = Shax;
}

impl BoardView for ShaxView {
    fn spot_count(&self) -> u8 {
        board::POINTS as u8
    }

    fn spot_position(&self, spot: u8) -> Vec2 {
        let (column, row) = board::point_coordinates(spot);
        Vec2::new((column as f32 - 3.0) * GRID, (row as f32 - 3.0) * GRID)
    }

    fn spot_name(&self, spot: u8) -> String {
        board::point_name(spot).to_string()
    }

    fn click_path(&self, mv: ShaxMove) -> Vec<u8> {
        match mv {
            ShaxMove::Place(p) | ShaxMove::Remove(p) => vec![p],
            ShaxMove::Step { from, to, remove } => [Some(from), Some(to), remove]
                .into_iter()
                .flatten()
                .collect(),
        }
    }

    fn spot_look(&self, _spot: u8) -> SpotLook {
        SpotLook {
            ground: Ground::Point,
            piece_scale: 1.0,
            count_label: None,
        }
    }

    fn board_size(&self) -> Vec2 {
        Vec2::splat(660.0)
    }

    /// Every line between neighbouring points.
    fn lines(&self) -> Vec<BoardLine> {
        (0..board::POINTS as u8)
            .flat_map(|a| {
                neighbours(a)
                    .into_iter()
                    .filter(move |&b| b > a)
                    .map(move |b| (a, b))
            })
            .map(|(a, b)| BoardLine {
                from: BoardView::spot_position(self, a),
                to: BoardView::spot_position(self, b),
                width: 7.0,
            })
            .collect()
    }

    fn store_look(&self, captor: Player) -> StoreLook {
        StoreLook::pieces_taken(captor)
    }

    fn attempted_move(&self, position: &Shax, picked: &[u8], spot: u8) -> Option<ShaxMove> {
        Some(match (position.phase(), picked) {
            (Phase::Placing, _) => ShaxMove::Place(spot),
            (Phase::FirstRemoval | Phase::SecondRemoval, _) => ShaxMove::Remove(spot),
            // A piece picked to step: towards an empty neighbour if it has one, so that the
            // rules say why that step is refused (hadig), else towards a taken one.
            (Phase::Moving, []) => {
                let neighbours = neighbours(spot);
                let to = neighbours
                    .iter()
                    .copied()
                    .find(|&n| position.owner(n).is_none())
                    .or(neighbours.first().copied())?;
                ShaxMove::Step {
                    from: spot,
                    to,
                    remove: None,
                }
            }
            (Phase::Moving, &[from]) => ShaxMove::Step {
                from,
                to: spot,
                remove: None,
            },
            (Phase::Moving, &[from, to, ..]) => ShaxMove::Step {
                from,
                to,
                remove: Some(spot),
            },
        })
    }
}

/// The points next to `point` along the lines.
fn neighbours(point: u8) -> Vec<u8> {
    SpotSet(NEIGHBOURS[point as usize]).iter().collect()
}

impl Narrator for ShaxView {
    fn side_words(&self, player: Player, _nearest: bool, _upright: bool) -> &'static str {
        match player {
            Player::South => "side-light-pieces",
            Player::North => "side-dark-pieces",
        }
    }

    fn store_word(&self) -> &'static str {
        "captured-pieces"
    }

    fn token_word(&self) -> &'static str {
        "piece"
    }

    fn phase_line(&self, p: &Shax, names: &dyn SideNames) -> String {
        let words = names.words();
        match p.phase() {
            Phase::Placing => words.with(
                "shax-phase-placing",
                &[
                    ("south", names.side_name(Player::South).into()),
                    ("south-count", p.in_hand(Player::South).into()),
                    ("north", names.side_name(Player::North).into()),
                    ("north-count", p.in_hand(Player::North).into()),
                ],
            ),
            Phase::FirstRemoval | Phase::SecondRemoval => words.get("shax-phase-removing"),
            // Plies are turns: one player's move each.
            Phase::Moving => match p.quiet_plies() {
                0 => words.get("shax-phase-moving"),
                n => {
                    let args = [("turns", n.into()), ("limit", QUIET_PLY_LIMIT.into())];
                    words.with("shax-phase-quiet", &args)
                }
            },
        }
    }

    fn describe(&self, played: &Played<Shax>, names: &dyn SideNames, named: bool) -> String {
        let (before, after, mover) = (played.before, played.after, played.mover);
        if after.is_blockade() && !after.status().is_over() {
            let blocked = after.alternation_player();
            let freer = side_args(names, blocked.opponent(), SIDE2);
            return said_of_side(names, "shax-hadig", blocked, &freer);
        }
        // Which piece went, or where a move went, is said where the board names its points.
        let at = |id: &str, named_id: &str, arg: (&'static str, Arg<'static>)| match named {
            true => said_of_side(names, named_id, mover, &[arg]),
            false => said_of_side(names, id, mover, &[]),
        };
        let point = |point| ("point", Arg::from(board::point_name(point)));
        let mv = ("move", Arg::from(played.mv.to_string()));
        match played.mv {
            ShaxMove::Step {
                remove: Some(taken),
                ..
            } => at("shax-jare-removes", "shax-jare-removes-from", point(taken)),
            ShaxMove::Remove(taken) => at("shax-removes", "shax-removes-from", point(taken)),
            ShaxMove::Place(_) if before.first_jare().is_none() && after.first_jare().is_some() => {
                said_of_side(names, "shax-first-jare", mover, &[])
            }
            ShaxMove::Place(_) => at("shax-placed", "shax-placed-move", mv),
            ShaxMove::Step { remove: None, .. } => at("shax-moved", "shax-moved-move", mv),
        }
    }

    fn explain_refusal(
        &self,
        position: &Shax,
        mv: ShaxMove,
        reason: IllegalShaxMove,
        names: &dyn SideNames,
    ) -> String {
        let words = names.words();
        let name = |key: &'static str, p| (key, Arg::from(board::point_name(p)));
        let whose = |player| side_args(names, player, SIDE);
        match reason {
            IllegalShaxMove::GameOver => words.get("refusal-game-over"),
            IllegalShaxMove::Occupied(p) => match mv {
                ShaxMove::Step { from, .. }
                    if neighbours(from)
                        .iter()
                        .all(|&n| position.owner(n).is_some()) =>
                {
                    words.with("shax-refuse-hemmed", &[name("from", from)])
                }
                ShaxMove::Step { from, .. } => words.with(
                    "shax-refuse-step-occupied",
                    &[name("point", p), name("from", from)],
                ),
                _ => words.with("shax-refuse-place-occupied", &[name("point", p)]),
            },
            IllegalShaxMove::PlacingNow => words.get("shax-refuse-placing"),
            IllegalShaxMove::NotAnOpposingPiece { mover }
            | IllegalShaxMove::RemovingNow { mover } => {
                words.with("shax-refuse-removal", &whose(mover.opponent()))
            }
            IllegalShaxMove::SteppingNow => words.get("shax-refuse-stepping"),
            IllegalShaxMove::NoPieceOn { mover, point } => {
                let mut args = whose(mover).to_vec();
                args.push(name("point", point));
                words.with("shax-refuse-no-piece", &args)
            }
            IllegalShaxMove::NotNeighbours { from, to } => words.with(
                "shax-refuse-not-next",
                &[name("to", to), name("from", from)],
            ),
            IllegalShaxMove::MustFree { blocked, mover } => {
                let freer = side_args(names, mover, SIDE2);
                said_of_side(names, "shax-refuse-must-free", blocked, &freer)
            }
            IllegalShaxMove::FreeingStepRemoves => words.get("shax-refuse-freeing-removes"),
            IllegalShaxMove::NoJare { from, to } => {
                words.with("shax-refuse-no-jare", &[name("from", from), name("to", to)])
            }
            IllegalShaxMove::NothingToRemoveOn { point, opponent } => {
                let mut args = whose(opponent).to_vec();
                args.push(name("point", point));
                words.with("shax-refuse-nothing-on", &args)
            }
        }
    }

    fn take_or_not_prompt(&self, player: Player, names: &dyn SideNames) -> String {
        let other = side_args(names, player.opponent(), SIDE2);
        said_of_side(names, "shax-take-or-not", player, &other)
    }

    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        match ending.reason {
            EndReason::TwoPieces => said_of_side(names, "shax-end-two-pieces", ending.loser, &[]),
            EndReason::Hadig => names.words().get("shax-end-hadig"),
            EndReason::QuietPlies => {
                let limit = [("limit", QUIET_PLY_LIMIT.into())];
                names.words().with("shax-end-quiet", &limit)
            }
            _ => usual_end_reason(ending, names),
        }
    }
}

impl Card for ShaxView {
    fn origin(&self) -> &'static str {
        "shax-origin"
    }

    fn summary(&self) -> &'static str {
        "shax-summary"
    }

    fn history(&self) -> &'static str {
        "history-shax"
    }

    fn how_to_play(&self) -> &'static [&'static str] {
        &[
            "how-to-play-shax-1",
            "how-to-play-shax-2",
            "how-to-play-shax-3",
            "how-to-play-shax-4",
        ]
    }

    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect) {
        let c = rect.center();
        let scale = miniature_scale(rect);
        let dark = colors::MINI_HOLE;
        let stroke = Stroke::new(1.5 * scale, dark);
        for k in 1..=3 {
            let half = 13.0 * k as f32 * scale;
            painter.rect_stroke(
                egui::Rect::from_center_size(c, EVec2::splat(2.0 * half)),
                0.0,
                stroke,
                egui::StrokeKind::Middle,
            );
        }
        for (dx, dy) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)] {
            let way = EVec2::new(dx, dy) * scale;
            painter.line_segment([c + way * 13.0, c + way * 39.0], stroke);
        }
        let south = palette::egui_piece(Player::South);
        painter.circle_filled(c + EVec2::new(-39.0, -39.0) * scale, 5.0 * scale, south);
        let north = palette::egui_piece(Player::North);
        painter.circle_filled(c + EVec2::new(0.0, -26.0) * scale, 5.0 * scale, north);
    }

    /// The seed's match: the winner places first in the next game, and wins in a row are
    /// counted (four are *gal*, five *gabad*).
    fn plays_matches(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::tests::Friends;
    use crate::app::games::tests::refusal_for;

    fn said(position: &str, picked: &[&str], spot: &str) -> String {
        refusal_for(position, picked, spot).unwrap_or_else(|| panic!("{spot}: no refusal"))
    }

    /// South a1 b2 f2, north d1 g4 d7: south to move.
    const STEPPING: &str = "shax SN.N.N../S.S...../........ south move 0 0 - 0";

    /// "Computer (Casual) removes a piece." left the player searching the board for it.
    #[test]
    fn a_removal_says_which_piece_where_the_board_names_its_points() {
        let full = "shax SSNNNSSS/SNNNNSSS/SNNNNSNS south remove-first 0 0 south 0";
        let before = crate::rules::AnyMatch::load(full).unwrap();
        let mv = before.parse_move("xg1").unwrap();
        let mut after = before.clone();
        after.play(mv).unwrap();
        let said = |named| {
            crate::app::games::narrator(crate::rules::GameId::Shax).describe(
                Player::South,
                mv,
                [&before.position(), &after.position()],
                &Friends,
                named,
            )
        };
        assert_eq!(said(true), "South removes a piece from g1.");
        assert_eq!(said(false), "South removes a piece.");
    }

    #[test]
    fn a_taken_point_while_placing() {
        let position = "shax ......../.S....../........ north place 11 12 - 0";
        assert_eq!(
            said(position, &[], "d2"),
            "d2 already has a piece: place yours on an empty point"
        );
    }

    #[test]
    fn the_removal_phase_takes_the_opponents_pieces() {
        let full = "shax SSNNNSSS/SNNNNSSS/SNNNNSNS south remove-first 0 0 south 0";
        assert_eq!(
            said(full, &[], "a1"),
            "it is the removal phase: take one of North's pieces"
        );
    }

    #[test]
    fn a_step_from_a_point_without_ones_piece() {
        assert_eq!(
            said(STEPPING, &[], "g4"),
            "g4 holds none of South's pieces: pick one of them to step"
        );
    }

    #[test]
    fn a_step_to_a_point_not_next_along_a_line() {
        assert_eq!(
            said(STEPPING, &["a1"], "g7"),
            "g7 is not next to a1 along a line: a piece steps to a neighbouring point"
        );
    }

    #[test]
    fn a_step_to_a_taken_point_and_a_piece_with_no_way_out() {
        assert_eq!(
            said(STEPPING, &["a1"], "d1"),
            "d1 already has a piece: step to an empty point next to a1"
        );
        let blocked = "shax SN..N..N/S.S...../........ south move 0 0 - 0";
        assert_eq!(
            said(blocked, &[], "a1"),
            "every point next to a1 already has a piece, so this one cannot step"
        );
    }

    #[test]
    fn hadig_the_opponent_must_be_freed() {
        // South is blocked; only north's e5-e4 frees them.
        let position = "shax SSNNNSSS/SNNNNSSS/SNN.NSNS south move 0 0 - 0";
        assert_eq!(
            said(position, &[], "f4"),
            "hadig: South is blocked, so North must step to free them"
        );
    }

    #[test]
    fn a_jare_takes_only_the_opponents_pieces() {
        // a4-a1 completes a1 d1 g1 for south.
        let position = "shax .SS....S/NN.N..../........ south move 0 0 - 0";
        assert_eq!(
            said(position, &["a4", "a1"], "d1"),
            "jare: take one of North's pieces; d1 holds none"
        );
    }

    #[test]
    fn reasons_no_click_meets_have_words_too() {
        let start = Shax::start(&crate::rules::GameOptions::default());
        let words = |reason| ShaxView.explain_refusal(&start, ShaxMove::Place(0), reason, &Friends);
        let a1 = 0;
        let d1 = 1;
        for (reason, expected) in [
            (IllegalShaxMove::GameOver, "the game is over"),
            (
                IllegalShaxMove::PlacingNow,
                "pieces are still being placed: put one on an empty point",
            ),
            (
                IllegalShaxMove::RemovingNow {
                    mover: Player::North,
                },
                "it is the removal phase: take one of South's pieces",
            ),
            (
                IllegalShaxMove::SteppingNow,
                "pieces now step along the lines: pick one of yours, then an empty point next to it",
            ),
            (
                IllegalShaxMove::FreeingStepRemoves,
                "a step that frees a blocked player takes nothing",
            ),
            (
                IllegalShaxMove::NoJare { from: a1, to: d1 },
                "a1-d1 makes no line of three (no jare), so it takes nothing",
            ),
        ] {
            assert_eq!(words(reason), expected);
        }
    }
}
