//! The program around the game: the command line's launch, the window, its title and icon,
//! the frame pace, screenshots, frame times, the browser's log, the phone's keyboard and quick
//! drags, and the web page's mirror of the board and the screen's controls for screen readers.

#[cfg(target_arch = "wasm32")]
pub mod aria_mirror;
#[cfg(target_arch = "wasm32")]
pub mod aria_screen;
pub mod frame_pace;
pub mod frame_times;
pub mod launch;
#[cfg(target_arch = "wasm32")]
pub mod phone_keyboard;
pub mod quick_drags;
pub mod screenshot;
#[cfg(target_arch = "wasm32")]
pub mod web_log;
pub mod window;
pub mod window_title;

use bevy::prelude::*;

/// The window's parts (the launch and the screenshot are added by `app::run` around them).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        frame_pace::plugin,
        window::plugin,
        window_title::plugin,
        quick_drags::plugin,
    ));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins((
        phone_keyboard::plugin,
        aria_mirror::plugin,
        aria_screen::plugin,
    ));
}

/// Asks the page's window for a frame from a browser's event (a press in the mirror, a phone's
/// key): the event alone would leave the sleeping window, and what was asked, waiting.
#[cfg(target_arch = "wasm32")]
fn waker(event_loop: Option<&bevy::winit::EventLoopProxyWrapper>) -> impl Fn() + Clone + 'static {
    let proxy = event_loop.map(|proxy| (**proxy).clone());
    move || {
        if let Some(proxy) = &proxy {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    }
}

/// Applies the command line's choices, then adds the screenshot taker last, so that it sees
/// the app whole.
pub(super) fn launch(app: &mut App, launch: launch::Launch) {
    launch::apply(app, launch);
    app.add_plugins(screenshot::plugin);
}
