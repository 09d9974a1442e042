//! The window itself: its size when it opens, its icon on the desktop, and F11 to go full
//! screen and back.

use crate::app::words::{Phrasebook, system_language};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowResolution};

/// The window's size when it opens: fits a 1366 × 768 laptop screen with its task bar.
const DEFAULT_SIZE: (u32, u32) = (1280, 720);

/// The window as it opens (`size` from `--size`).
pub fn primary_window(size: Option<(u32, u32)>) -> Window {
    Window {
        title: Phrasebook::new(system_language()).get("app-title"),
        resolution: WindowResolution::from(size.unwrap_or(DEFAULT_SIZE)),
        fit_canvas_to_parent: true,
        prevent_default_event_handling: true,
        ..default()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_fullscreen);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, icon::set_icon);
}

/// F11 switches between the window and the whole screen.
fn toggle_fullscreen(
    keys: Res<ButtonInput<KeyCode>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if keys.just_pressed(KeyCode::F11) {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod icon {
    use bevy::ecs::system::NonSendMarker;
    use bevy::prelude::*;
    use bevy::window::PrimaryWindow;
    use bevy::winit::WINIT_WINDOWS;

    /// `assets/icon/daga-64.rgba`, made by `scripts/make-icon.sh`.
    const ICON_RGBA: &[u8] = include_bytes!("../../../assets/icon/daga-64.rgba");
    const ICON_SIDE: u32 = 64;

    /// Gives the window its icon once winit has made it (a few frames after start-up).
    pub(super) fn set_icon(
        window: Single<Entity, With<PrimaryWindow>>,
        mut done: Local<bool>,
        _winit_lives_on_the_main_thread: NonSendMarker,
    ) {
        if *done {
            return;
        }
        WINIT_WINDOWS.with_borrow(|windows| {
            let Some(winit_window) = windows.get_window(*window) else {
                return;
            };
            match winit::window::Icon::from_rgba(ICON_RGBA.to_vec(), ICON_SIDE, ICON_SIDE) {
                Ok(icon) => winit_window.set_window_icon(Some(icon)),
                Err(e) => warn!("the window icon does not load: {e}"),
            }
            *done = true;
        });
    }
}
