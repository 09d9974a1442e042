//! The language the player chose, kept with the settings; the words follow it at once, and
//! `--lang` stands over it for one run. Until the player chooses, the system's language is
//! spoken (the browser's, on the web).

use bevy::prelude::*;

use crate::app::storage::settings::{self, BadValue, Setting};
use crate::app::words::{Language, LanguageAsked, Words, system_language};

/// The language chosen in the settings; `None` until the player chooses one.
#[derive(Resource, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LanguageChoice(pub Option<Language>);

/// The choice's field in the settings file: the language's code.
#[derive(serde::Serialize, serde::Deserialize, Default)]
#[serde(default)]
pub struct LanguageField {
    language: Option<String>,
}

impl Setting for LanguageChoice {
    type Fields = LanguageField;

    fn to_fields(&self) -> LanguageField {
        LanguageField {
            language: self.0.map(|language| language.code().to_string()),
        }
    }

    fn from_fields(fields: LanguageField) -> Result<LanguageChoice, BadValue> {
        let Some(code) = fields.language else {
            return Ok(LanguageChoice(None));
        };
        let language = Language::from_code(&code).map_err(|_| BadValue {
            setting: "language",
            value: code,
            // not the player's: the settings file's error, for the log
            allowed: "en, sw, so or om",
        })?;
        Ok(LanguageChoice(Some(language)))
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<LanguageChoice>(app);
    app.init_resource::<WordsAwaited>().add_systems(
        PreUpdate,
        speak_the_chosen_language.run_if(
            resource_changed::<LanguageChoice>
                .or_else(resource_added::<LanguageAsked>)
                .or_else(awaited_words_arrived),
        ),
    );
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(fetch::plugin);
}

/// The language whose words the web page is fetching (`None` when all it speaks are at hand):
/// until they arrive the words spoken stay as they are.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq, Eq)]
pub struct WordsAwaited(pub Option<Language>);

fn awaited_words_arrived(awaited: Option<Res<WordsAwaited>>) -> bool {
    awaited.is_some_and(|awaited| awaited.0.is_some_and(Language::at_hand))
}

/// The words in the language asked for on the command line, else the one chosen, else the
/// system's: made anew only when it differs from the one spoken, and only once its messages are
/// at hand (the web page fetches all but English's, `fetch` below).
fn speak_the_chosen_language(
    choice: Res<LanguageChoice>,
    asked: Option<Res<LanguageAsked>>,
    mut words: ResMut<Words>,
    awaited: Option<ResMut<WordsAwaited>>,
) {
    let wanted = asked
        .map(|asked| asked.0)
        .or(choice.0)
        .unwrap_or_else(system_language);
    let waiting = (!wanted.at_hand()).then_some(wanted);
    if let Some(mut awaited) = awaited {
        awaited.set_if_neq(WordsAwaited(waiting));
    }
    if waiting.is_some() {
        return;
    }
    if words.language() != wanted {
        *words = Words::new(wanted);
    }
}

/// The web page's words in other languages than English, fetched from beside it when the
/// player's language is one of them (its 5 MiB budget has no room for all four).
#[cfg(target_arch = "wasm32")]
mod fetch {
    use bevy::prelude::*;
    use bevy::winit::EventLoopProxyWrapper;

    use super::WordsAwaited;
    use crate::app::play::answer::Answer;
    use crate::app::play::puzzle_data::fetch_text;
    use crate::app::words::Language;

    /// The fetch under way, and its language (dropping it would stop it).
    #[derive(Resource, Default)]
    struct WordsFetch(Option<(Language, Answer<()>)>);

    pub(super) fn plugin(app: &mut App) {
        app.init_resource::<WordsFetch>().add_systems(
            PreUpdate,
            fetch_the_awaited_words.run_if(resource_changed::<WordsAwaited>),
        );
    }

    /// Starts fetching the awaited language's words, once per language asked for in a row; a
    /// failure is logged and the words stay as they were (English, or the language before).
    fn fetch_the_awaited_words(
        awaited: Res<WordsAwaited>,
        mut fetch: ResMut<WordsFetch>,
        event_loop: Option<Res<EventLoopProxyWrapper>>,
    ) {
        let Some(language) = awaited.0 else {
            fetch.0 = None;
            return;
        };
        if fetch
            .0
            .as_ref()
            .is_some_and(|(under_way, _)| *under_way == language)
        {
            return;
        }
        let file = language.web_file();
        let work = async move {
            match fetch_text(&file).await {
                Some(text) => match language.install_fetched(text) {
                    Ok(()) => info!("{file}: fetched"),
                    Err(e) => warn!("{file}: {e}"),
                },
                None => warn!("{file} could not be fetched"),
            }
        };
        fetch.0 = Some((language, Answer::spawn(work, event_loop.as_deref())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_is_kept_by_code_and_a_code_nobody_speaks_is_refused() {
        let kept = serde_json::to_value(LanguageChoice(Some(Language::Somali)).to_fields());
        assert_eq!(kept.unwrap(), serde_json::json!({"language": "so"}));
        let read = |value| LanguageChoice::from_fields(serde_json::from_value(value).unwrap());
        let oromo = read(serde_json::json!({"language": "om"}));
        assert_eq!(oromo, Ok(LanguageChoice(Some(Language::Oromo))));
        assert_eq!(read(serde_json::json!({})), Ok(LanguageChoice(None)));
        let french = read(serde_json::json!({"language": "fr"})).unwrap_err();
        assert_eq!((french.setting, french.value.as_str()), ("language", "fr"));
    }

    #[test]
    fn choosing_a_language_speaks_it_at_once_and_the_command_line_stands_over_it() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(Words::new(Language::English))
            .init_resource::<LanguageChoice>()
            .add_systems(
                Update,
                speak_the_chosen_language.run_if(
                    resource_changed::<LanguageChoice>.or_else(resource_added::<LanguageAsked>),
                ),
            );
        app.world_mut().resource_mut::<LanguageChoice>().0 = Some(Language::Kiswahili);
        app.update();
        let words = app.world().resource::<Words>();
        assert_eq!(words.language(), Language::Kiswahili);
        assert_eq!(words.get("settings-title"), "Mipangilio");
        app.insert_resource(LanguageAsked(Language::Somali));
        app.update();
        assert_eq!(app.world().resource::<Words>().language(), Language::Somali);
    }
}
