//! `bench edit`'s page rows: a shader edit to pixels on the window's path for a page.
//! The playground's page (`playground.js`) runs where the window runs pages (a process of
//! its own, from the `lienzo` binary); each edit is checked by naga as the window checks
//! it, handed to the page as a hot edit (`import.meta.hot`), and timed until a frame
//! with the edit's colour at its centre comes back, with rendering updates asked for
//! as fast as the page answers them (a busy window's pace).

use std::time::{Duration, Instant};

use super::{BenchError, percentile};
use crate::config::Common;
use crate::page_io::{CanvasBox, FromPage, PageStart};
use crate::runtime::PageHost;

pub(super) const SIZE: (u32, u32) = (1280, 720);
/// How long one edit may take to reach the pixels before the bench gives up.
const PATIENCE: Duration = Duration::from_secs(30);

/// The page's figures: naga's check of each edit, and the edit to the first frame
/// that shows it (hand-off, the page's pipeline creation, its frame and the way back).
pub(super) struct PageEdit {
    pub validate: Vec<f64>,
    pub to_pixels: Vec<f64>,
    /// Each edit's time to pixels minus the driver's time for the edit made just
    /// before or after it: Lienzo's share, paired, so a drift of the machine (clocks,
    /// other work) between the first and the last edit cancels.
    pub paired_share: Vec<f64>,
    /// Where the page ran: its own process, or a thread of this one.
    pub host: &'static str,
}

/// A shader whose centre is `red`/255 in red: each edit's picture tells it apart.
/// `salt` makes its text one no earlier run had: its green differs in the sixth
/// decimal (no pixel shows it), so no driver's shader cache on disk answers it whole
/// (the page's process keeps one in Lienzo's folder, the driver alone the user's; each
/// answers only the stages an edit leaves as they were).
pub(super) fn coloured(red: u32, salt: u64) -> String {
    format!(
        "@fragment fn fs() -> @location(0) vec4f {{ return vec4f({:.6}, {:.6}, 0.5, 1.0); }}\n",
        f64::from(red) / 255.0,
        0.25 + (salt % 100_000) as f64 / 1e6,
    )
}

/// A number no earlier run of the bench used: nanoseconds of the clock.
pub(super) fn salt() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Waits for a frame whose centre's red is `red`, asking for the next update when a
/// frame comes back (one update in flight at a time, so an edit never waits behind an
/// update the bench queued early: before, asking again on the update's steps, which
/// come before its frame, kept a second one queued and added most of an update to
/// every edit). Returns when it arrived.
fn until_red(page: &PageHost, canvas_box: CanvasBox, red: u8) -> Result<Instant, BenchError> {
    let deadline = Instant::now() + PATIENCE;
    page.frame(canvas_box, true);
    while Instant::now() < deadline {
        match page.wait(Duration::from_millis(50)) {
            Some(FromPage::Frame { width, height, rgba }) => {
                let at = (((height / 2) * width + width / 2) * 4) as usize;
                if rgba.read(|rgba| rgba.get(at) == Some(&red)) == Some(true) {
                    return Ok(Instant::now());
                }
                page.frame(canvas_box, true);
            }
            None => page.frame(canvas_box, true),
            Some(FromPage::Stopped(why)) => {
                return Err(BenchError::Unmet(format!("the playground page stopped: {why}")));
            }
            Some(FromPage::Reload) => {
                return Err(BenchError::Unmet(
                    "the playground page did not take the edit in place (import.meta.hot)".to_owned(),
                ));
            }
            Some(_) => {}
        }
    }
    Err(BenchError::Unmet(format!(
        "no frame with red {red} came back within {} s",
        PATIENCE.as_secs()
    )))
}

/// The playground's page, running, ready for edits.
pub(super) struct PageEditor {
    page: PageHost,
    canvas_box: CanvasBox,
    salt: u64,
    /// Where the page runs: its own process, or a thread of this one.
    pub host: &'static str,
}

impl PageEditor {
    /// Starts the playground's page at [`SIZE`] and waits for its first frame.
    pub(super) fn start(common: &Common) -> Result<Self, BenchError> {
        let root = common.shaders_dir();
        let read = |name: &str| {
            let path = root.join(name);
            std::fs::read_to_string(&path).map_err(|source| BenchError::File { path, source })
        };
        let program = read("playground.js")?;
        // Another salt than the driver's edits: no text of the page's is one the
        // driver alone compiled in this run.
        let salt = salt() ^ 0x5a5a_5a5a;
        let first = coloured(10, salt);
        let start = PageStart {
            root: root.clone(),
            shown_root: String::new(),
            name: "playground.js".to_owned(),
            source: program,
            backends: common.backends,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            budget: Duration::from_secs(1),
            memory_limit: 256 << 20,
            process_memory: crate::page_io::PROCESS_MEMORY,
            canvas: (300, 150),
            first_box: None,
            lang: common.lang,
            open_files: std::collections::BTreeMap::from([("playground.wgsl".to_owned(), first)]),
            mask: crate::page_io::AdapterMask::default(),
        };
        let host = if crate::runtime::page_processes().is_some() {
            "its own process"
        } else {
            "a thread"
        };
        let page = PageHost::start(start);
        let canvas_box = CanvasBox {
            width: f64::from(SIZE.0),
            height: f64::from(SIZE.1),
            pixel_width: SIZE.0,
            pixel_height: SIZE.1,
        };
        until_red(&page, canvas_box, 10)?;
        Ok(Self {
            page,
            canvas_box,
            salt,
            host,
        })
    }

    /// Edit `i`: checked by naga as the window checks it, handed to the page with that
    /// check (as the window does), and waited for until a frame shows its colour.
    /// Returns naga's check and the edit to pixels, in milliseconds.
    pub(super) fn edit(&self, i: u32) -> Result<(f64, f64), BenchError> {
        // A colour of its own for each edit, and never the one before.
        let red = 20 + (i % 200);
        let text = coloured(red, self.salt.wrapping_add(u64::from(i) * 7919));
        let t0 = Instant::now();
        let report = crate::wgsl::validate_module(&text);
        let t1 = Instant::now();
        if !report.is_clean() {
            return Err(BenchError::Unmet("the bench's shader has problems".to_owned()));
        }
        self.page
            .hot("playground.wgsl", &text, Some(crate::wgsl::ModuleCheck::of(&report)));
        let shown = until_red(&self.page, self.canvas_box, u8::try_from(red).unwrap_or(u8::MAX))?;
        Ok((super::ms(t1 - t0), super::ms(shown - t0)))
    }
}

/// The page's rows: each figure's median and 95th percentile, and what the page path
/// adds to the driver's own pipeline creation and frame of the same run (Lienzo's
/// share: the hand-off, the page's JavaScript, the present and the way back).
pub(super) fn rows(page: &mut PageEdit, driver_total_ms: f64) -> (Vec<String>, serde_json::Value) {
    let (v, p) = (
        percentile(&mut page.validate, 0.5),
        percentile(&mut page.to_pixels, 0.5),
    );
    let p95 = percentile(&mut page.to_pixels, 0.95);
    let share = p - driver_total_ms;
    let paired = percentile(&mut page.paired_share, 0.5);
    let paired_p25 = percentile(&mut page.paired_share, 0.25);
    let paired_p75 = percentile(&mut page.paired_share, 0.75);
    let text = vec![
        format!("page (playground.js in {}, import.meta.hot):", page.host),
        format!("  {:<28} median {v:8.2} ms", "validate (naga)"),
        format!(
            "  {:<28} median {p:8.2} ms   p95 {p95:8.2} ms   page/driver {:5.2}   Lienzo's share {share:6.2} ms",
            "edit to pixels (total)",
            p / driver_total_ms
        ),
        format!(
            "  {:<28} median {paired:8.2} ms   quartiles {paired_p25:.2} to {paired_p75:.2} ms (each edit minus the driver's edit beside it)",
            "Lienzo's share, paired"
        ),
    ];
    let json = serde_json::json!({
        "host": page.host, "validate_median_ms": v, "to_pixels_median_ms": p, "to_pixels_p95_ms": p95,
        "page_over_driver": p / driver_total_ms, "lienzo_share_ms": share,
        "lienzo_share_paired_median_ms": paired, "lienzo_share_paired_quartiles_ms": [paired_p25, paired_p75],
    });
    (text, json)
}
