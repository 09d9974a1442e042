//! Showing a move: a timeline of small changes to the spots and tokens flying between them, so
//! nothing jumps without a trace. At the end the spots are set from the rules again.

use bevy::prelude::*;

use super::screens::{Screen, Turn};
use super::session::{MoveApplied, Session};
use super::spots::{Spot, SpotContents, spot_position, sync_spots};
use crate::rules::kimasai::KimasaiMove;
use crate::rules::sadeqa::sowing::{SowStep, opposite, sow_steps};
use crate::rules::shax::ShaxMove;
use crate::rules::{AnyMatch, GameId, Player};

/// How long one step of an animation takes; zero shows moves at once (tests, screenshots).
#[derive(Resource, Copy, Clone, Debug)]
pub struct AnimationPace {
    pub seconds_per_step: f32,
}

impl Default for AnimationPace {
    fn default() -> Self {
        AnimationPace {
            seconds_per_step: 0.32,
        }
    }
}

/// What a flying token looks like.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenLook {
    Piece(Player),
    /// A handful of seeds being sown.
    Seeds,
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

#[derive(Clone, Debug)]
enum Cue {
    Set(u8, SpotContents),
    Fly {
        from: Vec2,
        to: Vec2,
        look: TokenLook,
        duration: f32,
    },
}

/// The cues of the move being shown, by start time.
#[derive(Resource, Default)]
struct Timeline {
    cues: Vec<(f32, Cue)>,
    clock: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationPace>()
        .init_resource::<Timeline>()
        .add_systems(
            Update,
            (
                plan_animation,
                run_timeline.run_if(in_state(Turn::Animating)),
                fly,
            )
                .chain(),
        );
}

/// Where captured pieces go: the captor's side of the board.
fn tray(game: GameId, captor: Player) -> Vec2 {
    let y = match game {
        GameId::Shax => 360.0,
        GameId::Sadeqa => 200.0,
        GameId::Kimasai => 230.0,
    };
    match captor {
        Player::South => Vec2::new(480.0, -y),
        Player::North => Vec2::new(-480.0, y),
    }
}

/// Where a player's pieces come from while placing.
fn hand(captor: Player) -> Vec2 {
    match captor {
        Player::South => Vec2::new(-440.0, -330.0),
        Player::North => Vec2::new(440.0, 330.0),
    }
}

/// A hole holding `count` seeds.
fn seeds(count: u8) -> SpotContents {
    SpotContents {
        owner: None,
        count: count as u16,
    }
}

fn piece(owner: Player) -> SpotContents {
    SpotContents {
        owner: Some(owner),
        count: 1,
    }
}

/// The cues that show `applied`, with steps of `step` seconds.
fn plan(applied: &MoveApplied, step: f32) -> Vec<(f32, Cue)> {
    let game = applied.before.game();
    let at = |spot: u8| spot_position(game, spot);
    let mover = applied.mover;
    let empty = SpotContents::default();
    let fly = |from, to, look| Cue::Fly {
        from,
        to,
        look,
        duration: step,
    };
    let mut cues = Vec::new();
    let capture = |cues: &mut Vec<(f32, Cue)>, time: f32, spot: u8, owner: Player| {
        cues.push((time, Cue::Set(spot, empty)));
        cues.push((
            time,
            fly(at(spot), tray(game, mover), TokenLook::Piece(owner)),
        ));
    };
    match &applied.before {
        AnyMatch::Shax(_) => match applied.mv.parse::<ShaxMove>() {
            Ok(ShaxMove::Place(p)) => {
                cues.push((0.0, fly(hand(mover), at(p), TokenLook::Piece(mover))));
                cues.push((step, Cue::Set(p, piece(mover))));
            }
            Ok(ShaxMove::Remove(p)) => capture(&mut cues, 0.0, p, mover.opponent()),
            Ok(ShaxMove::Step { from, to, remove }) => {
                cues.push((0.0, Cue::Set(from, empty)));
                cues.push((0.0, fly(at(from), at(to), TokenLook::Piece(mover))));
                cues.push((step, Cue::Set(to, piece(mover))));
                if let Some(r) = remove {
                    capture(&mut cues, step * 1.5, r, mover.opponent());
                }
            }
            Err(_) => {}
        },
        AnyMatch::Kimasai(m) => {
            if let Ok(mv) = applied.mv.parse::<KimasaiMove>() {
                let captured = m.position().captures_of(mv);
                cues.push((0.0, Cue::Set(mv.from, empty)));
                cues.push((0.0, fly(at(mv.from), at(mv.to), TokenLook::Piece(mover))));
                cues.push((step, Cue::Set(mv.to, piece(mover))));
                for hole in captured {
                    capture(&mut cues, step * 1.3, hole, mover.opponent());
                }
            }
        }
        AnyMatch::Sadeqa(m) => {
            if let Ok(mv) = applied.mv.parse::<crate::rules::sadeqa::SadeqaMove>() {
                plan_sowing(&mut cues, m.position(), mv.hole(), mover, step);
            }
        }
    }
    cues
}

/// Seeds taken up and dropped hole by hole, then the capture across.
fn plan_sowing(
    cues: &mut Vec<(f32, Cue)>,
    before: &crate::rules::sadeqa::Sadeqa,
    hole: usize,
    mover: Player,
    step: f32,
) {
    let at = |h: usize| spot_position(GameId::Sadeqa, h as u8);
    let steps = sow_steps(before.holes(), hole);
    let drops = steps
        .iter()
        .filter(|s| matches!(s, SowStep::Drop(_)))
        .count()
        .max(1);
    // Long relays speed up so that a move never takes much more than four seconds.
    let per_drop = (step * 0.4).min(4.0 / drops as f32);
    let mut counts = *before.holes();
    let (mut time, mut hand_at) = (0.0, hole);
    for sow_step in steps {
        match sow_step {
            SowStep::PickUp(h, _) => {
                counts[h] = 0;
                cues.push((time, Cue::Set(h as u8, seeds(0))));
                hand_at = h;
            }
            SowStep::Drop(h) => {
                cues.push((
                    time,
                    Cue::Fly {
                        from: at(hand_at),
                        to: at(h),
                        look: TokenLook::Seeds,
                        duration: per_drop,
                    },
                ));
                time += per_drop;
                counts[h] += 1;
                cues.push((time, Cue::Set(h as u8, seeds(counts[h]))));
                hand_at = h;
            }
        }
    }
    let across = opposite(hand_at);
    if crate::rules::sadeqa::row_owner(hand_at) == mover && counts[across] > 0 {
        cues.push((
            time + step * 0.3,
            Cue::Set(across as u8, SpotContents::default()),
        ));
        cues.push((
            time + step * 0.3,
            Cue::Fly {
                from: at(across),
                to: tray(GameId::Sadeqa, mover),
                look: TokenLook::Seeds,
                duration: step,
            },
        ));
    }
}

fn plan_animation(
    mut applied: MessageReader<MoveApplied>,
    pace: Res<AnimationPace>,
    mut timeline: ResMut<Timeline>,
) {
    for applied in applied.read() {
        let mut cues = plan(applied, pace.seconds_per_step);
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
) {
    timeline.clock += time.delta_secs();
    let clock = timeline.clock;
    let due = timeline
        .cues
        .iter()
        .take_while(|(at, _)| *at <= clock)
        .count();
    for (_, cue) in timeline.cues.drain(..due) {
        match cue {
            Cue::Set(spot, contents) => {
                if let Some((_, mut shown)) = spots.iter_mut().find(|(s, _)| s.0 == spot) {
                    *shown = contents;
                }
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
        }
    }
    if timeline.cues.is_empty() && flights.is_empty() {
        commands.run_system_cached(sync_spots);
        next_turn.set(session.expected_turn());
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
        let eased = t * t * (3.0 - 2.0 * t);
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
    fn a_sadeqa_relay_is_shown_seed_by_seed() {
        let before =
            AnyMatch::load("sadeqa-iii 2,0,1,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0").unwrap();
        let applied = MoveApplied {
            mv: "a".into(),
            mover: Player::South,
            before,
        };
        let cues = plan(&applied, 0.3);
        let flights = cues
            .iter()
            .filter(|(_, c)| matches!(c, Cue::Fly { .. }))
            .count();
        assert_eq!(
            flights,
            4 + 1,
            "four seeds dropped, then the capture flies off"
        );
        let last_set = cues.iter().rev().find_map(|(_, c)| match c {
            Cue::Set(spot, contents) => Some((*spot, *contents)),
            _ => None,
        });
        assert_eq!(
            last_set,
            Some((11, SpotContents::default())),
            "D is emptied by the capture"
        );
    }

    #[test]
    fn a_shax_jare_step_flies_the_piece_and_the_removed_one() {
        let before = AnyMatch::load("shax S.S..NN./NS.N..S./........ south move 0 0 - 5").unwrap();
        let applied = MoveApplied {
            mv: "d2-d1xa7".into(),
            mover: Player::South,
            before,
        };
        let cues = plan(&applied, 0.3);
        assert_eq!(
            cues.iter()
                .filter(|(_, c)| matches!(c, Cue::Fly { .. }))
                .count(),
            2
        );
    }
}
