// mistake: A fragment input is given HLSL's semantic `: SV_Position` instead of `@builtin(position)`.
// category: habit

@fragment
fn fs_main(pos: vec4f : SV_Position) -> @location(0) vec4f {
    return vec4f(fract(pos.xy / 64.0), 0.0, 1.0);
}
