// mistake: A helper function calls itself; WGSL forbids recursion.
// category: declaration

fn fib(n: u32) -> f32 {
    if n < 2u {
        return f32(n);
    }
    return fib(n - 1u) + fib(n - 2u);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, fib(5u) / 8.0, 1.0);
}
