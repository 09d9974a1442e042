//! The command line: normally the menu; `--game` or `--continue` open a game whose given moves
//! are then played one by one as if picked; `--open`, `--review`, `--learn` and `--puzzle` open a link's
//! game, a review or a lesson; with `--screenshot` the position is set at once and saved as a
//! PNG. This file reads the flags and puts them together; `play::opening` opens what they ask.

use std::fmt;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::ai::Level;
use crate::app::board::animation::AnimationPace;
use crate::app::play::by_link::session_of_record;
use crate::app::play::online::{Bot, OnlineRoom};
use crate::app::play::opening::{self, Opening};
use crate::app::play::puzzle::daily_puzzle;
use crate::app::play::session::{Seat, Setup};
use crate::app::play::today::today as today_number;
use crate::app::storage;
use crate::app::ui::choices::default_server;
use crate::app::ui::online_menu::fresh_seed;
use crate::app::words::{Language, LanguageAsked, UnknownLanguage};
use crate::lessons::{self, NoSuchLesson};
use crate::online::{RoomCode, SeatToken, TimeControl};
use crate::rules::{
    AnyMatch, AnyMove, GameId, GameOptions, MoveError, Player, Record, RecordError, UnknownGame,
    record_text_of_link,
};
use rand::SeedableRng;

/// What the command line asked for.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    pub opening: Opening,
    pub screenshot: Option<ScreenshotRequest>,
    /// The window's size in pixels (`--size`).
    pub size: Option<(u32, u32)>,
    /// `--bot N`: the computer plays this app's side of a game online.
    pub bot: Option<Level>,
    /// `--lang CODE`: the language of this run, over the settings' choice.
    pub language: Option<Language>,
}

/// `--screenshot PATH`: the picture to take once the position is drawn.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    /// Spots clicked once the board is drawn, to show a move being picked (`--picks "d2 d1"`).
    pub picks: Vec<u8>,
    /// `--mid-move SECONDS`: the last of the moves, played with its animation at the normal
    /// speed, and the picture taken that long into it (a sowing or a capture in flight).
    pub mid_move: Option<MidMove>,
    /// `--review`: the picture waits until the computer has judged every position.
    pub waits_for_review: bool,
}

/// A move shown in flight: played once the board is drawn, the picture `seconds` into it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MidMove {
    pub mv: AnyMove,
    pub seconds: f32,
}

impl ScreenshotRequest {
    fn of(path: PathBuf) -> ScreenshotRequest {
        ScreenshotRequest {
            path,
            picks: Vec::new(),
            mid_move: None,
            waits_for_review: false,
        }
    }
}

/// A flag of the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flag {
    Screenshot,
    Game,
    Continue,
    Moves,
    Picks,
    Size,
    MidMove,
    Learn,
    Puzzle,
    Open,
    Review,
    At,
    Invite,
    Join,
    Server,
    Room,
    Bot,
    Lang,
}

impl Flag {
    const ALL: [Flag; 18] = [
        Flag::Screenshot,
        Flag::Game,
        Flag::Continue,
        Flag::Moves,
        Flag::Picks,
        Flag::Size,
        Flag::MidMove,
        Flag::Learn,
        Flag::Puzzle,
        Flag::Open,
        Flag::Review,
        Flag::At,
        Flag::Invite,
        Flag::Join,
        Flag::Server,
        Flag::Room,
        Flag::Bot,
        Flag::Lang,
    ];

    fn word(self) -> &'static str {
        match self {
            Flag::Screenshot => "--screenshot",
            Flag::Game => "--game",
            Flag::Continue => "--continue",
            Flag::Moves => "--moves",
            Flag::Picks => "--picks",
            Flag::Size => "--size",
            Flag::MidMove => "--mid-move",
            Flag::Learn => "--learn",
            Flag::Puzzle => "--puzzle",
            Flag::Open => "--open",
            Flag::Review => "--review",
            Flag::At => "--at",
            Flag::Invite => "--invite",
            Flag::Join => "--join",
            Flag::Server => "--server",
            Flag::Room => "--room",
            Flag::Bot => "--bot",
            Flag::Lang => "--lang",
        }
    }

    /// What a value of this flag must be, for an error that names a bad one.
    fn expects(self) -> &'static str {
        match self {
            Flag::Size => "WIDTHxHEIGHT in pixels, each from 200 to 8000",
            Flag::MidMove => "seconds from 0 to 30, and --moves to show",
            Flag::Learn => "GAME or GAME:NUMBER, like shax:2",
            Flag::Puzzle => "daily, GAME or GAME:NUMBER (a puzzle the game has), like shax:12",
            Flag::At => "how many moves into the game of --review, at most all",
            Flag::Join | Flag::Room => {
                "a room code like kamu-tevo-bada-sini, or a link with #room="
            }
            Flag::Server => "ws://HOST:PORT or wss://HOST",
            Flag::Bot => "a level from 1 to 5",
            _ => "a value",
        }
    }
}

impl fmt::Display for Flag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Why the app's arguments were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaunchError {
    MissingValue(Flag),
    UnknownArgument(String),
    UnknownGame(UnknownGame),
    UnknownLanguage(UnknownLanguage),
    /// `--screenshot` without `--game`, `--picks` without `--screenshot`, or `--continue`
    /// with `--game` or `--screenshot`.
    Incomplete,
    /// A move of `--moves` that does not read or is not legal.
    Move(MoveError),
    /// A name in `--picks` that is no spot of the game.
    UnknownSpot(String),
    /// A value the flag cannot take (`--size 3x3`, `--mid-move` without moves, …).
    BadValue {
        flag: Flag,
        value: String,
    },
    NoSuchLesson(NoSuchLesson),
    /// `--learn` with `--game`, `--continue`, `--moves` or `--mid-move`.
    LearnAlone,
    /// `--puzzle` with `--game`, `--continue`, `--moves`, `--mid-move` or `--learn`.
    PuzzleAlone,
    /// `--open` or `--review` with a link or record that does not open.
    Record(Flag, RecordError),
    /// `--open` with `--game`, `--continue`, `--moves` or `--learn`.
    OpenAlone,
    /// `--review` with anything but `--at`, `--screenshot` and `--size`.
    ReviewAlone,
    /// `--invite` or `--join` with `--game`, `--continue`, `--screenshot` or each other, or
    /// `--server`, `--room` or `--bot` without them.
    OnlineAlone,
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            LaunchError::UnknownArgument(flag) => write!(f, "unknown argument '{flag}'"),
            LaunchError::UnknownGame(e) => e.fmt(f),
            LaunchError::UnknownLanguage(e) => e.fmt(f),
            LaunchError::Incomplete => f.write_str(
                "the screenshot mode needs --screenshot PATH and --game GAME; \
                 --continue goes with neither",
            ),
            LaunchError::Move(e) => e.fmt(f),
            LaunchError::UnknownSpot(name) => write!(f, "'{name}' is no spot of this game"),
            LaunchError::BadValue { flag, value } => {
                write!(f, "{flag} {value}: expected {}", flag.expects())
            }
            LaunchError::NoSuchLesson(e) => e.fmt(f),
            LaunchError::Record(flag, e) => write!(f, "{flag}: {e}"),
            LaunchError::ReviewAlone => f.write_str(
                "--review reviews the game a link or record holds: it goes only with --at, \
                 --screenshot and --size",
            ),
            LaunchError::OpenAlone => f.write_str(
                "--open opens the game a link or record holds: it goes with neither --game, \
                 --continue, --moves nor --learn",
            ),
            LaunchError::OnlineAlone => f.write_str(
                "--invite GAME or --join CODE opens a game online: with --server, --bot and \
                 --moves (--room with --invite), and nothing else",
            ),
            LaunchError::PuzzleAlone => f.write_str(
                "--puzzle opens a puzzle: it goes with neither --game, --continue, --moves, \
                 --mid-move nor --learn",
            ),
            LaunchError::LearnAlone => f.write_str(
                "--learn opens a lesson: it goes with neither --game, --continue, --moves \
                 nor --mid-move",
            ),
        }
    }
}

impl std::error::Error for LaunchError {}

/// The flags as given, each read to its type; put together by [`Launch::from_args`].
#[derive(Clone, Debug, Default)]
struct Flags {
    screenshot: Option<PathBuf>,
    game: Option<GameId>,
    continues: bool,
    /// Read once the game they are moves of is known.
    moves: Vec<String>,
    picks: Vec<String>,
    size: Option<(u32, u32)>,
    mid_move: Option<f32>,
    learn: Option<(GameId, usize)>,
    /// The game, the puzzle's number (from 1) and whether it is today's.
    puzzle: Option<(GameId, usize, bool)>,
    open: Option<String>,
    review: Option<String>,
    at: Option<usize>,
    invite: Option<GameId>,
    join: Option<RoomCode>,
    server: Option<String>,
    room: Option<RoomCode>,
    bot: Option<Level>,
    language: Option<Language>,
}

impl Flags {
    fn read(args: &[String]) -> Result<Flags, LaunchError> {
        let mut flags = Flags::default();
        let mut words = args.iter();
        while let Some(word) = words.next() {
            let flag = Flag::ALL
                .into_iter()
                .find(|flag| flag.word() == word)
                .ok_or_else(|| LaunchError::UnknownArgument(word.clone()))?;
            if flag == Flag::Continue {
                flags.continues = true;
                continue;
            }
            let value = words.next().ok_or(LaunchError::MissingValue(flag))?;
            flags.set(flag, value)?;
        }
        Ok(flags)
    }

    fn set(&mut self, flag: Flag, value: &str) -> Result<(), LaunchError> {
        let bad = || LaunchError::BadValue {
            flag,
            value: value.to_string(),
        };
        let words = || value.split_whitespace().map(str::to_string).collect();
        match flag {
            Flag::Screenshot => self.screenshot = Some(PathBuf::from(value)),
            Flag::Game => self.game = Some(value.parse().map_err(LaunchError::UnknownGame)?),
            Flag::Continue => self.continues = true,
            Flag::Moves => self.moves = words(),
            Flag::Picks => self.picks = words(),
            Flag::Size => self.size = Some(window_size(value).ok_or_else(bad)?),
            Flag::MidMove => {
                let seconds = value.parse::<f32>().ok();
                self.mid_move = Some(
                    seconds
                        .filter(|s| (0.0..=30.0).contains(s))
                        .ok_or_else(bad)?,
                );
            }
            Flag::Learn => self.learn = Some(lesson_arg(value)?),
            Flag::Puzzle => self.puzzle = Some(puzzle_arg(value).ok_or_else(bad)?),
            Flag::Open => self.open = Some(value.to_string()),
            Flag::Review => self.review = Some(value.to_string()),
            Flag::At => self.at = Some(value.parse().map_err(|_| bad())?),
            Flag::Invite => self.invite = Some(value.parse().map_err(LaunchError::UnknownGame)?),
            Flag::Join => self.join = Some(value.parse().map_err(|_| bad())?),
            Flag::Room => self.room = Some(value.parse().map_err(|_| bad())?),
            Flag::Server => {
                let url = value.starts_with("ws://") || value.starts_with("wss://");
                self.server = Some(url.then(|| value.to_string()).ok_or_else(bad)?);
            }
            Flag::Lang => {
                let language = Language::from_code(value).map_err(LaunchError::UnknownLanguage)?;
                self.language = Some(language);
            }
            Flag::Bot => {
                let level = value.parse().ok().and_then(Level::from_number);
                self.bot = Some(level.ok_or_else(bad)?);
            }
        }
        Ok(())
    }

    /// Whether a flag that opens a game by itself (`--game`, `--continue`, `--moves`) is given.
    fn opens_a_game(&self) -> bool {
        self.game.is_some() || self.continues || !self.moves.is_empty()
    }
}

impl Launch {
    /// Reads the app's arguments; `Err` says what is wrong (bad game, bad or illegal move).
    pub fn from_args(args: &[String]) -> Result<Launch, LaunchError> {
        let flags = Flags::read(args)?;
        if let (Some(at), None) = (flags.at, &flags.review) {
            return Err(LaunchError::BadValue {
                flag: Flag::At,
                value: at.to_string(),
            });
        }
        let online = flags.invite.is_some() || flags.join.is_some();
        let bot_continues = flags.continues && flags.bot.is_some();
        let (opening, screenshot) = if bot_continues && !online && flags.server.is_none() {
            // A bot started again goes on with its kept game online, rejoining its room.
            game(&Flags {
                bot: None,
                ..flags.clone()
            })?
        } else if online || flags.server.is_some() || flags.bot.is_some() {
            (online_game(&flags)?, None)
        } else if flags.review.is_some() {
            review(&flags)?
        } else if flags.open.is_some() {
            open_link(&flags)?
        } else if flags.puzzle.is_some() {
            puzzle(&flags)?
        } else if flags.learn.is_some() {
            learn(&flags)?
        } else {
            game(&flags)?
        };
        Ok(Launch {
            opening,
            screenshot,
            size: flags.size,
            bot: flags.bot,
            language: flags.language,
        })
    }
}

/// What a launch opens, and the picture it takes, if any.
type Opened = (Opening, Option<ScreenshotRequest>);

/// `--review LINK_OR_RECORD [--at N]`: that game reviewed, at the position after N moves.
fn review(flags: &Flags) -> Result<Opened, LaunchError> {
    let link = flags.review.as_deref().unwrap_or_default();
    let alone = !flags.opens_a_game() && flags.learn.is_none() && flags.open.is_none();
    if !alone || !flags.picks.is_empty() || flags.mid_move.is_some() {
        return Err(LaunchError::ReviewAlone);
    }
    let (record, game) = read_record(Flag::Review, link)?;
    let at = flags.at.unwrap_or(0);
    if at > record.moves.len() {
        return Err(LaunchError::BadValue {
            flag: Flag::At,
            value: at.to_string(),
        });
    }
    let game = Box::new(session_of_record(&record, game));
    let screenshot = flags.screenshot.clone().map(|path| ScreenshotRequest {
        waits_for_review: true,
        ..ScreenshotRequest::of(path)
    });
    Ok((Opening::Review { game, at }, screenshot))
}

/// `--open LINK_OR_RECORD`: the game a link or a record holds. In the window a link that does
/// not open (a double-clicked one, say) is explained in the records dialog, with the kept game
/// as it was; a picture of it is refused at once.
fn open_link(flags: &Flags) -> Result<Opened, LaunchError> {
    let link = flags.open.clone().unwrap_or_default();
    if flags.opens_a_game() || flags.learn.is_some() {
        return Err(LaunchError::OpenAlone);
    }
    let Some(path) = flags.screenshot.clone() else {
        return Ok((Opening::Link(link), None));
    };
    let (record, game) = read_record(Flag::Open, &link)?;
    picture(path, game, record.options, flags)
}

/// `--invite GAME [--room CODE]` or `--join CODE`, with `--server URL`, `--bot N` (the
/// computer plays this side: a bot, and the tests' player) and `--moves` (played on this side's
/// turns, as if picked).
fn online_game(flags: &Flags) -> Result<Opening, LaunchError> {
    let others = flags.game.is_some()
        || flags.continues
        || flags.screenshot.is_some()
        || flags.learn.is_some()
        || flags.open.is_some()
        || flags.review.is_some();
    let server = flags.server.clone().unwrap_or_else(default_server);
    let room = |code: RoomCode| OnlineRoom {
        server: server.clone(),
        code,
        clock: TimeControl::None,
        seat: SeatToken::fresh(),
    };
    let (room, invite) = match (flags.invite, flags.join.clone()) {
        (Some(game), None) if !others => {
            let code = flags.room.clone().unwrap_or_else(|| {
                RoomCode::random(&mut rand::rngs::SmallRng::seed_from_u64(fresh_seed()))
            });
            let mut setup = Setup::online(game, GameOptions::default(), Player::North);
            if let Some(level) = flags.bot {
                setup.set_seat(Player::South, Seat::Computer(level));
            }
            (room(code), Some(setup))
        }
        (None, Some(code)) if !others && flags.room.is_none() => (room(code), None),
        _ => return Err(LaunchError::OnlineAlone),
    };
    Ok(Opening::Online {
        room,
        invite,
        moves: flags.moves.clone(),
    })
}

/// The picture of a lesson's or a puzzle's start (`--screenshot`, with `--picks` clicked);
/// `--picks` without a picture is refused.
fn start_picture(flags: &Flags, game: GameId) -> Result<Option<ScreenshotRequest>, LaunchError> {
    match flags.screenshot.clone() {
        Some(path) => Ok(Some(ScreenshotRequest {
            picks: spots_named(game, &flags.picks)?,
            ..ScreenshotRequest::of(path)
        })),
        None if !flags.picks.is_empty() => Err(LaunchError::Incomplete),
        None => Ok(None),
    }
}

/// `--learn GAME[:N]`: lesson N (from 1) of the game.
fn learn(flags: &Flags) -> Result<Opened, LaunchError> {
    let Some((game, number)) = flags.learn else {
        return Err(LaunchError::LearnAlone);
    };
    if flags.opens_a_game() || flags.mid_move.is_some() {
        return Err(LaunchError::LearnAlone);
    }
    let screenshot = start_picture(flags, game)?;
    Ok((Opening::Lesson { game, number }, screenshot))
}

/// `--puzzle daily|GAME[:N]`: today's puzzle, or puzzle N (from 1) of the game.
fn puzzle(flags: &Flags) -> Result<Opened, LaunchError> {
    let Some((game, number, today)) = flags.puzzle else {
        return Err(LaunchError::PuzzleAlone);
    };
    if flags.opens_a_game() || flags.mid_move.is_some() || flags.learn.is_some() {
        return Err(LaunchError::PuzzleAlone);
    }
    let screenshot = start_picture(flags, game)?;
    let daily = today.then(today_number);
    Ok((
        Opening::Puzzle {
            game,
            number,
            daily,
        },
        screenshot,
    ))
}

/// `daily`, `GAME` or `GAME:NUMBER`, a puzzle the game has: its game, number and whether it is
/// today's.
fn puzzle_arg(text: &str) -> Option<(GameId, usize, bool)> {
    if text == "daily" {
        let (game, number) = daily_puzzle(today_number())?;
        return Some((game, number, true));
    }
    let (game, number) = text.split_once(':').unwrap_or((text, "1"));
    let game = game.parse::<GameId>().ok()?;
    let number = number.parse::<usize>().ok()?;
    let count = crate::puzzles::shipped_once(game).len();
    (1..=count)
        .contains(&number)
        .then_some((game, number, false))
}

/// `--game GAME [--moves …]`, `--continue [--moves …]`, or nothing: the menu.
fn game(flags: &Flags) -> Result<Opened, LaunchError> {
    let Some(path) = flags.screenshot.clone() else {
        let moves_without_game =
            flags.game.is_none() && !flags.continues && !flags.moves.is_empty();
        let shot_only = !flags.picks.is_empty() || flags.mid_move.is_some();
        if shot_only || (flags.continues && flags.game.is_some()) || moves_without_game {
            return Err(LaunchError::Incomplete);
        }
        let opening = match flags.game {
            Some(game) => {
                let played = replay(game, &GameOptions::default(), &flags.moves)?;
                Opening::Game {
                    game,
                    moves: played.moves(),
                }
            }
            None if flags.continues => Opening::Continue {
                moves: flags.moves.clone(),
            },
            None => Opening::Menu,
        };
        return Ok((opening, None));
    };
    let (Some(game), false) = (flags.game, flags.continues) else {
        return Err(LaunchError::Incomplete);
    };
    let options = GameOptions::default();
    let played = replay(game, &options, &flags.moves)?;
    picture(path, played, options, flags)
}

/// A picture of `played` (from `options`' start), with `--picks` clicked and, with
/// `--mid-move`, its last move in flight.
fn picture(
    path: PathBuf,
    mut played: AnyMatch,
    options: GameOptions,
    flags: &Flags,
) -> Result<Opened, LaunchError> {
    let picks = spots_named(played.game(), &flags.picks)?;
    let mid_move = match flags.mid_move {
        Some(seconds) => {
            let mv = played.last_move().ok_or_else(|| LaunchError::BadValue {
                flag: Flag::MidMove,
                value: seconds.to_string(),
            })?;
            played.undo();
            Some(MidMove { mv, seconds })
        }
        None => None,
    };
    let screenshot = ScreenshotRequest {
        picks,
        mid_move,
        ..ScreenshotRequest::of(path)
    };
    Ok((Opening::position(played, options), Some(screenshot)))
}

/// A link's or a record's game, read and replayed.
fn read_record(flag: Flag, link: &str) -> Result<(Record, AnyMatch), LaunchError> {
    Record::read(&record_text_of_link(link)).map_err(|e| LaunchError::Record(flag, e))
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
    let number = number.parse::<usize>().map_err(|_| LaunchError::BadValue {
        flag: Flag::Learn,
        value: text.to_string(),
    })?;
    lessons::lesson(game, number).map_err(LaunchError::NoSuchLesson)?;
    Ok((game, number))
}

/// Reads `WIDTHxHEIGHT`.
fn window_size(text: &str) -> Option<(u32, u32)> {
    let pixels = |n: &str| n.parse::<u32>().ok().filter(|n| (200..=8000).contains(n));
    text.split_once('x')
        .and_then(|(w, h)| Some((pixels(w)?, pixels(h)?)))
}

/// `game` after `moves`, from the start.
fn replay(game: GameId, options: &GameOptions, moves: &[String]) -> Result<AnyMatch, LaunchError> {
    let mut rules = AnyMatch::new(game, options);
    for mv in moves {
        rules.play_text(mv).map_err(LaunchError::Move)?;
    }
    Ok(rules)
}

/// Sets the app up for the launch: what it opens, and a picture's still board (every step
/// shown at once, but a move in flight at the normal speed).
pub(super) fn apply(app: &mut App, launch: Launch) {
    if let Some(level) = launch.bot {
        app.insert_resource(Bot(level));
    }
    if let Some(language) = launch.language {
        app.insert_resource(LanguageAsked(language));
    }
    opening::open(app, &launch.opening);
    storage::open_at_start(app, &launch.opening);
    let Some(request) = launch.screenshot else {
        return;
    };
    if request.mid_move.is_none() {
        app.insert_resource(AnimationPace {
            seconds_per_step: 0.0,
        });
    }
    app.insert_resource(request);
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
            LaunchError::MissingValue(Flag::Game)
        );
        assert_eq!(
            launch(&["--colour", "red"]).unwrap_err(),
            LaunchError::UnknownArgument("--colour".into())
        );
        assert_eq!(
            launch(&["--lang", "fr"]).unwrap_err().to_string(),
            "unknown language 'fr': expected one of en, sw, so, om"
        );
        let somali = launch(&["--lang", "so-SO", "--game", "shax"]).unwrap();
        assert_eq!(somali.language, Some(Language::Somali));
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
        assert!(
            matches!(&bad_link.opening, Opening::Link(link) if link == "shax moves d2 d2"),
            "{:?}",
            bad_link.opening
        );
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
    }

    #[test]
    fn bad_values_are_refused_naming_what_the_flag_takes() {
        let picks = ["--screenshot", "x.png", "--game", "shax", "--picks", "z9"];
        assert_eq!(
            launch(&picks).unwrap_err(),
            LaunchError::UnknownSpot("z9".into())
        );
        for bad in ["390", "0x844", "390x", "x", "99999x800", "390x844x2"] {
            let size = ["--screenshot", "x.png", "--game", "shax", "--size", bad];
            let error = launch(&size).unwrap_err();
            assert_eq!(
                error,
                LaunchError::BadValue {
                    flag: Flag::Size,
                    value: bad.into()
                }
            );
            assert!(
                error
                    .to_string()
                    .ends_with("expected WIDTHxHEIGHT in pixels, each from 200 to 8000")
            );
        }
        let phone = [
            "--screenshot",
            "x.png",
            "--game",
            "shax",
            "--size",
            "390x844",
        ];
        assert_eq!(launch(&phone).unwrap().size, Some((390, 844)));
        let still = ["--screenshot", "x.png", "--game", "shax", "--mid-move", "1"];
        assert_eq!(
            launch(&still).unwrap_err(),
            LaunchError::BadValue {
                flag: Flag::MidMove,
                value: "1".into()
            },
            "a move in flight needs a move"
        );
    }

    #[test]
    fn a_game_opens_from_the_start_or_from_the_saved_game() {
        let open = launch(&["--game", "bao-la-kimasai", "--moves", "b2 k3"]).unwrap();
        let Opening::Game { game, moves } = open.opening else {
            panic!("{:?}", open.opening);
        };
        assert_eq!(game, GameId::Kimasai);
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            ["b2-a2", "k3-l3"],
            "read, and written as the notation writes them"
        );
        let saved = launch(&["--continue", "--moves", "d2", "--size", "800x600"]).unwrap();
        assert!(
            matches!(&saved.opening, Opening::Continue { moves } if moves == &["d2"]),
            "{:?}",
            saved.opening
        );
        assert_eq!(saved.size, Some((800, 600)));
        let menu = launch(&["--size", "800x600"]).unwrap();
        assert!(matches!(menu.opening, Opening::Menu), "{:?}", menu.opening);
    }

    #[test]
    fn a_screenshot_sets_the_position_and_leaves_the_last_move_in_flight_if_asked() {
        let moves = [
            "--screenshot",
            "x.png",
            "--game",
            "sadeqa-iii",
            "--moves",
            "a H",
        ];
        let still = launch(&moves).unwrap();
        let Opening::Position(session) = &still.opening else {
            panic!("{:?}", still.opening);
        };
        assert_eq!(session.game.ply(), 2);
        assert_eq!(still.screenshot.unwrap().mid_move, None);
        let flying = [&moves[..], &["--mid-move", "0.5"]].concat();
        let flying = launch(&flying).unwrap();
        let Opening::Position(session) = &flying.opening else {
            panic!("{:?}", flying.opening);
        };
        assert_eq!(session.game.ply(), 1);
        let mid_move = flying.screenshot.unwrap().mid_move.unwrap();
        assert_eq!(
            (mid_move.mv.to_string(), mid_move.seconds),
            ("H".into(), 0.5)
        );
    }

    #[test]
    fn a_review_reads_its_record_once_and_takes_its_position() {
        let review = launch(&["--review", "shax first=south moves d2 d6", "--at", "1"]).unwrap();
        let Opening::Review { game, at } = &review.opening else {
            panic!("{:?}", review.opening);
        };
        assert_eq!((game.game.ply(), *at), (2, 1));
        let beyond = launch(&["--review", "shax first=south moves d2", "--at", "2"]);
        assert!(matches!(
            beyond,
            Err(LaunchError::BadValue { flag: Flag::At, .. })
        ));
        let bad = launch(&["--review", "shax moves d2 d2"]).unwrap_err();
        assert!(
            matches!(bad, LaunchError::Record(Flag::Review, _)),
            "{bad:?}"
        );
    }
}
