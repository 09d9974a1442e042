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

    /// The language's messages, built in: the app's (`assets/words/CODE.ftl`), then the
    /// lessons' and How to play's (`assets/words/learn/CODE.ftl`), as one text.
    pub fn messages(self) -> &'static str {
        match self {
            Language::English => {
                concat!(
                    include_str!("../../assets/words/en.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/en.ftl")
                )
            }
            Language::Kiswahili => {
                concat!(
                    include_str!("../../assets/words/sw.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/sw.ftl")
                )
            }
            Language::Somali => {
                concat!(
                    include_str!("../../assets/words/so.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/so.ftl")
                )
            }
            Language::Oromo => {
                concat!(
                    include_str!("../../assets/words/om.ftl"),
                    "\n",
                    include_str!("../../assets/words/learn/om.ftl")
                )
            }
        }
    }
}
