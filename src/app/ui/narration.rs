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
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::selection::ClickRefused;
use crate::app::play::session::{BoardReset, MoveApplied, MoveRefused, Seat, Session, Setup};
use crate::app::ui::spot_news::SpotNews;
use crate::app::words::{Arg, Phrasebook, Words};
use crate::lessons::Ending as LessonEnds;
use crate::rules::{AnyMatch, AnyMove, MoveEvent, MoveMarks, Player, Status};

/// The latest news of the game, oldest first (the HUD shows them all): a short log, so that the
/// computer's answer does not hide what the person's move did.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct News(pub Vec<String>);

/// How many lines of news stay on screen.
pub const NEWS_LINES: usize = 2;

impl News {
    pub fn push(&mut self, line: String) {
        self.0.push(line);
        let extra = self.0.len().saturating_sub(NEWS_LINES);
        self.0.drain(..extra);
    }

    /// The newest line, if any.
    pub fn latest(&self) -> Option<&str> {
        self.0.last().map(String::as_str)
    }
}

/// What the move being shown did, and the spot it is said at, told when its animation ends.
#[derive(Resource, Default)]
struct Untold(Vec<(String, Option<u8>)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<News>()
        .init_resource::<Untold>()
        .add_systems(OnEnter(Screen::Playing), forget_news)
        .add_systems(OnExit(Turn::Animating), tell_news)
        .add_systems(
            Update,
            (
                forget_news.run_if(news_no_longer_hold()),
                (narrate, explain_refusals).run_if(resource_exists::<Session>),
                tell_hints.run_if(resource_exists::<Session>.and_then(resource_changed::<Hint>)),
            )
                .chain()
                .in_set(AppSystems::Present),
        );
}

/// When what was said no longer holds: a new game, a move taken back, or another language
/// (news are finished sentences: a language chosen mid-game would leave the old language's
/// above the board, so they go, and the next move speaks the new one).
fn news_no_longer_hold() -> impl SystemCondition<()> {
    on_message::<BoardReset>.or_else(resource_changed::<Words>)
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
    for (line, spot) in untold.0.drain(..) {
        if let Some(spot) = spot {
            at_spots.say(spot, line.clone(), false, time.elapsed());
        }
        news.push(line);
    }
}

fn explain_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut clicks: MessageReader<ClickRefused>,
    mut not_the_lesson: MessageReader<NotTheLessonsMove>,
    session: Res<Session>,
    mut news: ResMut<News>,
    mut at_spots: ResMut<SpotNews>,
    time: Res<Time<Real>>,
    book: Res<Words>,
) {
    let now = time.elapsed();
    for &NotTheLessonsMove(mv) in not_the_lesson.read() {
        if let Some(lesson) = session.lesson() {
            let words = not_the_lessons_words(lesson, &session.game, mv, &book);
            // Said where the move would have ended.
            if let Some(&spot) = games::click_path(mv).last() {
                at_spots.say(spot, words.clone(), true, now);
            }
            news.push(words);
        }
    }
    for MoveRefused(mv) in refused.read() {
        news.push(book.with("refusal-not-legal-now", &[("move", mv.to_string().into())]));
    }
    if let Some(ClickRefused { spot, picked }) = clicks.read().last() {
        let words = refusal_words(&session, picked, *spot, &book);
        at_spots.say(*spot, words.clone(), true, now);
        news.push(words);
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
    book: Res<Words>,
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
    let words = match shown {
        HintShown::Start => book.get("hint-start-here"),
        _ if moves_are_named(coordinates.as_deref()) => {
            book.with("hint-move", &[("move", best.to_string().into())])
        }
        _ => book.get("hint-this-move"),
    };
    let spot = first;
    at_spots.say(spot, words, false, time.elapsed());
}

/// Why a legal move the lesson does not take is not played: what the lesson wants that it
/// does not do (found by playing it aside, as the rules would).
fn not_the_lessons_words(
    lesson: &ActiveLesson,
    game: &AnyMatch,
    mv: AnyMove,
    words: &Phrasebook,
) -> String {
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
    let played = ("move", mv.to_string().into());
    let wanted = match lesson.run.lesson.ends {
        LessonEnds::Capture if !captures => "lesson-wants-capture",
        LessonEnds::Win if !aside.status().is_over() => "lesson-wants-win",
        _ if !lesson.run.shown_moves().is_empty() => "lesson-wants-ringed",
        _ => {
            let goal = ("goal", words.get(&lesson.run.lesson.goal).into());
            return words.with("lesson-wants-goal", &[played, goal]);
        }
    };
    words.with(wanted, &[played])
}

/// Why a click on `spot` (after `picked`) plays nothing: the rules' reason in the game's words,
/// or, when the click tries no move the rules could judge, where the choices are.
pub fn refusal_words(session: &Session, picked: &[u8], spot: u8, words: &Phrasebook) -> String {
    if session.online.is_some() && session.far_side_to_move() {
        return words.get("refusal-friends-move");
    }
    if let Some(far) = session.far_side().filter(|_| session.far_side_to_move()) {
        let side = session.setup.side_called(far, words);
        return words.with("refusal-far-move", &[("side", side.into())]);
    }
    let game = session.setup.game;
    let position = session.game.position();
    let names = session.setup.spoken(words);
    match games::refusals(game).explain_click(&position, picked, spot, &names) {
        // In a lesson a refused move may be legal but not the lesson's ("… is allowed, but"):
        // one the rules refuse says so.
        Some(why) if session.lesson().is_some() => {
            words.with("refusal-not-allowed", &[("why", why.into())])
        }
        Some(why) => words.with("refusal-not-possible", &[("why", why.into())]),
        None => {
            let spot = games::board(game).spot_name(spot);
            words.with("refusal-nothing-here", &[("spot", spot.into())])
        }
    }
}

/// Words for each move applied, kept until its animation has shown it.
fn narrate(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    coordinates: Option<Res<ShowCoordinates>>,
    mut untold: ResMut<Untold>,
    words: Res<Words>,
) {
    let named = moves_are_named(coordinates.as_deref());
    for applied in applied.read() {
        let after = session.game.position();
        let narrator = games::narrator(session.setup.game);
        let words = narrator.describe(
            applied.mover,
            applied.mv,
            [&applied.before, &after],
            &session.setup.spoken(&words),
            named,
        );
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
        untold.0.push((words, spot.filter(|_| said_over_the_board)));
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
    format!("{}: {captured}", side_label(setup, player, turned, words))
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

    /// A language chosen mid-game takes the old language's news away (they stayed above the
    /// board in it until the next move).
    #[test]
    fn a_new_language_takes_the_old_languages_news_away() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<News>()
            .init_resource::<Untold>()
            .init_resource::<SpotNews>()
            .insert_resource(Words::new(crate::app::words::Language::English))
            .add_message::<BoardReset>()
            .add_systems(Update, forget_news.run_if(news_no_longer_hold()));
        app.update();
        app.world_mut()
            .resource_mut::<News>()
            .push("You sowed a.".into());
        app.update();
        assert_eq!(
            app.world().resource::<News>().0,
            ["You sowed a."],
            "kept while unchanged"
        );
        let kiswahili = Words::new(crate::app::words::Language::Kiswahili);
        app.insert_resource(kiswahili);
        app.update();
        assert!(app.world().resource::<News>().0.is_empty());
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
