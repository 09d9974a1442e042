//! The game in progress, kept after every move so that it can be continued after the window
//! is closed or the program is killed, and read back with every move checked by the rules.

use std::fmt;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{FileNotice, SavedGameProblem, Storage, StorageError};
use crate::ai::Level;
use crate::app::AppSystems;
use crate::app::play::by_link::goes_on_from;
use crate::app::play::match_play::{Streak, plays_matches};
use crate::app::play::online::{OnlineRoom, PendingInvite};
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Opponent, Seat, Session, Setup};
use crate::json_error::JsonError;
use crate::online::{Ending, SeatToken, TimeControl};
use crate::rules::{
    AnyMatch, GameId, GameOptions, MoveError, OptionError, Player, SEED_CHOICES, UnknownGame,
};

/// The saved game's name in the storage.
pub const SAVED_GAME_FILE: &str = "saved-game.json";
/// The first field of every saved game, so that another program's file is told apart.
// not the player's: the file's format, read by programs
const FORMAT: &str = "daga saved game";
/// The newest layout this version reads and the one it writes.
const VERSION: u32 = 2;

/// The file's form (version 2): the setup as typed values, the moves in the notation (replayed
/// by the rules on reading) and the match so far.
#[derive(Serialize, Deserialize)]
struct SavedGameFile {
    format: String,
    version: u32,
    game: GameId,
    options: GameOptions,
    opponent: Opponent,
    moves: Vec<String>,
    /// Shax match play: who has won how many in a row before this game.
    #[serde(default)]
    streak: Streak,
    /// Play by link or online: the side a friend plays far away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    far_side: Option<Player>,
    /// Online: where the game is played (the far side plays there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    online: Option<KeptRoom>,
    /// Online: how the game ended beside the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ending: Option<Ending>,
    /// A move was taken back: the game's result is counted, not rated (`Session::took_back`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    took_back: bool,
}

/// An online game's room as the file keeps it.
#[derive(Serialize, Deserialize)]
struct KeptRoom {
    server: String,
    room: String,
    clock: TimeControl,
    /// The player's seat token (games kept before there were tokens get a new one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seat: Option<String>,
}

/// Version 1's form, still read: the options and the opponent as words.
#[derive(Deserialize)]
struct SavedGameFileV1 {
    game: String,
    /// "first=north seeds=4".
    options: String,
    /// "friend", or "computer" and a level: "computer 3".
    opponent: String,
    moves: Vec<String>,
    #[serde(default)]
    streak_holder: Option<String>,
    #[serde(default)]
    streak_wins: u32,
}

/// Why a saved game cannot be continued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON, or not the fields of a saved game.
    Unreadable(JsonError),
    /// JSON of some other program.
    Foreign,
    /// Written by a newer version of Daga.
    TooNew(u64),
    /// A version number no version of Daga wrote.
    UnknownVersion,
    Game(UnknownGame),
    Options(OptionError),
    /// Version 1's opponent words, when they name none.
    Opponent(String),
    /// A move that does not read or is illegal where it stands (numbered from 1).
    Move(usize, MoveError),
    /// A streak held by nobody, or in a game without matches.
    Streak(Streak),
    /// An online game without a far side or with a room code that is none.
    Room(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Unreadable(e) => write!(f, "the saved game does not read ({e})"),
            SaveError::Foreign => f.write_str("the file is not a Daga saved game"),
            SaveError::TooNew(version) => write!(
                f,
                "the saved game is of version {version}, newer than this program reads ({VERSION})"
            ),
            SaveError::UnknownVersion => f.write_str("the saved game has no version Daga wrote"),
            SaveError::Game(e) => write!(f, "the saved game names no game of Daga: {e}"),
            SaveError::Options(e) => write!(f, "the saved game's options are wrong: {e}"),
            SaveError::Opponent(o) => write!(f, "the saved game has an unknown opponent '{o}'"),
            SaveError::Move(number, e) => write!(f, "move {number} of the saved game: {e}"),
            SaveError::Streak(streak) => write!(
                f,
                "the saved game's match is wrong: {} wins for {:?}",
                streak.wins, streak.holder
            ),
            SaveError::Room(room) => write!(f, "the saved game's online room is wrong: {room}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl SaveError {
    /// Why the game could not be continued, plainly, for the player (the log has the details).
    pub fn plain_reason(&self) -> SavedGameProblem {
        match self {
            SaveError::Unreadable(_) => SavedGameProblem::Damaged,
            SaveError::Foreign => SavedGameProblem::Foreign,
            SaveError::TooNew(_) => SavedGameProblem::TooNew,
            SaveError::UnknownVersion => SavedGameProblem::NoVersion,
            SaveError::Game(_) => SavedGameProblem::UnknownGame,
            SaveError::Options(_)
            | SaveError::Opponent(_)
            | SaveError::Streak(_)
            | SaveError::Room(_) => SavedGameProblem::UnknownSettings,
            SaveError::Move(number, _) => SavedGameProblem::Move(*number),
        }
    }
}

/// The game in progress as the text of the file.
pub fn to_text(session: &Session) -> String {
    let setup = &session.setup;
    let file = SavedGameFile {
        format: FORMAT.into(),
        version: VERSION,
        game: setup.game,
        options: setup.options,
        opponent: setup.opponent(),
        moves: session.game.moves().iter().map(|m| m.to_string()).collect(),
        streak: session.streak_before,
        far_side: session.far_side(),
        online: session.online.as_ref().map(|room| KeptRoom {
            server: room.server.clone(),
            room: room.code.to_string(),
            clock: room.clock,
            seat: Some(room.seat.as_str().to_string()),
        }),
        ending: session.ending,
        took_back: session.took_back,
    };
    // Strings, numbers and plain enums always serialize.
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Reads a saved game of any version, replaying each move through the rules.
pub fn from_text(text: &str) -> Result<Session, SaveError> {
    let unreadable = |e: serde_json::Error| SaveError::Unreadable(e.into());
    let value: serde_json::Value = serde_json::from_str(text).map_err(unreadable)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(SaveError::Foreign);
    }
    let (mut far_side, mut online, mut ending, mut took_back) = (None, None, None, false);
    let (game, options, opponent, moves, streak) =
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(1) => from_version_1(serde_json::from_value(value).map_err(unreadable)?)?,
            Some(2) => {
                let file: SavedGameFile = serde_json::from_value(value).map_err(unreadable)?;
                let options = checked_options(file.game, file.options)?;
                far_side = file.far_side;
                (online, ending, took_back) = (file.online, file.ending, file.took_back);
                (file.game, options, file.opponent, file.moves, file.streak)
            }
            Some(version) if version > u64::from(VERSION) => {
                return Err(SaveError::TooNew(version));
            }
            _ => return Err(SaveError::UnknownVersion),
        };
    if streak.holder.is_some() != (streak.wins > 0)
        || (streak.holder.is_some() && !plays_matches(game))
    {
        return Err(SaveError::Streak(streak));
    }
    let mut rules = AnyMatch::new(game, &options);
    for (index, mv) in moves.iter().enumerate() {
        rules
            .play_text(mv)
            .map_err(|e| SaveError::Move(index + 1, e))?;
    }
    let mut setup = Setup::new(game, options, opponent);
    setup.set_far_side(far_side);
    let online = match online {
        Some(kept) => {
            // not the player's: the log's detail
            let far = far_side.ok_or_else(|| SaveError::Room("no far side".into()))?;
            setup.set_seat(far, Seat::Online);
            let code = kept.room.parse().map_err(|_| SaveError::Room(kept.room))?;
            let seat = match kept.seat {
                Some(seat) => {
                    SeatToken::parse(&seat).map_err(|e| SaveError::Room(e.to_string()))?
                }
                None => SeatToken::fresh(),
            };
            Some(OnlineRoom {
                server: kept.server,
                code,
                clock: kept.clock,
                seat,
            })
        }
        None => None,
    };
    let mut session = Session {
        game: rules,
        streak_before: streak,
        online,
        ending,
        took_back,
        ..Session::new(setup)
    };
    // A game kept finished (a match's, for its wins in a row) was counted when it ended.
    session.result_counted = session.status().is_over();
    Ok(session)
}

/// What a saved game holds, read from either version.
type SavedParts = (GameId, GameOptions, Opponent, Vec<String>, Streak);

/// Version 1: the options, the opponent and the streak's holder as words.
fn from_version_1(file: SavedGameFileV1) -> Result<SavedParts, SaveError> {
    let game = file.game.parse::<GameId>().map_err(SaveError::Game)?;
    let options = GameOptions::parse(file.options.split_whitespace(), game.takes_seeds())
        .map_err(SaveError::Options)?;
    let opponent = opponent(&file.opponent).ok_or(SaveError::Opponent(file.opponent.clone()))?;
    let holder = match &file.streak_holder {
        None => None,
        Some(name) => Some(Player::parse(name).ok_or(SaveError::Opponent(name.clone()))?),
    };
    let streak = Streak {
        holder,
        wins: file.streak_wins,
    };
    Ok((game, options, opponent, file.moves, streak))
}

/// The options of a version 2 file, checked as the rules would take them: seeds only where the
/// game has them, and one of the known counts.
fn checked_options(game: GameId, options: GameOptions) -> Result<GameOptions, SaveError> {
    if !game.takes_seeds() {
        if options.seeds != GameOptions::default().seeds {
            return Err(SaveError::Options(OptionError::SeedsNotHere));
        }
    } else if !SEED_CHOICES.contains(&options.seeds) {
        let seeds = options.seeds.to_string();
        return Err(SaveError::Options(OptionError::BadSeeds(seeds)));
    }
    Ok(options)
}

fn opponent(text: &str) -> Option<Opponent> {
    match text.split_whitespace().collect::<Vec<_>>()[..] {
        ["friend"] => Some(Opponent::Friend),
        ["computer", level] => level
            .parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .map(Opponent::Computer),
        _ => None,
    }
}

/// Whether a game is worth offering to continue: moves made and not over, or a match going on.
pub fn worth_keeping(session: &Session) -> bool {
    // A match goes on between its games at one screen; online, the next game is a new
    // invitation, and a finished game there is only looked back on.
    let match_goes_on = session.online.is_none() && session.streak().holder.is_some();
    session.game_in_progress() || match_goes_on
}

/// What the menu offers from the storage: the saved game, or why it could not be read.
#[derive(Resource, Clone, Debug, Default)]
pub enum SavedGame {
    #[default]
    None,
    Ready(Box<Session>),
    /// The saved game was refused and set aside; the notice says why and where it went.
    Refused(FileNotice),
}

/// How a new game stands to the kept one: a fresh start (Play, Learn's "Play a game", Invite,
/// Join), or a game that may go on from it (a link, a record, "Play from here").
#[derive(Copy, Clone, Debug)]
pub enum NewGame<'a> {
    Fresh,
    From(&'a Session),
}

/// The one rule for every way a new game starts: it asks first when a game is kept for
/// "Continue" and the new one does not go on from it (a fresh game never does). The answer is
/// the kept game to name in the question, or `None` to start at once.
pub fn kept_game_it_would_replace<'a>(
    saved: Option<&'a SavedGame>,
    new: NewGame,
) -> Option<&'a Session> {
    let Some(SavedGame::Ready(kept)) = saved else {
        return None;
    };
    let goes_on = match new {
        NewGame::Fresh => false,
        NewGame::From(session) => goes_on_from(session, kept),
    };
    (worth_keeping(kept) && !goes_on).then_some(&**kept)
}

/// The menu's "Play": a new game, which asks first when it would replace the kept one.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct NewGameAsked(pub Setup);

/// A new game waiting for the player to say whether it may replace the kept game.
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplaceQuestion(pub Setup);

/// The player's answer to the `ReplaceQuestion`.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplaceAnswer {
    /// Keep the game for "Continue"; start nothing.
    KeepIt,
    /// Start the new game; the kept one is lost.
    NewGame,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedGame>()
        .add_message::<NewGameAsked>()
        .add_message::<ReplaceAnswer>()
        .add_systems(
            Update,
            (ask_before_replacing, answer_replace_question)
                .chain()
                .in_set(AppSystems::Select),
        )
        .add_systems(Startup, read_saved_game.run_if(resource_exists::<Storage>))
        .add_systems(
            Last,
            keep_game.run_if(
                resource_exists::<Storage>.and_then(resource_exists_and_changed::<Session>),
            ),
        )
        .add_systems(OnEnter(Screen::Menu), offer_kept_game);
}

/// `--continue`: the kept game, once read.
pub fn continue_at_start(app: &mut App) {
    app.add_systems(Startup, continue_saved_game.after(read_saved_game));
}

/// The kept game, or an error and the end of the program when there is none.
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
        SavedGame::Refused(notice) => {
            let message = notice.words(crate::words::english());
            error!("--continue: {message}");
            exit.write(AppExit::error());
        }
    }
}

/// Reads the saved game at start-up; a bad one is set aside, so that the next game's saves do
/// not overwrite it unseen, and the menu says so in plain words.
pub fn read_saved_game(storage: Res<Storage>, mut offer: ResMut<SavedGame>) {
    let reason = match storage.read(SAVED_GAME_FILE) {
        Ok(None) => {
            *offer = SavedGame::None;
            return;
        }
        Ok(Some(text)) => match from_text(&text) {
            Ok(session) => {
                *offer = SavedGame::Ready(Box::new(session));
                return;
            }
            Err(e) => {
                warn!("the saved game was not continued: {e}");
                e.plain_reason()
            }
        },
        // Bytes that are not text are a damaged file like any other.
        Err(e @ StorageError::NotText { .. }) => {
            warn!("the saved game was not continued: {e}");
            SavedGameProblem::Damaged
        }
        Err(e) => {
            warn!("the saved game was not continued: {e}");
            *offer = SavedGame::Refused(FileNotice::SavedGameNotRead);
            return;
        }
    };
    *offer = SavedGame::Refused(match storage.set_aside(SAVED_GAME_FILE) {
        Ok(aside) => FileNotice::SavedGamePutAside { why: reason, aside },
        Err(e) => {
            warn!("the saved game was not put aside: {e}");
            FileNotice::SavedGameNotPutAside { why: reason }
        }
    });
}

/// Saves the game after every change (a move, undo, redo, a new game); a finished game that
/// is no match is forgotten. A failure is said once, and the game goes on.
fn keep_game(
    storage: Res<Storage>,
    session: Res<Session>,
    mut offer: ResMut<SavedGame>,
    mut written: Local<String>,
    mut failed_once: Local<bool>,
) {
    // A lesson or a review is never kept, and never replaces the kept game.
    if !session.is_kept() {
        return;
    }
    let result = if worth_keeping(&session) {
        let text = to_text(&session);
        if *written == text {
            return;
        }
        // Every question that would replace the kept game names it as it now stands: the one
        // offered when the menu was last shown was a move behind ("31 moves played" beside a
        // review of 30), or already over.
        *offer = SavedGame::Ready(Box::new(session.clone()));
        let result = storage.write(SAVED_GAME_FILE, &text);
        *written = text;
        result
    } else {
        written.clear();
        if matches!(*offer, SavedGame::Ready(_)) {
            *offer = SavedGame::None;
        }
        storage.remove(SAVED_GAME_FILE)
    };
    match result {
        Ok(()) => *failed_once = false,
        Err(e) if !*failed_once => {
            warn!("the game in progress is not kept: {e}");
            *failed_once = true;
        }
        Err(_) => {}
    }
}

/// A new game starts at once, unless a game is kept for "Continue": then the player is asked.
fn ask_before_replacing(
    mut asked: MessageReader<NewGameAsked>,
    saved: Res<SavedGame>,
    mut commands: Commands,
    mut requests: MessageWriter<GameRequest>,
) {
    for &NewGameAsked(setup) in asked.read() {
        if kept_game_it_would_replace(Some(&saved), NewGame::Fresh).is_some() {
            commands.insert_resource(ReplaceQuestion(setup));
        } else {
            requests.write(GameRequest::Start(setup));
        }
    }
}

fn answer_replace_question(
    mut answers: MessageReader<ReplaceAnswer>,
    question: Option<Res<ReplaceQuestion>>,
    mut commands: Commands,
    mut requests: MessageWriter<GameRequest>,
) {
    let Some(answer) = answers.read().last() else {
        return;
    };
    let Some(question) = question else {
        return;
    };
    match answer {
        ReplaceAnswer::NewGame => {
            requests.write(GameRequest::Start(question.0));
        }
        // An invitation's room waited for this game: it is not made.
        ReplaceAnswer::KeepIt => commands.remove_resource::<PendingInvite>(),
    }
    commands.remove_resource::<ReplaceQuestion>();
}

/// Back on the menu, the game just left is the one to continue (a lesson or a review leaves the
/// kept game as it was).
fn offer_kept_game(session: Option<Res<Session>>, mut offer: ResMut<SavedGame>) {
    if let Some(session) = session.filter(|session| session.is_kept()) {
        *offer = if worth_keeping(&session) {
            SavedGame::Ready(Box::new(session.clone()))
        } else if matches!(*offer, SavedGame::Ready(_)) {
            SavedGame::None
        } else {
            offer.clone()
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(game: GameId, moves: usize, opponent: Opponent) -> Session {
        let options = GameOptions {
            first: Player::North,
            seeds: if game.takes_seeds() { 4 } else { 6 },
        };
        let mut session = Session::new(Setup::new(game, options, opponent));
        for _ in 0..moves {
            let mv = session.game.legal_moves()[0];
            session.game.play(mv).unwrap();
        }
        session
    }

    #[test]
    fn every_game_round_trips_through_its_text() {
        for game in GameId::ALL {
            let session = played(game, 7, Opponent::Computer(Level::from_number(3).unwrap()));
            let back = from_text(&to_text(&session)).unwrap();
            assert_eq!(back.setup, session.setup, "{game}");
            assert_eq!(back.game.moves(), session.game.moves(), "{game}");
            assert_eq!(back.game.position(), session.game.position(), "{game}");
        }
    }

    /// A take-back is kept with the game (its result is then counted, not rated), and a game
    /// kept finished — a Shax match's — is not counted again when continued.
    #[test]
    fn a_take_back_is_kept_and_a_finished_game_was_counted() {
        let mut session = played(GameId::Sadeqa, 4, Opponent::Computer(Level::Beginner));
        assert!(
            !to_text(&session).contains("took_back"),
            "not written when false"
        );
        assert!(!from_text(&to_text(&session)).unwrap().took_back);
        session.took_back = true;
        let back = from_text(&to_text(&session)).unwrap();
        assert!(back.took_back);
        assert!(!back.result_counted, "a game in progress");
        let mut finished = played(GameId::Sadeqa, 0, Opponent::Friend);
        while let Some(&mv) = finished.game.legal_moves().first() {
            finished.game.play(mv).unwrap();
        }
        assert!(finished.status().is_over());
        assert!(from_text(&to_text(&finished)).unwrap().result_counted);
    }

    /// Every way a new game starts asks by one rule: a fresh game (Play, Learn's "Play a game",
    /// Invite, Join) replaces a kept game; a link, a record or "Play from here" replaces it unless
    /// it goes on from it; nothing asks without a kept game, nor for a finished one.
    #[test]
    fn a_new_game_asks_first_only_when_it_would_lose_the_kept_game() {
        let kept = played(GameId::Shax, 6, Opponent::Friend);
        let saved = SavedGame::Ready(Box::new(kept.clone()));
        let asks = |saved: &SavedGame, new: NewGame| {
            kept_game_it_would_replace(Some(saved), new).is_some()
        };
        let mut longer = kept.clone();
        let next = longer.game.legal_moves()[0];
        longer.game.play(next).unwrap();
        let mut cut = played(GameId::Shax, 0, Opponent::Friend);
        for mv in &kept.game.moves()[..3] {
            cut.game.play(*mv).unwrap();
        }
        let other_game = played(GameId::Sadeqa, 2, Opponent::Friend);
        assert!(asks(&saved, NewGame::Fresh), "Play, Learn, Invite, Join");
        assert!(
            asks(&saved, NewGame::From(&cut)),
            "an older link, play from move 3"
        );
        assert!(
            asks(&saved, NewGame::From(&other_game)),
            "another game's link"
        );
        assert!(!asks(&saved, NewGame::From(&longer)), "a link one move on");
        assert!(
            !asks(&saved, NewGame::From(&kept)),
            "play on from its last move"
        );
        let damaged = SavedGame::Refused(FileNotice::SavedGameNotRead);
        for nothing_kept in [SavedGame::None, damaged] {
            assert!(!asks(&nothing_kept, NewGame::Fresh));
            assert!(!asks(&nothing_kept, NewGame::From(&cut)));
        }
        assert!(kept_game_it_would_replace(None, NewGame::Fresh).is_none());
    }

    /// An online game keeps the player's seat token, so that after a restart the server gives
    /// the seat back; a game kept before there were tokens gets a new one; a bad one is refused.
    #[test]
    fn an_online_game_keeps_its_seat_token() {
        let setup = Setup::online(GameId::Sadeqa, GameOptions::default(), Player::North);
        let room = OnlineRoom {
            server: "ws://127.0.0.1:3536".into(),
            code: "kamu-tevo-bada-sini".parse().unwrap(),
            clock: TimeControl::None,
            seat: SeatToken::fresh(),
        };
        let mut session = Session::new(setup);
        session.game.play_text("a").unwrap();
        session.online = Some(room.clone());
        let text = to_text(&session);
        assert_eq!(from_text(&text).unwrap().online, Some(room.clone()));
        let seat_line = format!(",\n    \"seat\": \"{}\"", room.seat.as_str());
        assert!(text.contains(&seat_line), "{text}");
        let older = text.replace(&seat_line, "");
        let read = from_text(&older).unwrap().online.unwrap();
        assert_eq!(read.code, room.code);
        assert_ne!(read.seat, room.seat, "a new token");
        let bad = text.replace(room.seat.as_str(), "no good");
        assert!(matches!(from_text(&bad), Err(SaveError::Room(_))));
    }

    #[test]
    fn a_shax_match_keeps_its_streak() {
        let mut session = played(GameId::Shax, 3, Opponent::Friend);
        session.streak_before = Streak {
            holder: Some(Player::South),
            wins: 4,
        };
        assert_eq!(
            from_text(&to_text(&session)).unwrap().streak_before,
            session.streak_before
        );
    }

    #[test]
    fn truncated_garbage_foreign_and_illegal_saves_are_refused_with_a_reason() {
        let good = to_text(&played(GameId::Kimasai, 5, Opponent::Friend));
        let illegal = good.replacen("\"moves\": [", "\"moves\": [\n    \"a1\",", 1);
        let cases: Vec<(String, &str)> = vec![
            (good[..good.len() / 2].to_string(), "does not read"),
            ("\u{0}\u{1}binary".into(), "does not read"),
            (String::new(), "does not read"),
            (
                r#"{"name": "a chess game"}"#.into(),
                "not a Daga saved game",
            ),
            (
                good.replace("\"version\": 2", "\"version\": 9"),
                "version 9",
            ),
            (
                good.replace("\"version\": 2", "\"version\": 0"),
                "no version Daga wrote",
            ),
            (good.replace("bao-la-kimasai", "chess"), "does not read"),
            (good.replace("\"north\"", "\"east\""), "does not read"),
            (good.replace("\"friend\"", "\"robot\""), "does not read"),
            (good.replace("\"seeds\": 6", "\"seeds\": 4"), "options"),
            (illegal, "move 1 of the saved game"),
            (
                good.replace("\"moves\": [", "\"moves\": 7, \"x\": ["),
                "does not read",
            ),
        ];
        for (text, says) in cases {
            let error = from_text(&text).unwrap_err().to_string();
            assert!(error.contains(says), "{says}: {error}");
        }
    }

    #[test]
    fn saved_games_written_by_version_1_still_read() {
        let sadeqa = from_text(include_str!(
            "../../../tests/data/saved-game-v1-sadeqa.json"
        ))
        .unwrap();
        assert_eq!(
            sadeqa.setup,
            Setup::new(
                GameId::Sadeqa,
                GameOptions {
                    first: Player::North,
                    seeds: 4
                },
                Opponent::Computer(Level::Club),
            )
        );
        assert_eq!(sadeqa.game.move_texts(), ["A", "a", "A"]);
        let shax = from_text(include_str!(
            "../../../tests/data/saved-game-v1-shax-match.json"
        ))
        .unwrap();
        assert_eq!(shax.setup.opponent(), Opponent::Friend);
        assert_eq!(shax.game.move_texts(), ["a1", "d1"]);
        assert_eq!(
            shax.streak_before,
            Streak {
                holder: Some(Player::South),
                wins: 2
            }
        );
        // Written again, it is version 2, with typed values.
        let text = to_text(&shax);
        assert!(text.contains("\"version\": 2"), "{text}");
        assert!(text.contains("\"opponent\": \"friend\""), "{text}");
        let computer = to_text(&sadeqa);
        assert!(computer.contains("\"computer\": \"Club\""), "{computer}");
        assert_eq!(from_text(&computer).unwrap().setup, sadeqa.setup);
    }

    #[test]
    fn only_games_in_progress_and_matches_are_worth_keeping() {
        assert!(!worth_keeping(&played(GameId::Sadeqa, 0, Opponent::Friend)));
        assert!(worth_keeping(&played(GameId::Sadeqa, 2, Opponent::Friend)));
        let mut fresh_match = played(GameId::Shax, 0, Opponent::Friend);
        fresh_match.streak_before = Streak {
            holder: Some(Player::North),
            wins: 1,
        };
        assert!(worth_keeping(&fresh_match));
        // Online a finished game goes on from nothing: the next is a new invitation (a
        // play-test was asked about replacing a resigned game "kept for Continue").
        let mut resigned = played(GameId::Shax, 6, Opponent::Friend);
        resigned.online = Some(OnlineRoom {
            server: "ws://127.0.0.1:3536".into(),
            code: "kamu-tevo".parse().unwrap(),
            clock: TimeControl::None,
            seat: SeatToken::fresh(),
        });
        assert!(worth_keeping(&resigned), "in progress");
        resigned.ending = Some(Ending::Resigned(Player::South));
        resigned.streak_before = fresh_match.streak_before;
        assert!(!worth_keeping(&resigned));
    }
}
