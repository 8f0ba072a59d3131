use super::*;

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

const GOOD: &str = r##"(
    id: "demo",
    title: (es: "Demo", en: "Demo"),
    body: (es: "# Hola", en: "# Hello"),
    shader: "demo.wgsl",
    host: "demo.js",
)"##;

/// A lesson offers only the knobs of a page's world: a knob that once acted on Lienzo's
/// own scene is unknown now, at its place, with the knobs there are.
#[test]
fn a_retired_scene_knob_is_an_error_at_the_knob() {
    let dir = tempfile::tempdir().unwrap();
    let shaders = dir.path().join("shaders");
    std::fs::create_dir(&shaders).unwrap();
    write(&shaders, "demo.wgsl", "");
    write(&shaders, "demo.js", "");
    let page = GOOD.replace(
        "shader: \"demo.wgsl\",",
        "shader: \"demo.wgsl\",\n    knobs: {\"limits\": \"adapter\",\n        \"destroy_old\": \"false\"},",
    );
    write(dir.path(), "01-page.ron", &page);
    let c = Catalog::load(dir.path(), &shaders);
    assert_eq!(c.errors.len(), 1, "{:?}", c.errors);
    let e = &c.errors[0];
    assert_eq!((e.line, e.col), (7, 9), "{e}");
    assert!(
        e.message.contains("unknown knob `destroy_old`") && e.message.contains("simulated_dpr"),
        "{e}"
    );
    // Without it, the lesson loads.
    write(
        dir.path(),
        "01-page.ron",
        &page.replace(",\n        \"destroy_old\": \"false\"", ""),
    );
    assert!(Catalog::load(dir.path(), &shaders).errors.is_empty());
}

#[test]
fn syntax_error_and_unknown_field_have_positions_and_others_still_load() {
    let dir = tempfile::tempdir().unwrap();
    let shaders = dir.path().join("shaders");
    std::fs::create_dir(&shaders).unwrap();
    write(&shaders, "demo.wgsl", "");
    write(&shaders, "demo.js", "");
    write(dir.path(), "01-good.ron", GOOD);
    write(
        dir.path(),
        "02-syntax.ron",
        "(\n    id: \"x\",\n    title: (es: \"a\" en: \"b\"),\n)",
    );
    write(
        dir.path(),
        "03-unknown.ron",
        &GOOD.replace("id: \"demo\",", "id: \"other\",\n    colour: 3,"),
    );
    let c = Catalog::load(dir.path(), &shaders);
    assert_eq!(c.lessons.len(), 1);
    assert_eq!(c.errors.len(), 2);
    let syntax = c.errors[0].to_string();
    assert!(syntax.contains("02-syntax.ron:3:"), "{syntax}");
    let unknown = &c.errors[1];
    assert_eq!((unknown.line, unknown.col), (3, 5), "{unknown}");
    assert!(unknown.message.contains("colour"), "{unknown}");
}

#[test]
fn bad_knob_and_missing_shader_point_at_the_text() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ron",
        &GOOD.replace(
            "shader: \"demo.wgsl\",",
            "shader: \"demo.wgsl\",\n    knobs: {\"adapter_not_ready\": \"30\"},",
        ),
    );
    let c = Catalog::load(dir.path(), dir.path());
    let e = &c.errors[0];
    assert_eq!((e.line, e.col), (6, 13), "{e}");
    std::fs::write(dir.path().join("demo.wgsl"), "").unwrap();
    std::fs::write(dir.path().join("demo.js"), "").unwrap();
    let c = Catalog::load(dir.path(), dir.path());
    assert!(
        c.errors[0]
            .message
            .contains("bad value `30` for knob `adapter_not_ready`"),
        "{}",
        c.errors[0]
    );
}

/// Loads one lesson text (with `demo.wgsl` present) and returns its error.
fn error_of(text: &str) -> LessonError {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "demo.wgsl", "");
    write(dir.path(), "demo.js", "");
    write(dir.path(), "a.ron", text);
    let c = Catalog::load(dir.path(), dir.path());
    assert!(c.lessons.is_empty(), "loaded: {text}");
    c.errors[0].clone()
}

fn with_exercise(check: &str) -> String {
    GOOD.replace(
            "shader: \"demo.wgsl\",",
            &format!(
                "shader: \"demo.wgsl\",\n    exercises: [\n        (\n            id: \"e\",\n            prompt: (en: \"p\"),\n            check: {check},\n            solution: (),\n            wrong: (),\n        ),\n    ],"
            ),
        )
}

#[test]
fn out_of_range_and_vacuous_checks_are_refused_at_their_field() {
    for (check, field) in [
        ("PageSurvives(frames: 0)", "frames"),
        ("PageSurvives(frames: 4000000000)", "frames"),
        (
            "PageSurvives(frames: 5, expect: [Pixel(uv: (0.5, 0.5), rgba: (1.0, 0.0, 0.0, 1.0), tolerance: 1.0)])",
            "tolerance",
        ),
        (
            "PageSurvives(frames: 5, expect: [Pixel(uv: (1.5, 0.5), rgba: (1.0, 0.0, 0.0, 1.0), tolerance: 0.1)])",
            "uv",
        ),
        ("All([])", "All"),
        ("Predict(answer: \"\")", "answer"),
        ("Predict(answer: \"destroyed\", tolerance: 1.0)", "tolerance"),
    ] {
        let text = with_exercise(check);
        let e = error_of(&text);
        assert!(e.message.contains(&format!("{field}:")), "{check}: {e}");
        let line = text.lines().nth(e.line - 1).unwrap();
        assert!(line[e.col - 1..].starts_with(field), "{check}: {e} points at `{line}`");
    }
    assert!(
        Catalog::load(std::path::Path::new("/nonexistent"), std::path::Path::new("/x"))
            .lessons
            .is_empty()
    );
}

#[test]
fn duplicates_are_reported_at_the_duplicate() {
    let text = GOOD.replace(
        "shader: \"demo.wgsl\",",
        "shader: \"demo.wgsl\",\n    knobs: {\"tab_hidden\": \"true\",\n        \"tab_hidden\": \"false\"},",
    );
    let e = error_of(&text);
    assert!(e.message.contains("knob `tab_hidden` is given twice"), "{e}");
    assert_eq!(e.line, 7, "{e}");
    let one = with_exercise("PageSurvives(frames: 3)");
    let start = one.find("        (\n            id: \"e\"").unwrap();
    let end = one.find("    ],").unwrap();
    let two = format!("{}{}{}", &one[..end], &one[start..end], &one[end..]);
    let e = error_of(&two);
    assert!(e.message.contains("duplicate exercise id `e`"), "{e}");
    assert_eq!(e.line, two[..two.rfind("id: \"e\"").unwrap()].lines().count(), "{e}");
    // Two files with one id: the second file's `id` field.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "demo.wgsl", "");
    write(dir.path(), "demo.js", "");
    write(dir.path(), "01-a.ron", GOOD);
    write(dir.path(), "02-b.ron", &format!("// the same id again\n{GOOD}"));
    let c = Catalog::load(dir.path(), dir.path());
    assert_eq!(c.lessons.len(), 1);
    assert_eq!((c.errors[0].line, c.errors[0].col), (3, 9), "{}", c.errors[0]);
    assert!(c.errors[0].message.contains("01-a.ron"), "{}", c.errors[0]);
}

#[test]
fn paths_stay_inside_the_shaders_folder_and_a_bom_is_fine() {
    for bad in ["../../../../etc/passwd", "/etc/passwd", "a/../../b.wgsl"] {
        let e = error_of(&GOOD.replace("\"demo.wgsl\"", &format!("\"{bad}\"")));
        assert!(e.message.contains("not allowed"), "{bad}: {e}");
        assert_eq!((e.line, e.col), (5, 13), "{bad}: {e}");
    }
    let e = error_of(&GOOD.replace("\"demo\"", "\"../x\""));
    assert!(e.message.contains("lesson id"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "demo.wgsl", "");
    write(dir.path(), "demo.js", "");
    write(dir.path(), "a.ron", &format!("\u{feff}{GOOD}"));
    let c = Catalog::load(dir.path(), dir.path());
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    write(dir.path(), "a.ron", &format!("\u{feff}{}", GOOD.replace("id:", "idd:")));
    let c = Catalog::load(dir.path(), dir.path());
    assert_eq!((c.errors[0].line, c.errors[0].col), (2, 5), "{}", c.errors[0]);
}

#[test]
fn the_readme_example_lesson_loads() {
    let readme = include_str!("../../../README.md");
    let after = &readme[readme.find("<!-- lesson-example -->").expect("marker in README")..];
    let start = after.find("```ron\n").expect("ron block") + "```ron\n".len();
    let text = &after[start..start + after[start..].find("```").expect("end of block")];
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "01-tiny.ron", text);
    write(dir.path(), "tiny.wgsl", "");
    write(dir.path(), "tiny.js", "");
    write(dir.path(), "tiny-red.wgsl", "");
    let c = Catalog::load(dir.path(), dir.path());
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    let l = &c.lessons[0].lesson;
    assert_eq!((l.id.as_str(), l.exercises.len()), ("tiny", 2));
    assert!(l.exercises[1].observe.is_some(), "the prediction's observe text");
}

/// Exercises of one page lesson pass one by one: no two page exercises of a lesson share
/// a check, so each verifies its own prompt's promise.
#[test]
fn page_exercises_of_a_lesson_have_checks_of_their_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let c = Catalog::load(&root.join("lessons"), &root.join("shaders"));
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    for l in &c.lessons {
        let pages: Vec<_> = l.lesson.exercises.iter().filter(|e| e.check.is_page()).collect();
        for (i, a) in pages.iter().enumerate() {
            for b in &pages[i + 1..] {
                assert_ne!(
                    a.check, b.check,
                    "{}: {} and {} share one check",
                    l.lesson.id, a.id, b.id
                );
            }
        }
    }
}

/// Every course exercise with hints names the student's own line in its second hint, in
/// both languages (`{line:TEXT}`): the line, not a description of where to look.
#[test]
fn every_second_hint_names_the_students_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let c = Catalog::load(&root.join("lessons"), &root.join("shaders"));
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    let mut with_hints = 0;
    for l in &c.lessons {
        for e in l.lesson.exercises.iter().filter(|e| !e.hints.is_empty()) {
            with_hints += 1;
            let second = e
                .hints
                .get(1)
                .unwrap_or_else(|| panic!("{}/{}: one hint only", l.lesson.id, e.id));
            for text in [&second.es, &second.en] {
                let text = text.as_deref().unwrap_or_default();
                assert!(
                    !crate::lesson::places::placeholders(text).is_empty(),
                    "{}/{}: the second hint names no line: {text}",
                    l.lesson.id,
                    e.id
                );
            }
        }
    }
    assert!(with_hints >= 21, "{with_hints} exercises have hints");
}

/// Every lesson program shows only the resize pattern that `current-texture` teaches:
/// every program in `shaders/` but that lesson's start and wrong attempts (which show
/// the mistakes on purpose) and the helper itself. No program keeps the canvas's
/// texture, or a view of it, from one frame to the next. The other lessons' programs
/// never assign the canvas's size or observe its box themselves: they import
/// `canvas-size.js` and call its `resize()` before `getCurrentTexture()` in the frame,
/// and the helper compares before it assigns. `current-texture`'s own solution writes
/// that code: it compares before it assigns, and assigns before it acquires.
#[test]
fn lesson_programs_size_the_canvas_only_the_way_current_texture_teaches() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let c = Catalog::load(&root.join("lessons"), &root.join("shaders"));
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    let teaching = c
        .lessons
        .iter()
        .find(|l| l.lesson.id == "current-texture")
        .expect("lesson current-texture");
    // The programs that show the mistakes on purpose, and the lesson's own solution.
    let mut on_purpose = std::collections::BTreeSet::from([teaching.lesson.host.clone()]);
    let mut own_solution = std::collections::BTreeSet::new();
    for e in &teaching.lesson.exercises {
        on_purpose.extend(e.wrong_attempts().into_iter().filter_map(|(_, a)| a.program.clone()));
        own_solution.extend(e.solution.program.clone());
    }
    assert!(on_purpose.len() >= 8, "{on_purpose:?}");
    let mut programs = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(root.join("shaders")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let program = path.extension().is_some_and(|e| e == "js");
        // The helper modules pages import: the resize helper itself, and the features
        // lesson's BC1 picture bytes.
        let helper = ["canvas-size.js", "bc1-picture.js"].contains(&name.as_str());
        if program && !helper && !on_purpose.contains(&name) {
            programs.insert(name);
        }
    }
    assert!(
        programs.len() >= 25,
        "only {} lesson programs found: {programs:?}",
        programs.len()
    );
    let mut wrong = Vec::new();
    for name in &programs {
        let text = std::fs::read_to_string(root.join("shaders").join(name)).unwrap();
        let line_of = |at: usize| text[..at].lines().count().max(1);
        if let Some(at) = keeps_the_texture(&text) {
            wrong.push(format!(
                "shaders/{name}:{}: keeps the canvas's texture (or a view of it) from one frame to the next",
                line_of(at)
            ));
        }
        let acquire = text.find("context.getCurrentTexture(");
        if own_solution.contains(name) {
            // The lesson that writes the resize: compare, then assign, then acquire.
            let assign = size_assignment(&text);
            let compare = text.find("if (canvas.width !== width || canvas.height !== height)");
            match (compare, assign, acquire) {
                (Some(c), Some(a), Some(g)) if c < a && a < g => {}
                _ => wrong.push(format!(
                    "shaders/{name}: must compare the size, then assign it, then call getCurrentTexture()"
                )),
            }
            continue;
        }
        if let Some(at) = size_assignment(&text) {
            wrong.push(format!(
                "shaders/{name}:{}: assigns the canvas's size itself",
                line_of(at)
            ));
        }
        if let Some(at) = text.find("new ResizeObserver") {
            wrong.push(format!(
                "shaders/{name}:{}: observes the canvas's box itself",
                line_of(at)
            ));
        }
        if !text.contains(r#"import { followBox } from "./canvas-size.js";"#) {
            wrong.push(format!("shaders/{name}: does not import followBox from canvas-size.js"));
        }
        match (text.find("resize(device.limits.maxTextureDimension2D)"), acquire) {
            (Some(r), Some(g)) if r < g => {}
            (r, g) => wrong.push(format!(
                "shaders/{name}: resize() ({}) must come before getCurrentTexture() ({})",
                r.map_or("missing".to_owned(), |r| format!("line {}", line_of(r))),
                g.map_or("missing".to_owned(), |g| format!("line {}", line_of(g))),
            )),
        }
    }
    let helper = std::fs::read_to_string(root.join("shaders/canvas-size.js")).unwrap();
    let compare = helper.find("if (canvas.width === width && canvas.height === height) return false;");
    let assign = size_assignment(&helper);
    assert!(
        matches!((compare, assign), (Some(c), Some(a)) if c < a),
        "canvas-size.js must compare the size before it assigns it"
    );
    assert!(
        wrong.is_empty(),
        "lesson programs that teach another resize pattern:\n{}",
        wrong.join("\n")
    );
}

/// The search for a kept texture finds every way `current-texture`'s start and wrong
/// attempts keep one (the texture until the size changes, the first frame's view, the
/// pass's descriptor), and none in the lesson's solution or in a program that acquires
/// inline.
#[test]
fn the_kept_texture_search_finds_each_way_of_keeping_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for kept in ["04-page.js", "04-page-wrong-kept.js", "04-page-wrong-kept-view.js"] {
        let text = std::fs::read_to_string(root.join("shaders").join(kept)).unwrap();
        assert!(keeps_the_texture(&text).is_some(), "{kept} keeps its texture, unseen");
    }
    for fresh in ["04-page-solution.js", "02-page-solution.js"] {
        let text = std::fs::read_to_string(root.join("shaders").join(fresh)).unwrap();
        assert_eq!(keeps_the_texture(&text), None, "{fresh}");
    }
    for (snippet, kept) in [
        (
            "let t = null;\nfunction frame() {\n  t ||= context.getCurrentTexture();\n}",
            true,
        ),
        (
            "  const texture = context.getCurrentTexture(); // in the frame\n",
            false,
        ),
        (
            "  colorAttachments: [{ view: context.getCurrentTexture().createView() }],\n",
            false,
        ),
        ("  // t = context.getCurrentTexture() was kept here\n", false),
        ("  this.view = context.getCurrentTexture().createView();\n", true),
        (
            "  desc ??= {\n    colorAttachments: [{ view: texture.createView() }],\n  };\n",
            true,
        ),
    ] {
        assert_eq!(keeps_the_texture(snippet).is_some(), kept, "{snippet}");
    }
}

/// Where a program stores the canvas's texture, or a view of it, where a later frame
/// finds it: `getCurrentTexture()`'s result assigned to a variable declared elsewhere
/// (`x = `, `x ??= `, `x ||= `), or an object with a view made once (`x ??= { ... createView()
/// ... }`). A declaration in the frame (`const texture = context.getCurrentTexture()`)
/// and an inline use are not kept; comments are left out.
fn keeps_the_texture(text: &str) -> Option<usize> {
    let mut at = 0;
    let mut found = None;
    for line in text.split_inclusive('\n') {
        let code = line.split("//").next().unwrap_or("");
        let trimmed = code.trim_start();
        let declared = ["const ", "let ", "var "].iter().any(|d| trimmed.starts_with(d));
        if let Some(call) = code.find("getCurrentTexture(") {
            let before = &code[..call];
            let assigned = ["??=", "||=", "&&="].iter().any(|op| before.contains(op))
                || before.match_indices('=').any(|(i, _)| {
                    let prev = before[..i].chars().last();
                    let next = before[i + 1..].chars().next();
                    !matches!(prev, Some('=' | '!' | '<' | '>')) && !matches!(next, Some('=' | '>'))
                });
            if assigned && !declared {
                found.get_or_insert(at + call);
            }
        }
        if let Some(op) = code.find("??=").or_else(|| code.find("||=")) {
            // The statement, up to the first `;` at its end: an object made once with a
            // view in it.
            let rest = &text[at + op..];
            let statement = &rest[..rest.find(";\n").unwrap_or(rest.len())];
            if statement.contains("createView(") {
                found.get_or_insert(at + op);
            }
        }
        at += line.len();
    }
    found
}

/// Where a program first assigns `canvas.width` or `canvas.height` (`=`, not `==`).
fn size_assignment(text: &str) -> Option<usize> {
    ["canvas.width", "canvas.height"]
        .iter()
        .flat_map(|side| text.match_indices(side).map(move |(at, _)| (at, at + side.len())))
        .filter(|&(_, end)| {
            let rest = text[end..].trim_start_matches(' ');
            rest.starts_with('=') && !rest.starts_with("==")
        })
        .map(|(at, _)| at)
        .min()
}

/// A file the lesson asks the student to write must be in the shaders folder: a
/// misspelt name would make the check never fire.
#[test]
fn a_missing_write_yourself_file_is_an_error_at_its_name() {
    let e = error_of(&GOOD.replace(
        "shader: \"demo.wgsl\",",
        "shader: \"demo.wgsl\",\n    write_yourself: [\"canvas-sise.js\"],",
    ));
    assert!(e.message.contains("`canvas-sise.js` not found"), "{e}");
    assert_eq!((e.line, e.col), (6, 22), "{e}");
}

/// `observe` is what a prediction unlocks once answered: on any other check it would
/// never show, so it is an error at the field.
#[test]
fn observe_on_a_check_that_is_no_prediction_is_an_error_at_the_field() {
    let text = with_exercise("PageSurvives(frames: 4)").replace(
        "            check: PageSurvives",
        "            observe: (en: \"see it\"),\n            check: PageSurvives",
    );
    let e = error_of(&text);
    assert!(e.message.contains("observe is what a prediction unlocks"), "{e}");
    let line = text.lines().nth(e.line - 1).unwrap();
    assert!(line[e.col - 1..].starts_with("observe"), "{e} points at `{line}`");
    // On a prediction it loads.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "demo.wgsl", "");
    write(dir.path(), "demo.js", "");
    let predict = with_exercise("Predict(answer: \"4\")").replace(
        "            check: Predict",
        "            observe: (en: \"see it\"),\n            check: Predict",
    );
    write(dir.path(), "a.ron", &predict);
    assert!(Catalog::load(dir.path(), dir.path()).errors.is_empty());
}

/// A hint's `{line:TEXT}` must name text of the lesson's starting files, or it could
/// never name a line.
#[test]
fn a_hint_placeholder_not_in_the_starting_files_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "demo.wgsl", "@fragment fn fs() {}\n");
    write(dir.path(), "demo.js", "");
    let with_hint = |needle: &str| {
        with_exercise("PageSurvives(frames: 4)").replace(
            "            check: PageSurvives",
            &format!("            hints: [(en: \"see\"), (en: \"The line ({{line:{needle}}})\")],\n            check: PageSurvives"),
        )
    };
    write(dir.path(), "a.ron", &with_hint("fn fs()"));
    assert!(Catalog::load(dir.path(), dir.path()).errors.is_empty());
    write(dir.path(), "a.ron", &with_hint("fn vs()"));
    let c = Catalog::load(dir.path(), dir.path());
    assert!(
        c.errors.first().is_some_and(|e| e.message.contains("{line:fn vs()}")),
        "{:?}",
        c.errors
    );
}
