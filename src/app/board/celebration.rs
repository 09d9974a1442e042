//! A short celebration: a won game (won by someone at this screen) and a three-star lesson burst
//! into sparks from the board's middle, with the win's sound. Calm effects leave the sparks out.

use bevy::prelude::*;

use super::effects::Effects;
use crate::app::AppSystems;
use crate::app::play::lesson::LessonDone;
use crate::app::play::puzzle::PuzzleDone;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::Session;
use crate::lessons::Stars;

/// One spark flying out from the board's middle; it goes out by itself.
#[derive(Component, Clone, Debug)]
pub struct Spark {
    pub velocity: Vec2,
    pub elapsed: f32,
    pub life: f32,
    /// Which of the sparks' colours it has.
    pub tint: usize,
}

/// Sparks in a celebration, and how long each flies (seconds).
pub const SPARKS: usize = 48;
const LIFE: f32 = 1.8;
/// Sparks start on a ring this far from the board's middle (world units), clear of the
/// game-over panel over the middle.
const START: f32 = 150.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Turn::GameOver), celebrate_a_won_game)
        .add_systems(
            Update,
            (
                celebrate_three_stars.run_if(on_message::<LessonDone>),
                celebrate_a_solved_puzzle.run_if(on_message::<PuzzleDone>),
                fly_sparks,
            )
                .chain()
                .in_set(AppSystems::Present),
        );
}

/// Whether a finished game is worth a celebration here: someone at this screen won it.
fn won_here(session: &Session) -> bool {
    session.status().winner().is_some_and(|winner| {
        !session.setup.is_computer(winner) && session.setup.online_side() != Some(winner)
    })
}

fn celebrate_a_won_game(commands: Commands, session: Res<Session>, effects: Res<Effects>) {
    // A lesson's or a puzzle's end is celebrated by its stars.
    if !session.is_exercise() && effects.full() && won_here(&session) {
        burst(commands);
    }
}

fn celebrate_three_stars(
    commands: Commands,
    mut done: MessageReader<LessonDone>,
    effects: Res<Effects>,
) {
    let three = done.read().any(|lesson| lesson.stars == Stars(3));
    if three && effects.full() {
        burst(commands);
    }
}

/// A solved puzzle is a won game, whatever its stars.
fn celebrate_a_solved_puzzle(
    commands: Commands,
    mut done: MessageReader<PuzzleDone>,
    effects: Res<Effects>,
) {
    if done.read().count() > 0 && effects.full() {
        burst(commands);
    }
}

/// The sparks of one celebration, in three rings flying out at different speeds: the same each
/// time (no dice), turned a little from ring to ring.
fn burst(mut commands: Commands) {
    for i in 0..SPARKS {
        let ring = i % 3;
        let angle = i as f32 * std::f32::consts::TAU / SPARKS as f32 * 3.0 + ring as f32 * 0.35;
        let way = Vec2::from_angle(angle);
        let speed = 300.0 + 170.0 * ring as f32;
        commands.spawn((
            Name::new("spark"),
            Spark {
                velocity: way * speed,
                elapsed: 0.0,
                life: LIFE - 0.2 * ring as f32,
                tint: i % 3,
            },
            Transform::from_translation((way * START).extend(8.0)),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

/// Sparks slow down as they fly, shrink, and go out at the end of their life.
fn fly_sparks(
    mut commands: Commands,
    time: Res<Time>,
    mut sparks: Query<(Entity, &mut Spark, &mut Transform)>,
) {
    for (entity, mut spark, mut transform) in &mut sparks {
        spark.elapsed += time.delta_secs();
        let t = (spark.elapsed / spark.life).min(1.0);
        // Distance flown so far under a steady braking, v·life·(t − t²/2), from the start ring.
        let start = spark.velocity.normalize_or_zero() * START;
        let flown = spark.velocity * spark.life * (t - t * t / 2.0);
        transform.translation = (start + flown).extend(8.0);
        transform.rotation = Quat::from_rotation_z(spark.elapsed * 6.0);
        transform.scale = Vec3::splat(1.6 * (1.0 - 0.8 * t));
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;

    #[test]
    fn a_spark_flies_out_slows_down_and_goes_out() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_systems(Update, fly_sparks);
        let spark = app
            .world_mut()
            .spawn((
                Spark {
                    velocity: Vec2::X * 100.0,
                    elapsed: 0.0,
                    life: 1.0,
                    tint: 0,
                },
                Transform::default(),
            ))
            .id();
        app.world_mut().get_mut::<Spark>(spark).unwrap().elapsed = 0.49;
        app.update();
        let half_way = app.world().get::<Transform>(spark).unwrap().translation.x - START;
        assert!(half_way > 30.0 && half_way < 40.0, "{half_way}");
        app.world_mut().get_mut::<Spark>(spark).unwrap().elapsed = 1.0;
        app.update();
        assert!(app.world().get_entity(spark).is_err(), "gone at the end");
    }

    #[test]
    fn the_sparks_of_a_burst_fly_every_way() {
        let mut world = World::new();
        world.run_system_once(burst).unwrap();
        let mut sparks = world.query::<&Spark>();
        let ways: Vec<Vec2> = sparks.iter(&world).map(|s| s.velocity).collect();
        assert_eq!(ways.len(), SPARKS);
        let sum: Vec2 = ways.iter().map(|v| v.normalize()).sum();
        assert!(sum.length() < 3.0, "balanced round the middle: {sum}");
    }
}
