//! One long-lived thread with a large stack runs naga for every validation: making a
//! thread with a 256 MiB stack per keystroke cost more than the check itself.

use std::sync::mpsc::{Sender, channel};
use std::sync::{Mutex, OnceLock};

type Job = Box<dyn FnOnce() + Send>;

fn sender() -> Option<Sender<Job>> {
    static WORKER: OnceLock<Option<Mutex<Sender<Job>>>> = OnceLock::new();
    let worker = WORKER.get_or_init(|| {
        let (tx, rx) = channel::<Job>();
        std::thread::Builder::new()
            .name("lienzo naga".to_owned())
            .stack_size(NAGA_STACK_BYTES)
            .spawn(move || {
                for job in rx {
                    job();
                }
            })
            .ok()
            .map(|_| Mutex::new(tx))
    });
    worker
        .as_ref()
        .map(|m| m.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone())
}

/// Runs `f` on the naga thread and returns its result; `Err` when naga panicked
/// (a bug of naga's: the thread survives, the panic is caught at the job's edge).
pub(crate) fn run<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, ()> {
    let guarded = move || std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|_| ());
    let Some(worker) = sender() else {
        // No thread could be made: the guard bounds the depth, so run here.
        return guarded();
    };
    let (tx, rx) = channel();
    let job: Job = Box::new(move || {
        let _ = tx.send(guarded());
    });
    if worker.send(job).is_err() {
        return Err(());
    }
    rx.recv().unwrap_or(Err(()))
}

/// Stack of the thread naga runs on, and of every other thread that compiles a
/// student's text (the compile worker, where wgpu parses it again and the driver
/// compiles it). Only what is touched is committed.
pub const COMPILER_STACK_BYTES: usize = 256 << 20;
const NAGA_STACK_BYTES: usize = COMPILER_STACK_BYTES;
