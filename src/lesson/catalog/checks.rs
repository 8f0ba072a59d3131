//! What serde cannot check in a lesson file: ids, knob names and values, shader paths,
//! unique exercise ids, and check parameters in range; each problem at its `line:col`.

use std::path::Path;

use crate::lesson::{Check, Knobs, Lesson, PageExpect};

/// Most frames a check may ask for: about ten seconds of a 60 Hz viewport.
pub const MAX_CHECK_FRAMES: u32 = 600;

/// Checks what serde cannot: ids, knob names and values, shader paths, unique exercise
/// ids, and check parameters that are in range and can fail.
pub(super) fn check(lesson: &Lesson, text: &str, shaders_dir: &Path) -> Result<(), (usize, usize, String)> {
    if !is_file_name_safe(&lesson.id) {
        return Err(at(
            text,
            &format!("\"{}\"", lesson.id),
            0,
            format!(
                "lesson id `{}`: use letters, digits, `-` and `_` only (the id names the student's files)",
                lesson.id
            ),
        ));
    }
    let mut knobs = Knobs::default();
    let knob_sets = std::iter::once(&lesson.knobs).chain(lesson.exercises.iter().flat_map(|e| {
        [&e.knobs, &e.solution.knobs]
            .into_iter()
            .chain(e.wrong_attempts().into_iter().map(|(_, a)| &a.knobs))
    }));
    for set in knob_sets {
        for (name, value) in set {
            knobs
                .set(name, value)
                .map_err(|e| at(text, &format!("\"{name}\""), 0, e.to_string()))?;
        }
    }
    let mut shaders = vec![&lesson.shader];
    shaders.push(&lesson.host);
    shaders.extend(lesson.write_yourself.iter());
    for e in &lesson.exercises {
        shaders.extend(e.solution.shader.iter());
        shaders.extend(e.solution.program.iter());
        for (_, a) in e.wrong_attempts() {
            shaders.extend(a.shader.iter());
            shaders.extend(a.program.iter());
        }
    }
    for s in shaders {
        let needle = format!("\"{s}\"");
        if let Some(why) = unsafe_path(s) {
            return Err(at(text, &needle, 0, format!("shader path `{s}`: {why}")));
        }
        if !crate::files::is_file(&shaders_dir.join(s)) {
            return Err(at(
                text,
                &needle,
                0,
                format!("shader file `{s}` not found in {}", shaders_dir.display()),
            ));
        }
    }
    for (i, e) in lesson.exercises.iter().enumerate() {
        let needle = format!("\"{}\"", e.id);
        let earlier = lesson.exercises[..i].iter().filter(|o| o.id == e.id).count();
        if earlier > 0 {
            // Point at the duplicate, not at the first, valid one.
            return Err(at(text, &needle, earlier, format!("duplicate exercise id `{}`", e.id)));
        }
    }
    // A hint's `{line:TEXT}` names where TEXT is in the student's files: it must be in
    // the lesson's starting ones, read once for every exercise. (A starting file that
    // cannot be read as text is reported where it opens, read-only; its placeholders
    // are not judged then.)
    let starting: Option<Vec<String>> = std::iter::once(&lesson.shader)
        .chain(std::iter::once(&lesson.host))
        .map(|f| std::fs::read_to_string(shaders_dir.join(f)).ok())
        .collect();
    for e in &lesson.exercises {
        if let Err((field, message)) = check_bounds(&e.check) {
            let from = find_nth(text, &format!("\"{}\"", e.id), 0).unwrap_or(0);
            let check_at = text[from..].find("check").map_or(from, |i| from + i);
            let field_at = text[check_at..].find(field).map_or(check_at, |i| check_at + i);
            return Err(position(text, field_at, format!("exercise `{}`: {message}", e.id)));
        }
        if e.observe.is_some() && !matches!(e.check, Check::Predict { .. }) {
            let from = find_nth(text, &format!("\"{}\"", e.id), 0).unwrap_or(0);
            let observe_at = text[from..].find("observe").map_or(from, |i| from + i);
            return Err(position(
                text,
                observe_at,
                format!(
                    "exercise `{}`: observe is what a prediction unlocks once answered; this exercise's check is no Predict",
                    e.id
                ),
            ));
        }
        for hint in starting.iter().flat_map(|_| &e.hints) {
            for words in [&hint.es, &hint.en].into_iter().flatten() {
                for needle in crate::lesson::places::placeholders(words) {
                    if !starting.iter().flatten().any(|s| s.contains(needle)) {
                        let at_hint = find_nth(text, &format!("{{line:{needle}"), 0).unwrap_or(0);
                        return Err(position(
                            text,
                            at_hint,
                            format!(
                                "exercise `{}`: the hint's {{line:{needle}}} is in none of the lesson's starting files, so it could name no line",
                                e.id
                            ),
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Checks a check's parameters: in range, and able to fail. Returns the field at fault.
fn check_bounds(check: &Check) -> Result<(), (&'static str, String)> {
    let frames = |n: u32| {
        if (1..=MAX_CHECK_FRAMES).contains(&n) {
            Ok(())
        } else {
            Err((
                "frames",
                format!("frames: {n} must be 1..={MAX_CHECK_FRAMES} (0 frames checks nothing)"),
            ))
        }
    };
    match check {
        Check::PageSurvives {
            frames: n,
            worlds,
            sizes,
            lose_at,
            expect,
            ..
        } => {
            frames(*n)?;
            for e in expect {
                match e {
                    PageExpect::Pixel { uv, rgba, tolerance } => {
                        let unit = |v: f32| (0.0..=1.0).contains(&v);
                        if !unit(uv.0) || !unit(uv.1) {
                            return Err(("uv", format!("uv: ({}, {}) must be 0..=1 on each axis", uv.0, uv.1)));
                        }
                        if ![rgba.0, rgba.1, rgba.2, rgba.3].into_iter().all(unit) {
                            return Err(("rgba", "rgba: each channel must be 0..=1".to_owned()));
                        }
                        if !(0.0..0.5).contains(tolerance) {
                            return Err((
                                "tolerance",
                                format!("tolerance: {tolerance} must be 0..0.5, or any colour passes"),
                            ));
                        }
                    }
                    PageExpect::Tint { uv, rgb, tolerance } => {
                        let unit = |v: f32| (0.0..=1.0).contains(&v);
                        if !unit(uv.0) || !unit(uv.1) || ![rgb.0, rgb.1, rgb.2].into_iter().all(unit) {
                            return Err(("Tint", "Tint: uv and rgb must be 0..=1".to_owned()));
                        }
                        if !(0.0..0.5).contains(tolerance) {
                            return Err(("tolerance", format!("tolerance: {tolerance} must be 0..0.5")));
                        }
                    }
                    PageExpect::SeeThrough { uv } if !(0.0..=1.0).contains(&uv.0) || !(0.0..=1.0).contains(&uv.1) => {
                        return Err(("SeeThrough", "SeeThrough: uv must be 0..=1 on each axis".to_owned()));
                    }
                    PageExpect::TexturesAtMost(n) if *n > 64 => {
                        return Err(("TexturesAtMost", format!("TexturesAtMost: {n} must be 0..=64")));
                    }
                    PageExpect::KeepsProgress { v, rgba, tolerance } => {
                        let unit = |v: f32| (0.0..=1.0).contains(&v);
                        if !unit(*v) || ![rgba.0, rgba.1, rgba.2, rgba.3].into_iter().all(unit) {
                            return Err(("KeepsProgress", "KeepsProgress: v and rgba must be 0..=1".to_owned()));
                        }
                        if !(0.0..0.5).contains(tolerance) {
                            return Err(("tolerance", format!("tolerance: {tolerance} must be 0..0.5")));
                        }
                        if lose_at.is_none() {
                            return Err((
                                "KeepsProgress",
                                "KeepsProgress needs lose_at: progress is kept across a device loss".to_owned(),
                            ));
                        }
                    }
                    PageExpect::TileFromLimits { sides, .. } if sides.is_empty() => {
                        return Err((
                            "TileFromLimits",
                            "TileFromLimits: sides must name at least one side".to_owned(),
                        ));
                    }
                    _ => {}
                }
            }
            for world in worlds {
                let mut k = Knobs::default();
                for (name, value) in world {
                    k.set(name, value).map_err(|e| ("worlds", format!("worlds: {e}")))?;
                }
            }
            if let Some((w, h)) = sizes
                .iter()
                .find(|(w, h)| !(0.0..=8192.0).contains(w) || !(0.0..=8192.0).contains(h))
            {
                return Err((
                    "sizes",
                    format!("sizes: ({w}, {h}) must be 0..=8192 CSS pixels on each side"),
                ));
            }
            match lose_at {
                Some(at) if *at >= *n => Err((
                    "lose_at",
                    format!("lose_at: {at} must be below frames ({n}), or the page has no update left to recover in"),
                )),
                _ => Ok(()),
            }
        }
        Check::Predict { answer, tolerance } => {
            if answer.trim().is_empty() {
                return Err(("answer", "answer: empty; a prediction needs a right value".to_owned()));
            }
            if !tolerance.is_finite() || *tolerance < 0.0 {
                return Err(("tolerance", format!("tolerance: {tolerance} must be 0 or more")));
            }
            if *tolerance > 0.0 && answer.trim().parse::<f64>().is_err() {
                return Err((
                    "tolerance",
                    format!("tolerance: `{answer}` is not a number, so a tolerance means nothing"),
                ));
            }
            Ok(())
        }
        Check::All(checks) => {
            if checks.is_empty() {
                return Err((
                    "All",
                    "All: an empty list checks nothing; list at least one check".to_owned(),
                ));
            }
            if checks.iter().any(|c| matches!(c, Check::All(_))) {
                return Err((
                    "All",
                    "All: an All inside an All; list the checks in one All".to_owned(),
                ));
            }
            checks.iter().try_for_each(check_bounds)
        }
    }
}

/// Whether a lesson id can name a file: letters, digits, `-` and `_`.
fn is_file_name_safe(id: &str) -> bool {
    !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Why a path named in a lesson may not be used: it must stay inside its folder.
fn unsafe_path(p: &str) -> Option<&'static str> {
    use std::path::Component;
    let path = Path::new(p);
    if p.is_empty() {
        return Some("empty");
    }
    if path.is_absolute() || p.starts_with('/') || p.starts_with('\\') {
        return Some("absolute paths are not allowed; name a file inside shaders/");
    }
    path.components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
        .then_some("`..` and drive prefixes are not allowed; name a file inside shaders/")
}

/// The byte offset of the `n`-th (from 0) occurrence of `needle`.
fn find_nth(text: &str, needle: &str, n: usize) -> Option<usize> {
    text.match_indices(needle).nth(n).map(|(i, _)| i)
}

/// The 1-based line and column of the `n`-th occurrence of `needle` (the start of the
/// text when absent), for errors found after parsing.
fn at(text: &str, needle: &str, n: usize, message: String) -> (usize, usize, String) {
    position(text, find_nth(text, needle, n).unwrap_or(0), message)
}

/// The 1-based line and column (in characters) of a byte offset.
pub(super) fn position(text: &str, offset: usize, message: String) -> (usize, usize, String) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col, message)
}
