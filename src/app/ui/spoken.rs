//! The board in words, for a screen reader and a player at the keyboard: each spot's name and
//! what lies on it ("d2, light piece", "c (South's row), 5 seeds"), an announcement of each move's news and
//! of what a command read aloud (the board by rows, whose turn and the score, the last move,
//! the moves from the cursor's spot), and moves typed in the game's notation. The desktop's
//! AccessKit tree and the web page's ARIA mirror are both made from these two resources.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::board::animation::Shown;
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::board::marks::KeyboardCursor;
use crate::app::games;
use crate::app::input::keyboard::DialogsOpen;
use crate::app::play::hint::{Hint, HintShown};
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::selection::Selection;
use crate::app::play::session::{BoardReset, MoveChosen, Session};
use crate::app::ui::narration::{News, moves_are_named, status_line};
use crate::app::words::{Arg, Phrasebook, Said, Words};
use crate::rules::{AnyMove, Player, SpotContents};

/// One spot as a screen reader names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpokenSpot {
    pub spot: u8,
    /// Its coordinate and contents: "d2, light piece".
    pub label: String,
    /// Whether a click on it goes on with the move being picked now.
    pub can_pick: bool,
}

/// The board's spots in words, in the game's own order (empty off the board).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SpokenBoard {
    pub spots: Vec<SpokenSpot>,
    /// Whose turn it is, or the result: the header's line.
    pub status: String,
}

/// The last thing said aloud: the news of a move or a refusal, or what a command read. A
/// screen reader's live region speaks it once, when `serial` changes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement {
    pub text: String,
    pub serial: u32,
}

impl Announcement {
    pub fn say(&mut self, text: String) {
        self.text = text;
        self.serial = self.serial.wrapping_add(1);
    }
}

/// What a player asks to hear: by a key on the desktop, by a button of the web page's mirror.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReadAloud {
    /// Every spot, row by row from the top of the board.
    Board,
    /// Whose turn it is and what each side has captured.
    TurnAndScore,
    /// The latest news: the last move or two.
    LastMove,
    /// The moves that start at the keyboard cursor's spot.
    MovesFromCursor,
    /// The keys that play and read.
    Keys,
}

/// A move typed in the game's notation ("d2-d5", "c", "k3>j3"), to be played if it is legal.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MoveTyped(pub String);

/// The keys that read aloud (none of them plays or changes anything).
pub const READING_KEYS: [(KeyCode, ReadAloud); 5] = [
    (KeyCode::KeyB, ReadAloud::Board),
    (KeyCode::KeyT, ReadAloud::TurnAndScore),
    (KeyCode::KeyL, ReadAloud::LastMove),
    (KeyCode::KeyM, ReadAloud::MovesFromCursor),
    (KeyCode::KeyK, ReadAloud::Keys),
];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SpokenBoard>()
        .init_resource::<Announcement>()
        .add_message::<ReadAloud>()
        .add_message::<MoveTyped>()
        .add_systems(
            Update,
            (
                reading_keys
                    .run_if(in_state(Screen::Playing).and_then(|d: Res<DialogsOpen>| !d.any()))
                    .in_set(AppSystems::Input),
                play_typed_moves
                    .run_if(resource_exists::<Session>)
                    .in_set(AppSystems::Input),
                (
                    describe_the_board,
                    announce_news,
                    announce_the_end,
                    announce_hints,
                    announce_resets.run_if(on_message::<BoardReset>),
                    announce_the_cursor,
                    read_aloud,
                )
                    .chain()
                    .run_if(resource_exists::<Session>.and_then(in_state(Screen::Playing)))
                    .in_set(AppSystems::Present),
            ),
        )
        .add_systems(
            OnExit(Screen::Playing),
            // Nothing of the game left is said again on the menu (a play-test heard its last
            // news there, and in the next game).
            |mut board: ResMut<SpokenBoard>, mut announcement: ResMut<Announcement>| {
                *board = SpokenBoard::default();
                announcement.say(String::new());
            },
        );
}

fn reading_keys(keys: Res<ButtonInput<KeyCode>>, mut asked: MessageWriter<ReadAloud>) {
    for (key, reading) in READING_KEYS {
        if keys.just_pressed(key) {
            asked.write(reading);
        }
    }
}

/// What lies on a spot, in words: "d2, light piece", "c (South's row), 5 seeds", "k3, empty".
pub fn spot_label(
    game: crate::rules::GameId,
    spot: u8,
    on: SpotContents,
    words: &Phrasebook,
) -> String {
    let board = games::board(game);
    let name = match board.spot_side(spot) {
        None => board.spot_name(spot),
        Some(side) => {
            let side = words.get(match side {
                Player::South => "menu-south",
                Player::North => "menu-north",
            });
            let args = [
                ("spot", board.spot_name(spot).into()),
                ("side", side.into()),
            ];
            words.with("spot-said-in-row", &args)
        }
    };
    let token = games::narrator(game).token_word();
    let contents = match (on.owner, on.count) {
        (None, 0) => "empty".to_string(),
        (None, count) => {
            let count = ("count", Arg::from(count));
            return words.with("spot-said-seeds", &[("spot", name.into()), count]);
        }
        (Some(Player::South), _) => format!("light-{token}"),
        (Some(Player::North), _) => format!("dark-{token}"),
    };
    words.with(&format!("spot-said-{contents}"), &[("spot", name.into())])
}

/// Names every spot from the position on the board and the picks open now.
fn describe_the_board(
    session: Res<Session>,
    selection: Res<Selection>,
    words: Res<Words>,
    turn: Option<Res<State<Turn>>>,
    shown: Res<Shown>,
    coordinates: Option<Res<ShowCoordinates>>,
    mut board: ResMut<SpokenBoard>,
) {
    // Worded again only when something it says may have changed (48 labels for Bao la Kimasai).
    let news = session.is_changed()
        || selection.is_changed()
        || words.is_changed()
        || shown.is_changed()
        || board.is_changed()
        || turn.as_ref().is_some_and(|turn| turn.is_changed())
        || coordinates.as_ref().is_some_and(|c| c.is_changed());
    if !news {
        return;
    }
    let game = session.setup.game;
    let view = session.game.position().board_view();
    let awaiting = turn
        .as_ref()
        .is_some_and(|t| *t.get() == Turn::AwaitingInput);
    let spots = (0..games::board(game).spot_count())
        .map(|spot| SpokenSpot {
            spot,
            label: spot_label(game, spot, view.spots[spot as usize], &words),
            can_pick: awaiting && selection.next.contains(&spot),
        })
        .collect();
    let named = moves_are_named(coordinates.as_deref());
    let status = turn
        .map(|turn| status_line(&session, *turn.get(), &shown, false, named, &words))
        .unwrap_or_default();
    board.set_if_neq(SpokenBoard { spots, status });
}

/// Each new line of news (a move shown, a move refused, a hint) is said once.
fn announce_news(
    news: Res<News>,
    words: Res<Words>,
    board: Res<SpokenBoard>,
    mut told: Local<Option<Said>>,
    mut announcement: ResMut<Announcement>,
) {
    let Some(latest) = news.0.last() else {
        // The news forgotten: a new game (or one taken back to its start) says whose turn it is,
        // not the last game's end.
        if told.take().is_some() {
            announcement.say(board.status.clone());
        }
        return;
    };
    if told.as_ref() != Some(latest) {
        announcement.say(latest.in_words(&words));
        *told = Some(latest.clone());
    }
}

/// The game's end is said with its result, who won and why (the move's news alone did not).
fn announce_the_end(
    turn: Option<Res<State<Turn>>>,
    board: Res<SpokenBoard>,
    mut announcement: ResMut<Announcement>,
) {
    let over = turn.is_some_and(|turn| turn.is_changed() && *turn.get() == Turn::GameOver);
    if over && !announcement.text.contains(&board.status) {
        let said = match announcement.text.is_empty() {
            true => board.status.clone(),
            false => format!("{} {}", announcement.text, board.status),
        };
        announcement.say(said);
    }
}

/// A hint is said as the board shows it: where the move starts, then the whole move (the
/// bubble beside the ring says the same to the eye).
fn announce_hints(
    hint: Res<Hint>,
    words: Res<Words>,
    mut told: Local<Option<(HintShown, AnyMove)>>,
    mut announcement: ResMut<Announcement>,
) {
    let Some(best) = hint.best.filter(|_| hint.shown() != HintShown::Nothing) else {
        *told = None;
        return;
    };
    if *told == Some((hint.shown(), best)) {
        return;
    }
    *told = Some((hint.shown(), best));
    let said = match (hint.shown(), games::click_path(best).first()) {
        (HintShown::Start, Some(&first)) => {
            let spot = games::board(best.game()).spot_name(first);
            words.with("hint-start-at", &[("spot", spot.into())])
        }
        _ => words.with("hint-move", &[("move", best.to_string().into())]),
    };
    announcement.say(said);
}

/// A move taken back or played again shows its position at once, without news: whose turn it
/// is now is said.
fn announce_resets(board: Res<SpokenBoard>, mut announcement: ResMut<Announcement>) {
    announcement.say(board.status.clone());
}

/// The keyboard cursor's spot is said where it lands, as a screen reader says a focused button.
fn announce_the_cursor(
    cursor: Res<KeyboardCursor>,
    board: Res<SpokenBoard>,
    mut announcement: ResMut<Announcement>,
) {
    if !cursor.is_changed() {
        return;
    }
    if let Some(spot) = cursor
        .0
        .and_then(|c| board.spots.iter().find(|s| s.spot == c))
    {
        announcement.say(spot.label.clone());
    }
}

fn read_aloud(
    mut asked: MessageReader<ReadAloud>,
    session: Res<Session>,
    board: Res<SpokenBoard>,
    news: Res<News>,
    cursor: Res<KeyboardCursor>,
    words: Res<Words>,
    mut announcement: ResMut<Announcement>,
) {
    for reading in asked.read() {
        let text = match reading {
            ReadAloud::Board => board_by_rows(&session, &board, &words),
            ReadAloud::TurnAndScore => turn_and_score(&session, &board, &words),
            ReadAloud::LastMove => match (session.game.last_move(), news.lines(&words)) {
                (None, _) => words.get("said-no-move-yet"),
                // The move in the notation first: a sentence such as "captured 2 stones!" does
                // not say where.
                (Some(mv), lines) => {
                    let named = words.with("said-last-move", &[("move", mv.to_string().into())]);
                    std::iter::once(named)
                        .chain(lines)
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            },
            ReadAloud::MovesFromCursor => moves_from(&session, cursor.0, &words),
            ReadAloud::Keys => words.get("access-keys"),
        };
        announcement.say(text);
    }
}

/// Every spot's label, a row at a time from the top of the board as drawn.
fn board_by_rows(session: &Session, board: &SpokenBoard, words: &Phrasebook) -> String {
    let view = games::board(session.setup.game);
    let mut by_height: Vec<&SpokenSpot> = board.spots.iter().collect();
    let height = |s: &SpokenSpot| view.spot_position(s.spot).y.round() as i32;
    let across = |s: &SpokenSpot| view.spot_position(s.spot).x;
    by_height.sort_by(|a, b| {
        height(b)
            .cmp(&height(a))
            .then(across(a).total_cmp(&across(b)))
    });
    let mut rows: Vec<Vec<&str>> = Vec::new();
    let mut last_height = None;
    for spot in by_height {
        if last_height != Some(height(spot)) {
            rows.push(Vec::new());
            last_height = Some(height(spot));
        }
        if let Some(row) = rows.last_mut() {
            row.push(&spot.label);
        }
    }
    rows.iter()
        .enumerate()
        .map(|(i, row)| {
            let args = [("row", Arg::from(i + 1)), ("spots", row.join("; ").into())];
            words.with("said-row", &args)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The header's line, then each side with what it has captured.
fn turn_and_score(session: &Session, board: &SpokenBoard, words: &Phrasebook) -> String {
    let stores = session.game.position().board_view().stores;
    let store_word = games::narrator(session.setup.game).store_word();
    let sides = [Player::South, Player::North].map(|player| {
        let captured = words.with(store_word, &[("count", stores[player.index()].into())]);
        let side = session.setup.side_called(player, words);
        words.with(
            "side-captured",
            &[("side", side.into()), ("captured", captured.into())],
        )
    });
    format!(
        "{}. {}. {}.",
        board.status.trim_end_matches('.'),
        sides[0],
        sides[1]
    )
}

/// The legal moves whose first pick is `spot`, in the notation.
fn moves_from(session: &Session, spot: Option<u8>, words: &Phrasebook) -> String {
    let Some(spot) = spot else {
        return words.get("said-no-cursor");
    };
    let name = games::board(session.setup.game).spot_name(spot);
    let moves: Vec<String> = session
        .game
        .legal_moves()
        .into_iter()
        .filter(|&mv| games::click_path(mv).first() == Some(&spot))
        .map(|mv: AnyMove| mv.to_string())
        .collect();
    let args = [
        ("spot", Arg::from(name)),
        ("moves", moves.join(", ").into()),
    ];
    match moves.is_empty() {
        true => words.with("said-no-moves-from", &args[..1]),
        false => words.with("said-moves-from", &args),
    }
}

/// A typed move is played when it is the player's turn and the rules take it; otherwise the
/// announcement says why not, and nothing changes.
fn play_typed_moves(
    mut typed: MessageReader<MoveTyped>,
    session: Res<Session>,
    turn: Option<Res<State<Turn>>>,
    words: Res<Words>,
    mut chosen: MessageWriter<MoveChosen>,
    mut announcement: ResMut<Announcement>,
) {
    for MoveTyped(text) in typed.read() {
        let text = text.trim();
        let your_turn = turn
            .as_ref()
            .is_some_and(|t| *t.get() == Turn::AwaitingInput)
            && !session.is_review();
        if !your_turn {
            announcement.say(words.get("typed-not-your-turn"));
            continue;
        }
        match session.game.parse_move(text) {
            Ok(mv) => {
                chosen.write(MoveChosen {
                    mv,
                    at_ply: session.game.ply(),
                });
            }
            Err(error) => {
                let args = [
                    ("move", Arg::from(text)),
                    ("expected", error.expected.into()),
                ];
                announcement.say(words.with("typed-refused", &args));
            }
        }
    }
}
