//! The WGSL editor: monospace, line numbers, syntax colours, tab indents, and the exact
//! span of every problem underlined. A disk conflict is asked about above it.

use std::sync::Arc;

use eframe::egui;
use egui::text::{CCursor, CCursorRange, LayoutJob, TextFormat};

use crate::wgsl::{Diagnostic, Severity, TokenKind, tokens};

use super::command::Command;
use super::state::{AppState, Tab};
use crate::text::ui as say;

/// JavaScript's reserved words and the few names a host program leans on, coloured
/// as keywords in the program's tab (the lexer is WGSL's: numbers and comments agree).
const JS_KEYWORDS: &[&str] = &[
    "async",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "from",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "let",
    "new",
    "null",
    "of",
    "return",
    "static",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "undefined",
    "var",
    "void",
    "while",
    "yield",
];

/// Byte ranges of JavaScript's string literals ('…', "…" and `…`, escapes kept
/// inside), found by a scan that steps over `//` and `/* */` comments.
fn js_strings(text: &str) -> Vec<std::ops::Range<usize>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(bytes.len(), |n| i + 2 + n + 2);
            }
            q @ (b'"' | b'\'' | b'`') => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != q && (q == b'`' || bytes[i] != b'\n') {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(bytes.len());
                out.push(start..i);
            }
            _ => i += 1,
        }
    }
    out
}

/// Salt of the editor's text edit ids (tests find it by this label too).
pub const EDITOR_ID: &str = "wgsl_editor";

/// The text edit of one lesson's file. Each lesson (and each of its files) has an id of
/// its own, so egui keeps one cursor and one undo history per file: an undo never
/// brings another lesson's text into this one.
pub fn editor_id(lesson: &str, file: &str) -> egui::Id {
    egui::Id::unique((EDITOR_ID, lesson, file))
}

fn color(kind: TokenKind, dark: bool) -> egui::Color32 {
    use egui::Color32 as C;
    match (kind, dark) {
        (TokenKind::Keyword, true) => C::from_rgb(198, 120, 221),
        (TokenKind::Keyword, false) => C::from_rgb(150, 40, 170),
        (TokenKind::Type, true) => C::from_rgb(229, 192, 123),
        (TokenKind::Type, false) => C::from_rgb(160, 100, 0),
        (TokenKind::Attribute, true) => C::from_rgb(86, 182, 194),
        (TokenKind::Attribute, false) => C::from_rgb(0, 120, 140),
        (TokenKind::Number, true) => C::from_rgb(209, 154, 102),
        (TokenKind::Number, false) => C::from_rgb(170, 80, 0),
        (TokenKind::Comment, true) => C::from_rgb(110, 120, 130),
        (TokenKind::Comment, false) => C::from_rgb(120, 120, 120),
        (TokenKind::Builtin, true) => C::from_rgb(97, 175, 239),
        (TokenKind::Builtin, false) => C::from_rgb(20, 90, 190),
        (_, true) => C::from_rgb(220, 223, 228),
        (_, false) => C::from_rgb(30, 30, 30),
    }
}

/// Underlined spans of the problems: byte range, and whether it is an error. `problems`
/// were found in `checked`, which may be older than the editor's `text` (a build is in
/// flight): a span is kept only where the two texts still agree, up to the first byte
/// that changed, so an underline never lands on the wrong characters.
fn problem_spans(problems: &[Diagnostic], checked: &str, text: &str) -> Vec<(std::ops::Range<usize>, bool)> {
    let same = checked.bytes().zip(text.bytes()).take_while(|(a, b)| a == b).count();
    let valid = if checked.len() == text.len() && same == text.len() {
        usize::MAX
    } else {
        same
    };
    problems
        .iter()
        .filter_map(|d| {
            d.span
                .as_ref()
                .filter(|s| s.end.max(s.start + 1) <= valid)
                .map(|s| (s.start..s.end.max(s.start + 1), d.severity == Severity::Error))
        })
        .collect()
}

/// The layout job, remembered while its inputs stay the same (as
/// `egui_extras::syntax_highlighting` does): a repaint without an edit does not lex
/// the text again.
#[derive(Default)]
struct Highlighter;

type Spans<'a> = &'a [(std::ops::Range<usize>, bool)];

impl egui::cache::ComputerMut<(&str, Spans<'_>, &egui::FontId, bool, bool), LayoutJob> for Highlighter {
    fn compute(&mut self, (text, spans, font, dark, js): (&str, Spans<'_>, &egui::FontId, bool, bool)) -> LayoutJob {
        spans_layout_job(text, spans, font, dark, js)
    }
}

type HighlightCache = egui::cache::FrameCache<LayoutJob, Highlighter>;

/// Builds the coloured, underlined layout of the text.
fn spans_layout_job(text: &str, spans: Spans<'_>, font: &egui::FontId, dark: bool, js: bool) -> LayoutJob {
    let mut job = LayoutJob::default();
    let strings = if js { js_strings(text) } else { Vec::new() };
    for (range, kind) in tokens(text) {
        // In JavaScript strings, numbers, comments and JavaScript's own words have a
        // colour (strings take the types' colour; WGSL has no strings).
        let kind = match kind {
            _ if strings.iter().any(|s| s.start <= range.start && range.start < s.end) => TokenKind::Type,
            TokenKind::Number | TokenKind::Comment => kind,
            _ if js && JS_KEYWORDS.contains(&&text[range.clone()]) => TokenKind::Keyword,
            _ if js => TokenKind::Ident,
            _ => kind,
        };
        // Split each token where a problem span starts or ends, so the underline is exact.
        let mut cuts = vec![range.start, range.end];
        for (s, _) in spans {
            for c in [s.start, s.end] {
                if c > range.start && c < range.end && text.is_char_boundary(c) {
                    cuts.push(c);
                }
            }
        }
        cuts.sort_unstable();
        cuts.dedup();
        for w in cuts.windows(2) {
            let (a, b) = (w[0], w[1]);
            let flagged = spans.iter().find(|(s, _)| s.start < b && a < s.end);
            let mut format = TextFormat::simple(font.clone(), color(kind, dark));
            if let Some((_, is_error)) = flagged {
                let c = if *is_error {
                    egui::Color32::from_rgb(240, 80, 70)
                } else {
                    egui::Color32::from_rgb(230, 180, 60)
                };
                format.underline = egui::Stroke::new(2.0, c);
                format.background = c.gamma_multiply(0.18);
            }
            job.append(&text[a..b], 0.0, format);
        }
    }
    job
}

/// The editor panel (centre bottom). The text edit works on a copy of the buffer's
/// text; an edit is sent as [`Command::SetText`] (applied before the frame's other
/// commands, as the edit happened first). The cursor moves to `app.editor.goto` when there is
/// one (the app clears it after this panel).
pub fn editor_panel(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let doc = app.doc_key().unwrap_or_default();
    let js = app.program_tab();
    if let Some(files) = app.page.files() {
        ui.horizontal(|ui| {
            // A page with no shader file of its own (one opened with *Open page…*)
            // has no Shader tab.
            let shader = files
                .shader
                .as_ref()
                .map(|s| (Tab::Shader, s, say::THE_SHADER_WGSL.get(lang)));
            let program = (
                Tab::Program,
                &files.program,
                say::THE_PAGE_S_PROGRAM_JAVASCRIPT.get(lang),
            );
            for (tab, name, hover) in std::iter::once(program).chain(shader) {
                let dirty = if tab == Tab::Program {
                    app.course.lesson_id.as_deref().map(crate::ui::state::program_key)
                } else {
                    app.course.lesson_id.clone()
                }
                .and_then(|k| app.editor.buffers.get(&k).map(super::buffers::Buffer::dirty))
                .unwrap_or(false);
                let label = if dirty { format!("{name} *") } else { name.clone() };
                if ui
                    .selectable_label(app.editor.tab == tab, label)
                    .on_hover_text(hover)
                    .clicked()
                {
                    cmds.push(Command::SetTab(tab));
                }
            }
        });
    }
    let conflict = app.editor.buffers.get(&doc).and_then(|b| b.conflict.clone());
    if conflict.is_some() {
        egui::Frame::new()
            .fill(ui.visuals().warn_fg_color.gamma_multiply(0.15))
            .inner_margin(6.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(say::THE_FILE_CHANGED_ON_DISK.get(lang));
                    if ui.button(say::KEEP_MINE.get(lang)).clicked() {
                        cmds.push(Command::ResolveConflict(true));
                    }
                    if ui.button(say::LOAD_FROM_DISK.get(lang)).clicked() {
                        cmds.push(Command::ResolveConflict(false));
                    }
                });
            });
    }
    let read_only = app.editor.buffers.get(&doc).and_then(|b| b.read_only.clone());
    if let Some(why) = &read_only {
        egui::Frame::new()
            .fill(ui.visuals().warn_fg_color.gamma_multiply(0.15))
            .inner_margin(6.0)
            .show(ui, |ui| {
                ui.label(format!(
                    "{} {}. {}",
                    say::READ_ONLY.get(lang),
                    why.get(lang),
                    say::LIENZO_SHOWS_IT_AS_IT.get(lang)
                ));
            });
    }
    // Underlines are the shader's problems; the program's are listed in the panel.
    let (problems, checked) = if js { (Vec::new(), "") } else { app.shader_problems() };
    let spans = problem_spans(&problems, checked, app.text());
    let dark = ui.visuals().dark_mode;
    let font = egui::FontId::monospace(13.0);
    let goto = app.editor.goto;
    let id = editor_id(
        app.course.lesson_id.as_deref().unwrap_or_default(),
        if js { "js" } else { "wgsl" },
    );
    let Some(buffer) = app.editor.buffers.get(&doc) else {
        ui.label(say::NO_LESSON_OPEN.get(lang));
        return;
    };
    let mut edited = buffer.text.clone();
    let text = &mut edited;
    let line_count = text.split('\n').count().max(1);
    egui::ScrollArea::both()
        .id_salt("editor_scroll")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                let numbers = (1..=line_count).fold(String::new(), |mut s, n| {
                    use std::fmt::Write as _;
                    let _ = writeln!(s, "{n:>4}");
                    s
                });
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(numbers.trim_end())
                            .font(font.clone())
                            .color(ui.visuals().weak_text_color()),
                    )
                    .selectable(false),
                );
                let mut layouter = |ui: &egui::Ui, buf: &dyn egui::TextBuffer, _wrap: f32| -> Arc<egui::Galley> {
                    let job = ui.memory_mut(|m| {
                        m.caches
                            .cache::<HighlightCache>()
                            .get((buf.as_str(), spans.as_slice(), &font, dark, js))
                            .clone()
                    });
                    ui.fonts_mut(|f| f.layout_job(job))
                };
                let output = egui::TextEdit::multiline(text)
                    .id(id)
                    .interactive(read_only.is_none())
                    .code_editor()
                    .font(font.clone())
                    .lock_focus(true)
                    .desired_width(f32::INFINITY)
                    .desired_rows(line_count.max(12))
                    .layouter(&mut layouter)
                    .show(ui);
                ui.ctx().accesskit_node_builder(output.response.id, |node| {
                    node.set_label(if js { say::JAVASCRIPT_EDITOR } else { say::WGSL_EDITOR }.get(lang));
                });
                // Hovering an underlined span shows its headline and notes.
                if let Some(pointer) = output.response.hover_pos() {
                    let at = output.galley.cursor_from_pos(pointer - output.galley_pos).index;
                    let offset = text.char_indices().nth(at.0).map_or(text.len(), |(i, _)| i);
                    // Only problems still underlined (their text unchanged) have a tip.
                    let hovered = problems.iter().find(|d| {
                        d.span.is_some_and(|s| {
                            spans.iter().any(|(r, _)| r.start == s.start)
                                && s.start <= offset
                                && offset < s.end.max(s.start + 1)
                        })
                    });
                    if let Some(d) = hovered {
                        let d = d.in_lang(lang);
                        let mut tip = match d.code {
                            Some(code) => format!("{code}: {}", d.message),
                            None => d.message.clone(),
                        };
                        for n in &d.notes {
                            tip.push_str("\n= ");
                            tip.push_str(n);
                        }
                        egui::Response::clone(&output.response).on_hover_text_at_pointer(tip);
                    }
                }
                if let Some(offset) = goto {
                    let chars = text.get(..offset).map_or(0, |t| t.chars().count());
                    let mut state = output.state;
                    state
                        .cursor
                        .set_char_range(Some(CCursorRange::one(CCursor::new(chars))));
                    state.store(ui.ctx(), id);
                    output.response.request_focus();
                    let row = text.get(..offset).unwrap_or(text).matches('\n').count();
                    let y = output.galley_pos.y + row as f32 * ui.fonts_mut(|f| f.row_height(&font));
                    ui.scroll_to_rect(
                        egui::Rect::from_min_size(egui::pos2(output.galley_pos.x, y), egui::vec2(1.0, 40.0)),
                        Some(egui::Align::Center),
                    );
                }
            });
        });
    if edited != buffer.text {
        cmds.push(Command::SetText(edited));
    }
}

#[cfg(test)]
mod tests;
