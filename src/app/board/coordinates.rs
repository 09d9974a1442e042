//! Optional coordinates on the board, in the notation's letters and numbers, so that the move
//! list and the board read together.

use bevy::prelude::*;

use super::labels::BoardLabel;
use super::spots::{BoardRoot, spawn_board};
use crate::app::games::{self, AnyBoard};
use crate::app::paint::palette;
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
use crate::app::storage::settings::{self, BadValue, Setting};

/// Whether the board shows its coordinates (a setting; on by default, since the move list and
/// the news name moves by them).
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct ShowCoordinates(pub bool);

impl Default for ShowCoordinates {
    fn default() -> Self {
        ShowCoordinates(true)
    }
}

/// One letter or number written on the board.
#[derive(Component)]
struct CoordinateLabel;

/// How far inside the board's edge the labels sit, in world units.
const EDGE_INSET: f32 = 11.0;
/// How far towards the board's middle line a hole's own name sits (games whose spots are
/// single letters; the seed counts take the outer side).
const NAME_OFFSET: f32 = 57.0;

/// The setting's field in the settings file: `"coordinates": true`.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct CoordinatesField {
    coordinates: bool,
}

impl Default for CoordinatesField {
    fn default() -> Self {
        ShowCoordinates::default().to_fields()
    }
}

impl Setting for ShowCoordinates {
    type Fields = CoordinatesField;

    fn to_fields(&self) -> CoordinatesField {
        CoordinatesField {
            coordinates: self.0,
        }
    }

    fn from_fields(fields: CoordinatesField) -> Result<ShowCoordinates, BadValue> {
        Ok(ShowCoordinates(fields.coordinates))
    }
}

pub(super) fn plugin(app: &mut App) {
    settings::keep::<ShowCoordinates>(app);
    app.add_systems(OnEnter(Screen::Playing), write_labels.after(spawn_board))
        .add_systems(
            Update,
            write_labels
                .run_if(in_state(Screen::Playing).and_then(resource_changed::<ShowCoordinates>)),
        );
}

/// The labels of a game's board and where they go. Names like `c4` give a column letter
/// along the bottom edge and a row number along the left edge; names without a number (the
/// holes of Sadeqa III) are written beside each hole, between its row and the middle line.
pub fn coordinates(view: &dyn AnyBoard) -> Vec<(Vec2, String)> {
    let half = view.board_size() / 2.0;
    let mut labels: Vec<(Vec2, String)> = Vec::new();
    let mut add = |at: Vec2, text: &str| {
        if !labels.iter().any(|(_, known)| known == text) {
            labels.push((at, text.to_string()));
        }
    };
    for spot in 0..view.spot_count() {
        let name = view.spot_name(spot);
        let at = view.spot_position(spot);
        let split = name
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(name.len());
        let (letters, digits) = name.split_at(split);
        if digits.is_empty() {
            add(Vec2::new(at.x, at.y - NAME_OFFSET * at.y.signum()), letters);
        } else {
            add(Vec2::new(at.x, -half.y + EDGE_INSET), letters);
            add(Vec2::new(-half.x + EDGE_INSET, at.y), digits);
        }
    }
    labels
}

fn write_labels(
    mut commands: Commands,
    show: Res<ShowCoordinates>,
    session: Option<Res<Session>>,
    roots: Query<Entity, With<BoardRoot>>,
    old: Query<Entity, With<CoordinateLabel>>,
) {
    for label in &old {
        commands.entity(label).try_despawn();
    }
    let (Some(session), Ok(root), true) = (session, roots.single(), show.0) else {
        return;
    };
    commands.entity(root).with_children(|board| {
        for (at, text) in coordinates(games::board(session.setup.game)) {
            board.spawn((
                Name::new(format!("coordinate {text}")),
                CoordinateLabel,
                BoardLabel::new(text, 18.0, palette::COORDINATE_TEXT),
                Transform::from_translation(at.extend(-1.0)),
            ));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    fn texts(game: GameId) -> Vec<String> {
        let mut texts: Vec<String> = coordinates(games::board(game))
            .into_iter()
            .map(|(_, text)| text)
            .collect();
        texts.sort();
        texts
    }

    #[test]
    fn grid_games_letter_their_columns_and_number_their_rows() {
        assert_eq!(
            texts(GameId::Shax),
            [
                "1", "2", "3", "4", "5", "6", "7", "a", "b", "c", "d", "e", "f", "g"
            ]
        );
        let kimasai = texts(GameId::Kimasai);
        assert_eq!(kimasai.len(), 12 + 4, "{kimasai:?}");
    }

    #[test]
    fn sadeqa_names_each_hole_between_its_row_and_the_middle_line() {
        let view = games::board(GameId::Sadeqa);
        let labels = coordinates(view);
        assert_eq!(labels.len(), 16);
        let half = view.board_size() / 2.0;
        for (at, text) in labels {
            assert!(at.x.abs() < half.x && at.y.abs() < half.y, "{text} at {at}");
            let hole = (0..16).find(|&s| view.spot_name(s) == text).unwrap();
            let row = view.spot_position(hole).y;
            assert!(at.y.abs() < row.abs(), "{text} lies inside its row");
            assert_eq!(at.y.signum(), row.signum(), "{text} stays on its side");
        }
    }
}
