//! The page's boundary: a page runs in a process of its own (`lienzo page-host`, as the
//! window runs it), and what a hostile page does ends that process, never the host
//! that started it, which hears why in words. The programs are in `tests/boundary/`.
//!
//! Nothing here passes by being skipped: a program that finds no adapter throws, and
//! the test fails with its message.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use lienzo::page_io::{CanvasBox, FromPage, PageStart};
use lienzo::runtime::PageHost;

const BOX: CanvasBox = CanvasBox {
    width: 64.0,
    height: 64.0,
    pixel_width: 64,
    pixel_height: 64,
};

fn start(program: &str, process_memory: u64) -> PageHost {
    lienzo::runtime::use_page_processes(PathBuf::from(env!("CARGO_BIN_EXE_lienzo")));
    let root = common::repo("tests/boundary");
    let source = std::fs::read_to_string(root.join(program)).unwrap();
    PageHost::start(PageStart {
        root,
        shown_root: "tests/boundary".to_owned(),
        name: program.to_owned(),
        source,
        backends: None,
        preferred: wgpu::TextureFormat::Rgba8Unorm,
        budget: Duration::from_secs(1),
        memory_limit: 256 << 20,
        process_memory,
        canvas: (64, 64),
        first_box: Some(BOX),
        lang: lienzo::lesson::Lang::En,
        open_files: std::collections::BTreeMap::new(),
        mask: lienzo::page_io::AdapterMask::default(),
    })
}

/// Runs the page with rendering updates until it stops; what it printed, and why it
/// stopped. Waits on what the page sends, never on a clock of its own, up to `limit`.
fn until_stopped(page: &PageHost, limit: Duration) -> (Vec<String>, String) {
    let until = Instant::now() + limit;
    let mut said = Vec::new();
    while Instant::now() < until {
        page.frame(BOX, true);
        match page.wait(Duration::from_millis(100)) {
            Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
            Some(FromPage::Stopped(why)) => return (said, why),
            _ => {}
        }
    }
    panic!("the page did not stop within {limit:?}; it said {said:?}");
}

#[test]
fn a_stack_overflow_ends_the_pages_process_with_its_reason() {
    let page = start("deep.js", lienzo::page_io::PROCESS_MEMORY);
    let (said, why) = until_stopped(&page, Duration::from_mins(2));
    assert!(said.iter().any(|l| l == "compiling"), "{said:?} / {why}");
    assert!(!said.iter().any(|l| l == "compiled"), "{said:?} / {why}");
    assert!(why.contains("the page's process crashed (SIGABRT)"), "{why}");
    assert!(why.contains("stack overflow"), "{why}");
    assert!(why.contains("the window is fine"), "{why}");
}

#[test]
fn an_endless_microtask_chain_stops_the_page() {
    let page = start("microtasks.js", lienzo::page_io::PROCESS_MEMORY);
    let (said, why) = until_stopped(&page, Duration::from_mins(1));
    assert_eq!(said.first().map(String::as_str), Some("started"), "{said:?}");
    assert!(why.contains("took too long") || why.contains("unanswered"), "{why}");
}

#[test]
fn a_page_past_its_memory_is_stopped() {
    let page = start("memory.js", 512 << 20);
    let (said, why) = until_stopped(&page, Duration::from_mins(1));
    assert!(said.iter().any(|l| l == "allocating"), "{said:?} / {why}");
    assert!(!said.iter().any(|l| l == "allocated 2 GiB"), "{said:?} / {why}");
    assert!(
        why.contains("out of memory: the page's process may use at most 512 MiB"),
        "{why}"
    );
}
