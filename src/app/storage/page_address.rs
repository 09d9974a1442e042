//! The page's address in the browser holds the game on the board: after `#` its record, which
//! follows every move without a new history entry (`history.replaceState`), so that the address
//! is always a link to this game at this move. A page opened with such an address opens that
//! game, and so does a link pasted into the address of a page already open (`hashchange`).
//! (On the desktop `daga --open` sends the same `OpenLink`.)

use bevy::prelude::*;

#[cfg(target_arch = "wasm32")]
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
#[cfg(target_arch = "wasm32")]
use crate::rules::{Record, link_fragment};

/// A link or a record to open: the page's address at start-up, or `daga --open`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct OpenLink(pub String);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenLink>();
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, (open_the_address, listen_for_pasted_links))
        .add_systems(
            Update,
            open_pasted_links.in_set(crate::app::AppSystems::Input),
        )
        .add_systems(OnExit(Screen::Playing), clear_the_address)
        .add_systems(
            Last,
            follow_the_game.run_if(resource_exists_and_changed::<Session>),
        );
}

/// The page's address, when it links to a game (the browser), to copy and send.
pub fn page_link() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let hash = location.hash().ok()?;
        (hash.len() > 1).then(|| location.href().ok()).flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// A page opened with a game after `#` opens that game (once the saved game has been read, so
/// that it can ask before replacing it).
#[cfg(target_arch = "wasm32")]
fn open_the_address(mut links: MessageWriter<OpenLink>) {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok());
    if let Some(hash) = hash.filter(|h| h.len() > 1) {
        links.write(OpenLink(hash));
    }
}

/// Links pasted into the open page's address, waiting for the next frame.
#[cfg(target_arch = "wasm32")]
static PASTED_LINKS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// A link pasted into the address of the open page changes only what follows `#`: the browser
/// says so with `hashchange` (our own `replaceState` never does), and the window is woken to
/// open it.
#[cfg(target_arch = "wasm32")]
fn listen_for_pasted_links(event_loop: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    use js_sys::wasm_bindgen::{JsCast, closure::Closure};
    let Some(window) = web_sys::window() else {
        return;
    };
    let wake = event_loop.map(|proxy| (**proxy).clone());
    let on_change = Closure::<dyn FnMut()>::new(move || {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok());
        if let (Some(hash), Ok(mut links)) = (hash.filter(|h| h.len() > 1), PASTED_LINKS.lock()) {
            links.push(hash);
        }
        if let Some(proxy) = &wake {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    });
    if window
        .add_event_listener_with_callback("hashchange", on_change.as_ref().unchecked_ref())
        .is_ok()
    {
        // The listener lives as long as the page.
        on_change.forget();
    }
}

#[cfg(target_arch = "wasm32")]
fn open_pasted_links(mut links: MessageWriter<OpenLink>) {
    if let Ok(mut pasted) = PASTED_LINKS.lock() {
        links.write_batch(pasted.drain(..).map(OpenLink));
    }
}

/// The address as the board has it, after a link that was not opened: the game's link while a
/// game of the player's own is on the board, else no game.
pub fn follow_the_board(session: Option<&Session>, on_board: bool) {
    #[cfg(target_arch = "wasm32")]
    match session.filter(|session| on_board && session.is_kept()) {
        Some(session) => write_the_game(session),
        None => replace_hash(""),
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (session, on_board);
}

/// Writes the game's record after `#`, replacing the history entry rather than adding one.
#[cfg(target_arch = "wasm32")]
fn follow_the_game(session: Res<Session>) {
    // A lesson is no game to link to; a review keeps the link to the whole game.
    if session.is_kept() {
        write_the_game(&session);
    }
}

#[cfg(target_arch = "wasm32")]
fn write_the_game(session: &Session) {
    // A game online is its room: the page opened again rejoins it.
    if let Some(room) = &session.online {
        replace_hash(&format!("#room={}", room.code));
        return;
    }
    let tags = crate::app::play::record_names::players_tags(&session.setup);
    if let Some(record) = Record::of(&session.game, tags) {
        replace_hash(&format!("#{}", link_fragment(&record)));
    }
}

/// Back on the menu, the address links to no game.
#[cfg(target_arch = "wasm32")]
fn clear_the_address() {
    replace_hash("");
}

#[cfg(target_arch = "wasm32")]
fn replace_hash(hash: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        // A failure leaves the address as it was; the game goes on.
        let _ = history.replace_state_with_url(
            &js_sys::wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{hash}")),
        );
    }
}
