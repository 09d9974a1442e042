//! Move events: replaying the events the rules report for a move onto the board before it gives
//! exactly the board after it, over thousands of random moves of each game.

use std::collections::BTreeSet;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::rules::{AnyMatch, GameId, GameOptions, MoveEvent};

/// The name of an event's kind, to check that random play meets every kind.
fn kind(event: &MoveEvent) -> &'static str {
    match event {
        MoveEvent::Placed { .. } => "placed",
        MoveEvent::Stepped { .. } => "stepped",
        MoveEvent::LineFormed { .. } => "line formed",
        MoveEvent::Removed { .. } => "removed",
        MoveEvent::Lifted { .. } => "lifted",
        MoveEvent::Dropped { .. } => "dropped",
        MoveEvent::Relayed { .. } => "relayed",
        MoveEvent::SeedsCaptured { .. } => "seeds captured",
        MoveEvent::ColumnCaptured { .. } => "column captured",
        MoveEvent::Blocked { .. } => "blocked",
    }
}

/// Plays `games` random games; returns the number of moves and the event kinds seen.
fn replay_random_games(id: GameId, games: u64) -> (usize, BTreeSet<&'static str>) {
    let mut kinds = BTreeSet::new();
    let mut moves_played = 0;
    for seed in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyMatch::new(id, &GameOptions::default());
        while !game.status().is_over() && game.ply() < 400 {
            let moves = game.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            let mut view = game.position().board_view();
            let mut events = Vec::new();
            game.play_recording(mv, &mut events).unwrap();
            for event in &events {
                view.apply(*event);
                kinds.insert(kind(event));
            }
            assert_eq!(view.hand, 0, "{id} {mv}: every seed lifted was dropped");
            assert_eq!(
                view,
                game.position().board_view(),
                "{id}: the events of {mv} ({events:?}) lead to the rules' position"
            );
            moves_played += 1;
        }
    }
    (moves_played, kinds)
}

#[test]
fn shax_events_replay_to_the_rules_position() {
    let (moves, kinds) = replay_random_games(GameId::Shax, 60);
    assert!(moves > 3000, "{moves} moves");
    let every = BTreeSet::from(["placed", "stepped", "line formed", "removed"]);
    assert!(kinds.is_superset(&every), "{kinds:?}");
    assert!(
        kinds.is_subset(&(&every | &BTreeSet::from(["blocked"]))),
        "{kinds:?}"
    );
}

#[test]
fn sadeqa_events_replay_to_the_rules_position() {
    let (moves, kinds) = replay_random_games(GameId::Sadeqa, 150);
    assert!(moves > 3000, "{moves} moves");
    assert_eq!(
        kinds,
        BTreeSet::from(["lifted", "dropped", "relayed", "seeds captured"])
    );
}

#[test]
fn kimasai_events_replay_to_the_rules_position() {
    let (moves, kinds) = replay_random_games(GameId::Kimasai, 40);
    assert!(moves > 3000, "{moves} moves");
    assert_eq!(kinds, BTreeSet::from(["stepped", "column captured"]));
}

#[test]
fn a_finished_sadeqa_game_shows_what_is_left_in_the_last_movers_store() {
    for seed in 0..200 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyMatch::new(GameId::Sadeqa, &GameOptions::default());
        let seeds: u32 = game
            .position()
            .board_view()
            .spots
            .iter()
            .map(|s| s.count as u32)
            .sum();
        while !game.status().is_over() {
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
        let view = game.position().board_view();
        assert!(
            view.spots.iter().all(|s| s.count == 0),
            "the holes are shown empty"
        );
        assert_eq!(view.stores, game.score(), "the stores hold the final score");
        assert_eq!(
            view.stores.iter().sum::<u32>(),
            seeds,
            "every seed is in a store"
        );
    }
}
