// mistake: A member is read through a pointer with C's `->`.
// category: habit

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

struct Ray {
    origin: vec3f,
    dir: vec3f,
}

fn origin_of(r: ptr<function, Ray>) -> vec3f {
    return r->origin;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var ray = Ray(vec3f(uv, 0.0), vec3f(0.0, 0.0, 1.0));
    return vec4f(origin_of(&ray), 1.0);
}
