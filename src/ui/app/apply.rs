//! Applying the queued commands, and reacting to what the background threads and the
//! file watcher report: lessons opened, graded, reloaded.

use std::path::PathBuf;

use eframe::egui;

use super::{Command, LienzoApp, same_file};
use crate::gpu::HostOptions;
use crate::lesson::{Knobs, LoadedLesson};
use crate::text::ui as say;
use crate::watch::Watcher;

impl LienzoApp {
    /// Opens lesson `id`, as a page navigation does: the page, the text and the
    /// knobs. The page asks for its own device.
    pub(super) fn open_lesson(&mut self, id: &str) {
        let Some((_, knobs)) = self.open_page(id) else { return };
        self.state.knobs = knobs;
    }

    /// Opens lesson `id`'s page, text and knobs. Returns the lesson and the knobs it
    /// opens with; `None` (and a notice) for an unknown lesson.
    pub(super) fn open_page(&mut self, id: &str) -> Option<(LoadedLesson, Knobs)> {
        let Some(l) = self.state.course.catalog.find(id).cloned() else {
            self.notify(say::unknown_lesson(id).take(self.state.lang));
            return None;
        };
        self.flush_drafts();
        self.state.course.lesson_id = Some(id.to_owned());
        self.state.course.free = None;
        let path = self.state.course.catalog.shader_path(&l.lesson.shader);
        self.state.editor.buffers.open(id, &path);
        // A text restored from the last session may be older than the file: reconcile.
        self.state.editor.buffers.file_changed(id, &path);
        // The page's program in a second tab, run by the page view.
        let key = crate::ui::state::program_key(id);
        let program = self.state.course.catalog.shader_path(&l.lesson.host);
        self.state.editor.buffers.open(&key, &program);
        self.state.editor.buffers.file_changed(&key, &program);
        let files = crate::ui::page_view::PageFiles {
            root: self.state.course.catalog.shaders_dir.clone(),
            program: l.lesson.host.clone(),
            shader: Some(l.lesson.shader.clone()),
            budget: crate::ui::page_view::LESSON_BUDGET,
        };
        // The tab the first exercise asks to change opens: the shader when its
        // solution is a shader (the playground), else the page's program.
        let shader_first = l
            .lesson
            .exercises
            .first()
            .is_some_and(|e| e.solution.shader.is_some() && e.solution.program.is_none());
        self.state.editor.tab = if shader_first {
            crate::ui::Tab::Shader
        } else {
            crate::ui::Tab::Program
        };
        let crash_file = self.state.editor.buffers.work().crash_path(id);
        self.state.page.open(Some(files), Some(crash_file));
        let start = l.knobs().with_min_limits(self.state.common.min_limits);
        let (knobs, problems) = self
            .state
            .course
            .pages
            .knobs(self.state.editor.buffers.work(), id, &start);
        for p in problems {
            self.notify(p);
        }
        self.state.panels.restore_scroll = Some(
            self.state
                .course
                .pages
                .open(self.state.editor.buffers.work(), id)
                .0
                .scroll,
        );
        self.state.marks.grades = l.lesson.exercises.iter().map(|e| (e.id.clone(), None)).collect();
        self.state.marks.hints.clear();
        Some((l, knobs))
    }

    /// Opens the folder or `.html` file at `path` as a page of its own: its entry in the
    /// Program tab, its shader (if it has one) in the Shader tab, the knobs at their
    /// defaults, no exercises. Its edits are kept as drafts in the work folder; *Save*
    /// writes its files. What is not a page is said, and the open lesson stays.
    pub(super) fn open_free_page(&mut self, path: &std::path::Path) {
        match crate::ui::free_page::FreePage::open(path) {
            Ok(page) => self.show_free_page(page),
            Err(why) => {
                use crate::ui::free_page::NotAPage;
                let said = match &why {
                    NotAPage::Missing(why) => say::no_such_page(why),
                    NotAPage::NoPage(folder) => say::no_page_in(folder),
                    NotAPage::NotHtml(file) => say::not_html(file),
                };
                self.notify(said.take(self.state.lang));
            }
        }
    }

    fn show_free_page(&mut self, page: crate::ui::free_page::FreePage) {
        self.flush_drafts();
        let id = page.id.clone();
        let key = crate::ui::state::program_key(&id);
        let buffers = &mut self.state.editor.buffers;
        buffers.open_own(&key, &page.root.join(&page.entry));
        buffers.file_changed(&key, &page.root.join(&page.entry));
        if let Some(shader) = &page.shader {
            buffers.open_own(&id, &page.root.join(shader));
            buffers.file_changed(&id, &page.root.join(shader));
        }
        self.state.editor.tab = if page.shader.is_some() {
            crate::ui::Tab::Shader
        } else {
            crate::ui::Tab::Program
        };
        let files = crate::ui::page_view::PageFiles {
            root: page.root.clone(),
            program: page.entry.clone(),
            shader: page.shader.clone(),
            budget: crate::ui::page_view::SITE_BUDGET,
        };
        let crash_file = self.state.editor.buffers.work().crash_path(&id);
        self.state.page.open(Some(files), Some(crash_file));
        self.state.knobs = Knobs::default().with_min_limits(self.state.common.min_limits);
        self.state.marks.grades.clear();
        self.state.marks.hints.clear();
        self.state.panels.restore_scroll = Some(0.0);
        self.notify(say::opened_page(&page.shown()).take(self.state.lang));
        self.state.course.lesson_id = Some(id);
        self.state.course.free = Some(page);
    }

    /// Applies the queued commands. The editor's edits go first: they were made while
    /// the editor was drawn, before any command of the frame could act on the text.
    pub fn apply_commands(&mut self, ctx: &egui::Context) {
        let (edits, others): (Vec<Command>, Vec<Command>) = std::mem::take(&mut self.commands)
            .into_iter()
            .partition(|c| matches!(c, Command::SetText(_)));
        for cmd in edits.into_iter().chain(others) {
            self.apply(cmd, ctx);
        }
    }

    fn apply(&mut self, cmd: Command, ctx: &egui::Context) {
        let id = self.state.course.lesson_id.clone().unwrap_or_default();
        // The editor's open file: the shader, or the page's program.
        let doc = self.doc_key().unwrap_or_default();
        match cmd {
            Command::OpenLesson(l) => self.open_lesson(&l),
            Command::OpenPage(path) => self.open_free_page(&path),
            Command::OpenSitePage(entry) => {
                if let Some(free) = &self.state.course.free {
                    let page = crate::ui::free_page::FreePage::at(free.root.clone(), entry);
                    self.show_free_page(page);
                }
            }
            Command::SiteOneFolderUp => {
                if let Some(page) = self
                    .state
                    .course
                    .free
                    .as_ref()
                    .and_then(crate::ui::free_page::FreePage::up)
                {
                    self.show_free_page(page);
                }
            }
            Command::SetLang(l) => self.state.lang = l,
            Command::SetKnobs(k) => {
                if let Some(start) = self
                    .lesson()
                    .map(|l| l.knobs().with_min_limits(self.state.common.min_limits))
                {
                    self.state.course.pages.set_knobs(&id, &start, &k);
                }
                self.state.knobs = k;
            }
            Command::ResetKnobs => {
                if let Some(start) = self
                    .lesson()
                    .map(|l| l.knobs().with_min_limits(self.state.common.min_limits))
                {
                    self.state.course.pages.set_knobs(&id, &start, &start);
                    self.state.knobs = start;
                }
            }
            Command::Save => match self.state.editor.buffers.save(&doc) {
                Ok(path) => self.notify(format!("{} {}", say::SAVED_TO.get(self.state.lang), path.display())),
                Err(e) => self.notify(format!(
                    "{}: {}",
                    say::COULD_NOT_SAVE.get(self.state.lang),
                    e.said().get(self.state.lang)
                )),
            },
            Command::Revert => self.state.editor.buffers.revert(&doc),
            Command::UndoRevert => self.state.editor.buffers.undo_revert(&doc),
            Command::ReplaceText(text) => self.state.editor.buffers.replace(&doc, text),
            Command::ResolveConflict(keep) => self.state.editor.buffers.resolve(&doc, keep),
            Command::SetTab(tab) => self.state.editor.tab = tab,
            // The loss reaches the page's devices.
            Command::SimulateReset => self.state.page.induce_loss(),
            Command::RunPageAgain => self.state.page.run_again(),
            #[cfg(not(target_arch = "wasm32"))]
            Command::PageControl(change) => self.state.page.control(&change),
            #[cfg(target_arch = "wasm32")]
            Command::PageControl(_) => {}
            Command::ResizeStorm => self.state.page.storm(std::time::Duration::from_secs(2)),
            Command::GoTo(offset) => self.state.editor.goto = Some(offset),
            Command::ClearEvents => self.state.page.out.clear_lines(),
            Command::Grade(ex) => self.start_grade(&ex, ctx),
            Command::Passed(ex) if !id.is_empty() => {
                if let Err(e) = self.state.marks.progress.record(&id, &ex) {
                    self.notify(format!(
                        "{} {}: {e}",
                        say::COULD_NOT_SAVE_PROGRESS_IN.get(self.state.lang),
                        self.work_dir().display()
                    ));
                }
            }
            Command::Passed(_) => {}
            Command::SetText(text) => {
                if let Some(t) = self.state.text_mut() {
                    *t = text;
                }
            }
            // What only changes the window's own layout is drawn in the next frame: ask
            // for it, or an idle window would show the change only on the next input.
            Command::ShowLesson(show) => {
                self.state.panels.layout.show_lesson = show;
                ctx.request_repaint();
            }
            Command::ShowKnobs(show) => {
                self.state.panels.layout.show_knobs = show;
                ctx.request_repaint();
            }
            Command::ToggleViewportCollapsed => {
                self.state.viewport.collapsed = !self.state.viewport.collapsed;
                ctx.request_repaint();
            }
            Command::ScrolledPage(page, y) => self.state.course.pages.set_scroll(&page, y),
            Command::ShowHint(ex) => *self.state.marks.hints.entry(ex).or_default() += 1,
            Command::SetAnswer(ex, text) => {
                // A changed prediction has not been checked yet.
                self.state.marks.grades.insert(ex.clone(), None);
                self.state.course.pages.set_answer(&id, &ex, text);
            }
            Command::Notify(msg) => self.notify(msg),
        }
    }

    fn start_grade(&mut self, ex_id: &str, ctx: &egui::Context) {
        let Some(lesson) = self.lesson().cloned() else { return };
        let Some(ex) = lesson.lesson.exercises.iter().find(|e| e.id == ex_id).cloned() else {
            return;
        };
        let text = self.text().to_owned();
        let answer = self
            .state
            .course
            .pages
            .answer(&lesson.lesson.id, ex_id)
            .map(str::to_owned);
        if matches!(ex.check, crate::lesson::Check::Predict { .. }) {
            // The first answer checked is the prediction, kept before anything shows
            // how to observe it (`observe`).
            if let Some(a) = answer.as_deref().filter(|a| !a.trim().is_empty())
                && let Err(e) = self
                    .state
                    .marks
                    .progress
                    .commit_answer(&lesson.lesson.id, ex_id, a.trim())
            {
                self.notify(format!(
                    "{} {}: {e}",
                    say::COULD_NOT_SAVE_PROGRESS_IN.get(self.state.lang),
                    self.work_dir().display()
                ));
            }
            // Nothing runs: the answer is compared at once (in the browser too).
            let work = crate::grade::Work {
                shader: &text,
                program: None,
                root: &self.state.course.catalog.shaders_dir,
                answer: answer.as_deref(),
                lang: self.state.lang,
            };
            let outcome = crate::grade::grade(&HostOptions::default(), &lesson, &ex, &work, &self.state.knobs);
            self.state.marks.grades.insert(ex_id.to_owned(), Some(outcome));
            return;
        }
        // The check grades the program as it stands in its tab.
        let program = self.program_text().to_owned();
        // The student's attempt: the knobs in force, with the exercise's own on top.
        let mut knobs = self.state.knobs.clone();
        for (n, v) in &ex.knobs {
            let _ = knobs.set(n, v);
        }
        self.state.marks.grades.insert(ex_id.to_owned(), None);
        self.state.viewport.grading.insert(ex_id.to_owned());
        let root = self.state.course.catalog.shaders_dir.clone();
        let lang = self.state.lang;
        // In the browser a page check runs in Workers over many frames, polled by
        // `poll_background`; nothing here may wait on the GPU.
        #[cfg(target_arch = "wasm32")]
        {
            let work = crate::grade::Work {
                shader: &text,
                program: Some(&program),
                root: &root,
                answer: None,
                lang,
            };
            let grade =
                crate::grade::PageGrade::start(wgpu::TextureFormat::Rgba8Unorm, &lesson, &ex.check, &work, &knobs);
            self.state.marks.pages.push((ex.id.clone(), grade));
            ctx.request_repaint();
        }
        // On the desktop it runs on a thread of its own (its pages in processes of their
        // own, where the binary has them): whatever happens to it, the mark gets an
        // outcome and never stays at "…".
        #[cfg(not(target_arch = "wasm32"))]
        {
            let opts = HostOptions {
                backends: self.state.common.backends,
                preferred: wgpu::TextureFormat::Rgba8Unorm,
            };
            let tx = self.state.marks.grade_tx.clone();
            let ctx = ctx.clone();
            let id = ex.id.clone();
            std::thread::spawn(move || {
                let outcome = std::thread::spawn(move || {
                    let work = crate::grade::Work {
                        shader: &text,
                        program: Some(&program),
                        root: &root,
                        answer: None,
                        lang,
                    };
                    crate::grade::grade(&opts, &lesson, &ex, &work, &knobs)
                })
                .join()
                .unwrap_or_else(|_| crate::grade::panicked());
                let _ = tx.send((id, outcome));
                ctx.request_repaint();
            });
        }
    }

    pub(super) fn poll_background(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        while let Ok((id, outcome)) = self.state.marks.grade_rx.try_recv() {
            self.state.viewport.grading.remove(&id);
            self.state.marks.grades.insert(id, Some(outcome));
        }
        #[cfg(target_arch = "wasm32")]
        {
            let mut running = std::mem::take(&mut self.state.marks.pages);
            running.retain_mut(|(id, grade)| match grade.poll() {
                Some(outcome) => {
                    self.state.viewport.grading.remove(id);
                    self.state.marks.grades.insert(id.clone(), Some(outcome));
                    false
                }
                None => true,
            });
            self.state.marks.pages = running;
        }
        let changes = self
            .state
            .course
            .watcher
            .as_ref()
            .map(Watcher::changes)
            .unwrap_or_default();
        if changes.is_empty() {
            return;
        }
        let lessons_changed = changes.iter().any(|p| p.extension().is_some_and(|e| e == "ron"));
        if lessons_changed {
            let before = self.lesson().map(|l| l.lesson.clone());
            self.state.course.catalog =
                crate::lesson::Catalog::load(&self.state.common.lessons_dir(), &self.state.common.shaders_dir());
            if let Some(id) = self.state.course.lesson_id.clone() {
                let after = self.state.course.catalog.find(&id).map(|l| l.lesson.clone());
                match (before, after) {
                    // Only the open lesson's own file matters; a new starting state
                    // (its program or knobs) starts the lesson again.
                    (Some(b), Some(a)) if b.host != a.host || b.knobs != a.knobs => {
                        self.open_lesson(&id);
                    }
                    (Some(b), Some(a)) if b != a => {
                        // Text or exercises changed: keep knobs, stats and the marks of
                        // exercises that stayed the same.
                        let old = std::mem::take(&mut self.state.marks.grades);
                        self.state.marks.grades = a
                            .exercises
                            .iter()
                            .map(|e| {
                                let same = b.exercises.iter().any(|o| o == e);
                                (e.id.clone(), old.get(&e.id).cloned().flatten().filter(|_| same))
                            })
                            .collect();
                    }
                    (None, Some(_)) => self.open_lesson(&id),
                    _ => {}
                }
            }
        }
        let ids: Vec<(String, PathBuf)> = self
            .state
            .course
            .catalog
            .lessons
            .iter()
            .flat_map(|l| {
                let shader = (
                    l.lesson.id.clone(),
                    self.state.course.catalog.shader_path(&l.lesson.shader),
                );
                let program = (
                    crate::ui::state::program_key(&l.lesson.id),
                    self.state.course.catalog.shader_path(&l.lesson.host),
                );
                [shader, program]
            })
            .collect();
        for (id, path) in ids {
            if changes.iter().any(|c| same_file(c, &path)) && self.state.editor.buffers.file_changed(&id, &path) {
                self.notify(format!(
                    "{} {}",
                    say::RELOADED_FROM_DISK.get(self.state.lang),
                    path.display()
                ));
            }
        }
    }
}
