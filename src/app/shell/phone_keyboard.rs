//! The phone's keyboard on the web: a tap on a text field opens it, and what is typed reaches
//! the field.
//!
//! bevy_egui keeps a hidden `<input>` (its "text agent") whose focus opens a phone's keyboard.
//! It opens it only when the frame before the finger lifted already saw the finger over a field,
//! so a quick tap (or one busy frame) that starts and ends a touch in the same frame never
//! brought the keyboard; and it forwards what is typed into the agent only when the browser's
//! user agent names a phone, so an iPad (which calls itself a Mac) or a phone showing the desktop
//! site sent its letters into the hidden input, where they stayed; where it does forward, the
//! letters wait unseen until something else wakes the sleeping window. This plugin opens the
//! agent whenever egui has given a field the keyboard after a tap, closes it when the field lets
//! go, forwards the agent's text (and Enter, which bevy_egui never forwards) wherever bevy_egui
//! does not, and wakes the window for every letter.

use std::sync::Mutex;

use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{
    EguiInput, EguiInputSet, EguiOutput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext,
    egui,
};
use js_sys::wasm_bindgen::{JsCast, closure::Closure};
use web_sys::HtmlInputElement;

/// The id bevy_egui gives its text agent.
const AGENT_ID: &str = "egui_text_agent";

/// What bevy_egui looks for in the user agent before it forwards the agent's text itself.
const PHONE_NAMES: [&str; 6] = ["Android", "iPhone", "iPad", "iPod", "webOS", "BlackBerry"];

/// Keys and text typed into the agent, waiting for the next frame.
static TYPED: Mutex<Vec<egui::Event>> = Mutex::new(Vec::new());

/// Whether the last press came from a finger: only then is the agent opened, since a mouse's
/// field keeps its keys on the canvas (arrows, copy and paste).
#[derive(Resource, Default)]
struct LastPress {
    by_touch: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LastPress>()
        // After bevy_egui has put its agent on the page (PreStartup).
        .add_systems(Startup, listen_to_the_agent)
        .add_systems(
            PreUpdate,
            (note_the_last_press, forward_what_was_typed).in_set(EguiInputSet::ReadBevyMessages),
        )
        .add_systems(
            PreUpdate,
            the_field_keeps_its_caret
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            follow_the_focused_field.after(EguiPostUpdateSet::ProcessOutput),
        );
}

fn the_agent() -> Option<HtmlInputElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id(AGENT_ID)?
        .dyn_into()
        .ok()
}

/// Whether the agent has the page's focus (the keyboard is open for a field).
fn the_agent_is_focused() -> bool {
    web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element())
        .is_some_and(|element| element.id() == AGENT_ID)
}

/// Whether bevy_egui forwards the agent's text itself on this browser.
fn bevy_egui_forwards_text() -> bool {
    web_sys::window()
        .and_then(|window| window.navigator().user_agent().ok())
        .is_some_and(|agent| PHONE_NAMES.iter().any(|name| agent.contains(name)))
}

/// Keeps `events` for the next frame, and wakes the window (`frame_pace` lets it sleep).
fn typed(events: impl IntoIterator<Item = egui::Event>, wake: &impl Fn()) {
    if let Ok(mut typed) = TYPED.lock() {
        typed.extend(events);
    }
    wake();
}

fn key(key: egui::Key, pressed: bool) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        modifiers: egui::Modifiers::NONE,
        repeat: false,
    }
}

/// Listens to the agent: Enter always, text and Backspace where bevy_egui does not.
fn listen_to_the_agent(event_loop: Option<Res<EventLoopProxyWrapper>>) {
    let Some(agent) = the_agent() else {
        return;
    };
    let wake = super::waker(event_loop.as_deref());
    let forward_text = !bevy_egui_forwards_text();
    let keys_wake = wake.clone();
    let on_key = Closure::<dyn FnMut(_)>::new(move |event: web_sys::KeyboardEvent| {
        let named = match event.key().as_str() {
            "Enter" => egui::Key::Enter,
            "Backspace" if forward_text => egui::Key::Backspace,
            _ => return,
        };
        typed([key(named, true), key(named, false)], &keys_wake);
    });
    if agent
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
        .is_ok()
    {
        // The listener lives as long as the page.
        on_key.forget();
    }
    let input = agent.clone();
    // bevy_egui's own listener (where it forwards) has run first and sent the text down its
    // channel, which wakes nothing: the frame that reads it is woken here. Where it does not
    // forward, a finished word is taken here: plain typing fires `input` outside a
    // composition; a keyboard that composes words ends each with `compositionend`.
    let on_text = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let composing = event
            .dyn_ref::<web_sys::InputEvent>()
            .is_some_and(web_sys::InputEvent::is_composing);
        let text = input.value();
        match forward_text && !composing && !text.is_empty() {
            true => {
                input.set_value("");
                typed([egui::Event::Text(text)], &wake);
            }
            false => wake(),
        }
    });
    for name in ["input", "compositionupdate", "compositionend"] {
        let _ = agent.add_event_listener_with_callback(name, on_text.as_ref().unchecked_ref());
    }
    on_text.forget();
}

fn note_the_last_press(
    mut touches: MessageReader<TouchInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut last: ResMut<LastPress>,
) {
    if touches
        .read()
        .any(|touch| touch.phase == TouchPhase::Started)
    {
        last.by_touch = true;
    }
    if buttons
        .read()
        .any(|button| button.state == ButtonState::Pressed)
    {
        last.by_touch = false;
    }
}

fn forward_what_was_typed(
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut egui_input: MessageWriter<EguiInputEvent>,
) {
    let Ok(context) = context.single() else {
        return;
    };
    let Ok(mut typed) = TYPED.lock() else {
        return;
    };
    egui_input.write_batch(
        typed
            .drain(..)
            .map(|event| EguiInputEvent { context, event }),
    );
}

/// Opens the keyboard while a field tapped by a finger has egui's keyboard, closes it after.
fn follow_the_focused_field(
    output: Query<&EguiOutput, With<PrimaryEguiContext>>,
    last: Res<LastPress>,
) {
    let editing = output
        .iter()
        .any(|output| output.platform_output.ime.is_some());
    let Some(agent) = the_agent() else {
        return;
    };
    let focused = the_agent_is_focused();
    if editing && last.by_touch && !focused {
        agent.set_hidden(false);
        let _ = agent.focus();
    } else if !editing && focused {
        let _ = agent.blur();
        agent.set_hidden(true);
    }
}

/// The canvas loses the page's focus to the agent, and egui hides a field's caret in a window
/// without focus: while the agent has it, egui is told the window has it.
fn the_field_keeps_its_caret(mut input: Query<&mut EguiInput, With<PrimaryEguiContext>>) {
    if the_agent_is_focused() {
        for mut input in &mut input {
            input.focused = true;
        }
    }
}
