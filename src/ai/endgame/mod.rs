//! Perfect play where few pieces or seeds are left: endgame tables built by retrograde analysis
//! over the rules, read by the search, hints, the review and the engine's `probe`.

mod move_values;
mod puzzle_check;
mod sadeqa_build;
mod sadeqa_index;
mod sadeqa_tables;
mod shax_build;
mod shax_index;
mod shax_symmetry;
mod shax_tables;
#[cfg(test)]
mod tests;
mod value;

pub use move_values::{best_value, keeps_the_win, move_values, wins};
pub use puzzle_check::{PuzzleFault, check_puzzle};
pub use sadeqa_build::SadeqaTableBuilder;
pub use sadeqa_index::MAX_SEEDS as SADEQA_MAX_SEEDS;
pub use sadeqa_tables::{SadeqaCensus, SadeqaTables};
pub use shax_build::{ShaxTableBuilder, TooLong};
pub use shax_symmetry::{SYMMETRIES, Symmetry, all as all_symmetries};
pub use shax_tables::{ShaxTables, TableCensus, install, installed};
pub use value::Exact;

use crate::rules::sadeqa::Sadeqa;
use crate::rules::shax::Shax;
use crate::rules::{AnyMatch, AnyMove, Game};

/// Sadeqa III's table, once built and installed.
pub fn sadeqa_installed() -> Option<&'static SadeqaTables> {
    sadeqa_tables::installed()
}

/// Makes Sadeqa III's table available to everything that reads it.
pub fn install_sadeqa(tables: SadeqaTables) {
    sadeqa_tables::install(tables);
}

/// True when the tables hold the game's position (or would, once built): Shax in the movement
/// phase with three or four pieces a side, Sadeqa III with at most ten seeds on the board.
pub fn in_reach(game: &AnyMatch) -> bool {
    match game {
        AnyMatch::Shax(shax) => shax_in_reach(shax.position()),
        AnyMatch::Sadeqa(sadeqa) => sadeqa_in_reach(sadeqa.position()),
        AnyMatch::Kimasai(_) => false,
    }
}

fn sadeqa_in_reach(position: &Sadeqa) -> bool {
    !position.status().is_over() && position.seeds_on_board() as usize <= SADEQA_MAX_SEEDS
}

/// True when the tables for the game are built and installed.
pub fn ready_for(game: &AnyMatch) -> bool {
    match game {
        AnyMatch::Shax(_) => installed().is_some(),
        AnyMatch::Sadeqa(_) => sadeqa_installed().is_some(),
        AnyMatch::Kimasai(_) => false,
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
/// them now has them ready in time: Shax in the movement phase with at most six pieces a side,
/// Sadeqa III with at most 30 seeds on the board (a finished game too, for its review).
pub fn soon_in_reach(game: &AnyMatch) -> bool {
    use crate::rules::Player;
    match game {
        AnyMatch::Sadeqa(sadeqa) => {
            sadeqa.position().seeds_on_board() as usize <= SADEQA_SOON_SEEDS
        }
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

/// Sadeqa III's table is built once this few seeds are left on the board (a game's last
/// captures come quickly, and the build takes seconds).
const SADEQA_SOON_SEEDS: usize = 30;

/// Builds and installs the tables now if the game's position is in their reach and they are
/// not built yet (the engine and the command line; the app builds them in the background).
pub fn build_for(game: &AnyMatch) -> Result<(), TooLong> {
    if in_reach(game) && !ready_for(game) {
        match game {
            AnyMatch::Shax(_) => {
                install(ShaxTableBuilder::new().finish()?);
            }
            AnyMatch::Sadeqa(_) => install_sadeqa(SadeqaTableBuilder::new().finish()),
            AnyMatch::Kimasai(_) => {}
        }
    }
    Ok(())
}

/// A build of the tables a game needs, done in slices (the app's, beside the frames).
pub enum TableBuild {
    Shax(Box<ShaxTableBuilder>),
    Sadeqa(Box<SadeqaTableBuilder>),
}

impl TableBuild {
    /// The build of the tables the game's position nears, if they are not built yet.
    pub fn for_game(game: &AnyMatch) -> Option<TableBuild> {
        if ready_for(game) || !soon_in_reach(game) {
            return None;
        }
        match game {
            AnyMatch::Shax(_) => Some(TableBuild::Shax(Box::default())),
            AnyMatch::Sadeqa(_) => Some(TableBuild::Sadeqa(Box::default())),
            AnyMatch::Kimasai(_) => None,
        }
    }

    /// Does a slice of the work; true once the tables are complete (then `install` them).
    pub fn work(&mut self, budget: usize) -> Result<bool, TooLong> {
        match self {
            TableBuild::Shax(builder) => Ok(builder.work(budget)?.is_some()),
            TableBuild::Sadeqa(builder) => Ok(builder.work(budget)),
        }
    }

    /// Installs the tables, once `work` has said they are complete.
    pub fn install(self) {
        match self {
            TableBuild::Shax(builder) => {
                if let Some(tables) = builder.into_tables() {
                    install(tables);
                }
            }
            TableBuild::Sadeqa(builder) => {
                if let Some(tables) = builder.into_tables() {
                    install_sadeqa(tables);
                }
            }
        }
    }
}

/// The tables' best move in the game's position and its value for the player to move, where
/// the installed tables know the position.
pub fn best_move(game: &AnyMatch) -> Option<(AnyMove, Exact)> {
    match game {
        AnyMatch::Shax(shax) => {
            let (mv, value) = installed()?.best_move(shax.position())?;
            Some((mv.into(), value))
        }
        AnyMatch::Sadeqa(sadeqa) => {
            let (mv, margin) = sadeqa_installed()?.best_move(sadeqa.position())?;
            Some((mv.into(), margin_value(margin)))
        }
        AnyMatch::Kimasai(_) => None,
    }
}

fn margin_value(margin: i32) -> Exact {
    Exact::Margin {
        seeds: margin as i16,
    }
}

/// The value of the game's position for the player to move, where the installed tables know it.
pub fn probe(game: &AnyMatch) -> Option<Exact> {
    match game {
        AnyMatch::Shax(shax) => installed()?.probe(shax.position()),
        AnyMatch::Sadeqa(sadeqa) => sadeqa_installed()?
            .final_margin(sadeqa.position())
            .map(margin_value),
        AnyMatch::Kimasai(_) => None,
    }
}
