//! The app's side of a game online: the line's clock and retries, its referee, and the board
//! following the session's game.

use bevy::state::app::StatesPlugin;

use super::*;
use crate::app::board::animation::AnimationPace;
use crate::online::Side;
use crate::rules::{AnyMatch, GameOptions, MoveEvent};

/// An online game on the board, its line to a server nobody answers on 127.0.0.1.
fn online_game_here() -> App {
    online_game_at("ws://127.0.0.1:9")
}

/// An online game on the board, its line to `server`.
fn online_game_at(server: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(crate::app::core_plugin)
        .insert_resource(AnimationPace {
            seconds_per_step: 0.0,
        });
    app.update();
    let setup = Setup::online(GameId::Sadeqa, GameOptions::default(), Player::North);
    app.world_mut().write_message(GameRequest::Start(setup));
    for _ in 0..3 {
        app.update();
    }
    let room = OnlineRoom {
        server: server.into(),
        code: "kamu-tevo".parse().unwrap(),
        clock: TimeControl::None,
        seat: SeatToken::fresh(),
    };
    let mut session = app.world_mut().resource_mut::<Session>();
    session.online = Some(room.clone());
    let options = GameOptions::default();
    let peer = Peer::new(&session.game, options, Player::South, TimeControl::None, 0);
    let line = Line::open(&room.url(), None, None);
    let online = online_game(room, line, Some(peer), Instant::now());
    app.insert_resource(online);
    app.update();
    app
}

/// A server that takes the connection and never answers left "Connecting" for ever: after
/// `CONNECTING_AT_MOST` the line has failed, says so, and is tried again later, each time
/// later than the last.
#[test]
fn a_server_that_never_answers_fails_in_time_and_is_tried_again_later_and_later() {
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let mut app = online_game_at(&format!("ws://{}", silent.local_addr().unwrap()));
    let mut waits = Vec::new();
    for _ in 0..3 {
        let mut online = app.world_mut().resource_mut::<OnlineGame>();
        assert_eq!(online.state, LineState::Connecting);
        online.opened_at = Instant::now() - CONNECTING_AT_MOST - Duration::from_secs(1);
        app.update();
        let online = app.world().resource::<OnlineGame>();
        let LineState::Failed {
            failure: LineFailure::NoAnswer,
            retry_at: Some(at),
        } = online.state
        else {
            panic!("{:?}", online.state);
        };
        waits.push(
            at.saturating_duration_since(Instant::now())
                .as_secs_f32()
                .round(),
        );
        // Its time comes: the line is opened again.
        let mut online = app.world_mut().resource_mut::<OnlineGame>();
        online.state = LineState::Failed {
            failure: LineFailure::NoAnswer,
            retry_at: Some(Instant::now()),
        };
        app.update();
    }
    assert_eq!(waits, [3.0, 6.0, 12.0]);
    assert_eq!(retry_after(20), Duration::from_secs(60), "a minute at most");
    assert_eq!(LineFailure::NoAnswer.word(), "line-no-answer");
}

/// Alone in the room too long (the friend gone, or this side's own line dead without
/// closing), the app opens its line anew, as the duel does; the wait and the countdown to a
/// claim go on as they were.
#[test]
fn alone_too_long_the_app_joins_again_and_keeps_waiting() {
    // A server that takes the line and says nothing: no news comes to change the state.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let mut app = online_game_at(&format!("ws://{}", silent.local_addr().unwrap()));
    let left = Instant::now() - Duration::from_secs(30);
    {
        let mut online = app.world_mut().resource_mut::<OnlineGame>();
        online.state = LineState::Waiting {
            since: left,
            dropped: true,
        };
        online.opened_at = left;
    }
    app.update();
    let online = app.world().resource::<OnlineGame>();
    assert!(
        online.opened_at > left + Duration::from_secs(29),
        "the line was opened again"
    );
    assert_eq!(
        online.state,
        LineState::Waiting {
            since: left,
            dropped: true
        },
        "still waiting, since the friend left"
    );
}

/// The friend, as its own program has the game: North, at the start.
fn the_friend(app: &App) -> Side {
    let session = app.world().resource::<Session>();
    let options = GameOptions::default();
    let game = session.game.clone();
    Side::new(game, options, Player::North, TimeControl::None, 0)
}

/// One message from the friend into the app's game, as the line would bring it.
fn from_the_friend(app: &mut App, bytes: &[u8]) -> (Option<Event>, Vec<MoveEvent>) {
    app.world_mut()
        .resource_scope(|world, mut online: Mut<OnlineGame>| {
            let mut session = world.resource_mut::<Session>();
            let mut events = Vec::new();
            let event = take_message(
                &mut online,
                &mut session,
                bytes,
                Instant::now(),
                &mut events,
            );
            (event, events)
        })
}

/// The app is its own referee, as the duel is: a hello that says this side left, a draw's
/// acceptance never asked for and a take-back to the start change nothing here, and the
/// player is told what was refused.
#[test]
fn the_app_keeps_its_game_against_a_lying_friend() {
    let mut app = online_game_here();
    let mut liar = the_friend(&app);
    liar.ending = Some(Ending::Abandoned(Player::South));
    from_the_friend(&mut app, &liar.hello().encode());
    assert_eq!(app.world().resource::<Session>().ending, None);
    assert_eq!(
        app.world().resource::<OnlineGame>().notice,
        Some(Notice::UncheckedEnding(Ending::Abandoned(Player::South)))
    );
    for lie in [
        Message::DrawAnswer { accepted: true },
        Message::TakebackRequest { ply: 0 },
    ] {
        from_the_friend(&mut app, &lie.encode());
        assert_eq!(app.world().resource::<Session>().ending, None, "{lie:?}");
        let online = app.world().resource::<OnlineGame>();
        assert_eq!(online.asked, None, "{lie:?}: nothing to answer");
    }
    app.update();
    assert!(!app.world().resource::<Session>().status().is_over());
}

/// The friend's move is played on the session's game (there is no other copy), shown as any
/// move is, with what it did on the board; a message that comes while the board shows it waits
/// for the board to be at rest.
#[test]
fn the_friends_move_is_played_on_the_sessions_game_and_shown() {
    let mut app = online_game_here();
    // South, here, has made its first move; North's program has it too.
    let south_move = app.world().resource::<Session>().game.legal_moves()[0];
    let mut session = app.world_mut().resource_mut::<Session>();
    session.game.play(south_move).unwrap();
    let options = GameOptions::default();
    let game = session.game.clone();
    let mut friend = Side::new(game, options, Player::North, TimeControl::None, 0);
    let answer = friend.game.legal_moves()[0];
    let moved = friend.play(answer, 10).unwrap();
    let offer = friend.peer.offer_draw(None).unwrap();
    // Both come over the line in one frame.
    let news = [moved, offer].map(|m| LineNews::Packet(m.encode().into()));
    app.world()
        .resource::<OnlineGame>()
        .line
        .put_back(news.into());
    app.update();
    let applied = app.world().resource::<Messages<MoveApplied>>();
    let shown: Vec<_> = applied.iter_current_update_messages().collect();
    assert_eq!(shown.len(), 1, "the friend's move, shown");
    assert_eq!((shown[0].mv, shown[0].mover), (answer, Player::North));
    assert!(
        !shown[0].events.is_empty(),
        "with its sowing, for the board"
    );
    let session = app.world().resource::<Session>();
    assert_eq!(session.game.position(), friend.game.position());
    // The offer waits while the move is shown, then comes.
    assert_eq!(app.world().resource::<OnlineGame>().asked, None);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<OnlineGame>().asked,
        Some(Asked::Draw)
    );
}

/// "Your friend agreed." leaves when the next question comes, from either side.
#[test]
fn an_answered_notice_leaves_when_the_next_question_comes() {
    let mut app = online_game_here();
    let said = Notice::Agreed;
    app.world_mut().resource_mut::<OnlineGame>().notice = Some(said);
    app.world_mut().write_message(OnlineRequest::OfferDraw);
    app.update();
    assert_eq!(
        app.world().resource::<OnlineGame>().notice,
        None,
        "this side asked"
    );

    app.world_mut().resource_mut::<OnlineGame>().notice = Some(said);
    let friend = the_friend(&app);
    let offer = friend
        .peer
        .clone()
        .offer_draw(None)
        .expect("a draw may be offered");
    from_the_friend(&mut app, &offer.encode());
    let online = app.world().resource::<OnlineGame>();
    assert_eq!(online.notice, None, "the friend asked");
    assert_eq!(online.asked, Some(Asked::Draw));
}

/// The side that resigns sees its game end, as the friend's side does.
#[test]
fn resigning_ends_the_game_on_this_side_too() {
    let mut app = online_game_here();
    assert_eq!(
        *app.world().resource::<State<Turn>>().get(),
        Turn::AwaitingInput
    );
    app.world_mut().write_message(OnlineRequest::Resign);
    for _ in 0..3 {
        app.update();
    }
    let session = app.world().resource::<Session>();
    assert_eq!(session.ending, Some(Ending::Resigned(Player::South)));
    assert!(session.status().is_over());
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::GameOver);
}

/// A friend's app that tells another history is not followed silently: the player is asked,
/// keeps their own game by saying so, or takes the friend's, and the board shows it at once.
#[test]
fn a_dispute_is_the_players_to_settle() {
    let mut app = online_game_here();
    let mut friend = the_friend(&app);
    // South's move here and North's answer there, agreed; then the friend's program says
    // South's first move was another.
    let first = friend.game.legal_moves()[0];
    friend.game.play(first).unwrap();
    let mut session = app.world_mut().resource_mut::<Session>();
    session.game.play(first).unwrap();
    let answer = friend.game.legal_moves()[0];
    friend.game.play(answer).unwrap();
    let agreed = friend.hello();
    from_the_friend(&mut app, &agreed.encode());
    assert_eq!(app.world().resource::<Session>().game.ply(), 2);
    let mut rewritten = the_friend(&app);
    rewritten.game = AnyMatch::new(GameId::Sadeqa, &GameOptions::default());
    let other_first = rewritten.game.legal_moves()[1];
    rewritten.game.play(other_first).unwrap();
    let ours = app.world().resource::<Session>().game.moves();
    for (take, moves) in [(false, ours.clone()), (true, rewritten.game.moves())] {
        from_the_friend(&mut app, &rewritten.hello().encode());
        let online = app.world().resource::<OnlineGame>();
        assert_eq!(online.asked, Some(Asked::Dispute { from: 0 }));
        assert_eq!(app.world().resource::<Session>().game.moves(), ours);
        app.world_mut()
            .write_message(OnlineRequest::TakeTheirs(take));
        app.update();
        let session = app.world().resource::<Session>();
        assert_eq!(session.game.moves(), moves, "took theirs: {take}");
        assert_eq!(app.world().resource::<OnlineGame>().asked, None);
    }
}

/// A friend whose line dropped and came back is said to be back; that notice, like any answer
/// of theirs, goes once the game moves on (a play-test saw "Your friend agreed." stand through
/// later moves, a drop and the return).
#[test]
fn the_friend_coming_back_is_said_and_old_news_goes_with_the_next_move() {
    let mut app = online_game_here();
    let mut friend = the_friend(&app);
    let line = |app: &mut App, news: Vec<LineNews>| {
        app.world().resource::<OnlineGame>().line.put_back(news);
        app.update();
    };
    line(
        &mut app,
        vec![LineNews::InRoom, LineNews::Met, LineNews::Parted],
    );
    assert_eq!(app.world().resource::<OnlineGame>().notice, None);
    line(&mut app, vec![LineNews::Met]);
    let notice = app.world().resource::<OnlineGame>().notice;
    assert_eq!(notice, Some(Notice::Back));
    // South, here, moves; the friend answers: the notice has gone.
    let mv = app.world().resource::<Session>().game.legal_moves()[0];
    friend.game.play(mv).unwrap();
    app.world_mut()
        .resource_mut::<Session>()
        .game
        .play(mv)
        .unwrap();
    let answer = friend.game.legal_moves()[0];
    let moved = friend.play(answer, 5).unwrap();
    line(&mut app, vec![LineNews::Packet(moved.encode().into())]);
    assert_eq!(app.world().resource::<Session>().game.ply(), 2);
    assert_eq!(app.world().resource::<OnlineGame>().notice, None);
}
