//! Hints for the habits students bring from GLSL, HLSL and Shadertoy, and "did you
//! mean" for typos of names in scope and of WGSL's own words (by edit distance).

use super::diagnostic::Diagnostic;
use super::highlight::{TokenKind, tokens};
use super::translate::note;

/// A foreign word and its WGSL equivalent, `[English, Spanish]`.
const HABITS: &[(&str, [&str; 2])] = &[
    (
        "float",
        [
            "WGSL's type is `f32`: `var x: f32 = 1.0;` or `let x = 1.0;`",
            "en WGSL el tipo es `f32`: `var x: f32 = 1.0;` o `let x = 1.0;`",
        ],
    ),
    (
        "int",
        [
            "WGSL's type is `i32`; to convert, `i32(x)`",
            "en WGSL el tipo es `i32`; para convertir, `i32(x)`",
        ],
    ),
    (
        "uint",
        [
            "WGSL's type is `u32`; to convert, `u32(x)`",
            "en WGSL el tipo es `u32`; para convertir, `u32(x)`",
        ],
    ),
    (
        "double",
        [
            "WGSL has no `double` on the web; use `f32`",
            "WGSL no tiene `double` en la web; usa `f32`",
        ],
    ),
    (
        "vec2",
        [
            "WGSL spells it `vec2f` (or `vec2<f32>`)",
            "en WGSL se escribe `vec2f` (o `vec2<f32>`)",
        ],
    ),
    (
        "vec3",
        [
            "WGSL spells it `vec3f` (or `vec3<f32>`)",
            "en WGSL se escribe `vec3f` (o `vec3<f32>`)",
        ],
    ),
    (
        "vec4",
        [
            "WGSL spells it `vec4f` (or `vec4<f32>`)",
            "en WGSL se escribe `vec4f` (o `vec4<f32>`)",
        ],
    ),
    ("ivec2", ["WGSL spells it `vec2i`", "en WGSL se escribe `vec2i`"]),
    ("uvec2", ["WGSL spells it `vec2u`", "en WGSL se escribe `vec2u`"]),
    (
        "float2",
        [
            "HLSL's `float2` is WGSL's `vec2f`",
            "el `float2` de HLSL es `vec2f` en WGSL",
        ],
    ),
    (
        "float3",
        [
            "HLSL's `float3` is WGSL's `vec3f`",
            "el `float3` de HLSL es `vec3f` en WGSL",
        ],
    ),
    (
        "float4",
        [
            "HLSL's `float4` is WGSL's `vec4f`",
            "el `float4` de HLSL es `vec4f` en WGSL",
        ],
    ),
    (
        "half4",
        [
            "HLSL's `half4` is WGSL's `vec4f` (or `vec4h` with the shader-f16 feature)",
            "el `half4` de HLSL es `vec4f` en WGSL (o `vec4h` con la característica shader-f16)",
        ],
    ),
    ("mat4", ["WGSL spells it `mat4x4f`", "en WGSL se escribe `mat4x4f`"]),
    ("mat3", ["WGSL spells it `mat3x3f`", "en WGSL se escribe `mat3x3f`"]),
    (
        "float4x4",
        [
            "HLSL's `float4x4` is WGSL's `mat4x4f`",
            "el `float4x4` de HLSL es `mat4x4f` en WGSL",
        ],
    ),
    (
        "lerp",
        [
            "HLSL's `lerp(a, b, t)` is WGSL's `mix(a, b, t)`",
            "el `lerp(a, b, t)` de HLSL es `mix(a, b, t)` en WGSL",
        ],
    ),
    (
        "texelFetch",
        [
            "GLSL's `texelFetch(t, p, lod)` is WGSL's `textureLoad(t, p, lod)`",
            "el `texelFetch(t, p, lod)` de GLSL es `textureLoad(t, p, lod)` en WGSL",
        ],
    ),
    (
        "inversesqrt",
        [
            "GLSL's `inversesqrt(x)` is WGSL's `inverseSqrt(x)`",
            "el `inversesqrt(x)` de GLSL es `inverseSqrt(x)` en WGSL",
        ],
    ),
    (
        "frac",
        [
            "HLSL's `frac(x)` is WGSL's `fract(x)`",
            "el `frac(x)` de HLSL es `fract(x)` en WGSL",
        ],
    ),
    (
        "mul",
        [
            "HLSL's `mul(m, v)` is `m * v` in WGSL",
            "el `mul(m, v)` de HLSL es `m * v` en WGSL",
        ],
    ),
    (
        "rsqrt",
        [
            "HLSL's `rsqrt(x)` is WGSL's `inverseSqrt(x)`",
            "el `rsqrt(x)` de HLSL es `inverseSqrt(x)` en WGSL",
        ],
    ),
    (
        "ddx",
        [
            "HLSL's `ddx(x)` is WGSL's `dpdx(x)`",
            "el `ddx(x)` de HLSL es `dpdx(x)` en WGSL",
        ],
    ),
    (
        "ddy",
        [
            "HLSL's `ddy(x)` is WGSL's `dpdy(x)`",
            "el `ddy(x)` de HLSL es `dpdy(x)` en WGSL",
        ],
    ),
    (
        "mod",
        [
            "GLSL's `mod(x, y)` is `x - y * floor(x / y)` in WGSL; WGSL's `%` keeps the sign of `x`, so the two differ for negative numbers",
            "el `mod(x, y)` de GLSL es `x - y * floor(x / y)` en WGSL; el `%` de WGSL conserva el signo de `x`, así que difieren con números negativos",
        ],
    ),
    (
        "fmod",
        [
            "HLSL's `fmod(x, y)` is `x % y` in WGSL",
            "el `fmod(x, y)` de HLSL es `x % y` en WGSL",
        ],
    ),
    (
        "texture2D",
        [
            "sample with `textureSample(image, image_sampler, uv)`",
            "muestrea con `textureSample(image, image_sampler, uv)`",
        ],
    ),
    (
        "texture",
        [
            "sample with `textureSample(image, image_sampler, uv)`",
            "muestrea con `textureSample(image, image_sampler, uv)`",
        ],
    ),
    (
        "tex2D",
        [
            "sample with `textureSample(image, image_sampler, uv)`",
            "muestrea con `textureSample(image, image_sampler, uv)`",
        ],
    ),
    (
        "gl_FragCoord",
        [
            "take `@builtin(position) pos: vec4f` as a parameter of the @fragment function",
            "recibe `@builtin(position) pos: vec4f` como parámetro de la función @fragment",
        ],
    ),
    (
        "gl_FragColor",
        [
            "return the colour from a function declared `-> @location(0) vec4f`",
            "devuelve el color desde una función declarada `-> @location(0) vec4f`",
        ],
    ),
    (
        "gl_Position",
        [
            "return it from the @vertex function as `-> @builtin(position) vec4f`",
            "devuélvelo desde la función @vertex como `-> @builtin(position) vec4f`",
        ],
    ),
    (
        "fragColor",
        [
            "return the colour from a function declared `-> @location(0) vec4f`",
            "devuelve el color desde una función declarada `-> @location(0) vec4f`",
        ],
    ),
    (
        "fragCoord",
        [
            "take `@builtin(position) pos: vec4f` as a parameter of the @fragment function",
            "recibe `@builtin(position) pos: vec4f` como parámetro de la función @fragment",
        ],
    ),
    (
        "iTime",
        [
            "Shadertoy's `iTime` is `frame.time` here (README: the Frame uniform)",
            "el `iTime` de Shadertoy aquí es `frame.time` (README: el uniforme Frame)",
        ],
    ),
    (
        "iResolution",
        [
            "Shadertoy's `iResolution` is `frame.resolution` here",
            "el `iResolution` de Shadertoy aquí es `frame.resolution`",
        ],
    ),
    (
        "iMouse",
        [
            "Shadertoy's `iMouse` is `frame.mouse` here",
            "el `iMouse` de Shadertoy aquí es `frame.mouse`",
        ],
    ),
    (
        "iFrame",
        [
            "Shadertoy's `iFrame` is `frame.frame` here",
            "el `iFrame` de Shadertoy aquí es `frame.frame`",
        ],
    ),
    (
        "iChannel0",
        [
            "the lesson picture is `image`, sampled with `image_sampler`",
            "la imagen de la lección es `image`, muestreada con `image_sampler`",
        ],
    ),
    (
        "uniform",
        [
            "declare it `@group(0) @binding(0) var<uniform> name: T;`",
            "decláralo `@group(0) @binding(0) var<uniform> nombre: T;`",
        ],
    ),
    (
        "void",
        [
            "a function without a result is `fn name() { ... }`",
            "una función sin resultado es `fn nombre() { ... }`",
        ],
    ),
    (
        "precision",
        [
            "WGSL has no precision qualifiers; f32 is f32",
            "WGSL no tiene calificadores de precisión; f32 es f32",
        ],
    ),
    (
        "#",
        [
            "WGSL has no preprocessor (`#version`, `#define`): use `const` and `override`",
            "WGSL no tiene preprocesador (`#version`, `#define`): usa `const` y `override`",
        ],
    ),
    (
        "let",
        [
            "at module scope WGSL uses `const NAME = ...;` (or `override`)",
            "fuera de las funciones WGSL usa `const NOMBRE = ...;` (u `override`)",
        ],
    ),
    (
        "in",
        [
            "inputs are parameters of the entry point, with `@location(n)`",
            "las entradas son parámetros del punto de entrada, con `@location(n)`",
        ],
    ),
    (
        "out",
        [
            "outputs are the entry point's result, with `@location(n)`",
            "las salidas son el resultado del punto de entrada, con `@location(n)`",
        ],
    ),
    (
        "?",
        [
            "WGSL has no `? :`: write `select(if_false, if_true, condition)`",
            "WGSL no tiene `? :`: escribe `select(si_falso, si_cierto, condición)`",
        ],
    ),
    (
        "++",
        [
            "`i++` is a statement of its own in WGSL: write `i++;` on its own line, then use `i`",
            "`i++` es una sentencia aparte en WGSL: escribe `i++;` en su propia línea y luego usa `i`",
        ],
    ),
    (
        "atan",
        [
            "two-argument arctangent is `atan2(y, x)` in WGSL",
            "el arcotangente de dos argumentos es `atan2(y, x)` en WGSL",
        ],
    ),
];

/// Every word WGSL knows, for "did you mean".
fn wgsl_words() -> impl Iterator<Item = &'static str> {
    super::highlight::known_words().chain([
        "return",
        "fragment",
        "vertex",
        "compute",
        "location",
        "builtin",
        "group",
        "binding",
        "workgroup_size",
        "interpolate",
        "position",
        "front_facing",
        "frag_depth",
        "vertex_index",
        "instance_index",
        "global_invocation_id",
        "local_invocation_id",
        "local_invocation_index",
        "workgroup_id",
        "num_workgroups",
        "sample_index",
        "sample_mask",
    ])
}

/// The habit note for `word`, if it is a foreign idiom.
fn habit(word: &str) -> Option<[&'static str; 2]> {
    HABITS.iter().find(|(w, _)| *w == word).map(|(_, text)| *text)
}

/// The closest known word within two edits, if any.
fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let len = word.chars().count();
    if !(3..=40).contains(&len) {
        return None;
    }
    candidates
        .filter(|c| *c != word && c.len().abs_diff(word.len()) <= 2)
        .map(|c| (strsim::damerau_levenshtein(word, c), c))
        .filter(|(d, c)| *d <= 2 && *d < c.len())
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// The struct member closest to `word`: by spelling, or the one member it begins.
fn closest_member(source: &str, word: &str) -> Option<String> {
    let toks: Vec<_> = tokens(source)
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .map(|(r, _)| &source[r])
        .collect();
    // `name :` inside `struct S { … }`.
    let mut members = Vec::new();
    let mut in_struct = false;
    for (i, t) in toks.iter().enumerate() {
        match *t {
            "struct" => in_struct = true,
            "}" => in_struct = false,
            ":" if in_struct && i > 0 => members.push(toks[i - 1]),
            _ => {}
        }
    }
    if let Some(guess) = closest(word, members.iter().copied()) {
        return Some(guess.to_owned());
    }
    let mut starting = members.iter().filter(|m| m.starts_with(word) && **m != word);
    match (starting.next(), starting.next()) {
        (Some(only), None) if !word.is_empty() => Some((*only).to_owned()),
        _ => None,
    }
}

/// The word or symbol a diagnostic is about: its quoted name, else the token at its span.
fn subject(source: &str, d: &Diagnostic) -> Option<String> {
    let span = d.span?;
    let text = source.get(span.start..span.end)?.trim();
    if !text.is_empty() {
        return Some(text.to_owned());
    }
    None
}

/// C's declaration order (`vec3f c = …;`, `for (i32 i = 0; …)`) and a `let` without a
/// value (`let x: f32;`): the WGSL form, as a note. Tells whether it added one.
fn declaration_habit(source: &str, d: &mut Diagnostic, before: Option<&str>) -> bool {
    let Some(span) = d.span else { return false };
    let found = d
        .message
        .rsplit("found ")
        .next()
        .unwrap_or_default()
        .trim_matches('"')
        .to_owned();
    let type_before =
        before.filter(|b| tokens(b).first().is_some_and(|(_, k)| *k == TokenKind::Type) || habit(b).is_some());
    if d.message.starts_with("expected assignment or increment/decrement")
        && let Some(ty) = type_before
        && found.chars().all(|c| c == '_' || c.is_alphanumeric())
    {
        let wgsl_ty = match ty {
            "float" => "f32",
            "int" => "i32",
            "uint" => "u32",
            t => t,
        };
        note(
            d,
            format!(
                "hint: WGSL writes the name first: `var {found}: {wgsl_ty} = …;` (or `let {found} = …;` if it never changes)"
            ),
            format!(
                "pista: WGSL escribe primero el nombre: `var {found}: {wgsl_ty} = …;` (o `let {found} = …;` si nunca cambia)"
            ),
        );
        return true;
    }
    // `let x: f32;`: the statement starts with `let` and ends before a value.
    let statement_start = tokens(source.get(..span.start).unwrap_or_default())
        .into_iter()
        .rev()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .take_while(|(r, _)| !matches!(&source[r.clone()], ";" | "{" | "}"))
        .last()
        .map(|(r, _)| source[r].to_owned());
    if found == ";" && statement_start.as_deref() == Some("let") {
        note(
            d,
            "hint: a `let` needs its value where it is declared (`let x: f32 = 0.0;`); to give the value later, use `var x: f32;`".to_owned(),
            "pista: un `let` necesita su valor donde se declara (`let x: f32 = 0.0;`); para darle el valor después, usa `var x: f32;`".to_owned(),
        );
        return true;
    }
    false
}

/// The word just before the diagnostic's span (`float` in `float x = 1.0;`).
fn word_before(source: &str, d: &Diagnostic) -> Option<String> {
    let span = d.span?;
    tokens(source.get(..span.start)?)
        .into_iter()
        .rev()
        .find(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .map(|(r, _)| source[r].to_owned())
}

/// Adds the habit and typo notes that fit a parse diagnostic.
pub(super) fn add(source: &str, d: &mut Diagnostic) {
    let code = d.code.unwrap_or_default();
    let subject = subject(source, d);
    let mut candidates: Vec<String> = Vec::new();
    if let Some(word) = &subject {
        candidates.push(word.clone());
        // `@location(0)`: the attribute's name.
        candidates.push(
            word.trim_start_matches('@')
                .split('(')
                .next()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    let before = (code == "W0105").then(|| word_before(source, d)).flatten();
    if code == "W0105" {
        if let Some(before) = &before {
            candidates.push(before.clone());
        }
        // The token found instead: a foreign operator anywhere, a foreign declaration
        // only where a module-scope declaration was expected.
        if let Some(found) = d.message.rsplit("found ").next().map(|f| f.trim_matches('"')) {
            let at_module_scope = d.message.starts_with("expected a declaration");
            if at_module_scope || matches!(found, "?" | "++") {
                candidates.push(found.to_owned());
            }
        }
    }
    if code == "W0105" && declaration_habit(source, d, before.as_deref()) {
        return;
    }
    if let Some([en, es]) = candidates.iter().find_map(|w| habit(w)) {
        note(d, format!("hint: {en}"), format!("pista: {es}"));
        return;
    }
    if !matches!(code, "W0101" | "W0102" | "W0103" | "W0104" | "W0105") {
        return;
    }
    if code == "W0104" {
        // A member: the members the text's structs declare, never global names.
        if let Some(word) = &subject
            && let Some(guess) = closest_member(source, word)
        {
            note(
                d,
                format!("did you mean '{guess}'?"),
                format!("¿quisiste decir '{guess}'?"),
            );
        }
        return;
    }
    if code == "W0101"
        && let (Some(name), Some(span)) = (&subject, d.span)
        && let Some(at) = declared_after(source, name, span.end)
    {
        let (line, col) = (at.line, at.column);
        note(
            d,
            format!(
                "'{name}' is declared later, at {line}:{col}: in a function, a name exists only after its declaration"
            ),
            format!(
                "'{name}' se declara más adelante, en {line}:{col}: dentro de una función, un nombre existe solo después de su declaración"
            ),
        );
        return;
    }
    let in_text: Vec<&str> = tokens(source)
        .into_iter()
        .filter(|(_, k)| *k == TokenKind::Ident)
        .map(|(r, _)| &source[r])
        .collect();
    // A misplaced word (`retrun vec4f(...)`) is the word before the syntax error.
    let candidates = if code == "W0105" {
        before.into_iter().collect()
    } else {
        candidates
    };
    for word in &candidates {
        let bare = word.trim_start_matches('@');
        let mut known: Vec<&str> = wgsl_words().collect();
        known.extend(in_text.iter().copied().filter(|w| *w != bare));
        if let Some(guess) = closest(bare, known.into_iter()) {
            note(
                d,
                format!("did you mean '{guess}'?"),
                format!("¿quisiste decir '{guess}'?"),
            );
            return;
        }
    }
}

/// Where `let name`, `var name` or `const name` appears after `from`, if it does.
fn declared_after(source: &str, name: &str, from: usize) -> Option<super::Span> {
    let toks: Vec<_> = tokens(source)
        .into_iter()
        .filter(|(r, k)| r.start >= from && !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .collect();
    toks.windows(2).find_map(|w| {
        let (kw, id) = (&source[w[0].0.clone()], &source[w[1].0.clone()]);
        (matches!(kw, "let" | "var" | "const") && id == name).then(|| super::Span::from_bytes(source, w[1].0.clone()))
    })
}

/// How to make the two sides of an operator match, `[English, Spanish]`.
pub(super) fn operand_fix(lhs: &naga::TypeInner, rhs: &naga::TypeInner, lt: &str, rt: &str) -> (String, String) {
    let scalar = |t: &naga::TypeInner| t.scalar();
    let size = |t: &naga::TypeInner| match t {
        naga::TypeInner::Vector { size, .. } => Some(*size as u8),
        _ => None,
    };
    match (scalar(lhs), scalar(rhs)) {
        (Some(a), Some(b)) if a != b => {
            let name = scalar_name(a);
            (
                format!("WGSL never converts between '{lt}' and '{rt}' on its own: convert one side, for example `{name}(...)`"),
                format!("WGSL nunca convierte entre '{lt}' y '{rt}' por su cuenta: convierte uno de los lados, por ejemplo `{name}(...)`"),
            )
        }
        _ if size(lhs).is_some() && size(rhs).is_some() && size(lhs) != size(rhs) => (
            "both vectors must have the same size: pick components with a swizzle (`.xyz`) or extend with a constructor (`vec4f(v, 1.0)`)".to_owned(),
            "los dos vectores tienen que tener el mismo tamaño: elige componentes con un swizzle (`.xyz`) o amplía con un constructor (`vec4f(v, 1.0)`)".to_owned(),
        ),
        _ => (
            "the two sides of this operator must have matching types".to_owned(),
            "los dos lados de este operador tienen que tener tipos compatibles".to_owned(),
        ),
    }
}

fn scalar_name(s: naga::Scalar) -> &'static str {
    match (s.kind, s.width) {
        (naga::ScalarKind::Float, 2) => "f16",
        (naga::ScalarKind::Sint, _) => "i32",
        (naga::ScalarKind::Uint, _) => "u32",
        (naga::ScalarKind::Bool, _) => "bool",
        _ => "f32",
    }
}

#[cfg(test)]
mod tests {
    /// The notes of the first diagnostic of a fragment shader whose body starts with
    /// `line`.
    fn notes(line: &str) -> Vec<String> {
        let src = format!(
            "@group(0) @binding(1) var image: texture_2d<f32>;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {{\n  {line}\n  return vec4f(1.0);\n}}\n"
        );
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::lesson::SceneKind::Fullscreen,
            overrides: &none,
        };
        crate::wgsl::validate(&src, &opts).diagnostics[0].notes.clone()
    }

    /// Issue 23's habits: each gets the WGSL form (`for (i32 i …` used to get "did you
    /// mean 'f32'?", `let x: f32;` "did you mean 'i32'?").
    #[test]
    fn habits_from_other_languages_get_the_wgsl_form() {
        for (line, hint) in [
            ("let c = texelFetch(image, vec2i(0), 0);", "textureLoad(t, p, lod)"),
            ("let r = inversesqrt(uv.x);", "inverseSqrt(x)"),
            ("vec3f c = vec3f(1.0);", "`var c: vec3f = …;`"),
            ("for (i32 i = 0; i < 4; i++) {}", "`var i: i32 = …;`"),
            ("let x: f32;", "use `var x: f32;`"),
        ] {
            let notes = notes(line);
            assert!(
                notes.iter().any(|n| n.starts_with("hint:") && n.contains(hint)),
                "{line}: {notes:?}"
            );
            assert!(
                !notes.iter().any(|n| n.starts_with("did you mean")),
                "{line}: {notes:?}"
            );
        }
    }

    /// A member's "did you mean" offers the struct's members, not global names (`v.pos`
    /// used to get 'cos').
    #[test]
    fn a_misspelled_member_gets_a_member() {
        let src = "struct V { position: vec4f, color: vec3f }\n@fragment\nfn fs() -> @location(0) vec4f {\n  var v: V;\n  return v.{m};\n}\n";
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::lesson::SceneKind::Fullscreen,
            overrides: &none,
        };
        for (typed, meant) in [("pos", Some("position")), ("colr", Some("color")), ("cos", None)] {
            let report = crate::wgsl::validate(&src.replace("{m}", typed), &opts);
            let d = &report.diagnostics[0];
            assert_eq!(d.code, Some("W0104"));
            let guess = d
                .notes
                .iter()
                .find_map(|n| n.strip_prefix("did you mean '")?.strip_suffix("'?"));
            assert_eq!(guess, meant, "{typed}: {:?}", d.notes);
        }
    }
}
