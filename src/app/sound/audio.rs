//! Plays the game's sounds with kira: they are made at start-up (`recipes.rs`), each request is
//! played at the settings' volume, and without an audio device the game runs silently after
//! saying so once.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_kira_audio::prelude::{
    Audio, AudioControl, AudioPlugin, AudioSource, Decibels, StaticSoundData,
};
use kira::Frame;

use super::sounds::{PlaySound, SoundKind};
use super::synth::RATE;
use crate::app::storage::settings::{self, BadValue, Setting};

/// Volume and mute, set by the player; in the settings file as `volume` and `muted`.
#[derive(Resource, Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// 0 (silent) to 1 (as made).
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 0.8,
            muted: false,
        }
    }
}

impl SoundSettings {
    /// The gain to play at, or `None` when nothing is to be heard.
    fn decibels(&self) -> Option<Decibels> {
        let volume = self.volume.clamp(0.0, 1.0);
        (!self.muted && volume > 0.0).then(|| Decibels(20.0 * volume.log10()))
    }
}

impl SoundKind {
    /// The sound as the audio library plays it, made now (`recipes.rs`).
    pub fn sound_data(self) -> StaticSoundData {
        let frames: Vec<Frame> = self
            .wave()
            .samples
            .into_iter()
            .map(Frame::from_mono)
            .collect();
        StaticSoundData {
            sample_rate: RATE,
            frames: frames.into(),
            settings: Default::default(),
            slice: None,
        }
    }
}

/// The sounds, ready to play.
#[derive(Resource)]
struct Sounds(HashMap<SoundKind, Handle<AudioSource>>);

impl Setting for SoundSettings {
    type Fields = SoundSettings;

    fn to_fields(&self) -> SoundSettings {
        *self
    }

    fn from_fields(fields: SoundSettings) -> Result<SoundSettings, BadValue> {
        match (0.0..=1.0).contains(&fields.volume) {
            true => Ok(fields),
            false => Err(BadValue {
                setting: "volume",
                value: fields.volume.to_string(),
                allowed: "0 to 1",
            }),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<SoundSettings>(app);
    // Opening an output where the browser has no Web Audio (turned off, or a stripped-down
    // browser) panics inside the audio library: the page would stay blank, so it plays
    // silently instead.
    if !audio_api_exists() {
        info!("this browser has no Web Audio: the game runs without sound");
        return;
    }
    // Asked here, on the main thread, where the audio library opens its own output next.
    quiet_alsa_messages();
    if !audio_device_works() {
        info!("no audio device: the game runs without sound");
        return;
    }
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, load_sounds)
        .add_systems(Last, play_sounds.run_if(resource_exists::<Sounds>));
}

/// Whether the page can make sound at all: it has Web Audio's `AudioContext`.
#[cfg(target_arch = "wasm32")]
fn audio_api_exists() -> bool {
    let name = js_sys::wasm_bindgen::JsValue::from_str("AudioContext");
    js_sys::Reflect::has(&js_sys::global(), &name).unwrap_or(false)
}

/// The desktop's audio system is always there to ask (whether it has a device is asked
/// later, by `audio_device_works`).
#[cfg(not(target_arch = "wasm32"))]
fn audio_api_exists() -> bool {
    true
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let sounds = SoundKind::ALL
        .into_iter()
        .map(|kind| {
            let sound = kind.sound_data();
            (kind, sources.add(AudioSource { sound }))
        })
        .collect();
    commands.insert_resource(Sounds(sounds));
}

/// The ALSA library reports each device it fails to open on the terminal, a dozen lines on a
/// machine without a sound card, before our one-line notice. Its messages on this thread go to
/// a buffer that nobody reads instead: the notice says what matters.
#[cfg(target_os = "linux")]
fn quiet_alsa_messages() {
    if let Err(e) = alsa::Output::local_error_handler() {
        debug!("the sound library's messages stay on the terminal: {e}");
    }
}

#[cfg(not(target_os = "linux"))]
fn quiet_alsa_messages() {}

/// Whether an audio output can be opened here. Without one, bevy_kira_audio would keep every
/// request queued for ever and warn, so the game asks once and stays silent.
#[cfg(not(target_arch = "wasm32"))]
fn audio_device_works() -> bool {
    kira::AudioManager::<kira::DefaultBackend>::new(Default::default()).is_ok()
}

/// A browser with Web Audio always has an output (it starts with the first click or key).
#[cfg(target_arch = "wasm32")]
fn audio_device_works() -> bool {
    true
}

/// Plays this frame's requests; an instant animation may ask for dozens of seeds at once, and
/// one of each kind is enough to hear.
fn play_sounds(
    mut requests: MessageReader<PlaySound>,
    sounds: Res<Sounds>,
    settings: Res<SoundSettings>,
    audio: Res<Audio>,
) {
    let mut heard: Vec<SoundKind> = Vec::new();
    let Some(volume) = settings.decibels() else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        if heard.contains(&request.kind) {
            continue;
        }
        heard.push(request.kind);
        if let Some(source) = sounds.0.get(&request.kind) {
            audio
                .play(source.clone())
                .with_volume(volume)
                .with_playback_rate(request.rate);
        }
    }
}

#[cfg(test)]
mod tests {
    use kira::backend::mock::{MockBackend, MockBackendSettings};
    use kira::sound::PlaybackState;
    use kira::{AudioManager, AudioManagerSettings};

    use super::*;

    #[test]
    fn every_sound_plays_to_its_end() {
        let mut manager = AudioManager::<MockBackend>::new(AudioManagerSettings {
            backend_settings: MockBackendSettings {
                sample_rate: 44_100,
            },
            ..Default::default()
        })
        .unwrap();
        for kind in SoundKind::ALL {
            let sound = kind.sound_data();
            let seconds = sound.duration().as_secs_f64();
            assert!((0.03..1.0).contains(&seconds), "{kind:?} lasts {seconds} s");
            let handle = manager.play(sound).unwrap();
            // Output until the sound has played to its end: it starts, moves on, and stops.
            let mut heard = false;
            for _ in 0..100_000 {
                manager.backend_mut().on_start_processing();
                manager.backend_mut().process();
                heard |= handle.position() > 0.0;
                if handle.state() == PlaybackState::Stopped {
                    break;
                }
            }
            assert!(heard, "{kind:?} played");
            assert_eq!(handle.state(), PlaybackState::Stopped, "{kind:?} ended");
        }
    }

    #[test]
    fn volume_and_mute() {
        let loud = SoundSettings {
            volume: 1.0,
            muted: false,
        };
        assert_eq!(loud.decibels(), Some(Decibels(0.0)));
        let half = SoundSettings {
            volume: 0.5,
            ..loud
        };
        assert!((half.decibels().unwrap().0 + 6.02).abs() < 0.01);
        let muted = SoundSettings {
            muted: true,
            ..loud
        };
        assert_eq!(muted.decibels(), None);
        let silent = SoundSettings {
            volume: 0.0,
            ..loud
        };
        assert_eq!(silent.decibels(), None);
    }
}
