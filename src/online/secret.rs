//! A secret as the player typed it (the TURN server's password): kept, saved and sent as it is,
//! but never shown by `Debug`, so that no log line, panic message or test failure carries it.

use std::fmt;

/// A password; `Debug` says only whether there is one.
#[derive(Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(text: impl Into<String>) -> Secret {
        Secret(text.into())
    }

    /// The secret itself, for the one place that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The secret to edit (the menu's password field).
    pub fn edit(&mut self) -> &mut String {
        &mut self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.is_empty() {
            true => f.write_str("Secret(none)"),
            false => f.write_str("Secret(hidden)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_kept_but_never_shown() {
        let secret = Secret::new("hunter2");
        assert_eq!(format!("{secret:?}"), "Secret(hidden)");
        assert_eq!(secret.expose(), "hunter2");
        // Saved as the plain text it was, so that settings files stay as they were.
        assert_eq!(serde_json::to_string(&secret).unwrap(), "\"hunter2\"");
        let read: Secret = serde_json::from_str("\"hunter2\"").unwrap();
        assert_eq!(read, secret);
    }
}
