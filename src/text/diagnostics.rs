//! The catalogue of diagnostics: one entry per kind of problem, with a stable code, a
//! headline, a label and a note in Spanish and English, and a long form with a wrong and
//! a right example (`lienzo explain CODE`). Messages are data; `{name}` placeholders are
//! filled by [`render`] (a Spanish value may come as `{name_es}`).

use std::fmt::Write as _;

use super::{Both, Lang, Phrase};

pub use super::entry::Entry;

/// The start of a fragment shader, for examples that are only its body.
const FS: &str = "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n";

/// Every entry, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0101",
        headline: Phrase {
            es: "identificador sin resolver: '{name}'",
            en: "unresolved identifier '{name}'",
        },
        label: Phrase {
            es: "no está declarado aquí",
            en: "not declared here",
        },
        note: Phrase {
            es: "decláralo antes de esta línea (`let`, `var`, `const` o un parámetro) o revisa cómo está escrito",
            en: "declare it before this line (`let`, `var`, `const`, a parameter), or check the spelling",
        },
        explain: Phrase {
            es: "Se usa un nombre que nada declara en ese punto. WGSL no tiene globales implícitos: cada nombre viene de una declaración, de un parámetro o de una función integrada. Los nombres de GLSL, HLSL o Shadertoy (float, lerp, gl_FragCoord, iTime) no son WGSL.",
            en: "A name is used that nothing declares at this point. WGSL has no implicit globals: each name comes from a declaration, a parameter or a built-in function. Names from GLSL, HLSL or Shadertoy (float, lerp, gl_FragCoord, iTime) are not WGSL.",
        },
        wrong: "    return vec4f(lerp(0.0, 1.0, uv.x));\n}",
        right: "    return vec4f(mix(0.0, 1.0, uv.x));\n}",
    },
    Entry {
        code: "W0102",
        headline: Phrase {
            es: "atributo desconocido: '@{name}'",
            en: "unknown attribute '@{name}'",
        },
        label: Phrase {
            es: "ese atributo no existe",
            en: "no such attribute",
        },
        note: Phrase {
            es: "los atributos son @vertex, @fragment, @compute, @location, @builtin, @group, @binding, @workgroup_size, @interpolate, @id, @align, @size, @invariant y @must_use",
            en: "attributes are @vertex, @fragment, @compute, @location, @builtin, @group, @binding, @workgroup_size, @interpolate, @id, @align, @size, @invariant, @must_use",
        },
        explain: Phrase {
            es: "La palabra que sigue a `@` no es un atributo de WGSL. Los atributos son una lista cerrada; uno mal escrito es un error, no se ignora.",
            en: "The word after `@` is not a WGSL attribute. Attributes are a closed list; a misspelled one is an error, not ignored.",
        },
        wrong: "@fragmnet\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
        right: "@fragment\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
    },
    Entry {
        code: "W0103",
        headline: Phrase {
            es: "builtin desconocido: '{name}'",
            en: "unknown builtin '{name}'",
        },
        label: Phrase {
            es: "no existe ese valor integrado",
            en: "no such builtin value",
        },
        note: Phrase {
            es: "los valores de etapa son position, front_facing, frag_depth, sample_index, sample_mask, vertex_index, instance_index, local_invocation_id, local_invocation_index, global_invocation_id, workgroup_id y num_workgroups",
            en: "stage values are position, front_facing, frag_depth, sample_index, sample_mask, vertex_index, instance_index, local_invocation_id, local_invocation_index, global_invocation_id, workgroup_id, num_workgroups",
        },
        explain: Phrase {
            es: "`@builtin(...)` nombra un valor que entrega el pipeline. Tiene que ser uno de los valores integrados de WGSL, escrito exactamente.",
            en: "`@builtin(...)` names a value the pipeline provides. The name must be one of WGSL's built-in values, spelled exactly.",
        },
        wrong: "@fragment fn fs(@builtin(postion) p: vec4f) -> @location(0) vec4f { return p; }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0104",
        headline: Phrase {
            es: "aquí no hay ningún miembro o componente '{name}'",
            en: "no member or component '{name}' here",
        },
        label: Phrase {
            es: "no es miembro de este valor",
            en: "not a member of this value",
        },
        note: Phrase {
            es: "un struct tiene los miembros que declara; un vecN tiene x, y, z, w (o r, g, b, a) hasta su tamaño",
            en: "a struct has the members it declares; a vecN has x, y, z, w (or r, g, b, a) up to its size",
        },
        explain: Phrase {
            es: "`.nombre` elige un miembro de un struct o una componente de un vector. Un vec2f solo tiene .x y .y; un struct, solo los miembros que declara.",
            en: "`.name` picks a member of a struct or a component of a vector. A vec2f has only .x and .y; a struct only the members it declares.",
        },
        wrong: "    return vec4f(uv.w);\n}",
        right: "    return vec4f(uv.x);\n}",
    },
    Entry {
        code: "W0105",
        headline: Phrase {
            es: "se esperaba {expected_es}, pero aparece {found}",
            en: "expected {expected}, found {found}",
        },
        label: Phrase {
            es: "se esperaba {expected_es}",
            en: "expected {expected}",
        },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El texto no sigue la gramática de WGSL en este punto. Las declaraciones son `let x = ...;`, `var x: f32 = ...;` y `const X = ...;`; cada sentencia termina en `;` y los cuerpos de `if`, `for` y `while` llevan llaves.",
            en: "The text does not follow WGSL's grammar here. Declarations are `let x = ...;`, `var x: f32 = ...;`, `const X = ...;`; every statement ends in `;` and every `if`, `for` and `while` body has braces.",
        },
        wrong: "    float x = 1.0;\n    return vec4f(x);\n}",
        right: "    var x: f32 = 1.0;\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W0106",
        headline: Phrase {
            es: "las conversiones automáticas no convierten '{from}' en '{to}'",
            en: "automatic conversions cannot convert '{from}' to '{to}'",
        },
        label: Phrase {
            es: "esto es '{from}'",
            en: "this is '{from}'",
        },
        note: Phrase {
            es: "WGSL solo convierte literales por su cuenta; escribe la conversión: `{to}(...)`",
            en: "WGSL converts only literals on its own; write the conversion: `{to}(...)`",
        },
        explain: Phrase {
            es: "WGSL nunca convierte un valor con tipo a otro tipo de forma implícita. Solo los literales abstractos (`1`, `1.0`) se adaptan al tipo que los rodea. Convierte con un constructor: `f32(i)`, `u32(x)`, `vec2f(v)`.",
            en: "WGSL never converts a typed value to another type implicitly. Only abstract literals (`1`, `1.0`) adapt to the type around them. Convert with a constructor: `f32(i)`, `u32(x)`, `vec2f(v)`.",
        },
        wrong: "    let i: i32 = 2;\n    let x: f32 = i;\n    return vec4f(x);\n}",
        right: "    let i: i32 = 2;\n    let x: f32 = f32(i);\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W0107",
        headline: Phrase {
            es: "un `const` necesita un valor conocido al compilar el shader",
            en: "a `const` needs a value known when the shader is compiled",
        },
        label: Phrase {
            es: "esto solo se conoce al ejecutar el shader",
            en: "this is only known when the shader runs",
        },
        note: Phrase {
            es: "usa `let` para los valores que se calculan mientras el shader se ejecuta",
            en: "use `let` for values computed while the shader runs",
        },
        explain: Phrase {
            es: "Los valores `const` los calcula el compilador, así que solo pueden usar literales, otras constantes y funciones integradas aplicadas a constantes. Los uniformes, los parámetros y los `let` solo existen al ejecutar: guárdalos con `let`.",
            en: "`const` values are computed by the compiler, so they may only use literals, other constants and built-in functions of constants. Uniforms, parameters and `let` values exist only at run time: bind them with `let`.",
        },
        wrong: "    const t = frame.time;\n    return vec4f(t);\n}",
        right: "    let t = frame.time;\n    return vec4f(t);\n}",
    },
    Entry {
        code: "W0108",
        headline: Phrase {
            es: "un `var` fuera de las funciones tiene que indicar su espacio de direcciones",
            en: "a module-scope `var` must name its address space",
        },
        label: Phrase {
            es: "sin espacio de direcciones",
            en: "no address space",
        },
        note: Phrase {
            es: "escribe `var<private> nombre: T;` (una copia por invocación), o `var<uniform>` / `var<storage>` con @group y @binding",
            en: "write `var<private> name: T;` (one copy per invocation), or `var<uniform>` / `var<storage>` with @group and @binding",
        },
        explain: Phrase {
            es: "Solo las texturas y los samplers se declaran con un `var` sin más fuera de las funciones. Cualquier otra variable global dice dónde vive: private, workgroup, uniform o storage.",
            en: "Only textures and samplers may be declared as a bare `var` at module scope. Every other module-scope variable says where it lives: private, workgroup, uniform or storage.",
        },
        wrong: "var counter: f32;",
        right: "var<private> counter: f32;",
    },
    Entry {
        code: "W0109",
        headline: Phrase {
            es: "el selector de un `switch` tiene que ser entero (i32 o u32)",
            en: "switch selector must be an integer (i32 or u32)",
        },
        label: Phrase {
            es: "no es entero",
            en: "not an integer",
        },
        note: Phrase {
            es: "conviértelo, por ejemplo `switch u32(x * 4.0)`",
            en: "convert it, for example `switch u32(x * 4.0)`",
        },
        explain: Phrase {
            es: "Un switch compara su selector con valores enteros de los case, así que el selector tiene que ser i32 o u32.",
            en: "A switch compares its selector with integer case values, so the selector must be i32 or u32.",
        },
        wrong: "    switch uv.x { case 0: {} default: {} }\n    return vec4f(0.0);\n}",
        right: "    switch u32(uv.x * 4.0) { case 0u: {} default: {} }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0110",
        headline: Phrase {
            es: "un punto de entrada @compute necesita @workgroup_size(x, y, z)",
            en: "a @compute entry point needs @workgroup_size(x, y, z)",
        },
        label: Phrase {
            es: "aquí no hay @workgroup_size",
            en: "no @workgroup_size here",
        },
        note: Phrase {
            es: "añádelo junto a @compute, por ejemplo `@compute @workgroup_size(8, 8)`",
            en: "add it beside @compute, for example `@compute @workgroup_size(8, 8)`",
        },
        explain: Phrase {
            es: "Un compute shader se ejecuta en grupos de trabajo, y el propio shader dice cuántas invocaciones tiene cada uno.",
            en: "A compute shader runs in workgroups, and the shader itself says how many invocations each has.",
        },
        wrong: "@compute fn main() {}",
        right: "@compute @workgroup_size(64) fn main() {}",
    },
    Entry {
        code: "W0111",
        headline: Phrase {
            es: "un recurso necesita @group(n) y @binding(n)",
            en: "a resource needs both @group(n) and @binding(n)",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "escribe los dos, por ejemplo `@group(0) @binding(1) var image: texture_2d<f32>;`",
            en: "write both, for example `@group(0) @binding(1) var image: texture_2d<f32>;`",
        },
        explain: Phrase {
            es: "Los búferes, texturas y samplers se localizan por su grupo y su número de binding; uno sin el otro no basta.",
            en: "Buffers, textures and samplers are found by their bind group and binding numbers; one without the other is not enough.",
        },
        wrong: "@group(0) var image: texture_2d<f32>;",
        right: "@group(0) @binding(1) var image: texture_2d<f32>;",
    },
    Entry {
        code: "W0112",
        headline: Phrase {
            es: "demasiados argumentos para '{f}'",
            en: "too many arguments for '{f}'",
        },
        label: Phrase {
            es: "el argumento de más",
            en: "the extra argument",
        },
        note: Phrase {
            es: "revisa los parámetros de la función",
            en: "check the function's parameters",
        },
        explain: Phrase {
            es: "Una llamada pasa exactamente los argumentos que declara la función.",
            en: "A call passes exactly the arguments the function declares.",
        },
        wrong: "    return vec4f(atan(uv.y, uv.x));\n}",
        right: "    return vec4f(atan2(uv.y, uv.x));\n}",
    },
    Entry {
        code: "W0113",
        headline: Phrase {
            es: "'{name}' necesita su tipo de elemento",
            en: "'{name}' needs its element type",
        },
        label: Phrase {
            es: "sin tipo de elemento",
            en: "no element type",
        },
        note: Phrase {
            es: "escribe `{name}f` (o `{name}<f32>`)",
            en: "write `{name}f` (or `{name}<f32>`)",
        },
        explain: Phrase {
            es: "Los tipos vector y matriz llevan su tipo de elemento: vec4<f32>, o la forma corta vec4f. Solo en una llamada al constructor se puede omitir, para que se deduzca.",
            en: "Vector and matrix types carry their element type: vec4<f32>, or the short form vec4f. Only a constructor call may leave it out, to infer it.",
        },
        wrong: "fn f() -> vec4 { return vec4(1.0); }",
        right: "fn f() -> vec4f { return vec4(1.0); }",
    },
    Entry {
        code: "W0114",
        headline: Phrase {
            es: "'{name}' está declarado dos veces en el mismo ámbito",
            en: "'{name}' is declared twice in the same scope",
        },
        label: Phrase {
            es: "la segunda declaración",
            en: "the second declaration",
        },
        note: Phrase {
            es: "cambia el nombre de uno, o asigna a un `var` en vez de declararlo otra vez",
            en: "rename one, or assign to a `var` instead of declaring again",
        },
        explain: Phrase {
            es: "Cada nombre se declara una vez por ámbito. Para cambiar un valor, decláralo una vez con `var` y asígnale valores.",
            en: "Each name is declared once per scope. To change a value, declare it once with `var` and assign to it.",
        },
        wrong: "    let c = 1.0;\n    let c = 2.0;\n    return vec4f(c);\n}",
        right: "    var c = 1.0;\n    c = 2.0;\n    return vec4f(c);\n}",
    },
    Entry {
        code: "W0115",
        headline: Phrase {
            es: "'{name}' necesita un tipo o un valor inicial",
            en: "'{name}' needs a type or an initial value",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "escribe `var {name}: vec4f;` o `var {name} = vec4f(0.0);`",
            en: "write `var {name}: vec4f;` or `var {name} = vec4f(0.0);`",
        },
        explain: Phrase {
            es: "Un `var` sin valor inicial necesita su tipo, para que el compilador sepa qué guardar.",
            en: "A `var` without an initializer needs its type, so the compiler knows what to store.",
        },
        wrong: "    var c;\n    return vec4f(0.0);\n}",
        right: "    var c: vec4f;\n    return c;\n}",
    },
    Entry {
        code: "W0116",
        headline: Phrase {
            es: "el literal {lit} no cabe en su tipo",
            en: "the literal {lit} does not fit its type",
        },
        label: Phrase {
            es: "demasiado grande",
            en: "too large",
        },
        note: Phrase {
            es: "u32 llega hasta 4294967295 e i32 hasta 2147483647",
            en: "u32 goes up to 4294967295 and i32 up to 2147483647",
        },
        explain: Phrase {
            es: "Un literal entero tiene que caber en el tipo que recibe: 32 bits en WGSL.",
            en: "An integer literal must fit the type it gets: 32 bits in WGSL.",
        },
        wrong: "    let n = 4294967296u;",
        right: "    let n = 4294967295u;",
    },
    Entry {
        code: "W0117",
        headline: Phrase {
            es: "la función '{f}' se llama a sí misma: WGSL no admite recursión",
            en: "function '{f}' calls itself: WGSL has no recursion",
        },
        label: Phrase {
            es: "declarada aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "reescríbela como un bucle",
            en: "rewrite it as a loop",
        },
        explain: Phrase {
            es: "Las GPU dan a cada invocación una pila pequeña y fija, así que WGSL prohíbe la recursión, directa o indirecta. Los bucles hacen el mismo trabajo.",
            en: "GPUs give each invocation a fixed, small stack, so WGSL forbids recursion, direct or indirect. Loops do the same work.",
        },
        wrong: "fn fib(n: u32) -> u32 { if n < 2u { return n; } return fib(n - 1u) + fib(n - 2u); }",
        right: "fn fib(n: u32) -> u32 { var a = 0u; var b = 1u; for (var i = 0u; i < n; i++) { let t = a + b; a = b; b = t; } return a; }",
    },
    Entry {
        code: "W0118",
        headline: Phrase {
            es: "ningún operador acepta estos tipos de operandos",
            en: "no operator accepts these operand types",
        },
        label: Phrase {
            es: "esto es de tipo {ty}",
            en: "this has type {ty}",
        },
        note: Phrase {
            es: "{note}",
            en: "{note}",
        },
        explain: Phrase {
            es: "Se dieron a un operador operandos para los que no tiene versión, como un bool en una operación aritmética. Convierte antes: `select(0.0, 1.0, b)` convierte un bool en número.",
            en: "An operator was given operands it has no version for, such as a bool in arithmetic. Convert first: `select(0.0, 1.0, b)` turns a bool into a number.",
        },
        wrong: "    let on = uv.x > 0.5;\n    return vec4f(on * 1.0);\n}",
        right: "    let on = uv.x > 0.5;\n    return vec4f(select(0.0, 1.0, on));\n}",
    },
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
    Entry {
        code: "W0401",
        headline: Phrase {
            es: "no se puede asignar aquí: es de solo lectura",
            en: "cannot assign to this: it is read-only",
        },
        label: Phrase {
            es: "de solo lectura",
            en: "read-only",
        },
        note: Phrase {
            es: "los uniformes y los `let` no cambian; cópialo antes en un `var`: `var c = frame.resolution;`",
            en: "uniforms and `let` values cannot change; copy into a `var` first: `var c = frame.resolution;`",
        },
        explain: Phrase {
            es: "Solo se pueden escribir las variables `var` de los espacios function, private o workgroup (y el storage read_write). Un búfer uniforme es de solo lectura para el shader.",
            en: "Only `var` variables in the function, private or workgroup address spaces (and read_write storage) can be written. A uniform buffer is read-only for the shader.",
        },
        wrong: "    frame.time = 0.0;",
        right: "    var t = frame.time;\n    t = 0.0;",
    },
    Entry {
        code: "W0402",
        headline: Phrase {
            es: "no se puede asignar a un `let`: nunca cambia",
            en: "cannot assign to a `let`: it never changes",
        },
        label: Phrase {
            es: "asignado aquí",
            en: "assigned here",
        },
        note: Phrase {
            es: "decláralo con `var` en lugar de `let`",
            en: "declare it with `var` instead of `let`",
        },
        explain: Phrase {
            es: "`let` da nombre a un valor, una sola vez. Para cambiarlo después, declara una variable con `var`.",
            en: "`let` names a value, once. To change it later, declare a variable with `var`.",
        },
        wrong: "    let c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
        right: "    var c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
    },
    Entry {
        code: "W0403",
        headline: Phrase {
            es: "`break` tiene que estar dentro de un bucle o de un case de `switch`",
            en: "break statement must be in a loop or switch case",
        },
        label: Phrase {
            es: "fuera de un bucle",
            en: "not inside a loop",
        },
        note: Phrase {
            es: "para salir de la función usa `return`",
            en: "to leave the function, use `return`",
        },
        explain: Phrase {
            es: "`break` sale del bucle o del case de `switch` más interno; fuera de ellos no hay de dónde salir.",
            en: "`break` leaves the innermost loop or switch case; outside them there is nothing to leave.",
        },
        wrong: "    if uv.x > 0.5 { break; }",
        right: "    if uv.x > 0.5 { return vec4f(0.0); }",
    },
    Entry {
        code: "W0404",
        headline: Phrase {
            es: "`continue` tiene que estar dentro de un bucle",
            en: "continue statement must be in a loop",
        },
        label: Phrase {
            es: "fuera de un bucle",
            en: "not inside a loop",
        },
        note: Phrase {
            es: "un case de `switch` termina solo; no hace falta `continue` ni `break`",
            en: "a `switch` case ends on its own; no `continue` or `break` is needed",
        },
        explain: Phrase {
            es: "`continue` salta a la siguiente iteración del bucle más interno. En WGSL los case de `switch` nunca caen al siguiente, así que no necesitan nada para terminar.",
            en: "`continue` jumps to the next iteration of the innermost loop. In WGSL, switch cases never fall through, so they need no statement to end.",
        },
        wrong: "switch i { case 0: { continue; } default: {} }",
        right: "switch i { case 0: { } default: {} }",
    },
    Entry {
        code: "W0405",
        headline: Phrase {
            es: "un `switch` tiene que tener una cláusula `default`",
            en: "switch statement must have a default clause",
        },
        label: Phrase {
            es: "este `switch` no tiene `default`",
            en: "no `default` in this switch",
        },
        note: Phrase {
            es: "añade `default: {}` (puede estar vacío)",
            en: "add `default: {}` (it may be empty)",
        },
        explain: Phrase {
            es: "Todo `switch` de WGSL tiene un case `default`, para que cualquier valor del selector tenga adónde ir.",
            en: "Every WGSL switch lists a `default` case, so every selector value has somewhere to go.",
        },
        wrong: "switch i { case 0: {} }",
        right: "switch i { case 0: {} default: {} }",
    },
    Entry {
        code: "W0501",
        headline: Phrase {
            es: "'{call}' solo se puede llamar desde un flujo de control uniforme",
            en: "'{call}' must only be called from uniform control flow",
        },
        label: Phrase {
            es: "llamado en un flujo de control no uniforme",
            en: "called in non-uniform control flow",
        },
        note: Phrase {
            es: "calcúlalo antes de la bifurcación y usa el resultado dentro; los navegadores rechazan este shader",
            en: "compute it before the branch and use the result inside; browsers refuse this shader",
        },
        explain: Phrase {
            es: "Las derivadas (dpdx, dpdy, fwidth y sus formas Coarse y Fine) y textureSample comparan cada píxel con sus vecinos de un cuadro de 2×2, así que los cuatro tienen que ejecutar la llamada juntos. Dentro de un `if` (o tras un `return`, o en un bucle) cuya condición depende de una entrada del fragmento, algunos píxeles del cuadro pueden saltársela y el resultado queda indefinido. Las barreras (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) esperan a todas las invocaciones del grupo de trabajo: si una condición sobre local_invocation_index hace que algunas se la salten, las demás esperan para siempre. El análisis de uniformidad de WGSL prohíbe las dos cosas: Chrome y Firefox rechazan el shader. naga lo acepta, así que Lienzo lo comprueba.",
            en: "Derivatives (dpdx, dpdy, fwidth and their Coarse and Fine forms) and textureSample compare each pixel with its neighbors in a 2×2 quad, so all four must run the call together. Inside an `if` (or after a `return`, or in a loop) whose condition depends on a fragment input, some pixels of a quad may skip it, and the result is undefined. Barriers (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) wait for every invocation of the workgroup: if a condition on local_invocation_index lets some skip it, the others wait forever. WGSL's uniformity analysis forbids both: Chrome and Firefox reject the shader. naga accepts it, so Lienzo checks it.",
        },
        wrong: "    if uv.x > 0.5 {\n        return textureSample(image, image_sampler, uv);\n    }\n    return vec4f(0.0);\n}",
        right: "    let c = textureSample(image, image_sampler, uv);\n    if uv.x > 0.5 {\n        return c;\n    }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0502",
        headline: Phrase {
            es: "falta un `return` al final de la función",
            en: "missing return at end of function",
        },
        label: Phrase {
            es: "`{name}` puede llegar aquí, a su final, sin devolver un valor",
            en: "`{name}` can reach its end here without returning a value",
        },
        note: Phrase {
            es: "en WGSL `discard` no termina la función: agrega un `return` después (su valor nunca se escribe)",
            en: "`discard` does not end a function in WGSL: add a `return` after it (its value is never written)",
        },
        explain: Phrase {
            es: "Una función que devuelve un valor tiene que terminar cada camino con `return`. En WGSL `discard` no es un final: la invocación sigue como auxiliar (sus derivadas siguen contando) y solo se descartan sus escrituras, así que un camino que termina en `discard;` llega igualmente a la llave de cierre. El compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba.",
            en: "A function that returns a value must end every path with `return`. In WGSL `discard` is not such an end: the invocation goes on as a helper (its derivatives still count) and only its writes are dropped, so a path that ends with `discard;` still reaches the closing brace. Chrome's compiler (Tint) refuses it; naga accepts it, so Lienzo checks it.",
        },
        wrong: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n}",
        right: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0503",
        headline: Phrase {
            es: "el bucle (`{kind}`) no termina nunca",
            en: "{kind} does not exit",
        },
        label: Phrase {
            es: "nada dentro de este {kind_es} lo deja",
            en: "nothing in this {kind} leaves it",
        },
        note: Phrase {
            es: "agrega un `break` (o `break if` en `continuing`) o un `return` al que llegue algún camino; `discard` no sale de un bucle",
            en: "add a `break` (or `break if` in `continuing`) or a `return` that some path reaches; `discard` does not leave a loop",
        },
        explain: Phrase {
            es: "WGSL rechaza un bucle que no puede terminar: uno cuyo cuerpo no tiene `break`, ni `break if`, ni `return`. Un bucle así colgaría la GPU, así que el compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba. `discard` no cuenta: la invocación sigue como auxiliar.",
            en: "WGSL refuses a loop that cannot end: one whose body has no `break`, no `break if` and no `return`. Such a loop would hang the GPU, so Chrome's compiler (Tint) rejects it; naga accepts it, so Lienzo checks it. `discard` does not count: the invocation goes on as a helper.",
        },
        wrong: "    var i = 0;\n    loop {\n        i++;\n    }\n    return vec4f(1.0);\n}",
        right: "    var i = 0;\n    loop {\n        i++;\n        if i > 4 { break; }\n    }\n    return vec4f(1.0);\n}",
    },
    Entry {
        code: "W0504",
        headline: Phrase {
            es: "el `continue` se salta la declaración de '{name}'",
            en: "continue statement bypasses declaration of '{name}'",
        },
        label: Phrase {
            es: "este `continue` se la salta",
            en: "this `continue` skips it",
        },
        note: Phrase {
            es: "declara '{name}' antes del primer `continue`, o no la uses en `continuing`",
            en: "declare '{name}' before the first `continue`, or do not use it in `continuing`",
        },
        explain: Phrase {
            es: "Un `continue` salta al bloque `continuing` del bucle. Si una declaración va después del `continue` en el cuerpo y `continuing` la usa, el salto llegaría a código que lee un nombre que en ese camino nunca se declaró. WGSL lo rechaza; naga no lo comprueba, así que Lienzo sí.",
            en: "A `continue` jumps to the loop's `continuing` block. If a declaration comes after the `continue` in the body and `continuing` uses it, the jump would reach code that reads a name that was never declared on that path. WGSL refuses it; naga does not check it, so Lienzo does.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0601",
        headline: Phrase {
            es: "el texto ocupa {size} KiB; Lienzo comprueba shaders de hasta {max} KiB",
            en: "the text is {size} KiB; Lienzo checks shaders of up to {max} KiB",
        },
        label: Phrase {
            es: "el texto empieza aquí",
            en: "the text starts here",
        },
        note: Phrase {
            es: "un shader tan grande suele ser un archivo pegado que no es WGSL; no se compiló nada",
            en: "a shader this large is usually a pasted file that is not WGSL; nothing was compiled",
        },
        explain: Phrase {
            es: "Lienzo comprueba textos de hasta 512 KiB. Un texto más grande casi siempre es un archivo pegado por error (un binario, un registro, un proyecto entero), y compilarlo solo bloquearía el editor.",
            en: "Lienzo checks texts of up to 512 KiB. A larger text is almost always a file pasted by mistake (a binary, a log, a whole project), and compiling it would only stall the editor.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0602",
        headline: Phrase {
            es: "el texto contiene un carácter NUL: ¿es un archivo binario?",
            en: "the text contains a NUL character: is this a binary file?",
        },
        label: Phrase {
            es: "carácter NUL",
            en: "NUL character",
        },
        note: Phrase {
            es: "WGSL es texto UTF-8 sin caracteres NUL; no se compiló nada",
            en: "WGSL is UTF-8 text without NUL characters; nothing was compiled",
        },
        explain: Phrase {
            es: "El código WGSL es texto UTF-8. Un carácter NUL (código 0) nunca aparece en él; indica que se abrió como shader un archivo binario o un texto en otra codificación, como UTF-16.",
            en: "WGSL source is UTF-8 text. A NUL character (code 0) never appears in it; it means a binary file, or a text in another encoding such as UTF-16, was opened as a shader.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0603",
        headline: Phrase {
            es: "se alcanzó la profundidad máxima de recursión del analizador: más de {max} niveles de anidación",
            en: "maximum parser recursive depth reached: more than {max} levels of nesting",
        },
        label: Phrase {
            es: "un nivel de más",
            en: "one level too deep",
        },
        note: Phrase {
            es: "cada paréntesis, corchete, llave o lista de plantilla `<…>` abiertos y cada operador unario (`!`, `-`, `~`, `&`, `*`) es un nivel; divide la expresión con declaraciones `let` o lleva las partes internas a funciones",
            en: "each open parenthesis, bracket, brace, template list `<…>` and unary operator (`!`, `-`, `~`, `&`, `*`) is a level; split the expression with `let` declarations or move inner parts into functions",
        },
        explain: Phrase {
            es: "Los compiladores leen WGSL por recursión: cada paréntesis, corchete, llave o lista de plantilla que sigue abierto, y cada operador unario que espera su operando, es una llamada más en la pila del compilador. El compilador de Chrome (Tint) se detiene a los 128 niveles con \"maximum parser recursive depth reached\"; Lienzo rechaza los mismos textos antes de que los vea ningún compilador, así que una cadena pegada de miles de `!` o `-` da este mensaje en lugar de cerrar la aplicación o la página.",
            en: "Compilers read WGSL by recursion: every parenthesis, bracket, brace and template list still open, and every unary operator still waiting for its operand, is one more call on the compiler's stack. Chrome's compiler (Tint) stops at 128 levels with \"maximum parser recursive depth reached\"; Lienzo refuses the same texts before any compiler sees them, so a pasted chain of thousands of `!` or `-` gives this message instead of crashing the app or the page.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0604",
        headline: Phrase {
            es: "se alcanzó la profundidad máxima de expresión, {max}: esta sentencia encadena más operaciones",
            en: "reached max expression depth of {max}: this statement chains more operations",
        },
        label: Phrase {
            es: "una operación de más",
            en: "one operation too many",
        },
        note: Phrase {
            es: "un compilador se llama a sí mismo una vez por operación y una cadena más larga puede agotar su pila; divide la expresión con declaraciones `let`",
            en: "a compiler recurses once per operation and a longer chain can exhaust its stack; split the expression with `let` declarations",
        },
        explain: Phrase {
            es: "Los operadores, los accesos a miembros (`.x`) y los índices (`[i]`) encadenados en una sentencia añaden cada uno un nivel al árbol de la expresión, que los compiladores recorren por recursión. Tint rechaza más de 512 niveles (\"reached max expression depth of 512\"); Lienzo rechaza una sentencia con más de 512 operaciones así.",
            en: "Operators, member accesses (`.x`) and indexings (`[i]`) chained in one statement each add a level to the expression tree, which compilers walk by recursion. Tint refuses more than 512 levels (\"reached max expression depth of 512\"); Lienzo refuses a statement with more than 512 such operations.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0605",
        headline: Phrase {
            es: "la profundidad de anidación de sentencias o la longitud de la cadena supera el límite de {max}",
            en: "statement nesting depth / chaining length exceeds limit of {max}",
        },
        label: Phrase {
            es: "un nivel de más",
            en: "one level too deep",
        },
        note: Phrase {
            es: "cada bloque es un nivel, cada `if`, bucle o `switch` uno más, y cada `else if` otro más; lleva las partes internas a funciones, o usa un `switch` o busca el valor en un array en lugar de una cadena larga de `else if`",
            en: "each block is a level, each `if`, loop and `switch` one more, and each `else if` one more; move inner parts into functions, or use a `switch` or a lookup in an array instead of a long `else if` chain",
        },
        explain: Phrase {
            es: "WGSL limita la profundidad de anidación de las sentencias (la especificación dice 127). Tint cuenta un bloque como un nivel, un `if`, un bucle o un `switch` con su bloque como dos, y cada `else if` de una cadena como uno más, y rechaza una función que pase de 127.",
            en: "WGSL limits how deep statements nest (the specification says 127). Tint counts a block as one level, an `if`, loop or `switch` with its block as two, and each `else if` of a chain as one more, and refuses a function past 127.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0606",
        headline: Phrase {
            es: "el número de elementos del array ({count}) debe ser menor que {max}",
            en: "array count ({count}) must be less than {max}",
        },
        label: Phrase {
            es: "este array, en el espacio {space}",
            en: "this array, in the {space} address space",
        },
        note: Phrase {
            es: "cada invocación tendría su propia copia; un array grande va en un buffer de almacenamiento: `@group(0) @binding(0) var<storage, read_write> datos: array<f32>;`",
            en: "every invocation would get its own copy; a large array belongs in a storage buffer: `@group(0) @binding(0) var<storage, read_write> data: array<f32>;`",
        },
        explain: Phrase {
            es: "Un array en el espacio `private` o `function` es memoria de cada invocación: la GPU lo guarda en registros o en la pila de cada hilo, así que un array enorme agota esa memoria o hace que el compilador del controlador tarde minutos. El compilador de Chrome (Tint) rechaza estos arrays desde 65536 elementos; Lienzo rechaza los mismos antes de que los vea ningún compilador. Los datos grandes van en un buffer de almacenamiento, que comparten todas las invocaciones.",
            en: "An array in the `private` or `function` address space is memory of each invocation: the GPU keeps it in each thread's registers or stack, so a huge array exhausts that memory or keeps the driver's compiler busy for minutes. Chrome's compiler (Tint) refuses such arrays from 65536 elements; Lienzo refuses the same ones before any compiler sees them. Large data belongs in a storage buffer, which every invocation shares.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0701",
        headline: Phrase {
            es: "`{name}` es una palabra reservada y no puede ser un nombre",
            en: "`{name}` is a reserved word and cannot be a name",
        },
        label: Phrase {
            es: "palabra reservada",
            en: "reserved word",
        },
        note: Phrase {
            es: "elige otro nombre, por ejemplo `my_{name}`",
            en: "choose another name, for example `my_{name}`",
        },
        explain: Phrase {
            es: "WGSL reserva sus palabras clave (`var`, `let`, `if`, `return`, `override`…) y una lista de palabras guardadas para el futuro; ninguna puede nombrar una variable, una función, un struct ni un miembro.",
            en: "WGSL reserves its keywords (`var`, `let`, `if`, `return`, `override`…) and a list of words kept for the future; none of them can name a variable, a function, a struct or a member.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0702",
        headline: Phrase {
            es: "un comentario `/*` nunca se cierra",
            en: "a `/*` comment is never closed",
        },
        label: Phrase {
            es: "el comentario empieza aquí y llega hasta el final del texto",
            en: "the comment starts here and runs to the end of the text",
        },
        note: Phrase {
            es: "ciérralo con `*/`; en WGSL los comentarios de bloque se anidan, así que cada `/*` interno necesita su propio `*/`",
            en: "close it with `*/`; block comments nest in WGSL, so each `/*` inside needs its own `*/`",
        },
        explain: Phrase {
            es: "Un comentario de bloque va de `/*` al `*/` que le corresponde. En WGSL se anidan: `/* a /* b */ c */` es un solo comentario, así que un `/*` interno sin cerrar se traga el resto del archivo.",
            en: "A block comment runs from `/*` to the matching `*/`. In WGSL they nest: `/* a /* b */ c */` is one comment, so an inner `/*` left open swallows the rest of the file.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0703",
        headline: Phrase {
            es: "el atributo '@{name}' está escrito dos veces",
            en: "the attribute '@{name}' is written twice",
        },
        label: Phrase {
            es: "repetido aquí",
            en: "repeated here",
        },
        note: Phrase {
            es: "deja un solo `@{name}`",
            en: "keep only one `@{name}`",
        },
        explain: Phrase {
            es: "Cada atributo puede aparecer una sola vez en una declaración.",
            en: "Each attribute may appear once on a declaration.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0704",
        headline: Phrase {
            es: "aquí no se admite una expresión",
            en: "an expression is not allowed here",
        },
        label: Phrase {
            es: "expresión inesperada",
            en: "unexpected expression",
        },
        note: Phrase {
            es: "revisa el atributo o la plantilla que la rodea: aquí no lleva valor, o lleva menos valores",
            en: "check the attribute or template around it: it takes no value here, or fewer values",
        },
        explain: Phrase {
            es: "Algunos atributos no llevan argumento (`@fragment`, `@compute`) y las plantillas llevan un número fijo de parámetros; una expresión de más es un error.",
            en: "Some attributes take no argument (`@fragment`, `@compute`), and templates take a fixed number of parameters; an extra expression is an error.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0705",
        headline: Phrase {
            es: "`var<{space}>` no se puede declarar dentro de una función",
            en: "`var<{space}>` cannot be declared inside a function",
        },
        label: Phrase {
            es: "no se admite en una función",
            en: "not allowed in a function",
        },
        note: Phrase {
            es: "dentro de una función escribe solo `var` (es memoria `function`); declara `var<{space}>` fuera de las funciones",
            en: "inside a function write just `var` (it is `function` memory); declare `var<{space}>` at module scope",
        },
        explain: Phrase {
            es: "Las variables de los espacios de direcciones private, workgroup, uniform y storage se declaran fuera de las funciones. Un `var` dentro de una función siempre está en el espacio function.",
            en: "Variables in the private, workgroup, uniform and storage address spaces live at module scope. A `var` inside a function is always in the function address space.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0706",
        headline: Phrase {
            es: "los nombres que empiezan con `__` están reservados: '{name}'",
            en: "names that start with `__` are reserved: '{name}'",
        },
        label: Phrase {
            es: "prefijo reservado",
            en: "reserved prefix",
        },
        note: Phrase {
            es: "cámbiale el nombre sin el `__` inicial",
            en: "rename it without the leading `__`",
        },
        explain: Phrase {
            es: "WGSL reserva para la implementación los identificadores que empiezan con dos guiones bajos.",
            en: "WGSL reserves identifiers that start with two underscores for the implementation.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0707",
        headline: Phrase {
            es: "espacio de direcciones desconocido: '{name}'",
            en: "unknown address space '{name}'",
        },
        label: Phrase {
            es: "ese espacio de direcciones no existe",
            en: "no such address space",
        },
        note: Phrase {
            es: "los espacios de direcciones son function, private, workgroup, uniform y storage",
            en: "address spaces are function, private, workgroup, uniform and storage",
        },
        explain: Phrase {
            es: "El primer parámetro de plantilla de `var<…>` y `ptr<…>` es un espacio de direcciones, de una lista cerrada.",
            en: "The first template parameter of `var<…>` and `ptr<…>` is an address space, one of a closed list.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0708",
        headline: Phrase {
            es: "modo de acceso desconocido: '{name}'",
            en: "unknown access mode '{name}'",
        },
        label: Phrase {
            es: "ese modo de acceso no existe",
            en: "no such access mode",
        },
        note: Phrase {
            es: "los modos de acceso son read, write y read_write",
            en: "access modes are read, write and read_write",
        },
        explain: Phrase {
            es: "El modo de acceso de un búfer de almacenamiento, de una textura de almacenamiento o de un puntero es read, write o read_write.",
            en: "The access mode of a storage buffer, a storage texture or a pointer is read, write or read_write.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0709",
        headline: Phrase {
            es: "'{name}' no es un tipo escalar",
            en: "'{name}' is not a scalar type",
        },
        label: Phrase {
            es: "aquí va un tipo escalar",
            en: "a scalar type goes here",
        },
        note: Phrase {
            es: "escribe un escalar: f32, i32, u32 o bool (como en `vec3<f32>`)",
            en: "write a scalar: f32, i32, u32 or bool (as in `vec3<f32>`)",
        },
        explain: Phrase {
            es: "Los vectores, las matrices y las texturas llevan un tipo escalar como parámetro de plantilla: `vec3<f32>`, no `vec3<vec2f>`.",
            en: "Vectors, matrices and textures take a scalar type as their template parameter: `vec3<f32>`, not `vec3<vec2f>`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0710",
        headline: Phrase {
            es: "'{name}' no se puede crear con un constructor",
            en: "'{name}' cannot be built with a constructor",
        },
        label: Phrase {
            es: "no construible",
            en: "not constructible",
        },
        note: Phrase {
            es: "los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los samplers se declaran como variables, nunca se crean como valores",
            en: "atomics, runtime-sized arrays, textures and samplers are declared as variables, never built as values",
        },
        explain: Phrase {
            es: "Solo los tipos construibles (escalares, vectores, matrices, arrays de tamaño fijo y structs de ellos) tienen constructores.",
            en: "Only constructible types (scalars, vectors, matrices, fixed-size arrays and structs of them) have constructors.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0711",
        headline: Phrase {
            es: "`*` lee a través de un puntero, y este valor no es un puntero",
            en: "`*` reads through a pointer, and this value is not a pointer",
        },
        label: Phrase {
            es: "no es un puntero",
            en: "not a pointer",
        },
        note: Phrase {
            es: "para multiplicar, pon un valor a cada lado de `*`; para leer a través de un puntero, créalo con `&`",
            en: "to multiply, put a value on both sides of `*`; to read through a pointer, make one with `&`",
        },
        explain: Phrase {
            es: "El `*` unario desreferencia un puntero (`*p`). Un valor que no es un puntero no se puede desreferenciar; `&x` crea un puntero a una variable.",
            en: "Unary `*` dereferences a pointer (`*p`). A value that is not a pointer cannot be dereferenced; `&x` makes a pointer to a variable.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0712",
        headline: Phrase {
            es: "el número de elementos de un array tiene que ser mayor que 0",
            en: "an array's element count must be greater than 0",
        },
        label: Phrase {
            es: "tiene que ser al menos 1",
            en: "must be at least 1",
        },
        note: Phrase {
            es: "dale al array al menos un elemento",
            en: "give the array at least one element",
        },
        explain: Phrase {
            es: "Un array de tamaño fijo `array<T, N>` necesita N ≥ 1.",
            en: "A fixed-size array `array<T, N>` needs N ≥ 1.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0713",
        headline: Phrase {
            es: "const_assert falló: su condición es falsa",
            en: "const_assert failed: its condition is false",
        },
        label: Phrase {
            es: "falsa",
            en: "false",
        },
        note: Phrase {
            es: "la condición se calcula al crear el shader; cambia las constantes que comprueba",
            en: "the condition is computed when the shader is created; change the constants it checks",
        },
        explain: Phrase {
            es: "`const_assert` comprueba una condición sobre constantes al crear el shader y lo rechaza cuando es falsa.",
            en: "`const_assert` checks a condition on constants when the shader is created and refuses the shader when it is false.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0714",
        headline: Phrase {
            es: "un `const` solo se puede calcular a partir de constantes",
            en: "a `const` must be computed from constants only",
        },
        label: Phrase {
            es: "no es una constante",
            en: "not a constant",
        },
        note: Phrase {
            es: "usa `let` para un valor que solo se conoce al ejecutar el shader",
            en: "use `let` for a value known only when the shader runs",
        },
        explain: Phrase {
            es: "Los valores `const` se calculan al crear el shader, a partir de literales, otros `const` y funciones integradas de ellos; un `let`, un `var` o un parámetro de función no se conocen en ese momento.",
            en: "`const` values are computed when the shader is created, from literals, other `const`s and built-in functions of them; a `let`, a `var` or a function parameter is not known then.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0715",
        headline: Phrase {
            es: "'{name}' depende de sí mismo a través de otras declaraciones",
            en: "'{name}' depends on itself through other declarations",
        },
        label: Phrase {
            es: "parte de un ciclo",
            en: "part of a cycle",
        },
        note: Phrase {
            es: "rompe el ciclo: una declaración no puede usar, directa o indirectamente, lo que la usa",
            en: "break the cycle: a declaration cannot use, directly or not, what uses it",
        },
        explain: Phrase {
            es: "WGSL no tiene recursión: las funciones, las constantes y los tipos no pueden depender de sí mismos a través de otros.",
            en: "WGSL has no recursion: functions, constants and types cannot depend on themselves through others.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0716",
        headline: Phrase {
            es: "esta función no devuelve nada, así que su llamada no tiene valor",
            en: "this function returns nothing, so its call has no value",
        },
        label: Phrase {
            es: "sin valor",
            en: "no value",
        },
        note: Phrase {
            es: "llámala como sentencia (`f();`) o dale a la función un tipo de retorno y un `return`",
            en: "call it as a statement (`f();`), or give the function a return type and a `return`",
        },
        explain: Phrase {
            es: "Una función sin `-> T` no devuelve ningún valor; su llamada solo puede ser una sentencia.",
            en: "A function without `-> T` returns no value; its call can only be a statement.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0717",
        headline: Phrase {
            es: "esto necesita la extensión `{ext}`, que WebGPU no habilita",
            en: "this needs the `{ext}` extension, which WebGPU does not enable",
        },
        label: Phrase {
            es: "necesita `{ext}`",
            en: "needs `{ext}`",
        },
        note: Phrase {
            es: "escríbelo sin los tipos ni las funciones de la extensión",
            en: "write it without the extension's types or functions",
        },
        explain: Phrase {
            es: "Algunos tipos y funciones solo existen con una extensión `enable`; Lienzo comprueba los shaders para un dispositivo WebGPU sin características opcionales.",
            en: "Some types and functions exist only with an `enable` extension; Lienzo checks shaders for a WebGPU device without optional features.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0718",
        headline: Phrase {
            es: "`select` recibe (valor si es falso, valor si es verdadero, condición) de tipos que coinciden",
            en: "`select` takes (false value, true value, condition) of matching types",
        },
        label: Phrase {
            es: "tipo de argumento inesperado",
            en: "unexpected argument type",
        },
        note: Phrase {
            es: "los dos primeros argumentos tienen un mismo tipo (un escalar o un vector) y el tercero es un `bool` (o un vector de `bool` del mismo tamaño)",
            en: "the first two arguments have one type (a scalar or a vector), the third is a `bool` (or a vector of `bool` of the same size)",
        },
        explain: Phrase {
            es: "`select(f, t, c)` es el `c ? t : f` de WGSL; fíjate en el orden: primero va el valor para falso.",
            en: "`select(f, t, c)` is WGSL's `c ? t : f`; note the order: the value for false comes first.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0719",
        headline: Phrase {
            es: "`break if` solo puede ser la última sentencia de un bloque `continuing`",
            en: "`break if` can only be the last statement of a `continuing` block",
        },
        label: Phrase {
            es: "fuera de `continuing`",
            en: "not in `continuing`",
        },
        note: Phrase {
            es: "dentro del cuerpo del bucle escribe `if cond { break; }`",
            en: "inside the loop body write `if cond { break; }`",
        },
        explain: Phrase {
            es: "`loop { … continuing { … break if cond; } }`: `break if` cierra el bloque continuing de un bucle, y en ningún otro lugar.",
            en: "`loop { … continuing { … break if cond; } }`: `break if` ends the continuing block of a loop, and nowhere else.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0720",
        headline: Phrase {
            es: "una matriz contiene valores de coma flotante, no '{ty}'",
            en: "a matrix holds floating-point values, not '{ty}'",
        },
        label: Phrase {
            es: "tiene que ser f32 (o f16)",
            en: "must be f32 (or f16)",
        },
        note: Phrase {
            es: "escribe `mat3x3<f32>` (o `mat3x3f`)",
            en: "write `mat3x3<f32>` (or `mat3x3f`)",
        },
        explain: Phrase {
            es: "Las matrices de WGSL solo tienen componentes de coma flotante; para enteros usa un array de vectores.",
            en: "WGSL matrices have floating-point components only; for integers use an array of vectors.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0721",
        headline: Phrase {
            es: "no hay ninguna sobrecarga de 'operator {op}' para '{ty}'",
            en: "no matching overload for 'operator {op}' with '{ty}'",
        },
        label: Phrase {
            es: "'{ty}' aquí",
            en: "'{ty}' here",
        },
        note: Phrase {
            es: "`&&` y `||` reciben escalares `bool`; para vectores de `bool` usa `select`, `all()` o `any()`, o `&` y `|` componente a componente",
            en: "`&&` and `||` take `bool` scalars; for vectors of `bool` use `select`, `all()` or `any()`, or `&` and `|` element by element",
        },
        explain: Phrase {
            es: "Cada operador está definido solo para algunos tipos. `&&` y `||` evalúan en cortocircuito, así que reciben valores `bool` sueltos; `&` y `|` funcionan con vectores de `bool` componente a componente.",
            en: "Each operator is defined for some types only. `&&` and `||` short-circuit, so they take single `bool` values; `&` and `|` work on vectors of `bool` component by component.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0722",
        headline: Phrase {
            es: "estos valores no construyen este tipo",
            en: "these values do not build this type",
        },
        label: Phrase {
            es: "componentes inesperados",
            en: "unexpected components",
        },
        note: Phrase {
            es: "dale al constructor los componentes que tiene el tipo (un vec3 recibe 3 números, o un vec2 y un número)",
            en: "give the constructor the components the type has (a vec3 takes 3 numbers, or a vec2 and a number)",
        },
        explain: Phrase {
            es: "Los argumentos de un constructor tienen que sumar los componentes del tipo, de su tipo de elemento.",
            en: "A constructor's arguments must add up to the type's components, of its element type.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0723",
        headline: Phrase {
            es: "esto tiene que ser un `i32` o un `u32` constante",
            en: "this must be a constant `i32` or `u32`",
        },
        label: Phrase {
            es: "aquí va un entero constante",
            en: "a constant integer goes here",
        },
        note: Phrase {
            es: "usa un literal entero o un `const` (un `override` en @workgroup_size), no un número de coma flotante ni un valor de ejecución",
            en: "use an integer literal or a `const` (an `override` in @workgroup_size), not a float or a runtime value",
        },
        explain: Phrase {
            es: "Los tamaños de array, @workgroup_size, @location y lugares parecidos necesitan valores enteros conocidos al crear el shader.",
            en: "Array sizes, @workgroup_size, @location and similar places need integer values known when the shader is created.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0724",
        headline: Phrase {
            es: "const_assert necesita un `bool` constante",
            en: "const_assert needs a constant `bool`",
        },
        label: Phrase {
            es: "no es un bool constante",
            en: "not a constant bool",
        },
        note: Phrase {
            es: "escribe una comparación de constantes, por ejemplo `const_assert N > 0;`",
            en: "write a comparison of constants, for example `const_assert N > 0;`",
        },
        explain: Phrase {
            es: "La condición de `const_assert` es un `bool` calculado a partir de constantes.",
            en: "The condition of `const_assert` is a `bool` computed from constants.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0725",
        headline: Phrase {
            es: "profundidad conservadora desconocida: '{name}'",
            en: "unknown conservative depth '{name}'",
        },
        label: Phrase {
            es: "no es una profundidad conservadora",
            en: "not a conservative depth",
        },
        note: Phrase {
            es: "escribe greater_equal, less_equal o unchanged",
            en: "write greater_equal, less_equal or unchanged",
        },
        explain: Phrase {
            es: "`@early_depth_test(…)` recibe greater_equal, less_equal o unchanged.",
            en: "`@early_depth_test(…)` takes greater_equal, less_equal or unchanged.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0726",
        headline: Phrase {
            es: "una textura contiene valores f32, i32 o u32, no '{ty}'",
            en: "a texture holds f32, i32 or u32 values, not '{ty}'",
        },
        label: Phrase {
            es: "no es un tipo de texel",
            en: "not a texel type",
        },
        note: Phrase {
            es: "escribe `texture_2d<f32>` (o `<i32>`, `<u32>`)",
            en: "write `texture_2d<f32>` (or `<i32>`, `<u32>`)",
        },
        explain: Phrase {
            es: "El parámetro de plantilla de una textura muestreada es el tipo con el que se leen sus texels: f32, i32 o u32.",
            en: "The template parameter of a sampled texture is the type its texels are read as: f32, i32 or u32.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0738",
        headline: Phrase {
            es: "naga todavía no sabe evaluar `{what}` en una expresión constante",
            en: "naga cannot evaluate `{what}` in a constant expression yet",
        },
        label: Phrase {
            es: "en una expresión constante",
            en: "in a constant expression",
        },
        note: Phrase {
            es: "calcúlalo en tiempo de ejecución: pasa un valor que no sea constante (un `let` de un `var`, un parámetro) o escribe tú el resultado",
            en: "compute it at run time: pass a value that is not constant (a `let` of a `var`, a parameter), or write the result yourself",
        },
        explain: Phrase {
            es: "WGSL evalúa las funciones integradas con argumentos constantes al compilar. naga, el compilador dentro de Lienzo, no lo hace todavía con unas pocas (frexp, modf…); el compilador de Chrome sí. Es un límite del compilador de Lienzo, no un error.",
            en: "WGSL evaluates built-in functions on constant arguments while compiling. naga, the compiler inside Lienzo, does not implement that for a few of them (frexp, modf…); Chrome's compiler does. It is a limit of Lienzo's compiler, not a mistake.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0739",
        headline: Phrase {
            es: "no se puede tomar la dirección de una componente de un vector",
            en: "cannot take the address of a vector component",
        },
        label: Phrase {
            es: "una componente de un vector",
            en: "a component of a vector",
        },
        note: Phrase {
            es: "toma un puntero al vector entero (`&v`) y accede a través de él, o copia la componente a un `var`",
            en: "take a pointer to the whole vector (`&v`) and index through it, or copy the component to a `var`",
        },
        explain: Phrase {
            es: "`&v.x` no está permitido: WGSL no tiene punteros a componentes sueltas de un vector.",
            en: "`&v.x` is not allowed: WGSL has no pointers to single components of a vector.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0740",
        headline: Phrase {
            es: "extensión de lenguaje desconocida: `{name}`",
            en: "unknown language extension `{name}`",
        },
        label: Phrase {
            es: "no se conoce aquí",
            en: "not known here",
        },
        note: Phrase {
            es: "naga, el compilador de Lienzo, no tiene esta extensión de lenguaje; escribe el shader sin ella",
            en: "naga, Lienzo's compiler, does not have this language extension; write the shader without it",
        },
        explain: Phrase {
            es: "Una directiva `requires` nombra extensiones de lenguaje de WGSL que usa el shader. El compilador de Lienzo solo conoce algunas de las que tienen los navegadores.",
            en: "A `requires` directive names WGSL language extensions the shader uses. Lienzo's compiler knows only some of the ones browsers have.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0741",
        headline: Phrase {
            es: "naga todavía no admite los filtros `@diagnostic(…)`",
            en: "naga does not support `@diagnostic(…)` filters yet",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "quita el filtro; si silenciaba un error de uniformidad, saca la llamada de la rama no uniforme",
            en: "remove the filter; if it silenced a uniformity error, move the call out of the non-uniform branch",
        },
        explain: Phrase {
            es: "Los filtros de diagnóstico de WGSL desactivan un diagnóstico como derivative_uniformity o lo convierten en aviso. naga, el compilador de Lienzo, no los implementa; el compilador de Chrome sí.",
            en: "WGSL's diagnostic filters turn a diagnostic such as derivative_uniformity off or into a warning. naga, Lienzo's compiler, does not implement them; Chrome's compiler does.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0742",
        headline: Phrase {
            es: "extensión desconocida `{name}` en `enable`",
            en: "unknown extension `{name}` in `enable`",
        },
        label: Phrase {
            es: "no es una extensión de WGSL",
            en: "not a WGSL extension",
        },
        note: Phrase {
            es: "las extensiones son f16, clip_distances, dual_source_blending…; revisa cómo está escrita o quita la línea",
            en: "the extensions are f16, clip_distances, dual_source_blending…; check the spelling or remove the line",
        },
        explain: Phrase {
            es: "`enable nombre;` activa una característica opcional de WGSL que el dispositivo también tiene que tener. El nombre tiene que ser uno que WGSL defina.",
            en: "`enable name;` turns on an optional feature of WGSL that the device must also have. The name must be one WGSL defines.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0743",
        headline: Phrase {
            es: "`&` recibe una variable (o una parte de una), no un valor",
            en: "`&` takes a variable (or a part of one), not a value",
        },
        label: Phrase {
            es: "no es una variable",
            en: "not a variable",
        },
        note: Phrase {
            es: "`&` crea un puntero a memoria: aplícalo a un `var` (o a un miembro o elemento de uno), no a un `let`, a un parámetro ni a un valor calculado",
            en: "`&` makes a pointer to memory: apply it to a `var` (or a member or element of one), not to a `let`, a parameter or a computed value",
        },
        explain: Phrase {
            es: "Solo la memoria tiene dirección: las variables de módulo, los `var` de función y sus miembros y elementos. Un `let`, un parámetro de función o el resultado de una expresión son valores.",
            en: "Only memory has an address: module-scope variables, function `var`s and the members and elements of them. A `let`, a function parameter or the result of an expression is a value.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0744",
        headline: Phrase {
            es: "el valor {value} no se puede representar como '{ty}'",
            en: "value {value} cannot be represented as '{ty}'",
        },
        label: Phrase {
            es: "fuera del rango de '{ty}'",
            en: "out of the range of '{ty}'",
        },
        note: Phrase {
            es: "un `i32` va de -2147483648 a 2147483647 y un `u32` de 0 a 4294967295: usa un valor dentro del rango, u otro tipo",
            en: "an `i32` holds -2147483648 to 2147483647 and a `u32` 0 to 4294967295: use a value within the range, or another type",
        },
        explain: Phrase {
            es: "Una expresión constante se calcula al compilar el shader, con números abstractos sin límite. Al guardarla en un tipo concreto el valor tiene que caber: un número negativo no cabe en un `u32`, y 2147483648 no cabe en un `i32`.",
            en: "A constant expression is computed when the shader is compiled, with abstract numbers that have no limit. When it is stored in a concrete type the value must fit: a negative number does not fit in a `u32`, and 2147483648 does not fit in an `i32`.",
        },
        wrong: "const offset: u32 = -1;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(f32(offset));\n}",
        right: "const offset: i32 = -1;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(f32(offset));\n}",
    },
    Entry {
        code: "W0745",
        headline: Phrase {
            es: "división entera por cero",
            en: "integer division by zero",
        },
        label: Phrase {
            es: "el divisor es 0",
            en: "the divisor is 0",
        },
        note: Phrase {
            es: "WGSL rechaza un `/` o un `%` de enteros cuyo divisor es la constante 0; divide por un valor distinto de 0",
            en: "WGSL rejects an integer `/` or `%` whose divisor is the constant 0; divide by a value other than 0",
        },
        explain: Phrase {
            es: "Cuando el divisor de una división o de un resto entre enteros se conoce al compilar y vale 0, el shader no compila: el resultado no está definido. Con flotantes el resultado sería infinito; con enteros es un error.",
            en: "When the divisor of an integer division or remainder is known at compile time and is 0, the shader does not compile: the result is undefined. With floats the result would be infinite; with integers it is an error.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0746",
        headline: Phrase {
            es: "desplazamiento de 32 bits o más",
            en: "shift by 32 bits or more",
        },
        label: Phrase {
            es: "desplaza demasiados bits",
            en: "shifts too many bits",
        },
        note: Phrase {
            es: "un valor de 32 bits se desplaza de 0 a 31 bits; `1u << 31u` es el bit más alto",
            en: "a 32-bit value is shifted by 0 to 31 bits; `1u << 31u` is the highest bit",
        },
        explain: Phrase {
            es: "`<<` y `>>` sobre `i32` o `u32` desplazan como mucho 31 bits. Si la cantidad es una constante de 32 o más, WGSL rechaza el shader al compilarlo.",
            en: "`<<` and `>>` on `i32` or `u32` shift by at most 31 bits. When the amount is a constant of 32 or more, WGSL rejects the shader when it is compiled.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0747",
        headline: Phrase {
            es: "'{what}' recibe una constante fuera de su dominio",
            en: "'{what}' is called with a constant outside its domain",
        },
        label: Phrase {
            es: "valor no válido para '{what}'",
            en: "not a valid value for '{what}'",
        },
        note: Phrase {
            es: "`sqrt` necesita un valor >= 0, `log` y `log2` uno > 0, `acos` y `asin` uno entre -1 y 1; la expresión se calcula al compilar",
            en: "`sqrt` needs a value >= 0, `log` and `log2` one > 0, `acos` and `asin` one from -1 to 1; the expression is computed when the shader is compiled",
        },
        explain: Phrase {
            es: "Una llamada con argumentos constantes se calcula al compilar el shader. Si el argumento queda fuera del dominio de la función (la raíz de un negativo, el logaritmo de 0), no hay resultado y el shader no compila.",
            en: "A call with constant arguments is computed when the shader is compiled. If the argument is outside the function's domain (the square root of a negative number, the logarithm of 0), there is no result and the shader does not compile.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0748",
        headline: Phrase {
            es: "la expresión constante se desborda ({what})",
            en: "the constant expression overflows ({what})",
        },
        label: Phrase {
            es: "el resultado no cabe en su tipo",
            en: "the result does not fit its type",
        },
        note: Phrase {
            es: "la expresión se calcula al compilar y su resultado tiene que caber en el tipo: usa valores más pequeños u otro tipo",
            en: "the expression is computed when the shader is compiled and its result must fit the type: use smaller values or another type",
        },
        explain: Phrase {
            es: "Una expresión constante se calcula al compilar. Si su resultado no cabe en el tipo (un entero mayor que 2147483647 en un `i32`, una exponencial demasiado grande en un `f32`), el shader no compila.",
            en: "A constant expression is computed when the shader is compiled. If its result does not fit the type (an integer above 2147483647 in an `i32`, an exponential too large for an `f32`), the shader does not compile.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0749",
        headline: Phrase {
            es: "no se puede llamar a '{name}': una declaración local con ese nombre oculta la función",
            en: "cannot call '{name}': a local declaration of that name hides the function",
        },
        label: Phrase {
            es: "aquí '{name}' es un valor local",
            en: "here '{name}' is a local value",
        },
        note: Phrase {
            es: "cambia el nombre del `let` o `var` local para que '{name}(...)' vuelva a llamar a la función",
            en: "rename the local `let` or `var` so that '{name}(...)' calls the function again",
        },
        explain: Phrase {
            es: "Un `let`, un `var` o un parámetro con el nombre de una función integrada (`max`) o de un tipo (`vec3f`) la oculta hasta el final de su bloque: después, `max(a, b)` intenta llamar al valor, que no es una función.",
            en: "A `let`, `var` or parameter with the name of a built-in function (`max`) or of a type (`vec3f`) hides it until the end of its block: after it, `max(a, b)` tries to call the value, which is not a function.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0760",
        headline: Phrase {
            es: "una función de entrada no se puede llamar: '{name}'",
            en: "an entry point cannot be called: '{name}'",
        },
        label: Phrase {
            es: "llamada a una función de entrada",
            en: "call to an entry point",
        },
        note: Phrase {
            es: "mueve el cuerpo a una función auxiliar sin `@vertex`, `@fragment` ni `@compute`, y llámala desde las dos",
            en: "move the body into a helper function without `@vertex`, `@fragment` or `@compute`, and call it from both",
        },
        explain: Phrase {
            es: "Una función marcada `@vertex`, `@fragment` o `@compute` la llama el pipeline, no el shader: sus parámetros y su resultado vienen con atributos de etapa. Para compartir código, ponlo en una función normal que llamen ambas.",
            en: "A function marked `@vertex`, `@fragment` or `@compute` is called by the pipeline, not by the shader: its parameters and result carry stage attributes. To share code, put it in an ordinary function that both call.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0761",
        headline: Phrase {
            es: "las directivas van antes de toda declaración: `{name}` está después de una",
            en: "directives must come before all declarations: `{name}` comes after one",
        },
        label: Phrase {
            es: "directiva tras una declaración",
            en: "directive after a declaration",
        },
        note: Phrase {
            es: "mueve `enable`, `requires` y `diagnostic` al principio del módulo, antes de cualquier `struct`, `var`, `const` o `fn`",
            en: "move `enable`, `requires` and `diagnostic` to the top of the module, before any `struct`, `var`, `const` or `fn`",
        },
        explain: Phrase {
            es: "Las directivas (`enable`, `requires`, `diagnostic`) afectan a todo el módulo, así que WGSL las exige al principio, antes de la primera declaración.",
            en: "Directives (`enable`, `requires`, `diagnostic`) apply to the whole module, so WGSL requires them at the top, before the first declaration.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0762",
        headline: Phrase {
            es: "el resultado de '{name}' se tiene que usar (`@must_use`)",
            en: "the result of '{name}' must be used (`@must_use`)",
        },
        label: Phrase {
            es: "el resultado se descarta",
            en: "the result is thrown away",
        },
        note: Phrase {
            es: "guárdalo en un `let` y úsalo, o escribe `_ = {name}(...);` si lo descartas a propósito",
            en: "keep it in a `let` and use it, or write `_ = {name}(...);` if you throw it away on purpose",
        },
        explain: Phrase {
            es: "`@must_use` marca una función cuyo resultado importa: llamarla como sentencia y tirar el valor suele ser un olvido. La asignación `_ = f(x);` descarta el valor de forma explícita.",
            en: "`@must_use` marks a function whose result matters: calling it as a statement and dropping the value is usually a slip. The assignment `_ = f(x);` discards the value explicitly.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0763",
        headline: Phrase {
            es: "un `switch` tiene más de un `default`",
            en: "a `switch` has more than one `default`",
        },
        label: Phrase {
            es: "segundo `default`",
            en: "second `default`",
        },
        note: Phrase {
            es: "un `switch` tiene exactamente un `default`; junta los casos en uno o cambia uno por `case`",
            en: "a `switch` has exactly one `default`; merge them into one or make one of them a `case`",
        },
        explain: Phrase {
            es: "El `default` de un `switch` cubre los valores que ningún `case` nombra. Solo puede haber uno, o el shader no sabría cuál ejecutar.",
            en: "The `default` of a `switch` covers the values no `case` names. There can be only one, or the shader would not know which one to run.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0764",
        headline: Phrase {
            es: "`@workgroup_size` solo vale en un punto de entrada `@compute`, y `{name}` no lo es",
            en: "`@workgroup_size` is only valid on a `@compute` entry point, and `{name}` is not one",
        },
        label: Phrase {
            es: "`{name}` no es `@compute`",
            en: "`{name}` is not `@compute`",
        },
        note: Phrase {
            es: "quita `@workgroup_size` de esta función; solo un punto de entrada `@compute` lo lleva",
            en: "remove `@workgroup_size` from this function; only a `@compute` entry point has one",
        },
        explain: Phrase {
            es: "El tamaño del grupo de trabajo dice cuántas invocaciones de cómputo corren juntas. Los shaders de vértices y de fragmentos no tienen grupos de trabajo, así que el atributo no tiene sentido en ellos.",
            en: "The workgroup size says how many compute invocations run together. Vertex and fragment shaders have no workgroups, so the attribute means nothing on them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0765",
        headline: Phrase {
            es: "un `@builtin` aparece dos veces en las entradas o salidas de `{name}`",
            en: "a `@builtin` appears twice among the inputs or outputs of `{name}`",
        },
        label: Phrase {
            es: "builtin repetido",
            en: "repeated builtin",
        },
        note: Phrase {
            es: "declara cada `@builtin` una sola vez y usa ese parámetro donde lo necesites",
            en: "declare each `@builtin` once and use that parameter wherever you need it",
        },
        explain: Phrase {
            es: "Cada valor integrado (`position`, `vertex_index`, …) llega una sola vez a un punto de entrada. Dos parámetros o miembros con el mismo `@builtin` no están permitidos.",
            en: "Each built-in value (`position`, `vertex_index`, …) reaches an entry point once. Two parameters or members with the same `@builtin` are not allowed.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0766",
        headline: Phrase {
            es: "una salida entera de vértices necesita `@interpolate(flat)`",
            en: "an integer vertex output needs `@interpolate(flat)`",
        },
        label: Phrase {
            es: "entero sin `@interpolate(flat)`",
            en: "integer without `@interpolate(flat)`",
        },
        note: Phrase {
            es: "añade `@interpolate(flat)` junto al `@location` de la salida (y de la entrada del fragmento)",
            en: "add `@interpolate(flat)` next to the output's `@location` (and the fragment input's)",
        },
        explain: Phrase {
            es: "Entre el shader de vértices y el de fragmentos, los valores se interpolan por el triángulo. Un `i32` o `u32` no se puede interpolar: con `@interpolate(flat)` cada fragmento recibe el valor de un vértice.",
            en: "Between the vertex and the fragment shader, values are interpolated across the triangle. An `i32` or `u32` cannot be interpolated: with `@interpolate(flat)` each fragment gets the value of one vertex.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0767",
        headline: Phrase {
            es: "un buffer `storage` no puede ser de solo escritura",
            en: "a `storage` buffer cannot be write-only",
        },
        label: Phrase {
            es: "`write` no vale para `storage`",
            en: "`write` is not valid for `storage`",
        },
        note: Phrase {
            es: "escribe `var<storage, read_write>` para escribir en el buffer, o `var<storage, read>` para solo leerlo",
            en: "write `var<storage, read_write>` to write to the buffer, or `var<storage, read>` to only read it",
        },
        explain: Phrase {
            es: "Los buffers `storage` tienen dos modos de acceso: `read` (el de omisión) y `read_write`. `write` solo existe para las texturas de almacenamiento.",
            en: "`storage` buffers have two access modes: `read` (the default) and `read_write`. `write` exists only for storage textures.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0768",
        headline: Phrase {
            es: "un `override` tiene que ser un escalar: `{name}` no lo es",
            en: "an `override` must be a scalar: `{name}` is not",
        },
        label: Phrase {
            es: "tipo no escalar",
            en: "not a scalar type",
        },
        note: Phrase {
            es: "un `override` es `bool`, `i32`, `u32` o `f32`; usa un `override` por componente, o un `const` si el valor no cambia",
            en: "an `override` is a `bool`, `i32`, `u32` or `f32`; use one `override` per component, or a `const` if the value never changes",
        },
        explain: Phrase {
            es: "El pipeline da valor a cada `override` por su nombre o su `@id`, con un número. Por eso solo puede ser un escalar, nunca un vector, una matriz ni una estructura.",
            en: "The pipeline gives each `override` its value by name or `@id`, as a number. So it can only be a scalar, never a vector, a matrix or a struct.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0769",
        headline: Phrase {
            es: "dos `override` tienen el mismo `@id`: `{name}` repite uno",
            en: "two `override`s have the same `@id`: `{name}` repeats one",
        },
        label: Phrase {
            es: "`@id` repetido",
            en: "repeated `@id`",
        },
        note: Phrase {
            es: "da a cada `override` un `@id` distinto (0, 1, 2…)",
            en: "give each `override` a different `@id` (0, 1, 2…)",
        },
        explain: Phrase {
            es: "El pipeline puede dar valor a un `override` por su `@id`. Si dos comparten número, no se sabría a cuál va el valor.",
            en: "The pipeline can give an `override` its value by `@id`. If two share a number, it would not be known which one the value is for.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0770",
        headline: Phrase {
            es: "los dos valores de `select` tienen que ser del mismo tipo",
            en: "the two values of `select` must have the same type",
        },
        label: Phrase {
            es: "tipos distintos",
            en: "different types",
        },
        note: Phrase {
            es: "`select(f, t, c)` devuelve `f` o `t`, así que los dos tienen el mismo tipo: convierte uno, p. ej. `vec3f(0.0)` en lugar de `0.0`",
            en: "`select(f, t, c)` gives back `f` or `t`, so both have the same type: convert one, e.g. `vec3f(0.0)` instead of `0.0`",
        },
        explain: Phrase {
            es: "`select` elige uno de dos valores según una condición; el resultado tiene un solo tipo, así que los dos valores tienen que tenerlo.",
            en: "`select` picks one of two values by a condition; the result has one type, so both values must have it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0771",
        headline: Phrase {
            es: "los valores de `@workgroup_size` tienen que ser todos `i32` o todos `u32`",
            en: "the values of `@workgroup_size` must be all `i32` or all `u32`",
        },
        label: Phrase {
            es: "mezcla `i32` y `u32`",
            en: "mixes `i32` and `u32`",
        },
        note: Phrase {
            es: "escribe los números sin sufijo (`@workgroup_size(8, 8)`) o con el mismo sufijo en todos",
            en: "write the numbers without a suffix (`@workgroup_size(8, 8)`) or with the same suffix on all of them",
        },
        explain: Phrase {
            es: "Las dimensiones de `@workgroup_size` son del mismo tipo entero. Un literal sin sufijo se adapta al tipo de los demás; `8u` y `8i` juntos no.",
            en: "The dimensions of `@workgroup_size` have one integer type. A literal without a suffix takes the type of the others; `8u` and `8i` together do not.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0772",
        headline: Phrase {
            es: "`@location` no se puede usar en un shader de cómputo: `{name}` es `@compute`",
            en: "`@location` cannot be used by a compute shader: `{name}` is `@compute`",
        },
        label: Phrase {
            es: "no hay entradas `@location` en cómputo",
            en: "no `@location` inputs in compute",
        },
        note: Phrase {
            es: "un shader de cómputo recibe solo `@builtin` (p. ej. `@builtin(global_invocation_id) id: vec3u`); los datos llegan por buffers y texturas",
            en: "a compute shader takes only `@builtin` inputs (e.g. `@builtin(global_invocation_id) id: vec3u`); data comes through buffers and textures",
        },
        explain: Phrase {
            es: "`@location` numera lo que pasa de una etapa del pipeline de dibujo a la siguiente. Un shader de cómputo no tiene etapa anterior: sus entradas son valores integrados, y lee el resto de buffers y texturas.",
            en: "`@location` numbers what passes from one stage of the render pipeline to the next. A compute shader has no previous stage: its inputs are built-in values, and it reads the rest from buffers and textures.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0773",
        headline: Phrase {
            es: "un bloque `continuing` no puede contener `return`",
            en: "a `continuing` block cannot contain a `return`",
        },
        label: Phrase {
            es: "`return` dentro de `continuing`",
            en: "`return` inside `continuing`",
        },
        note: Phrase {
            es: "sal del bucle con `break if` al final de `continuing`, o pon el `return` en el cuerpo del `loop`",
            en: "leave the loop with `break if` at the end of `continuing`, or put the `return` in the body of the `loop`",
        },
        explain: Phrase {
            es: "`continuing` se ejecuta al final de cada vuelta de un `loop` y solo puede terminar el bucle con `break if`. `return`, `break` y `continue` no están permitidos dentro.",
            en: "`continuing` runs at the end of each iteration of a `loop` and can only end the loop with `break if`. `return`, `break` and `continue` are not allowed inside it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0774",
        headline: Phrase {
            es: "el componente de `textureGather` tiene que ser 0, 1, 2 o 3, no {text}",
            en: "the component of `textureGather` must be 0, 1, 2 or 3, not {text}",
        },
        label: Phrase {
            es: "no existe ese componente",
            en: "no such component",
        },
        note: Phrase {
            es: "0 es el rojo (`r`), 1 el verde, 2 el azul y 3 el alfa (`a`)",
            en: "0 is red (`r`), 1 green, 2 blue and 3 alpha (`a`)",
        },
        explain: Phrase {
            es: "`textureGather(c, t, s, coords)` lee un canal de los cuatro texels de alrededor. El primer argumento elige el canal, con una constante de 0 a 3.",
            en: "`textureGather(c, t, s, coords)` reads one channel of the four texels around the coordinates. The first argument picks the channel, as a constant from 0 to 3.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0775",
        headline: Phrase {
            es: "`bitcast` no convierte a `bool`",
            en: "`bitcast` does not convert to `bool`",
        },
        label: Phrase {
            es: "`bool` no tiene bits que reinterpretar",
            en: "`bool` has no bits to reinterpret",
        },
        note: Phrase {
            es: "compara el número: `x != 0u` da un `bool`",
            en: "compare the number: `x != 0u` gives a `bool`",
        },
        explain: Phrase {
            es: "`bitcast<T>(x)` reinterpreta los bits de un número como otro tipo numérico del mismo tamaño (`f32`, `i32`, `u32` y sus vectores). Un `bool` no tiene una representación en bits en WGSL: se obtiene con una comparación.",
            en: "`bitcast<T>(x)` reinterprets the bits of a number as another numeric type of the same size (`f32`, `i32`, `u32` and their vectors). A `bool` has no bit representation in WGSL: you get one with a comparison.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0776",
        headline: Phrase {
            es: "no se puede asignar '{got}' a '{ty}': un atómico se escribe con `atomicStore`",
            en: "cannot assign '{got}' to '{ty}': an atomic is written with `atomicStore`",
        },
        label: Phrase {
            es: "asignación directa a un atómico",
            en: "plain assignment to an atomic",
        },
        note: Phrase {
            es: "escribe `atomicStore(&x, valor);` en lugar de `x = valor;`",
            en: "write `atomicStore(&x, value);` instead of `x = value;`",
        },
        explain: Phrase {
            es: "Un `atomic<u32>` o `atomic<i32>` se lee y se escribe solo con las funciones atómicas (`atomicLoad`, `atomicStore`, `atomicAdd`…), para que varias invocaciones puedan usarlo a la vez sin perder escrituras.",
            en: "An `atomic<u32>` or `atomic<i32>` is read and written only with the atomic functions (`atomicLoad`, `atomicStore`, `atomicAdd`…), so that many invocations can use it at once without losing writes.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0777",
        headline: Phrase {
            es: "este valor no puede ser negativo: `{text}`",
            en: "this value must not be negative: `{text}`",
        },
        label: Phrase {
            es: "valor negativo",
            en: "negative value",
        },
        note: Phrase {
            es: "los números de `@location`, `@binding`, `@group` e `@id` son 0 o más, y cada dimensión de `@workgroup_size` es 1 o más",
            en: "the numbers of `@location`, `@binding`, `@group` and `@id` are 0 or more, and each dimension of `@workgroup_size` is 1 or more",
        },
        explain: Phrase {
            es: "Los atributos numeran ranuras (`@location`, `@binding`, `@group`, `@id`) o cuentan invocaciones (`@workgroup_size`): un número negativo no tiene sentido en ninguno.",
            en: "Attributes number slots (`@location`, `@binding`, `@group`, `@id`) or count invocations (`@workgroup_size`): a negative number means nothing in any of them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0778",
        headline: Phrase {
            es: "`workgroupUniformLoad` recibe un puntero a un `var<workgroup>`: `{text}` no lo es",
            en: "`workgroupUniformLoad` takes a pointer to a `var<workgroup>`: `{text}` is not one",
        },
        label: Phrase {
            es: "no apunta a memoria `workgroup`",
            en: "does not point to `workgroup` memory",
        },
        note: Phrase {
            es: "declara la variable con `var<workgroup>`, o léela sin más si es `var<private>`: cada invocación tiene la suya",
            en: "declare the variable with `var<workgroup>`, or just read it if it is `var<private>`: each invocation has its own",
        },
        explain: Phrase {
            es: "`workgroupUniformLoad(&x)` espera a todo el grupo de trabajo y da a todas sus invocaciones el mismo valor de `x`. Solo tiene sentido para la memoria compartida del grupo, `var<workgroup>`.",
            en: "`workgroupUniformLoad(&x)` waits for the whole workgroup and gives all its invocations the same value of `x`. It only makes sense for the group's shared memory, `var<workgroup>`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0779",
        headline: Phrase {
            es: "`{text}` no es una severidad de `diagnostic`",
            en: "`{text}` is not a `diagnostic` severity",
        },
        label: Phrase {
            es: "severidad desconocida",
            en: "unknown severity",
        },
        note: Phrase {
            es: "las severidades son `error`, `warning`, `info` y `off`; `off` apaga el aviso",
            en: "the severities are `error`, `warning`, `info` and `off`; `off` turns the message off",
        },
        explain: Phrase {
            es: "`diagnostic(severidad, regla)` cambia cómo se informa de una regla, como `derivative_uniformity`. La severidad es una de cuatro palabras: `error`, `warning`, `info` u `off`.",
            en: "`diagnostic(severity, rule)` changes how a rule such as `derivative_uniformity` is reported. The severity is one of four words: `error`, `warning`, `info` or `off`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0780",
        headline: Phrase {
            es: "`@diagnostic` va en una función o una sentencia, no aquí: `{text}`",
            en: "`@diagnostic` goes on a function or a statement, not here: `{text}`",
        },
        label: Phrase {
            es: "aquí no se admite `@diagnostic`",
            en: "`@diagnostic` is not allowed here",
        },
        note: Phrase {
            es: "ponlo sobre el `fn` que hace la llamada, o usa la directiva `diagnostic(off, derivative_uniformity);` al principio del módulo",
            en: "put it on the `fn` that makes the call, or use the directive `diagnostic(off, derivative_uniformity);` at the top of the module",
        },
        explain: Phrase {
            es: "El atributo `@diagnostic` cambia la severidad de una regla dentro de una función, un bloque o una sentencia de control. Una variable de módulo no ejecuta código, así que no tiene nada que filtrar.",
            en: "The `@diagnostic` attribute changes the severity of a rule inside a function, a block or a control statement. A module-scope variable runs no code, so it has nothing to filter.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0782",
        headline: Phrase {
            es: "no se puede asignar al `override` '{name}': su valor lo da el pipeline",
            en: "cannot assign to the `override` '{name}': the pipeline gives its value",
        },
        label: Phrase {
            es: "un `override` no cambia en el shader",
            en: "an `override` does not change in the shader",
        },
        note: Phrase {
            es: "copia el valor en un `var` (`var s = {name};`) y cambia la copia",
            en: "copy the value into a `var` (`var s = {name};`) and change the copy",
        },
        explain: Phrase {
            es: "Un `override` es una constante que el pipeline fija al crearse (con `constants` en JavaScript). Dentro del shader solo se lee.",
            en: "An `override` is a constant the pipeline sets when it is created (with `constants` in JavaScript). Inside the shader it is only read.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0783",
        headline: Phrase {
            es: "no se puede asignar al parámetro '{name}': los parámetros son valores",
            en: "cannot assign to the parameter '{name}': parameters are values",
        },
        label: Phrase {
            es: "un parámetro no cambia",
            en: "a parameter does not change",
        },
        note: Phrase {
            es: "copia el parámetro en un `var` (`var p = {name};`) y cambia la copia",
            en: "copy the parameter into a `var` (`var p = {name};`) and change the copy",
        },
        explain: Phrase {
            es: "En WGSL los parámetros de una función son como `let`: valores que no cambian. Para modificar uno, cópialo en un `var`.",
            en: "In WGSL a function's parameters are like `let`: values that do not change. To modify one, copy it into a `var`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0784",
        headline: Phrase {
            es: "no se puede asignar al puntero '{name}' en sí: escribe a través de él con `*{name}`",
            en: "cannot assign to the pointer '{name}' itself: write through it with `*{name}`",
        },
        label: Phrase {
            es: "esto es el puntero, no lo apuntado",
            en: "this is the pointer, not what it points to",
        },
        note: Phrase {
            es: "escribe `*{name} = …;` para guardar el valor en la memoria a la que apunta",
            en: "write `*{name} = …;` to store the value in the memory it points to",
        },
        explain: Phrase {
            es: "Un parámetro `ptr<…>` es un valor que apunta a memoria. El puntero no cambia; lo que se asigna es la memoria apuntada, con `*p = valor;`.",
            en: "A `ptr<…>` parameter is a value that points to memory. The pointer does not change; what is assigned is the memory it points to, with `*p = value;`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0785",
        headline: Phrase {
            es: "ninguna versión de 'operator {op}' acepta ({ty})",
            en: "no matching overload for 'operator {op} ({ty})'",
        },
        label: Phrase {
            es: "{op} sobre '{ty}'",
            en: "{op} on '{ty}'",
        },
        note: Phrase {
            es: "{fix_es}",
            en: "{fix}",
        },
        explain: Phrase {
            es: "Cada operador de un solo operando acepta unos tipos: `!` solo un bool (o un vector de bool), `~` solo enteros y `-` solo números con signo. WGSL no trata un número como verdadero o falso, como hace C: se compara con cero.",
            en: "Each operator of one operand takes some types: `!` only a bool (or a vector of bool), `~` only integers and `-` only signed numbers. WGSL does not treat a number as true or false, as C does: compare it with zero.",
        },
        wrong: "    let n = 3u;\n    if !n {\n        return vec4f(1.0);\n    }\n    return vec4f(0.0);\n}",
        right: "    let n = 3u;\n    if n == 0u {\n        return vec4f(1.0);\n    }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0786",
        headline: Phrase {
            es: "'@must_use' solo se puede aplicar a funciones que devuelven un valor",
            en: "'@must_use' can only be applied to functions that return a value",
        },
        label: Phrase {
            es: "esta función no devuelve nada",
            en: "this function returns nothing",
        },
        note: Phrase {
            es: "quita `@must_use`, o declara lo que devuelve la función: `fn f() -> f32`",
            en: "remove `@must_use`, or declare what the function returns: `fn f() -> f32`",
        },
        explain: Phrase {
            es: "`@must_use` pide que quien llama use el resultado de la función. Una función sin `->` no tiene resultado, así que el atributo no tiene sentido en ella.",
            en: "`@must_use` asks callers to use the function's result. A function without `->` has no result, so the attribute makes no sense on it.",
        },
        wrong: "@must_use\nfn tick() {\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    tick();\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "fn tick() {\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    tick();\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0787",
        headline: Phrase {
            es: "'@must_use' solo vale en la declaración de una función",
            en: "'@must_use' is only valid on a function declaration",
        },
        label: Phrase {
            es: "aquí no hay una función",
            en: "no function here",
        },
        note: Phrase {
            es: "pon `@must_use` delante de `fn`, en una función que devuelve un valor",
            en: "put `@must_use` before `fn`, on a function that returns a value",
        },
        explain: Phrase {
            es: "`@must_use` habla del resultado de una función; en una variable, una constante o un struct no significa nada.",
            en: "`@must_use` is about a function's result; on a variable, a constant or a struct it means nothing.",
        },
        wrong: "@must_use\nconst k = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * k, 0.0, 1.0);\n}",
        right: "const k = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * k, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0788",
        headline: Phrase {
            es: "`{text}` no es un formato de texel de las texturas de almacenamiento",
            en: "`{text}` is not a texel format of storage textures",
        },
        label: Phrase {
            es: "formato desconocido",
            en: "unknown format",
        },
        note: Phrase {
            es: "pista: WebGPU no tiene formatos de tres canales; algunos formatos válidos: `rgba8unorm`, `rgba8snorm`, `rgba16float`, `rgba32float`, `r32float`, `r32uint`, `bgra8unorm`",
            en: "hint: WebGPU has no three-channel formats; some valid formats: `rgba8unorm`, `rgba8snorm`, `rgba16float`, `rgba32float`, `r32float`, `r32uint`, `bgra8unorm`",
        },
        explain: Phrase {
            es: "Una textura de almacenamiento nombra su formato de texel, que es uno de una lista fija de WebGPU: número de canales, bits por canal y tipo (`unorm`, `snorm`, `uint`, `sint`, `float`). No hay formatos `rgb` de tres canales: se usa `rgba` y se ignora el cuarto.",
            en: "A storage texture names its texel format, one of a fixed WebGPU list: channels, bits per channel and type (`unorm`, `snorm`, `uint`, `sint`, `float`). There are no three-channel `rgb` formats: use `rgba` and ignore the fourth.",
        },
        wrong: "@group(0) @binding(4) var out_image: texture_storage_2d<rgb8unorm, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
        right: "@group(0) @binding(4) var out_image: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
    },
    Entry {
        code: "W0789",
        headline: Phrase {
            es: "`++` y `--` cambian una variable, y `{text}` no es una variable",
            en: "`++` and `--` change a variable, and `{text}` is not one",
        },
        label: Phrase {
            es: "no puede cambiar",
            en: "cannot change",
        },
        note: Phrase {
            es: "pista: un `let` nunca cambia; declara el contador con `var`, como en `for (var i = 0; i < 4; i++)`",
            en: "hint: a `let` never changes; declare the counter with `var`, as in `for (var i = 0; i < 4; i++)`",
        },
        explain: Phrase {
            es: "En JavaScript `let` declara una variable que puede cambiar. En WGSL `let` nombra un valor fijo: `i++`, `i += 1` o `i = …` solo valen sobre una `var`.",
            en: "In JavaScript `let` declares a variable that can change. In WGSL `let` names a fixed value: `i++`, `i += 1` or `i = …` only work on a `var`.",
        },
        wrong: "    var s = 0.0;\n    for (let i = 0; i < 4; i++) {\n        s += 0.25;\n    }\n    return vec4f(s);\n}",
        right: "    var s = 0.0;\n    for (var i = 0; i < 4; i++) {\n        s += 0.25;\n    }\n    return vec4f(s);\n}",
    },
    Entry {
        code: "W0781",
        headline: Phrase {
            es: "un shader de vértices no puede usar el buffer `var<storage, read_write>` `{name}`",
            en: "a vertex shader cannot use the `var<storage, read_write>` buffer `{name}`",
        },
        label: Phrase {
            es: "usado en un shader de vértices",
            en: "used in a vertex shader",
        },
        note: Phrase {
            es: "si el shader de vértices solo lo lee, decláralo `var<storage, read>`; para escribirlo, hazlo desde un shader de fragmentos o de cómputo",
            en: "if the vertex shader only reads it, declare it `var<storage, read>`; to write it, do so from a fragment or compute shader",
        },
        explain: Phrase {
            es: "WebGPU no deja que un shader de vértices use buffers `storage` de lectura y escritura, aunque solo los lea: sus invocaciones pueden repetirse. Declarado `read`, el mismo buffer sí se puede usar.",
            en: "WebGPU does not let a vertex shader use read-write `storage` buffers, even only to read them: its invocations may run more than once. Declared `read`, the same buffer can be used.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0801",
        headline: Phrase {
            es: "`case {value}` aparece dos veces en este `switch`",
            en: "`case {value}` appears twice in this `switch`",
        },
        label: Phrase {
            es: "case repetido",
            en: "repeated case",
        },
        note: Phrase {
            es: "cada valor del selector puede aparecer en un solo case; une los dos case o cambia uno",
            en: "each selector value may appear in one case only; merge the two cases or change one",
        },
        explain: Phrase {
            es: "Un `switch` lleva cada valor del selector a un único case, así que ningún valor puede aparecer dos veces.",
            en: "A `switch` sends each selector value to exactly one case, so no value may be listed twice.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0802",
        headline: Phrase {
            es: "el índice {i} está fuera de los límites de '{ty}'",
            en: "index {i} is out of bounds for '{ty}'",
        },
        label: Phrase {
            es: "fuera de los límites",
            en: "out of bounds",
        },
        note: Phrase {
            es: "los índices van de 0 al tamaño menos 1",
            en: "indices go from 0 to the size minus 1",
        },
        explain: Phrase {
            es: "Un índice constante se comprueba al crear el shader: tiene que ser menor que el tamaño del array, del vector o de la matriz.",
            en: "A constant index is checked when the shader is created: it must be smaller than the array's, vector's or matrix's size.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0803",
        headline: Phrase {
            es: "'{ty}' no se puede guardar en `var<{space}>`",
            en: "'{ty}' cannot be stored in `var<{space}>`",
        },
        label: Phrase {
            es: "esta declaración",
            en: "this declaration",
        },
        note: Phrase {
            es: "{why_es}",
            en: "{why}",
        },
        explain: Phrase {
            es: "Cada espacio de direcciones admite solo algunos tipos: los búferes uniform y storage contienen tipos compartibles con el host (no `bool`), un array de tamaño en tiempo de ejecución solo puede cerrar un búfer storage, y las texturas y los samplers son handles que se declaran sin espacio de direcciones.",
            en: "Each address space holds some types only: uniform and storage buffers hold host-shareable types (no `bool`), a runtime-sized array only ends a storage buffer, and textures and samplers are handles declared without an address space.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0804",
        headline: Phrase {
            es: "'{ty}' no cumple las reglas de alineación de `var<{space}>`",
            en: "'{ty}' does not meet the alignment rules of `var<{space}>`",
        },
        label: Phrase {
            es: "esta declaración",
            en: "this declaration",
        },
        note: Phrase {
            es: "en un búfer uniforme, los elementos de un array y los structs se alinean a 16 bytes: usa `array<vec4f, N>` y elige la componente, agrega `@align(16)` o usa `var<storage>`",
            en: "in a uniform buffer, array elements and structs are aligned to 16 bytes: use `array<vec4f, N>` and pick the component, add `@align(16)`, or use `var<storage>`",
        },
        explain: Phrase {
            es: "Los búferes uniformes siguen reglas de diseño más estrictas que los de almacenamiento: el paso de un array y la alineación de un struct tienen que ser múltiplos de 16 bytes.",
            en: "Uniform buffers follow stricter layout rules than storage buffers: the stride of an array and the alignment of a struct must be multiples of 16 bytes.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0805",
        headline: Phrase {
            es: "un `var<{space}>` no puede tener valor inicial",
            en: "a `var<{space}>` cannot have an initial value",
        },
        label: Phrase {
            es: "no se admite valor inicial",
            en: "initializer not allowed",
        },
        note: Phrase {
            es: "quita el `= …`; llénalo en el shader (la memoria workgroup empieza en cero)",
            en: "remove the `= …`; fill it in the shader (workgroup memory starts at zero)",
        },
        explain: Phrase {
            es: "Las variables workgroup, uniform y storage no se inicializan en su declaración: la memoria workgroup empieza en cero y los búferes reciben su contenido desde el host.",
            en: "Workgroup, uniform and storage variables are not initialized in their declaration: workgroup memory starts at zero and buffers get their contents from the host.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0727",
        headline: Phrase {
            es: "`textureStore` solo escribe en texturas de almacenamiento",
            en: "`textureStore` writes to storage textures only",
        },
        label: Phrase {
            es: "no es una textura de almacenamiento",
            en: "not a storage texture",
        },
        note: Phrase {
            es: "decláralo como `texture_storage_2d<rgba8unorm, write>`; una textura muestreada es de solo lectura",
            en: "declare it as `texture_storage_2d<rgba8unorm, write>`; a sampled texture is read-only",
        },
        explain: Phrase {
            es: "Las texturas muestreadas (`texture_2d<f32>`) se leen con textureSample o textureLoad; solo las texturas de almacenamiento se pueden escribir.",
            en: "Sampled textures (`texture_2d<f32>`) are read with textureSample or textureLoad; only storage textures can be written.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0728",
        headline: Phrase {
            es: "'{lit}' no es un número válido",
            en: "'{lit}' is not a valid number",
        },
        label: Phrase {
            es: "número no válido",
            en: "invalid number",
        },
        note: Phrase {
            es: "escribe dígitos después de la `e` de un exponente (`1e3`, `1.5e-2`) y como mucho un `.`",
            en: "write digits after the `e` of an exponent (`1e3`, `1.5e-2`), and one `.` at most",
        },
        explain: Phrase {
            es: "Los números de WGSL son decimales (`1`, `1.5`, `1e3`, con un sufijo opcional `i`, `u`, `f` o `h`) o hexadecimales (`0x1F`).",
            en: "WGSL numbers are decimal (`1`, `1.5`, `1e3`, with an optional `i`, `u`, `f` or `h` suffix) or hexadecimal (`0x1F`).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0729",
        headline: Phrase {
            es: "este valor no tiene componentes que indexar ni elegir",
            en: "this value has no components to index or to pick",
        },
        label: Phrase {
            es: "no es un array, un vector, una matriz ni un struct",
            en: "not an array, vector, matrix or struct",
        },
        note: Phrase {
            es: "solo los arrays, los vectores y las matrices admiten `[i]`, y solo los vectores y los structs admiten `.x` o `.nombre`",
            en: "only arrays, vectors and matrices take `[i]`, and only vectors and structs take `.x` or `.name`",
        },
        explain: Phrase {
            es: "Un escalar (`f32`, `i32`, `u32`, `bool`) es un solo valor: no tiene elementos ni miembros.",
            en: "A scalar (`f32`, `i32`, `u32`, `bool`) is a single value: it has no elements and no members.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0730",
        headline: Phrase {
            es: "este índice constante está fuera de los límites",
            en: "this constant index is out of bounds",
        },
        label: Phrase {
            es: "fuera de los límites",
            en: "out of bounds",
        },
        note: Phrase {
            es: "los índices van de 0 al tamaño menos 1",
            en: "indices go from 0 to the size minus 1",
        },
        explain: Phrase {
            es: "Un índice sobre una constante se comprueba al crear el shader: tiene que ser menor que el tamaño.",
            en: "An index into a constant is checked when the shader is created: it must be smaller than the size.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0731",
        headline: Phrase {
            es: "un atómico solo se lee y se escribe con las funciones atómicas",
            en: "an atomic is read and written only through the atomic functions",
        },
        label: Phrase {
            es: "acceso directo a un atómico",
            en: "direct access to an atomic",
        },
        note: Phrase {
            es: "usa `atomicLoad(&a)`, `atomicStore(&a, v)`, `atomicAdd(&a, v)`…",
            en: "use `atomicLoad(&a)`, `atomicStore(&a, v)`, `atomicAdd(&a, v)`…",
        },
        explain: Phrase {
            es: "`atomic<u32>` y `atomic<i32>` no son números corrientes: cada acceso pasa por una función que recibe un puntero a ellos.",
            en: "`atomic<u32>` and `atomic<i32>` are not plain numbers: every access goes through a function that takes a pointer to them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0732",
        headline: Phrase {
            es: "este valor de case no tiene el tipo del selector",
            en: "this case value does not have the selector's type",
        },
        label: Phrase {
            es: "tipo equivocado para este switch",
            en: "wrong type for this switch",
        },
        note: Phrase {
            es: "escribe todos los valores de case con el tipo del selector: `1u` para un selector `u32`, `1` para un `i32`",
            en: "write all case values with the selector's type: `1u` for a `u32` selector, `1` for an `i32`",
        },
        explain: Phrase {
            es: "El selector y los valores de case de un `switch` son todos `i32` o todos `u32`; los valores de case son constantes.",
            en: "The selector and the case values of a `switch` are all `i32` or all `u32`; case values are constants.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0733",
        headline: Phrase {
            es: "'{name}' no es una textura",
            en: "'{name}' is not a texture",
        },
        label: Phrase {
            es: "aquí va una textura",
            en: "a texture goes here",
        },
        note: Phrase {
            es: "pasa una variable declarada como textura (`var t: texture_2d<f32>;`)",
            en: "pass a variable declared as a texture (`var t: texture_2d<f32>;`)",
        },
        explain: Phrase {
            es: "Las funciones de textura reciben una variable de textura como primer argumento.",
            en: "Texture functions take a texture variable as their first argument.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0734",
        headline: Phrase {
            es: "un {from} no se puede convertir en un {to}",
            en: "a {from} cannot be converted to a {to}",
        },
        label: Phrase {
            es: "no existe esa conversión",
            en: "no such conversion",
        },
        note: Phrase {
            es: "convierte entre tipos de la misma forma: `i32(x)` para un escalar, `vec2i(v)` para un vec2, o elige primero una componente (`i32(v.x)`)",
            en: "convert between types of the same shape: `i32(x)` for a scalar, `vec2i(v)` for a vec2, or pick one component first (`i32(v.x)`)",
        },
        explain: Phrase {
            es: "Una conversión `T(e)` cambia el tipo de los elementos y conserva la forma: un escalar en un escalar, un vector en un vector del mismo tamaño.",
            en: "A conversion `T(e)` changes the element type and keeps the shape: a scalar to a scalar, a vector to a vector of the same size.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0735",
        headline: Phrase {
            es: "este @size es menor que el tipo del miembro, o el tipo no tiene tamaño fijo",
            en: "this @size is smaller than the member's type, or the type has no fixed size",
        },
        label: Phrase {
            es: "@size no válido",
            en: "invalid @size",
        },
        note: Phrase {
            es: "dale a @size al menos el tamaño del tipo y úsalo solo en miembros de tamaño fijo",
            en: "give @size at least the type's size, and use it only on members of fixed size",
        },
        explain: Phrase {
            es: "`@size(n)` rellena un miembro de un struct hasta n bytes; n no puede ser menor que el tamaño propio del miembro.",
            en: "`@size(n)` pads a struct member to n bytes; n cannot be smaller than the member's own size.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0736",
        headline: Phrase {
            es: "este @align es demasiado pequeño o no es una potencia de 2",
            en: "this @align is too small or not a power of 2",
        },
        label: Phrase {
            es: "@align no válido",
            en: "invalid @align",
        },
        note: Phrase {
            es: "usa una potencia de 2 que sea al menos la alineación propia del tipo (16 para un vec3f o un vec4f)",
            en: "use a power of 2 that is at least the type's own alignment (16 for a vec3f or vec4f)",
        },
        explain: Phrase {
            es: "`@align(n)` puede subir la alineación de un miembro, nunca bajarla, y n es una potencia de 2.",
            en: "`@align(n)` can raise a member's alignment, never lower it, and n is a power of 2.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0737",
        headline: Phrase {
            es: "estos atributos no van juntos en una entrada o una salida",
            en: "these attributes do not go together on an input or output",
        },
        label: Phrase {
            es: "atributos incompatibles",
            en: "inconsistent attributes",
        },
        note: Phrase {
            es: "usa `@location(n)` (con `@interpolate`) o `@builtin(nombre)`, no los dos",
            en: "use either `@location(n)` (with `@interpolate`) or `@builtin(name)`, not both",
        },
        explain: Phrase {
            es: "Una entrada o una salida de un punto de entrada es o una ubicación definida por el usuario o un valor integrado.",
            en: "An entry point's input or output is either a user-defined location or a built-in value.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0806",
        headline: Phrase {
            es: "'{ty}' no está disponible en WebGPU",
            en: "'{ty}' is not available in WebGPU",
        },
        label: Phrase {
            es: "no está en WebGPU",
            en: "not in WebGPU",
        },
        note: Phrase {
            es: "usa tipos de 32 bits: i32, u32, f32",
            en: "use 32-bit types: i32, u32, f32",
        },
        explain: Phrase {
            es: "Los dispositivos WebGPU sin características opcionales no tienen números de 64 bits; Lienzo comprueba los shaders para un dispositivo así.",
            en: "WebGPU devices without optional features have no 64-bit numbers; Lienzo checks shaders for such a device.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0826",
        headline: Phrase {
            es: "'texture_external' necesita un fotograma de vídeo (importExternalTexture), y las páginas de Lienzo aún no tienen vídeo",
            en: "'texture_external' needs a video frame (importExternalTexture), and Lienzo's pages have no video yet",
        },
        label: Phrase {
            es: "sin fotogramas de vídeo en Lienzo",
            en: "no video frames in Lienzo",
        },
        note: Phrase {
            es: "lee la imagen de una texture_2d<f32>: cópiala a una textura con copyExternalImageToTexture",
            en: "read the picture from a texture_2d<f32>: copy it into a texture with copyExternalImageToTexture",
        },
        explain: Phrase {
            es: "texture_external es el enlace de WebGPU para un fotograma de vídeo, que se enlaza con device.importExternalTexture({ source: video }). Las páginas de Lienzo no tienen elemento <video>, así que un módulo que lo declara no podría enlazarse nunca; Lienzo lo dice donde se declara.",
            en: "texture_external is WebGPU's binding for a video frame, bound with device.importExternalTexture({ source: video }). Lienzo's pages have no <video> element, so a module that declares one could never be bound; Lienzo says so where it is declared.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0807",
        headline: Phrase {
            es: "'{ty}' no puede ser el tipo de los elementos de un array",
            en: "'{ty}' cannot be the element type of an array",
        },
        label: Phrase {
            es: "tipo de elemento no válido",
            en: "invalid element type",
        },
        note: Phrase {
            es: "los elementos de un array tienen tamaño fijo y no son texturas, samplers ni arrays de tamaño en tiempo de ejecución",
            en: "array elements have a fixed size and are not textures, samplers or runtime-sized arrays",
        },
        explain: Phrase {
            es: "Los elementos de un array son datos de tamaño fijo: escalares, vectores, matrices, atómicos, arrays de tamaño fijo y structs.",
            en: "An array's elements are data of a fixed size: scalars, vectors, matrices, atomics, fixed-size arrays and structs.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0808",
        headline: Phrase {
            es: "un índice no puede ser negativo",
            en: "an index cannot be negative",
        },
        label: Phrase {
            es: "índice negativo",
            en: "negative index",
        },
        note: Phrase {
            es: "los índices van de 0 al tamaño menos 1",
            en: "indices go from 0 to the size minus 1",
        },
        explain: Phrase {
            es: "Un índice constante negativo se rechaza al crear el shader.",
            en: "A constant negative index is refused when the shader is created.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0809",
        headline: Phrase {
            es: "`discard` solo se admite en shaders @fragment, y este es {stage}",
            en: "`discard` is only allowed in @fragment shaders, and this is {stage}",
        },
        label: Phrase {
            es: "fuera de un shader de fragmento",
            en: "not in a fragment shader",
        },
        note: Phrase {
            es: "para saltarte trabajo en {stage}, usa un `return` anticipado",
            en: "to skip work in {stage}, return early instead",
        },
        explain: Phrase {
            es: "`discard` descarta el píxel que calcula un shader de fragmento; los shaders de vértices y de cómputo no tienen un píxel que descartar.",
            en: "`discard` throws away the pixel a fragment shader is computing; vertex and compute shaders have no pixel to throw away.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0810",
        headline: Phrase {
            es: "'{ty}' no puede ser miembro de un struct",
            en: "'{ty}' cannot be a member of a struct",
        },
        label: Phrase {
            es: "tipo de miembro no válido",
            en: "invalid member type",
        },
        note: Phrase {
            es: "los miembros de un struct son datos (números, vectores, matrices, arrays, structs); declara las texturas y los samplers como variables propias",
            en: "struct members are data (numbers, vectors, matrices, arrays, structs); declare textures and samplers as their own variables",
        },
        explain: Phrase {
            es: "Las texturas, los samplers y los punteros no son datos: no se pueden guardar en un struct.",
            en: "Textures, samplers and pointers are not data: they cannot be stored in a struct.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0811",
        headline: Phrase {
            es: "el miembro '{name}' es un array de tamaño en tiempo de ejecución pero no es el último",
            en: "member '{name}' is a runtime-sized array but not the last member",
        },
        label: Phrase {
            es: "array de tamaño en tiempo de ejecución aquí",
            en: "runtime-sized array here",
        },
        note: Phrase {
            es: "llévalo al final del struct o dale un tamaño al array",
            en: "move it to the end of the struct, or give the array a size",
        },
        explain: Phrase {
            es: "Un array de tamaño en tiempo de ejecución (`array<T>`) ocupa el resto de un búfer de almacenamiento, así que solo puede ser el último miembro de un struct.",
            en: "A runtime-sized array (`array<T>`) takes the rest of a storage buffer, so it can only be a struct's last member.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0812",
        headline: Phrase {
            es: "un struct necesita al menos un miembro",
            en: "a struct needs at least one member",
        },
        label: Phrase {
            es: "struct vacío",
            en: "empty struct",
        },
        note: Phrase {
            es: "agrega un miembro o quita el struct",
            en: "add a member, or remove the struct",
        },
        explain: Phrase {
            es: "WGSL no tiene structs vacíos.",
            en: "WGSL has no empty structs.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0813",
        headline: Phrase {
            es: "el parámetro '{name}' tiene un tipo que las funciones no pueden recibir",
            en: "parameter '{name}' has a type that functions cannot take",
        },
        label: Phrase {
            es: "tipo de parámetro no válido",
            en: "invalid parameter type",
        },
        note: Phrase {
            es: "pasa un valor de un tipo construible, una textura o un sampler, o un puntero (`ptr<function, T>`)",
            en: "pass a value of a constructible type, a texture or a sampler, or a pointer (`ptr<function, T>`)",
        },
        explain: Phrase {
            es: "Los parámetros de una función son valores de tipos construibles, texturas, samplers y punteros; a los arrays de tamaño en tiempo de ejecución y a los atómicos se llega con un puntero.",
            en: "Function parameters are values of constructible types, textures, samplers and pointers; runtime-sized arrays and atomics are reached through a pointer.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0814",
        headline: Phrase {
            es: "un puntero al '{ty}' de tamaño en tiempo de ejecución tiene que apuntar a `storage`, no a `{space}`",
            en: "a pointer to the runtime-sized '{ty}' must point into `storage`, not `{space}`",
        },
        label: Phrase {
            es: "este tipo de puntero",
            en: "this pointer type",
        },
        note: Phrase {
            es: "los arrays de tamaño en tiempo de ejecución solo existen en búferes de almacenamiento",
            en: "runtime-sized arrays live only in storage buffers",
        },
        explain: Phrase {
            es: "Solo un búfer de almacenamiento puede terminar en un array de tamaño en tiempo de ejecución, así que solo los punteros a storage pueden apuntar a uno.",
            en: "Only a storage buffer can end in a runtime-sized array, so only pointers into storage can point at one.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0815",
        headline: Phrase {
            es: "el parámetro '{name}' es un puntero a `{space}`, que naga no puede pasar a funciones",
            en: "parameter '{name}' is a pointer to `{space}`, which naga cannot pass to functions",
        },
        label: Phrase {
            es: "parámetro puntero",
            en: "pointer parameter",
        },
        note: Phrase {
            es: "lee la variable global directamente dentro de la función, o pasa un `ptr<function, T>` o un `ptr<private, T>`; Chrome lo acepta (unrestricted_pointer_parameters), naga todavía no",
            en: "read the global variable directly inside the function, or pass a `ptr<function, T>` or `ptr<private, T>`; Chrome accepts it (unrestricted_pointer_parameters), naga does not yet",
        },
        explain: Phrase {
            es: "WGSL al principio solo admitía punteros function y private como parámetros; la característica de lenguaje unrestricted_pointer_parameters lo amplía y Chrome la tiene, pero naga 30 no, así que wgpu rechaza este shader.",
            en: "WGSL first allowed only function and private pointers as parameters; the unrestricted_pointer_parameters language feature lifts that, and Chrome has it, but naga 30 does not, so wgpu refuses this shader.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0816",
        headline: Phrase {
            es: "una función no puede devolver este tipo",
            en: "a function cannot return this type",
        },
        label: Phrase {
            es: "tipo de retorno no válido",
            en: "invalid return type",
        },
        note: Phrase {
            es: "devuelve un valor de un tipo construible (números, vectores, matrices, arrays de tamaño fijo y structs de ellos)",
            en: "return a value of a constructible type (numbers, vectors, matrices, fixed-size arrays, structs of them)",
        },
        explain: Phrase {
            es: "Las funciones devuelven valores construibles; los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los punteros no se pueden devolver.",
            en: "Functions return constructible values; atomics, runtime-sized arrays, textures and pointers cannot be returned.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0817",
        headline: Phrase {
            es: "un `var` de función no puede contener '{ty}'",
            en: "a function's `var` cannot hold '{ty}'",
        },
        label: Phrase {
            es: "tipo de variable no válido",
            en: "invalid variable type",
        },
        note: Phrase {
            es: "un `var` dentro de una función contiene un tipo construible; declara las texturas, los samplers, los atómicos y los arrays de tamaño en tiempo de ejecución fuera de las funciones",
            en: "a `var` inside a function holds a constructible type; declare textures, samplers, atomics and runtime-sized arrays at module scope",
        },
        explain: Phrase {
            es: "Las variables de función solo contienen datos construibles.",
            en: "Function variables hold constructible data only.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0818",
        headline: Phrase {
            es: "el argumento {n} tiene un tipo equivocado para construir '{ty}'",
            en: "argument {n} has the wrong type to build '{ty}'",
        },
        label: Phrase {
            es: "tipo de componente equivocado",
            en: "wrong component type",
        },
        note: Phrase {
            es: "dale a cada componente el tipo de elemento del tipo, o conviértelo (`f32(i)`)",
            en: "give each component the type's element type, or convert it (`f32(i)`)",
        },
        explain: Phrase {
            es: "Un constructor recibe componentes de su tipo de elemento: `vec3f` recibe valores f32 y `array<u32, 2>` recibe valores u32.",
            en: "A constructor takes components of its element type: `vec3f` takes f32 values, `array<u32, 2>` takes u32 values.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0819",
        headline: Phrase {
            es: "'{name}' no se puede leer como un solo valor: pasa un puntero, `&{name}`",
            en: "'{name}' cannot be read as one value: pass a pointer, `&{name}`",
        },
        label: Phrase {
            es: "aquí va un puntero",
            en: "a pointer goes here",
        },
        note: Phrase {
            es: "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: estas funciones reciben un puntero a la variable",
            en: "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: these functions take a pointer to the variable",
        },
        explain: Phrase {
            es: "Un array de tamaño en tiempo de ejecución o un atómico no se pueden cargar como valor; las funciones que trabajan con ellos (arrayLength, atomicLoad, atomicAdd…) reciben un puntero creado con `&`.",
            en: "A runtime-sized array or an atomic cannot be loaded as a value; the functions that work on them (arrayLength, atomicLoad, atomicAdd…) take a pointer made with `&`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0820",
        headline: Phrase {
            es: "no se puede asignar '{got}' a '{want}'",
            en: "cannot assign '{got}' to '{want}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "convierte el valor (`{want}(x)`) o cambia el tipo de la variable",
            en: "convert the value (`{want}(x)`) or change the variable's type",
        },
        explain: Phrase {
            es: "Una asignación guarda un valor del mismo tipo que la variable; WGSL no convierte nada por sí solo, salvo los literales abstractos.",
            en: "An assignment stores a value of the variable's own type; WGSL converts nothing by itself, except abstract literals.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0821",
        headline: Phrase {
            es: "'{name}' es de solo lectura: un `var<storage>` es de solo lectura salvo que se declare `read_write`",
            en: "'{name}' is read-only: a `var<storage>` is read-only unless declared `read_write`",
        },
        label: Phrase {
            es: "se escribe aquí",
            en: "written here",
        },
        note: Phrase {
            es: "decláralo `var<storage, read_write>` para escribir en él",
            en: "declare it `var<storage, read_write>` to write to it",
        },
        explain: Phrase {
            es: "El modo de acceso de un búfer de almacenamiento es `read` por omisión. Escribir en él necesita `var<storage, read_write>` (y un enlace que el pipeline cree como escribible).",
            en: "A storage buffer's access mode defaults to `read`. Writing to it needs `var<storage, read_write>` (and a binding the pipeline creates as writable).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0822",
        headline: Phrase {
            es: "este `return` no tiene valor, pero la función devuelve '{want}'",
            en: "this `return` has no value, but the function returns '{want}'",
        },
        label: Phrase {
            es: "return sin valor",
            en: "return without a value",
        },
        note: Phrase {
            es: "devuelve un '{want}': `return valor;`",
            en: "return a '{want}': `return value;`",
        },
        explain: Phrase {
            es: "En una función con `-> T`, cada `return` lleva un valor de tipo T.",
            en: "In a function with `-> T`, every `return` carries a value of type T.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0823",
        headline: Phrase {
            es: "cada dimensión de @workgroup_size tiene que ser al menos 1",
            en: "each @workgroup_size dimension must be at least 1",
        },
        label: Phrase {
            es: "fuera de rango",
            en: "out of range",
        },
        note: Phrase {
            es: "escribe tamaños desde 1, por ejemplo `@workgroup_size(64)` o `@workgroup_size(8, 8)`",
            en: "write sizes from 1 up, for example `@workgroup_size(64)` or `@workgroup_size(8, 8)`",
        },
        explain: Phrase {
            es: "Un grupo de trabajo tiene al menos una invocación en cada dimensión; los límites del dispositivo acotan los tamaños por arriba.",
            en: "A workgroup has at least one invocation in each dimension; the device's limits bound the sizes from above.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0824",
        headline: Phrase {
            es: "no se puede asignar a un swizzle de varias componentes",
            en: "cannot assign to a swizzle of several components",
        },
        label: Phrase {
            es: "swizzle asignado aquí",
            en: "swizzle assigned here",
        },
        note: Phrase {
            es: "asigna las componentes una a una (`c.r = …; c.g = …;`) o construye el vector entero (`c = vec4f(v, c.b, c.a);`)",
            en: "assign the components one by one (`c.r = …; c.g = …;`) or build the whole vector (`c = vec4f(v, c.b, c.a);`)",
        },
        explain: Phrase {
            es: "En WGSL un swizzle como `c.rg` se puede leer pero no escribir; una sola componente (`c.r`) sí se puede escribir. (Chrome tiene una extensión que lo permite; naga y WGSL sin ella no.)",
            en: "In WGSL a swizzle such as `c.rg` can be read but not written; a single component (`c.r`) can be written. (Chrome has an extension that allows it; naga and WGSL without it do not.)",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0825",
        headline: Phrase {
            es: "ninguna sobrecarga de '{f}' acepta la llamada '{f}({args})'",
            en: "no matching call to '{f}({args})'",
        },
        label: Phrase {
            es: "ninguna sobrecarga de '{f}' recibe estos argumentos",
            en: "no overload of '{f}' takes these arguments",
        },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una función integrada como dot, normalize, textureSample, textureLoad, textureStore, arrayLength o atomicAdd tiene un conjunto fijo de sobrecargas: los tipos que pueden tener sus argumentos. El titular muestra los tipos que pasa la llamada, como los escribe Tint (el compilador de Chrome); las notas enumeran las sobrecargas que existen. Convierte un argumento (`vec2i(uv)`, `f32(n)`), elige el número de componentes correcto (`v.xyz`) o pasa un puntero (`&buf`) donde la sobrecarga lo pide.",
            en: "A built-in function such as dot, normalize, textureSample, textureLoad, textureStore, arrayLength or atomicAdd has a fixed set of overloads: the types its arguments may have. The headline shows the types the call passes, as Tint (Chrome's compiler) prints them; the notes list the overloads that exist. Convert an argument (`vec2i(uv)`, `f32(n)`), pick the right component count (`v.xyz`), or pass a pointer (`&buf`) where the overload takes one.",
        },
        wrong: "    let d = dot(vec3f(1.0), vec4f(1.0));\n    return vec4f(d);\n}",
        right: "    let d = dot(vec3f(1.0), vec4f(1.0).xyz);\n    return vec4f(d);\n}",
    },
    Entry {
        code: "W0901",
        headline: Phrase {
            es: "naga se detuvo con un error interno en este texto; no se compiló nada",
            en: "naga stopped with an internal error on this text; nothing was compiled",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase {
            es: "es un fallo del compilador de WGSL, no de la lógica de tu shader; edita el texto para seguir",
            en: "this is a bug in the WGSL compiler, not in your shader's logic; edit the text to go on",
        },
        explain: Phrase {
            es: "naga, el compilador de WGSL dentro de Lienzo, falló de forma inesperada con este texto. Puede que el texto tenga un error, pero el compilador no pudo decir cuál; cambiar el texto suele bastar para seguir.",
            en: "naga, the WGSL compiler inside Lienzo, panicked on this text. The text may still be wrong, but the compiler could not say how; changing the text usually gets past it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0902",
        headline: Phrase {
            es: "la constante `override` `{name}` no tiene valor por defecto, y el sandbox no le da ninguno",
            en: "override `{name}` has no default value, and the sandbox supplies none",
        },
        label: Phrase {
            es: "declarada aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "dale un valor por defecto, por ejemplo `override {name}: u32 = 8;`",
            en: "give it a default, for example `override {name}: u32 = 8;`",
        },
        explain: Phrase {
            es: "Una constante `override` necesita un valor al crear el pipeline: un valor por defecto en el shader o uno que dé el programa anfitrión. Las escenas de Lienzo solo dan valores a las constantes `override` que nombra la lección.",
            en: "A pipeline-overridable constant needs a value when the pipeline is created: either a default in the shader or one from the host program. Lienzo's scenes supply values only for the overrides a lesson names.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0903",
        headline: Phrase {
            es: "ambiguo: {n} puntos de entrada {attr} ({names}); deja uno",
            en: "ambiguous: {n} {attr} entry points ({names}); keep one",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una escena crea su pipeline con un punto de entrada por etapa. Con varios de la misma etapa, Lienzo no sabe cuál usar.",
            en: "A scene builds its pipeline from one entry point per stage. With several of the same stage Lienzo cannot tell which one is meant.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0904",
        headline: Phrase {
            es: "no hay punto de entrada {attr}: {what_es}",
            en: "no {attr} entry point: {what}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El módulo puede ser WGSL válido: esto es lo que necesita la escena de la lección para ejecutarlo. Una escena Fullscreen dibuja con un punto de entrada @fragment, una escena Mesh con uno @vertex y uno @fragment, una escena Compute despacha uno @compute. `lienzo check --png` dibuja un módulo con la página de la zona de pruebas, que necesita un punto de entrada @fragment.",
            en: "The module itself may be valid WGSL: this is what the lesson's scene needs to run it. A Fullscreen scene draws with a @fragment entry point, a Mesh scene with a @vertex and a @fragment one, a Compute scene dispatches a @compute one. `lienzo check --png` draws a module with the playground's page, which needs a @fragment entry point.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0905",
        headline: Phrase {
            es: "la variable de grupo de trabajo `{name}` la usa el punto de entrada {stage} `{ep}`",
            en: "workgroup variable `{name}` is used by the {stage} entry point `{ep}`",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "La memoria `var<workgroup>` la comparten las invocaciones de un grupo de trabajo de cómputo, así que solo existe en puntos de entrada @compute. Los navegadores rechazan un shader de vértices o de fragmentos que la usa; algunos controladores fallan con él.",
            en: "`var<workgroup>` memory is shared by the invocations of one compute workgroup, so it exists only in @compute entry points. Browsers refuse a vertex or fragment shader that uses it; some drivers crash on it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0906",
        headline: Phrase {
            es: "las variables privadas de `{ep}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
            en: "the private variables of `{ep}` take {total} bytes, over the {max} bytes WGSL allows",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "WGSL limita a 8192 bytes la memoria `var<private>` que usa un punto de entrada; los navegadores rechazan un shader que la supera. Las tablas grandes van en un búfer de almacenamiento.",
            en: "WGSL limits the `var<private>` memory one entry point uses to 8192 bytes; browsers refuse a shader over it. Large tables belong in a storage buffer.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0907",
        headline: Phrase {
            es: "las variables de la función `{f}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
            en: "the variables of function `{f}` take {total} bytes, over the {max} bytes WGSL allows",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "WGSL limita a 8192 bytes las variables de función de una función; los navegadores rechazan un shader que lo supera.",
            en: "WGSL limits the function-scope variables of one function to 8192 bytes; browsers refuse a shader over it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0908",
        headline: Phrase {
            es: "`{name}` contiene un atómico, así que tiene que ser `var<storage, read_write>`",
            en: "`{name}` holds an atomic, so it must be `var<storage, read_write>`",
        },
        label: Phrase {
            es: "declarado de solo lectura aquí",
            en: "declared read-only here",
        },
        note: Phrase {
            es: "decláralo `var<storage, read_write>`, o usa `u32` en lugar de `atomic<u32>` si solo se lee",
            en: "declare it `var<storage, read_write>`, or use `u32` instead of `atomic<u32>` if it is only read",
        },
        explain: Phrase {
            es: "Los atómicos existen para que muchas invocaciones los escriban a la vez, así que WGSL solo los permite en `var<storage, read_write>` y `var<workgroup>`. Un `var<storage>` es de solo lectura por defecto. El compilador de Chrome (Tint) rechaza un atómico ahí; naga lo acepta, así que Lienzo lo comprueba.",
            en: "Atomics exist to be written by many invocations at once, so WGSL allows them only in `var<storage, read_write>` and `var<workgroup>`. A `var<storage>` is read-only by default. Chrome's compiler (Tint) refuses an atomic in it; naga accepts it, so Lienzo checks it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0910",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una dimensión de @workgroup_size supera el límite del dispositivo para ese eje (maxComputeWorkgroupSizeX, Y o Z).",
            en: "One dimension of @workgroup_size is over the device's limit for that axis (maxComputeWorkgroupSizeX, Y or Z).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0911",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El producto de las dimensiones de @workgroup_size supera maxComputeInvocationsPerWorkgroup.",
            en: "The product of the @workgroup_size dimensions is over maxComputeInvocationsPerWorkgroup.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0912",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Las variables `var<workgroup>` del punto de entrada de cómputo ocupan más bytes que maxComputeWorkgroupStorageSize.",
            en: "The `var<workgroup>` variables of the compute entry point take more bytes than maxComputeWorkgroupStorageSize.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0913",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Un búfer uniforme o de almacenamiento es más grande que maxUniformBufferBindingSize o maxStorageBufferBindingSize.",
            en: "A uniform or storage buffer binding is larger than maxUniformBufferBindingSize or maxStorageBufferBindingSize.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0914",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Un índice de @group necesita más grupos de enlace de los que permite maxBindGroups.",
            en: "A @group index needs more bind groups than maxBindGroups allows.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0920",
        headline: Phrase {
            es: "la GPU rechazó el pipeline: {text} (texto de wgpu, en inglés)",
            en: "the GPU refused the pipeline: {text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El shader pasó las comprobaciones de Lienzo, pero crear su pipeline en el dispositivo falló; el texto tras los dos puntos es el mensaje del propio dispositivo.",
            en: "The shader passed Lienzo's checks, but creating its pipeline on the device failed; the text after the colon is the device's own message.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0921",
        headline: Phrase {
            es: "la escena {scene} no ofrece @binding({n}) `{name}`",
            en: "@binding({n}) `{name}` is not provided by the {scene} scene",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "la tabla de bindings del README dice qué ofrece cada escena",
            en: "see the README's binding table for what each scene provides",
        },
        explain: Phrase {
            es: "Cada escena enlaza un conjunto fijo de recursos en el grupo 0 (los uniformes del fotograma, una imagen y su sampler, una textura de salida…). Una variable en otro binding no tiene nada detrás.",
            en: "Each scene binds a fixed set of resources in group 0 (frame uniforms, an image and its sampler, an output texture…). A variable at another binding has nothing behind it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0922",
        headline: Phrase {
            es: "@binding({n}) `{name}` es del tipo equivocado ({kind})",
            en: "@binding({n}) `{name}` has the wrong kind ({kind})",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "la tabla de bindings del README dice qué tiene que ser",
            en: "the README's binding table says what it must be",
        },
        explain: Phrase {
            es: "La escena ofrece un recurso en este binding, pero de otro tipo (una textura donde el shader declara un búfer, por ejemplo).",
            en: "The scene provides a resource at this binding, but of another kind (a texture where the shader declares a buffer, for example).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0925",
        headline: Phrase {
            es: "`{name}` está en @group({group}); las escenas de Lienzo solo enlazan el grupo 0",
            en: "`{name}` is in @group({group}); Lienzo's scenes bind group 0 only",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "usa @group(0) y un binding de la tabla de bindings del README",
            en: "use @group(0) and a binding of the README's binding table",
        },
        explain: Phrase {
            es: "Las escenas de Lienzo ponen todos los recursos en el grupo de enlace 0 (README, convenciones de WGSL); una variable en otro grupo no tiene nada enlazado.",
            en: "Lienzo's scenes put every resource in bind group 0 (README, WGSL conventions); a variable in another group has nothing bound to it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0923",
        headline: Phrase {
            es: "la construcción de este shader se detuvo con un error interno; el último pipeline bueno sigue dibujando",
            en: "building this shader stopped with an internal error; the last good pipeline keeps drawing",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El compilador o el controlador fallaron de forma inesperada al crear el pipeline. No es un error del shader que Lienzo pueda señalar; editar el texto empieza una construcción nueva.",
            en: "The compiler or the driver failed unexpectedly while building the pipeline. It is not a mistake in the shader that Lienzo can point at; editing the text starts a new build.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0924",
        headline: Phrase {
            es: "la página de la zona de pruebas no pudo dibujarlo ({kind}): {text} (texto de WebGPU, en inglés)",
            en: "the playground's page could not draw it ({kind}): {text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El módulo es WGSL válido, pero la página de la zona de pruebas (`shaders/playground.js`), que `lienzo check --png` usa para dibujarlo, recibió un error al construir su pipeline o al dibujar: por ejemplo, un `@binding` que la página no ofrece (ofrece el uniforme Frame en 0, una imagen en 1 y su muestreador en 2, en el grupo 0). El texto es el mensaje de WebGPU, como lo vería la página.",
            en: "The module is valid WGSL, but the playground's page (`shaders/playground.js`), which `lienzo check --png` draws it with, got an error building its pipeline or drawing: for example, a `@binding` the page does not provide (it provides the Frame uniform at 0, an image at 1 and its sampler at 2, in group 0). The text is WebGPU's message, as the page would see it.",
        },
        wrong: "",
        right: "",
    },
];

/// Every entry: [`ENTRIES`], then the habits from other languages
/// ([`super::habits::ENTRIES`], [`super::habits_shading::ENTRIES`],
/// [`super::habits_words::ENTRIES`], [`super::habits_blocks::ENTRIES`]).
pub fn all() -> impl Iterator<Item = &'static Entry> {
    ENTRIES
        .iter()
        .chain(super::habits::ENTRIES)
        .chain(super::habits_shading::ENTRIES)
        .chain(super::habits_words::ENTRIES)
        .chain(super::habits_blocks::ENTRIES)
        .chain(super::naga_parse::ENTRIES)
        .chain(super::naga_checks::ENTRIES)
        .chain(super::naga_features::ENTRIES)
}

/// The entry of a code.
pub fn find(code: &str) -> Option<&'static Entry> {
    all().find(|e| e.code.eq_ignore_ascii_case(code.trim()))
}

/// Fills `{name}` placeholders of `template` with `args`.
fn render(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// Both languages of `phrase`, with their placeholders filled from `args`.
pub fn fill(phrase: Phrase, args: &[(&str, &str)]) -> Both {
    Both {
        es: render(phrase.es, args),
        en: render(phrase.en, args),
    }
}

/// A template with its placeholders shown as `…`.
fn generic(template: &str) -> String {
    let mut out = String::new();
    let mut hole = false;
    for c in template.chars() {
        match c {
            '{' => hole = true,
            '}' if hole => {
                hole = false;
                out.push('…');
            }
            _ if !hole => out.push(c),
            _ => {}
        }
    }
    out
}

/// The heading of the wrong example in `lienzo explain`.
pub const WRONG: Phrase = Phrase { es: "Mal", en: "Wrong" };
/// The heading of the right example in `lienzo explain`.
pub const RIGHT: Phrase = Phrase {
    es: "Bien",
    en: "Right",
};

/// An example as `lienzo explain` shows it: a body gets the fragment shader around it.
pub fn example(text: &str) -> String {
    if text.starts_with("    ") {
        format!("{FS}{text}")
    } else {
        text.to_owned()
    }
}

/// The long form of a code, as `lienzo explain` prints it.
pub fn explain(code: &str, lang: Lang) -> Option<String> {
    let e = find(code)?;
    let mut out = format!(
        "{}: {}\n\n{}\n",
        e.code,
        generic(e.headline.get(lang)),
        e.explain.get(lang)
    );
    if !e.wrong.is_empty() {
        let _ = write!(
            out,
            "\n{}:\n\n{}\n\n{}:\n\n{}\n",
            WRONG.get(lang),
            example(e.wrong),
            RIGHT.get(lang),
            example(e.right)
        );
    }
    Some(out)
}
