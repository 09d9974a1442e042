//! Deadlines that wake a sleeping window: whatever is timed (the next lesson's countdown, a
//! clock) says when it is due, and the window wakes then, with or without input.

use std::time::Duration;

use bevy::prelude::*;

/// The earliest moment something timed is due this frame, on the real clock
/// (`Time<Real>::elapsed`). Systems ask for it every frame they wait; `shell::frame_pace` reads
/// it at the frame's end and forgets it.
#[derive(Resource, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct WakeUp(Option<Duration>);

impl WakeUp {
    /// Asks for a frame at `due` (the earliest of all the asks wins).
    pub fn at(&mut self, due: Duration) {
        self.0 = Some(self.0.map_or(due, |earlier| earlier.min(due)));
    }

    /// How long the window may sleep from `now`, forgetting the ask (each frame asks anew).
    pub fn take_wait(&mut self, now: Duration) -> Option<Duration> {
        self.0.take().map(|due| due.saturating_sub(now))
    }
}

/// The next whole second of a countdown that started at `start` (where its display changes),
/// capped at its end `start + length`.
pub fn next_tick(start: Duration, now: Duration, length: Duration) -> Duration {
    let passed = now.saturating_sub(start).as_secs() + 1;
    (start + Duration::from_secs(passed)).min(start + length)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WakeUp>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_earliest_deadline_wins_and_is_asked_for_once() {
        let mut wake = WakeUp::default();
        wake.at(Duration::from_secs(9));
        wake.at(Duration::from_secs(4));
        wake.at(Duration::from_secs(7));
        assert_eq!(
            wake.take_wait(Duration::from_secs(3)),
            Some(Duration::from_secs(1))
        );
        assert_eq!(wake.take_wait(Duration::from_secs(3)), None);
        wake.at(Duration::from_secs(2));
        assert_eq!(wake.take_wait(Duration::from_secs(3)), Some(Duration::ZERO));
    }

    #[test]
    fn a_countdown_ticks_each_whole_second_and_stops_at_its_end() {
        let s = Duration::from_secs_f32;
        assert_eq!(next_tick(s(10.0), s(10.0), s(6.0)), s(11.0));
        assert_eq!(next_tick(s(10.0), s(12.5), s(6.0)), s(13.0));
        assert_eq!(next_tick(s(10.0), s(15.9), s(6.0)), s(16.0));
        assert_eq!(next_tick(s(10.0), s(15.9), s(5.5)), s(15.5));
    }
}
