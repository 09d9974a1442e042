//! What the game sounds like, as requests: the animation asks for a sound when a piece lands or a
//! seed drops, the board when a click is refused, the menu when a button is pressed. The audio
//! plugin (`audio.rs`) plays them; headless tests count them.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::play::lesson::LessonDone;
use crate::app::play::puzzle::PuzzleDone;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::selection::ClickRefused;
use crate::app::play::session::{GameRequest, Session};
use crate::lessons::Stars;
use crate::rules::MoveEvent;

/// The game's sounds (made at start-up: `recipes.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SoundKind {
    /// A piece set down from the hand.
    Place,
    /// A piece or stone sliding one step.
    Step,
    /// One seed dropped into a hole.
    Seed,
    /// Seeds lifted to sow, or picked up for a relay.
    Relay,
    /// A piece, a stone or a few seeds taken.
    Capture,
    /// A column of two stones or many seeds taken.
    BigCapture,
    /// A line of three (Shax jare).
    Jare,
    /// A blocked player (Shax hadig).
    Hadig,
    /// A click that makes no move.
    Refused,
    /// A menu or HUD button.
    Click,
    Win,
    Loss,
    Draw,
}

impl SoundKind {
    pub const ALL: [SoundKind; 13] = [
        SoundKind::Place,
        SoundKind::Step,
        SoundKind::Seed,
        SoundKind::Relay,
        SoundKind::Capture,
        SoundKind::BigCapture,
        SoundKind::Jare,
        SoundKind::Hadig,
        SoundKind::Refused,
        SoundKind::Click,
        SoundKind::Win,
        SoundKind::Loss,
        SoundKind::Draw,
    ];

    /// The sound a move event makes when the animation shows it; `index` counts the event's
    /// kind within the move, so that a long sowing's seeds do not all sound the same.
    pub fn of_event(event: &MoveEvent, index: usize) -> PlaySound {
        let sound = |kind| PlaySound { kind, rate: 1.0 };
        match *event {
            MoveEvent::Placed { .. } => sound(SoundKind::Place),
            MoveEvent::Stepped { .. } => sound(SoundKind::Step),
            MoveEvent::LineFormed { .. } => sound(SoundKind::Jare),
            MoveEvent::Removed { .. } => sound(SoundKind::Capture),
            MoveEvent::Lifted { .. } | MoveEvent::Relayed { .. } => sound(SoundKind::Relay),
            // A slightly different pitch for each seed, in a pattern that does not repeat soon.
            MoveEvent::Dropped { .. } => PlaySound {
                kind: SoundKind::Seed,
                rate: 0.9 + 0.2 * ((index * 7) % 11) as f64 / 10.0,
            },
            MoveEvent::SeedsCaptured { seeds, .. } if seeds >= BIG_CAPTURE_SEEDS => {
                sound(SoundKind::BigCapture)
            }
            MoveEvent::SeedsCaptured { .. } => sound(SoundKind::Capture),
            MoveEvent::ColumnCaptured { back: Some(_), .. } => sound(SoundKind::BigCapture),
            MoveEvent::ColumnCaptured { back: None, .. } => sound(SoundKind::Capture),
            MoveEvent::Blocked { .. } => sound(SoundKind::Hadig),
        }
    }
}

/// Seeds taken at once that make a big capture's sound.
const BIG_CAPTURE_SEEDS: u8 = 6;

/// A sound to play now, at a playback rate (1 is as recorded; higher is higher and shorter).
#[derive(Message, Copy, Clone, Debug, PartialEq)]
pub struct PlaySound {
    pub kind: SoundKind,
    pub rate: f64,
}

impl From<SoundKind> for PlaySound {
    fn from(kind: SoundKind) -> PlaySound {
        PlaySound { kind, rate: 1.0 }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>()
        .add_systems(OnEnter(Turn::GameOver), sound_the_end)
        .add_systems(Update, sound_three_stars.run_if(on_message::<LessonDone>))
        .add_systems(
            Update,
            sound_a_solved_puzzle.run_if(on_message::<PuzzleDone>),
        )
        .add_systems(
            Update,
            (
                sound_refusals.run_if(in_state(Screen::Playing)),
                sound_requests,
            )
                .in_set(AppSystems::Present),
        );
}

/// Buttons and keys that start a game, undo, redo or leave are heard as a click.
fn sound_requests(mut requests: MessageReader<GameRequest>, mut sounds: MessageWriter<PlaySound>) {
    if requests.read().count() > 0 {
        sounds.write(SoundKind::Click.into());
    }
}

fn sound_refusals(mut refused: MessageReader<ClickRefused>, mut sounds: MessageWriter<PlaySound>) {
    if refused.read().count() > 0 {
        sounds.write(SoundKind::Refused.into());
    }
}

/// The end of a game, heard from the side of the person at the screen: against the computer a
/// win or a loss; between two people any win sounds as one.
fn sound_the_end(session: Res<Session>, mut sounds: MessageWriter<PlaySound>) {
    // A puzzle's last blow is heard when it is solved.
    if session.puzzle().is_some() {
        return;
    }
    let kind = match session.status().winner() {
        None => SoundKind::Draw,
        Some(winner) if session.setup.is_computer(winner) => SoundKind::Loss,
        Some(winner) if session.setup.online_side() == Some(winner) => SoundKind::Loss,
        Some(_) => SoundKind::Win,
    };
    sounds.write(kind.into());
}

/// A lesson done with all three stars is heard as a win.
fn sound_three_stars(mut done: MessageReader<LessonDone>, mut sounds: MessageWriter<PlaySound>) {
    if done.read().any(|lesson| lesson.stars == Stars(3)) {
        sounds.write(SoundKind::Win.into());
    }
}

/// A solved puzzle is heard as a win.
fn sound_a_solved_puzzle(
    mut done: MessageReader<PuzzleDone>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if done.read().count() > 0 {
        sounds.write(SoundKind::Win.into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Player, SpotSet};

    #[test]
    fn every_move_event_has_its_sound() {
        let south = Player::South;
        let events = [
            (
                MoveEvent::Placed {
                    player: south,
                    at: 0,
                },
                SoundKind::Place,
            ),
            (
                MoveEvent::Stepped {
                    player: south,
                    from: 0,
                    to: 1,
                },
                SoundKind::Step,
            ),
            (
                MoveEvent::LineFormed {
                    player: south,
                    points: SpotSet(7),
                },
                SoundKind::Jare,
            ),
            (
                MoveEvent::Removed {
                    owner: south,
                    at: 3,
                },
                SoundKind::Capture,
            ),
            (MoveEvent::Lifted { hole: 0, seeds: 6 }, SoundKind::Relay),
            (MoveEvent::Dropped { hole: 1 }, SoundKind::Seed),
            (MoveEvent::Relayed { hole: 1, seeds: 3 }, SoundKind::Relay),
            (
                MoveEvent::SeedsCaptured {
                    captor: south,
                    hole: 9,
                    seeds: 2,
                },
                SoundKind::Capture,
            ),
            (
                MoveEvent::SeedsCaptured {
                    captor: south,
                    hole: 9,
                    seeds: 12,
                },
                SoundKind::BigCapture,
            ),
            (
                MoveEvent::ColumnCaptured {
                    captor: south,
                    front: 30,
                    back: None,
                },
                SoundKind::Capture,
            ),
            (
                MoveEvent::ColumnCaptured {
                    captor: south,
                    front: 30,
                    back: Some(42),
                },
                SoundKind::BigCapture,
            ),
            (MoveEvent::Blocked { player: south }, SoundKind::Hadig),
        ];
        for (event, kind) in events {
            assert_eq!(SoundKind::of_event(&event, 0).kind, kind, "{event:?}");
        }
    }

    #[test]
    fn a_long_sowing_varies_its_pitch() {
        let rates: Vec<f64> = (0..12)
            .map(|i| SoundKind::of_event(&MoveEvent::Dropped { hole: 0 }, i).rate)
            .collect();
        assert!(rates.iter().all(|r| (0.9..=1.1).contains(r)), "{rates:?}");
        assert!(
            rates.windows(2).all(|w| w[0] != w[1]),
            "neighbours differ: {rates:?}"
        );
    }
}
