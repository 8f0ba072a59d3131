//! The engine's own errors in the words Chromium (V8) gives them. QuickJS says "not a
//! function" where V8 names the callee ("adapter.requestAdapterInfo is not a
//! function"), "cannot read property 'x' of undefined" where V8 says "Cannot read
//! properties of undefined (reading 'x')": a student searching the web for the message,
//! or a page comparing it, finds V8's. An error the page does not catch is said in
//! V8's words (`describe` in `shared.rs`); `error.message` itself stays the engine's (a
//! hook where QuickJS makes each error, `Error.prepareStackTrace`, cannot run when the
//! stack overflows, and that error would lose its place). The callee is read from the
//! program's text at the error's place, which QuickJS puts at the called member's name
//! or at the start of the callee.

mod syntax;

/// V8's message for QuickJS's error `name: message`, thrown at byte `at` of `text` (the
/// program's module, when it could be read) by the function `frame` (the first of the
/// error's stack: a native method's name, or a class constructor's); `None` when V8
/// says it the same way or this does not know V8's words for it.
pub(super) fn v8_message(
    name: &str,
    message: &str,
    text: Option<(&str, usize)>,
    frame: Option<&str>,
) -> Option<String> {
    if name == "SyntaxError" {
        return syntax::v8_syntax(message, text);
    }
    if let Some(words) = frame.and_then(|frame| by_frame(message, frame)) {
        return Some(words);
    }
    v8_runtime(message, text)
}

/// The messages V8 words by the function that threw.
fn by_frame(message: &str, frame: &str) -> Option<String> {
    let words = match (message, frame) {
        ("class constructors must be invoked with 'new'", class) if is_name(class) => {
            return Some(format!("Class constructor {class} cannot be invoked without 'new'"));
        }
        ("invalid number of digits", "toFixed") => "toFixed() digits argument must be between 0 and 100",
        ("invalid number of digits", "toPrecision") => "toPrecision() argument must be between 1 and 100",
        ("invalid number of digits", "toExponential") => "toExponential() argument must be between 0 and 100",
        _ => return None,
    };
    Some(words.to_owned())
}

fn v8_runtime(message: &str, text: Option<(&str, usize)>) -> Option<String> {
    if let Some(rest) = message.strip_prefix("cannot read property '")
        && let Some((name, of)) = rest.rsplit_once("' of ")
    {
        return Some(format!("Cannot read properties of {of} (reading '{name}')"));
    }
    if let Some(rest) = message.strip_prefix("cannot set property '")
        && let Some((name, of)) = rest.rsplit_once("' of ")
    {
        return Some(format!("Cannot set properties of {of} (setting '{name}')"));
    }
    if let Some(name) = message.strip_suffix(" is not initialized")
        && is_name(name)
    {
        return Some(format!("Cannot access '{name}' before initialization"));
    }
    let fixed = match message {
        "empty array" => Some("Reduce of empty array with no initial value"),
        "invalid array length" => Some("Invalid array length"),
        "cannot convert symbol to string" => Some("Cannot convert a Symbol value to a string"),
        "cannot convert symbol to number" => Some("Cannot convert a Symbol value to a number"),
        _ => None,
    };
    if let Some(fixed) = fixed {
        return Some(fixed.to_owned());
    }
    let (text, at) = text?;
    let at = skip_space(text, at.min(text.len()));
    match message {
        "not a function" => {
            let callee = Callee::at(text, at)?;
            Some(if callee.constructed {
                format!("{} is not a constructor", callee.shown)
            } else {
                format!("{} is not a function", callee.shown)
            })
        }
        "value is not iterable" => {
            // The place is the value, or the `for` whose `of` it follows (or its `(`).
            let before = text[..at].trim_end();
            let at = if text[at..].starts_with('(')
                && before.strip_suffix("for").is_some_and(|b| !b.ends_with(is_ident_char))
            {
                before.len() - 3
            } else {
                at
            };
            let at = if text[at..].starts_with("for") && !text[at + 3..].starts_with(is_ident_char) {
                let open = at + text[at..].find('(')?;
                let head = &text[open + 1..close_of(text, open)? - 1];
                let of = head.rfind(" of ")?;
                skip_space(text, open + 1 + of + " of ".len())
            } else {
                at
            };
            // QuickJS places some at the function around the loop: no value there.
            if text[at..].starts_with('(') {
                return None;
            }
            let end = chain_end(text, at)?;
            Some(format!("{} is not iterable", render(&text[at..end])))
        }
        // `o.x = 1` on an object that takes no new property (the place is the object).
        "object is not extensible" => {
            let end = chain_end(text, at)?;
            let after = text[end..].trim_start();
            let assigned = after.starts_with('=') && !after.starts_with("==") && !after.starts_with("=>");
            let (_, name) = text[at..end].rsplit_once('.')?;
            let name = name.trim();
            (assigned && is_name(name)).then(|| format!("Cannot add property {name}, object is not extensible"))
        }
        _ if message.starts_with("private class field '") => {
            // Read or written: the place is the object whose class did not declare it.
            let field = message
                .strip_prefix("private class field '")?
                .strip_suffix("' does not exist")?;
            let line_end = text[at..].find('\n').map_or(text.len(), |n| at + n);
            let found = at + text[at..line_end].find(field)?;
            let after = text[found + field.len()..].trim_start();
            let written = after.starts_with('=') && !after.starts_with("==") && !after.starts_with("=>");
            Some(if written {
                format!("Cannot write private member {field} to an object whose class did not declare it")
            } else {
                format!("Cannot read private member {field} from an object whose class did not declare it")
            })
        }
        _ => {
            // `'c' is read-only`: a constant assigned (the place is its name), or a
            // read-only property of an object (the place is the object).
            let name = message.strip_prefix('\'')?.strip_suffix("' is read-only")?;
            let here = ident_end(text, at);
            if &text[at..here] == name && !preceded_by_dot(text, at) {
                Some("Assignment to constant variable.".to_owned())
            } else {
                Some(format!(
                    "Cannot assign to read only property '{name}' of object '#<Object>'"
                ))
            }
        }
    }
}

/// A callee as V8 prints it, and whether it was called with `new`.
struct Callee {
    shown: String,
    constructed: bool,
}

impl Callee {
    /// The callee whose call failed at byte `at` of `text`.
    fn at(text: &str, at: usize) -> Option<Self> {
        // A computed member (`o[k]()`) is placed at its `[` or at the key inside.
        let open = if text[at..].starts_with('[') {
            Some(at)
        } else {
            let before = text[..at].trim_end();
            before.ends_with('[').then(|| before.len() - 1)
        };
        let at = match open {
            Some(open) => {
                let object_end = text[..open].trim_end().len();
                let name_start = text[..object_end]
                    .char_indices()
                    .rev()
                    .take_while(|(_, c)| is_ident_char(*c))
                    .last()
                    .map(|(i, _)| i)?;
                chain_start(text, name_start)
            }
            None => at,
        };
        let end = chain_end(text, at)?;
        let start = chain_start(text, at);
        let raw = &text[start..end];
        let before = text[..start].trim_end();
        let after_new = before.strip_suffix("new").is_some_and(|b| !b.ends_with(is_ident_char));
        if after_new {
            // `new a.B()` constructs `a.B`; in `new K().z()` the constructed object is
            // V8's "(intermediate value)", whose `z` is called.
            return Some(match split_call(raw) {
                None => Self {
                    shown: render(raw),
                    constructed: true,
                },
                Some(rest) => Self {
                    shown: format!("(intermediate value){}", render_tail(rest)),
                    constructed: false,
                },
            });
        }
        Some(Self {
            shown: render(raw),
            constructed: false,
        })
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_ident_char) && !s.starts_with(|c: char| c.is_ascii_digit())
}

fn skip_space(text: &str, mut at: usize) -> usize {
    while let Some(c) = text[at..].chars().next()
        && c.is_whitespace()
    {
        at += c.len_utf8();
    }
    at
}

fn ident_end(text: &str, at: usize) -> usize {
    text[at..]
        .find(|c: char| !is_ident_char(c))
        .map_or(text.len(), |n| at + n)
}

fn preceded_by_dot(text: &str, at: usize) -> bool {
    text[..at].trim_end().ends_with('.')
}

/// The byte after the bracket that closes the one at `at` (`(` or `[`), skipping
/// strings.
fn close_of(text: &str, at: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in text[at..].char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(at + i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The byte of the bracket that opens the one that closes just before `end`.
fn open_of(text: &str, end: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text[..end].char_indices().rev() {
        match c {
            ')' | ']' | '}' => depth += 1,
            '(' | '[' | '{' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Where the member chain that starts at `at` ends: names, `.name`, `?.name` and
/// `[…]`, up to the call's `(` (or a tagged template's backtick).
fn chain_end(text: &str, at: usize) -> Option<usize> {
    let mut end = ident_end(text, at);
    if end == at {
        // A literal or a parenthesized value: V8 prints what it is, the chain goes on.
        let first = text[at..].chars().next()?;
        end = if first == '(' || first == '[' {
            close_of(text, at)?
        } else {
            text[at..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                .map_or(text.len(), |n| at + n)
        };
        if end == at {
            return None;
        }
    }
    loop {
        let next = skip_space(text, end);
        let rest = &text[next..];
        if let Some(after) = rest.strip_prefix("?.").or_else(|| rest.strip_prefix('.')) {
            let name = text.len() - after.len();
            let name = skip_space(text, name);
            let name_end = ident_end(text, name);
            if name_end == name {
                return Some(end);
            }
            end = name_end;
        } else if rest.starts_with('[') {
            end = close_of(text, next)?;
        } else {
            return Some(end);
        }
    }
}

/// Where the member chain that `at` is in starts: back over `.`, `?.`, names, `[…]`
/// and calls' `(…)`.
fn chain_start(text: &str, at: usize) -> usize {
    let mut start = at;
    loop {
        let before = text[..start].trim_end();
        let dot = before
            .strip_suffix("?.")
            .or_else(|| before.strip_suffix('.'))
            .filter(|b| !b.ends_with('.'));
        let Some(object) = dot else { return start };
        let mut end = object.trim_end().len();
        // The object: a name, or something closed by `)` or `]` (a call's arguments, a
        // computed member, a parenthesized value), each perhaps after more of the chain.
        loop {
            let prev = text[..end].chars().next_back();
            match prev {
                Some(')' | ']') => match open_of(text, end) {
                    Some(open) => {
                        end = text[..open].trim_end().len();
                        let ends_name = text[..end].ends_with(is_ident_char);
                        let ends_close = text[..end].ends_with([')', ']']);
                        if !(ends_name || ends_close) {
                            // A parenthesized value starts the chain.
                            return open;
                        }
                    }
                    None => return start,
                },
                Some(c) if is_ident_char(c) => {
                    let name_start = text[..end]
                        .char_indices()
                        .rev()
                        .take_while(|(_, c)| is_ident_char(*c))
                        .last()
                        .map_or(end, |(i, _)| i);
                    start = name_start;
                    break;
                }
                _ => return start,
            }
        }
    }
}

/// `raw` past its first call's arguments (`K().z` → `.z`), when it has a call.
fn split_call(raw: &str) -> Option<&str> {
    let open = raw.find('(')?;
    let close = close_of(raw, open)?;
    Some(&raw[close..])
}

/// A chain as V8's messages print it: calls' arguments as `(...)`, `o["m"]` as `o.m`, a
/// parenthesized value as `(intermediate value)`.
fn render(raw: &str) -> String {
    let raw = raw.trim();
    if raw.starts_with('(') {
        let Some(close) = close_of(raw, 0) else {
            return raw.to_owned();
        };
        return format!("(intermediate value){}", render_tail(&raw[close..]));
    }
    let head = ident_end(raw, 0);
    if head == 0 {
        return raw.to_owned();
    }
    format!("{}{}", &raw[..head], render_tail(&raw[head..]))
}

/// The members and calls after a chain's head.
fn render_tail(mut rest: &str) -> String {
    let mut out = String::new();
    loop {
        rest = rest.trim_start();
        let Some(first) = rest.chars().next() else { return out };
        match first {
            '(' | '[' => {
                let Some(close) = close_of(rest, 0) else {
                    out.push_str(rest);
                    return out;
                };
                let inner = rest[1..close - 1].trim();
                if first == '(' {
                    out.push_str("(...)");
                } else if let Some(key) = string_key(inner) {
                    out.push('.');
                    out.push_str(key);
                } else {
                    out.push('[');
                    out.push_str(inner);
                    out.push(']');
                }
                rest = &rest[close..];
            }
            '?' | '.' => {
                let dots = if rest.starts_with("?.") { "?." } else { "." };
                out.push_str(dots);
                rest = rest[dots.len()..].trim_start();
                let end = ident_end(rest, 0);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
                if end == 0 {
                    return out;
                }
            }
            _ => {
                out.push_str(rest);
                return out;
            }
        }
    }
}

/// The name inside `"m"` or `'m'`, when it is a plain name.
fn string_key(inner: &str) -> Option<&str> {
    let q = inner.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let key = inner.strip_prefix(q)?.strip_suffix(q)?;
    is_name(key).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::v8_message;

    /// A program's text with its first `^` removed, and that `^`'s byte.
    pub(super) fn marked(text: &str) -> (String, usize) {
        (text.replacen('^', "", 1), text.find('^').unwrap())
    }

    /// V8's message for QuickJS's, thrown at the first `^` of `text` (removed).
    fn at(message: &str, text: &str) -> Option<String> {
        let (text, offset) = marked(text);
        v8_message("TypeError", message, Some((&text, offset)), None)
    }

    #[test]
    fn messages_that_need_no_program_text() {
        let said = |m| v8_message("TypeError", m, None, None);
        assert_eq!(
            said("cannot read property 'b' of undefined").as_deref(),
            Some("Cannot read properties of undefined (reading 'b')")
        );
        assert_eq!(
            said("cannot set property 'x' of null").as_deref(),
            Some("Cannot set properties of null (setting 'x')")
        );
        assert_eq!(
            said("q is not initialized").as_deref(),
            Some("Cannot access 'q' before initialization")
        );
        assert_eq!(
            said("empty array").as_deref(),
            Some("Reduce of empty array with no initial value")
        );
        assert_eq!(said("f is not defined"), None);
        // Without the text, a callee cannot be named: QuickJS's words stay.
        assert_eq!(said("not a function"), None);
    }

    /// The messages V8 words by the function that threw: QuickJS's stack begins with it.
    #[test]
    fn messages_that_name_the_function_that_threw() {
        let by = |m, frame| v8_message("RangeError", m, None, Some(frame));
        assert_eq!(
            by("class constructors must be invoked with 'new'", "Named").as_deref(),
            Some("Class constructor Named cannot be invoked without 'new'")
        );
        assert_eq!(
            by("invalid number of digits", "toFixed").as_deref(),
            Some("toFixed() digits argument must be between 0 and 100")
        );
        assert_eq!(
            by("invalid number of digits", "toPrecision").as_deref(),
            Some("toPrecision() argument must be between 1 and 100")
        );
        assert_eq!(by("invalid number of digits", "<anonymous>"), None);
        // A frame these are not worded by does not get in the way.
        let at = |m, text: &str| {
            let (text, offset) = marked(text);
            v8_message("TypeError", m, Some((&text, offset)), Some("<anonymous>"))
        };
        assert_eq!(
            at(
                "object is not extensible",
                "const o = Object.preventExtensions({}); ^o.x = 1;"
            )
            .as_deref(),
            Some("Cannot add property x, object is not extensible")
        );
        assert_eq!(at("object is not extensible", "^Object.setPrototypeOf(o, {});"), None);
        assert_eq!(
            at("private class field '#x' does not exist", "return ^o.#x;").as_deref(),
            Some("Cannot read private member #x from an object whose class did not declare it")
        );
        assert_eq!(
            at("private class field '#x' does not exist", "^o.#x = 2;").as_deref(),
            Some("Cannot write private member #x to an object whose class did not declare it")
        );
        assert_eq!(
            at("private class field '#x' does not exist", "^o.#x == 2;").as_deref(),
            Some("Cannot read private member #x from an object whose class did not declare it")
        );
    }

    /// Each callee as Chromium 14x names it (`tests/pages/engine-errors`).
    #[test]
    fn a_callee_is_named_as_v8_names_it() {
        let f = |m: &str| at("not a function", m);
        assert_eq!(f("const f = 3;\n^f();").as_deref(), Some("f is not a function"));
        assert_eq!(f("^a[0]();").as_deref(), Some("a[0] is not a function"));
        assert_eq!(f("g().^h();").as_deref(), Some("g(...).h is not a function"));
        assert_eq!(
            f("new K().^z();").as_deref(),
            Some("(intermediate value).z is not a function")
        );
        assert_eq!(f("o?.p.^q();").as_deref(), Some("o?.p.q is not a function"));
        assert_eq!(f("x;^ o[\"m\"]();").as_deref(), Some("o.m is not a function"));
        assert_eq!(f("^o[k]();").as_deref(), Some("o[k] is not a function"));
        assert_eq!(f("  o.^m(1, 2);").as_deref(), Some("o.m is not a function"));
        assert_eq!(
            f("const x = await adapter.^requestAdapterInfo();").as_deref(),
            Some("adapter.requestAdapterInfo is not a function")
        );
        assert_eq!(f("o\n  .^m();").as_deref(), Some("o.m is not a function"));
        assert_eq!(f("o.^f``;").as_deref(), Some("o.f is not a function"));
        assert_eq!(f("new ^X();").as_deref(), Some("X is not a constructor"));
        assert_eq!(f("new ^o.C();").as_deref(), Some("o.C is not a constructor"));
        assert_eq!(f("const k = 1; o^[k]();").as_deref(), Some("o[k] is not a function"));
        assert_eq!(f("o.a[^k]();").as_deref(), Some("o.a[k] is not a function"));
        assert_eq!(f("x = 1;^ ;").as_deref(), None, "no callee at the place, no guess");
    }

    #[test]
    fn constants_and_read_only_properties() {
        assert_eq!(
            at("'c' is read-only", "const c = 1; ^c = 2;").as_deref(),
            Some("Assignment to constant variable.")
        );
        assert_eq!(
            at("'a' is read-only", "^o.a = 2;").as_deref(),
            Some("Cannot assign to read only property 'a' of object '#<Object>'")
        );
        assert_eq!(
            at("value is not iterable", "for (const v of ^o) {}").as_deref(),
            Some("o is not iterable")
        );
        assert_eq!(
            at("value is not iterable", "^for (const v of 5) {}").as_deref(),
            Some("5 is not iterable")
        );
        assert_eq!(
            at("value is not iterable", "() => { for ^(const v of 5) {} }").as_deref(),
            Some("5 is not iterable")
        );
        assert_eq!(at("value is not iterable", "^() => { for (const v of 5) {} }"), None);
    }
}
