//! A camera marked `TenBitTarget` draws into a 10-bit linear texture (`Rgb10a2Unorm`), which a
//! software rasteriser blends far faster than Bevy's own choices (half-float or 8-bit sRGB).

use bevy::camera::Hdr;
use bevy::prelude::*;
use bevy::render::camera::CameraMainPassTextureFormats;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_resource::{PipelineCache, SpecializedRenderPipelines, TextureFormat};
use bevy::render::view::ExtractedView;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy_egui::render::systems::EguiPipelines;
use bevy_egui::render::{EguiPipeline, EguiPipelineKey, EguiViewTarget};

/// The camera's main texture: linear light in 10 bits a channel, a step finer than 8-bit sRGB
/// everywhere but the darkest tenth of a percent. Bevy keeps this format's texture views plain,
/// which WebGL2 needs (its `CompositingSpace::Srgb` asks for an sRGB view of an 8-bit texture).
pub const TEN_BIT_FORMAT: TextureFormat = TextureFormat::Rgb10a2Unorm;

/// Marks the camera whose main pass (and the egui drawn onto it) uses [`TEN_BIT_FORMAT`].
///
/// The camera is an `Hdr` one as far as Bevy's shaders go: they then skip the colour grading and
/// dithering Bevy adds to each pixel of an 8-bit target, which cost a software rasteriser as
/// much again as the format saves. With tone mapping "None" (the 2D default) and no lighting,
/// every colour stays within 0..1, so the 10-bit texture holds it and the colours are the same.
#[derive(Component, Clone, Copy, Debug, Default, ExtractComponent)]
#[require(Hdr)]
pub struct TenBitTarget;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(ExtractComponentPlugin::<TenBitTarget>::default());
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app.add_systems(
        Render,
        (
            // After the frame's extracted views exist, before anything reads their format.
            use_ten_bit_target
                .after(RenderSystems::ExtractCommands)
                .before(RenderSystems::PrepareAssets)
                .before(RenderSystems::PrepareMeshes),
            // After bevy_egui has chosen its pipelines (in `Queue`), before they draw.
            match_egui_pipelines.in_set(RenderSystems::PrepareResources),
        ),
    );
}

/// Bevy extracts the camera's view with its own format (half-float, for `Hdr`) each frame; this
/// swaps in the 10-bit one for the marked camera and for the egui view drawn onto it.
fn use_ten_bit_target(
    mut cameras: Query<(Entity, &mut ExtractedView), (With<TenBitTarget>, Without<EguiViewTarget>)>,
    mut egui_views: Query<(&mut ExtractedView, &EguiViewTarget), Without<TenBitTarget>>,
    mut main_pass_formats: ResMut<CameraMainPassTextureFormats>,
) {
    for (camera, mut view) in &mut cameras {
        view.target_format = TEN_BIT_FORMAT;
        main_pass_formats.insert(camera, TEN_BIT_FORMAT);
    }
    for (mut view, target) in &mut egui_views {
        if cameras.contains(target.0) {
            view.target_format = TEN_BIT_FORMAT;
        }
    }
}

/// bevy_egui picks its pipeline from the camera's HDR flag alone (half-float or 8-bit sRGB);
/// a pipeline must match the texture it draws into, so the egui view on the marked camera gets
/// one for the 10-bit format. Other cameras keep bevy_egui's choice.
fn match_egui_pipelines(
    pipelines: Option<ResMut<EguiPipelines>>,
    egui_pipeline: Option<Res<EguiPipeline>>,
    mut specialized: ResMut<SpecializedRenderPipelines<EguiPipeline>>,
    pipeline_cache: Res<PipelineCache>,
    egui_views: Query<(&ExtractedView, &EguiViewTarget)>,
    cameras: Query<(), With<TenBitTarget>>,
) {
    let (Some(mut pipelines), Some(egui_pipeline)) = (pipelines, egui_pipeline) else {
        return;
    };
    let key = EguiPipelineKey {
        target_format: TEN_BIT_FORMAT,
    };
    for (egui_view, target) in &egui_views {
        if cameras.contains(target.0) {
            let id = specialized.specialize(&pipeline_cache, &egui_pipeline, key);
            pipelines
                .0
                .insert(egui_view.retained_view_entity.main_entity, id);
        }
    }
}
