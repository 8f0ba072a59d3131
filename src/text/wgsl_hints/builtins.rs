//! The built-in values of GLSL, Shadertoy and CUDA (`gl_FragCoord`, `iTime`, `gl_GlobalInvocationID`, `blockDim`) and where WGSL has them.

use crate::text::Phrase;

/// A word of another language and its WGSL equivalent.
pub(super) const HABITS: &[(&str, Phrase)] = &[
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
];
