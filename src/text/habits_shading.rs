//! The diagnostics of GLSL's, HLSL's and Metal's habits (W1013-W1022), as
//! [`super::habits`] holds those of Rust, CUDA, JavaScript/TypeScript and C.

use super::entry::Entry;
use super::{Phrase, sentences};

/// The habits of GLSL, HLSL and Metal, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W1013",
        headline: Phrase {
            es: "`{name}.length()` es de GLSL; en WGSL se escribe `{fix}`",
            en: "`{name}.length()` is GLSL's; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el `.length()` de GLSL",
            en: "GLSL's `.length()`",
        },
        note: Phrase {
            es: "pista: `arrayLength` recibe un puntero a un array de tamaño en tiempo de ejecución (`&{name}`) y devuelve un u32; el tamaño de un array fijo está en su tipo",
            en: "hint: `arrayLength` takes a pointer to a runtime-sized array (`&{name}`) and returns a u32; a fixed-size array's length is in its type",
        },
        explain: Phrase {
            es: "GLSL pregunta el tamaño de un array con el método `.length()`. WGSL no tiene métodos: el tamaño de un array de almacenamiento sin tamaño fijo es `arrayLength(&a)`.",
            en: "GLSL asks for an array's length with the method `.length()`. WGSL has no methods: the length of a storage array without a fixed size is `arrayLength(&a)`.",
        },
        wrong: "@group(0) @binding(3) var<storage, read> values: array<f32>;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let n = values.length();\n    return vec4f(f32(n));\n}",
        right: "@group(0) @binding(3) var<storage, read> values: array<f32>;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    let n = arrayLength(&values);\n    return vec4f(f32(n));\n}",
    },
    Entry {
        code: "W1014",
        headline: Phrase {
            es: "`{name}` es un calificador de interpolación de GLSL; en WGSL se escribe `{fix}`",
            en: "`{name}` is a GLSL interpolation qualifier; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "un calificador de GLSL",
            en: "a GLSL qualifier",
        },
        note: Phrase {
            es: "pista: `@interpolate(flat)`, `@interpolate(linear)` o `@interpolate(perspective)` va antes de la entrada, junto a su `@location`",
            en: "hint: `@interpolate(flat)`, `@interpolate(linear)` or `@interpolate(perspective)` goes before the input, next to its `@location`",
        },
        explain: Phrase {
            es: "GLSL escribe `flat`, `noperspective` o `smooth` delante de una entrada. WGSL tiene un solo atributo para eso, `@interpolate(tipo)`, con `flat`, `linear` o `perspective`.",
            en: "GLSL writes `flat`, `noperspective` or `smooth` before an input. WGSL has one attribute for it, `@interpolate(kind)`, with `flat`, `linear` or `perspective`.",
        },
        wrong: "@fragment\nfn fs(@location(0) @flat uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "@fragment\nfn fs(@location(0) @interpolate(flat) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1015",
        headline: Phrase {
            es: "`layout(…)` es de GLSL; WGSL escribe atributos: `{fix}`",
            en: "`layout(…)` is GLSL's; WGSL writes attributes: `{fix}`",
        },
        label: Phrase {
            es: "el `layout` de GLSL",
            en: "GLSL's `layout`",
        },
        note: Phrase {
            es: "pista: `location = n` es `@location(n)`, `binding = n` es `@binding(n)`, `set = n` es `@group(n)` y `local_size_x = x` es `@workgroup_size(x, …)`",
            en: "hint: `location = n` is `@location(n)`, `binding = n` is `@binding(n)`, `set = n` is `@group(n)` and `local_size_x = x` is `@workgroup_size(x, …)`",
        },
        explain: Phrase {
            es: "GLSL reúne los datos de una declaración en `layout(…)`. WGSL escribe cada uno como un atributo con `@` delante de la declaración; `layout` es una palabra reservada.",
            en: "GLSL gathers a declaration's details in `layout(…)`. WGSL writes each one as an attribute with `@` before the declaration; `layout` is a reserved word.",
        },
        wrong: "@fragment\nfn fs(layout(location = 0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1016",
        headline: Phrase {
            es: "`{name}` es el nombre de GLSL de un formato de texel; el de WGSL es `{fix}`",
            en: "`{name}` is GLSL's name of a texel format; WGSL's is `{fix}`",
        },
        label: Phrase {
            es: "un formato de GLSL",
            en: "a GLSL format",
        },
        note: Phrase {
            es: "pista: los nombres de formato de WGSL dicen cómo se lee un texel: `unorm` (de 0.0 a 1.0), `snorm`, `uint`, `sint` o `float`, como `rgba8unorm`, `rgba16float` o `r32uint`",
            en: "hint: WGSL's format names say how a texel is read: `unorm` (0.0 to 1.0), `snorm`, `uint`, `sint` or `float`, as in `rgba8unorm`, `rgba16float` or `r32uint`",
        },
        explain: Phrase {
            es: "GLSL escribe `rgba8`, `rgba16f` o `r32ui`. WGSL usa los nombres de formato de WebGPU, que siempre dicen cómo se leen los canales: `rgba8unorm`, `rgba16float`, `r32uint`.",
            en: "GLSL writes `rgba8`, `rgba16f` or `r32ui`. WGSL uses WebGPU's format names, which always say how the channels are read: `rgba8unorm`, `rgba16float`, `r32uint`.",
        },
        wrong: "@group(0) @binding(4) var output: texture_storage_2d<rgba8, write>;\n@compute @workgroup_size(8, 8)\nfn cs(@builtin(global_invocation_id) id: vec3u) {\n    textureStore(output, id.xy, vec4f(1.0));\n}",
        right: "@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(8, 8)\nfn cs(@builtin(global_invocation_id) id: vec3u) {\n    textureStore(output, id.xy, vec4f(1.0));\n}",
    },
    Entry {
        code: "W1017",
        headline: Phrase {
            es: "`{ty}(…)` no acorta un '{from}' como en GLSL; WGSL toma sus primeros componentes con un swizzle: `{fix}`",
            en: "`{ty}(…)` does not shorten a '{from}' as in GLSL; WGSL takes its first components with a swizzle: `{fix}`",
        },
        label: Phrase {
            es: "el acortamiento de GLSL",
            en: "GLSL's shortening",
        },
        note: Phrase {
            es: "pista: `.xy` y `.xyz` (o `.rg` y `.rgb`) eligen componentes de cualquier vector",
            en: "hint: `.xy` and `.xyz` (or `.rg` and `.rgb`) pick components of any vector",
        },
        explain: Phrase {
            es: "En GLSL `vec3(v)` con un vec4 se queda con sus tres primeros componentes. El constructor de WGSL solo acepta un vector del mismo tamaño; los primeros componentes se toman con un swizzle, `v.xyz`.",
            en: "In GLSL `vec3(v)` of a vec4 keeps its first three components. WGSL's constructor takes only a vector of the same size; the first components are taken with a swizzle, `v.xyz`.",
        },
        wrong: "    let c = vec4f(uv, 0.5, 1.0);\n    let rgb = vec3(c);\n    return vec4f(rgb, 1.0);\n}",
        right: "    let c = vec4f(uv, 0.5, 1.0);\n    let rgb = c.xyz;\n    return vec4f(rgb, 1.0);\n}",
    },
    Entry {
        code: "W1018",
        headline: Phrase {
            es: "`: {name}` es una semántica de HLSL; en WGSL se escribe `{fix}`",
            en: "`: {name}` is an HLSL semantic; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "una semántica de HLSL",
            en: "an HLSL semantic",
        },
        note: Phrase {
            es: "pista: WGSL pone `@builtin(…)` o `@location(n)` antes del parámetro, del miembro o del tipo de retorno",
            en: "hint: WGSL puts `@builtin(…)` or `@location(n)` before the parameter, the member or the return type",
        },
        explain: Phrase {
            es: "HLSL marca las entradas y salidas de una etapa con una semántica después del tipo (`: SV_Position`, `: TEXCOORD0`). WGSL usa atributos delante: `@builtin(position)`, `@location(0)`.",
            en: "HLSL marks a stage's inputs and outputs with a semantic after the type (`: SV_Position`, `: TEXCOORD0`). WGSL uses attributes in front: `@builtin(position)`, `@location(0)`.",
        },
        wrong: "@fragment\nfn fs(pos: vec4f : SV_Position) -> @location(0) vec4f {\n    return vec4f(fract(pos.xy), 0.0, 1.0);\n}",
        right: "@fragment\nfn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {\n    return vec4f(fract(pos.xy), 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1019",
        headline: Phrase {
            es: "`[numthreads(…)]` es de HLSL; en WGSL se escribe `{fix}`",
            en: "`[numthreads(…)]` is HLSL's; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "el atributo de HLSL",
            en: "HLSL's attribute",
        },
        note: Phrase {
            es: "pista: `@workgroup_size(x, y, z)` va junto a `@compute`, antes del `fn`",
            en: "hint: `@workgroup_size(x, y, z)` goes with `@compute`, before the `fn`",
        },
        explain: Phrase {
            es: "HLSL da el tamaño del grupo de hilos con `[numthreads(x, y, z)]`. WGSL lo da con el atributo `@workgroup_size(x, y, z)` del punto de entrada @compute.",
            en: "HLSL gives the thread group's size with `[numthreads(x, y, z)]`. WGSL gives it with the `@workgroup_size(x, y, z)` attribute of the @compute entry point.",
        },
        wrong: "[numthreads(8, 8, 1)]\n@compute\nfn cs(@builtin(global_invocation_id) id: vec3u) {\n}",
        right: "@workgroup_size(8, 8, 1)\n@compute\nfn cs(@builtin(global_invocation_id) id: vec3u) {\n}",
    },
    Entry {
        code: "W1020",
        headline: Phrase {
            es: "`[[…]]` es la sintaxis de atributos de Metal (y del WGSL antiguo); en WGSL se escribe `{fix}`",
            en: "`[[…]]` is the attribute syntax of Metal (and of old WGSL); WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "atributos `[[…]]`",
            en: "`[[…]]` attributes",
        },
        note: Phrase {
            es: "pista: cada atributo es `@` y su nombre, con sus argumentos entre paréntesis: `@location(0)`, `@builtin(position)`",
            en: "hint: each attribute is `@` and its name, with its arguments in parentheses: `@location(0)`, `@builtin(position)`",
        },
        explain: Phrase {
            es: "Metal, y las primeras versiones de WGSL, escribían los atributos entre dobles corchetes: `[[location(0)]]`, `[[stage(fragment)]]`. WGSL los escribe con `@`: `@location(0)`, `@fragment`.",
            en: "Metal, and the first drafts of WGSL, wrote attributes in double brackets: `[[location(0)]]`, `[[stage(fragment)]]`. WGSL writes them with `@`: `@location(0)`, `@fragment`.",
        },
        wrong: "@fragment\nfn fs([[location(0)]] uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1021",
        headline: Phrase {
            es: "`mul(…)` es el producto de HLSL; WGSL multiplica con `*`: `{fix}`",
            en: "`mul(…)` is HLSL's product; WGSL multiplies with `*`: `{fix}`",
        },
        label: Phrase {
            es: "el `mul` de HLSL",
            en: "HLSL's `mul`",
        },
        note: Phrase {
            es: "pista: `m * v` transforma el vector `v` con la matriz `m`; `v * m` multiplica por la matriz traspuesta",
            en: "hint: `m * v` transforms the vector `v` by the matrix `m`; `v * m` multiplies by the transposed matrix",
        },
        explain: Phrase {
            es: "HLSL multiplica matrices y vectores con la función `mul(m, v)`. WGSL lo hace con el operador `*`, que acepta matrices, vectores y escalares.",
            en: "HLSL multiplies matrices and vectors with the function `mul(m, v)`. WGSL does it with the `*` operator, which takes matrices, vectors and scalars.",
        },
        wrong: "    let m = mat2x2f(0.0, 1.0, -1.0, 0.0);\n    let p = mul(m, uv);\n    return vec4f(p, 0.0, 1.0);\n}",
        right: "    let m = mat2x2f(0.0, 1.0, -1.0, 0.0);\n    let p = m * uv;\n    return vec4f(p, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W1022",
        headline: Phrase {
            es: "`{kw} {glsl_ty} {name};` es una global de GLSL; en WGSL se escribe `{fix}`",
            en: "`{kw} {glsl_ty} {name};` is a GLSL global; WGSL writes `{fix}`",
        },
        label: Phrase {
            es: "una global de GLSL",
            en: "a GLSL global",
        },
        note: Phrase {
            es: "pista: {where_es}",
            en: "hint: {where}",
        },
        explain: Phrase {
            es: "GLSL declara uniformes, entradas y salidas como globales (`uniform float t;`, `in vec2 v_uv;`). En WGSL un uniforme es una `var<uniform>` con `@group` y `@binding`, y las entradas y salidas de una etapa son los parámetros y el resultado del punto de entrada, con `@location`.",
            en: "GLSL declares uniforms, inputs and outputs as globals (`uniform float t;`, `in vec2 v_uv;`). In WGSL a uniform is a `var<uniform>` with `@group` and `@binding`, and a stage's inputs and outputs are the parameters and the result of the entry point, with `@location`.",
        },
        wrong: "uniform float t;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, sin(t), 1.0);\n}",
        right: "@group(0) @binding(0) var<uniform> t: f32;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv, sin(t), 1.0);\n}",
    },
];

sentences! {
    /// Where a GLSL input goes in WGSL: a parameter of the entry point `entry`.
    pub fn input_is_a_parameter(entry: &str) {
        es: "WGSL no tiene globales de entrada: una entrada es un parámetro del punto de entrada, `{entry}`, con su `@location`",
        en: "WGSL has no input globals: an input is a parameter of the entry point, `{entry}`, with its `@location`",
    }
}

/// Where a GLSL uniform goes in WGSL.
pub const UNIFORM_IS_A_VAR: Phrase = Phrase {
    es: "una `var<uniform>` se declara fuera de las funciones con `@group` y `@binding`, donde el programa enlaza su búfer",
    en: "a `var<uniform>` is declared at module scope with `@group` and `@binding`, where the host binds its buffer",
};
