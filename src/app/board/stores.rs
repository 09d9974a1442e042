//! Each player's store beside the board: the pieces, seeds or stones they captured, laid out
//! in a tray, with their count. It follows what the animation has shown, so a capture is
//! counted when it lands.

use bevy::prelude::*;

use super::animation::Shown;
use super::labels::BoardLabel;
use super::layout::{BoardTurned, StorePlacement, store_rect};
use super::spots::{BoardRoot, spawn_board};
use crate::app::AppSystems;
use crate::app::games::{self, StoreLook};
use crate::app::paint::looks::{Look, LookMaterials, Role};
use crate::app::paint::palette;
use crate::app::paint::relief::Relief;
use crate::app::play::lesson::ActiveLesson;
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
use crate::app::words::Words;
use crate::rules::Player;

/// A player's store (the tray and what lies in it).
#[derive(Component)]
struct Store(Player);

/// The `n`th token of a store, shown while the store holds more than `n`.
#[derive(Component)]
struct StoreToken(u32);

/// The number written on a store.
#[derive(Component)]
struct StoreCount;

/// Room kept at a store's start for its owner's name and count ("Computer" fits).
const COUNT_ROOM: f32 = 66.0;
/// The owner's name stands this far above the middle of the count's room, the count this far
/// below it (world units).
const OWNER_ABOVE: f32 = 17.0;
const COUNT_BELOW: f32 = 6.0;
/// How deep a store's tray looks sunk (its walls' width, world units).
const TRAY_WALL: f32 = 6.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_stores.after(spawn_board))
        .add_systems(
            Update,
            (
                // A language chosen mid-game renames the stores' owners at once.
                spawn_stores
                    .run_if(resource_changed::<StorePlacement>.or_else(resource_changed::<Words>)),
                fill_stores,
                place_store_labels,
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>))
                .in_set(AppSystems::Present),
        );
}

/// Where a store's tokens lie, in rows across it after the room for the count: as many as fit.
fn token_spots(rect: Rect, pitch: f32, upright: bool) -> Vec<Vec2> {
    let room = if upright {
        Rect::new(rect.min.x, rect.min.y, rect.max.x, rect.max.y - COUNT_ROOM)
    } else {
        Rect::new(rect.min.x + COUNT_ROOM, rect.min.y, rect.max.x, rect.max.y)
    };
    let columns = ((room.width() - 8.0) / pitch).floor().max(1.0) as u32;
    let rows = ((room.height() - 8.0) / pitch).floor().max(1.0) as u32;
    // The rows are centred across the store; the first row lies nearest the count.
    let spare = room.height() - rows as f32 * pitch;
    let start =
        Vec2::new(room.min.x + 4.0, room.max.y - spare / 2.0) + Vec2::new(pitch, -pitch) / 2.0;
    (0..rows * columns)
        .map(|i| {
            start
                + Vec2::new(
                    (i % columns) as f32 * pitch,
                    -((i / columns) as f32) * pitch,
                )
        })
        .collect()
}

/// A store's label stands `up` world units above `at` on the screen, whichever way the board
/// is turned: the name over the count.
#[derive(Component, Copy, Clone, Debug)]
struct ScreenOffset {
    at: Vec2,
    up: f32,
}

fn place_store_labels(
    turned: Res<BoardTurned>,
    mut labels: Query<(Ref<ScreenOffset>, &mut Transform)>,
) {
    for (offset, mut transform) in &mut labels {
        if turned.is_changed() || offset.is_added() {
            let at = offset.at + turned.screen_to_world(Vec2::Y * offset.up);
            transform.translation = at.extend(0.2);
        }
    }
}

fn spawn_stores(
    mut commands: Commands,
    session: Res<Session>,
    placement: Res<StorePlacement>,
    roots: Query<Entity, With<BoardRoot>>,
    old: Query<Entity, With<Store>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut reliefs: ResMut<Assets<Relief>>,
    (look, mut known): (Res<Look>, ResMut<LookMaterials>),
    words: Res<Words>,
) {
    for store in &old {
        commands.entity(store).try_despawn();
    }
    let Ok(root) = roots.single() else { return };
    let game = session.setup.game;
    let view = games::board(game);
    let upright = *placement == StorePlacement::Beside;
    for captor in Player::BOTH {
        let rect = store_rect(view, captor, *placement);
        let StoreLook {
            pieces_of: owner,
            token_size: size,
            pitch,
        } = view.store_look(captor);
        let token_mesh = match owner {
            Some(_) => meshes.add(Circle::new(size.x)),
            None => meshes.add(Ellipse::new(size.x, size.y)),
        };
        // A tray sunk into the table, holding stones and seeds with their depth.
        let tray = |c| Relief::tray(c, rect.size() / 2.0, TRAY_WALL);
        let tray_color = known.relief(&mut reliefs, *look, Role::Store, tray);
        let token = owner.map_or(Role::Seed(0), Role::Piece);
        let token_color = known.relief(&mut reliefs, *look, token, |c| Relief::stone(c, size, 0.2));
        let count_at = if upright {
            Vec2::new(rect.center().x, rect.max.y - COUNT_ROOM / 2.0)
        } else {
            Vec2::new(rect.min.x + COUNT_ROOM / 2.0, rect.center().y)
        };
        let store = commands
            .spawn((
                Name::new(format!("{} store", captor.name())),
                Store(captor),
                Mesh2d(meshes.add(Rectangle::from_size(rect.size()))),
                MeshMaterial2d(tray_color.clone()),
                Transform::from_translation(rect.center().extend(-2.5)),
            ))
            .with_children(|tray| {
                let owner = session.setup.short_side_called(captor, &words);
                spawn_labels(tray, owner, count_at - rect.center());
                for (n, at) in token_spots(rect, pitch, upright).into_iter().enumerate() {
                    tray.spawn((
                        StoreToken(n as u32),
                        Mesh2d(token_mesh.clone()),
                        MeshMaterial2d(token_color.clone()),
                        Transform::from_translation((at - rect.center()).extend(0.1)),
                        Visibility::Hidden,
                    ));
                }
            })
            .id();
        commands.entity(root).add_child(store);
    }
}

/// Whose store it is, above its count, at `at` from the tray's centre on the screen.
fn spawn_labels(tray: &mut ChildSpawnerCommands, owner: String, at: Vec2) {
    tray.spawn((
        Name::new("store owner"),
        BoardLabel::new(owner, 13.0, palette::COUNT_TEXT).at_least(10.0),
        ScreenOffset {
            at,
            up: OWNER_ABOVE,
        },
    ));
    tray.spawn((
        StoreCount,
        BoardLabel::new("0", 26.0, palette::COUNT_TEXT),
        ScreenOffset {
            at,
            up: -COUNT_BELOW,
        },
    ));
}

/// What each side has taken, as the board shows it: in a lesson, since the lesson began (its
/// position may lack pieces that no one took in it).
pub fn taken(shown: &Shown, lesson: Option<&ActiveLesson>) -> [u32; 2] {
    let before = lesson.map_or([0, 0], |lesson| lesson.run.start_score);
    [0, 1].map(|i| shown.stores[i].saturating_sub(before[i]))
}

/// Shows as many tokens as each store holds (as far as they fit) and writes the count.
fn fill_stores(
    shown: Res<Shown>,
    session: Option<Res<Session>>,
    stores: Query<(&Store, &Children)>,
    mut tokens: Query<(&StoreToken, &mut Visibility)>,
    mut counts: Query<&mut BoardLabel, With<StoreCount>>,
    added: Query<(), Added<Store>>,
) {
    if !shown.is_changed() && added.is_empty() {
        return;
    }
    let taken = taken(&shown, session.as_deref().and_then(Session::lesson));
    for (store, children) in &stores {
        let held = taken[store.0.index()];
        for child in children.iter() {
            if let Ok((token, mut visibility)) = tokens.get_mut(child) {
                let wanted = if token.0 < held {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                visibility.set_if_neq(wanted);
            } else if let Ok(mut count) = counts.get_mut(child) {
                count.text = held.to_string();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::play::session::{Opponent, Setup};
    use crate::app::words::Language;
    use crate::rules::{GameId, GameOptions};
    use bevy::state::app::StatesPlugin;

    /// The stores' owners as the board names them, sorted.
    fn owners(app: &mut App) -> Vec<String> {
        let mut labels = app.world_mut().query::<(&Name, &BoardLabel)>();
        let mut owners: Vec<String> = labels
            .iter(app.world())
            .filter(|(name, _)| name.as_str() == "store owner")
            .map(|(_, label)| label.text.clone())
            .collect();
        owners.sort();
        owners
    }

    /// A language chosen during a game renames the stores' owners at once (they stayed English
    /// until the next game).
    #[test]
    fn a_language_chosen_mid_game_renames_the_stores() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
            .init_asset::<Mesh>()
            .init_asset::<Relief>()
            .init_state::<Screen>()
            .init_resource::<StorePlacement>()
            .init_resource::<BoardTurned>()
            .init_resource::<Look>()
            .init_resource::<LookMaterials>()
            .init_resource::<Shown>()
            .insert_resource(Words::new(Language::English))
            .insert_resource(Session::new(Setup::new(
                GameId::ALL[1],
                GameOptions::default(),
                Opponent::Computer(Level::Beginner),
            )))
            .add_plugins(plugin);
        app.world_mut().spawn(BoardRoot);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.update();
        assert_eq!(owners(&mut app), ["Computer", "You"]);
        app.insert_resource(Words::new(Language::Kiswahili));
        app.update();
        app.update();
        assert_eq!(owners(&mut app), ["Kompyuta", "Wewe"]);
    }

    #[test]
    fn tokens_fit_inside_their_store_and_enough_of_them() {
        for game in GameId::ALL {
            let view = games::board(game);
            for placement in [StorePlacement::BelowAndAbove, StorePlacement::Beside] {
                let rect = store_rect(view, Player::South, placement);
                let StoreLook {
                    token_size: size,
                    pitch,
                    ..
                } = view.store_look(Player::South);
                let spots = token_spots(rect, pitch, placement == StorePlacement::Beside);
                assert!(spots.len() >= 10, "{game} {placement:?}: {}", spots.len());
                for at in spots {
                    assert!(
                        rect.inflate(-size.x).contains(at) || rect.contains(at),
                        "{game} {at}"
                    );
                    assert!(
                        rect.contains(at + size) && rect.contains(at - size),
                        "{game} {at}"
                    );
                }
            }
        }
    }
}
