use std::collections::HashMap;

use super::{BindingKind, Reflection, reflect};

/// Parses, validates and reflects `src` with the given override values.
fn reflected(src: &str, values: &[(&str, f64)]) -> Reflection {
    let module = naga::front::wgsl::parse_str(src).unwrap();
    let caps = naga::valid::Capabilities::empty();
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), caps)
        .validate(&module)
        .unwrap();
    let values: HashMap<String, f64> = values.iter().map(|&(k, v)| (k.to_string(), v)).collect();
    reflect(src, &module, &info, &values)
}

#[test]
fn a_shader_animates_when_it_reads_the_clock_and_not_when_it_reads_only_the_size() {
    let head = "struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32 }\n\
            @group(0) @binding(0) var<uniform> frame: Frame;\n";
    let body = |expr: &str| {
        format!(
            "{head}@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {{ return vec4f({expr}); }}\n"
        )
    };
    let still = reflected(&body("p.xy / frame.resolution, 0.0, 1.0"), &[]);
    assert!(!still.animates, "reads only the size");
    let clock = reflected(&body("sin(frame.time), 0.0, 0.0, 1.0"), &[]);
    assert!(clock.animates, "reads the time");
    let counter = reflected(&body("f32(frame.frame % 2u), 0.0, 0.0, 1.0"), &[]);
    assert!(counter.animates, "reads the frame counter");
    let whole = format!(
        "{head}fn t(f: Frame) -> f32 {{ return f.delta; }}\n\
             @fragment fn fs() -> @location(0) vec4f {{ let f = frame; return vec4f(t(f)); }}\n"
    );
    assert!(reflected(&whole, &[]).animates, "loads the whole struct");
    let none = reflected("@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }\n", &[]);
    assert!(!none.animates);
}

#[test]
fn reflects_bindings_sizes_and_workgroup_memory() {
    let src = "struct Frame { resolution: vec2f, time: f32 }\n\
            @group(0) @binding(0) var<uniform> frame: Frame;\n\
            @group(0) @binding(1) var image: texture_2d<f32>;\n\
            @group(0) @binding(2) var image_sampler: sampler;\n\
            @group(1) @binding(0) var<storage, read> data: array<f32>;\n\
            @group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;\n\
            override TILE: u32 = 8;\n\
            var<workgroup> tile: array<f32, TILE * TILE>;\n\
            var<workgroup> unused: array<f32, 4096>;\n\
            @compute @workgroup_size(TILE, TILE) fn main() { tile[0] = frame.time + data[0]; }\n";
    let r = reflected(src, &[("TILE", 16.0)]);
    let kinds: Vec<_> = r
        .bindings
        .iter()
        .map(|b| (b.group, b.binding, b.kind, b.size_bytes))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (0, 0, BindingKind::Uniform, Some(16)),
            (0, 1, BindingKind::Texture, None),
            (0, 2, BindingKind::Sampler, None),
            (0, 4, BindingKind::StorageTexture, None),
            (1, 0, BindingKind::Storage { read_only: true }, None),
        ]
    );
    assert_eq!(r.bindings[0].span.unwrap().line, 2);
    assert_eq!(r.entry_points[0].workgroup_size, [16, 16, 1]);
    assert_eq!(r.entry_points[0].sized_by, ["TILE"]);
    assert_eq!(r.overrides, vec!["TILE".to_string()]);
    let wg: Vec<_> = r.workgroup_bytes.iter().map(|(n, b, _)| (n.as_str(), *b)).collect();
    assert_eq!(wg, vec![("tile", 16 * 16 * 4)]);
    // Without a value the default applies.
    assert_eq!(reflected(src, &[]).entry_points[0].workgroup_size, [8, 8, 1]);
    // An override that is declared but not used by the attribute sizes nothing.
    let literal = "override TILE: u32 = 8;\n@compute @workgroup_size(16, 16) fn main() { _ = TILE; }\n";
    assert!(reflected(literal, &[]).entry_points[0].sized_by.is_empty());
    let computed = "override TILE: u32 = 8;\n@compute @workgroup_size(TILE * 2u, 1) fn main() {}\n";
    assert_eq!(reflected(computed, &[]).entry_points[0].sized_by, ["TILE"]);
}
