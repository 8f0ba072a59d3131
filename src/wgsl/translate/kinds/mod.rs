//! Every variant of naga's errors, with its code: the parser's, found by the sentence
//! naga writes for it ([`parse`], [`shown`]), and the validator's, found by the enum and the variant
//! ([`valid`], [`valid_code`]). A test reads naga's own source and fails on a variant or
//! an enum that these tables miss, so a newer naga cannot show a student its own text.

mod parse;
mod shown;
#[cfg(test)]
mod tests;
mod valid;
mod valid_code;

/// One of naga's error enums: the file of naga's source it is declared in, its name, and
/// its variants.
pub(crate) struct Kinds {
    #[cfg_attr(not(test), expect(dead_code, reason = "the test against naga's source reads it"))]
    pub(crate) file: &'static str,
    pub(crate) name: &'static str,
    pub(crate) variants: &'static [Variant],
}

/// A variant: its name, its code, and (for the parser's errors) the sentence naga writes
/// for it, `{}` for the parts that vary; empty where naga shows another error's text.
pub(crate) struct Variant(
    pub(crate) &'static str,
    pub(crate) &'static str,
    pub(crate) &'static str,
);

/// The parser's error and the errors whose text it shows.
pub(crate) fn parse() -> impl Iterator<Item = &'static Kinds> {
    std::iter::once(&parse::ERROR).chain(shown::SHOWN)
}

/// The validator's enums.
pub(crate) fn validation() -> impl Iterator<Item = &'static Kinds> {
    valid::DECLARATIONS.iter().chain(valid_code::FUNCTIONS)
}

/// The code of the variant `variant` of the validator's enum `name`.
pub(crate) fn code(name: &str, variant: &str) -> Option<&'static str> {
    validation()
        .filter(|k| k.name == name)
        .flat_map(|k| k.variants)
        .find(|v| v.0 == variant)
        .map(|v| v.1)
}

/// The code of a parse error by naga's sentence: the variant whose sentence it matches,
/// the one with the most fixed text when several do.
pub(crate) fn parse_code(message: &str) -> Option<&'static str> {
    parse()
        .flat_map(|k| k.variants)
        .filter(|v| !v.2.is_empty() && matches(v.2, message))
        .max_by_key(|v| v.2.replace("{}", "").len())
        .map(|v| v.1)
}

/// Whether `message` is `pattern` with any text in each `{}`, and anything after it
/// (naga joins some sentences from several pieces; the table keeps the first).
pub(crate) fn matches(pattern: &str, message: &str) -> bool {
    let mut pieces = pattern.split("{}");
    let Some(first) = pieces.next() else {
        return true;
    };
    let Some(mut rest) = message.strip_prefix(first) else {
        return false;
    };
    for piece in pieces {
        if piece.is_empty() {
            continue;
        }
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}
