//! Sadeqa III moves: the hole sown from, `a`..`h` in south's row, `A`..`H` in north's.

use std::fmt;
use std::str::FromStr;

use crate::rules::MoveParseError;

/// Sow from this hole (0..8 south's a..h, 8..16 north's A..H).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SadeqaMove(pub u8);

impl SadeqaMove {
    pub fn hole(self) -> usize {
        self.0 as usize
    }
}

/// The letter of a hole: `a`..`h` for south's row, `A`..`H` for north's.
pub fn hole_name(hole: usize) -> char {
    if hole < 8 {
        (b'a' + hole as u8) as char
    } else {
        (b'A' + (hole - 8) as u8) as char
    }
}

impl fmt::Display for SadeqaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", hole_name(self.hole()))
    }
}

impl FromStr for SadeqaMove {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.as_bytes() {
            [c @ b'a'..=b'h'] => Ok(SadeqaMove(c - b'a')),
            [c @ b'A'..=b'H'] => Ok(SadeqaMove(c - b'A' + 8)),
            _ => Err(MoveParseError {
                text: text.to_string(),
                expected: "one hole letter: a..h in south's row or A..H in north's",
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn notation_round_trips(hole in 0u8..16) {
            let mv = SadeqaMove(hole);
            prop_assert_eq!(mv.to_string().parse::<SadeqaMove>(), Ok(mv));
        }

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,6}") {
            let _ = text.parse::<SadeqaMove>();
        }
    }

    #[test]
    fn refuses_other_letters() {
        for text in ["", "i", "I", "ab", "1", "c ", "é"] {
            assert!(text.parse::<SadeqaMove>().is_err(), "{text}");
        }
    }
}
