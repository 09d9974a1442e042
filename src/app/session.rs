//! The game being played: its rules state, who plays each side, and the moves that change it.

use bevy::prelude::*;

use super::screens::{Screen, Turn};
use crate::ai::Level;
use crate::rules::{AnyMatch, AnyMove, AnyPosition, GameId, GameOptions, MoveEvent, Player};

/// Who plays north (south is always a person at this screen).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people take turns at one screen.
    Friend,
    Computer(Level),
}

/// Everything chosen in the menu.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub game: GameId,
    pub options: GameOptions,
    pub opponent: Opponent,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            game: GameId::Shax,
            options: GameOptions::default(),
            opponent: Opponent::Computer(Level::Casual),
        }
    }
}

impl Setup {
    /// True when the computer plays `player`.
    pub fn is_computer(&self, player: Player) -> bool {
        matches!(self.opponent, Opponent::Computer(_)) && player == Player::North
    }

    /// How a side is named on screen.
    pub fn side_name(&self, player: Player) -> String {
        match (self.opponent, player) {
            (Opponent::Friend, Player::South) => "South".into(),
            (Opponent::Friend, Player::North) => "North".into(),
            (Opponent::Computer(_), Player::South) => "You".into(),
            (Opponent::Computer(level), Player::North) => format!("Computer ({})", level.name()),
        }
    }
}

/// The game on screen.
#[derive(Resource, Clone)]
pub struct Session {
    pub setup: Setup,
    pub game: AnyMatch,
    /// Groups of moves taken back by undo, newest last, for redo.
    pub redo: Vec<Vec<AnyMove>>,
    /// Counts the computer's moves, so each search gets its own seed.
    pub computer_moves: u64,
}

impl Session {
    pub fn new(setup: Setup) -> Session {
        Session {
            game: AnyMatch::new(setup.game, &setup.options),
            setup,
            redo: Vec::new(),
            computer_moves: 0,
        }
    }

    /// The state the turn machine should be in for the current position.
    pub fn expected_turn(&self) -> Turn {
        match self.game.turn() {
            None => Turn::GameOver,
            Some(p) if self.setup.is_computer(p) => Turn::ComputerThinking,
            Some(_) => Turn::AwaitingInput,
        }
    }
}

/// A move picked by a person or the computer for the position after `at_ply` moves (a late
/// answer to a position taken back is dropped).
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveChosen {
    pub mv: AnyMove,
    pub at_ply: usize,
}

/// A move that the rules accepted, with the position before it and what happened on the
/// board, in order (for animation, sound and narration).
#[derive(Message, Clone, Debug)]
pub struct MoveApplied {
    pub mv: AnyMove,
    pub mover: Player,
    pub before: AnyPosition,
    pub events: Vec<MoveEvent>,
}

/// A chosen move the rules refused (only a bug or a race can cause it; the view shakes).
#[derive(Message, Copy, Clone, Debug)]
pub struct MoveRefused(pub AnyMove);

/// Requests from the menu and the HUD.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum GameRequest {
    Start(Setup),
    Undo,
    Redo,
    BackToMenu,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveChosen>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRefused>()
        .add_message::<GameRequest>()
        .add_systems(Update, (handle_requests, apply_chosen_moves).chain());
}

fn handle_requests(
    mut requests: MessageReader<GameRequest>,
    mut commands: Commands,
    session: Option<ResMut<Session>>,
    mut next_screen: ResMut<NextState<Screen>>,
    turn: Option<Res<State<Turn>>>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    let mut session = session;
    for request in requests.read() {
        match request {
            GameRequest::Start(setup) => {
                commands.insert_resource(Session::new(*setup));
                // `set` re-runs OnEnter even when a game is already on screen: a fresh board.
                next_screen.set(Screen::Playing);
            }
            GameRequest::BackToMenu => next_screen.set(Screen::Menu),
            GameRequest::Undo | GameRequest::Redo => {
                let Some(session) = session.as_deref_mut() else {
                    continue;
                };
                // Moves are only taken back while nothing is in flight.
                let idle = turn.as_ref().is_some_and(|t| {
                    matches!(
                        t.get(),
                        Turn::AwaitingInput | Turn::GameOver | Turn::ComputerThinking
                    )
                });
                if !idle {
                    continue;
                }
                let changed = if *request == GameRequest::Undo {
                    undo(session)
                } else {
                    redo(session)
                };
                if changed {
                    next_turn.set(session.expected_turn());
                    commands.run_system_cached(super::spots::sync_spots);
                }
            }
        }
    }
}

/// Takes back the last move; against the computer, back to the person's last move.
fn undo(session: &mut Session) -> bool {
    let mut taken = Vec::new();
    while let Some(last) = session.game.last_move() {
        session.game.undo();
        taken.push(last);
        if !session
            .game
            .turn()
            .is_some_and(|p| session.setup.is_computer(p))
        {
            break;
        }
    }
    if taken.is_empty() {
        return false;
    }
    taken.reverse();
    session.redo.push(taken);
    true
}

fn redo(session: &mut Session) -> bool {
    let Some(group) = session.redo.pop() else {
        return false;
    };
    for &mv in &group {
        if session.game.play(mv).is_err() {
            return false;
        }
    }
    true
}

fn apply_chosen_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut applied: MessageWriter<MoveApplied>,
    mut refused: MessageWriter<MoveRefused>,
    session: Option<ResMut<Session>>,
    turn: Option<Res<State<Turn>>>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    let Some(mut session) = session else {
        chosen.clear();
        return;
    };
    for &MoveChosen { mv, at_ply } in chosen.read() {
        if at_ply != session.game.ply() {
            continue;
        }
        let waiting = turn
            .as_ref()
            .is_some_and(|t| matches!(t.get(), Turn::AwaitingInput | Turn::ComputerThinking));
        let Some(mover) = session.game.turn().filter(|_| waiting) else {
            refused.write(MoveRefused(mv));
            continue;
        };
        let before = session.game.position();
        let mut events = Vec::new();
        match session.game.play_recording(mv, &mut events) {
            Ok(()) => {
                session.redo.clear();
                if session.setup.is_computer(mover) {
                    session.computer_moves += 1;
                }
                applied.write(MoveApplied {
                    mv,
                    mover,
                    before,
                    events,
                });
                next_turn.set(Turn::Animating);
                // One move per frame: the next waits for the animation.
                break;
            }
            Err(_) => {
                refused.write(MoveRefused(mv));
            }
        }
    }
}
