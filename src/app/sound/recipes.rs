//! What each of the game's sounds is made of: knocks, clicks and swishes of plucked strings and
//! filtered noise, and short melodies of sine and triangle notes (`synth.rs` makes them).

use super::sounds::SoundKind;
use super::synth::{Noise, Shape, Wave};

/// A note of a melody: a short or a long one, each starting without a click.
fn note(shape: Shape, hz: f32, long: bool) -> Wave {
    let (seconds, fade_out) = if long { (0.4, 0.3) } else { (0.13, 0.03) };
    Wave::tone(shape, hz, seconds).fade(0.005, fade_out)
}

/// Notes one after another, the last dying away.
fn melody(notes: impl IntoIterator<Item = Wave>) -> Wave {
    let whole = notes.into_iter().fold(
        Wave {
            samples: Vec::new(),
        },
        Wave::then,
    );
    whole.fade(0.0, 0.2).gain(-6.0)
}

const C4: f32 = 262.0;
const E4: f32 = 330.0;
const G4: f32 = 392.0;
const A4: f32 = 440.0;
const C5: f32 = 523.0;
const E5: f32 = 659.0;
const G5: f32 = 784.0;
const C6: f32 = 1046.0;

impl SoundKind {
    /// The sound, made now (a few milliseconds for all of them).
    pub fn wave(self) -> Wave {
        let sine = |hz, long| note(Shape::Sine, hz, long);
        match self {
            // A piece set down on wood: a damped pluck with a little rumble.
            SoundKind::Place => Wave::pluck(196.0, 0.16, 11)
                .mix(Wave::noise(Noise::Brown, 0.16, 12))
                .fade(0.0, 0.12)
                .gain(-4.0),
            // A piece or stone sliding one step: dark noise that swells and fades.
            SoundKind::Step => Wave::noise(Noise::Pink, 0.22, 21)
                .lowpass(900.0)
                .fade(0.06, 0.12)
                .gain(-8.0),
            // One seed dropped into a hole: a tiny bright click.
            SoundKind::Seed => Wave::pluck(880.0, 0.07, 31)
                .mix(Wave::noise(Noise::White, 0.07, 32))
                .gain(-3.0)
                .highpass(600.0)
                .fade(0.0, 0.05)
                .gain(-3.0),
            // A handful of seeds lifted: a short rattle.
            SoundKind::Relay => Wave::noise(Noise::White, 0.28, 41)
                .bandpass(2500.0, 800.0)
                .tremolo(28.0, 0.9)
                .fade(0.02, 0.1)
                .gain(-10.0),
            // Seeds or a piece going to a store: a wooden clack.
            SoundKind::Capture => Wave::pluck(330.0, 0.2, 51)
                .mix(Wave::pluck(415.0, 0.2, 52))
                .fade(0.0, 0.15)
                .gain(-3.0),
            // A big capture: a lower chord of three.
            SoundKind::BigCapture => Wave::pluck(220.0, 0.45, 61)
                .mix(Wave::pluck(277.0, 0.45, 62))
                .mix(Wave::pluck(330.0, 0.45, 63))
                .fade(0.0, 0.3)
                .gain(-2.0),
            // A line of three (jare): three rising chimes.
            SoundKind::Jare => melody([sine(C5, false), sine(E5, false), sine(G5, true)]),
            // A blocked player (hadig): two low falling notes.
            SoundKind::Hadig => melody([
                Wave::tone(Shape::Triangle, 220.0, 0.2).fade(0.005, 0.05),
                Wave::tone(Shape::Triangle, 165.0, 0.4).fade(0.005, 0.3),
            ]),
            // A click that does nothing: a soft low buzz.
            SoundKind::Refused => Wave::tone(Shape::Square, 110.0, 0.12)
                .gain(-12.0)
                .lowpass(600.0)
                .fade(0.0, 0.08)
                .gain(-2.0),
            // A menu button: a short tick.
            SoundKind::Click => Wave::tone(Shape::Sine, 1320.0, 0.04)
                .fade(0.0, 0.03)
                .gain(-10.0),
            // The end of a game: rising for a win, falling for a loss, level for a draw.
            SoundKind::Win => melody([
                sine(C5, false),
                sine(E5, false),
                sine(G5, false),
                sine(C6, true),
            ]),
            SoundKind::Loss => melody([sine(G4, false), sine(E4, false), sine(C4, true)]),
            SoundKind::Draw => melody([sine(A4, false), sine(A4, true)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_short_audible_unclipped_and_ends_in_silence() {
        for kind in SoundKind::ALL {
            let wave = kind.wave();
            let seconds = wave.seconds();
            assert!((0.03..1.0).contains(&seconds), "{kind:?} lasts {seconds} s");
            let peak = wave.peak();
            assert!((0.05..=1.0).contains(&peak), "{kind:?} peaks at {peak}");
            let end = wave.samples.last().unwrap().abs();
            assert!(
                end < 0.01 * peak.max(0.1),
                "{kind:?} ends at {end}: a click"
            );
        }
    }

    #[test]
    fn each_sound_is_made_the_same_every_time_and_differs_from_the_others() {
        let waves: Vec<Wave> = SoundKind::ALL.iter().map(|kind| kind.wave()).collect();
        for (i, wave) in waves.iter().enumerate() {
            assert_eq!(*wave, SoundKind::ALL[i].wave());
            assert!(waves[..i].iter().all(|other| other != wave));
        }
    }
}
