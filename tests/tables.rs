//! Shax's endgame tables in use: built whole, every value the best of its moves, level 5 never
//! lets a table-won position go, and the review names the best play and the blunder that throws
//! a win away.

use std::sync::Once;

use daga::ai::chances::Judgement;
use daga::ai::endgame::{self, Exact, ShaxTableBuilder};
use daga::ai::review::GameReview;
use daga::ai::{AnySearch, ThinkOptions};
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, Game, Match, Player};

/// Builds and installs the four tables once for all the tests here.
fn tables() -> &'static endgame::ShaxTables {
    static BUILT: Once = Once::new();
    BUILT.call_once(|| {
        let tables = ShaxTableBuilder::new().finish().expect("lines fit a byte");
        endgame::install(tables);
    });
    endgame::installed().expect("installed")
}

/// A random movement position with `south` and `north` pieces, South in the alternation, not over.
fn random_position(seed: &mut u64, south: u32, north: u32) -> Shax {
    loop {
        let mut taken = 0u32;
        let mut pick = |count: u32| {
            let mut set = 0u32;
            while set.count_ones() < count {
                *seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let point = (*seed >> 33) % 24;
                if taken & (1 << point) == 0 {
                    taken |= 1 << point;
                    set |= 1 << point;
                }
            }
            set
        };
        let (own, other) = (pick(south), pick(north));
        let position = Shax::in_movement(Player::South, own, other).expect("a legal position");
        if !position.status().is_over() {
            return position;
        }
    }
}

const COUNTS: [(u32, u32); 4] = [(3, 3), (3, 4), (4, 3), (4, 4)];

#[test]
fn the_census_counts_every_position_once() {
    let census = tables().census();
    assert_eq!(census.len(), 4);
    for table in &census {
        assert_eq!(table.won + table.drawn + table.lost, table.positions);
        assert!(table.positions <= table.slots);
        assert!(table.longest_win >= 1 && table.longest_win <= 127);
    }
    let positions: usize = census.iter().map(|t| t.positions).sum();
    // 78 million positions, each class of up to 16 symmetric ones counted once.
    assert!((4_800_000..5_000_000).contains(&positions), "{positions}");
}

#[test]
fn every_value_of_the_four_tables_is_the_best_of_its_moves() {
    let tables = tables();
    let mut seed = 5;
    for (south, north) in COUNTS {
        for _ in 0..1000 {
            let position = random_position(&mut seed, south, north);
            let value = tables.probe(&position).expect("held");
            let by_moves = tables.best_move(&position).map(|(_, v)| v);
            assert_eq!(Some(value), by_moves, "{}", position.to_position_text());
        }
    }
}

/// Level 5 plays both sides from a position until the game ends; the winner and the length.
fn play_out(position: Shax, seed: u64) -> (Option<Player>, usize) {
    let mut game = AnyMatch::Shax(Match::from_position(position));
    let options = ThinkOptions {
        seed,
        ..ThinkOptions::at_level(daga::ai::Level::Expert)
    };
    while !game.status().is_over() {
        let mut search = AnySearch::new(&game, &options).expect("a move");
        while !search.step(4096) {}
        let mv = search.chosen_move(&options).expect("a move");
        game.play(mv).expect("legal");
    }
    (game.status().winner(), game.ply())
}

#[test]
fn level_five_wins_every_table_won_position_in_the_tables_plies() {
    let tables = tables();
    let mut seed = 17;
    let mut probes = 0;
    while probes < 1000 {
        let (south, north) = COUNTS[probes % 4];
        let position = random_position(&mut seed, south, north);
        let Some(Exact::Win { plies }) = tables.probe(&position) else {
            continue;
        };
        let mover = position.turn().unwrap();
        let (winner, length) = play_out(position, seed);
        assert_eq!(winner, Some(mover), "{}", position.to_position_text());
        assert_eq!(
            length,
            plies as usize,
            "the winner hurries and the loser delays: {}",
            position.to_position_text()
        );
        probes += 1;
    }
}

#[test]
fn the_review_names_best_play_and_a_thrown_away_win_is_a_blunder() {
    let tables = tables();
    let mut seed = 23;
    // A won position with a move that lets the win go.
    let (position, throw_away) = loop {
        let position = random_position(&mut seed, 4, 4);
        if !matches!(tables.probe(&position), Some(Exact::Win { .. })) {
            continue;
        }
        let mover = position.turn().unwrap();
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let bad = moves.into_iter().find(|&mv| {
            let mut after = position;
            after.play_unchecked(mv);
            let value = tables.probe(&after);
            let for_mover = if after.turn() == Some(mover) {
                value
            } else {
                value.map(Exact::flipped)
            };
            !after.status().is_over() && !matches!(for_mover, Some(Exact::Win { .. }))
        });
        if let Some(bad) = bad {
            break (position, bad);
        }
    };
    let mover = position.turn().unwrap();
    let mut game = AnyMatch::Shax(Match::from_position(position));
    game.play(throw_away.into()).unwrap();
    let mut review = GameReview::new(game);
    review.complete(&ThinkOptions::judging());
    let before = review.evaluation(0).unwrap();
    let Some(Exact::Win { .. }) = before.south_exact.map(|v| match mover {
        Player::South => v,
        Player::North => v.flipped(),
    }) else {
        panic!("the review knows the win: {before:?}");
    };
    let verdict = review.verdict(0).unwrap();
    assert_eq!(verdict.judgement, Some(Judgement::Blunder));
    assert!(verdict.better.is_some(), "the winning move is shown");
}

/// Every shipped Shax puzzle, replayed through the rules: each of the solver's moves is the only
/// one that keeps the quickest win, at least two first moves throw the win away, and the line
/// ends in the solver's win.
#[test]
fn every_shipped_puzzle_has_one_move_alone_that_keeps_the_win() {
    tables();
    let puzzles = daga::puzzles::shipped(daga::rules::GameId::Shax).expect("the puzzles read");
    assert!(puzzles.len() >= 150, "{} puzzles", puzzles.len());
    for puzzle in &puzzles {
        if let Err(fault) = endgame::check_puzzle(puzzle) {
            panic!("{}: {fault}", puzzle.position_and_solution());
        }
    }
}
