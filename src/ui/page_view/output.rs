//! What the open lesson's page produced, kept for the panels: its lines, frames, calls
//! and devices.

use std::collections::VecDeque;
use web_time::Instant;

use crate::page_io::{CanvasBox, Level, Message};

/// The most adapter, device and loss events one run keeps for its picture.
const HISTORY: usize = 48;
/// How many rendering updates the textures-alive graph keeps (two seconds at 60 Hz).
pub const ALIVE_HISTORY: usize = 120;

/// The most lines kept for the problems panel; older ones are dropped first.
const MAX_LINES: usize = 400;

/// A line the page printed, and how many times in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLine {
    pub level: Level,
    pub text: String,
    pub place: Option<String>,
    pub count: u32,
}

/// What the open lesson's page produced: its lines, frames and calls.
#[derive(Default)]
pub struct PageOutput {
    /// What the page printed, oldest first; a line repeated at once is counted.
    pub lines: VecDeque<PageLine>,
    /// Lines dropped because the list was full.
    pub dropped_lines: u64,
    /// Why the current run stopped, when it did.
    pub stopped: Option<String>,
    /// Frames the page presented in this lesson, and runs started.
    pub frames: u64,
    pub runs: u64,
    /// The size of the newest frame, in pixels.
    pub frame_size: (u32, u32),
    /// The canvas box of the newest rendering update asked for.
    pub canvas_box: Option<CanvasBox>,
    /// The calls of the newest update that made any (the frame timeline).
    pub steps: Vec<crate::page_io::Step>,
    /// This run's adapters, devices and losses, in order: seconds since the run
    /// started, and the step. At most [`HISTORY`] are kept.
    pub history: Vec<(f32, crate::page_io::Step)>,
    /// The newest frame's pixel at its center.
    pub center: Option<[u8; 4]>,
    /// The page's newest device, for the device panel (none before it asks for one).
    pub device: Option<crate::page_io::PageDevice>,
    /// The text of an HTML page's body, as it last wrote it.
    pub body: String,
    /// The page's form controls, for the panel over the viewport.
    pub controls: Vec<crate::page_io::PageControl>,
    /// The canvases of the page's document besides the one the viewport shows, in
    /// document order, and the newest frame of each that presented one.
    pub other_canvases: Vec<(u32, String)>,
    pub other_frames: Vec<OtherFrame>,
    /// The canvas's last `alphaMode` is `premultiplied`: its frames are blended over
    /// the page behind them (white), not shown with their alpha ignored.
    pub premultiplied: bool,
    /// This run's frames thrown away (their texture expired before it was presented),
    /// and its textures made and not `destroy()`ed, from the calls it reported.
    pub thrown_away: u64,
    pub textures_alive: u64,
    /// `textures_alive` after each of the last [`ALIVE_HISTORY`] rendering updates
    /// that made calls, oldest first: what a resize storm leaves behind, over time.
    pub alive_history: std::collections::VecDeque<u64>,
}

/// The newest frame of another canvas of the page: RGBA8, and a number that changes
/// with each new frame (for the texture it is shown through).
#[derive(Clone)]
pub struct OtherFrame {
    pub canvas: u32,
    pub width: u32,
    pub height: u32,
    pub rgba: std::sync::Arc<Vec<u8>>,
    pub seq: u64,
}

impl PageOutput {
    pub(super) fn other_frame(&mut self, canvas: u32, width: u32, height: u32, rgba: Vec<u8>) {
        if !self.other_canvases.iter().any(|(n, _)| *n == canvas) {
            return;
        }
        let seq = self.other_frames.iter().map(|f| f.seq).max().unwrap_or(0) + 1;
        let frame = OtherFrame {
            canvas,
            width,
            height,
            rgba: std::sync::Arc::new(rgba),
            seq,
        };
        match self.other_frames.iter_mut().find(|f| f.canvas == canvas) {
            Some(f) => *f = frame,
            None => self.other_frames.push(frame),
        }
    }

    /// Forgets the lines (the problems panel's "clear").
    pub fn clear_lines(&mut self) {
        self.lines.clear();
        self.dropped_lines = 0;
    }

    pub(super) fn push_line(&mut self, line: Message) {
        if let Some(last) = self.lines.back_mut()
            && last.level == line.level
            && last.text == line.text
            && last.place == line.place
        {
            // An error every frame is one line with its count, as the event log does.
            last.count += 1;
            return;
        }
        let line = PageLine {
            level: line.level,
            text: line.text,
            place: line.place,
            count: 1,
        };
        if self.lines.len() == MAX_LINES {
            self.lines.pop_front();
            self.dropped_lines += 1;
        }
        self.lines.push_back(line);
    }

    /// Keeps the steps that tell the device's story: adapters, devices, losses.
    pub(super) fn remember(&mut self, started: Option<Instant>, steps: &[crate::page_io::Step]) {
        use crate::page_io::Step;
        let at = started.map_or(0.0, |t| t.elapsed().as_secs_f32());
        for s in steps {
            match s {
                Step::Expired => self.thrown_away += 1,
                Step::Made { .. } => self.textures_alive += 1,
                Step::Destroyed => self.textures_alive = self.textures_alive.saturating_sub(1),
                _ => {}
            }
            if matches!(s, Step::AdapterAnswered { .. } | Step::DeviceMade | Step::Lost { .. })
                && self.history.len() < HISTORY
            {
                self.history.push((at, s.clone()));
            }
        }
        if !steps.is_empty() {
            if self.alive_history.len() == ALIVE_HISTORY {
                self.alive_history.pop_front();
            }
            self.alive_history.push_back(self.textures_alive);
        }
    }
}
