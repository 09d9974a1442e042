//! The review without a window: it steps through a game (a step forward shown as a move, any
//! other step at once, a step asked during a move kept), refuses play, keeps nothing, fills in
//! the computer's judgement of every position, and plays on from any position it shows.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;

use daga::app::{
    GameRequest, MoveApplied, Opponent, Review, ReviewRequest, ReviewStep, SAVED_GAME_FILE, Screen,
    Session, SpotClicked, Turn, click_path,
};
use daga::rules::Record;

use common::{frames, run_until};

/// A short Sadeqa III game of 12 moves, as the engine's `record` writes it.
const RECORD: &str = "sadeqa-iii first=south seeds=6 moves a C d B f G a G c G a H";
/// A whole game, won by South (two level-2 players, from the engine's `genmove`).
const FINISHED: &str = "sadeqa-iii first=south seeds=6 moves a C d B f G a G c G a H b C g B \
    c B h B a H d D a E d F f B c H a D f F c B b E f D e C g D f A g E b B e G b A f";

fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

/// The review on the board.
fn review(app: &App) -> &Review {
    session(app).review().expect("a game is reviewed")
}

/// Whether a review is on the board (none on the menu).
fn in_review(app: &App) -> bool {
    app.world()
        .get_resource::<Session>()
        .is_some_and(Session::is_review)
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

fn step(app: &mut App, step: ReviewStep) {
    app.world_mut().write_message(ReviewRequest::Step(step));
}

/// Moves shown as moves (animated and heard), counted.
#[derive(Resource, Default)]
struct MovesShown(usize);

fn count_moves_shown(mut applied: MessageReader<MoveApplied>, mut shown: ResMut<MovesShown>) {
    shown.0 += applied.read().count();
}

fn moves_shown(app: &App) -> usize {
    app.world().resource::<MovesShown>().0
}

fn session_of(record: &str) -> Session {
    let (record, game) = Record::read(record).unwrap();
    let setup = daga::app::Setup::new(record.game, record.options, Opponent::Friend);
    Session {
        game,
        ..Session::new(setup)
    }
}

fn open_review(app: &mut App, at: usize) {
    app.init_resource::<MovesShown>()
        .add_systems(Last, count_moves_shown);
    app.world_mut().write_message(ReviewRequest::Open {
        game: Box::new(session_of(RECORD)),
        at,
        came_from: None,
    });
    frames(app, 5);
}

/// Runs frames until the computer has judged every position (the search runs on threads).
fn until_judged(app: &mut App) {
    let judged = |app: &App| review(app).analysis.is_complete();
    let pause = std::time::Duration::from_millis(2);
    run_until(app, "the review's analysis", 20_000, pause, judged);
}

#[test]
fn a_review_steps_through_the_game_and_plays_nothing() {
    let (mut app, folder) = common::app_in_folder("review-steps");
    open_review(&mut app, 0);
    assert_eq!(turn(&app), Turn::Reviewing);
    assert!(session(&app).is_review());
    assert_eq!(session(&app).game.ply(), 0);
    let moves = Record::read(RECORD).unwrap().1.moves();

    step(&mut app, ReviewStep::Forward);
    frames(&mut app, 10);
    assert_eq!(moves_shown(&app), 1, "a step forward is shown as a move");

    assert_eq!(turn(&app), Turn::Reviewing);
    assert_eq!(session(&app).game.moves(), moves[..1]);

    // Two steps asked at once, while the first is shown: both count.
    step(&mut app, ReviewStep::Forward);
    app.update();
    step(&mut app, ReviewStep::Forward);
    frames(&mut app, 10);
    assert_eq!(session(&app).game.ply(), 3);

    step(&mut app, ReviewStep::To(9));
    frames(&mut app, 3);
    assert_eq!(
        session(&app).game.moves(),
        moves[..9],
        "a jump is set at once"
    );
    let shown_so_far = moves_shown(&app);
    step(&mut app, ReviewStep::Back);
    frames(&mut app, 3);
    assert_eq!(session(&app).game.ply(), 8);
    step(&mut app, ReviewStep::Last);
    frames(&mut app, 3);
    assert_eq!(session(&app).game.moves(), moves);
    step(&mut app, ReviewStep::First);
    frames(&mut app, 3);
    assert_eq!(session(&app).game.ply(), 0);
    assert_eq!(moves_shown(&app), shown_so_far, "jumps are no moves");

    // The arrow keys step too.
    let press = |app: &mut App, key: KeyCode| {
        common::press(app, key);
        frames(app, 10);
    };
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(session(&app).game.ply(), 12);
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(session(&app).game.ply(), 1);

    // A click on the board plays nothing, undo takes nothing back, and nothing is kept.
    let next = moves[1];
    for spot in click_path(next) {
        app.world_mut().write_message(SpotClicked(spot));
        app.update();
    }
    app.world_mut().write_message(GameRequest::Undo);
    frames(&mut app, 5);
    assert_eq!(session(&app).game.ply(), 1);
    assert_eq!(turn(&app), Turn::Reviewing);
    assert!(
        !folder.join(SAVED_GAME_FILE).exists(),
        "a review is never kept"
    );

    app.world_mut().write_message(ReviewRequest::Close);
    frames(&mut app, 5);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert!(!in_review(&app));
}

#[test]
fn the_computer_judges_every_position_and_play_goes_on_from_any_of_them() {
    let (mut app, folder) = common::app_in_folder("review-judged");
    open_review(&mut app, 4);
    assert_eq!(
        session(&app).game.ply(),
        4,
        "opened at the position asked for"
    );
    until_judged(&mut app);
    let review = review(&app);
    let chances = review.analysis.south_chances();
    assert_eq!(chances.len(), 13, "12 moves, 13 positions");
    assert!(
        chances
            .iter()
            .all(|c| c.is_some_and(|c| (-1.0..=1.0).contains(&c)))
    );
    for ply in 0..12 {
        let verdict = review.analysis.verdict(ply).expect("every move judged");
        if let Some(better) = verdict.better {
            let position = review.analysis.position(ply);
            assert!(
                position.legal_moves().contains(&better),
                "a legal better move"
            );
        }
    }

    // "Play from here", with a friend: the first four moves, and the game goes on.
    let from_here = review.session_from_here(session(&app), Opponent::Friend);
    app.world_mut()
        .write_message(GameRequest::Continue(Box::new(from_here)));
    frames(&mut app, 5);
    assert!(!session(&app).is_review());
    assert_eq!(session(&app).game.ply(), 4);
    assert_eq!(turn(&app), Turn::AwaitingInput);
    assert!(!in_review(&app));
    assert!(
        folder.join(SAVED_GAME_FILE).exists(),
        "the game played on is kept"
    );
}

#[test]
fn a_game_just_over_is_reviewed_from_its_end_and_the_review_goes_back_to_it() {
    let (mut app, _folder) = common::app_in_folder("review-after");
    let finished = session_of(FINISHED);
    assert!(finished.game.status().is_over());
    app.world_mut()
        .write_message(GameRequest::Continue(Box::new(finished.clone())));
    frames(&mut app, 5);
    assert_eq!(turn(&app), Turn::GameOver);
    app.world_mut().write_message(ReviewRequest::Open {
        game: Box::new(finished.clone()),
        at: finished.game.ply(),
        came_from: Some(Box::new(finished.clone())),
    });
    frames(&mut app, 5);
    assert_eq!(
        turn(&app),
        Turn::Reviewing,
        "no game-over panel in a review"
    );
    assert_eq!(session(&app).game.ply(), finished.game.ply());
    let review = review(&app);
    let end = review.analysis.evaluation(finished.game.ply()).unwrap();
    assert_eq!(
        end.south_chances, 1.0,
        "the end is judged by its result at once"
    );
    step(&mut app, ReviewStep::To(10));
    frames(&mut app, 3);
    app.world_mut().write_message(ReviewRequest::Close);
    frames(&mut app, 5);
    assert_eq!(turn(&app), Turn::GameOver, "back at the game just over");
    assert_eq!(session(&app).game.moves(), finished.game.moves());
    assert!(!session(&app).is_review());
}

/// A review steps through moves the player has seen, its bar saying each: no bubble covers the
/// board being studied, not even for a capture (the play-test saw them over the pieces).
#[test]
fn a_review_says_its_moves_in_its_bar_not_over_the_board() {
    let (mut app, _folder) = common::app_in_folder("review-quiet");
    open_review(&mut app, 0);
    let moves = Record::read(RECORD).unwrap().1.moves().len();
    for _ in 0..moves {
        step(&mut app, ReviewStep::Forward);
        frames(&mut app, 10);
        let bubbles = &app.world().resource::<daga::app::SpotNews>().0;
        assert!(bubbles.is_empty(), "{bubbles:?}");
    }
    assert_eq!(session(&app).game.ply(), moves);
}
