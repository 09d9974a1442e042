//! `daga serve`: the signalling server that introduces two players (each room a path of the
//! address, at most two players in it), and on the same port the web page, so that one command
//! hosts a network's or a small server's games. The players' moves then go between them.

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Path as UrlPath, Request};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use matchbox_signaling::SignalingServer;

use super::page_files::PageFiles;

/// Players a room takes: the two sides of a game.
pub const ROOM_SIZE: usize = 2;

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

/// How long a seat is held for a player whose WebSocket is still opening: one whose upgrade
/// fails or is cut off never opens, and its seat is free again after this.
const OPENING: Duration = Duration::from_secs(5);

/// A player's seat in a room: held from the request, kept once its WebSocket is open.
struct Seat {
    room: String,
    asked: Instant,
    open: bool,
}

impl Seat {
    fn taken(&self) -> bool {
        self.open || self.asked.elapsed() < OPENING
    }
}

/// Who sits in which room, by the address each connection came from.
#[derive(Default)]
struct Rooms {
    seats: HashMap<SocketAddr, Seat>,
    peer_of: HashMap<matchbox_socket::PeerId, SocketAddr>,
}

impl Rooms {
    fn count(&self, room: &str) -> usize {
        self.seats
            .values()
            .filter(|seat| seat.room == room && seat.taken())
            .count()
    }

    /// Lets go of the seats whose WebSocket never opened (an upgrade that failed or was cut
    /// off took a seat for ever: three such made a room "full" that nobody was in).
    fn forget_unopened(&mut self) {
        self.seats.retain(|_, seat| seat.taken());
        let seats = &self.seats;
        self.peer_of.retain(|_, origin| seats.contains_key(origin));
    }
}

/// A signalling server bound to its port, ready to serve.
pub struct Server {
    inner: SignalingServer,
    pub addr: SocketAddr,
}

impl Server {
    /// Binds `address:port` (port 0: any free one); `web` is a folder with the web page;
    /// `origins` are the other web sites whose pages may use it (see [`origin_allowed`]).
    // matchbox_signaling's connection callback answers a refusal with a whole `Response`.
    #[allow(clippy::result_large_err)]
    pub fn bind(
        address: IpAddr,
        port: u16,
        web: Option<PathBuf>,
        origins: Vec<String>,
    ) -> Result<Server, ServeError> {
        if let Some(dir) = &web
            && !dir.join("index.html").is_file()
        {
            return Err(ServeError::NoPage(dir.clone()));
        }
        let requested = SocketAddr::new(address, port);
        let rooms = Arc::new(Mutex::new(Rooms::default()));
        let (on_request, on_id, on_open, on_gone) =
            (rooms.clone(), rooms.clone(), rooms.clone(), rooms.clone());
        let mut inner = SignalingServer::full_mesh_builder(requested)
            .on_connection_request(move |meta| {
                let asked = Asked {
                    headers: &meta.headers,
                    room: meta.path.clone(),
                    from: meta.origin,
                };
                admit(&on_request, &origins, asked)
            })
            .on_id_assignment(move |(origin, peer)| {
                if let Ok(mut rooms) = on_id.lock() {
                    rooms.peer_of.insert(peer, origin);
                }
            })
            .on_peer_connected(move |peer| {
                if let Ok(mut rooms) = on_open.lock()
                    && let Some(origin) = rooms.peer_of.get(&peer).copied()
                    && let Some(seat) = rooms.seats.get_mut(&origin)
                {
                    seat.open = true;
                }
            })
            .on_peer_disconnected(move |peer| {
                if let Ok(mut rooms) = on_gone.lock()
                    && let Some(origin) = rooms.peer_of.remove(&peer)
                {
                    rooms.seats.remove(&origin);
                }
            })
            .build_with(|router| {
                let router = router.route(
                    "/rooms/{room}",
                    get(move |UrlPath(room): UrlPath<String>| {
                        let answer = players_in(&rooms, &room);
                        async move { answer }
                    }),
                );
                with_the_page(router, web)
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

/// A player asking to come in: refused when the page is another web site's or the room is
/// full, else seated (held until its WebSocket opens).
// matchbox_signaling's connection callback answers a refusal with a whole `Response`.
#[allow(clippy::result_large_err)]
fn admit(rooms: &Mutex<Rooms>, origins: &[String], asked: Asked) -> Result<bool, Response> {
    if !origin_allowed(asked.headers, origins) {
        let refusal = "a page from another web site may not use this server";
        return Err((StatusCode::FORBIDDEN, refusal).into_response());
    }
    let room = asked.room.unwrap_or_else(|| "world".into());
    let mut rooms = rooms.lock().map_err(|_| busy())?;
    rooms.forget_unopened();
    if rooms.count(&room) >= ROOM_SIZE {
        // Both seats are taken: the third is told so, not let in.
        return Err((StatusCode::CONFLICT, "the room is full").into_response());
    }
    let seat = Seat {
        room,
        asked: Instant::now(),
        open: false,
    };
    rooms.seats.insert(asked.from, seat);
    Ok(true)
}

/// A request to come in, as the signalling hands it over.
struct Asked<'a> {
    headers: &'a axum::http::HeaderMap,
    /// The room: the address's path.
    room: Option<String>,
    /// Where the connection comes from.
    from: SocketAddr,
}

/// The router with the web page in `web` served beside the signalling, if there is a page.
fn with_the_page(router: axum::Router, web: Option<PathBuf>) -> axum::Router {
    match web {
        // A page asked for without a WebSocket upgrade is a file of the web page; the layer
        // goes on after the fallback so that it also sees the paths no route matches (the
        // page's data in folders, `data/…`).
        Some(dir) => {
            let files = Arc::new(PageFiles::new(dir));
            router
                .fallback(|| async { StatusCode::NOT_FOUND })
                .layer(middleware::from_fn(move |request, next| {
                    page_or_signal(files.clone(), request, next)
                }))
        }
        None => router,
    }
}

/// Whether a WebSocket upgrade with these headers may come in: one with no `Origin` (the
/// desktop app, `daga duel`: programs, not pages), one from the page this server serves (its
/// origin names the host the request was sent to), or one from a site in `allowed` (`--allow-
/// origin`). Any other web page a player happens to visit may not use the server, nor the
/// desktop's "Host on this computer".
pub fn origin_allowed(headers: &axum::http::HeaderMap, allowed: &[String]) -> bool {
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
/// header), so a page a player visits cannot count the rooms.
fn players_in(rooms: &Mutex<Rooms>, room: &str) -> Response {
    let Ok(rooms) = rooms.lock() else {
        return busy();
    };
    rooms.count(room).to_string().into_response()
}

fn busy() -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, "the server is busy").into_response()
}

/// A WebSocket upgrade goes on to the signalling; any other request gets a file of the page.
async fn page_or_signal(files: Arc<PageFiles>, request: Request, next: Next) -> Response {
    if request.headers().contains_key(header::UPGRADE)
        || request.uri().path().starts_with("/rooms/")
    {
        return next.run(request).await;
    }
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

    /// A seat asked for by a connection whose WebSocket never opened (its upgrade failed or was
    /// cut off after the server said yes) was kept for ever, and two made the room "full".
    #[test]
    fn a_seat_whose_websocket_never_opened_is_let_go() {
        let mut rooms = Rooms::default();
        let seat = |asked, open| Seat {
            room: "kamu-tevo-bada-sini".into(),
            asked,
            open,
        };
        let long_ago = Instant::now() - OPENING - Duration::from_secs(1);
        let address = |port| SocketAddr::from(([127, 0, 0, 1], port));
        rooms.seats.insert(address(1), seat(long_ago, false));
        rooms.seats.insert(address(2), seat(long_ago, false));
        assert_eq!(rooms.count("kamu-tevo-bada-sini"), 0, "nobody is in it");
        // One whose WebSocket opened keeps its seat, and one still opening holds it a while.
        rooms.seats.insert(address(3), seat(long_ago, true));
        rooms.seats.insert(address(4), seat(Instant::now(), false));
        assert_eq!(rooms.count("kamu-tevo-bada-sini"), 2);
        rooms.forget_unopened();
        assert_eq!(rooms.seats.len(), 2);
    }

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

    /// The page's own files, as the browser asks for them.
    #[test]
    fn the_page_s_files_are_found() {
        for (path, name) in [
            ("/", "index.html"),
            ("/index.html", "index.html"),
            ("/daga_bg.wasm", "daga_bg.wasm"),
            ("/restart-audio-context.js", "restart-audio-context.js"),
            ("/data/shax-full-boards.bin", "data/shax-full-boards.bin"),
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
