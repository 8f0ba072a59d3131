//! Checks of a page lesson's program: the student's JavaScript runs on a page of its
//! own (the desktop's engine over wgpu) in each world the check names, rendering update
//! by update, and fails at the first thing a browser would report, or at the first
//! update that breaks one of the check's expectations (`page_expect.rs`).

use std::collections::BTreeMap;
use std::time::Duration;
use web_time::Instant;

use super::page_expect::{Expectations, Frame, Update};
use super::{CHECK_BUDGET, Outcome, Work};
use crate::gpu::HostOptions;
use crate::js::{Level, Page, PageOptions};
use crate::lesson::{Check, Knobs, LoadedLesson, PageExpect};
use crate::page_io::{CanvasBox, World};
use crate::text::grade as say;

/// The canvas box when a check names none, in CSS pixels.
const DEFAULT_BOX: (f64, f64) = (320.0, 180.0);

/// Time between rendering updates on the page's virtual clock: a 60 Hz display's
/// refresh, so the page's timers (a recovery's backoff) run out as they would in a
/// browser, whatever the machine's load, and without waiting for them.
const FRAME_MS: f64 = 1000.0 / 60.0;

/// Grades a page check with `work`'s program in this process; `knobs` are the
/// exercise's.
pub(super) fn grade_page(
    opts: &HostOptions,
    lesson: &LoadedLesson,
    check: &Check,
    work: &Work<'_>,
    knobs: &Knobs,
) -> Outcome {
    if let Check::All(list) = check {
        let mut last = None;
        for c in list {
            let o = grade_page(opts, lesson, c, work, knobs);
            if !o.passed() {
                return o;
            }
            last = Some(o);
        }
        return last.unwrap_or_else(|| Outcome::error(say::THERE_ARE_NO_CHECKS));
    }
    let Check::PageSurvives {
        frames,
        worlds,
        sizes,
        lose_at,
        expect,
        only_expect,
    } = check
    else {
        return Outcome::error(say::THIS_CHECK_IS_NOT_A_PAGE_S);
    };
    let (Some(program), host) = (work.program, lesson.lesson.host.as_str()) else {
        return Outcome::error(say::THE_LESSON_HAS_NO_PAGE_PROGRAM);
    };
    if let Some(o) = super::page_expect::imports_the_answer(&lesson.lesson.write_yourself, program) {
        return o;
    }
    let instance = crate::gpu::device::instance(opts.backends);
    let adapter = match crate::gpu::device::adapter(&instance) {
        Ok(a) => a,
        Err(e) => {
            return Outcome::error(say::no_gpu_adapter(crate::text::Both::same(e.to_string())));
        }
    };
    let one = [BTreeMap::new()];
    let worlds = if worlds.is_empty() { &one[..] } else { worlds.as_slice() };
    let sizes = if sizes.is_empty() {
        vec![DEFAULT_BOX]
    } else {
        sizes.clone()
    };
    let until = Instant::now() + CHECK_BUDGET;
    for world in worlds {
        let mut k = knobs.clone();
        for (n, v) in world {
            let _ = k.set(n, v);
        }
        let named = world
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect::<Vec<_>>()
            .join(", ");
        let made = World::from_knobs(&k, opts.preferred);
        let run = Run {
            frames: *frames,
            sizes: &sizes,
            lose_at: *lose_at,
            until,
            expect,
            only_expect: *only_expect,
            preferred: made.preferred,
        };
        let page = PageOptions {
            root: work.root.to_path_buf(),
            site: crate::js::Site::default(),
            shown_root: String::new(),
            instance: instance.clone(),
            adapter: Some(adapter.clone()),
            preferred: made.preferred,
            budget: Duration::from_secs(1),
            memory_limit: 256 << 20,
            gpu_memory: crate::page_io::PROCESS_MEMORY,
            // A page's canvas starts at 300x150 and its box is laid out before the
            // module runs, as in a browser.
            canvas: (300, 150),
            css_box: sizes[0],
            page_layout: false,
            dpr: if k.simulated_dpr > 0.0 {
                f64::from(k.simulated_dpr)
            } else {
                1.0
            },
            canvas_id: "canvas".to_owned(),
            lang: work.lang,
            open_files: BTreeMap::from([(lesson.lesson.shader.clone(), work.shader.to_owned())]),
            mask: made.mask,
            clock: crate::js::ClockKind::Virtual,
        };
        if let Err(o) = run.world(page, host, program, &k, &named) {
            return o;
        }
    }
    if *only_expect {
        return Outcome::new(true, say::the_page_did_what_the_check_asks(*frames, worlds.len()));
    }
    let also = if expect.is_empty() {
        crate::text::Both::default()
    } else {
        say::AND_DID_WHAT_THE_CHECK_ASKS.into()
    };
    Outcome::new(true, say::the_page_ran(*frames, worlds.len(), also))
}

struct Run<'a> {
    frames: u32,
    sizes: &'a [(f64, f64)],
    lose_at: Option<u32>,
    until: Instant,
    expect: &'a [PageExpect],
    only_expect: bool,
    preferred: wgpu::TextureFormat,
}

impl Run<'_> {
    /// Runs the program in one world; the failure (or why nothing could be graded).
    fn world(&self, opts: PageOptions, host: &str, program: &str, k: &Knobs, named: &str) -> Result<(), Outcome> {
        let mut page = Page::new(opts).map_err(|e| Outcome::error(say::the_page_could_not_start(&e)))?;
        page.run_module(host, program);
        let dpr = if k.simulated_dpr > 0.0 {
            f64::from(k.simulated_dpr)
        } else {
            1.0
        };
        let mut expectations = Expectations::new(self.expect, self.preferred, named);
        let read = expectations.reads_pixels();
        // Frames must reach the canvas after the loss, or in the last quarter of the run.
        let tail = self.lose_at.map_or(self.frames - self.frames / 4, |at| at + 1);
        let (mut boxes, mut presented_late, mut drawable_late) = (Vec::new(), 0u32, 0u32);
        let mut last_frame = None;
        for i in 0..self.frames {
            if Instant::now() > self.until {
                return Err(super::out_of_budget(i, self.frames));
            }
            if self.lose_at == Some(i) {
                page.induce_loss();
            }
            let (w, h) = self.sizes[(i as usize * self.sizes.len()) / self.frames as usize];
            let canvas_box = CanvasBox {
                width: w,
                height: h,
                pixel_width: (w * dpr).round() as u32,
                pixel_height: (h * dpr).round() as u32,
            };
            boxes.push(canvas_box);
            page.advance_to(f64::from(i + 1) * FRAME_MS);
            let before = page.presents();
            let frame = page.frame(canvas_box, !k.tab_hidden, read);
            let presented = page.presents() > before;
            // Read at once: a device lost later could no longer map the copy.
            if let Some(read_back) = frame
                && let Ok(rgba) = read_back.rgba()
            {
                let seen = Frame {
                    width: read_back.width,
                    height: read_back.height,
                    rgba,
                };
                if presented {
                    expectations.saw(&seen, self.lose_at.is_some_and(|at| i >= at));
                }
                last_frame = Some(seen);
            }
            page.pump(true);
            if i >= tail && canvas_box.pixel_width > 0 && canvas_box.pixel_height > 0 {
                drawable_late += 1;
                presented_late += u32::from(presented);
            }
            let failure = page.take_messages().into_iter().find(|m| {
                m.level == Level::Stopped
                    || (!self.only_expect && matches!(m.level, Level::Exception | Level::GpuError))
            });
            if let Some(m) = failure {
                let at = m.place.map_or_else(String::new, |p| format!("{p}: "));
                let what = crate::text::Both::same(format!("{at}{}", m.text));
                return Err(Outcome::new(
                    false,
                    say::in_the_world_at_frame(i, what, say::the_world(named)),
                ));
            }
            let n = boxes.len();
            let still = n >= 3 && boxes[n - 1] == boxes[n - 2] && boxes[n - 2] == boxes[n - 3];
            let after_loss = self.lose_at.is_some_and(|at| i >= at);
            expectations.after(&Update {
                index: i,
                canvas_box,
                still,
                presented: presented.then(|| page.last_presented_size()).flatten(),
                after_loss,
                tally: page.tally(),
            })?;
        }
        expectations.at_end(last_frame.as_ref(), &page.body_text())?;
        // A hidden tab presents nothing either: hiding the page passes nothing. A page
        // that explains why it cannot run need not present.
        if drawable_late > 0 && presented_late == 0 && !expectations.explains() && !self.only_expect {
            let since = self.lose_at.map_or_else(String::new, |at| format!(" ({at})"));
            return Err(Outcome::new(
                false,
                say::the_page_stopped_presenting(&since, say::the_world(named)),
            ));
        }
        Ok(())
    }
}
