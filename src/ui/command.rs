//! The commands panels, menus and shortcuts send.

use crate::lesson::{Knobs, Lang};

/// Everything the UI can ask for. Menus, shortcuts and buttons all send these.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open a lesson by id.
    OpenLesson(String),
    /// Open a folder or an `.html` file as a page of its own (*Open page…*).
    OpenPage(std::path::PathBuf),
    /// Open another page of the open page's site (a path inside it).
    OpenSitePage(String),
    /// Serve the folder above the open page's site as its site.
    SiteOneFolderUp,
    /// Switch the language.
    SetLang(Lang),
    /// Apply new knob values.
    SetKnobs(Knobs),
    /// Reset the knobs to the lesson's.
    ResetKnobs,
    /// Save the editor text to the shader file (Ctrl+S).
    Save,
    /// Replace the text with the lesson's original.
    Revert,
    /// Undo the last revert (or upload).
    UndoRevert,
    /// Replace the editor's text, keeping the old one for "undo" (an uploaded file).
    ReplaceText(String),
    /// Show the shader or the page's program in the editor.
    SetTab(crate::ui::Tab),
    /// Resolve a disk conflict: keep the editor's text (true) or load the file's.
    ResolveConflict(bool),
    /// Simulated driver reset.
    SimulateReset,
    /// Run a page lesson's page again as it is, after it stopped.
    RunPageAgain,
    /// The student changed one of the page's form controls in the panel over the
    /// viewport.
    PageControl(crate::page_io::ControlChange),
    /// ~50 resize events per frame for 2 s.
    ResizeStorm,
    /// Put the editor cursor at this byte offset.
    GoTo(usize),
    /// Clear the problems panel's runtime events.
    ClearEvents,
    /// Grade one exercise headless, in the background.
    Grade(String),
    /// An exercise of the open lesson passed: keep the mark.
    Passed(String),
    /// The editor's new text (the student typed). Applied before the frame's other
    /// commands: the edit happened while the editor was drawn.
    SetText(String),
    /// Show the next hint of this exercise of the open lesson.
    ShowHint(String),
    /// The student typed a prediction for this exercise of the open lesson.
    SetAnswer(String, String),
    /// Show or hide the lesson page (the top bar's toggle).
    ShowLesson(bool),
    /// Show or hide the knobs and stats (the top bar's toggle).
    ShowKnobs(bool),
    /// Fold the viewport to zero height, or bring its height back.
    ToggleViewportCollapsed,
    /// The lesson page of this lesson is scrolled to this offset, in points.
    ScrolledPage(String, f32),
    /// Show a short message in the status bar.
    Notify(String),
}
