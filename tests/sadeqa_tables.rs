//! Sadeqa III's endgame table against the rules: every value the best of its moves, the same
//! values as an exhaustive search of every position reachable from small boards, and play by
//! the table ending every game with the margin it promised, in the rules' own matches.

use std::collections::HashMap;
use std::sync::Once;

use daga::ai::endgame::{self, Exact, SadeqaTableBuilder, SadeqaTables};
use daga::rules::sadeqa::Sadeqa;
use daga::rules::sadeqa::sowing::HOLES;
use daga::rules::{AnyMatch, Game, Match, Player};

/// Builds and installs the table once for all the tests here.
fn table() -> &'static SadeqaTables {
    static BUILT: Once = Once::new();
    BUILT.call_once(|| endgame::install_sadeqa(SadeqaTableBuilder::new().finish()));
    endgame::sadeqa_installed().expect("installed")
}

/// A random board with `seeds` seeds, `to_move` to move, whose game is on.
fn random_position(state: &mut u64, seeds: u32) -> Sadeqa {
    loop {
        let mut next = || {
            *state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*state >> 33) as usize
        };
        let mut holes = [0u8; HOLES];
        for _ in 0..seeds {
            holes[next() % HOLES] += 1;
        }
        let mover = if next() % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let position = Sadeqa::from_board(holes, mover);
        if position.turn().is_some() {
            return position;
        }
    }
}

/// The seeds the mover gains with `mv` and the position after it.
fn after(position: &Sadeqa, mv: daga::rules::sadeqa::SadeqaMove) -> (i32, Sadeqa) {
    let mut next = *position;
    next.play_unchecked(mv);
    let mover = position.to_move();
    (
        next.captured(mover) as i32 - position.captured(mover) as i32,
        next,
    )
}

/// The value for the mover of the seeds left, from a finished game's award or the table.
fn remaining(table: &SadeqaTables, position: &Sadeqa) -> i32 {
    match position.turn() {
        // No move: the last mover takes what is left.
        None => -(position.seeds_on_board() as i32),
        Some(_) => table
            .remaining_margin(position)
            .expect("the table knows it"),
    }
}

#[test]
fn the_table_knows_every_board_and_counts_them_once() {
    let census = table().census();
    assert_eq!(census.boards, 5_311_735, "every board of 0 to 10 seeds");
    assert_eq!(census.won + census.drawn + census.lost, census.known);
    assert_eq!(
        census.known, census.boards,
        "no value hangs on a line that never ends"
    );
    assert!(
        census.most_sweeps < 255,
        "ranks fit a byte: {}",
        census.most_sweeps
    );
}

#[test]
fn every_value_is_the_best_of_its_moves() {
    let table = table();
    let mut state = 7;
    for seeds in 1..=10 {
        for _ in 0..3000 {
            let position = random_position(&mut state, seeds);
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            let best = moves
                .iter()
                .map(|&mv| {
                    let (taken, next) = after(&position, mv);
                    taken - remaining(table, &next)
                })
                .max()
                .expect("a game on has a move");
            assert_eq!(
                table.remaining_margin(&position),
                Some(best),
                "{}",
                position.to_position_text()
            );
        }
    }
}

/// An exhaustive search of every position reachable from `root`: values computed over and over
/// from the last round's (a line that never ends counting nothing) until none changes.
fn exhaustive(root: Sadeqa) -> i32 {
    let key = |p: &Sadeqa| (*p.holes(), p.to_move());
    let mut reachable = vec![root];
    let mut index = HashMap::from([(key(&root), 0usize)]);
    let mut edges: Vec<Vec<(i32, usize)>> = Vec::new();
    let mut next = 0;
    while next < reachable.len() {
        let position = reachable[next];
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut out = Vec::new();
        for mv in moves {
            let (taken, mut child) = after(&position, mv);
            child = Sadeqa::from_board(*child.holes(), child.to_move());
            let slot = *index.entry(key(&child)).or_insert_with(|| {
                reachable.push(child);
                reachable.len() - 1
            });
            out.push((taken, slot));
        }
        edges.push(out);
        next += 1;
    }
    let mut values = vec![0i32; reachable.len()];
    loop {
        let fresh: Vec<i32> = edges
            .iter()
            .enumerate()
            .map(|(slot, out)| {
                out.iter()
                    .map(|&(taken, child)| taken - values[child])
                    .max()
                    .unwrap_or(-(reachable[slot].seeds_on_board() as i32))
            })
            .collect();
        if fresh == values {
            return values[0];
        }
        values = fresh;
    }
}

#[test]
fn small_boards_agree_with_an_exhaustive_search() {
    let table = table();
    let mut state = 11;
    for seeds in 1..=6 {
        for _ in 0..40 {
            let position = random_position(&mut state, seeds);
            assert_eq!(
                table.remaining_margin(&position),
                Some(exhaustive(position)),
                "{}",
                position.to_position_text()
            );
        }
    }
}

#[test]
fn play_by_the_table_ends_with_the_margin_it_promised() {
    let table = table();
    let mut state = 3;
    for game in 0..1000 {
        let position = random_position(&mut state, 1 + game % 10);
        let promised = table.final_margin(&position).expect("known");
        let first = position.to_move();
        let mut play = Match::from_position(position);
        while play.turn().is_some() {
            let (mv, _) = table
                .best_move(play.position())
                .expect("a move by the table");
            play.play(mv).expect("the table's move is legal");
            assert!(
                play.moves().len() < 400,
                "play goes on: {}",
                position.to_position_text()
            );
        }
        let [south, north] = play.score();
        let margin = south as i32 - north as i32;
        let margin = if first == Player::South {
            margin
        } else {
            -margin
        };
        assert_eq!(
            margin,
            promised,
            "from {} by {:?}",
            position.to_position_text(),
            play.status()
        );
    }
}

#[test]
fn probe_answers_the_final_margin() {
    table();
    // South's only move sows h into North's empty A; North's only move sows A into B, across
    // South's empty g; South has no seed left to sow, so North, the last mover, takes the seed.
    // With 3 and 1 captured before, South ends 1 seed ahead.
    let text = "sadeqa-iii 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 south 3 1";
    let game = AnyMatch::load(text).expect("a position");
    assert_eq!(endgame::probe(&game), Some(Exact::Margin { seeds: 1 }));
    assert_eq!(Exact::Margin { seeds: -4 }.to_string(), "margin -4");
    let over = AnyMatch::load("sadeqa-iii 0,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0 south 3 1").unwrap();
    assert_eq!(
        endgame::probe(&over),
        None,
        "a game over is outside the table"
    );
}

/// Every shipped Sadeqa III puzzle, replayed through the rules: each of the solver's moves is the
/// only one that keeps more seeds than the other side at the end, and at least two first moves
/// throw that away.
#[test]
fn every_shipped_puzzle_has_one_move_alone_that_keeps_the_win() {
    table();
    let puzzles = daga::puzzles::shipped(daga::rules::GameId::Sadeqa).expect("the puzzles read");
    assert!(puzzles.len() >= 150, "{} puzzles", puzzles.len());
    for puzzle in &puzzles {
        if let Err(fault) = daga::ai::endgame::check_puzzle(puzzle) {
            panic!("{}: {fault}", puzzle.position_and_solution());
        }
    }
}

/// The check finds a puzzle whose first move is not the one that keeps the win.
#[test]
fn a_puzzle_with_another_first_move_is_refused() {
    table();
    let puzzles = daga::puzzles::shipped(daga::rules::GameId::Sadeqa).expect("the puzzles read");
    let mut puzzle = puzzles[0].clone();
    let other = puzzle
        .start
        .legal_moves()
        .into_iter()
        .find(|&mv| mv != puzzle.line[0])
        .expect("another move");
    puzzle.line = vec![other];
    assert!(matches!(
        daga::ai::endgame::check_puzzle(&puzzle),
        Err(daga::ai::endgame::PuzzleFault::NotTheOnlyMove { ply: 0, .. })
    ));
}
