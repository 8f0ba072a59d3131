//! wgpu's error text in the words of the WebGPU API, as a browser's `GPUError.message`
//! reads: the rule that was broken, then the call and the object (`[Buffer "uniforms"]`),
//! with WebGPU's names in place of Rust's. wgpu says
//!
//! ```text
//! Validation Error
//!
//! Caused by:
//!   In Queue::write_buffer
//!     Usage flags BufferUsages(VERTEX) of Buffer with 'vertices' label do not contain
//!     required usage flags BufferUsages(COPY_DST)
//! ```
//!
//! and the page reads
//!
//! ```text
//! Usage flags GPUBufferUsage.VERTEX of [Buffer "vertices"] do not contain required usage
//! flags GPUBufferUsage.COPY_DST.
//!  - While calling GPUQueue.writeBuffer().
//! ```
//!
//! The rule's own sentence stays wgpu's (it is precise); only the Rust around it goes.

use std::sync::OnceLock;

/// wgpu's error description, in WebGPU's words.
pub fn browser_message(wgpu_text: &str) -> String {
    let mut rules = Vec::new();
    let mut calls = Vec::new();
    for line in wgpu_text.lines() {
        let l = line.trim();
        if l.is_empty()
            || matches!(
                l,
                "Caused by:" | "Validation Error" | "Out of Memory" | "Internal Error"
            )
        {
            continue;
        }
        if let Some(context) = l.strip_prefix("In ") {
            if let Some(call) = call_context(context) {
                calls.push(call);
            }
            continue;
        }
        rules.push(rust_names_out(l));
    }
    if rules.is_empty() {
        return rust_names_out(wgpu_text.trim());
    }
    let mut text = String::new();
    for r in &rules {
        if !text.is_empty() {
            text.push_str(if text.ends_with(':') { " " } else { ": " });
        }
        text.push_str(r);
    }
    if !text.ends_with(['.', '?', '!']) {
        text.push('.');
    }
    for call in calls.iter().rev() {
        text.push_str("\n - While ");
        text.push_str(call);
        text.push('.');
    }
    text
}

/// `Device::create_buffer, label = 'x'` as `calling GPUDevice.createBuffer() for [Buffer "x"]`;
/// `a CommandEncoder, label = 'frame'` as `encoding with [CommandEncoder "frame"]`.
fn call_context(context: &str) -> Option<String> {
    let (what, label) = match context.split_once(", label = ") {
        Some((w, l)) => (w.trim(), Some(l.trim().trim_matches('\'').to_owned())),
        None => (context.trim(), None),
    };
    if let Some((ty, method)) = what.split_once("::") {
        let method = camel(method);
        let target = method
            .strip_prefix("create")
            .filter(|t| !t.is_empty())
            .map(|t| t.trim_end_matches("Async"))
            .map(|t| if t == "View" { "TextureView" } else { t });
        let of = match (target, &label) {
            (Some(t), Some(l)) if !l.is_empty() => format!(" for [{t} \"{l}\"]"),
            (None, Some(l)) if !l.is_empty() => format!(" on [{ty} \"{l}\"]"),
            _ => String::new(),
        };
        return Some(format!("calling GPU{ty}.{method}(){of}"));
    }
    let what = what.strip_prefix("a ").unwrap_or(what);
    if let Some(call) = pass_command(what) {
        return Some(call);
    }
    // The encoder's own commands (`a copy_buffer_to_texture command`) are its methods.
    if let Some(command) = what.strip_suffix(" command")
        && (command.starts_with("copy_") || matches!(command, "clear_buffer" | "resolve_query_set"))
    {
        return Some(format!("calling GPUCommandEncoder.{}()", camel(command)));
    }
    match what {
        "pass parameter" => None,
        _ => Some(match label.filter(|l| !l.is_empty()) {
            Some(l) => format!("encoding with [{what} \"{l}\"]"),
            None => format!("encoding with a {what}"),
        }),
    }
}

/// A pass's command (`dispatch command, indirect:false`, `draw command, kind: Draw`,
/// `set_viewport command`) as the encoder method that recorded it. wgpu's scope does not
/// say which pass ran a command both passes have (`setBindGroup`), so that one names the
/// method alone.
fn pass_command(what: &str) -> Option<String> {
    let (command, detail) = match what.split_once(" command") {
        Some((c, d)) => (c, d.trim_start_matches(',').trim()),
        None => return None,
    };
    let compute = |m: &str| format!("calling GPUComputePassEncoder.{m}()");
    let render = |m: &str| format!("calling GPURenderPassEncoder.{m}()");
    Some(match (command, detail) {
        ("dispatch", "indirect:false") => compute("dispatchWorkgroups"),
        ("dispatch", "indirect:true") => compute("dispatchWorkgroupsIndirect"),
        ("draw", "kind: Draw") => format!("{} or drawIndexed()", render("draw")),
        ("draw", "kind: DrawIndirect") => format!("{} or drawIndexedIndirect()", render("drawIndirect")),
        ("execute_bundle", _) => render("executeBundles"),
        (
            "set_vertex_buffer"
            | "set_index_buffer"
            | "set_blend_constant"
            | "set_stencil_reference"
            | "set_viewport"
            | "set_scissor_rect"
            | "begin_occlusion_query"
            | "end_occlusion_query",
            _,
        ) => render(&camel(command)),
        (
            "set_bind_group"
            | "set_pipeline"
            | "push_debug_group"
            | "pop_debug_group"
            | "insert_debug_marker"
            | "write_timestamp"
            | "set_immediates",
            _,
        ) => format!("calling {}() on a pass encoder", camel(command)),
        _ => return None,
    })
}

/// `create_render_pipeline` as `createRenderPipeline`.
fn camel(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// wgpu's sentence for a resource of the wrong kind in a bind group, which names the
/// layout entry's Rust value and the resource's Rust kinds, in WebGPU's terms:
/// `Binding 0 of the layout is a buffer (type "uniform"), but the resource given is a
/// texture view`.
fn wrong_binding_type(line: &str) -> Option<String> {
    let rest = line.strip_prefix("Binding ")?;
    let (binding, rest) = rest.split_once(" has a different type (")?;
    let (layout, resource) = rest.split_once(") than the one in the layout (")?;
    let layout = if let Some(b) = layout.strip_prefix("Buffer { ty: ") {
        let ty = match b.split([',', ' ']).next().unwrap_or_default() {
            "Uniform" => "uniform",
            "Storage" if b.contains("read_only: true") => "read-only-storage",
            "Storage" => "storage",
            other => other,
        };
        format!("a buffer (type \"{ty}\")")
    } else if layout.starts_with("Sampler") {
        "a sampler".to_owned()
    } else if layout.starts_with("StorageTexture") {
        "a storage texture".to_owned()
    } else if layout.starts_with("Texture") {
        "a texture".to_owned()
    } else if layout.starts_with("ExternalTexture") {
        "an external texture".to_owned()
    } else {
        return None;
    };
    let resource = if resource.contains("Buffer") {
        "a buffer"
    } else if resource.contains("StorageTexture") || resource.contains("SampledTexture") {
        "a texture view"
    } else if resource.contains("ExternalTexture") {
        "an external texture"
    } else if resource.contains("Sampler") {
        "a sampler"
    } else {
        "another kind of resource"
    };
    Some(format!(
        "Binding {binding} of the layout is {layout}, but the resource given is {resource}"
    ))
}

/// Rust's names in a sentence replaced by WebGPU's.
fn rust_names_out(line: &str) -> String {
    if let Some(said) = wrong_binding_type(line) {
        return said;
    }
    // A bind group layout of `layout: "auto"` belongs to its pipeline; wgpu says so in
    // its own terms (`Exclusive pipelines don't match: expected …, got None`).
    if let Some(rest) = line.strip_prefix("Exclusive pipelines don't match: expected ") {
        let pipeline = rest.split(", got ").next().unwrap_or(rest);
        return format!(
            "the pipeline's layout is {}'s own (layout: \"auto\"), so its bind groups must be made with its getBindGroupLayout()",
            rust_names_out(pipeline)
        );
    }
    // A feature wgpu has and WebGPU does not: the rule WebGPU states instead.
    if line.contains("VERTEX_WRITABLE_STORAGE") && line.contains("are required but not enabled") {
        return "A read-write storage binding is visible to the vertex stage: WebGPU allows only read-only storage buffers there (a storage texture, only read-only)".to_owned();
    }
    let mut s = line.to_owned();
    // wgpu's constants by their values, as the specification states the rules.
    for (rust, web) in [
        (
            "Bytes per row does not respect `COPY_BYTES_PER_ROW_ALIGNMENT`",
            "bytesPerRow is not a multiple of 256",
        ),
        ("does not respect `COPY_BUFFER_ALIGNMENT`", "is not a multiple of 4"),
        ("`COPY_BUFFER_ALIGNMENT`", "4"),
        ("does not respect `VERTEX_ALIGNMENT`", "is not a multiple of 4"),
        ("`QUERY_RESOLVE_BUFFER_ALIGNMENT`", "256"),
        ("`QUERY_RESOLVE_BUFFER_ALIGNMENT", "256"),
        (
            "the correct `Vertex` step-rate vertex buffer",
            "a vertex buffer with stepMode \"vertex\" there",
        ),
        (
            "the correct `Instance` step-rate vertex buffer",
            "a vertex buffer with stepMode \"instance\" there",
        ),
        ("anistropic clamp", "maxAnisotropy"),
        ("anisotropic clamp", "maxAnisotropy"),
    ] {
        s = s.replace(rust, web);
    }
    s = limit_names(&s);
    s = feature_sets(&s);
    s = binding_enums(&s);
    // `BufferUsages(MAP_READ | MAP_WRITE)` and the like.
    for (rust, web) in [
        ("BufferUsages", "GPUBufferUsage"),
        ("TextureUsages", "GPUTextureUsage"),
        ("ShaderStages", "GPUShaderStage"),
        ("ColorWrites", "GPUColorWrite"),
    ] {
        while let Some(at) = s.find(&format!("{rust}(")) {
            let open = at + rust.len();
            let Some(close) = s[open..].find(')').map(|c| open + c) else {
                break;
            };
            let flags: Vec<String> = s[open + 1..close]
                .split('|')
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .map(|f| format!("{web}.{f}"))
                .collect();
            let flags = if flags.is_empty() {
                "0".to_owned()
            } else {
                flags.join(" | ")
            };
            s.replace_range(at..=close, &flags);
        }
    }
    // `Buffer with 'x' label` as `[Buffer "x"]`, `Buffer with '' label` as `[Buffer]`.
    while let Some(at) = s.find(" with '") {
        let start = s[..at].rfind(|c: char| !c.is_alphanumeric()).map_or(0, |i| i + 1);
        let ty = s[start..at].to_owned();
        let rest = &s[at + 7..];
        let Some(end) = rest.find("' label") else { break };
        let label = rest[..end].to_owned();
        let replaced = if label.is_empty() {
            format!("[{ty}]")
        } else {
            format!("[{ty} \"{label}\"]")
        };
        s.replace_range(start..at + 7 + end + 7, &replaced);
    }
    // `Rect { x: 0, y: 0, w: 8, h: 8 }` as `(x: 0, y: 0, width: 8, height: 8)`.
    while let Some(at) = s.find("Rect { x: ") {
        let Some(close) = s[at..].find('}').map(|c| at + c) else {
            break;
        };
        let inner = s[at + 7..close]
            .trim()
            .replace(", w: ", ", width: ")
            .replace(", h: ", ", height: ");
        s.replace_range(at..=close, &format!("rect ({inner})"));
    }
    // `ResourceBinding { group: 0, binding: 3 }` as WGSL writes it: `@group(0) @binding(3)`.
    while let Some(at) = s.find("ResourceBinding { group: ") {
        let Some(close) = s[at..].find('}').map(|c| at + c) else {
            break;
        };
        let inner = s[at + 25..close].to_owned();
        let Some((group, binding)) = inner.split_once(", binding: ") else {
            break;
        };
        let wgsl = format!("@group({}) @binding({})", group.trim(), binding.trim());
        s.replace_range(at..=close, &wgsl);
    }
    // `Some(x)` as `x`.
    while let Some(at) = s.find("Some(") {
        let Some(close) = s[at..].find(')').map(|c| at + c) else {
            break;
        };
        let inner = s[at + 5..close].to_owned();
        s.replace_range(at..=close, &inner);
    }
    // Formats by their Rust names (`R32Float`, `Rgba8UnormSrgb`) as WebGPU's.
    let names = format_names();
    let mut out = String::with_capacity(s.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match names.iter().find(|(rust, _)| rust == word) {
            Some((_, web)) => {
                out.push('"');
                out.push_str(web);
                out.push('"');
            }
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The enums a binding's rules name, as wgpu prints them (`Float { filterable: false }`,
/// `D2Array`, `WriteOnly`), by WebGPU's values (`"unfilterable-float"`, `"2d-array"`,
/// `"write-only"`), where wgpu's sentences put them.
fn binding_enums(line: &str) -> String {
    let mut s = line
        .replace("Float { filterable: true }", "\"float\"")
        .replace("Float { filterable: false }", "\"unfilterable-float\"");
    for (rust, web) in [("Sint", "sint"), ("Uint", "uint"), ("Depth", "depth")] {
        s = s.replace(&format!("sample type {rust}"), &format!("sample type \"{web}\""));
    }
    // Longest first: `D2` is the start of `D2Array`.
    for (rust, web) in [
        ("D2Array", "2d-array"),
        ("CubeArray", "cube-array"),
        ("D1", "1d"),
        ("D2", "2d"),
        ("D3", "3d"),
        ("Cube", "cube"),
    ] {
        for before in ["dimension = ", "dimension must be 2d, got ", "View dimension "] {
            s = s.replace(&format!("{before}{rust}"), &format!("{before}\"{web}\""));
        }
    }
    for (rust, web) in [
        ("WriteOnly", "write-only"),
        ("ReadOnly", "read-only"),
        ("ReadWrite", "read-write"),
    ] {
        s = s.replace(&format!("{rust} access"), &format!("\"{web}\" access"));
    }
    s
}

/// wgpu's limits in backquotes (`` `max_bind_groups` ``, `` `min_uniform_buffer_offset_alignment` ``,
/// its `` `max_*_buffer_binding_size` ``) by WebGPU's names (`maxBindGroups`).
fn limit_names(line: &str) -> String {
    let known = |name: &str| crate::gpu::limits::WEBGPU_LIMITS.iter().any(|l| l.name == name);
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find('`') {
        let Some(close) = rest[open + 1..].find('`').map(|c| open + 1 + c) else {
            break;
        };
        let inner = &rest[open + 1..close];
        let web = if inner == "max_*_buffer_binding_size" {
            Some("maxUniformBufferBindingSize or maxStorageBufferBindingSize".to_owned())
        } else if (inner.starts_with("max_") || inner.starts_with("min_"))
            && inner
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        {
            let name = camel(inner);
            // wgpu writes `max_bind_group` for maxBindGroups.
            [name.clone(), format!("{name}s")].into_iter().find(|n| known(n))
        } else {
            None
        };
        out.push_str(&rest[..open]);
        match web {
            Some(web) => out.push_str(&web),
            None => out.push_str(&rest[open..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// wgpu's `Features { features_wgpu: FeaturesWGPU(…), features_webgpu: FeaturesWebGPU(SHADER_F16) }`
/// as WebGPU's feature names (`the feature "shader-f16"`).
fn feature_sets(line: &str) -> String {
    const OPEN: &str = "Features { features_wgpu: ";
    // (wgpu's `Features` names the struct again: one `Features {` stands for both.)
    let mut s = line.replace("Features Features {", "Features {");
    while let Some(at) = s.find(OPEN) {
        let Some(close) = s[at..].find(") }").map(|c| at + c + 3) else {
            break;
        };
        let flags = |kind: &str| -> Vec<String> {
            let inside = &s[at..close];
            inside
                .find(&format!("{kind}("))
                .and_then(|o| {
                    let from = o + kind.len() + 1;
                    inside[from..].find(')').map(|c| &inside[from..from + c])
                })
                .map(|f| {
                    f.split('|')
                        .map(str::trim)
                        .filter(|f| !f.is_empty() && !f.starts_with("0x"))
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default()
        };
        let mut names: Vec<String> = flags("FeaturesWebGPU")
            .iter()
            .map(|f| format!("\"{}\"", f.to_ascii_lowercase().replace('_', "-")))
            .collect();
        names.extend(
            flags("FeaturesWGPU")
                .iter()
                .map(|f| format!("{f} (wgpu's own, not WebGPU's)")),
        );
        let said = match names.len() {
            0 => "no feature".to_owned(),
            1 => format!("the feature {}", names[0]),
            _ => format!("the features {}", names.join(", ")),
        };
        s.replace_range(at..close, &said);
    }
    // "The feature … is required": one sentence, as WebGPU says it.
    for (rust, web) in [("the feature ", "The feature "), ("the features ", "The features ")] {
        if let Some(rest) = s.strip_prefix(rust) {
            let plural = rust.contains("features ");
            let rest = rest.replace(
                " are required but not enabled on the device",
                if plural {
                    " are required but were not enabled on the device (requestDevice's requiredFeatures)"
                } else {
                    " is required but was not enabled on the device (requestDevice's requiredFeatures)"
                },
            );
            s = format!("{web}{rest}");
            break;
        }
    }
    s
}

/// Every texture and vertex format a message may name, and the values of a few enums:
/// wgpu's `Debug` name and the WebGPU name (wgpu serializes them with WebGPU's names).
fn format_names() -> &'static [(String, String)] {
    static NAMES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        const TEXTURE: &str = "r8unorm r8snorm r8uint r8sint r16uint r16sint r16float rg8unorm rg8snorm rg8uint \
            rg8sint r32uint r32sint r32float rg16uint rg16sint rg16float rgba8unorm rgba8unorm-srgb rgba8snorm \
            rgba8uint rgba8sint bgra8unorm bgra8unorm-srgb rgb9e5ufloat rgb10a2uint rgb10a2unorm rg11b10ufloat \
            rg32uint rg32sint rg32float rgba16uint rgba16sint rgba16float rgba32uint rgba32sint rgba32float \
            stencil8 depth16unorm depth24plus depth24plus-stencil8 depth32float depth32float-stencil8 \
            r16unorm r16snorm rg16unorm rg16snorm rgba16unorm rgba16snorm \
            bc1-rgba-unorm bc1-rgba-unorm-srgb bc2-rgba-unorm bc2-rgba-unorm-srgb bc3-rgba-unorm \
            bc3-rgba-unorm-srgb bc4-r-unorm bc4-r-snorm bc5-rg-unorm bc5-rg-snorm bc6h-rgb-ufloat bc6h-rgb-float \
            bc7-rgba-unorm bc7-rgba-unorm-srgb etc2-rgb8unorm etc2-rgb8unorm-srgb etc2-rgb8a1unorm \
            etc2-rgb8a1unorm-srgb etc2-rgba8unorm etc2-rgba8unorm-srgb eac-r11unorm eac-r11snorm eac-rg11unorm \
            eac-rg11snorm";
        const VERTEX: &str = "uint8x2 uint8x4 sint8x2 sint8x4 unorm8x2 unorm8x4 snorm8x2 snorm8x4 uint16x2 \
            uint16x4 sint16x2 sint16x4 unorm16x2 unorm16x4 snorm16x2 snorm16x4 float16x2 float16x4 float32 \
            float32x2 float32x3 float32x4 uint32 uint32x2 uint32x3 uint32x4 sint32 sint32x2 sint32x3 sint32x4";
        let mut names = Vec::new();
        for web in TEXTURE.split_whitespace() {
            if let Ok(f) = serde_json::from_value::<wgpu::TextureFormat>(serde_json::json!(web)) {
                names.push((format!("{f:?}"), web.to_owned()));
            }
        }
        for web in VERTEX.split_whitespace() {
            if let Ok(f) = serde_json::from_value::<wgpu::VertexFormat>(serde_json::json!(web)) {
                names.push((format!("{f:?}"), web.to_owned()));
            }
        }
        // The enums of a sampler, a view and a pipeline, whose Rust names read as no
        // WebGPU value (`Nearest`, `D2Array`, `TriangleStrip`).
        enum_names::<wgpu::FilterMode>(&mut names, "nearest linear");
        enum_names::<wgpu::AddressMode>(&mut names, "clamp-to-edge repeat mirror-repeat");
        enum_names::<wgpu::TextureViewDimension>(&mut names, "1d 2d 2d-array cube cube-array 3d");
        enum_names::<wgpu::PrimitiveTopology>(
            &mut names,
            "point-list line-list line-strip triangle-list triangle-strip",
        );
        enum_names::<wgpu::IndexFormat>(&mut names, "uint16 uint32");
        names
    })
}

/// Adds each of `webs`, WebGPU's names of `T`'s values, beside `T`'s `Debug` name.
fn enum_names<T: serde::de::DeserializeOwned + std::fmt::Debug>(names: &mut Vec<(String, String)>, webs: &str) {
    for web in webs.split_whitespace() {
        if let Ok(v) = serde_json::from_value::<T>(serde_json::json!(web)) {
            names.push((format!("{v:?}"), web.to_owned()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::browser_message;

    /// Messages wgpu gave for common mistakes (from `lienzo run`), and what the page reads.
    #[test]
    fn wgpu_text_reads_as_webgpu() {
        let cases = [
            (
                "Validation Error\n\nCaused by:\n  In Device::create_buffer, label = 'uniforms'\n    `MAP` usage can only be combined with the opposite `COPY`, requested BufferUsages(MAP_READ | MAP_WRITE)\n",
                "`MAP` usage can only be combined with the opposite `COPY`, requested GPUBufferUsage.MAP_READ | GPUBufferUsage.MAP_WRITE.\n - While calling GPUDevice.createBuffer() for [Buffer \"uniforms\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Queue::write_buffer\n    Usage flags BufferUsages(VERTEX) of Buffer with 'vertices' label do not contain required usage flags BufferUsages(COPY_DST)",
                "Usage flags GPUBufferUsage.VERTEX of [Buffer \"vertices\"] do not contain required usage flags GPUBufferUsage.COPY_DST.\n - While calling GPUQueue.writeBuffer().",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_render_pipeline, label = 'pipe'\n    Color state [0] is invalid\n      Format R32Float is not blendable",
                "Color state [0] is invalid: Format \"r32float\" is not blendable.\n - While calling GPUDevice.createRenderPipeline() for [RenderPipeline \"pipe\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group, label = 'group'\n    Binding size 4 of Buffer with '' label is less than minimum 16",
                "Binding size 4 of [Buffer] is less than minimum 16.\n - While calling GPUDevice.createBindGroup() for [BindGroup \"group\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder, label = 'frame'\n    In a pass parameter\n      The color attachment at index 0's texture view is not renderable:\n        The texture this view references doesn't include the RENDER_ATTACHMENT usage. Provided usages: TextureUsages(TEXTURE_BINDING)",
                "The color attachment at index 0's texture view is not renderable: The texture this view references doesn't include the RENDER_ATTACHMENT usage. Provided usages: GPUTextureUsage.TEXTURE_BINDING.\n - While encoding with [CommandEncoder \"frame\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder\n    In a copy_buffer_to_texture command\n      Bytes per row does not respect `COPY_BYTES_PER_ROW_ALIGNMENT`",
                "bytesPerRow is not a multiple of 256.\n - While calling GPUCommandEncoder.copyBufferToTexture().\n - While encoding with a CommandEncoder.",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Queue::write_buffer\n    Copy size 3 does not respect `COPY_BUFFER_ALIGNMENT`",
                "Copy size 3 is not a multiple of 4.\n - While calling GPUQueue.writeBuffer().",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder, label = 'grain'\n    In a dispatch command, indirect:false\n      Each current dispatch group size dimension ([65536, 1, 1]) must be less or equal to 65535",
                "Each current dispatch group size dimension ([65536, 1, 1]) must be less or equal to 65535.\n - While calling GPUComputePassEncoder.dispatchWorkgroups().\n - While encoding with [CommandEncoder \"grain\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder\n    In a draw command, kind: Draw\n      Vertex buffer slot 0 is missing",
                "Vertex buffer slot 0 is missing.\n - While calling GPURenderPassEncoder.draw() or drawIndexed().\n - While encoding with a CommandEncoder.",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder\n    In a set_bind_group command\n      Bind group index 5 is greater than the device's requested `max_bind_group` limit 4",
                "Bind group index 5 is greater than the device's requested maxBindGroups limit 4.\n - While calling setBindGroup() on a pass encoder.\n - While encoding with a CommandEncoder.",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_render_pipeline, label = 'p'\n    Error matching ShaderStages(FRAGMENT) shader requirements against the pipeline\n      Shader global ResourceBinding { group: 0, binding: 3 } is not available in the pipeline layout\n        Binding is missing from the pipeline layout",
                "Error matching GPUShaderStage.FRAGMENT shader requirements against the pipeline: Shader global @group(0) @binding(3) is not available in the pipeline layout: Binding is missing from the pipeline layout.\n - While calling GPUDevice.createRenderPipeline() for [RenderPipeline \"p\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group, label = 'g'\n    Binding 0 has a different type (Buffer { ty: Uniform, has_dynamic_offset: false, min_binding_size: None }) than the one in the layout (\"SampledTexture, ReadonlyStorageTexture or WriteonlyStorageTexture\")",
                "Binding 0 of the layout is a buffer (type \"uniform\"), but the resource given is a texture view.\n - While calling GPUDevice.createBindGroup() for [BindGroup \"g\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder\n    In a draw command, kind: Draw\n      Vertex 3 extends beyond limit 2 imposed by the buffer in slot 0. Did you bind the correct `Vertex` step-rate vertex buffer?",
                "Vertex 3 extends beyond limit 2 imposed by the buffer in slot 0. Did you bind a vertex buffer with stepMode \"vertex\" there?\n - While calling GPURenderPassEncoder.draw() or drawIndexed().\n - While encoding with a CommandEncoder.",
            ),
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder\n    In a set_scissor_rect command\n      Scissor Rect { x: 0, y: 0, w: 8, h: 8 } is not contained in the render target (4, 4, 1)",
                "Scissor rect (x: 0, y: 0, width: 8, height: 8) is not contained in the render target (4, 4, 1).\n - While calling GPURenderPassEncoder.setScissorRect().\n - While encoding with a CommandEncoder.",
            ),
            // Mistakes the cases above were not written for (tried after them): limits,
            // features and enum values by WebGPU's names.
            (
                "Validation Error\n\nCaused by:\n  In a CommandEncoder, label = 'bg4'\n    In a set_bind_group command\n      Bind group index 4 is greater than the device's configured `max_bind_groups` limit 4",
                "Bind group index 4 is greater than the device's configured maxBindGroups limit 4.\n - While calling setBindGroup() on a pass encoder.\n - While encoding with [CommandEncoder \"bg4\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group, label = 'big'\n    Buffer binding 0 range 131072 exceeds `max_*_buffer_binding_size` limit 65536",
                "Buffer binding 0 range 131072 exceeds maxUniformBufferBindingSize or maxStorageBufferBindingSize limit 65536.\n - While calling GPUDevice.createBindGroup() for [BindGroup \"big\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_sampler, label = 'aniso'\n    Invalid filter mode for minFilter: Nearest. When anistropic clamp is not 1 (it is 4), all filter modes must be linear.",
                "Invalid filter mode for minFilter: \"nearest\". When maxAnisotropy is not 1 (it is 4), all filter modes must be linear.\n - While calling GPUDevice.createSampler() for [Sampler \"aniso\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group_layout, label = 'vs'\n    Binding 0 entry is invalid\n      Features Features { features_wgpu: FeaturesWGPU(VERTEX_WRITABLE_STORAGE), features_webgpu: FeaturesWebGPU(0x0) } are required but not enabled on the device",
                "Binding 0 entry is invalid: A read-write storage binding is visible to the vertex stage: WebGPU allows only read-only storage buffers there (a storage texture, only read-only).\n - While calling GPUDevice.createBindGroupLayout() for [BindGroupLayout \"vs\"].",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_shader_module\n    Features Features { features_wgpu: FeaturesWGPU(0x0), features_webgpu: FeaturesWebGPU(SHADER_F16) } are required but not enabled on the device",
                "The feature \"shader-f16\" is required but was not enabled on the device (requestDevice's requiredFeatures).\n - While calling GPUDevice.createShaderModule().",
            ),
            // A float texture that cannot be filtered, bound where the layout wants
            // one that can (webgpufundamentals' rgba32float page).
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group\n    Texture binding 1 expects sample type Float { filterable: true }, but was given a view with format Rgba32Float (sample type Float { filterable: false })",
                "Texture binding 1 expects sample type \"float\", but was given a view with format \"rgba32float\" (sample type \"unfilterable-float\").\n - While calling GPUDevice.createBindGroup().",
            ),
            (
                "Validation Error\n\nCaused by:\n  In Device::create_bind_group, label = 'sky'\n    Texture binding 0 expects dimension = Cube, but given a view with dimension = D2Array",
                "Texture binding 0 expects dimension = \"cube\", but given a view with dimension = \"2d-array\".\n - While calling GPUDevice.createBindGroup() for [BindGroup \"sky\"].",
            ),
        ];
        for (wgpu, web) in cases {
            assert_eq!(browser_message(wgpu), web);
        }
    }

    /// Compressed formats by their WebGPU names too (a page's BC1 picture on a device
    /// that did not ask for the feature).
    #[test]
    fn compressed_formats_read_as_webgpu() {
        let said = browser_message(
            "Validation Error\n\nCaused by:\n  In Device::create_texture, label = 'picture'\n    Texture format Bc1RgbaUnorm can't be used due to missing features\n      Features Features { features_wgpu: FeaturesWGPU(0x0), features_webgpu: FeaturesWebGPU(TEXTURE_COMPRESSION_BC) } are required but not enabled on the device",
        );
        assert!(said.contains("\"bc1-rgba-unorm\""), "{said}");
        assert!(!said.contains("Bc1"), "{said}");
    }
}
