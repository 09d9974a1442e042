//! What happened, in the games' own words: "Jare!", "Hadig — north is blocked", the phase.

use bevy::prelude::*;

use super::AppSystems;
use super::games;
use super::selection::ClickRefused;
use super::session::{MoveApplied, MoveRefused, Session, Setup};
use crate::rules::{AnyMatch, EndReason, Player, Status};

/// The latest headline about the game (shown in the HUD).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Headline(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Headline>().add_systems(
        Update,
        (narrate, explain_refusals)
            .run_if(resource_exists::<Session>)
            .in_set(AppSystems::Present),
    );
}

fn explain_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut clicks: MessageReader<ClickRefused>,
    session: Res<Session>,
    mut headline: ResMut<Headline>,
) {
    for MoveRefused(mv) in refused.read() {
        headline.0 = format!("{mv} is not a legal move now.");
    }
    if let Some(ClickRefused(spot)) = clicks.read().last() {
        let name = games::view(session.setup.game).spot_name(*spot);
        headline.0 = format!("Nothing to do on {name}: the highlighted spots are the choices.");
    }
}

fn narrate(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    mut headline: ResMut<Headline>,
) {
    for applied in applied.read() {
        let after = session.game.position();
        headline.0 = games::view(session.setup.game).describe(applied, &after, &session.setup);
    }
}

/// The phase line under the players' names.
pub fn phase_line(game: &AnyMatch, setup: &Setup) -> String {
    games::view(setup.game).phase_line(&game.position(), setup)
}

/// The result in words.
pub fn result_line(setup: &Setup, status: Status) -> String {
    let Status::Over { winner, reason } = status else {
        return String::new();
    };
    let why = match reason {
        EndReason::TwoPieces => "only two pieces left",
        EndReason::NoStones => "every stone captured",
        EndReason::NoMoves => "no move left",
        EndReason::Hadig => "hadig that nobody could open",
        EndReason::Repetition => "repetition",
        EndReason::QuietPlies => "100 plies without a removal",
    };
    match winner {
        Some(p)
            if matches!(setup.opponent, super::session::Opponent::Computer(_))
                && p == Player::South =>
        {
            format!("You win! ({why})")
        }
        Some(p) => format!("{} wins ({why})", setup.side_name(p)),
        None => format!("Draw by {why}"),
    }
}
