//! Scripted Shax games, one for each rule of the issue.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::rules::{Match, MoveParseError};

fn mv(text: &str) -> ShaxMove {
    text.parse()
        .unwrap_or_else(|e: MoveParseError| panic!("{e}"))
}

fn play_all(game: &mut Match<Shax>, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(mv(m)).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn legal(game: &Match<Shax>) -> Vec<String> {
    let mut moves = vec![];
    game.legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

fn load(text: &str) -> Match<Shax> {
    Match::from_position(Shax::from_position_text(text).unwrap_or_else(|e| panic!("{e}")))
}

/// A placement order in which no line of three ever forms (south, north, south, …).
const NO_LINE_PLACEMENT: &str =
    "a1 g1 d1 g4 g7 a7 d7 a4 f2 b2 f4 d2 b6 f6 b4 d6 c3 e3 d3 e4 e5 c5 d5 c4";

#[test]
fn placing_without_a_line_lets_the_second_player_remove_first() {
    let mut game = Match::from_position(Shax::start(&GameOptions::default()));
    play_all(&mut game, NO_LINE_PLACEMENT);
    assert_eq!(game.position().phase(), Phase::FirstRemoval);
    assert_eq!(game.position().first_jare(), None);
    assert_eq!(game.turn(), Some(Player::North), "north placed last");
    assert_eq!(legal(&game).len(), 12, "any of south's 12 pieces");
    assert!(
        game.play(mv("xg1")).is_err(),
        "north cannot remove its own piece"
    );
    assert!(
        game.play(mv("d2")).is_err(),
        "no placing in the removal phase"
    );
    play_all(&mut game, "xa1");
    assert_eq!(game.turn(), Some(Player::South));
    assert_eq!(game.position().phase(), Phase::SecondRemoval);
    play_all(&mut game, "xg1");
    assert_eq!(game.position().phase(), Phase::Moving);
    assert_eq!(
        game.turn(),
        Some(Player::North),
        "the first remover moves first"
    );
    assert_eq!(game.score(), [1, 1]);
    // a1 and g1 are the two empty points; north's a4 and g4 border them, south's d1 too.
    assert_eq!(legal(&game), vec!["g4-g1", "a4-a1"]);
}

#[test]
fn lines_while_placing_remove_nothing_and_the_first_one_decides() {
    let mut game = Match::from_position(Shax::start(&GameOptions::default()));
    // North completes b2-d2-f2 first; south completes a1-d1-g1 later.
    play_all(&mut game, "a1 b2 d1 d2 c3 f2");
    assert_eq!(game.position().first_jare(), Some(Player::North));
    assert_eq!(
        game.position().pieces(Player::South).count_ones(),
        3,
        "nothing removed"
    );
    assert_eq!(game.turn(), Some(Player::South), "placing goes on");
    play_all(
        &mut game,
        "g1 a7 a4 g7 g4 d7 b6 d6 f4 f6 b4 d3 e3 e4 e5 d5 c5 c4",
    );
    assert_eq!(game.position().first_jare(), Some(Player::North));
    assert_eq!(game.position().phase(), Phase::FirstRemoval);
    assert_eq!(
        game.turn(),
        Some(Player::North),
        "the first to form a jare removes first"
    );
    assert_eq!(game.score(), [0, 0]);
}

#[test]
fn first_north_places_first() {
    let game = Match::from_position(Shax::start(&GameOptions {
        first: Player::North,
        seeds: 6,
    }));
    assert_eq!(game.turn(), Some(Player::North));
    assert_eq!(legal(&game).len(), 24);
}

#[test]
fn hadig_opponent_must_free_and_never_removes() {
    // Squares: a1 d1 g1 g4 g7 d7 a7 a4 / b2 d2 f2 f4 f6 d6 b6 b4 / c3 d3 e3 e4 e5 d5 c5 c4.
    // South is blocked; only e4 is empty. North's e5 borders south's d5.
    let mut game = load("SSNNNSSS/SNNNNSSS/SNN.NSNS south move 0 0 - 0");
    assert!(game.position().is_blockade());
    assert_eq!(
        game.turn(),
        Some(Player::North),
        "the blocked player's opponent moves"
    );
    // e5-e4 completes g4-f4-e4 for north, but a freeing step removes nothing.
    assert_eq!(legal(&game), vec!["e5-e4"]);
    let err = game.play(mv("e5-e4xa1")).unwrap_err();
    assert!(err.reason.to_string().contains("never removes"), "{err}");
    let err = game.play(mv("f4-e4")).unwrap_err();
    assert!(err.reason.to_string().contains("hadig"), "{err}");
    play_all(&mut game, "e5-e4");
    assert_eq!(
        game.turn(),
        Some(Player::South),
        "the freed player moves next"
    );
    assert_eq!(legal(&game), vec!["d5-e5"]);
    play_all(&mut game, "d5-e5");
    assert_eq!(game.turn(), Some(Player::North));
    assert_eq!(
        game.position().quiet_plies(),
        2,
        "the freeing step counts as a ply"
    );
}

#[test]
fn hadig_without_a_freeing_step_is_a_draw() {
    let game = load("SSNNNSSS/SNNNNSSS/SNN.NNSS south move 0 0 - 0");
    assert_eq!(
        game.status(),
        Status::Over {
            winner: None,
            reason: EndReason::Hadig
        }
    );
    assert_eq!(game.turn(), None);
    assert!(legal(&game).is_empty());
}

#[test]
fn a_jare_step_may_remove_any_opponent_piece_or_none() {
    // South: a1 g1 d2 b6; north: d7 a7 b2 f4. d2-d1 completes a1-d1-g1.
    let mut game = load("S.S..NN./NS.N..S./........ south move 0 0 - 5");
    let moves = legal(&game);
    for expected in ["d2-d1", "d2-d1xb2", "d2-d1xd7", "d2-d1xa7", "d2-d1xf4"] {
        assert!(
            moves.contains(&expected.to_string()),
            "{expected} in {moves:?}"
        );
    }
    assert!(
        !moves.iter().any(|m| m.starts_with("d2-d1xa1")),
        "never your own piece"
    );
    assert!(
        !moves.iter().any(|m| m.starts_with("d2-f2x")),
        "no jare, no removal"
    );
    let err = game.play(mv("d2-f2xb2")).unwrap_err();
    assert!(err.reason.to_string().contains("forms no jare"), "{err}");
    play_all(&mut game, "d2-d1xa7");
    assert_eq!(
        game.position().quiet_plies(),
        0,
        "a removal resets the quiet count"
    );
    assert_eq!(game.score(), [9, 8]);
}

#[test]
fn reduced_to_two_pieces_loses_at_once() {
    // North has three pieces (d7 a7 b4); south's d2-d1 completes a1-d1-g1.
    let mut game = load("S.S..NN./.S.....N/........ south move 0 0 - 0");
    play_all(&mut game, "d2-d1xb4");
    assert_eq!(
        game.status(),
        Status::Over {
            winner: Some(Player::South),
            reason: EndReason::TwoPieces
        }
    );
    assert_eq!(game.turn(), None);
    assert!(game.play(mv("a7-a4")).is_err());
}

#[test]
fn third_occurrence_of_a_position_is_a_draw() {
    let mut game = load("S.S.N.../......N./..N...S. south move 0 0 - 0");
    play_all(&mut game, "a1-a4 g7-d7 a4-a1 d7-g7 a1-a4 g7-d7 a4-a1");
    assert_eq!(
        game.status(),
        Status::Ongoing,
        "the start position has occurred twice"
    );
    play_all(&mut game, "d7-g7");
    assert_eq!(
        game.status(),
        Status::Over {
            winner: None,
            reason: EndReason::Repetition
        }
    );
    game.undo();
    assert_eq!(
        game.status(),
        Status::Ongoing,
        "undo takes the repetition back"
    );
}

#[test]
fn a_hundred_quiet_plies_draw() {
    let mut rng = SmallRng::seed_from_u64(100);
    let mut moves = Vec::new();
    for _ in 0..5000 {
        let mut game = Match::from_position(Shax::start(&GameOptions::default()));
        while !game.status().is_over() {
            moves.clear();
            game.legal_moves(&mut moves);
            game.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
        if game.status()
            != (Status::Over {
                winner: None,
                reason: EndReason::QuietPlies,
            })
        {
            continue;
        }
        let record = game.moves();
        let last_hundred = &record[record.len() - 100..];
        assert!(
            last_hundred
                .iter()
                .all(|m| matches!(m, ShaxMove::Step { remove: None, .. }))
        );
        let before = record[record.len() - 101];
        assert!(matches!(
            before,
            ShaxMove::Remove(_)
                | ShaxMove::Step {
                    remove: Some(_),
                    ..
                }
        ));
        game.undo();
        assert_eq!(game.position().quiet_plies(), 99);
        assert_eq!(game.status(), Status::Ongoing);
        return;
    }
    panic!("no random game ended by the 100-ply rule");
}

#[test]
fn position_text_round_trips_and_refuses_bad_text() {
    let text = "S.S..NN./NS.N..S./........ south move 0 0 - 5";
    assert_eq!(
        Shax::from_position_text(text).unwrap().to_position_text(),
        text
    );
    for bad in [
        "",
        "S.S..NN./NS.N..S./........ south move 0 0 -",
        "S.S..NN./NS.N..S. south move 0 0 - 5",
        "S.S..NN./NS.N..S./.......X south move 0 0 - 5",
        "S.S..NN./NS.N..S./........ east move 0 0 - 5",
        "S.S..NN./NS.N..S./........ south fly 0 0 - 5",
        "S.S..NN./NS.N..S./........ south move 0 0 - 101",
        "S.S..NN./NS.N..S./........ south move 1 0 - 5",
        "SSSSSSSS/SSSSSSSS/........ south move 0 0 - 5",
        "......../......../........ south remove-first 0 0 - 0",
        "......../......../........ south place 0 12 - 0",
    ] {
        assert!(Shax::from_position_text(bad).is_err(), "{bad}");
    }
}
