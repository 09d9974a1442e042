//! A player's secret for their seat in a room: made by their own program when it first enters
//! the room and kept with the game (never in the invitation), it lets them take their seat back
//! from a connection of theirs that died without closing. 22 characters, 132 bits, as Sanmill's
//! room ids.

use std::fmt;

use rand::Rng;

/// Letters of a token: those of a web address's path, unescaped.
const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// The length of a token made here.
const LENGTH: usize = 22;

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SeatToken(String);

/// A text that is no seat token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotASeatToken;

impl fmt::Display for NotASeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a seat token is 16 to 64 letters, digits, '-' or '_'")
    }
}

impl SeatToken {
    /// A new token from `rng`.
    pub fn random(rng: &mut impl Rng) -> SeatToken {
        let letters = (0..LENGTH).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char);
        SeatToken(letters.collect())
    }

    /// A new token from the system's randomness (the browser's on the web).
    pub fn fresh() -> SeatToken {
        use rand::SeedableRng;
        let seed = getrandom::u64().unwrap_or_else(|_| {
            // Never seen; the time still tells two players apart.
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_nanos() as u64)
        });
        let more = getrandom::u64().unwrap_or(seed.rotate_left(32) ^ 0x9e37_79b9_7f4a_7c15);
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut other = rand::rngs::SmallRng::seed_from_u64(more);
        // Two seeds, so that the token holds more than one 64-bit seed's worth.
        let half = LENGTH / 2;
        let first = SeatToken::random(&mut rng).0[..half].to_string();
        SeatToken(first + &SeatToken::random(&mut other).0[half..])
    }

    /// A token as a join brings it (`?seat=…`): 16 to 64 letters, digits, `-` or `_`.
    pub fn parse(text: &str) -> Result<SeatToken, NotASeatToken> {
        let fits = (16..=64).contains(&text.len()) && text.bytes().all(|b| ALPHABET.contains(&b));
        fits.then(|| SeatToken(text.to_string()))
            .ok_or(NotASeatToken)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// The token is a secret: it never reaches a log.
impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_plain_different_and_never_printed() {
        let (a, b) = (SeatToken::fresh(), SeatToken::fresh());
        assert_ne!(a, b);
        assert_eq!(a.as_str().len(), LENGTH);
        assert_eq!(SeatToken::parse(a.as_str()), Ok(a.clone()));
        assert!(!format!("{a:?}").contains(a.as_str()));
        for bad in [
            "short",
            "has spaces in it, sixteen+",
            &"a".repeat(65),
            "äöüäöüäöüäöüäöüäöü",
        ] {
            assert_eq!(SeatToken::parse(bad), Err(NotASeatToken), "{bad}");
        }
    }
}
