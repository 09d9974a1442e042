//! The desktop's storage: one file per name in the user's configuration folder.

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use super::StorageError;

/// Overrides the folder (tests, several players on one account, a portable copy).
const FOLDER_VARIABLE: &str = "DAGA_CONFIG_DIR";

#[derive(Clone, Debug)]
pub(super) struct Place {
    folder: PathBuf,
}

fn failed(operation: &'static str, path: &std::path::Path, e: io::Error) -> StorageError {
    StorageError::Refused {
        operation,
        place: path.display().to_string(),
        reason: e.to_string(),
    }
}

impl Place {
    pub(super) fn for_player() -> Result<Place, StorageError> {
        if let Some(folder) = std::env::var_os(FOLDER_VARIABLE).filter(|f| !f.is_empty()) {
            return Ok(Place::in_folder(folder.into()));
        }
        directories::ProjectDirs::from("", "", "Daga")
            .map(|dirs| Place::in_folder(dirs.config_dir().to_path_buf()))
            .ok_or(StorageError::NoFolder)
    }

    pub(super) fn in_folder(folder: PathBuf) -> Place {
        Place { folder }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.folder.join(name)
    }

    pub(super) fn read(&self, name: &str) -> Result<Option<String>, StorageError> {
        let path = self.path(name);
        match fs::read(&path) {
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|_| StorageError::NotText {
                    place: path.display().to_string(),
                }),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(failed("read", &path, e)),
        }
    }

    /// Writes a temporary file beside the real one, flushes it to the disk, then renames it
    /// over the real one: a rename is atomic, so a crash leaves the old or the new file.
    pub(super) fn write(&self, name: &str, text: &str) -> Result<(), StorageError> {
        fs::create_dir_all(&self.folder).map_err(|e| failed("create", &self.folder, e))?;
        let path = self.path(name);
        let temporary = self.path(&format!("{name}.tmp"));
        let mut file = owner_only()
            .open(&temporary)
            .map_err(|e| failed("create", &temporary, e))?;
        file.write_all(text.as_bytes())
            .and_then(|()| file.sync_all())
            .map_err(|e| failed("write", &temporary, e))?;
        fs::rename(&temporary, &path).map_err(|e| failed("replace", &path, e))
    }

    /// Renames the file to `NAME.bad-SECONDS`, so that each bad file is kept.
    pub(super) fn set_aside(&self, name: &str) -> Result<String, StorageError> {
        let seconds = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let from = self.path(name);
        let to = self.path(&format!("{name}.bad-{seconds}"));
        fs::rename(&from, &to).map_err(|e| failed("move", &from, e))?;
        Ok(to.display().to_string())
    }

    pub(super) fn remove(&self, name: &str) -> Result<(), StorageError> {
        let path = self.path(name);
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(failed("remove", &path, e)),
            _ => Ok(()),
        }
    }

    pub(super) fn describe(&self, name: &str) -> String {
        self.path(name).display().to_string()
    }
}

/// A new file to write, readable by its owner only on Unix: the settings hold the TURN
/// server's password.
fn owner_only() -> fs::OpenOptions {
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(test: &str) -> Place {
        let folder = std::env::temp_dir().join(format!("daga-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        Place::in_folder(folder)
    }

    #[test]
    fn writes_read_back_and_leave_no_temporary_file() {
        let place = scratch("storage-round-trip");
        assert_eq!(place.read("a.json").unwrap(), None);
        place.write("a.json", "one").unwrap();
        place.write("a.json", "two").unwrap();
        assert_eq!(place.read("a.json").unwrap().as_deref(), Some("two"));
        assert!(!place.path("a.json.tmp").exists());
        place.remove("a.json").unwrap();
        place.remove("a.json").unwrap();
        assert_eq!(place.read("a.json").unwrap(), None);
    }

    /// The settings hold the TURN server's password: no other user of the machine reads them.
    #[cfg(unix)]
    #[test]
    fn files_are_written_for_their_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let place = scratch("storage-owner-only");
        place.write("settings.json", "{}").unwrap();
        let mode = fs::metadata(place.path("settings.json"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        let _ = fs::remove_dir_all(&place.folder);
    }

    #[test]
    fn a_file_set_aside_keeps_its_bytes_under_a_new_name() {
        let place = scratch("storage-set-aside");
        place.write("s.json", "garbage {").unwrap();
        let moved = place.set_aside("s.json").unwrap();
        assert_eq!(fs::read_to_string(&moved).unwrap(), "garbage {");
        assert_eq!(place.read("s.json").unwrap(), None);
    }

    #[test]
    fn bytes_that_are_not_text_are_an_error() {
        let place = scratch("storage-binary");
        fs::create_dir_all(&place.folder).unwrap();
        fs::write(place.path("b.json"), [0xff, 0xfe, 0x00]).unwrap();
        let error = place.read("b.json").unwrap_err();
        assert!(matches!(error, StorageError::NotText { .. }), "{error}");
    }
}
