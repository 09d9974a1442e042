//! Search behaviour: slicing, determinism, budgets and finding the obvious.

use super::*;
use crate::rules::kimasai::Kimasai;
use crate::rules::sadeqa::Sadeqa;
use crate::rules::shax::Shax;
use crate::rules::{Game, GameOptions, Match};

fn limits(max_depth: u32, max_nodes: u64) -> SearchLimits {
    SearchLimits {
        max_depth,
        max_nodes,
        exact_root: false,
        use_tables: true,
    }
}

fn sliced_equals_whole<G: Evaluate>(game: &Match<G>) {
    let whole = Search::new(game, limits(6, 20_000)).run().unwrap();
    let mut sliced = Search::new(game, limits(6, 20_000));
    let mut slices = 0;
    while !sliced.step(7) {
        slices += 1;
    }
    assert!(slices > 10, "the search really ran in slices");
    assert_eq!(sliced.result().unwrap(), whole);
}

#[test]
fn a_search_in_slices_finds_what_one_run_finds() {
    sliced_equals_whole(&Match::from_position(Shax::start(&GameOptions::default())));
    sliced_equals_whole(&Match::from_position(
        Sadeqa::start(&GameOptions::default()),
    ));
    sliced_equals_whole(&Match::from_position(Kimasai::start(
        &GameOptions::default(),
    )));
}

#[test]
fn node_budgets_are_respected_exactly() {
    let game = Match::from_position(Sadeqa::start(&GameOptions::default()));
    for budget in [1, 2, 10, 333, 5000] {
        let mut search = Search::new(&game, limits(64, budget));
        let result = search.run().unwrap();
        assert!(
            search.nodes() <= budget,
            "{} nodes for a budget of {budget}",
            search.nodes()
        );
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        assert!(legal.contains(&result.best));
    }
}

#[test]
fn the_same_budget_gives_the_same_search() {
    let game = Match::from_position(Kimasai::start(&GameOptions::default()));
    let a = Search::new(&game, limits(64, 30_000)).run().unwrap();
    let b = Search::new(&game, limits(64, 30_000)).run().unwrap();
    assert_eq!(a, b);
}

#[test]
fn stopping_keeps_the_last_full_iteration_and_the_game_untouched() {
    let game = Match::from_position(Shax::start(&GameOptions::default()));
    let mut search = Search::new(&game, limits(64, u64::MAX));
    search.step(50_000);
    search.stop();
    let result = search.result().unwrap();
    assert!(result.depth >= 2, "depth {}", result.depth);
    assert!(search.is_finished());
}

#[test]
fn exact_root_scores_every_move() {
    let game = Match::from_position(Sadeqa::start(&GameOptions::default()));
    let result = Search::new(
        &game,
        SearchLimits {
            max_depth: 3,
            max_nodes: u64::MAX,
            exact_root: true,
            use_tables: true,
        },
    )
    .run()
    .unwrap();
    assert_eq!(result.root_scores.len(), 8);
    let best = result.root_scores.iter().map(|&(_, s)| s).max().unwrap();
    assert_eq!(best, result.score);
}

#[test]
fn kimasai_opening_takes_its_capture() {
    let game = Match::from_position(Kimasai::start(&GameOptions::default()));
    let result = Search::new(&game, limits(4, u64::MAX)).run().unwrap();
    assert_eq!(result.best.to_string(), "b2-a2");
    assert_eq!(result.pv.first(), Some(&result.best));
}

#[test]
fn a_comparing_search_scores_just_the_moves_asked_about_as_the_full_search_does() {
    let game = Match::from_position(Sadeqa::start(&GameOptions::default()));
    let exact = |max_depth| SearchLimits {
        max_depth,
        max_nodes: u64::MAX,
        exact_root: true,
        use_tables: true,
    };
    let full = Search::new(&game, exact(4)).run().unwrap();
    let (first, second) = (full.root_scores[2], full.root_scores[5]);
    let compared = Search::new(&game, limits(4, u64::MAX))
        .comparing(|mv| mv == first.0 || mv == second.0)
        .run()
        .unwrap();
    let mut scores = compared.root_scores.clone();
    scores.sort_by_key(|&(mv, _)| mv != first.0);
    assert_eq!(scores, vec![first, second]);
    let none = Search::new(&game, limits(4, u64::MAX)).comparing(|_| false);
    assert!(none.is_finished() && none.result().is_none());
}

#[test]
fn a_kimasai_judgement_reads_the_mean_of_the_last_two_depths() {
    let game = Match::from_position(
        Kimasai::from_position_text("110001011101/000000001011/111010000000/110110101101 south")
            .unwrap(),
    );
    let at = |depth| Search::new(&game, limits(depth, u64::MAX)).run().unwrap();
    let (odd, even) = (at(9), at(10));
    assert_ne!(
        odd.score, even.score,
        "the scores swing with the depth here"
    );
    assert_eq!(even.judged, (odd.score + even.score).div_euclid(2));
    let shax = Match::from_position(Shax::start(&GameOptions::default()));
    let shax = Search::new(&shax, limits(4, u64::MAX)).run().unwrap();
    assert_eq!(shax.judged, shax.score, "Shax judges by the last depth");
}
