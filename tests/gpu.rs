//! GPU tests of the course: every lesson's exercises graded on every adapter found.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;
#[path = "gpu/lessons.rs"]
mod lessons;
