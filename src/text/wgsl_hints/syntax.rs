//! The words and symbols of other languages' syntax (`uniform`, `void`, `#`, `?`, `++`, `inout`, `cbuffer`, `impl`, `match`, `elif`) and WGSL's forms.

use crate::text::Phrase;

/// A word of another language and its WGSL equivalent.
pub(super) const HABITS: &[(&str, Phrase)] = &[
    (
        "uniform",
        Phrase {
            es: "decláralo `@group(0) @binding(0) var<uniform> nombre: T;`",
            en: "declare it `@group(0) @binding(0) var<uniform> name: T;`",
        },
    ),
    (
        "void",
        Phrase {
            es: "una función sin resultado es `fn nombre() { ... }`",
            en: "a function without a result is `fn name() { ... }`",
        },
    ),
    (
        "precision",
        Phrase {
            es: "WGSL no tiene calificadores de precisión; f32 es f32",
            en: "WGSL has no precision qualifiers; f32 is f32",
        },
    ),
    (
        "#",
        Phrase {
            es: "WGSL no tiene preprocesador (`#version`, `#define`): usa `const` y `override`",
            en: "WGSL has no preprocessor (`#version`, `#define`): use `const` and `override`",
        },
    ),
    (
        "let",
        Phrase {
            es: "fuera de las funciones WGSL usa `const NOMBRE = ...;` (u `override`)",
            en: "at module scope WGSL uses `const NAME = ...;` (or `override`)",
        },
    ),
    (
        "in",
        Phrase {
            es: "las entradas son parámetros del punto de entrada, con `@location(n)`",
            en: "inputs are parameters of the entry point, with `@location(n)`",
        },
    ),
    (
        "out",
        Phrase {
            es: "las salidas son el resultado del punto de entrada, con `@location(n)`",
            en: "outputs are the entry point's result, with `@location(n)`",
        },
    ),
    (
        "?",
        Phrase {
            es: "WGSL no tiene `? :`: escribe `select(si_falso, si_cierto, condición)`",
            en: "WGSL has no `? :`: write `select(if_false, if_true, condition)`",
        },
    ),
    (
        "++",
        Phrase {
            es: "`i++` es una sentencia aparte en WGSL: escribe `i++;` en su propia línea y luego usa `i`",
            en: "`i++` is a statement of its own in WGSL: write `i++;` on its own line, then use `i`",
        },
    ),
    (
        "inout",
        Phrase {
            es: "el parámetro `inout` de GLSL es un puntero en WGSL: `c: ptr<function, vec3f>`, que se lee y se escribe como `*c` y se pasa como `&v`",
            en: "GLSL's `inout` parameter is a pointer in WGSL: `c: ptr<function, vec3f>`, read and written as `*c` and passed as `&v`",
        },
    ),
    (
        "cbuffer",
        Phrase {
            es: "el `cbuffer` de HLSL es un búfer uniforme en WGSL: un `struct Params { … }` y `@group(0) @binding(0) var<uniform> params: Params;`",
            en: "HLSL's `cbuffer` is a uniform buffer in WGSL: a `struct Params { … }` and `@group(0) @binding(0) var<uniform> params: Params;`",
        },
    ),
    (
        "impl",
        Phrase {
            es: "WGSL no tiene métodos ni bloques `impl`: escribe una función que recibe el struct, `fn aspect(f: Frame) -> f32`, y llámala `aspect(frame)`",
            en: "WGSL has no methods and no `impl` blocks: write a function that takes the struct, `fn aspect(f: Frame) -> f32`, and call it `aspect(frame)`",
        },
    ),
    (
        "match",
        Phrase {
            es: "el `match` de Rust es `switch` en WGSL: `switch x { case 0u: { … } default: { … } }`",
            en: "Rust's `match` is WGSL's `switch`: `switch x { case 0u: { … } default: { … } }`",
        },
    ),
    (
        "|",
        Phrase {
            es: "WGSL no tiene clausuras `|x| …`: declara una función, `fn square(x: f32) -> f32 { return x * x; }`",
            en: "WGSL has no closures `|x| …`: declare a function, `fn square(x: f32) -> f32 { return x * x; }`",
        },
    ),
    (
        "elif",
        Phrase {
            es: "el `elif` de Python es `else if` en WGSL",
            en: "Python's `elif` is WGSL's `else if`",
        },
    ),
];
