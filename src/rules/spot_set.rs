//! A set of a board's spots as the bits of a word (a Shax line's points), read as spot numbers.

use std::ops::BitOr;

/// Spots 0 to 31 of one board, one bit each: what the rules report when a line is formed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpotSet(pub u32);

impl SpotSet {
    pub const EMPTY: SpotSet = SpotSet(0);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn contains(self, spot: u8) -> bool {
        spot < 32 && self.0 & (1 << spot) != 0
    }

    /// The spots in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let spot = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(spot)
        })
    }
}

impl BitOr for SpotSet {
    type Output = SpotSet;

    fn bitor(self, other: SpotSet) -> SpotSet {
        SpotSet(self.0 | other.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_lists_its_spots_lowest_first() {
        let line = SpotSet(0b1001_0001) | SpotSet(1 << 31);
        assert_eq!(line.iter().collect::<Vec<_>>(), vec![0, 4, 7, 31]);
        assert!(line.contains(7) && !line.contains(5) && !line.contains(40));
        assert!(SpotSet::EMPTY.is_empty() && SpotSet::EMPTY.iter().next().is_none());
    }
}
