//! `Relief`, the material of shapes with depth: shaded stones and seeds, carved holes, soft
//! shadows and sunk trays.

use bevy::asset::{embedded_asset, embedded_path};
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::prelude::*;
use bevy::render::render_resource::{
    AsBindGroup, RenderPipelineDescriptor, SpecializedMeshPipelineError,
};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dKey, Material2dPlugin};

use super::flat_colour::read_positions_only;

/// Which depth a shape is drawn with (the shader's `shape.z`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Stone = 0,
    Carved = 1,
    Shadow = 2,
    Bevel = 3,
}

/// A shape lit from above the board's top left. Like `FlatColour` it passes the shader a single
/// value per pixel (the point inside the shape), since the browser without a GPU draws in
/// software; the depth is worked out in the pixel shader from that point.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct Relief {
    #[uniform(0)]
    colour: LinearRgba,
    /// The half size in world units, the kind, and the kind's own measure.
    #[uniform(1)]
    shape: Vec4,
    alpha_mode: AlphaMode2d,
}

impl Relief {
    fn new(kind: Kind, colour: Color, half_size: Vec2, measure: f32) -> Relief {
        let alpha_mode = if colour.alpha() < 1.0 || kind == Kind::Shadow {
            AlphaMode2d::Blend
        } else {
            AlphaMode2d::Opaque
        };
        Relief {
            colour: colour.to_linear(),
            shape: Vec4::new(half_size.x, half_size.y, kind as u8 as f32, measure),
            alpha_mode,
        }
    }

    /// The same shape in another colour (a new look).
    pub fn set_colour(&mut self, colour: Color) {
        *self = Relief::new(self.kind(), colour, self.shape.xy(), self.shape.w);
    }

    fn kind(&self) -> Kind {
        [Kind::Stone, Kind::Carved, Kind::Shadow, Kind::Bevel]
            .into_iter()
            .find(|kind| *kind as u8 as f32 == self.shape.z)
            .unwrap_or(Kind::Stone)
    }

    /// A rounded, polished stone or seed of `half_size` (a circle's radius twice, an
    /// ellipse's half axes), with a highlight of strength `gloss` (0 to about 0.4).
    pub fn stone(colour: Color, half_size: Vec2, gloss: f32) -> Relief {
        Relief::new(Kind::Stone, colour, half_size, gloss)
    }

    /// A hole carved into the wood: its wall shades the side towards the light.
    pub fn carved(colour: Color, radius: f32) -> Relief {
        Relief::new(Kind::Carved, colour, Vec2::splat(radius), 0.0)
    }

    /// A soft round shadow, fading out towards its edge.
    pub fn shadow(colour: Color, radius: f32) -> Relief {
        Relief::new(Kind::Shadow, colour, Vec2::splat(radius), 0.0)
    }

    /// A frame bevelled `width` deep on each side: lit top and left, shaded bottom and right.
    pub fn bevel(colour: Color, half_size: Vec2, width: f32) -> Relief {
        Relief::new(Kind::Bevel, colour, half_size, width)
    }

    /// A tray sunk `width` deep: its walls shaded the other way round from a bevel's.
    pub fn tray(colour: Color, half_size: Vec2, width: f32) -> Relief {
        Relief::new(Kind::Bevel, colour, half_size, -width)
    }
}

impl Material2d for Relief {
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

fn shader() -> ShaderRef {
    ShaderRef::Path(
        bevy::asset::AssetPath::from_path_buf(embedded_path!("relief.wgsl"))
            .with_source("embedded"),
    )
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "relief.wgsl");
    app.add_plugins(Material2dPlugin::<Relief>::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shadow_blends_and_a_stone_of_full_colour_does_not() {
        let half = Vec2::splat(10.0);
        assert_eq!(
            Relief::shadow(Color::BLACK, 10.0).alpha_mode,
            AlphaMode2d::Blend
        );
        assert_eq!(
            Relief::stone(Color::WHITE, half, 0.3).alpha_mode,
            AlphaMode2d::Opaque
        );
        assert_eq!(
            Relief::stone(Color::WHITE.with_alpha(0.5), half, 0.3).alpha_mode,
            AlphaMode2d::Blend
        );
    }

    #[test]
    fn a_new_colour_keeps_the_shape() {
        let mut tray = Relief::tray(Color::WHITE, Vec2::new(80.0, 20.0), 6.0);
        let before = tray.shape;
        tray.set_colour(Color::BLACK.with_alpha(0.5));
        assert_eq!(tray.shape, before);
        assert_eq!(tray.alpha_mode, AlphaMode2d::Blend);
        assert_eq!(tray.colour, Color::BLACK.with_alpha(0.5).to_linear());
    }

    #[test]
    fn the_shader_learns_the_kind_and_the_size_of_its_shape() {
        let tray = Relief::tray(Color::WHITE, Vec2::new(300.0, 200.0), 6.0);
        assert_eq!(tray.shape, Vec4::new(300.0, 200.0, 3.0, -6.0));
        let hole = Relief::carved(Color::WHITE, 40.0);
        assert_eq!(hole.shape, Vec4::new(40.0, 40.0, 1.0, 0.0));
    }
}
