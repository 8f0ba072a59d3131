//! Loads every `lessons/*.ron` file. A bad file gives `file:line:col: message` and
//! the other lessons still load.

use std::path::{Path, PathBuf};

use super::{Knobs, Lesson};

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
        let mut files: Vec<PathBuf> = match std::fs::read_dir(lessons_dir) {
            Ok(rd) => rd
                .filter_map(Result::ok)
                .map(|e| e.path())
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
                    if catalog.lessons.iter().any(|l| l.lesson.id == lesson.id) {
                        catalog.errors.push(LessonError {
                            path: path.clone(),
                            line: 1,
                            col: 1,
                            message: format!("duplicate lesson id `{}`", lesson.id),
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
    let text = std::fs::read_to_string(path).map_err(|e| LessonError {
        path: path.to_owned(),
        line: 1,
        col: 1,
        message: format!("cannot read: {e}"),
    })?;
    let lesson = parse(&text).map_err(|(line, col, message)| LessonError {
        path: path.to_owned(),
        line,
        col,
        message,
    })?;
    check(&lesson, &text, shaders_dir).map_err(|(line, col, message)| LessonError {
        path: path.to_owned(),
        line,
        col,
        message,
    })?;
    Ok(lesson)
}

/// Parses lesson RON text, returning `(line, col, message)` on failure.
pub fn parse(text: &str) -> Result<Lesson, (usize, usize, String)> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str::<Lesson>(text)
        .map_err(|e| (e.span.start.line.max(1), e.span.start.col.max(1), e.code.to_string()))
}

/// Checks what serde cannot: knob names and values, shader files, unique exercise ids.
fn check(lesson: &Lesson, text: &str, shaders_dir: &Path) -> Result<(), (usize, usize, String)> {
    let mut knobs = Knobs::default();
    let knob_sets = std::iter::once(&lesson.knobs).chain(
        lesson
            .exercises
            .iter()
            .flat_map(|e| [&e.knobs, &e.solution.knobs, &e.wrong.knobs]),
    );
    for set in knob_sets {
        for (name, value) in set {
            knobs
                .set(name, value)
                .map_err(|e| at(text, &format!("\"{name}\""), e.to_string()))?;
        }
    }
    let mut shaders = vec![&lesson.shader];
    for e in &lesson.exercises {
        shaders.extend(e.solution.shader.iter());
        shaders.extend(e.wrong.shader.iter());
    }
    for s in shaders {
        if !shaders_dir.join(s).is_file() {
            return Err(at(
                text,
                &format!("\"{s}\""),
                format!("shader file `{s}` not found in {}", shaders_dir.display()),
            ));
        }
    }
    for (i, e) in lesson.exercises.iter().enumerate() {
        if lesson.exercises[..i].iter().any(|o| o.id == e.id) {
            return Err(at(
                text,
                &format!("\"{}\"", e.id),
                format!("duplicate exercise id `{}`", e.id),
            ));
        }
    }
    Ok(())
}

/// The 1-based line and column of the first occurrence of `needle`, for errors found
/// after parsing.
fn at(text: &str, needle: &str, message: String) -> (usize, usize, String) {
    let offset = text.find(needle).unwrap_or(0);
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col, message)
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
