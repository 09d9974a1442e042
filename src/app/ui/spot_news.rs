//! News at the spot: what a move did, or why a click was refused, in a bubble beside the piece
//! or hole concerned, which stands a few seconds and fades. The log of it stays in `News`.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::board::marks::{REFUSAL_SHOWN, TouchPreview};
use crate::app::board::spots::Spot;
use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
use crate::app::play::wake::WakeUp;
use crate::app::words::{Phrasebook, Said, Words};

/// How long a bubble of news stands, and how long of that it fades.
const STANDS: Duration = Duration::from_millis(2400);
const FADES: Duration = Duration::from_millis(600);
/// A refusal's reason stands longer (as long as its spot's mark): it is read after the
/// surprise of a move not played, and a finger over the board hides it for a moment.
const REFUSAL_STANDS: Duration = REFUSAL_SHOWN;
/// The fade's steps: a frame each, rather than every frame (a browser drawing in software pays
/// for each frame with the computer's thinking time).
const FADE_STEP: Duration = Duration::from_millis(150);
/// The widest a bubble grows before its words wrap, in points: narrow, so that it hides little
/// of the board.
const WIDEST: f32 = 220.0;

/// A line of news at a spot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bubble {
    pub spot: u8,
    /// Worded as it is painted, in the language of that moment.
    pub said: Said,
    /// A refusal stands out in the warning colour.
    pub refusal: bool,
    /// When it appeared, on the real clock.
    pub since: Duration,
}

/// The bubbles on the board, newest last: one a spot.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct SpotNews(pub Vec<Bubble>);

impl SpotNews {
    /// Says `said` at `spot` from `now`, in place of what stood there.
    pub fn say(&mut self, spot: u8, said: Said, refusal: bool, now: Duration) {
        self.0.retain(|bubble| bubble.spot != spot);
        self.0.push(Bubble {
            spot,
            said,
            refusal,
            since: now,
        });
    }

    /// Forgets the bubbles that have stood their time.
    fn forget_old(&mut self, now: Duration) {
        self.0.retain(|bubble| now < bubble.since + bubble.stands());
    }
}

impl Bubble {
    /// How long it stands, its fade included.
    fn stands(&self) -> Duration {
        match self.refusal {
            true => REFUSAL_STANDS,
            false => STANDS,
        }
    }
}

/// When a bubble standing `stands` next looks different: its fade's next step, or its end.
fn next_change(since: Duration, stands: Duration, now: Duration) -> Duration {
    let fade_from = since + stands - FADES;
    if now < fade_from {
        return fade_from;
    }
    let steps = (now - fade_from).as_millis() / FADE_STEP.as_millis() + 1;
    (fade_from + FADE_STEP * steps as u32).min(since + stands)
}

/// How opaque a bubble standing `stands` is at `now`: whole, then fading out over its last
/// moments.
fn opacity(since: Duration, stands: Duration, now: Duration) -> f32 {
    let age = now.saturating_sub(since);
    let fade_from = stands - FADES;
    match age.checked_sub(fade_from) {
        None => 1.0,
        Some(fading) => 1.0 - (fading.as_secs_f32() / FADES.as_secs_f32()).min(1.0),
    }
}

/// The bubbles as the narration says them (tested without a window).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SpotNews>()
        .add_systems(OnEnter(Screen::Playing), |mut news: ResMut<SpotNews>| {
            news.0.clear()
        });
}

/// The bubbles painted on the board.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        paint_bubbles.run_if(in_state(Screen::Playing).and_then(resource_exists::<ThemeReady>)),
    );
}

/// Paints each bubble above its spot, over the board and under the HUD's bars; on the desktop
/// the window wakes for each step of a bubble's fade and for its end.
fn paint_bubbles(
    mut contexts: EguiContexts,
    mut news: ResMut<SpotNews>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
    camera: Single<(&Camera, &GlobalTransform, &Projection)>,
    spots: Query<(&Spot, &GlobalTransform)>,
    (preview, session): (Res<TouchPreview>, Option<Res<Session>>),
    words: Res<Words>,
) {
    let now = time.elapsed();
    // A finger's preview says what a second tap does, as long as the preview stands.
    let tap_again = preview.0.zip(session).map(|(spot, session)| Bubble {
        spot,
        said: Said::message(games::narrator(session.setup.game).tap_again_words()),
        refusal: false,
        since: now,
    });
    if news
        .0
        .iter()
        .any(|bubble| now >= bubble.since + bubble.stands())
    {
        news.forget_old(now);
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let (camera, camera_transform, projection) = *camera;
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Middle,
        egui::Id::new("spot news"),
    ));
    let window = ctx.viewport_rect();
    // In the browser a frame drawn in software costs the computer's thinking dearly (with a wake
    // for each step of a bubble's fade, the browser check's games took about a second longer a
    // move): there a bubble fades and goes with the frames the game draws anyway.
    #[cfg(not(target_arch = "wasm32"))]
    for bubble in &news.0 {
        wake.at(next_change(bubble.since, bubble.stands(), now));
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (&mut wake, next_change);
    let mut laid_out = Vec::new();
    for bubble in news.0.iter().chain(&tap_again) {
        let Some(at) = spots
            .iter()
            .find(|(spot, _)| spot.0 == bubble.spot)
            .and_then(|(_, place)| {
                camera
                    .world_to_viewport(camera_transform, place.translation())
                    .ok()
            })
        else {
            continue;
        };
        let alpha = opacity(bubble.since, bubble.stands(), now);
        // Above the spot, clear of its piece (spots are about 50 world units across); in
        // egui's points, the window's pixels over the text size's zoom.
        let zoom = ctx.zoom_factor();
        let lift = 34.0 / ortho.scale + 10.0;
        let tip = egui::pos2(at.x, at.y - lift) / zoom;
        laid_out.push(lay_out_bubble(&painter, window, tip, bubble, alpha, &words));
    }
    let rects: Vec<egui::Rect> = laid_out.iter().map(|(rect, ..)| *rect).collect();
    for ((rect, galley, bubble, alpha), shown) in laid_out.into_iter().zip(newest_on_top(&rects)) {
        if shown {
            paint_bubble(&painter, rect, galley, bubble, alpha);
        }
    }
}

/// Which bubbles to show, given their places from the oldest to the newest: a newer one hides
/// an older one it would overlap (the older news is stale), so no two are read over each other.
fn newest_on_top(rects: &[egui::Rect]) -> Vec<bool> {
    let mut shown = vec![false; rects.len()];
    for (i, rect) in rects.iter().enumerate().rev() {
        let covered = rects[i + 1..]
            .iter()
            .zip(&shown[i + 1..])
            .any(|(newer, &newer_shown)| newer_shown && newer.intersects(*rect));
        shown[i] = !covered;
    }
    shown
}

/// One bubble's place, with its point at `tip`, kept inside `window`, and its words laid out.
fn lay_out_bubble<'b>(
    painter: &egui::Painter,
    window: egui::Rect,
    tip: egui::Pos2,
    bubble: &'b Bubble,
    alpha: f32,
    words: &Phrasebook,
) -> (egui::Rect, std::sync::Arc<egui::Galley>, &'b Bubble, f32) {
    let galley = painter.layout(
        bubble.said.in_words(words),
        FontId::proportional(16.0),
        words_colour(bubble).gamma_multiply(alpha),
        WIDEST,
    );
    let size = galley.size() + egui::vec2(20.0, 12.0);
    let rect = Align2::CENTER_BOTTOM.anchor_size(tip, size);
    // Kept on screen: shifted in from an edge rather than cut.
    let shift = egui::vec2(
        (window.left() + 4.0 - rect.left()).max(0.0)
            + (window.right() - 4.0 - rect.right()).min(0.0),
        (window.top() + 4.0 - rect.top()).max(0.0),
    );
    (rect.translate(shift), galley, bubble, alpha)
}

/// A refusal's words stand out in the warning colour.
fn words_colour(bubble: &Bubble) -> egui::Color32 {
    match bubble.refusal {
        true => colors::WARNING,
        false => colors::STATUS,
    }
}

/// Paints one bubble where it was laid out.
fn paint_bubble(
    painter: &egui::Painter,
    rect: egui::Rect,
    galley: std::sync::Arc<egui::Galley>,
    bubble: &Bubble,
    alpha: f32,
) {
    let edge = match bubble.refusal {
        true => colors::WARNING,
        false => colors::ACTIVE_PLAYER,
    };
    painter.rect(
        rect,
        8.0,
        colors::BAR.gamma_multiply(alpha),
        egui::Stroke::new(1.5, edge.gamma_multiply(alpha)),
        egui::StrokeKind::Inside,
    );
    painter.galley(
        rect.min + egui::vec2(10.0, 6.0),
        galley,
        words_colour(bubble),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newer_bubble_hides_an_older_one_it_overlaps_and_no_other() {
        let at = |x: f32| egui::Rect::from_min_size(egui::pos2(x, 0.0), egui::vec2(100.0, 30.0));
        // Oldest first: the first overlaps the second, the third stands apart.
        assert_eq!(
            newest_on_top(&[at(0.0), at(60.0), at(300.0)]),
            [false, true, true]
        );
        // A hidden bubble hides nothing itself.
        assert_eq!(
            newest_on_top(&[at(0.0), at(90.0), at(180.0)]),
            [true, false, true]
        );
    }

    #[test]
    fn a_bubble_stands_then_fades_and_goes() {
        let s = Duration::from_secs_f32;
        assert_eq!(opacity(s(10.0), STANDS, s(10.5)), 1.0);
        let fading = opacity(s(10.0), STANDS, s(10.0) + STANDS - FADES / 2);
        assert!(fading > 0.4 && fading < 0.6, "{fading}");
        let mut news = SpotNews::default();
        news.say(3, Said::message("refusal-friends-move"), true, s(10.0));
        news.say(3, Said::message("hint-start-here"), false, s(11.0));
        assert_eq!(news.0.len(), 1, "one bubble a spot");
        news.forget_old(s(11.0) + STANDS);
        assert!(news.0.is_empty());
    }

    #[test]
    fn a_fade_takes_a_few_frames_and_the_end_one_more() {
        let s = Duration::from_secs_f32;
        let since = s(10.0);
        let fade_from = since + STANDS - FADES;
        assert_eq!(next_change(since, STANDS, s(10.5)), fade_from);
        assert_eq!(next_change(since, STANDS, fade_from), fade_from + FADE_STEP);
        let mut frames = 0;
        let mut now = fade_from;
        while now < since + STANDS {
            now = next_change(since, STANDS, now);
            frames += 1;
        }
        assert_eq!(now, since + STANDS);
        assert_eq!(frames, 4);
    }

    /// A refusal's reason is read whole for at least 2.5 s (it stood 0.1 to 0.5 s on a phone),
    /// and stays longer than news of a move.
    #[test]
    fn a_refusal_stands_whole_for_two_and_a_half_seconds_at_least() {
        let s = Duration::from_secs_f32;
        let mut news = SpotNews::default();
        news.say(5, Said::message("refusal-friends-move"), true, s(10.0));
        news.say(6, Said::message("hint-start-here"), false, s(10.0));
        let refusal = news.0[0].clone();
        assert_eq!(opacity(refusal.since, refusal.stands(), s(12.5)), 1.0);
        news.forget_old(s(10.0) + STANDS);
        assert_eq!(news.0, [refusal], "the news has gone, the refusal stands");
    }
}
