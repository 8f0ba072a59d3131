//! The architecture the README draws is the one the code has: which top-level module may
//! use which, no import cycle between the files of any folder (at any depth), `gpu/`
//! never naming egui, and the panels never naming the app. Read from the
//! sources' paths (`crate::x`, `super::x`, `use super::{x, y}`), no build needed.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("cannot list {}: {e}", d.display()));
        for p in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A file's code without comments and string literals, and without its inline tests.
fn code(path: &Path) -> String {
    let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let src = src.find("#[cfg(test)]\nmod tests").map_or(src.as_str(), |n| &src[..n]);
    let mut out = String::with_capacity(src.len());
    let mut chars = src.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            // A char literal ('x', '\'', '"') or a lifetime ('a): only a literal is skipped.
            '\'' => {
                let mut ahead = chars.clone();
                match (ahead.next(), ahead.next()) {
                    (Some('\\'), _) => {
                        chars.next();
                        chars.next();
                        for c in chars.by_ref() {
                            if c == '\'' {
                                break;
                            }
                        }
                        out.push_str("' '");
                    }
                    (Some(_), Some('\'')) => {
                        chars.next();
                        chars.next();
                        out.push_str("' '");
                    }
                    _ => out.push(c),
                }
            }
            '"' => {
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first path segments after each `prefix` in `code`, and inside a `prefix{a, b::c}`
/// group the first segment of each member.
fn segments_after(code: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in code.match_indices(prefix) {
        if code[..at].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut member_start = true;
            let mut word = String::new();
            for c in group.chars() {
                if is_ident(c) {
                    if depth == 0 && member_start {
                        word.push(c);
                    }
                    continue;
                }
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                    member_start = false;
                }
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => member_start = true,
                    _ => {}
                }
            }
            if !word.is_empty() {
                out.push(word);
            }
        } else {
            let word: String = rest.chars().take_while(|&c| is_ident(c)).collect();
            if !word.is_empty() {
                out.push(word);
            }
        }
    }
    out
}

/// The top-level module a file of `src/` belongs to.
fn top_module(path: &Path) -> String {
    let rel = path.strip_prefix(root().join("src")).expect("a file of src/");
    let first = rel.components().next().expect("a path").as_os_str().to_string_lossy();
    first.trim_end_matches(".rs").to_owned()
}

/// Which top-level modules each top-level module names (`crate::x`).
fn crate_graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = files(&root().join("src")).iter().map(|p| top_module(p)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in files(&root().join("src")) {
        let me = top_module(&path);
        for used in segments_after(&code(&path), "crate::") {
            if used != me && modules.contains(&used) {
                graph.entry(me.clone()).or_default().insert(used);
            }
        }
    }
    graph
}

/// Within `src/<folder>/`, which of its modules each one names: through `super::x` from
/// its own files, `crate::<folder>::x`, and re-exports of the folder's `mod.rs` (or
/// `<folder>.rs`) named through `super::`.
fn folder_graph(folder: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = root().join("src").join(folder);
    let modules: BTreeSet<String> = files(&dir)
        .iter()
        .map(|p| {
            let rel = p.strip_prefix(&dir).expect("under the folder");
            let first = rel.components().next().expect("a path").as_os_str().to_string_lossy();
            first.trim_end_matches(".rs").to_owned()
        })
        .filter(|m| m != "mod")
        .collect();
    // `pub use x::{A, B}` / `use x as y` in the folder's root: a name to its module.
    let root_file = [dir.join("mod.rs"), root().join("src").join(format!("{folder}.rs"))]
        .into_iter()
        .find(|p| p.exists())
        .expect("a folder root");
    let root_code = code(&root_file);
    let mut reexported: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for statement in root_code.split(';') {
        // One statement, however many lines it takes, without its attributes.
        let statement: String = statement.split_whitespace().collect::<Vec<_>>().join(" ");
        let statement = statement.rsplit(']').next().unwrap_or("").trim();
        let Some(rest) = statement
            .strip_prefix("pub use ")
            .or_else(|| statement.strip_prefix("use "))
        else {
            continue;
        };
        if let Some((module, alias)) = rest.split_once(" as ") {
            if modules.contains(module.trim()) {
                reexported
                    .entry(alias.trim().to_owned())
                    .or_default()
                    .insert(module.trim().to_owned());
            }
            continue;
        }
        let Some((module, names)) = rest.split_once("::") else {
            continue;
        };
        if !modules.contains(module) {
            continue;
        }
        for name in names.trim_matches(|c| c == '{' || c == '}').split(',') {
            let name = name.trim();
            if !name.is_empty() {
                reexported.entry(name.to_owned()).or_default().insert(module.to_owned());
            }
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in files(&dir) {
        let rel = path.strip_prefix(&dir).expect("under the folder");
        let depth = rel.components().count() - 1;
        let me = rel.components().next().expect("a path").as_os_str().to_string_lossy();
        let me = me.trim_end_matches(".rs").to_owned();
        if me == "mod" {
            continue;
        }
        let code = code(&path);
        // `super::` from a file directly in the folder is the folder; from a file one
        // level down, `super::super::` is.
        let up = "super::".repeat(depth + 1);
        let mut named = segments_after(&code, &format!("crate::{folder}::"));
        if depth == 0 || code.contains(&up) {
            named.extend(segments_after(&code, &up).into_iter().filter(|s| s != "super"));
        }
        for name in named {
            // `use host_native as host` and `use host_web as host`: both sides.
            let targets = if modules.contains(&name) {
                BTreeSet::from([name])
            } else {
                reexported.get(&name).cloned().unwrap_or_default()
            };
            for t in targets.into_iter().filter(|t| *t != me) {
                graph.entry(me.clone()).or_default().insert(t);
            }
        }
    }
    graph
}

/// Depth-first: `n` after everything it reaches, for Kosaraju's first pass.
fn visit<'a>(
    n: &'a String,
    g: &'a BTreeMap<String, BTreeSet<String>>,
    seen: &mut BTreeSet<&'a String>,
    order: &mut Vec<&'a String>,
) {
    if !seen.insert(n) {
        return;
    }
    for m in g.get(n).into_iter().flatten() {
        visit(m, g, seen, order);
    }
    order.push(n);
}

/// The cycles of `graph`: its strongly connected parts of more than one module.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Kosaraju: finish order on the graph, then parts on the reversed graph.
    let nodes: BTreeSet<&String> = graph.keys().chain(graph.values().flatten()).collect();
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for n in &nodes {
        visit(n, graph, &mut seen, &mut order);
    }
    let mut reversed: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, tos) in graph {
        for to in tos {
            reversed.entry(to.clone()).or_default().insert(from.clone());
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for n in order.into_iter().rev() {
        if assigned.contains(n) {
            continue;
        }
        let mut part = Vec::new();
        let mut stack = vec![n.clone()];
        while let Some(m) = stack.pop() {
            if !assigned.insert(m.clone()) {
                continue;
            }
            stack.extend(reversed.get(&m).into_iter().flatten().cloned());
            part.push(m);
        }
        if part.len() > 1 {
            part.sort();
            out.push(part);
        }
    }
    out
}

fn show(graph: &BTreeMap<String, BTreeSet<String>>) -> String {
    graph
        .iter()
        .map(|(k, v)| format!("  {k} -> {}", v.iter().cloned().collect::<Vec<_>>().join(", ")))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every folder of `src/` with a module root (`x/mod.rs` or `x.rs`), at any depth.
fn folders() -> Vec<String> {
    let src = root().join("src");
    let mut found = Vec::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder of src/") {
            let path = entry.expect("an entry").path();
            if !path.is_dir() {
                continue;
            }
            stack.push(path.clone());
            let name = path
                .strip_prefix(&src)
                .expect("under src/")
                .to_string_lossy()
                .replace('\\', "/");
            if path.join("mod.rs").exists() || src.join(format!("{name}.rs")).exists() {
                found.push(name);
            }
        }
    }
    found.sort();
    found
}

#[test]
fn no_import_cycle_between_the_files_of_any_folder() {
    let all = folders();
    for must in [
        "gpu",
        "ui",
        "js",
        "wgsl",
        "wgsl/translate",
        "headless",
        "grade",
        "lesson",
    ] {
        assert!(
            all.iter().any(|f| f == must),
            "{must} is not among the folders read: {all:?}"
        );
    }
    let g = folder_graph("js");
    assert!(
        g.len() >= 10,
        "only {} modules of js/ name another:\n{}",
        g.len(),
        show(&g)
    );
    for folder in all {
        let g = folder_graph(&folder);
        assert_eq!(
            cycles(&g),
            Vec::<Vec<String>>::new(),
            "import cycles in src/{folder}/:\n{}",
            show(&g)
        );
    }
}

/// `gpu/` is wgpu only: no file of it names egui or eframe.
#[test]
fn gpu_never_names_egui() {
    for path in files(&root().join("src/gpu")) {
        let code = code(&path);
        for name in ["egui", "eframe"] {
            assert!(
                segments_after(&code, &format!("{name}::")).is_empty() && !code.contains(&format!("use {name}")),
                "{} names {name}",
                path.display()
            );
        }
    }
}

#[test]
fn the_panels_never_name_the_app() {
    let g = folder_graph("ui");
    assert!(
        g.len() >= 10,
        "only {} modules of ui/ name another:\n{}",
        g.len(),
        show(&g)
    );
    // Panels, the script runner and the host's hooks read the state and send commands;
    // they never name the app, and neither do the state and the commands.
    for (module, uses) in &g {
        let reads_state = module.ends_with("_ui")
            || module.starts_with("host_")
            || ["script", "state", "command"].contains(&module.as_str());
        if reads_state {
            assert!(!uses.contains("app"), "{module} names `app`:\n{}", show(&g));
        }
    }
    assert!(
        g.get("host_native").is_some_and(|u| u.contains("state")),
        "the desktop's hooks read the state:\n{}",
        show(&g)
    );
}

/// The layering the README's Architecture section states.
#[test]
fn dependencies_point_one_way() {
    let g = crate_graph();
    let uses = |m: &str| g.get(m).cloned().unwrap_or_default();
    // Leaves: nothing of the crate, or only other leaves.
    assert!(
        uses("text").is_empty(),
        "text is the catalogue, a leaf: it uses {:?}",
        uses("text")
    );
    for (module, allowed) in [
        ("files", &["text"][..]),
        ("lesson", &["text", "files"][..]),
        ("wgsl", &["text", "lesson"][..]),
        ("progress", &["files", "work", "text", "lesson"][..]),
        ("work", &["files", "platform", "text"][..]),
        ("config", &["files", "lesson", "platform", "text"][..]),
    ] {
        let extra: Vec<String> = uses(module)
            .into_iter()
            .filter(|u| !allowed.contains(&u.as_str()))
            .collect();
        assert!(
            extra.is_empty(),
            "{module} may use only {allowed:?}; it also uses {extra:?}"
        );
    }
    // Nothing below the window names it.
    for (module, used) in &g {
        if module != "ui" {
            assert!(!used.contains("ui"), "{module} names ui:\n{}", show(&g));
        }
    }
    let top = cycles(&g);
    assert_eq!(
        top,
        Vec::<Vec<String>>::new(),
        "cycles between top-level modules:\n{}",
        show(&g)
    );
}

/// The reader itself: a group import names each member's module, a comment none.
#[test]
fn the_reader_follows_groups_and_skips_comments() {
    let code = "use super::{a::X, b, c::{D, E}};\n// super::z\nlet s = \"super::y\";\nlet q = b'\"';\nuse super::d;";
    let dir = std::env::temp_dir().join(format!("lienzo-arch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("x.rs");
    std::fs::write(&f, code).unwrap();
    let stripped = super_segments(&f);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(stripped, vec!["a", "b", "c", "d"]);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("a".into());
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(cycles(&g), vec![vec!["a".to_owned(), "b".to_owned()]]);
}

fn super_segments(path: &Path) -> Vec<String> {
    segments_after(&code(path), "super::")
}
