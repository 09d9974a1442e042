//! The web page's board for screen readers: the canvas is pixels, so beside it the page keeps
//! an off-screen mirror in HTML, made from the same spoken data as the desktop's AccessKit tree
//! (`ui/spoken.rs`): a live region that says each move's news and what a command read, the
//! header's line, each spot as a button named with its contents (pressing one picks it, as a
//! tap does), buttons that read aloud, and a box to type a move in. The page's `lang` follows
//! the words, so a screen reader speaks them in the right voice.

use std::sync::Mutex;

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;
use js_sys::wasm_bindgen::{JsCast, closure::Closure};
use web_sys::{Document, Element, HtmlInputElement};

use super::aria_screen::SCREEN_ID;
use super::waker;
use crate::app::AppSystems;
use crate::app::input::keyboard::DialogsOpen;
use crate::app::play::selection::SpotClicked;
use crate::app::ui::how_to_play::HowToPlayOpen;
use crate::app::ui::screen_controls::ControlAsked;
use crate::app::ui::spoken::{Announcement, MoveTyped, ReadAloud, SpokenBoard};
use crate::app::words::Words;

/// The mirror's root, kept out of sight but not out of the accessibility tree.
const ROOT_ID: &str = "daga-access";
/// Seen by screen readers only (the usual "visually hidden" rules).
const OUT_OF_SIGHT: &str =
    "position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden;";

/// What the page's mirror asked for, waiting for the next frame.
pub(super) enum Asked {
    Spot(u8),
    Read(ReadAloud),
    Typed(String),
    /// A control of the screen pressed or typed into (`aria_screen.rs`).
    Control(ControlAsked),
}

static ASKED: Mutex<Vec<Asked>> = Mutex::new(Vec::new());

/// The mirror's parts that change.
struct Parts {
    status: Element,
    news: Element,
    spots: Element,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, build_the_mirror)
        .add_systems(
            Update,
            // Before the input's systems, in the same frame: a press wakes one frame only.
            pass_on_what_was_asked.before(AppSystems::Input),
        )
        .add_systems(
            // After the frame's changes, which the next frame (perhaps long in coming) would
            // otherwise carry to the page.
            PostUpdate,
            (
                follow_the_board.run_if(resource_changed::<SpokenBoard>),
                say_the_announcement.run_if(resource_changed::<Announcement>),
                follow_the_words.run_if(resource_changed::<Words>),
            ),
        );
}

pub(super) fn document() -> Option<Document> {
    web_sys::window()?.document()
}

fn parts() -> Option<Parts> {
    let document = document()?;
    Some(Parts {
        status: document.get_element_by_id("daga-access-status")?,
        news: document.get_element_by_id("daga-access-news")?,
        spots: document.get_element_by_id("daga-access-spots")?,
    })
}

pub(super) fn ask(asked: Asked, wake: &impl Fn()) {
    if let Ok(mut waiting) = ASKED.lock() {
        waiting.push(asked);
    }
    wake();
}

fn build_the_mirror(words: Res<Words>, event_loop: Option<Res<EventLoopProxyWrapper>>) {
    let wake = waker(event_loop.as_deref());
    if build(&words, wake).is_none() {
        warn!("the page's mirror for screen readers could not be made");
    }
}

/// Puts the mirror on the page: `None` when the page will not take it (it then has none).
fn build(words: &Words, wake: impl Fn() + Clone + 'static) -> Option<()> {
    let document = document()?;
    let root = document.create_element("section").ok()?;
    root.set_id(ROOT_ID);
    root.set_attribute("style", OUT_OF_SIGHT).ok()?;
    root.set_attribute("aria-label", &words.get("access-board"))
        .ok()?;
    let keys = child(&document, &root, "p", "daga-access-keys")?;
    keys.set_text_content(Some(&words.get("access-keys")));
    let status = child(&document, &root, "p", "daga-access-status")?;
    status.set_attribute("aria-live", "off").ok()?;
    let news = child(&document, &root, "div", "daga-access-news")?;
    news.set_attribute("role", "status").ok()?;
    news.set_attribute("aria-live", "polite").ok()?;
    news.set_attribute("aria-label", &words.get("access-news"))
        .ok()?;
    // The screen's controls (the menu, the dialogs, the HUD's buttons), then the board's spots.
    child(&document, &root, "div", SCREEN_ID)?;
    let spots = child(&document, &root, "div", "daga-access-spots")?;
    spots.set_attribute("role", "group").ok()?;
    spots
        .set_attribute("aria-label", &words.get("access-board"))
        .ok()?;
    for (id, reading) in [
        ("access-read-board", ReadAloud::Board),
        ("access-read-turn", ReadAloud::TurnAndScore),
        ("access-read-last", ReadAloud::LastMove),
    ] {
        let button = child(&document, &root, "button", id)?;
        button.set_text_content(Some(&words.get(id)));
        let wake = wake.clone();
        on(&button, "click", move |_| ask(Asked::Read(reading), &wake));
    }
    typed_move_box(&document, &root, words, wake)?;
    document.body()?.append_child(&root).ok()?;
    Some(())
}

/// The box to type a move in: Enter sends what is typed and empties the box.
fn typed_move_box(
    document: &Document,
    root: &Element,
    words: &Words,
    wake: impl Fn() + 'static,
) -> Option<()> {
    let input: HtmlInputElement = child(document, root, "input", "daga-access-typed")?
        .dyn_into()
        .ok()?;
    input
        .set_attribute("aria-label", &words.get("typed-move-label"))
        .ok()?;
    input.set_attribute("autocomplete", "off").ok()?;
    let field = input.clone();
    on(&input, "keydown", move |event| {
        let enter = event
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|key| key.key() == "Enter");
        if enter {
            ask(Asked::Typed(field.value()), &wake);
            field.set_value("");
        }
    });
    Some(())
}

fn child(document: &Document, parent: &Element, tag: &str, id: &str) -> Option<Element> {
    let element = document.create_element(tag).ok()?;
    element.set_id(id);
    out_of_the_tab_order(&element);
    parent.append_child(&element).ok()?;
    Some(element)
}

/// The page's Tab stays with the canvas, whose keys play the board (a Tab that left it for the
/// mirror took the keyboard away from the game); a screen reader reaches the mirror by its own
/// reading keys.
pub(super) fn out_of_the_tab_order(element: &Element) {
    let _ = element.set_attribute("tabindex", "-1");
}

/// Listens for `name` on `element` for the page's life.
pub(super) fn on(element: &Element, name: &str, act: impl FnMut(web_sys::Event) + 'static) {
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(act);
    let _ = element.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
    // The mirror stays as long as the page.
    listener.forget();
}

fn pass_on_what_was_asked(
    mut spots: MessageWriter<SpotClicked>,
    mut readings: MessageWriter<ReadAloud>,
    mut typed: MessageWriter<MoveTyped>,
    mut controls: MessageWriter<ControlAsked>,
    dialogs: Res<DialogsOpen>,
    how_to_play: Option<Res<HowToPlayOpen>>,
) {
    // A dialog stands over the board: its spots are not there to press (a play-test played a
    // move behind the settings).
    let board_covered = dialogs.any() || how_to_play.is_some_and(|open| open.0.is_some());
    let Ok(mut waiting) = ASKED.lock() else {
        return;
    };
    for asked in waiting.drain(..) {
        match asked {
            Asked::Spot(spot) => {
                if !board_covered {
                    spots.write(SpotClicked(spot));
                }
            }
            Asked::Read(reading) => {
                readings.write(reading);
            }
            Asked::Typed(text) => {
                typed.write(MoveTyped(text));
            }
            Asked::Control(asked) => {
                controls.write(asked);
            }
        }
    }
}

/// One button per spot, named by its label; pressed, it picks the spot as a tap would.
fn follow_the_board(board: Res<SpokenBoard>, event_loop: Option<Res<EventLoopProxyWrapper>>) {
    let (Some(document), Some(parts)) = (document(), parts()) else {
        return;
    };
    parts.status.set_text_content(Some(&board.status));
    let buttons = parts.spots.children();
    let wake = waker(event_loop.as_deref());
    for (i, spot) in board.spots.iter().enumerate() {
        let button = match buttons.item(i as u32) {
            Some(button) => button,
            None => {
                let Ok(button) = document.create_element("button") else {
                    return;
                };
                out_of_the_tab_order(&button);
                let (index, wake) = (spot.spot, wake.clone());
                on(&button, "click", move |_| ask(Asked::Spot(index), &wake));
                let _ = parts.spots.append_child(&button);
                button
            }
        };
        if button.text_content().as_deref() != Some(spot.label.as_str()) {
            button.set_text_content(Some(&spot.label));
        }
        // A spot that cannot be picked now stays pressable: the news then says why not.
        let pressed = if spot.can_pick { "false" } else { "true" };
        let _ = button.set_attribute("aria-disabled", pressed);
    }
    // A board with fewer spots (another game, or none off the board) drops the rest.
    while parts.spots.child_element_count() as usize > board.spots.len() {
        match parts.spots.last_element_child() {
            Some(extra) => extra.remove(),
            None => break,
        }
    }
}

fn say_the_announcement(announcement: Res<Announcement>) {
    if let Some(parts) = parts() {
        parts.news.set_text_content(Some(&announcement.text));
    }
}

/// The page's language and the mirror's fixed names follow the words.
fn follow_the_words(words: Res<Words>) {
    let Some(document) = document() else {
        return;
    };
    if let Some(page) = document.document_element() {
        let _ = page.set_attribute("lang", words.language().code());
    }
    let names = [
        ("daga-access-typed", "aria-label", "typed-move-label"),
        ("daga-access-news", "aria-label", "access-news"),
        ("daga-access-spots", "aria-label", "access-board"),
        (ROOT_ID, "aria-label", "access-board"),
    ];
    for (id, attribute, message) in names {
        if let Some(element) = document.get_element_by_id(id) {
            let _ = element.set_attribute(attribute, &words.get(message));
        }
    }
    if let Some(keys) = document.get_element_by_id("daga-access-keys") {
        keys.set_text_content(Some(&words.get("access-keys")));
    }
    for id in ["access-read-board", "access-read-turn", "access-read-last"] {
        if let Some(button) = document.get_element_by_id(id) {
            button.set_text_content(Some(&words.get(id)));
        }
    }
}
