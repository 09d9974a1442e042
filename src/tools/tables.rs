//! `daga tables build`: builds Shax's endgame tables and prints their figures.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::endgame::{self, Exact, ShaxTableBuilder};
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, Match, Player};

use super::selfplay::{Contestant, is_balanced, play_pairs};

/// How far from even (hundredths of a piece) an opening may be judged.
const BALANCE: i32 = 50;

/// Builds the tables and prints, per table, its positions, their values and its bytes.
pub fn build() -> Result<(), String> {
    let started = Instant::now();
    let tables = ShaxTableBuilder::new()
        .finish()
        .map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    println!("table  positions  won      drawn    lost     longest win  bytes");
    let mut positions = 0;
    for census in tables.census() {
        positions += census.positions;
        let share = |n: usize| 100.0 * n as f64 / census.positions.max(1) as f64;
        println!(
            "{}v{}    {:>9}  {:>5.1} %  {:>5.1} %  {:>5.1} %  {:>4} plies   {:>9}",
            census.own,
            census.other,
            census.positions,
            share(census.won),
            share(census.drawn),
            share(census.lost),
            census.longest_win,
            census.slots
        );
    }
    println!(
        "all    {positions:>9} positions (up to the board's 16 symmetries), {} bytes in memory, built in {seconds:.1} s",
        tables.bytes()
    );
    Ok(())
}

/// `daga tables match PAIRS PIECES SEED`: level 5 against the level 5 before the tables, each
/// pair of games from one random balanced movement position with `pieces` a side, each side
/// taken once.
///
/// With `long_win`, the openings are instead positions the tables call a win for the player to
/// move in at least that many plies (`pieces` 3 or 4): the endgames the tables exist for, where a
/// search alone does not see the end.
pub fn match_against_the_old_level(
    pairs: u32,
    pieces: u32,
    seed: u64,
    long_win: Option<u16>,
) -> Result<(), String> {
    if !(3..=8).contains(&pieces) || (long_win.is_some() && pieces > 4) {
        return Err("pieces a side: 3 to 8, and 3 or 4 for openings the tables know".into());
    }
    if long_win.is_some() && endgame::installed().is_none() {
        endgame::install(
            ShaxTableBuilder::new()
                .finish()
                .map_err(|e| e.to_string())?,
        );
    }
    let started = Instant::now();
    let mut rng = SmallRng::seed_from_u64(seed);
    let tally = play_pairs(
        Contestant::parse("L5")?,
        Contestant::ExpertWithoutTables,
        pairs,
        &mut rng,
        |rng| endgame_opening(rng, pieces, long_win),
    );
    let openings = match long_win {
        Some(plies) => format!("table wins of {plies} plies or more for the player to move"),
        None => "balanced movement positions".to_string(),
    };
    println!(
        "L5 against L5 without endgame tables, {} games from {openings} with {pieces} pieces a side (seed {seed}): \
         {} wins, {} draws, {} losses; score {:.1} %, Wilson 95 % lower bound {:.1} %; {:.0} s",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percent(),
        tally.wilson_lower_percent(),
        started.elapsed().as_secs_f64()
    );
    // A few lost games to look at (from a table win, the side the tables call lost loses).
    for game in tally.lost.iter().take(3) {
        println!("lost: {game}");
    }
    Ok(())
}

/// A random movement position with `pieces` a side and a random player to move, not over, and
/// balanced as the self-play openings are (a search judges it within half a piece of even: a
/// position one side wins at once measures nothing), or a long table win.
fn endgame_opening(rng: &mut SmallRng, pieces: u32, long_win: Option<u16>) -> AnyMatch {
    loop {
        let mut taken = 0u32;
        let mut sets = [0u32; 2];
        for set in &mut sets {
            while set.count_ones() < pieces {
                let point = rng.random_range(0..24);
                if taken & (1 << point) == 0 {
                    taken |= 1 << point;
                    *set |= 1 << point;
                }
            }
        }
        let to_move = if rng.random_bool(0.5) {
            Player::South
        } else {
            Player::North
        };
        if let Ok(position) = Shax::in_movement(to_move, sets[0], sets[1])
            && !position.status().is_over()
        {
            let opening = AnyMatch::Shax(Match::from_position(position));
            let wanted = match long_win {
                Some(least) => matches!(
                    endgame::probe(&opening),
                    Some(Exact::Win { plies }) if plies >= least
                ),
                None => is_balanced(&opening, BALANCE),
            };
            if wanted {
                return opening;
            }
        }
    }
}
