//! `Program`: what runs on the device, the student's shader (wgpu's `Example`). It owns
//! the text and its revision, the compile worker and its cache, the pipeline that draws,
//! the report and the build problems. It is told what to build for (limits, target,
//! device) and says what landed; it never looks at the device or the canvas itself.

use std::sync::Arc;

use crate::wgsl::{Diagnostic, Report};

pub use super::compile::BuildTimes;
use super::compile::{Built, Compiler, Done, Job};
use super::resources::Resources;
use super::scene::{ScenePipeline, Target};

/// What a build is made for: the sandbox gathers it from the device and the knobs.
pub(super) struct BuildFor {
    /// Limits the text is checked against.
    pub limits: wgpu::Limits,
    /// Format, samples, scene and pipeline constants.
    pub target: Target,
    /// The device generation; results for another one are dropped.
    pub generation: u64,
    /// The device to create the pipeline on, if one is alive.
    pub device: Option<(wgpu::Device, wgpu::Queue, Arc<Resources>)>,
    /// Draw once after creation (drivers that compile on first use).
    pub warm_up: bool,
}

/// What landed in one call, for the sandbox to make the other parts follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Landed {
    /// A build result (report, problems, maybe a pipeline) was installed.
    pub installed: bool,
    /// A new pipeline draws.
    pub pipeline: bool,
}

impl Landed {
    fn and(self, other: Self) -> Self {
        Self {
            installed: self.installed || other.installed,
            pipeline: self.pipeline || other.pipeline,
        }
    }
}

/// The student's shader and its builds.
pub(super) struct Program {
    source: String,
    /// Revision of the text; a build result for an older one is dropped.
    rev: u64,
    /// Validation and pipeline creation, off the caller's thread, with a build cache.
    compiler: Compiler,
    /// The last good pipeline: it draws until a newer one is ready.
    pipeline: Option<Arc<ScenePipeline>>,
    report: Arc<Report>,
    /// The text the installed report was made from: the editor's text may be newer.
    report_source: Arc<str>,
    build_problems: Vec<Diagnostic>,
    /// The revision being built, while a build is in flight.
    building: Option<u64>,
    /// Timings of the last build that was installed (validate, create, first draw).
    last_build: Option<BuildTimes>,
}

impl Default for Program {
    fn default() -> Self {
        Self {
            source: String::new(),
            rev: 0,
            compiler: Compiler::default(),
            pipeline: None,
            report: Arc::default(),
            report_source: Arc::from(""),
            build_problems: Vec::new(),
            building: None,
            last_build: None,
        }
    }
}

impl Program {
    /// Replaces the text; nothing is built until asked.
    pub fn set_source(&mut self, source: &str) {
        self.source = source.to_owned();
    }

    /// Hands the current text to the compile worker and returns at once; the result
    /// lands through [`Program::poll`]. A text already built for the same target is
    /// installed from the cache at once.
    pub fn build(&mut self, on: BuildFor) -> Landed {
        self.rev += 1;
        let generation = on.generation;
        let job = Job {
            rev: self.rev,
            generation,
            source: self.source.as_str().into(),
            limits: on.limits,
            target: on.target,
            device: on.device,
            warm_up: on.warm_up,
        };
        let key = Compiler::key(&job);
        if job.device.is_some()
            && let Some(built) = self.compiler.cached(&key)
        {
            self.building = None;
            self.last_build = Some(BuildTimes {
                cached: true,
                ..BuildTimes::default()
            });
            return self.install(built);
        }
        self.building = Some(self.rev);
        match self.compiler.send(job) {
            Some(done) => self.accept(done, generation),
            None => Landed::default(),
        }
    }

    /// [`Program::build`], then waits until the build is installed (headless).
    pub fn build_and_wait(&mut self, on: BuildFor) -> Landed {
        let generation = on.generation;
        let mut landed = self.build(on);
        while self.building.is_some() {
            if let Some(done) = self.compiler.wait_done() {
                landed = landed.and(self.accept(done, generation));
            } else {
                // The worker is gone: start another; the next change builds there.
                self.compiler = Compiler::default();
                self.building = None;
            }
        }
        landed
    }

    /// Waits for the worker's next result and handles it; `None` when no build is in
    /// flight (or the worker is gone).
    pub fn wait_one(&mut self, generation: u64) -> Option<Landed> {
        self.building?;
        let done = self.compiler.wait_done()?;
        Some(self.accept(done, generation))
    }

    /// Installs finished builds made for `generation`. `serializes`: the driver runs a
    /// device's calls one at a time, so retired pipelines wait until no build runs.
    pub fn poll(&mut self, generation: u64, serializes: bool) -> Landed {
        let mut landed = Landed::default();
        while let Some(done) = self.compiler.try_done() {
            landed = landed.and(self.accept(done, generation));
        }
        if self.building.is_none() || !serializes {
            self.compiler.release_retired();
        }
        landed
    }

    fn accept(&mut self, done: Done, generation: u64) -> Landed {
        let done = done.outcome;
        if done.generation != generation {
            return Landed::default(); // Built for a device that has since been replaced: dropped.
        }
        if done.built.pipeline.is_some() {
            self.compiler.remember(done.key.clone(), done.built.clone());
        }
        if done.rev != self.rev {
            return Landed::default(); // A newer text is on its way: this result is stale.
        }
        self.building = None;
        self.last_build = Some(done.times);
        self.install(done.built)
    }

    fn install(&mut self, built: Built) -> Landed {
        // Installed results are the newest text's (stale ones were dropped in `accept`).
        self.report_source = self.source.as_str().into();
        self.report = built.report;
        self.build_problems.clear();
        let mut landed = Landed {
            installed: true,
            pipeline: false,
        };
        match built.pipeline {
            Some(Ok(p)) => {
                if let Some(old) = self.pipeline.replace(p) {
                    self.compiler.retire(old);
                }
                landed.pipeline = true;
            }
            Some(Err(problems)) => self.build_problems = problems,
            None => {}
        }
        landed
    }

    /// Stops drawing the pipeline; the worker releases it when the driver allows.
    pub fn retire_pipeline(&mut self) {
        if let Some(old) = self.pipeline.take() {
            self.compiler.retire(old);
        }
    }

    /// Drops the pipeline with its device.
    pub fn drop_pipeline(&mut self) {
        self.pipeline = None;
    }

    /// Cached pipelines of other devices are dropped.
    pub fn forget_other_generations(&mut self, generation: u64) {
        self.compiler.forget_other_generations(generation);
    }

    /// The pipeline that draws, if any.
    pub fn pipeline(&self) -> Option<&Arc<ScenePipeline>> {
        self.pipeline.as_ref()
    }

    /// Whether the text declares the `TILE` override.
    pub fn declares_tile(&self) -> bool {
        self.report
            .reflection
            .as_ref()
            .is_some_and(|r| r.overrides.iter().any(|o| o == "TILE"))
    }

    /// Whether a pipeline draws a shader that reads the clock.
    pub fn animates(&self) -> bool {
        self.pipeline.is_some() && self.report.reflection.as_ref().is_some_and(|r| r.animates)
    }

    /// Every problem of the current text: naga, limit prechecks, and pipeline creation.
    pub fn problems(&self) -> Vec<Diagnostic> {
        self.report
            .diagnostics
            .iter()
            .chain(&self.build_problems)
            .cloned()
            .collect()
    }

    /// The text the latest report was made from.
    pub fn report_source(&self) -> &str {
        &self.report_source
    }

    /// The latest validation report.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// Whether a build is in flight.
    pub fn building(&self) -> bool {
        self.building.is_some()
    }

    /// Timings of the last build installed.
    pub fn last_build(&self) -> Option<BuildTimes> {
        self.last_build
    }
}
