//! One frame of the window: the shader kept in step with the editor, the panels drawn,
//! the live marks answered, the drafts written, the screenshot taken.

use std::path::PathBuf;
use web_time::Instant;

use eframe::egui;

use super::{Command, LienzoApp, VIEWPORT_BUTTONS_HEIGHT};
use crate::text::ui as say;

impl LienzoApp {
    /// Keeps the page in step with the editor: its program and shader texts, and the
    /// world the knobs make. The page checks its shader as a plain module and runs the
    /// program.
    pub(super) fn sync_shader(&mut self) {
        let world = crate::ui::page_view::World::from_knobs(&self.state.knobs, self.state.preferred);
        // The texts are read in place (disjoint fields), not copied each repaint.
        let id = self.state.course.lesson_id.as_deref().unwrap_or_default();
        let text = |key: &str| self.state.editor.buffers.get(key).map_or("", |b| b.text.as_str());
        let (program, wgsl) = (text(&crate::ui::state::program_key(id)), text(id));
        self.state
            .page
            .sync(program, wgsl, world, self.state.lang, self.state.common.backends);
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let save = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::S);
        if ctx.input_mut(|i| i.consume_shortcut(&save)) {
            self.commands.push(Command::Save);
        }
    }

    /// One frame of the whole UI. `host` is eframe's render state (absent in tests).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui, host: Option<&eframe::egui_wgpu::RenderState>) {
        let ctx = ui.ctx().clone();
        self.state.panels.layout.choose(ctx.content_rect().width());
        self.poll_background();
        // A page check in the browser moves on only while the window paints.
        #[cfg(target_arch = "wasm32")]
        if !self.state.marks.pages.is_empty() {
            ctx.request_repaint();
        }
        self.shortcuts(&ctx);
        if let Some(open) = crate::ui::host::dropped_page(&ctx) {
            self.commands.push(open);
        }
        // A page's process wakes the window when it sends something (set once, before
        // the first page starts).
        if !self.state.page.has_waker() {
            let wake = ctx.clone();
            self.state
                .page
                .set_waker(std::sync::Arc::new(move || wake.request_repaint()));
        }
        self.sync_shader();
        // The panels read the app and push commands, after those queued before the
        // frame; their caches are lent to them.
        let mut cmds = std::mem::take(&mut self.commands);
        let mut caches = std::mem::take(&mut self.state.panels.caches);
        crate::ui::lesson_ui::top_bar(self, ui, &mut cmds);
        crate::ui::stats_ui::status_bar(self, ui);
        crate::ui::problems_ui::problems_panel(self, ui, &mut cmds);
        crate::ui::lesson_ui::lesson_panel(self, ui, &mut caches, &mut cmds);
        if self.state.panels.layout.show_lesson {
            // The page was shown at its restored offset: once is enough.
            self.state.panels.restore_scroll = None;
        }
        crate::ui::knobs_ui::knobs_panel(self, ui, &mut cmds);
        egui::CentralPanel::default().show(ui, |ui| {
            // The centre column's width is what the side panels leave: the editor's
            // content (a long line) scrolls inside it and never widens it.
            let width = ui.available_width();
            let height = ui.available_height();
            // The viewport keeps at least a third of the window's height (its buttons'
            // row besides): the editor grows only into what is left.
            let keep =
                ctx.content_rect().height() / 3.0 + self.state.viewport.buttons_height.max(VIEWPORT_BUTTONS_HEIGHT);
            let editor_max = (height - keep).max(60.0);
            egui::Panel::bottom("editor")
                .resizable(true)
                .default_size((height * 0.5).min(editor_max))
                .size_range(60.0..=editor_max)
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    crate::ui::editor_ui::editor_panel(self, ui, &mut cmds);
                });
            // The editor moved its cursor there.
            self.state.editor.goto = None;
            ui.set_max_width(width);
            // The viewport panel places the picture; the app sends the page a rendering
            // update for it and uploads its frame; the panel draws it; the app paces the repaints.
            let placed = crate::ui::viewport_ui::viewport_controls(self, ui, &mut cmds);
            let drew = self.viewport_frame(&placed, host);
            crate::ui::viewport_ui::viewport_picture(
                self,
                ui,
                placed.rect,
                placed.others,
                host.is_some(),
                drew,
                &mut cmds,
            );
            self.pace_viewport(ui.ctx());
        });
        self.state.panels.caches = caches;
        self.commands = cmds;
        self.update_marks();
        self.apply_commands(&ctx);
        self.sync_shader();
        if let Err(e) = self.state.editor.buffers.write_due_drafts(Instant::now()) {
            self.notify(format!("{}: {e}", say::COULD_NOT_KEEP_THE_DRAFT.get(self.state.lang)));
        }
        if let Err(e) = self.state.course.pages.write_due(self.state.editor.buffers.work()) {
            self.notify(e.to_string());
        }
        for due in [
            self.state.editor.buffers.next_draft_due(),
            self.state.course.pages.next_due(),
            self.state.page.next_restart(),
        ]
        .into_iter()
        .flatten()
        {
            ctx.request_repaint_after(due.saturating_duration_since(Instant::now()));
        }
        self.screenshot_step(&ctx);
        if let Some(steps) = crate::ui::host::take_script() {
            self.start_script(steps);
        }
        crate::ui::host::publish(&self.state, self.automation.script.as_ref(), &ctx);
        if let Some(runner) = &mut self.automation.script {
            if runner.failed.is_some() {
                // The desktop closes the window through eframe, so drafts are flushed
                // and workers joined; the web build keeps the page and says why.
                crate::ui::host::close_after_failed_script(&ctx);
            }
            runner.step(&self.state, &mut self.commands, &ctx);
        }
    }

    /// Keeps each new pass in the progress file. Runs every frame, whatever panel is
    /// folded: a student who folds the page still gets the mark kept.
    fn update_marks(&mut self) {
        let Some(lesson) = self
            .state
            .course
            .lesson_id
            .as_deref()
            .and_then(|id| self.state.course.catalog.find(id))
        else {
            return;
        };
        let passed: Vec<String> = lesson
            .lesson
            .exercises
            .iter()
            .filter(|ex| {
                self.state
                    .marks
                    .grades
                    .get(&ex.id)
                    .and_then(Option::as_ref)
                    .is_some_and(crate::grade::Outcome::passed)
                    && !self.state.marks.progress.passed(&lesson.lesson.id, &ex.id)
            })
            .map(|ex| ex.id.clone())
            .collect();
        self.commands.extend(passed.into_iter().map(Command::Passed));
    }

    /// Runs `steps` in the window (the desktop's `--script`, the web build's hook).
    fn start_script(&mut self, steps: Vec<crate::ui::script::Step>) {
        self.automation.script = Some(crate::ui::script::Runner::new(steps, PathBuf::from(".")));
    }

    /// Writes every pending draft now (lesson switch, window closing).
    pub(super) fn flush_drafts(&mut self) {
        if let Err(e) = self.state.editor.buffers.write_all_drafts() {
            self.notify(format!("{}: {e}", say::COULD_NOT_KEEP_THE_DRAFT.get(self.state.lang)));
        }
        if let Err(e) = self.state.course.pages.write_all(self.state.editor.buffers.work()) {
            self.notify(e.to_string());
        }
    }

    fn screenshot_step(&mut self, ctx: &egui::Context) {
        let Some(path) = self.automation.screenshot.clone() else {
            return;
        };
        // Wait until the viewport has shown frames; a page that cannot draw (its
        // message is what the screenshot shows) is taken after 30 repaints without one.
        let ready = self.state.viewport.shown_frames >= 5 || self.state.viewport.frames_without_gpu >= 30;
        if ready && !self.automation.screenshot_sent {
            self.automation.screenshot_sent = true;
            let c = ctx.clone();
            ctx.request_screenshot(move |image| {
                let result = image::save_buffer(
                    &path,
                    image.as_raw(),
                    image.width() as u32,
                    image.height() as u32,
                    image::ExtendedColorType::Rgba8,
                );
                match result {
                    Ok(()) => println!("wrote {}", path.display()),
                    Err(e) => eprintln!("error: cannot write {}: {e}", path.display()),
                }
                c.send_viewport_cmd(egui::ViewportCommand::Close);
                c.request_repaint();
            });
        }
        ctx.request_repaint();
    }
}
