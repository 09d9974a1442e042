//! Shax as the app shows it: 24 points on three squares, pieces placed from the hand, jare and
//! hadig in the headline.

use bevy::prelude::*;
use bevy_egui::egui::{self, Stroke, Vec2 as EVec2};

use super::{GameView, Ground, SpotLook, move_name};
use crate::app::session::{MoveApplied, Setup};
use crate::app::view::palette;
use crate::app::view::palette::egui as colors;
use crate::app::view::wood::WoodPainter;
use crate::rules::shax::board::{self, NEIGHBOURS};
use crate::rules::shax::{Phase, QUIET_PLY_LIMIT, Shax, ShaxMove};
use crate::rules::{AnyMove, AnyPosition, Player};

/// World units between neighbouring points of the outer square's grid.
const GRID: f32 = 92.0;

pub struct ShaxView;

/// The Shax position inside `position` (the session shows only Shax positions here).
fn shax(position: &AnyPosition) -> Option<&Shax> {
    match position {
        AnyPosition::Shax(p) => Some(p),
        AnyPosition::Sadeqa(_) | AnyPosition::Kimasai(_) => None,
    }
}

impl GameView for ShaxView {
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

    fn click_path(&self, mv: AnyMove) -> Vec<u8> {
        match mv {
            AnyMove::Shax(ShaxMove::Place(p) | ShaxMove::Remove(p)) => vec![p],
            AnyMove::Shax(ShaxMove::Step { from, to, remove }) => [Some(from), Some(to), remove]
                .into_iter()
                .flatten()
                .collect(),
            AnyMove::Sadeqa(_) | AnyMove::Kimasai(_) => vec![],
        }
    }

    fn spot_look(&self, _spot: u8) -> SpotLook {
        SpotLook {
            ground: Ground::Point,
            piece_scale: 1.0,
            count_label: None,
        }
    }

    fn side_words(&self, player: Player) -> &'static str {
        match player {
            Player::South => "light pieces",
            Player::North => "dark pieces",
        }
    }

    fn store_words(&self) -> (&'static str, &'static str) {
        ("piece taken", "pieces taken")
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

    fn phase_line(&self, position: &AnyPosition, setup: &Setup) -> String {
        let Some(p) = shax(position) else {
            return String::new();
        };
        match p.phase() {
            Phase::Placing => format!(
                "Placing — in hand: {} {}, {} {}",
                setup.side_name(Player::South),
                p.in_hand(Player::South),
                setup.side_name(Player::North),
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

    fn describe(
        &self,
        applied: &MoveApplied,
        after: &AnyPosition,
        setup: &Setup,
        named: bool,
    ) -> String {
        let who = setup.side_name(applied.mover);
        let mv = move_name(applied.mv, named);
        let (Some(before), Some(after_shax)) = (shax(&applied.before), shax(after)) else {
            return format!("{who} played{mv}.");
        };
        if after_shax.is_blockade() && !after.status().is_over() {
            let blocked = after_shax.alternation_player();
            return format!(
                "Hadig — {} is blocked; {} must open a way.",
                setup.side_name(blocked),
                setup.side_name(blocked.opponent())
            );
        }
        match applied.mv {
            AnyMove::Shax(ShaxMove::Step {
                remove: Some(_), ..
            }) => format!("Jare! {who} removes a piece."),
            AnyMove::Shax(ShaxMove::Remove(_)) => format!("{who} removes a piece."),
            AnyMove::Shax(ShaxMove::Place(_))
                if before.first_jare().is_none() && after_shax.first_jare().is_some() =>
            {
                format!("{who} forms the first jare: {who} will remove first.")
            }
            AnyMove::Shax(ShaxMove::Place(_)) => format!("{who} placed a piece{mv}."),
            _ => format!("{who} moved{mv}."),
        }
    }

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
}
