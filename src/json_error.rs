//! A JSON text that does not read (a course, a settings file, a saved game), kept as the
//! parser's own typed error: where it went wrong and of what kind, shareable between copies.

use std::fmt;
use std::sync::Arc;

pub use serde_json::error::Category;

/// Why a JSON text did not read, as `serde_json` says it.
#[derive(Clone, Debug)]
pub struct JsonError(Arc<serde_json::Error>);

impl JsonError {
    /// The line (from 1) where it went wrong, 0 when the text ended too soon to say.
    pub fn line(&self) -> usize {
        self.0.line()
    }

    pub fn column(&self) -> usize {
        self.0.column()
    }

    /// Not JSON (`Syntax`), cut short (`Eof`), or JSON of the wrong fields (`Data`).
    pub fn category(&self) -> Category {
        self.0.classify()
    }
}

impl From<serde_json::Error> for JsonError {
    fn from(error: serde_json::Error) -> Self {
        JsonError(Arc::new(error))
    }
}

impl PartialEq for JsonError {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string() && self.category() == other.category()
    }
}

impl Eq for JsonError {}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for JsonError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_says_where_and_what_kind() {
        let cut: JsonError = serde_json::from_str::<Vec<u8>>("[1, 2").unwrap_err().into();
        assert_eq!(cut.category(), Category::Eof);
        let wrong: JsonError = serde_json::from_str::<Vec<u8>>("[1,\n \"a\"]")
            .unwrap_err()
            .into();
        assert_eq!((wrong.category(), wrong.line()), (Category::Data, 2));
        assert!(wrong.to_string().contains("line 2"), "{wrong}");
        assert_eq!(wrong.clone(), wrong);
        assert_ne!(wrong, cut);
    }
}
