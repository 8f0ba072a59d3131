//! One piece of work on a page in a process of its own, run to its end: the grader's
//! page checks (`lienzo page-grade`) and `lienzo run`. The job's input goes down the
//! child's stdin; what the child writes to stdout comes back as it arrives; the child's
//! stderr is passed on, its last line kept. A watchdog kills the child past its time or
//! its memory, and the caller hears why in words, as a page's process would say it.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::text::page::Say;

/// How a job's process ended when it did not end well.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobEnd {
    /// It ran past its time and was killed.
    Late(Say),
    /// It held too much memory and was killed, or crashed: the attempt's doing.
    Fault(Say),
}

/// Runs `exe command` with `input` on its stdin; `out` gets its stdout as it arrives.
/// `Ok` with its exit code once it exited on its own; a signal is a crash.
pub fn run_job(
    exe: &Path,
    command: &[&str],
    input: &[u8],
    limit: Duration,
    memory: u64,
    mut out: impl FnMut(&[u8]),
) -> Result<i32, JobEnd> {
    let mut job = Command::new(exe);
    job.args(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    super::confine::limit_data(&mut job, memory);
    super::confine::share_driver_cache(&mut job);
    let spawned = job.spawn();
    let mut child = spawned.map_err(|e| {
        JobEnd::Fault(Say::Crashed {
            how: e.to_string(),
            last: String::new(),
        })
    })?;
    let pid = child.id();
    let killed: Arc<Mutex<Option<JobEnd>>> = Arc::new(Mutex::new(None));
    let ended = Arc::new(AtomicBool::new(false));
    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A child that stops reading cannot block the caller.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let last = Arc::new(Mutex::new(String::new()));
    let said = child.stderr.take().map(|stderr| {
        let last = last.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                eprintln!("{line}");
                let mut last = last.lock().unwrap_or_else(PoisonError::into_inner);
                // A refused allocation is the words kept, whatever follows it (a
                // backtrace's note).
                if !line.trim().is_empty() && !super::confine::refused_memory(&last) {
                    *last = line;
                }
            }
        })
    });
    let watch = {
        let (killed, ended) = (killed.clone(), ended.clone());
        let until = Instant::now() + limit;
        std::thread::spawn(move || {
            while !ended.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(50));
                let why = if Instant::now() > until {
                    Some(JobEnd::Late(Say::OutOfTime { secs: limit.as_secs() }))
                } else if super::process::resident(pid).is_some_and(|b| b > memory) {
                    Some(JobEnd::Fault(Say::OverMemory { mib: memory >> 20 }))
                } else {
                    None
                };
                if let Some(why) = why {
                    killed.lock().unwrap_or_else(PoisonError::into_inner).get_or_insert(why);
                    super::process::kill(pid);
                    return;
                }
            }
        })
    };
    if let Some(mut stdout) = child.stdout.take() {
        let mut buf = vec![0; 64 << 10];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            out(&buf[..n]);
        }
    }
    let status = child.wait();
    ended.store(true, Ordering::SeqCst);
    let _ = watch.join();
    if let Some(said) = said {
        let _ = said.join();
    }
    if let Some(why) = killed.lock().unwrap_or_else(PoisonError::into_inner).take() {
        return Err(why);
    }
    let last = last.lock().unwrap_or_else(PoisonError::into_inner).clone();
    match status {
        Ok(s) if s.code().is_some() => Ok(s.code().unwrap_or_default()),
        Ok(_) if super::confine::refused_memory(&last) => Err(JobEnd::Fault(Say::OverReserve {
            mib: super::confine::data_limit(memory) >> 20,
        })),
        Ok(s) => Err(JobEnd::Fault(Say::Crashed {
            how: super::process::how(s),
            last,
        })),
        Err(e) => Err(JobEnd::Fault(Say::Crashed {
            how: e.to_string(),
            last: String::new(),
        })),
    }
}
