//! egui's look: dark wood and amber instead of grey, and one font (Ubuntu Light) instead of
//! egui's four, which keeps two emoji fonts and a code font out of the web download.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::egui::{self, FontData, FontDefinitions, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::looks::Look;
use super::palette::egui as colors;

/// The theme and font are in place: egui uses new fonts from its next pass on, so the menu and
/// the HUD wait for this.
#[derive(Resource)]
pub struct ThemeReady;

const FONT: &str = "Ubuntu-Light";

/// egui's Ubuntu Light with every glyph, less the hinting programs and tables egui does not
/// need: 149 KB instead of 361 KB (`scripts/make-font.sh`, licence in `assets/fonts/UFL.txt`).
const FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/ubuntu-light.ttf");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            set_theme.run_if(not(resource_exists::<ThemeReady>)),
            warm_glyphs.run_if(resource_exists::<ThemeReady>.and_then(run_once)),
            show_focus.run_if(resource_exists::<ThemeReady>),
            fit_type_to_window.run_if(resource_exists::<ThemeReady>),
            apply_look.run_if(resource_exists::<ThemeReady>.and_then(resource_changed::<Look>)),
        ),
    );
}

/// Every letter the app writes, drawn once into egui's glyph texture at each size the menu and
/// the HUD use, before any is needed: a glyph met for the first time mid-game is rasterised in
/// that frame, and a line then showed with letters missing ("o pute a u to move").
// not the player's: the letters warmed up, not words
pub const GLYPHS: &str = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`\
                      abcdefghijklmnopqrstuvwxyz{|}~—–·…’“”×éè";

/// The text sizes of the menu and the HUD (the type scale's, then the titles').
const TEXT_SIZES: [f32; 14] = [
    12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 20.0, 22.0, 24.0, 26.0, 30.0, 34.0, 48.0,
];

/// Below this width (points) the window is a phone's, and body text is a point smaller.
pub const PHONE_WIDTH: f32 = 600.0;

/// egui's text styles from the type scale: body text 16 points on a desktop (15 on a phone, at
/// least the 14 a phone's text needs), small text 14, headings 22.
pub fn text_styles(phone: bool) -> std::collections::BTreeMap<egui::TextStyle, egui::FontId> {
    use egui::{FontId, TextStyle};
    let body = if phone { 15.0 } else { 16.0 };
    [
        (TextStyle::Small, FontId::proportional(14.0)),
        (TextStyle::Body, FontId::proportional(body)),
        (TextStyle::Button, FontId::proportional(body)),
        (TextStyle::Heading, FontId::proportional(22.0)),
        (TextStyle::Monospace, FontId::monospace(body - 1.0)),
    ]
    .into()
}

/// Sets the text styles for the window's width when it crosses from a phone's to a desktop's.
fn fit_type_to_window(mut contexts: EguiContexts, mut phone: Local<Option<bool>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = ctx.viewport_rect().width() < PHONE_WIDTH;
    if *phone != Some(now) {
        *phone = Some(now);
        ctx.all_styles_mut(|style| {
            style.text_styles = text_styles(now);
            fit_controls_to_fingers(&mut style.spacing, now);
        });
    }
    Ok(())
}

/// On a phone, radio buttons and check boxes a finger can see and hit: egui's 14-point circles
/// were small targets (a play-test missed them). Their rows grow only to the text's height, so
/// that Play still stands on a phone's first screen (30-point rows pushed it below); a desktop
/// keeps egui's sizes.
pub fn fit_controls_to_fingers(spacing: &mut egui::style::Spacing, phone: bool) {
    let usual = egui::style::Spacing::default();
    let (icon, inner) = match phone {
        true => (20.0, 11.0),
        false => (usual.icon_width, usual.icon_width_inner),
    };
    spacing.icon_width = icon;
    spacing.icon_width_inner = inner;
}

fn warm_glyphs(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.fonts_mut(|fonts| {
        for size in TEXT_SIZES {
            for family in [FontFamily::Proportional, FontFamily::Monospace] {
                let font = egui::FontId::new(size, family);
                fonts.layout_no_wrap(GLYPHS.into(), font, egui::Color32::WHITE);
            }
        }
    });
    Ok(())
}

/// A ring around the widget that has the keyboard's focus (a game card, a choice, a button),
/// while the keyboard is in use: egui itself marks focus only on some widgets, faintly. A press
/// of the pointer hides it until the next key.
fn show_focus(mut contexts: EguiContexts, mut keyboard_in_use: Local<bool>) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.input(|input| {
        for event in &input.events {
            match event {
                egui::Event::Key { pressed: true, .. } => *keyboard_in_use = true,
                egui::Event::PointerButton { pressed: true, .. } => *keyboard_in_use = false,
                _ => {}
            }
        }
    });
    let focused = ctx.memory(|memory| memory.focused());
    let Some(rect) = focused
        .filter(|_| *keyboard_in_use)
        .and_then(|id| ctx.read_response(id))
        .map(|response| response.rect)
    else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("focus ring"),
    ));
    painter.rect_stroke(
        rect.expand(2.0),
        5.0,
        egui::Stroke::new(2.5, colors::FOCUS),
        egui::StrokeKind::Outside,
    );
    Ok(())
}

/// Our one font for every text.
pub fn fonts() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    fonts
        .font_data
        .insert(FONT.into(), Arc::new(FontData::from_static(FONT_BYTES)));
    // The move list asks for monospace: the same font serves, its digits are of one width.
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts.families.insert(family, vec![FONT.into()]);
    }
    fonts
}

/// How long egui may see a press held and still count its release as a click. Its default, 0.8 s
/// of frame time, lost taps on a busy machine: a quick tap whose press and release land in two
/// frames a second apart was taken for a long hold. The game has no long-press actions.
pub const TAP_SECONDS: f64 = 4.0;
/// How far a press may move and still be a click: a finger on glass wanders further than a mouse
/// (egui's default is 6 points).
pub const TAP_SLACK: f32 = 12.0;

/// Clicks and taps that count on a slow frame as on a fast one.
pub fn tap_friendly(ctx: &egui::Context) {
    ctx.options_mut(|options| {
        options.input_options.max_click_duration = TAP_SECONDS;
        options.input_options.max_click_dist = TAP_SLACK;
    });
}

fn set_theme(mut commands: Commands, mut contexts: EguiContexts, look: Option<Res<Look>>) {
    // The context appears with the window; until then there is nothing to theme.
    let Ok(ctx) = contexts.ctx_mut() else { return };
    tap_friendly(ctx);
    ctx.set_fonts(fonts());
    ctx.set_theme(egui::Theme::Dark);
    ctx.set_visuals_of(
        egui::Theme::Dark,
        visuals(look.map(|l| *l).unwrap_or_default()),
    );
    commands.insert_resource(ThemeReady);
}

/// A new look, once the theme is in place.
fn apply_look(mut contexts: EguiContexts, look: Res<Look>) -> Result {
    contexts
        .ctx_mut()?
        .set_visuals_of(egui::Theme::Dark, visuals(*look));
    Ok(())
}

/// egui's look: dark wood with amber, or high contrast (white text and outlines on black).
pub fn visuals(look: Look) -> egui::Visuals {
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = colors::PANEL;
    visuals.window_fill = colors::WINDOW;
    visuals.extreme_bg_color = colors::FIELD;
    visuals.selection.bg_fill = colors::SELECTION;
    visuals.hyperlink_color = colors::LINK;
    visuals.widgets.noninteractive.fg_stroke.color = colors::TEXT;
    visuals.widgets.inactive.fg_stroke.color = colors::TEXT;
    // A slider shows its level (the volume's rail alone was barely seen on the wood).
    visuals.slider_trailing_fill = true;
    if look == Look::HighContrast {
        let white = egui::Color32::WHITE;
        visuals.override_text_color = Some(white);
        visuals.panel_fill = egui::Color32::BLACK;
        visuals.window_fill = egui::Color32::BLACK;
        visuals.window_stroke = egui::Stroke::new(2.0, white);
        visuals.extreme_bg_color = egui::Color32::BLACK;
        visuals.selection.bg_fill = colors::HIGH_CONTRAST_SELECTION;
        visuals.selection.stroke = egui::Stroke::new(2.0, egui::Color32::BLACK);
        for widget in [
            &mut visuals.widgets.noninteractive,
            &mut visuals.widgets.inactive,
            &mut visuals.widgets.hovered,
            &mut visuals.widgets.active,
            &mut visuals.widgets.open,
        ] {
            widget.fg_stroke = egui::Stroke::new(1.5, white);
            widget.bg_stroke = egui::Stroke::new(1.5, white);
        }
        visuals.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, egui::Color32::GRAY);
        visuals.widgets.inactive.weak_bg_fill = egui::Color32::BLACK;
        // A slider's rail and a check box's box: grey, not the dialog's black (the volume's
        // rail could not be seen).
        visuals.widgets.inactive.bg_fill = egui::Color32::from_gray(110);
        visuals.widgets.hovered.bg_fill = egui::Color32::from_gray(130);
        visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_gray(45);
        visuals.widgets.active.weak_bg_fill = egui::Color32::from_gray(70);
    }
    visuals
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter of every language's messages is in the shipped font: egui draws a letter it
    /// lacks as a box (the font has no U+02BC, so Oromo's hudhaa and Somali's glottal stop are
    /// written with an apostrophe).
    #[test]
    fn the_font_has_every_letter_of_every_language() {
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts());
        // The fonts are in place from the second pass.
        ctx.begin_pass(egui::RawInput::default());
        ctx.end_pass().textures_delta.clear();
        ctx.begin_pass(egui::RawInput::default());
        // egui's `has_glyph` says no to every letter of a family of one font (its replacement
        // face is that font): the family's character map is asked instead.
        let family = egui::FontFamily::Proportional;
        let drawn: std::collections::BTreeSet<char> = ctx.fonts_mut(|fonts| {
            fonts
                .fonts
                .font(&family)
                .characters()
                .keys()
                .copied()
                .collect()
        });
        for language in crate::app::words::Language::ALL {
            let file = language.messages();
            let said = file.lines().filter(|line| !line.starts_with('#'));
            let missing: std::collections::BTreeSet<char> = said
                .flat_map(str::chars)
                // A no-break space is drawn as a letter is (it keeps "82 %" on one row).
                .filter(|c| !c.is_whitespace() || *c == '\u{a0}')
                .filter(|c| !drawn.contains(c))
                .collect();
            assert!(missing.is_empty(), "{}: {missing:?}", language.code());
        }
        ctx.end_pass().textures_delta.clear();
        assert!(
            drawn.contains(&'é') && !drawn.contains(&'\u{02BC}'),
            "the check sees"
        );
    }

    /// The rect a radio button takes, laid out with the spacing for a phone or a desktop.
    fn radio_rect(phone: bool) -> egui::Rect {
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts());
        ctx.all_styles_mut(|style| fit_controls_to_fingers(&mut style.spacing, phone));
        let mut rect = egui::Rect::NOTHING;
        for _ in 0..2 {
            ctx.begin_pass(egui::RawInput::default());
            egui::Area::new("radio".into()).show(&ctx, |ui| {
                rect = ui.radio(true, "A friend online").rect;
            });
            ctx.end_pass().textures_delta.clear();
        }
        rect
    }

    /// A phone's radio button is larger than egui's 14 points, and a desktop keeps egui's.
    #[test]
    fn a_phone_s_radio_buttons_are_larger() {
        let (phone, desktop) = (radio_rect(true), radio_rect(false));
        assert!(phone.height() >= 20.0, "{phone:?}");
        assert!(
            phone.width() > desktop.width() + 5.0,
            "{phone:?} against {desktop:?}"
        );
    }
}
