//! The screenshot mode: once the board is drawn (or `--mid-move` seconds into the last move, or
//! a review's analysis is complete), save the window as a PNG and exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Capturing, Screenshot, save_to_disk};

use super::launch::ScreenshotRequest;
use crate::app::play::selection::SpotClicked;
use crate::app::play::session::{MoveChosen, Session};

/// Frames to wait so that meshes, text and egui are all drawn.
const SETTLE_FRAMES: u32 = 30;
/// The frame on which the requested spots are clicked, once the turn awaits input.
const PICK_FRAME: u32 = 10;
/// Frames after which a screenshot that never arrived is an error.
const GIVE_UP_FRAMES: u32 = 600;

pub(super) fn plugin(app: &mut App) {
    if let Some(request) = app.world().get_resource::<ScreenshotRequest>() {
        if request.mid_move.is_some() {
            app.add_plugins(super::frame_times::plugin);
        }
        // The screenshot counts frames: draw them without waiting for input.
        app.insert_resource(bevy::winit::WinitSettings::game());
    }
    app.add_systems(
        Update,
        take_screenshot.run_if(resource_exists::<ScreenshotRequest>),
    );
}

fn take_screenshot(
    mut commands: Commands,
    request: Res<ScreenshotRequest>,
    session: Option<Res<Session>>,
    time: Res<Time>,
    capturing: Query<(), With<Capturing>>,
    mut frames: Local<u32>,
    mut requested: Local<bool>,
    mut move_started: Local<Option<f32>>,
    mut exit: MessageWriter<AppExit>,
    mut clicks: MessageWriter<SpotClicked>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    // A review's picture waits for the computer's judgement of every position (and then for
    // the usual frames, with the chart drawn whole).
    let review = session.as_deref().and_then(Session::review);
    let judged = review.is_some_and(|review| review.analysis.is_complete());
    if request.waits_for_review && !judged {
        return;
    }
    *frames += 1;
    if *frames == PICK_FRAME {
        clicks.write_batch(request.picks.iter().map(|&spot| SpotClicked(spot)));
        // `--mid-move`: the last move starts now, with its animation.
        if let (Some(mid_move), Some(session)) = (request.mid_move, &session) {
            chosen.write(MoveChosen {
                mv: mid_move.mv,
                at_ply: session.game.ply(),
            });
            *move_started = Some(time.elapsed_secs());
        }
    }
    let due = match (request.mid_move, *move_started) {
        (Some(mid_move), Some(started)) => time.elapsed_secs() - started >= mid_move.seconds,
        (Some(_), None) => false,
        (None, _) => *frames >= SETTLE_FRAMES,
    };
    if due && !*requested {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(request.path.clone()));
        *requested = true;
        return;
    }
    if *requested && *frames > SETTLE_FRAMES + 2 && capturing.is_empty() && request.path.exists() {
        info!("saved {}", request.path.display());
        exit.write(AppExit::Success);
    } else if *frames > GIVE_UP_FRAMES {
        error!("the screenshot was not saved");
        exit.write(AppExit::error());
    }
}
