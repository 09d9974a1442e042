//! Scripted Sadeqa III games, one for each rule of the issue.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::rules::Match;

fn load(text: &str) -> Match<Sadeqa> {
    Match::from_position(Sadeqa::from_position_text(text).unwrap_or_else(|e| panic!("{e}")))
}

fn legal(game: &Match<Sadeqa>) -> Vec<String> {
    let mut moves = vec![];
    game.legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

fn play(game: &mut Match<Sadeqa>, text: &str) {
    game.play(text.parse().unwrap())
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn start_has_six_or_four_seeds_everywhere() {
    let six = Sadeqa::start(&GameOptions::default());
    assert_eq!(six.holes(), &[6; 16]);
    let four = Sadeqa::start(&GameOptions {
        seeds: 4,
        first: Player::North,
    });
    assert_eq!(four.seeds_on_board(), 64);
    assert_eq!(four.turn(), Some(Player::North));
    assert_eq!(
        legal(&Match::from_position(four)),
        ["A", "B", "C", "D", "E", "F", "G", "H"]
    );
}

#[test]
fn relay_sowing_ending_in_a_capture() {
    // a (2 seeds) sows b, c; c held a seed, so its 2 are taken up and sown into d, e.
    // e was empty and is south's: the 5 seeds across in D are captured, the last seed stays.
    let mut game = load("2,0,1,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0");
    play(&mut game, "a");
    assert_eq!(
        game.position().to_position_text(),
        "0,1,0,1,1,0,0,0/0,1,0,0,0,0,0,0 north 5 0"
    );
    assert_eq!(game.score(), [5, 0]);
}

#[test]
fn sowing_goes_round_without_skipping_the_start_hole() {
    // 17 seeds from a: one lap of 16 puts one back into a, the 17th lands in b.
    let sown = sowing::sow(&[17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0).unwrap();
    // b got two (lap + last), so the sowing relays from b: 2 seeds into c (1→2) … and on.
    let total: u32 = sown.board.iter().map(|&s| s as u32).sum();
    assert_eq!(total, 17);
    assert!(
        sown.board[0] >= 1,
        "the start hole is sown into on later laps"
    );
}

#[test]
fn last_seed_in_the_opponents_row_captures_nothing() {
    // h (1 seed) sows into A, which is north's row: no capture even though h... is across A.
    let mut game = load("0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,3 south 0 0");
    play(&mut game, "h");
    assert_eq!(game.score(), [0, 0]);
    assert_eq!(game.position().holes()[8], 1);
}

#[test]
fn landing_in_an_own_empty_hole_with_an_empty_opposite_captures_nothing() {
    let mut game = load("1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 south 0 0");
    play(&mut game, "a");
    assert_eq!(game.score(), [0, 0], "G (across b) is empty");
}

#[test]
fn a_player_without_moves_ends_the_game_and_the_last_mover_takes_the_rest() {
    // South's g lands in h (3 -> 4): the relay sows A B C D, all empty, and ends in D.
    let mut game = load("0,0,0,0,0,0,1,3/0,0,0,0,0,0,0,0 south 10 20");
    play(&mut game, "g");
    assert_eq!(game.position().holes()[8..12], [1, 1, 1, 1]);
    assert!(!game.status().is_over(), "north has seeds now");
    // North's row is empty: south, who moved last, takes the 2 seeds left.
    let mut game = load("0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 north 10 20");
    assert_eq!(
        game.status(),
        Status::Over {
            winner: Some(Player::North),
            reason: EndReason::NoMoves
        }
    );
    assert_eq!(game.score(), [12, 20]);
    assert_eq!(game.turn(), None);
    assert!(game.play(SadeqaMove(15)).is_err());
    let mut game = load("0,0,0,0,0,0,0,9/0,0,0,0,0,0,0,0 north 10 3");
    assert_eq!(game.status().winner(), Some(Player::South));
    assert_eq!(game.score(), [19, 3]);
    assert!(!game.undo(), "nothing to undo after a load");
}

#[test]
fn wrong_row_and_empty_holes_are_refused_with_reasons() {
    let mut game = load("0,3,0,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0");
    let before = *game.position();
    let err = game.play("C".parse().unwrap()).unwrap_err();
    assert!(err.reason.to_string().contains("north's row"), "{err}");
    let err = game.play("a".parse().unwrap()).unwrap_err();
    assert!(err.reason.to_string().contains("empty"), "{err}");
    assert_eq!(*game.position(), before);
}

/// True when the sowing from `start` provably never ends: the state at a pick-up
/// (board, hole) comes back within `max_relays` relays.
fn sowing_cycles(holes: &[u8; 16], start: usize, max_relays: usize) -> bool {
    let mut board = *holes;
    let mut hole = start;
    let mut seen = std::collections::HashSet::new();
    for _ in 0..max_relays {
        if !seen.insert((board, hole)) {
            return true;
        }
        let mut hand = std::mem::take(&mut board[hole]);
        while hand > 0 {
            hole = (hole + 1) % 16;
            board[hole] += 1;
            hand -= 1;
        }
        if board[hole] == 1 {
            return false;
        }
    }
    false
}

/// Searches random small boards for a sowing that provably never ends.
fn find_endless_sowing() -> (Sadeqa, usize) {
    let mut rng = SmallRng::seed_from_u64(92);
    for _ in 0..2_000_000 {
        let mut holes = [0u8; 16];
        for _ in 0..rng.random_range(2..40) {
            holes[rng.random_range(0..16)] += 1;
        }
        let start = rng.random_range(0..8);
        if holes[start] > 0 && sowing_cycles(&holes, start, 5000) {
            let text = format!(
                "{}/{} south 0 0",
                holes[..8]
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(","),
                holes[8..]
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            );
            return (Sadeqa::from_position_text(&text).unwrap(), start);
        }
    }
    panic!("no endless sowing found");
}

#[test]
fn an_endless_sowing_found_by_search_is_not_legal() {
    let (position, hole) = find_endless_sowing();
    let mv = SadeqaMove(hole as u8);
    let mut game = Match::from_position(position);
    assert!(!legal(&game).contains(&mv.to_string()));
    let err = game.play(mv).unwrap_err();
    assert!(err.reason.to_string().contains("never ends"), "{err}");
    assert_eq!(*game.position(), position);
}

/// Every board with `total` seeds.
fn boards_with(total: u8) -> Vec<[u8; 16]> {
    fn fill(board: &mut [u8; 16], hole: usize, left: u8, out: &mut Vec<[u8; 16]>) {
        if hole == 15 {
            board[15] = left;
            out.push(*board);
            return;
        }
        for here in 0..=left {
            board[hole] = here;
            fill(board, hole + 1, left - here, out);
        }
    }
    let mut out = Vec::new();
    fill(&mut [0; 16], 0, total, &mut out);
    out
}

/// A position that can recur without a capture, and the moves of one loop, found by search.
fn find_capture_free_loop() -> (Sadeqa, Vec<SadeqaMove>) {
    let starts: Vec<Sadeqa> = boards_with(3)
        .into_iter()
        .flat_map(|holes| {
            Player::BOTH.map(|to_move| Sadeqa {
                holes,
                captured: [0, 0],
                to_move,
                ended_by_repetition: false,
            })
        })
        .collect();
    let quiet_successors = |position: &Sadeqa| {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let mut next = *position;
                next.play_unchecked(mv);
                (mv, next)
            })
            .filter(|(_, next)| next.captured == position.captured)
            .collect()
    };
    crate::rules::cycle_search::find_cycle(starts, quiet_successors)
        .expect("a loop exists with 3 seeds")
}

#[test]
fn third_occurrence_ends_the_game_and_each_row_goes_to_its_owner() {
    let (start, lap) = find_capture_free_loop();
    let mut game = Match::from_position(start);
    for mv in lap.iter().chain(&lap[..lap.len() - 1]) {
        game.play(*mv).unwrap();
        assert_eq!(game.status(), Status::Ongoing);
    }
    let rows = Player::BOTH.map(|p| row(p).map(|h| start.holes()[h] as u32).sum::<u32>());
    game.play(*lap.last().unwrap()).unwrap();
    assert_eq!(
        game.status(),
        Status::Over {
            winner: match rows[0].cmp(&rows[1]) {
                std::cmp::Ordering::Greater => Some(Player::South),
                std::cmp::Ordering::Less => Some(Player::North),
                std::cmp::Ordering::Equal => None,
            },
            reason: EndReason::Repetition
        },
        "the start position occurred a third time: {}",
        start.to_position_text()
    );
    assert_eq!(game.score(), rows, "each row goes to its owner");
    assert_eq!(game.position().seeds_on_board(), 0);
    assert!(legal(&game).is_empty());
    assert!(game.undo());
    assert_eq!(game.status(), Status::Ongoing, "undo takes the ending back");
}
