//! The functions of GLSL, HLSL, CUDA, C and JavaScript (`lerp`, `frac`, `texture2D`, `imageStore`, `sizeof`, `Math`) and WGSL's built-in functions.

use crate::text::Phrase;

/// A word of another language and its WGSL equivalent.
pub(super) const HABITS: &[(&str, Phrase)] = &[
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
        "atan",
        Phrase {
            es: "el arcotangente de dos argumentos es `atan2(y, x)` en WGSL",
            en: "two-argument arctangent is `atan2(y, x)` in WGSL",
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
];
