//! Types WebGPU refuses or a place cannot hold: unavailable types, `texture_external`, array elements, negative indexes, `discard` outside fragment shaders, struct members, runtime-sized arrays, empty structs, parameters, pointers to runtime-sized arrays (W0806-W0814, W0826).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
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
];
