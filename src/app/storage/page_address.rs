//! The page's address in the browser holds the game on the board: after `#` its record, which
//! follows every move without a new history entry (`history.replaceState`), so that the address
//! is always a link to this game at this move. A page opened with such an address opens that
//! game. (On the desktop `daga --open` sends the same `OpenLink`.)

use bevy::prelude::*;

#[cfg(target_arch = "wasm32")]
use crate::app::play::{lesson::ActiveLesson, screens::Screen, session::Session};
#[cfg(target_arch = "wasm32")]
use crate::rules::{Player, Record, Tag, link_fragment};

/// A link or a record to open: the page's address at start-up, or `daga --open`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct OpenLink(pub String);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenLink>();
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, open_the_address)
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

/// Writes the game's record after `#`, replacing the history entry rather than adding one.
#[cfg(target_arch = "wasm32")]
fn follow_the_game(session: Res<Session>, lesson: Option<Res<ActiveLesson>>) {
    // A lesson is no game to link to; a review keeps the link to the whole game.
    if lesson.is_some() || session.reviewing {
        return;
    }
    let tags = Player::BOTH
        .map(|player| (Tag::player(player), session.setup.side_name(player)))
        .to_vec();
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
