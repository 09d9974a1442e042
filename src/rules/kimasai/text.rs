//! The Bao la Kimasai position text: `<row 4>/<row 3>/<row 2>/<row 1> <turn>`.
//!
//! Each row is 12 characters, columns a..l, `1` for a stone and `0` for an empty hole, printed
//! from north's back row down as in the seed text's table.

use super::board::{COLUMNS, circuit_index, hole, owner};
use super::{Kimasai, START_STONES};
use crate::rules::{Player, PositionError};

pub(super) fn write(position: &Kimasai) -> String {
    let rows: Vec<String> = (0..4u8)
        .rev()
        .map(|r| {
            (0..COLUMNS)
                .map(|c| {
                    if position.has_stone(hole(c, r)) {
                        '1'
                    } else {
                        '0'
                    }
                })
                .collect()
        })
        .collect();
    format!("{} {}", rows.join("/"), position.to_move)
}

pub(super) fn read(text: &str) -> Result<Kimasai, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, turn] = fields[..] else {
        return Err(PositionError::FieldCount {
            game: "bao-la-kimasai",
            layout: "board turn",
            found: fields.len(),
        });
    };
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 4 || rows.iter().any(|r| r.len() != COLUMNS as usize) {
        return Err(PositionError::BoardShape {
            board: board.to_string(),
            shape: "four rows of 12 holes separated by /",
        });
    }
    let mut stones = [0u32; 2];
    for (printed, row_text) in rows.iter().enumerate() {
        let r = 3 - printed as u8;
        for (c, ch) in row_text.chars().enumerate() {
            let h = hole(c as u8, r);
            match ch {
                '1' => stones[owner(h).index()] |= 1 << circuit_index(h),
                '0' => {}
                _ => return Err(PositionError::bad_value("hole character", ch, "1 or 0")),
            }
        }
    }
    if stones.iter().any(|s| s.count_ones() > START_STONES) {
        return Err(PositionError::Impossible(format!(
            "a player has more than {START_STONES} stones"
        )));
    }
    Ok(Kimasai {
        stones,
        to_move: Player::parse(turn)
            .ok_or_else(|| PositionError::bad_value("turn", turn, "south or north"))?,
        ended_by_repetition: false,
    })
}
