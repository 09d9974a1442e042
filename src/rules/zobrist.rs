//! Fixed pseudo-random keys for Zobrist hashing, made at compile time.

/// One step of splitmix64: a well-mixed 64-bit value from a counter.
pub const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `N` distinct keys drawn from a seed (one seed per table keeps tables independent).
pub const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = splitmix64(
            seed.wrapping_mul(0x1000_0000_01B3)
                .wrapping_add(i as u64 * 0x9E37_79B9),
        );
        i += 1;
    }
    out
}

/// The key that marks "north to move" in every game's hash.
pub const NORTH_TO_MOVE: u64 = splitmix64(0xD06A_0001);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_non_zero() {
        let table: [u64; 4096] = keys(7);
        let mut sorted = table.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), table.len());
        assert!(!table.contains(&0));
    }
}
