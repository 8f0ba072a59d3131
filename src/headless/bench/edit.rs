//! `bench edit`: validation per keystroke, and a shader edit to pixels on the page's
//! path beside the driver's own pipeline creation and frame.

use std::fmt::Write as _;

use super::bare::Bare;
use super::{BenchError, BenchReport, Common, FRAME_60HZ_MS, median_ms, ms, percentile};

/// Validation cost per keystroke: every lesson shader, a 1000-line shader, and the
/// same with a type mistake at its end, where naga's own parse and validation is
/// compared with Lienzo's whole check (translation, hints and uniformity included).
fn validate_rows(common: &Common, runs: u32) -> Result<(Vec<String>, Vec<serde_json::Value>), BenchError> {
    let check = crate::wgsl::validate_module;
    // naga's parse and validation, optionally followed by Lienzo's translation of the
    // error it finds into the student's diagnostic.
    let naga_then = |text: &str, translate: bool| match naga::front::wgsl::parse_str(text) {
        Ok(m) => {
            let result =
                naga::valid::Validator::new(naga::valid::ValidationFlags::all(), crate::wgsl::WEBGPU_CAPABILITIES)
                    .validate(&m);
            if let (Err(e), true) = (result, translate) {
                drop(crate::wgsl::from_validation_error(text, &m, &e));
            }
        }
        Err(e) if translate => drop(crate::wgsl::from_parse_error(text, &e)),
        Err(_) => {}
    };
    let mut cases: Vec<(String, String)> = Vec::new();
    let catalog = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    for l in &catalog.lessons {
        let path = catalog.shader_path(&l.lesson.shader);
        let text = std::fs::read_to_string(&path).map_err(|source| BenchError::File {
            path: path.clone(),
            source,
        })?;
        cases.push((l.lesson.shader.clone(), text));
    }
    let mut long = String::from(
        "struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32, mouse_down: u32 }\n@group(0) @binding(0) var<uniform> frame: Frame;\n",
    );
    for i in 0..330 {
        let _ = write!(
            long,
            "fn f{i}(x: f32) -> f32 {{\n    let y = x * {i}.0 + frame.time;\n    return sin(y) * 0.5;\n}}\n"
        );
    }
    long.push_str("@fragment fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(f0(uv.x), f1(uv.y), f2(uv.x), 1.0);\n}\n");
    let broken = long.replace(
        "return vec4f(f0(uv.x), f1(uv.y), f2(uv.x), 1.0);",
        "return vec3f(f0(uv.x), f1(uv.y), f2(uv.x));",
    );
    cases.push(("generated, 1000+ lines".to_owned(), long.clone()));
    let mut text = Vec::new();
    let mut json = Vec::new();
    for (name, source) in &cases {
        let m = median_ms(runs, || drop(check(source)));
        text.push(format!("validate {name:<28} median {m:8.3} ms"));
        json.push(serde_json::json!({ "shader": name, "lines": source.lines().count(), "validate_ms": m }));
    }
    let naga = median_ms(runs, || naga_then(&broken, false));
    let translated = median_ms(runs, || naga_then(&broken, true));
    let whole = median_ms(runs, || drop(check(&broken)));
    text.push(format!(
        "1000-line shader returning vec3f for vec4f: naga {naga:.3} ms; naga + translation {translated:.3} ms \
         ({:+.1}%); Lienzo's whole check (guard, translation, the large-stack thread for a deep text) {whole:.3} ms ({:+.1}%)",
        (translated / naga - 1.0) * 100.0,
        (whole / naga - 1.0) * 100.0
    ));
    json.push(serde_json::json!({
        "shader": "generated with a mistake", "naga_ms": naga, "naga_and_translation_ms": translated, "whole_check_ms": whole,
    }));
    Ok((text, json))
}

pub(super) fn edit(common: &Common, runs: u32) -> Result<BenchReport, BenchError> {
    let (validate_text, validate_json) = validate_rows(common, runs.max(10))?;
    let size = super::page_edit::SIZE;
    // The driver alone, in the same run: the same kind of edit made into a pipeline and
    // a frame read back, with nothing of Lienzo's in between.
    let bare = Bare::new(common)?;
    // The page's path: the playground's program takes each edit through
    // import.meta.hot. Its edits alternate with the driver's (the driver first on even
    // edits, the page first on odd ones), so both see the machine in the same state.
    let editor = super::page_edit::PageEditor::start(common)?;
    let mut page = super::page_edit::PageEdit {
        validate: Vec::new(),
        to_pixels: Vec::new(),
        paired_share: Vec::new(),
        host: editor.host,
    };
    let (mut pipeline, mut first, mut total) = (Vec::new(), Vec::new(), Vec::new());
    let salt = super::page_edit::salt();
    for i in 0..runs {
        let driver = || {
            // A text no earlier edit or run had, so no cache can answer.
            let text = super::page_edit::coloured(20 + (i % 200), salt.wrapping_add(u64::from(i) * 7919));
            let (p, built) = bare.pipeline(&text);
            let drawn = bare.frame(size, Some(&p), true);
            (ms(built), ms(drawn))
        };
        let ((built, drawn), (validate, to_pixels)) = if i % 2 == 0 {
            let d = driver();
            (d, editor.edit(i)?)
        } else {
            let p = editor.edit(i)?;
            (driver(), p)
        };
        pipeline.push(built);
        first.push(drawn);
        total.push(built + drawn);
        page.validate.push(validate);
        page.to_pixels.push(to_pixels);
        page.paired_share.push(to_pixels - (built + drawn));
    }
    let row = |name: &str, v: &mut Vec<f64>| {
        let (m, p) = (percentile(v, 0.5), percentile(v, 0.95));
        (
            format!(
                "  {name:<28} median {m:8.2} ms   p95 {p:8.2} ms   median/60Hz frame {:5.2}",
                m / FRAME_60HZ_MS
            ),
            serde_json::json!({ "median_ms": m, "p95_ms": p, "median_over_60hz_frame": m / FRAME_60HZ_MS }),
        )
    };
    let rows = [
        row("pipeline creation", &mut pipeline),
        row("first frame (to pixels)", &mut first),
        row("edit to pixels (total)", &mut total),
    ];
    let driver_total = rows[2].1["median_ms"].as_f64().unwrap_or(f64::NAN);
    let (page_text, page_json) = super::page_edit::rows(&mut page, driver_total);
    Ok(BenchReport {
        text: format!(
            "bench edit: {runs} edits of the playground's shader at {}x{} on {}
the driver alone (wgpu, no page):\n{}\n{}\n{}",
            size.0,
            size.1,
            bare.line,
            rows.iter().map(|r| r.0.clone()).collect::<Vec<_>>().join("\n"),
            page_text.join("\n"),
            validate_text.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "edit", "adapter": bare.line, "runs": runs, "validation": validate_json,
            "driver": { "pipeline": rows[0].1, "first_frame": rows[1].1, "total": rows[2].1 },
            "page": page_json, "frame_60hz_ms": FRAME_60HZ_MS,
        }),
    })
}
