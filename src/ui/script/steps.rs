//! The steps a script is written in, and reading them from RON.

use std::path::Path;

/// One step of a script.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub enum Step {
    /// Wait until the page has presented this many more frames.
    Frames(u32),
    /// Wait this many seconds, the window running all along. Use it only where time
    /// itself is the point (a picture that animates); the steps below wait on events.
    Sleep(f32),
    /// Wait until the page has checked the editor's newest shader text.
    Built,
    /// Wait until every draft due has been written to the work folder.
    Drafted,
    /// Replace the open tab's text, as a student would: select all, then paste.
    Type(String),
    /// Show a tab of a page lesson's editor: "js" (the program) or "wgsl" (the shader).
    Tab(String),
    /// Wait until the page has been run this many more times.
    PageRuns(u64),
    /// Wait until the page has presented this many more frames.
    PageFrames(u64),
    /// Wait until a line the page printed (or a message about it) contains this text.
    PageSaid(String),
    /// Open a lesson by id.
    Open(String),
    /// Set a knob (`name`, `value`), as its widget does.
    Knob(String, String),
    /// Press "Driver reset (simulated)": every device of the page is lost.
    Reset,
    /// Press "Run again" (after the page stopped), and wait until the page runs again.
    RunAgain,
    /// Press "Resize storm".
    Storm,
    /// Save a screenshot of the window to this PNG, and the viewport's rectangle in
    /// physical pixels beside it (`NAME.png.json`).
    Shot(String),
    /// Leave the window alone for this many seconds, with no input and no repaint asked
    /// for by the script: then print how often it painted and the process's CPU use
    /// meanwhile (`idle 5.0 s: N window frames, M lesson frames, C% CPU`), and append
    /// the figures to `idle.jsonl` beside the screenshots.
    Idle(f32),
    /// Close the window.
    Quit,
}

/// Reads a script file: a RON list of steps.
pub fn load(path: &Path) -> Result<Vec<Step>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    ron::from_str(&text).map_err(|e| format!("{}:{e}", path.display()))
}

/// Parses a script given as text (the web build's hook).
pub fn parse(text: &str) -> Result<Vec<Step>, String> {
    ron::from_str(text).map_err(|e| format!("script:{e}"))
}
