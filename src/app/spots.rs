//! The board as entities: one spot per point or hole, placed on the screen, holding what the
//! rules say lies there. Visuals are added by the view; this part runs headless too.

use bevy::prelude::*;

use super::screens::{Screen, Turn};
use super::session::Session;
use crate::rules::kimasai::board as kimasai_board;
use crate::rules::shax::ShaxMove;
use crate::rules::shax::board as shax_board;
use crate::rules::{self, AnyMatch, AnyMove, GameId, Player};

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

/// The parent of all board entities of a game.
#[derive(Component)]
pub struct BoardRoot;

/// How many spots a game's board has.
pub fn spot_count(game: GameId) -> u8 {
    match game {
        GameId::Shax => 24,
        GameId::Sadeqa => 16,
        GameId::Kimasai => 48,
    }
}

/// Where a spot lies in the board's world coordinates (the board is about 900 × 600).
pub fn spot_position(game: GameId, spot: u8) -> Vec2 {
    match game {
        GameId::Shax => {
            let (column, row) = shax_board::point_coordinates(spot);
            Vec2::new((column as f32 - 3.0) * 92.0, (row as f32 - 3.0) * 92.0)
        }
        GameId::Sadeqa => {
            let i = spot as f32;
            if spot < 8 {
                Vec2::new((i - 3.5) * 104.0, -72.0)
            } else {
                // North's row runs A..H from north's left, which is the screen's right.
                Vec2::new((3.5 - (i - 8.0)) * 104.0, 72.0)
            }
        }
        GameId::Kimasai => {
            let (column, row) = (
                kimasai_board::column(spot) as f32,
                kimasai_board::row(spot) as f32,
            );
            Vec2::new((column - 5.5) * 74.0, (row - 1.5) * 82.0)
        }
    }
}

/// Spot name as in the notation.
pub fn spot_name(game: GameId, spot: u8) -> String {
    match game {
        GameId::Shax => shax_board::point_name(spot).to_string(),
        GameId::Sadeqa => crate::rules::sadeqa::notation::hole_name(spot as usize).to_string(),
        GameId::Kimasai => kimasai_board::hole_name(spot),
    }
}

/// The spots a person clicks to make a move, in order.
pub fn click_path(mv: AnyMove) -> Vec<u8> {
    match mv {
        AnyMove::Shax(ShaxMove::Place(p) | ShaxMove::Remove(p)) => vec![p],
        AnyMove::Shax(ShaxMove::Step { from, to, remove }) => [Some(from), Some(to), remove]
            .into_iter()
            .flatten()
            .collect(),
        AnyMove::Sadeqa(m) => vec![m.0],
        AnyMove::Kimasai(m) => vec![m.from],
    }
}

/// What the rules say lies on each spot.
pub fn contents_from_rules(game: &AnyMatch) -> Vec<SpotContents> {
    let view = game.position().board_view();
    view.spots.into_iter().map(SpotContents::from).collect()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), (spawn_board, enter_turn).chain());
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
            for spot in 0..spot_count(game) {
                board.spawn((
                    Name::new(format!("spot {}", spot_name(game, spot))),
                    Spot(spot),
                    contents[spot as usize],
                    Transform::from_translation(spot_position(game, spot).extend(1.0)),
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
        let a = spot_position(GameId::Sadeqa, 0);
        let h = spot_position(GameId::Sadeqa, 7);
        let big_a = spot_position(GameId::Sadeqa, 8);
        let big_h = spot_position(GameId::Sadeqa, 15);
        assert!(a.x < h.x && a.y < big_a.y);
        assert!((h.x - big_a.x).abs() < 1.0, "h faces A");
        assert!((a.x - big_h.x).abs() < 1.0, "a faces H");
    }

    #[test]
    fn every_game_has_distinct_spot_positions() {
        for game in GameId::ALL {
            let positions: Vec<Vec2> = (0..spot_count(game))
                .map(|s| spot_position(game, s))
                .collect();
            for (i, a) in positions.iter().enumerate() {
                for b in &positions[i + 1..] {
                    assert!(a.distance(*b) > 40.0, "{game}");
                }
            }
        }
    }
}
