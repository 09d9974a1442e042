//! The 4×12 board: hole names, each player's counter-clockwise circuit, and the columns.

use crate::rules::Player;

/// A hole of the board: `row * 12 + column`, rows 0..4 for 1..4, columns 0..12 for a..l.
pub type Hole = u8;

pub const COLUMNS: u8 = 12;
pub const ROWS: u8 = 4;
/// Holes on the whole board.
pub const HOLE_COUNT: Hole = ROWS * COLUMNS;
/// Holes in one player's circuit (their two rows).
pub const CIRCUIT: u8 = 24;
pub const CIRCUIT_MASK: u32 = (1 << CIRCUIT) - 1;

pub fn hole(column: u8, row: u8) -> Hole {
    row * COLUMNS + column
}

pub fn column(hole: Hole) -> u8 {
    hole % COLUMNS
}

/// 0-based row: 0 south back, 1 south front, 2 north front, 3 north back.
pub fn row(hole: Hole) -> u8 {
    hole / COLUMNS
}

pub fn hole_name(hole: Hole) -> String {
    format!("{}{}", (b'a' + column(hole)) as char, row(hole) + 1)
}

pub fn hole_by_name(name: &str) -> Option<Hole> {
    match name.as_bytes() {
        [c @ b'a'..=b'l', r @ b'1'..=b'4'] => Some(hole(c - b'a', r - b'1')),
        _ => None,
    }
}

/// Whose circuit a hole is on.
pub fn owner(hole: Hole) -> Player {
    if row(hole) < 2 {
        Player::South
    } else {
        Player::North
    }
}

/// The hole at circuit index `index` (0..24) of `player`'s circuit.
/// South: a1 → l1 (0..12), then l2 → a2 (12..24). North: l4 → a4, then a3 → l3.
pub fn circuit_hole(player: Player, index: u8) -> Hole {
    match (player, index < COLUMNS) {
        (Player::South, true) => hole(index, 0),
        (Player::South, false) => hole(23 - index, 1),
        (Player::North, true) => hole(11 - index, 3),
        (Player::North, false) => hole(index - 12, 2),
    }
}

/// The circuit index of a hole on its owner's circuit.
pub fn circuit_index(hole: Hole) -> u8 {
    let (c, r) = (column(hole), row(hole));
    match r {
        0 => c,
        1 => 23 - c,
        2 => 12 + c,
        _ => 11 - c,
    }
}

/// The next hole along the hole's circuit.
pub fn successor(hole: Hole) -> Hole {
    circuit_hole(owner(hole), (circuit_index(hole) + 1) % CIRCUIT)
}

/// Circuit index of a player's front-row hole in `column`.
pub fn front_index(player: Player, column: u8) -> u8 {
    match player {
        Player::South => 23 - column,
        Player::North => 12 + column,
    }
}

/// Circuit index of a player's back-row hole in `column`.
pub fn back_index(player: Player, column: u8) -> u8 {
    match player {
        Player::South => column,
        Player::North => 11 - column,
    }
}

/// True when a circuit index lies in the front row.
pub fn is_front(index: u8) -> bool {
    index >= COLUMNS
}

/// The column of a circuit index of `player`.
pub fn index_column(player: Player, index: u8) -> u8 {
    column(circuit_hole(player, index))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn circuits_follow_the_issue() {
        let walk = |start: &str, n: usize| {
            let mut h = hole_by_name(start).unwrap();
            let mut names = vec![];
            for _ in 0..n {
                h = successor(h);
                names.push(hole_name(h));
            }
            names.join(" ")
        };
        assert_eq!(walk("k1", 3), "l1 l2 k2");
        assert_eq!(walk("b2", 2), "a2 a1");
        assert_eq!(walk("b4", 3), "a4 a3 b3");
        assert_eq!(walk("k3", 3), "l3 l4 k4");
        for player in Player::BOTH {
            for i in 0..CIRCUIT {
                let h = circuit_hole(player, i);
                assert_eq!(owner(h), player);
                assert_eq!(circuit_index(h), i);
            }
        }
    }

    #[test]
    fn front_and_back_indices_name_the_column() {
        for c in 0..COLUMNS {
            assert_eq!(
                hole_name(circuit_hole(Player::South, front_index(Player::South, c))),
                format!("{}2", (b'a' + c) as char)
            );
            assert_eq!(
                hole_name(circuit_hole(Player::North, front_index(Player::North, c))),
                format!("{}3", (b'a' + c) as char)
            );
            assert_eq!(
                hole_name(circuit_hole(Player::South, back_index(Player::South, c))),
                format!("{}1", (b'a' + c) as char)
            );
            assert_eq!(
                hole_name(circuit_hole(Player::North, back_index(Player::North, c))),
                format!("{}4", (b'a' + c) as char)
            );
        }
    }
}
