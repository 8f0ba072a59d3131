//! naga's errors in WGSL's terms. naga reports what its validator found in terms of
//! its own IR (expression handles, `Debug` dumps of types); a student needs what is
//! wrong, at the offending expression, with types spelled as WGSL spells them. This
//! walks naga's error, resolves each handle to its span and its type (printed with
//! naga's own `TypeContext`), and fills an entry of the catalogue
//! ([`crate::text::diagnostics`]).

mod calls;
mod declarations;
mod generic;
mod kinds;
mod naga_es;
mod overloads;
mod parse;
mod place;
mod places;
mod probe;
mod usage;
mod validation;
mod written;

pub(crate) use super::diagnostic::note;
use super::diagnostic::{DiagSource, Diagnostic, Label, Span};
use crate::text::Both;

pub(crate) use parse::parse;
#[cfg(test)]
pub(crate) use parse::parse_plain;
pub(crate) use places::derivative_call;
pub(crate) use validation::validation;

/// A diagnostic from the catalogue: headline, primary label and note in both
/// languages, with `args` filled in.
pub(crate) fn make(code: &'static str, span: Option<Span>, args: &[(&str, &str)]) -> Diagnostic {
    Diagnostic::coded(code, DiagSource::Naga, span, args)
}

/// Adds a label in both languages.
pub(crate) fn label(d: &mut Diagnostic, span: Option<Span>, text: Both) {
    d.labels.push(Label { message: text.en, span });
    if let Some(s) = &mut d.spanish {
        s.labels.push(text.es);
    }
}

/// naga's names of abstract types, as WGSL (and Tint) spell them.
fn wgsl_words(text: &str) -> String {
    text.replace("{AbstractFloat}", "abstract-float")
        .replace("{AbstractInt}", "abstract-int")
}

#[cfg(test)]
mod tests {
    /// Issue 23's fallbacks and leaks: each gets its code, a line, and no IR text in
    /// either language.
    #[test]
    fn naga_errors_that_fell_back_get_a_code_a_line_and_no_ir() {
        let fs = "\n@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }\n";
        for (text, code, line) in [
            (
                "fn f() -> bool {\n  let a = vec2(true) && vec2(false);\n  return a.x;\n}",
                "W0721",
                2,
            ),
            (
                "fn f() {\n  switch 1 {\n    case 0, 0: {}\n    default: {}\n  }\n}",
                "W0801",
                3,
            ),
            (
                "fn f() -> f32 {\n  let a = array<f32, 3>(1.0, 2.0, 3.0);\n  return a[4];\n}",
                "W0802",
                3,
            ),
            ("@group(0) @binding(0) var<uniform> b: bool;", "W0803", 1),
            ("\nvar<private> t: texture_2d<f32>;", "W0803", 2),
            ("@group(0) @binding(0) var<uniform> b: array<f32, 4>;", "W0804", 1),
            ("var<workgroup> w: u32 = 1u;", "W0805", 1),
            (
                "@group(0) @binding(0) var t: texture_2d<f32>;\nfn f() {\n  textureStore(t, vec2i(0), vec4f(1.0));\n}",
                "W0727",
                3,
            ),
            ("fn f() {\n  let var = 1;\n}", "W0701", 2),
            ("fn f() {}\n/* /* */", "W0702", 2),
            ("fn f() {\n  var<private> x: f32;\n}", "W0705", 2),
            (
                "@group(0) @binding(0) var<storage, read_write> buf: array<f32>;\nfn f() -> u32 {\n  return arrayLength(buf);\n}",
                "W0819",
                3,
            ),
            (
                "@group(0) @binding(0) var<storage> buf: array<f32>;\nfn f() {\n  buf[0] = 1.0;\n}",
                "W0821",
                3,
            ),
            ("fn f() -> f32 {\n  if true { return; }\n  return 1.0;\n}", "W0822", 2),
            ("@compute @workgroup_size(0)\nfn main() {}", "W0823", 1),
            ("fn f() {\n  var c = vec4f(0.0);\n  c.rg = vec2f(1.0);\n}", "W0824", 3),
            ("@group(0) @binding(0) var<uniform> b: array<f32>;", "W0803", 1),
            ("fn f() {\n  var c = vec4f(0.0);\n  c = vec2f(1.0);\n}", "W0820", 3),
            (
                "fn f() {\n  switch 1 {\n    case 0: {}\n    case 1, 0: {}\n    default: {}\n  }\n}",
                "W0801",
                4,
            ),
            // Issue 34: naga's `GlobalUse`, template and capability sentences.
            (
                "@group(0) @binding(0) var t: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(1)\nfn main() {\n  let c = textureLoad(t, vec2u(0));\n}",
                "W0825",
                4,
            ),
            (
                "struct U { a: f32 }\n@group(0) @binding(0) var<uniform, read> u: U;",
                "W0750",
                2,
            ),
            (
                "@compute @workgroup_size(64)\nfn main() {\n  let s = subgroupAdd(1.0);\n}",
                "W0831",
                3,
            ),
            (
                "fn g(a: f32) -> f32 { return a; }\nfn f() -> f32 {\n  return g(1.0, 2.0);\n}",
                "W0839",
                3,
            ),
        ] {
            let src = format!("{text}{fs}");
            let limits = wgpu::Limits::default();
            let none = std::collections::HashMap::new();
            let opts = crate::wgsl::Options {
                limits: &limits,
                scene: crate::wgsl::SceneKind::Fullscreen,
                overrides: &none,
            };
            let report = crate::wgsl::validate(&src, &opts);
            let d = &report.diagnostics[0];
            assert_eq!(
                (d.code, d.span.map(|s| s.line)),
                (Some(code), Some(line)),
                "{text}: {d:?}"
            );
            for lang in [crate::lesson::Lang::En, crate::lesson::Lang::Es] {
                let d = d.in_lang(lang);
                for t in std::iter::once(&d.message)
                    .chain(&d.notes)
                    .chain(d.labels.iter().map(|l| &l.message))
                {
                    for leak in [
                        "{",
                        "Handle",
                        "TypeFlags",
                        "Sampled",
                        "Storage {",
                        "(this)",
                        "LogicalAnd",
                        "GlobalUse",
                        "Capabilities",
                        "unused expressions",
                        "naga::",
                        "texto de naga",
                    ] {
                        assert!(!t.contains(leak), "{text}: `{leak}` in {t:?}");
                    }
                }
            }
        }
    }

    /// A `switch` without `default`, a `continue` outside a loop, a `break` outside
    /// a loop: at the statement, as Tint (naga points at the function).
    #[test]
    fn stray_statements_are_placed_at_the_statement() {
        let fs = "\n@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }\n";
        for (text, code, line) in [
            (
                "fn f() {\n  let a = 1;\n  switch a {\n    case 0: {}\n  }\n}",
                "W0405",
                3,
            ),
            ("fn f() {\n  let a = 1;\n  continue;\n}", "W0404", 3),
            ("fn f() {\n  let a = 1;\n  if a > 0 {\n    break;\n  }\n}", "W0403", 4),
        ] {
            let limits = wgpu::Limits::default();
            let none = std::collections::HashMap::new();
            let opts = crate::wgsl::Options {
                limits: &limits,
                scene: crate::wgsl::SceneKind::Fullscreen,
                overrides: &none,
            };
            let d = &crate::wgsl::validate(&format!("{text}{fs}"), &opts).diagnostics[0];
            assert_eq!(
                (d.code, d.span.map(|s| s.line)),
                (Some(code), Some(line)),
                "{text}: {d:?}"
            );
        }
    }

    /// What each diagnostic says, not only its code: the fix that fits the case.
    #[test]
    fn notes_fit_the_case() {
        let fs = "\n@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }\n";
        for (text, code, says, never) in [
            (
                "@group(0) @binding(0) var<storage> buf: array<f32>;\nfn f() {\n  var s = 0.0;\n  for (var i = 0; i < arrayLength(&buf); i++) { s += buf[i]; }\n}",
                "W0203",
                "var i = 0u",
                "",
            ),
            (
                "@group(0) @binding(0) var<uniform> b: array<f32>;",
                "W0803",
                "var<storage>",
                "align",
            ),
            (
                "fn f() {\n  var c = vec4f(0.0);\n  c = vec2f(1.0);\n}",
                "W0820",
                "to 'vec4<f32>'",
                ">>",
            ),
            (
                "fn f() {\n  var c = vec4f(0.0);\n  c.rg = vec2f(1.0);\n}",
                "W0824",
                "one by one",
                "consider",
            ),
            (
                "fn f() -> f32 {\n  return dot(vec3f(1.0), vec4f(1.0));\n}",
                "W0825",
                "no matching call to 'dot(vec3<f32>, vec4<f32>)'",
                "allowed type",
            ),
            (
                "@group(0) @binding(1) var image: texture_2d<f32>;\n@group(0) @binding(2) var smp: sampler;\n@fragment\nfn g(@location(0) uv: vec2f) -> @location(0) vec4f {\n  let c = textureSample(image, smp, uv);\n  storageBarrier();\n  return c;\n}",
                "W0794",
                "'storageBarrier' cannot be used in a @fragment shader",
                "textureSample",
            ),
            (
                "@group(0) @binding(4) var o: texture_storage_2d<rgba8unorm>;",
                "W0792",
                "`texture_storage_2d<rgba8unorm, write>`",
                "<f32>",
            ),
            (
                "@group(0) @binding(1) var t: texture_2d;",
                "W0793",
                "`texture_2d<f32>`",
                "texture_2df",
            ),
            (
                "@group(0) @binding(3) var<storage, read_write> n: atomic<f32>;",
                "W0791",
                "an atomic holds an 'i32' or a 'u32'",
                "i32, u32, f32",
            ),
            (
                "var<private> a: f32;\nfn add(p: ptr<function, f32>) { *p += 1.0; }\nfn f() { add(&a); }",
                "W0790",
                "pass `&v`",
                "(...)",
            ),
            (
                "fn f(x: f32) -> bool {\n  return 0.0 < x < 1.0;\n}",
                "W0203",
                "`0.0 < x && x < 1.0`",
                "",
            ),
            (
                "fn f(n: u32) -> bool {\n  return !n;\n}",
                "W0785",
                "'operator ! (u32)'",
                "",
            ),
            (
                "fn f() -> f32 {\n  float4 c = float4(1.0);\n  return c.x;\n}",
                "W0105",
                "`var c: vec4f = …;`",
                "c: float4",
            ),
            (
                "fn f(x: f32) -> f32 {\n  var c = 0.0;\n  if x > 0.5 {\n    c = 1.0;\n  } elif x > 0.2 {\n    c = 0.5;\n  }\n  return c;\n}",
                "W0105",
                "`else if`",
                "var x: elif",
            ),
            (
                "fn f() -> f32 {\n  let w = vec![1.0, 2.0];\n  return w[0];\n}",
                "W0105",
                "",
                "'let'",
            ),
        ] {
            let src = format!("{text}{fs}");
            let limits = wgpu::Limits::default();
            let none = std::collections::HashMap::new();
            let opts = crate::wgsl::Options {
                limits: &limits,
                scene: crate::wgsl::SceneKind::Fullscreen,
                overrides: &none,
            };
            let d = &crate::wgsl::validate(&src, &opts).diagnostics[0];
            let all = format!("{} {}", d.message, d.notes.join(" "));
            assert_eq!(d.code, Some(code), "{text}: {d:?}");
            assert!(all.contains(says), "{text}: {all}");
            assert!(never.is_empty() || !all.contains(never), "{text}: {all}");
        }
        // The forms the headlines show are WGSL.
        for (wrong, right) in [
            (
                "texture_storage_2d<rgba8unorm>",
                "texture_storage_2d<rgba8unorm, write>",
            ),
            ("texture_2d", "texture_2d<f32>"),
        ] {
            let text = format!("@group(0) @binding(1) var t: {right};{fs}");
            assert!(naga::front::wgsl::parse_str(&text).is_ok(), "{wrong}: {text}");
        }
    }
}
