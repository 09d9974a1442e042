// The board's shapes in one flat colour: only the position goes from vertex to pixel, which a
// software rasteriser shades far faster than Bevy's colour material (`flat_colour.rs`).
#import bevy_sprite::mesh2d_functions as mesh_functions

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> colour: vec4<f32>;

struct Vertex {
    @builtin(instance_index) instance_index: u32,
    @location(0) position: vec3<f32>,
};

@vertex
fn vertex(vertex: Vertex) -> @builtin(position) vec4<f32> {
    let world_from_local = mesh_functions::get_world_from_local(vertex.instance_index);
    return mesh_functions::mesh2d_position_local_to_clip(world_from_local, vec4<f32>(vertex.position, 1.0));
}

@fragment
fn fragment() -> @location(0) vec4<f32> {
    return colour;
}
