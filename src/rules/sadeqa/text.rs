//! The Sadeqa III position text: `<a,b,…,h>/<A,B,…,H> <turn> <captured S> <captured N>`.

use super::{Sadeqa, sowing::HOLES};
use crate::rules::{Player, PositionError};

pub(super) fn write(position: &Sadeqa) -> String {
    let row = |range: std::ops::Range<usize>| {
        range
            .map(|h| position.holes[h].to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{}/{} {} {} {}",
        row(0..8),
        row(8..16),
        position.to_move,
        position.captured[0],
        position.captured[1]
    )
}

pub(super) fn read(text: &str) -> Result<Sadeqa, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, turn, south, north] = fields[..] else {
        return Err(PositionError::FieldCount {
            game: "sadeqa-iii",
            layout: "board turn captured-south captured-north",
            found: fields.len(),
        });
    };
    let counts: Vec<&str> = board.split(['/', ',']).collect();
    if counts.len() != HOLES
        || board.matches('/').count() != 1
        || !board.split('/').all(|r| r.split(',').count() == 8)
    {
        return Err(PositionError::BoardShape {
            board: board.to_string(),
            shape: "two rows of 8 counts (a..h/A..H)",
        });
    }
    let mut holes = [0u8; HOLES];
    for (hole, count) in holes.iter_mut().zip(counts) {
        *hole = count
            .parse()
            .map_err(|_| PositionError::bad_value("hole count", count, "a number from 0 to 255"))?;
    }
    let captured = |field: &str| {
        field
            .parse::<u16>()
            .ok()
            .filter(|&n| n <= 9999)
            .ok_or_else(|| {
                PositionError::bad_value("captured count", field, "a number from 0 to 9999")
            })
    };
    Ok(Sadeqa {
        holes,
        captured: [captured(south)?, captured(north)?],
        to_move: Player::parse(turn)
            .ok_or_else(|| PositionError::bad_value("turn", turn, "south or north"))?,
        ended_by_repetition: false,
    })
}
