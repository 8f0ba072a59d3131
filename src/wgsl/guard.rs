//! What Lienzo refuses before naga sees a text: texts too large to be a shader, and
//! nesting deep enough to exhaust the stack of a recursive compiler (naga's WGSL
//! lowering, its GLSL writer, a driver's GLSL parser, the browser's own stack on the
//! web). One pass over the highlighter's tokens (and one to find template lists); the
//! README states the limits, which are Tint's, measured with dawn.node:
//!
//! - the parser depth ([`MAX_PARSE_DEPTH`]): every open `(`, `[`, `{` and template
//!   list `<…>`, plus every unary operator (`!`, `-`, `~`, `&`, `*`) still waiting for
//!   its operand, is a level of Tint's recursive descent; at 128 it stops with
//!   "maximum parser recursive depth reached";
//! - the expression depth ([`MAX_CHAIN`]): operators, member accesses and indexings
//!   chained in one statement;
//! - the statement depth ([`MAX_STATEMENT_DEPTH`]): blocks, compound statements and
//!   `else if` branches, as Tint's resolver counts them.

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::highlight::TokenKind;
#[cfg(test)]
use super::highlight::tokens;
use super::translate::make;

/// Largest shader text Lienzo checks, in bytes.
pub const MAX_SOURCE_BYTES: usize = 512 * 1024;
/// Deepest parser recursion: open parentheses, brackets, braces and template lists plus
/// pending unary operators. Tint accepts 127 and stops at 128.
pub const MAX_PARSE_DEPTH: usize = 127;
/// Deepest statement nesting: each block counts one, each `if`, `loop`, `for`, `while`
/// and `switch` one more, each `else if` of a chain one more. Tint's resolver accepts 127.
pub const MAX_STATEMENT_DEPTH: usize = 127;
/// Most operators, member accesses and indexings in one statement: Tint's "max
/// expression depth" is 512. Each one is a level of recursion for the compilers.
pub const MAX_CHAIN: usize = 512;

/// Refuses a text that could crash a compiler instead of giving a diagnostic.
#[cfg(test)]
pub fn check(source: &str) -> Option<Diagnostic> {
    check_tokens(source, &tokens(source))
}

/// A guard diagnostic from the catalogue: found by Lienzo, not by naga.
fn refused(code: &'static str, source: &str, at: std::ops::Range<usize>, args: &[(&str, &str)]) -> Diagnostic {
    let mut d = make(code, Some(Span::from_bytes(source, at)), args);
    d.source = DiagSource::Lesson;
    d
}

/// The significant tokens: no whitespace, no comments.
fn significant(
    toks: &[(std::ops::Range<usize>, TokenKind)],
) -> impl Iterator<Item = (std::ops::Range<usize>, TokenKind)> + '_ {
    toks.iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .cloned()
}

/// What a token does to the template lists: opens one, closes one, or neither.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Template {
    None,
    Open,
    Close,
}

/// Finds template lists (`array<f32, 4>`, `vec2<f32>`, `var<storage>`) among `toks`
/// (significant tokens), with the WGSL specification's template-list discovery (§3.9):
/// a `<` after a word opens one when a `>` closes it at the same bracket depth before
/// any `;`, `{`, `:`, assignment, `&&` or `||`. Linear in the number of tokens.
fn template_lists(source: &str, toks: &[(std::ops::Range<usize>, TokenKind)]) -> Vec<Template> {
    let mut out = vec![Template::None; toks.len()];
    // Pending `<`: token index and bracket depth.
    let mut pending: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0usize;
    let text = |i: usize| toks.get(i).map_or("", |(r, _)| &source[r.clone()]);
    // The token after `i` touches it: `<=`, `==`, `&&` are one operator.
    let joined = |i: usize, s: &str| {
        toks.get(i + 1)
            .is_some_and(|(r, _)| r.start == toks[i].0.end && text(i + 1) == s)
    };
    let mut i = 0;
    while i < toks.len() {
        let kind = toks[i].1;
        let t = text(i);
        let word = matches!(
            kind,
            TokenKind::Keyword | TokenKind::Type | TokenKind::Builtin | TokenKind::Ident
        );
        if word {
            if text(i + 1) == "<" {
                if joined(i + 1, "<") || joined(i + 1, "=") {
                    i += 3;
                } else {
                    pending.push((i + 1, depth));
                    i += 2;
                }
                continue;
            }
            i += 1;
            continue;
        }
        match t {
            ">" => {
                if let Some(&(open, d)) = pending.last()
                    && d == depth
                {
                    out[open] = Template::Open;
                    out[i] = Template::Close;
                    pending.pop();
                } else if joined(i, "=") {
                    i += 1;
                }
            }
            "(" | "[" => depth += 1,
            ")" | "]" => {
                while pending.last().is_some_and(|&(_, d)| d >= depth) {
                    pending.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "!" if joined(i, "=") => i += 1,
            "=" => {
                if joined(i, "=") {
                    i += 1;
                } else {
                    depth = 0;
                    pending.clear();
                }
            }
            ";" | "{" | ":" => {
                depth = 0;
                pending.clear();
            }
            "&" | "|" if joined(i, t) => {
                while pending.last().is_some_and(|&(_, d)| d >= depth) {
                    pending.pop();
                }
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Refuses a text that could crash a compiler instead of giving a diagnostic, from the
/// text's tokens, already lexed.
#[cfg(test)]
pub(crate) fn check_tokens(source: &str, toks: &[(std::ops::Range<usize>, TokenKind)]) -> Option<Diagnostic> {
    measure_tokens(source, toks).err().map(|d| *d)
}

/// The deepest nesting the guard met in a text it let through: a compiler's recursion
/// on it is bounded by these.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Nesting {
    /// The deepest parser recursion (brackets, template lists, pending unary operators).
    pub parse: usize,
    /// The longest chain of operations in one statement.
    pub chain: usize,
    /// The deepest statement nesting.
    pub statements: usize,
}

impl Nesting {
    /// Nesting any thread's stack holds a compiler's recursion for (a test's 2 MiB
    /// thread in a debug build included): the usual shader, checked where it is asked
    /// for, with no hand-off to the large-stack thread and back.
    pub(crate) fn shallow(self) -> bool {
        self.parse <= 16 && self.chain <= 32 && self.statements <= 16
    }
}

/// [`check_tokens`], and how deep a text it lets through nests (the refusal is boxed:
/// the usual answer is the small one).
pub(crate) fn measure_tokens(
    source: &str,
    toks: &[(std::ops::Range<usize>, TokenKind)],
) -> Result<Nesting, Box<Diagnostic>> {
    if source.len() > MAX_SOURCE_BYTES {
        let size = (source.len() / 1024).to_string();
        let max = (MAX_SOURCE_BYTES / 1024).to_string();
        return Err(Box::new(refused(
            "W0601",
            source,
            0..0,
            &[("size", &size), ("max", &max)],
        )));
    }
    if let Some(nul) = source.find('\0') {
        return Err(Box::new(refused("W0602", source, nul..nul + 1, &[])));
    }
    let toks: Vec<_> = significant(toks).collect();
    let templates = template_lists(source, &toks);
    let mut walk = Walk::default();
    for (i, (range, kind)) in toks.iter().enumerate() {
        let joined = i > 0 && toks[i - 1].0.end == range.start;
        if let Some((code, max)) = walk.step(&source[range.clone()], *kind, templates[i], joined) {
            // Like Tint, the parser depth is reported at the token it could not go
            // into: the one after the last level.
            let at = match toks.get(i + 1) {
                Some((next, _)) if code == "W0603" => next.clone(),
                _ => range.clone(),
            };
            return Err(Box::new(refused(code, source, at, &[("max", &max.to_string())])));
        }
        let (statements, depth, chain) = (walk.frames.last().map_or(0, |f| f.statements), walk.depth(), walk.chain);
        let n = &mut walk.deepest;
        (n.parse, n.chain, n.statements) = (n.parse.max(depth), n.chain.max(chain), n.statements.max(statements));
    }
    Ok(walk.deepest)
}

/// One open bracket: `(`, `[`, `{` or a template list's `<`.
#[derive(Clone, Copy, Default)]
struct Frame {
    open: u8,
    /// Unary operators at this level still waiting for their operand.
    pending: usize,
    /// Statement depth inside this frame.
    statements: usize,
    /// Branches of the `if` chain being read at this level (`if` is 1, each `else if`
    /// one more).
    if_chain: usize,
}

/// The state of the walk over the significant tokens.
#[derive(Default)]
struct Walk {
    /// Open brackets, innermost last.
    frames: Vec<Frame>,
    /// Pending unary operators of every frame.
    pending: usize,
    /// Operations chained in the statement so far.
    chain: usize,
    /// The previous token ended an operand (so `-` after it is binary).
    operand: bool,
    /// The previous token was an operator character (`&&` counts once in the chain).
    prev_op: bool,
    prev_else: bool,
    /// The previous token was a binary `&` (the first character of `&&`).
    binary_amp: bool,
    /// Statement levels the next `{` adds besides its own: 1 after `loop`, `for`,
    /// `while`, `switch`; the chain's branches after `if`, `else if`, `else`.
    head: usize,
    /// The deepest nesting so far.
    deepest: Nesting,
}

impl Walk {
    fn top(&mut self) -> &mut Frame {
        if self.frames.is_empty() {
            self.frames.push(Frame::default());
        }
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    /// Parser depth: open brackets (the module level is not one) and pending unary
    /// operators.
    fn depth(&self) -> usize {
        self.frames.len().saturating_sub(1) + self.pending
    }

    /// Opens a bracket; `Some` when that is one level too many.
    fn open(&mut self, open: u8) -> Option<(&'static str, usize)> {
        let parent = *self.top();
        let statements = if open == b'{' {
            parent.statements + 1 + std::mem::take(&mut self.head)
        } else {
            parent.statements
        };
        self.frames.push(Frame {
            open,
            statements,
            ..Frame::default()
        });
        if self.depth() > MAX_PARSE_DEPTH {
            return Some(("W0603", MAX_PARSE_DEPTH));
        }
        (statements > MAX_STATEMENT_DEPTH).then_some(("W0605", MAX_STATEMENT_DEPTH))
    }

    /// Closes the innermost bracket of kind `open` (and whatever was left open inside
    /// it); a stray closing bracket closes nothing.
    fn close(&mut self, open: u8) {
        if let Some(at) = self.frames.iter().rposition(|f| f.open == open) {
            for f in self.frames.drain(at..) {
                self.pending -= f.pending;
            }
        }
    }

    /// The unary operators of this level got their operand and a binary operator or a
    /// separator follows.
    fn operand_done(&mut self) {
        let top = self.top();
        let done = std::mem::take(&mut top.pending);
        self.pending -= done;
    }

    /// Takes one significant token (`joined`: it touches the one before);
    /// `Some((code, limit))` when a limit is passed here.
    fn step(&mut self, t: &str, kind: TokenKind, template: Template, joined: bool) -> Option<(&'static str, usize)> {
        let mut refused = None;
        // The second `&` of a binary `&&` (or `|` of `||`) is part of that operator.
        let second_of_binary = joined && std::mem::take(&mut self.binary_amp) && t == "&";
        self.binary_amp = t == "&" && self.operand;
        let punct = kind == TokenKind::Punct;
        let op = punct && template == Template::None && "+-*/%&|^<>=!~.[".contains(t);
        let operand = match template {
            Template::Open => {
                refused = self.open(b'<');
                false
            }
            Template::Close => {
                self.close(b'<');
                true
            }
            Template::None if punct => match t {
                "{" => {
                    self.chain = 0;
                    refused = self.open(b'{');
                    false
                }
                "(" | "[" => {
                    refused = self.open(t.as_bytes()[0]);
                    false
                }
                "}" => {
                    self.chain = 0;
                    self.close(b'{');
                    false
                }
                ")" => {
                    self.close(b'(');
                    true
                }
                "]" => {
                    self.close(b'[');
                    true
                }
                "!" | "-" | "~" | "&" | "*" if !self.operand && !second_of_binary => {
                    self.top().pending += 1;
                    self.pending += 1;
                    if self.depth() > MAX_PARSE_DEPTH {
                        refused = Some(("W0603", MAX_PARSE_DEPTH));
                    }
                    false
                }
                _ => {
                    if t == ";" {
                        self.chain = 0;
                    }
                    self.operand_done();
                    false
                }
            },
            Template::None => {
                match t {
                    "if" => {
                        let after_else = self.prev_else;
                        let top = self.top();
                        top.if_chain = if after_else { top.if_chain + 1 } else { 1 };
                        self.head = top.if_chain;
                    }
                    "else" => self.head = self.top().if_chain,
                    "loop" | "for" | "while" | "switch" => self.head = 1,
                    _ => {}
                }
                kind != TokenKind::Keyword || t == "true" || t == "false"
            }
        };
        // A run of operator characters (`&&`, `<<=`) is one operation of the chain.
        if op && !self.prev_op {
            self.chain += 1;
            if self.chain > MAX_CHAIN && refused.is_none() {
                refused = Some(("W0604", MAX_CHAIN));
            }
        }
        self.prev_op = op;
        self.prev_else = t == "else";
        self.operand = operand;
        refused
    }
}

#[cfg(test)]
mod tests;

/// Most elements of an array in the `private` or `function` address space: Tint
/// refuses 65536 ("array count (N) must be less than 65536"). Past it, a driver's
/// compiler may take minutes over one module (a 1 MiB `var<private>` array kept a
/// pipeline build busy for more than three minutes).
pub const MAX_INVOCATION_ARRAY: u32 = 65_536;

/// Refuses, on a parsed module, an array of a variable of each invocation (`private`
/// or `function`) with [`MAX_INVOCATION_ARRAY`] elements or more, at its declaration.
pub(crate) fn invocation_arrays(source: &str, module: &naga::Module) -> Option<Diagnostic> {
    let too_big = |ty: naga::Handle<naga::Type>| -> Option<u32> {
        match module.types[ty].inner {
            naga::TypeInner::Array {
                size: naga::ArraySize::Constant(n),
                ..
            } if n.get() >= MAX_INVOCATION_ARRAY => Some(n.get()),
            _ => None,
        }
    };
    let private = module
        .global_variables
        .iter()
        .filter(|(_, v)| v.space == naga::AddressSpace::Private)
        .map(|(h, v)| (v.ty, module.global_variables.get_span(h), "private"));
    let functions = module
        .functions
        .iter()
        .map(|(_, f)| f)
        .chain(module.entry_points.iter().map(|e| &e.function));
    let locals = functions.flat_map(|f| {
        f.local_variables
            .iter()
            .map(move |(h, v)| (v.ty, f.local_variables.get_span(h), "function"))
    });
    let (count, span, space) = private
        .chain(locals)
        .find_map(|(ty, span, space)| too_big(ty).map(|n| (n, span, space)))?;
    let at = span.to_range().map_or(0..0, |r| {
        // Tint points at the array type; the declaration's span holds it.
        let text = source.get(r.clone()).unwrap_or_default();
        text.find("array").map_or(r.clone(), |i| r.start + i..r.end)
    });
    let (count, max) = (count.to_string(), MAX_INVOCATION_ARRAY.to_string());
    Some(refused(
        "W0606",
        source,
        at,
        &[("count", &count), ("max", &max), ("space", space)],
    ))
}
