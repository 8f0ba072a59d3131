//! What naga's parser can refuse that has no entry of its own elsewhere (W0750-W0759):
//! one entry per kind of rule, said in Lienzo's words at the student's text (`{text}` is
//! the text at the place, never naga's sentence). Every variant of naga's parse error
//! maps to one of these or to a more specific entry (`crate::wgsl::translate::kinds`).

use super::Phrase;
use super::entry::Entry;

/// The entries, by code.
pub const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0750",
        headline: Phrase {
            es: "un buffer `uniform` no lleva modo de acceso: escribe `var<uniform>`",
            en: "a `uniform` buffer takes no access mode: write `var<uniform>`",
        },
        label: Phrase {
            es: "sobra el modo de acceso",
            en: "no access mode here",
        },
        note: Phrase {
            es: "un buffer `uniform` es siempre de solo lectura; el modo de acceso (`read`, `read_write`) solo existe en `var<storage, …>`",
            en: "a `uniform` buffer is always read-only; an access mode (`read`, `read_write`) exists only in `var<storage, …>`",
        },
        explain: Phrase {
            es: "En WGSL, `var<uniform>` declara un buffer que los shaders solo leen, así que no lleva modo de acceso. `var<storage, read>` y `var<storage, read_write>` sí lo llevan: son buffers de almacenamiento.",
            en: "In WGSL, `var<uniform>` declares a buffer that shaders only read, so it takes no access mode. `var<storage, read>` and `var<storage, read_write>` do: they are storage buffers.",
        },
        wrong: "struct U { t: f32 }\n@group(0) @binding(0) var<uniform, read> u: U;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(u.t); }",
        right: "struct U { t: f32 }\n@group(0) @binding(0) var<uniform> u: U;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(u.t); }",
    },
    Entry {
        code: "W0751",
        headline: Phrase {
            es: "`{text}` lleva más argumentos de plantilla de los que admite",
            en: "`{text}` has more template arguments than it takes",
        },
        label: Phrase {
            es: "argumento de plantilla de más",
            en: "extra template argument",
        },
        note: Phrase {
            es: "quita los argumentos de más entre `<` y `>`; por ejemplo `vec4<f32>` lleva uno y `array<f32, 4>` dos",
            en: "remove the extra arguments between `<` and `>`; for example `vec4<f32>` takes one and `array<f32, 4>` two",
        },
        explain: Phrase {
            es: "Cada tipo o declaración con plantilla (`vec4<f32>`, `array<T, N>`, `var<storage, read>`, `ptr<function, f32>`) admite un número fijo de argumentos entre `<` y `>`.",
            en: "Each templated type or declaration (`vec4<f32>`, `array<T, N>`, `var<storage, read>`, `ptr<function, f32>`) takes a fixed number of arguments between `<` and `>`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0752",
        headline: Phrase {
            es: "esto no es WGSL válido aquí: `{text}`",
            en: "this is not valid WGSL here: `{text}`",
        },
        label: Phrase {
            es: "no se esperaba esto",
            en: "not expected here",
        },
        note: Phrase {
            es: "revisa esta línea y la anterior: un `;`, un paréntesis o una llave que falta o sobra suele estar cerca",
            en: "check this line and the one before: a missing or extra `;`, parenthesis or brace is usually close by",
        },
        explain: Phrase {
            es: "La gramática de WGSL no admite este texto en este punto. Lienzo no tiene una explicación más precisa para este caso; la posición marca dónde dejó de entender el texto.",
            en: "WGSL's grammar does not allow this text at this point. Lienzo has no more precise explanation for this case; the place marks where the text stopped making sense.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0753",
        headline: Phrase {
            es: "`{text}` no es una de las palabras que WGSL admite aquí",
            en: "`{text}` is not one of the words WGSL allows here",
        },
        label: Phrase {
            es: "palabra desconocida",
            en: "unknown word",
        },
        note: Phrase {
            es: "revisa cómo está escrito: estas palabras (formatos de textura, reglas de `diagnostic`, opciones) son una lista cerrada",
            en: "check the spelling: these words (texture formats, `diagnostic` rules, options) are a closed list",
        },
        explain: Phrase {
            es: "En este punto WGSL espera una palabra de una lista cerrada, como un formato de textura de almacenamiento (`rgba8unorm`, `r32float`) o el nombre de una regla de `diagnostic`. La palabra escrita no está en la lista.",
            en: "At this point WGSL expects a word from a closed list, such as a storage texture format (`rgba8unorm`, `r32float`) or the name of a `diagnostic` rule. The word written is not in the list.",
        },
        wrong: "@group(0) @binding(0) var t: texture_storage_2d<rgba8, write>;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }",
        right: "@group(0) @binding(0) var t: texture_storage_2d<rgba8unorm, write>;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }",
    },
    Entry {
        code: "W0754",
        headline: Phrase {
            es: "`{text}` no es un tipo válido aquí",
            en: "`{text}` is not a valid type here",
        },
        label: Phrase {
            es: "tipo no válido",
            en: "invalid type",
        },
        note: Phrase {
            es: "revisa el tipo y sus argumentos; por ejemplo, una textura muestreada lleva `f32`, `i32` o `u32` y una de almacenamiento un formato y un acceso",
            en: "check the type and its arguments; for example a sampled texture takes `f32`, `i32` or `u32`, and a storage texture a format and an access",
        },
        explain: Phrase {
            es: "El tipo escrito no existe en WGSL o no admite esos argumentos, o no se puede usar en esta posición (como tipo de un valor, de un parámetro o de un miembro).",
            en: "The type written does not exist in WGSL or does not take those arguments, or it cannot be used in this position (as the type of a value, a parameter or a member).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0755",
        headline: Phrase {
            es: "este atributo no sirve aquí: `{text}`",
            en: "this attribute does not fit here: `{text}`",
        },
        label: Phrase {
            es: "atributo fuera de lugar",
            en: "misplaced attribute",
        },
        note: Phrase {
            es: "cada atributo va en su sitio: `@location`/`@builtin` en entradas y salidas, `@group`/`@binding` en recursos, `@align`/`@size` en miembros de un struct",
            en: "each attribute has its place: `@location`/`@builtin` on inputs and outputs, `@group`/`@binding` on resources, `@align`/`@size` on struct members",
        },
        explain: Phrase {
            es: "Los atributos de WGSL se aplican a una clase concreta de declaración y llevan argumentos de un tipo concreto. Este está en una declaración que no lo admite, o su argumento no vale.",
            en: "WGSL's attributes apply to one kind of declaration and take arguments of one kind. This one is on a declaration that does not take it, or its argument is not valid.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0756",
        headline: Phrase {
            es: "esta expresión no se puede usar aquí: `{text}`",
            en: "this expression cannot be used here: `{text}`",
        },
        label: Phrase {
            es: "expresión no válida aquí",
            en: "invalid expression here",
        },
        note: Phrase {
            es: "revisa los tipos de la expresión y lo que espera este sitio; una conversión se escribe como una llamada al tipo, como `f32(x)`",
            en: "check the expression's types and what this place expects; a conversion is written as a call to the type, such as `f32(x)`",
        },
        explain: Phrase {
            es: "La expresión está bien escrita, pero su tipo o su forma no encajan con lo que este punto del programa necesita (el componente de un constructor, un índice, una dirección, un valor que debe ser constante).",
            en: "The expression is well written, but its type or its form does not fit what this point of the program needs (a constructor's component, an index, an address, a value that must be constant).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0757",
        headline: Phrase {
            es: "esta declaración no cumple una regla de WGSL: `{text}`",
            en: "this declaration breaks a rule of WGSL: `{text}`",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "revisa el nombre, el tipo y el valor inicial de la declaración, y dónde está escrita (dentro o fuera de una función)",
            en: "check the declaration's name, type and initial value, and where it is written (inside or outside a function)",
        },
        explain: Phrase {
            es: "Una declaración (`let`, `var`, `const`, `override`, `fn`, `struct`, `alias`) tiene reglas sobre su nombre, su tipo, su valor inicial y el lugar donde se escribe. Esta rompe una de ellas.",
            en: "A declaration (`let`, `var`, `const`, `override`, `fn`, `struct`, `alias`) has rules about its name, its type, its initial value and where it is written. This one breaks one of them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0758",
        headline: Phrase {
            es: "el compilador WGSL de Lienzo (naga) todavía no admite `{text}`",
            en: "Lienzo's WGSL compiler (naga) does not support `{text}` yet",
        },
        label: Phrase {
            es: "no admitido todavía",
            en: "not supported yet",
        },
        note: Phrase {
            es: "escríbelo sin esta función del lenguaje; Chrome puede admitirla, pero Lienzo no puede comprobarla",
            en: "write it without this language feature; Chrome may support it, but Lienzo cannot check it",
        },
        explain: Phrase {
            es: "WGSL define esta construcción (o una extensión con ella), pero naga, el compilador que usa Lienzo, todavía no la implementa. Para que Lienzo compruebe el shader, escríbelo sin ella.",
            en: "WGSL defines this construct (or an extension with it), but naga, the compiler Lienzo uses, does not implement it yet. For Lienzo to check the shader, write it without it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0759",
        headline: Phrase {
            es: "`{text}` no es un número válido",
            en: "`{text}` is not a valid number",
        },
        label: Phrase {
            es: "número no válido",
            en: "invalid number",
        },
        note: Phrase {
            es: "los enteros llevan `i` o `u` (`3u`), los decimales un punto (`1.0`) o `f` (`1f`); cada tipo tiene su rango, `i32` hasta 2147483647",
            en: "integers take `i` or `u` (`3u`), decimals a point (`1.0`) or `f` (`1f`); each type has its range, `i32` up to 2147483647",
        },
        explain: Phrase {
            es: "Un literal numérico de WGSL tiene una forma fija (decimal, hexadecimal con `0x`, con exponente `e`) y un sufijo opcional de tipo. Este no tiene una forma válida o no cabe en su tipo.",
            en: "A WGSL numeric literal has a fixed form (decimal, hexadecimal with `0x`, with an exponent `e`) and an optional type suffix. This one has no valid form or does not fit its type.",
        },
        wrong: "",
        right: "",
    },
];
