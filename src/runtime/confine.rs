//! What a page's process may do: it ends with the window, and on Linux the kernel's
//! Landlock lets it read only the system's files (the GPU drivers') and its page's
//! folder, write nothing but GPU devices, run no program, reach no network and signal
//! no process outside it; a seccomp filter then refuses the system calls that start a
//! process (`fork`, `clone` without `CLONE_THREAD`, `execve`), open a network socket
//! (TCP and UDP alike: Landlock's rules cover TCP only) or trace another process.
//!
//! The one folder it may write is its drivers' shader cache, Lienzo's own
//! ([`share_driver_cache`]), as a browser's GPU process keeps one: without it a driver
//! compiles again every shader it compiled before (a software Vulkan's vertex stage,
//! on every pipeline), and a page's edit costs more than the driver's own.

use std::fs::File;
use std::path::{Path, PathBuf};

/// Confines this process, a job's (`runtime::run_job`), to its page's folder `root`
/// and the system's files, plus writing the files `out` names (a `--png` the user
/// asked for), and ties its life to its parent's; `Err` says why it could not be
/// confined.
pub fn confine_to(root: &Path, out: &[&Path]) -> Result<(), String> {
    end_with_parent();
    confine_with(root, out)
}

/// Confines the process to reading `root` and the system's files.
pub(super) fn confine(root: &Path) -> Result<(), String> {
    confine_with(root, &[])
}

/// Where Mesa's drivers keep their shader cache: the variable the process's starter
/// sets ([`share_driver_cache`]), which the confined process may then write beneath.
const DRIVER_CACHE_VAR: &str = "MESA_SHADER_CACHE_DIR";

/// Lienzo's folder for its pages' driver caches: `~/.cache/lienzo/drivers` on Linux.
fn driver_cache_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "lienzo").map(|d| d.cache_dir().join("drivers"))
}

/// Gives the process `command` starts Lienzo's shader cache folder for its GPU drivers
/// (Mesa's and NVIDIA's, through their variables): the confined process may write
/// there and nowhere else. A folder that cannot be made leaves the drivers with no
/// cache, as before. Every page's process shares it, as a browser's pages share its
/// GPU process's cache; a driver checks what it reads from it.
pub(super) fn share_driver_cache(command: &mut std::process::Command) {
    let Some(dir) = driver_cache_dir() else { return };
    let nvidia = dir.join("nvidia");
    if std::fs::create_dir_all(&nvidia).is_err() {
        return;
    }
    command
        .env(DRIVER_CACHE_VAR, &dir)
        .env("__GL_SHADER_DISK_CACHE_PATH", &nvidia);
}

/// The driver cache folder this process was given, when it was given one that exists.
#[cfg(target_os = "linux")]
fn given_driver_cache() -> Option<PathBuf> {
    std::env::var_os(DRIVER_CACHE_VAR)
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
}

/// The process ends when the window does, whatever way the window ends.
pub(super) fn end_with_parent() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::KILL));
    }
}

/// The pipe from the window (stdin) and the pipe to it (what was stdout); stdout now
/// goes to stderr, so nothing the process prints can garble the pipe.
pub(super) fn take_stdio() -> std::io::Result<(File, File)> {
    let input = File::from(rustix::io::dup(std::io::stdin())?);
    let output = File::from(rustix::io::dup(std::io::stdout())?);
    rustix::stdio::dup2_stdout(std::io::stderr())?;
    Ok((input, output))
}

/// The data limit a page's process starts with when it may hold `memory` bytes: room
/// for what is reserved and not held (thread stacks, a driver's arenas) beyond the
/// resident limit that the window's watchdog keeps (`process.rs`), which stops a page
/// gently first. Past it the system refuses the process memory outright, however fast
/// it asks (the watchdog looks every 50 ms).
pub(super) fn data_limit(memory: u64) -> u64 {
    memory.saturating_mul(2).saturating_add(1 << 30)
}

/// Starts `command`'s process with [`data_limit`] of `memory` (`RLIMIT_DATA`: its heap
/// and private writable mappings, which a page's JavaScript, its mapped ranges and a
/// software GPU's memory are; a GPU's own memory is not).
pub(super) fn limit_data(command: &mut std::process::Command, memory: u64) {
    use std::os::unix::process::CommandExt as _;
    let limit = data_limit(memory);
    // SAFETY: between fork and exec, only `setrlimit`, which is async-signal-safe.
    #[allow(unsafe_code, reason = "setting the child's data limit before it runs")]
    unsafe {
        command.pre_exec(move || {
            let r = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            if libc::setrlimit(libc::RLIMIT_DATA, &raw const r) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// Whether a process's last line says an allocation was refused (Rust's words when
/// `malloc` fails, as it does past the data limit).
pub(super) fn refused_memory(last: &str) -> bool {
    last.starts_with("memory allocation of ") && last.trim_end().ends_with("failed")
}

/// Folders the GPU drivers read: their libraries, configuration and the devices' data.
#[cfg(target_os = "linux")]
const SYSTEM: [&str; 8] = ["/usr", "/lib", "/lib64", "/etc", "/sys", "/proc", "/run", "/opt"];

/// Confines the process to reading `root` and the system's files, and writing the
/// files `out` in their folders, and filters its system calls; `Err` says what could
/// not be confined (an old kernel), and the page then runs with the rest.
#[cfg(target_os = "linux")]
fn confine_with(root: &Path, out: &[&Path]) -> Result<(), String> {
    let landlock = landlock_rules(root, out, given_driver_cache().as_deref());
    let seccomp = seccomp::filter();
    match (landlock, seccomp) {
        (Ok(()), Ok(())) => Ok(()),
        (Err(a), Ok(())) => Err(a),
        (Ok(()), Err(b)) => Err(b),
        (Err(a), Err(b)) => Err(format!("{a}; {b}")),
    }
}

#[cfg(target_os = "linux")]
fn landlock_rules(root: &Path, out: &[&Path], cache: Option<&Path>) -> Result<(), String> {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope,
        path_beneath_rules,
    };
    let abi = ABI::V6;
    let read = AccessFs::ReadFile | AccessFs::ReadDir;
    let system: Vec<&str> = SYSTEM.into_iter().filter(|p| Path::new(p).exists()).collect();
    let status = Ruleset::default()
        .handle_access(AccessFs::from_all(abi))
        .and_then(|r| r.handle_access(AccessNet::from_all(abi)))
        .and_then(|r| r.scope(Scope::from_all(abi)))
        .and_then(landlock::Ruleset::create)
        .and_then(|r| r.add_rules(path_beneath_rules(&system, read)))
        .and_then(|r| {
            r.add_rules(path_beneath_rules(
                ["/dev"],
                read | AccessFs::WriteFile | AccessFs::IoctlDev,
            ))
        })
        .and_then(|r| r.add_rules(path_beneath_rules([root], read)))
        // The drivers' cache: files made, written, renamed and evicted, in folders
        // they make.
        .and_then(|r| {
            r.add_rules(path_beneath_rules(
                cache,
                read | AccessFs::WriteFile
                    | AccessFs::MakeReg
                    | AccessFs::MakeDir
                    | AccessFs::RemoveFile
                    | AccessFs::RemoveDir
                    | AccessFs::Truncate
                    | AccessFs::Refer,
            ))
        })
        .and_then(|r| {
            let folders = out.iter().filter_map(|f| {
                let parent = f.parent().filter(|p| !p.as_os_str().is_empty());
                parent.unwrap_or(Path::new(".")).canonicalize().ok()
            });
            r.add_rules(path_beneath_rules(
                folders,
                read | AccessFs::WriteFile | AccessFs::MakeReg | AccessFs::Truncate,
            ))
        })
        .and_then(landlock::RulesetCreated::restrict_self)
        .map_err(|e| e.to_string())?;
    match status.ruleset {
        RulesetStatus::FullyEnforced => Ok(()),
        RulesetStatus::PartiallyEnforced => Err("this kernel's Landlock enforces only part of the rules".to_owned()),
        RulesetStatus::NotEnforced => Err("this kernel has no Landlock".to_owned()),
    }
}

/// The system calls a page's process never makes: starting a process, a network
/// socket, tracing. Threads (`clone` with `CLONE_THREAD`) and local sockets stay.
#[cfg(target_os = "linux")]
mod seccomp {
    use std::collections::BTreeMap;

    use seccompiler::{
        SeccompAction, SeccompCmpArgLen as Len, SeccompCmpOp as Op, SeccompCondition as When, SeccompFilter,
        SeccompRule,
    };

    /// Installs the filters on every thread of the process.
    pub(super) fn filter() -> Result<(), String> {
        let arch = std::env::consts::ARCH
            .try_into()
            .map_err(|_| format!("no seccomp filter for {}", std::env::consts::ARCH))?;
        let rule = |conditions: Vec<When>| SeccompRule::new(conditions).map_err(|e| e.to_string());
        let domain = |family: i32| -> Result<SeccompRule, String> {
            let family = u64::try_from(family).map_err(|e| e.to_string())?;
            rule(vec![
                When::new(0, Len::Dword, Op::Eq, family).map_err(|e| e.to_string())?,
            ])
        };
        let thread = u64::try_from(libc::CLONE_THREAD).map_err(|e| e.to_string())?;
        let mut refused: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
        // A network socket, of any kind; local (AF_UNIX) and netlink sockets stay.
        refused.insert(
            libc::SYS_socket,
            vec![
                domain(libc::AF_INET)?,
                domain(libc::AF_INET6)?,
                domain(libc::AF_PACKET)?,
            ],
        );
        // A new process: `clone` without CLONE_THREAD (a thread is fine), `fork`,
        // `vfork`, and running a program.
        refused.insert(
            libc::SYS_clone,
            vec![rule(vec![
                When::new(0, Len::Qword, Op::MaskedEq(thread), 0).map_err(|e| e.to_string())?,
            ])?],
        );
        #[cfg(target_arch = "x86_64")]
        for call in [libc::SYS_fork, libc::SYS_vfork] {
            refused.insert(call, Vec::new());
        }
        for call in [libc::SYS_execve, libc::SYS_execveat, libc::SYS_ptrace] {
            refused.insert(call, Vec::new());
        }
        let denied = SeccompFilter::new(
            refused,
            SeccompAction::Allow,
            SeccompAction::Errno(libc::EPERM.unsigned_abs()),
            arch,
        )
        .map_err(|e| e.to_string())?;
        // `clone3` passes its flags in memory, where a filter cannot read them: it says
        // "not implemented", and the C library starts its threads with `clone` instead.
        let clone3 = SeccompFilter::new(
            BTreeMap::from([(libc::SYS_clone3, Vec::new())]),
            SeccompAction::Allow,
            SeccompAction::Errno(libc::ENOSYS.unsigned_abs()),
            arch,
        )
        .map_err(|e| e.to_string())?;
        for filter in [denied, clone3] {
            let program: seccompiler::BpfProgram = filter
                .try_into()
                .map_err(|e: seccompiler::BackendError| e.to_string())?;
            seccompiler::apply_filter_all_threads(&program).map_err(|e| format!("seccomp: {e}"))?;
        }
        Ok(())
    }
}

#[cfg(not(target_os = "linux"))]
fn confine_with(_root: &Path, _out: &[&Path]) -> Result<(), String> {
    Err("confinement is built for Linux only".to_owned())
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    /// Set in the process the test starts again: it confines itself and probes.
    const PROBE: &str = "LIENZO_CONFINE_PROBE";

    /// A confined process keeps its threads and its local sockets, and starts no
    /// program and opens no network socket, UDP included (which Landlock alone lets
    /// through); it writes its drivers' cache folder as a driver does (a folder, a file
    /// renamed into place, evicted) and nothing else, not even its page's folder.
    /// Confinement is for the whole process, so the test runs it in a process of its
    /// own: this test binary, started again for this one test.
    #[test]
    fn a_confined_process_starts_no_program_and_opens_no_network_socket() {
        if std::env::var_os(PROBE).is_some() {
            let root = tempfile::tempdir().expect("temp dir");
            let cache = super::given_driver_cache().expect("the probe was given a driver cache folder");
            super::confine(root.path()).expect("this kernel confines a process (Landlock and seccomp)");
            let shaders = cache.join("mesa_shader_cache").join("ab");
            std::fs::create_dir_all(&shaders).expect("the driver makes its cache's folders");
            std::fs::write(shaders.join("cd.tmp"), b"compiled").expect("the driver writes its cache");
            std::fs::rename(shaders.join("cd.tmp"), shaders.join("cd")).expect("and renames the entry into place");
            assert_eq!(
                std::fs::read(shaders.join("cd")).ok().as_deref(),
                Some(&b"compiled"[..])
            );
            std::fs::remove_file(shaders.join("cd")).expect("and evicts it");
            let page = std::fs::write(root.path().join("x"), b"");
            assert!(page.is_err(), "the page's folder was written: {page:?}");
            let beside = std::fs::write(cache.with_file_name("beside"), b"");
            assert!(
                beside.is_err(),
                "a file beside the cache folder was written: {beside:?}"
            );
            assert_eq!(std::thread::spawn(|| 7).join().ok(), Some(7), "a thread still starts");
            assert!(
                std::os::unix::net::UnixDatagram::unbound().is_ok(),
                "a local socket still opens"
            );
            let udp = std::net::UdpSocket::bind("127.0.0.1:0");
            assert!(udp.is_err(), "a UDP socket opened: {udp:?}");
            let tcp = std::net::TcpListener::bind("127.0.0.1:0");
            assert!(tcp.is_err(), "a TCP socket opened: {tcp:?}");
            let spawned = std::process::Command::new("/bin/true").status();
            assert!(spawned.is_err(), "a program ran: {spawned:?}");
            return;
        }
        let exe = std::env::current_exe().expect("the test binary");
        let cache = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir(cache.path().join("drivers")).expect("the cache folder");
        let out = std::process::Command::new(exe)
            .args([
                "--exact",
                "runtime::confine::tests::a_confined_process_starts_no_program_and_opens_no_network_socket",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(PROBE, "1")
            .env(super::DRIVER_CACHE_VAR, cache.path().join("drivers"))
            .output()
            .expect("the test binary starts again");
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "the confined probe failed:\n{said}");
        assert!(said.contains("1 passed"), "the probe ran no test:\n{said}");
    }

    /// A process started with the data limit of a page that may hold 64 MiB is refused
    /// an allocation past it at once (it needs no watchdog to notice), and its last
    /// words are read as such.
    #[test]
    fn a_process_past_its_data_limit_is_refused_memory_and_says_so() {
        if std::env::var_os(PROBE).is_some() {
            let big = std::hint::black_box(vec![1u8; 3 << 30]);
            println!("allocated {} bytes", std::hint::black_box(&big).len());
            return;
        }
        let exe = std::env::current_exe().expect("the test binary");
        let mut probe = std::process::Command::new(exe);
        probe
            .args([
                "--exact",
                "runtime::confine::tests::a_process_past_its_data_limit_is_refused_memory_and_says_so",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(PROBE, "1");
        super::limit_data(&mut probe, 64 << 20);
        let out = probe.output().expect("the test binary starts again");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "3 GiB were allocated past a limit of 1.1 GiB:\n{stderr}"
        );
        assert!(
            stderr.lines().any(super::refused_memory),
            "no line read as refused memory:\n{stderr}"
        );
        assert_eq!(super::data_limit(64 << 20) >> 20, 1024 + 128);
    }
}
