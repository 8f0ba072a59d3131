//! Checks of a page lesson's program in the web build: [`PageGrade`] runs the student's
//! program in a module Worker on the browser's own WebGPU, one Worker per world the
//! check names, paced update by update on a virtual clock as the desktop's grader paces
//! its page (`page.rs`), and judges each update with the same expectations
//! (`page_expect.rs`) from what the Worker counted. A browser cannot wait on the GPU,
//! so the check runs over many of the window's frames: the window polls it.

use std::collections::VecDeque;

use web_time::Instant;

use super::page_expect::{Expectations, Frame, Update};
use super::{Outcome, Work};
use crate::gpu::HostOptions;
use crate::lesson::{Check, Knobs, LoadedLesson, PageExpect};
use crate::page_io::{CanvasBox, PageStart, Tally, World};
use crate::runtime::PageHost;
use crate::text::{Both, grade as say};

/// The canvas box when a check names none, in CSS pixels (the desktop's too).
const DEFAULT_BOX: (f64, f64) = (320.0, 180.0);
/// Time between rendering updates on the page's virtual clock (the desktop's too).
const FRAME_MS: f64 = 1000.0 / 60.0;
/// The longest a check may run in the browser: its GPU may be a software one, several
/// times slower than the desktop's, whose grader stops at [`CHECK_BUDGET`].
const WEB_CHECK_BUDGET: std::time::Duration = std::time::Duration::from_mins(3);
/// The last updates whose pixels are read when the check looks at a pixel.
const READ_LAST: u32 = 3;

/// The synchronous grader cannot run a page in the browser: [`PageGrade`] does.
pub(super) fn grade_page(
    _opts: &HostOptions,
    _lesson: &LoadedLesson,
    _check: &Check,
    _work: &Work<'_>,
    _knobs: &Knobs,
) -> Outcome {
    Outcome::error(crate::text::grade::THE_WEB_BUILD_DOES_NOT_GRADE_THE_PAGE_S_PROGRAM)
}

/// One part of a check: a `PageSurvives`.
struct Part {
    frames: u32,
    worlds: VecDeque<Knobs>,
    named: VecDeque<String>,
    count: usize,
    sizes: Vec<(f64, f64)>,
    lose_at: Option<u32>,
    expect: Vec<PageExpect>,
    only_expect: bool,
}

/// The page of one world, running.
struct Running {
    page: PageHost,
    expectations: Expectations,
    named: String,
    /// The update sent, whose answer is awaited.
    i: u32,
    dpr: f64,
    visible: bool,
    boxes: Vec<CanvasBox>,
    presented_late: u32,
    drawable_late: u32,
    last_frame: Option<Frame>,
}

/// A page check running in the browser; [`PageGrade::poll`] it once per frame.
pub struct PageGrade {
    parts: VecDeque<Part>,
    running: Option<Running>,
    name: String,
    program: String,
    shader_name: String,
    shader: String,
    root: std::path::PathBuf,
    lang: crate::lesson::Lang,
    platform: wgpu::TextureFormat,
    /// When the check runs out of time; its clock starts at its first poll.
    until: Option<Instant>,
    passed: Option<Outcome>,
    done: Option<Outcome>,
}

impl PageGrade {
    /// Starts grading `check` with `work`'s program; `knobs` are the exercise's, and
    /// `platform` the format the page's world prefers when no knob changes it.
    pub fn start(
        platform: wgpu::TextureFormat,
        lesson: &LoadedLesson,
        check: &Check,
        work: &Work<'_>,
        knobs: &Knobs,
    ) -> Self {
        let mut grade = Self {
            parts: VecDeque::new(),
            running: None,
            name: lesson.lesson.host.clone(),
            program: work.program.unwrap_or_default().to_owned(),
            shader_name: lesson.lesson.shader.clone(),
            shader: work.shader.to_owned(),
            root: work.root.to_path_buf(),
            lang: work.lang,
            platform,
            until: None,
            passed: None,
            done: None,
        };
        if work.program.is_none() {
            grade.done = Some(Outcome::error(say::THE_LESSON_HAS_NO_PAGE_PROGRAM));
            return grade;
        }
        if let Some(o) = super::page_expect::imports_the_answer(&lesson.lesson.write_yourself, &grade.program) {
            grade.done = Some(o);
            return grade;
        }
        let parts = match check {
            Check::All(list) => list.iter().collect(),
            one => vec![one],
        };
        for c in parts {
            let Check::PageSurvives {
                frames,
                worlds,
                sizes,
                lose_at,
                expect,
                only_expect,
            } = c
            else {
                grade.done = Some(Outcome::error(say::THIS_CHECK_IS_NOT_A_PAGE_S));
                return grade;
            };
            let worlds = if worlds.is_empty() {
                vec![std::collections::BTreeMap::new()]
            } else {
                worlds.clone()
            };
            let mut part = Part {
                frames: (*frames).max(1),
                worlds: VecDeque::new(),
                named: VecDeque::new(),
                count: worlds.len(),
                sizes: if sizes.is_empty() {
                    vec![DEFAULT_BOX]
                } else {
                    sizes.clone()
                },
                lose_at: *lose_at,
                expect: expect.clone(),
                only_expect: *only_expect,
            };
            for world in &worlds {
                let mut k = knobs.clone();
                for (n, v) in world {
                    let _ = k.set(n, v);
                }
                let named = world
                    .iter()
                    .map(|(n, v)| format!("{n}={v}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                part.worlds.push_back(k);
                part.named.push_back(named);
            }
            grade.parts.push_back(part);
        }
        if grade.parts.is_empty() {
            grade.done = Some(Outcome::error(say::THERE_ARE_NO_CHECKS));
        }
        grade
    }

    /// Moves the check on with what its pages sent; the outcome once it is known.
    pub fn poll(&mut self) -> Option<Outcome> {
        if self.done.is_none()
            && let Err(o) = self.step()
        {
            self.done = Some(o);
            self.running = None;
        }
        self.done.clone()
    }

    fn step(&mut self) -> Result<(), Outcome> {
        let Some(part) = self.parts.front_mut() else {
            return Err(self
                .passed
                .clone()
                .unwrap_or_else(|| Outcome::error(say::THERE_ARE_NO_CHECKS)));
        };
        let (frames, lose_at, only_expect) = (part.frames, part.lose_at, part.only_expect);
        let until = *self.until.get_or_insert_with(|| Instant::now() + WEB_CHECK_BUDGET);
        if Instant::now() > until {
            let at = self.running.as_ref().map_or(0, |r| r.i);
            return Err(Outcome::error(say::check_ran_out_of_its_budget(
                WEB_CHECK_BUDGET.as_secs(),
                at,
                frames,
            )));
        }
        let Some(run) = self.running.as_mut() else {
            let (Some(k), Some(named)) = (part.worlds.pop_front(), part.named.pop_front()) else {
                // Every world of this part passed.
                let said = if part.only_expect {
                    say::the_page_did_what_the_check_asks(frames, part.count)
                } else {
                    let also = if part.expect.is_empty() {
                        Both::default()
                    } else {
                        say::AND_DID_WHAT_THE_CHECK_ASKS.into()
                    };
                    say::the_page_ran(frames, part.count, also)
                };
                self.passed = Some(Outcome::new(true, said));
                self.parts.pop_front();
                return Ok(());
            };
            let run = self.start_world(&k, named);
            self.running = Some(run);
            self.send(0);
            return Ok(());
        };
        for item in run.page.take_updates() {
            let kind = item["kind"].as_str().unwrap_or_default();
            let level = item["level"].as_str().unwrap_or_default();
            let fails = if only_expect {
                &["Stopped"][..]
            } else {
                &["Exception", "GpuError", "Stopped"][..]
            };
            if kind == "stopped" || (kind == "message" && fails.contains(&level)) {
                let at = item["place"].as_str().map_or_else(String::new, |p| format!("{p}: "));
                let text = item["text"].as_str().unwrap_or_default();
                let what = Both::same(format!("{at}{text}"));
                return Err(Outcome::new(
                    false,
                    say::in_the_world_at_frame(run.i, what, say::the_world(&run.named)),
                ));
            }
            if kind != "update" {
                continue;
            }
            let i = run.i;
            let canvas_box = run.boxes[i as usize];
            let presented = item["presented"].as_array().and_then(|p| {
                Some((
                    u32::try_from(p.first()?.as_u64()?).ok()?,
                    u32::try_from(p.get(1)?.as_u64()?).ok()?,
                ))
            });
            if let Some(p) = item.get("pixels").filter(|p| !p.is_null()) {
                let rgba: Vec<u8> = p["rgba"]
                    .as_array()
                    .map(|a| a.iter().map(|v| v.as_u64().unwrap_or(0) as u8).collect())
                    .unwrap_or_default();
                let (width, height) = (
                    p["width"].as_u64().unwrap_or(0) as u32,
                    p["height"].as_u64().unwrap_or(0) as u32,
                );
                if width > 0 && rgba.len() == (width * height * 4) as usize {
                    let frame = Frame { width, height, rgba };
                    if presented.is_some() {
                        run.expectations.saw(&frame, lose_at.is_some_and(|at| i >= at));
                    }
                    run.last_frame = Some(frame);
                }
            }
            let tail = lose_at.map_or(frames - frames / 4, |at| at + 1);
            if i >= tail && canvas_box.pixel_width > 0 && canvas_box.pixel_height > 0 {
                run.drawable_late += 1;
                run.presented_late += u32::from(presented.is_some());
            }
            let n = run.boxes.len();
            let still = n >= 3 && run.boxes[n - 1] == run.boxes[n - 2] && run.boxes[n - 2] == run.boxes[n - 3];
            run.expectations.after(&Update {
                index: i,
                canvas_box,
                still,
                presented,
                after_loss: lose_at.is_some_and(|at| i >= at),
                tally: tally(&item["tally"]),
            })?;
            if i + 1 < frames {
                self.send(i + 1);
                return Ok(());
            }
            let body = item["body"].as_str().unwrap_or_default();
            run.expectations.at_end(run.last_frame.as_ref(), body)?;
            if run.drawable_late > 0 && run.presented_late == 0 && !run.expectations.explains() && !only_expect {
                let since = lose_at.map_or_else(String::new, |at| format!(" ({at})"));
                return Err(Outcome::new(
                    false,
                    say::the_page_stopped_presenting(&since, say::the_world(&run.named)),
                ));
            }
            self.running = None;
            return Ok(());
        }
        Ok(())
    }

    fn start_world(&self, k: &Knobs, named: String) -> Running {
        let part = self.parts.front();
        let sizes = part.map(|p| p.sizes.clone()).unwrap_or_default();
        let expect = part.map(|p| p.expect.clone()).unwrap_or_default();
        let made = World::from_knobs(k, self.platform);
        let dpr = if k.simulated_dpr > 0.0 {
            f64::from(k.simulated_dpr)
        } else {
            1.0
        };
        let first = sizes.first().copied().unwrap_or(DEFAULT_BOX);
        let start = PageStart {
            root: self.root.clone(),
            shown_root: String::new(),
            name: self.name.clone(),
            source: self.program.clone(),
            backends: None,
            preferred: made.preferred,
            budget: std::time::Duration::from_secs(1),
            memory_limit: 0,
            process_memory: crate::page_io::PROCESS_MEMORY,
            canvas: (300, 150),
            first_box: Some(device_box(first, dpr)),
            lang: self.lang,
            open_files: std::collections::BTreeMap::from([(self.shader_name.clone(), self.shader.clone())]),
            mask: made.mask,
        };
        Running {
            page: PageHost::start_graded(&start),
            expectations: Expectations::new(&expect, made.preferred, &named),
            named,
            i: 0,
            dpr,
            visible: !k.tab_hidden,
            boxes: Vec::new(),
            presented_late: 0,
            drawable_late: 0,
            last_frame: None,
        }
    }

    /// Sends update `i` of the running world (a loss first, when the check says so).
    fn send(&mut self, i: u32) {
        let Some(part) = self.parts.front() else { return };
        let Some(run) = self.running.as_mut() else { return };
        if part.lose_at == Some(i) {
            run.page.induce_loss();
        }
        let size = part.sizes[(i as usize * part.sizes.len()) / part.frames as usize];
        let canvas_box = device_box(size, run.dpr);
        run.boxes.push(canvas_box);
        run.i = i;
        let read = run.expectations.reads_pixels()
            && (run.expectations.reads_around_the_loss(i, part.lose_at) || i + READ_LAST >= part.frames);
        run.page
            .frame_at(canvas_box, run.visible, f64::from(i + 1) * FRAME_MS, read);
    }
}

/// A box of CSS pixels at `dpr`.
fn device_box((w, h): (f64, f64), dpr: f64) -> CanvasBox {
    CanvasBox {
        width: w,
        height: h,
        pixel_width: (w * dpr).round() as u32,
        pixel_height: (h * dpr).round() as u32,
    }
}

/// The Worker's count, as the desktop's binding keeps it.
fn tally(t: &serde_json::Value) -> Tally {
    Tally {
        textures_made: t["texturesMade"].as_u64().unwrap_or(0),
        textures_alive: t["texturesAlive"]
            .as_array()
            .map(|a| a.iter().filter_map(|v| u32::try_from(v.as_u64()?).ok()).collect())
            .unwrap_or_default(),
        canvas_sized: t["canvasSized"].as_u64().unwrap_or(0),
        expired_early: t["expiredEarly"].as_u64().unwrap_or(0),
        canvas_passes: t["canvasPasses"].as_u64().unwrap_or(0),
        stale_passes: t["stalePasses"].as_u64().unwrap_or(0),
        configured: t["configured"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|f| serde_json::from_value(f.clone()).ok())
                    .collect()
            })
            .unwrap_or_default(),
        alpha_modes: t["alphaModes"]
            .as_array()
            .map(|a| a.iter().filter_map(|m| m.as_str().map(str::to_owned)).collect())
            .unwrap_or_default(),
        adapter_requests: t["adapterRequests"].as_u64().unwrap_or(0),
        adapter_limits: numbers(&t["adapterLimits"]),
        adapter_features: words(&t["adapterFeatures"]),
        requested_limits: t["requestedLimits"].is_object().then(|| numbers(&t["requestedLimits"])),
        requested_features: words(&t["requestedFeatures"]),
        granted_limits: numbers(&t["grantedLimits"]),
        dynamic_offsets: t["dynamicOffsets"]
            .as_array()
            .map(|a| a.iter().filter_map(|v| u32::try_from(v.as_u64()?).ok()).collect())
            .unwrap_or_default(),
        constants: numbers(&t["constants"]),
    }
}

/// A JSON object of numbers, by name.
fn numbers(v: &serde_json::Value) -> std::collections::BTreeMap<String, f64> {
    v.as_object()
        .map(|o| o.iter().filter_map(|(k, v)| Some((k.clone(), v.as_f64()?))).collect())
        .unwrap_or_default()
}

/// A JSON array of strings.
fn words(v: &serde_json::Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().filter_map(|s| s.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}
