//! What happened, in the games' own words: "Jare!", "Hadig — north is blocked", the phase.

use bevy::prelude::*;

use super::AppSystems;
use super::games;
use super::screens::{Screen, Turn};
use super::selection::ClickRefused;
use super::session::{BoardReset, MoveApplied, MoveRefused, Session, Setup};
use crate::rules::{AnyMatch, EndReason, Player, Status};

/// The latest news of the game, oldest first (the HUD shows them all): a short log, so that the
/// computer's answer does not hide what the person's move did.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct News(pub Vec<String>);

/// How many lines of news stay on screen.
pub const NEWS_LINES: usize = 2;

impl News {
    pub fn push(&mut self, line: String) {
        self.0.push(line);
        let extra = self.0.len().saturating_sub(NEWS_LINES);
        self.0.drain(..extra);
    }

    /// The newest line, if any.
    pub fn latest(&self) -> Option<&str> {
        self.0.last().map(String::as_str)
    }
}

/// What the move being shown did, told when its animation ends.
#[derive(Resource, Default)]
struct Untold(Vec<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<News>()
        .init_resource::<Untold>()
        .add_systems(OnEnter(Screen::Playing), forget_news)
        .add_systems(OnExit(Turn::Animating), tell_news)
        .add_systems(
            Update,
            (
                forget_news.run_if(on_message::<BoardReset>),
                (narrate, explain_refusals).run_if(resource_exists::<Session>),
            )
                .chain()
                .in_set(AppSystems::Present),
        );
}

/// A new game or a move taken back: what was said no longer holds.
fn forget_news(mut news: ResMut<News>, mut untold: ResMut<Untold>) {
    news.0.clear();
    untold.0.clear();
}

fn tell_news(mut news: ResMut<News>, mut untold: ResMut<Untold>) {
    for line in untold.0.drain(..) {
        news.push(line);
    }
}

fn explain_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut clicks: MessageReader<ClickRefused>,
    session: Res<Session>,
    mut news: ResMut<News>,
) {
    for MoveRefused(mv) in refused.read() {
        news.push(format!("{mv} is not a legal move now."));
    }
    if let Some(ClickRefused(spot)) = clicks.read().last() {
        let name = games::view(session.setup.game).spot_name(*spot);
        news.push(format!(
            "Nothing to do on {name}: the highlighted spots are the choices."
        ));
    }
}

/// Words for each move applied, kept until its animation has shown it.
fn narrate(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    mut untold: ResMut<Untold>,
) {
    for applied in applied.read() {
        let after = session.game.position();
        let view = games::view(session.setup.game);
        untold
            .0
            .push(view.describe(applied, &after, &session.setup));
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
