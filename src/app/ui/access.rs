//! The board for the desktop's screen readers (AccessKit, through egui): each spot a button
//! named with its contents ("d2, light piece"), in the game's order, where it lies on the
//! screen, pressed by a screen reader as a click picks it; and a polite live region that says each announcement once (`spoken.rs`). egui's own
//! widgets (the HUD, the menu) are named by egui. The web page's mirror is `shell/aria_mirror.rs`.

use bevy::prelude::*;
use bevy_egui::egui::{self, accesskit};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::board::spots::Spot;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;
use crate::app::play::selection::SpotClicked;
use crate::app::ui::spoken::{Announcement, SpokenBoard};
use crate::app::words::Words;

/// How wide a spot's button is for a screen reader's highlight (points).
const SPOT_SIZE: f32 = 40.0;

pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        name_the_board.run_if(in_state(Screen::Playing).and_then(resource_exists::<ThemeReady>)),
    );
}

/// The spots' buttons and the live region, on a layer that takes no pointer input: a click on
/// the board still reaches the board's own picking.
fn name_the_board(
    mut contexts: EguiContexts,
    board: Res<SpokenBoard>,
    announcement: Res<Announcement>,
    words: Res<Words>,
    camera: Single<(&Camera, &GlobalTransform)>,
    spots: Query<(&Spot, &GlobalTransform)>,
    mut picked: MessageWriter<SpotClicked>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let (camera, camera_transform) = *camera;
    let zoom = ctx.zoom_factor();
    let on_screen = |spot: u8| {
        let (_, place) = spots.iter().find(|(s, _)| s.0 == spot)?;
        let at = camera
            .world_to_viewport(camera_transform, place.translation())
            .ok()?;
        Some(egui::pos2(at.x, at.y) / zoom)
    };
    egui::Area::new(egui::Id::new("board for screen readers"))
        .order(egui::Order::Background)
        .interactable(false)
        .fixed_pos(egui::Pos2::ZERO)
        .show(ctx, |ui| {
            let news_id = ui.id().with("news");
            let news = ui.interact(
                egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1.0, 1.0)),
                news_id,
                egui::Sense::hover(),
            );
            news.widget_info(|| {
                egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &announcement.text)
            });
            // Described as the news, so that it can be found; AT-SPI hears its changes as
            // announcements.
            ui.ctx().accesskit_node_builder(news_id, |node| {
                node.set_live(accesskit::Live::Polite);
                node.set_description(words.get("access-news"));
            });
            // Whose turn it is, or the result: the header's line, always in the tree.
            let status_id = ui.id().with("status");
            let status_rect = egui::Rect::from_min_size(egui::pos2(1.0, 0.0), egui::vec2(1.0, 1.0));
            let status = ui.interact(status_rect, status_id, egui::Sense::hover());
            status.widget_info(|| {
                egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &board.status)
            });
            for spot in &board.spots {
                let Some(at) = on_screen(spot.spot) else {
                    continue;
                };
                let rect = egui::Rect::from_center_size(at, egui::Vec2::splat(SPOT_SIZE));
                let id = ui.id().with(("spot", spot.spot));
                // Not focusable: Tab in the bars goes through the HUD's buttons only (the board has its
                // own cursor). A screen reader's press picks the spot as a click does (the layer
                // takes no pointer: the mouse's clicks are the board's).
                let button = ui.interact(rect, id, egui::Sense::CLICK);
                if button.clicked() {
                    picked.write(SpotClicked(spot.spot));
                }
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, spot.can_pick, &spot.label)
                });
                // AT-SPI shows every button as enabled: the spots that go on with the move say
                // so in their description.
                if spot.can_pick {
                    ui.ctx().accesskit_node_builder(id, |node| {
                        node.set_description(words.get("access-can-pick"));
                    });
                }
            }
        });
}
