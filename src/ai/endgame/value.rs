//! What a table knows of a position: won, lost or drawn with perfect play, and in how many plies.

use std::fmt;

/// The value of a position with perfect play, for one named player: the winner hurries, the
/// loser delays, and `plies` counts moves of both sides to the game's end (Shax's tables); or
/// how many seeds ahead the player ends the game (Sadeqa III's, which count no plies).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Exact {
    Win { plies: u16 },
    Loss { plies: u16 },
    Draw,
    Margin { seeds: i16 },
}

impl Exact {
    /// The same position seen by the other player.
    pub fn flipped(self) -> Exact {
        match self {
            Exact::Win { plies } => Exact::Loss { plies },
            Exact::Loss { plies } => Exact::Win { plies },
            Exact::Draw => Exact::Draw,
            Exact::Margin { seeds } => Exact::Margin { seeds: -seeds },
        }
    }

    /// The value one ply earlier, before the move that led here.
    pub fn one_ply_earlier(self) -> Exact {
        match self {
            Exact::Win { plies } => Exact::Win { plies: plies + 1 },
            Exact::Loss { plies } => Exact::Loss { plies: plies + 1 },
            other => other,
        }
    }

    /// Orders values by how much the player likes them: quick wins first, long losses before
    /// short ones.
    pub fn preference(self) -> i32 {
        match self {
            Exact::Win { plies } => 100_000 - plies as i32,
            Exact::Draw => 0,
            Exact::Loss { plies } => -100_000 + plies as i32,
            Exact::Margin { seeds } => seeds as i32,
        }
    }

    /// The plies to the end, for a win or a loss.
    pub fn plies(self) -> Option<u16> {
        match self {
            Exact::Win { plies } | Exact::Loss { plies } => Some(plies),
            Exact::Draw | Exact::Margin { .. } => None,
        }
    }
}

/// The engine's words (`probe`): `win 9`, `loss 4`, `draw`.
impl fmt::Display for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Exact::Win { plies } => write!(f, "win {plies}"),
            Exact::Loss { plies } => write!(f, "loss {plies}"),
            Exact::Draw => f.write_str("draw"),
            Exact::Margin { seeds } => write!(f, "margin {seeds}"),
        }
    }
}

/// A table entry in one byte: 0 a draw (or, while building, not known yet), 1..=127 a win in
/// that many plies, 129..=255 a loss in the byte less 128.
pub(super) const LONGEST: u16 = 127;

pub(super) fn to_byte(value: Exact) -> u8 {
    match value {
        // Only Shax's tables are stored in bytes, and they never hold a margin.
        Exact::Draw | Exact::Margin { .. } => 0,
        Exact::Win { plies } => plies as u8,
        Exact::Loss { plies } => 128 + plies as u8,
    }
}

pub(super) fn from_byte(byte: u8) -> Exact {
    match byte {
        0 => Exact::Draw,
        1..=127 => Exact::Win { plies: byte as u16 },
        _ => Exact::Loss {
            plies: byte as u16 - 128,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_keep_values_and_preferences_order_them() {
        for value in [
            Exact::Draw,
            Exact::Win { plies: 1 },
            Exact::Win { plies: LONGEST },
            Exact::Loss { plies: 1 },
            Exact::Loss { plies: LONGEST },
        ] {
            assert_eq!(from_byte(to_byte(value)), value);
            assert_eq!(value.flipped().flipped(), value);
        }
        let ordered = [
            Exact::Win { plies: 1 },
            Exact::Win { plies: 9 },
            Exact::Draw,
            Exact::Loss { plies: 9 },
            Exact::Loss { plies: 1 },
        ];
        assert!(
            ordered
                .windows(2)
                .all(|w| w[0].preference() > w[1].preference())
        );
        assert_eq!(Exact::Win { plies: 9 }.to_string(), "win 9");
    }
}
