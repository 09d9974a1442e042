//! The web page's puzzles, fetched from beside it at its start (its 5 MiB budget has no room
//! for them; the desktop program carries them): each game's file read through the rules and
//! kept (`puzzles::install_fetched`). The menu offers the day's puzzle once all are at hand.

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;
use wasm_bindgen_futures::JsFuture;

use super::answer::Answer;
use crate::puzzles;
use crate::rules::GameId;

/// The fetches under way (dropping one would stop it).
#[derive(Resource, Default)]
struct PuzzleFetches(Vec<Answer<()>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleFetches>()
        .add_systems(Startup, fetch_all)
        .add_systems(Update, forget_settled);
}

/// Starts a fetch of each game's puzzles; the window wakes as each arrives.
fn fetch_all(mut fetches: ResMut<PuzzleFetches>, event_loop: Option<Res<EventLoopProxyWrapper>>) {
    for game in GameId::ALL {
        let fetch = Answer::spawn(fetch_and_install(game), event_loop.as_deref());
        fetches.0.push(fetch);
    }
}

fn forget_settled(mut fetches: ResMut<PuzzleFetches>) {
    if !fetches.0.is_empty() {
        fetches.0.retain(|fetch| fetch.take().is_none());
    }
}

/// Fetches `game`'s puzzles and keeps them; a failure is logged and the game has none.
async fn fetch_and_install(game: GameId) {
    let file = puzzles::web_file(game);
    match fetch_text(&file).await {
        Some(text) => match puzzles::install_fetched(game, &text) {
            Ok(count) => info!("{file}: {count} puzzles"),
            Err((line, e)) => warn!("{file}: line {line}: {e}"),
        },
        None => warn!("{file} could not be fetched"),
    }
}

/// The text at `path` beside the page, if it answers (the puzzles', and a language's words).
pub(crate) async fn fetch_text(path: &str) -> Option<String> {
    let window = web_sys::window()?;
    let answer = JsFuture::from(window.fetch_with_str(path)).await.ok()?;
    let response = web_sys::Response::from(answer);
    let text = response.text().ok().filter(|_| response.ok())?;
    JsFuture::from(text).await.ok()?.as_string()
}
