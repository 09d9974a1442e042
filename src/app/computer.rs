//! The computer's turn: the search runs on a background task on the desktop and in small
//! slices per frame on the web (no threads there), so the window keeps drawing.

use bevy::platform::time::Instant;
use bevy::prelude::*;

use super::AppSystems;
use super::screens::Turn;
use super::session::{MoveChosen, Opponent, Session};
use crate::ai::{AnySearch, ThinkOptions};
use crate::rules::AnyMove;

/// The shortest time the computer seems to think, so its reply is not a jump cut.
#[derive(Resource, Copy, Clone, Debug)]
pub struct ComputerPace {
    pub min_think_seconds: f32,
}

impl Default for ComputerPace {
    fn default() -> Self {
        ComputerPace {
            min_think_seconds: 0.45,
        }
    }
}

/// The search under way.
#[derive(Resource)]
pub struct Thinking {
    started: Instant,
    #[cfg(not(target_arch = "wasm32"))]
    task: bevy::tasks::Task<Option<AnyMove>>,
    #[cfg(target_arch = "wasm32")]
    search: AnySearch,
    #[cfg(target_arch = "wasm32")]
    options: ThinkOptions,
    /// The move, once found, waiting for the minimum thinking time.
    found: Option<AnyMove>,
    /// Moves played when the search started.
    at_ply: usize,
}

impl Thinking {
    /// Seconds since the computer started thinking (for the HUD's indicator).
    pub fn seconds(&self) -> f32 {
        self.started.elapsed().as_secs_f32()
    }
}

/// Frame time the web build gives the search each frame.
#[cfg(target_arch = "wasm32")]
const SLICE_SECONDS: f64 = 0.010;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPace>()
        .add_systems(OnEnter(Turn::ComputerThinking), start_thinking)
        .add_systems(OnExit(Turn::ComputerThinking), |mut commands: Commands| {
            commands.remove_resource::<Thinking>()
        })
        .add_systems(
            Update,
            think
                .run_if(in_state(Turn::ComputerThinking).and_then(resource_exists::<Thinking>))
                .in_set(AppSystems::Select),
        );
}

fn start_thinking(mut commands: Commands, session: Res<Session>) {
    let Opponent::Computer(level) = session.setup.opponent else {
        return;
    };
    let options = ThinkOptions {
        seed: session.computer_moves,
        ..ThinkOptions::at_level(level)
    };
    let Some(search) = AnySearch::new(&session.game, &options) else {
        return;
    };
    #[cfg(not(target_arch = "wasm32"))]
    let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
        let mut search = search;
        while !search.step(4096) {}
        search.chosen_move(&options)
    });
    commands.insert_resource(Thinking {
        started: Instant::now(),
        #[cfg(not(target_arch = "wasm32"))]
        task,
        #[cfg(target_arch = "wasm32")]
        search,
        #[cfg(target_arch = "wasm32")]
        options,
        found: None,
        at_ply: session.game.ply(),
    });
}

fn think(
    mut thinking: ResMut<Thinking>,
    pace: Res<ComputerPace>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    if thinking.found.is_none() {
        thinking.found = poll(&mut thinking);
    }
    let waited = thinking.started.elapsed().as_secs_f32() >= pace.min_think_seconds;
    if let Some(mv) = thinking.found.take_if(|_| waited) {
        chosen.write(MoveChosen {
            mv,
            at_ply: thinking.at_ply,
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn poll(thinking: &mut Thinking) -> Option<AnyMove> {
    bevy::tasks::futures::check_ready(&mut thinking.task).flatten()
}

#[cfg(target_arch = "wasm32")]
fn poll(thinking: &mut Thinking) -> Option<AnyMove> {
    let slice_start = Instant::now();
    while slice_start.elapsed().as_secs_f64() < SLICE_SECONDS {
        if thinking.search.step(512) {
            return thinking.search.chosen_move(&thinking.options);
        }
    }
    None
}
