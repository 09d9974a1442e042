//! Showing a move: a timeline of small changes to the spots and tokens flying between them, so
//! nothing jumps without a trace. At the end the spots are set from the rules again.

use bevy::prelude::*;

use super::cues::{Cue, plan};
use super::effects::Effects;
use super::layout::StorePlacement;
use super::spots::{Spot, SpotContents, sync_spots};
use crate::app::AppSystems;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::{BoardReset, MoveApplied, Session};
use crate::app::sound::sounds::PlaySound;
use crate::app::storage::settings::{self, BadValue, Setting};
use crate::rules::{AnyMove, AnyPosition, Player};

/// How long one step of an animation takes; zero shows moves at once (tests, screenshots).
#[derive(Resource, Copy, Clone, Debug, PartialEq)]
pub struct AnimationPace {
    pub seconds_per_step: f32,
}

/// The speeds a player can choose; the settings file names them ("Fast").
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// How long one step of an animation takes at this speed.
    pub fn pace(self) -> AnimationPace {
        let seconds_per_step = match self {
            Speed::Slow => 0.5,
            Speed::Normal => 0.32,
            Speed::Fast => 0.16,
            Speed::Instant => 0.0,
        };
        AnimationPace { seconds_per_step }
    }

    /// The speed of a pace, if it is one a player can choose (tests and screenshots use others).
    pub fn of(pace: AnimationPace) -> Option<Speed> {
        Speed::ALL.into_iter().find(|speed| speed.pace() == pace)
    }

    /// Its name's message id (`assets/words`).
    pub fn word(self) -> &'static str {
        match self {
            Speed::Slow => "speed-slow",
            Speed::Normal => "speed-normal",
            Speed::Fast => "speed-fast",
            Speed::Instant => "speed-instant",
        }
    }
}

impl Default for AnimationPace {
    fn default() -> Self {
        Speed::Normal.pace()
    }
}

/// A click or key while a move is shown: show the rest of it at once.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct FinishAnimation;

/// What a flying token looks like.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenLook {
    Piece(Player),
    /// A handful of seeds being sown.
    Seeds,
}

impl FlashKind {
    /// Whether the flash is shown with these effects: calm effects keep a line's light (it is
    /// news: the line that takes a piece) but leave out a capture's burst.
    pub fn shown_with(self, effects: Effects) -> bool {
        effects.full() || self == FlashKind::Line
    }
}

/// A line's light from end to end, with its flash: it pulses in thickness, not length.
#[derive(Component, Clone, Debug)]
pub struct LineLight {
    pub length: f32,
}

/// A token moving from one place to another; it disappears on arrival.
#[derive(Component, Clone, Debug)]
pub struct Flight {
    pub from: Vec2,
    pub to: Vec2,
    pub duration: f32,
    pub elapsed: f32,
    pub look: TokenLook,
}

/// A brief light on the board; it goes out by itself.
#[derive(Component, Clone, Debug)]
pub struct Flash {
    pub duration: f32,
    pub elapsed: f32,
    pub kind: FlashKind,
}

/// What a flash marks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlashKind {
    /// A point of a line just made (a jare): it pulses twice.
    Line,
    /// Where a capture happens, before what it took flies to the store: a ring that bursts out.
    Capture,
}

/// What the board shows while a move is animated, so that no text tells the outcome before the
/// board shows it: each player's store, and the move being shown.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub stores: [u32; 2],
    pub moving: Option<MoveOnShow>,
}

/// A move being shown: who made it, what it was, and the position it started from (what the
/// header describes until the board has shown the move whole).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveOnShow {
    pub mover: Player,
    pub mv: AnyMove,
    pub before: AnyPosition,
}

/// The cues of the move being shown, by start time.
#[derive(Resource, Default)]
struct Timeline {
    cues: Vec<(f32, Cue)>,
    clock: f32,
}

/// The speed's field in the settings file: `"speed": "Fast"`.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SpeedField {
    speed: Speed,
}

impl Default for SpeedField {
    fn default() -> Self {
        SpeedField {
            speed: Speed::Normal,
        }
    }
}

impl Setting for AnimationPace {
    type Fields = SpeedField;

    fn to_fields(&self) -> SpeedField {
        // A pace no player can choose (tests, screenshots) is kept as the usual speed.
        SpeedField {
            speed: Speed::of(*self).unwrap_or(Speed::Normal),
        }
    }

    fn from_fields(fields: SpeedField) -> Result<AnimationPace, BadValue> {
        Ok(fields.speed.pace())
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<AnimationPace>(app);
    app.init_resource::<Timeline>()
        .init_resource::<Shown>()
        .add_systems(OnEnter(Screen::Playing), show_at_rest)
        .add_message::<FinishAnimation>()
        .add_systems(
            Update,
            (
                show_at_rest.run_if(on_message::<BoardReset>),
                plan_animation,
                finish_now.run_if(on_message::<FinishAnimation>),
                run_timeline.run_if(in_state(Turn::Animating)),
                fly,
                glow,
            )
                .chain()
                .in_set(AppSystems::Present),
        );
}

fn plan_animation(
    mut applied: MessageReader<MoveApplied>,
    pace: Res<AnimationPace>,
    placement: Res<StorePlacement>,
    mut timeline: ResMut<Timeline>,
    mut shown: ResMut<Shown>,
) {
    for applied in applied.read() {
        *shown = Shown {
            stores: applied.before.board_view().stores,
            moving: Some(MoveOnShow {
                mover: applied.mover,
                mv: applied.mv,
                before: applied.before,
            }),
        };
        let mut cues = plan(applied, pace.seconds_per_step, *placement);
        cues.sort_by(|a, b| a.0.total_cmp(&b.0));
        *timeline = Timeline { cues, clock: 0.0 };
    }
}

fn run_timeline(
    mut commands: Commands,
    time: Res<Time>,
    session: Res<Session>,
    mut timeline: ResMut<Timeline>,
    mut spots: Query<(&Spot, &mut SpotContents)>,
    flights: Query<(), With<Flight>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut shown: ResMut<Shown>,
    mut sounds: MessageWriter<PlaySound>,
    effects: Res<Effects>,
) {
    timeline.clock += time.delta_secs();
    let clock = timeline.clock;
    // Finishing at once: what would still fly is already where it lands.
    let finishing = clock.is_infinite();
    let due = timeline
        .cues
        .iter()
        .take_while(|(at, _)| *at <= clock)
        .count();
    for (_, cue) in timeline.cues.drain(..due) {
        match cue {
            Cue::Set(spot, contents) => {
                if let Some((_, mut on_spot)) = spots.iter_mut().find(|(s, _)| s.0 == spot) {
                    *on_spot = contents;
                }
            }
            Cue::Stores(stores) => shown.stores = stores,
            Cue::Sound(sound) => {
                sounds.write(sound);
            }
            Cue::Fly { .. } | Cue::Flash(..) | Cue::LineLight(..) if finishing => {}
            Cue::Flash(_, _, kind) if !kind.shown_with(*effects) => {}
            Cue::Flash(..) | Cue::LineLight(..) | Cue::Fly { .. } => {
                spawn_shown(&mut commands, cue)
            }
        }
    }
    if timeline.cues.is_empty() && flights.is_empty() {
        commands.run_system_cached(sync_spots);
        *shown = Shown::of(&session);
        next_turn.set(session.expected_turn());
    }
}

/// Starts what a cue shows for a while: a flash, a line's light or a flying token.
fn spawn_shown(commands: &mut Commands, cue: Cue) {
    match cue {
        Cue::Flash(at, duration, kind) => {
            commands.spawn((
                Name::new("flash"),
                Flash {
                    duration,
                    elapsed: 0.0,
                    kind,
                },
                Transform::from_translation(at.extend(4.0)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ));
        }
        Cue::LineLight(from, to, duration) => {
            let middle = (from + to) / 2.0;
            commands.spawn((
                Name::new("line light"),
                Flash {
                    duration,
                    elapsed: 0.0,
                    kind: FlashKind::Line,
                },
                LineLight {
                    length: from.distance(to),
                },
                // Over the board's lines, under the points and pieces.
                Transform::from_translation(middle.extend(0.95))
                    .with_rotation(Quat::from_rotation_z((to - from).to_angle())),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ));
        }
        Cue::Fly {
            from,
            to,
            look,
            duration,
        } => {
            commands.spawn((
                Name::new("flying token"),
                Flight {
                    from,
                    to,
                    duration,
                    elapsed: 0.0,
                    look,
                },
                Transform::from_translation(from.extend(5.0)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ));
        }
        Cue::Set(..) | Cue::Stores(..) | Cue::Sound(..) => {}
    }
}

impl Shown {
    /// The board at rest: the stores of the position on screen.
    pub fn of(session: &Session) -> Shown {
        Shown {
            stores: session.game.position().board_view().stores,
            moving: None,
        }
    }
}

/// A new game, or a move taken back: the board shows the position at once.
fn show_at_rest(session: Res<Session>, mut shown: ResMut<Shown>) {
    *shown = Shown::of(&session);
}

/// Brings every cue due and every flight to its end, so the move is shown whole this frame.
fn finish_now(
    mut finish: MessageReader<FinishAnimation>,
    mut timeline: ResMut<Timeline>,
    mut flights: Query<&mut Flight>,
    mut flashes: Query<&mut Flash>,
) {
    finish.clear();
    timeline.clock = f32::INFINITY;
    for mut flight in &mut flights {
        flight.elapsed = flight.duration;
    }
    for mut flash in &mut flashes {
        flash.elapsed = flash.duration;
    }
}

/// Pulses a line's flash twice, growing and shrinking (calm effects: holds it still); bursts a
/// capture's ring outwards; then puts each out.
fn glow(
    mut commands: Commands,
    time: Res<Time>,
    effects: Res<Effects>,
    mut flashes: Query<(Entity, &mut Flash, &mut Transform, Has<LineLight>)>,
) {
    for (entity, mut flash, mut transform, along_a_line) in &mut flashes {
        flash.elapsed += time.delta_secs();
        let t = (flash.elapsed / flash.duration.max(f32::EPSILON)).min(1.0);
        let grown = match flash.kind {
            // Calm: the line's points stay lit without pulsing.
            FlashKind::Line if !effects.full() => 0.0,
            FlashKind::Line => 0.35 * (t * 2.0 * std::f32::consts::PI).sin().abs(),
            FlashKind::Capture => 0.9 * t.sqrt(),
        };
        transform.scale = match along_a_line {
            true => Vec3::new(1.0, 1.0 + 1.5 * grown, 1.0),
            false => Vec3::splat(1.0 + grown),
        };
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut flights: Query<(Entity, &mut Flight, &mut Transform)>,
) {
    for (entity, mut flight, mut transform) in &mut flights {
        flight.elapsed += time.delta_secs();
        let t = if flight.duration <= 0.0 {
            1.0
        } else {
            (flight.elapsed / flight.duration).min(1.0)
        };
        // Ease in and out, with a small hop so the token is seen passing over the board.
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        let hop = (t * std::f32::consts::PI).sin() * 18.0;
        let position = flight.from.lerp(flight.to, eased) + Vec2::Y * hop;
        transform.translation = position.extend(5.0);
        transform.scale = Vec3::splat(1.0 + 0.25 * (t * std::f32::consts::PI).sin());
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calm_effects_keep_a_lines_light_and_leave_out_a_captures_burst() {
        assert!(FlashKind::Line.shown_with(Effects::Calm));
        assert!(!FlashKind::Capture.shown_with(Effects::Calm));
        assert!(FlashKind::Capture.shown_with(Effects::Full));
    }
}
