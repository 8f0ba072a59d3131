//! What naga's validator can refuse that has no entry of its own elsewhere, part two
//! (W0839-W0846): calls, atomics, subgroups, constants, evaluation at shader-creation
//! time, features WebGPU lacks, and the compiler's own inconsistencies. Same shape as
//! [`super::naga_checks`].

use super::Phrase;
use super::entry::Entry;

/// The entries, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0839",
        headline: Phrase {
            es: "esta llamada a `{name}` no encaja con su declaración",
            en: "this call to `{name}` does not fit its declaration",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "pasa tantos argumentos como parámetros tiene la función, cada uno de su tipo",
            en: "pass as many arguments as the function has parameters, each of its type",
        },
        explain: Phrase {
            es: "Una llamada a una función declarada en el shader pasa un argumento por parámetro, del mismo tipo, y usa el resultado solo si la función devuelve algo.",
            en: "A call to a function declared in the shader passes one argument per parameter, of the same type, and uses the result only if the function returns something.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0840",
        headline: Phrase {
            es: "esta operación atómica no es válida",
            en: "this atomic operation is not valid",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "una función `atomic*` toma un puntero `&a` a un `atomic<i32>` o `atomic<u32>` en `storage, read_write` o `workgroup`, y valores del mismo tipo entero",
            en: "an `atomic*` function takes a pointer `&a` to an `atomic<i32>` or `atomic<u32>` in `storage, read_write` or `workgroup`, and values of the same integer type",
        },
        explain: Phrase {
            es: "Las funciones atómicas (`atomicAdd`, `atomicStore`, …) trabajan sobre variables `atomic<i32>` o `atomic<u32>` compartidas, a través de un puntero. Sus operandos tienen que ser del tipo entero del atómico.",
            en: "Atomic functions (`atomicAdd`, `atomicStore`, …) work on shared `atomic<i32>` or `atomic<u32>` variables, through a pointer. Their operands must be of the atomic's integer type.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0841",
        headline: Phrase {
            es: "esta operación de subgrupo no es válida",
            en: "this subgroup operation is not valid",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "las operaciones de subgrupo toman un escalar o vector numérico; además necesitan la extensión `subgroups`, que Lienzo no activa",
            en: "subgroup operations take a numeric scalar or vector; they also need the `subgroups` extension, which Lienzo does not turn on",
        },
        explain: Phrase {
            es: "Las operaciones de subgrupo (`subgroupAdd`, `subgroupBroadcast`, …) combinan valores entre invocaciones de un mismo subgrupo. Admiten tipos numéricos concretos y necesitan una extensión opcional de WebGPU.",
            en: "Subgroup operations (`subgroupAdd`, `subgroupBroadcast`, …) combine values between invocations of one subgroup. They take given numeric types and need an optional WebGPU extension.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0842",
        headline: Phrase {
            es: "la constante o el override `{name}` no es válido",
            en: "the constant or override `{name}` is not valid",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "un `const` necesita un valor conocido al escribir el shader y un `override` un tipo escalar (`f32`, `i32`, `u32`, `bool`); el valor debe ser del tipo declarado",
            en: "a `const` needs a value known when the shader is written, and an `override` a scalar type (`f32`, `i32`, `u32`, `bool`); the value must be of the declared type",
        },
        explain: Phrase {
            es: "Un `const` se calcula al compilar y un `override` al crear el pipeline. Sus valores solo pueden depender de otras constantes y overrides, y su tipo debe poder construirse; un `override` además debe ser escalar.",
            en: "A `const` is computed at compile time and an `override` when the pipeline is created. Their values can only depend on other constants and overrides, and their type must be constructible; an `override` must also be a scalar.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0843",
        headline: Phrase {
            es: "este valor no es un número finito",
            en: "this value is not a finite number",
        },
        label: Phrase {
            es: "valor no finito",
            en: "non-finite value",
        },
        note: Phrase {
            es: "WGSL no admite infinitos ni NaN en sus valores constantes; revisa divisiones y potencias que crezcan demasiado",
            en: "WGSL allows no infinities or NaN in its constant values; check divisions and powers that grow too large",
        },
        explain: Phrase {
            es: "Los valores que el compilador calcula (literales y expresiones constantes) deben ser números finitos del tipo. Un infinito, un NaN o un número demasiado grande para el tipo es un error.",
            en: "Values the compiler computes (literals and constant expressions) must be finite numbers of their type. An infinity, a NaN or a number too large for the type is an error.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0844",
        headline: Phrase {
            es: "esta expresión constante no se puede calcular: `{text}`",
            en: "this constant expression cannot be computed: `{text}`",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "una expresión constante se calcula al compilar: no puede dividir entre cero, desbordar su tipo, leer fuera de un array ni llamar a funciones que no son constantes",
            en: "a constant expression is computed at compile time: it cannot divide by zero, overflow its type, read outside an array, or call functions that are not constant",
        },
        explain: Phrase {
            es: "Los valores de `const`, los tamaños de array y los argumentos de algunos atributos se calculan al compilar. El cálculo de esta expresión falla: un desbordamiento, una división entre cero, un índice fuera de rango o una operación que no se puede hacer en ese momento.",
            en: "The values of `const`, array sizes and some attributes' arguments are computed at compile time. Computing this expression fails: an overflow, a division by zero, an index out of range, or an operation that cannot be done at that time.",
        },
        wrong: "const big: i32 = 2147483647 + 1;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(f32(big)); }",
        right: "const big: i32 = 2147483646 + 1;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(f32(big)); }",
    },
    Entry {
        code: "W0845",
        headline: Phrase {
            es: "esto usa una extensión nativa que WebGPU no tiene",
            en: "this uses a native extension that WebGPU does not have",
        },
        label: Phrase {
            es: "no existe en WebGPU",
            en: "not in WebGPU",
        },
        note: Phrase {
            es: "escríbelo sin ella: las consultas de rayos, los shaders de malla, las matrices cooperativas y los arrays de recursos son extensiones de wgpu, no de WebGPU",
            en: "write it without it: ray queries, mesh shaders, cooperative matrices and binding arrays are wgpu extensions, not WebGPU",
        },
        explain: Phrase {
            es: "naga, el compilador de Lienzo, conoce extensiones de wgpu para aplicaciones nativas. WebGPU, y por tanto Lienzo y los navegadores, no las tienen.",
            en: "naga, Lienzo's compiler, knows wgpu extensions for native applications. WebGPU, and so Lienzo and browsers, does not have them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0846",
        headline: Phrase {
            es: "el compilador no pudo comprobar esta parte del shader",
            en: "the compiler could not check this part of the shader",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "el texto puede tener un error que el compilador no sabe señalar; simplifica esta línea (por ejemplo, guarda partes en `let`) y vuelve a probar",
            en: "the text may have a mistake the compiler cannot point to; simplify this line (for example, keep parts in `let`s) and try again",
        },
        explain: Phrase {
            es: "naga, el compilador de Lienzo, encontró una incoherencia interna al revisar esta parte del shader. No es un error de WGSL que sepa explicar; suele desaparecer al reescribir la línea de otra forma.",
            en: "naga, Lienzo's compiler, found an internal inconsistency while checking this part of the shader. It is not a WGSL mistake it can explain; it usually goes away when the line is written another way.",
        },
        wrong: "",
        right: "",
    },
];
