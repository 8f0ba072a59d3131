//! The habits of other languages (`crate::wgsl::habits`) through the whole check: each
//! habit of `tests/mistakes/`: its code, its place, its WGSL form in both
//! languages; its fix, applied to the file, is valid WGSL; and the catalogue's examples
//! give their own code when wrong and nothing when right.

use std::collections::HashMap;

use crate::lesson::Lang;
use crate::wgsl::SceneKind;
use crate::wgsl::{DiagSource, Diagnostic, Options, Severity, validate};

/// The mistake file, the code, the construct's `line:col`, and the WGSL form the
/// diagnostic must show (built from the file's own names).
const CASES: &[(&str, &str, (u32, u32), &str)] = &[
    ("125-rust-as-cast", "W1001", (6, 16), "u32(uv.x)"),
    ("126-rust-let-mut", "W1002", (6, 5), "var z"),
    ("127-rust-struct-literal", "W1003", (11, 13), "Tint(1.0, 0.5)"),
    ("128-rust-implicit-return", "W1004", (5, 5), "return x * 2.0;"),
    ("129-cuda-syncthreads", "W1005", (11, 5), "workgroupBarrier()"),
    (
        "130-cuda-shared",
        "W1006",
        (6, 1),
        "var<workgroup> tile: array<f32, 64>;",
    ),
    (
        "144-cuda-thread-idx",
        "W1007",
        (8, 17),
        "@builtin(local_invocation_id) threadIdx: vec3u",
    ),
    ("131-js-array-literal", "W1008", (6, 19), "array(0.25, 0.5, 0.25)"),
    ("132-ts-number-type", "W1009", (4, 14), "scale: f32"),
    ("133-js-triple-equals", "W1010", (7, 14), "uv.x == 0.5"),
    ("134-c-do-while", "W1011", (8, 5), "break if !(i < 4);"),
    ("044-ternary-operator", "W1012", (6, 13), "select(0.0, 1.0, uv.x > 0.5)"),
    ("135-glsl-length-method", "W1013", (8, 13), "arrayLength(&values)"),
    ("136-glsl-flat-qualifier", "W1014", (5, 25), "@interpolate(flat)"),
    ("137-glsl-layout-qualifier", "W1015", (5, 12), "@location(0)"),
    ("138-glsl-rgba8-format", "W1016", (4, 54), "rgba8unorm"),
    ("139-glsl-vec3-of-vec4", "W1017", (7, 15), "color.xyz"),
    ("140-hlsl-semantic", "W1018", (5, 12), "@builtin(position) pos: vec4f"),
    ("141-hlsl-numthreads", "W1019", (6, 1), "@workgroup_size(8, 8, 1)"),
    ("142-metal-attributes", "W1020", (5, 12), "@location(0)"),
    ("043-hlsl-mul", "W1021", (7, 13), "m * uv"),
    (
        "050-glsl-uniform-declaration",
        "W1022",
        (4, 1),
        "@group(0) @binding(0) var<uniform> t: f32;",
    ),
    ("063-glsl-in-out-globals", "W1022", (4, 1), "@location(1) v_uv: vec2f"),
    ("256-rust-pub-fn", "W1023", (14, 1), "fn wave"),
    ("264-rust-type-alias", "W1023", (14, 1), "alias Color"),
    (
        "267-cuda-global-kernel",
        "W1023",
        (6, 1),
        "@compute @workgroup_size(64) fn cs_main",
    ),
    ("269-cuda-device-function", "W1023", (14, 1), "fn shade"),
    ("275-c-struct-semicolons", "W1023", (15, 5), "position: vec3f,"),
    (
        "276-c-array-declarator",
        "W1023",
        (16, 5),
        "var weights: array<f32, 4>;",
    ),
    ("279-c-static-variable", "W1023", (14, 1), "var<private> counter"),
    ("280-cpp-auto", "W1023", (16, 5), "var shade"),
    ("283-c-typedef", "W1023", (14, 1), "alias Color = vec3f;"),
    ("284-ts-return-type-colon", "W1023", (14, 15), ") -> f32"),
    ("285-js-function-keyword", "W1023", (14, 1), "fn wave"),
    ("293-glsl-const-float", "W1023", (14, 1), "const PI: f32 ="),
    ("299-glsl-precision-qualifier", "W1023", (16, 5), "var d: f32 ="),
    ("305-hlsl-static-const", "W1023", (14, 1), "const PI"),
    ("265-rust-digit-separator", "W1024", (16, 30), "1664525u"),
    ("266-rust-f32-suffix", "W1024", (16, 13), "0.5f"),
    ("273-c-uppercase-unsigned-suffix", "W1024", (16, 27), "60u"),
    ("274-c-octal-literal", "W1024", (16, 16), "755"),
    ("272-c-cast", "W1025", (16, 16), "u32(uv.x * 8.0)"),
    ("277-c-arrow-operator", "W1025", (20, 12), "(*r).origin"),
    ("289-js-exponent-operator", "W1025", (16, 13), "pow(uv.x, 2.0)"),
    ("291-python-and-keyword", "W1025", (16, 19), "&&"),
    ("281-cpp-std-namespace", "W1026", (16, 13), "max(uv.x, uv.y)"),
    ("286-js-math-sin", "W1026", (16, 13), "sin(uv.x * 6.28)"),
    (
        "302-hlsl-texture-sample-method",
        "W1026",
        (19, 12),
        "textureSample(image, image_sampler, uv)",
    ),
    ("309-metal-threadgroup-barrier", "W1026", (10, 5), "workgroupBarrier()"),
    (
        "311-metal-sample-method",
        "W1026",
        (19, 12),
        "textureSample(image, image_sampler, uv)",
    ),
    ("257-rust-range-for", "W1027", (17, 5), "for (var i = 0; i < 4; i++)"),
    (
        "259-rust-if-expression",
        "W1028",
        (16, 17),
        "select(0.0, 1.0, uv.x > 0.5)",
    ),
    (
        "263-rust-mut-reference-parameter",
        "W1029",
        (14, 16),
        "ptr<function, f32>",
    ),
    (
        "287-js-arrow-function",
        "W1030",
        (16, 5),
        "fn twice(x: f32) -> f32 { return x * 2.0; }",
    ),
    (
        "260-rust-closure",
        "W1030",
        (16, 5),
        "fn square(x: f32) -> f32 { return x * x; }",
    ),
    ("335-rust-mut-parameter", "W1031", (14, 10), "var x = x_in;"),
    (
        "261-rust-impl-block",
        "W1032",
        (14, 1),
        "fn frame_aspect(frame: Frame) -> f32",
    ),
    (
        "337-rust-impl-method-call",
        "W1032",
        (19, 1),
        "fn light_at(light: Light, d: f32) -> vec3f",
    ),
    (
        "258-rust-match",
        "W1033",
        (17, 5),
        "switch frame.frame % 3u { case 0u: { … } default: { … } }",
    ),
    (
        "336-rust-match-expression",
        "W1033",
        (17, 17),
        "var shade = 1.0; switch band { case 0u: { shade = 0.2; } case 1u: { shade = 0.6; } default: {} }",
    ),
    (
        "301-hlsl-cbuffer",
        "W1034",
        (4, 1),
        "struct Params { tint: vec4f } @group(0) @binding(0) var<uniform> params: Params;",
    ),
    (
        "338-hlsl-cbuffer-members-used",
        "W1034",
        (4, 1),
        "struct Light { color: vec3f, strength: f32 } @group(0) @binding(0) var<uniform> light: Light;",
    ),
    (
        "292-glsl-inout-parameter",
        "W1035",
        (14, 13),
        "fn brighten(c: ptr<function, vec3f>)",
    ),
    (
        "339-glsl-inout-float-parameter",
        "W1035",
        (14, 13),
        "fn darken(x: ptr<function, f32>)",
    ),
];

/// Every habit entry of the catalogue.
fn entries() -> impl Iterator<Item = &'static crate::text::diagnostics::Entry> {
    crate::text::habits::ENTRIES
        .iter()
        .chain(crate::text::habits_shading::ENTRIES)
        .chain(crate::text::habits_words::ENTRIES)
        .chain(crate::text::habits_blocks::ENTRIES)
}

fn read(name: &str) -> String {
    let path = format!("{}/tests/mistakes/{name}.wgsl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn check(text: &str) -> Vec<Diagnostic> {
    let limits = wgpu::Limits::default();
    let none = HashMap::new();
    let scene = if text.contains("@compute") {
        SceneKind::Compute
    } else {
        SceneKind::Fullscreen
    };
    let opts = Options {
        limits: &limits,
        scene,
        overrides: &none,
    };
    validate(text, &opts).diagnostics
}

/// The first error, as `lienzo check` prints it first.
fn first_error(text: &str) -> Option<Diagnostic> {
    check(text).into_iter().find(|d| d.severity == Severity::Error)
}

/// naga's parse error of `text`, as Lienzo translates it before habits.
fn plain(text: &str) -> Diagnostic {
    let error = naga::front::wgsl::parse_str(text).expect_err("the mistake parses");
    crate::wgsl::translate::parse_plain(text, &error)
}

/// Errors naga (parser and validator) finds in `text`.
fn naga_errors(text: &str) -> Option<String> {
    let module = match naga::front::wgsl::parse_str(text) {
        Ok(module) => module,
        Err(e) => return Some(e.emit_to_string(text)),
    };
    let mut validator =
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), crate::wgsl::WEBGPU_CAPABILITIES);
    validator.validate(&module).err().map(|e| e.emit_to_string(text))
}

#[test]
fn each_habit_gets_its_code_place_and_wgsl_form_in_both_languages() {
    let mut failures = Vec::new();
    for (name, code, (line, column), form) in CASES {
        let Some(d) = first_error(&read(name)) else {
            failures.push(format!("{name}: no error"));
            continue;
        };
        let place = d.span.map(|s| (s.line, s.column));
        if d.code != Some(code) || place != Some((*line, *column)) {
            failures.push(format!("{name}: {:?} at {place:?}: {}", d.code, d.message));
        }
        let (en, es) = (d.in_lang(Lang::En), d.in_lang(Lang::Es));
        for (lang, d) in [("en", &en), ("es", &es)] {
            if !d.message.contains(form) {
                failures.push(format!("{name} ({lang}): `{form}` not in \"{}\"", d.message));
            }
            if d.notes.is_empty() || d.labels.is_empty() {
                failures.push(format!("{name} ({lang}): no note or no label"));
            }
        }
        // Spanish text, not the English one: the headline, the label and the note differ.
        if en.message == es.message || en.notes == es.notes || en.labels[0].message == es.labels[0].message {
            failures.push(format!("{name}: English in Spanish: {}", es.message));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_habit_fix_applied_to_its_file_is_valid_wgsl() {
    let mut failures = Vec::new();
    for (name, code, _, _) in CASES {
        let text = read(name);
        let Some(found) = crate::wgsl::habits::found(&text, &plain(&text)) else {
            failures.push(format!("{name}: no habit found"));
            continue;
        };
        assert_eq!(found.code, *code, "{name}");
        let fixed = crate::wgsl::habits::apply(&text, &found);
        if let Some(errors) = naga_errors(&fixed) {
            failures.push(format!("{name}: the fix gives\n{fixed}\n{errors}"));
        }
        let left: Vec<String> = check(&fixed)
            .into_iter()
            .filter(|d| d.severity == Severity::Error && matches!(d.source, DiagSource::Naga | DiagSource::Portability))
            .map(|d| d.message)
            .collect();
        if !left.is_empty() {
            failures.push(format!("{name}: after the fix Lienzo says {left:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The catalogue's wrong example of each habit gives that habit's code, and its right
/// example is valid WGSL: `lienzo explain` never shows a fix that does not compile.
#[test]
fn habit_examples_give_their_code_and_their_fix_compiles() {
    use crate::text::diagnostics::example;
    let mut failures = Vec::new();
    for e in entries() {
        let wrong = example(e.wrong);
        let got = first_error(&wrong).and_then(|d| d.code);
        if got != Some(e.code) {
            failures.push(format!("{}: the wrong example gives {got:?}", e.code));
        }
        if let Some(errors) = naga_errors(&example(e.right)) {
            failures.push(format!("{}: the right example does not compile: {errors}", e.code));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every habit of the table is exercised by a mistake file.
#[test]
fn every_code_of_the_catalogue_has_a_mistake_file() {
    for e in entries() {
        assert!(CASES.iter().any(|(_, code, _, _)| *code == e.code), "{}", e.code);
    }
}

/// The valid control file stays valid: `i++;` is a WGSL statement.
#[test]
fn an_increment_statement_is_not_a_habit() {
    assert!(first_error(&read("143-c-increment-statement-valid")).is_none());
}

/// A fragment shader whose body is `body`, with a storage array and a struct to use.
fn shader(module: &str, body: &str) -> String {
    format!(
        "struct P {{ a: f32, b: f32 }}\n@group(0) @binding(3) var<storage, read> values: array<f32>;\n{module}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {{\n{body}\n}}\n"
    )
}

/// The same constructs written other ways than in the mistake files: each gets its code
/// and its WGSL form, and the fix gives valid WGSL.
#[test]
fn habits_are_recognised_by_construction_not_by_file() {
    let cases: &[(String, &str, &str)] = &[
        (shader("", "    return vec4f(f32(uv.y as i32 + 1), 0.0, 0.0, 1.0);"), "W1001", "i32(uv.y)"),
        (shader("", "    for (let mut i = 0; i < 2; i++) {}\n    return vec4f(1.0);"), "W1002", "var i"),
        (shader("", "    let p = P { b: uv.y, a: uv.x };\n    return vec4f(p.a, p.b, 0.0, 1.0);"), "W1003", "P(uv.x, uv.y)"),
        (shader("fn f() -> vec4f {\n    vec4f(1.0)\n}", "    return f();"), "W1004", "return vec4f(1.0);"),
        (shader("", "    var c = 0.0;\n    if (uv.x !== uv.y) { c = 1.0; }\n    return vec4f(c);"), "W1010", "uv.x != uv.y"),
        (shader("", "    return vec4f(uv.x < 0.5 ? uv.y : 1.0 - uv.y);"), "W1012", "select(1.0 - uv.y, uv.y, uv.x < 0.5)"),
        (shader("", "    var a = 0.0;\n    a = uv.x == 0.5 ? 1.0 : 0.0;\n    return vec4f(a);"), "W1012", "select(0.0, 1.0, uv.x == 0.5)"),
        (shader("", "    let w = f32(values.length());\n    return vec4f(w);"), "W1013", "arrayLength(&values)"),
        (shader("", "    var k: array<vec2f, 8>;\n    return vec4f(f32(k.length()));"), "W1013", "WGSL writes `8`"),
        (shader("", "    let m = mat2x2f(1.0, 0.0, 0.0, 1.0);\n    return vec4f(2.0 / mul(m, uv + 1.0), 0.0, 1.0);"), "W1021", "(m * (uv + 1.0))"),
        (
            "@fragment\nfn fs(@location(0) flat uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}\n".to_owned(),
            "W1014",
            "@interpolate(flat)",
        ),
        (
            "layout(set = 0, binding = 1) var image: texture_2d<f32>;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return textureLoad(image, vec2i(0), 0);\n}\n".to_owned(),
            "W1015",
            "@group(0) @binding(1)",
        ),
        (
            "@group(0) @binding(4) var out_image: texture_storage_2d<rgba16f, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}\n".to_owned(),
            "W1016",
            "rgba16float",
        ),
        (
            "@fragment\nfn fs(@location(0) uv: vec2f) -> vec4f : SV_Target0 {\n    return vec4f(uv, 0.0, 1.0);\n}\n".to_owned(),
            "W1018",
            "-> @location(0) vec4f",
        ),
        (
            "[[stage(fragment)]]\nfn fs([[builtin(position)]] p: vec4f) -> @location(0) vec4f {\n    return p;\n}\n".to_owned(),
            "W1020",
            "@fragment",
        ),
        (
            shader("fn twice(mut x: f32) -> f32 {\n    x = x * 2.0;\n    return x;\n}", "    return vec4f(twice(uv.x));"),
            "W1031",
            "var x = x_in;",
        ),
        (shader("pub fn twice(x: f32) -> f32 {\n    return x * 2.0;\n}", "    return vec4f(twice(uv.x));"), "W1023", "fn twice"),
        (shader("function twice(x: f32) -> f32 {\n    return x * 2.0;\n}", "    return vec4f(twice(uv.x));"), "W1023", "fn twice"),
        (shader("static const K: f32 = 2.0;", "    return vec4f(uv.x * K);"), "W1023", "const K"),
        (shader("", "    let k = 0.25_f32 + uv.x;\n    return vec4f(k);"), "W1024", "0.25f"),
        (shader("", "    let n = 12UL;\n    return vec4f(f32(n));"), "W1024", "12u"),
        (shader("", "    let d = (uv.x + 1.0) ** 3.0;\n    return vec4f(d);"), "W1025", "pow((uv.x + 1.0), 3.0)"),
        (shader("", "    var c = 0.0;\n    if uv.x > 0.5 or uv.y > 0.5 { c = 1.0; }\n    return vec4f(c);"), "W1025", "||"),
        (shader("", "    let m = Math.max(uv.x, uv.y);\n    return vec4f(m);"), "W1026", "max(uv.x, uv.y)"),
        (shader("", "    var s = 0.0;\n    for j in 1..=3 {\n        s += f32(j);\n    }\n    return vec4f(s);"), "W1027", "for (var j = 1; j <= 3; j++)"),
        (shader("", "    let v = if uv.y < 0.5 { uv.x } else { 1.0 - uv.x };\n    return vec4f(v);"), "W1028", "select(1.0 - uv.x, uv.x, uv.y < 0.5)"),
        (
            "fn clear(p: &mut vec2f) {\n    *p = vec2f(0.0);\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var v = uv;\n    clear(&v);\n    return vec4f(v, 0.0, 1.0);\n}\n".to_owned(),
            "W1029",
            "ptr<function, vec2f>",
        ),
        (
            "__shared__ float tile[16];\n@compute @workgroup_size(16)\nfn cs(@builtin(local_invocation_index) i: u32) {\n    tile[i] = 1.0;\n    __threadfence_block();\n}\n".to_owned(),
            "W1006",
            "var<workgroup> tile: array<f32, 16>;",
        ),
        (
            shader("", "    let k = match u32(uv.x * 2.0) { 0u => uv.y, _ => 1.0 - uv.y };\n    return vec4f(k);"),
            "W1033",
            "select(1.0 - uv.y, uv.y, u32(uv.x * 2.0) == 0u)",
        ),
        (
            shader("", "    var c = 0.0;\n    match u32(uv.x * 4.0) {\n        0u | 1u => { c = 0.5; }\n        2u => c = 1.0,\n    }\n    return vec4f(c);"),
            "W1033",
            "switch u32(uv.x * 4.0) { case 0u, 1u: { … } case 2u: { … } default: {} }",
        ),
        (
            shader(
                "struct Counter { n: f32 }\nimpl Counter {\n    fn new() -> Self { return Counter(0.0); }\n    fn bump(&mut self, by: f32) { self.n += by; }\n}",
                "    var c = Counter::new();\n    c.bump(uv.x);\n    return vec4f(c.n);",
            ),
            "W1032",
            "fn counter_new() -> Counter",
        ),
        (
            shader(
                "struct Ray { o: vec2f }\nimpl Ray {\n    fn at(\n        self,\n        k: f32,\n    ) -> vec2f {\n        return self.o * k;\n    }\n}",
                "    let r = Ray(uv);\n    return vec4f(r.at(2.0), 0.0, 1.0);",
            ),
            "W1032",
            "fn ray_at(\n    ray: Ray,\n    k: f32,\n) -> vec2f",
        ),
        (
            "cbuffer Wave : register(b3, space1) {\n    float amp;\n    float2 dir;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(amp * dot(dir, uv));\n}\n".to_owned(),
            "W1034",
            "struct Wave { amp: f32, dir: vec2f } @group(1) @binding(3) var<uniform> wave: Wave;",
        ),
        (
            shader(
                "void split(vec2 p, out float a, inout vec2 q) {\n    a = p.x;\n    q.y = p.y;\n}",
                "    var a = 0.0;\n    var q = uv;\n    split(uv, a, q);\n    return vec4f(a, q, 1.0);",
            ),
            "W1035",
            "fn split(p: vec2f, a: ptr<function, f32>, q: ptr<function, vec2f>)",
        ),
        (
            shader("fn tint(out c: vec3f, k: f32) {\n    c = vec3f(k);\n}", "    var c = vec3f(0.0);\n    tint(c, uv.x);\n    return vec4f(c, 1.0);"),
            "W1035",
            "fn tint(c: ptr<function, vec3f>, k: f32)",
        ),
    ];
    let mut failures = Vec::new();
    for (text, code, form) in cases {
        let d = first_error(text);
        let d = d.as_ref();
        if d.and_then(|d| d.code) != Some(code) || !d.is_some_and(|d| d.message.contains(form)) {
            failures.push(format!(
                "{text}\n  gives {:?}: {:?}",
                d.and_then(|d| d.code),
                d.map(|d| &d.message)
            ));
            continue;
        }
        // Fixed one habit at a time, the text ends valid.
        let mut fixed = text.clone();
        for _ in 0..3 {
            if naga_errors(&fixed).is_none() {
                break;
            }
            let Some(found) = crate::wgsl::habits::found(&fixed, &plain(&fixed)) else {
                break;
            };
            fixed = crate::wgsl::habits::apply(&fixed, &found);
        }
        if let Some(errors) = naga_errors(&fixed) {
            failures.push(format!("{code}: the fix gives\n{fixed}\n{errors}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every mistake file of the table cut at each character: the recognisers look at the
/// tokens around the error of whatever text is left, and never panic.
#[test]
fn recognisers_never_panic_on_a_cut_text() {
    for (name, _, _, _) in CASES {
        let text = read(name);
        for (cut, _) in text.char_indices() {
            let part = &text[..cut];
            if let Err(error) = naga::front::wgsl::parse_str(part) {
                let d = crate::wgsl::translate::parse_plain(part, &error);
                let _ = crate::wgsl::habits::found(part, &d);
            }
        }
    }
}
