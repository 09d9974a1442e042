//! The endgame tables, built beside the frames once a game nears them (a browser builds them in
//! slices between its frames) and then read by the computer, hints and the review.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::answer::Answer;
use super::computer::{SLICE_SECONDS, pause};
use super::session::Session;
use crate::ai::endgame::{self, TableBuild};
use crate::rules::AnyMatch;

/// The build under way, if one is (dropping it would stop it), and whether one failed.
#[derive(Resource, Default)]
pub struct EndgameTables {
    /// Answers true once the tables are installed, false if they could not be built.
    building: Option<Answer<bool>>,
    failed: bool,
}

impl EndgameTables {
    /// True while the tables would hold the game's position but are not built yet (the build
    /// starts in the same frame as a review's): the review waits for them rather than judge
    /// that position without them.
    pub fn pending_for(&self, game: &AnyMatch) -> bool {
        !self.failed && !endgame::ready_for(game) && endgame::in_reach(game)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EndgameTables>()
        .add_systems(Update, start_building);
    #[cfg(target_arch = "wasm32")]
    app.init_resource::<StoredScores>()
        .add_systems(Update, fetch_stored_scores);
}

/// The web page's fetch of the full boards' scores (`ai::full_boards`; the desktop program
/// carries them): under way, or settled (fetched and read, or failed, and then not tried again).
#[cfg(target_arch = "wasm32")]
#[derive(Resource, Default)]
struct StoredScores {
    fetching: Option<Answer<bool>>,
    settled: bool,
}

/// Fetches the scores beside the frames once a game that may come to a full board is on the
/// board (not a lesson's, nor one online, where nothing reads them) or under review.
#[cfg(target_arch = "wasm32")]
fn fetch_stored_scores(
    mut scores: ResMut<StoredScores>,
    session: Option<Res<Session>>,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
) {
    use crate::ai::full_boards;
    if scores.fetching.as_ref().and_then(Answer::take).is_some() {
        scores.settled = true;
        scores.fetching = None;
    }
    let Some(session) = session.filter(|_| !scores.settled && scores.fetching.is_none()) else {
        return;
    };
    let in_play = !session.is_exercise()
        && session.online.is_none()
        && full_boards::wanted_for(&session.game);
    let reviewed = session
        .review()
        .is_some_and(|review| full_boards::wanted_for(review.analysis.game()));
    if in_play || reviewed {
        console_and_log("full boards: fetching their scores");
        scores.fetching = Some(Answer::spawn(fetch_and_install(), event_loop.as_deref()));
    }
}

/// Fetches the full boards' scores from beside the page and installs them; false if that failed
/// (levels 4-5 then search on from placing, as before the scores).
#[cfg(target_arch = "wasm32")]
async fn fetch_and_install() -> bool {
    use crate::ai::full_boards;
    use wasm_bindgen_futures::JsFuture;
    let started = Instant::now();
    let Some(window) = web_sys::window() else {
        return false;
    };
    let Ok(answer) = JsFuture::from(window.fetch_with_str(full_boards::WEB_FILE)).await else {
        warn!(
            "full boards: {} could not be fetched",
            full_boards::WEB_FILE
        );
        return false;
    };
    let response = web_sys::Response::from(answer);
    let Some(buffer) = response.array_buffer().ok().filter(|_| response.ok()) else {
        warn!(
            "full boards: {} answered {}",
            full_boards::WEB_FILE,
            response.status()
        );
        return false;
    };
    let Ok(buffer) = JsFuture::from(buffer).await else {
        return false;
    };
    let fetched = started.elapsed().as_secs_f32();
    match full_boards::install(&js_sys::Uint8Array::new(&buffer).to_vec()) {
        Ok(()) => {
            let read = started.elapsed().as_secs_f32() - fetched;
            console_and_log(&format!(
                "full boards: fetched and read in {:.2} s (reading {read:.3} s)",
                fetched + read
            ));
            true
        }
        Err(e) => {
            warn!("full boards: {e}");
            false
        }
    }
}

/// Starts the build when the game on the board (not a lesson's, nor one online), or the game
/// under review, nears the tables.
fn start_building(
    mut tables: ResMut<EndgameTables>,
    session: Option<Res<Session>>,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
) {
    if let Some(installed) = tables.building.as_ref().and_then(Answer::take) {
        // One game's tables are done; another game may need the other ones later.
        tables.failed = !installed;
        tables.building = None;
    }
    if tables.building.is_some() || tables.failed {
        return;
    }
    let Some(session) = session else {
        return;
    };
    // Nothing reads the tables in a lesson (its small positions are the rules' examples) or in
    // a game online (no hints, no computer), until such a game is reviewed.
    let in_play = (!session.is_exercise() && session.online.is_none())
        .then(|| TableBuild::for_game(&session.game))
        .flatten();
    let reviewed = || {
        session
            .review()
            .and_then(|review| TableBuild::for_game(review.analysis.game()))
    };
    let Some(build) = in_play.or_else(reviewed) else {
        return;
    };
    console_and_log("endgame tables: building them beside the game");
    tables.building = Some(Answer::spawn(build_in_slices(build), event_loop.as_deref()));
}

/// Builds the tables a slice at a time, pausing between slices, and installs them; false if
/// they could not be built.
async fn build_in_slices(mut build: TableBuild) -> bool {
    let started = Instant::now();
    loop {
        let slice_start = Instant::now();
        while slice_start.elapsed().as_secs_f64() < SLICE_SECONDS {
            match build.work(64) {
                Ok(true) => {
                    build.install();
                    report_built(started.elapsed().as_secs_f32());
                    return true;
                }
                Ok(false) => {}
                Err(e) => {
                    warn!("endgame tables: {e}");
                    return false;
                }
            }
        }
        pause().await;
    }
}

/// Says how long the build took.
fn report_built(seconds: f32) {
    console_and_log(&format!("endgame tables: built in {seconds:.1} s"));
}

/// A line in the log, and in the browser's console too, where the log keeps only warnings
/// (`scripts/web-tables.mjs` reads the build's start and end there).
fn console_and_log(line: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::info_1(&line.into());
    info!("{line}");
}
