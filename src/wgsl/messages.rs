//! The catalogue of diagnostics: one entry per kind of problem, with a stable code, a
//! headline, a label and a note in English and Spanish, and a long form with a wrong and
//! a right example (`lienzo explain CODE`). Messages are data; `{name}` placeholders are
//! filled by [`render`].

use std::fmt::Write as _;

/// One kind of diagnostic.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Stable code, `W` and four digits.
    pub code: &'static str,
    /// Headline: what is wrong. `[English, Spanish]`.
    pub headline: [&'static str; 2],
    /// Text of the label at the primary span.
    pub label: [&'static str; 2],
    /// How to fix it.
    pub note: [&'static str; 2],
    /// The long form for `lienzo explain`.
    pub explain: [&'static str; 2],
    /// A minimal wrong example.
    pub wrong: &'static str,
    /// The same example, right.
    pub right: &'static str,
}

const FS: &str = "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n";

/// Every entry, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0000",
        headline: ["{text}", "{text}"],
        label: ["here", "aquí"],
        note: ["", ""],
        explain: [
            "A problem naga reports that Lienzo has no explanation of its own for yet; its text is shown as naga wrote it, without compiler internals.",
            "Un problema que naga señala y que Lienzo todavía no explica con palabras propias; se muestra el texto de naga, sin detalles internos del compilador.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0101",
        headline: ["unresolved identifier '{name}'", "identificador sin resolver: '{name}'"],
        label: ["not declared here", "no está declarado aquí"],
        note: [
            "declare it before this line (`let`, `var`, `const`, a parameter), or check the spelling",
            "decláralo antes de esta línea (`let`, `var`, `const` o un parámetro) o revisa cómo está escrito",
        ],
        explain: [
            "A name is used that nothing declares at this point. WGSL has no implicit globals: each name comes from a declaration, a parameter or a built-in function. Names from GLSL, HLSL or Shadertoy (float, lerp, gl_FragCoord, iTime) are not WGSL.",
            "Se usa un nombre que nada declara en ese punto. WGSL no tiene globales implícitos: cada nombre viene de una declaración, de un parámetro o de una función integrada. Los nombres de GLSL, HLSL o Shadertoy (float, lerp, gl_FragCoord, iTime) no son WGSL.",
        ],
        wrong: "    return vec4f(lerp(0.0, 1.0, uv.x));\n}",
        right: "    return vec4f(mix(0.0, 1.0, uv.x));\n}",
    },
    Entry {
        code: "W0102",
        headline: ["unknown attribute '@{name}'", "atributo desconocido: '@{name}'"],
        label: ["no such attribute", "ese atributo no existe"],
        note: [
            "attributes are @vertex, @fragment, @compute, @location, @builtin, @group, @binding, @workgroup_size, @interpolate, @id, @align, @size, @invariant, @must_use",
            "los atributos son @vertex, @fragment, @compute, @location, @builtin, @group, @binding, @workgroup_size, @interpolate, @id, @align, @size, @invariant y @must_use",
        ],
        explain: [
            "The word after `@` is not a WGSL attribute. Attributes are a closed list; a misspelled one is an error, not ignored.",
            "La palabra que sigue a `@` no es un atributo de WGSL. Los atributos son una lista cerrada; uno mal escrito es un error, no se ignora.",
        ],
        wrong: "@fragmnet\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
        right: "@fragment\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
    },
    Entry {
        code: "W0103",
        headline: ["unknown builtin '{name}'", "builtin desconocido: '{name}'"],
        label: ["no such builtin value", "no existe ese valor integrado"],
        note: [
            "stage values are position, front_facing, frag_depth, sample_index, sample_mask, vertex_index, instance_index, local_invocation_id, local_invocation_index, global_invocation_id, workgroup_id, num_workgroups",
            "los valores de etapa son position, front_facing, frag_depth, sample_index, sample_mask, vertex_index, instance_index, local_invocation_id, local_invocation_index, global_invocation_id, workgroup_id y num_workgroups",
        ],
        explain: [
            "`@builtin(...)` names a value the pipeline provides. The name must be one of WGSL's built-in values, spelled exactly.",
            "`@builtin(...)` nombra un valor que entrega el pipeline. Tiene que ser uno de los valores integrados de WGSL, escrito exactamente.",
        ],
        wrong: "@fragment fn fs(@builtin(postion) p: vec4f) -> @location(0) vec4f { return p; }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0104",
        headline: [
            "no member or component '{name}' here",
            "aquí no hay ningún miembro o componente '{name}'",
        ],
        label: ["not a member of this value", "no es miembro de este valor"],
        note: [
            "a struct has the members it declares; a vecN has x, y, z, w (or r, g, b, a) up to its size",
            "un struct tiene los miembros que declara; un vecN tiene x, y, z, w (o r, g, b, a) hasta su tamaño",
        ],
        explain: [
            "`.name` picks a member of a struct or a component of a vector. A vec2f has only .x and .y; a struct only the members it declares.",
            "`.nombre` elige un miembro de un struct o una componente de un vector. Un vec2f solo tiene .x y .y; un struct, solo los miembros que declara.",
        ],
        wrong: "    return vec4f(uv.w);\n}",
        right: "    return vec4f(uv.x);\n}",
    },
    Entry {
        code: "W0105",
        headline: [
            "expected {expected}, found {found}",
            "se esperaba {expected_es}, pero aparece {found}",
        ],
        label: ["expected {expected}", "se esperaba {expected_es}"],
        note: ["", ""],
        explain: [
            "The text does not follow WGSL's grammar here. Declarations are `let x = ...;`, `var x: f32 = ...;`, `const X = ...;`; every statement ends in `;` and every `if`, `for` and `while` body has braces.",
            "El texto no sigue la gramática de WGSL en este punto. Las declaraciones son `let x = ...;`, `var x: f32 = ...;` y `const X = ...;`; cada sentencia termina en `;` y los cuerpos de `if`, `for` y `while` llevan llaves.",
        ],
        wrong: "    float x = 1.0;\n    return vec4f(x);\n}",
        right: "    var x: f32 = 1.0;\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W0106",
        headline: [
            "automatic conversions cannot convert '{from}' to '{to}'",
            "las conversiones automáticas no convierten '{from}' en '{to}'",
        ],
        label: ["this is '{from}'", "esto es '{from}'"],
        note: [
            "WGSL converts only literals on its own; write the conversion: `{to}(...)`",
            "WGSL solo convierte literales por su cuenta; escribe la conversión: `{to}(...)`",
        ],
        explain: [
            "WGSL never converts a typed value to another type implicitly. Only abstract literals (`1`, `1.0`) adapt to the type around them. Convert with a constructor: `f32(i)`, `u32(x)`, `vec2f(v)`.",
            "WGSL nunca convierte un valor con tipo a otro tipo de forma implícita. Solo los literales abstractos (`1`, `1.0`) se adaptan al tipo que los rodea. Convierte con un constructor: `f32(i)`, `u32(x)`, `vec2f(v)`.",
        ],
        wrong: "    let i: i32 = 2;\n    let x: f32 = i;\n    return vec4f(x);\n}",
        right: "    let i: i32 = 2;\n    let x: f32 = f32(i);\n    return vec4f(x);\n}",
    },
    Entry {
        code: "W0107",
        headline: [
            "a `const` needs a value known when the shader is compiled",
            "un `const` necesita un valor conocido al compilar el shader",
        ],
        label: [
            "this is only known when the shader runs",
            "esto solo se conoce al ejecutar el shader",
        ],
        note: [
            "use `let` for values computed while the shader runs",
            "usa `let` para los valores que se calculan mientras el shader se ejecuta",
        ],
        explain: [
            "`const` values are computed by the compiler, so they may only use literals, other constants and built-in functions of constants. Uniforms, parameters and `let` values exist only at run time: bind them with `let`.",
            "Los valores `const` los calcula el compilador, así que solo pueden usar literales, otras constantes y funciones integradas aplicadas a constantes. Los uniformes, los parámetros y los `let` solo existen al ejecutar: guárdalos con `let`.",
        ],
        wrong: "    const t = frame.time;\n    return vec4f(t);\n}",
        right: "    let t = frame.time;\n    return vec4f(t);\n}",
    },
    Entry {
        code: "W0108",
        headline: [
            "a module-scope `var` must name its address space",
            "un `var` fuera de las funciones tiene que indicar su espacio de direcciones",
        ],
        label: ["no address space", "sin espacio de direcciones"],
        note: [
            "write `var<private> name: T;` (one copy per invocation), or `var<uniform>` / `var<storage>` with @group and @binding",
            "escribe `var<private> nombre: T;` (una copia por invocación), o `var<uniform>` / `var<storage>` con @group y @binding",
        ],
        explain: [
            "Only textures and samplers may be declared as a bare `var` at module scope. Every other module-scope variable says where it lives: private, workgroup, uniform or storage.",
            "Solo las texturas y los samplers se declaran con un `var` sin más fuera de las funciones. Cualquier otra variable global dice dónde vive: private, workgroup, uniform o storage.",
        ],
        wrong: "var counter: f32;",
        right: "var<private> counter: f32;",
    },
    Entry {
        code: "W0109",
        headline: [
            "switch selector must be an integer (i32 or u32)",
            "el selector de un `switch` tiene que ser entero (i32 o u32)",
        ],
        label: ["not an integer", "no es entero"],
        note: [
            "convert it, for example `switch u32(x * 4.0)`",
            "conviértelo, por ejemplo `switch u32(x * 4.0)`",
        ],
        explain: [
            "A switch compares its selector with integer case values, so the selector must be i32 or u32.",
            "Un switch compara su selector con valores enteros de los case, así que el selector tiene que ser i32 o u32.",
        ],
        wrong: "    switch uv.x { case 0: {} default: {} }\n    return vec4f(0.0);\n}",
        right: "    switch u32(uv.x * 4.0) { case 0u: {} default: {} }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0110",
        headline: [
            "a @compute entry point needs @workgroup_size(x, y, z)",
            "un punto de entrada @compute necesita @workgroup_size(x, y, z)",
        ],
        label: ["no @workgroup_size here", "aquí no hay @workgroup_size"],
        note: [
            "add it beside @compute, for example `@compute @workgroup_size(8, 8)`",
            "añádelo junto a @compute, por ejemplo `@compute @workgroup_size(8, 8)`",
        ],
        explain: [
            "A compute shader runs in workgroups, and the shader itself says how many invocations each has.",
            "Un compute shader se ejecuta en grupos de trabajo, y el propio shader dice cuántas invocaciones tiene cada uno.",
        ],
        wrong: "@compute fn main() {}",
        right: "@compute @workgroup_size(64) fn main() {}",
    },
    Entry {
        code: "W0111",
        headline: [
            "a resource needs both @group(n) and @binding(n)",
            "un recurso necesita @group(n) y @binding(n)",
        ],
        label: ["declared here", "declarado aquí"],
        note: [
            "write both, for example `@group(0) @binding(1) var image: texture_2d<f32>;`",
            "escribe los dos, por ejemplo `@group(0) @binding(1) var image: texture_2d<f32>;`",
        ],
        explain: [
            "Buffers, textures and samplers are found by their bind group and binding numbers; one without the other is not enough.",
            "Los búferes, texturas y samplers se localizan por su grupo y su número de binding; uno sin el otro no basta.",
        ],
        wrong: "@group(0) var image: texture_2d<f32>;",
        right: "@group(0) @binding(1) var image: texture_2d<f32>;",
    },
    Entry {
        code: "W0112",
        headline: ["too many arguments for '{f}'", "demasiados argumentos para '{f}'"],
        label: ["the extra argument", "el argumento de más"],
        note: ["check the function's parameters", "revisa los parámetros de la función"],
        explain: [
            "A call passes exactly the arguments the function declares.",
            "Una llamada pasa exactamente los argumentos que declara la función.",
        ],
        wrong: "    return vec4f(atan(uv.y, uv.x));\n}",
        right: "    return vec4f(atan2(uv.y, uv.x));\n}",
    },
    Entry {
        code: "W0113",
        headline: [
            "'{name}' needs its element type",
            "'{name}' necesita su tipo de elemento",
        ],
        label: ["no element type", "sin tipo de elemento"],
        note: [
            "write `{name}f` (or `{name}<f32>`)",
            "escribe `{name}f` (o `{name}<f32>`)",
        ],
        explain: [
            "Vector and matrix types carry their element type: vec4<f32>, or the short form vec4f. Only a constructor call may leave it out, to infer it.",
            "Los tipos vector y matriz llevan su tipo de elemento: vec4<f32>, o la forma corta vec4f. Solo en una llamada al constructor se puede omitir, para que se deduzca.",
        ],
        wrong: "fn f() -> vec4 { return vec4(1.0); }",
        right: "fn f() -> vec4f { return vec4(1.0); }",
    },
    Entry {
        code: "W0114",
        headline: [
            "'{name}' is declared twice in the same scope",
            "'{name}' está declarado dos veces en el mismo ámbito",
        ],
        label: ["the second declaration", "la segunda declaración"],
        note: [
            "rename one, or assign to a `var` instead of declaring again",
            "cambia el nombre de uno, o asigna a un `var` en vez de declararlo otra vez",
        ],
        explain: [
            "Each name is declared once per scope. To change a value, declare it once with `var` and assign to it.",
            "Cada nombre se declara una vez por ámbito. Para cambiar un valor, decláralo una vez con `var` y asígnale valores.",
        ],
        wrong: "    let c = 1.0;\n    let c = 2.0;\n    return vec4f(c);\n}",
        right: "    var c = 1.0;\n    c = 2.0;\n    return vec4f(c);\n}",
    },
    Entry {
        code: "W0115",
        headline: [
            "'{name}' needs a type or an initial value",
            "'{name}' necesita un tipo o un valor inicial",
        ],
        label: ["declared here", "declarado aquí"],
        note: [
            "write `var {name}: vec4f;` or `var {name} = vec4f(0.0);`",
            "escribe `var {name}: vec4f;` o `var {name} = vec4f(0.0);`",
        ],
        explain: [
            "A `var` without an initializer needs its type, so the compiler knows what to store.",
            "Un `var` sin valor inicial necesita su tipo, para que el compilador sepa qué guardar.",
        ],
        wrong: "    var c;\n    return vec4f(0.0);\n}",
        right: "    var c: vec4f;\n    return c;\n}",
    },
    Entry {
        code: "W0116",
        headline: [
            "the literal {lit} does not fit its type",
            "el literal {lit} no cabe en su tipo",
        ],
        label: ["too large", "demasiado grande"],
        note: [
            "u32 goes up to 4294967295 and i32 up to 2147483647",
            "u32 llega hasta 4294967295 e i32 hasta 2147483647",
        ],
        explain: [
            "An integer literal must fit the type it gets: 32 bits in WGSL.",
            "Un literal entero tiene que caber en el tipo que recibe: 32 bits en WGSL.",
        ],
        wrong: "    let n = 4294967296u;",
        right: "    let n = 4294967295u;",
    },
    Entry {
        code: "W0117",
        headline: [
            "function '{f}' calls itself: WGSL has no recursion",
            "la función '{f}' se llama a sí misma: WGSL no admite recursión",
        ],
        label: ["declared here", "declarada aquí"],
        note: ["rewrite it as a loop", "reescríbela como un bucle"],
        explain: [
            "GPUs give each invocation a fixed, small stack, so WGSL forbids recursion, direct or indirect. Loops do the same work.",
            "Las GPU dan a cada invocación una pila pequeña y fija, así que WGSL prohíbe la recursión, directa o indirecta. Los bucles hacen el mismo trabajo.",
        ],
        wrong: "fn fib(n: u32) -> u32 { if n < 2u { return n; } return fib(n - 1u) + fib(n - 2u); }",
        right: "fn fib(n: u32) -> u32 { var a = 0u; var b = 1u; for (var i = 0u; i < n; i++) { let t = a + b; a = b; b = t; } return a; }",
    },
    Entry {
        code: "W0118",
        headline: [
            "no operator accepts these operand types",
            "ningún operador acepta estos tipos de operandos",
        ],
        label: ["this has type {ty}", "esto es de tipo {ty}"],
        note: ["{note}", "{note}"],
        explain: [
            "An operator was given operands it has no version for, such as a bool in arithmetic. Convert first: `select(0.0, 1.0, b)` turns a bool into a number.",
            "Se dieron a un operador operandos para los que no tiene versión, como un bool en una operación aritmética. Convierte antes: `select(0.0, 1.0, b)` convierte un bool en número.",
        ],
        wrong: "    let on = uv.x > 0.5;\n    return vec4f(on * 1.0);\n}",
        right: "    let on = uv.x > 0.5;\n    return vec4f(select(0.0, 1.0, on));\n}",
    },
    Entry {
        code: "W0201",
        headline: [
            "return statement type must match its function return type, returned '{got}', expected '{want}'",
            "el tipo del `return` debe coincidir con el que devuelve la función: devuelve '{got}', se esperaba '{want}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: [
            "build a '{want}' from it, for example `vec4f(color, 1.0)` turns a vec3f into a vec4f",
            "construye un '{want}' a partir del valor; por ejemplo, `vec4f(color, 1.0)` convierte un vec3f en vec4f",
        ],
        explain: [
            "A function that declares `-> T` must return a value of exactly type T. WGSL does not widen vectors or convert numbers on its own.",
            "Una función que declara `-> T` tiene que devolver un valor exactamente de tipo T. WGSL no amplía vectores ni convierte números por su cuenta.",
        ],
        wrong: "    return vec3f(uv, 0.0);\n}",
        right: "    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0202",
        headline: [
            "missing return at end of function",
            "falta un `return` al final de la función",
        ],
        label: [
            "the function can end here without returning",
            "la función puede llegar hasta aquí sin devolver nada",
        ],
        note: [
            "every path through a function that declares `-> {want}` must end in `return`",
            "todos los caminos de una función que declara `-> {want}` tienen que terminar en `return`",
        ],
        explain: [
            "If any path through the function reaches its closing brace, the function has no value to give. Add a `return` at the end, or an `else` branch that returns.",
            "Si algún camino de la función llega a la llave de cierre, la función no tiene valor que entregar. Añade un `return` al final o una rama `else` que devuelva algo.",
        ],
        wrong: "    if uv.x > 0.5 { return vec4f(1.0); }\n}",
        right: "    if uv.x > 0.5 { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0203",
        headline: [
            "no matching overload for 'operator {op} ({lhs}, {rhs})'",
            "ninguna versión de 'operator {op}' acepta ({lhs}, {rhs})",
        ],
        label: ["'{lhs}' {op} '{rhs}'", "'{lhs}' {op} '{rhs}'"],
        note: ["{fix}", "{fix_es}"],
        explain: [
            "Both sides of an arithmetic or comparison operator must have matching types (a vector may meet a scalar of its element type). u32 and i32 do not mix, nor do vec3f and vec4f.",
            "Los dos lados de un operador aritmético o de comparación tienen que tener tipos compatibles (un vector puede operar con un escalar de su mismo tipo de elemento). u32 e i32 no se mezclan, ni vec3f con vec4f.",
        ],
        wrong: "    let a = 3u;\n    let b = 1i;\n    return vec4f(f32(a - b));\n}",
        right: "    let a = 3u;\n    let b = 1i;\n    return vec4f(f32(i32(a) - b));\n}",
    },
    Entry {
        code: "W0204",
        headline: [
            "if statement condition must be bool, got '{got}'",
            "la condición de un `if` tiene que ser bool, pero es '{got}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: [
            "compare explicitly, for example `if x != 0.0`",
            "compara de forma explícita, por ejemplo `if x != 0.0`",
        ],
        explain: [
            "WGSL has no truthiness: numbers are not conditions. Write the comparison you mean.",
            "En WGSL los números no son condiciones. Escribe la comparación que quieres.",
        ],
        wrong: "    if uv.x { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
        right: "    if uv.x > 0.0 { return vec4f(1.0); }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0205",
        headline: [
            "index must be an integer, got '{got}'",
            "un índice tiene que ser entero, pero es '{got}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: [
            "convert it: `u32(...)` or `i32(...)`",
            "conviértelo: `u32(...)` o `i32(...)`",
        ],
        explain: [
            "Arrays, vectors and matrices are indexed with i32 or u32. A float index must be converted, which also says how it rounds (toward zero).",
            "Los arrays, vectores y matrices se indexan con i32 o u32. Un índice de coma flotante hay que convertirlo, lo que además deja claro cómo se redondea (hacia cero).",
        ],
        wrong: "    var a = array<f32, 4>(0.1, 0.2, 0.3, 0.4);\n    return vec4f(a[uv.x * 3.0]);\n}",
        right: "    var a = array<f32, 4>(0.1, 0.2, 0.3, 0.4);\n    return vec4f(a[u32(uv.x * 3.0)]);\n}",
    },
    Entry {
        code: "W0206",
        headline: [
            "'{ty}' needs {expected} components, got {given}",
            "'{ty}' necesita {expected} componentes, pero recibe {given}",
        ],
        label: ["{given} given here", "aquí hay {given}"],
        note: [
            "give every component, or build it from a smaller vector: `vec4f(v.xy, 0.0, 1.0)`",
            "da todas las componentes o construye el valor desde un vector más pequeño: `vec4f(v.xy, 0.0, 1.0)`",
        ],
        explain: [
            "A vector constructor takes one value (copied to every component) or exactly as many components as the vector has, counting the components of vector arguments.",
            "El constructor de un vector recibe un valor (que se copia en todas las componentes) o exactamente tantas componentes como tiene el vector, contando las de los argumentos que sean vectores.",
        ],
        wrong: "    return vec4f(1.0, 0.0);\n}",
        right: "    return vec4f(1.0, 0.0, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0207",
        headline: [
            "type mismatch for argument {n} of '{f}': expected '{want}', got '{got}'",
            "el argumento {n} de '{f}' no tiene el tipo esperado: se esperaba '{want}', llega '{got}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: ["convert it: `{want}(...)`", "conviértelo: `{want}(...)`"],
        explain: [
            "Each argument must have exactly the type of its parameter. WGSL converts only abstract literals on its own.",
            "Cada argumento tiene que tener exactamente el tipo de su parámetro. WGSL solo convierte por su cuenta los literales abstractos.",
        ],
        wrong: "fn half(x: f32) -> f32 { return x * 0.5; }\nfn use_it() -> f32 { return half(1u); }",
        right: "fn half(x: f32) -> f32 { return x * 0.5; }\nfn use_it() -> f32 { return half(1.0); }",
    },
    Entry {
        code: "W0208",
        headline: [
            "no matching call to '{call}': the condition must be bool, got '{got}'",
            "ninguna sobrecarga de 'select' acepta la llamada '{call}': la condición tiene que ser bool, pero es '{got}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: [
            "`select(if_false, if_true, condition)`: the condition comes last",
            "`select(si_falso, si_cierto, condición)`: la condición va al final",
        ],
        explain: [
            "`select(f, t, c)` is WGSL's `c ? t : f`. Its last argument is the bool condition, and the value for `false` comes first.",
            "`select(f, t, c)` es el `c ? t : f` de WGSL. Su último argumento es la condición bool, y el valor para `false` va primero.",
        ],
        wrong: "    return vec4f(select(0.0, 1.0, uv.x));\n}",
        right: "    return vec4f(select(0.0, 1.0, uv.x > 0.5));\n}",
    },
    Entry {
        code: "W0209",
        headline: [
            "function '{f}' returns a value but declares no return type",
            "la función '{f}' devuelve un valor, pero no declara tipo de retorno",
        ],
        label: ["a '{got}' is returned here", "aquí se devuelve un '{got}'"],
        note: [
            "declare it: `fn {f}(...) -> {got}`",
            "declara el tipo: `fn {f}(...) -> {got}`",
        ],
        explain: [
            "A function without `-> T` returns nothing, so its `return` statements take no value.",
            "Una función sin `-> T` no devuelve nada, así que sus `return` no llevan valor.",
        ],
        wrong: "fn darken(c: vec3f) { return c * 0.5; }\n",
        right: "fn darken(c: vec3f) -> vec3f { return c * 0.5; }\n",
    },
    Entry {
        code: "W0210",
        headline: [
            "cannot initialize '{name}: {want}' with a value of type '{got}'",
            "no se puede inicializar '{name}: {want}' con un valor de tipo '{got}'",
        ],
        label: ["declared '{want}' here", "declarado como '{want}' aquí"],
        note: [
            "write a value of the declared type, for example `1` for an integer, or convert: `{want}(...)`",
            "escribe un valor del tipo declarado (por ejemplo `1` para un entero) o conviértelo: `{want}(...)`",
        ],
        explain: [
            "A declaration with a type takes only values of that type. `let x: i32 = 1.0;` fails because 1.0 is a float literal, not an integer.",
            "Una declaración con tipo solo acepta valores de ese tipo. `let x: i32 = 1.0;` falla porque 1.0 es un literal de coma flotante, no un entero.",
        ],
        wrong: "    let n: i32 = 1.0;\n    return vec4f(f32(n));\n}",
        right: "    let n: i32 = 1;\n    return vec4f(f32(n));\n}",
    },
    Entry {
        code: "W0301",
        headline: [
            "{what} of entry point '{ep}' needs @location(n) or @builtin(...)",
            "{what_es} del punto de entrada '{ep}' necesita @location(n) o @builtin(...)",
        ],
        label: ["no @location or @builtin here", "aquí no hay @location ni @builtin"],
        note: [
            "a fragment shader's color goes out at `-> @location(0) vec4f`",
            "el color de un fragment shader sale por `-> @location(0) vec4f`",
        ],
        explain: [
            "Everything an entry point takes in or gives out crosses the pipeline, so each value says where it goes: a numbered @location or a @builtin value.",
            "Todo lo que un punto de entrada recibe o entrega cruza el pipeline, así que cada valor dice adónde va: un @location numerado o un valor @builtin.",
        ],
        wrong: "@fragment\nfn fs() -> vec4f { return vec4f(1.0); }",
        right: "@fragment\nfn fs() -> @location(0) vec4f { return vec4f(1.0); }",
    },
    Entry {
        code: "W0302",
        headline: [
            "a @vertex entry point must return @builtin(position)",
            "un punto de entrada @vertex tiene que devolver @builtin(position)",
        ],
        label: [
            "no @builtin(position) in its output",
            "su salida no tiene @builtin(position)",
        ],
        note: [
            "return `@builtin(position) vec4f`, or a struct with such a member",
            "devuelve `@builtin(position) vec4f` o un struct que tenga ese miembro",
        ],
        explain: [
            "The rasterizer needs each vertex's clip-space position; it is the one output every vertex shader must produce.",
            "El rasterizador necesita la posición de cada vértice en el espacio de recorte: es la única salida que todo vertex shader tiene que producir.",
        ],
        wrong: "@vertex\nfn vs() -> @location(0) vec4f { return vec4f(0.0); }",
        right: "@vertex\nfn vs() -> @builtin(position) vec4f { return vec4f(0.0, 0.0, 0.0, 1.0); }",
    },
    Entry {
        code: "W0303",
        headline: [
            "'{call}' cannot be used in a {stage} shader",
            "'{call}' no se puede usar en un shader {stage}",
        ],
        label: ["used here", "se usa aquí"],
        note: [
            "implicit-derivative sampling and derivatives exist only in @fragment shaders; elsewhere use `textureSampleLevel(t, s, uv, 0.0)`",
            "el muestreo con derivadas implícitas y las derivadas solo existen en shaders @fragment; en otras etapas usa `textureSampleLevel(t, s, uv, 0.0)`",
        ],
        explain: [
            "`textureSample`, `dpdx`, `dpdy` and `fwidth` need neighbouring pixels, which only fragment shaders have.",
            "`textureSample`, `dpdx`, `dpdy` y `fwidth` necesitan los píxeles vecinos, que solo existen en los fragment shaders.",
        ],
        wrong: "let c = textureSample(image, image_sampler, uv);",
        right: "let c = textureSampleLevel(image, image_sampler, uv, 0.0);",
    },
    Entry {
        code: "W0304",
        headline: [
            "@location({n}) is used twice in the same interface",
            "@location({n}) aparece dos veces en la misma interfaz",
        ],
        label: ["the second @location({n})", "el segundo @location({n})"],
        note: [
            "give each value its own location",
            "da a cada valor su propia ubicación",
        ],
        explain: [
            "Each @location number of an entry point's inputs (or outputs) is a separate slot; two values cannot share one.",
            "Cada número de @location de las entradas (o salidas) de un punto de entrada es un hueco distinto; dos valores no pueden compartirlo.",
        ],
        wrong: "struct Out { @location(0) a: vec4f, @location(0) b: vec4f }",
        right: "struct Out { @location(0) a: vec4f, @location(1) b: vec4f }",
    },
    Entry {
        code: "W0305",
        headline: [
            "@builtin({name}) must be '{want}', got '{got}'",
            "@builtin({name}) tiene que ser '{want}', pero es '{got}'",
        ],
        label: ["declared '{got}'", "declarado como '{got}'"],
        note: ["declare it as '{want}'", "decláralo como '{want}'"],
        explain: [
            "Each built-in value has one fixed type: position is vec4<f32>, vertex_index is u32, front_facing is bool.",
            "Cada valor integrado tiene un tipo fijo: position es vec4<f32>, vertex_index es u32 y front_facing es bool.",
        ],
        wrong: "@fragment fn fs(@builtin(position) p: vec3f) -> @location(0) vec4f { return vec4f(p, 1.0); }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0306",
        headline: [
            "@builtin({name}) is not available in a {stage} entry point",
            "@builtin({name}) no existe en un punto de entrada {stage}",
        ],
        label: ["not available here", "no disponible aquí"],
        note: [
            "vertex_index and instance_index are vertex inputs; position is a fragment input; the *_id values are compute inputs",
            "vertex_index e instance_index son entradas del vertex shader; position es entrada del fragment shader; los valores *_id son entradas de compute",
        ],
        explain: [
            "Built-in values belong to stages. A fragment shader cannot read vertex_index; pass what it needs through a @location output of the vertex shader.",
            "Los valores integrados pertenecen a una etapa. Un fragment shader no puede leer vertex_index: pásale lo que necesite con una salida @location del vertex shader.",
        ],
        wrong: "@fragment fn fs(@builtin(vertex_index) i: u32) -> @location(0) vec4f { return vec4f(f32(i)); }",
        right: "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { return p; }",
    },
    Entry {
        code: "W0307",
        headline: [
            "a @location value must be a number or a vector of numbers",
            "un valor @location tiene que ser un número o un vector de números",
        ],
        label: ["not numeric", "no es numérico"],
        note: [
            "pass a u32 (0 or 1) instead of a bool",
            "pasa un u32 (0 o 1) en lugar de un bool",
        ],
        explain: [
            "Values between stages are interpolated or copied as numbers; bool, arrays and structs cannot cross at a @location.",
            "Los valores entre etapas se interpolan o copian como números; bool, arrays y structs no pueden cruzar por un @location.",
        ],
        wrong: "@fragment fn fs(@location(0) on: bool) -> @location(0) vec4f { return vec4f(1.0); }",
        right: "@fragment fn fs(@location(0) @interpolate(flat) on: u32) -> @location(0) vec4f { return vec4f(f32(on)); }",
    },
    Entry {
        code: "W0401",
        headline: [
            "cannot assign to this: it is read-only",
            "no se puede asignar aquí: es de solo lectura",
        ],
        label: ["read-only", "de solo lectura"],
        note: [
            "uniforms and `let` values cannot change; copy into a `var` first: `var c = frame.resolution;`",
            "los uniformes y los `let` no cambian; cópialo antes en un `var`: `var c = frame.resolution;`",
        ],
        explain: [
            "Only `var` variables in the function, private or workgroup address spaces (and read_write storage) can be written. A uniform buffer is read-only for the shader.",
            "Solo se pueden escribir las variables `var` de los espacios function, private o workgroup (y el storage read_write). Un búfer uniforme es de solo lectura para el shader.",
        ],
        wrong: "    frame.time = 0.0;",
        right: "    var t = frame.time;\n    t = 0.0;",
    },
    Entry {
        code: "W0402",
        headline: [
            "cannot assign to a `let`: it never changes",
            "no se puede asignar a un `let`: nunca cambia",
        ],
        label: ["assigned here", "asignado aquí"],
        note: [
            "declare it with `var` instead of `let`",
            "decláralo con `var` en lugar de `let`",
        ],
        explain: [
            "`let` names a value, once. To change it later, declare a variable with `var`.",
            "`let` da nombre a un valor, una sola vez. Para cambiarlo después, declara una variable con `var`.",
        ],
        wrong: "    let c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
        right: "    var c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
    },
    Entry {
        code: "W0403",
        headline: [
            "break statement must be in a loop or switch case",
            "`break` tiene que estar dentro de un bucle o de un case de `switch`",
        ],
        label: ["not inside a loop", "fuera de un bucle"],
        note: [
            "to leave the function, use `return`",
            "para salir de la función usa `return`",
        ],
        explain: [
            "`break` leaves the innermost loop or switch case; outside them there is nothing to leave.",
            "`break` sale del bucle o del case de `switch` más interno; fuera de ellos no hay de dónde salir.",
        ],
        wrong: "    if uv.x > 0.5 { break; }",
        right: "    if uv.x > 0.5 { return vec4f(0.0); }",
    },
    Entry {
        code: "W0404",
        headline: [
            "continue statement must be in a loop",
            "`continue` tiene que estar dentro de un bucle",
        ],
        label: ["not inside a loop", "fuera de un bucle"],
        note: [
            "a `switch` case ends on its own; no `continue` or `break` is needed",
            "un case de `switch` termina solo; no hace falta `continue` ni `break`",
        ],
        explain: [
            "`continue` jumps to the next iteration of the innermost loop. In WGSL, switch cases never fall through, so they need no statement to end.",
            "`continue` salta a la siguiente iteración del bucle más interno. En WGSL los case de `switch` nunca caen al siguiente, así que no necesitan nada para terminar.",
        ],
        wrong: "switch i { case 0: { continue; } default: {} }",
        right: "switch i { case 0: { } default: {} }",
    },
    Entry {
        code: "W0405",
        headline: [
            "switch statement must have a default clause",
            "un `switch` tiene que tener una cláusula `default`",
        ],
        label: ["no `default` in this switch", "este `switch` no tiene `default`"],
        note: [
            "add `default: {}` (it may be empty)",
            "añade `default: {}` (puede estar vacío)",
        ],
        explain: [
            "Every WGSL switch lists a `default` case, so every selector value has somewhere to go.",
            "Todo `switch` de WGSL tiene un case `default`, para que cualquier valor del selector tenga adónde ir.",
        ],
        wrong: "switch i { case 0: {} }",
        right: "switch i { case 0: {} default: {} }",
    },
    Entry {
        code: "W0501",
        headline: [
            "'{call}' must only be called from uniform control flow",
            "'{call}' solo se puede llamar desde un flujo de control uniforme",
        ],
        label: [
            "called in non-uniform control flow",
            "llamado en un flujo de control no uniforme",
        ],
        note: [
            "compute it before the branch and use the result inside; browsers refuse this shader",
            "calcúlalo antes de la bifurcación y usa el resultado dentro; los navegadores rechazan este shader",
        ],
        explain: [
            "Derivatives (dpdx, dpdy, fwidth and their Coarse and Fine forms) and textureSample compare each pixel with its neighbors in a 2×2 quad, so all four must run the call together. Inside an `if` (or after a `return`, or in a loop) whose condition depends on a fragment input, some pixels of a quad may skip it, and the result is undefined. Barriers (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) wait for every invocation of the workgroup: if a condition on local_invocation_index lets some skip it, the others wait forever. WGSL's uniformity analysis forbids both: Chrome and Firefox reject the shader. naga accepts it, so Lienzo checks it.",
            "Las derivadas (dpdx, dpdy, fwidth y sus formas Coarse y Fine) y textureSample comparan cada píxel con sus vecinos de un cuadro de 2×2, así que los cuatro tienen que ejecutar la llamada juntos. Dentro de un `if` (o tras un `return`, o en un bucle) cuya condición depende de una entrada del fragmento, algunos píxeles del cuadro pueden saltársela y el resultado queda indefinido. Las barreras (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) esperan a todas las invocaciones del grupo de trabajo: si una condición sobre local_invocation_index hace que algunas se la salten, las demás esperan para siempre. El análisis de uniformidad de WGSL prohíbe las dos cosas: Chrome y Firefox rechazan el shader. naga lo acepta, así que Lienzo lo comprueba.",
        ],
        wrong: "    if uv.x > 0.5 {\n        return textureSample(image, image_sampler, uv);\n    }\n    return vec4f(0.0);\n}",
        right: "    let c = textureSample(image, image_sampler, uv);\n    if uv.x > 0.5 {\n        return c;\n    }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0502",
        headline: [
            "missing return at end of function",
            "falta un `return` al final de la función",
        ],
        label: [
            "`{name}` can reach its end here without returning a value",
            "`{name}` puede llegar aquí, a su final, sin devolver un valor",
        ],
        note: [
            "`discard` does not end a function in WGSL: add a `return` after it (its value is never written)",
            "en WGSL `discard` no termina la función: agrega un `return` después (su valor nunca se escribe)",
        ],
        explain: [
            "A function that returns a value must end every path with `return`. In WGSL `discard` is not such an end: the invocation goes on as a helper (its derivatives still count) and only its writes are dropped, so a path that ends with `discard;` still reaches the closing brace. Chrome's compiler (Tint) refuses it; naga accepts it, so Lienzo checks it.",
            "Una función que devuelve un valor tiene que terminar cada camino con `return`. En WGSL `discard` no es un final: la invocación sigue como auxiliar (sus derivadas siguen contando) y solo se descartan sus escrituras, así que un camino que termina en `discard;` llega igualmente a la llave de cierre. El compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba.",
        ],
        wrong: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n}",
        right: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0503",
        headline: ["{kind} does not exit", "el bucle (`{kind}`) no termina nunca"],
        label: ["nothing in this {kind} leaves it", "nada dentro de este bucle lo deja"],
        note: [
            "add a `break` (or `break if` in `continuing`) or a `return` that some path reaches; `discard` does not leave a loop",
            "agrega un `break` (o `break if` en `continuing`) o un `return` al que llegue algún camino; `discard` no sale de un bucle",
        ],
        explain: [
            "WGSL refuses a loop that cannot end: one whose body has no `break`, no `break if` and no `return`. Such a loop would hang the GPU, so Chrome's compiler (Tint) rejects it; naga accepts it, so Lienzo checks it. `discard` does not count: the invocation goes on as a helper.",
            "WGSL rechaza un bucle que no puede terminar: uno cuyo cuerpo no tiene `break`, ni `break if`, ni `return`. Un bucle así colgaría la GPU, así que el compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba. `discard` no cuenta: la invocación sigue como auxiliar.",
        ],
        wrong: "    var i = 0;\n    loop {\n        i++;\n    }\n    return vec4f(1.0);\n}",
        right: "    var i = 0;\n    loop {\n        i++;\n        if i > 4 { break; }\n    }\n    return vec4f(1.0);\n}",
    },
    Entry {
        code: "W0504",
        headline: [
            "continue statement bypasses declaration of '{name}'",
            "el `continue` se salta la declaración de '{name}'",
        ],
        label: ["this `continue` skips it", "este `continue` se la salta"],
        note: [
            "declare '{name}' before the first `continue`, or do not use it in `continuing`",
            "declara '{name}' antes del primer `continue`, o no la uses en `continuing`",
        ],
        explain: [
            "A `continue` jumps to the loop's `continuing` block. If a declaration comes after the `continue` in the body and `continuing` uses it, the jump would reach code that reads a name that was never declared on that path. WGSL refuses it; naga does not check it, so Lienzo does.",
            "Un `continue` salta al bloque `continuing` del bucle. Si una declaración va después del `continue` en el cuerpo y `continuing` la usa, el salto llegaría a código que lee un nombre que en ese camino nunca se declaró. WGSL lo rechaza; naga no lo comprueba, así que Lienzo sí.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0601",
        headline: [
            "the text is {size} KiB; Lienzo checks shaders of up to {max} KiB",
            "el texto ocupa {size} KiB; Lienzo comprueba shaders de hasta {max} KiB",
        ],
        label: ["the text starts here", "el texto empieza aquí"],
        note: [
            "a shader this large is usually a pasted file that is not WGSL; nothing was compiled",
            "un shader tan grande suele ser un archivo pegado que no es WGSL; no se compiló nada",
        ],
        explain: [
            "Lienzo checks texts of up to 512 KiB. A larger text is almost always a file pasted by mistake (a binary, a log, a whole project), and compiling it would only stall the editor.",
            "Lienzo comprueba textos de hasta 512 KiB. Un texto más grande casi siempre es un archivo pegado por error (un binario, un registro, un proyecto entero), y compilarlo solo bloquearía el editor.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0602",
        headline: [
            "the text contains a NUL character: is this a binary file?",
            "el texto contiene un carácter NUL: ¿es un archivo binario?",
        ],
        label: ["NUL character", "carácter NUL"],
        note: [
            "WGSL is UTF-8 text without NUL characters; nothing was compiled",
            "WGSL es texto UTF-8 sin caracteres NUL; no se compiló nada",
        ],
        explain: [
            "WGSL source is UTF-8 text. A NUL character (code 0) never appears in it; it means a binary file, or a text in another encoding such as UTF-16, was opened as a shader.",
            "El código WGSL es texto UTF-8. Un carácter NUL (código 0) nunca aparece en él; indica que se abrió como shader un archivo binario o un texto en otra codificación, como UTF-16.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0603",
        headline: [
            "maximum parser recursive depth reached: more than {max} levels of nesting",
            "se alcanzó la profundidad máxima de recursión del analizador: más de {max} niveles de anidación",
        ],
        label: ["one level too deep", "un nivel de más"],
        note: [
            "each open parenthesis, bracket, brace, template list `<…>` and unary operator (`!`, `-`, `~`, `&`, `*`) is a level; split the expression with `let` declarations or move inner parts into functions",
            "cada paréntesis, corchete, llave o lista de plantilla `<…>` abiertos y cada operador unario (`!`, `-`, `~`, `&`, `*`) es un nivel; divide la expresión con declaraciones `let` o lleva las partes internas a funciones",
        ],
        explain: [
            "Compilers read WGSL by recursion: every parenthesis, bracket, brace and template list still open, and every unary operator still waiting for its operand, is one more call on the compiler's stack. Chrome's compiler (Tint) stops at 128 levels with \"maximum parser recursive depth reached\"; Lienzo refuses the same texts before any compiler sees them, so a pasted chain of thousands of `!` or `-` gives this message instead of crashing the app or the page.",
            "Los compiladores leen WGSL por recursión: cada paréntesis, corchete, llave o lista de plantilla que sigue abierto, y cada operador unario que espera su operando, es una llamada más en la pila del compilador. El compilador de Chrome (Tint) se detiene a los 128 niveles con \"maximum parser recursive depth reached\"; Lienzo rechaza los mismos textos antes de que los vea ningún compilador, así que una cadena pegada de miles de `!` o `-` da este mensaje en lugar de cerrar la aplicación o la página.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0604",
        headline: [
            "reached max expression depth of {max}: this statement chains more operations",
            "se alcanzó la profundidad máxima de expresión, {max}: esta sentencia encadena más operaciones",
        ],
        label: ["one operation too many", "una operación de más"],
        note: [
            "a compiler recurses once per operation and a longer chain can exhaust its stack; split the expression with `let` declarations",
            "un compilador se llama a sí mismo una vez por operación y una cadena más larga puede agotar su pila; divide la expresión con declaraciones `let`",
        ],
        explain: [
            "Operators, member accesses (`.x`) and indexings (`[i]`) chained in one statement each add a level to the expression tree, which compilers walk by recursion. Tint refuses more than 512 levels (\"reached max expression depth of 512\"); Lienzo refuses a statement with more than 512 such operations.",
            "Los operadores, los accesos a miembros (`.x`) y los índices (`[i]`) encadenados en una sentencia añaden cada uno un nivel al árbol de la expresión, que los compiladores recorren por recursión. Tint rechaza más de 512 niveles (\"reached max expression depth of 512\"); Lienzo rechaza una sentencia con más de 512 operaciones así.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0605",
        headline: [
            "statement nesting depth / chaining length exceeds limit of {max}",
            "la profundidad de anidación de sentencias o la longitud de la cadena supera el límite de {max}",
        ],
        label: ["one level too deep", "un nivel de más"],
        note: [
            "each block is a level, each `if`, loop and `switch` one more, and each `else if` one more; move inner parts into functions, or use a `switch` or a lookup in an array instead of a long `else if` chain",
            "cada bloque es un nivel, cada `if`, bucle o `switch` uno más, y cada `else if` otro más; lleva las partes internas a funciones, o usa un `switch` o busca el valor en un array en lugar de una cadena larga de `else if`",
        ],
        explain: [
            "WGSL limits how deep statements nest (the specification says 127). Tint counts a block as one level, an `if`, loop or `switch` with its block as two, and each `else if` of a chain as one more, and refuses a function past 127.",
            "WGSL limita la profundidad de anidación de las sentencias (la especificación dice 127). Tint cuenta un bloque como un nivel, un `if`, un bucle o un `switch` con su bloque como dos, y cada `else if` de una cadena como uno más, y rechaza una función que pase de 127.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0701",
        headline: [
            "`{name}` is a reserved word and cannot be a name",
            "`{name}` es una palabra reservada y no puede ser un nombre",
        ],
        label: ["reserved word", "palabra reservada"],
        note: [
            "choose another name, for example `my_{name}`",
            "elige otro nombre, por ejemplo `my_{name}`",
        ],
        explain: [
            "WGSL reserves its keywords (`var`, `let`, `if`, `return`, `override`…) and a list of words kept for the future; none of them can name a variable, a function, a struct or a member.",
            "WGSL reserva sus palabras clave (`var`, `let`, `if`, `return`, `override`…) y una lista de palabras guardadas para el futuro; ninguna puede nombrar una variable, una función, un struct ni un miembro.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0702",
        headline: ["a `/*` comment is never closed", "un comentario `/*` nunca se cierra"],
        label: [
            "the comment starts here and runs to the end of the text",
            "el comentario empieza aquí y llega hasta el final del texto",
        ],
        note: [
            "close it with `*/`; block comments nest in WGSL, so each `/*` inside needs its own `*/`",
            "ciérralo con `*/`; en WGSL los comentarios de bloque se anidan, así que cada `/*` interno necesita su propio `*/`",
        ],
        explain: [
            "A block comment runs from `/*` to the matching `*/`. In WGSL they nest: `/* a /* b */ c */` is one comment, so an inner `/*` left open swallows the rest of the file.",
            "Un comentario de bloque va de `/*` al `*/` que le corresponde. En WGSL se anidan: `/* a /* b */ c */` es un solo comentario, así que un `/*` interno sin cerrar se traga el resto del archivo.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0703",
        headline: [
            "the attribute '@{name}' is written twice",
            "el atributo '@{name}' está escrito dos veces",
        ],
        label: ["repeated here", "repetido aquí"],
        note: ["keep only one `@{name}`", "deja un solo `@{name}`"],
        explain: [
            "Each attribute may appear once on a declaration.",
            "Cada atributo puede aparecer una sola vez en una declaración.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0704",
        headline: ["an expression is not allowed here", "aquí no se admite una expresión"],
        label: ["unexpected expression", "expresión inesperada"],
        note: [
            "check the attribute or template around it: it takes no value here, or fewer values",
            "revisa el atributo o la plantilla que la rodea: aquí no lleva valor, o lleva menos valores",
        ],
        explain: [
            "Some attributes take no argument (`@fragment`, `@compute`), and templates take a fixed number of parameters; an extra expression is an error.",
            "Algunos atributos no llevan argumento (`@fragment`, `@compute`) y las plantillas llevan un número fijo de parámetros; una expresión de más es un error.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0705",
        headline: [
            "`var<{space}>` cannot be declared inside a function",
            "`var<{space}>` no se puede declarar dentro de una función",
        ],
        label: ["not allowed in a function", "no se admite en una función"],
        note: [
            "inside a function write just `var` (it is `function` memory); declare `var<{space}>` at module scope",
            "dentro de una función escribe solo `var` (es memoria `function`); declara `var<{space}>` fuera de las funciones",
        ],
        explain: [
            "Variables in the private, workgroup, uniform and storage address spaces live at module scope. A `var` inside a function is always in the function address space.",
            "Las variables de los espacios de direcciones private, workgroup, uniform y storage se declaran fuera de las funciones. Un `var` dentro de una función siempre está en el espacio function.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0706",
        headline: [
            "names that start with `__` are reserved: '{name}'",
            "los nombres que empiezan con `__` están reservados: '{name}'",
        ],
        label: ["reserved prefix", "prefijo reservado"],
        note: [
            "rename it without the leading `__`",
            "cámbiale el nombre sin el `__` inicial",
        ],
        explain: [
            "WGSL reserves identifiers that start with two underscores for the implementation.",
            "WGSL reserva para la implementación los identificadores que empiezan con dos guiones bajos.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0707",
        headline: [
            "unknown address space '{name}'",
            "espacio de direcciones desconocido: '{name}'",
        ],
        label: ["no such address space", "ese espacio de direcciones no existe"],
        note: [
            "address spaces are function, private, workgroup, uniform and storage",
            "los espacios de direcciones son function, private, workgroup, uniform y storage",
        ],
        explain: [
            "The first template parameter of `var<…>` and `ptr<…>` is an address space, one of a closed list.",
            "El primer parámetro de plantilla de `var<…>` y `ptr<…>` es un espacio de direcciones, de una lista cerrada.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0708",
        headline: ["unknown access mode '{name}'", "modo de acceso desconocido: '{name}'"],
        label: ["no such access mode", "ese modo de acceso no existe"],
        note: [
            "access modes are read, write and read_write",
            "los modos de acceso son read, write y read_write",
        ],
        explain: [
            "The access mode of a storage buffer, a storage texture or a pointer is read, write or read_write.",
            "El modo de acceso de un búfer de almacenamiento, de una textura de almacenamiento o de un puntero es read, write o read_write.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0709",
        headline: ["'{name}' is not a scalar type", "'{name}' no es un tipo escalar"],
        label: ["a scalar type goes here", "aquí va un tipo escalar"],
        note: [
            "write a scalar: f32, i32, u32 or bool (as in `vec3<f32>`)",
            "escribe un escalar: f32, i32, u32 o bool (como en `vec3<f32>`)",
        ],
        explain: [
            "Vectors, matrices and textures take a scalar type as their template parameter: `vec3<f32>`, not `vec3<vec2f>`.",
            "Los vectores, las matrices y las texturas llevan un tipo escalar como parámetro de plantilla: `vec3<f32>`, no `vec3<vec2f>`.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0710",
        headline: [
            "'{name}' cannot be built with a constructor",
            "'{name}' no se puede crear con un constructor",
        ],
        label: ["not constructible", "no construible"],
        note: [
            "atomics, runtime-sized arrays, textures and samplers are declared as variables, never built as values",
            "los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los samplers se declaran como variables, nunca se crean como valores",
        ],
        explain: [
            "Only constructible types (scalars, vectors, matrices, fixed-size arrays and structs of them) have constructors.",
            "Solo los tipos construibles (escalares, vectores, matrices, arrays de tamaño fijo y structs de ellos) tienen constructores.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0711",
        headline: [
            "`*` reads through a pointer, and this value is not a pointer",
            "`*` lee a través de un puntero, y este valor no es un puntero",
        ],
        label: ["not a pointer", "no es un puntero"],
        note: [
            "to multiply, put a value on both sides of `*`; to read through a pointer, make one with `&`",
            "para multiplicar, pon un valor a cada lado de `*`; para leer a través de un puntero, créalo con `&`",
        ],
        explain: [
            "Unary `*` dereferences a pointer (`*p`). A value that is not a pointer cannot be dereferenced; `&x` makes a pointer to a variable.",
            "El `*` unario desreferencia un puntero (`*p`). Un valor que no es un puntero no se puede desreferenciar; `&x` crea un puntero a una variable.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0712",
        headline: [
            "an array's element count must be greater than 0",
            "el número de elementos de un array tiene que ser mayor que 0",
        ],
        label: ["must be at least 1", "tiene que ser al menos 1"],
        note: [
            "give the array at least one element",
            "dale al array al menos un elemento",
        ],
        explain: [
            "A fixed-size array `array<T, N>` needs N ≥ 1.",
            "Un array de tamaño fijo `array<T, N>` necesita N ≥ 1.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0713",
        headline: [
            "const_assert failed: its condition is false",
            "const_assert falló: su condición es falsa",
        ],
        label: ["false", "falsa"],
        note: [
            "the condition is computed when the shader is created; change the constants it checks",
            "la condición se calcula al crear el shader; cambia las constantes que comprueba",
        ],
        explain: [
            "`const_assert` checks a condition on constants when the shader is created and refuses the shader when it is false.",
            "`const_assert` comprueba una condición sobre constantes al crear el shader y lo rechaza cuando es falsa.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0714",
        headline: [
            "a `const` must be computed from constants only",
            "un `const` solo se puede calcular a partir de constantes",
        ],
        label: ["not a constant", "no es una constante"],
        note: [
            "use `let` for a value known only when the shader runs",
            "usa `let` para un valor que solo se conoce al ejecutar el shader",
        ],
        explain: [
            "`const` values are computed when the shader is created, from literals, other `const`s and built-in functions of them; a `let`, a `var` or a function parameter is not known then.",
            "Los valores `const` se calculan al crear el shader, a partir de literales, otros `const` y funciones integradas de ellos; un `let`, un `var` o un parámetro de función no se conocen en ese momento.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0715",
        headline: [
            "'{name}' depends on itself through other declarations",
            "'{name}' depende de sí mismo a través de otras declaraciones",
        ],
        label: ["part of a cycle", "parte de un ciclo"],
        note: [
            "break the cycle: a declaration cannot use, directly or not, what uses it",
            "rompe el ciclo: una declaración no puede usar, directa o indirectamente, lo que la usa",
        ],
        explain: [
            "WGSL has no recursion: functions, constants and types cannot depend on themselves through others.",
            "WGSL no tiene recursión: las funciones, las constantes y los tipos no pueden depender de sí mismos a través de otros.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0716",
        headline: [
            "this function returns nothing, so its call has no value",
            "esta función no devuelve nada, así que su llamada no tiene valor",
        ],
        label: ["no value", "sin valor"],
        note: [
            "call it as a statement (`f();`), or give the function a return type and a `return`",
            "llámala como sentencia (`f();`) o dale a la función un tipo de retorno y un `return`",
        ],
        explain: [
            "A function without `-> T` returns no value; its call can only be a statement.",
            "Una función sin `-> T` no devuelve ningún valor; su llamada solo puede ser una sentencia.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0717",
        headline: [
            "this needs the `{ext}` extension, which WebGPU does not enable",
            "esto necesita la extensión `{ext}`, que WebGPU no habilita",
        ],
        label: ["needs `{ext}`", "necesita `{ext}`"],
        note: [
            "write it without the extension's types or functions",
            "escríbelo sin los tipos ni las funciones de la extensión",
        ],
        explain: [
            "Some types and functions exist only with an `enable` extension; Lienzo checks shaders for a WebGPU device without optional features.",
            "Algunos tipos y funciones solo existen con una extensión `enable`; Lienzo comprueba los shaders para un dispositivo WebGPU sin características opcionales.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0718",
        headline: [
            "`select` takes (false value, true value, condition) of matching types",
            "`select` recibe (valor si es falso, valor si es verdadero, condición) de tipos que coinciden",
        ],
        label: ["unexpected argument type", "tipo de argumento inesperado"],
        note: [
            "the first two arguments have one type (a scalar or a vector), the third is a `bool` (or a vector of `bool` of the same size)",
            "los dos primeros argumentos tienen un mismo tipo (un escalar o un vector) y el tercero es un `bool` (o un vector de `bool` del mismo tamaño)",
        ],
        explain: [
            "`select(f, t, c)` is WGSL's `c ? t : f`; note the order: the value for false comes first.",
            "`select(f, t, c)` es el `c ? t : f` de WGSL; fíjate en el orden: primero va el valor para falso.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0719",
        headline: [
            "`break if` can only be the last statement of a `continuing` block",
            "`break if` solo puede ser la última sentencia de un bloque `continuing`",
        ],
        label: ["not in `continuing`", "fuera de `continuing`"],
        note: [
            "inside the loop body write `if cond { break; }`",
            "dentro del cuerpo del bucle escribe `if cond { break; }`",
        ],
        explain: [
            "`loop { … continuing { … break if cond; } }`: `break if` ends the continuing block of a loop, and nowhere else.",
            "`loop { … continuing { … break if cond; } }`: `break if` cierra el bloque continuing de un bucle, y en ningún otro lugar.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0720",
        headline: [
            "a matrix holds floating-point values, not '{ty}'",
            "una matriz contiene valores de coma flotante, no '{ty}'",
        ],
        label: ["must be f32 (or f16)", "tiene que ser f32 (o f16)"],
        note: [
            "write `mat3x3<f32>` (or `mat3x3f`)",
            "escribe `mat3x3<f32>` (o `mat3x3f`)",
        ],
        explain: [
            "WGSL matrices have floating-point components only; for integers use an array of vectors.",
            "Las matrices de WGSL solo tienen componentes de coma flotante; para enteros usa un array de vectores.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0721",
        headline: [
            "no matching overload for 'operator {op}' with '{ty}'",
            "no hay ninguna sobrecarga de 'operator {op}' para '{ty}'",
        ],
        label: ["'{ty}' here", "'{ty}' aquí"],
        note: [
            "`&&` and `||` take `bool` scalars; for vectors of `bool` use `select`, `all()` or `any()`, or `&` and `|` element by element",
            "`&&` y `||` reciben escalares `bool`; para vectores de `bool` usa `select`, `all()` o `any()`, o `&` y `|` componente a componente",
        ],
        explain: [
            "Each operator is defined for some types only. `&&` and `||` short-circuit, so they take single `bool` values; `&` and `|` work on vectors of `bool` component by component.",
            "Cada operador está definido solo para algunos tipos. `&&` y `||` evalúan en cortocircuito, así que reciben valores `bool` sueltos; `&` y `|` funcionan con vectores de `bool` componente a componente.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0722",
        headline: [
            "these values do not build this type",
            "estos valores no construyen este tipo",
        ],
        label: ["unexpected components", "componentes inesperados"],
        note: [
            "give the constructor the components the type has (a vec3 takes 3 numbers, or a vec2 and a number)",
            "dale al constructor los componentes que tiene el tipo (un vec3 recibe 3 números, o un vec2 y un número)",
        ],
        explain: [
            "A constructor's arguments must add up to the type's components, of its element type.",
            "Los argumentos de un constructor tienen que sumar los componentes del tipo, de su tipo de elemento.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0723",
        headline: [
            "this must be a constant `i32` or `u32`",
            "esto tiene que ser un `i32` o un `u32` constante",
        ],
        label: ["a constant integer goes here", "aquí va un entero constante"],
        note: [
            "use an integer literal or a `const` (an `override` in @workgroup_size), not a float or a runtime value",
            "usa un literal entero o un `const` (un `override` en @workgroup_size), no un número de coma flotante ni un valor de ejecución",
        ],
        explain: [
            "Array sizes, @workgroup_size, @location and similar places need integer values known when the shader is created.",
            "Los tamaños de array, @workgroup_size, @location y lugares parecidos necesitan valores enteros conocidos al crear el shader.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0724",
        headline: [
            "const_assert needs a constant `bool`",
            "const_assert necesita un `bool` constante",
        ],
        label: ["not a constant bool", "no es un bool constante"],
        note: [
            "write a comparison of constants, for example `const_assert N > 0;`",
            "escribe una comparación de constantes, por ejemplo `const_assert N > 0;`",
        ],
        explain: [
            "The condition of `const_assert` is a `bool` computed from constants.",
            "La condición de `const_assert` es un `bool` calculado a partir de constantes.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0725",
        headline: [
            "unknown conservative depth '{name}'",
            "profundidad conservadora desconocida: '{name}'",
        ],
        label: ["not a conservative depth", "no es una profundidad conservadora"],
        note: [
            "write greater_equal, less_equal or unchanged",
            "escribe greater_equal, less_equal o unchanged",
        ],
        explain: [
            "`@early_depth_test(…)` takes greater_equal, less_equal or unchanged.",
            "`@early_depth_test(…)` recibe greater_equal, less_equal o unchanged.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0726",
        headline: [
            "a texture holds f32, i32 or u32 values, not '{ty}'",
            "una textura contiene valores f32, i32 o u32, no '{ty}'",
        ],
        label: ["not a texel type", "no es un tipo de texel"],
        note: [
            "write `texture_2d<f32>` (or `<i32>`, `<u32>`)",
            "escribe `texture_2d<f32>` (o `<i32>`, `<u32>`)",
        ],
        explain: [
            "The template parameter of a sampled texture is the type its texels are read as: f32, i32 or u32.",
            "El parámetro de plantilla de una textura muestreada es el tipo con el que se leen sus texels: f32, i32 o u32.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0738",
        headline: [
            "naga cannot evaluate `{what}` in a constant expression yet",
            "naga todavía no sabe evaluar `{what}` en una expresión constante",
        ],
        label: ["in a constant expression", "en una expresión constante"],
        note: [
            "compute it at run time: pass a value that is not constant (a `let` of a `var`, a parameter), or write the result yourself",
            "calcúlalo en tiempo de ejecución: pasa un valor que no sea constante (un `let` de un `var`, un parámetro) o escribe tú el resultado",
        ],
        explain: [
            "WGSL evaluates built-in functions on constant arguments while compiling. naga, the compiler inside Lienzo, does not implement that for a few of them (frexp, modf…); Chrome's compiler does. It is a limit of Lienzo's compiler, not a mistake.",
            "WGSL evalúa las funciones integradas con argumentos constantes al compilar. naga, el compilador dentro de Lienzo, no lo hace todavía con unas pocas (frexp, modf…); el compilador de Chrome sí. Es un límite del compilador de Lienzo, no un error.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0739",
        headline: [
            "cannot take the address of a vector component",
            "no se puede tomar la dirección de una componente de un vector",
        ],
        label: ["a component of a vector", "una componente de un vector"],
        note: [
            "take a pointer to the whole vector (`&v`) and index through it, or copy the component to a `var`",
            "toma un puntero al vector entero (`&v`) y accede a través de él, o copia la componente a un `var`",
        ],
        explain: [
            "`&v.x` is not allowed: WGSL has no pointers to single components of a vector.",
            "`&v.x` no está permitido: WGSL no tiene punteros a componentes sueltas de un vector.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0740",
        headline: [
            "unknown language extension `{name}`",
            "extensión de lenguaje desconocida: `{name}`",
        ],
        label: ["not known here", "no se conoce aquí"],
        note: [
            "naga, Lienzo's compiler, does not have this language extension; write the shader without it",
            "naga, el compilador de Lienzo, no tiene esta extensión de lenguaje; escribe el shader sin ella",
        ],
        explain: [
            "A `requires` directive names WGSL language extensions the shader uses. Lienzo's compiler knows only some of the ones browsers have.",
            "Una directiva `requires` nombra extensiones de lenguaje de WGSL que usa el shader. El compilador de Lienzo solo conoce algunas de las que tienen los navegadores.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0741",
        headline: [
            "naga does not support `@diagnostic(…)` filters yet",
            "naga todavía no admite los filtros `@diagnostic(…)`",
        ],
        label: ["here", "aquí"],
        note: [
            "remove the filter; if it silenced a uniformity error, move the call out of the non-uniform branch",
            "quita el filtro; si silenciaba un error de uniformidad, saca la llamada de la rama no uniforme",
        ],
        explain: [
            "WGSL's diagnostic filters turn a diagnostic such as derivative_uniformity off or into a warning. naga, Lienzo's compiler, does not implement them; Chrome's compiler does.",
            "Los filtros de diagnóstico de WGSL desactivan un diagnóstico como derivative_uniformity o lo convierten en aviso. naga, el compilador de Lienzo, no los implementa; el compilador de Chrome sí.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0742",
        headline: [
            "unknown extension `{name}` in `enable`",
            "extensión desconocida `{name}` en `enable`",
        ],
        label: ["not a WGSL extension", "no es una extensión de WGSL"],
        note: [
            "the extensions are f16, clip_distances, dual_source_blending…; check the spelling or remove the line",
            "las extensiones son f16, clip_distances, dual_source_blending…; revisa cómo está escrita o quita la línea",
        ],
        explain: [
            "`enable name;` turns on an optional feature of WGSL that the device must also have. The name must be one WGSL defines.",
            "`enable nombre;` activa una característica opcional de WGSL que el dispositivo también tiene que tener. El nombre tiene que ser uno que WGSL defina.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0743",
        headline: [
            "`&` takes a variable (or a part of one), not a value",
            "`&` recibe una variable (o una parte de una), no un valor",
        ],
        label: ["not a variable", "no es una variable"],
        note: [
            "`&` makes a pointer to memory: apply it to a `var` (or a member or element of one), not to a `let`, a parameter or a computed value",
            "`&` crea un puntero a memoria: aplícalo a un `var` (o a un miembro o elemento de uno), no a un `let`, a un parámetro ni a un valor calculado",
        ],
        explain: [
            "Only memory has an address: module-scope variables, function `var`s and the members and elements of them. A `let`, a function parameter or the result of an expression is a value.",
            "Solo la memoria tiene dirección: las variables de módulo, los `var` de función y sus miembros y elementos. Un `let`, un parámetro de función o el resultado de una expresión son valores.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0801",
        headline: [
            "`case {value}` appears twice in this `switch`",
            "`case {value}` aparece dos veces en este `switch`",
        ],
        label: ["repeated case", "case repetido"],
        note: [
            "each selector value may appear in one case only; merge the two cases or change one",
            "cada valor del selector puede aparecer en un solo case; une los dos case o cambia uno",
        ],
        explain: [
            "A `switch` sends each selector value to exactly one case, so no value may be listed twice.",
            "Un `switch` lleva cada valor del selector a un único case, así que ningún valor puede aparecer dos veces.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0802",
        headline: [
            "index {i} is out of bounds for '{ty}'",
            "el índice {i} está fuera de los límites de '{ty}'",
        ],
        label: ["out of bounds", "fuera de los límites"],
        note: [
            "indices go from 0 to the size minus 1",
            "los índices van de 0 al tamaño menos 1",
        ],
        explain: [
            "A constant index is checked when the shader is created: it must be smaller than the array's, vector's or matrix's size.",
            "Un índice constante se comprueba al crear el shader: tiene que ser menor que el tamaño del array, del vector o de la matriz.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0803",
        headline: [
            "'{ty}' cannot be stored in `var<{space}>`",
            "'{ty}' no se puede guardar en `var<{space}>`",
        ],
        label: ["this declaration", "esta declaración"],
        note: ["{why}", "{why_es}"],
        explain: [
            "Each address space holds some types only: uniform and storage buffers hold host-shareable types (no `bool`), a runtime-sized array only ends a storage buffer, and textures and samplers are handles declared without an address space.",
            "Cada espacio de direcciones admite solo algunos tipos: los búferes uniform y storage contienen tipos compartibles con el host (no `bool`), un array de tamaño en tiempo de ejecución solo puede cerrar un búfer storage, y las texturas y los samplers son handles que se declaran sin espacio de direcciones.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0804",
        headline: [
            "'{ty}' does not meet the alignment rules of `var<{space}>`",
            "'{ty}' no cumple las reglas de alineación de `var<{space}>`",
        ],
        label: ["this declaration", "esta declaración"],
        note: [
            "in a uniform buffer, array elements and structs are aligned to 16 bytes: use `array<vec4f, N>` and pick the component, add `@align(16)`, or use `var<storage>`",
            "en un búfer uniforme, los elementos de un array y los structs se alinean a 16 bytes: usa `array<vec4f, N>` y elige la componente, agrega `@align(16)` o usa `var<storage>`",
        ],
        explain: [
            "Uniform buffers follow stricter layout rules than storage buffers: the stride of an array and the alignment of a struct must be multiples of 16 bytes.",
            "Los búferes uniformes siguen reglas de diseño más estrictas que los de almacenamiento: el paso de un array y la alineación de un struct tienen que ser múltiplos de 16 bytes.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0805",
        headline: [
            "a `var<{space}>` cannot have an initial value",
            "un `var<{space}>` no puede tener valor inicial",
        ],
        label: ["initializer not allowed", "no se admite valor inicial"],
        note: [
            "remove the `= …`; fill it in the shader (workgroup memory starts at zero)",
            "quita el `= …`; llénalo en el shader (la memoria workgroup empieza en cero)",
        ],
        explain: [
            "Workgroup, uniform and storage variables are not initialized in their declaration: workgroup memory starts at zero and buffers get their contents from the host.",
            "Las variables workgroup, uniform y storage no se inicializan en su declaración: la memoria workgroup empieza en cero y los búferes reciben su contenido desde el host.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0727",
        headline: [
            "`textureStore` writes to storage textures only",
            "`textureStore` solo escribe en texturas de almacenamiento",
        ],
        label: ["not a storage texture", "no es una textura de almacenamiento"],
        note: [
            "declare it as `texture_storage_2d<rgba8unorm, write>`; a sampled texture is read-only",
            "decláralo como `texture_storage_2d<rgba8unorm, write>`; una textura muestreada es de solo lectura",
        ],
        explain: [
            "Sampled textures (`texture_2d<f32>`) are read with textureSample or textureLoad; only storage textures can be written.",
            "Las texturas muestreadas (`texture_2d<f32>`) se leen con textureSample o textureLoad; solo las texturas de almacenamiento se pueden escribir.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0728",
        headline: ["'{lit}' is not a valid number", "'{lit}' no es un número válido"],
        label: ["invalid number", "número no válido"],
        note: [
            "write digits after the `e` of an exponent (`1e3`, `1.5e-2`), and one `.` at most",
            "escribe dígitos después de la `e` de un exponente (`1e3`, `1.5e-2`) y como mucho un `.`",
        ],
        explain: [
            "WGSL numbers are decimal (`1`, `1.5`, `1e3`, with an optional `i`, `u`, `f` or `h` suffix) or hexadecimal (`0x1F`).",
            "Los números de WGSL son decimales (`1`, `1.5`, `1e3`, con un sufijo opcional `i`, `u`, `f` o `h`) o hexadecimales (`0x1F`).",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0729",
        headline: [
            "this value has no components to index or to pick",
            "este valor no tiene componentes que indexar ni elegir",
        ],
        label: [
            "not an array, vector, matrix or struct",
            "no es un array, un vector, una matriz ni un struct",
        ],
        note: [
            "only arrays, vectors and matrices take `[i]`, and only vectors and structs take `.x` or `.name`",
            "solo los arrays, los vectores y las matrices admiten `[i]`, y solo los vectores y los structs admiten `.x` o `.nombre`",
        ],
        explain: [
            "A scalar (`f32`, `i32`, `u32`, `bool`) is a single value: it has no elements and no members.",
            "Un escalar (`f32`, `i32`, `u32`, `bool`) es un solo valor: no tiene elementos ni miembros.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0730",
        headline: [
            "this constant index is out of bounds",
            "este índice constante está fuera de los límites",
        ],
        label: ["out of bounds", "fuera de los límites"],
        note: [
            "indices go from 0 to the size minus 1",
            "los índices van de 0 al tamaño menos 1",
        ],
        explain: [
            "An index into a constant is checked when the shader is created: it must be smaller than the size.",
            "Un índice sobre una constante se comprueba al crear el shader: tiene que ser menor que el tamaño.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0731",
        headline: [
            "an atomic is read and written only through the atomic functions",
            "un atómico solo se lee y se escribe con las funciones atómicas",
        ],
        label: ["direct access to an atomic", "acceso directo a un atómico"],
        note: [
            "use `atomicLoad(&a)`, `atomicStore(&a, v)`, `atomicAdd(&a, v)`…",
            "usa `atomicLoad(&a)`, `atomicStore(&a, v)`, `atomicAdd(&a, v)`…",
        ],
        explain: [
            "`atomic<u32>` and `atomic<i32>` are not plain numbers: every access goes through a function that takes a pointer to them.",
            "`atomic<u32>` y `atomic<i32>` no son números corrientes: cada acceso pasa por una función que recibe un puntero a ellos.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0732",
        headline: [
            "this case value does not have the selector's type",
            "este valor de case no tiene el tipo del selector",
        ],
        label: ["wrong type for this switch", "tipo equivocado para este switch"],
        note: [
            "write all case values with the selector's type: `1u` for a `u32` selector, `1` for an `i32`",
            "escribe todos los valores de case con el tipo del selector: `1u` para un selector `u32`, `1` para un `i32`",
        ],
        explain: [
            "The selector and the case values of a `switch` are all `i32` or all `u32`; case values are constants.",
            "El selector y los valores de case de un `switch` son todos `i32` o todos `u32`; los valores de case son constantes.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0733",
        headline: ["'{name}' is not a texture", "'{name}' no es una textura"],
        label: ["a texture goes here", "aquí va una textura"],
        note: [
            "pass a variable declared as a texture (`var t: texture_2d<f32>;`)",
            "pasa una variable declarada como textura (`var t: texture_2d<f32>;`)",
        ],
        explain: [
            "Texture functions take a texture variable as their first argument.",
            "Las funciones de textura reciben una variable de textura como primer argumento.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0734",
        headline: [
            "a {from} cannot be converted to a {to}",
            "un {from} no se puede convertir en un {to}",
        ],
        label: ["no such conversion", "no existe esa conversión"],
        note: [
            "convert between types of the same shape: `i32(x)` for a scalar, `vec2i(v)` for a vec2, or pick one component first (`i32(v.x)`)",
            "convierte entre tipos de la misma forma: `i32(x)` para un escalar, `vec2i(v)` para un vec2, o elige primero una componente (`i32(v.x)`)",
        ],
        explain: [
            "A conversion `T(e)` changes the element type and keeps the shape: a scalar to a scalar, a vector to a vector of the same size.",
            "Una conversión `T(e)` cambia el tipo de los elementos y conserva la forma: un escalar en un escalar, un vector en un vector del mismo tamaño.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0735",
        headline: [
            "this @size is smaller than the member's type, or the type has no fixed size",
            "este @size es menor que el tipo del miembro, o el tipo no tiene tamaño fijo",
        ],
        label: ["invalid @size", "@size no válido"],
        note: [
            "give @size at least the type's size, and use it only on members of fixed size",
            "dale a @size al menos el tamaño del tipo y úsalo solo en miembros de tamaño fijo",
        ],
        explain: [
            "`@size(n)` pads a struct member to n bytes; n cannot be smaller than the member's own size.",
            "`@size(n)` rellena un miembro de un struct hasta n bytes; n no puede ser menor que el tamaño propio del miembro.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0736",
        headline: [
            "this @align is too small or not a power of 2",
            "este @align es demasiado pequeño o no es una potencia de 2",
        ],
        label: ["invalid @align", "@align no válido"],
        note: [
            "use a power of 2 that is at least the type's own alignment (16 for a vec3f or vec4f)",
            "usa una potencia de 2 que sea al menos la alineación propia del tipo (16 para un vec3f o un vec4f)",
        ],
        explain: [
            "`@align(n)` can raise a member's alignment, never lower it, and n is a power of 2.",
            "`@align(n)` puede subir la alineación de un miembro, nunca bajarla, y n es una potencia de 2.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0737",
        headline: [
            "these attributes do not go together on an input or output",
            "estos atributos no van juntos en una entrada o una salida",
        ],
        label: ["inconsistent attributes", "atributos incompatibles"],
        note: [
            "use either `@location(n)` (with `@interpolate`) or `@builtin(name)`, not both",
            "usa `@location(n)` (con `@interpolate`) o `@builtin(nombre)`, no los dos",
        ],
        explain: [
            "An entry point's input or output is either a user-defined location or a built-in value.",
            "Una entrada o una salida de un punto de entrada es o una ubicación definida por el usuario o un valor integrado.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0806",
        headline: [
            "'{ty}' is not available in WebGPU",
            "'{ty}' no está disponible en WebGPU",
        ],
        label: ["not in WebGPU", "no está en WebGPU"],
        note: ["use 32-bit types: i32, u32, f32", "usa tipos de 32 bits: i32, u32, f32"],
        explain: [
            "WebGPU devices without optional features have no 64-bit numbers; Lienzo checks shaders for such a device.",
            "Los dispositivos WebGPU sin características opcionales no tienen números de 64 bits; Lienzo comprueba los shaders para un dispositivo así.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0807",
        headline: [
            "'{ty}' cannot be the element type of an array",
            "'{ty}' no puede ser el tipo de los elementos de un array",
        ],
        label: ["invalid element type", "tipo de elemento no válido"],
        note: [
            "array elements have a fixed size and are not textures, samplers or runtime-sized arrays",
            "los elementos de un array tienen tamaño fijo y no son texturas, samplers ni arrays de tamaño en tiempo de ejecución",
        ],
        explain: [
            "An array's elements are data of a fixed size: scalars, vectors, matrices, atomics, fixed-size arrays and structs.",
            "Los elementos de un array son datos de tamaño fijo: escalares, vectores, matrices, atómicos, arrays de tamaño fijo y structs.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0808",
        headline: ["an index cannot be negative", "un índice no puede ser negativo"],
        label: ["negative index", "índice negativo"],
        note: [
            "indices go from 0 to the size minus 1",
            "los índices van de 0 al tamaño menos 1",
        ],
        explain: [
            "A constant negative index is refused when the shader is created.",
            "Un índice constante negativo se rechaza al crear el shader.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0809",
        headline: [
            "`discard` is only allowed in @fragment shaders, and this is {stage}",
            "`discard` solo se admite en shaders @fragment, y este es {stage}",
        ],
        label: ["not in a fragment shader", "fuera de un shader de fragmento"],
        note: [
            "to skip work in {stage}, return early instead",
            "para saltarte trabajo en {stage}, usa un `return` anticipado",
        ],
        explain: [
            "`discard` throws away the pixel a fragment shader is computing; vertex and compute shaders have no pixel to throw away.",
            "`discard` descarta el píxel que calcula un shader de fragmento; los shaders de vértices y de cómputo no tienen un píxel que descartar.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0810",
        headline: [
            "'{ty}' cannot be a member of a struct",
            "'{ty}' no puede ser miembro de un struct",
        ],
        label: ["invalid member type", "tipo de miembro no válido"],
        note: [
            "struct members are data (numbers, vectors, matrices, arrays, structs); declare textures and samplers as their own variables",
            "los miembros de un struct son datos (números, vectores, matrices, arrays, structs); declara las texturas y los samplers como variables propias",
        ],
        explain: [
            "Textures, samplers and pointers are not data: they cannot be stored in a struct.",
            "Las texturas, los samplers y los punteros no son datos: no se pueden guardar en un struct.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0811",
        headline: [
            "member '{name}' is a runtime-sized array but not the last member",
            "el miembro '{name}' es un array de tamaño en tiempo de ejecución pero no es el último",
        ],
        label: [
            "runtime-sized array here",
            "array de tamaño en tiempo de ejecución aquí",
        ],
        note: [
            "move it to the end of the struct, or give the array a size",
            "llévalo al final del struct o dale un tamaño al array",
        ],
        explain: [
            "A runtime-sized array (`array<T>`) takes the rest of a storage buffer, so it can only be a struct's last member.",
            "Un array de tamaño en tiempo de ejecución (`array<T>`) ocupa el resto de un búfer de almacenamiento, así que solo puede ser el último miembro de un struct.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0812",
        headline: [
            "a struct needs at least one member",
            "un struct necesita al menos un miembro",
        ],
        label: ["empty struct", "struct vacío"],
        note: [
            "add a member, or remove the struct",
            "agrega un miembro o quita el struct",
        ],
        explain: ["WGSL has no empty structs.", "WGSL no tiene structs vacíos."],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0813",
        headline: [
            "parameter '{name}' has a type that functions cannot take",
            "el parámetro '{name}' tiene un tipo que las funciones no pueden recibir",
        ],
        label: ["invalid parameter type", "tipo de parámetro no válido"],
        note: [
            "pass a value of a constructible type, a texture or a sampler, or a pointer (`ptr<function, T>`)",
            "pasa un valor de un tipo construible, una textura o un sampler, o un puntero (`ptr<function, T>`)",
        ],
        explain: [
            "Function parameters are values of constructible types, textures, samplers and pointers; runtime-sized arrays and atomics are reached through a pointer.",
            "Los parámetros de una función son valores de tipos construibles, texturas, samplers y punteros; a los arrays de tamaño en tiempo de ejecución y a los atómicos se llega con un puntero.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0814",
        headline: [
            "a pointer to the runtime-sized '{ty}' must point into `storage`, not `{space}`",
            "un puntero al '{ty}' de tamaño en tiempo de ejecución tiene que apuntar a `storage`, no a `{space}`",
        ],
        label: ["this pointer type", "este tipo de puntero"],
        note: [
            "runtime-sized arrays live only in storage buffers",
            "los arrays de tamaño en tiempo de ejecución solo existen en búferes de almacenamiento",
        ],
        explain: [
            "Only a storage buffer can end in a runtime-sized array, so only pointers into storage can point at one.",
            "Solo un búfer de almacenamiento puede terminar en un array de tamaño en tiempo de ejecución, así que solo los punteros a storage pueden apuntar a uno.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0815",
        headline: [
            "parameter '{name}' is a pointer to `{space}`, which naga cannot pass to functions",
            "el parámetro '{name}' es un puntero a `{space}`, que naga no puede pasar a funciones",
        ],
        label: ["pointer parameter", "parámetro puntero"],
        note: [
            "read the global variable directly inside the function, or pass a `ptr<function, T>` or `ptr<private, T>`; Chrome accepts it (unrestricted_pointer_parameters), naga does not yet",
            "lee la variable global directamente dentro de la función, o pasa un `ptr<function, T>` o un `ptr<private, T>`; Chrome lo acepta (unrestricted_pointer_parameters), naga todavía no",
        ],
        explain: [
            "WGSL first allowed only function and private pointers as parameters; the unrestricted_pointer_parameters language feature lifts that, and Chrome has it, but naga 30 does not, so wgpu refuses this shader.",
            "WGSL al principio solo admitía punteros function y private como parámetros; la característica de lenguaje unrestricted_pointer_parameters lo amplía y Chrome la tiene, pero naga 30 no, así que wgpu rechaza este shader.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0816",
        headline: [
            "a function cannot return this type",
            "una función no puede devolver este tipo",
        ],
        label: ["invalid return type", "tipo de retorno no válido"],
        note: [
            "return a value of a constructible type (numbers, vectors, matrices, fixed-size arrays, structs of them)",
            "devuelve un valor de un tipo construible (números, vectores, matrices, arrays de tamaño fijo y structs de ellos)",
        ],
        explain: [
            "Functions return constructible values; atomics, runtime-sized arrays, textures and pointers cannot be returned.",
            "Las funciones devuelven valores construibles; los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los punteros no se pueden devolver.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0817",
        headline: [
            "a function's `var` cannot hold '{ty}'",
            "un `var` de función no puede contener '{ty}'",
        ],
        label: ["invalid variable type", "tipo de variable no válido"],
        note: [
            "a `var` inside a function holds a constructible type; declare textures, samplers, atomics and runtime-sized arrays at module scope",
            "un `var` dentro de una función contiene un tipo construible; declara las texturas, los samplers, los atómicos y los arrays de tamaño en tiempo de ejecución fuera de las funciones",
        ],
        explain: [
            "Function variables hold constructible data only.",
            "Las variables de función solo contienen datos construibles.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0818",
        headline: [
            "argument {n} has the wrong type to build '{ty}'",
            "el argumento {n} tiene un tipo equivocado para construir '{ty}'",
        ],
        label: ["wrong component type", "tipo de componente equivocado"],
        note: [
            "give each component the type's element type, or convert it (`f32(i)`)",
            "dale a cada componente el tipo de elemento del tipo, o conviértelo (`f32(i)`)",
        ],
        explain: [
            "A constructor takes components of its element type: `vec3f` takes f32 values, `array<u32, 2>` takes u32 values.",
            "Un constructor recibe componentes de su tipo de elemento: `vec3f` recibe valores f32 y `array<u32, 2>` recibe valores u32.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0819",
        headline: [
            "'{name}' cannot be read as one value: pass a pointer, `&{name}`",
            "'{name}' no se puede leer como un solo valor: pasa un puntero, `&{name}`",
        ],
        label: ["a pointer goes here", "aquí va un puntero"],
        note: [
            "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: these functions take a pointer to the variable",
            "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: estas funciones reciben un puntero a la variable",
        ],
        explain: [
            "A runtime-sized array or an atomic cannot be loaded as a value; the functions that work on them (arrayLength, atomicLoad, atomicAdd…) take a pointer made with `&`.",
            "Un array de tamaño en tiempo de ejecución o un atómico no se pueden cargar como valor; las funciones que trabajan con ellos (arrayLength, atomicLoad, atomicAdd…) reciben un puntero creado con `&`.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0820",
        headline: [
            "cannot assign '{got}' to '{want}'",
            "no se puede asignar '{got}' a '{want}'",
        ],
        label: ["this is '{got}'", "esto es '{got}'"],
        note: [
            "convert the value (`{want}(x)`) or change the variable's type",
            "convierte el valor (`{want}(x)`) o cambia el tipo de la variable",
        ],
        explain: [
            "An assignment stores a value of the variable's own type; WGSL converts nothing by itself, except abstract literals.",
            "Una asignación guarda un valor del mismo tipo que la variable; WGSL no convierte nada por sí solo, salvo los literales abstractos.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0821",
        headline: [
            "'{name}' is read-only: a `var<storage>` is read-only unless declared `read_write`",
            "'{name}' es de solo lectura: un `var<storage>` es de solo lectura salvo que se declare `read_write`",
        ],
        label: ["written here", "se escribe aquí"],
        note: [
            "declare it `var<storage, read_write>` to write to it",
            "decláralo `var<storage, read_write>` para escribir en él",
        ],
        explain: [
            "A storage buffer's access mode defaults to `read`. Writing to it needs `var<storage, read_write>` (and a binding the pipeline creates as writable).",
            "El modo de acceso de un búfer de almacenamiento es `read` por omisión. Escribir en él necesita `var<storage, read_write>` (y un enlace que el pipeline cree como escribible).",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0822",
        headline: [
            "this `return` has no value, but the function returns '{want}'",
            "este `return` no tiene valor, pero la función devuelve '{want}'",
        ],
        label: ["return without a value", "return sin valor"],
        note: [
            "return a '{want}': `return value;`",
            "devuelve un '{want}': `return valor;`",
        ],
        explain: [
            "In a function with `-> T`, every `return` carries a value of type T.",
            "En una función con `-> T`, cada `return` lleva un valor de tipo T.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0823",
        headline: [
            "each @workgroup_size dimension must be at least 1",
            "cada dimensión de @workgroup_size tiene que ser al menos 1",
        ],
        label: ["out of range", "fuera de rango"],
        note: [
            "write sizes from 1 up, for example `@workgroup_size(64)` or `@workgroup_size(8, 8)`",
            "escribe tamaños desde 1, por ejemplo `@workgroup_size(64)` o `@workgroup_size(8, 8)`",
        ],
        explain: [
            "A workgroup has at least one invocation in each dimension; the device's limits bound the sizes from above.",
            "Un grupo de trabajo tiene al menos una invocación en cada dimensión; los límites del dispositivo acotan los tamaños por arriba.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0824",
        headline: [
            "cannot assign to a swizzle of several components",
            "no se puede asignar a un swizzle de varias componentes",
        ],
        label: ["swizzle assigned here", "swizzle asignado aquí"],
        note: [
            "assign the components one by one (`c.r = …; c.g = …;`) or build the whole vector (`c = vec4f(v, c.b, c.a);`)",
            "asigna las componentes una a una (`c.r = …; c.g = …;`) o construye el vector entero (`c = vec4f(v, c.b, c.a);`)",
        ],
        explain: [
            "In WGSL a swizzle such as `c.rg` can be read but not written; a single component (`c.r`) can be written. (Chrome has an extension that allows it; naga and WGSL without it do not.)",
            "En WGSL un swizzle como `c.rg` se puede leer pero no escribir; una sola componente (`c.r`) sí se puede escribir. (Chrome tiene una extensión que lo permite; naga y WGSL sin ella no.)",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0825",
        headline: [
            "no matching call to '{call}'",
            "ninguna sobrecarga de '{f}' acepta la llamada '{call}'",
        ],
        label: [
            "no overload of '{f}' takes these arguments",
            "ninguna sobrecarga de '{f}' recibe estos argumentos",
        ],
        note: ["", ""],
        explain: [
            "A built-in function such as dot, normalize, textureSample, textureLoad, textureStore, arrayLength or atomicAdd has a fixed set of overloads: the types its arguments may have. The headline shows the types the call passes, as Tint (Chrome's compiler) prints them; the notes list the overloads that exist. Convert an argument (`vec2i(uv)`, `f32(n)`), pick the right component count (`v.xyz`), or pass a pointer (`&buf`) where the overload takes one.",
            "Una función integrada como dot, normalize, textureSample, textureLoad, textureStore, arrayLength o atomicAdd tiene un conjunto fijo de sobrecargas: los tipos que pueden tener sus argumentos. El titular muestra los tipos que pasa la llamada, como los escribe Tint (el compilador de Chrome); las notas enumeran las sobrecargas que existen. Convierte un argumento (`vec2i(uv)`, `f32(n)`), elige el número de componentes correcto (`v.xyz`) o pasa un puntero (`&buf`) donde la sobrecarga lo pide.",
        ],
        wrong: "    let d = dot(vec3f(1.0), vec4f(1.0));\n    return vec4f(d);\n}",
        right: "    let d = dot(vec3f(1.0), vec4f(1.0).xyz);\n    return vec4f(d);\n}",
    },
    Entry {
        code: "W0901",
        headline: [
            "naga stopped with an internal error on this text; nothing was compiled",
            "naga se detuvo con un error interno en este texto; no se compiló nada",
        ],
        label: ["", ""],
        note: [
            "this is a bug in the WGSL compiler, not in your shader's logic; edit the text to go on",
            "es un fallo del compilador de WGSL, no de la lógica de tu shader; edita el texto para seguir",
        ],
        explain: [
            "naga, the WGSL compiler inside Lienzo, panicked on this text. The text may still be wrong, but the compiler could not say how; changing the text usually gets past it.",
            "naga, el compilador de WGSL dentro de Lienzo, falló de forma inesperada con este texto. Puede que el texto tenga un error, pero el compilador no pudo decir cuál; cambiar el texto suele bastar para seguir.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0902",
        headline: [
            "override `{name}` has no default value, and the sandbox supplies none",
            "la constante `override` `{name}` no tiene valor por defecto, y el sandbox no le da ninguno",
        ],
        label: ["declared here", "declarada aquí"],
        note: [
            "give it a default, for example `override {name}: u32 = 8;`",
            "dale un valor por defecto, por ejemplo `override {name}: u32 = 8;`",
        ],
        explain: [
            "A pipeline-overridable constant needs a value when the pipeline is created: either a default in the shader or one from the host program. Lienzo's scenes supply values only for the overrides a lesson names.",
            "Una constante `override` necesita un valor al crear el pipeline: un valor por defecto en el shader o uno que dé el programa anfitrión. Las escenas de Lienzo solo dan valores a las constantes `override` que nombra la lección.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0903",
        headline: [
            "ambiguous: {n} {attr} entry points ({names}); keep one",
            "ambiguo: {n} puntos de entrada {attr} ({names}); deja uno",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "A scene builds its pipeline from one entry point per stage. With several of the same stage Lienzo cannot tell which one is meant.",
            "Una escena crea su pipeline con un punto de entrada por etapa. Con varios de la misma etapa, Lienzo no sabe cuál usar.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0904",
        headline: [
            "no {attr} entry point: {what}",
            "no hay punto de entrada {attr}: {what_es}",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The module itself may be valid WGSL: this is what the lesson's scene needs to run it. A Fullscreen scene draws with a @fragment entry point, a Mesh scene with a @vertex and a @fragment one, a Compute scene dispatches a @compute one. `lienzo check` picks the Compute scene for a file with only @compute entry points.",
            "El módulo puede ser WGSL válido: esto es lo que necesita la escena de la lección para ejecutarlo. Una escena Fullscreen dibuja con un punto de entrada @fragment, una escena Mesh con uno @vertex y uno @fragment, una escena Compute despacha uno @compute. `lienzo check` elige la escena Compute para un archivo que solo tiene puntos de entrada @compute.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0905",
        headline: [
            "workgroup variable `{name}` is used by the {stage} entry point `{ep}`",
            "la variable de grupo de trabajo `{name}` la usa el punto de entrada {stage} `{ep}`",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "`var<workgroup>` memory is shared by the invocations of one compute workgroup, so it exists only in @compute entry points. Browsers refuse a vertex or fragment shader that uses it; some drivers crash on it.",
            "La memoria `var<workgroup>` la comparten las invocaciones de un grupo de trabajo de cómputo, así que solo existe en puntos de entrada @compute. Los navegadores rechazan un shader de vértices o de fragmentos que la usa; algunos controladores fallan con él.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0906",
        headline: [
            "the private variables of `{ep}` take {total} bytes, over the {max} bytes WGSL allows",
            "las variables privadas de `{ep}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "WGSL limits the `var<private>` memory one entry point uses to 8192 bytes; browsers refuse a shader over it. Large tables belong in a storage buffer.",
            "WGSL limita a 8192 bytes la memoria `var<private>` que usa un punto de entrada; los navegadores rechazan un shader que la supera. Las tablas grandes van en un búfer de almacenamiento.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0907",
        headline: [
            "the variables of function `{f}` take {total} bytes, over the {max} bytes WGSL allows",
            "las variables de la función `{f}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "WGSL limits the function-scope variables of one function to 8192 bytes; browsers refuse a shader over it.",
            "WGSL limita a 8192 bytes las variables de función de una función; los navegadores rechazan un shader que lo supera.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0908",
        headline: [
            "`{name}` holds an atomic, so it must be `var<storage, read_write>`",
            "`{name}` contiene un atómico, así que tiene que ser `var<storage, read_write>`",
        ],
        label: ["declared read-only here", "declarado de solo lectura aquí"],
        note: [
            "declare it `var<storage, read_write>`, or use `u32` instead of `atomic<u32>` if it is only read",
            "decláralo `var<storage, read_write>`, o usa `u32` en lugar de `atomic<u32>` si solo se lee",
        ],
        explain: [
            "Atomics exist to be written by many invocations at once, so WGSL allows them only in `var<storage, read_write>` and `var<workgroup>`. A `var<storage>` is read-only by default. Chrome's compiler (Tint) refuses an atomic in it; naga accepts it, so Lienzo checks it.",
            "Los atómicos existen para que muchas invocaciones los escriban a la vez, así que WGSL solo los permite en `var<storage, read_write>` y `var<workgroup>`. Un `var<storage>` es de solo lectura por defecto. El compilador de Chrome (Tint) rechaza un atómico ahí; naga lo acepta, así que Lienzo lo comprueba.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0910",
        headline: ["{text}", "{text_es}"],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "One dimension of @workgroup_size is over the device's limit for that axis (maxComputeWorkgroupSizeX, Y or Z).",
            "Una dimensión de @workgroup_size supera el límite del dispositivo para ese eje (maxComputeWorkgroupSizeX, Y o Z).",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0911",
        headline: ["{text}", "{text_es}"],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The product of the @workgroup_size dimensions is over maxComputeInvocationsPerWorkgroup.",
            "El producto de las dimensiones de @workgroup_size supera maxComputeInvocationsPerWorkgroup.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0912",
        headline: ["{text}", "{text_es}"],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The `var<workgroup>` variables of the compute entry point take more bytes than maxComputeWorkgroupStorageSize.",
            "Las variables `var<workgroup>` del punto de entrada de cómputo ocupan más bytes que maxComputeWorkgroupStorageSize.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0913",
        headline: ["{text}", "{text_es}"],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "A uniform or storage buffer binding is larger than maxUniformBufferBindingSize or maxStorageBufferBindingSize.",
            "Un búfer uniforme o de almacenamiento es más grande que maxUniformBufferBindingSize o maxStorageBufferBindingSize.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0914",
        headline: ["{text}", "{text_es}"],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "A @group index needs more bind groups than maxBindGroups allows.",
            "Un índice de @group necesita más grupos de enlace de los que permite maxBindGroups.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0920",
        headline: [
            "the GPU refused the pipeline: {text}",
            "la GPU rechazó el pipeline: {text} (texto de wgpu, en inglés)",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The shader passed Lienzo's checks, but creating its pipeline on the device failed; the text after the colon is the device's own message.",
            "El shader pasó las comprobaciones de Lienzo, pero crear su pipeline en el dispositivo falló; el texto tras los dos puntos es el mensaje del propio dispositivo.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0921",
        headline: [
            "@binding({n}) `{name}` is not provided by the {scene} scene",
            "la escena {scene} no ofrece @binding({n}) `{name}`",
        ],
        label: ["declared here", "declarado aquí"],
        note: [
            "see the README's binding table for what each scene provides",
            "la tabla de bindings del README dice qué ofrece cada escena",
        ],
        explain: [
            "Each scene binds a fixed set of resources in group 0 (frame uniforms, an image and its sampler, an output texture…). A variable at another binding has nothing behind it.",
            "Cada escena enlaza un conjunto fijo de recursos en el grupo 0 (los uniformes del fotograma, una imagen y su sampler, una textura de salida…). Una variable en otro binding no tiene nada detrás.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0922",
        headline: [
            "@binding({n}) `{name}` has the wrong kind ({kind})",
            "@binding({n}) `{name}` es del tipo equivocado ({kind})",
        ],
        label: ["declared here", "declarado aquí"],
        note: [
            "the README's binding table says what it must be",
            "la tabla de bindings del README dice qué tiene que ser",
        ],
        explain: [
            "The scene provides a resource at this binding, but of another kind (a texture where the shader declares a buffer, for example).",
            "La escena ofrece un recurso en este binding, pero de otro tipo (una textura donde el shader declara un búfer, por ejemplo).",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0925",
        headline: [
            "`{name}` is in @group({group}); Lienzo's scenes bind group 0 only",
            "`{name}` está en @group({group}); las escenas de Lienzo solo enlazan el grupo 0",
        ],
        label: ["declared here", "declarado aquí"],
        note: [
            "use @group(0) and a binding of the README's binding table",
            "usa @group(0) y un binding de la tabla de bindings del README",
        ],
        explain: [
            "Lienzo's scenes put every resource in bind group 0 (README, WGSL conventions); a variable in another group has nothing bound to it.",
            "Las escenas de Lienzo ponen todos los recursos en el grupo de enlace 0 (README, convenciones de WGSL); una variable en otro grupo no tiene nada enlazado.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0923",
        headline: [
            "building this shader stopped with an internal error; the last good pipeline keeps drawing",
            "la construcción de este shader se detuvo con un error interno; el último pipeline bueno sigue dibujando",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The compiler or the driver failed unexpectedly while building the pipeline. It is not a mistake in the shader that Lienzo can point at; editing the text starts a new build.",
            "El compilador o el controlador fallaron de forma inesperada al crear el pipeline. No es un error del shader que Lienzo pueda señalar; editar el texto empieza una construcción nueva.",
        ],
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0924",
        headline: [
            "{kind} error while rendering (x{count}): {text}",
            "error de {kind} al dibujar (x{count}): {text} (texto de wgpu, en inglés)",
        ],
        label: ["", ""],
        note: ["", ""],
        explain: [
            "The device reported an error while `lienzo check` rendered frames; the text is the device's own message.",
            "El dispositivo informó de un error mientras `lienzo check` dibujaba fotogramas; el texto es el mensaje del propio dispositivo.",
        ],
        wrong: "",
        right: "",
    },
];

/// The entry of a code.
pub fn find(code: &str) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.code.eq_ignore_ascii_case(code.trim()))
}

/// Fills `{name}` placeholders of `template` with `args`.
pub fn render(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
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

/// The long form of a code, as `lienzo explain` prints it.
pub fn explain(code: &str, lang: crate::lesson::Lang) -> Option<String> {
    let e = find(code)?;
    let i = usize::from(lang == crate::lesson::Lang::Es);
    let (wrong, right) = match lang {
        crate::lesson::Lang::Es => ("Mal", "Bien"),
        crate::lesson::Lang::En => ("Wrong", "Right"),
    };
    let example = |text: &str| {
        if text.starts_with("    ") {
            format!("{FS}{text}")
        } else {
            text.to_owned()
        }
    };
    let mut out = format!("{}: {}\n\n{}\n", e.code, generic(e.headline[i]), e.explain[i]);
    if !e.wrong.is_empty() {
        let _ = write!(
            out,
            "\n{wrong}:\n\n{}\n\n{right}:\n\n{}\n",
            example(e.wrong),
            example(e.right)
        );
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    /// `lienzo explain`'s wrong examples are refused with a code of Lienzo's own, never
    /// naga's text (W0000); the right ones give no such fallback either. The newest
    /// entries' examples give their own code.
    #[test]
    fn wrong_examples_are_refused_with_a_code_of_their_own() {
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::lesson::SceneKind::Fullscreen,
            overrides: &none,
        };
        let full = |text: &str| {
            if text.starts_with("    ") {
                format!("{}{text}", super::FS)
            } else {
                text.to_owned()
            }
        };
        let mut failures = Vec::new();
        // An example that declares no function (a lone struct) is only a fragment.
        for e in super::ENTRIES.iter().filter(|e| full(e.wrong).contains("fn ")) {
            let wrong = crate::wgsl::validate(&full(e.wrong), &opts);
            let first = wrong
                .diagnostics
                .iter()
                .find(|d| d.severity == crate::wgsl::Severity::Error && d.source != crate::wgsl::DiagSource::Lesson)
                .and_then(|d| d.code);
            if first.is_none_or(|c| c == "W0000") || (["W0825", "W0503"].contains(&e.code) && first != Some(e.code)) {
                failures.push(format!("{}: the wrong example gives {first:?}", e.code));
            }
            let right = crate::wgsl::validate(&full(e.right), &opts);
            if right.diagnostics.iter().any(|d| d.code == Some("W0000")) {
                failures.push(format!("{}: the right example falls back to naga's text", e.code));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
