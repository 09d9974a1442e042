//! Shax moves and their notation: `d2` (place), `xd5` (remove), `d2-d3`, `d2-d3xg7`.

use std::fmt;
use std::str::FromStr;

use super::board::{Point, point_by_name, point_name};
use crate::rules::MoveParseError;

/// One Shax move. A step that forms a jare carries the removal it makes, if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShaxMove {
    Place(Point),
    Remove(Point),
    Step {
        from: Point,
        to: Point,
        remove: Option<Point>,
    },
}

impl fmt::Display for ShaxMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShaxMove::Place(p) => f.write_str(point_name(p)),
            ShaxMove::Remove(p) => write!(f, "x{}", point_name(p)),
            ShaxMove::Step { from, to, remove } => {
                write!(f, "{}-{}", point_name(from), point_name(to))?;
                match remove {
                    Some(r) => write!(f, "x{}", point_name(r)),
                    None => Ok(()),
                }
            }
        }
    }
}

const EXPECTED: &str = "a point (d2), a removal (xd5), a step (d2-d3) or a step with removal \
     (d2-d3xg7); the points are a1 d1 g1 g4 g7 d7 a7 a4 b2 d2 f2 f4 f6 d6 b6 b4 c3 d3 e3 e4 e5 d5 c5 c4";

impl FromStr for ShaxMove {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || MoveParseError {
            text: text.to_string(),
            expected: EXPECTED,
        };
        let point = |name: &str| point_by_name(name).ok_or_else(error);
        if let Some(target) = text.strip_prefix('x') {
            return Ok(ShaxMove::Remove(point(target)?));
        }
        let Some((from, rest)) = text.split_once('-') else {
            return Ok(ShaxMove::Place(point(text)?));
        };
        let (to, remove) = match rest.split_once('x') {
            Some((to, removed)) => (to, Some(point(removed)?)),
            None => (rest, None),
        };
        Ok(ShaxMove::Step {
            from: point(from)?,
            to: point(to)?,
            remove,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_point() -> impl Strategy<Value = Point> {
        0u8..24
    }

    fn any_move() -> impl Strategy<Value = ShaxMove> {
        prop_oneof![
            any_point().prop_map(ShaxMove::Place),
            any_point().prop_map(ShaxMove::Remove),
            (any_point(), any_point(), proptest::option::of(any_point()))
                .prop_map(|(from, to, remove)| ShaxMove::Step { from, to, remove }),
        ]
    }

    proptest! {
        #[test]
        fn notation_round_trips(mv in any_move()) {
            prop_assert_eq!(mv.to_string().parse::<ShaxMove>(), Ok(mv));
        }

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,12}") {
            let _ = text.parse::<ShaxMove>();
        }
    }

    #[test]
    fn reads_the_issue_examples() {
        assert_eq!("d2".parse::<ShaxMove>().unwrap().to_string(), "d2");
        assert_eq!("xd5".parse::<ShaxMove>().unwrap().to_string(), "xd5");
        assert_eq!("d2-d3".parse::<ShaxMove>().unwrap().to_string(), "d2-d3");
        assert_eq!(
            "d2-d3xg7".parse::<ShaxMove>().unwrap().to_string(),
            "d2-d3xg7"
        );
    }

    #[test]
    fn refuses_bad_text() {
        for text in [
            "",
            "a2",
            "x",
            "d2-",
            "-d3",
            "d2-d3x",
            "d2-d3xg7x",
            "D2",
            "d2 d3",
            "xxd5",
        ] {
            let err = text.parse::<ShaxMove>().unwrap_err();
            assert!(err.to_string().contains("expected"), "{text}: {err}");
        }
    }
}
