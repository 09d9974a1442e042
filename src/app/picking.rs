//! Mouse and touch on the board through bevy picking: clicks become `SpotClicked`, hovering
//! lights a choice up, and a refused click shakes its spot.

use bevy::prelude::*;

use super::AppSystems;
use super::selection::{ClickRefused, SpotClicked};
use super::spots::Spot;

/// The spot under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub Option<u8>);

/// A spot shaking for this many more seconds.
#[derive(Component)]
pub struct Shake(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_observer(listen_to_spot)
        .add_systems(Update, shake_refused.in_set(AppSystems::Present));
}

/// Every new spot answers clicks and hovering.
fn listen_to_spot(add: On<Add, Spot>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(on_click)
        .observe(on_over)
        .observe(on_out);
}

fn on_click(
    click: On<Pointer<Click>>,
    spots: Query<&Spot>,
    mut clicked: MessageWriter<SpotClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(spot) = spots.get(click.entity) {
        clicked.write(SpotClicked(spot.0));
    }
}

fn on_over(over: On<Pointer<Over>>, spots: Query<&Spot>, mut hovered: ResMut<Hovered>) {
    if let Ok(spot) = spots.get(over.entity) {
        hovered.0 = Some(spot.0);
    }
}

fn on_out(out: On<Pointer<Out>>, spots: Query<&Spot>, mut hovered: ResMut<Hovered>) {
    if spots.get(out.entity).is_ok_and(|s| hovered.0 == Some(s.0)) {
        hovered.0 = None;
    }
}

fn shake_refused(
    mut commands: Commands,
    mut refused: MessageReader<ClickRefused>,
    spots: Query<(Entity, &Spot)>,
) {
    for ClickRefused(spot) in refused.read() {
        if let Some((entity, _)) = spots.iter().find(|(_, s)| s.0 == *spot) {
            commands.entity(entity).insert(Shake(0.35));
        }
    }
}
