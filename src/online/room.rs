//! Room codes: easy to read aloud and to type from hearing — syllables of a consonant and a
//! vowel, no letters that sound or look alike — such as `kamu-tevo-bada-sini`, and too many to
//! guess: four words of two syllables are 65^8, about 3.2 × 10^14 codes (48 bits), so that a
//! scan of a million codes finds one of a hundred waiting rooms with a chance of 3 in 10
//! million. The two-word codes of earlier versions (`kamu-tevo`, 24 bits: a scan at 2,000 codes
//! a second covered them all in 20 minutes) still read, so that a kept game rejoins its room.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

const CONSONANTS: &[u8] = b"bdfgkmnprstvz";
const VOWELS: &[u8] = b"aeiou";
/// Syllables in a word of a code.
const WORD: usize = 2;
/// Words in a new code: four, 65^8 codes.
const WORDS: usize = 4;
/// Words in a code of earlier versions, still read.
const OLD_WORDS: usize = 2;

/// A room's code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoomCode(String);

impl RoomCode {
    pub fn random(rng: &mut impl Rng) -> RoomCode {
        let mut letters = String::new();
        for _ in 0..WORDS * WORD {
            letters.push(CONSONANTS[rng.random_range(0..CONSONANTS.len())] as char);
            letters.push(VOWELS[rng.random_range(0..VOWELS.len())] as char);
        }
        RoomCode(in_words(&letters))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A text that is no room code, or no link holding one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotARoomCode(pub String);

impl fmt::Display for NotARoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is no room code: a code is four words like kamu-tevo-bada-sini",
            self.0
        )
    }
}

impl std::error::Error for NotARoomCode {}

impl FromStr for RoomCode {
    type Err = NotARoomCode;

    /// Reads a code as typed or heard (any case, a space or none for the dash), or the code in
    /// a link (`…#room=kamu-tevo`).
    fn from_str(text: &str) -> Result<RoomCode, NotARoomCode> {
        let refuse = || NotARoomCode(text.trim().chars().take(40).collect());
        let code = text
            .trim()
            .rsplit_once("room=")
            .map_or(text.trim(), |(_, code)| code);
        let letters: String = code
            .chars()
            .filter(|c| !matches!(c, '-' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        let bytes = letters.as_bytes();
        let syllable = |pair: &[u8]| CONSONANTS.contains(&pair[0]) && VOWELS.contains(&pair[1]);
        let words = bytes.len() / (2 * WORD);
        let whole = bytes.len().is_multiple_of(2 * WORD) && matches!(words, WORDS | OLD_WORDS);
        if !whole || !bytes.chunks(2).all(syllable) {
            return Err(refuse());
        }
        Ok(RoomCode(in_words(&letters)))
    }
}

/// Syllables' letters (all ASCII) written as words of two syllables between dashes.
fn in_words(letters: &str) -> String {
    let words: Vec<&str> = (0..letters.len())
        .step_by(2 * WORD)
        .map(|start| &letters[start..(start + 2 * WORD).min(letters.len())])
        .collect();
    words.join("-")
}

#[cfg(test)]
mod tests {
    use rand::{SeedableRng, rngs::SmallRng};

    use super::*;

    #[test]
    fn a_code_reads_back_however_it_is_written() {
        let mut rng = SmallRng::seed_from_u64(1);
        for _ in 0..100 {
            let code = RoomCode::random(&mut rng);
            assert_eq!(code.as_str().len(), 19, "{code}");
            for written in [
                code.to_string(),
                code.to_string().to_uppercase(),
                code.to_string().replace('-', " "),
                format!("http://192.168.1.5:3536/#room={code}"),
            ] {
                assert_eq!(written.parse::<RoomCode>(), Ok(code.clone()), "{written}");
            }
        }
        // A code of an earlier version, kept with a game, still reads.
        assert_eq!(
            "KAMU TEVO".parse::<RoomCode>().unwrap().as_str(),
            "kamu-tevo"
        );
        for bad in [
            "",
            "kamu",
            "kamu-tevx",
            "kamu-tevo-bada-sinx",
            "kamu-tevo-bada",
            "kamu-tevo-bada-sini-rapo",
            "qamu-tevo",
            "🎲🎲🎲🎲-tevo",
        ] {
            assert!(bad.parse::<RoomCode>().is_err(), "{bad}");
        }
    }
}

#[cfg(test)]
mod guessing {
    use super::*;

    /// A new code holds at least 40 bits: a scan of a million codes finds one of a hundred
    /// waiting rooms with a chance below one in a million.
    #[test]
    fn a_scan_of_a_million_codes_finds_no_waiting_room() {
        let codes = ((CONSONANTS.len() * VOWELS.len()) as f64).powi((WORDS * WORD) as i32);
        assert!(codes.log2() >= 40.0, "{} bits", codes.log2());
        let chance = 1e6 * 100.0 / codes;
        assert!(chance < 1e-6, "{chance}");
    }
}
