//! The choices on the menu (game, opponent, level, who starts, seeds, and for a game online the
//! clock and the server), kept between games and in the settings file.

use bevy::prelude::*;
use serde_json::Value;

use crate::ai::Level;
use crate::app::play::session::{Opponent, Setup};
use crate::app::storage::settings::{BadValue, Fields, Setting};
use crate::online::{IceError, IceServers, Secret, TimeControl};
use crate::rules::{GameId, GameOptions, Player, SEED_CHOICES};

/// The choices on the menu, kept between games.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct MenuChoices {
    pub game: GameId,
    pub against_computer: bool,
    pub level: Level,
    pub first: Player,
    pub seeds: u8,
    /// A friend far away, online (when not against the computer).
    pub online: bool,
    pub clock: TimeControl,
    /// The signalling server's address (`ws://host:port`).
    pub server: String,
    /// The STUN and TURN servers for play across the internet, as typed (spaces between),
    /// and the TURN server's login.
    pub ice_urls: String,
    pub ice_user: String,
    pub ice_password: Secret,
}

/// The server a game online uses unless the player says otherwise: in the browser the page's
/// own host (`daga serve` serves both), on the desktop this computer ("Host on this computer").
pub fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|window| window.location())
        && let (Ok(protocol), Ok(host)) = (location.protocol(), location.host())
    {
        let scheme = if protocol == "https:" { "wss" } else { "ws" };
        return format!("{scheme}://{host}");
    }
    format!("ws://127.0.0.1:{}", crate::online::DEFAULT_PORT)
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
            online: false,
            clock: TimeControl::None,
            server: default_server(),
            ice_urls: String::new(),
            ice_user: String::new(),
            ice_password: Secret::default(),
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
        if self.is_online() {
            // The one who invites plays South; who starts is among the options.
            return Setup::online(self.game, options, Player::North);
        }
        let opponent = if self.against_computer {
            Opponent::Computer(self.level)
        } else {
            Opponent::Friend
        };
        Setup::new(self.game, options, opponent)
    }

    /// The STUN and TURN servers as typed, or why they cannot be used.
    pub fn ice_servers(&self) -> Result<IceServers, IceError> {
        IceServers::parse(&self.ice_urls, &self.ice_user, self.ice_password.expose())
    }

    /// Whether the game chosen is against a friend online.
    pub fn is_online(&self) -> bool {
        self.online && !self.against_computer
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
    online: bool,
    clock: TimeControl,
    online_server: String,
    stun_turn_servers: String,
    turn_user: String,
    turn_password: Secret,
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
            online: self.online,
            clock: self.clock,
            online_server: self.server.clone(),
            stun_turn_servers: self.ice_urls.clone(),
            turn_user: self.ice_user.clone(),
            turn_password: self.ice_password.clone(),
        }
    }

    fn from_fields(fields: ChoiceFields) -> Result<MenuChoices, BadValue> {
        if !SEED_CHOICES.contains(&fields.seeds) {
            return Err(BadValue {
                // not the player's: the settings file's error, for the log
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
            online: fields.online,
            clock: fields.clock,
            server: fields.online_server,
            ice_urls: fields.stun_turn_servers,
            ice_user: fields.turn_user,
            ice_password: fields.turn_password,
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
