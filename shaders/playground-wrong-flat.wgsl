// A wrong attempt at the playground exercise: the whole canvas orange, which makes the
// centre orange without drawing a disc.
@fragment
fn fs_main() -> @location(0) vec4f {
    return vec4f(1.0, 0.5, 0.0, 1.0);
}
