//! The Shax position text: `<outer>/<middle>/<inner> <turn> <phase> <hand S> <hand N> <first jare> <quiet plies>`.
//!
//! Each square is 8 characters in the point order (outer `a1 d1 g1 g4 g7 d7 a7 a4`, …):
//! `S` south, `N` north, `.` empty. `<turn>` is the player in the alternation (during a hadig,
//! the blocked one); `<phase>` is `place`, `remove-first`, `remove-second` or `move`;
//! `<first jare>` is `south`, `north` or `-`.

use super::{Phase, Shax};
use crate::rules::{Player, PositionError};

const PHASES: [(Phase, &str); 4] = [
    (Phase::Placing, "place"),
    (Phase::FirstRemoval, "remove-first"),
    (Phase::SecondRemoval, "remove-second"),
    (Phase::Moving, "move"),
];

pub(super) fn write(position: &Shax) -> String {
    let mut board = String::with_capacity(26);
    for point in 0..24u8 {
        if point > 0 && point % 8 == 0 {
            board.push('/');
        }
        board.push(match position.owner(point) {
            Some(Player::South) => 'S',
            Some(Player::North) => 'N',
            None => '.',
        });
    }
    let phase = PHASES
        .iter()
        .find(|(p, _)| *p == position.phase)
        .map(|(_, n)| *n)
        .unwrap_or("move");
    let first_jare = position.first_jare.map_or("-", Player::name);
    format!(
        "{board} {} {phase} {} {} {first_jare} {}",
        position.to_move, position.in_hand[0], position.in_hand[1], position.quiet_plies
    )
}

pub(super) fn read(text: &str) -> Result<Shax, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [
        board,
        turn,
        phase,
        hand_south,
        hand_north,
        first_jare,
        quiet,
    ] = fields[..]
    else {
        return Err(PositionError::FieldCount {
            game: "shax",
            layout: "board turn phase hand-south hand-north first-jare quiet-plies",
            found: fields.len(),
        });
    };
    let mut pieces = [0u32; 2];
    let squares: Vec<&str> = board.split('/').collect();
    if squares.len() != 3 || squares.iter().any(|s| s.chars().count() != 8) {
        return Err(PositionError::BoardShape {
            board: board.to_string(),
            shape: "three squares of 8 points separated by /",
        });
    }
    for (point, c) in squares.concat().chars().enumerate() {
        match c {
            'S' => pieces[0] |= 1 << point,
            'N' => pieces[1] |= 1 << point,
            '.' => {}
            _ => return Err(PositionError::bad_value("board character", c, "S, N or .")),
        }
    }
    let to_move = Player::parse(turn)
        .ok_or_else(|| PositionError::bad_value("turn", turn, "south or north"))?;
    let phase = PHASES
        .iter()
        .find(|(_, n)| *n == phase)
        .map(|(p, _)| *p)
        .ok_or_else(|| {
            PositionError::bad_value("phase", phase, "place, remove-first, remove-second or move")
        })?;
    let count = |field: &str, what: &'static str, max: u8| {
        field
            .parse::<u8>()
            .ok()
            .filter(|&n| n <= max)
            .ok_or_else(|| {
                PositionError::bad_value(what, field, &format!("a number from 0 to {max}"))
            })
    };
    let first_jare = match first_jare {
        "-" => None,
        word => Some(
            Player::parse(word)
                .ok_or_else(|| PositionError::bad_value("first jare", word, "south, north or -"))?,
        ),
    };
    Ok(Shax {
        pieces,
        in_hand: [
            count(hand_south, "south's hand", 12)?,
            count(hand_north, "north's hand", 12)?,
        ],
        to_move,
        phase,
        first_jare,
        quiet_plies: count(quiet, "quiet plies", super::QUIET_PLY_LIMIT)?,
        ended_by_repetition: false,
    })
}
