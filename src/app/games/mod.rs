//! Everything the app knows about each game, behind one trait, and the one place that picks a
//! game's view by its id. Adding a game means adding a file here (see docs/ARCHITECTURE.md).

mod kimasai;
mod sadeqa;
mod shax;

use bevy::prelude::*;
use bevy_egui::egui;

use super::session::{MoveApplied, Setup};
use super::view::wood::WoodPainter;
use crate::rules::{AnyMove, AnyPosition, GameId, Player};

/// What lies under a spot's contents.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Ground {
    /// A small dot where lines meet (Shax).
    Point,
    /// A hole cut into the board, scaled from a circle.
    Hole(Vec3),
}

/// How a spot is drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SpotLook {
    pub ground: Ground,
    /// The size of a piece or stone on it.
    pub piece_scale: f32,
    /// For seed holes: where the seed count is written, relative to the hole.
    pub count_label: Option<Vec2>,
}

/// One game as the app shows and plays it.
pub trait GameView: Sync {
    fn spot_count(&self) -> u8;

    /// Where a spot lies in the board's world coordinates (the board is about 900 × 600).
    fn spot_position(&self, spot: u8) -> Vec2;

    /// The spot's name in the notation.
    fn spot_name(&self, spot: u8) -> String;

    /// The spots a person clicks to make `mv`, in order.
    fn click_path(&self, mv: AnyMove) -> Vec<u8>;

    /// The spots marked to show that `mv` was the last move.
    fn last_move_spots(&self, mv: AnyMove) -> Vec<u8> {
        self.click_path(mv)
    }

    fn spot_look(&self, spot: u8) -> SpotLook;

    /// What marks a side on the board, for tying "South" or "You" to what the player sees:
    /// "light pieces", "lower row".
    fn side_words(&self, player: Player) -> &'static str;

    /// What a store holds, in the singular and the plural: ("piece taken", "pieces taken").
    fn store_words(&self) -> (&'static str, &'static str);

    /// What a store holds, counted: "3 pieces taken", "1 seed".
    fn captures(&self, count: u32) -> String {
        let (one, many) = self.store_words();
        match count {
            1 => format!("1 {one}"),
            n => format!("{n} {many}"),
        }
    }

    /// The wooden board's size (world units, without its edge): the camera fits it to the window.
    fn board_size(&self) -> Vec2;

    /// Paints the wooden board and its lines under the spots.
    fn paint_board(&self, painter: &mut WoodPainter);

    /// The line under the players' names: the phase, what is left.
    fn phase_line(&self, position: &AnyPosition, setup: &Setup) -> String;

    /// A sentence about the move just played, in the game's words (`after` is the position it
    /// led to). The move's notation is named only when `named` (the board shows coordinates),
    /// since otherwise it points at nothing the player can see.
    fn describe(
        &self,
        applied: &MoveApplied,
        after: &AnyPosition,
        setup: &Setup,
        named: bool,
    ) -> String;

    /// Where the game comes from.
    fn origin(&self) -> &'static str;

    /// What the game is, in one line.
    fn summary(&self) -> &'static str;

    /// How to play, in a few numbered sentences.
    fn how_to_play(&self) -> &'static str;

    /// The board in small, for the menu's card.
    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect);
}

/// The view of `game`.
pub fn view(game: GameId) -> &'static dyn GameView {
    match game {
        GameId::Shax => &shax::ShaxView,
        GameId::Sadeqa => &sadeqa::SadeqaView,
        GameId::Kimasai => &kimasai::KimasaiView,
    }
}

/// The spots a person clicks to make `mv`, in order.
pub fn click_path(mv: AnyMove) -> Vec<u8> {
    view(mv.game()).click_path(mv)
}

/// The move's notation after a space (" b2-a2") when moves are named, else nothing.
pub fn move_name(mv: AnyMove, named: bool) -> String {
    if named {
        format!(" {mv}")
    } else {
        String::new()
    }
}

/// How many pieces, seeds or stones a move won for its mover.
pub fn gained(applied: &MoveApplied, after: &AnyPosition) -> u32 {
    let mover = applied.mover.index();
    after.score()[mover].saturating_sub(applied.before.score()[mover])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_distinct_spot_positions() {
        for game in GameId::ALL {
            let view = view(game);
            let positions: Vec<Vec2> = (0..view.spot_count())
                .map(|s| view.spot_position(s))
                .collect();
            for (i, a) in positions.iter().enumerate() {
                for b in &positions[i + 1..] {
                    assert!(a.distance(*b) > 40.0, "{game}");
                }
            }
        }
    }

    #[test]
    fn every_game_has_as_many_spots_as_its_rules() {
        for game in GameId::ALL {
            let rules = crate::rules::AnyMatch::new(game, &crate::rules::GameOptions::default());
            assert_eq!(
                view(game).spot_count() as usize,
                rules.position().board_view().spots.len(),
                "{game}"
            );
        }
    }
}
