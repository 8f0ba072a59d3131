//! The lesson device's error channels, deduplicated and counted, like a browser's
//! console for one page: validation, out-of-memory, internal, lost.

use crate::text::Both;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use web_time::Instant;

/// Which error channel an event came through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    /// A validation error (scoped or uncaptured).
    Validation,
    /// An out-of-memory error.
    OutOfMemory,
    /// An internal error of the implementation.
    Internal,
    /// The device was lost.
    Lost,
    /// Something Lienzo did that the student should know (recovery, simulated actions).
    Info,
}

impl EventKind {
    /// Whether this kind counts as an error.
    pub fn is_error(self) -> bool {
        !matches!(self, Self::Info)
    }
}

/// One deduplicated event.
#[derive(Clone, Debug)]
pub struct Event {
    /// Channel.
    pub kind: EventKind,
    /// The message, as wgpu or Lienzo wrote it (English).
    pub message: String,
    /// Lienzo's own lines also come in Spanish; wgpu's messages are wgpu's, in English.
    pub message_es: Option<String>,
    /// How many times it happened.
    pub count: u64,
    /// When it last happened.
    pub last: Instant,
}

/// Deduplicated, counted events of one sandbox, shared with wgpu's callbacks.
#[derive(Debug, Default)]
pub struct EventLog {
    events: Vec<Event>,
    recent_errors: VecDeque<Instant>,
    total_errors: u64,
    /// Increases on every push, so readers can tell when something changed.
    pub revision: u64,
}

const MAX_DISTINCT: usize = 200;

impl EventLog {
    /// Records an event, merging it with an identical earlier one.
    pub fn push(&mut self, kind: EventKind, message: impl Into<String>) {
        self.push_text(kind, message.into(), None);
    }

    /// Records one of Lienzo's own lines, in Spanish and English.
    pub fn push_said(&mut self, kind: EventKind, said: impl Into<Both>) {
        let said = said.into();
        self.push_text(kind, said.en, Some(said.es));
    }

    fn push_text(&mut self, kind: EventKind, message: String, message_es: Option<String>) {
        let now = Instant::now();
        self.revision += 1;
        if kind.is_error() {
            self.total_errors += 1;
            self.recent_errors.push_back(now);
            self.forget_old_errors(now);
        }
        if let Some(e) = self.events.iter_mut().find(|e| e.kind == kind && e.message == message) {
            e.count += 1;
            e.last = now;
            return;
        }
        if self.events.len() >= MAX_DISTINCT {
            // Evict the oldest error first: losses and Lienzo's own lines tell the
            // story of the session and must not be pushed out by a flood of errors.
            let evict = self
                .events
                .iter()
                .position(|e| {
                    matches!(
                        e.kind,
                        EventKind::Validation | EventKind::OutOfMemory | EventKind::Internal
                    )
                })
                .unwrap_or(0);
            self.events.remove(evict);
        }
        self.events.push(Event {
            kind,
            message,
            message_es,
            count: 1,
            last: now,
        });
    }

    /// Every distinct event, oldest first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Errors of any channel since the log was created.
    pub fn total_errors(&self) -> u64 {
        self.total_errors
    }

    /// Errors in the last second. Reads only: older times are forgotten as new errors
    /// arrive.
    pub fn errors_per_second(&self) -> usize {
        let Some(cutoff) = Instant::now().checked_sub(Duration::from_secs(1)) else {
            return self.recent_errors.len();
        };
        // The times are in order: the first one inside the last second splits them.
        self.recent_errors.len() - self.recent_errors.partition_point(|t| *t < cutoff)
    }

    /// Drops the error times older than a second before `now`, and keeps at most
    /// 100 000 of them whatever the rate.
    fn forget_old_errors(&mut self, now: Instant) {
        if let Some(cutoff) = now.checked_sub(Duration::from_secs(1)) {
            while self.recent_errors.front().is_some_and(|t| *t < cutoff) {
                self.recent_errors.pop_front();
            }
        }
        while self.recent_errors.len() > 100_000 {
            self.recent_errors.pop_front();
        }
    }

    /// Total count of events of one kind.
    pub fn count(&self, kind: EventKind) -> u64 {
        self.events.iter().filter(|e| e.kind == kind).map(|e| e.count).sum()
    }

    /// Forgets everything (the "clear" button).
    pub fn clear(&mut self) {
        self.events.clear();
        self.recent_errors.clear();
        self.revision += 1;
    }
}

/// A cloneable handle to one [`EventLog`], usable from wgpu's callbacks.
#[derive(Clone, Debug, Default)]
pub struct SharedLog(Arc<Mutex<EventLog>>);

impl SharedLog {
    /// Locks the log. A poisoned lock is recovered: the log is plain data.
    pub fn lock(&self) -> MutexGuard<'_, EventLog> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Records an event.
    pub fn push(&self, kind: EventKind, message: impl Into<String>) {
        self.lock().push(kind, message);
    }

    /// Records one of Lienzo's own lines, in Spanish and English.
    pub fn push_said(&self, kind: EventKind, said: impl Into<Both>) {
        self.lock().push_said(kind, said);
    }

    /// Records a wgpu error in its channel.
    pub fn push_wgpu(&self, error: &wgpu::Error) {
        let (kind, message) = classify(error);
        self.push(kind, message);
    }
}

/// The channel and full text of a wgpu error.
pub fn classify(error: &wgpu::Error) -> (EventKind, String) {
    let kind = match error {
        wgpu::Error::OutOfMemory { .. } => EventKind::OutOfMemory,
        wgpu::Error::Validation { .. } => EventKind::Validation,
        wgpu::Error::Internal { .. } => EventKind::Internal,
    };
    (kind, error_text(error))
}

/// The error's text with its whole source chain, the way wgpu prints it.
pub fn error_text(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(s) = source {
        let s_text = s.to_string();
        if !text.contains(&s_text) {
            text.push_str("\n  ");
            text.push_str(&s_text);
        }
        source = s.source();
    }
    // On the web, wgpu wraps the browser's exception: `JsValue(OperationError: …\n\n
    // OperationError: …)`, the message then its stack. Keep the browser's message.
    if let Some(inner) = text.trim().strip_prefix("JsValue(").and_then(|t| t.strip_suffix(')')) {
        text = inner.split("\n\n").next().unwrap_or(inner).to_owned();
    }
    text.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_exception_is_shown_as_its_message() {
        #[derive(Debug)]
        struct Js;
        impl std::fmt::Display for Js {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("JsValue(OperationError: Required limit (5) is greater than the supported limit (4).\n - While validating maxBindGroups\n\nOperationError: Required limit (5) is greater\n    at stack)")
            }
        }
        impl std::error::Error for Js {}
        assert_eq!(
            error_text(&Js),
            "OperationError: Required limit (5) is greater than the supported limit (4).\n - While validating maxBindGroups"
        );
    }

    #[test]
    fn identical_events_are_merged_and_counted() {
        let mut log = EventLog::default();
        for _ in 0..5 {
            log.push(EventKind::Validation, "texture destroyed");
        }
        log.push(EventKind::Lost, "gone");
        log.push(EventKind::Info, "recovered");
        assert_eq!(log.events().len(), 3);
        assert_eq!(log.events()[0].count, 5);
        assert_eq!(log.total_errors(), 6);
        assert_eq!(log.errors_per_second(), 6);
        assert_eq!(log.count(EventKind::Validation), 5);
    }

    #[test]
    fn a_flood_of_distinct_errors_keeps_the_loss_and_info_lines() {
        let mut log = EventLog::default();
        log.push(EventKind::Lost, "device lost");
        log.push(EventKind::Info, "device recovered");
        for i in 0..1000 {
            log.push(EventKind::Validation, format!("error {i}"));
        }
        assert_eq!(log.events().len(), MAX_DISTINCT);
        assert_eq!(log.count(EventKind::Lost), 1);
        assert_eq!(log.count(EventKind::Info), 1);
        assert_eq!(log.events().last().map(|e| e.message.as_str()), Some("error 999"));
    }
}
