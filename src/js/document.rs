//! A page's HTML, read as a browser reads it for what a host program meets: its elements
//! (tag, attributes, text) for the page's world to build its DOM from, its scripts in
//! the order a browser runs them (classic scripts as the parser meets them, then
//! deferred and module scripts in document order), its import map, and its first
//! `<canvas>`. Tokens come from html5gum, a tokenizer that follows the HTML standard;
//! the tree is built here with the standard's void elements and its implied `<head>`
//! and `<body>`, which is all a page's scripts look up.

use std::collections::BTreeMap;

use html5gum::{DefaultEmitter, Token, Tokenizer};

use super::loader::fetch_path;

/// Elements with no end tag.
const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param",
];

/// Elements whose content goes in `<head>` when met before any other.
const HEAD_ONLY: [&str; 7] = ["title", "meta", "link", "style", "base", "script", "noscript"];

/// An element of the page, or a text node (`tag` empty).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Element {
    pub tag: String,
    pub attrs: BTreeMap<String, String>,
    pub text: Option<String>,
    pub children: Vec<Element>,
    /// A `<link rel="stylesheet">`'s sheet, read from the site.
    pub sheet: Option<String>,
}

impl Element {
    /// The element as the world's `host.document` takes it.
    fn to_json(&self) -> serde_json::Value {
        if let Some(t) = &self.text {
            return serde_json::json!({ "text": t });
        }
        let mut e = serde_json::json!({
            "tag": self.tag,
            "attrs": self.attrs,
            "children": self.children.iter().map(Element::to_json).collect::<Vec<_>>(),
        });
        if let Some(sheet) = &self.sheet {
            e["sheet"] = sheet.as_str().into();
        }
        e
    }
}

/// How a script runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptKind {
    /// `<script>`: a classic script, in the global scope.
    Classic,
    /// `<script type="module">`.
    Module,
}

/// A script of the page, as it will run.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    pub kind: ScriptKind,
    /// Its name in messages and stack traces: the file's path in the site, or the
    /// document's for an inline script.
    pub name: String,
    /// Its text (an inline script keeps the document's line numbers: the lines before it
    /// are empty lines), or why it could not be read.
    pub source: Result<String, String>,
    /// Runs after the document is parsed (`defer`, `async`, or a module).
    pub deferred: bool,
    /// Which `<script>` element of the document it is (0 the first): a classic script
    /// is `document.currentScript` while it runs.
    pub element: usize,
}

/// The first `<canvas>`: its drawing buffer, its CSS box, its id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CanvasTag {
    pub size: Option<(u32, u32)>,
    pub css_box: Option<(f64, f64)>,
    /// Its style sizes it from the window (`100%`, `100vw`): its box is the viewport's.
    pub fills: bool,
    pub id: Option<String>,
}

/// A page's HTML, read.
#[derive(Clone, Debug, Default)]
pub struct Document {
    /// Its path inside the site's folder.
    pub path: String,
    pub title: Option<String>,
    pub head: Vec<Element>,
    pub body: Vec<Element>,
    /// In the order they run.
    pub scripts: Vec<Script>,
    /// The import map's `imports`, as paths inside the site.
    pub imports: BTreeMap<String, String>,
    pub canvas: Option<CanvasTag>,
    /// What is wrong with the page that a browser would say on its console (an import
    /// map that is not JSON, a script that cannot be read).
    pub warnings: Vec<String>,
}

impl Document {
    /// The elements, as the world's `host.document` takes them.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "path": self.path,
            "title": self.title,
            "head": self.head.iter().map(Element::to_json).collect::<Vec<_>>(),
            "body": self.body.iter().map(Element::to_json).collect::<Vec<_>>(),
        })
    }
}

fn text(s: &[u8]) -> String {
    String::from_utf8_lossy(s).into_owned()
}

/// Reads the page at `path` (inside the site's folder) from its `html`; `read` gives the
/// text of a file of the site by its path (a script's `src`).
pub fn parse(path: &str, html: &str, read: &dyn Fn(&str) -> Result<String, String>) -> Document {
    let mut doc = Document {
        path: path.to_owned(),
        ..Document::default()
    };
    let mut emitter = DefaultEmitter::<usize>::new_with_span();
    emitter.naively_switch_states(true);
    // The open elements; index 0 stands for the document (head and body are implied).
    let mut stack: Vec<Element> = vec![Element::default()];
    let mut in_body = false;
    let mut immediate = Vec::new();
    let mut deferred = Vec::new();
    let mut open_script: Option<(BTreeMap<String, String>, usize)> = None;
    let mut script_elements = 0;
    let mut script_text = String::new();
    let mut title: Option<String> = None;
    let mut canvas_attrs: Option<BTreeMap<String, String>> = None;
    for token in Tokenizer::new_with_emitter(html, emitter).flatten() {
        match token {
            Token::StartTag(tag) => {
                let name = text(&tag.name).to_ascii_lowercase();
                let attrs: BTreeMap<String, String> = tag
                    .attributes
                    .iter()
                    .map(|(k, v)| (text(k).to_ascii_lowercase(), text(&v.value)))
                    .collect();
                if matches!(name.as_str(), "html" | "head" | "body") {
                    in_body |= name == "body";
                    continue;
                }
                if !in_body && !HEAD_ONLY.contains(&name.as_str()) {
                    in_body = true;
                }
                if name == "script" {
                    open_script = Some((attrs, tag.span.end));
                    script_text.clear();
                    continue;
                }
                if name == "title" {
                    title = Some(String::new());
                }
                if name == "canvas" && doc.canvas.is_none() {
                    canvas_attrs = Some(attrs.clone());
                    doc.canvas = Some(canvas_tag(&attrs, ""));
                }
                let sheet = (name == "link").then(|| linked_sheet(&attrs, read, &mut doc)).flatten();
                let element = Element {
                    tag: name.clone(),
                    attrs,
                    sheet,
                    ..Element::default()
                };
                if VOID.contains(&name.as_str()) || tag.self_closing {
                    push_child(&mut stack, &mut doc, in_body, element);
                } else {
                    stack.push(element);
                }
            }
            Token::EndTag(tag) => {
                let name = text(&tag.name).to_ascii_lowercase();
                if name == "script" {
                    if let Some((attrs, at)) = open_script.take() {
                        let doc_path = doc.path.clone();
                        let script = script(&doc_path, html, &attrs, at, &script_text, read, &mut doc);
                        match script {
                            Some(s) if s.deferred => deferred.push(Script {
                                element: script_elements,
                                ..s
                            }),
                            Some(s) => immediate.push(Script {
                                element: script_elements,
                                ..s
                            }),
                            None => {}
                        }
                        script_elements += 1;
                        // The element stays in the tree with its text, as in a browser:
                        // pages read their shaders from `<script type="x-shader/…">`.
                        let children = if script_text.is_empty() {
                            Vec::new()
                        } else {
                            vec![Element {
                                text: Some(script_text.clone()),
                                ..Element::default()
                            }]
                        };
                        let element = Element {
                            tag: "script".to_owned(),
                            attrs,
                            children,
                            ..Element::default()
                        };
                        push_child(&mut stack, &mut doc, in_body, element);
                    }
                    continue;
                }
                if name == "title"
                    && let Some(t) = title.take()
                {
                    doc.title = Some(t.trim().to_owned());
                }
                // Close up to the matching open element; a stray end tag is ignored.
                if let Some(at) = stack.iter().rposition(|e| e.tag == name).filter(|&i| i > 0) {
                    while stack.len() > at {
                        let e = stack.pop().unwrap_or_default();
                        push_child(&mut stack, &mut doc, in_body, e);
                    }
                }
            }
            Token::String(s) => {
                let t = text(&s.value);
                if open_script.is_some() {
                    script_text.push_str(&t);
                } else if let Some(title) = &mut title {
                    title.push_str(&t);
                } else if !t.trim().is_empty() || stack.len() > 1 || in_body {
                    push_child(
                        &mut stack,
                        &mut doc,
                        in_body,
                        Element {
                            text: Some(t),
                            ..Element::default()
                        },
                    );
                }
            }
            _ => {}
        }
    }
    while stack.len() > 1 {
        let e = stack.pop().unwrap_or_default();
        push_child(&mut stack, &mut doc, in_body, e);
    }
    doc.scripts = immediate;
    doc.scripts.extend(deferred);
    // The page's style sheets size its canvas too (`canvas { width: 100%; … }`), under
    // its inline style.
    if let Some(attrs) = canvas_attrs {
        let mut sheets = String::new();
        for e in doc.head.iter().chain(&doc.body) {
            style_text(e, &mut sheets);
        }
        doc.canvas = Some(canvas_tag(&attrs, &sheet_style(&sheets, &attrs)));
    }
    doc
}

/// The sheet of a `<link rel="stylesheet" href>`, read from the site; one that cannot
/// be read is said on the console, as a browser says a failed load, and is no sheet.
fn linked_sheet(
    attrs: &BTreeMap<String, String>,
    read: &dyn Fn(&str) -> Result<String, String>,
    doc: &mut Document,
) -> Option<String> {
    let stylesheet = attrs
        .get("rel")
        .is_some_and(|r| r.split_ascii_whitespace().any(|w| w.eq_ignore_ascii_case("stylesheet")));
    let href = attrs.get("href").map(|h| h.trim()).filter(|h| !h.is_empty())?;
    if !stylesheet {
        return None;
    }
    let read = fetch_path(&doc.path, href)
        .map_err(|why| why.replacen("fetch", "<link href>", 1))
        .and_then(|name| read(&name).map_err(|why| format!("<link rel=\"stylesheet\" href=\"{href}\">: {why}")));
    match read {
        Ok(sheet) => Some(sheet),
        Err(why) => {
            doc.warnings.push(why);
            None
        }
    }
}

/// The text of every `<style>` element and linked sheet in `e`.
fn style_text(e: &Element, out: &mut String) {
    if e.tag == "style" {
        for c in &e.children {
            out.push_str(c.text.as_deref().unwrap_or(""));
            out.push('\n');
        }
    }
    if let Some(sheet) = &e.sheet {
        out.push_str(sheet);
        out.push('\n');
    }
    for c in &e.children {
        style_text(c, out);
    }
}

/// The declarations of the rules in `css` whose selectors name the element with `attrs`
/// (a canvas): by its tag, `#id`, `.class` or `*` as the last compound selector, in
/// the sheets' order. At-rules (`@media`, `@import`) are skipped.
fn sheet_style(css: &str, attrs: &BTreeMap<String, String>) -> String {
    let mut css = css.to_owned();
    while let Some(at) = css.find("/*") {
        let end = css[at..].find("*/").map_or(css.len(), |e| at + e + 2);
        css.replace_range(at..end, " ");
    }
    let id = attrs.get("id").map(String::as_str);
    let classes: Vec<&str> = attrs
        .get("class")
        .map(|c| c.split_whitespace().collect())
        .unwrap_or_default();
    let names_canvas = |compound: &str| {
        let mut rest = compound;
        let tag_end = rest.find(['#', '.', '[', ':']).unwrap_or(rest.len());
        let tag = &rest[..tag_end];
        if !(tag.is_empty() || tag == "*" || tag.eq_ignore_ascii_case("canvas")) {
            return false;
        }
        rest = &rest[tag_end..];
        let mut named = !tag.is_empty();
        while !rest.is_empty() {
            let kind = rest.as_bytes()[0];
            let end = rest[1..].find(['#', '.', '[', ':']).map_or(rest.len(), |e| e + 1);
            let part = &rest[1..end];
            let ok = match kind {
                b'#' => Some(part) == id,
                b'.' => classes.contains(&part),
                _ => true,
            };
            if !ok {
                return false;
            }
            named = true;
            rest = &rest[end..];
        }
        named
    };
    let mut out = String::new();
    let mut rest = css.as_str();
    while let Some(open) = rest.find('{') {
        let selector = rest[..open].trim();
        // The rule's block, nested blocks (an at-rule's) included.
        let mut depth = 0;
        let mut close = rest.len();
        for (i, ch) in rest[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let selector = selector.rsplit(';').next().unwrap_or("").trim();
        if !selector.starts_with('@')
            && selector.split(',').any(|one| {
                one.split(|c: char| c.is_whitespace() || c == '>' || c == '+' || c == '~')
                    .rfind(|c| !c.is_empty())
                    .is_some_and(names_canvas)
            })
        {
            out.push_str(&rest[open + 1..close]);
            out.push(';');
        }
        rest = rest.get(close + 1..).unwrap_or("");
    }
    out
}

/// Adds `e` to the open element, or to `<head>`/`<body>` at the top.
fn push_child(stack: &mut [Element], doc: &mut Document, in_body: bool, e: Element) {
    match stack.len() {
        0 | 1 if in_body => doc.body.push(e),
        0 | 1 => doc.head.push(e),
        n => stack[n - 1].children.push(e),
    }
}

/// The canvas element with `attrs`, styled by `sheets` (the declarations of the page's
/// style sheets that name it) under its own `style` attribute.
fn canvas_tag(attrs: &BTreeMap<String, String>, sheets: &str) -> CanvasTag {
    let num = |n: &str| attrs.get(n).and_then(|v| v.trim().parse::<u32>().ok());
    let size = match (num("width"), num("height")) {
        (None, None) => None,
        (w, h) => Some((w.unwrap_or(300), h.unwrap_or(150))),
    };
    let style = format!("{sheets};{}", attrs.get("style").map_or("", String::as_str));
    // The last declaration of a property wins (the inline style comes last).
    let declared = |n: &str| {
        style
            .split(';')
            .filter_map(|d| d.split_once(':'))
            .filter(|(k, _)| k.trim() == n)
            .map(|(_, v)| v.trim().trim_end_matches("!important").trim().to_owned())
            .next_back()
    };
    let (width, height) = (declared("width"), declared("height"));
    let px = |v: &Option<String>| {
        v.as_deref()
            .and_then(|v| v.trim_end_matches("px").trim().parse::<f64>().ok())
    };
    let css_box = match (px(&width), px(&height)) {
        (Some(w), Some(h)) => Some((w, h)),
        _ => None,
    };
    let fills = [&width, &height]
        .into_iter()
        .flatten()
        .any(|v| v.contains('%') || v.contains("vw") || v.contains("vh"));
    CanvasTag {
        size,
        css_box,
        fills,
        id: attrs.get("id").cloned(),
    }
}

/// A `<script>` element as it will run, or `None` when it is not a script a browser runs
/// (a data block, an import map, which is read here).
fn script(
    doc_path: &str,
    html: &str,
    attrs: &BTreeMap<String, String>,
    content_at: usize,
    content: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
    doc: &mut Document,
) -> Option<Script> {
    let ty = attrs
        .get("type")
        .map(|t| t.trim().to_ascii_lowercase())
        .unwrap_or_default();
    let kind = match ty.as_str() {
        "" | "text/javascript" | "application/javascript" | "text/ecmascript" => ScriptKind::Classic,
        "module" => ScriptKind::Module,
        "importmap" => {
            import_map(doc_path, content, doc);
            return None;
        }
        _ => return None, // A data block (shaders in `<script type="x-shader/wgsl">`, JSON).
    };
    let deferred = kind == ScriptKind::Module || attrs.contains_key("defer") || attrs.contains_key("async");
    if let Some(src) = attrs.get("src") {
        let (name, source) = match fetch_path(doc_path, src.trim()) {
            Ok(name) => {
                let source = read(&name).map_err(|why| format!("<script src=\"{src}\">: {why}"));
                (name, source)
            }
            Err(why) => (src.clone(), Err(why.replacen("fetch", "<script src>", 1))),
        };
        return Some(Script {
            kind,
            name,
            source,
            deferred,
            element: 0,
        });
    }
    // The lines and columns of the document: the script's text where it stands.
    let before = &html[..content_at.min(html.len())];
    let lines = before.matches('\n').count();
    let column = before.len() - before.rfind('\n').map_or(0, |n| n + 1);
    Some(Script {
        kind,
        name: doc_path.to_owned(),
        source: Ok(format!("{}{}{content}", "\n".repeat(lines), " ".repeat(column))),
        // An inline classic script runs where it stands; `defer` means nothing for it.
        deferred: kind == ScriptKind::Module,
        element: 0,
    })
}

/// `<script type="importmap">`: its `imports`, each target resolved against the document.
fn import_map(doc_path: &str, content: &str, doc: &mut Document) {
    let map: serde_json::Value = match serde_json::from_str(content) {
        Ok(v) => v,
        Err(e) => {
            doc.warnings
                .push(format!("{doc_path}: the import map is not JSON: {e}"));
            return;
        }
    };
    for (k, v) in map["imports"].as_object().into_iter().flatten() {
        let Some(to) = v.as_str() else { continue };
        match fetch_path(doc_path, to) {
            Ok(path) => {
                // A prefix entry keeps its trailing `/`.
                let path = if to.ends_with('/') { format!("{path}/") } else { path };
                doc.imports.insert(k.clone(), path);
            }
            Err(why) => doc.warnings.push(format!(
                "{doc_path}: import map entry \"{k}\": {}",
                why.replacen("fetch", "import", 1)
            )),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // Reason: a test's panic names its cause.
mod tests {
    use super::{Element, ScriptKind, parse};

    fn files(name: &str) -> Result<String, String> {
        match name {
            "site/main.js" => Ok("console.log('main');".to_owned()),
            "lib/util.js" => Ok("export const u = 1;".to_owned()),
            "site/style.css" => Ok("canvas { width: 100px; height: 50px }".to_owned()),
            _ => Err(format!("{name}: no such file")),
        }
    }

    #[test]
    fn scripts_run_in_a_browsers_order_with_their_lines() {
        let html = "<!doctype html>\n<html><head><title> Demo </title>\n\
            <script type=\"importmap\">{\"imports\": {\"util\": \"../lib/util.js\"}}</script>\n\
            <script type=\"module\" src=\"main.js\"></script>\n</head>\n<body>\n\
            <canvas id=\"c\" width=640 height=480 style=\"width: 320px; height: 240px\"></canvas>\n\
            <div id=\"info\" class=\"note big\">Hello <b>there</b></div><br>\n\
            <script>var early = 1;</script>\n\
            <script type=\"x-shader/wgsl\">@vertex fn vs() {}</script>\n\
            <script type=\"module\">\nconsole.log(early);\n</script>\n</body></html>";
        let doc = parse("site/index.html", html, &files);
        assert_eq!(doc.title.as_deref(), Some("Demo"));
        assert_eq!(doc.imports.get("util").map(String::as_str), Some("lib/util.js"));
        let order: Vec<(ScriptKind, &str)> = doc.scripts.iter().map(|s| (s.kind, s.name.as_str())).collect();
        assert_eq!(
            order,
            [
                (ScriptKind::Classic, "site/index.html"),
                (ScriptKind::Module, "site/main.js"),
                (ScriptKind::Module, "site/index.html"),
            ]
        );
        assert_eq!(doc.scripts[1].source.as_deref(), Ok("console.log('main');"));
        let inline = doc.scripts[2].source.as_ref().unwrap();
        let line = inline.lines().position(|l| l.contains("console.log(early)")).unwrap();
        assert_eq!(html.lines().position(|l| l.contains("console.log(early)")), Some(line));
        let canvas = doc.canvas.clone().unwrap();
        assert_eq!(
            (canvas.size, canvas.css_box, canvas.id.as_deref()),
            (Some((640, 480)), Some((320.0, 240.0)), Some("c"))
        );
        let div = doc.body.iter().find(|e| e.tag == "div").unwrap();
        assert_eq!(div.attrs["class"], "note big");
        assert_eq!(div.children.len(), 2, "{div:?}");
        assert!(doc.body.iter().any(|e| e.tag == "br"));
        assert!(doc.warnings.is_empty(), "{:?}", doc.warnings);
        // Every <script> stays in the tree with its text (a data block's shader too), and
        // each script knows which element it is.
        let scripts: Vec<&Element> = doc.head.iter().chain(&doc.body).filter(|e| e.tag == "script").collect();
        assert_eq!(scripts.len(), 5, "{scripts:?}");
        assert_eq!(scripts[3].attrs["type"], "x-shader/wgsl");
        assert_eq!(scripts[3].children[0].text.as_deref(), Some("@vertex fn vs() {}"));
        let elements: Vec<usize> = doc.scripts.iter().map(|s| s.element).collect();
        assert_eq!(elements, [2, 1, 4]);
    }

    #[test]
    fn a_page_without_a_canvas_or_with_a_missing_script_still_reads() {
        let doc = parse(
            "index.html",
            "<p>compute</p><script src=\"gone.js\"></script><script src=\"https://cdn.example/x.js\"></script>",
            &files,
        );
        assert!(doc.canvas.is_none());
        assert!(doc.scripts[0].source.as_ref().unwrap_err().contains("no such file"));
        assert!(doc.scripts[1].source.as_ref().unwrap_err().contains("no network"));
    }

    #[test]
    fn the_pages_style_sheets_size_its_canvas_under_its_inline_style() {
        let sized = |html: &str| parse("index.html", html, &files).canvas.unwrap();
        // A tutorial's sheet: the canvas fills the window.
        let c = sized(
            "<style>@import url(x.css);\n/* { */ html, body { margin: 0; height: 100% }\n\
             canvas { width: 100%; height: 100%; display: block; }\n\
             @media (max-width: 10px) { canvas { width: 5px; } }</style><canvas></canvas>",
        );
        assert!(c.fills && c.css_box.is_none(), "{c:?}");
        // By id and class, in the sheets' order; a rule for another element is not the
        // canvas's.
        let c = sized(
            "<style>#c { width: 100vw } canvas.big { width: 200px; height: 100px } div canvas#other { width: 1px }\n\
             p { height: 9px }</style><canvas id=c class=\"big x\"></canvas>",
        );
        assert_eq!((c.fills, c.css_box), (false, Some((200.0, 100.0))), "{c:?}");
        // A linked sheet sizes it as a <style> would; one that cannot be read is said.
        let doc = parse(
            "site/index.html",
            "<link rel=stylesheet href=style.css><link rel=stylesheet href=gone.css><canvas></canvas>",
            &files,
        );
        let c = doc.canvas.unwrap();
        assert_eq!((c.fills, c.css_box), (false, Some((100.0, 50.0))), "{c:?}");
        assert_eq!(
            doc.head[0].sheet.as_deref(),
            Some("canvas { width: 100px; height: 50px }")
        );
        assert!(
            doc.warnings.len() == 1 && doc.warnings[0].contains("gone.css"),
            "{:?}",
            doc.warnings
        );
        // The inline style wins.
        let c = sized(
            "<style>canvas { width: 100%; height: 100% }</style><canvas style=\"width: 64px; height: 48px\"></canvas>",
        );
        assert_eq!((c.fills, c.css_box), (false, Some((64.0, 48.0))), "{c:?}");
    }
}
