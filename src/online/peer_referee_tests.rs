//! Each side is its own referee: what a lying peer says is taken only where this side can check
//! it — an ending, a draw's acceptance, a take-back, the game's history.

use super::peer_tests::pair;
use super::*;
use crate::online::Side;
use crate::rules::GameId;

/// Both sides play `plies` moves in step, each delivered whole.
fn played(plies: usize) -> (Side, Side) {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::None);
    for _ in 0..plies {
        let (here, there) = match south.game.turn() {
            Some(Player::South) => (&mut south, &mut north),
            _ => (&mut north, &mut south),
        };
        let mv = here.game.legal_moves()[0];
        let message = here.play(mv, 100).unwrap();
        assert!(there.receive(&message.encode(), 100).outcome.is_ok());
    }
    (south, north)
}

/// Their hello, as a lying program would make it: their game with `ending`.
fn hello_with(them: &Side, ending: Option<Ending>) -> Vec<u8> {
    them.peer.hello(&them.game, ending).encode()
}

#[test]
fn an_ending_is_taken_from_their_word_only_where_this_side_can_check_it() {
    let (south, mut north) = played(4);
    for (claim, taken) in [
        (Ending::Abandoned(Player::North), false),
        (Ending::TimeUp(Player::North), false),
        (Ending::DrawAgreed, false),
        (Ending::Resigned(Player::North), false),
        (Ending::Resigned(Player::South), true),
    ] {
        let mut here = north.clone();
        let received = here.receive(&hello_with(&south, Some(claim)), 0);
        match taken {
            true => assert_eq!(here.ending, Some(claim), "{claim:?}"),
            false => {
                assert_eq!(received.outcome, Err(Refusal::UncheckedEnding(claim)));
                assert_eq!(here.ending, None, "{claim:?}: the game goes on");
                assert_eq!(here.game.ply(), 4);
            }
        }
    }
    // A draw this side offered, whose acceptance was lost on the way, is taken.
    north.peer.offer_draw(north.ending).unwrap();
    north.receive(&hello_with(&south, Some(Ending::DrawAgreed)), 0);
    assert_eq!(north.ending, Some(Ending::DrawAgreed));
}

#[test]
fn a_draw_accepted_that_was_never_offered_is_refused() {
    let (mut south, mut north) = played(2);
    let forged = Message::DrawAnswer { accepted: true }.encode();
    assert_eq!(north.receive(&forged, 0).outcome, Err(Refusal::Unasked));
    assert_eq!(north.ending, None);
    // Offered and accepted: drawn on both sides.
    let offer = north.peer.offer_draw(north.ending).unwrap();
    assert_eq!(
        south.receive(&offer.encode(), 0).outcome,
        Ok(Event::DrawOffered)
    );
    let answer = south.peer.answer_draw(&mut south.ending, true);
    assert_eq!(
        north.receive(&answer.encode(), 0).outcome,
        Ok(Event::DrawAnswered(true))
    );
    assert_eq!(
        (south.ending, north.ending),
        (Some(Ending::DrawAgreed), Some(Ending::DrawAgreed))
    );
    // An answer to an offer never made does not draw: answering "yes" unasked changes nothing.
    let (_, mut north) = played(2);
    north.peer.answer_draw(&mut north.ending, true);
    assert_eq!(north.ending, None);
}

#[test]
fn a_take_back_is_only_of_the_askers_last_move() {
    let (mut south, mut north) = played(6);
    // North moved last (ply 5): a take-back to the start, or of South's move, is refused.
    for ply in [0, 4] {
        let forged = Message::TakebackRequest { ply }.encode();
        assert_eq!(
            south.receive(&forged, 0).outcome,
            Err(Refusal::BadTakeback { ply })
        );
    }
    assert_eq!(south.game.ply(), 6);
    let asked = north.peer.ask_takeback(&north.game).unwrap();
    assert_eq!(
        south.receive(&asked.encode(), 0).outcome,
        Ok(Event::TakebackAsked(5))
    );
    // The answer is lost: South's hello, at 5 moves, brings North back there too.
    let table = Table {
        game: &mut south.game,
        ending: &mut south.ending,
    };
    south.peer.answer_takeback(table, 5, true, 0);
    north.receive(&south.hello().encode(), 0);
    assert_eq!((south.game.ply(), north.game.ply()), (5, 5));
}

#[test]
fn a_rewritten_history_is_a_dispute_and_changes_nothing() {
    let (south, mut north) = played(10);
    // South's program says South's first move was another.
    let mut liar = pair(GameId::Shax, TimeControl::None).0;
    let other_first = liar.game.legal_moves()[1];
    liar.play(other_first, 100).unwrap();
    let mut answered = north.clone();
    for mv in south.game.moves().iter().skip(1) {
        if liar.game.play(*mv).is_err() {
            break;
        }
    }
    let before = north.game.moves();
    let received = north.receive(&liar.hello().encode(), 0);
    assert_eq!(received.outcome, Err(Refusal::Disputed { from: 0 }));
    assert_eq!(north.game.moves(), before, "nothing taken back");
    // The honest hello still agrees.
    let received = answered.receive(&south.hello().encode(), 0);
    assert!(matches!(received.outcome, Ok(Event::Agreed { .. })));
    // The player here may take theirs: it replaces the game, and the two agree from there.
    let Message::Hello(theirs) = liar.hello() else {
        unreachable!()
    };
    let table = Table {
        game: &mut north.game,
        ending: &mut north.ending,
    };
    let told = north.peer.take_theirs(table, &theirs, 0).unwrap();
    assert_eq!(north.game.moves(), liar.game.moves());
    let received = liar.receive(&told.encode(), 0);
    assert!(matches!(
        received.outcome,
        Ok(Event::Agreed {
            taken_back: 0,
            added: 0,
            ..
        })
    ));
    assert_eq!(received.reply, None, "nothing more to say");
}

#[test]
fn a_move_is_charged_at_least_the_time_this_side_saw_it_take() {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::CHOICES[1]);
    let first = south.game.legal_moves()[0];
    // South says it thought no time at all; North saw 10 s pass.
    let Some(Message::Move(said)) = south.play(first, 0) else {
        panic!("South moves first");
    };
    assert_eq!(said.used_ms, 0);
    north.receive(&Message::Move(said).encode(), 10_000);
    let charged = north.peer.clock.used_ms[Player::South.index()];
    assert_eq!(charged, 10_000 - LINE_ALLOWANCE_MS);
    // A claim above what was seen stands (the line may have been quick): North thinks 3 s
    // from its receipt, and South hears it 1 s after its own move left.
    let answer = north.play(north.game.legal_moves()[0], 13_000).unwrap();
    south.receive(&answer.encode(), 1_000);
    assert_eq!(south.peer.clock.used_ms[Player::North.index()], 3_000);
    // A hello cannot take back the time seen.
    let mut liar = south.clone();
    liar.peer.clock.used_ms = [0, 0];
    north.receive(&liar.hello().encode(), 14_000);
    assert_eq!(north.peer.clock.used_ms[Player::South.index()], charged);
}

#[test]
fn a_flag_falls_only_by_this_sides_own_clock() {
    let (mut south, mut north) = pair(GameId::Shax, TimeControl::CHOICES[1]);
    let given = north.peer.clock.left_ms(Player::South, 0).unwrap();
    let left = |north: &Side, now_ms| north.peer.time_left(&north.game, north.ending, now_ms);
    assert_eq!(left(&north, given - 1), Some((Player::South, 1)));
    assert_eq!(left(&north, given), Some((Player::South, 0)), "fallen");
    let table = Table {
        game: &mut north.game,
        ending: &mut north.ending,
    };
    let told = north.peer.claim(table, Ending::TimeUp(Player::South));
    assert_eq!(north.ending, Some(Ending::TimeUp(Player::South)));
    // South's own clock has not run out: it refuses the claim, and its game goes on.
    let received = south.receive(&told.encode(), 1);
    assert_eq!(
        received.outcome,
        Err(Refusal::UncheckedEnding(Ending::TimeUp(Player::South)))
    );
    assert_eq!(south.ending, None);
}
