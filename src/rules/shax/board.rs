//! The 24-point mill board: point names, neighbours along the lines, and the 16 lines of three.

/// A point of the board, 0..24, in the order of [`POINT_NAMES`].
pub type Point = u8;

/// The points square by square (outer, middle, inner), each clockwise from its bottom-left
/// corner; in each square the odd indices are the mid-points that the spokes join.
/// Points on the board: three squares of eight.
pub const POINTS: usize = 24;

pub const POINT_NAMES: [&str; POINTS] = [
    "a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4", // outer
    "b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4", // middle
    "c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4", // inner
];

pub const ALL_POINTS: u32 = (1 << POINTS) - 1;

pub fn point_name(point: Point) -> &'static str {
    POINT_NAMES[point as usize]
}

pub fn point_by_name(name: &str) -> Option<Point> {
    POINT_NAMES
        .iter()
        .position(|&n| n == name)
        .map(|i| i as Point)
}

/// Board column (0 = a … 6 = g) and row (0 = 1 … 6 = 7) of a point, for drawing.
pub fn point_coordinates(point: Point) -> (u8, u8) {
    let name = point_name(point).as_bytes();
    (name[0] - b'a', name[1] - b'1')
}

const fn neighbour_table() -> [u32; POINTS] {
    let mut table = [0u32; POINTS];
    let mut square = 0;
    while square < 3 {
        let mut i = 0;
        while i < 8 {
            let here = square * 8 + i;
            let next = square * 8 + (i + 1) % 8;
            table[here] |= 1 << next;
            table[next] |= 1 << here;
            if i % 2 == 1 && square < 2 {
                let inward = here + 8;
                table[here] |= 1 << inward;
                table[inward] |= 1 << here;
            }
            i += 1;
        }
        square += 1;
    }
    table
}

/// For each point, the set of points one step away along a line.
pub const NEIGHBOURS: [u32; POINTS] = neighbour_table();

const fn line_table() -> [u32; 16] {
    let mut lines = [0u32; 16];
    let mut n = 0;
    let mut square = 0;
    while square < 3 {
        let mut corner = 0;
        while corner < 8 {
            let base = square * 8;
            lines[n] = (1 << (base + corner))
                | (1 << (base + corner + 1))
                | (1 << (base + (corner + 2) % 8));
            n += 1;
            corner += 2;
        }
        square += 1;
    }
    let mut mid = 1;
    while mid < 8 {
        lines[n] = (1 << mid) | (1 << (mid + 8)) | (1 << (mid + 16));
        n += 1;
        mid += 2;
    }
    lines
}

/// The 16 lines of three (jare): 12 square sides and 4 spokes.
pub const LINES: [u32; 16] = line_table();

const fn lines_through_table() -> [[u32; 2]; POINTS] {
    let mut table = [[0u32; 2]; POINTS];
    let mut count = [0usize; POINTS];
    let mut l = 0;
    while l < 16 {
        let mut p = 0;
        while p < POINTS {
            if LINES[l] & (1 << p) != 0 {
                table[p][count[p]] = LINES[l];
                count[p] += 1;
            }
            p += 1;
        }
        l += 1;
    }
    table
}

/// The two lines through each point.
pub const LINES_THROUGH: [[u32; 2]; POINTS] = lines_through_table();

/// True if `pieces` fills a line through `point`.
pub fn completes_line(pieces: u32, point: Point) -> bool {
    lines_completed(pieces, point) != 0
}

/// The points of every line through `point` that `pieces` fills (none: 0).
pub fn lines_completed(pieces: u32, point: Point) -> u32 {
    LINES_THROUGH[point as usize]
        .iter()
        .filter(|&&line| pieces & line == line)
        .fold(0, |all, line| all | line)
}

/// Every point next to some point of `set`.
pub fn neighbours_of(set: u32) -> u32 {
    let mut rest = set;
    let mut out = 0;
    while rest != 0 {
        out |= NEIGHBOURS[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    out
}

/// Iterates the points of a set, lowest first.
pub fn points(set: u32) -> impl Iterator<Item = Point> {
    let mut rest = set;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let p = rest.trailing_zeros() as Point;
        rest &= rest - 1;
        Some(p)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjacent(a: &str, b: &str) -> bool {
        let (a, b) = (point_by_name(a).unwrap(), point_by_name(b).unwrap());
        NEIGHBOURS[a as usize] & (1 << b) != 0
    }

    #[test]
    fn neighbours_follow_the_issue() {
        for (a, b) in [
            ("a1", "d1"),
            ("d1", "g1"),
            ("g1", "g4"),
            ("g4", "g7"),
            ("g7", "d7"),
            ("d7", "a7"),
            ("a7", "a4"),
            ("a4", "a1"),
            ("b2", "d2"),
            ("c3", "c4"),
            ("d1", "d2"),
            ("d2", "d3"),
            ("a4", "b4"),
            ("b4", "c4"),
            ("g4", "f4"),
            ("f4", "e4"),
            ("d7", "d6"),
            ("d6", "d5"),
        ] {
            assert!(adjacent(a, b) && adjacent(b, a), "{a}-{b}");
        }
        for (a, b) in [
            ("a1", "b2"),
            ("d1", "d3"),
            ("c3", "d2"),
            ("a1", "g1"),
            ("d3", "d5"),
        ] {
            assert!(!adjacent(a, b), "{a}-{b}");
        }
        let links: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
        assert_eq!(links, 2 * 32, "24 square sides' halves and 8 spoke links");
    }

    #[test]
    fn sixteen_lines_two_through_each_point() {
        assert_eq!(LINES.len(), 16);
        for line in LINES {
            assert_eq!(line.count_ones(), 3);
        }
        for p in 0..24u8 {
            let through = LINES.iter().filter(|&&l| l & (1 << p) != 0).count();
            assert_eq!(through, 2, "{}", point_name(p));
        }
        let spoke = (1 << point_by_name("a4").unwrap())
            | (1 << point_by_name("b4").unwrap())
            | (1 << point_by_name("c4").unwrap());
        assert!(LINES.contains(&spoke));
    }

    #[test]
    fn coordinates_match_names() {
        assert_eq!(point_coordinates(point_by_name("a1").unwrap()), (0, 0));
        assert_eq!(point_coordinates(point_by_name("e5").unwrap()), (4, 4));
    }
}
