//! Type errors: return and argument types, operators, conditions, indexes, constructors, atomics and textures that need their type (W0201-W0210, W0790-W0794).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0201",
        headline: Phrase {
            es: "el tipo del `return` debe coincidir con el que devuelve la función: devuelve '{got}', se esperaba '{want}'",
            en: "return statement type must match its function return type, returned '{got}', expected '{want}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "construye un '{want}' a partir del valor; por ejemplo, `vec4f(color, 1.0)` convierte un vec3f en vec4f",
            en: "build a '{want}' from it, for example `vec4f(color, 1.0)` turns a vec3f into a vec4f",
        },
        explain: Phrase {
            es: "Una función que declara `-> T` tiene que devolver un valor exactamente de tipo T. WGSL no amplía vectores ni convierte números por su cuenta.",
            en: "A function that declares `-> T` must return a value of exactly type T. WGSL does not widen vectors or convert numbers on its own.",
        },
        wrong: "    return vec3f(uv, 0.0);\n}",
        right: "    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0202",
        headline: Phrase {
            es: "falta un `return` al final de la función",
            en: "missing return at end of function",
        },
        label: Phrase {
            es: "la función puede llegar hasta aquí sin devolver nada",
            en: "the function can end here without returning",
        },
        note: Phrase {
            es: "todos los caminos de una función que declara `-> {want}` tienen que terminar en `return`",
            en: "every path through a function that declares `-> {want}` must end in `return`",
        },
        explain: Phrase {
            es: "Si algún camino de la función llega a la llave de cierre, la función no tiene valor que entregar. Añade un `return` al final o una rama `else` que devuelva algo.",
            en: "If any path through the function reaches its closing brace, the function has no value to give. Add a `return` at the end, or an `else` branch that returns.",
        },
        wrong: "    if uv.x > 0.5 { return vec4f(1.0); }\n}",
        right: "    if uv.x > 0.5 { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0203",
        headline: Phrase {
            es: "ninguna versión de 'operator {op}' acepta ({lhs}, {rhs})",
            en: "no matching overload for 'operator {op} ({lhs}, {rhs})'",
        },
        label: Phrase {
            es: "'{lhs}' {op} '{rhs}'",
            en: "'{lhs}' {op} '{rhs}'",
        },
        note: Phrase {
            es: "{fix_es}",
            en: "{fix}",
        },
        explain: Phrase {
            es: "Los dos lados de un operador aritmético o de comparación tienen que tener tipos compatibles (un vector puede operar con un escalar de su mismo tipo de elemento). u32 e i32 no se mezclan, ni vec3f con vec4f.",
            en: "Both sides of an arithmetic or comparison operator must have matching types (a vector may meet a scalar of its element type). u32 and i32 do not mix, nor do vec3f and vec4f.",
        },
        wrong: "    let a = 3u;\n    let b = 1i;\n    return vec4f(f32(a - b));\n}",
        right: "    let a = 3u;\n    let b = 1i;\n    return vec4f(f32(i32(a) - b));\n}",
    },
    Entry {
        code: "W0204",
        headline: Phrase {
            es: "la condición de un `if` tiene que ser bool, pero es '{got}'",
            en: "if statement condition must be bool, got '{got}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "compara de forma explícita, por ejemplo `if x != 0.0`",
            en: "compare explicitly, for example `if x != 0.0`",
        },
        explain: Phrase {
            es: "En WGSL los números no son condiciones. Escribe la comparación que quieres.",
            en: "WGSL has no truthiness: numbers are not conditions. Write the comparison you mean.",
        },
        wrong: "    if uv.x { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
        right: "    if uv.x > 0.0 { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0205",
        headline: Phrase {
            es: "un índice tiene que ser entero, pero es '{got}'",
            en: "index must be an integer, got '{got}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "conviértelo: `u32(...)` o `i32(...)`",
            en: "convert it: `u32(...)` or `i32(...)`",
        },
        explain: Phrase {
            es: "Los arrays, vectores y matrices se indexan con i32 o u32. Un índice de coma flotante hay que convertirlo, lo que además deja claro cómo se redondea (hacia cero).",
            en: "Arrays, vectors and matrices are indexed with i32 or u32. A float index must be converted, which also says how it rounds (toward zero).",
        },
        wrong: "    var a = array<f32, 4>(0.1, 0.2, 0.3, 0.4);\n    return vec4f(a[uv.x * 3.0]);\n}",
        right: "    var a = array<f32, 4>(0.1, 0.2, 0.3, 0.4);\n    return vec4f(a[u32(uv.x * 3.0)]);\n}",
    },
    Entry {
        code: "W0206",
        headline: Phrase {
            es: "'{ty}' necesita {expected} componentes, pero recibe {given}",
            en: "'{ty}' needs {expected} components, got {given}",
        },
        label: Phrase {
            es: "aquí hay {given}",
            en: "{given} given here",
        },
        note: Phrase {
            es: "da todas las componentes o construye el valor desde un vector más pequeño: `vec4f(v.xy, 0.0, 1.0)`",
            en: "give every component, or build it from a smaller vector: `vec4f(v.xy, 0.0, 1.0)`",
        },
        explain: Phrase {
            es: "El constructor de un vector recibe un valor (que se copia en todas las componentes) o exactamente tantas componentes como tiene el vector, contando las de los argumentos que sean vectores.",
            en: "A vector constructor takes one value (copied to every component) or exactly as many components as the vector has, counting the components of vector arguments.",
        },
        wrong: "    return vec4f(1.0, 0.0);\n}",
        right: "    return vec4f(1.0, 0.0, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0207",
        headline: Phrase {
            es: "el argumento {n} de '{f}' no tiene el tipo esperado: se esperaba '{want}', llega '{got}'",
            en: "type mismatch for argument {n} of '{f}': expected '{want}', got '{got}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "conviértelo: `{want}(...)`",
            en: "convert it: `{want}(...)`",
        },
        explain: Phrase {
            es: "Cada argumento tiene que tener exactamente el tipo de su parámetro. WGSL solo convierte por su cuenta los literales abstractos.",
            en: "Each argument must have exactly the type of its parameter. WGSL converts only abstract literals on its own.",
        },
        wrong: "fn half(x: f32) -> f32 { return x * 0.5; }\nfn use_it() -> f32 { return half(1u); }",
        right: "fn half(x: f32) -> f32 { return x * 0.5; }\nfn use_it() -> f32 { return half(1.0); }",
    },
    Entry {
        code: "W0791",
        headline: Phrase {
            es: "'{ty}' no existe: un atómico guarda un 'i32' o un 'u32'",
            en: "'{ty}' does not exist: an atomic holds an 'i32' or a 'u32'",
        },
        label: Phrase {
            es: "no es un tipo atómico",
            en: "not an atomic type",
        },
        note: Phrase {
            es: "pista: para sumar números con decimales de forma atómica, guárdalos escalados en un u32, `atomicAdd(&total, u32(x * 1000.0))`, o usa `atomic<u32>` con `atomicCompareExchangeWeak` sobre `bitcast<u32>(x)`",
            en: "hint: to add numbers with decimals atomically, store them scaled in a u32, `atomicAdd(&total, u32(x * 1000.0))`, or use an `atomic<u32>` with `atomicCompareExchangeWeak` on `bitcast<u32>(x)`",
        },
        explain: Phrase {
            es: "WGSL solo tiene atómicos de enteros de 32 bits, `atomic<i32>` y `atomic<u32>`; no hay `atomic<f32>`. Una suma de números con decimales se hace con enteros escalados o con un bucle de comparación e intercambio.",
            en: "WGSL has only 32-bit integer atomics, `atomic<i32>` and `atomic<u32>`; there is no `atomic<f32>`. A sum of numbers with decimals is done with scaled integers or a compare-exchange loop.",
        },
        wrong: "@group(0) @binding(3) var<storage, read_write> total: atomic<f32>;\n@compute @workgroup_size(1)\nfn cs() {\n    atomicAdd(&total, 1.0);\n}",
        right: "@group(0) @binding(3) var<storage, read_write> total: atomic<u32>;\n@compute @workgroup_size(1)\nfn cs() {\n    atomicAdd(&total, 1u);\n}",
    },
    Entry {
        code: "W0792",
        headline: Phrase {
            es: "'{name}' necesita su formato de texel y su acceso: `{fix}`",
            en: "'{name}' needs its texel format and its access: `{fix}`",
        },
        label: Phrase {
            es: "falta el acceso",
            en: "access missing",
        },
        note: Phrase {
            es: "pista: el acceso es `write` para escribir con `textureStore`, `read` para leer con `textureLoad`, o `read_write` para las dos cosas (solo con algunos formatos, como `r32float`)",
            en: "hint: the access is `write` to write with `textureStore`, `read` to read with `textureLoad`, or `read_write` for both (only with some formats, such as `r32float`)",
        },
        explain: Phrase {
            es: "Una textura de almacenamiento lleva dos argumentos: el formato de sus texels (`rgba8unorm`, `r32float`…) y el acceso que tiene el shader (`read`, `write` o `read_write`). Los dos son obligatorios.",
            en: "A storage texture takes two arguments: the format of its texels (`rgba8unorm`, `r32float`…) and the access the shader has (`read`, `write` or `read_write`). Both are required.",
        },
        wrong: "@group(0) @binding(4) var out_image: texture_storage_2d<rgba8unorm>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
        right: "@group(0) @binding(4) var out_image: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
    },
    Entry {
        code: "W0793",
        headline: Phrase {
            es: "'{name}' necesita el tipo que guarda entre `<` y `>`: `{fix}`",
            en: "'{name}' needs the type it holds between `<` and `>`: `{fix}`",
        },
        label: Phrase {
            es: "falta el tipo",
            en: "type missing",
        },
        note: Phrase {
            es: "pista: una textura muestreada dice el tipo de sus valores (`texture_2d<f32>`), un atómico su entero (`atomic<u32>`), un array su elemento y su tamaño (`array<f32, 4>`) y un puntero su espacio de direcciones y su tipo (`ptr<function, f32>`)",
            en: "hint: a sampled texture says the type of its values (`texture_2d<f32>`), an atomic its integer (`atomic<u32>`), an array its element and size (`array<f32, 4>`) and a pointer its address space and type (`ptr<function, f32>`)",
        },
        explain: Phrase {
            es: "Algunos tipos de WGSL están incompletos sin argumentos entre `<` y `>`: las texturas muestreadas, los atómicos, los punteros y los arrays fuera de una llamada a su constructor.",
            en: "Some WGSL types are incomplete without arguments between `<` and `>`: sampled textures, atomics, pointers, and arrays outside a call to their constructor.",
        },
        wrong: "@group(0) @binding(1) var image: texture_2d;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return textureLoad(image, vec2i(0), 0);\n}",
        right: "@group(0) @binding(1) var image: texture_2d<f32>;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return textureLoad(image, vec2i(0), 0);\n}",
    },
    Entry {
        code: "W0794",
        headline: Phrase {
            es: "'{call}' no se puede usar en un shader {stage}",
            en: "'{call}' cannot be used in a {stage} shader",
        },
        label: Phrase {
            es: "se usa aquí",
            en: "used here",
        },
        note: Phrase {
            es: "pista: las barreras sincronizan las invocaciones de un grupo de trabajo, que solo tienen los shaders @compute; en otras etapas quita la llamada",
            en: "hint: barriers synchronize the invocations of a workgroup, which only @compute shaders have; in other stages remove the call",
        },
        explain: Phrase {
            es: "`workgroupBarrier`, `storageBarrier`, `textureBarrier` y `workgroupUniformLoad` esperan a las demás invocaciones del grupo de trabajo. Los shaders de vértices y de fragmentos no tienen grupos de trabajo, así que no pueden llamarlas.",
            en: "`workgroupBarrier`, `storageBarrier`, `textureBarrier` and `workgroupUniformLoad` wait for the other invocations of the workgroup. Vertex and fragment shaders have no workgroups, so they cannot call them.",
        },
        wrong: "    storageBarrier();\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0790",
        headline: Phrase {
            es: "el argumento {n} de '{f}' no tiene el tipo esperado: se esperaba '{want}', llega '{got}'",
            en: "type mismatch for argument {n} of '{f}': expected '{want}', got '{got}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "pista: un puntero no se convierte; copia el valor en una variable de la función, `var v = …;`, y pasa `&v`, o haz que el parámetro reciba el valor y no un puntero",
            en: "hint: a pointer cannot be converted; copy the value into a variable of the function, `var v = …;`, and pass `&v`, or make the parameter take the value instead of a pointer",
        },
        explain: Phrase {
            es: "Un puntero lleva su espacio de direcciones en el tipo: `ptr<function, f32>` solo apunta a variables declaradas en una función, y `&frame.time` apunta a memoria `uniform`. Copia el valor en una `var` local y pasa su dirección, o pasa el valor.",
            en: "A pointer carries its address space in its type: `ptr<function, f32>` only points at variables declared in a function, and `&frame.time` points at `uniform` memory. Copy the value into a local `var` and pass its address, or pass the value.",
        },
        wrong: "var<private> seed: f32;\nfn twice(p: ptr<function, f32>) {\n    *p = *p * 2.0;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    twice(&seed);\n    return vec4f(uv, seed, 1.0);\n}",
        right: "var<private> seed: f32;\nfn twice(p: ptr<function, f32>) {\n    *p = *p * 2.0;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var s = seed;\n    twice(&s);\n    return vec4f(uv, s, 1.0);\n}",
    },
    Entry {
        code: "W0208",
        headline: Phrase {
            es: "ninguna sobrecarga de 'select' acepta la llamada '{call}': la condición tiene que ser bool, pero es '{got}'",
            en: "no matching call to '{call}': the condition must be bool, got '{got}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "`select(si_falso, si_cierto, condición)`: la condición va al final",
            en: "`select(if_false, if_true, condition)`: the condition comes last",
        },
        explain: Phrase {
            es: "`select(f, t, c)` es el `c ? t : f` de WGSL. Su último argumento es la condición bool, y el valor para `false` va primero.",
            en: "`select(f, t, c)` is WGSL's `c ? t : f`. Its last argument is the bool condition, and the value for `false` comes first.",
        },
        wrong: "    return vec4f(select(0.0, 1.0, uv.x));\n}",
        right: "    return vec4f(select(0.0, 1.0, uv.x > 0.5));\n}",
    },
    Entry {
        code: "W0209",
        headline: Phrase {
            es: "la función '{f}' devuelve un valor, pero no declara tipo de retorno",
            en: "function '{f}' returns a value but declares no return type",
        },
        label: Phrase {
            es: "aquí se devuelve un '{got}'",
            en: "a '{got}' is returned here",
        },
        note: Phrase {
            es: "declara el tipo: `fn {f}(...) -> {got}`",
            en: "declare it: `fn {f}(...) -> {got}`",
        },
        explain: Phrase {
            es: "Una función sin `-> T` no devuelve nada, así que sus `return` no llevan valor.",
            en: "A function without `-> T` returns nothing, so its `return` statements take no value.",
        },
        wrong: "fn darken(c: vec3f) { return c * 0.5; }\n",
        right: "fn darken(c: vec3f) -> vec3f { return c * 0.5; }\n",
    },
    Entry {
        code: "W0210",
        headline: Phrase {
            es: "no se puede inicializar '{name}: {want}' con un valor de tipo '{got}'",
            en: "cannot initialize '{name}: {want}' with a value of type '{got}'",
        },
        label: Phrase {
            es: "declarado como '{want}' aquí",
            en: "declared '{want}' here",
        },
        note: Phrase {
            es: "escribe un valor del tipo declarado (por ejemplo `1` para un entero) o conviértelo: `{want}(...)`",
            en: "write a value of the declared type, for example `1` for an integer, or convert: `{want}(...)`",
        },
        explain: Phrase {
            es: "Una declaración con tipo solo acepta valores de ese tipo. `let x: i32 = 1.0;` falla porque 1.0 es un literal de coma flotante, no un entero.",
            en: "A declaration with a type takes only values of that type. `let x: i32 = 1.0;` fails because 1.0 is a float literal, not an integer.",
        },
        wrong: "    let n: i32 = 1.0;\n    return vec4f(f32(n));\n}",
        right: "    let n: i32 = 1;\n    return vec4f(f32(n));\n}",
    },
];
