//! `lienzo bench all`: every scenario, one after the other, in one report that names the
//! machine, the adapter and the build, so two runs can be compared line by line. A
//! scenario that cannot run is named with its reason and the others go on.

use std::time::Instant;

use super::{BenchReport, Counts, Scenario, measure};
use crate::config::Common;
use crate::headless::{EXIT_OK, EXIT_USAGE, out};

/// One scenario's outcome.
struct Row {
    scenario: Scenario,
    seconds: f64,
    report: Result<BenchReport, String>,
}

/// The value of the first line of a `/proc` file that starts with `key`.
fn proc_value(file: &str, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(file).ok()?;
    text.lines()
        .find(|l| l.starts_with(key))
        .and_then(|l| l.split_once(':'))
        .map(|(_, v)| v.trim().to_owned())
}

fn machine() -> serde_json::Value {
    let read = |p: &str| std::fs::read_to_string(p).ok().map(|s| s.trim().to_owned());
    serde_json::json!({
        "host": read("/proc/sys/kernel/hostname"),
        "os": std::env::consts::OS,
        "kernel": read("/proc/sys/kernel/osrelease"),
        "arch": std::env::consts::ARCH,
        "cpus": std::thread::available_parallelism().map_or(0, std::num::NonZero::get),
        "cpu": proc_value("/proc/cpuinfo", "model name"),
        "memory": proc_value("/proc/meminfo", "MemTotal"),
    })
}

fn adapter(common: &Common) -> serde_json::Value {
    let instance = crate::gpu::device::instance(common.backends);
    match crate::gpu::device::adapter(&instance) {
        Ok(a) => {
            let i = a.get_info();
            serde_json::json!({
                "name": i.name, "backend": format!("{:?}", i.backend), "driver": i.driver,
                "driver_info": i.driver_info, "device_type": format!("{:?}", i.device_type),
            })
        }
        Err(e) => serde_json::json!({ "error": e.to_string() }),
    }
}

fn build() -> serde_json::Value {
    serde_json::json!({
        "version": env!("CARGO_PKG_VERSION"),
        "profile": if cfg!(debug_assertions) { "debug" } else { "release" },
        "target": format!("{}-{}", std::env::consts::ARCH, std::env::consts::OS),
    })
}

/// One line of a JSON object's scalar members, `key value` pairs.
fn one_line(v: &serde_json::Value) -> String {
    v.as_object()
        .into_iter()
        .flatten()
        .filter(|(_, v)| !v.is_null())
        .map(|(k, v)| format!("{k} {}", v.as_str().map_or_else(|| v.to_string(), str::to_owned)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn all(common: &Common, counts: Counts, json: bool) -> u8 {
    let (machine, adapter, build) = (machine(), adapter(common), build());
    let mut rows = Vec::new();
    for scenario in Scenario::EACH {
        if !json {
            eprintln!("bench all: {} …", scenario.name());
        }
        let t = Instant::now();
        let report = measure(common, scenario, counts).map_err(|e| e.to_string());
        rows.push(Row {
            scenario,
            seconds: t.elapsed().as_secs_f64(),
            report,
        });
    }
    let failed = rows.iter().filter(|r| r.report.is_err()).count();
    if json {
        let scenarios: Vec<_> = rows
            .iter()
            .map(|r| match &r.report {
                Ok(rep) => serde_json::json!({
                    "scenario": r.scenario.name(), "seconds": r.seconds, "figures": rep.json,
                }),
                Err(e) => serde_json::json!({
                    "scenario": r.scenario.name(), "seconds": r.seconds, "error": e,
                }),
            })
            .collect();
        out!(
            "{:#}",
            serde_json::json!({
                "quick": counts.quick, "machine": machine, "adapter": adapter, "build": build,
                "scenarios": scenarios,
            })
        );
    } else {
        out!(
            "bench all{}",
            if counts.quick {
                " --quick (tiny counts: the figures say little)"
            } else {
                ""
            }
        );
        out!("machine: {}", one_line(&machine));
        out!("adapter: {}", one_line(&adapter));
        out!("build:   {}", one_line(&build));
        for r in &rows {
            out!("");
            match &r.report {
                Ok(rep) => out!("{}", rep.text),
                Err(e) => out!("bench {}: not measured: {e}", r.scenario.name()),
            }
        }
        out!("");
        out!("{:<10} {:>9}  outcome", "scenario", "seconds");
        for r in &rows {
            let outcome = match &r.report {
                Ok(_) => "measured".to_owned(),
                Err(e) => format!("not measured: {}", e.lines().next().unwrap_or_default()),
            };
            out!("{:<10} {:>9.1}  {outcome}", r.scenario.name(), r.seconds);
        }
    }
    if failed > 0 {
        eprintln!("bench all: {failed} of {} scenarios not measured", rows.len());
        return EXIT_USAGE;
    }
    EXIT_OK
}
