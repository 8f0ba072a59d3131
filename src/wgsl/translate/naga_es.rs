//! naga's own secondary labels and notes, in Spanish. naga writes them in English; a
//! diagnostic carries them beside Lienzo's own headline (the `let` an assignment hits,
//! a previous definition, "consider declaring ... with `var`"). Known sentences are
//! translated here, by template; any other one is marked as naga's English, so a
//! Spanish panel never shows an English line as if it were Lienzo's.

/// Templates: naga's English with `{}` for the parts that stay as they are (names,
/// types, numbers), and the Spanish with the same parts in the same order.
const TEMPLATES: &[(&str, &str)] = &[
    ("this is an immutable binding", "esta declaración es inmutable"),
    (
        "consider declaring `{}` with `var` instead of `let`",
        "declara `{}` con `var` en lugar de `let`",
    ),
    ("definition of `{}`", "definición de `{}`"),
    ("previous definition of `{}`", "definición anterior de `{}`"),
    ("redefinition of `{}`", "nueva definición de `{}`"),
    ("this expression has type {}", "esta expresión es de tipo {}"),
    ("this value of type {}", "este valor de tipo {}"),
    ("reject value of type {}", "valor de rechazo de tipo {}"),
    ("accept value of type {}", "valor aceptado de tipo {}"),
    ("variable used here", "variable usada aquí"),
    ("wrong number of arguments", "número de argumentos incorrecto"),
    ("unexpected argument #{}", "argumento #{} inesperado"),
    ("invalid identifier", "identificador no válido"),
    ("unknown identifier", "identificador desconocido"),
    ("invalid accessor", "acceso no válido"),
    ("invalid component", "componente no válido"),
    ("invalid component type", "tipo de componente no válido"),
    ("type can't be inferred", "no se puede deducir el tipo"),
    ("type is not constructible", "el tipo no se puede construir"),
    (
        "needs a type specifier or initializer",
        "necesita un tipo o un valor inicial",
    ),
    ("must be positive", "debe ser positivo"),
    ("must be non-negative", "no puede ser negativo"),
    ("must resolve to `bool`", "debe ser de tipo `bool`"),
    ("must resolve to `u32` or `i32`", "debe ser de tipo `u32` o `i32`"),
    ("must be a power of 2", "debe ser una potencia de 2"),
    ("must be at least {}", "debe ser al menos {}"),
    ("must be closed with `*/`", "debe cerrarse con `*/`"),
    (
        "must be paired with a `@workgroup_size` attribute",
        "debe ir con un atributo `@workgroup_size`",
    ),
    ("invalid operand for address-of", "operando no válido para `&`"),
    (
        "local declaration cannot be called",
        "una declaración local no se puede llamar",
    ),
    ("operation not supported here", "operación no admitida aquí"),
    ("not in a continuing block", "fuera de un bloque `continuing`"),
    ("limit reached at this brace", "se llegó al límite en esta llave"),
    ("is missing a template argument", "le falta un argumento de plantilla"),
    (
        "written after first global declaration",
        "escrito después de la primera declaración global",
    ),
    (
        "local variables can only use 'function' address space",
        "las variables locales solo pueden usar el espacio de direcciones `function`",
    ),
    (
        "The `{}` function accepts at most {} argument(s)",
        "la función `{}` acepta como máximo {} argumento(s)",
    ),
    (
        "Valid scalar types are f32, f64, i32, u32, bool",
        "los tipos escalares válidos son f32, f64, i32, u32 y bool",
    ),
    (
        "Use phony assignment instead (`_ =` notice the absence of `let` or `var`)",
        "usa una asignación descartada: `_ = …`, sin `let` ni `var`",
    ),
    (
        "passed type must be a workgroup pointer",
        "el tipo pasado debe ser un puntero a `workgroup`",
    ),
    ("nesting limit is currently set to {}", "el límite de anidamiento es {}"),
    (
        "perhaps you meant to call the function in a separate statement?",
        "¿querías llamar a la función en una sentencia aparte?",
    ),
    (
        "declare a return type or remove the attribute",
        "declara un tipo de retorno o quita el atributo",
    ),
    (
        "the expression couldn't be converted to have {} scalar type: Subexpression(s) are not constant",
        "la expresión no se puede convertir al tipo escalar {}: tiene subexpresiones que no son constantes",
    ),
];

/// The parts of `text` that fill the `{}` of `template`, if it matches.
fn fill<'t>(template: &str, text: &'t str) -> Option<Vec<&'t str>> {
    let pieces: Vec<&str> = template.split("{}").collect();
    let mut rest = text.strip_prefix(pieces[0])?;
    let mut holes = Vec::new();
    if pieces.len() == 1 {
        return rest.is_empty().then_some(holes);
    }
    for (i, piece) in pieces.iter().enumerate().skip(1) {
        let last = i == pieces.len() - 1;
        let at = if last {
            rest.strip_suffix(piece).map(str::len)?
        } else {
            rest.find(piece)?
        };
        holes.push(&rest[..at]);
        rest = &rest[at + piece.len()..];
    }
    Some(holes)
}

/// naga's sentence in Spanish: translated when Lienzo knows it, else marked as naga's
/// own English.
pub fn in_spanish(text: &str) -> String {
    for (en, es) in TEMPLATES {
        if let Some(holes) = fill(en, text) {
            let mut out = String::new();
            for (i, piece) in es.split("{}").enumerate() {
                if i > 0 {
                    out.push_str(holes.get(i - 1).copied().unwrap_or_default());
                }
                out.push_str(piece);
            }
            return out;
        }
    }
    format!("{text} (texto de naga, en inglés)")
}

#[cfg(test)]
mod tests {
    use super::in_spanish;

    #[test]
    fn naga_sentences_come_out_in_spanish_or_marked_as_english() {
        assert_eq!(
            in_spanish("consider declaring `color` with `var` instead of `let`"),
            "declara `color` con `var` en lugar de `let`"
        );
        assert_eq!(
            in_spanish("this is an immutable binding"),
            "esta declaración es inmutable"
        );
        assert_eq!(
            in_spanish("The `atan` function accepts at most 1 argument(s)"),
            "la función `atan` acepta como máximo 1 argumento(s)"
        );
        assert_eq!(in_spanish("definition of `x`"), "definición de `x`");
        assert_eq!(
            in_spanish("something naga says"),
            "something naga says (texto de naga, en inglés)"
        );
        // A template with no hole matches only the whole sentence.
        assert!(in_spanish("this is an immutable binding, really").contains("en inglés"));
    }
}
