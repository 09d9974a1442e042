//! How the app starts: normally at the menu; with `--game` or `--continue` in a game whose
//! given moves are then played one by one as if picked; with `--screenshot` straight into a
//! position that is saved as a PNG.

use std::collections::VecDeque;
use std::fmt;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::board::animation::AnimationPace;
use crate::app::play::lesson::{LessonRequest, lesson_session};
use crate::app::play::review::ReviewRequest;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::{GameRequest, MoveChosen, MoveRefused, Opponent, Session, Setup};
use crate::app::storage::page_address::OpenLink;
use crate::app::storage::saved_game::{SavedGame, read_saved_game};
use crate::app::ui::links::session_of;
use crate::lessons::{self, NoSuchLesson};
use crate::rules::{
    AnyMatch, AnyMove, GameId, GameOptions, MoveError, Record, RecordError, UnknownGame,
    record_text_of_link,
};

/// `daga --screenshot PATH --game GAME [--moves "m1 m2 …"] [--picks "spot …"] [--size WxH]`.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    pub game: GameId,
    pub moves: Vec<String>,
    /// Spots clicked after the moves, to show a move being picked (`--picks "d2 d1"`).
    pub picks: Vec<u8>,
    /// The window's size in pixels (`--size 390x844` for a phone held upright).
    pub size: Option<(u32, u32)>,
    /// `--mid-move SECONDS`: the last of the moves is played with its animation at the normal
    /// speed, and the picture taken that long into it (a sowing or a capture in flight).
    pub mid_move: Option<f32>,
    /// `--learn GAME:N`: the lesson's start instead of the game's.
    pub lesson: Option<usize>,
    /// The options the game starts with (`--open` gives a record's).
    pub options: GameOptions,
    /// `--review`: the picture is of a review, taken once the computer has searched every
    /// position (the game comes from `Launch::review`).
    pub review: bool,
}

/// A game to open in the window and play on: `--game GAME` (two people at this screen) or
/// `--continue` (the saved game), then `--moves`, shown one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenRequest {
    pub saved: bool,
    pub game: Option<GameId>,
    pub moves: Vec<String>,
}

/// What the command line asked for.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    pub screenshot: Option<ScreenshotRequest>,
    pub open: Option<OpenRequest>,
    /// `--learn GAME[:N]`: lesson N (from 1) of the game.
    pub learn: Option<(GameId, usize)>,
    /// `--open LINK_OR_RECORD`: the game a link or a record holds.
    pub open_link: Option<String>,
    /// `--review LINK_OR_RECORD [--at N]`: that game reviewed, at the position after N moves.
    pub review: Option<(String, usize)>,
    /// The window's size in pixels (`--size`).
    pub size: Option<(u32, u32)>,
}

/// Why the app's arguments were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaunchError {
    MissingValue(String),
    UnknownArgument(String),
    UnknownGame(UnknownGame),
    /// `--screenshot` without `--game`, `--picks` without `--screenshot`, or `--continue`
    /// with `--game` or `--screenshot`.
    Incomplete,
    /// A move of `--moves` that does not read or is not legal.
    Move(MoveError),
    /// A name in `--picks` that is no spot of the game.
    UnknownSpot(String),
    /// A `--size` that is not WIDTHxHEIGHT within 200 to 8000 pixels.
    BadSize(String),
    /// A `--mid-move` that is not a number of seconds from 0 to 30, or without moves.
    BadMidMove(String),
    /// A `--learn` that is not GAME or GAME:NUMBER.
    BadLesson(String),
    NoSuchLesson(NoSuchLesson),
    /// `--learn` with `--game`, `--continue`, `--moves` or `--mid-move`.
    LearnAlone,
    /// `--open` or `--review` (the flag) with a link or record that does not open.
    Record(&'static str, RecordError),
    /// `--open` with `--game`, `--continue`, `--moves` or `--learn`.
    OpenAlone,
    /// `--review` with anything but `--at`, `--screenshot` and `--size`.
    ReviewAlone,
    /// An `--at` that is no number of moves of the reviewed game, or without `--review`.
    BadAt(String),
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            LaunchError::UnknownArgument(flag) => write!(f, "unknown argument '{flag}'"),
            LaunchError::UnknownGame(e) => e.fmt(f),
            LaunchError::Incomplete => f.write_str(
                "the screenshot mode needs --screenshot PATH and --game GAME; \
                 --continue goes with neither",
            ),
            LaunchError::Move(e) => e.fmt(f),
            LaunchError::UnknownSpot(name) => write!(f, "'{name}' is no spot of this game"),
            LaunchError::BadMidMove(text) => write!(
                f,
                "--mid-move {text}: expected seconds from 0 to 30, and --moves to show"
            ),
            LaunchError::BadLesson(text) => {
                write!(
                    f,
                    "--learn {text}: expected GAME or GAME:NUMBER, like shax:2"
                )
            }
            LaunchError::NoSuchLesson(e) => e.fmt(f),
            LaunchError::Record(flag, e) => write!(f, "{flag}: {e}"),
            LaunchError::ReviewAlone => f.write_str(
                "--review reviews the game a link or record holds: it goes only with --at, \
                 --screenshot and --size",
            ),
            LaunchError::BadAt(text) => write!(
                f,
                "--at {text}: expected how many moves into the game of --review, at most all"
            ),
            LaunchError::OpenAlone => f.write_str(
                "--open opens the game a link or record holds: it goes with neither --game, \
                 --continue, --moves nor --learn",
            ),
            LaunchError::LearnAlone => f.write_str(
                "--learn opens a lesson: it goes with neither --game, --continue, --moves \
                 nor --mid-move",
            ),
            LaunchError::BadSize(text) => write!(
                f,
                "--size {text}: expected WIDTHxHEIGHT in pixels, each from 200 to 8000"
            ),
        }
    }
}

impl std::error::Error for LaunchError {}

impl Launch {
    /// Reads the app's arguments; `Err` says what is wrong (bad game, bad or illegal move).
    pub fn from_args(args: &[String]) -> Result<Launch, LaunchError> {
        if args.is_empty() {
            return Ok(Launch::default());
        }
        let (mut path, mut game, mut moves, mut picks) = (None, None, Vec::new(), Vec::new());
        let (mut size, mut saved, mut mid_move, mut learn) = (None, false, None, None);
        let mut open_link: Option<String> = None;
        let (mut review, mut review_at): (Option<String>, Option<usize>) = (None, None);
        let mut words = args.iter();
        while let Some(flag) = words.next() {
            if flag == "--continue" {
                saved = true;
                continue;
            }
            let value = words
                .next()
                .ok_or_else(|| LaunchError::MissingValue(flag.clone()))?;
            match flag.as_str() {
                "--screenshot" => path = Some(PathBuf::from(value)),
                "--game" => game = Some(value.parse::<GameId>().map_err(LaunchError::UnknownGame)?),
                "--moves" => moves = value.split_whitespace().map(str::to_string).collect(),
                "--picks" => picks = value.split_whitespace().map(str::to_string).collect(),
                "--size" => size = Some(window_size(value)?),
                "--learn" => learn = Some(lesson_arg(value)?),
                "--open" => open_link = Some(value.clone()),
                "--review" => review = Some(value.clone()),
                "--at" => {
                    let ply = value
                        .parse()
                        .map_err(|_| LaunchError::BadAt(value.clone()))?;
                    review_at = Some(ply);
                }
                "--mid-move" => {
                    let seconds = value
                        .parse::<f32>()
                        .ok()
                        .filter(|s| (0.0..=30.0).contains(s));
                    mid_move = Some(seconds.ok_or_else(|| LaunchError::BadMidMove(value.clone()))?);
                }
                _ => return Err(LaunchError::UnknownArgument(flag.clone())),
            }
        }
        if let (Some(at), None) = (review_at, &review) {
            return Err(LaunchError::BadAt(at.to_string()));
        }
        if let Some(link) = review {
            let others = game.is_some() || saved || !moves.is_empty() || learn.is_some();
            if others || open_link.is_some() || !picks.is_empty() || mid_move.is_some() {
                return Err(LaunchError::ReviewAlone);
            }
            let (record, _) = Record::read(&record_text_of_link(&link))
                .map_err(|e| LaunchError::Record("--review", e))?;
            let at = review_at.unwrap_or(0);
            if at > record.moves.len() {
                return Err(LaunchError::BadAt(at.to_string()));
            }
            let screenshot = path.map(|path| ScreenshotRequest {
                path,
                game: record.game,
                moves: Vec::new(),
                picks: Vec::new(),
                size,
                mid_move: None,
                lesson: None,
                options: record.options,
                review: true,
            });
            return Ok(Launch {
                screenshot,
                review: Some((link, at)),
                size,
                ..Launch::default()
            });
        }
        if let Some(link) = open_link {
            if game.is_some() || saved || !moves.is_empty() || learn.is_some() {
                return Err(LaunchError::OpenAlone);
            }
            // In the window a link that does not open (a double-clicked one, say) is explained
            // in the records dialog, with the kept game as it was.
            let Some(path) = path else {
                return Ok(Launch {
                    open_link: Some(link),
                    size,
                    ..Launch::default()
                });
            };
            let (record, _) = Record::read(&record_text_of_link(&link))
                .map_err(|e| LaunchError::Record("--open", e))?;
            let picks = spots_named(record.game, &picks)?;
            if let (Some(seconds), true) = (mid_move, record.moves.is_empty()) {
                return Err(LaunchError::BadMidMove(seconds.to_string()));
            }
            let request = ScreenshotRequest {
                path,
                game: record.game,
                moves: record.moves,
                picks,
                size,
                mid_move,
                lesson: None,
                options: record.options,
                review: false,
            };
            return Ok(Launch {
                screenshot: Some(request),
                size,
                ..Launch::default()
            });
        }
        if let Some((lesson_game, number)) = learn {
            if game.is_some() || saved || !moves.is_empty() || mid_move.is_some() {
                return Err(LaunchError::LearnAlone);
            }
            let Some(path) = path else {
                if !picks.is_empty() {
                    return Err(LaunchError::Incomplete);
                }
                return Ok(Launch {
                    learn,
                    size,
                    ..Launch::default()
                });
            };
            let picks = spots_named(lesson_game, &picks)?;
            let request = ScreenshotRequest {
                path,
                game: lesson_game,
                moves,
                picks,
                size,
                mid_move,
                lesson: Some(number),
                options: GameOptions::default(),
                review: false,
            };
            return Ok(Launch {
                screenshot: Some(request),
                size,
                ..Launch::default()
            });
        }
        let Some(path) = path else {
            let moves_without_game = game.is_none() && !saved && !moves.is_empty();
            let shot_only = !picks.is_empty() || mid_move.is_some();
            if shot_only || (saved && game.is_some()) || moves_without_game {
                return Err(LaunchError::Incomplete);
            }
            if let Some(game) = game {
                replay(game, &GameOptions::default(), &moves)?;
            }
            let open = (saved || game.is_some()).then_some(OpenRequest { saved, game, moves });
            return Ok(Launch {
                open,
                size,
                ..Launch::default()
            });
        };
        let (Some(game), false) = (game, saved) else {
            return Err(LaunchError::Incomplete);
        };
        let picks = spots_named(game, &picks)?;
        if let (Some(seconds), true) = (mid_move, moves.is_empty()) {
            return Err(LaunchError::BadMidMove(seconds.to_string()));
        }
        let request = ScreenshotRequest {
            path,
            game,
            moves,
            picks,
            size,
            mid_move,
            lesson: None,
            options: GameOptions::default(),
            review: false,
        };
        request.position()?;
        Ok(Launch {
            screenshot: Some(request),
            size,
            ..Launch::default()
        })
    }
}

/// The spots of `game` with these names.
fn spots_named(game: GameId, names: &[String]) -> Result<Vec<u8>, LaunchError> {
    let view = crate::app::games::board(game);
    let spot_named = |name: &String| {
        (0..view.spot_count())
            .find(|&spot| view.spot_name(spot) == *name)
            .ok_or_else(|| LaunchError::UnknownSpot(name.clone()))
    };
    names.iter().map(spot_named).collect()
}

/// Reads `GAME` or `GAME:NUMBER` (a lesson that exists).
fn lesson_arg(text: &str) -> Result<(GameId, usize), LaunchError> {
    let (game, number) = text.split_once(':').unwrap_or((text, "1"));
    let game = game.parse::<GameId>().map_err(LaunchError::UnknownGame)?;
    let number = number
        .parse::<usize>()
        .map_err(|_| LaunchError::BadLesson(text.to_string()))?;
    lessons::lesson(game, number).map_err(LaunchError::NoSuchLesson)?;
    Ok((game, number))
}

/// Reads `WIDTHxHEIGHT`.
fn window_size(text: &str) -> Result<(u32, u32), LaunchError> {
    let pixels = |n: &str| n.parse::<u32>().ok().filter(|n| (200..=8000).contains(n));
    text.split_once('x')
        .and_then(|(w, h)| Some((pixels(w)?, pixels(h)?)))
        .ok_or_else(|| LaunchError::BadSize(text.to_string()))
}

/// `game` after `moves`, from the start.
fn replay(game: GameId, options: &GameOptions, moves: &[String]) -> Result<AnyMatch, LaunchError> {
    let mut rules = AnyMatch::new(game, options);
    for mv in moves {
        rules.play_text(mv).map_err(LaunchError::Move)?;
    }
    Ok(rules)
}

impl ScreenshotRequest {
    /// The game after the requested moves (all of them: the last is checked too).
    pub fn position(&self) -> Result<AnyMatch, LaunchError> {
        replay(self.game, &self.options, &self.moves)
    }

    /// The position on screen at the start, and the move then animated (`--mid-move`).
    pub fn start(&self) -> Result<(AnyMatch, Option<AnyMove>), LaunchError> {
        let Some((last, before)) = self.moves.split_last().filter(|_| self.mid_move.is_some())
        else {
            return Ok((self.position()?, None));
        };
        let game = replay(self.game, &self.options, before)?;
        let mv = game
            .parse_move(last)
            .map_err(|e| LaunchError::Move(MoveError::Parse(e)))?;
        Ok((game, Some(mv)))
    }
}

/// Moves given on the command line, played one at a time whenever a person is to move.
#[derive(Resource, Clone, Debug, Default)]
struct QueuedMoves(VecDeque<String>);

/// Sets the app up for the launch: the screenshot mode opens the position at once; an opened
/// game starts or continues and queues its moves.
pub(super) fn apply(app: &mut App, launch: Launch) {
    if let Some(open) = launch.open {
        open_game(app, open);
    }
    if let Some(link) = launch.open_link {
        app.world_mut().write_message(OpenLink(link));
    }
    if let Some((link, at)) = launch.review {
        // Read when the arguments were.
        if let Ok(session) = session_of(&record_text_of_link(&link)) {
            app.world_mut().write_message(ReviewRequest::Open {
                game: Box::new(session),
                at,
                came_from: None,
            });
        }
    }
    if let Some((game, number)) = launch.learn {
        app.world_mut()
            .write_message(LessonRequest::Start { game, number });
    }
    let Some(request) = launch.screenshot else {
        return;
    };
    if request.review {
        // Each step of the review shown at once.
        app.insert_resource(AnimationPace {
            seconds_per_step: 0.0,
        })
        .insert_resource(request);
        return;
    }
    if let Some(number) = request.lesson {
        // Checked when the arguments were read.
        if let Ok((session, lesson)) = lesson_session(request.game, number) {
            app.insert_resource(session)
                .insert_resource(lesson)
                .insert_resource(AnimationPace {
                    seconds_per_step: 0.0,
                })
                .insert_resource(request);
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
        return;
    }
    let Ok((game, _)) = request.start() else {
        return;
    };
    let setup = Setup {
        game: request.game,
        options: request.options,
        opponent: Opponent::Friend,
    };
    app.insert_resource(Session {
        game,
        ..Session::new(setup)
    })
    .insert_resource(match request.mid_move {
        Some(_) => AnimationPace::default(),
        None => AnimationPace {
            seconds_per_step: 0.0,
        },
    })
    .insert_resource(request);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

fn open_game(app: &mut App, open: OpenRequest) {
    app.insert_resource(QueuedMoves(open.moves.into()))
        .add_systems(
            Update,
            play_queued_move
                .run_if(resource_exists::<QueuedMoves>.and_then(in_state(Turn::AwaitingInput)))
                .in_set(AppSystems::Select),
        )
        .add_systems(
            Update,
            drop_refused_queue
                .run_if(resource_exists::<QueuedMoves>)
                .in_set(AppSystems::Present),
        );
    if open.saved {
        app.add_systems(Startup, continue_saved_game.after(read_saved_game));
    } else if let Some(game) = open.game {
        let setup = Setup {
            game,
            options: GameOptions::default(),
            opponent: Opponent::Friend,
        };
        app.world_mut().write_message(GameRequest::Start(setup));
    }
}

/// `--continue`: the saved game, or an error and the end of the program when there is none.
fn continue_saved_game(
    saved: Res<SavedGame>,
    mut requests: MessageWriter<GameRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    match &*saved {
        SavedGame::Ready(session) => {
            requests.write(GameRequest::Continue(session.clone()));
        }
        SavedGame::None => {
            error!("--continue: there is no saved game");
            exit.write(AppExit::error());
        }
        SavedGame::Refused(message) => {
            error!("--continue: {message}");
            exit.write(AppExit::error());
        }
    }
}

/// Plays the next queued move as a person would pick it.
fn play_queued_move(
    mut queue: ResMut<QueuedMoves>,
    session: Res<Session>,
    mut chosen: MessageWriter<MoveChosen>,
    mut commands: Commands,
) {
    let Some(text) = queue.0.pop_front() else {
        commands.remove_resource::<QueuedMoves>();
        return;
    };
    match session.game.parse_move(&text) {
        Ok(mv) => {
            chosen.write(MoveChosen {
                mv,
                at_ply: session.game.ply(),
            });
        }
        Err(e) => {
            error!("--moves: {e}; the other moves are not played");
            commands.remove_resource::<QueuedMoves>();
        }
    }
}

/// A queued move the rules refused ends the queue (the position is not the one expected).
fn drop_refused_queue(mut refused: MessageReader<MoveRefused>, mut commands: Commands) {
    if let Some(MoveRefused(mv)) = refused.read().last() {
        let mv: AnyMove = *mv;
        error!("--moves: {mv} is not legal here; the other moves are not played");
        commands.remove_resource::<QueuedMoves>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(words: &[&str]) -> Result<Launch, LaunchError> {
        let args: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        Launch::from_args(&args)
    }

    #[test]
    fn bad_arguments_are_refused_with_a_reason() {
        assert_eq!(
            launch(&["--game"]).unwrap_err(),
            LaunchError::MissingValue("--game".into())
        );
        assert_eq!(
            launch(&["--colour", "red"]).unwrap_err(),
            LaunchError::UnknownArgument("--colour".into())
        );
        let chess = launch(&["--screenshot", "x.png", "--game", "chess"]).unwrap_err();
        assert!(chess.to_string().contains("the games are shax"), "{chess}");
        for incomplete in [
            &["--continue", "--game", "shax"][..],
            &["--moves", "d2"],
            &["--game", "shax", "--picks", "d2"],
            &["--screenshot", "x.png", "--continue"],
        ] {
            assert_eq!(
                launch(incomplete).unwrap_err(),
                LaunchError::Incomplete,
                "{incomplete:?}"
            );
        }
        // A bad link for the window opens the window, which explains it in a dialog.
        let bad_link = launch(&["--open", "shax moves d2 d2"]).unwrap();
        assert_eq!(bad_link.open_link.as_deref(), Some("shax moves d2 d2"));
        let opened = launch(&["--game", "shax", "--moves", "d2 d2"]).unwrap_err();
        assert!(opened.to_string().contains("d2 is occupied"), "{opened}");
        let moves = [
            "--screenshot",
            "x.png",
            "--game",
            "shax",
            "--moves",
            "d2 d2",
        ];
        let illegal = launch(&moves).unwrap_err();
        assert!(illegal.to_string().contains("d2 is occupied"), "{illegal}");
        let picks = ["--screenshot", "x.png", "--game", "shax", "--picks", "z9"];
        assert_eq!(
            launch(&picks).unwrap_err(),
            LaunchError::UnknownSpot("z9".into())
        );
        for bad in ["390", "0x844", "390x", "x", "99999x800", "390x844x2"] {
            let size = ["--screenshot", "x.png", "--game", "shax", "--size", bad];
            assert_eq!(launch(&size).unwrap_err(), LaunchError::BadSize(bad.into()));
        }
        let phone = [
            "--screenshot",
            "x.png",
            "--game",
            "shax",
            "--size",
            "390x844",
        ];
        assert_eq!(
            launch(&phone).unwrap().screenshot.unwrap().size,
            Some((390, 844))
        );
    }

    #[test]
    fn a_game_opens_from_the_start_or_from_the_saved_game() {
        let open = launch(&["--game", "bao-la-kimasai", "--moves", "b2 k3"]);
        let open = open.unwrap().open.unwrap();
        assert_eq!((open.saved, open.game), (false, Some(GameId::Kimasai)));
        assert_eq!(open.moves, ["b2", "k3"]);
        let saved = launch(&["--continue", "--size", "800x600"]).unwrap();
        assert!(saved.open.unwrap().saved);
        assert_eq!(saved.size, Some((800, 600)));
        assert!(launch(&["--size", "800x600"]).unwrap().open.is_none());
    }

    #[test]
    fn a_screenshot_request_replays_its_moves() {
        let moves = [
            "--screenshot",
            "x.png",
            "--game",
            "sadeqa-iii",
            "--moves",
            "a H",
        ];
        let request = launch(&moves).unwrap().screenshot.unwrap();
        assert_eq!(request.position().unwrap().ply(), 2);
    }
}
