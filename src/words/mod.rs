//! Every word the app shows, in the player's language: Fluent message files built into the
//! program (`assets/words/*.ftl`), so that the desktop and the web have every word on the first
//! frame. Messages carry their arguments (counts, sides, moves) and each language chooses its
//! plural forms and word order; no sentence is glued from English pieces in code.

mod language;
mod said;

pub use language::{Language, UnknownLanguage};
pub use said::Said;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// One argument of a message: a number (for plurals) or a text (a name, a move).
pub type Arg<'a> = FluentValue<'a>;

/// The messages of one language, with English beside them for any message a language lacks
/// (the tests allow none; a message file edited by hand may).
pub struct Phrasebook {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Phrasebook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Phrasebook({})", self.language.code())
    }
}

impl Phrasebook {
    pub fn new(language: Language) -> Phrasebook {
        let english = (language != Language::English).then(|| bundle_of(Language::English));
        Phrasebook {
            language,
            bundle: bundle_of(language),
            english,
        }
    }

    /// English made 40 % longer, word by word (its arguments kept): the tests lay every screen
    /// out in it, so that a language that says things at greater length still fits.
    #[cfg(test)]
    pub fn longer_english() -> Phrasebook {
        let source = tests::longer(Language::English.messages());
        let resource = FluentResource::try_new(source).unwrap_or_else(|(partial, _)| partial);
        let mut bundle = FluentBundle::new_concurrent(vec![Language::English.identifier()]);
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        Phrasebook {
            language: Language::English,
            bundle,
            english: None,
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` without arguments.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with its arguments, as `("count", 3.into())`.
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        self.format(id, Some(&fluent_args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let found = [Some(&self.bundle), self.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|bundle| Some((bundle, bundle.get_message(id)?.value()?)));
        let Some((bundle, pattern)) = found else {
            // Seen by whoever edits a file by hand; the tests allow no missing message.
            return id.to_string();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

/// English's phrasebook, made once: for words said where no player's choice reaches (the
/// narrators' sentences in tests, a side named without a screen).
pub fn english() -> &'static Phrasebook {
    static ENGLISH: std::sync::LazyLock<Phrasebook> =
        std::sync::LazyLock::new(|| Phrasebook::new(Language::English));
    &ENGLISH
}

/// The built-in messages of `language`, read once per phrasebook (a few milliseconds).
fn bundle_of(language: Language) -> FluentBundle<FluentResource> {
    // The files are ours and checked by the tests: a damaged one keeps what it could read.
    let resource = FluentResource::try_new(language.messages().to_string())
        .unwrap_or_else(|(partial, _)| partial);
    let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
    // All four languages run left to right: no isolation marks in labels or screen readers.
    bundle.set_use_isolating(false);
    // A message given twice keeps its first; the tests allow no such file.
    let _ = bundle.add_resource(resource);
    bundle
}

#[cfg(test)]
pub(crate) mod tests;
