// Shapes with depth, drawn from a light above the board's top left (`relief.rs`): a stone or
// seed rounded and glossy, a hole carved into the wood, a soft shadow, a bevelled or sunk tray.
// The pixel gets one interpolated value, the point in the shape's own units.
#import bevy_sprite::mesh2d_functions as mesh_functions

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> colour: vec4<f32>;
// xy: the shape's half size in world units; z: which relief; w: its own measure (a gloss, a
// bevel's width, the grain's stripes).
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<uniform> shape: vec4<f32>;

struct Vertex {
    @builtin(instance_index) instance_index: u32,
    @location(0) position: vec3<f32>,
};

struct ToPixel {
    @builtin(position) clip: vec4<f32>,
    // The point in the shape, -1…1 across each axis.
    @location(0) inside: vec2<f32>,
};

@vertex
fn vertex(vertex: Vertex) -> ToPixel {
    let world_from_local = mesh_functions::get_world_from_local(vertex.instance_index);
    var out: ToPixel;
    out.clip = mesh_functions::mesh2d_position_local_to_clip(world_from_local, vec4<f32>(vertex.position, 1.0));
    out.inside = vertex.position.xy / shape.xy;
    return out;
}

const LIGHT: vec3<f32> = vec3<f32>(-0.42, 0.52, 0.74);

fn stone(p: vec2<f32>) -> vec4<f32> {
    let d2 = min(dot(p, p), 1.0);
    // A dome, a little flattened, as a polished stone or a bean.
    let normal = normalize(vec3<f32>(p * 0.85, sqrt(1.0 - d2)));
    let diffuse = max(dot(normal, LIGHT), 0.0);
    let gloss = pow(max(dot(reflect(-LIGHT, normal), vec3<f32>(0.0, 0.0, 1.0)), 0.0), 14.0);
    let rgb = colour.rgb * (0.5 + 0.62 * diffuse) + vec3<f32>(shape.w * gloss);
    return vec4<f32>(rgb, colour.a);
}

fn carved(p: vec2<f32>) -> vec4<f32> {
    let distance = min(length(p), 1.0);
    // The wall facing the light is in shadow near the lip; the far wall catches a little light.
    let towards_light = dot(p, normalize(LIGHT.xy));
    let wall = smoothstep(0.35, 1.0, distance);
    let shade = 1.0 - wall * (0.30 + 0.45 * max(towards_light, 0.0)) + wall * 0.22 * max(-towards_light, 0.0);
    return vec4<f32>(colour.rgb * shade, colour.a);
}

fn soft_shadow(p: vec2<f32>) -> vec4<f32> {
    let fade = 1.0 - smoothstep(0.45, 1.0, length(p));
    return vec4<f32>(colour.rgb, colour.a * fade);
}

fn bevel(p: vec2<f32>) -> vec4<f32> {
    // A raised frame is lit on the top and left and in shadow on the bottom and right; a sunk
    // tray (a negative width) the other way round.
    let world = p * shape.xy;
    let width = abs(shape.w);
    let to_side = shape.x - abs(world.x);
    let to_end = shape.y - abs(world.y);
    var lit: f32;
    var depth: f32;
    if to_side < to_end {
        lit = select(-1.0, 1.0, world.x < 0.0);
        depth = to_side;
    } else {
        lit = select(-1.0, 1.0, world.y > 0.0);
        depth = to_end;
    }
    lit = lit * sign(shape.w);
    let across = clamp(depth / width, 0.0, 1.0);
    let shade = 1.0 + lit * 0.28 * (1.0 - across) - 0.12 * across;
    return vec4<f32>(colour.rgb * shade, colour.a);
}

@fragment
fn fragment(in: ToPixel) -> @location(0) vec4<f32> {
    let kind = i32(shape.z);
    switch kind {
        case 0: { return stone(in.inside); }
        case 1: { return carved(in.inside); }
        case 2: { return soft_shadow(in.inside); }
        default: { return bevel(in.inside); }
    }
}
