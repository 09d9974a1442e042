//! Frame times while a move is shown, for `--mid-move` screenshots: each frame's real time is
//! kept while the turn is animating, and the middle, the 95th percentile and the longest are
//! printed when the animation ends (`scripts/frame-times.sh` reads that line).

use bevy::prelude::*;

use crate::app::play::screens::Turn;

/// Real seconds of each frame while a move was shown.
#[derive(Resource, Default)]
struct FrameTimes(Vec<f32>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameTimes>()
        .add_systems(Last, keep_frame_time.run_if(in_state(Turn::Animating)))
        .add_systems(OnExit(Turn::Animating), report);
}

fn keep_frame_time(time: Res<Time<Real>>, mut times: ResMut<FrameTimes>) {
    times.0.push(time.delta_secs());
}

/// The `share` quantile of `times` in milliseconds (nearest rank).
fn quantile_ms(sorted: &[f32], share: f32) -> f32 {
    let rank = ((sorted.len() as f32 * share).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1] * 1000.0
}

fn report(mut times: ResMut<FrameTimes>) {
    // The first frame's time includes starting the move; the rest is what a player sees.
    let mut sorted: Vec<f32> = times.0.drain(..).skip(1).collect();
    if sorted.is_empty() {
        return;
    }
    sorted.sort_by(f32::total_cmp);
    println!(
        "frame times while the move was shown: {} frames, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sorted.len(),
        quantile_ms(&sorted, 0.5),
        quantile_ms(&sorted, 0.95),
        quantile_ms(&sorted, 1.0),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_are_nearest_ranks_in_milliseconds() {
        let sorted: Vec<f32> = (1..=20).map(|ms| ms as f32 / 1000.0).collect();
        assert!((quantile_ms(&sorted, 0.5) - 10.0).abs() < 1e-3);
        assert!((quantile_ms(&sorted, 0.95) - 19.0).abs() < 1e-3);
        assert!((quantile_ms(&sorted, 1.0) - 20.0).abs() < 1e-3);
        assert!((quantile_ms(&sorted[..1], 0.95) - 1.0).abs() < 1e-3);
    }
}
