//! Two sides of a line in step: whole games, bad moves, garbage, hellos that cannot agree,
//! records that part, and what the owner's board is told.

use rand::{Rng, SeedableRng, rngs::SmallRng};

use super::*;
use crate::online::Side;
use crate::rules::{GameId, MoveEvent};

pub(super) fn pair(game: GameId, control: TimeControl) -> (Side, Side) {
    let options = GameOptions::default();
    let start = AnyMatch::new(game, &options);
    (
        Side::new(start.clone(), options, Player::South, control, 0),
        Side::new(start, options, Player::North, control, 0),
    )
}

/// Delivers `message` to `to` at `now_ms`, then any replies back and forth, until quiet.
fn deliver_at(
    message: Message,
    from: &mut Side,
    to: &mut Side,
    now_ms: u64,
) -> Vec<Result<Event, Refusal>> {
    let mut outcomes = Vec::new();
    let (mut next, mut towards_to) = (Some(message), true);
    for _ in 0..8 {
        let Some(message) = next.take() else { break };
        let receiver = if towards_to { &mut *to } else { &mut *from };
        let received = receiver.receive(&message.encode(), now_ms);
        outcomes.push(received.outcome);
        next = received.reply;
        towards_to = !towards_to;
    }
    outcomes
}

#[test]
fn two_sides_play_whole_games_of_each_game_in_step() {
    let mut rng = SmallRng::seed_from_u64(7);
    for game in GameId::ALL {
        let (mut south, mut north) = pair(game, TimeControl::CHOICES[1]);
        let mut now = 0;
        while let Some(mover) = south.game.turn() {
            let (here, there) = match mover {
                Player::South => (&mut south, &mut north),
                Player::North => (&mut north, &mut south),
            };
            now += 1500;
            let moves = here.game.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            let message = here.play(mv, now).unwrap();
            let outcomes = deliver_at(message, here, there, now);
            assert_eq!(outcomes, [Ok(Event::Moved(mv))]);
            assert_eq!(south.game.position(), north.game.position());
        }
        assert!(north.game.status().is_over(), "{game}");
        assert_eq!(south.peer.clock, north.peer.clock, "both keep both clocks");
        assert!(south.peer.clock.used_ms[0] >= 1500, "each move took 1.5 s");
    }
}

#[test]
fn the_owner_is_told_what_their_move_did_and_nothing_of_a_refused_one() {
    let (mut south, mut north) = pair(GameId::Sadeqa, TimeControl::None);
    let mv = south.game.legal_moves()[0];
    let Some(Message::Move(good)) = south.play(mv, 0) else {
        panic!("South moves first");
    };
    let mut told: Vec<MoveEvent> = Vec::new();
    let wrong = Message::Move(MoveMessage {
        hash: good.hash ^ 1,
        ..good
    });
    let table = Table {
        game: &mut north.game,
        ending: &mut north.ending,
    };
    north.peer.receive(table, &wrong.encode(), 0, &mut told);
    assert!(told.is_empty(), "a refused move tells the board nothing");
    assert_eq!(north.game.ply(), 0);
    let table = Table {
        game: &mut north.game,
        ending: &mut north.ending,
    };
    let received = north
        .peer
        .receive(table, &Message::Move(good).encode(), 0, &mut told);
    assert_eq!(received.outcome, Ok(Event::Moved(mv)));
    assert!(
        told.iter().any(|e| matches!(e, MoveEvent::Dropped { .. })),
        "the sowing is told for the board to show: {told:?}"
    );
}

#[test]
fn nothing_from_far_away_moves_this_sides_pieces() {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::None);
    // North pretends to move for South.
    let mv = north.game.legal_moves()[0];
    let mut fake = north.clone();
    fake.peer.me = Player::South;
    let message = fake.play(mv, 1).unwrap();
    let outcomes = deliver_at(message, &mut north, &mut south, 1);
    assert_eq!(outcomes[0], Err(Refusal::NotTheirTurn));
    assert_eq!(south.game.ply(), 0);
    // The other way round it is North's move: South's own record stands.
    let d2 = south.game.parse_move("d2").unwrap();
    let message = south.play(d2, 1).unwrap();
    deliver_at(message, &mut south, &mut north, 1);
    assert_eq!(north.game.move_texts(), ["d2"]);
}

#[test]
fn a_bad_move_is_refused_and_the_two_sides_agree_again() {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::None);
    let d2 = south.game.parse_move("d2").unwrap();
    let Some(Message::Move(good)) = south.play(d2, 1) else {
        unreachable!()
    };
    // A stale ply, a wrong hash and an illegal move: each refused, then agreed again.
    let stale = MoveMessage { ply: 5, ..good };
    let wrong_hash = MoveMessage {
        hash: good.hash ^ 1,
        ..good
    };
    let illegal = MoveMessage {
        mv: north.game.parse_move("d2-d3").unwrap(),
        ..good
    };
    for (at, (bad, refusal)) in [
        (stale, Refusal::OutOfStep { theirs: 5, ours: 0 }),
        (wrong_hash, Refusal::WrongHash),
    ]
    .into_iter()
    .enumerate()
    {
        let now = at as u64 * ANSWER_REFUSALS_EVERY_MS;
        let outcomes = deliver_at(Message::Move(bad), &mut south, &mut north, now);
        assert_eq!(outcomes[0], Err(refusal));
        assert_eq!(north.game.move_texts(), ["d2"], "agreed from South's");
        north.peer.take_back_to(&mut north.game, 0, now);
    }
    let outcomes = deliver_at(Message::Move(illegal), &mut south, &mut north, 5_000);
    assert!(
        matches!(outcomes[0], Err(Refusal::Illegal(_))),
        "{outcomes:?}"
    );
    assert_eq!(north.game.move_texts(), ["d2"]);
    assert_eq!(south.game.position(), north.game.position());
}

#[test]
fn garbage_is_refused_answered_at_most_once_a_second_and_nothing_panics() {
    let (south, mut north) = pair(GameId::Kimasai, TimeControl::None);
    let mut rng = SmallRng::seed_from_u64(30);
    let good = south.hello().encode();
    let mut answers = 0;
    // 2,000 damaged hellos over 10 s.
    for at in 0..2_000 {
        let mut bytes = good.clone();
        for _ in 0..rng.random_range(1..6) {
            let at = rng.random_range(0..bytes.len());
            bytes[at] = rng.random();
        }
        let received = north.receive(&bytes, at * 5);
        if received.outcome.is_err() && received.reply.is_some() {
            answers += 1;
        }
    }
    assert!(
        (5..=11).contains(&answers),
        "answered {answers} times in 10 s"
    );
    assert_eq!(north.game.ply(), 0);
}

/// A hello of this side or of another game is refused and answered once with this side's
/// hello, so that the other side learns it too (it had waited for ever), and never again, so
/// that two such sides do not greet each other for ever.
#[test]
fn a_hello_of_this_side_or_another_game_is_refused_and_answered_once() {
    let (south, mut north) = pair(GameId::Shax, TimeControl::None);
    let mut other_north = north.clone();
    let received = north.receive(&other_north.hello().encode(), 0);
    assert_eq!(received.outcome, Err(Refusal::SameSide));
    let Some(answer) = received.reply else {
        panic!("the other is told");
    };
    let told = other_north.receive(&answer.encode(), 0);
    assert_eq!(told.outcome, Err(Refusal::SameSide), "it learns it too");
    let back = told.reply.expect("its own answer, once");
    assert_eq!(north.receive(&back.encode(), 5_000).reply, None, "no more");
    let (sadeqa_south, _) = pair(GameId::Sadeqa, TimeControl::None);
    let received = north.receive(&sadeqa_south.hello().encode(), 9_000);
    assert!(received.outcome.is_err() && received.reply.is_none());
    let received = north.receive(&south.hello().encode(), 9_000);
    assert!(matches!(received.outcome, Ok(Event::Agreed { .. })));
}

#[test]
fn records_that_part_come_together_in_one_exchange() {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::None);
    for text in ["d2", "d6", "b4"] {
        let mv = south.game.parse_move(text).unwrap();
        let (mover, other) = match south.game.turn() {
            Some(Player::South) => (&mut south, &mut north),
            _ => (&mut north, &mut south),
        };
        let message = mover.play(mv, 1).unwrap();
        deliver_at(message, mover, other, 1);
    }
    // North missed b4 (it restarted from a game kept before it): South's record wins.
    north.peer.take_back_to(&mut north.game, 2, 1);
    let outcomes = deliver_at(north.hello(), &mut north, &mut south, 1);
    assert!(
        matches!(outcomes[0], Ok(Event::Agreed { .. })),
        "{outcomes:?}"
    );
    assert_eq!(north.game.move_texts(), ["d2", "d6", "b4"]);
    assert_eq!(south.game.move_texts(), ["d2", "d6", "b4"]);
    // A made-up longer record with a move for South is not taken beyond North's own moves.
    let mut liar = north.clone();
    for text in ["f4", "c3"] {
        let mv = liar.game.parse_move(text).unwrap();
        liar.game.play(mv).unwrap();
    }
    let received = south.receive(&liar.hello().encode(), 1);
    assert_eq!(
        south.game.move_texts(),
        ["d2", "d6", "b4", "f4"],
        "North's f4, not a c3 for South"
    );
    assert!(received.reply.is_some(), "South tells North what it has");
}
