//! QuickJS's syntax errors in V8's words. Most of them QuickJS already says as V8 does
//! (`Unexpected token '{'`, `Unexpected identifier 'b'`); these are the ones it says
//! its own way. The place QuickJS gives is the token it stopped at.

use super::{ident_end, is_ident_char, is_name};

/// V8's message for QuickJS's syntax error `message`, found at byte `at` of `text`
/// when the program's text could be read; `None` when V8 says it the same way or this
/// does not know V8's words for it.
pub(super) fn v8_syntax(message: &str, text: Option<(&str, usize)>) -> Option<String> {
    if let Some(token) = message
        .strip_prefix("unexpected token in expression: '")
        .and_then(|t| t.strip_suffix('\''))
    {
        return Some(if token.is_empty() {
            "Unexpected end of input".to_owned()
        } else {
            format!("Unexpected token '{token}'")
        });
    }
    let fixed = match message {
        "unexpected end of string"
        | "invalid number literal"
        | "unexpected end of comment"
        | "unexpected character"
        | "invalid first character of private name" => "Invalid or unexpected token",
        "return not in a function" => "Illegal return statement",
        "invalid assignment left-hand side" => "Invalid left-hand side in assignment",
        "invalid for in/of left hand-side" => "Invalid left-hand side in for-loop",
        "expecting catch or finally" => "Missing catch or finally after try",
        "continue must be inside loop" => "Illegal continue statement: no surrounding iteration statement",
        "break must be inside loop or switch" => "Illegal break statement",
        "line terminator not allowed after throw" => "Illegal newline after throw",
        "rest element must be the last one" => "Rest element must be last element",
        "unexpected line terminator in regexp" | "unexpected end of regexp" => "Invalid regular expression: missing /",
        "super() is only valid in a derived class constructor" => "'super' keyword unexpected here",
        "expected '}' after template expression" => "Missing } in template expression",
        "class statement requires a name" => "Unexpected token '{'",
        "new.target only allowed within functions" => "new.target expression is not allowed here",
        _ => "",
    };
    if !fixed.is_empty() {
        return Some(fixed.to_owned());
    }
    let (text, at) = text?;
    let at = super::skip_space(text, at.min(text.len()));
    if message.starts_with("invalid redefinition of ") {
        // The place is the name declared again, or just after it.
        let after = &text[at..ident_end(text, at)];
        let before = text[..at].trim_end();
        let name = if after.is_empty() {
            &before[before.trim_end_matches(is_ident_char).len()..]
        } else {
            after
        };
        return is_name(name).then(|| format!("Identifier '{name}' has already been declared"));
    }
    match message {
        // `1++` is placed at its operator, `++1` after its operand.
        "invalid increment/decrement operand" => Some(
            if text[at..].starts_with("++") || text[at..].starts_with("--") {
                "Invalid left-hand side expression in postfix operation"
            } else {
                "Invalid left-hand side expression in prefix operation"
            }
            .to_owned(),
        ),
        // A statement that goes on where it should have ended: V8 names the token.
        "expecting ';'" => unexpected(text, at),
        // `const c;` (the place is after the name).
        "missing initializer for variable" => {
            let before = text[..at].trim_end();
            let name_start = before.trim_end_matches(is_ident_char).len();
            let keyword = before[..name_start].trim_end();
            (name_start < before.len()
                && keyword.ends_with("const")
                && !keyword[..keyword.len() - 5].ends_with(is_ident_char))
            .then(|| "Missing initializer in const declaration".to_owned())
        }
        // `const {a};`, `let [b];` (the place is the pattern).
        "variable name expected" if text[at..].starts_with(['{', '[']) => {
            let before = text[..at].trim_end();
            ["const", "let", "var"]
                .iter()
                .any(|k| before.strip_suffix(k).is_some_and(|b| !b.ends_with(is_ident_char)))
                .then(|| "Missing initializer in destructuring declaration".to_owned())
        }
        _ => None,
    }
}

/// V8's words for the token at `at` that no rule expected.
fn unexpected(text: &str, at: usize) -> Option<String> {
    let rest = &text[at..];
    let first = rest.chars().next()?;
    if first.is_ascii_digit() {
        return Some("Unexpected number".to_owned());
    }
    if first == '"' || first == '\'' {
        return Some("Unexpected string".to_owned());
    }
    if first == '`' {
        return Some("Unexpected template string".to_owned());
    }
    let word = &rest[..ident_end(text, at) - at];
    if word.is_empty() {
        // Punctuation: as long as the longest operator that starts here.
        const PUNCTUATORS: [&str; 12] = ["===", "!==", "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "++", "--"];
        let token = PUNCTUATORS
            .iter()
            .find(|p| rest.starts_with(*p))
            .map_or(&rest[..first.len_utf8()], |p| p);
        return Some(format!("Unexpected token '{token}'"));
    }
    // Reserved words: V8 says them by the script's mode, which is not known here.
    if STRICT.contains(&word) {
        return None;
    }
    Some(if KEYWORDS.contains(&word) {
        format!("Unexpected token '{word}'")
    } else {
        format!("Unexpected identifier '{word}'")
    })
}

/// Words reserved in strict code, which V8 words by the script's mode.
const STRICT: [&str; 11] = [
    "let",
    "static",
    "yield",
    "await",
    "implements",
    "interface",
    "package",
    "private",
    "protected",
    "public",
    "arguments",
];

/// The words V8 calls tokens rather than identifiers.
const KEYWORDS: [&str; 36] = [
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "enum",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "new",
    "null",
    "return",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
];

#[cfg(test)]
mod tests {
    use super::super::tests::marked;
    use super::v8_syntax;

    /// V8's message for QuickJS's, found at the first `^` of `text` (removed).
    fn at(message: &str, text: &str) -> Option<String> {
        let (text, offset) = marked(text);
        v8_syntax(message, Some((&text, offset)))
    }

    /// Each pair as QuickJS and Node's V8 (Chromium's engine) say it for the same module.
    #[test]
    fn syntax_errors_read_as_v8_words_them() {
        let said = |m| v8_syntax(m, None);
        assert_eq!(
            said("unexpected token in expression: ';'").as_deref(),
            Some("Unexpected token ';'")
        );
        assert_eq!(
            said("unexpected token in expression: ''").as_deref(),
            Some("Unexpected end of input")
        );
        assert_eq!(
            said("unexpected end of string").as_deref(),
            Some("Invalid or unexpected token")
        );
        assert_eq!(
            said("invalid number literal").as_deref(),
            Some("Invalid or unexpected token")
        );
        assert_eq!(
            said("return not in a function").as_deref(),
            Some("Illegal return statement")
        );
        assert_eq!(said("Unexpected identifier 'b'"), None, "already V8's");
        assert_eq!(
            said("continue must be inside loop").as_deref(),
            Some("Illegal continue statement: no surrounding iteration statement")
        );
        assert_eq!(
            at("invalid increment/decrement operand", "x + 1^++;").as_deref(),
            Some("Invalid left-hand side expression in postfix operation")
        );
        assert_eq!(
            at("invalid increment/decrement operand", "++1^;").as_deref(),
            Some("Invalid left-hand side expression in prefix operation")
        );
        assert_eq!(
            at("invalid redefinition of global identifier", "let a; let a^;").as_deref(),
            Some("Identifier 'a' has already been declared")
        );
        assert_eq!(
            at("invalid redefinition of lexical identifier", "{ const b = 1; let ^b; }").as_deref(),
            Some("Identifier 'b' has already been declared")
        );
        assert_eq!(
            at("missing initializer for variable", "const c^;").as_deref(),
            Some("Missing initializer in const declaration")
        );
        assert_eq!(at("missing initializer for variable", "constant c^;"), None);
        assert_eq!(
            at("variable name expected", "const ^{a};").as_deref(),
            Some("Missing initializer in destructuring declaration")
        );
        assert_eq!(
            at("variable name expected", "let ^[b];").as_deref(),
            Some("Missing initializer in destructuring declaration")
        );
        assert_eq!(at("variable name expected", "let ^1;"), None);
    }

    #[test]
    fn a_statement_that_goes_on_names_the_token() {
        let f = |m: &str| at("expecting ';'", m);
        assert_eq!(
            f("const a = 1 ^const b = 2;").as_deref(),
            Some("Unexpected token 'const'")
        );
        assert_eq!(f("x = 1 ^y = 2;").as_deref(), Some("Unexpected identifier 'y'"));
        assert_eq!(f("x = 1 ^2;").as_deref(), Some("Unexpected number"));
        assert_eq!(f("x = 1 ^\"s\";").as_deref(), Some("Unexpected string"));
        assert_eq!(f("x = 1 ^if (x) {}").as_deref(), Some("Unexpected token 'if'"));
        assert_eq!(
            f("const f = function () {} ^f();").as_deref(),
            Some("Unexpected identifier 'f'")
        );
        assert_eq!(f("x = 1 ^=> 2").as_deref(), Some("Unexpected token '=>'"));
        assert_eq!(f("x = 1 ^let"), None, "V8 words it by the script's mode");
    }
}
