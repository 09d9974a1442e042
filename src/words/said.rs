//! Something the app has said, kept as the way to say it rather than as a sentence, so that it
//! is worded in the language of the moment it is shown: a language chosen mid-game rewords the
//! news already on screen.

use std::fmt;
use std::sync::Arc;

use super::Phrasebook;

/// A sentence to be worded when shown, from what it was about (a move, a spot, a side).
#[derive(Clone)]
pub struct Said(Arc<dyn Fn(&Phrasebook) -> String + Send + Sync>);

impl Said {
    /// `say` words it from what it captured; it is called each time the sentence is shown.
    pub fn new(say: impl Fn(&Phrasebook) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(say))
    }

    /// A message without arguments.
    pub fn message(id: &'static str) -> Said {
        Said::new(move |words| words.get(id))
    }

    /// The sentence in `words`' language.
    pub fn in_words(&self, words: &Phrasebook) -> String {
        (self.0)(words)
    }
}

/// Its English words (for logs and test failures).
impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Said({:?})", self.in_words(super::english()))
    }
}

/// The same saying (one made once and copied), not merely the same words.
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Said {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Language;

    #[test]
    fn a_saying_is_worded_in_the_language_it_is_shown_in() {
        let refused =
            Said::new(|words| words.with("refusal-not-legal-now", &[("move", "d2".into())]));
        let english = refused.in_words(&Phrasebook::new(Language::English));
        let somali = refused.in_words(&Phrasebook::new(Language::Somali));
        assert!(english.contains("d2") && somali.contains("d2"));
        assert_ne!(english, somali);
        assert_eq!(refused, refused.clone());
        assert_ne!(refused, Said::message("hint-start-here"));
    }
}
