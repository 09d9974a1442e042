//! Options a game starts with (`first=north`, `seeds=4`), read from `key=value` words.

use std::fmt;

use super::Player;

/// How a game is set up. Every game takes `first`; only Sadeqa III takes `seeds`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameOptions {
    pub first: Player,
    /// Seeds per hole in Sadeqa III: 6 (Pankhurst's game 92) or 4 (game 91).
    pub seeds: u8,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            first: Player::South,
            seeds: 6,
        }
    }
}

/// The seeds per hole Sadeqa III can start with.
pub const SEED_CHOICES: [u8; 2] = [4, 6];

/// An option word that is unknown, malformed or not for this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    NotKeyValue(String),
    Twice(&'static str),
    /// `first=` with something else than south or north.
    BadFirst(String),
    /// `seeds=` with something else than 4 or 6.
    BadSeeds(String),
    /// `seeds` for a game without seeds.
    SeedsNotHere,
    Unknown(String),
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::NotKeyValue(word) => write!(
                f,
                "option '{word}' is not of the form key=value (first=south|north, seeds=4|6)"
            ),
            OptionError::Twice(key) => write!(f, "option '{key}' given twice"),
            OptionError::BadFirst(value) => {
                write!(f, "first={value}: expected first=south or first=north")
            }
            OptionError::BadSeeds(value) => write!(f, "seeds={value}: expected seeds=4 or seeds=6"),
            OptionError::SeedsNotHere => f.write_str("option 'seeds' is only for sadeqa-iii"),
            OptionError::Unknown(key) => write!(
                f,
                "unknown option '{key}' (options: first=south|north, seeds=4|6)"
            ),
        }
    }
}

impl std::error::Error for OptionError {}

impl GameOptions {
    /// Reads words like `first=north seeds=4`; `takes_seeds` says whether the game has that option.
    pub fn parse<'a>(
        words: impl IntoIterator<Item = &'a str>,
        takes_seeds: bool,
    ) -> Result<GameOptions, OptionError> {
        let mut options = GameOptions::default();
        let (mut seen_first, mut seen_seeds) = (false, false);
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(OptionError::NotKeyValue(word.to_string()));
            };
            match key {
                "first" => {
                    if std::mem::replace(&mut seen_first, true) {
                        return Err(OptionError::Twice("first"));
                    }
                    options.first =
                        Player::parse(value).ok_or_else(|| OptionError::BadFirst(value.into()))?;
                }
                "seeds" if takes_seeds => {
                    if std::mem::replace(&mut seen_seeds, true) {
                        return Err(OptionError::Twice("seeds"));
                    }
                    options.seeds = value
                        .parse::<u8>()
                        .ok()
                        .filter(|n| SEED_CHOICES.contains(n))
                        .filter(|_| !value.starts_with(['+', '0']))
                        .ok_or_else(|| OptionError::BadSeeds(value.into()))?;
                }
                "seeds" => return Err(OptionError::SeedsNotHere),
                _ => return Err(OptionError::Unknown(key.to_string())),
            }
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_first_and_seeds() {
        let options = GameOptions::parse(["first=north", "seeds=4"], true).unwrap();
        assert_eq!(options.first, Player::North);
        assert_eq!(options.seeds, 4);
        assert_eq!(
            GameOptions::parse([], true).unwrap(),
            GameOptions::default()
        );
    }

    #[test]
    fn refuses_bad_words() {
        for words in [
            vec!["first=east"],
            vec!["seeds=5"],
            vec!["colour=red"],
            vec!["first"],
            vec!["first=north", "first=south"],
        ] {
            assert!(
                GameOptions::parse(words.clone(), true).is_err(),
                "{words:?}"
            );
        }
        assert!(GameOptions::parse(["seeds=4"], false).is_err());
    }
}
