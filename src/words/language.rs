//! The languages Daga speaks: their codes, their names in themselves, whether a native speaker
//! has reviewed them, and the one the system or the browser asks for.

use unic_langid::LanguageIdentifier;

/// A language of the app's words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    Kiswahili,
    Somali,
    /// Afaan Oromoo, in Qubee.
    Oromo,
}

/// A language code the app does not speak, with the ones it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl std::fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        write!(
            f,
            "unknown language '{}': expected one of {}",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownLanguage {}

impl Language {
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::Kiswahili,
        Language::Somali,
        Language::Oromo,
    ];

    /// The BCP 47 code: en, sw, so, om.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Kiswahili => "sw",
            Language::Somali => "so",
            Language::Oromo => "om",
        }
    }

    /// The language's name in itself, as its speakers look for it in a list.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Kiswahili => "Kiswahili",
            Language::Somali => "Soomaali",
            Language::Oromo => "Afaan Oromoo",
        }
    }

    /// Whether a native speaker has reviewed the language's messages (`docs/TRANSLATING.md`).
    pub fn reviewed(self) -> bool {
        self == Language::English
    }

    /// The language of a code as systems and browsers give it: `sw`, `sw-KE`, `so_SO.UTF-8`,
    /// `OM`.
    pub fn from_code(code: &str) -> Result<Language, UnknownLanguage> {
        let primary = code.split(['-', '_', '.']).next().unwrap_or_default();
        Language::ALL
            .into_iter()
            .find(|language| primary.eq_ignore_ascii_case(language.code()))
            .ok_or_else(|| UnknownLanguage(code.to_string()))
    }

    /// The first of the player's languages (the system's or the browser's, in order of
    /// preference) that the app speaks; English when none is.
    pub fn first_spoken<S: AsRef<str>>(preferred: impl IntoIterator<Item = S>) -> Language {
        preferred
            .into_iter()
            .find_map(|code| Language::from_code(code.as_ref()).ok())
            .unwrap_or_default()
    }

    pub(super) fn identifier(self) -> LanguageIdentifier {
        // Our four codes are well-formed.
        self.code().parse().unwrap_or_default()
    }

    /// The language's messages: the app's (`assets/words/CODE.ftl`), then the lessons' and How
    /// to play's (`assets/words/learn/CODE.ftl`), as one text. Built in on the desktop; the web
    /// page carries English's and fetches the others from beside itself ([`Language::web_file`]),
    /// so before one arrives its text is empty and English stands in.
    pub fn messages(self) -> &'static str {
        #[cfg(target_arch = "wasm32")]
        if self != Language::English {
            return FETCHED[self as usize].get().map_or("", String::as_str);
        }
        self.built_in_messages()
    }

    /// Whether the language's messages are at hand (on the web, once fetched).
    pub fn at_hand(self) -> bool {
        cfg!(not(target_arch = "wasm32"))
            || self == Language::English
            || FETCHED[self as usize].get().is_some()
    }

    /// Where the web page finds the language's messages, beside itself (`scripts/build-web.sh`
    /// puts each language's two files there as one).
    pub fn web_file(self) -> String {
        format!("data/words-{}.txt", self.code())
    }

    /// Keeps the messages fetched for the language; a second arrival changes nothing. A text
    /// that is not Fluent's is refused with where it first goes wrong.
    pub fn install_fetched(self, text: String) -> Result<(), String> {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text.clone()) {
            return Err(errors
                .first()
                .map_or_else(|| "unreadable".to_string(), |e| e.to_string()));
        }
        let _ = FETCHED[self as usize].set(text);
        Ok(())
    }

    /// The messages the program carries: all four on the desktop, English alone on the web.
    fn built_in_messages(self) -> &'static str {
        match self {
            Language::English => {
                concat!(
                    include_str!("../../assets/words/en.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/en.ftl")
                )
            }
            #[cfg(not(target_arch = "wasm32"))]
            Language::Kiswahili => {
                concat!(
                    include_str!("../../assets/words/sw.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/sw.ftl")
                )
            }
            #[cfg(not(target_arch = "wasm32"))]
            Language::Somali => {
                concat!(
                    include_str!("../../assets/words/so.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/so.ftl")
                )
            }
            #[cfg(not(target_arch = "wasm32"))]
            Language::Oromo => {
                concat!(
                    include_str!("../../assets/words/om.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/om.ftl")
                )
            }
            #[cfg(target_arch = "wasm32")]
            _ => "",
        }
    }
}

/// The languages' messages fetched beside the web page, by the language's place in `ALL`.
static FETCHED: [std::sync::OnceLock<String>; Language::ALL.len()] =
    [const { std::sync::OnceLock::new() }; Language::ALL.len()];
