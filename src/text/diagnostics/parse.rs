//! naga's parse errors in plain words: unknown names, attributes and members, expected tokens, conversions, declarations that need a value, a type or an address space (W0101-W0118).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
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
];
