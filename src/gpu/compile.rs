//! The compile worker: naga validation, pipeline creation inside error scopes and, on
//! GL and CPU Vulkan, a first small draw (Mesa compiles there at the first draw, not at
//! pipeline creation) run on a thread of their own, so the window never waits on the
//! driver while a student types.
//!
//! Every job carries the text revision and the device generation it was made for. The
//! worker skips to the newest job waiting, and the sandbox drops a result whose text has
//! since changed or whose device has since been replaced. Finished builds are kept in a
//! small cache keyed by everything a pipeline depends on, so undo, redo, "revert" and a
//! lesson switched back to show pixels without calling the driver.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;
use web_time::Instant;

use crate::lesson::SceneKind;
use crate::wgsl::{self, Diagnostic, Report};

use super::resources::Resources;
use super::scene::{self, ScenePipeline, Target};

/// Builds kept for cache hits.
const CACHE_ENTRIES: usize = 24;

/// Everything a build result depends on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildKey {
    source_hash: u64,
    scene: SceneKind,
    format: wgpu::TextureFormat,
    samples: u32,
    /// Override values, as bit patterns (f64 is not `Eq`).
    constants: Vec<(String, u64)>,
    /// Limits the text was checked against, hashed.
    limits_hash: u64,
    generation: u64,
}

impl BuildKey {
    fn new(source: &str, target: &Target, limits: &wgpu::Limits, generation: u64) -> Self {
        let hash = |f: &dyn Fn(&mut std::collections::hash_map::DefaultHasher)| {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            f(&mut h);
            h.finish()
        };
        Self {
            source_hash: hash(&|h| source.hash(h)),
            scene: target.scene,
            format: target.format,
            samples: target.samples,
            constants: target.constants.iter().map(|(n, v)| (n.clone(), v.to_bits())).collect(),
            limits_hash: hash(&|h| limits.hash(h)),
            generation,
        }
    }
}

/// What a build produced: the report, and the pipeline or why it could not be built
/// (`None` when the report already has problems).
#[derive(Clone)]
pub struct Built {
    /// naga's report, with Lienzo's prechecks.
    pub report: Arc<Report>,
    /// The pipeline, or the driver's problems.
    pub pipeline: Option<Result<Arc<ScenePipeline>, Vec<Diagnostic>>>,
}

/// A request to build a text.
pub struct Job {
    /// Text revision.
    pub rev: u64,
    /// Device generation the job is for.
    pub generation: u64,
    /// The WGSL text.
    pub source: Arc<str>,
    /// Limits the text is checked against.
    pub limits: wgpu::Limits,
    /// The pipeline's target.
    pub target: Target,
    /// The lesson device (None: validate only).
    pub device: Option<(wgpu::Device, wgpu::Queue, Arc<Resources>)>,
    /// Draw once before handing the pipeline over: for drivers that compile at the
    /// first draw (Mesa's GL and lavapipe). NVIDIA's compiles at creation.
    pub warm_up: bool,
}

/// A finished job.
pub struct Done {
    /// The job itself: its device handles go back to the sandbox's thread and are
    /// dropped there. A GL device dropped on the worker while another thread uses GL
    /// fails to make its context current.
    pub job: Job,
    /// What came of it.
    pub outcome: Outcome,
}

/// A job's result, apart from the job itself.
pub struct Outcome {
    /// Text revision it was made for.
    pub rev: u64,
    /// Device generation it was made for.
    pub generation: u64,
    /// Cache key.
    pub key: BuildKey,
    /// The result.
    pub built: Built,
    /// How long each step took (`cached` is false).
    pub times: BuildTimes,
}

/// How long a build took, on the compile worker.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BuildTimes {
    /// naga and Lienzo's checks.
    pub validate: Duration,
    /// Pipeline creation.
    pub create: Duration,
    /// The first small draw (where Mesa compiles).
    pub warm: Duration,
    /// Served from the build cache: no driver call at all.
    pub cached: bool,
}

/// What the worker sends back.
enum Reply {
    /// A finished job.
    Done(Box<Done>),
    /// A job a newer one replaced before it started, handed back unbuilt.
    Superseded(Box<Job>),
}

/// The worker and its cache, owned by the sandbox.
pub struct Compiler {
    tx: Option<Sender<Job>>,
    rx: Receiver<Reply>,
    thread: Option<std::thread::JoinHandle<()>>,
    cache: Vec<(BuildKey, Built)>,
    /// Pipelines let go of while the worker may be compiling. On GL and CPU Vulkan,
    /// releasing one waits for the driver, which is busy with the worker's compile; so
    /// they are released once no build is in flight ([`Compiler::release_retired`]).
    retired: Vec<Arc<ScenePipeline>>,
}

impl Drop for Compiler {
    /// Lets the worker finish the job in hand before the sandbox lets go of its device,
    /// so no device handle is ever dropped on the worker.
    fn drop(&mut self) {
        drop(self.tx.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Default for Compiler {
    fn default() -> Self {
        let (tx, jobs) = channel::<Job>();
        let (done_tx, rx) = channel();
        // wgpu parses the student's text with naga again here, and the driver compiles
        // it: the naga thread's large stack, on top of the guard (issue 19).
        let spawned = std::thread::Builder::new()
            .name("lienzo compile worker".to_owned())
            .stack_size(wgsl::COMPILER_STACK_BYTES)
            .spawn(move || {
                while let Ok(mut job) = jobs.recv() {
                    // The newest text wins: skip jobs that a newer one replaced, and hand
                    // them back so that their handles are dropped on the sandbox's thread.
                    while let Ok(newer) = jobs.try_recv() {
                        let old = std::mem::replace(&mut job, newer);
                        if done_tx.send(Reply::Superseded(Box::new(old))).is_err() {
                            return;
                        }
                    }
                    if done_tx.send(Reply::Done(Box::new(run_caught(job)))).is_err() {
                        return;
                    }
                }
            });
        let thread = match spawned {
            Ok(t) => Some(t),
            Err(e) => {
                // Without a thread, jobs are built where they are asked for (`send`).
                eprintln!("lienzo: no compile worker thread ({e}); building on the caller's thread");
                None
            }
        };
        Self {
            tx: thread.is_some().then_some(tx),
            rx,
            thread,
            cache: Vec::new(),
            retired: Vec::new(),
        }
    }
}

impl Compiler {
    /// The key a job will have.
    pub fn key(job: &Job) -> BuildKey {
        BuildKey::new(&job.source, &job.target, &job.limits, job.generation)
    }

    /// A cached result for `key`, moved to the front.
    pub fn cached(&mut self, key: &BuildKey) -> Option<Built> {
        let i = self.cache.iter().position(|(k, _)| k == key)?;
        let entry = self.cache.remove(i);
        let built = entry.1.clone();
        self.cache.insert(0, entry);
        Some(built)
    }

    /// Keeps a result for later hits.
    pub fn remember(&mut self, key: BuildKey, built: Built) {
        self.cache.retain(|(k, _)| k != &key);
        self.cache.insert(0, (key, built));
        for (_, old) in self.cache.drain(CACHE_ENTRIES.min(self.cache.len())..) {
            if let Some(Ok(p)) = old.pipeline {
                self.retired.push(p);
            }
        }
    }

    /// Keeps a pipeline that is no longer drawing until [`Compiler::release_retired`].
    pub fn retire(&mut self, pipeline: Arc<ScenePipeline>) {
        self.retired.push(pipeline);
    }

    /// Releases retired pipelines (call when no build is in flight, or when the driver
    /// runs calls from several threads at once).
    pub fn release_retired(&mut self) {
        self.retired.clear();
    }

    /// Forgets builds of other device generations (their pipelines belong to a device
    /// that is gone).
    pub fn forget_other_generations(&mut self, generation: u64) {
        self.cache.retain(|(k, _)| k.generation == generation);
    }

    /// Sends a job to the worker; if there is no worker, builds it here.
    pub fn send(&self, job: Job) -> Option<Done> {
        match &self.tx {
            Some(tx) => tx.send(job).err().map(|e| run_caught(e.0)),
            None => Some(run_caught(job)),
        }
    }

    /// A finished job, if one is waiting (jobs handed back unbuilt are dropped here).
    pub fn try_done(&self) -> Option<Done> {
        loop {
            match self.rx.try_recv().ok()? {
                Reply::Done(d) => return Some(*d),
                Reply::Superseded(job) => drop(job),
            }
        }
    }

    /// Waits for the next finished job (headless use).
    pub fn wait_done(&self) -> Option<Done> {
        loop {
            match self.rx.recv().ok()? {
                Reply::Done(d) => return Some(*d),
                Reply::Superseded(job) => drop(job),
            }
        }
    }
}

/// [`run`], turning a panic inside naga or the driver into a problem on the text, so a
/// build always has an outcome and the worker lives on.
fn run_caught(job: Job) -> Done {
    let (rev, generation, key) = (job.rev, job.generation, Compiler::key(&job));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&job))).unwrap_or_else(|_| Outcome {
        rev,
        generation,
        key,
        built: Built {
            report: Arc::default(),
            pipeline: Some(Err(vec![Diagnostic::coded(
                "W0923",
                crate::wgsl::DiagSource::Wgpu,
                None,
                &[],
            )])),
        },
        times: BuildTimes::default(),
    });
    Done { job, outcome }
}

/// Validates, builds and warms one job.
fn run(job: &Job) -> Outcome {
    let key = Compiler::key(job);
    let started = Instant::now();
    let overrides: HashMap<String, f64> = job.target.constants.iter().cloned().collect();
    let report = wgsl::validate(
        &job.source,
        &wgsl::Options {
            limits: &job.limits,
            scene: job.target.scene,
            overrides: &overrides,
        },
    );
    let validate = started.elapsed();
    let mut create = Duration::ZERO;
    let mut warm = Duration::ZERO;
    let pipeline = match (&job.device, report.is_clean()) {
        (Some((device, queue, res)), true) => {
            let t = Instant::now();
            let built = scene::build(device, res, &job.source, &report, &job.target);
            create = t.elapsed();
            Some(built.map(|p| {
                if job.warm_up {
                    let t = Instant::now();
                    warm_up(device, queue, res, &p, &job.target);
                    warm = t.elapsed();
                }
                Arc::new(p)
            }))
        }
        _ => None,
    };
    Outcome {
        rev: job.rev,
        generation: job.generation,
        key,
        built: Built {
            report: Arc::new(report),
            pipeline,
        },
        times: BuildTimes {
            validate,
            create,
            warm,
            cached: false,
        },
    }
}

/// One draw of the new pipeline into a tiny target of its own, waited for: drivers that
/// compile at the first draw (Mesa) do it here, on the worker, and not in the window's
/// next frame.
fn warm_up(device: &wgpu::Device, queue: &wgpu::Queue, res: &Resources, p: &ScenePipeline, target: &Target) {
    let texture = |label, format, samples, usage| {
        device
            .create_texture(&super::texture::desc_2d(label, (8, 8), format, samples, usage))
            .create_view(&wgpu::TextureViewDescriptor::default())
    };
    let attach = wgpu::TextureUsages::RENDER_ATTACHMENT;
    let color = texture("warm-up target", target.format, 1, attach);
    let mesh = target.scene == SceneKind::Mesh;
    let samples = if mesh { target.samples.max(1) } else { 1 };
    let msaa = (mesh && samples > 1).then(|| texture("warm-up msaa", target.format, samples, attach));
    let depth = mesh.then(|| texture("warm-up depth", scene::DEPTH_FORMAT, samples, attach));
    let output = (target.scene == SceneKind::Compute).then(|| {
        texture(
            "warm-up output",
            scene::OUTPUT_FORMAT,
            1,
            wgpu::TextureUsages::STORAGE_BINDING | wgpu::TextureUsages::TEXTURE_BINDING,
        )
    });
    let views = scene::FrameViews {
        color: &color,
        msaa: msaa.as_ref(),
        depth: depth.as_ref(),
        output: output.as_ref(),
        size_px: (8, 8),
        frame: None,
        half: None,
        keep: false,
    };
    let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("warm-up") });
    p.encode(device, res, &mut encoder, &views, 1, u32::MAX, None);
    let index = queue.submit([encoder.finish()]);
    let _ = device.poll(wgpu::PollType::Wait {
        submission_index: Some(index),
        timeout: None,
    });
}
