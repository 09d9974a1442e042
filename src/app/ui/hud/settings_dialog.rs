//! The settings, in a dialog over the middle of the board: sound, speed, coordinates, effects
//! and the look, each kept in the settings file by the part that owns it (the look by this
//! dialog, since the paint room that draws it comes before the storage room).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use crate::app::board::animation::{AnimationPace, Speed};
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::board::effects::Effects;
use crate::app::input::picking::TouchPlaysAtOnce;
use crate::app::paint::looks::Look;
use crate::app::paint::palette::egui as colors;
use crate::app::sound::audio::SoundSettings;
use crate::app::storage::settings::{self, BadValue, Setting};
use crate::app::ui::widgets::{plain_button, size};

pub(super) fn plugin(app: &mut App) {
    settings::keep::<Look>(app);
}

/// The look's field in the settings file.
#[derive(serde::Serialize, serde::Deserialize, Default)]
#[serde(default)]
pub struct LookField {
    look: Look,
}

impl Setting for Look {
    type Fields = LookField;

    fn to_fields(&self) -> LookField {
        LookField { look: *self }
    }

    fn from_fields(fields: LookField) -> Result<Look, BadValue> {
        Ok(fields.look)
    }
}

/// The settings the dialog changes.
#[derive(SystemParam)]
pub struct SettingsParams<'w> {
    sound: ResMut<'w, SoundSettings>,
    pace: ResMut<'w, AnimationPace>,
    coordinates: ResMut<'w, ShowCoordinates>,
    effects: ResMut<'w, Effects>,
    look: ResMut<'w, Look>,
    touch_at_once: ResMut<'w, TouchPlaysAtOnce>,
}

impl SettingsParams<'_> {
    /// Whether the board names its spots (the move list then names the moves).
    pub fn coordinates_shown(&self) -> bool {
        self.coordinates.0
    }
}

/// Shows the dialog: it stays open while things are changed, and "Done", Esc or a click beside
/// it closes it. Returns whether it stays open.
pub fn settings_dialog(ctx: &egui::Context, settings: &mut SettingsParams) -> bool {
    // Edited as copies and written back only when changed: a setting marked changed in every
    // frame would redo its work (the coordinates' labels, the look) in every frame.
    let mut sound = *settings.sound;
    let mut pace = *settings.pace;
    let mut coordinates = settings.coordinates.0;
    let mut effects = *settings.effects;
    let mut look = *settings.look;
    let mut touch_at_once = settings.touch_at_once.0;
    let dialog = egui::Modal::new("settings".into())
        .backdrop_color(colors::DIALOG_BACKDROP)
        .show(ctx, |ui| {
            ui.label(RichText::new("Settings").size(size::TITLE).strong());
            ui.add_space(4.0);
            sound_controls(ui, &mut sound);
            choice_row(
                ui,
                "Speed:",
                &mut pace,
                Speed::ALL.map(|s| (s.pace(), s.name())),
            );
            choice_row(
                ui,
                "Effects:",
                &mut effects,
                Effects::ALL.map(|e| (e, e.name())),
            );
            choice_row(ui, "Look:", &mut look, Look::ALL.map(|l| (l, l.name())));
            ui.checkbox(&mut coordinates, "Coordinates on the board");
            ui.checkbox(
                &mut touch_at_once,
                "Touch: play a move on the first tap (else a first tap shows a move that \
                 sows, captures or makes a line, and a second plays it)",
            );
            ui.add_space(4.0);
            plain_button(ui, "Done", 90.0).clicked()
        });
    settings.sound.set_if_neq(sound);
    settings.pace.set_if_neq(pace);
    settings
        .coordinates
        .set_if_neq(ShowCoordinates(coordinates));
    settings.effects.set_if_neq(effects);
    settings.look.set_if_neq(look);
    settings
        .touch_at_once
        .set_if_neq(TouchPlaysAtOnce(touch_at_once));
    !(dialog.inner || dialog.should_close())
}

/// Sound on or off, and how loud.
fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings) {
    ui.horizontal(|ui| {
        let mut on = !sound.muted;
        if ui.checkbox(&mut on, "Sound").changed() {
            sound.muted = !on;
        }
        ui.add_enabled(
            on,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false),
        );
    });
}

/// A row of choices, one button each.
fn choice_row<T: PartialEq + Copy, const N: usize>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut T,
    choices: [(T, &str); N],
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(label);
        for (choice, name) in choices {
            ui.selectable_value(value, choice, name);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_look_is_kept_by_name() {
        let fields = serde_json::to_value(Look::HighContrast.to_fields()).unwrap();
        assert_eq!(fields, serde_json::json!({"look": "high contrast"}));
        let read: LookField = serde_json::from_value(serde_json::json!({"look": "wood"})).unwrap();
        assert_eq!(Look::from_fields(read), Ok(Look::Wood));
    }
}
