//! Loads every `lessons/*.ron` file. A bad file gives `file:line:col: message` and
//! the other lessons still load.

use std::path::{Path, PathBuf};

use super::{Knobs, Lesson};

mod checks;

pub use checks::{MAX_CHECK_FRAMES, MAX_RECOVERY_SECONDS, MAX_STORM_EVENTS};
use checks::{check, position};

/// A lesson file that could not be used, with the position of the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}:{line}:{col}: {message}", path.display())]
pub struct LessonError {
    /// The file.
    pub path: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

/// A lesson that parsed and whose files exist.
#[derive(Clone, Debug)]
pub struct LoadedLesson {
    /// The RON file it came from.
    pub path: PathBuf,
    /// The parsed lesson.
    pub lesson: Lesson,
}

impl LoadedLesson {
    /// The lesson's starting knobs: defaults with the lesson's values applied.
    pub fn knobs(&self) -> Knobs {
        let mut k = Knobs::default();
        for (name, value) in &self.lesson.knobs {
            // Checked at load time, so this cannot fail here.
            let _ = k.set(name, value);
        }
        k
    }
}

/// Every lesson found in one folder, plus the files that failed.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    /// Folder of the RON files.
    pub lessons_dir: PathBuf,
    /// Folder of the shader files lessons refer to.
    pub shaders_dir: PathBuf,
    /// Lessons that loaded, sorted by file name.
    pub lessons: Vec<LoadedLesson>,
    /// Files that did not load.
    pub errors: Vec<LessonError>,
}

impl Catalog {
    /// Loads every `*.ron` file of `lessons_dir`.
    pub fn load(lessons_dir: &Path, shaders_dir: &Path) -> Self {
        let mut catalog = Self {
            lessons_dir: lessons_dir.to_owned(),
            shaders_dir: shaders_dir.to_owned(),
            ..Self::default()
        };
        let mut files: Vec<PathBuf> = match crate::files::read_dir(lessons_dir) {
            Ok(rd) => rd
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e == "ron"))
                .collect(),
            Err(err) => {
                catalog.errors.push(LessonError {
                    path: lessons_dir.to_owned(),
                    line: 1,
                    col: 1,
                    message: format!("cannot read the lessons folder: {err}"),
                });
                return catalog;
            }
        };
        files.sort();
        for path in files {
            match load_file(&path, shaders_dir) {
                Ok(lesson) => {
                    if let Some(first) = catalog.lessons.iter().find(|l| l.lesson.id == lesson.id) {
                        let text = crate::files::read(&path)
                            .map(|b| String::from_utf8_lossy(&b).into_owned())
                            .unwrap_or_default();
                        let id_at = text.find(&format!("\"{}\"", lesson.id)).unwrap_or(0);
                        let (line, col, message) = position(
                            &text,
                            id_at,
                            format!(
                                "duplicate lesson id `{}`: {} already has it",
                                lesson.id,
                                first.path.display()
                            ),
                        );
                        catalog.errors.push(LessonError {
                            path: path.clone(),
                            line,
                            col,
                            message,
                        });
                    } else {
                        catalog.lessons.push(LoadedLesson { path, lesson });
                    }
                }
                Err(e) => catalog.errors.push(e),
            }
        }
        catalog
    }

    /// The lesson with this id.
    pub fn find(&self, id: &str) -> Option<&LoadedLesson> {
        self.lessons.iter().find(|l| l.lesson.id == id)
    }

    /// Path of a shader file named by a lesson.
    pub fn shader_path(&self, name: &str) -> PathBuf {
        self.shaders_dir.join(name)
    }
}

/// Parses and checks one lesson file.
pub fn load_file(path: &Path, shaders_dir: &Path) -> Result<Lesson, LessonError> {
    let err = |(line, col, message): (usize, usize, String)| LessonError {
        path: path.to_owned(),
        line,
        col,
        message,
    };
    let text = crate::files::read_text(path).map_err(|e| match e {
        crate::files::ReadError::NotUtf8 { line, column, .. } => {
            err((line, column, "not UTF-8 text: a lesson file must be UTF-8".to_owned()))
        }
        other => err((1, 1, other.to_string())),
    })?;
    let lesson = parse(&text).map_err(err)?;
    check(&lesson, &text, shaders_dir).map_err(err)?;
    Ok(lesson)
}

/// Parses lesson RON text, returning `(line, col, message)` on failure. A leading
/// byte-order mark is ignored.
pub fn parse(text: &str) -> Result<Lesson, (usize, usize, String)> {
    let bom = text.starts_with('\u{feff}');
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str::<Lesson>(text.trim_start_matches('\u{feff}'))
        .map_err(|e| {
            let line = e.span.start.line.max(1);
            // The mark is not a column anyone sees.
            let col = e.span.start.col.max(1) - usize::from(bom && line == 1 && e.span.start.col > 1);
            (line, col, e.code.to_string())
        })
}

/// What the student can do next.
#[derive(Clone, Debug)]
pub enum Next<'a> {
    /// An exercise of the open lesson that has not passed yet.
    Exercise(&'a str),
    /// The open lesson is done; this is the next lesson with work left.
    Lesson(&'a LoadedLesson),
    /// Every exercise of every lesson has passed.
    AllDone,
}

impl LoadedLesson {
    /// Passed and total exercises, by `passed(lesson, exercise)`.
    pub fn count(&self, passed: &dyn Fn(&str, &str) -> bool) -> (usize, usize) {
        let l = &self.lesson;
        let done = l.exercises.iter().filter(|e| passed(&l.id, &e.id)).count();
        (done, l.exercises.len())
    }
}

impl Catalog {
    /// What comes after the open lesson: its first exercise not passed yet, else the
    /// next lesson (in catalog order, wrapping around) with one.
    pub fn next<'a>(&'a self, open: &'a LoadedLesson, passed: &dyn Fn(&str, &str) -> bool) -> Next<'a> {
        let l = &open.lesson;
        if let Some(e) = l.exercises.iter().find(|e| !passed(&l.id, &e.id)) {
            return Next::Exercise(&e.id);
        }
        let at = self.lessons.iter().position(|c| c.lesson.id == l.id).unwrap_or(0);
        let n = self.lessons.len();
        (1..n)
            .map(|i| &self.lessons[(at + i) % n])
            .find(|c| {
                let (done, total) = c.count(passed);
                done < total
            })
            .map_or(Next::AllDone, Next::Lesson)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) {
        std::fs::write(dir.join(name), text).unwrap();
    }

    const GOOD: &str = r##"(
    id: "demo",
    title: (es: "Demo", en: "Demo"),
    body: (es: "# Hola", en: "# Hello"),
    scene: Fullscreen,
    shader: "demo.wgsl",
)"##;

    /// A page lesson offers only the knobs of a page's world: a scene knob there would
    /// change nothing the student sees.
    #[test]
    fn a_page_lesson_offering_a_scene_knob_is_an_error_at_the_knob() {
        let dir = tempfile::tempdir().unwrap();
        let shaders = dir.path().join("shaders");
        std::fs::create_dir(&shaders).unwrap();
        write(&shaders, "demo.wgsl", "");
        write(&shaders, "demo.js", "");
        let page = GOOD.replace(
            "shader: \"demo.wgsl\",",
            "shader: \"demo.wgsl\",\n    host: \"demo.js\",\n    knobs: {\"limits\": \"adapter\",\n        \"bug_keep_texture\": \"true\"},",
        );
        write(dir.path(), "01-page.ron", &page);
        let c = Catalog::load(dir.path(), &shaders);
        assert_eq!(c.errors.len(), 1, "{:?}", c.errors);
        let e = &c.errors[0];
        assert_eq!((e.line, e.col), (9, 9), "{e}");
        assert!(
            e.message.contains("bug_keep_texture") && e.message.contains("simulated_dpr"),
            "{e}"
        );
        // The same knobs in a scene lesson are fine.
        write(dir.path(), "01-page.ron", &page.replace("    host: \"demo.js\",\n", ""));
        assert!(Catalog::load(dir.path(), &shaders).errors.is_empty());
    }

    #[test]
    fn syntax_error_and_unknown_field_have_positions_and_others_still_load() {
        let dir = tempfile::tempdir().unwrap();
        let shaders = dir.path().join("shaders");
        std::fs::create_dir(&shaders).unwrap();
        write(&shaders, "demo.wgsl", "");
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
                "shader: \"demo.wgsl\",\n    knobs: {\"msaa\": \"3\"},",
            ),
        );
        let c = Catalog::load(dir.path(), dir.path());
        let e = &c.errors[0];
        assert_eq!((e.line, e.col), (7, 13), "{e}");
        std::fs::write(dir.path().join("demo.wgsl"), "").unwrap();
        let c = Catalog::load(dir.path(), dir.path());
        assert!(
            c.errors[0].message.contains("bad value `3` for knob `msaa`"),
            "{}",
            c.errors[0]
        );
    }

    /// Loads one lesson text (with `demo.wgsl` present) and returns its error.
    fn error_of(text: &str) -> LessonError {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "demo.wgsl", "");
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
            ("RecoversWithin(seconds: -1.0)", "seconds"),
            ("RecoversWithin(seconds: 1e30)", "seconds"),
            ("RecoversWithin(seconds: inf)", "seconds"),
            (
                "Pixel(uv: (0.5, 0.5), rgba: (1.0, 0.0, 0.0, 1.0), tolerance: 0.02, frames: 4294967295)",
                "frames",
            ),
            (
                "Pixel(uv: (0.5, 0.5), rgba: (1.0, 0.0, 0.0, 1.0), tolerance: 1.0)",
                "tolerance",
            ),
            ("NoErrors(frames: 4000000000)", "frames"),
            (
                "LiveBytesBelow(events: 4294967295, frames: 10, max_ratio: 2.5)",
                "events",
            ),
            ("LiveBytesBelow(events: 500, frames: 0, max_ratio: 2.5)", "frames"),
            ("LiveBytesBelow(events: 500, frames: 10, max_ratio: 100.0)", "max_ratio"),
            ("CoalescedStorm(events: 10, frames: 10)", "events"),
            ("SurvivesZeroSize(frames: 0)", "frames"),
            ("All([])", "All"),
            ("StaysDestroyed(frames: 0)", "frames"),
            ("NoConversionPass(frames: 0)", "frames"),
            ("CanvasWithinMaxDimension(requested: (0, 0))", "requested"),
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
            "shader: \"demo.wgsl\",\n    knobs: {\"msaa\": \"4\",\n        \"msaa\": \"3\"},",
        );
        let e = error_of(&text);
        assert!(e.message.contains("knob `msaa` is given twice"), "{e}");
        assert_eq!(e.line, 8, "{e}");
        let one = with_exercise("NoErrors(frames: 3)");
        let start = one.find("        (\n            id: \"e\"").unwrap();
        let end = one.find("    ],").unwrap();
        let two = format!("{}{}{}", &one[..end], &one[start..end], &one[end..]);
        let e = error_of(&two);
        assert!(e.message.contains("duplicate exercise id `e`"), "{e}");
        assert_eq!(e.line, two[..two.rfind("id: \"e\"").unwrap()].lines().count(), "{e}");
        // Two files with one id: the second file's `id` field.
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "demo.wgsl", "");
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
            assert_eq!((e.line, e.col), (6, 13), "{bad}: {e}");
        }
        let e = error_of(&GOOD.replace("\"demo\"", "\"../x\""));
        assert!(e.message.contains("lesson id"), "{e}");
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "demo.wgsl", "");
        write(dir.path(), "a.ron", &format!("\u{feff}{GOOD}"));
        let c = Catalog::load(dir.path(), dir.path());
        assert!(c.errors.is_empty(), "{:?}", c.errors);
        write(dir.path(), "a.ron", &format!("\u{feff}{}", GOOD.replace("id:", "idd:")));
        let c = Catalog::load(dir.path(), dir.path());
        assert_eq!((c.errors[0].line, c.errors[0].col), (2, 5), "{}", c.errors[0]);
    }

    #[test]
    fn the_readme_example_lesson_loads() {
        let readme = include_str!("../../README.md");
        let after = &readme[readme.find("<!-- lesson-example -->").expect("marker in README")..];
        let start = after.find("```ron\n").expect("ron block") + "```ron\n".len();
        let text = &after[start..start + after[start..].find("```").expect("end of block")];
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "01-tiny.ron", text);
        write(dir.path(), "tiny.wgsl", "");
        write(dir.path(), "tiny-red.wgsl", "");
        let c = Catalog::load(dir.path(), dir.path());
        assert!(c.errors.is_empty(), "{:?}", c.errors);
        let l = &c.lessons[0].lesson;
        assert_eq!((l.id.as_str(), l.exercises.len()), ("tiny", 1));
        assert_eq!(l.device.enhancements, vec![crate::lesson::FeatureName::TimestampQuery]);
    }
}
