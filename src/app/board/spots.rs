//! The board as entities: one spot per point or hole, placed on the screen, holding what the
//! rules say lies there. Visuals are added by the view; this part runs headless too.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::games;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::session::{BoardReset, Session};
#[cfg(test)]
use crate::rules::GameId;
use crate::rules::{self, AnyMatch, Player};

/// A point (Shax) or hole (Sadeqa III, Kimasai), numbered as in the rules.
#[derive(Component, Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spot(pub u8);

/// What a spot holds: a piece or stone of a player, or (Sadeqa III) a number of seeds.
#[derive(Component, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SpotContents {
    pub owner: Option<Player>,
    pub count: u16,
}

impl From<rules::SpotContents> for SpotContents {
    fn from(contents: rules::SpotContents) -> SpotContents {
        SpotContents {
            owner: contents.owner,
            count: contents.count,
        }
    }
}

/// Seeds drawn one by one in a hole; more lie in a heap, and the count says how many.
pub const SEEDS_DRAWN: usize = 24;

/// The half-size of the area in a hole where seeds lie (world units; the hole is larger).
pub const SEED_FIELD: Vec2 = Vec2::new(36.0, 32.0);

/// Where the `i`-th seed of a hole lies, from the hole's centre: the places of all
/// `SEEDS_DRAWN` seeds spread evenly over the hole (a sunflower's spiral), the first ones in the
/// middle. Each seed keeps its place whatever the count, so a sown seed lands where it stays
/// (`cues.rs`), and no seed hides another (`spot_art.rs`): a player counts seeds by
/// sight. Seeds past those drawn land on the heap's middle.
pub fn seed_place(i: usize) -> Vec2 {
    if i >= SEEDS_DRAWN {
        return Vec2::ZERO;
    }
    const GOLDEN_ANGLE: f32 = 2.399_963;
    // The offset keeps the innermost seeds as far apart as the rest.
    let radius = ((i as f32 + 1.5) / (SEEDS_DRAWN as f32 + 1.5)).sqrt();
    let angle = i as f32 * GOLDEN_ANGLE;
    Vec2::new(angle.cos(), angle.sin()) * radius * SEED_FIELD
}

/// The parent of all board entities of a game.
#[derive(Component)]
pub struct BoardRoot;

/// What the rules say lies on each spot.
pub fn contents_from_rules(game: &AnyMatch) -> Vec<SpotContents> {
    let view = game.position().board_view();
    view.spots.into_iter().map(SpotContents::from).collect()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), (spawn_board, enter_turn).chain())
        .add_systems(
            Update,
            sync_spots
                .run_if(on_message::<BoardReset>)
                .in_set(AppSystems::Present),
        );
}

pub(crate) fn spawn_board(
    mut commands: Commands,
    session: Res<Session>,
    old: Query<Entity, With<BoardRoot>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let game = session.setup.game;
    let view = games::board(game);
    let contents = contents_from_rules(&session.game);
    commands
        .spawn((
            Name::new(format!("{} board", game.title())),
            BoardRoot,
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|board| {
            for spot in 0..view.spot_count() {
                board.spawn((
                    Name::new(format!("spot {}", view.spot_name(spot))),
                    Spot(spot),
                    contents[spot as usize],
                    Transform::from_translation(view.spot_position(spot).extend(1.0)),
                    Visibility::default(),
                ));
            }
        });
}

fn enter_turn(session: Res<Session>, mut next_turn: ResMut<NextState<Turn>>) {
    next_turn.set(session.expected_turn());
}

/// Makes every spot show what the rules say.
pub fn sync_spots(session: Res<Session>, mut spots: Query<(&Spot, &mut SpotContents)>) {
    let contents = contents_from_rules(&session.game);
    for (spot, mut shown) in &mut spots {
        let wanted = contents[spot.0 as usize];
        if *shown != wanted {
            *shown = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::{board, click_path};
    use crate::rules::kimasai::board as kimasai_board;

    #[test]
    fn click_paths_follow_the_notation() {
        let path = |game, text: &str| {
            let game = AnyMatch::new(game, &crate::rules::GameOptions::default());
            click_path(game.parse_move(text).unwrap())
        };
        assert_eq!(path(GameId::Shax, "d2"), vec![9]);
        assert_eq!(path(GameId::Shax, "d2-d3xg7"), vec![9, 17, 4]);
        assert_eq!(path(GameId::Sadeqa, "F"), vec![13]);
        assert_eq!(
            path(GameId::Kimasai, "b2-a2"),
            vec![kimasai_board::hole_by_name("b2").unwrap()]
        );
    }

    #[test]
    fn sadeqa_rows_go_round_counter_clockwise_on_screen() {
        let at = |spot| board(GameId::Sadeqa).spot_position(spot);
        let (a, h, big_a, big_h) = (at(0), at(7), at(8), at(15));
        assert!(a.x < h.x && a.y < big_a.y);
        assert!((h.x - big_a.x).abs() < 1.0, "h faces A");
        assert!((a.x - big_h.x).abs() < 1.0, "a faces H");
    }
}
