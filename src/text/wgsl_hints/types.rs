//! The type names of GLSL, HLSL, Metal, C and Rust (`float`, `vec3`, `float4x4`, `half`, `usize`, `sampler2D`) and WGSL's.

use crate::text::Phrase;

/// A word of another language and its WGSL equivalent.
pub(super) const HABITS: &[(&str, Phrase)] = &[
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
];
