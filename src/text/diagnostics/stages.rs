//! Entry points and their stages: `@location` and `@builtin` inputs and outputs, the vertex position, built-ins a stage cannot use (W0301-W0307).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0301",
        headline: Phrase {
            es: "{what_es} del punto de entrada '{ep}' necesita @location(n) o @builtin(...)",
            en: "{what} of entry point '{ep}' needs @location(n) or @builtin(...)",
        },
        label: Phrase {
            es: "aquí no hay @location ni @builtin",
            en: "no @location or @builtin here",
        },
        note: Phrase {
            es: "el color de un fragment shader sale por `-> @location(0) vec4f`",
            en: "a fragment shader's color goes out at `-> @location(0) vec4f`",
        },
        explain: Phrase {
            es: "Todo lo que un punto de entrada recibe o entrega cruza el pipeline, así que cada valor dice adónde va: un @location numerado o un valor @builtin.",
            en: "Everything an entry point takes in or gives out crosses the pipeline, so each value says where it goes: a numbered @location or a @builtin value.",
        },
        wrong: "@fragment\nfn fs() -> vec4f { return vec4f(1.0); }",
        right: "@fragment\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
    },
    Entry {
        code: "W0302",
        headline: Phrase {
            es: "un punto de entrada @vertex tiene que devolver @builtin(position)",
            en: "a @vertex entry point must return @builtin(position)",
        },
        label: Phrase {
            es: "su salida no tiene @builtin(position)",
            en: "no @builtin(position) in its output",
        },
        note: Phrase {
            es: "devuelve `@builtin(position) vec4f` o un struct que tenga ese miembro",
            en: "return `@builtin(position) vec4f`, or a struct with such a member",
        },
        explain: Phrase {
            es: "El rasterizador necesita la posición de cada vértice en el espacio de recorte: es la única salida que todo vertex shader tiene que producir.",
            en: "The rasterizer needs each vertex's clip-space position; it is the one output every vertex shader must produce.",
        },
        wrong: "@vertex\nfn vs() -> @location(0) vec4f { return vec4f(0.0); }",
        right: "@vertex\nfn vs() -> @builtin(position) vec4f { return vec4f(0.0, 0.0, 0.0, 1.0); }",
    },
    Entry {
        code: "W0303",
        headline: Phrase {
            es: "'{call}' no se puede usar en un shader {stage}",
            en: "'{call}' cannot be used in a {stage} shader",
        },
        label: Phrase {
            es: "se usa aquí",
            en: "used here",
        },
        note: Phrase {
            es: "el muestreo con derivadas implícitas y las derivadas solo existen en shaders @fragment; en otras etapas usa `textureSampleLevel(t, s, uv, 0.0)`",
            en: "implicit-derivative sampling and derivatives exist only in @fragment shaders; elsewhere use `textureSampleLevel(t, s, uv, 0.0)`",
        },
        explain: Phrase {
            es: "`textureSample`, `dpdx`, `dpdy` y `fwidth` necesitan los píxeles vecinos, que solo existen en los fragment shaders.",
            en: "`textureSample`, `dpdx`, `dpdy` and `fwidth` need neighbouring pixels, which only fragment shaders have.",
        },
        wrong: "let c = textureSample(image, image_sampler, uv);",
        right: "let c = textureSampleLevel(image, image_sampler, uv, 0.0);",
    },
    Entry {
        code: "W0304",
        headline: Phrase {
            es: "@location({n}) aparece dos veces en la misma interfaz",
            en: "@location({n}) is used twice in the same interface",
        },
        label: Phrase {
            es: "el segundo @location({n})",
            en: "the second @location({n})",
        },
        note: Phrase {
            es: "da a cada valor su propia ubicación",
            en: "give each value its own location",
        },
        explain: Phrase {
            es: "Cada número de @location de las entradas (o salidas) de un punto de entrada es un hueco distinto; dos valores no pueden compartirlo.",
            en: "Each @location number of an entry point's inputs (or outputs) is a separate slot; two values cannot share one.",
        },
        wrong: "struct Out { @location(0) a: vec4f, @location(0) b: vec4f }",
        right: "struct Out { @location(0) a: vec4f, @location(1) b: vec4f }",
    },
    Entry {
        code: "W0305",
        headline: Phrase {
            es: "@builtin({name}) tiene que ser '{want}', pero es '{got}'",
            en: "@builtin({name}) must be '{want}', got '{got}'",
        },
        label: Phrase {
            es: "declarado como '{got}'",
            en: "declared '{got}'",
        },
        note: Phrase {
            es: "decláralo como '{want}'",
            en: "declare it as '{want}'",
        },
        explain: Phrase {
            es: "Cada valor integrado tiene un tipo fijo: position es vec4<f32>, vertex_index es u32 y front_facing es bool.",
            en: "Each built-in value has one fixed type: position is vec4<f32>, vertex_index is u32, front_facing is bool.",
        },
        wrong: "@fragment fn fs(@builtin(position) p: vec3f) -> @location(0) vec4f { return vec4f(p, 1.0); }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0306",
        headline: Phrase {
            es: "@builtin({name}) no existe en un punto de entrada {stage}",
            en: "@builtin({name}) is not available in a {stage} entry point",
        },
        label: Phrase {
            es: "no disponible aquí",
            en: "not available here",
        },
        note: Phrase {
            es: "vertex_index e instance_index son entradas del vertex shader; position es entrada del fragment shader; los valores *_id son entradas de compute",
            en: "vertex_index and instance_index are vertex inputs; position is a fragment input; the *_id values are compute inputs",
        },
        explain: Phrase {
            es: "Los valores integrados pertenecen a una etapa. Un fragment shader no puede leer vertex_index: pásale lo que necesite con una salida @location del vertex shader.",
            en: "Built-in values belong to stages. A fragment shader cannot read vertex_index; pass what it needs through a @location output of the vertex shader.",
        },
        wrong: "@fragment fn fs(@builtin(vertex_index) i: u32) -> @location(0) vec4f { return vec4f(f32(i)); }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0307",
        headline: Phrase {
            es: "un valor @location tiene que ser un número o un vector de números",
            en: "a @location value must be a number or a vector of numbers",
        },
        label: Phrase {
            es: "no es numérico",
            en: "not numeric",
        },
        note: Phrase {
            es: "pasa un u32 (0 o 1) en lugar de un bool",
            en: "pass a u32 (0 or 1) instead of a bool",
        },
        explain: Phrase {
            es: "Los valores entre etapas se interpolan o copian como números; bool, arrays y structs no pueden cruzar por un @location.",
            en: "Values between stages are interpolated or copied as numbers; bool, arrays and structs cannot cross at a @location.",
        },
        wrong: "@fragment fn fs(@location(0) on: bool) -> @location(0) vec4f { return vec4f(1.0); }",
        right: "@fragment fn fs(@location(0) @interpolate(flat) on: u32) -> @location(0) vec4f { return vec4f(f32(on)); }",
    },
];
