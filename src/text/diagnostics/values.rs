//! Values and their layout: repeated cases, indexes out of bounds, address spaces' types, alignment and initial values; textures, number literals, components, atomics, case types, conversions, `@size`, `@align` and IO attributes (W0801-W0805, W0727-W0737).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
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
];
