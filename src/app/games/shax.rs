//! Shax as the app shows it: 24 points on three squares, pieces placed from the hand, jare and
//! hadig in the headline.

use bevy::prelude::*;
use bevy_egui::egui::{self, Stroke, Vec2 as EVec2};

use super::{
    BoardView, Card, Ending, Ground, Narrator, Played, SideNames, SpotLook, StoreLook, TypedView,
    has, move_name, usual_end_reason,
};
use crate::app::paint::palette;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::wood::WoodPainter;
use crate::rules::shax::board::{self, NEIGHBOURS};
use crate::rules::shax::{Phase, QUIET_PLY_LIMIT, Shax, ShaxMove};
use crate::rules::{EndReason, Game, Player};

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

    fn paint_board(&self, painter: &mut WoodPainter) {
        painter.wooden_board(self.board_size());
        let points = board::POINTS as u8;
        for a in 0..points {
            for b in (a + 1)..points {
                if NEIGHBOURS[a as usize] & (1 << b) != 0 {
                    painter.line(self.spot_position(a), self.spot_position(b), 7.0);
                }
            }
        }
    }

    fn store_look(&self, captor: Player) -> StoreLook {
        StoreLook::pieces_taken(captor)
    }
}

impl Narrator for ShaxView {
    fn side_words(&self, player: Player) -> &'static str {
        match player {
            Player::South => "light pieces",
            Player::North => "dark pieces",
        }
    }

    fn store_words(&self) -> (&'static str, &'static str) {
        ("piece taken", "pieces taken")
    }

    fn phase_line(&self, p: &Shax, names: &dyn SideNames) -> String {
        match p.phase() {
            Phase::Placing => format!(
                "Placing — in hand: {} {}, {} {}",
                names.side_name(Player::South),
                p.in_hand(Player::South),
                names.side_name(Player::North),
                p.in_hand(Player::North),
            ),
            Phase::FirstRemoval | Phase::SecondRemoval => {
                "Removing — take one of the opponent's pieces".into()
            }
            // Plies are turns: one player's move each.
            Phase::Moving => match p.quiet_plies() {
                0 => "Moving — step along a line; three in a row removes a piece".into(),
                1 => format!(
                    "Moving — 1 turn without a piece removed ({QUIET_PLY_LIMIT} in a row is a draw)"
                ),
                n => format!(
                    "Moving — {n} turns in a row without a piece removed \
                     ({QUIET_PLY_LIMIT} is a draw)"
                ),
            },
        }
    }

    fn describe(&self, played: &Played<Shax>, names: &dyn SideNames, named: bool) -> String {
        let who = names.side_name(played.mover);
        let mv = move_name(played.mv, named);
        let (before, after) = (played.before, played.after);
        if after.is_blockade() && !after.status().is_over() {
            let blocked = after.alternation_player();
            return format!(
                "Hadig — {} is blocked; {} must open a way.",
                names.side_name(blocked),
                names.side_name(blocked.opponent())
            );
        }
        match played.mv {
            ShaxMove::Step {
                remove: Some(_), ..
            } => format!("Jare! {who} removes a piece."),
            ShaxMove::Remove(_) => format!("{who} removes a piece."),
            ShaxMove::Place(_) if before.first_jare().is_none() && after.first_jare().is_some() => {
                format!("{who} forms the first jare: {who} will remove first.")
            }
            ShaxMove::Place(_) => format!("{who} placed a piece{mv}."),
            ShaxMove::Step { remove: None, .. } => format!("{who} moved{mv}."),
        }
    }

    fn take_or_not_prompt(&self, player: Player, names: &dyn SideNames) -> String {
        format!(
            "Jare! {} may remove one of {}'s pieces: pick it, or \"Don't remove\"",
            names.side_name(player),
            names.side_name(player.opponent())
        )
    }

    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        match ending.reason {
            EndReason::TwoPieces => format!("{} only two pieces left", has(names, ending.loser)),
            EndReason::Hadig => "hadig: a blocked player that no step can free".into(),
            EndReason::QuietPlies => {
                format!("{QUIET_PLY_LIMIT} turns in a row without a piece removed")
            }
            _ => usual_end_reason(ending, names),
        }
    }
}

impl Card for ShaxView {
    fn origin(&self) -> &'static str {
        "Somalia"
    }

    fn summary(&self) -> &'static str {
        "Place twelve pieces each, then step along the lines: three in a row (a jare) takes a piece."
    }

    fn how_to_play(&self) -> &'static str {
        "1. Take turns placing your 12 pieces on empty points; lines made now take nothing, but whoever \
         makes the first line will remove first.\n2. When the board is full, each player removes one \
         opposing piece.\n3. Then step a piece along a line to an empty neighbour. Completing a line of \
         three (a jare) lets you remove any opposing piece.\n4. If your opponent cannot move (hadig), you \
         must open a way for them. A player left with two pieces loses."
    }

    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect) {
        let c = rect.center();
        let dark = colors::MINI_HOLE;
        for k in 1..=3 {
            let half = 13.0 * k as f32;
            painter.rect_stroke(
                egui::Rect::from_center_size(c, EVec2::splat(2.0 * half)),
                0.0,
                Stroke::new(1.5, dark),
                egui::StrokeKind::Middle,
            );
        }
        for (dx, dy) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)] {
            painter.line_segment(
                [c + EVec2::new(dx, dy) * 13.0, c + EVec2::new(dx, dy) * 39.0],
                Stroke::new(1.5, dark),
            );
        }
        let south = palette::egui_piece(Player::South);
        painter.circle_filled(c + EVec2::new(-39.0, -39.0), 5.0, south);
        let north = palette::egui_piece(Player::North);
        painter.circle_filled(c + EVec2::new(0.0, -26.0), 5.0, north);
    }

    /// The seed's match: the winner places first in the next game, and wins in a row are
    /// counted (four are *gal*, five *gabad*).
    fn plays_matches(&self) -> bool {
        true
    }
}
