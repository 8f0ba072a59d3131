//! The diagnostics of habits from other languages that are one word or one small form
//! (W1023-W1031): a declaration word, a way to write a number, an operator, a call of
//! another language's library, Rust's `for … in`, `if` as a value, `&mut T` and `mut` on
//! a parameter, and a function as a value (an arrow function, a closure). Each headline
//! names the language (`{lang}`) and shows the WGSL form, `{fix}`, built from the
//! student's own text. Same shape as [`super::habits::ENTRIES`].

use super::Phrase;
use super::entry::Entry;

/// The one-word habits, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W1023",
        headline: Phrase {
            es: "`{word}` es la forma de declarar de {lang}; en WGSL se escribe `{fix}`",
            en: "`{word}` is how {lang} declares; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "una declaración de {lang}",
            en: "a declaration from {lang}",
        },
        note: Phrase {
            es: "pista: WGSL declara una función con `fn`, una constante con `const`, un valor con `let`, una variable con `var` (o `var<private>` fuera de las funciones) y otro nombre de un tipo con `alias`; el tipo va después del nombre: `nombre: f32`",
            en: "hint: WGSL declares a function with `fn`, a constant with `const`, a value with `let`, a variable with `var` (or `var<private>` outside functions) and another name for a type with `alias`; the type comes after the name: `name: f32`",
        },
        explain: Phrase {
            es: "Cada lenguaje tiene sus palabras para declarar: `pub` y `type` en Rust, `function` en JavaScript, `static`, `auto` y `typedef` en C y C++, `__device__` y `__global__` en CUDA, el tipo delante del nombre en GLSL y HLSL. WGSL solo tiene `fn`, `const`, `override`, `let`, `var`, `struct` y `alias`, y escribe el tipo después del nombre.",
            en: "Each language has its own words to declare: `pub` and `type` in Rust, `function` in JavaScript, `static`, `auto` and `typedef` in C and C++, `__device__` and `__global__` in CUDA, the type before the name in GLSL and HLSL. WGSL has only `fn`, `const`, `override`, `let`, `var`, `struct` and `alias`, and writes the type after the name.",
        },
        wrong: "pub fn wave(x: f32) -> f32 {\n    return sin(x);\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(wave(uv.x));\n}",
        right: "fn wave(x: f32) -> f32 {\n    return sin(x);\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(wave(uv.x));\n}",
    },
    Entry {
        code: "W1024",
        headline: Phrase {
            es: "`{word}` es como {lang} escribe este número; en WGSL se escribe `{fix}`",
            en: "`{word}` is how {lang} writes this number; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un número escrito como en {lang}",
            en: "a number written as in {lang}",
        },
        note: Phrase {
            es: "pista: los sufijos de WGSL son `u`, `i`, `f` y `h`, en minúscula y pegados a las cifras, sin `_` entre ellas; un número solo empieza por 0 si es 0, un decimal como `0.5` o un hexadecimal como `0x1f`",
            en: "hint: WGSL's suffixes are `u`, `i`, `f` and `h`, in lowercase and right after the digits, with no `_` between them; a number starts with 0 only when it is 0, a decimal such as `0.5` or a hexadecimal such as `0x1f`",
        },
        explain: Phrase {
            es: "C escribe `60U` y lee `0755` en octal; Rust separa las cifras con `_` y escribe `0.5_f32`. WGSL escribe los sufijos en minúscula y pegados (`60u`, `0.5f`), no admite `_` entre las cifras y no tiene números en octal: un entero que empieza por 0 es un error.",
            en: "C writes `60U` and reads `0755` as octal; Rust separates digits with `_` and writes `0.5_f32`. WGSL writes its suffixes in lowercase right after the digits (`60u`, `0.5f`), allows no `_` between digits and has no octal numbers: an integer that starts with 0 is an error.",
        },
        wrong: "    let n = 60U;\n    return vec4f(f32(n) / 60.0);\n}",
        right: "    let n = 60u;\n    return vec4f(f32(n) / 60.0);\n}",
    },
    Entry {
        code: "W1025",
        headline: Phrase {
            es: "`{word}` es un operador de {lang}; en WGSL se escribe `{fix}`",
            en: "`{word}` is an operator from {lang}; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un operador de {lang}",
            en: "an operator from {lang}",
        },
        note: Phrase {
            es: "pista: WGSL calcula potencias con `pow(a, b)`, une condiciones con `&&` y `||`, compara dos valores cada vez, lee un miembro a través de un puntero con `(*p).m` y convierte llamando al tipo: `u32(x)`",
            en: "hint: WGSL computes powers with `pow(a, b)`, joins conditions with `&&` and `||`, compares two values at a time, reads a member through a pointer with `(*p).m` and converts by calling the type: `u32(x)`",
        },
        explain: Phrase {
            es: "Algunos operadores de otros lenguajes no existen en WGSL: `**` de JavaScript y Python es `pow(a, b)`; `and`, `or` y `not` de Python son `&&`, `||` y `!`; `a < x < b` de Python es `a < x && x < b`; `p->m` de C es `(*p).m`; la conversión `(u32)x` de C es `u32(x)`.",
            en: "Some operators of other languages do not exist in WGSL: JavaScript's and Python's `**` is `pow(a, b)`; Python's `and`, `or` and `not` are `&&`, `||` and `!`; Python's `a < x < b` is `a < x && x < b`; C's `p->m` is `(*p).m`; C's cast `(u32)x` is `u32(x)`.",
        },
        wrong: "    let d = uv.x ** 2.0;\n    return vec4f(d);\n}",
        right: "    let d = pow(uv.x, 2.0);\n    return vec4f(d);\n}",
    },
    Entry {
        code: "W1026",
        headline: Phrase {
            es: "`{word}` es de {lang}; en WGSL se llama a la función integrada: `{fix}`",
            en: "`{word}` is {lang}'s; WGSL calls its built-in function: `{fix}`",
        },
        label: Phrase {
            es: "una llamada de {lang}",
            en: "a call from {lang}",
        },
        note: Phrase {
            es: "pista: las funciones integradas de WGSL no tienen prefijo ni son métodos: `sin(x)`, `max(a, b)`, y una textura es su primer argumento, `textureSample(t, s, uv)`",
            en: "hint: WGSL's built-in functions have no prefix and are not methods: `sin(x)`, `max(a, b)`, and a texture is their first argument, `textureSample(t, s, uv)`",
        },
        explain: Phrase {
            es: "JavaScript llama a `Math.sin(x)`, C++ a `std::max(a, b)`, HLSL y Metal muestrean con métodos (`t.Sample(s, uv)`, `t.sample(s, uv)`) y Metal espera con `threadgroup_barrier(…)`. En WGSL todas son funciones integradas sin prefijo: `sin(x)`, `max(a, b)`, `textureSample(t, s, uv)`, `workgroupBarrier()`.",
            en: "JavaScript calls `Math.sin(x)`, C++ `std::max(a, b)`, HLSL and Metal sample with methods (`t.Sample(s, uv)`, `t.sample(s, uv)`) and Metal waits with `threadgroup_barrier(…)`. In WGSL they are all built-in functions without a prefix: `sin(x)`, `max(a, b)`, `textureSample(t, s, uv)`, `workgroupBarrier()`.",
        },
        wrong: "    let s = Math.sin(uv.x);\n    return vec4f(s);\n}",
        right: "    let s = sin(uv.x);\n    return vec4f(s);\n}",
    },
    Entry {
        code: "W1027",
        headline: Phrase {
            es: "`for … in` es el bucle sobre un rango de Rust; en WGSL se escribe `{fix}`",
            en: "`for … in` is Rust's loop over a range; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `for … in` de Rust",
            en: "Rust's `for … in`",
        },
        note: Phrase {
            es: "pista: el `for` de WGSL es el de C: una declaración, una condición y un paso entre paréntesis",
            en: "hint: WGSL's `for` is C's: a declaration, a condition and a step in parentheses",
        },
        explain: Phrase {
            es: "Rust recorre un rango con `for i in 0..4`. WGSL no tiene rangos: su `for` declara el contador, lo compara y lo incrementa, `for (var i = 0; i < 4; i++)`.",
            en: "Rust walks a range with `for i in 0..4`. WGSL has no ranges: its `for` declares the counter, compares it and increments it, `for (var i = 0; i < 4; i++)`.",
        },
        wrong: "    var s = 0.0;\n    for i in 0..4 {\n        s += f32(i);\n    }\n    return vec4f(s);\n}",
        right: "    var s = 0.0;\n    for (var i = 0; i < 4; i++) {\n        s += f32(i);\n    }\n    return vec4f(s);\n}",
    },
    Entry {
        code: "W1028",
        headline: Phrase {
            es: "un `if` que da un valor es una expresión de Rust; en WGSL se escribe `{fix}`",
            en: "an `if` that gives a value is a Rust expression; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `if` como valor de Rust",
            en: "Rust's `if` as a value",
        },
        note: Phrase {
            es: "pista: `select(si_falso, si_cierto, condición)` recibe primero el valor para falso y calcula los dos",
            en: "hint: `select(if_false, if_true, condition)` takes the false value first, and computes both",
        },
        explain: Phrase {
            es: "En Rust `if c { a } else { b }` es una expresión con valor. En WGSL `if` es solo una sentencia: un valor se elige con `select(b, a, c)`, o con una `var` que cada rama asigna.",
            en: "In Rust `if c { a } else { b }` is an expression with a value. In WGSL `if` is only a statement: a value is chosen with `select(b, a, c)`, or with a `var` that each branch assigns.",
        },
        wrong: "    let s = if uv.x > 0.5 { 1.0 } else { 0.0 };\n    return vec4f(s);\n}",
        right: "    let s = select(0.0, 1.0, uv.x > 0.5);\n    return vec4f(s);\n}",
    },
    Entry {
        code: "W1029",
        headline: Phrase {
            es: "`{word}` es una referencia de Rust; en WGSL se escribe `{fix}`",
            en: "`{word}` is a Rust reference; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "una referencia de Rust",
            en: "a Rust reference",
        },
        note: Phrase {
            es: "pista: quien llama pasa `&v` y la función lee y escribe `*p`",
            en: "hint: the caller passes `&v` and the function reads and writes `*p`",
        },
        explain: Phrase {
            es: "Rust pasa una variable para modificarla como `&mut T`. WGSL usa un puntero con su espacio de direcciones, `ptr<function, T>` para una variable local: quien llama pasa `&v` y la función escribe `*p = …`.",
            en: "Rust passes a variable to change it as `&mut T`. WGSL uses a pointer with its address space, `ptr<function, T>` for a local variable: the caller passes `&v` and the function writes `*p = …`.",
        },
        wrong: "fn twice(p: &mut f32) {\n    *p = *p * 2.0;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var x = uv.x;\n    twice(&x);\n    return vec4f(x);\n}",
        right: "fn twice(p: ptr<function, f32>) {\n    *p = *p * 2.0;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    var x = uv.x;\n    twice(&x);\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W1030",
        headline: Phrase {
            es: "`{word}` es una función como valor de {lang}; WGSL declara la función aparte: `{fix}`",
            en: "`{word}` is a function as a value in {lang}; WGSL declares the function on its own: `{fix}`",
        },
        label: Phrase {
            es: "una función como valor de {lang}",
            en: "a function as a value in {lang}",
        },
        note: Phrase {
            es: "pista: WGSL no tiene funciones anónimas ni clausuras; una función se declara fuera de las demás con `fn` y recibe como parámetros lo que necesite",
            en: "hint: WGSL has no anonymous functions or closures; a function is declared outside the others with `fn` and takes what it needs as parameters",
        },
        explain: Phrase {
            es: "JavaScript guarda funciones en variables (`(x) => x * 2`) y Rust escribe clausuras (`|x| x * 2`). En WGSL toda función se declara con nombre fuera de las demás, `fn twice(x: f32) -> f32 { return x * 2.0; }`, y se llama por su nombre.",
            en: "JavaScript keeps functions in variables (`(x) => x * 2`) and Rust writes closures (`|x| x * 2`). In WGSL every function is declared with a name outside the others, `fn twice(x: f32) -> f32 { return x * 2.0; }`, and called by its name.",
        },
        wrong: "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let twice = (x: f32) => x * 2.0;\n    return vec4f(twice(uv.x));\n}",
        right: "fn twice(x: f32) -> f32 { return x * 2.0; }\n\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(twice(uv.x));\n}",
    },
    Entry {
        code: "W1031",
        headline: Phrase {
            es: "`mut {name}` es el parámetro mutable de Rust; en WGSL un parámetro nunca cambia: cópialo en una variable, `{fix}`",
            en: "`mut {name}` is Rust's mutable parameter; in WGSL a parameter never changes: copy it into a variable, `{fix}`",
        },
        label: Phrase {
            es: "el `mut` de Rust",
            en: "Rust's `mut`",
        },
        note: Phrase {
            es: "pista: cambia el nombre del parámetro (por ejemplo `{name}_in`) y declara al principio del cuerpo `var {name} = {name}_in;`",
            en: "hint: rename the parameter (for example `{name}_in`) and declare at the top of the body `var {name} = {name}_in;`",
        },
        explain: Phrase {
            es: "Rust permite cambiar un parámetro declarado `mut x`. En WGSL los parámetros son valores fijos, como un `let`, y `mut` es una palabra reservada: se copia el parámetro en una `var` y se cambia la copia.",
            en: "Rust lets a parameter declared `mut x` change. In WGSL parameters are fixed values, like a `let`, and `mut` is a reserved word: copy the parameter into a `var` and change the copy.",
        },
        wrong: "fn twice(mut x: f32) -> f32 {\n    x = x * 2.0;\n    return x;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(twice(uv.x));\n}",
        right: "fn twice(x_in: f32) -> f32 {\n    var x = x_in;\n    x = x * 2.0;\n    return x;\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(twice(uv.x));\n}",
    },
];
