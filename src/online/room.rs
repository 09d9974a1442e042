//! Room codes: short, easy to read aloud and to type from hearing — syllables of a consonant
//! and a vowel, no letters that sound or look alike — such as `kamu-tevo`.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

const CONSONANTS: &[u8] = b"bdfgkmnprstvz";
const VOWELS: &[u8] = b"aeiou";
/// Two words of two syllables: 65^4, about 18 million codes.
const SYLLABLES: usize = 4;

/// A room's code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoomCode(String);

impl RoomCode {
    pub fn random(rng: &mut impl Rng) -> RoomCode {
        let mut code = String::new();
        for i in 0..SYLLABLES {
            if i == SYLLABLES / 2 {
                code.push('-');
            }
            code.push(CONSONANTS[rng.random_range(0..CONSONANTS.len())] as char);
            code.push(VOWELS[rng.random_range(0..VOWELS.len())] as char);
        }
        RoomCode(code)
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
            "'{}' is no room code: a code is two words like kamu-tevo",
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
        if bytes.len() != SYLLABLES * 2 || !bytes.chunks(2).all(syllable) {
            return Err(refuse());
        }
        let (first, second) = letters.split_at(SYLLABLES);
        Ok(RoomCode(format!("{first}-{second}")))
    }
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
            assert_eq!(code.as_str().len(), 9);
            for written in [
                code.to_string(),
                code.to_string().to_uppercase(),
                code.to_string().replace('-', " "),
                format!("http://192.168.1.5:3536/#room={code}"),
            ] {
                assert_eq!(written.parse::<RoomCode>(), Ok(code.clone()), "{written}");
            }
        }
        for bad in [
            "",
            "kamu",
            "kamu-tevx",
            "kamu-tevo-bada",
            "qamu-tevo",
            "🎲🎲🎲🎲-tevo",
        ] {
            assert!(bad.parse::<RoomCode>().is_err(), "{bad}");
        }
    }
}
