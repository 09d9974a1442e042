//! The choices on the menu (game, opponent, level, who starts, seeds), kept between games and
//! in the settings file.

use bevy::prelude::*;
use serde_json::Value;

use crate::ai::Level;
use crate::app::play::session::{Opponent, Setup};
use crate::app::storage::settings::{BadValue, Fields, Setting};
use crate::rules::{GameId, GameOptions, Player, SEED_CHOICES};

/// The choices on the menu, kept between games.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct MenuChoices {
    pub game: GameId,
    pub against_computer: bool,
    pub level: Level,
    pub first: Player,
    pub seeds: u8,
}

impl Default for MenuChoices {
    fn default() -> Self {
        MenuChoices {
            // The first game on the menu.
            game: GameId::ALL[0],
            against_computer: true,
            level: Level::Casual,
            first: Player::South,
            seeds: GameOptions::default().seeds,
        }
    }
}

impl MenuChoices {
    pub fn setup(&self) -> Setup {
        let mut options = GameOptions {
            first: self.first,
            ..GameOptions::default()
        };
        if self.game.takes_seeds() {
            options.seeds = self.seeds;
        }
        let opponent = if self.against_computer {
            Opponent::Computer(self.level)
        } else {
            Opponent::Friend
        };
        Setup::new(self.game, options, opponent)
    }
}

/// The choices' fields in the settings file. The opponent is written as in the saved game:
/// `"friend"` or `{"computer": "Casual"}`; `level` is the level the menu shows, kept also while
/// a friend is chosen.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct ChoiceFields {
    game: GameId,
    opponent: Opponent,
    level: Level,
    first: Player,
    seeds: u8,
}

impl Default for ChoiceFields {
    fn default() -> Self {
        MenuChoices::default().to_fields()
    }
}

impl Setting for MenuChoices {
    type Fields = ChoiceFields;

    fn to_fields(&self) -> ChoiceFields {
        ChoiceFields {
            game: self.game,
            opponent: self.setup().opponent(),
            level: self.level,
            first: self.first,
            seeds: self.seeds,
        }
    }

    fn from_fields(fields: ChoiceFields) -> Result<MenuChoices, BadValue> {
        if !SEED_CHOICES.contains(&fields.seeds) {
            return Err(BadValue {
                setting: "seeds per hole",
                value: fields.seeds.to_string(),
                allowed: "4 or 6",
            });
        }
        let (against_computer, level) = match fields.opponent {
            Opponent::Computer(level) => (true, level),
            Opponent::Friend => (false, fields.level),
        };
        Ok(MenuChoices {
            game: fields.game,
            against_computer,
            level,
            first: fields.first,
            seeds: fields.seeds,
        })
    }

    /// Version 1 wrote the level as a number and the opponent as "computer" or "friend".
    fn upgrade_version_1(fields: &mut Fields) -> Result<(), BadValue> {
        let level = match fields.get("level") {
            Some(Value::Number(n)) => {
                let level = n
                    .as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .and_then(Level::from_number)
                    .ok_or_else(|| BadValue {
                        setting: "level",
                        value: n.to_string(),
                        allowed: "1 to 5",
                    })?;
                // Level names always serialize.
                let name = serde_json::to_value(level).unwrap_or_default();
                fields.insert("level".into(), name.clone());
                name
            }
            Some(other) => other.clone(),
            None => serde_json::to_value(MenuChoices::default().level).unwrap_or_default(),
        };
        if fields.get("opponent").and_then(Value::as_str) == Some("computer") {
            let computer = serde_json::json!({ "computer": level });
            fields.insert("opponent".into(), computer);
        }
        Ok(())
    }
}
