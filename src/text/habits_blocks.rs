//! The diagnostics of habits from other languages that are a whole block (W1032-W1035):
//! Rust's `impl` block and `match`, HLSL's `cbuffer` and GLSL's `inout` parameter. Each
//! headline shows the WGSL form, `{fix}`, built from the student's own names. Same shape
//! as [`super::habits::ENTRIES`].

use super::Phrase;
use super::entry::Entry;

/// The block habits, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W1032",
        headline: Phrase {
            es: "`{word}` es un bloque `impl` de Rust; WGSL no tiene métodos: cada uno es una función que recibe el struct, `{fix}`",
            en: "`{word}` is a Rust `impl` block; WGSL has no methods: each one is a function that takes the struct, `{fix}`",
        },
        label: Phrase {
            es: "un bloque `impl` de Rust",
            en: "a Rust `impl` block",
        },
        note: Phrase {
            es: "pista: `self` pasa a ser el primer parámetro, `{param}`, y `x.{method}(…)` se llama `{function}(x, …)`; con `&mut self` el parámetro es un `ptr<function, {ty}>` y se pasa `&x`",
            en: "hint: `self` becomes the first parameter, `{param}`, and `x.{method}(…)` is called `{function}(x, …)`; with `&mut self` the parameter is a `ptr<function, {ty}>` and the call passes `&x`",
        },
        explain: Phrase {
            es: "Rust añade métodos a un tipo en un bloque `impl` y los llama con `x.metodo()`. WGSL no tiene bloques `impl` ni métodos (y `self` es una palabra reservada): cada método se escribe como una función libre que recibe el struct como primer parámetro, `fn light_at(light: Light, d: f32)`, y se llama `light_at(light, d)`.",
            en: "Rust adds methods to a type in an `impl` block and calls them as `x.method()`. WGSL has no `impl` blocks and no methods (and `self` is a reserved word): each method is written as a free function that takes the struct as its first parameter, `fn light_at(light: Light, d: f32)`, and is called `light_at(light, d)`.",
        },
        wrong: "struct Light {\n    strength: f32,\n}\nimpl Light {\n    fn at(&self, d: f32) -> f32 {\n        return self.strength / (1.0 + d * d);\n    }\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let light = Light(2.0);\n    return vec4f(light.at(uv.x));\n}",
        right: "struct Light {\n    strength: f32,\n}\nfn light_at(light: Light, d: f32) -> f32 {\n    return light.strength / (1.0 + d * d);\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let light = Light(2.0);\n    return vec4f(light_at(light, uv.x));\n}",
    },
    Entry {
        code: "W1033",
        headline: Phrase {
            es: "`{word}` es el `match` de Rust; en WGSL se escribe `{fix}`",
            en: "`{word}` is Rust's `match`; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un `match` de Rust",
            en: "a Rust `match`",
        },
        note: Phrase {
            es: "pista: cada rama `p => …` es un `case p: { … }`, la rama `_` es `default: { … }` (que `switch` siempre necesita) y los casos solo pueden ser enteros constantes; para elegir uno de dos valores, `select(no, sí, condición)`",
            en: "hint: each arm `p => …` is a `case p: { … }`, the `_` arm is `default: { … }` (which `switch` always needs) and cases can only be constant integers; to choose one of two values, `select(no, yes, condition)`",
        },
        explain: Phrase {
            es: "Rust elige con `match x { 0 => a, _ => b }`, que además es una expresión con valor. En WGSL `switch` es una sentencia: `switch x { case 0: { … } default: { … } }`, sin valor; para dar valor a una variable se declara antes con `var` y cada caso la asigna, o, con dos ramas, se escribe `select(b, a, x == 0)`.",
            en: "Rust chooses with `match x { 0 => a, _ => b }`, which is also an expression with a value. In WGSL `switch` is a statement: `switch x { case 0: { … } default: { … } }`, with no value; to give a variable its value, declare it before with `var` and assign it in each case, or, with two arms, write `select(b, a, x == 0)`.",
        },
        wrong: "    let band = u32(uv.x * 2.0);\n    let shade = match band {\n        0u => 0.2,\n        _ => 1.0,\n    };\n    return vec4f(shade);\n}",
        right: "    let band = u32(uv.x * 2.0);\n    let shade = select(1.0, 0.2, band == 0u);\n    return vec4f(shade);\n}",
    },
    Entry {
        code: "W1034",
        headline: Phrase {
            es: "`{word}` es un `cbuffer` de HLSL; en WGSL es un struct y un búfer uniforme: `{fix}`",
            en: "`{word}` is an HLSL `cbuffer`; in WGSL it is a struct and a uniform buffer: `{fix}`",
        },
        label: Phrase {
            es: "un `cbuffer` de HLSL",
            en: "an HLSL `cbuffer`",
        },
        note: Phrase {
            es: "pista: `register(bN, spaceM)` pasa a ser `@group(M) @binding(N)`, cada miembro se declara `nombre: tipo` y se lee a través de la variable: `{use}`",
            en: "hint: `register(bN, spaceM)` becomes `@group(M) @binding(N)`, each member is declared `name: type` and read through the variable: `{use}`",
        },
        explain: Phrase {
            es: "HLSL declara sus constantes en un `cbuffer` con un registro y las lee por su nombre. WGSL declara un `struct` con los miembros y una variable `var<uniform>` de ese tipo con `@group` y `@binding`; cada miembro se lee a través de la variable: `params.tint`.",
            en: "HLSL declares its constants in a `cbuffer` with a register and reads them by their names. WGSL declares a `struct` with the members and a `var<uniform>` variable of that type with `@group` and `@binding`; each member is read through the variable: `params.tint`.",
        },
        wrong: "cbuffer Params : register(b0) {\n    float4 tint;\n};\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return tint * uv.x;\n}",
        right: "struct Params {\n    tint: vec4f,\n}\n@group(0) @binding(0) var<uniform> params: Params;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return params.tint * uv.x;\n}",
    },
    Entry {
        code: "W1035",
        headline: Phrase {
            es: "`{word}` es un parámetro `{kw}` de GLSL; en WGSL es un puntero: `{fix}`",
            en: "`{word}` is a GLSL `{kw}` parameter; in WGSL it is a pointer: `{fix}`",
        },
        label: Phrase {
            es: "un parámetro `{kw}` de GLSL",
            en: "a GLSL `{kw}` parameter",
        },
        note: Phrase {
            es: "pista: la función lee y escribe `*{name}` (y `(*{name}).x` para un miembro), y quien llama pasa la dirección de su variable: `&v`",
            en: "hint: the function reads and writes `*{name}` (and `(*{name}).x` for a member), and the caller passes the address of its variable: `&v`",
        },
        explain: Phrase {
            es: "GLSL cambia un argumento de quien llama con un parámetro `inout` (u `out`). WGSL pasa un puntero: el parámetro es `x: ptr<function, f32>`, la función lee y escribe `*x`, y quien llama pasa `&v`, la dirección de una variable `var`.",
            en: "GLSL changes a caller's argument through an `inout` (or `out`) parameter. WGSL passes a pointer: the parameter is `x: ptr<function, f32>`, the function reads and writes `*x`, and the caller passes `&v`, the address of a `var` variable.",
        },
        wrong: "void darken(inout float x) {\n    x = x * 0.5;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var v = uv.x;\n    darken(v);\n    return vec4f(v);\n}",
        right: "fn darken(x: ptr<function, f32>) {\n    *x = *x * 0.5;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var v = uv.x;\n    darken(&v);\n    return vec4f(v);\n}",
    },
];
