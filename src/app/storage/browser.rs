//! The web's storage: the browser's local storage, one key per name.

use super::StorageError;

/// Keys start with this, so that other pages of the same site keep theirs.
const KEY_PREFIX: &str = "daga/";

#[derive(Clone, Debug)]
pub(super) struct Place;

fn local_storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or(StorageError::NoLocalStorage)
}

fn failed(operation: &'static str, name: &str) -> StorageError {
    StorageError::Refused {
        operation,
        place: format!("{KEY_PREFIX}{name}"),
        // not the player's: the log's detail
        reason: "the browser refused".into(),
    }
}

impl Place {
    pub(super) fn for_player() -> Result<Place, StorageError> {
        local_storage().map(|_| Place)
    }

    pub(super) fn read(&self, name: &str) -> Result<Option<String>, StorageError> {
        local_storage()?
            .get_item(&format!("{KEY_PREFIX}{name}"))
            .map_err(|_| failed("read", name))
    }

    /// One `setItem` call replaces the value whole.
    pub(super) fn write(&self, name: &str, text: &str) -> Result<(), StorageError> {
        local_storage()?
            .set_item(&format!("{KEY_PREFIX}{name}"), text)
            .map_err(|_| failed("store", name))
    }

    /// Copies the value to `NAME.bad` and removes the original.
    pub(super) fn set_aside(&self, name: &str) -> Result<String, StorageError> {
        let aside = format!("{name}.bad");
        if let Some(text) = self.read(name)? {
            self.write(&aside, &text)?;
        }
        self.remove(name)?;
        Ok(self.describe(&aside))
    }

    pub(super) fn remove(&self, name: &str) -> Result<(), StorageError> {
        local_storage()?
            .remove_item(&format!("{KEY_PREFIX}{name}"))
            .map_err(|_| failed("remove", name))
    }

    pub(super) fn describe(&self, name: &str) -> String {
        // not the player's: where the file is, for the log
        format!("the browser's local storage ({KEY_PREFIX}{name})")
    }
}
