//! How the board lies in the window: where each player's store lies (below and above the
//! board, or right of a square board when the HUD stands at its left), and whether a wide board
//! is turned upright for a phone held upright. Captures fly to the stores; the view draws them.

use bevy::prelude::*;

use crate::app::games::AnyBoard;
use crate::rules::Player;

/// Which way the stores lie; the view sets it with the HUD's layout.
#[derive(Resource, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StorePlacement {
    #[default]
    BelowAndAbove,
    Beside,
}

/// The board's edge band around the size a game's view gives, on each side (world units).
pub const BOARD_EDGE: f32 = 14.0;
/// Between the board's edge and a store.
const STORE_GAP: f32 = 12.0;
/// How far a store below or above reaches out, and how wide it may be.
const FLAT_DEPTH: f32 = 62.0;
const FLAT_MAX_WIDTH: f32 = 600.0;
/// How wide a store beside the board is.
const UPRIGHT_WIDTH: f32 = 124.0;

/// How the board is shown turned (the camera turns; the world does not): a quarter, so that a
/// wide board runs down a tall window, and half round, so that a player who plays North alone
/// here (against the computer, or a friend far away) has their own side nearest. The view
/// sets it.
#[derive(Resource, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardTurned {
    pub upright: bool,
    pub from_north: bool,
}

impl BoardTurned {
    /// The camera's turn: a quarter anticlockwise, so that the nearer side lies left; and half
    /// round more when seen from North.
    pub fn rotation(self) -> Quat {
        let quarter = if self.upright {
            std::f32::consts::FRAC_PI_2
        } else {
            0.0
        };
        let half = if self.from_north {
            std::f32::consts::PI
        } else {
            0.0
        };
        Quat::from_rotation_z(quarter + half)
    }

    /// A direction on the screen as a direction in the board's world.
    pub fn screen_to_world(self, direction: Vec2) -> Vec2 {
        (self.rotation() * direction.extend(0.0)).truncate()
    }

    /// The side whose row is shown where South's would be on a board not turned half round.
    pub fn nearer(self, player: Player) -> Player {
        if self.from_north {
            player.opponent()
        } else {
            player
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StorePlacement>()
        .init_resource::<BoardTurned>();
}

/// The store of `captor`, in the board's world units.
pub fn store_rect(view: &dyn AnyBoard, captor: Player, placement: StorePlacement) -> Rect {
    let half = view.board_size() / 2.0 + Vec2::splat(BOARD_EDGE);
    let side = match captor {
        Player::South => -1.0,
        Player::North => 1.0,
    };
    match placement {
        StorePlacement::BelowAndAbove => {
            let centre = Vec2::new(0.0, side * (half.y + STORE_GAP + FLAT_DEPTH / 2.0));
            let size = Vec2::new((2.0 * half.x).min(FLAT_MAX_WIDTH), FLAT_DEPTH);
            Rect::from_center_size(centre, size)
        }
        StorePlacement::Beside => {
            let height = half.y - STORE_GAP / 2.0;
            let centre = Vec2::new(
                half.x + STORE_GAP + UPRIGHT_WIDTH / 2.0,
                side * (half.y - height / 2.0),
            );
            Rect::from_center_size(centre, Vec2::new(UPRIGHT_WIDTH, height))
        }
    }
}

/// The board with its edge and both stores: what the camera keeps in view.
pub fn scene_rect(view: &dyn AnyBoard, placement: StorePlacement) -> Rect {
    let half = view.board_size() / 2.0 + Vec2::splat(BOARD_EDGE);
    Player::BOTH
        .iter()
        .map(|&p| store_rect(view, p, placement))
        .fold(Rect::from_center_half_size(Vec2::ZERO, half), |a, b| {
            a.union(b)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games;
    use crate::rules::GameId;

    #[test]
    fn on_a_turned_board_the_arrows_keep_their_screen_meaning() {
        let turned = BoardTurned {
            upright: true,
            from_north: false,
        };
        // The camera turns a quarter anticlockwise: the screen's up is the world's left.
        assert!(turned.screen_to_world(Vec2::Y).distance(-Vec2::X) < 1e-6);
        assert!(turned.screen_to_world(Vec2::X).distance(Vec2::Y) < 1e-6);
        assert_eq!(BoardTurned::default().screen_to_world(Vec2::Y), Vec2::Y);
        // Seen from North, the screen's up is the world's down, and upright its right.
        let from_north = BoardTurned {
            upright: false,
            from_north: true,
        };
        assert!(from_north.screen_to_world(Vec2::Y).distance(-Vec2::Y) < 1e-6);
        let both = BoardTurned {
            upright: true,
            from_north: true,
        };
        assert!(both.screen_to_world(Vec2::Y).distance(Vec2::X) < 1e-6);
        assert_eq!(from_north.nearer(Player::North), Player::South);
    }

    #[test]
    fn stores_lie_outside_the_board_and_apart_in_both_placements() {
        for game in GameId::ALL {
            let view = games::board(game);
            let board = Rect::from_center_half_size(Vec2::ZERO, view.board_size() / 2.0);
            for placement in [StorePlacement::BelowAndAbove, StorePlacement::Beside] {
                let south = store_rect(view, Player::South, placement);
                let north = store_rect(view, Player::North, placement);
                for store in [south, north] {
                    assert!(store.intersect(board).is_empty(), "{game} {placement:?}");
                    assert!(scene_rect(view, placement).contains(store.center()));
                }
                assert!(south.intersect(north).is_empty(), "{game} {placement:?}");
                assert!(
                    south.center().y < north.center().y,
                    "south's store is lower"
                );
            }
        }
    }
}
