//! What a page's process may do: it ends with the window, and on Linux the kernel's
//! Landlock lets it read only the system's files (the GPU drivers') and its page's
//! folder, write nothing but GPU devices, run no program, reach no network and signal
//! no process outside it.

use std::fs::File;
use std::path::Path;

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

/// Folders the GPU drivers read: their libraries, configuration and the devices' data.
#[cfg(target_os = "linux")]
const SYSTEM: [&str; 8] = ["/usr", "/lib", "/lib64", "/etc", "/sys", "/proc", "/run", "/opt"];

/// Confines the process to reading `root` and the system's files, and writing the
/// files `out` in their folders; `Err` says why it could not be confined (an old
/// kernel), and the page then runs as before.
#[cfg(target_os = "linux")]
fn confine_with(root: &Path, out: &[&Path]) -> Result<(), String> {
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

#[cfg(not(target_os = "linux"))]
fn confine_with(_root: &Path, _out: &[&Path]) -> Result<(), String> {
    Err("confinement is built for Linux only".to_owned())
}
