//! `FlatColour`, the material of every shape on the board: one colour, opaque or blended.

use bevy::asset::{embedded_asset, embedded_path};
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::prelude::*;
use bevy::render::render_resource::{
    AsBindGroup, RenderPipelineDescriptor, SpecializedMeshPipelineError,
};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dKey, Material2dPlugin};

/// A flat colour. Unlike Bevy's `ColorMaterial` (texture, UV transform, normals) its shader
/// passes nothing but the position from vertex to pixel: the browser without a GPU draws the
/// board in software, where each interpolated value costs every pixel of every shape.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct FlatColour {
    #[uniform(0)]
    colour: LinearRgba,
    alpha_mode: AlphaMode2d,
}

impl From<Color> for FlatColour {
    /// Blended when the colour lets the board show through, as `ColorMaterial` does.
    fn from(colour: Color) -> Self {
        let alpha_mode = if colour.alpha() < 1.0 {
            AlphaMode2d::Blend
        } else {
            AlphaMode2d::Opaque
        };
        FlatColour {
            colour: colour.to_linear(),
            alpha_mode,
        }
    }
}

impl Material2d for FlatColour {
    fn vertex_shader() -> ShaderRef {
        shader()
    }

    fn fragment_shader() -> ShaderRef {
        shader()
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        self.alpha_mode
    }

    /// The meshes' normals and UVs stay in their buffers; the shader reads positions only.
    fn specialize(
        descriptor: &mut RenderPipelineDescriptor,
        layout: &MeshVertexBufferLayoutRef,
        _key: Material2dKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        read_positions_only(descriptor, layout)
    }
}

/// Gives the vertex shader the meshes' positions and nothing else (their normals and UVs stay
/// in their buffers): the board's materials share this.
pub(super) fn read_positions_only(
    descriptor: &mut RenderPipelineDescriptor,
    layout: &MeshVertexBufferLayoutRef,
) -> Result<(), SpecializedMeshPipelineError> {
    let positions = layout
        .0
        .get_layout(&[Mesh::ATTRIBUTE_POSITION.at_shader_location(0)])?;
    descriptor.vertex.buffers = vec![positions];
    Ok(())
}

fn shader() -> ShaderRef {
    ShaderRef::Path(
        bevy::asset::AssetPath::from_path_buf(embedded_path!("flat_colour.wgsl"))
            .with_source("embedded"),
    )
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "flat_colour.wgsl");
    app.add_plugins(Material2dPlugin::<FlatColour>::default());
}
