//! The mill board's 16 symmetries (Gasser's): the square's eight turns and mirrors, each with
//! or without swapping the inner and outer squares. Each maps lines to lines and steps to steps.

use crate::rules::shax::board::POINTS;

/// How many symmetries the board has.
pub const SYMMETRIES: usize = 16;

/// A symmetry of the points, applied to a set of points a byte at a time.
#[derive(Clone)]
pub struct Symmetry {
    /// For each of the three bytes of a set, what each byte value maps to.
    byte_maps: [[u32; 256]; 3],
}

impl Symmetry {
    fn new(turns: usize, mirrored: bool, swapped: bool) -> Symmetry {
        let mut point_map = [0u8; POINTS];
        for (point, image) in point_map.iter_mut().enumerate() {
            let (square, index) = (point / 8, point % 8);
            // Indices run clockwise from the bottom-left corner: a quarter turn adds two, and
            // the mirror in the diagonal through that corner reverses the order.
            let index = if mirrored { (8 - index) % 8 } else { index };
            let index = (index + 2 * turns) % 8;
            let square = if swapped { 2 - square } else { square };
            *image = (square * 8 + index) as u8;
        }
        let mut byte_maps = [[0u32; 256]; 3];
        for (byte, map) in byte_maps.iter_mut().enumerate() {
            for (value, image) in map.iter_mut().enumerate() {
                for bit in 0..8 {
                    if value & (1 << bit) != 0 {
                        *image |= 1 << point_map[byte * 8 + bit];
                    }
                }
            }
        }
        Symmetry { byte_maps }
    }

    /// The image of a set of points.
    pub fn apply(&self, set: u32) -> u32 {
        self.byte_maps[0][(set & 0xff) as usize]
            | self.byte_maps[1][(set >> 8 & 0xff) as usize]
            | self.byte_maps[2][(set >> 16 & 0xff) as usize]
    }
}

/// All 16, the identity first.
pub fn all() -> Vec<Symmetry> {
    let mut all = Vec::with_capacity(SYMMETRIES);
    for swapped in [false, true] {
        for mirrored in [false, true] {
            for turns in 0..4 {
                all.push(Symmetry::new(turns, mirrored, swapped));
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::shax::board::{LINES, NEIGHBOURS};

    #[test]
    fn every_symmetry_keeps_lines_and_steps_and_they_are_distinct() {
        let all = all();
        assert_eq!(all.len(), SYMMETRIES);
        for symmetry in &all {
            for line in LINES {
                assert!(LINES.contains(&symmetry.apply(line)));
            }
            for (point, &neighbours) in NEIGHBOURS.iter().enumerate() {
                let image = symmetry.apply(1 << point);
                assert_eq!(image.count_ones(), 1, "a point goes to one point");
                assert_eq!(
                    symmetry.apply(neighbours),
                    NEIGHBOURS[image.trailing_zeros() as usize]
                );
            }
        }
        let images: std::collections::HashSet<Vec<u32>> = all
            .iter()
            .map(|s| (0..POINTS).map(|p| s.apply(1 << p)).collect())
            .collect();
        assert_eq!(images.len(), SYMMETRIES);
        assert_eq!(all[0].apply(0xABCDEF), 0xABCDEF, "the identity comes first");
    }
}
