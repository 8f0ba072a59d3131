//! A page check in a process of its own: the grader sends `lienzo page-grade` the
//! check, the lesson and the attempt as JSON, and reads back the outcome. The child
//! confines itself to the course's folder and grades as `page.rs` does in-process; a
//! child that crashes or holds too much memory is the attempt's failure, said in
//! words, and one that runs past the check's budget is a check that could not finish.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::{CHECK_BUDGET, Outcome, Work};
use crate::gpu::HostOptions;
use crate::lesson::{Check, Knobs, Lang, LoadedLesson};
use crate::runtime::JobEnd;
use crate::text::Both;

/// What the check's process gets.
#[derive(serde::Serialize, serde::Deserialize)]
struct PageJob {
    lesson: crate::lesson::Lesson,
    path: PathBuf,
    check: Check,
    knobs: Knobs,
    program: Option<String>,
    shader: String,
    root: PathBuf,
    lang: Lang,
    backends: Option<wgpu::Backends>,
    preferred: wgpu::TextureFormat,
}

/// Time the process gets beyond the check's own budget: its start and its device.
const START: std::time::Duration = std::time::Duration::from_secs(30);

/// Grades `check` in a process of its own, `exe page-grade`.
pub(super) fn grade_contained(
    exe: &Path,
    opts: &HostOptions,
    lesson: &LoadedLesson,
    check: &Check,
    work: &Work<'_>,
    knobs: &Knobs,
) -> Outcome {
    let job = PageJob {
        lesson: lesson.lesson.clone(),
        path: lesson.path.clone(),
        check: check.clone(),
        knobs: knobs.clone(),
        program: work.program.map(str::to_owned),
        shader: work.shader.to_owned(),
        root: work.root.to_path_buf(),
        lang: work.lang,
        backends: opts.backends,
        preferred: opts.preferred,
    };
    let Ok(input) = serde_json::to_vec(&job) else {
        return super::panicked();
    };
    let mut out = Vec::new();
    let ran = crate::runtime::run_job(
        exe,
        &["page-grade"],
        &input,
        CHECK_BUDGET + START,
        crate::page_io::PROCESS_MEMORY,
        |bytes| out.extend_from_slice(bytes),
    );
    let both = |say: &crate::text::page::Say| Both {
        es: say.text(Lang::Es),
        en: say.text(Lang::En),
    };
    match ran {
        // The outcome is the last line: a driver may have printed before it.
        Ok(0) => String::from_utf8_lossy(&out)
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .and_then(|l| serde_json::from_str(l).ok())
            .unwrap_or_else(super::panicked),
        Ok(_) => super::panicked(),
        Err(JobEnd::Fault(say)) => Outcome::new(false, both(&say)),
        Err(JobEnd::Late(say)) => Outcome::error(both(&say)),
    }
}

/// `lienzo page-grade`: reads a [`PageJob`] from stdin, grades it, writes the outcome
/// to stdout as JSON.
pub fn serve_page_grade() -> std::process::ExitCode {
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return std::process::ExitCode::from(2);
    }
    let job: PageJob = match serde_json::from_slice(&input) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("lienzo page-grade: the check to grade: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    if let Err(why) = crate::runtime::confine_to(&job.root, &[]) {
        eprintln!("lienzo page-grade: the page runs unconfined: {why}");
    }
    let lesson = LoadedLesson {
        path: job.path,
        lesson: job.lesson,
    };
    let work = Work {
        shader: &job.shader,
        program: job.program.as_deref(),
        root: &job.root,
        answer: None,
        lang: job.lang,
    };
    let opts = HostOptions {
        backends: job.backends,
        preferred: job.preferred,
    };
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        super::page::grade_page(&opts, &lesson, &job.check, &work, &job.knobs)
    }))
    .unwrap_or_else(|_| super::panicked());
    match serde_json::to_string(&outcome) {
        Ok(json) => {
            println!("{json}");
            std::process::ExitCode::SUCCESS
        }
        Err(_) => std::process::ExitCode::from(2),
    }
}
