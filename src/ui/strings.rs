//! Formatting shared by the panels; their words are in `crate::text::ui`.

/// Formats bytes as MiB with one decimal.
pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}
