//! An input script for the real window (`lienzo --script FILE.ron`): what a student
//! does, step by step, with screenshots taken from the window itself. Typing goes in as
//! egui input events (a select-all, then a paste), buttons and knobs as the commands
//! their widgets send. The end-to-end window test drives the real present path with it.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;
use web_time::Instant;

use eframe::egui;

use super::command::Command;
use super::state::AppState;

mod steps;
pub use steps::{Step, load, parse};

/// The process's CPU time so far (user and system), where the system tells it.
fn cpu_seconds() -> Option<f64> {
    #[cfg(target_os = "linux")]
    {
        // Fields 14 and 15 of /proc/self/stat, in clock ticks of 1/100 s (Linux's fixed
        // USER_HZ), after the command name in parentheses.
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let after = stat.rsplit_once(')')?.1;
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
        Some(ticks / 100.0)
    }
    #[cfg(not(target_os = "linux"))]
    None
}

/// Where an idle period started.
struct IdleStart {
    until: Instant,
    at: Instant,
    passes: u64,
    frames: u64,
    cpu: Option<f64>,
    /// What asked for each repaint while idle (egui records the caller's file and line).
    causes: std::collections::BTreeSet<String>,
}

/// What a screenshot shows, in numbers: the viewport's rectangle in physical pixels,
/// the frame, the device state, errors and problems (`NAME.png.json`; the web build
/// publishes the same on the page).
pub fn shot_meta(app: &AppState, ctx: &egui::Context) -> serde_json::Value {
    let rect = app.viewport_rect();
    let ppp = ctx.pixels_per_point();
    serde_json::json!({
        "viewport": [rect.min.x * ppp, rect.min.y * ppp, rect.width() * ppp, rect.height() * ppp],
        "frame": app.page.out.frames,
        "state": lesson_state(app),
        "problems": app.shader_problems().0.iter().map(|d| d.message.clone()).collect::<Vec<_>>(),
        "page": {
            "runs": app.page.out.runs,
            "frames": app.page.out.frames,
            "stopped": app.page.out.stopped,
            "lines": app.page.out.lines.iter().map(|l| serde_json::json!({
                "level": format!("{:?}", l.level),
                "text": l.text,
                "place": l.place,
            })).collect::<Vec<_>>(),
        },
    })
}

/// Set when a script stopped early: the window's process then exits with status 1.
static FAILED_SCRIPT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether a script run in this process stopped early.
pub fn failed() -> bool {
    FAILED_SCRIPT.load(Ordering::SeqCst)
}

const PENDING: u8 = 0;
const WRITTEN: u8 = 1;
const FAILED: u8 = 2;

/// Runs a script against the app, one step at a time, frame by frame.
pub struct Runner {
    steps: std::collections::VecDeque<Step>,
    dir: PathBuf,
    /// Shown frames to wait for, or the end of a sleep, or a screenshot being written.
    waiting: Option<Wait>,
    /// Input events for the next frame (`raw_input_hook`).
    pub events: Vec<egui::Event>,
    started: Instant,
    /// Why the script stopped early (the web build shows it; the desktop exits with 1).
    pub failed: Option<String>,
}

enum Wait {
    Frames(u64),
    Until(Instant),
    Shot(Arc<AtomicU8>, PathBuf),
    Typed(u8, String),
    Idle(IdleStart),
    /// An event to wait for: the step that asked for it.
    Event(Step),
}

/// Whether the event a waiting step asked for has happened.
fn happened(step: &Step, app: &AppState) -> bool {
    match step {
        // The editor's own text, checked: not an older text's result.
        Step::Built => app.shader_problems().1 == app.text(),
        Step::PageRuns(n) => app.page.out.runs >= *n,
        Step::PageFrames(n) => app.page.out.frames >= *n,
        Step::PageSaid(text) => app.page.out.lines.iter().any(|l| l.text.contains(text.as_str())),
        Step::Drafted => app.editor.buffers.next_draft_due().is_none(),
        _ => true,
    }
}

/// The page's state in words (English, for the script's report).
fn lesson_state(app: &AppState) -> String {
    match &app.page.out.stopped {
        Some(why) => format!("the page stopped: {why}"),
        None if app.page.idle() => "the page is idle".to_owned(),
        None => "the page is running".to_owned(),
    }
}

/// Frames shown in the viewport so far: the page's.
fn shown_frames(app: &AppState) -> u64 {
    app.page.out.frames
}

/// The open tab's text.
fn open_text(app: &AppState) -> &str {
    if app.program_tab() {
        app.program_text()
    } else {
        app.text()
    }
}

/// Longest a whole script may run before the window closes with an error.
const SCRIPT_BUDGET: Duration = Duration::from_mins(2);

impl Runner {
    /// A runner for `steps`; relative screenshot paths are relative to `dir`.
    pub fn new(steps: Vec<Step>, dir: PathBuf) -> Self {
        Self {
            steps: steps.into(),
            dir,
            waiting: None,
            events: Vec::new(),
            started: Instant::now(),
            failed: None,
        }
    }

    /// Whether every step has run.
    pub fn finished(&self) -> bool {
        self.steps.is_empty() && self.waiting.is_none()
    }

    /// "running", "done" or "failed: why".
    pub fn status(&self) -> String {
        match (&self.failed, self.finished()) {
            (Some(why), _) => format!("failed: {why}"),
            (None, true) => "done".to_owned(),
            (None, false) => "running".to_owned(),
        }
    }

    /// Stops the script with `message`. The web build keeps the page running and says
    /// why (its hooks publish it); the desktop prints it and closes the window on the
    /// next frame, through eframe, so drafts are flushed and workers joined, and the
    /// process exits with status 1 (see [`failed`]).
    fn fail(&mut self, message: String) {
        crate::platform::print_error(&message);
        FAILED_SCRIPT.store(true, Ordering::SeqCst);
        self.steps.clear();
        self.waiting = None;
        self.failed = Some(message);
    }

    /// Advances the script after a frame of the app.
    pub fn step(&mut self, app: &AppState, cmds: &mut Vec<Command>, ctx: &egui::Context) {
        if let Some(Wait::Idle(idle)) = &mut self.waiting {
            // Left alone: the window repaints only if it wants to; the script wakes it
            // at the end of the period.
            let now = Instant::now();
            idle.causes
                .extend(ctx.repaint_causes().iter().map(|c| format!("{c:?}")));
            if now < idle.until {
                ctx.request_repaint_after(idle.until - now);
                return;
            }
        }
        ctx.request_repaint();
        if self.failed.is_some() {
            return;
        }
        if self.started.elapsed() > SCRIPT_BUDGET {
            self.fail(format!(
                "the script ran out of its {} s budget",
                SCRIPT_BUDGET.as_secs()
            ));
            return;
        }
        if let Some(wait) = self.waiting.take() {
            match wait {
                Wait::Frames(until) if shown_frames(app) < until => {
                    self.waiting = Some(Wait::Frames(until));
                    return;
                }
                Wait::Until(t) if Instant::now() < t => {
                    self.waiting = Some(Wait::Until(t));
                    return;
                }
                Wait::Event(step) if !happened(&step, app) => {
                    self.waiting = Some(Wait::Event(step));
                    return;
                }
                Wait::Shot(state, path) => match state.load(Ordering::SeqCst) {
                    PENDING => {
                        self.waiting = Some(Wait::Shot(state, path));
                        return;
                    }
                    FAILED => {
                        self.fail(format!("cannot write {}", path.display()));
                        return;
                    }
                    _ => {}
                },
                Wait::Typed(0, text) => {
                    // The editor has focus now: select all, then paste over it.
                    self.events.push(egui::Event::Key {
                        key: egui::Key::A,
                        physical_key: None,
                        pressed: true,
                        repeat: false,
                        modifiers: egui::Modifiers::COMMAND,
                    });
                    self.events.push(egui::Event::Paste(text.clone()));
                    self.waiting = Some(Wait::Typed(1, text));
                    return;
                }
                Wait::Idle(idle) => self.report_idle(&idle, app, ctx),
                Wait::Typed(_, text) if open_text(app) != text => {
                    self.fail("typing did not reach the editor".to_owned());
                    return;
                }
                _ => {}
            }
        }
        let Some(step) = self.steps.pop_front() else { return };
        match step {
            Step::Frames(n) => self.waiting = Some(Wait::Frames(shown_frames(app) + u64::from(n))),
            Step::Tab(name) => match name.as_str() {
                "js" => cmds.push(Command::SetTab(super::Tab::Program)),
                "wgsl" => cmds.push(Command::SetTab(super::Tab::Shader)),
                other => self.fail(format!("Tab(\"{other}\"): the tabs are \"js\" and \"wgsl\"")),
            },
            Step::PageRuns(n) => self.waiting = Some(Wait::Event(Step::PageRuns(app.page.out.runs + n))),
            Step::PageFrames(n) => self.waiting = Some(Wait::Event(Step::PageFrames(app.page.out.frames + n))),
            Step::Sleep(s) => {
                self.waiting = Some(Wait::Until(
                    Instant::now() + Duration::try_from_secs_f32(s).unwrap_or_default(),
                ));
            }
            Step::Type(text) => {
                let file = if app.program_tab() { "js" } else { "wgsl" };
                let id = super::editor_ui::editor_id(app.course.lesson_id.as_deref().unwrap_or_default(), file);
                ctx.memory_mut(|m| m.request_focus(id));
                self.waiting = Some(Wait::Typed(0, text));
            }
            step @ (Step::Built | Step::Drafted | Step::PageSaid(_)) => {
                self.waiting = Some(Wait::Event(step));
            }
            Step::Open(id) => cmds.push(Command::OpenLesson(id)),
            Step::Knob(name, value) => {
                let mut knobs = app.knobs().clone();
                if let Err(e) = knobs.set(&name, &value) {
                    self.fail(e.to_string());
                    return;
                }
                cmds.push(Command::SetKnobs(knobs));
            }
            Step::Reset => cmds.push(Command::SimulateReset),
            Step::RunAgain => {
                // Done once the page runs again.
                cmds.push(Command::RunPageAgain);
                self.waiting = Some(Wait::Event(Step::PageRuns(app.page.out.runs + 1)));
            }
            Step::Storm => cmds.push(Command::ResizeStorm),
            // The page cannot write files: the test driving it takes the screenshot.
            Step::Shot(_) if !crate::platform::WRITES_FILES => {}
            Step::Shot(name) => {
                let path = self.dir.join(name);
                let meta = shot_meta(app, ctx);
                let state = Arc::new(AtomicU8::new(PENDING));
                let done = Arc::clone(&state);
                let target = path.clone();
                let repaint = ctx.clone();
                ctx.request_screenshot(move |image| {
                    let saved = image::save_buffer(
                        &target,
                        image.as_raw(),
                        image.width() as u32,
                        image.height() as u32,
                        image::ExtendedColorType::Rgba8,
                    )
                    .is_ok()
                        && std::fs::write(
                            target.with_extension("png.json"),
                            serde_json::to_string_pretty(&meta).unwrap_or_default(),
                        )
                        .is_ok();
                    done.store(if saved { WRITTEN } else { FAILED }, Ordering::SeqCst);
                    repaint.request_repaint();
                });
                self.waiting = Some(Wait::Shot(state, path));
            }
            Step::Idle(seconds) => {
                let at = Instant::now();
                self.waiting = Some(Wait::Idle(IdleStart {
                    until: at + Duration::try_from_secs_f32(seconds).unwrap_or_default(),
                    at,
                    passes: ctx.cumulative_frame_nr(),
                    frames: shown_frames(app),
                    cpu: cpu_seconds(),
                    causes: std::collections::BTreeSet::new(),
                }));
            }
            Step::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
        }
    }

    /// Prints and records what the window did while it was left alone.
    fn report_idle(&mut self, idle: &IdleStart, app: &AppState, ctx: &egui::Context) {
        let seconds = idle.at.elapsed().as_secs_f64();
        // This pass is the script's own wake-up, not the window's doing.
        let passes = ctx.cumulative_frame_nr().saturating_sub(idle.passes + 1);
        let frames = shown_frames(app).saturating_sub(idle.frames);
        let cpu = cpu_seconds()
            .zip(idle.cpu)
            .map(|(now, then)| (now - then) / seconds * 100.0);
        let line = serde_json::json!({
            "seconds": seconds,
            "window_frames": passes,
            "lesson_frames": frames,
            "cpu_percent": cpu,
            "state": lesson_state(app),
            "repaint_causes": idle.causes,
        });
        println!(
            "idle {seconds:.1} s: {passes} window frames, {frames} lesson frames, {} CPU ({})",
            cpu.map_or_else(|| "unknown".to_owned(), |c| format!("{c:.1}%")),
            lesson_state(app)
        );
        let path = self.dir.join("idle.jsonl");
        if let Err(e) = crate::platform::append_line(&path, &line.to_string()) {
            self.fail(format!("cannot write {}: {e}", path.display()));
        }
    }
}
