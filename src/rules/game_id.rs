//! The three games by name: the one list every menu, message and protocol answer comes from.

use std::fmt;
use std::str::FromStr;

use super::Game;
use super::kimasai::Kimasai;
use super::sadeqa::Sadeqa;
use super::shax::Shax;

/// The three games, by their protocol ids.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum GameId {
    #[serde(rename = "shax")]
    Shax,
    #[serde(rename = "sadeqa-iii")]
    Sadeqa,
    #[serde(rename = "bao-la-kimasai")]
    Kimasai,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::Shax, GameId::Sadeqa, GameId::Kimasai];

    pub fn id(self) -> &'static str {
        match self {
            GameId::Shax => Shax::ID,
            GameId::Sadeqa => Sadeqa::ID,
            GameId::Kimasai => Kimasai::ID,
        }
    }

    /// The game with this protocol id, if any (`"shax".parse::<GameId>()` says why not).
    pub fn parse(text: &str) -> Option<GameId> {
        text.parse().ok()
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Shax => "Shax",
            GameId::Sadeqa => "Sadeqa III",
            GameId::Kimasai => "Bao la Kimasai",
        }
    }

    /// Whether the game takes the `seeds` option.
    pub fn takes_seeds(self) -> bool {
        match self {
            GameId::Sadeqa => true,
            GameId::Shax | GameId::Kimasai => false,
        }
    }

    /// The protocol ids as a reader's list: `shax, sadeqa-iii and bao-la-kimasai` (or `or`).
    pub fn list(conjunction: &str) -> String {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
        let (last, rest) = ids.split_last().expect("there are games");
        format!("{} {conjunction} {last}", rest.join(", "))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A word that names none of the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game '{}': the games are {}",
            self.0,
            GameId::list("and")
        )
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == text)
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_unknown_names_say_what_exists() {
        for game in GameId::ALL {
            assert_eq!(game.to_string().parse::<GameId>(), Ok(game));
        }
        let error = "chess".parse::<GameId>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown game 'chess': the games are shax, sadeqa-iii and bao-la-kimasai"
        );
        assert_eq!(GameId::list("or"), "shax, sadeqa-iii or bao-la-kimasai");
    }
}
