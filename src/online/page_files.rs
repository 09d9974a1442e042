//! The web page's files as `daga serve` hands them out: each read and gzipped once (again only
//! when it changes on the disk), kept in memory that every download shares, and named by an
//! ETag, so that forty slow downloads of the program cost one copy of it, a browser that asks
//! for gzip gets a quarter of the bytes, and one that already has a file is told so in a few.
//! The shipped build (`scripts/build-web.sh`) lays a brotli copy beside each file (`NAME.br`,
//! made once at the highest quality, a third smaller than gzip): a browser that takes brotli
//! gets that.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// One file of the page, ready to send.
pub struct PageFile {
    /// When the disk's copy was changed, and its length: a file that changes is read anew.
    modified: SystemTime,
    len: u64,
    plain: Bytes,
    /// Gzipped, when that is smaller.
    gzip: Option<Bytes>,
    /// The brotli copy the build laid beside it, when there is one as new as the file.
    brotli: Option<Bytes>,
    etag: HeaderValue,
    content_type: &'static str,
}

/// The files of one folder, read as they are asked for.
pub struct PageFiles {
    dir: PathBuf,
    files: Mutex<HashMap<String, Arc<PageFile>>>,
}

impl PageFiles {
    pub fn new(dir: PathBuf) -> PageFiles {
        PageFiles {
            dir,
            files: Mutex::new(HashMap::new()),
        }
    }

    /// The answer to a GET of `name` (a name `page_path` gave) with the request's `headers`.
    pub async fn answer(self: Arc<Self>, name: String, headers: &HeaderMap) -> Response {
        let Some(file) = self.file(name).await else {
            return StatusCode::NOT_FOUND.into_response();
        };
        let mut response = match headers.get(header::IF_NONE_MATCH) == Some(&file.etag) {
            true => StatusCode::NOT_MODIFIED.into_response(),
            false => match encoded(&file, headers) {
                Some((coding, bytes)) => {
                    let mut response = bytes.clone().into_response();
                    response
                        .headers_mut()
                        .insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
                    response
                }
                None => file.plain.clone().into_response(),
            },
        };
        let answer = response.headers_mut();
        answer.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(file.content_type),
        );
        answer.insert(header::ETAG, file.etag.clone());
        // The names are not versioned: a browser asks again each time, and a 304 answers.
        answer.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        answer.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        response
    }

    /// The file, read and compressed once while it stays the same on the disk; `None` when it
    /// is missing or lies outside the folder once every link is followed.
    async fn file(self: Arc<Self>, name: String) -> Option<Arc<PageFile>> {
        let path = self.dir.join(&name);
        let (dir, real) = (
            tokio::fs::canonicalize(&self.dir).await.ok()?,
            tokio::fs::canonicalize(&path).await.ok()?,
        );
        // A symbolic link inside the folder may point out of it: the file's real place decides.
        if !real.starts_with(dir) {
            return None;
        }
        let metadata = tokio::fs::metadata(&real).await.ok()?;
        let (modified, len) = (metadata.modified().ok()?, metadata.len());
        if let Some(known) = self.files.lock().ok()?.get(&name)
            && known.modified == modified
            && known.len == len
        {
            return Some(known.clone());
        }
        let bytes = tokio::fs::read(&real).await.ok()?;
        let brotli = brotli_beside(&real, modified).await;
        let key = name.clone();
        let file = tokio::task::spawn_blocking(move || prepare(&name, bytes, modified, len))
            .await
            .ok()?;
        let file = PageFile { brotli, ..file };
        let file = Arc::new(file);
        self.files.lock().ok()?.insert(key, file.clone());
        Some(file)
    }
}

/// The brotli copy laid beside the file at `real` (`NAME.br`), if it is there and no older than
/// the file (a copy left from an earlier build is not sent).
async fn brotli_beside(real: &std::path::Path, modified: SystemTime) -> Option<Bytes> {
    let mut name = real.file_name()?.to_os_string();
    name.push(".br");
    let beside = real.with_file_name(name);
    let made = tokio::fs::metadata(&beside).await.ok()?.modified().ok()?;
    if made < modified {
        return None;
    }
    tokio::fs::read(&beside).await.ok().map(Bytes::from)
}

/// The smallest coding of `file` the request takes: brotli, else gzip; `None` for the plain
/// bytes.
fn encoded<'f>(file: &'f PageFile, headers: &HeaderMap) -> Option<(&'static str, &'f Bytes)> {
    let brotli = file.brotli.as_ref().filter(|_| accepts(headers, "br"));
    let gzip = file.gzip.as_ref().filter(|_| accepts(headers, "gzip"));
    brotli
        .map(|bytes| ("br", bytes))
        .or(gzip.map(|bytes| ("gzip", bytes)))
}

/// Whether the request takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`).
#[cfg(test)]
fn accepts_gzip(headers: &HeaderMap) -> bool {
    accepts(headers, "gzip")
}

/// Whether the request takes `coding` (named in `Accept-Encoding`, not refused with `q=0`).
fn accepts(headers: &HeaderMap, coding_name: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let named = parts
                .next()
                .is_some_and(|name| name.eq_ignore_ascii_case(coding_name));
            let refused = parts.any(|part| matches!(part, "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            named && !refused
        })
}

/// A file's bytes made ready: its type, its ETag and, when smaller, its gzip.
fn prepare(name: &str, bytes: Vec<u8>, modified: SystemTime, len: u64) -> PageFile {
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    let etag = HeaderValue::from_str(&format!("\"{:016x}-{len:x}\"", hasher.finish()))
        .unwrap_or_else(|_| HeaderValue::from_static("\"\""));
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let gzip = encoder
        .write_all(&bytes)
        .and_then(|()| encoder.finish())
        .ok()
        .filter(|gzip| gzip.len() < bytes.len())
        .map(Bytes::from);
    PageFile {
        modified,
        len,
        plain: Bytes::from(bytes),
        gzip,
        brotli: None,
        etag,
        content_type: content_type(name),
    }
}

/// What a file of the web page is, by its name.
pub fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        // The browser compiles the program while it downloads only when it is said so.
        Some("wasm") => "application/wasm",
        Some("png") => "image/png",
        Some("json") => "application/json",
        // The puzzles, fetched beside the page (`src/app/play/puzzle_data.rs`).
        Some("txt") => "text/plain; charset=utf-8",
        Some("css") => "text/css",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gzip_is_sent_only_to_who_takes_it() {
        let with = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
            accepts_gzip(&headers)
        };
        assert!(with("gzip, deflate, br"));
        assert!(with("br;q=1.0, GZIP;q=0.5"));
        assert!(!with("br"));
        assert!(!with("gzip;q=0"));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn brotli_is_chosen_before_gzip_when_taken_and_there() {
        let file = |brotli: Option<&'static [u8]>| PageFile {
            brotli: brotli.map(Bytes::from_static),
            ..prepare("a.js", vec![b'a'; 4096], SystemTime::UNIX_EPOCH, 4096)
        };
        let asking = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
            headers
        };
        let with_brotli = file(Some(b"brotli bytes"));
        let coding = |file: &PageFile, value| encoded(file, &asking(value)).map(|(c, _)| c);
        assert_eq!(coding(&with_brotli, "gzip, deflate, br"), Some("br"));
        assert_eq!(coding(&with_brotli, "gzip"), Some("gzip"));
        assert_eq!(coding(&with_brotli, "br;q=0, gzip"), Some("gzip"));
        assert_eq!(coding(&file(None), "gzip, br"), Some("gzip"));
        assert_eq!(coding(&with_brotli, "identity"), None);
    }
}
