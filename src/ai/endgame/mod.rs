//! Perfect play where few pieces are left: endgame tables built by retrograde analysis over the
//! rules, read by the search, hints, the review and the engine's `probe`.

mod shax_build;
mod shax_index;
mod shax_symmetry;
mod shax_tables;
#[cfg(test)]
mod tests;
mod value;

pub use shax_build::{ShaxTableBuilder, TooLong};
pub use shax_tables::{ShaxTables, TableCensus, install, installed};
pub use value::Exact;

use crate::rules::shax::Shax;
use crate::rules::{AnyMatch, AnyMove};

/// True when the tables hold the game's position (or would, once built): Shax in the movement
/// phase with three or four pieces a side.
pub fn in_reach(game: &AnyMatch) -> bool {
    match game {
        AnyMatch::Shax(shax) => shax_in_reach(shax.position()),
        _ => false,
    }
}

fn shax_in_reach(position: &Shax) -> bool {
    use crate::rules::{Game, Player};
    position.phase() == crate::rules::shax::Phase::Moving
        && !position.status().is_over()
        && Player::BOTH
            .iter()
            .all(|&p| (3..=4).contains(&position.pieces(p).count_ones()))
}

/// True when the game's position may soon come within the tables' reach, so that building
/// them now has them ready in time: Shax in the movement phase with at most six pieces a side
/// (a finished game too, for its review).
pub fn soon_in_reach(game: &AnyMatch) -> bool {
    use crate::rules::Player;
    match game {
        AnyMatch::Shax(shax) => {
            let position = shax.position();
            position.phase() == crate::rules::shax::Phase::Moving
                && Player::BOTH
                    .iter()
                    .all(|&p| position.pieces(p).count_ones() <= 6)
        }
        _ => false,
    }
}

/// Builds and installs the tables now if the game's position is in their reach and they are
/// not built yet (the engine and the command line; the app builds them in the background).
pub fn build_for(game: &AnyMatch) -> Result<(), TooLong> {
    if in_reach(game) && installed().is_none() {
        install(ShaxTableBuilder::new().finish()?);
    }
    Ok(())
}

/// The tables' best move in the game's position and its value for the player to move, where
/// the installed tables know the position.
pub fn best_move(game: &AnyMatch) -> Option<(AnyMove, Exact)> {
    match game {
        AnyMatch::Shax(shax) => {
            let (mv, value) = installed()?.best_move(shax.position())?;
            Some((mv.into(), value))
        }
        _ => None,
    }
}

/// The value of the game's position for the player to move, where the installed tables know it.
pub fn probe(game: &AnyMatch) -> Option<Exact> {
    match game {
        AnyMatch::Shax(shax) => installed()?.probe(shax.position()),
        _ => None,
    }
}
