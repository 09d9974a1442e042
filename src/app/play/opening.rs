//! What the app opens into when the command line asks for more than the menu: a game whose
//! given moves are then played one by one as if picked, the kept game, a link's game, a
//! review, a lesson, or (for a picture) a position set on the board at once.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::lesson::LessonRequest;
use super::online::{OnlineRequest, OnlineRoom, PendingInvite};
use super::puzzle::PuzzleRequest;
use super::review::ReviewRequest;
use super::screens::{Screen, Turn};
use super::session::{GameRequest, MoveChosen, MoveRefused, Opponent, Seat, Session, Setup};
use crate::app::AppSystems;
use crate::rules::{AnyMatch, AnyMove, GameId, GameOptions};

/// Where the app starts.
#[derive(Clone, Debug, Default)]
pub enum Opening {
    #[default]
    Menu,
    /// A new game between two people at this screen, then `moves` as if picked.
    Game { game: GameId, moves: Vec<AnyMove> },
    /// The kept game, then `moves` in its notation (read against it once it is read; a move
    /// that does not read or is not legal there ends the queue with an error).
    Continue { moves: Vec<String> },
    /// The game a link or a record holds, opened as a link pasted into the page is (one that
    /// does not open is explained there, with the kept game as it was).
    Link(String),
    /// A game looked back on, from the position after `at` moves.
    Review { game: Box<Session>, at: usize },
    /// Lesson `number` (from 1) of `game`.
    Lesson { game: GameId, number: usize },
    /// Puzzle `number` (from 1) of `game`, the day's puzzle of `daily` if given.
    Puzzle {
        game: GameId,
        number: usize,
        daily: Option<u64>,
    },
    /// A position set on the board at once, for two people here (the screenshot mode).
    Position(Box<Session>),
    /// A game online: inviting to `room` with the game `invite` (this side South), or joining
    /// it; `moves` are played on this side's turns as if picked.
    Online {
        room: OnlineRoom,
        invite: Option<Setup>,
        moves: Vec<String>,
    },
}

impl Opening {
    /// A game of `game` from `options`' start, as it stands in `played` moves, for two people.
    pub fn position(played: AnyMatch, options: GameOptions) -> Opening {
        let setup = Setup::new(played.game(), options, Opponent::Friend);
        Opening::Position(Box::new(Session {
            game: played,
            ..Session::new(setup)
        }))
    }
}

/// Moves to play one at a time whenever a person is to move.
#[derive(Resource, Clone, Debug)]
struct QueuedMoves(VecDeque<QueuedMove>);

#[derive(Clone, Debug)]
enum QueuedMove {
    Read(AnyMove),
    /// Read when it is due (the kept game's moves are known only once it is read).
    Text(String),
}

/// Sets the app up to open as asked; the kept game and a link are storage's to open
/// (`storage::open_at_start`), but a continued game's moves are queued here.
pub fn open(app: &mut App, opening: &Opening) {
    let world = app.world_mut();
    match opening.clone() {
        Opening::Menu | Opening::Link(_) => {}
        Opening::Game { game, moves } => {
            let setup = Setup::new(game, GameOptions::default(), Opponent::Friend);
            world.write_message(GameRequest::Start(setup));
            queue(app, moves.into_iter().map(QueuedMove::Read));
        }
        Opening::Continue { moves } => {
            queue(app, moves.into_iter().map(QueuedMove::Text));
        }
        Opening::Review { game, at } => {
            world.write_message(ReviewRequest::Open {
                game,
                at,
                came_from: None,
            });
        }
        Opening::Lesson { game, number } => {
            world.write_message(LessonRequest::Start { game, number });
        }
        Opening::Puzzle {
            game,
            number,
            daily,
        } => {
            world.write_message(PuzzleRequest::Start {
                game,
                number,
                daily,
            });
        }
        Opening::Online {
            room,
            invite,
            moves,
        } => {
            match invite {
                Some(setup) => {
                    world.insert_resource(PendingInvite(room));
                    world.write_message(GameRequest::Start(setup));
                }
                None => {
                    world.write_message(OnlineRequest::Join(room));
                }
            }
            queue(app, moves.into_iter().map(QueuedMove::Text));
        }
        Opening::Position(session) => {
            world.insert_resource(*session);
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
        }
    }
}

fn queue(app: &mut App, moves: impl IntoIterator<Item = QueuedMove>) {
    app.insert_resource(QueuedMoves(moves.into_iter().collect()))
        .add_systems(
            Update,
            play_queued_move
                .run_if(resource_exists::<QueuedMoves>.and_then(in_state(Turn::AwaitingInput)))
                .in_set(AppSystems::Select),
        )
        .add_systems(
            Update,
            drop_refused_queue
                .run_if(resource_exists::<QueuedMoves>)
                .in_set(AppSystems::Present),
        );
}

/// Plays the next queued move as a person would pick it (only a person here picks: a friend
/// far away moves there).
fn play_queued_move(
    mut queue: ResMut<QueuedMoves>,
    session: Res<Session>,
    mut chosen: MessageWriter<MoveChosen>,
    mut commands: Commands,
) {
    let here = |player| session.setup.seat(player) == Seat::Here;
    if !session.game.turn().is_some_and(here) {
        return;
    }
    let Some(next) = queue.0.pop_front() else {
        commands.remove_resource::<QueuedMoves>();
        return;
    };
    let mv = match next {
        QueuedMove::Read(mv) => Ok(mv),
        QueuedMove::Text(text) => session.game.parse_move(&text),
    };
    match mv {
        Ok(mv) => {
            chosen.write(MoveChosen {
                mv,
                at_ply: session.game.ply(),
            });
        }
        Err(e) => {
            error!("--moves: {e}; the other moves are not played");
            commands.remove_resource::<QueuedMoves>();
        }
    }
}

/// A queued move the rules refused ends the queue (the position is not the one expected).
fn drop_refused_queue(mut refused: MessageReader<MoveRefused>, mut commands: Commands) {
    if let Some(MoveRefused(mv)) = refused.read().last() {
        let mv: AnyMove = *mv;
        error!("--moves: {mv} is not legal here; the other moves are not played");
        commands.remove_resource::<QueuedMoves>();
    }
}
