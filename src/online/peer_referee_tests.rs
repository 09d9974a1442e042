//! Each side is its own referee: what a lying peer says is taken only where this side can check
//! it — an ending, a draw's acceptance, a take-back, the game's history.

use super::*;
use crate::rules::GameId;

fn pair() -> (Peer, Peer) {
    let options = GameOptions::default();
    let start = AnyMatch::new(GameId::Shax, &options);
    (
        Peer::new(start.clone(), options, Player::South, TimeControl::None),
        Peer::new(start, options, Player::North, TimeControl::None),
    )
}

/// Both sides play `plies` moves in step, each delivered whole.
fn played(plies: usize) -> (Peer, Peer) {
    let (mut south, mut north) = pair();
    for _ in 0..plies {
        let (here, there) = match south.game.turn() {
            Some(Player::South) => (&mut south, &mut north),
            _ => (&mut north, &mut south),
        };
        let mv = here.game.legal_moves()[0];
        let message = here.play_here(mv, 100).unwrap();
        assert!(there.receive(&message.encode()).outcome.is_ok());
    }
    (south, north)
}

/// Their hello, as a lying program would make it: their game with `ending`.
fn hello_with(them: &Peer, ending: Option<Ending>) -> Vec<u8> {
    let mut liar = them.clone();
    liar.ending = ending;
    liar.hello().encode()
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
        let received = here.receive(&hello_with(&south, Some(claim)));
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
    north.offer_draw().unwrap();
    north.receive(&hello_with(&south, Some(Ending::DrawAgreed)));
    assert_eq!(north.ending, Some(Ending::DrawAgreed));
}

#[test]
fn a_draw_accepted_that_was_never_offered_is_refused() {
    let (mut south, mut north) = played(2);
    let forged = Message::DrawAnswer { accepted: true }.encode();
    assert_eq!(north.receive(&forged).outcome, Err(Refusal::Unasked));
    assert_eq!(north.ending, None);
    // Offered and accepted: drawn on both sides.
    let offer = north.offer_draw().unwrap();
    assert_eq!(
        south.receive(&offer.encode()).outcome,
        Ok(Event::DrawOffered)
    );
    let answer = south.answer_draw(true);
    assert_eq!(
        north.receive(&answer.encode()).outcome,
        Ok(Event::DrawAnswered(true))
    );
    assert_eq!(
        (south.ending, north.ending),
        (Some(Ending::DrawAgreed), Some(Ending::DrawAgreed))
    );
    // An answer to an offer never made does not draw: answering "yes" unasked changes nothing.
    let (_, mut north) = played(2);
    north.answer_draw(true);
    assert_eq!(north.ending, None);
}

#[test]
fn a_take_back_is_only_of_the_askers_last_move() {
    let (mut south, mut north) = played(6);
    // North moved last (ply 5): a take-back to the start, or of South's move, is refused.
    for ply in [0, 4] {
        let forged = Message::TakebackRequest { ply }.encode();
        assert_eq!(
            south.receive(&forged).outcome,
            Err(Refusal::BadTakeback { ply })
        );
    }
    assert_eq!(south.game.ply(), 6);
    let asked = north.ask_takeback().unwrap();
    assert_eq!(
        south.receive(&asked.encode()).outcome,
        Ok(Event::TakebackAsked(5))
    );
    // The answer is lost: South's hello, at 5 moves, brings North back there too.
    south.answer_takeback(5, true);
    north.receive(&south.hello().encode());
    assert_eq!((south.game.ply(), north.game.ply()), (5, 5));
}

#[test]
fn a_rewritten_history_is_a_dispute_and_changes_nothing() {
    let (south, mut north) = played(10);
    // South's program says South's first move was another.
    let mut liar = pair().0;
    let other_first = liar.game.legal_moves()[1];
    liar.play_here(other_first, 100).unwrap();
    let mut answered = north.clone();
    for mv in south.game.moves().iter().skip(1) {
        if liar.game.play(*mv).is_err() {
            break;
        }
    }
    let before = north.game.moves();
    let received = north.receive(&liar.hello().encode());
    assert_eq!(received.outcome, Err(Refusal::Disputed { from: 0 }));
    assert_eq!(north.game.moves(), before, "nothing taken back");
    // The honest hello still agrees.
    let received = answered.receive(&south.hello().encode());
    assert!(matches!(received.outcome, Ok(Event::Agreed { .. })));
}

#[test]
fn a_move_is_charged_at_least_the_time_this_side_saw_it_take() {
    let control = TimeControl::CHOICES[1];
    let options = GameOptions::default();
    let start = AnyMatch::new(GameId::Shax, &options);
    let mut south = Peer::new(start.clone(), options, Player::South, control);
    let mut north = Peer::new(start, options, Player::North, control);
    let first = south.game.legal_moves()[0];
    // South says it thought no time at all; North saw 10 s pass.
    let message = south.play_here(first, 0).unwrap();
    north.receive_timed(&message.encode(), 10_000);
    let charged = north.clock.used_ms[Player::South.index()];
    assert_eq!(charged, 10_000 - LINE_ALLOWANCE_MS);
    // A claim above what was seen stands (the line may have been quick).
    let answer = north.play_here(north.game.legal_moves()[0], 3_000).unwrap();
    south.receive_timed(&answer.encode(), 1_000);
    assert_eq!(south.clock.used_ms[Player::North.index()], 3_000);
    // A hello cannot take back the time seen.
    let mut liar = south.clone();
    liar.clock.used_ms = [0, 0];
    north.receive(&liar.hello().encode());
    assert_eq!(north.clock.used_ms[Player::South.index()], charged);
}
