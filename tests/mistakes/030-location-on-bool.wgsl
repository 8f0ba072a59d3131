// mistake: A @location fragment input is declared as bool, which cannot be interpolated between stages.
// category: attribute

@fragment
fn fs_main(@location(0) inside: bool) -> @location(0) vec4f {
    return select(vec4f(0.0), vec4f(1.0), inside);
}
