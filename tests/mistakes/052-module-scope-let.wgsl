// mistake: A constant is declared with let at module scope; module-scope constants use const.
// category: habit

let PI = 3.14159265;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv * PI, 0.0, 1.0);
}
