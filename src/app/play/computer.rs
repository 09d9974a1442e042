//! The computer's turn: the search runs as a task beside the frames, on a thread of its own on
//! the desktop and in short slices between the browser's frames on the web (no threads there),
//! so the window keeps drawing and answering.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::EventLoopProxyWrapper;

use super::answer::Answer;
use super::screens::Turn;
use super::session::{MoveChosen, Seat, Session};
use crate::ai::{AnySearch, ThinkOptions};
use crate::app::AppSystems;
use crate::rules::{AnyMatch, AnyMove};

/// The computer's timing as a player sees it.
#[derive(Resource, Copy, Clone, Debug)]
pub struct ComputerPace {
    /// The shortest time the computer seems to think, so its reply is not a jump cut.
    pub min_think_seconds: f32,
    /// The longest its search waits for the screen to stand still (see `Thinking::waiting`):
    /// a screen that keeps changing must not keep the computer from moving.
    pub max_still_wait_seconds: f32,
}

impl Default for ComputerPace {
    fn default() -> Self {
        ComputerPace {
            min_think_seconds: 0.45,
            max_still_wait_seconds: 0.3,
        }
    }
}

/// The computer's turn: its search, and the move once found.
#[derive(Resource)]
pub struct Thinking {
    started: Instant,
    /// The position and options until the search starts: it waits for the frames a change of
    /// screen asks for (the board's first frame, egui sizing and placing its bars). In a
    /// browser it shares the page's one thread with them, and each of those frames, already
    /// long there, came out a slice longer.
    waiting: Option<Box<(AnyMatch, ThinkOptions)>>,
    /// The search once started.
    task: Option<Answer<Option<AnyMove>>>,
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

    /// Whether the search is running (rather than waiting for the screen to stand still).
    pub fn is_searching(&self) -> bool {
        self.task.is_some()
    }
}

/// How long the search runs before it lets the browser draw a frame or handle input: a frame
/// that waits for a slice is late by at most this much.
pub(super) const SLICE_SECONDS: f64 = 0.004;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPace>()
        .add_systems(OnEnter(Turn::ComputerThinking), start_thinking)
        .add_systems(OnExit(Turn::ComputerThinking), |mut commands: Commands| {
            commands.remove_resource::<Thinking>()
        })
        .add_message::<RequestRedraw>()
        .add_systems(
            Update,
            think
                .run_if(in_state(Turn::ComputerThinking).and_then(resource_exists::<Thinking>))
                .in_set(AppSystems::Select),
        )
        // Last: by then egui and the animations have said whether they need another frame (a
        // request written later in Last is read in the next frame).
        .add_systems(
            Last,
            start_search_when_still
                .run_if(in_state(Turn::ComputerThinking).and_then(resource_exists::<Thinking>)),
        );
}

fn start_thinking(mut commands: Commands, session: Res<Session>) {
    let seat = session.game.turn().map(|player| session.setup.seat(player));
    let Some(Seat::Computer(level)) = seat else {
        return;
    };
    let options = ThinkOptions {
        seed: session.computer_moves,
        ..ThinkOptions::at_level(level)
    };
    commands.insert_resource(Thinking {
        started: Instant::now(),
        waiting: Some(Box::new((session.game.clone(), options))),
        task: None,
        found: None,
        at_ply: session.game.ply(),
    });
}

/// Starts the waiting search in the first frame that asks for no other frame after it (or
/// once it has waited long enough).
fn start_search_when_still(
    mut thinking: ResMut<Thinking>,
    mut redraws: MessageReader<RequestRedraw>,
    pace: Res<ComputerPace>,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
) {
    let screen_changing = redraws.read().count() > 0;
    if screen_changing && thinking.seconds() < pace.max_still_wait_seconds {
        return;
    }
    let Some(waiting) = thinking.waiting.take() else {
        return;
    };
    let (game, options) = *waiting;
    // The window sleeps between its slow redraws while the computer thinks (`frame_pace`):
    // the answer wakes it so that the move is shown at once.
    let work = async move {
        // Made here rather than in a frame: a strong level's table takes milliseconds to clear.
        match AnySearch::new(&game, &options) {
            Some(search) => search_in_slices(search, options).await,
            None => None,
        }
    };
    let task = Answer::spawn(work, event_loop.as_deref());
    thinking.task = Some(task);
}

/// Runs the search to its end, pausing after each slice, and answers with its move.
pub(super) async fn search_in_slices(search: AnySearch, options: ThinkOptions) -> Option<AnyMove> {
    finish_in_slices(search).await.chosen_move(&options)
}

/// Runs the search to its end, pausing after each slice.
pub(super) async fn finish_in_slices(mut search: AnySearch) -> AnySearch {
    loop {
        let slice_start = Instant::now();
        while slice_start.elapsed().as_secs_f64() < SLICE_SECONDS {
            if search.step(512) {
                return search;
            }
        }
        pause().await;
    }
}

/// On the web: hands the page back to the browser (a frame, input) and resumes as soon as it is
/// free again, through a message to itself (a zero-delay timeout would wait 4 ms once nested).
#[cfg(target_arch = "wasm32")]
pub(super) async fn pause() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return;
    };
    let message = js_sys::Promise::new(&mut |resolve, _reject| {
        channel.port1().set_onmessage(Some(&resolve));
        // If the message cannot be sent the search goes on at once: slower frames, same move.
        if channel
            .port2()
            .post_message(&js_sys::wasm_bindgen::JsValue::NULL)
            .is_err()
        {
            let _ = resolve.call0(&js_sys::wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(message).await;
}

/// On the desktop the search has a thread of its own: the pause only lets a cancelled search
/// (the player took a move back) stop there.
#[cfg(not(target_arch = "wasm32"))]
pub(super) async fn pause() {
    bevy::tasks::futures_lite::future::yield_now().await;
}

fn think(
    mut thinking: ResMut<Thinking>,
    pace: Res<ComputerPace>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    if thinking.found.is_none()
        && let Some(task) = &thinking.task
    {
        thinking.found = task.take().flatten();
    }
    let waited = thinking.started.elapsed().as_secs_f32() >= pace.min_think_seconds;
    if let Some(mv) = thinking.found.take_if(|_| waited) {
        chosen.write(MoveChosen {
            mv,
            at_ply: thinking.at_ply,
        });
    }
}
