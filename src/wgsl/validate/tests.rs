use std::collections::HashMap;

use super::{Options, Report, validate};
use crate::wgsl::SceneKind;
use crate::wgsl::{DiagSource, Severity};

/// Validates `src` for `scene` under default limits with the given override values.
fn check(src: &str, scene: SceneKind, overrides: &[(&str, f64)]) -> Report {
    let limits = wgpu::Limits::default();
    let overrides: HashMap<String, f64> = overrides.iter().map(|&(k, v)| (k.to_string(), v)).collect();
    validate(
        src,
        &Options {
            limits: &limits,
            scene,
            overrides: &overrides,
        },
    )
}

const FRAG: &str = "@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }\n";

#[test]
fn parse_error_keeps_naga_text_and_position_after_multibyte_tabs_and_crlf() {
    // Line 3 has a tab, 'é' and an emoji (in a comment) before the error, on a CRLF
    // text whose earlier lines also hold multibyte characters.
    let src = "// café ☕\r\n// 🙂🙂\r\nfn f() {\t/* é🙂 */ let x = 1 }\r\n";
    let report = check(src, SceneKind::Fullscreen, &[]);
    // The module's error, then the scene's need: the text has no @fragment.
    let codes: Vec<_> = report.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [Some("W0105"), Some("W0904")]);
    let d = &report.diagnostics[0];
    let naga_error = naga::front::wgsl::parse_str(src).unwrap_err();
    assert_eq!(d.message, naga_error.message());
    assert_eq!(d.source, DiagSource::Naga);
    let span = d.span.unwrap();
    // `}` is the 29th character of line 3: "fn f() {" is 8, the tab 1, the comment 8,
    // then " let x = 1 " is 11.
    assert_eq!((span.line, span.column, span.length), (3, 29, 1));
    assert_eq!(&src[span.start..span.end], "}");
    assert_eq!(d.labels[0].message, naga_error.labels().next().unwrap().1);
    assert!(
        d.to_text("s.wgsl")
            .starts_with(&format!("s.wgsl:3:29: error[W0105]: {}", naga_error.message()))
    );
    assert!(report.module.is_none() && !report.is_clean());
}

#[test]
fn a_parse_error_gets_a_code_both_languages_and_naga_s_other_labels_and_notes() {
    let src = "@fragment fn f() -> @location(0) vec4f {\n  let a = 1;\n  a = 2;\n  return vec4f(1.0);\n}\n";
    let d = &check(src, SceneKind::Fullscreen, &[]).diagnostics[0];
    assert_eq!(d.code, Some("W0402"));
    assert_eq!(d.message, "cannot assign to a `let`: it never changes");
    let at: Vec<_> = d.labels.iter().map(|l| l.span.map(|s| (s.line, s.column))).collect();
    assert_eq!(at, vec![Some((3, 3)), Some((2, 7))], "{:?}", d.labels);
    assert!(d.notes.iter().any(|n| n.contains("`var`")), "{:?}", d.notes);
    let es = d.in_lang(crate::lesson::Lang::Es);
    assert_eq!(es.message, "no se puede asignar a un `let`: nunca cambia");
    assert_eq!(es.labels.len(), 2);
}

#[test]
fn a_validation_error_names_the_operator_and_both_types_in_wgsl() {
    let src = "@fragment fn f() -> @location(0) vec4f {\n  return vec4f(1.0) + 1u;\n}\n";
    let report = check(src, SceneKind::Fullscreen, &[]);
    let d = &report.diagnostics[0];
    assert_eq!(d.source, DiagSource::Naga);
    assert_eq!(d.code, Some("W0203"));
    assert_eq!(
        d.message,
        "no matching overload for 'operator + (vec4<f32>, vec4<u32>)'"
    );
    assert_eq!(d.span.map(|s| (s.line, s.column)), Some((2, 10)));
    assert_eq!(
        d.in_lang(crate::lesson::Lang::Es).message,
        "ninguna versión de 'operator +' acepta (vec4<f32>, vec4<u32>)"
    );
    assert!(report.module.is_some() && report.info.is_none());
}

/// `texture_external` is core WebGPU, but a page in Lienzo has no video to bind to it:
/// the message says so, at the declaration, and does not call it missing from WebGPU.
#[test]
fn texture_external_says_that_lienzo_has_no_video() {
    let report = check(
        &format!("@group(0) @binding(1) var video: texture_external;\n{FRAG}"),
        SceneKind::Fullscreen,
        &[],
    );
    let d = &report.diagnostics[0];
    assert_eq!(d.code, Some("W0826"), "{:?}", report.diagnostics);
    assert!(d.message.contains("importExternalTexture"), "{}", d.message);
    assert!(!d.message.contains("not available in WebGPU"), "{}", d.message);
    assert_eq!(d.span.map(|s| s.line), Some(1));
}

#[test]
fn f64_is_not_a_default_webgpu_capability() {
    let report = check(
        &format!("fn g(a: f64) -> f64 {{ return a; }}\n{FRAG}"),
        SceneKind::Fullscreen,
        &[],
    );
    assert!(!report.is_clean());
    let d = &report.diagnostics[0];
    assert_eq!(d.code, Some("W0806"));
    assert_eq!(d.message, "'f64' is not available in WebGPU");
    assert_eq!(d.span.map(|s| (s.line, s.column)), Some((1, 9)));
    assert!(
        !d.message.contains("Handle") && !d.message.contains("naga::"),
        "{}",
        d.message
    );
}

#[test]
fn overrides_resolve_workgroup_sizes() {
    let src = "override TILE: u32 = 8; @compute @workgroup_size(TILE, TILE) fn main() {}";
    let big = check(src, SceneKind::Compute, &[("TILE", 32.0)]);
    assert_eq!(big.diagnostics.len(), 1, "{:?}", big.diagnostics);
    assert_eq!(big.diagnostics[0].source, DiagSource::Limits);
    assert!(
        big.diagnostics[0].message.contains("= 1024 invocations"),
        "{}",
        big.diagnostics[0].message
    );
    let fits = check(src, SceneKind::Compute, &[("TILE", 16.0), ("NOT_DECLARED", 1.0)]);
    assert!(fits.diagnostics.is_empty(), "{:?}", fits.diagnostics);
    assert_eq!(fits.stages.unwrap().compute.as_deref(), Some("main"));
    assert_eq!(fits.reflection.unwrap().entry_points[0].workgroup_size, [16, 16, 1]);
}

#[test]
fn override_without_value_is_a_warning() {
    let src = "override SPEED: f32;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(SPEED); }\n";
    let report = check(src, SceneKind::Fullscreen, &[]);
    assert_eq!(report.diagnostics.len(), 1);
    assert_eq!(report.diagnostics[0].severity, Severity::Warning);
    assert_eq!(report.diagnostics[0].span.map(|s| s.line), Some(1));
    assert!(report.is_clean());
    assert!(
        check(src, SceneKind::Fullscreen, &[("SPEED", 2.0)])
            .diagnostics
            .is_empty()
    );
}

#[test]
fn clean_fullscreen_shader() {
    let report = check(FRAG, SceneKind::Fullscreen, &[]);
    assert!(report.is_clean() && report.diagnostics.is_empty());
    assert_eq!(report.stages.unwrap().fragment.as_deref(), Some("fs"));
    let wrong_scene = check(FRAG, SceneKind::Compute, &[]);
    assert_eq!(wrong_scene.diagnostics[0].source, DiagSource::Lesson);
    let es = wrong_scene.diagnostics[0].in_lang(crate::lesson::Lang::Es);
    assert!(
        es.message.starts_with("no hay punto de entrada @compute"),
        "{}",
        es.message
    );
}

#[test]
fn odd_inputs_give_one_positioned_error_each() {
    for src in [
        "",
        "@",
        "fn",
        "/*",
        "\u{feff}fn main() {}",
        "var<workgroup> a: array<f32, 0>;",
        "\0\r\r\n",
    ] {
        let report = check(src, SceneKind::Compute, &[]);
        assert!(!report.is_clean(), "{src:?} is not a compute shader");
        for d in &report.diagnostics {
            assert!(!d.message.is_empty(), "{src:?}");
            if let Some(span) = d.span {
                assert!(
                    span.end <= src.len() && src.is_char_boundary(span.start),
                    "{src:?}: {span:?}"
                );
            }
        }
    }
}

#[test]
fn a_20000_term_expression_is_a_diagnostic_not_a_crash() {
    let terms = vec!["1.0"; 20_000].join(" + ");
    let src = format!("@fragment fn fs() -> @location(0) vec4f {{\n    return vec4f({terms});\n}}\n");
    let report = check(&src, SceneKind::Fullscreen, &[]);
    assert_eq!(report.diagnostics.len(), 1);
    let d = &report.diagnostics[0];
    assert!(d.message.contains("max expression depth of 512"), "{}", d.message);
    assert_eq!(d.span.map(|s| s.line), Some(2));
    // An else-if chain as long as the one that crashed the window.
    let chain = "else if x { y = 1.0; } ".repeat(6245);
    let src = format!("fn f(x: bool) -> f32 {{ var y = 0.0; if x {{}} {chain} return y; }}\n{FRAG}");
    let d = &check(&src, SceneKind::Fullscreen, &[]).diagnostics[0];
    assert!(
        d.message.contains("chaining length exceeds limit of 127"),
        "{}",
        d.message
    );
}

#[test]
fn deep_nesting_within_the_limits_runs_on_the_large_stack() {
    // 500 terms pass the guard; naga lowers them on its own thread's stack.
    let terms = vec!["1.0"; 500].join(" + ");
    let src = format!("@fragment fn fs() -> @location(0) vec4f {{ return vec4f({terms}); }}\n");
    let report = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || check(&src, SceneKind::Fullscreen, &[]).is_clean())
        .unwrap()
        .join()
        .unwrap();
    assert!(report, "a small caller stack is enough");
}

#[test]
fn a_workgroup_variable_in_a_fragment_shader_is_refused_as_tint_does() {
    let src = "var<workgroup> w: f32;\n@fragment fn fs() -> @location(0) vec4f {\n    return vec4f(w);\n}\n";
    let report = check(src, SceneKind::Fullscreen, &[]);
    assert!(!report.is_clean());
    let d = &report.diagnostics[0];
    assert_eq!(
        d.message,
        "workgroup variable `w` is used by the @fragment entry point `fs`"
    );
    assert_eq!(
        d.in_lang(crate::lesson::Lang::Es).message,
        "la variable `var<workgroup>` `w` se usa en el punto de entrada @fragment `fs`"
    );
    // At the use, as Tint points.
    assert_eq!(d.span.map(|s| s.line), Some(3));
    assert_eq!(d.labels[0].span.map(|s| s.line), Some(2));
    let compute = "var<workgroup> w: f32;\n@compute @workgroup_size(1) fn main() { w = 1.0; }\n";
    assert!(check(compute, SceneKind::Compute, &[]).is_clean());
}

#[test]
fn private_and_function_memory_are_capped() {
    let private = format!(
        "var<private> a: array<vec4f, 4096>;\n{}",
        FRAG.replace("vec4f(1.0)", "a[0]")
    );
    let d = &check(&private, SceneKind::Fullscreen, &[]).diagnostics[0];
    assert!(d.message.contains("private variables"), "{}", d.message);
    assert_eq!(d.span.map(|s| s.line), Some(1));
    // From 65536 elements, as Tint, the module is refused before any compiler sees it
    // (a driver's compiler may take minutes over it).
    let huge = private.replace("4096", "65536");
    let r = check(&huge, SceneKind::Fullscreen, &[]);
    assert!(r.refused);
    assert_eq!(r.diagnostics[0].code, Some("W0606"));
    assert_eq!(r.diagnostics[0].message, "array count (65536) must be less than 65536");
    assert_eq!(r.diagnostics[0].span.map(|s| (s.line, s.column)), Some((1, 17)));
    let local = "@compute @workgroup_size(1) fn main() {\n    var big: array<f32, 262144>;\n    big[0] = 1.0;\n}\n";
    let r = check(local, SceneKind::Compute, &[]);
    assert_eq!(r.diagnostics[0].code, Some("W0606"));
    assert_eq!(r.diagnostics[0].span.map(|s| (s.line, s.column)), Some((2, 14)));
    let function = "@fragment fn fs() -> @location(0) vec4f {\n    var t: array<vec4f, 4096>;\n    return t[0];\n}\n";
    let d = &check(function, SceneKind::Fullscreen, &[]).diagnostics[0];
    assert!(d.message.contains("variables of function `fs`"), "{}", d.message);
    assert_eq!(d.span.map(|s| s.line), Some(2));
    let small = "@fragment fn fs() -> @location(0) vec4f {\n    var t: array<vec4f, 64>;\n    return t[0];\n}\n";
    assert!(check(small, SceneKind::Fullscreen, &[]).is_clean());
}

/// `lienzo explain`'s wrong examples (`crate::text::diagnostics`) are refused with a code
/// of the catalogue; the right ones give no error without one either. The newest entries' examples give their own code.
#[test]
fn wrong_examples_are_refused_with_a_code_of_their_own() {
    use crate::text::diagnostics::{all, example};
    let mut failures = Vec::new();
    // An example that declares no function (a lone struct) is only a fragment.
    for e in all().filter(|e| example(e.wrong).contains("fn ")) {
        let wrong = check(&example(e.wrong), SceneKind::Fullscreen, &[]);
        let first = wrong
            .diagnostics
            .iter()
            .find(|d| d.severity == Severity::Error && d.source != DiagSource::Lesson)
            .and_then(|d| d.code);
        if first.is_none_or(|c| crate::text::diagnostics::find(c).is_none())
            || ([
                "W0825", "W0503", "W0785", "W0786", "W0787", "W0788", "W0789", "W0790", "W0791", "W0792", "W0793",
            ]
            .contains(&e.code)
                && first != Some(e.code))
        {
            failures.push(format!("{}: the wrong example gives {first:?}", e.code));
        }
        let right = check(&example(e.right), SceneKind::Fullscreen, &[]);
        if right
            .diagnostics
            .iter()
            .any(|d| d.code.is_none_or(|c| crate::text::diagnostics::find(c).is_none()))
        {
            failures.push(format!("{}: the right example gives an error without a code", e.code));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
