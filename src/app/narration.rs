//! What happened, in the games' own words: "Jare!", "Hadig — north is blocked", the phase.

use bevy::prelude::*;

use super::selection::ClickRefused;
use super::session::{MoveApplied, MoveRefused, Session, Setup};
use crate::rules::shax::{Phase, ShaxMove};
use crate::rules::{AnyMatch, AnyMove, AnyPosition, EndReason, Player, Status};

/// The latest headline about the game (shown in the HUD).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Headline(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Headline>()
        .add_systems(Update, (narrate, explain_refusals));
}

fn explain_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut clicks: MessageReader<ClickRefused>,
    session: Option<Res<Session>>,
    mut headline: ResMut<Headline>,
) {
    for MoveRefused(mv) in refused.read() {
        headline.0 = format!("{mv} is not a legal move now.");
    }
    if let (Some(session), Some(ClickRefused(spot))) = (session, clicks.read().last()) {
        let name = super::spots::spot_name(session.setup.game, *spot);
        headline.0 = format!("Nothing to do on {name}: the highlighted spots are the choices.");
    }
}

fn narrate(
    mut applied: MessageReader<MoveApplied>,
    session: Option<Res<Session>>,
    mut headline: ResMut<Headline>,
) {
    let Some(session) = session else { return };
    for applied in applied.read() {
        headline.0 = describe(&session.setup, applied, &session.game);
    }
}

/// A sentence about the move just played.
pub fn describe(setup: &Setup, applied: &MoveApplied, after: &AnyMatch) -> String {
    let who = setup.side_name(applied.mover);
    let mover = applied.mover.index();
    let gained = after.score()[mover].saturating_sub(applied.before.score()[mover]);
    let mut text = match applied.mv {
        AnyMove::Shax(ShaxMove::Step {
            remove: Some(_), ..
        }) => format!("Jare! {who} removes a piece."),
        AnyMove::Shax(ShaxMove::Remove(_)) => format!("{who} removes a piece."),
        AnyMove::Shax(ShaxMove::Place(_)) if first_jare_now(&applied.before, after) => {
            format!("{who} forms the first jare: {who} will remove first.")
        }
        AnyMove::Shax(_) => format!("{who} played {}.", applied.mv),
        AnyMove::Sadeqa(_) if gained > 0 => {
            format!("{who} sowed {} and captured {gained} seeds.", applied.mv)
        }
        AnyMove::Sadeqa(_) => format!("{who} sowed from {}.", applied.mv),
        AnyMove::Kimasai(_) if gained > 0 => format!("{who} captured {gained}!"),
        AnyMove::Kimasai(_) => format!("{who} played {}.", applied.mv),
    };
    if let AnyMatch::Shax(m) = after
        && m.position().is_blockade()
        && !after.status().is_over()
    {
        {
            let blocked = m.position().alternation_player();
            text = format!(
                "Hadig — {} is blocked; {} must open a way.",
                setup.side_name(blocked),
                setup.side_name(blocked.opponent())
            );
        }
    }
    text
}

fn first_jare_now(before: &AnyPosition, after: &AnyMatch) -> bool {
    matches!((before, after), (AnyPosition::Shax(b), AnyMatch::Shax(a))
        if b.first_jare().is_none() && a.position().first_jare().is_some())
}

/// The phase line under the players' names.
pub fn phase_line(game: &AnyMatch) -> String {
    match game {
        AnyMatch::Shax(m) => {
            let p = m.position();
            match p.phase() {
                Phase::Placing => format!(
                    "Placing — in hand: {} south, {} north",
                    p.in_hand(Player::South),
                    p.in_hand(Player::North)
                ),
                Phase::FirstRemoval | Phase::SecondRemoval => {
                    "Removing — take one of the opponent's pieces".into()
                }
                Phase::Moving => match p.quiet_plies() {
                    1 => "Moving — 1 ply without a removal".into(),
                    n => format!("Moving — {n} plies without a removal (a draw at 100)"),
                },
            }
        }
        AnyMatch::Sadeqa(m) => format!("{} seeds on the board", m.position().seeds_on_board()),
        AnyMatch::Kimasai(m) => format!(
            "Stones: {} south, {} north",
            m.position().stone_count(Player::South),
            m.position().stone_count(Player::North)
        ),
    }
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
