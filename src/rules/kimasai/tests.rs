//! Scripted Bao la Kimasai games, one for each rule of the issue, and the repetition claim.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::rules::Match;

fn load(text: &str) -> Match<Kimasai> {
    Match::from_position(Kimasai::from_position_text(text).unwrap_or_else(|e| panic!("{e}")))
}

fn legal(game: &Match<Kimasai>) -> Vec<String> {
    let mut moves = vec![];
    game.legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

fn play(game: &mut Match<Kimasai>, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m.parse().unwrap())
            .unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn start_matches_the_seed_table() {
    let game = Kimasai::start(&GameOptions::default());
    assert_eq!(
        game.to_position_text(),
        "111111111111/111111111110/011111111111/111111111111 south"
    );
    assert_eq!(game.stone_count(Player::South), 23);
    assert_eq!(game.stone_count(Player::North), 23);
}

#[test]
fn each_sides_first_move_captures_two() {
    let mut game = Match::from_position(Kimasai::start(&GameOptions::default()));
    assert_eq!(legal(&game), vec!["b2-a2"]);
    play(&mut game, "b2-a2");
    assert_eq!(game.score(), [2, 0], "a3 and a4 are taken");
    assert!(
        !game
            .position()
            .has_stone(board::hole_by_name("a3").unwrap())
    );
    assert!(
        !game
            .position()
            .has_stone(board::hole_by_name("a4").unwrap())
    );
    assert_eq!(legal(&game), vec!["b4-a4", "k3-l3"]);
    play(&mut game, "k3");
    assert_eq!(game.score(), [2, 2], "l2 and l1 are taken");
    assert_eq!(game.moves().last().unwrap().to_string(), "k3-l3");
}

#[test]
fn north_moving_first_captures_two_too() {
    let mut game = Match::from_position(Kimasai::start(&GameOptions {
        first: Player::North,
        seeds: 6,
    }));
    assert_eq!(legal(&game), vec!["k3-l3"]);
    play(&mut game, "k3-l3");
    assert_eq!(game.score(), [0, 2]);
}

#[test]
fn a_front_stone_with_an_empty_back_hole_is_taken_alone() {
    // North has c3 but not c4; south steps d2 -> c2.
    let mut game = load("110000000000/001000000000/000100000000/000000000001 south");
    // Scores count stones missing from 23, so a loaded position starts with high ones.
    assert_eq!(game.score(), [20, 21]);
    play(&mut game, "d2-c2");
    assert_eq!(game.score(), [21, 21]);
    assert_eq!(
        game.position().to_position_text(),
        "110000000000/000000000000/001000000000/000000000001 north"
    );
}

#[test]
fn back_row_stones_are_safe_without_the_front_one() {
    // North has c4 but not c3: south's step into c2 captures nothing.
    let mut game = load("001000000001/100000000000/000100000000/000000000001 south");
    assert_eq!(game.score(), [20, 21]);
    play(&mut game, "d2-c2");
    assert_eq!(game.score(), [20, 21], "c4 stays");
    // North's a3 -> b3 finds no south stone in b2: nothing taken either.
    play(&mut game, "a3-b3");
    assert_eq!(game.score(), [20, 21]);
}

#[test]
fn occupied_and_off_circuit_steps_are_refused() {
    let mut game = Match::from_position(Kimasai::start(&GameOptions::default()));
    for (text, reason) in [
        ("c2-b2", "occupied"),
        ("b2-c2", "steps to a2"),
        ("b3-c3", "no stone"),
        ("a2-a1", "no stone"),
    ] {
        let err = game.play(text.parse().unwrap()).unwrap_err();
        assert!(err.reason.to_string().contains(reason), "{text}: {err}");
    }
    assert!(game.moves().is_empty());
}

#[test]
fn capturing_every_stone_wins() {
    let mut game = load("000000000000/001000000000/000100000000/000000000000 south");
    play(&mut game, "d2-c2");
    assert_eq!(
        game.status(),
        Status::Over {
            winner: Some(Player::South),
            reason: EndReason::NoStones
        }
    );
    assert_eq!(game.turn(), None);
    assert!(legal(&game).is_empty());
}

/// Every set of `count` circuit indices, as bit sets.
fn subsets(count: u32) -> Vec<u32> {
    (0u32..1 << CIRCUIT)
        .filter(|s| s.count_ones() == count)
        .collect()
}

/// The claim: a position cannot recur without a capture between (docs/RULES.md has
/// the proof). Checked exhaustively for every position with up to two stones a side: the
/// graph of moves that capture nothing has no cycle.
#[test]
fn no_position_recurs_without_a_capture() {
    for (south, north) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
        let mut starts = Vec::new();
        for &s in &subsets(south) {
            for &n in &subsets(north) {
                for to_move in Player::BOTH {
                    starts.push(Kimasai {
                        stones: [s, n],
                        to_move,
                        ended_by_repetition: false,
                    });
                }
            }
        }
        let quiet_successors = |position: &Kimasai| {
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            moves
                .into_iter()
                .map(|mv| {
                    let mut next = *position;
                    next.play_unchecked(mv);
                    (mv, next)
                })
                .filter(|(_, next)| {
                    next.stones.map(u32::count_ones) == position.stones.map(u32::count_ones)
                })
                .collect()
        };
        let cycle = crate::rules::cycle_search::find_cycle(starts, quiet_successors);
        assert!(
            cycle.is_none(),
            "{south} v {north}: {cycle:?}",
            cycle = cycle.map(|(p, m)| (p.to_position_text(), m.len()))
        );
    }
}

#[test]
fn the_repetition_rule_is_kept_and_draws() {
    let mut position = Kimasai::start(&GameOptions::default());
    position.end_by_repetition(&mut crate::rules::NoEvents);
    assert_eq!(
        position.status(),
        Status::Over {
            winner: None,
            reason: EndReason::Repetition
        }
    );
    assert_eq!(position.turn(), None);
}

#[test]
fn random_games_end_with_one_side_captured() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut moves = Vec::new();
    for _ in 0..2000 {
        let mut game = Match::from_position(Kimasai::start(&GameOptions::default()));
        while !game.status().is_over() {
            moves.clear();
            game.legal_moves(&mut moves);
            game.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
        assert!(matches!(
            game.status(),
            Status::Over {
                reason: EndReason::NoStones,
                ..
            }
        ));
    }
}

#[test]
fn a_player_with_stones_always_has_a_step() {
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..20_000 {
        let stones = [
            rng.random::<u32>() & CIRCUIT_MASK,
            rng.random::<u32>() & CIRCUIT_MASK,
        ];
        for player in Player::BOTH {
            let own = stones[player.index()];
            if own == 0 || own == CIRCUIT_MASK {
                continue;
            }
            assert_ne!(movable(own), 0, "{own:024b}");
        }
    }
}

#[test]
fn position_text_refuses_bad_text() {
    for bad in [
        "",
        "111111111111/111111111110/011111111111 south",
        "111111111111/111111111110/011111111111/11111111111 south",
        "111111111111/111111111110/011111111111/111111111112 south",
        "111111111111/111111111111/011111111111/111111111111 south",
        "111111111111/111111111110/011111111111/111111111111 west",
        "111111111111/111111111110/011111111111/111111111111 south extra",
    ] {
        assert!(Kimasai::from_position_text(bad).is_err(), "{bad}");
    }
}
