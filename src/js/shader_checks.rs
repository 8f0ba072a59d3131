//! Lienzo's check of each shader text a page makes a module of, kept for the texts it
//! made modules of lately. A program that rebuilds its pipelines on each edit passes
//! the same texts again (the playground's full-canvas vertex stage, a page's shared
//! module), and those are checked once. Only what `createShaderModule` needs of a check
//! is kept, not naga's module.

use std::collections::VecDeque;
use std::sync::Arc;

use crate::wgsl::ModuleCheck;

/// How many texts are kept, and the longest one kept (so the cache holds at most 1 MiB).
const KEPT: usize = 16;
const LONGEST: usize = 64 << 10;

#[derive(Default)]
pub struct ShaderChecks {
    recent: VecDeque<(String, Arc<ModuleCheck>)>,
}

impl ShaderChecks {
    /// The check of `code`: kept from an earlier module of the same text, or made now.
    pub fn check(&mut self, code: &str) -> Arc<ModuleCheck> {
        if let Some(i) = self.recent.iter().position(|(text, _)| text == code) {
            let kept = self.recent.remove(i).expect("a position inside the deque");
            let checked = Arc::clone(&kept.1);
            self.recent.push_front(kept);
            return checked;
        }
        let checked = Arc::new(ModuleCheck::of_text(code));
        self.keep(code, Arc::clone(&checked));
        checked
    }

    /// The window's check of a text it hands the page (a hot edit): the module made of
    /// it next is not checked again.
    pub fn seed(&mut self, code: &str, check: ModuleCheck) {
        self.recent.retain(|(text, _)| text != code);
        self.keep(code, Arc::new(check));
    }

    fn keep(&mut self, code: &str, check: Arc<ModuleCheck>) {
        if code.len() <= LONGEST {
            self.recent.push_front((code.to_owned(), check));
            self.recent.truncate(KEPT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{KEPT, ShaderChecks};
    use std::sync::Arc;

    #[test]
    fn a_text_is_checked_once_while_it_is_among_the_recent_ones() {
        let mut checks = ShaderChecks::default();
        let text = "@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }";
        let first = checks.check(text);
        assert!(first.messages.is_empty() && first.first_error.is_none() && !first.refused);
        assert!(Arc::ptr_eq(&first, &checks.check(text)));
        // A broken text keeps its error and its place.
        let broken = checks.check("fn f() { let x = ; }");
        let (at, message) = broken.first_error.clone().unwrap();
        assert_eq!(at, ":1:18");
        assert!(message.starts_with('W'), "{message}");
        // Past KEPT other texts, the first is checked anew.
        for i in 0..KEPT {
            checks.check(&format!("const c{i} = {i};"));
        }
        assert!(!Arc::ptr_eq(&first, &checks.check(text)));
    }

    #[test]
    fn a_seeded_check_is_the_one_given() {
        let mut checks = ShaderChecks::default();
        let text = "@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }";
        let mut given = crate::wgsl::ModuleCheck::of_text(text);
        // Marked, so the test can tell it from a check made anew.
        given.first_error = Some((":9:9".to_owned(), "given".to_owned()));
        checks.seed(text, given.clone());
        assert_eq!(*checks.check(text), given);
    }
}
