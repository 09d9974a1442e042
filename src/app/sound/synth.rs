//! A small synthesizer for the game's sounds: tones, noise and plucked strings, shaped by
//! filters, tremolo and fades, mono at 22,050 samples a second.
//!
//! The sounds are made when the game starts rather than shipped as files: a dozen short Ogg
//! files and their decoder were about 100 KB of the web page's download, these few functions
//! are a few KB. The recipes are in `recipes.rs`.

use std::f32::consts::TAU;

/// Samples a second.
pub const RATE: u32 = 22_050;

/// A mono sound: samples from -1 to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Wave {
    pub samples: Vec<f32>,
}

/// A tone's shape.
#[derive(Copy, Clone, Debug)]
pub enum Shape {
    Sine,
    Triangle,
    Square,
}

/// A noise's colour: white is flat; pink falls 3 dB an octave; brown 6 dB (a rumble).
#[derive(Copy, Clone, Debug)]
pub enum Noise {
    White,
    Pink,
    Brown,
}

fn sample_count(seconds: f32) -> usize {
    (seconds * RATE as f32).round() as usize
}

/// Deterministic white noise (xorshift32), so a sound is the same on every start and in tests.
struct NoiseSource(u32);

impl NoiseSource {
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

impl Wave {
    /// A steady tone at full scale.
    pub fn tone(shape: Shape, hz: f32, seconds: f32) -> Wave {
        let samples = (0..sample_count(seconds))
            .map(|i| {
                let phase = (i as f32 * hz / RATE as f32).fract();
                match shape {
                    Shape::Sine => (TAU * phase).sin(),
                    Shape::Triangle => 1.0 - 4.0 * (phase - 0.5).abs(),
                    Shape::Square => {
                        if phase < 0.5 {
                            1.0
                        } else {
                            -1.0
                        }
                    }
                }
            })
            .collect();
        Wave { samples }
    }

    /// Noise of a colour at full scale; `seed` picks one of many equally good noises.
    pub fn noise(colour: Noise, seconds: f32, seed: u32) -> Wave {
        let mut source = NoiseSource(seed.max(1));
        // Pink by Paul Kellet's three-pole filter; brown by a leaky sum of white.
        let mut poles = [0.0f32; 3];
        let mut brown = 0.0f32;
        let samples = (0..sample_count(seconds))
            .map(|_| {
                let white = source.next();
                match colour {
                    Noise::White => white,
                    Noise::Pink => {
                        poles[0] = 0.99765 * poles[0] + white * 0.099_046;
                        poles[1] = 0.963 * poles[1] + white * 0.296_516_4;
                        poles[2] = 0.57 * poles[2] + white * 1.052_691_3;
                        poles.iter().sum::<f32>() + white * 0.1848
                    }
                    Noise::Brown => {
                        brown = (brown + 0.02 * white) / 1.02;
                        brown
                    }
                }
            })
            .collect();
        Wave { samples }.normalised()
    }

    /// A plucked string (Karplus–Strong): a burst of noise circling a delay line one period
    /// long, each pass averaged with its neighbour, so it rings at `hz` and dies away.
    pub fn pluck(hz: f32, seconds: f32, seed: u32) -> Wave {
        let period = ((RATE as f32 / hz).round() as usize).max(2);
        let mut source = NoiseSource(seed.max(1));
        let mut line: Vec<f32> = (0..period).map(|_| source.next()).collect();
        let samples = (0..sample_count(seconds))
            .map(|i| {
                let at = i % period;
                let out = line[at];
                line[at] = 0.996 * 0.5 * (line[at] + line[(at + 1) % period]);
                out
            })
            .collect();
        Wave { samples }.normalised()
    }

    /// The two sounds heard together (each at half strength), as long as the longer.
    pub fn mix(self, other: Wave) -> Wave {
        let length = self.samples.len().max(other.samples.len());
        let at = |wave: &Wave, i: usize| wave.samples.get(i).copied().unwrap_or(0.0);
        let samples = (0..length)
            .map(|i| 0.5 * (at(&self, i) + at(&other, i)))
            .collect();
        Wave { samples }
    }

    /// This sound, then the next.
    pub fn then(mut self, next: Wave) -> Wave {
        self.samples.extend(next.samples);
        self
    }

    /// Louder (positive) or quieter (negative) by so many decibels.
    pub fn gain(self, decibels: f32) -> Wave {
        let factor = 10f32.powf(decibels / 20.0);
        self.map(|sample| sample * factor)
    }

    /// Scaled so that its loudest sample is at full scale.
    fn normalised(self) -> Wave {
        let peak = self.peak();
        if peak == 0.0 {
            return self;
        }
        self.map(|sample| sample / peak)
    }

    /// Fades in over the first `fade_in` seconds and out over the last `fade_out`, along a
    /// quarter of a sine (no click at either end).
    pub fn fade(self, fade_in: f32, fade_out: f32) -> Wave {
        let length = self.samples.len();
        let (rise, fall) = (sample_count(fade_in), sample_count(fade_out));
        let ramp =
            |done: usize, of: usize| (std::f32::consts::FRAC_PI_2 * done as f32 / of as f32).sin();
        let samples = self
            .samples
            .into_iter()
            .enumerate()
            .map(|(i, sample)| {
                let left = length - 1 - i;
                let up = if i < rise { ramp(i, rise) } else { 1.0 };
                let down = if left < fall { ramp(left, fall) } else { 1.0 };
                sample * up * down
            })
            .collect();
        Wave { samples }
    }

    /// The loudness rising and falling `hz` times a second, by `depth` (0 to 1) of it.
    pub fn tremolo(self, hz: f32, depth: f32) -> Wave {
        let samples = self
            .samples
            .into_iter()
            .enumerate()
            .map(|(i, sample)| {
                let swing = 0.5 + 0.5 * (TAU * hz * i as f32 / RATE as f32).sin();
                sample * (1.0 - depth * swing)
            })
            .collect();
        Wave { samples }
    }

    /// Frequencies above `hz` taken away (two poles).
    pub fn lowpass(self, hz: f32) -> Wave {
        self.filtered(Biquad::new(
            FilterKind::Lowpass,
            hz,
            std::f32::consts::FRAC_1_SQRT_2,
        ))
    }

    /// Frequencies below `hz` taken away (two poles).
    pub fn highpass(self, hz: f32) -> Wave {
        self.filtered(Biquad::new(
            FilterKind::Highpass,
            hz,
            std::f32::consts::FRAC_1_SQRT_2,
        ))
    }

    /// Only the band `width` Hz wide around `hz` kept.
    pub fn bandpass(self, hz: f32, width: f32) -> Wave {
        self.filtered(Biquad::new(FilterKind::Bandpass, hz, hz / width))
    }

    /// The largest sample's size.
    pub fn peak(&self) -> f32 {
        self.samples.iter().fold(0.0, |peak, s| peak.max(s.abs()))
    }

    /// How long it lasts.
    pub fn seconds(&self) -> f32 {
        self.samples.len() as f32 / RATE as f32
    }

    fn map(self, change: impl FnMut(f32) -> f32) -> Wave {
        Wave {
            samples: self.samples.into_iter().map(change).collect(),
        }
    }

    fn filtered(self, mut filter: Biquad) -> Wave {
        self.map(|sample| filter.next(sample))
    }
}

#[derive(Copy, Clone)]
enum FilterKind {
    Lowpass,
    Highpass,
    Bandpass,
}

/// A two-pole filter, from Robert Bristow-Johnson's cookbook.
struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    inputs: [f32; 2],
    outputs: [f32; 2],
}

impl Biquad {
    fn new(kind: FilterKind, hz: f32, q: f32) -> Biquad {
        let omega = TAU * hz / RATE as f32;
        let (sin, cos) = omega.sin_cos();
        let alpha = sin / (2.0 * q);
        let b = match kind {
            FilterKind::Lowpass => [(1.0 - cos) / 2.0, 1.0 - cos, (1.0 - cos) / 2.0],
            FilterKind::Highpass => [(1.0 + cos) / 2.0, -(1.0 + cos), (1.0 + cos) / 2.0],
            FilterKind::Bandpass => [alpha, 0.0, -alpha],
        };
        let a0 = 1.0 + alpha;
        Biquad {
            b: b.map(|value| value / a0),
            a: [-2.0 * cos / a0, (1.0 - alpha) / a0],
            inputs: [0.0; 2],
            outputs: [0.0; 2],
        }
    }

    fn next(&mut self, input: f32) -> f32 {
        let output = self.b[0] * input + self.b[1] * self.inputs[0] + self.b[2] * self.inputs[1]
            - self.a[0] * self.outputs[0]
            - self.a[1] * self.outputs[1];
        self.inputs = [input, self.inputs[0]];
        self.outputs = [output, self.outputs[0]];
        output
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How strong a wave is (root mean square).
    fn strength(wave: &Wave) -> f32 {
        (wave.samples.iter().map(|s| s * s).sum::<f32>() / wave.samples.len() as f32).sqrt()
    }

    /// How strong a sine of `hz` comes out of a filter.
    fn passed(filter: impl Fn(Wave) -> Wave, hz: f32) -> f32 {
        let wave = filter(Wave::tone(Shape::Sine, hz, 0.5));
        // The filter's first moments settle; measured after them.
        strength(&Wave {
            samples: wave.samples[RATE as usize / 10..].to_vec(),
        }) / strength(&Wave::tone(Shape::Sine, hz, 0.4))
    }

    #[test]
    fn tones_last_and_reach_full_scale() {
        for shape in [Shape::Sine, Shape::Triangle, Shape::Square] {
            let wave = Wave::tone(shape, 440.0, 0.25);
            assert_eq!(wave.samples.len(), 5513);
            assert!(
                (wave.peak() - 1.0).abs() < 0.01,
                "{shape:?}: {}",
                wave.peak()
            );
        }
    }

    #[test]
    fn filters_keep_their_band_and_take_the_rest_away() {
        assert!(passed(|w| w.lowpass(600.0), 100.0) > 0.9);
        assert!(passed(|w| w.lowpass(600.0), 5000.0) < 0.05);
        assert!(passed(|w| w.highpass(600.0), 5000.0) > 0.9);
        assert!(passed(|w| w.highpass(600.0), 100.0) < 0.05);
        assert!(passed(|w| w.bandpass(2500.0, 800.0), 2500.0) > 0.9);
        assert!(passed(|w| w.bandpass(2500.0, 800.0), 300.0) < 0.15);
    }

    #[test]
    fn a_pluck_rings_at_its_pitch_and_dies_away() {
        let wave = Wave::pluck(220.0, 1.0, 7);
        let quarter = wave.samples.len() / 4;
        let first = strength(&Wave {
            samples: wave.samples[..quarter].to_vec(),
        });
        let last = strength(&Wave {
            samples: wave.samples[3 * quarter..].to_vec(),
        });
        assert!(last < first / 2.0, "{first} then {last}");
        // One period (100 samples at 220 Hz) later the string is nearly where it was.
        let period = (RATE as f32 / 220.0).round() as usize;
        let alike = (0..period)
            .all(|i| (wave.samples[quarter + i] - wave.samples[quarter + i + period]).abs() < 0.2);
        assert!(alike);
    }

    #[test]
    fn noise_is_the_same_for_a_seed_and_differs_between_seeds() {
        for colour in [Noise::White, Noise::Pink, Noise::Brown] {
            let one = Wave::noise(colour, 0.1, 3);
            assert_eq!(one, Wave::noise(colour, 0.1, 3));
            assert_ne!(one, Wave::noise(colour, 0.1, 4));
            assert!((one.peak() - 1.0).abs() < 1e-6);
        }
    }

    #[test]
    fn fades_start_and_end_in_silence() {
        let wave = Wave::tone(Shape::Square, 110.0, 0.2).fade(0.01, 0.05);
        assert_eq!(wave.samples[0], 0.0);
        assert!(wave.samples.last().unwrap().abs() < 1e-3);
        assert_eq!(wave.samples[2000].abs(), 1.0);
    }

    #[test]
    fn mixing_halves_and_gain_scales() {
        let loud = Wave::tone(Shape::Square, 100.0, 0.1);
        let mixed = loud.clone().mix(Wave::tone(Shape::Square, 100.0, 0.2));
        assert_eq!(mixed.samples.len(), 4410);
        assert!((mixed.samples[10] - 1.0).abs() < 1e-6);
        assert!((mixed.samples[3000].abs() - 0.5).abs() < 1e-6);
        assert!((loud.gain(-6.0).peak() - 0.501).abs() < 0.001);
    }
}
