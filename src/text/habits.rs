//! The diagnostics of habits from other languages (W10xx): a construct of Rust, CUDA,
//! JavaScript/TypeScript or C written in WGSL (GLSL's, HLSL's and Metal's are in
//! [`super::habits_shading`]). Each headline says
//! what the construct is in its language and shows its WGSL form, `{fix}`, built from
//! the student's own names (`crate::wgsl` recognises them). Same shape as
//! [`super::diagnostics::ENTRIES`], which `find` reads together with these.

use super::Phrase;
use super::entry::Entry;

/// The habits of Rust, CUDA, JavaScript/TypeScript and C, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W1001",
        headline: Phrase {
            es: "`{expr} as {ty}` es la conversión de Rust; en WGSL se escribe `{fix}`",
            en: "`{expr} as {ty}` is Rust's conversion; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `as` de Rust",
            en: "Rust's `as`",
        },
        note: Phrase {
            es: "pista: en WGSL una conversión es una llamada al tipo, como `u32(x)` o `f32(n)`",
            en: "hint: in WGSL a conversion is a call to the type, such as `u32(x)` or `f32(n)`",
        },
        explain: Phrase {
            es: "Rust convierte con `x as u32`. WGSL no tiene `as`: el tipo se llama como una función, `u32(x)`, y como toda llamada no necesita paréntesis extra para la precedencia.",
            en: "Rust converts with `x as u32`. WGSL has no `as`: the type is called like a function, `u32(x)`, and like any call it needs no extra parentheses for precedence.",
        },
        wrong: "    let cell = uv.x as u32;\n    return vec4f(f32(cell));\n}",
        right: "    let cell = u32(uv.x);\n    return vec4f(f32(cell));\n}",
    },
    Entry {
        code: "W1002",
        headline: Phrase {
            es: "`let mut {name}` es la variable mutable de Rust; en WGSL se escribe `{fix}`",
            en: "`let mut {name}` is Rust's mutable variable; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `let mut` de Rust",
            en: "Rust's `let mut`",
        },
        note: Phrase {
            es: "pista: en WGSL un `let` nunca cambia y una `var` sí: `var {name} = …;`",
            en: "hint: in WGSL a `let` never changes and a `var` can: `var {name} = …;`",
        },
        explain: Phrase {
            es: "En Rust una variable que cambia se declara con `let mut`. En WGSL `let` nombra un valor que nunca cambia, y una variable que cambia se declara con `var`; `mut` es una palabra reservada.",
            en: "In Rust a variable that changes is declared with `let mut`. In WGSL `let` names a value that never changes, and a variable that changes is declared with `var`; `mut` is a reserved word.",
        },
        wrong: "    let mut x = uv.x;\n    x = x * 2.0;\n    return vec4f(x);\n}",
        right: "    var x = uv.x;\n    x = x * 2.0;\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W1003",
        headline: Phrase {
            es: "literal de struct de Rust: WGSL crea un `{ty}` con su constructor, `{fix}`",
            en: "Rust's struct literal: WGSL builds a `{ty}` with its constructor, `{fix}`",
        },
        label: Phrase {
            es: "literal de struct de Rust",
            en: "Rust's struct literal",
        },
        note: Phrase {
            es: "pista: el constructor recibe los valores de los miembros en el orden en que los declara el struct, sin sus nombres",
            en: "hint: the constructor takes the members' values in the order the struct declares them, without their names",
        },
        explain: Phrase {
            es: "Rust escribe un valor de struct con los nombres de sus miembros entre llaves. WGSL llama al struct como a una función, con un valor por miembro en el orden de la declaración.",
            en: "Rust writes a struct value with its members' names in braces. WGSL calls the struct like a function, with one value per member in the order of the declaration.",
        },
        wrong: "struct Pair { a: f32, b: f32 }\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let p = Pair { a: 1.0, b: uv.x };\n    return vec4f(p.a, p.b, 0.0, 1.0);\n}",
        right: "struct Pair { a: f32, b: f32 }\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let p = Pair(1.0, uv.x);\n    return vec4f(p.a, p.b, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1004",
        headline: Phrase {
            es: "una expresión final sin `return` es el retorno implícito de Rust; en WGSL se escribe `{fix}`",
            en: "a final expression without `return` is Rust's implicit return; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "retorno implícito de Rust",
            en: "Rust's implicit return",
        },
        note: Phrase {
            es: "pista: una función de WGSL devuelve un valor solo con una sentencia `return`, terminada en `;`",
            en: "hint: a WGSL function returns a value only with a `return` statement, ended by `;`",
        },
        explain: Phrase {
            es: "En Rust la última expresión de una función, sin `;`, es su resultado. En WGSL cada sentencia termina en `;` y el resultado se devuelve siempre con `return`.",
            en: "In Rust the last expression of a function, without `;`, is its result. In WGSL every statement ends with `;` and the result is always given with `return`.",
        },
        wrong: "fn double(x: f32) -> f32 {\n    x * 2.0\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(double(uv.x));\n}",
        right: "fn double(x: f32) -> f32 {\n    return x * 2.0;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(double(uv.x));\n}",
    },
    Entry {
        code: "W1005",
        headline: Phrase {
            es: "`{name}()` es de CUDA; la barrera de WGSL es `{fix}`",
            en: "`{name}()` is CUDA's; WGSL's barrier is `{fix}`",
        },
        label: Phrase {
            es: "una función de CUDA",
            en: "a CUDA function",
        },
        note: Phrase {
            es: "pista: `workgroupBarrier()` espera a las invocaciones del grupo de trabajo y hace visibles las escrituras en `var<workgroup>`; `storageBarrier()` hace lo mismo con los búferes de almacenamiento",
            en: "hint: `workgroupBarrier()` waits for the invocations of the workgroup and makes `var<workgroup>` writes visible; `storageBarrier()` does the same for storage buffers",
        },
        explain: Phrase {
            es: "CUDA sincroniza los hilos de un bloque con `__syncthreads()`. En WGSL un bloque es un grupo de trabajo y su barrera es `workgroupBarrier()`; los nombres que empiezan por `__` están reservados.",
            en: "CUDA synchronizes the threads of a block with `__syncthreads()`. In WGSL a block is a workgroup and its barrier is `workgroupBarrier()`; names that start with `__` are reserved.",
        },
        wrong: "var<workgroup> tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs(@builtin(local_invocation_index) i: u32) {\n    tile[i] = f32(i);\n    __syncthreads();\n}",
        right: "var<workgroup> tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs(@builtin(local_invocation_index) i: u32) {\n    tile[i] = f32(i);\n    workgroupBarrier();\n}",
    },
    Entry {
        code: "W1006",
        headline: Phrase {
            es: "`__shared__` es de CUDA; WGSL declara la memoria del grupo de trabajo como `{fix}`",
            en: "`__shared__` is CUDA's; WGSL declares workgroup memory as `{fix}`",
        },
        label: Phrase {
            es: "el `__shared__` de CUDA",
            en: "CUDA's `__shared__`",
        },
        note: Phrase {
            es: "pista: una `var<workgroup>` se declara fuera de las funciones y la comparten las invocaciones de un grupo de trabajo",
            en: "hint: a `var<workgroup>` is declared at module scope and shared by the invocations of one workgroup",
        },
        explain: Phrase {
            es: "CUDA marca con `__shared__` la memoria que comparten los hilos de un bloque. WGSL la declara fuera de las funciones con el espacio de direcciones `workgroup`: `var<workgroup> tile: array<f32, 64>;`.",
            en: "CUDA marks the memory the threads of a block share with `__shared__`. WGSL declares it at module scope in the `workgroup` address space: `var<workgroup> tile: array<f32, 64>;`.",
        },
        wrong: "__shared__ var tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs(@builtin(local_invocation_index) i: u32) {\n    tile[i] = f32(i);\n}",
        right: "var<workgroup> tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs(@builtin(local_invocation_index) i: u32) {\n    tile[i] = f32(i);\n}",
    },
    Entry {
        code: "W1007",
        headline: Phrase {
            es: "`{name}` es una variable integrada de CUDA; en WGSL es un parámetro del punto de entrada: `{fix}`",
            en: "`{name}` is a CUDA built-in variable; in WGSL it is a parameter of the entry point: `{fix}`",
        },
        label: Phrase {
            es: "una variable integrada de CUDA",
            en: "a CUDA built-in variable",
        },
        note: Phrase {
            es: "pista: añade `{fix}` a los parámetros de la función @compute",
            en: "hint: add `{fix}` to the parameters of the @compute function",
        },
        explain: Phrase {
            es: "CUDA ofrece `threadIdx`, `blockIdx` y `gridDim` en todas partes. WGSL no tiene globales implícitos: esos valores llegan como parámetros del punto de entrada con `@builtin(local_invocation_id)`, `@builtin(workgroup_id)` y `@builtin(num_workgroups)`.",
            en: "CUDA provides `threadIdx`, `blockIdx` and `gridDim` everywhere. WGSL has no implicit globals: these values come as parameters of the entry point with `@builtin(local_invocation_id)`, `@builtin(workgroup_id)` and `@builtin(num_workgroups)`.",
        },
        wrong: "var<workgroup> tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs() {\n    tile[threadIdx.x] = 1.0;\n}",
        right: "var<workgroup> tile: array<f32, 64>;\n@compute @workgroup_size(64)\nfn cs(@builtin(local_invocation_id) threadIdx: vec3u) {\n    tile[threadIdx.x] = 1.0;\n}",
    },
    Entry {
        code: "W1008",
        headline: Phrase {
            es: "`[…]` es el literal de array de JavaScript; en WGSL se escribe `{fix}`",
            en: "`[…]` is JavaScript's array literal; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un literal de array de JavaScript",
            en: "a JavaScript array literal",
        },
        note: Phrase {
            es: "pista: `array(a, b, c)` deduce el tipo de los elementos y su número; `array<f32, 3>(a, b, c)` los escribe",
            en: "hint: `array(a, b, c)` infers the element type and the count; `array<f32, 3>(a, b, c)` names them",
        },
        explain: Phrase {
            es: "JavaScript (y Python) escriben un array entre corchetes. En WGSL los corchetes solo indexan; un array se crea con su constructor, `array(…)`.",
            en: "JavaScript (and Python) write an array in brackets. In WGSL brackets only index; an array is built with its constructor, `array(…)`.",
        },
        wrong: "    let w = [0.25, 0.5, 0.25];\n    return vec4f(w[0] * uv.x);\n}",
        right: "    let w = array(0.25, 0.5, 0.25);\n    return vec4f(w[0] * uv.x);\n}",
    },
    Entry {
        code: "W1009",
        headline: Phrase {
            es: "`{name}` es un tipo de TypeScript; en WGSL se escribe `{fix}`",
            en: "`{name}` is a TypeScript type; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un tipo de TypeScript",
            en: "a TypeScript type",
        },
        note: Phrase {
            es: "pista: los números de WGSL son `f32` (con decimales), `i32` y `u32`, y sus valores de verdad son `bool`",
            en: "hint: WGSL's numbers are `f32` (with decimals), `i32` and `u32`, and its truth values are `bool`",
        },
        explain: Phrase {
            es: "TypeScript tiene un solo tipo de número, `number`, y `boolean`. WGSL distingue `f32` (con decimales), `i32` (enteros con signo) y `u32` (enteros sin signo), y escribe `bool`.",
            en: "TypeScript has a single number type, `number`, and `boolean`. WGSL tells `f32` (with decimals), `i32` (signed integers) and `u32` (unsigned integers) apart, and writes `bool`.",
        },
        wrong: "const scale: number = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * scale, 0.0, 1.0);\n}",
        right: "const scale: f32 = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * scale, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1010",
        headline: Phrase {
            es: "`{op}` es la comparación estricta de JavaScript; en WGSL se escribe `{fix}`",
            en: "`{op}` is JavaScript's strict comparison; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `{op}` de JavaScript",
            en: "JavaScript's `{op}`",
        },
        note: Phrase {
            es: "pista: WGSL nunca convierte tipos en una comparación, así que `==` y `!=` ya son estrictos",
            en: "hint: WGSL never converts types in a comparison, so `==` and `!=` are already strict",
        },
        explain: Phrase {
            es: "JavaScript compara sin convertir tipos con `===` y `!==`. WGSL nunca convierte tipos por su cuenta: sus `==` y `!=` ya comparan así.",
            en: "JavaScript compares without converting types with `===` and `!==`. WGSL never converts types on its own: its `==` and `!=` already compare that way.",
        },
        wrong: "    if (uv.x === 0.5) {\n        discard;\n    }\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "    if (uv.x == 0.5) {\n        discard;\n    }\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1011",
        headline: Phrase {
            es: "`do … while` es de C; en WGSL es un `loop` que termina con `break if`: `{fix}`",
            en: "`do … while` is C's; WGSL writes it as a `loop` that ends with `break if`: `{fix}`",
        },
        label: Phrase {
            es: "el `do … while` de C",
            en: "C's `do … while`",
        },
        note: Phrase {
            es: "pista: el bloque `continuing` se ejecuta tras cada vuelta del cuerpo, y `break if !({cond});` sale del bucle cuando la condición es falsa",
            en: "hint: the `continuing` block runs after each pass of the body, and `break if !({cond});` leaves the loop when the condition is false",
        },
        explain: Phrase {
            es: "C repite el cuerpo de `do { … } while (c);` al menos una vez. WGSL no tiene `do`: un `loop` con un bloque `continuing` que termina en `break if !(c);` hace lo mismo.",
            en: "C runs the body of `do { … } while (c);` at least once. WGSL has no `do`: a `loop` with a `continuing` block that ends in `break if !(c);` does the same.",
        },
        wrong: "    var i = 0;\n    do {\n        i++;\n    } while (i < 4);\n    return vec4f(f32(i));\n}",
        right: "    var i = 0;\n    loop {\n        i++;\n        continuing {\n            break if !(i < 4);\n        }\n    }\n    return vec4f(f32(i));\n}",
    },
    Entry {
        code: "W1012",
        headline: Phrase {
            es: "`? :` es el operador condicional de C; en WGSL se escribe `{fix}`",
            en: "`? :` is C's conditional operator; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `? :` de C",
            en: "C's `? :`",
        },
        note: Phrase {
            es: "pista: `select(si_falso, si_cierto, condición)` recibe primero el valor falso, y calcula los dos",
            en: "hint: `select(if_false, if_true, condition)` takes the false value first, and computes both",
        },
        explain: Phrase {
            es: "C, GLSL y JavaScript eligen un valor con `c ? a : b`. WGSL no tiene ese operador: `select(b, a, c)` elige `a` si `c` es cierto y `b` si no; para no calcular un lado, usa `if`.",
            en: "C, GLSL and JavaScript pick a value with `c ? a : b`. WGSL has no such operator: `select(b, a, c)` picks `a` when `c` is true and `b` otherwise; to skip computing one side, use `if`.",
        },
        wrong: "    let v = uv.x > 0.5 ? 1.0 : 0.0;\n    return vec4f(v);\n}",
        right: "    let v = select(0.0, 1.0, uv.x > 0.5);\n    return vec4f(v);\n}",
    },
];
