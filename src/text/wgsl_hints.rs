//! Hints for the habits students bring from GLSL, HLSL and Shadertoy, "did you mean",
//! and the usual fixes of a call or an operator that WGSL refuses.

use super::{Both, Phrase, sentences};

/// A word of another shading language and its WGSL equivalent.
pub const HABITS: &[(&str, Phrase)] = &[
    (
        "float",
        Phrase {
            es: "en WGSL el tipo es `f32`: `var x: f32 = 1.0;` o `let x = 1.0;`",
            en: "WGSL's type is `f32`: `var x: f32 = 1.0;` or `let x = 1.0;`",
        },
    ),
    (
        "int",
        Phrase {
            es: "en WGSL el tipo es `i32`; para convertir, `i32(x)`",
            en: "WGSL's type is `i32`; to convert, `i32(x)`",
        },
    ),
    (
        "uint",
        Phrase {
            es: "en WGSL el tipo es `u32`; para convertir, `u32(x)`",
            en: "WGSL's type is `u32`; to convert, `u32(x)`",
        },
    ),
    (
        "double",
        Phrase {
            es: "WGSL no tiene `double` en la web; usa `f32`",
            en: "WGSL has no `double` on the web; use `f32`",
        },
    ),
    (
        "vec2",
        Phrase {
            es: "en WGSL se escribe `vec2f` (o `vec2<f32>`)",
            en: "WGSL spells it `vec2f` (or `vec2<f32>`)",
        },
    ),
    (
        "vec3",
        Phrase {
            es: "en WGSL se escribe `vec3f` (o `vec3<f32>`)",
            en: "WGSL spells it `vec3f` (or `vec3<f32>`)",
        },
    ),
    (
        "vec4",
        Phrase {
            es: "en WGSL se escribe `vec4f` (o `vec4<f32>`)",
            en: "WGSL spells it `vec4f` (or `vec4<f32>`)",
        },
    ),
    (
        "ivec2",
        Phrase {
            es: "en WGSL se escribe `vec2i`",
            en: "WGSL spells it `vec2i`",
        },
    ),
    (
        "uvec2",
        Phrase {
            es: "en WGSL se escribe `vec2u`",
            en: "WGSL spells it `vec2u`",
        },
    ),
    (
        "float2",
        Phrase {
            es: "el `float2` de HLSL es `vec2f` en WGSL",
            en: "HLSL's `float2` is WGSL's `vec2f`",
        },
    ),
    (
        "float3",
        Phrase {
            es: "el `float3` de HLSL es `vec3f` en WGSL",
            en: "HLSL's `float3` is WGSL's `vec3f`",
        },
    ),
    (
        "float4",
        Phrase {
            es: "el `float4` de HLSL es `vec4f` en WGSL",
            en: "HLSL's `float4` is WGSL's `vec4f`",
        },
    ),
    (
        "half4",
        Phrase {
            es: "el `half4` de HLSL es `vec4f` en WGSL (o `vec4h` con la característica shader-f16)",
            en: "HLSL's `half4` is WGSL's `vec4f` (or `vec4h` with the shader-f16 feature)",
        },
    ),
    (
        "mat4",
        Phrase {
            es: "en WGSL se escribe `mat4x4f`",
            en: "WGSL spells it `mat4x4f`",
        },
    ),
    (
        "mat3",
        Phrase {
            es: "en WGSL se escribe `mat3x3f`",
            en: "WGSL spells it `mat3x3f`",
        },
    ),
    (
        "float4x4",
        Phrase {
            es: "el `float4x4` de HLSL es `mat4x4f` en WGSL",
            en: "HLSL's `float4x4` is WGSL's `mat4x4f`",
        },
    ),
    (
        "lerp",
        Phrase {
            es: "el `lerp(a, b, t)` de HLSL es `mix(a, b, t)` en WGSL",
            en: "HLSL's `lerp(a, b, t)` is WGSL's `mix(a, b, t)`",
        },
    ),
    (
        "texelFetch",
        Phrase {
            es: "el `texelFetch(t, p, lod)` de GLSL es `textureLoad(t, p, lod)` en WGSL",
            en: "GLSL's `texelFetch(t, p, lod)` is WGSL's `textureLoad(t, p, lod)`",
        },
    ),
    (
        "inversesqrt",
        Phrase {
            es: "el `inversesqrt(x)` de GLSL es `inverseSqrt(x)` en WGSL",
            en: "GLSL's `inversesqrt(x)` is WGSL's `inverseSqrt(x)`",
        },
    ),
    (
        "frac",
        Phrase {
            es: "el `frac(x)` de HLSL es `fract(x)` en WGSL",
            en: "HLSL's `frac(x)` is WGSL's `fract(x)`",
        },
    ),
    (
        "mul",
        Phrase {
            es: "el `mul(m, v)` de HLSL es `m * v` en WGSL",
            en: "HLSL's `mul(m, v)` is `m * v` in WGSL",
        },
    ),
    (
        "rsqrt",
        Phrase {
            es: "el `rsqrt(x)` de HLSL es `inverseSqrt(x)` en WGSL",
            en: "HLSL's `rsqrt(x)` is WGSL's `inverseSqrt(x)`",
        },
    ),
    (
        "ddx",
        Phrase {
            es: "el `ddx(x)` de HLSL es `dpdx(x)` en WGSL",
            en: "HLSL's `ddx(x)` is WGSL's `dpdx(x)`",
        },
    ),
    (
        "ddy",
        Phrase {
            es: "el `ddy(x)` de HLSL es `dpdy(x)` en WGSL",
            en: "HLSL's `ddy(x)` is WGSL's `dpdy(x)`",
        },
    ),
    (
        "mod",
        Phrase {
            es: "el `mod(x, y)` de GLSL es `x - y * floor(x / y)` en WGSL; el `%` de WGSL conserva el signo de `x`, así que difieren con números negativos",
            en: "GLSL's `mod(x, y)` is `x - y * floor(x / y)` in WGSL; WGSL's `%` keeps the sign of `x`, so the two differ for negative numbers",
        },
    ),
    (
        "fmod",
        Phrase {
            es: "el `fmod(x, y)` de HLSL es `x % y` en WGSL",
            en: "HLSL's `fmod(x, y)` is `x % y` in WGSL",
        },
    ),
    (
        "texture2D",
        Phrase {
            es: "muestrea con `textureSample(image, image_sampler, uv)`",
            en: "sample with `textureSample(image, image_sampler, uv)`",
        },
    ),
    (
        "texture",
        Phrase {
            es: "muestrea con `textureSample(image, image_sampler, uv)`",
            en: "sample with `textureSample(image, image_sampler, uv)`",
        },
    ),
    (
        "tex2D",
        Phrase {
            es: "muestrea con `textureSample(image, image_sampler, uv)`",
            en: "sample with `textureSample(image, image_sampler, uv)`",
        },
    ),
    (
        "gl_FragCoord",
        Phrase {
            es: "recibe `@builtin(position) pos: vec4f` como parámetro de la función @fragment",
            en: "take `@builtin(position) pos: vec4f` as a parameter of the @fragment function",
        },
    ),
    (
        "gl_FragColor",
        Phrase {
            es: "devuelve el color desde una función declarada `-> @location(0) vec4f`",
            en: "return the color from a function declared `-> @location(0) vec4f`",
        },
    ),
    (
        "gl_Position",
        Phrase {
            es: "devuélvelo desde la función @vertex como `-> @builtin(position) vec4f`",
            en: "return it from the @vertex function as `-> @builtin(position) vec4f`",
        },
    ),
    (
        "fragColor",
        Phrase {
            es: "devuelve el color desde una función declarada `-> @location(0) vec4f`",
            en: "return the color from a function declared `-> @location(0) vec4f`",
        },
    ),
    (
        "fragCoord",
        Phrase {
            es: "recibe `@builtin(position) pos: vec4f` como parámetro de la función @fragment",
            en: "take `@builtin(position) pos: vec4f` as a parameter of the @fragment function",
        },
    ),
    (
        "iTime",
        Phrase {
            es: "el `iTime` de Shadertoy aquí es `frame.time` (README: el uniforme Frame)",
            en: "Shadertoy's `iTime` is `frame.time` here (README: the Frame uniform)",
        },
    ),
    (
        "iResolution",
        Phrase {
            es: "el `iResolution` de Shadertoy aquí es `frame.resolution`",
            en: "Shadertoy's `iResolution` is `frame.resolution` here",
        },
    ),
    (
        "iMouse",
        Phrase {
            es: "el `iMouse` de Shadertoy aquí es `frame.mouse`",
            en: "Shadertoy's `iMouse` is `frame.mouse` here",
        },
    ),
    (
        "iFrame",
        Phrase {
            es: "el `iFrame` de Shadertoy aquí es `frame.frame`",
            en: "Shadertoy's `iFrame` is `frame.frame` here",
        },
    ),
    (
        "iChannel0",
        Phrase {
            es: "la imagen de la lección es `image`, muestreada con `image_sampler`",
            en: "the lesson picture is `image`, sampled with `image_sampler`",
        },
    ),
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
        "atan",
        Phrase {
            es: "el arcotangente de dos argumentos es `atan2(y, x)` en WGSL",
            en: "two-argument arctangent is `atan2(y, x)` in WGSL",
        },
    ),
    (
        "usize",
        Phrase {
            es: "el `usize` de Rust es `u32` en WGSL",
            en: "Rust's `usize` is WGSL's `u32`",
        },
    ),
    (
        "isize",
        Phrase {
            es: "el `isize` de Rust es `i32` en WGSL",
            en: "Rust's `isize` is WGSL's `i32`",
        },
    ),
    (
        "half",
        Phrase {
            es: "el `half` de Metal y HLSL es `f16` en WGSL, con `enable f16;` al principio",
            en: "Metal's and HLSL's `half` is WGSL's `f16`, with `enable f16;` at the top",
        },
    ),
    (
        "sampler2D",
        Phrase {
            es: "el `sampler2D` de GLSL son dos recursos en WGSL: `texture_2d<f32>` y `sampler`",
            en: "GLSL's `sampler2D` is two resources in WGSL: a `texture_2d<f32>` and a `sampler`",
        },
    ),
    (
        "Texture2D",
        Phrase {
            es: "el `Texture2D` de HLSL es `texture_2d<f32>` en WGSL",
            en: "HLSL's `Texture2D` is WGSL's `texture_2d<f32>`",
        },
    ),
    (
        "float3x3",
        Phrase {
            es: "el `float3x3` de HLSL es `mat3x3f` en WGSL",
            en: "HLSL's `float3x3` is WGSL's `mat3x3f`",
        },
    ),
    (
        "float2x2",
        Phrase {
            es: "el `float2x2` de HLSL es `mat2x2f` en WGSL",
            en: "HLSL's `float2x2` is WGSL's `mat2x2f`",
        },
    ),
    (
        "make_float2",
        Phrase {
            es: "el `make_float2(x, y)` de CUDA es `vec2f(x, y)` en WGSL",
            en: "CUDA's `make_float2(x, y)` is WGSL's `vec2f(x, y)`",
        },
    ),
    (
        "make_float3",
        Phrase {
            es: "el `make_float3(x, y, z)` de CUDA es `vec3f(x, y, z)` en WGSL",
            en: "CUDA's `make_float3(x, y, z)` is WGSL's `vec3f(x, y, z)`",
        },
    ),
    (
        "make_float4",
        Phrase {
            es: "el `make_float4(x, y, z, w)` de CUDA es `vec4f(x, y, z, w)` en WGSL",
            en: "CUDA's `make_float4(x, y, z, w)` is WGSL's `vec4f(x, y, z, w)`",
        },
    ),
    (
        "asuint",
        Phrase {
            es: "el `asuint(x)` de HLSL es `bitcast<u32>(x)` en WGSL",
            en: "HLSL's `asuint(x)` is WGSL's `bitcast<u32>(x)`",
        },
    ),
    (
        "asint",
        Phrase {
            es: "el `asint(x)` de HLSL es `bitcast<i32>(x)` en WGSL",
            en: "HLSL's `asint(x)` is WGSL's `bitcast<i32>(x)`",
        },
    ),
    (
        "asfloat",
        Phrase {
            es: "el `asfloat(x)` de HLSL es `bitcast<f32>(x)` en WGSL",
            en: "HLSL's `asfloat(x)` is WGSL's `bitcast<f32>(x)`",
        },
    ),
    (
        "floatBitsToUint",
        Phrase {
            es: "el `floatBitsToUint(x)` de GLSL es `bitcast<u32>(x)` en WGSL",
            en: "GLSL's `floatBitsToUint(x)` is WGSL's `bitcast<u32>(x)`",
        },
    ),
    (
        "clip",
        Phrase {
            es: "el `clip(x)` de HLSL es `if x < 0.0 { discard; }` en WGSL",
            en: "HLSL's `clip(x)` is WGSL's `if x < 0.0 { discard; }`",
        },
    ),
    (
        "barrier",
        Phrase {
            es: "el `barrier()` de GLSL es `workgroupBarrier()` en WGSL",
            en: "GLSL's `barrier()` is WGSL's `workgroupBarrier()`",
        },
    ),
    (
        "memoryBarrier",
        Phrase {
            es: "el `memoryBarrier()` de GLSL es `storageBarrier()` en WGSL",
            en: "GLSL's `memoryBarrier()` is WGSL's `storageBarrier()`",
        },
    ),
    (
        "GroupMemoryBarrierWithGroupSync",
        Phrase {
            es: "el `GroupMemoryBarrierWithGroupSync()` de HLSL es `workgroupBarrier()` en WGSL",
            en: "HLSL's `GroupMemoryBarrierWithGroupSync()` is WGSL's `workgroupBarrier()`",
        },
    ),
    (
        "DeviceMemoryBarrierWithGroupSync",
        Phrase {
            es: "el `DeviceMemoryBarrierWithGroupSync()` de HLSL es `storageBarrier()` en WGSL",
            en: "HLSL's `DeviceMemoryBarrierWithGroupSync()` is WGSL's `storageBarrier()`",
        },
    ),
    (
        "imageStore",
        Phrase {
            es: "el `imageStore(img, p, v)` de GLSL es `textureStore(img, p, v)` en WGSL",
            en: "GLSL's `imageStore(img, p, v)` is WGSL's `textureStore(img, p, v)`",
        },
    ),
    (
        "imageLoad",
        Phrase {
            es: "el `imageLoad(img, p)` de GLSL es `textureLoad(img, p)` en WGSL",
            en: "GLSL's `imageLoad(img, p)` is WGSL's `textureLoad(img, p)`",
        },
    ),
    (
        "gl_GlobalInvocationID",
        Phrase {
            es: "el `gl_GlobalInvocationID` de GLSL es un parámetro en WGSL: `@builtin(global_invocation_id) id: vec3u`",
            en: "GLSL's `gl_GlobalInvocationID` is a parameter in WGSL: `@builtin(global_invocation_id) id: vec3u`",
        },
    ),
    (
        "gl_LocalInvocationID",
        Phrase {
            es: "el `gl_LocalInvocationID` de GLSL es un parámetro en WGSL: `@builtin(local_invocation_id) lid: vec3u`",
            en: "GLSL's `gl_LocalInvocationID` is a parameter in WGSL: `@builtin(local_invocation_id) lid: vec3u`",
        },
    ),
    (
        "gl_VertexID",
        Phrase {
            es: "el `gl_VertexID` de GLSL es un parámetro en WGSL: `@builtin(vertex_index) i: u32`",
            en: "GLSL's `gl_VertexID` is a parameter in WGSL: `@builtin(vertex_index) i: u32`",
        },
    ),
    (
        "blockDim",
        Phrase {
            es: "el `blockDim` de CUDA es el tamaño que da `@workgroup_size`; escríbelo como una `const` y úsala en los dos sitios",
            en: "CUDA's `blockDim` is the size `@workgroup_size` gives; write it as a `const` and use it in both places",
        },
    ),
    (
        "sizeof",
        Phrase {
            es: "WGSL no tiene `sizeof`: el tamaño de un tipo se escribe como número (un `vec4f` ocupa 16 bytes)",
            en: "WGSL has no `sizeof`: write a type's size as a number (a `vec4f` takes 16 bytes)",
        },
    ),
    (
        "Math",
        Phrase {
            es: "el `Math.sin(x)` de JavaScript es `sin(x)` en WGSL: las funciones integradas no tienen prefijo",
            en: "JavaScript's `Math.sin(x)` is WGSL's `sin(x)`: built-in functions have no prefix",
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

sentences! {
    /// A hint: a note that says how WGSL writes what the student wrote.
    pub fn hint(; text) {
        es: "pista: {text}",
        en: "hint: {text}",
    }

    /// C's declaration order (`vec3f c = …;`): WGSL's.
    pub fn name_first(found: &str, ty: &str) {
        es: "pista: WGSL escribe primero el nombre: `var {found}: {ty} = …;` (o `let {found} = …;` si nunca cambia)",
        en: "hint: WGSL writes the name first: `var {found}: {ty} = …;` (or `let {found} = …;` if it never changes)",
    }

    /// A typo of a known name.
    pub fn did_you_mean(guess: &str) {
        es: "¿quisiste decir '{guess}'?",
        en: "did you mean '{guess}'?",
    }

    /// A name used before its declaration, in a function.
    pub fn declared_later(name: &str, line: u32, col: u32) {
        es: "'{name}' se declara más adelante, en {line}:{col}: dentro de una función, un nombre existe solo después de su declaración",
        en: "'{name}' is declared later, at {line}:{col}: in a function, a name exists only after its declaration",
    }

    /// Two scalar types that an operator does not mix.
    pub fn convert_one_side(lt: &str, rt: &str, name: &str) {
        es: "WGSL nunca convierte entre '{lt}' y '{rt}' por su cuenta: convierte uno de los lados, por ejemplo `{name}(...)`",
        en: "WGSL never converts between '{lt}' and '{rt}' on its own: convert one side, for example `{name}(...)`",
    }

    /// The argument of a call that no overload takes.
    pub fn argument_is(n: usize, ty: &str) {
        es: "el argumento {n} es '{ty}'",
        en: "argument {n} is '{ty}'",
    }

    /// A call that no overload takes.
    pub fn no_matching_call(f: &str, args: &str) {
        es: "ninguna sobrecarga de '{f}' acepta la llamada '{f}({args})'",
        en: "no matching call to '{f}({args})'",
    }

    /// The heading of the list of a function's overloads.
    pub fn overloads_of(f: &str) {
        es: "las sobrecargas de '{f}':",
        en: "the overloads of '{f}':",
    }

    /// `textureSample…` with integer coordinates.
    pub fn sample_takes_float_coordinates(f: &str) {
        es: "`{f}` recibe coordenadas de 0.0 a 1.0 como vec2<f32>; para leer un texel en una posición entera, usa `textureLoad(t, coords, 0)`",
        en: "`{f}` takes coordinates from 0.0 to 1.0 as a vec2<f32>; to read one texel at an integer position, use `textureLoad(t, coords, 0)`",
    }

    /// `textureSample…` without a sampler.
    pub fn texture_then_sampler(f: &str) {
        es: "`{f}` recibe la textura y luego el sampler: `{f}(image, image_sampler, uv)`",
        en: "`{f}` takes the texture, then the sampler: `{f}(image, image_sampler, uv)`",
    }

    /// A vector function given a single number.
    pub fn works_on_vectors(f: &str) {
        es: "`{f}` trabaja con vectores; para un solo número sirven `abs`, `sign` o `*`",
        en: "`{f}` works on vectors; for a single number, `abs`, `sign` or `*` do the job",
    }
}

/// `let x: f32;`: a `let` without its value.
pub const LET_NEEDS_ITS_VALUE: Phrase = Phrase {
    es: "pista: un `let` necesita su valor donde se declara (`let x: f32 = 0.0;`); para darle el valor después, usa `var x: f32;`",
    en: "hint: a `let` needs its value where it is declared (`let x: f32 = 0.0;`); to give the value later, use `var x: f32;`",
};
/// An operator between vectors of two sizes.
pub const BOTH_VECTORS_SAME_SIZE: Phrase = Phrase {
    es: "los dos vectores tienen que tener el mismo tamaño: elige componentes con un swizzle (`.xyz`) o amplía con un constructor (`vec4f(v, 1.0)`)",
    en: "both vectors must have the same size: pick components with a swizzle (`.xyz`) or extend with a constructor (`vec4f(v, 1.0)`)",
};
/// An operator between types that do not match.
pub const MATCHING_TYPES: Phrase = Phrase {
    es: "los dos lados de este operador tienen que tener tipos compatibles",
    en: "the two sides of this operator must have matching types",
};
/// An operator with a bool operand.
pub const A_BOOL_IS_NOT_A_NUMBER: Phrase = Phrase {
    es: "un bool no es un número: `select(0.0, 1.0, b)` lo convierte en uno",
    en: "a bool is not a number: `select(0.0, 1.0, b)` turns it into one",
};
/// `i < arrayLength(&buf)` with an i32 counter.
pub const ARRAY_LENGTH_IS_U32: Phrase = Phrase {
    es: "`arrayLength` devuelve 'u32': cuenta con un u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)",
    en: "`arrayLength` returns 'u32': count with a u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)",
};
/// `a < x < b`, Python's chained comparison, and its WGSL form.
pub fn chained_comparison(fix: &str) -> Both {
    Both {
        es: format!("pista: WGSL compara dos valores cada vez, no los encadena como Python: `{fix}`"),
        en: format!("hint: WGSL compares two values at a time and does not chain them as Python does: `{fix}`"),
    }
}
/// `*p.x`: `.` binds before `*`.
pub fn deref_member(pointer: &str, member: &str, scalar: &str) -> Both {
    Both {
        es: format!(
            "pista: `.` se aplica antes que `*`: `*{pointer}.{member}` lee `*({pointer}.{member})`, y `{pointer}.{member}` es un '{scalar}', no un puntero; escribe `(*{pointer}).{member}` o `{pointer}.{member}`"
        ),
        en: format!(
            "hint: `.` applies before `*`: `*{pointer}.{member}` reads `*({pointer}.{member})`, and `{pointer}.{member}` is a '{scalar}', not a pointer; write `(*{pointer}).{member}` or `{pointer}.{member}`"
        ),
    }
}
/// `!` on a number, as C tests a number for zero.
pub const NOT_TAKES_A_BOOL: Phrase = Phrase {
    es: "pista: `!` recibe un bool; para saber si un número es cero, compáralo: `x == 0u`",
    en: "hint: `!` takes a bool; to ask whether a number is zero, compare it: `x == 0u`",
};
/// `~` on a float.
pub const COMPLEMENT_TAKES_AN_INTEGER: Phrase = Phrase {
    es: "pista: `~` invierte los bits de un entero; un f32 se convierte antes, `~u32(x)`, o se invierte como número, `1.0 - x`",
    en: "hint: `~` flips the bits of an integer; convert an f32 first, `~u32(x)`, or invert it as a number, `1.0 - x`",
};
/// `-` on an unsigned value.
pub const NEGATE_TAKES_A_SIGNED_NUMBER: Phrase = Phrase {
    es: "pista: `-` cambia el signo de un i32 o un f32; un u32 no tiene signo: conviértelo, `-i32(x)`",
    en: "hint: `-` changes the sign of an i32 or an f32; a u32 has none: convert it, `-i32(x)`",
};
/// `textureLoad` with float coordinates.
pub const LOAD_TAKES_INTEGER_COORDINATES: Phrase = Phrase {
    es: "`textureLoad` recibe coordenadas enteras de texel: `vec2i(uv * vec2f(textureDimensions(t)))`; para filtrar entre texels, muestrea con `textureSample(t, s, uv)`",
    en: "`textureLoad` takes integer texel coordinates: `vec2i(uv * vec2f(textureDimensions(t)))`; to filter between texels, sample with `textureSample(t, s, uv)`",
};
/// `textureStore` with fewer than four components.
pub const STORE_TAKES_FOUR_COMPONENTS: Phrase = Phrase {
    es: "una textura de almacenamiento recibe un valor de cuatro componentes: `vec4f(rgb, 1.0)`",
    en: "a storage texture takes a four-component value: `vec4f(rgb, 1.0)`",
};
/// A call with vectors of two sizes.
pub const THE_VECTORS_SAME_SIZE: Phrase = Phrase {
    es: "los vectores tienen que tener el mismo tamaño: elige componentes con un swizzle (`v.xyz`) o amplía uno (`vec4f(v, 1.0)`)",
    en: "the vectors must have the same size: pick components with a swizzle (`v.xyz`) or extend one (`vec4f(v, 1.0)`)",
};
