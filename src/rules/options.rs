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

/// An option word that is unknown, malformed or not for this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError(pub String);

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
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
                return Err(OptionError(format!(
                    "option '{word}' is not of the form key=value (first=south|north, seeds=4|6)"
                )));
            };
            match key {
                "first" => {
                    if std::mem::replace(&mut seen_first, true) {
                        return Err(OptionError("option 'first' given twice".into()));
                    }
                    options.first = Player::parse(value).ok_or_else(|| {
                        OptionError(format!(
                            "first={value}: expected first=south or first=north"
                        ))
                    })?;
                }
                "seeds" if takes_seeds => {
                    if std::mem::replace(&mut seen_seeds, true) {
                        return Err(OptionError("option 'seeds' given twice".into()));
                    }
                    options.seeds = match value {
                        "4" => 4,
                        "6" => 6,
                        _ => {
                            return Err(OptionError(format!(
                                "seeds={value}: expected seeds=4 or seeds=6"
                            )));
                        }
                    };
                }
                "seeds" => {
                    return Err(OptionError("option 'seeds' is only for sadeqa-iii".into()));
                }
                _ => {
                    return Err(OptionError(format!(
                        "unknown option '{key}' (options: first=south|north, seeds=4|6)"
                    )));
                }
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
