//! `lienzo lessons`: the catalog, and the problems of every lesson file.

use super::{Common, EXIT_OK, EXIT_PROBLEMS, out};

/// `lienzo lessons`.
pub fn lessons(common: &Common, json: bool) -> u8 {
    let (dir, source) = common.course();
    let catalog = crate::lesson::Catalog::load(&dir, &common.shaders_dir());
    let mut bad_shaders = Vec::new();
    for l in &catalog.lessons {
        let path = catalog.shader_path(&l.lesson.shader);
        let text = match crate::work::read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                bad_shaders.push(e.to_string());
                continue;
            }
        };
        // The page's shader module as `getCompilationInfo()` sees it, and its entry
        // points under WebGPU's default limits.
        let mut report = crate::wgsl::validate_module(&text);
        if let Some(r) = &report.reflection {
            let over = crate::wgsl::precheck(&text, r, &wgpu::Limits::default());
            report.diagnostics.extend(over);
        }
        let file = path.display().to_string();
        if l.lesson.starts_broken {
            // The lesson opens with the mistake in its shader, on purpose; it must be there.
            if report.is_clean() {
                bad_shaders.push(format!(
                    "{file}: lesson `{}` says `starts_broken: true`, but its shader has no problem",
                    l.lesson.id
                ));
            }
            continue;
        }
        bad_shaders.extend(
            report
                .diagnostics
                .iter()
                .filter(|d| d.severity == crate::wgsl::Severity::Error)
                .map(|d| d.in_lang(common.lang).to_text(&file)),
        );
    }
    if json {
        let out = serde_json::json!({
            "course": { "source": source.key(), "lessons_dir": dir.display().to_string() },
            "lessons": catalog.lessons.iter().map(|l| serde_json::json!({
                "id": l.lesson.id,
                "file": l.path.display().to_string(),
                "title": { "es": l.lesson.title.get(crate::lesson::Lang::Es), "en": l.lesson.title.get(crate::lesson::Lang::En) },
                "program": l.lesson.host,
                "exercises": l.lesson.exercises.len(),
            })).collect::<Vec<_>>(),
            "errors": catalog.errors.iter().map(|e| serde_json::json!({
                "file": e.path.display().to_string(), "line": e.line, "column": e.col, "message": e.message,
            })).collect::<Vec<_>>(),
            "shader_errors": bad_shaders,
        });
        out!("{out:#}");
    } else {
        out!("{}", source.describe(&dir, common.lang));
        for l in &catalog.lessons {
            out!(
                "{:<18} {:<18} {}",
                l.lesson.id,
                l.lesson.host,
                l.lesson.title.get(common.lang)
            );
        }
        for e in &catalog.errors {
            eprintln!("{e}");
        }
        for e in &bad_shaders {
            eprintln!("{e}");
        }
    }
    if catalog.errors.is_empty() && bad_shaders.is_empty() {
        EXIT_OK
    } else {
        EXIT_PROBLEMS
    }
}
