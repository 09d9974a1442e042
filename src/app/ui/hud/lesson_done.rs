//! The panel at a lesson's end: its stars, what it taught, and the next lesson, which starts by
//! itself after a few seconds.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::paint::palette::egui as colors;
use crate::app::play::lesson::LessonRequest;
use crate::app::play::session::GameRequest;
use crate::app::play::session::Session;
use crate::app::storage::saved_game::NewGameAsked;
use crate::app::ui::choices::MenuChoices;
use crate::app::ui::widgets::{action_button, plain_button, size, space};
use crate::app::words::Words;
use crate::lessons::Stars;

/// Whether the panel's first button has taken the keyboard's focus.
#[derive(Resource, Default)]
pub(super) struct DonePanel {
    focused: bool,
}

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    time: Res<Time<Real>>,
    mut panel: ResMut<DonePanel>,
    mut lessons: MessageWriter<LessonRequest>,
    mut requests: MessageWriter<GameRequest>,
    mut choices: ResMut<MenuChoices>,
    (mut asked, words): (MessageWriter<NewGameAsked>, Res<Words>),
) -> Result {
    let Some((lesson, stars)) = session
        .lesson()
        .filter(|lesson| lesson.summary_due(time.elapsed()))
        .and_then(|lesson| Some((lesson, lesson.finished?)))
    else {
        *panel = DonePanel::default();
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let last = lesson.is_last();
    let title = words.get(&lesson.run.lesson.title);
    done_panel(ctx, &words.get("lesson-done"), stars, &title, |ui| {
        let args = [
            ("tried", lesson.run.tries.into()),
            ("needed", lesson.run.lesson.par().into()),
        ];
        let tries = words.with("lesson-tried-needed", &args);
        ui.label(RichText::new(tries).size(size::BODY));
        let learnt = words.get(&lesson.run.lesson.learnt);
        ui.label(RichText::new(learnt).size(size::BODY + 1.0));
        if let Some(left) = lesson.next_lesson_in(time.elapsed()) {
            let left = left.as_secs_f32().ceil().max(1.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(words.with("lesson-next-in", &[("seconds", left.into())]))
                        .size(size::BODY),
                );
                // Finger-sized: it was a 16-point button a play-test could not hit in time.
                if plain_button(ui, words.get("lesson-stay"), 80.0).clicked() {
                    lessons.write(LessonRequest::Stay);
                }
            });
        } else if last {
            ui.label(RichText::new(words.get("lesson-was-last")).size(size::BODY));
        } else {
            ui.label(RichText::new(words.get("lesson-next-waits")).size(size::BODY));
        }
        ui.add_space(space::GAP);
        ui.horizontal(|ui| {
            let first = words.get(if last {
                "lesson-play-a-game"
            } else {
                "lesson-next"
            });
            let first = action_button(ui, first, Some(colors::PLAY), 150.0);
            if !std::mem::replace(&mut panel.focused, true) {
                first.request_focus();
            }
            if first.clicked() && last {
                // A game of the lesson's game as chosen on the menu, which asks first when
                // it would replace a kept game (its question stands on the menu).
                choices.game = lesson.game;
                requests.write(GameRequest::BackToMenu);
                asked.write(NewGameAsked(choices.setup()));
            } else if first.clicked() {
                lessons.write(LessonRequest::Next);
            }
            if plain_button(ui, words.get("lesson-again"), 80.0).clicked() {
                lessons.write(LessonRequest::Again);
            }
            if plain_button(ui, words.get("menu"), 80.0).clicked() {
                requests.write(GameRequest::BackToMenu);
            }
        });
    });
    Ok(())
}

/// The panel at the end of a lesson or a puzzle, `name` for egui: the stars and `title` on a row,
/// then `contents`. At the window's foot, over the bottom bar (its buttons are done with)
/// rather than over the middle of the board, which keeps showing what the last move did.
pub(super) fn done_panel(
    ctx: &egui::Context,
    name: &str,
    stars: Stars,
    title: &str,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let width = (ctx.viewport_rect().width() - 16.0).min(560.0);
    egui::Window::new(name)
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .default_width(width)
        .max_width(width)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -8.0))
        .show(ctx, |ui| {
            // Wrapped: a long title in Somali ran off a phone beside the stars.
            ui.horizontal_wrapped(|ui| {
                star_row(ui, stars.0);
                ui.add(egui::Label::new(RichText::new(title).size(22.0).strong()).wrap());
            });
            contents(ui);
        });
}

/// Three stars, `earned` of them filled, painted (the font has no star).
fn star_row(ui: &mut egui::Ui, earned: u8) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(120.0, 36.0), egui::Sense::hover());
    for i in 0..3u8 {
        let centre = rect.left_center() + egui::vec2(20.0 + 40.0 * f32::from(i), 0.0);
        let points = star_points(centre, 16.0, 7.0);
        let colour = match i < earned {
            true => colors::STAR,
            false => colors::STAR_EMPTY,
        };
        // A star is not convex: its five points and its middle are painted as triangles.
        for k in 0..10 {
            let a = points[k];
            let b = points[(k + 1) % 10];
            ui.painter().add(egui::Shape::convex_polygon(
                vec![centre, a, b],
                colour,
                egui::Stroke::NONE,
            ));
        }
    }
}

/// A five-pointed star's ten corners round `centre`, the first pointing up.
fn star_points(centre: egui::Pos2, outer: f32, inner: f32) -> Vec<egui::Pos2> {
    (0..10)
        .map(|k| {
            let radius = if k % 2 == 0 { outer } else { inner };
            let angle = std::f32::consts::PI * (k as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
            centre + egui::vec2(angle.cos(), angle.sin()) * radius
        })
        .collect()
}
