//! Bao la Kimasai moves: `b2-a2` (from-to); `b2` alone is read as the step from b2.

use std::fmt;
use std::str::FromStr;

use super::board::{Hole, hole_by_name, hole_name, successor};
use crate::rules::MoveParseError;

/// A step from one hole to another (legal only when `to` is the next hole of `from`'s circuit).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KimasaiMove {
    pub from: Hole,
    pub to: Hole,
}

impl KimasaiMove {
    /// The step from `from` to the next hole of its circuit.
    pub fn from_hole(from: Hole) -> Self {
        KimasaiMove {
            from,
            to: successor(from),
        }
    }
}

impl fmt::Display for KimasaiMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", hole_name(self.from), hole_name(self.to))
    }
}

impl FromStr for KimasaiMove {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || MoveParseError {
            text: text.to_string(),
            expected: "a step like b2-a2 (or just b2): columns a..l, rows 1..4",
        };
        match text.split_once('-') {
            Some((from, to)) => Ok(KimasaiMove {
                from: hole_by_name(from).ok_or_else(error)?,
                to: hole_by_name(to).ok_or_else(error)?,
            }),
            None => Ok(KimasaiMove::from_hole(
                hole_by_name(text).ok_or_else(error)?,
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn notation_round_trips(from in 0u8..48, to in 0u8..48) {
            let mv = KimasaiMove { from, to };
            prop_assert_eq!(mv.to_string().parse::<KimasaiMove>(), Ok(mv));
        }

        #[test]
        fn short_form_is_the_circuit_step(from in 0u8..48) {
            let short = hole_name(from).parse::<KimasaiMove>().unwrap();
            prop_assert_eq!(short, KimasaiMove::from_hole(from));
        }

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,8}") {
            let _ = text.parse::<KimasaiMove>();
        }
    }

    #[test]
    fn reads_the_issue_examples() {
        assert_eq!("b2-a2".parse::<KimasaiMove>().unwrap().to_string(), "b2-a2");
        assert_eq!("b2".parse::<KimasaiMove>().unwrap().to_string(), "b2-a2");
        for text in ["", "m1", "a5", "a0", "b2-", "b2-a2-a1", "B2"] {
            assert!(text.parse::<KimasaiMove>().is_err(), "{text}");
        }
    }
}
