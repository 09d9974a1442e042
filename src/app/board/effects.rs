//! How much the board celebrates: full (bursts at captures, a line's pulsing points, a shower of
//! stars for a won game or a three-star lesson) or calm (the same news, without the show).

use bevy::prelude::*;

use crate::app::storage::settings::{self, BadValue, Setting};

/// Kept in the settings file as `"effects": "full"` or `"effects": "calm"`.
#[derive(
    Resource, Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize,
)]
pub enum Effects {
    #[default]
    #[serde(rename = "full")]
    Full,
    #[serde(rename = "calm")]
    Calm,
}

impl Effects {
    pub const ALL: [Effects; 2] = [Effects::Full, Effects::Calm];

    /// Its name's message id (`assets/words`).
    pub fn word(self) -> &'static str {
        match self {
            Effects::Full => "effects-full",
            Effects::Calm => "effects-calm",
        }
    }

    pub fn full(self) -> bool {
        self == Effects::Full
    }
}

/// The effects' field in the settings file.
#[derive(serde::Serialize, serde::Deserialize, Default)]
#[serde(default)]
pub struct EffectsField {
    effects: Effects,
}

impl Setting for Effects {
    type Fields = EffectsField;

    fn to_fields(&self) -> EffectsField {
        EffectsField { effects: *self }
    }

    fn from_fields(fields: EffectsField) -> Result<Effects, BadValue> {
        Ok(fields.effects)
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<Effects>(app);
}
