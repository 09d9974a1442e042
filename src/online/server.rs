//! `daga serve`: the signalling server that introduces two players (each room a path of the
//! address, at most two players in it), and on the same port the web page, so that one command
//! hosts a network's or a small server's games. The players' moves then go between them.

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{ConnectInfo, Path as UrlPath, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use matchbox_signaling::{SignalingServer, SignalingServerBuilder};

use super::door::{Door, refusal, upgrade};
use super::limits::Limits;
use super::page_files::PageFiles;
use super::relay::{Relay, Shared};
use super::seats::Seats;

/// Why the server did not start.
#[derive(Debug)]
pub enum ServeError {
    /// The address is taken or not this machine's.
    Bind(SocketAddr, String),
    /// `--web` names no folder with an `index.html`.
    NoPage(PathBuf),
}

impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::Bind(addr, reason) => write!(f, "cannot listen on {addr}: {reason}"),
            ServeError::NoPage(dir) => {
                write!(f, "{} holds no web page (index.html)", dir.display())
            }
        }
    }
}

impl std::error::Error for ServeError {}

/// What a server is asked to serve, and to whom.
#[derive(Clone, Debug, Default)]
pub struct ServerOptions {
    /// A folder with the web page, served beside the signalling.
    pub web: Option<PathBuf>,
    /// The other web sites whose pages may use it (see [`origin_allowed`]).
    pub origins: Vec<String>,
    pub limits: Limits,
}

/// A signalling server bound to its port, ready to serve.
pub struct Server {
    inner: SignalingServer,
    pub addr: SocketAddr,
}

impl Server {
    /// Binds `address:port` (port 0: any free one).
    pub fn bind(address: IpAddr, port: u16, options: ServerOptions) -> Result<Server, ServeError> {
        let ServerOptions {
            web,
            origins,
            limits,
        } = options;
        if let Some(dir) = &web
            && !dir.join("index.html").is_file()
        {
            return Err(ServeError::NoPage(dir.clone()));
        }
        let requested = SocketAddr::new(address, port);
        let seats = Shared(Arc::new(Mutex::new(Seats::new(limits))));
        let lookups = seats.clone();
        let door = Arc::new(Door {
            seats: seats.clone(),
            origins,
        });
        // matchbox's server, with our door in front of its WebSocket handler (`door.rs`).
        let mut inner = SignalingServerBuilder::new(requested, Relay, seats).build_with(|router| {
            let router = router.route(
                "/rooms/{room}",
                get(
                    move |UrlPath(room): UrlPath<String>,
                          ConnectInfo(from): ConnectInfo<SocketAddr>,
                          headers: HeaderMap| {
                        let answer = players_in(&lookups, &room, from, &headers);
                        async move { answer }
                    },
                ),
            );
            in_front(router, web, door)
        });
        let addr = inner
            .bind()
            .map_err(|e| ServeError::Bind(requested, e.to_string()))?;
        Ok(Server { inner, addr })
    }

    /// Serves until the program ends.
    pub async fn serve(self) -> Result<(), matchbox_signaling::Error> {
        self.inner.serve().await
    }
}

/// The router with the door for WebSocket upgrades and, if there is a page in `web`, the
/// page's files in front of it.
fn in_front(router: axum::Router, web: Option<PathBuf>, door: Arc<Door>) -> axum::Router {
    let files = web.map(|dir| Arc::new(PageFiles::new(dir)));
    // The layer goes on after the fallback so that it also sees the paths no route matches
    // (the page's data in folders, `data/…`).
    router
        .fallback(|| async { StatusCode::NOT_FOUND })
        .layer(middleware::from_fn(move |request, next| {
            door_page_or_lookup(door.clone(), files.clone(), request, next)
        }))
}

/// Whether a WebSocket upgrade with these headers may come in: one with no `Origin` (the
/// desktop app, `daga duel`: programs, not pages), one from the page this server serves (its
/// origin names the host the request was sent to), or one from a site in `allowed` (`--allow-
/// origin`). Any other web page a player happens to visit may not use the server, nor the
/// desktop's "Host on this computer".
pub fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    let same_host = origin
        .split_once("://")
        .map(|(_, host)| host)
        .zip(
            headers
                .get(header::HOST)
                .and_then(|host| host.to_str().ok()),
        )
        .is_some_and(|(origin_host, host)| origin_host.eq_ignore_ascii_case(host));
    same_host
        || allowed
            .iter()
            .any(|site| site.trim_end_matches('/').eq_ignore_ascii_case(origin))
}

/// How many players are in `room` (`GET /rooms/ROOM`): a browser, which is not told why its
/// WebSocket was refused, asks this to tell a full room from a server it cannot reach. Only
/// the page this server serves may read the answer: no other web site is let in (no CORS
/// header), so a page a player visits cannot count the rooms; and each lookup counts against
/// the address's rate, so codes cannot be scanned this way either.
fn players_in(seats: &Shared, room: &str, from: SocketAddr, headers: &HeaderMap) -> Response {
    let now = Instant::now();
    let mut seats = seats.seats();
    match seats.in_time(client_address(from, headers), now) {
        Ok(()) => seats.players_in(room, now).to_string().into_response(),
        Err(why) => refusal(why),
    }
}

/// The player's own address: the connection's, or, when it comes from a reverse proxy on this
/// machine (TLS in front of the server, see the README), the address the proxy added last to
/// `X-Forwarded-For` — else every player behind the proxy would share one address's rate.
/// The earlier ones are whatever the player sent, and a connection from elsewhere is not asked:
/// nobody claims another's address this way.
pub fn client_address(from: SocketAddr, headers: &HeaderMap) -> IpAddr {
    let forwarded = || {
        let list = headers.get("x-forwarded-for")?.to_str().ok()?;
        list.rsplit(',').next()?.trim().parse().ok()
    };
    match from.ip().is_loopback() {
        true => forwarded().unwrap_or(from.ip()),
        false => from.ip(),
    }
}

/// A WebSocket upgrade goes through the door; a room's lookup to its route; any other request
/// gets a file of the page, if there is one.
async fn door_page_or_lookup(
    door: Arc<Door>,
    files: Option<Arc<PageFiles>>,
    request: Request,
    next: Next,
) -> Response {
    if request.headers().contains_key(header::UPGRADE) {
        return upgrade(door, request).await;
    }
    let Some(files) = files.filter(|_| !request.uri().path().starts_with("/rooms/")) else {
        return next.run(request).await;
    };
    match page_path(request.uri().path()) {
        Some(name) => files.answer(name, request.headers()).await,
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The relative name of the page's file that a request's path (as sent, still percent-encoded)
/// asks for, or `None` for any path that could reach beyond the folder on any system. Only
/// plain names are served: letters, digits, `.`, `-` and `_`, none starting with a dot, between
/// single slashes. So `..`, hidden files, percent-encoded or double-encoded dots and slashes,
/// backslashes, drive letters (`C:`), UNC and absolute paths and NUL never reach the disk, on
/// Linux, Windows and macOS alike; the page's own files all have such names.
pub fn page_path(path: &str) -> Option<String> {
    let name = match path.strip_prefix('/')? {
        "" => "index.html",
        name => name,
    };
    let plain = |part: &str| {
        !part.is_empty()
            && part.len() <= 128
            && !part.starts_with('.')
            && part
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
    };
    name.split('/')
        .all(|part| plain(part) && !windows_device(part))
        .then(|| name.to_string())
}

/// Whether Windows opens a device for this name whatever folder it is in (`con`, `aux.js`,
/// `COM1.txt`): reading one waits on the console or a port.
fn windows_device(part: &str) -> bool {
    let stem = part
        .split('.')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    matches!(stem.as_str(), "con" | "prn" | "aux" | "nul")
        || ["com", "lpt"].iter().any(|port| {
            stem.strip_prefix(port)
                .is_some_and(|n| n.len() == 1 && n.as_bytes()[0].is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page from another web site may not use the server; programs and the served page may.
    #[test]
    fn only_the_served_page_and_programs_come_in() {
        use axum::http::{HeaderMap, HeaderValue};
        let request = |origin: Option<&'static str>| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::HOST,
                HeaderValue::from_static("games.example.org:3536"),
            );
            if let Some(origin) = origin {
                headers.insert(header::ORIGIN, HeaderValue::from_static(origin));
            }
            headers
        };
        let none: &[String] = &[];
        assert!(
            origin_allowed(&request(None), none),
            "the desktop app sends no Origin"
        );
        assert!(origin_allowed(
            &request(Some("http://games.example.org:3536")),
            none
        ));
        assert!(origin_allowed(
            &request(Some("https://GAMES.example.org:3536")),
            none
        ));
        for other in [
            "https://evil.example",
            "http://games.example.org",
            "http://games.example.org:3536.evil.example",
            "null",
        ] {
            assert!(!origin_allowed(&request(Some(other)), none), "{other}");
        }
        let friends = ["https://friend.example/".to_string()];
        assert!(origin_allowed(
            &request(Some("https://friend.example")),
            &friends
        ));
        assert!(!origin_allowed(
            &request(Some("https://evil.example")),
            &friends
        ));
    }

    /// Behind a reverse proxy on this machine every player comes from 127.0.0.1: the proxy's
    /// last word names them; a player's own header, or one from elsewhere, names nobody.
    #[test]
    fn a_proxy_on_this_machine_names_the_player_and_nobody_else_can() {
        use axum::http::HeaderValue;
        let mut headers = HeaderMap::new();
        let forwarded = HeaderValue::from_static("198.51.100.1, 203.0.113.9");
        headers.insert("x-forwarded-for", forwarded);
        let proxy = SocketAddr::from(([127, 0, 0, 1], 5000));
        let stranger = SocketAddr::from(([192, 0, 2, 7], 5000));
        assert_eq!(
            client_address(proxy, &headers),
            IpAddr::from([203, 0, 113, 9])
        );
        assert_eq!(client_address(stranger, &headers), stranger.ip());
        assert_eq!(client_address(proxy, &HeaderMap::new()), proxy.ip());
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("not an address"),
        );
        assert_eq!(client_address(proxy, &headers), proxy.ip());
    }

    /// The page's own files, as the browser asks for them.
    #[test]
    fn the_page_s_files_are_found() {
        for (path, name) in [
            ("/", "index.html"),
            ("/index.html", "index.html"),
            ("/daga_bg.wasm", "daga_bg.wasm"),
            ("/restart-audio-context.js", "restart-audio-context.js"),
            ("/data/shax-full-boards.bin", "data/shax-full-boards.bin"),
            ("/data/puzzles-shax.txt", "data/puzzles-shax.txt"),
        ] {
            assert_eq!(page_path(path).as_deref(), Some(name), "{path}");
        }
    }

    /// Every form a request can take to reach beyond the folder, on Linux, Windows or macOS.
    #[test]
    fn no_path_reaches_beyond_the_folder() {
        for path in [
            "",
            "index.html",
            "/..",
            "/../Cargo.toml",
            "/data/../../x",
            "/./index.html",
            "/.git/config",
            "/.hidden",
            "//etc/passwd",
            "/a//b",
            "/data/",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E%2FCargo.toml",
            "/..%2fCargo.toml",
            "/..%5cCargo.toml",
            "/%252e%252e/Cargo.toml",
            "/..\\Cargo.toml",
            "/data\\..\\..\\x",
            "/C:/Windows/win.ini",
            "/C:",
            "/c:%5cWindows%5cwin.ini",
            "/\\\\server\\share\\x",
            "/%5c%5cserver%5cshare",
            "/\\?\\C:\\x",
            "/index.html%00.png",
            "/index.html\0",
            "/con",
            "/aux.js",
            "/data/NUL",
            "/COM1.txt",
            "/lpt9",
            "/\u{2025}/x",
            "/index.html:stream",
            "/ index.html",
        ] {
            assert_eq!(page_path(path), None, "{path:?}");
        }
    }
}
