//! The web page's screen for screen readers: every control egui draws (the menu's choices and
//! buttons, the dialogs, the HUD's buttons in a game) copied from egui's AccessKit tree into the
//! page's off-screen mirror as HTML a browser's screen reader reads, and pressed or typed into
//! from there (`ui/screen_controls.rs` reads the tree and hands the requests back to egui).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiOutput, EguiPostUpdateSet, PrimaryEguiContext};
use js_sys::wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlInputElement};

use super::aria_mirror::{Asked, ask, document, on, out_of_the_tab_order};
use super::waker;
use crate::app::ui::screen_controls::{
    Control, ControlAsked, ControlKind, ControlRequest, controls_in_reading_order,
};
use bevy::winit::EventLoopProxyWrapper;

/// The mirror's part that holds the screen's controls (made by `aria_mirror::build`).
pub(super) const SCREEN_ID: &str = "daga-access-screen";

pub fn plugin(app: &mut App) {
    app.add_systems(Update, turn_on_egui_accesskit).add_systems(
        PostUpdate,
        follow_the_screen.after(EguiPostUpdateSet::ProcessOutput),
    );
}

/// egui builds its AccessKit tree only when asked; the desktop's bevy_egui asks where Bevy has an
/// adapter, the page asks here once.
fn turn_on_egui_accesskit(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.enable_accesskit();
        *done = true;
    }
}

/// The page's copy of the controls, changed only where a frame's tree says something new.
fn follow_the_screen(
    output: Query<&EguiOutput, With<PrimaryEguiContext>>,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
    mut shown: Local<Vec<Control>>,
) {
    let Ok(output) = output.single() else {
        return;
    };
    let Some(update) = &output.platform_output.accesskit_update else {
        return;
    };
    let controls = controls_in_reading_order(update);
    if controls == *shown {
        return;
    }
    let (Some(document), Some(screen)) = (document(), document().and_then(screen_part)) else {
        return;
    };
    let wake = waker(event_loop.as_deref());
    for (i, control) in controls.iter().enumerate() {
        let Some(element) = element_for(&document, &screen, i, &control.kind, &wake) else {
            return;
        };
        describe(&element, control);
    }
    while screen.child_element_count() as usize > controls.len() {
        match screen.last_element_child() {
            Some(extra) => extra.remove(),
            None => break,
        }
    }
    *shown = controls;
}

fn screen_part(document: Document) -> Option<Element> {
    document.get_element_by_id(SCREEN_ID)
}

/// The HTML element a kind of control is written as.
fn tag_of(kind: &ControlKind) -> &'static str {
    match kind {
        ControlKind::Text => "p",
        ControlKind::TextBox { .. } => "input",
        _ => "button",
    }
}

/// The `i`th element of the screen's part, made anew when it is of another tag.
fn element_for(
    document: &Document,
    screen: &Element,
    i: usize,
    kind: &ControlKind,
    wake: &(impl Fn() + Clone + 'static),
) -> Option<Element> {
    let tag = tag_of(kind);
    let existing = screen.children().item(i as u32);
    if let Some(element) = &existing
        && element.tag_name().eq_ignore_ascii_case(tag)
    {
        return existing;
    }
    let element = document.create_element(tag).ok()?;
    out_of_the_tab_order(&element);
    listen(&element, tag, wake.clone());
    match existing {
        Some(old) => old.replace_with_with_node_1(&element).ok()?,
        None => {
            screen.append_child(&element).ok()?;
        }
    }
    Some(element)
}

/// A press or what is typed, asked of the control the element stands for at that moment (the
/// elements are reused as the screens change).
fn listen(element: &Element, tag: &str, wake: impl Fn() + Clone + 'static) {
    let node_of = |element: &Element| element.get_attribute("data-node")?.parse::<u64>().ok();
    match tag {
        "button" => {
            let (pressed, wake) = (element.clone(), wake.clone());
            on(element, "click", move |_| {
                if let Some(node) = node_of(&pressed) {
                    let asked = ControlRequest::Press;
                    ask(Asked::Control(ControlAsked { node, asked }), &wake);
                }
            });
        }
        "input" => {
            let Ok(field) = element.clone().dyn_into::<HtmlInputElement>() else {
                return;
            };
            // Enter, or leaving the box, sends its words.
            on(element, "change", move |_| {
                if let Some(node) = node_of(&field) {
                    let asked = ControlRequest::Type(field.value());
                    ask(Asked::Control(ControlAsked { node, asked }), &wake);
                }
            });
        }
        _ => {}
    }
}

/// Names the element as the control, with its role and state.
fn describe(element: &Element, control: &Control) {
    let set = |name: &str, value: &str| {
        if element.get_attribute(name).as_deref() != Some(value) {
            let _ = element.set_attribute(name, value);
        }
    };
    set("data-node", &control.node.to_string());
    let checked = |yes: bool| if yes { "true" } else { "false" };
    match &control.kind {
        ControlKind::Button => {
            let _ = element.remove_attribute("role");
            let _ = element.remove_attribute("aria-checked");
        }
        ControlKind::Choice { chosen } => {
            set("role", "radio");
            set("aria-checked", checked(*chosen));
        }
        ControlKind::Tick { on: ticked } => {
            set("role", "checkbox");
            set("aria-checked", checked(*ticked));
        }
        ControlKind::Link => set("role", "link"),
        ControlKind::Text => {}
        ControlKind::TextBox { value } => {
            set("aria-label", &control.name);
            if let Some(field) = element.dyn_ref::<HtmlInputElement>() {
                let typing = document()
                    .and_then(|document| document.active_element())
                    .is_some_and(|active| &active == element);
                if !typing && field.value() != *value {
                    field.set_value(value);
                }
            }
        }
    }
    if !matches!(control.kind, ControlKind::TextBox { .. })
        && element.text_content().as_deref() != Some(control.name.as_str())
    {
        element.set_text_content(Some(&control.name));
    }
    if control.disabled {
        set("aria-disabled", "true");
    } else {
        let _ = element.remove_attribute("aria-disabled");
    }
}
