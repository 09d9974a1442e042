//! `daga puzzles mine GAME N SEED OUT`: finds puzzles where the endgame tables say one move,
//! and only one, keeps the win, in positions of level-5 self-play and random positions of the
//! tables (Bao la Kimasai's, without tables, by searches: `kimasai_puzzles.rs`); `daga puzzles show GAME`: the shipped puzzles, each as the engine's `load`
//! arguments and the solution.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::io::Write as _;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::endgame::{
    self, Exact, SadeqaTableBuilder, ShaxTableBuilder, best_value, keeps_the_win, move_values, wins,
};
use daga::ai::{AnySearch, Level, ThinkOptions};
use daga::puzzles::{Puzzle, Theme};
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, AnyMove, EndReason, Game, GameId, Player, Status};

use super::kimasai_puzzles::mine_kimasai;
use super::selfplay::{Openings, random_opening};

/// The longest puzzle, in the solver's moves.
const MOST_SOLVER_MOVES: usize = 5;
/// Random plies before a self-play game, so that the games differ.
const OPENING_PLIES: u32 = 6;
/// Random table positions tried after each self-play game (Shax's games reach three or four
/// pieces a side late, if at all, and few positions of a game are puzzles).
const TABLE_POSITIONS_PER_GAME: usize = 400;
/// Sadeqa III's seeds: six in each of the sixteen holes.
const SADEQA_SEEDS: u32 = 96;

/// What the mining met, for the summary it prints.
#[derive(Default)]
struct Tally {
    games: usize,
    from_games: usize,
    table_positions: usize,
    from_tables: usize,
    mirrors: usize,
    not_puzzles: BTreeMap<NotAPuzzle, usize>,
}

/// Mines `wanted` puzzles of `game` from `seed` and writes them to `out`, one a line.
pub fn mine(game: GameId, wanted: usize, seed: u64, out: &str) -> Result<(), String> {
    let command = format!("daga puzzles mine {} {wanted} {seed} {out}", game.id());
    if game == GameId::Kimasai {
        let found = mine_kimasai(wanted, seed);
        std::fs::write(out, file_text(&found, &command))
            .map_err(|e| format!("cannot write {out}: {e}"))?;
        print_spread(&found);
        return Ok(());
    }
    let started = Instant::now();
    install_tables(game)?;
    let tables_seconds = started.elapsed().as_secs_f64();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut found: Vec<Puzzle> = Vec::new();
    let mut tally = Tally::default();
    while found.len() < wanted {
        for position in self_play_positions(game, &mut rng) {
            if let Some(puzzle) = new_puzzle(&position, &mut seen, &mut tally) {
                tally.from_games += 1;
                found.push(puzzle);
            }
        }
        tally.games += 1;
        for _ in 0..TABLE_POSITIONS_PER_GAME {
            let position = match game {
                GameId::Shax => random_shax_position(&mut rng),
                _ => random_sadeqa_position(&mut rng),
            };
            let Some(position) = position else {
                continue;
            };
            tally.table_positions += 1;
            if let Some(puzzle) = new_puzzle(&position, &mut seen, &mut tally) {
                tally.from_tables += 1;
                found.push(puzzle);
            }
        }
        eprintln!(
            "{} puzzles after {} games ({:.0} s); no puzzle: {:?}",
            found.len(),
            tally.games,
            started.elapsed().as_secs_f64(),
            tally.not_puzzles
        );
    }
    found.truncate(wanted);
    let seconds = started.elapsed().as_secs_f64();
    std::fs::write(out, file_text(&found, &command))
        .map_err(|e| format!("cannot write {out}: {e}"))?;
    print_summary(&found, &tally, tables_seconds, seconds);
    Ok(())
}

/// Prints the shipped puzzles of `game`: the engine's `load` arguments, a tab, the solution.
pub fn show(game: GameId) -> Result<(), String> {
    let puzzles = daga::puzzles::shipped(game)
        .map_err(|(line, error)| format!("line {line} of the {} puzzles: {error}", game.id()))?;
    // Written, not printed: a reader that stops early (`| head`) ends the listing, not a panic.
    let mut out = std::io::stdout().lock();
    for puzzle in puzzles {
        if writeln!(out, "{}", puzzle.position_and_solution()).is_err() {
            break;
        }
    }
    Ok(())
}

fn install_tables(game: GameId) -> Result<(), String> {
    match game {
        GameId::Shax => {
            endgame::install(
                ShaxTableBuilder::new()
                    .finish()
                    .map_err(|e| e.to_string())?,
            );
        }
        GameId::Sadeqa => endgame::install_sadeqa(SadeqaTableBuilder::new().finish()),
        // Mined by searches (`kimasai_puzzles.rs`): it has no tables.
        GameId::Kimasai => {}
    }
    Ok(())
}

/// The puzzle at `position` if it makes one and no mirror of it was found before.
fn new_puzzle(
    position: &AnyMatch,
    seen: &mut HashSet<String>,
    tally: &mut Tally,
) -> Option<Puzzle> {
    let puzzle = puzzle_at(position)
        .inspect_err(|&why| *tally.not_puzzles.entry(why).or_default() += 1)
        .ok()?;
    if !seen.insert(mirror_key(position)) {
        tally.mirrors += 1;
        return None;
    }
    Some(puzzle)
}

/// The positions of one level-5 game (after a few random plies) that the tables hold.
fn self_play_positions(game: GameId, rng: &mut SmallRng) -> Vec<AnyMatch> {
    let openings = Openings {
        plies: OPENING_PLIES,
        max_imbalance: None,
    };
    let mut playing = random_opening(game, openings, rng);
    let options = ThinkOptions {
        seed: rng.random(),
        ..ThinkOptions::at_level(Level::Expert)
    };
    let mut positions = Vec::new();
    while !playing.status().is_over() {
        // Loaded afresh: a puzzle starts at the position, without the game's history.
        if let Ok(position) = AnyMatch::load(&playing.position_text())
            && endgame::in_reach(&position)
        {
            positions.push(position);
        }
        let Some(mv) = level_move(&playing, &options) else {
            break;
        };
        if playing.play(mv).is_err() {
            break;
        }
    }
    positions
}

/// A random position of Shax's movement with three or four pieces a side.
fn random_shax_position(rng: &mut SmallRng) -> Option<AnyMatch> {
    let mut points: Vec<u32> = (0..24).collect();
    let (own, other) = (rng.random_range(3..=4), rng.random_range(3..=4));
    let mut set = |count: usize| {
        (0..count).fold(0u32, |set, _| {
            let point = points.swap_remove(rng.random_range(0..points.len()));
            set | 1 << point
        })
    };
    let (own, other) = (set(own), set(other));
    let mover = if rng.random() {
        Player::South
    } else {
        Player::North
    };
    let shax = Shax::in_movement(mover, own, other).ok()?;
    let text = format!("shax {}", shax.to_position_text());
    let position = AnyMatch::load(&text).ok()?;
    endgame::in_reach(&position).then_some(position)
}

/// A random Sadeqa III board of three to ten seeds, with the seeds taken so far shared so that
/// the best move ends one or two seeds ahead: where a puzzle is likeliest (any other move that
/// does worse by a seed or more loses the win).
fn random_sadeqa_position(rng: &mut SmallRng) -> Option<AnyMatch> {
    let seeds = rng.random_range(3..=10u32);
    let mut holes = [0u32; 16];
    for _ in 0..seeds {
        holes[rng.random_range(0..16)] += 1;
    }
    let board = |captured: [u32; 2]| {
        let row = |range: std::ops::Range<usize>| {
            let counts: Vec<String> = holes[range].iter().map(u32::to_string).collect();
            counts.join(",")
        };
        format!(
            "sadeqa-iii {}/{} south {} {}",
            row(0..8),
            row(8..16),
            captured[0],
            captured[1]
        )
    };
    let even = (SADEQA_SEEDS - seeds) / 2;
    let level = AnyMatch::load(&board([even, SADEQA_SEEDS - seeds - even])).ok()?;
    let best = best_value(&move_values(&level)?)?;
    let Exact::Margin { seeds: ahead } = best else {
        return None;
    };
    // Each seed more for South moves the end two seeds South's way: `shift` more puts the best
    // move's end at 1 or 2 ahead.
    let shift = (2 - ahead as i32).div_euclid(2);
    let south = even as i32 + shift;
    let north = (SADEQA_SEEDS - seeds) as i32 - south;
    if south < 0 || north < 0 {
        return None;
    }
    AnyMatch::load(&board([south as u32, north as u32])).ok()
}

/// The move a level chooses (level 5 here reads the tables unless told not to).
fn level_move(game: &AnyMatch, options: &ThinkOptions) -> Option<AnyMove> {
    let mut search = AnySearch::new(game, options)?;
    while !search.step(20_000) {}
    search.chosen_move(options)
}

/// The puzzle that starts at `position`, if it is one: the side to move wins, exactly one move
/// keeps the win (in Shax the quickest win), at least two lose it, a level-2 search misses it,
/// and every move of the solver's on the way is the only one that keeps the win.
fn puzzle_at(position: &AnyMatch) -> Result<Puzzle, NotAPuzzle> {
    let solver = position.turn().ok_or(NotAPuzzle::Unknown)?;
    let first = move_values(position).ok_or(NotAPuzzle::Unknown)?;
    let best = best_value(&first).ok_or(NotAPuzzle::Unknown)?;
    let losing = first.iter().filter(|&&(_, value)| !wins(value)).count();
    let quick = best
        .plies()
        .is_none_or(|plies| (plies as usize) < 2 * MOST_SOLVER_MOVES);
    match () {
        _ if !wins(best) => return Err(NotAPuzzle::NoWin),
        _ if losing < 2 => return Err(NotAPuzzle::FewWrongMoves),
        _ if !quick => return Err(NotAPuzzle::TooLong),
        _ => {}
    }
    let line = solution(position, solver).ok_or(NotAPuzzle::NoOnlyMove)?;
    let theme = theme_of(position, &line).ok_or(NotAPuzzle::NoTheme)?;
    let misses = missed_by_levels(position, line[0]);
    if !misses.contains(&2) {
        return Err(NotAPuzzle::TooEasy);
    }
    Ok(Puzzle {
        start: position.clone(),
        line,
        theme,
        difficulty: misses.len() as u8,
    })
}

/// Why a position makes no puzzle (the summary counts them).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum NotAPuzzle {
    /// The tables do not know it or a move from it.
    Unknown,
    NoWin,
    /// Fewer than two moves throw the win away.
    FewWrongMoves,
    /// A Shax win longer than five of the solver's moves.
    TooLong,
    /// A move of the solver's on the way is not the only one that keeps the win.
    NoOnlyMove,
    /// A Shax win that ends otherwise than by hadig or two pieces.
    NoTheme,
    /// Level 2 finds it.
    TooEasy,
}

/// The only moves that keep the win, with the other side's best defence between them: to the
/// end of the game (Shax), or (Sadeqa III) until more than one move keeps the win.
fn solution(position: &AnyMatch, solver: Player) -> Option<Vec<AnyMove>> {
    // Each move with the side that made it.
    let mut line: Vec<(AnyMove, Player)> = Vec::new();
    let mut playing = position.clone();
    let mut solver_moves = 0;
    while let Some(mover) = playing.turn() {
        if mover != solver {
            let (reply, _) = endgame::best_move(&playing)?;
            line.push((reply, mover));
            playing.play(reply).ok()?;
            continue;
        }
        let values = move_values(&playing)?;
        let best = best_value(&values)?;
        let keeping: Vec<AnyMove> = values
            .iter()
            .filter(|&&(_, value)| keeps_the_win(value, best))
            .map(|&(mv, _)| mv)
            .collect();
        let open_ended = playing.game() == GameId::Sadeqa && solver_moves > 0;
        // The last blow: any move that wins at once is right (the rules see it), so several
        // may; the line holds the first.
        let final_blow = best == Exact::Win { plies: 1 };
        match keeping[..] {
            [only, ..]
                if solver_moves < MOST_SOLVER_MOVES && (keeping.len() == 1 || final_blow) =>
            {
                line.push((only, solver));
                playing.play(only).ok()?;
                solver_moves += 1;
            }
            _ if open_ended => break,
            _ => return None,
        }
    }
    // It ends with the solver's move: a reply after it is not part of the puzzle.
    while line.last()?.1 != solver {
        line.pop();
    }
    Some(line.into_iter().map(|(mv, _)| mv).collect())
}

/// What the puzzle is about: how Shax's game is won at its end; in Sadeqa III whether the
/// winning move captures.
fn theme_of(position: &AnyMatch, line: &[AnyMove]) -> Option<Theme> {
    match position {
        AnyMatch::Sadeqa(sadeqa) => {
            let AnyMove::Sadeqa(first) = line[0] else {
                return None;
            };
            Some(match sadeqa.position().captures(first) {
                true => Theme::Capture,
                false => Theme::WinTheCount,
            })
        }
        _ => {
            let mut end = position.clone();
            for &mv in line {
                end.play(mv).ok()?;
            }
            match end.status() {
                Status::Over {
                    reason: EndReason::Hadig,
                    ..
                } => Some(Theme::Hadig),
                Status::Over {
                    reason: EndReason::TwoPieces,
                    ..
                } => Some(Theme::TwoPieces),
                _ => None,
            }
        }
    }
}

/// The levels (1 to 5, level 5 without its tables) whose move is not the puzzle's.
fn missed_by_levels(position: &AnyMatch, solution: AnyMove) -> Vec<u8> {
    (1..=5)
        .filter(|&number| {
            let Some(level) = Level::from_number(number) else {
                return false;
            };
            let options = ThinkOptions {
                without_tables: true,
                ..ThinkOptions::at_level(level)
            };
            level_move(position, &options) != Some(solution)
        })
        .collect()
}

/// The same for every mirror image of a position: Shax's board has 16 symmetries; Sadeqa III's
/// board looks the same to either side from the mover's seat.
fn mirror_key(position: &AnyMatch) -> String {
    match position {
        AnyMatch::Shax(shax) => {
            let shax = shax.position();
            let mover = shax.turn().unwrap_or(Player::South);
            let (own, other) = (shax.pieces(mover), shax.pieces(mover.opponent()));
            let least = endgame::all_symmetries()
                .iter()
                .map(|symmetry| (symmetry.apply(own), symmetry.apply(other)))
                .min()
                .unwrap_or((own, other));
            format!("{least:?} {:?}", shax.phase())
        }
        AnyMatch::Sadeqa(sadeqa) => {
            let sadeqa = sadeqa.position();
            let mover = sadeqa.to_move();
            let mut holes = *sadeqa.holes();
            if mover == Player::North {
                holes.rotate_left(8);
            }
            let captured = (sadeqa.captured(mover), sadeqa.captured(mover.opponent()));
            format!("{holes:?} {captured:?}")
        }
        AnyMatch::Kimasai(_) => position.position_text(),
    }
}

/// The puzzles one a line, easiest first (by difficulty, then the solver's moves; in the order
/// found within them): a newcomer's first puzzle is the game's first.
fn file_text(puzzles: &[Puzzle], command: &str) -> String {
    let mut puzzles = puzzles.to_vec();
    puzzles.sort_by_key(|puzzle| (puzzle.difficulty, puzzle.solver_moves()));
    let mut text = format!(
        "# Mined by `{command}` (scripts/mine-puzzles.sh). One puzzle a line, tab-separated:\n\
         # the position (as the engine's `load` takes it), the solution with the other side's\n\
         # replies, the theme, the difficulty (how many of levels 1-5 miss the first move);\n\
         # easiest first.\n"
    );
    for puzzle in &puzzles {
        let _ = writeln!(text, "{puzzle}");
    }
    text
}

fn print_summary(puzzles: &[Puzzle], tally: &Tally, tables_seconds: f64, seconds: f64) {
    println!(
        "{} puzzles in {seconds:.0} s (tables built in {tables_seconds:.1} s): {} from {} \
         self-play games, {} from {} random table positions; {} mirrors of others left out",
        puzzles.len(),
        tally.from_games,
        tally.games,
        tally.from_tables,
        tally.table_positions,
        tally.mirrors
    );
    println!("positions that made no puzzle: {:?}", tally.not_puzzles);
    print_spread(puzzles);
}

/// The puzzles' spread: difficulty, length and theme.
fn print_spread(puzzles: &[Puzzle]) {
    let count = |key: &dyn Fn(&Puzzle) -> String| {
        let mut counts = BTreeMap::new();
        for puzzle in puzzles {
            *counts.entry(key(puzzle)).or_insert(0) += 1;
        }
        counts
    };
    println!("difficulty: {:?}", count(&|p| p.difficulty.to_string()));
    println!(
        "solver's moves: {:?}",
        count(&|p| p.solver_moves().to_string())
    );
    println!("themes: {:?}", count(&|p| p.theme.id().to_string()));
}
