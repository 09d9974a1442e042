//! What the player's hands mark on the board: the spot under the pointer, the keyboard's
//! cursor, a refused spot shaking and marked. Input writes them; the board draws them.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::play::screens::Turn;
use crate::app::play::selection::{ClickRefused, SpotClicked};

/// The spot under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub Option<u8>);

/// The spot a finger's first tap shows, kept on the board until the next tap: a finger cannot
/// hover, so this stands in for the pointer over a move ("tap again to sow" stands beside it).
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct TouchPreview(pub Option<u8>);

/// The spot under the keyboard cursor, if the keyboard was used.
#[derive(Resource, Default)]
pub struct KeyboardCursor(pub Option<u8>);

/// A spot shaking for this many more seconds.
#[derive(Component)]
pub struct Shake(pub f32);

/// How long a refused spot stays marked, its reason standing beside it (`ui/spot_news.rs`).
pub const REFUSAL_SHOWN: Duration = Duration::from_millis(4000);

/// The spot whose click was refused last, marked while the words beside it say why: until
/// they go, the next click, or the turn's end.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct RefusedSpot(pub Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RefusedSpot>()
        .init_resource::<TouchPreview>()
        .add_systems(Update, mark_refusals.in_set(AppSystems::Present))
        .add_systems(
            OnExit(Turn::AwaitingInput),
            |mut mark: ResMut<RefusedSpot>, mut preview: ResMut<TouchPreview>| {
                mark.0 = None;
                preview.0 = None;
            },
        );
}

fn mark_refusals(
    mut clicks: MessageReader<SpotClicked>,
    mut refused: MessageReader<ClickRefused>,
    mut mark: ResMut<RefusedSpot>,
    time: Res<Time<Real>>,
    mut since: Local<Duration>,
) {
    if clicks.read().count() > 0 {
        mark.0 = None;
    }
    if let Some(refusal) = refused.read().last() {
        mark.0 = Some(refusal.spot);
        *since = time.elapsed();
    } else if mark.0.is_some() && time.elapsed() >= *since + REFUSAL_SHOWN {
        // A red ring left standing after its words had gone looked like a warning.
        mark.0 = None;
    }
}
