//! The app's states: which screen is shown, and whose turn it is while playing.

use bevy::prelude::*;

/// The screen: the menu or a game.
#[derive(States, Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Menu,
    Playing,
}

/// The turn-state machine while a game is on screen.
#[derive(SubStates, Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing)]
pub enum Turn {
    /// A person picks a move on the board.
    #[default]
    AwaitingInput,
    /// A move is being shown; input waits.
    Animating,
    /// The computer searches for its move.
    ComputerThinking,
    GameOver,
    /// A game looked back on: the review steps through its moves, and nobody plays.
    Reviewing,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_sub_state::<Turn>();
}
