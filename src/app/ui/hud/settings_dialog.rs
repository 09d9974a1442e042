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
use crate::app::paint::text_size::TextSize;
use crate::app::sound::audio::SoundSettings;
use crate::app::storage::settings::{self, BadValue, Setting};
use crate::app::ui::language::LanguageChoice;
use crate::app::ui::widgets::{plain_button, size};
use crate::app::words::{Language, Phrasebook, Words};

pub(super) fn plugin(app: &mut App) {
    settings::keep::<Look>(app);
    settings::keep::<TextSize>(app);
}

/// The text size's field in the settings file: a percentage the settings offer.
#[derive(serde::Serialize, serde::Deserialize, Default)]
#[serde(default)]
pub struct TextSizeField {
    #[serde(rename = "text size", skip_serializing_if = "Option::is_none")]
    text_size: Option<u16>,
}

impl Setting for TextSize {
    type Fields = TextSizeField;

    fn to_fields(&self) -> TextSizeField {
        TextSizeField {
            text_size: Some(self.0),
        }
    }

    fn from_fields(fields: TextSizeField) -> Result<TextSize, BadValue> {
        let size = fields.text_size.map_or_else(TextSize::default, TextSize);
        match size.is_offered() {
            true => Ok(size),
            false => Err(BadValue {
                // not the player's: the settings file's error, for the log
                setting: "text size",
                value: size.0.to_string(),
                allowed: "100, 125, 150, 175 or 200",
            }),
        }
    }
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
    text_size: ResMut<'w, TextSize>,
    touch_at_once: ResMut<'w, TouchPlaysAtOnce>,
    language: ResMut<'w, LanguageChoice>,
    words: Res<'w, Words>,
}

impl SettingsParams<'_> {
    /// Whether the board names its spots (the move list then names the moves).
    pub fn coordinates_shown(&self) -> bool {
        self.coordinates.0
    }
}

/// The settings as the dialog edits them: copies, written back only when changed, since a
/// setting marked changed in every frame would redo its work (the coordinates' labels, the look)
/// in every frame.
#[derive(Clone, Copy, PartialEq)]
struct Chosen {
    sound: SoundSettings,
    pace: AnimationPace,
    coordinates: bool,
    effects: Effects,
    look: Look,
    text_size: TextSize,
    touch_at_once: bool,
    language: Language,
}

/// Shows the dialog: it stays open while things are changed, and "Done", Esc or a click beside
/// it closes it. Returns whether it stays open.
pub fn settings_dialog(ctx: &egui::Context, settings: &mut SettingsParams) -> bool {
    let mut chosen = Chosen {
        sound: *settings.sound,
        pace: *settings.pace,
        coordinates: settings.coordinates.0,
        effects: *settings.effects,
        look: *settings.look,
        text_size: *settings.text_size,
        touch_at_once: settings.touch_at_once.0,
        language: settings.words.language(),
    };
    let dialog = dialog(ctx, &mut chosen, &settings.words);
    settings.sound.set_if_neq(chosen.sound);
    settings.pace.set_if_neq(chosen.pace);
    settings
        .coordinates
        .set_if_neq(ShowCoordinates(chosen.coordinates));
    settings.effects.set_if_neq(chosen.effects);
    settings.look.set_if_neq(chosen.look);
    settings.text_size.set_if_neq(chosen.text_size);
    settings
        .touch_at_once
        .set_if_neq(TouchPlaysAtOnce(chosen.touch_at_once));
    if chosen.language != settings.words.language() {
        settings
            .language
            .set_if_neq(LanguageChoice(Some(chosen.language)));
    }
    !(dialog.inner || dialog.should_close())
}

/// The dialog's width: the same whatever is chosen in it (a look that changed its size moved
/// the choices from under the pointer), and no wider than a phone.
fn dialog_width(ctx: &egui::Context) -> f32 {
    (ctx.viewport_rect().width() - 48.0).clamp(240.0, 460.0)
}

/// The dialog itself; its answer is whether "Done" was pressed.
fn dialog(
    ctx: &egui::Context,
    chosen: &mut Chosen,
    words: &Phrasebook,
) -> egui::ModalResponse<bool> {
    let width = dialog_width(ctx);
    egui::Modal::new("settings".into())
        .backdrop_color(colors::DIALOG_BACKDROP)
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.label(
                RichText::new(words.get("settings-title"))
                    .size(size::TITLE)
                    .strong(),
            );
            ui.add_space(4.0);
            sound_controls(ui, &mut chosen.sound, words);
            let said = |id: &str| words.get(id);
            let speeds = Speed::ALL.map(|s| (s.pace(), said(s.word())));
            choice_row(ui, &said("settings-speed"), &mut chosen.pace, speeds);
            let effects = Effects::ALL.map(|e| (e, said(e.word())));
            choice_row(ui, &said("settings-effects"), &mut chosen.effects, effects);
            let looks = Look::ALL.map(|l| (l, said(l.word())));
            choice_row(ui, &said("settings-look"), &mut chosen.look, looks);
            let sizes = TextSize::ALL.map(|t| (t, format!("{} %", t.0)));
            choice_row(
                ui,
                &said("settings-text-size"),
                &mut chosen.text_size,
                sizes,
            );
            let languages = Language::ALL.map(|l| (l, language_name(l, words)));
            choice_row(
                ui,
                &said("settings-language"),
                &mut chosen.language,
                languages,
            );
            ui.checkbox(&mut chosen.coordinates, said("settings-coordinates"));
            ui.checkbox(&mut chosen.touch_at_once, said("settings-touch-at-once"));
            ui.add_space(4.0);
            plain_button(ui, said("settings-done"), 90.0).clicked()
        })
}

/// Sound on or off, and how loud.
fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings, words: &Phrasebook) {
    ui.horizontal(|ui| {
        let mut on = !sound.muted;
        if ui.checkbox(&mut on, words.get("settings-sound")).changed() {
            sound.muted = !on;
        }
        ui.add_enabled(
            on,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false),
        );
    });
}

/// A language by its own name, as its speakers look for it, marked when no native speaker has
/// reviewed it yet.
fn language_name(language: Language, words: &Phrasebook) -> String {
    match language.reviewed() {
        true => language.own_name().to_string(),
        false => words.with(
            "language-draft",
            &[("language", language.own_name().into())],
        ),
    }
}

/// A row of choices, one button each.
fn choice_row<T: PartialEq + Copy, const N: usize>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut T,
    choices: [(T, String); N],
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
    use crate::app::paint::theme::visuals;
    use crate::app::ui::screens_for_tests::{SCREENS, fits_every_screen, laid_out};

    fn chosen(look: Look) -> Chosen {
        Chosen {
            sound: SoundSettings::default(),
            pace: Speed::Normal.pace(),
            coordinates: true,
            effects: Effects::default(),
            look,
            text_size: TextSize::default(),
            touch_at_once: false,
            language: Language::English,
        }
    }

    /// Changing the look leaves every choice where it was (at 1280×800 the dialog went from
    /// 566 to 526 points wide and its text wrapped anew, moving what was under the pointer).
    #[test]
    fn the_dialog_keeps_its_size_in_every_look() {
        // High contrast's frame is a point wider on each side.
        const MOST: f32 = 2.5;
        for screen in SCREENS {
            let mut chosen = chosen(Look::default());
            // Each look in turn, twice, changed while the dialog is open, as a player does.
            let mut rects = Vec::new();
            for look in [Look::ALL, Look::ALL].concat() {
                chosen.look = look;
                rects.push(laid_out(screen, egui::Id::new("settings"), |ctx| {
                    ctx.set_visuals_of(egui::Theme::Dark, visuals(look));
                    dialog(ctx, &mut chosen, &Phrasebook::new(Language::English));
                }));
            }
            for rect in &rects[1..] {
                assert!(
                    (rect.size() - rects[0].size()).abs().max_elem() <= MOST,
                    "at {screen:?}, in turn: {rects:?}"
                );
            }
        }
    }

    #[test]
    fn the_dialog_fits_every_window() {
        for words in crate::app::ui::screens_for_tests::every_language() {
            for look in Look::ALL {
                let mut chosen = chosen(look);
                let what = format!("Settings in {words:?}");
                fits_every_screen(&what, egui::Id::new("settings"), |ctx| {
                    ctx.set_visuals_of(egui::Theme::Dark, visuals(look));
                    dialog(ctx, &mut chosen, &words);
                });
            }
        }
    }

    #[test]
    fn the_text_size_is_kept_as_a_percentage_and_one_not_offered_is_refused() {
        let kept = serde_json::to_value(TextSize(150).to_fields()).unwrap();
        assert_eq!(kept, serde_json::json!({"text size": 150}));
        let read = |value| TextSize::from_fields(serde_json::from_value(value).unwrap());
        assert_eq!(
            read(serde_json::json!({"text size": 200})),
            Ok(TextSize(200))
        );
        assert_eq!(
            read(serde_json::json!({})),
            Ok(TextSize(100)),
            "before there was one"
        );
        let refused = read(serde_json::json!({"text size": 300})).unwrap_err();
        assert_eq!(
            (refused.setting, refused.value.as_str()),
            ("text size", "300")
        );
    }

    #[test]
    fn the_look_is_kept_by_name() {
        let fields = serde_json::to_value(Look::HighContrast.to_fields()).unwrap();
        assert_eq!(fields, serde_json::json!({"look": "high contrast"}));
        let read: LookField = serde_json::from_value(serde_json::json!({"look": "wood"})).unwrap();
        assert_eq!(Look::from_fields(read), Ok(Look::Wood));
    }
}
