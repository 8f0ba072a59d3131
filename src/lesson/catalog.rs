//! Loads every `lessons/*.ron` file. A bad file gives `file:line:col: message` and
//! the other lessons still load.

use std::path::{Path, PathBuf};

use super::{Knobs, Lesson};

mod checks;

pub use checks::MAX_CHECK_FRAMES;
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
mod tests;
