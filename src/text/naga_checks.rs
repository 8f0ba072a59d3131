//! What naga's validator can refuse that has no entry of its own elsewhere, part one
//! (W0830-W0838): declarations, entry points, statements and expressions, one entry per
//! kind of rule, in Lienzo's words at the student's text (`{text}`), never naga's
//! sentence. `crate::wgsl::translate::kinds` maps every variant of naga's validation
//! errors to one of these, to [`super::naga_features`] or to a more specific entry.

use super::Phrase;
use super::entry::Entry;

/// The entries, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0830",
        headline: Phrase {
            es: "`{name}` no se puede usar así en un shader de {stage}",
            en: "`{name}` cannot be used this way in a {stage} shader",
        },
        label: Phrase {
            es: "uso no permitido en esta etapa",
            en: "use not allowed in this stage",
        },
        note: Phrase {
            es: "en un shader de vértices los buffers `storage` y las texturas de almacenamiento solo se leen; escribe en ellos desde un shader de fragmentos o de cómputo",
            en: "in a vertex shader `storage` buffers and storage textures are only read; write to them from a fragment or compute shader",
        },
        explain: Phrase {
            es: "Cada etapa puede usar los recursos de una forma concreta: un shader de vértices no puede escribir en buffers `storage` ni en texturas de almacenamiento, por ejemplo. El recurso se usa aquí de una forma que esta etapa no permite.",
            en: "Each stage may use resources in a given way: a vertex shader cannot write to `storage` buffers or storage textures, for example. The resource is used here in a way this stage does not allow.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0831",
        headline: Phrase {
            es: "esto necesita `{feature}`, que WebGPU no ofrece en Lienzo",
            en: "this needs `{feature}`, which WebGPU does not offer in Lienzo",
        },
        label: Phrase {
            es: "necesita `{feature}`",
            en: "needs `{feature}`",
        },
        note: Phrase {
            es: "escríbelo sin esa función del lenguaje; en WebGPU se pide como característica del dispositivo y con `enable` al principio del shader, y Lienzo no la activa",
            en: "write it without that language feature; WebGPU asks for it as a device feature and with `enable` at the top of the shader, and Lienzo does not turn it on",
        },
        explain: Phrase {
            es: "Algunas funciones de WGSL (los tipos `f16`, las operaciones de subgrupo, la mezcla con dos fuentes, las distancias de recorte) son opcionales: el dispositivo tiene que ofrecerlas y el shader declararlas con `enable`. Lienzo valida con lo que WebGPU garantiza en todos los dispositivos.",
            en: "Some WGSL features (the `f16` types, subgroup operations, dual-source blending, clip distances) are optional: the device has to offer them and the shader has to declare them with `enable`. Lienzo validates with what WebGPU guarantees on every device.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0832",
        headline: Phrase {
            es: "el tipo `{text}` no es válido",
            en: "the type `{text}` is not valid",
        },
        label: Phrase {
            es: "tipo no válido",
            en: "invalid type",
        },
        note: Phrase {
            es: "revisa los argumentos del tipo: un array necesita un tipo de elemento con tamaño fijo, un struct al menos un miembro, un puntero un tipo que se pueda guardar",
            en: "check the type's arguments: an array needs an element type of fixed size, a struct at least one member, a pointer a type that can be stored",
        },
        explain: Phrase {
            es: "Los tipos compuestos de WGSL tienen reglas sobre lo que contienen: un array solo puede ser de un tipo con tamaño fijo, un struct no puede estar vacío, un atómico solo es de `i32` o `u32`. Este tipo rompe una de ellas.",
            en: "WGSL's composite types have rules about what they contain: an array can only hold a type of fixed size, a struct cannot be empty, an atomic holds only `i32` or `u32`. This type breaks one of them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0833",
        headline: Phrase {
            es: "la disposición en memoria de `{text}` no cumple las reglas de su espacio de direcciones",
            en: "the memory layout of `{text}` does not follow the rules of its address space",
        },
        label: Phrase {
            es: "disposición no válida",
            en: "invalid layout",
        },
        note: Phrase {
            es: "en `uniform` cada miembro de un struct y cada elemento de un array van alineados a 16 bytes; usa `@align(16)`, `vec4f` o `var<storage, read>`",
            en: "in `uniform` each struct member and each array element is aligned to 16 bytes; use `@align(16)`, `vec4f` or `var<storage, read>`",
        },
        explain: Phrase {
            es: "Los buffers que comparten el shader y la CPU (`uniform`, `storage`) tienen reglas de alineación y tamaño para cada tipo. Un miembro, un paso de array o un tamaño de struct no las cumple aquí.",
            en: "Buffers shared by the shader and the CPU (`uniform`, `storage`) have alignment and size rules for each type. A member, an array stride or a struct size does not follow them here.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0834",
        headline: Phrase {
            es: "la variable global `{name}` no se puede declarar así",
            en: "the global variable `{name}` cannot be declared like this",
        },
        label: Phrase {
            es: "declaración no válida",
            en: "invalid declaration",
        },
        note: Phrase {
            es: "revisa su espacio de direcciones, su tipo y sus atributos: un recurso (`uniform`, `storage`, textura, sampler) lleva `@group` y `@binding` y no lleva valor inicial",
            en: "check its address space, its type and its attributes: a resource (`uniform`, `storage`, texture, sampler) takes `@group` and `@binding` and no initial value",
        },
        explain: Phrase {
            es: "Una variable global vive en un espacio de direcciones (`private`, `workgroup`, `uniform`, `storage`, o el de los recursos) que decide qué tipos puede tener, si lleva atributos de enlace y si admite un valor inicial.",
            en: "A global variable lives in an address space (`private`, `workgroup`, `uniform`, `storage`, or the resources' one) that decides which types it may have, whether it takes binding attributes and whether it may have an initial value.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0835",
        headline: Phrase {
            es: "las entradas o salidas del punto de entrada `{name}` no cumplen las reglas de su etapa",
            en: "the inputs or outputs of the entry point `{name}` break a rule of its stage",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "cada entrada y salida lleva `@location(n)` o `@builtin(…)`, una sola vez, con un tipo numérico escalar o vectorial; un entero entre etapas lleva `@interpolate(flat)`",
            en: "each input and output takes `@location(n)` or `@builtin(…)`, once, with a numeric scalar or vector type; an integer between stages takes `@interpolate(flat)`",
        },
        explain: Phrase {
            es: "Las entradas y salidas de un punto de entrada pasan entre etapas del pipeline. Tienen reglas: cada una con su atributo, sin repetir ubicaciones, con tipos que se puedan interpolar o marcados `flat`, y los builtins solo en las etapas que los tienen.",
            en: "An entry point's inputs and outputs pass between pipeline stages. They have rules: each with its attribute, no repeated locations, with types that can be interpolated or marked `flat`, and built-ins only in the stages that have them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0836",
        headline: Phrase {
            es: "esta sentencia no cumple una regla de WGSL",
            en: "this statement breaks a rule of WGSL",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "revisa la sentencia: una asignación necesita una variable (`var`) del mismo tipo, un `return` el tipo de la función, un `switch` casos del tipo del selector",
            en: "check the statement: an assignment needs a variable (`var`) of the same type, a `return` the function's type, a `switch` cases of the selector's type",
        },
        explain: Phrase {
            es: "Las sentencias de una función (asignaciones, `return`, `if`, `switch`, bucles, llamadas) tienen reglas sobre los tipos y el lugar donde se escriben. Esta rompe una de ellas.",
            en: "A function's statements (assignments, `return`, `if`, `switch`, loops, calls) have rules about types and where they are written. This one breaks one of them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0837",
        headline: Phrase {
            es: "esta expresión no es válida: `{text}`",
            en: "this expression is not valid: `{text}`",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "revisa los tipos de los operandos: WGSL no convierte tipos por su cuenta, convierte con una llamada al tipo, como `f32(i)`",
            en: "check the operands' types: WGSL does not convert types on its own; convert with a call to the type, such as `f32(i)`",
        },
        explain: Phrase {
            es: "Cada operación de WGSL (un operador, un índice, un campo, un constructor) admite unos tipos concretos. Los de esta expresión no encajan con la operación.",
            en: "Each WGSL operation (an operator, an index, a field, a constructor) takes given types. The ones in this expression do not fit the operation.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0838",
        headline: Phrase {
            es: "esta llamada de textura no encaja con el tipo de la textura: `{text}`",
            en: "this texture call does not fit the texture's type: `{text}`",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "cada función de textura admite unos tipos de textura y de coordenadas: `textureSample` una textura muestreada y un sampler, `textureLoad` coordenadas enteras y un nivel",
            en: "each texture function takes given texture and coordinate types: `textureSample` a sampled texture and a sampler, `textureLoad` integer coordinates and a level",
        },
        explain: Phrase {
            es: "Las funciones de textura de WGSL tienen versiones para cada clase de textura (muestreada, de profundidad, de almacenamiento, multimuestreada) y cada dimensión. Los argumentos de esta llamada no corresponden a ninguna versión.",
            en: "WGSL's texture functions have versions for each kind of texture (sampled, depth, storage, multisampled) and each dimension. The arguments of this call fit none of them.",
        },
        wrong: "",
        right: "",
    },
];
