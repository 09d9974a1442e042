//! The words in the player's language: the phrasebook every screen speaks from, one resource,
//! made anew at once when the player chooses another language (no restart).

use bevy::prelude::*;

pub use crate::words::{Arg, Language, Phrasebook, Said, UnknownLanguage};

/// The phrasebook of the language the app speaks now.
#[derive(Resource, Deref, Debug)]
pub struct Words(Phrasebook);

impl Words {
    pub fn new(language: Language) -> Words {
        Words(Phrasebook::new(language))
    }
}

/// The language `--lang` asked for: it stands over the settings' choice for this run.
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct LanguageAsked(pub Language);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Words::new(system_language()));
}

/// The first of the system's languages (the browser's, on the web) that the app speaks;
/// English when none is.
pub fn system_language() -> Language {
    Language::first_spoken(preferred_languages())
}

#[cfg(not(target_arch = "wasm32"))]
fn preferred_languages() -> Vec<String> {
    sys_locale::get_locales().collect()
}

#[cfg(target_arch = "wasm32")]
fn preferred_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let languages = window.navigator().languages();
    languages
        .iter()
        .filter_map(|code| code.as_string())
        .collect()
}
