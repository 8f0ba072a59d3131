//! naga's own sentences (secondary labels and notes) and words, in Spanish. naga writes
//! them in English; `src/wgsl/translate` matches them and shows the Spanish beside
//! Lienzo's own headline.

use super::Phrase;

/// naga's sentences that Lienzo translates: `en` is naga's English with `{}` for the
/// parts that stay as they are (names, types, numbers), `es` has the same parts in the
/// same order.
pub const SENTENCES: &[Phrase] = &[
    Phrase {
        es: "esta declaración es inmutable",
        en: "this is an immutable binding",
    },
    Phrase {
        es: "declara `{}` con `var` en lugar de `let`",
        en: "consider declaring `{}` with `var` instead of `let`",
    },
    Phrase {
        es: "definición de `{}`",
        en: "definition of `{}`",
    },
    Phrase {
        es: "definición anterior de `{}`",
        en: "previous definition of `{}`",
    },
    Phrase {
        es: "nueva definición de `{}`",
        en: "redefinition of `{}`",
    },
    Phrase {
        es: "esta expresión es de tipo {}",
        en: "this expression has type {}",
    },
    Phrase {
        es: "este valor de tipo {}",
        en: "this value of type {}",
    },
    Phrase {
        es: "valor de rechazo de tipo {}",
        en: "reject value of type {}",
    },
    Phrase {
        es: "valor aceptado de tipo {}",
        en: "accept value of type {}",
    },
    Phrase {
        es: "variable usada aquí",
        en: "variable used here",
    },
    Phrase {
        es: "número de argumentos incorrecto",
        en: "wrong number of arguments",
    },
    Phrase {
        es: "argumento #{} inesperado",
        en: "unexpected argument #{}",
    },
    Phrase {
        es: "identificador no válido",
        en: "invalid identifier",
    },
    Phrase {
        es: "identificador desconocido",
        en: "unknown identifier",
    },
    Phrase {
        es: "acceso no válido",
        en: "invalid accessor",
    },
    Phrase {
        es: "componente no válido",
        en: "invalid component",
    },
    Phrase {
        es: "tipo de componente no válido",
        en: "invalid component type",
    },
    Phrase {
        es: "no se puede deducir el tipo",
        en: "type can't be inferred",
    },
    Phrase {
        es: "el tipo no se puede construir",
        en: "type is not constructible",
    },
    Phrase {
        es: "necesita un tipo o un valor inicial",
        en: "needs a type specifier or initializer",
    },
    Phrase {
        es: "debe ser positivo",
        en: "must be positive",
    },
    Phrase {
        es: "no puede ser negativo",
        en: "must be non-negative",
    },
    Phrase {
        es: "debe ser de tipo `bool`",
        en: "must resolve to `bool`",
    },
    Phrase {
        es: "debe ser de tipo `u32` o `i32`",
        en: "must resolve to `u32` or `i32`",
    },
    Phrase {
        es: "debe ser una potencia de 2",
        en: "must be a power of 2",
    },
    Phrase {
        es: "debe ser al menos {}",
        en: "must be at least {}",
    },
    Phrase {
        es: "debe cerrarse con `*/`",
        en: "must be closed with `*/`",
    },
    Phrase {
        es: "debe ir con un atributo `@workgroup_size`",
        en: "must be paired with a `@workgroup_size` attribute",
    },
    Phrase {
        es: "operando no válido para `&`",
        en: "invalid operand for address-of",
    },
    Phrase {
        es: "una declaración local no se puede llamar",
        en: "local declaration cannot be called",
    },
    Phrase {
        es: "operación no admitida aquí",
        en: "operation not supported here",
    },
    Phrase {
        es: "fuera de un bloque `continuing`",
        en: "not in a continuing block",
    },
    Phrase {
        es: "se llegó al límite en esta llave",
        en: "limit reached at this brace",
    },
    Phrase {
        es: "le falta un argumento de plantilla",
        en: "is missing a template argument",
    },
    Phrase {
        es: "escrito después de la primera declaración global",
        en: "written after first global declaration",
    },
    Phrase {
        es: "las variables locales solo pueden usar el espacio de direcciones `function`",
        en: "local variables can only use 'function' address space",
    },
    Phrase {
        es: "la función `{}` acepta como máximo {} argumento(s)",
        en: "The `{}` function accepts at most {} argument(s)",
    },
    Phrase {
        es: "los tipos escalares válidos son f32, f64, i32, u32 y bool",
        en: "Valid scalar types are f32, f64, i32, u32, bool",
    },
    Phrase {
        es: "usa una asignación descartada: `_ = …`, sin `let` ni `var`",
        en: "Use phony assignment instead (`_ =` notice the absence of `let` or `var`)",
    },
    Phrase {
        es: "el tipo pasado debe ser un puntero a `workgroup`",
        en: "passed type must be a workgroup pointer",
    },
    Phrase {
        es: "el límite de anidamiento es {}",
        en: "nesting limit is currently set to {}",
    },
    Phrase {
        es: "¿querías llamar a la función en una sentencia aparte?",
        en: "perhaps you meant to call the function in a separate statement?",
    },
    Phrase {
        es: "declara un tipo de retorno o quita el atributo",
        en: "declare a return type or remove the attribute",
    },
    Phrase {
        es: "la expresión no se puede convertir al tipo escalar {}: tiene subexpresiones que no son constantes",
        en: "the expression couldn't be converted to have {} scalar type: Subexpression(s) are not constant",
    },
];

/// naga's words for what the grammar expected, in Spanish, replaced in this order;
/// symbols and WGSL words stay.
pub const EXPECTED: &[Phrase] = &[
    Phrase {
        es: "una declaración",
        en: "a declaration",
    },
    Phrase {
        es: "una asignación o un incremento/decremento",
        en: "assignment or increment/decrement",
    },
    Phrase {
        es: "una expresión",
        en: "expression",
    },
    Phrase {
        es: "un identificador",
        en: "identifier",
    },
    Phrase {
        es: "una operación",
        en: "operation",
    },
];

/// What the grammar expects where naga says "global item".
pub const A_DECLARATION: Phrase = Phrase {
    es: "una declaración (`fn`, `var`, `const`, `struct`, `alias`)",
    en: "a declaration (`fn`, `var`, `const`, `struct`, `alias`)",
};
