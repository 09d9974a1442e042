//! `daga tables build`: builds Shax's endgame tables and Sadeqa III's table and prints their
//! figures; `daga tables match`: level 5 with them against level 5 without.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::endgame::{self, Exact, SadeqaTableBuilder, ShaxTableBuilder};
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, Match, Player};

use super::selfplay::{Contestant, Tally, is_balanced, play_pairs};

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
    build_sadeqa();
    Ok(())
}

/// Builds Sadeqa III's table and prints what it knows.
fn build_sadeqa() {
    let started = Instant::now();
    let table = SadeqaTableBuilder::new().finish();
    let seconds = started.elapsed().as_secs_f64();
    let census = table.census();
    let share = |n: usize| 100.0 * n as f64 / census.known.max(1) as f64;
    println!(
        "sadeqa-iii, up to {} seeds on the board: {} boards (player to move's row first), {} known \
         ({:.2} %; the rest hang on a line that never ends): the player to move wins more seeds \
         in {:.1} %, as many in {:.1} %, fewer in {:.1} %; {} sweeps (at most {} for one count); \
         {} bytes in memory; built \
         in {seconds:.1} s",
        endgame::SADEQA_MAX_SEEDS,
        census.boards,
        census.known,
        100.0 * census.known as f64 / census.boards as f64,
        share(census.won),
        share(census.drawn),
        share(census.lost),
        census.sweeps,
        census.most_sweeps,
        census.bytes,
    );
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
    let tally = with_against_without(pairs, seed, |rng| endgame_opening(rng, pieces, long_win))?;
    let openings = match long_win {
        Some(plies) => format!("table wins of {plies} plies or more for the player to move"),
        None => "balanced movement positions".to_string(),
    };
    report_match(
        &tally,
        &format!("{openings} with {pieces} pieces a side (seed {seed})"),
        started,
    );
    Ok(())
}

/// Level 5 with the tables against level 5 without, `pairs` pairs from the openings given.
fn with_against_without(
    pairs: u32,
    seed: u64,
    opening: impl FnMut(&mut SmallRng) -> AnyMatch,
) -> Result<Tally, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    Ok(play_pairs(
        Contestant::parse("L5")?,
        Contestant::ExpertWithoutTables,
        pairs,
        &mut rng,
        opening,
    ))
}

/// Prints a match's result for L5 with the tables, and a few lost games to look at.
fn report_match(tally: &Tally, openings: &str, started: Instant) {
    println!(
        "L5 against L5 without endgame tables, {} games from {openings}: \
         {} wins, {} draws, {} losses; score {:.1} %, Wilson 95 % lower bound {:.1} %; {:.0} s",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percent(),
        tally.wilson_lower_percent(),
        started.elapsed().as_secs_f64()
    );
    for game in tally.lost.iter().take(3) {
        println!("lost: {game}");
    }
}

/// `daga tables sadeqa-match PAIRS SEEDS SEED`: level 5 against the level 5 without Sadeqa III's
/// table, each pair of games from one random balanced board with `seeds` seeds (nothing
/// captured yet), each side taken once: the table's own boards and the search's view into them.
pub fn sadeqa_match(pairs: u32, seeds: u32, seed: u64) -> Result<(), String> {
    if !(1..=40).contains(&seeds) {
        return Err("seeds on the board: 1 to 40".into());
    }
    let started = Instant::now();
    let tally = with_against_without(pairs, seed, |rng| sadeqa_opening(rng, seeds))?;
    report_match(
        &tally,
        &format!("balanced Sadeqa III boards with {seeds} seeds (seed {seed})"),
        started,
    );
    Ok(())
}

/// A random board with `seeds` seeds and a random player to move, not over, that a search
/// judges within half a seed of even.
fn sadeqa_opening(rng: &mut SmallRng, seeds: u32) -> AnyMatch {
    loop {
        let mut holes = [0u8; 16];
        for _ in 0..seeds {
            holes[rng.random_range(0..16)] += 1;
        }
        let to_move = if rng.random_bool(0.5) {
            Player::South
        } else {
            Player::North
        };
        let position = Sadeqa::from_board(holes, to_move);
        let opening = AnyMatch::Sadeqa(Match::from_position(position));
        if !position.status().is_over() && is_balanced(&opening, BALANCE) {
            return opening;
        }
    }
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
