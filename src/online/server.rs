//! `daga serve`: the signalling server that introduces two players (each room a path of the
//! address, at most two players in it), and on the same port the web page, so that one command
//! hosts a network's or a small server's games. The players' moves then go between them.

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use axum::extract::{Path as UrlPath, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use matchbox_signaling::SignalingServer;

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

/// Who is in which room: each connection's room, by the address it came from.
#[derive(Default)]
struct Rooms {
    room_of: HashMap<SocketAddr, String>,
    peer_of: HashMap<matchbox_socket::PeerId, SocketAddr>,
}

impl Rooms {
    fn count(&self, room: &str) -> usize {
        self.room_of.values().filter(|r| *r == room).count()
    }
}

/// A signalling server bound to its port, ready to serve.
pub struct Server {
    inner: SignalingServer,
    pub addr: SocketAddr,
}

impl Server {
    /// Binds `address:port` (port 0: any free one); `web` is a folder with the web page.
    // matchbox_signaling's connection callback answers a refusal with a whole `Response`.
    #[allow(clippy::result_large_err)]
    pub fn bind(address: IpAddr, port: u16, web: Option<PathBuf>) -> Result<Server, ServeError> {
        if let Some(dir) = &web
            && !dir.join("index.html").is_file()
        {
            return Err(ServeError::NoPage(dir.clone()));
        }
        let requested = SocketAddr::new(address, port);
        let rooms = Arc::new(Mutex::new(Rooms::default()));
        let (on_request, on_id, on_gone) = (rooms.clone(), rooms.clone(), rooms.clone());
        let mut inner = SignalingServer::full_mesh_builder(requested)
            .on_connection_request(move |meta| {
                let room = meta.path.unwrap_or_else(|| "world".into());
                let mut rooms = on_request.lock().map_err(|_| busy())?;
                if rooms.count(&room) >= ROOM_SIZE {
                    // Both seats are taken: the third is told so, not let in.
                    return Err((StatusCode::CONFLICT, "the room is full").into_response());
                }
                rooms.room_of.insert(meta.origin, room);
                Ok(true)
            })
            .on_id_assignment(move |(origin, peer)| {
                if let Ok(mut rooms) = on_id.lock() {
                    rooms.peer_of.insert(peer, origin);
                }
            })
            .on_peer_disconnected(move |peer| {
                if let Ok(mut rooms) = on_gone.lock()
                    && let Some(origin) = rooms.peer_of.remove(&peer)
                {
                    rooms.room_of.remove(&origin);
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
                match web {
                    // A page asked for without a WebSocket upgrade is a file of the web page;
                    // the layer goes on after the fallback so that it also sees the paths no
                    // route matches (the page's data in folders, `data/…`).
                    Some(dir) => router.fallback(|| async { StatusCode::NOT_FOUND }).layer(
                        middleware::from_fn(move |request, next| {
                            page_or_signal(dir.clone(), request, next)
                        }),
                    ),
                    None => router,
                }
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

/// How many players are in `room` (`GET /rooms/ROOM`): a browser, which is not told why its
/// WebSocket was refused, asks this to tell a full room from a server it cannot reach. Any
/// page may ask, wherever it is served from.
fn players_in(rooms: &Mutex<Rooms>, room: &str) -> Response {
    let Ok(rooms) = rooms.lock() else {
        return busy();
    };
    let mut response = rooms.count(room).to_string().into_response();
    response.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    response
}

fn busy() -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, "the server is busy").into_response()
}

/// A WebSocket upgrade goes on to the signalling; any other request gets a file of `dir`.
async fn page_or_signal(dir: PathBuf, request: Request, next: Next) -> Response {
    if request.headers().contains_key(header::UPGRADE)
        || request.uri().path().starts_with("/rooms/")
    {
        return next.run(request).await;
    }
    page_file(&dir, request.uri().path()).await
}

/// The file of the web page at `path` (`/` is `index.html`); nothing outside `dir`.
async fn page_file(dir: &Path, path: &str) -> Response {
    let name = match path.trim_start_matches('/') {
        "" => "index.html",
        name => name,
    };
    let safe = !name.is_empty()
        && name
            .split('/')
            .all(|part| !part.is_empty() && part != ".." && !part.starts_with('.'));
    if !safe {
        return StatusCode::NOT_FOUND.into_response();
    }
    match tokio::fs::read(dir.join(name)).await {
        Ok(bytes) => {
            let mut response = bytes.into_response();
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static(content_type(name)),
            );
            response
        }
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

/// What a file of the web page is, by its name.
fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        // The browser compiles the program while it downloads only when it is said so.
        Some("wasm") => "application/wasm",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("css") => "text/css",
        _ => "application/octet-stream",
    }
}
