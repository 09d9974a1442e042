//! What happened, in the games' own words: "Jare!", "Hadig — north is blocked", the phase.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::board::animation::Shown;
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::board::layout::BoardTurned;
use crate::app::games;
use crate::app::games::Ending;
use crate::app::play::hint::{Hint, HintShown};
use crate::app::play::lesson::{ActiveLesson, NotTheLessonsMove};
use crate::app::play::puzzle::WrongPuzzleMove;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::selection::ClickRefused;
use crate::app::play::session::{BoardReset, MoveApplied, MoveRefused, Seat, Session, Setup};
use crate::app::ui::spot_news::SpotNews;
use crate::app::words::{Arg, Phrasebook, Said};
use crate::lessons::Ending as LessonEnds;
use crate::rules::{AnyMatch, AnyMove, MoveEvent, MoveMarks, Player, Status};

/// The latest news of the game, oldest first: a short log, so that the computer's answer does
/// not hide what the person's move did; each worded when shown, in the language of the moment.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct News(pub Vec<Said>);

/// How many lines of news stay on screen.
pub const NEWS_LINES: usize = 2;

impl News {
    pub fn push(&mut self, said: Said) {
        self.0.push(said);
        let extra = self.0.len().saturating_sub(NEWS_LINES);
        self.0.drain(..extra);
    }

    /// The lines in `words`' language, oldest first.
    pub fn lines(&self, words: &Phrasebook) -> Vec<String> {
        self.0.iter().map(|said| said.in_words(words)).collect()
    }
}

/// What the move being shown did, and the spot it is said at, told when its animation ends.
#[derive(Resource, Default)]
struct Untold(Vec<(Said, Option<u8>)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<News>()
        .init_resource::<Untold>()
        .add_systems(OnEnter(Screen::Playing), forget_news)
        .add_systems(OnExit(Turn::Animating), tell_news)
        .add_systems(
            Update,
            (
                forget_news.run_if(on_message::<BoardReset>),
                (narrate, explain_refusals).run_if(resource_exists::<Session>),
                tell_hints.run_if(resource_exists::<Session>.and_then(resource_changed::<Hint>)),
            )
                .chain()
                .in_set(AppSystems::Present),
        );
}

/// A new game or a move taken back: what was said no longer holds.
fn forget_news(mut news: ResMut<News>, mut untold: ResMut<Untold>, mut at_spots: ResMut<SpotNews>) {
    news.0.clear();
    untold.0.clear();
    at_spots.0.clear();
}

fn tell_news(
    mut news: ResMut<News>,
    mut untold: ResMut<Untold>,
    mut at_spots: ResMut<SpotNews>,
    time: Res<Time<Real>>,
) {
    for (said, spot) in untold.0.drain(..) {
        if let Some(spot) = spot {
            at_spots.say(spot, said.clone(), false, time.elapsed());
        }
        news.push(said);
    }
}

fn explain_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut clicks: MessageReader<ClickRefused>,
    mut not_the_lesson: MessageReader<NotTheLessonsMove>,
    mut wrong_in_puzzle: MessageReader<WrongPuzzleMove>,
    session: Res<Session>,
    mut news: ResMut<News>,
    mut at_spots: ResMut<SpotNews>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed();
    for &NotTheLessonsMove(mv) in not_the_lesson.read() {
        if let Some(lesson) = session.lesson() {
            let said = not_the_lessons_said(lesson, &session.game, mv);
            // Said where the move would have ended.
            if let Some(&spot) = games::click_path(mv).last() {
                at_spots.say(spot, said.clone(), true, now);
            }
            news.push(said);
        }
    }
    for &WrongPuzzleMove { mv, better } in wrong_in_puzzle.read() {
        let said = wrong_puzzle_move_said(mv, better);
        if let Some(&spot) = games::click_path(mv).last() {
            at_spots.say(spot, said.clone(), true, now);
        }
        news.push(said);
    }
    for MoveRefused(mv) in refused.read() {
        let mv = mv.to_string();
        news.push(Said::new(move |words| {
            words.with("refusal-not-legal-now", &[("move", mv.as_str().into())])
        }));
    }
    if let Some(ClickRefused { spot, picked }) = clicks.read().last() {
        let said = refusal_said(&session, picked, *spot);
        at_spots.say(*spot, said.clone(), true, now);
        news.push(said);
    }
}

/// A hint in words beside its ring, once as it is shown: where to start, then the whole move
/// (a cyan ring alone was not read as a hint).
fn tell_hints(
    hint: Res<Hint>,
    coordinates: Option<Res<ShowCoordinates>>,
    mut at_spots: ResMut<SpotNews>,
    time: Res<Time<Real>>,
    mut told: Local<Option<(HintShown, AnyMove)>>,
) {
    let Some(best) = hint.best.filter(|_| hint.shown() != HintShown::Nothing) else {
        *told = None;
        return;
    };
    let shown = hint.shown();
    if *told == Some((shown, best)) {
        return;
    }
    *told = Some((shown, best));
    let path = games::click_path(best);
    let Some(&first) = path.first() else {
        return;
    };
    // Beside the ring that stands out: where the move starts.
    let said = match shown {
        HintShown::Start => Said::message("hint-start-here"),
        _ if moves_are_named(coordinates.as_deref()) => {
            let best = best.to_string();
            Said::new(move |words| words.with("hint-move", &[("move", best.as_str().into())]))
        }
        _ => Said::message("hint-this-move"),
    };
    at_spots.say(first, said, false, time.elapsed());
}

/// A puzzle's move that lets the win go, not played: try again, or (at the second wrong try)
/// the ringed move keeps it.
fn wrong_puzzle_move_said(mv: AnyMove, better: Option<AnyMove>) -> Said {
    let played = mv.to_string();
    let id = match better {
        Some(_) => "puzzle-wrong-ringed",
        None => "puzzle-wrong",
    };
    Said::new(move |words| words.with(id, &[("move", played.as_str().into())]))
}

/// Why a legal move the lesson does not take is not played: what the lesson wants that it
/// does not do (found by playing it aside, as the rules would).
fn not_the_lessons_said(lesson: &ActiveLesson, game: &AnyMatch, mv: AnyMove) -> Said {
    let mut aside = game.clone();
    let mut events = Vec::new();
    let captures = aside.play_recording(mv, &mut events).is_ok()
        && events.iter().any(|event| {
            matches!(
                event,
                MoveEvent::Removed { .. }
                    | MoveEvent::SeedsCaptured { .. }
                    | MoveEvent::ColumnCaptured { .. }
            )
        });
    let played = mv.to_string();
    let wanted = match lesson.run.lesson.ends {
        LessonEnds::Capture if !captures => "lesson-wants-capture",
        LessonEnds::Win if !aside.status().is_over() => "lesson-wants-win",
        _ if !lesson.run.shown_moves().is_empty() => "lesson-wants-ringed",
        _ => {
            let goal = lesson.run.lesson.goal.clone();
            return Said::new(move |words| {
                let args = [
                    ("move", played.as_str().into()),
                    ("goal", words.get(&goal).into()),
                ];
                words.with("lesson-wants-goal", &args)
            });
        }
    };
    Said::new(move |words| words.with(wanted, &[("move", played.as_str().into())]))
}

/// Why a click on `spot` (after `picked`) plays nothing: the rules' reason in the game's words,
/// or, when the click tries no move the rules could judge, where the choices are; worded when
/// shown (the position and the click are kept, not the words).
pub(super) fn refusal_said(session: &Session, picked: &[u8], spot: u8) -> Said {
    if session.online.is_some() && session.far_side_to_move() {
        return Said::message("refusal-friends-move");
    }
    let setup = session.setup;
    if let Some(far) = session.far_side().filter(|_| session.far_side_to_move()) {
        return Said::new(move |words| {
            let side = setup.side_called(far, words);
            words.with("refusal-far-move", &[("side", side.into())])
        });
    }
    let position = session.game.position();
    let picked = picked.to_vec();
    let in_lesson = session.lesson().is_some();
    Said::new(move |words| {
        let names = setup.spoken(words);
        match games::refusals(setup.game).explain_click(&position, &picked, spot, &names) {
            // In a lesson a refused move may be legal but not the lesson's ("… is allowed,
            // but"): one the rules refuse says so.
            Some(why) if in_lesson => words.with("refusal-not-allowed", &[("why", why.into())]),
            Some(why) => words.with("refusal-not-possible", &[("why", why.into())]),
            None => {
                let spot = games::board(setup.game).spot_name(spot);
                words.with("refusal-nothing-here", &[("spot", spot.into())])
            }
        }
    })
}

/// Words for each move applied, kept until its animation has shown it.
fn narrate(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    coordinates: Option<Res<ShowCoordinates>>,
    mut untold: ResMut<Untold>,
) {
    let named = moves_are_named(coordinates.as_deref());
    for applied in applied.read() {
        let narrator = games::narrator(session.setup.game);
        let (setup, mover, mv) = (session.setup, applied.mover, applied.mv);
        let positions = [applied.before, session.game.position()];
        let said = Said::new(move |words| {
            let [before, after] = &positions;
            narrator.describe(mover, mv, [before, after], &setup.spoken(words), named)
        });
        // Said where the move took something, or else where it ended; a plain move by the
        // person at this screen is not said over the board (they made it and saw it, and its
        // bubble hid the pieces beside it on a phone): it goes to the news only.
        let marks = MoveMarks::from_events(&applied.events);
        let plain = marks.taken.is_empty() && marks.line.is_empty();
        let own = session.setup.seat(applied.mover) == Seat::Here;
        // A review steps through moves the player has seen: its bar says each, and bubbles
        // over the board only hid what is being studied (play-test).
        let said_over_the_board = !(session.is_review() || plain && own);
        let spot = marks.taken.last().or(marks.to.last()).copied();
        untold.0.push((said, spot.filter(|_| said_over_the_board)));
    }
}

/// Whether texts name moves in the notation: only while the board shows the coordinates that
/// the names point at (a window without the board's view shows no board at all).
pub fn moves_are_named(coordinates: Option<&ShowCoordinates>) -> bool {
    coordinates.is_none_or(|shown| shown.0)
}

/// A side's name tied to what marks it on the board: "You — light pieces", "North — upper row"
/// (on a board `turned` upright, "North — right column").
pub fn side_label(
    setup: &Setup,
    player: Player,
    turned: BoardTurned,
    words: &Phrasebook,
) -> String {
    // Colours stay what they are; a row is named where it lies on the screen.
    let nearest = turned.nearer(player) == Player::South;
    let marks = games::narrator(setup.game).side_words(player, nearest, turned.upright);
    let args = [
        ("side", setup.side_called(player, words).into()),
        ("marks", words.get(marks).into()),
    ];
    words.with("menu-side-marked", &args)
}

/// A side with what marks it and what it captured: "You — light pieces: captured 3 pieces".
pub fn side_chip(
    setup: &Setup,
    player: Player,
    turned: BoardTurned,
    captured: u32,
    words: &Phrasebook,
) -> String {
    let store = games::narrator(setup.game).store_word();
    let captured = words.with(store, &[("count", captured.into())]);
    let side = side_label(setup, player, turned, words);
    words.with(
        "side-captured",
        &[("side", side.into()), ("captured", captured.into())],
    )
}

/// The phase line under the players' names, for the position the board shows: while a move is
/// shown, the one it started from.
pub fn phase_line(session: &Session, shown: &Shown, words: &Phrasebook) -> String {
    let position = match shown.moving {
        Some(moving) => moving.before,
        None => session.game.position(),
    };
    games::narrator(session.setup.game).phase_line(&position, &session.setup.spoken(words))
}

/// Whose move it is, the move being shown, or the result: what the header and the window's
/// title say. It follows the board, so it names a move's outcome only once the board has shown
/// it (the rules have played the move a frame before its animation starts).
pub fn status_line(
    session: &Session,
    turn: Turn,
    shown: &Shown,
    take_or_not: bool,
    named: bool,
    words: &Phrasebook,
) -> String {
    let setup = session.setup;
    let side = |p: Player| ("side", Arg::from(setup.side_called(p, words)));
    if let Some(moving) = shown.moving {
        let who = (
            "who",
            Arg::from(if setup.is_you(moving.mover) {
                "you"
            } else {
                "other"
            }),
        );
        return match named {
            true => {
                let mv = ("move", Arg::from(moving.mv.to_string()));
                words.with("status-plays-move", &[who, side(moving.mover), mv])
            }
            false => words.with("status-plays", &[who, side(moving.mover)]),
        };
    }
    match (turn, session.game.turn()) {
        (Turn::Reviewing, _) => match session.game.ply() {
            0 => words.get("status-review-start"),
            1 => words.get("status-review-first"),
            n => words.with("status-review-after", &[("move", n.into())]),
        },
        (Turn::AwaitingInput, Some(p)) if take_or_not => {
            games::narrator(setup.game).take_or_not_prompt(p, &setup.spoken(words))
        }
        (Turn::GameOver, _) | (_, None) => session_result(session, words)
            .map(|result| result.to_string())
            .unwrap_or_default(),
        (Turn::ComputerThinking, _) => words.get("status-computer-thinking"),
        (_, Some(p)) if setup.seat(p) == Seat::Online => words.get("status-friend-move"),
        (_, Some(p)) if session.far_side() == Some(p) => words.with("status-far-move", &[side(p)]),
        (_, Some(p)) if setup.is_computer(p) => words.get("status-computer-thinking"),
        (_, Some(p)) if setup.is_computer(p.opponent()) => words.get("status-your-move"),
        (_, Some(p)) if setup.seat(p.opponent()) == Seat::Online => words.get("status-your-move"),
        (_, Some(p)) => words.with("status-to-move", &[side(p)]),
    }
}

/// The result of a finished game: who won (or a draw), and why, in the game's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub headline: String,
    pub reason: String,
}

impl std::fmt::Display for GameResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} — {}", self.headline, self.reason)
    }
}

/// The result of the session's game, over on the board or beside it (online).
pub fn session_result(session: &Session, words: &Phrasebook) -> Option<GameResult> {
    result_of(&session.setup, &session.game, session.status(), words)
}

/// The result of `game` with its `status` (over on the board or beside it), if it is over.
fn result_of(
    setup: &Setup,
    game: &AnyMatch,
    status: Status,
    words: &Phrasebook,
) -> Option<GameResult> {
    let Status::Over { winner, reason } = status else {
        return None;
    };
    let headline = match winner {
        Some(p) if setup.is_computer(p) => words.get("result-computer-wins"),
        Some(p) if setup.seat(p) == Seat::Online => words.get("result-friend-wins"),
        Some(p) if setup.is_computer(p.opponent()) || setup.seat(p.opponent()) == Seat::Online => {
            words.get("result-you-win")
        }
        Some(p) => words.with(
            "result-side-wins",
            &[("side", setup.side_called(p, words).into())],
        ),
        None => words.get("result-draw"),
    };
    // The player who was to move when the game ended: the one who could not move.
    let stuck = game
        .ply()
        .checked_sub(1)
        .and_then(|last| game.turn_at(last))
        .map_or(Player::South, Player::opponent);
    let ending = Ending {
        reason,
        loser: winner.map_or(stuck, Player::opponent),
        stuck,
    };
    let reason = games::narrator(game.game()).end_reason(&ending, &setup.spoken(words));
    Some(GameResult { headline, reason })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A language chosen mid-game rewords the news on screen: they are kept as what they
    /// are about (the position and the click), not as sentences.
    #[test]
    fn news_are_worded_in_the_language_they_are_shown_in() {
        use crate::app::words::Language;
        let session = Session::new(setup(GameId::Sadeqa, Opponent::Friend));
        // A tap on an empty hole of the other side, then a move the rules refuse.
        let refused = refusal_said(&session, &[], 12);
        let mut news = News::default();
        news.push(refused.clone());
        news.push(Said::new(|words| {
            words.with("refusal-not-legal-now", &[("move", "a".into())])
        }));
        let in_english = news.lines(&english());
        let in_somali = news.lines(&Phrasebook::new(Language::Somali));
        assert!(in_english[0].contains("North"), "{in_english:?}");
        for (english, somali) in in_english.iter().zip(&in_somali) {
            assert_ne!(english, somali);
        }
        assert_eq!(news.0[0], refused, "the same saying, kept");
    }

    fn english() -> Phrasebook {
        Phrasebook::new(crate::app::words::Language::English)
    }
    use crate::ai::Level;
    use crate::app::play::session::Opponent;
    use crate::rules::{GameId, GameOptions};

    fn setup(game: GameId, opponent: Opponent) -> Setup {
        Setup::new(game, GameOptions::default(), opponent)
    }

    #[test]
    fn the_result_says_who_won_and_why_in_the_games_words() {
        let captured_all = AnyMatch::load(
            "bao-la-kimasai 000000000000/000000000000/111111111111/000000000001 south",
        )
        .unwrap();
        let friends = result_of(
            &setup(GameId::Kimasai, Opponent::Friend),
            &captured_all,
            captured_all.status(),
            &english(),
        )
        .unwrap();
        assert_eq!(friends.headline, "South wins");
        assert_eq!(friends.reason, "North has no stones left");
        let computer = Opponent::Computer(Level::Club);
        let won = result_of(
            &setup(GameId::Kimasai, computer),
            &captured_all,
            captured_all.status(),
            &english(),
        )
        .unwrap();
        assert_eq!(won.headline, "You win!");
        assert_eq!(won.reason, "Computer (Club) has no stones left");
        let south_stripped = AnyMatch::load(
            "bao-la-kimasai 111111111111/000000000001/000000000000/000000000000 south",
        )
        .unwrap();
        let lost = result_of(
            &setup(GameId::Kimasai, computer),
            &south_stripped,
            south_stripped.status(),
            &english(),
        )
        .unwrap();
        assert_eq!(lost.headline, "The computer wins");
        assert_eq!(lost.reason, "You have no stones left");
        let fresh = AnyMatch::new(GameId::Shax, &GameOptions::default());
        assert_eq!(
            result_of(
                &setup(GameId::Shax, Opponent::Friend),
                &fresh,
                fresh.status(),
                &english(),
            ),
            None
        );
    }

    /// Seen from North (the friend who joined online), a side keeps its colour, and a row is
    /// named where it lies on the turned board: North's own row is the lower one.
    #[test]
    fn a_board_seen_from_north_keeps_colours_and_names_rows_where_they_lie() {
        let from_north = BoardTurned {
            upright: false,
            from_north: true,
        };
        let shax = setup(GameId::Shax, Opponent::Friend);
        assert_eq!(
            side_label(&shax, Player::North, from_north, &english()),
            "North — dark pieces"
        );
        assert_eq!(
            side_label(&shax, Player::South, from_north, &english()),
            "South — light pieces"
        );
        let kimasai = setup(GameId::Kimasai, Opponent::Friend);
        assert_eq!(
            side_label(&kimasai, Player::North, from_north, &english()),
            "North — dark stones"
        );
        let sadeqa = setup(GameId::Sadeqa, Opponent::Friend);
        assert_eq!(
            side_label(&sadeqa, Player::North, from_north, &english()),
            "North — lower row"
        );
        assert_eq!(
            side_label(&sadeqa, Player::South, BoardTurned::default(), &english()),
            "South — lower row"
        );
        let phone_from_north = BoardTurned {
            upright: true,
            from_north: true,
        };
        assert_eq!(
            side_label(&sadeqa, Player::South, phone_from_north, &english()),
            "South — right column"
        );
    }
}
