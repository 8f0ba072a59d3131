//! The knob catalogue: every knob is a field of [`Knobs`], set by name from the GUI,
//! from lesson files and from `--set name=value`, with the same parser. Each knob is
//! declared once, as a row of the `knobs!` table below; the README's knob table is
//! checked against it by a unit test.

use serde::{Deserialize, Serialize};

use KnobKind::{Bool, Features};

use crate::text::{Phrase, knobs as help};

/// The limits a page's adapter offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LimitsMode {
    /// What the real adapter supports.
    #[default]
    Adapter,
    /// `wgpu::Limits::default()`: the WebGPU defaults every adapter supports, as a page
    /// sees them on the weakest machine it may meet.
    Defaults,
}

/// The page's URL query (`location.search`): the address the page is opened at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UrlQuery {
    /// `index.html`, no query.
    #[default]
    None,
    /// `index.html?defaults`: a page's own switch to its base path (the WebGPU default
    /// limits), as a developer opens it to try that path on a generous machine.
    Defaults,
}

/// The limit names the page's browser knows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LimitNames {
    /// Every name of today's specification.
    #[default]
    All,
    /// A browser from before 2025: it does not know the four storage limits of the
    /// vertex and fragment stages (`maxStorageBuffersInFragmentStage` and its kin).
    Older,
}

/// The names [`LimitNames::Older`] does not know.
pub const NAMES_AFTER_2024: [&str; 4] = [
    "maxStorageBuffersInVertexStage",
    "maxStorageBuffersInFragmentStage",
    "maxStorageTexturesInVertexStage",
    "maxStorageTexturesInFragmentStage",
];

/// The canvas format knob.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CanvasFormatKnob {
    /// The host's preferred format: no conversion pass.
    #[default]
    Preferred,
    /// `rgba8unorm`.
    Rgba8Unorm,
    /// `bgra8unorm`.
    Bgra8Unorm,
    /// Whichever of the two is not the preferred format here: the hard-coded format
    /// that is wrong on this machine.
    NotPreferred,
}

/// Declares every knob once, as one row: its doc comment, field, type, default, kind,
/// flag (`plain` or `simulated`) and help line (a [`Phrase`] of `text::knobs`).
/// It generates the [`Knobs`] struct and its `Default`, [`KNOB_DEFS`] in the same
/// order, and setting and reading a field by name, so no knob can be in one of them and
/// missing from another.
macro_rules! knobs {
    ($(
        $(#[doc = $doc:literal])*
        $field:ident: $ty:ty = $default:expr, $kind:expr, $flag:ident, $help:expr;
    )+) => {
        /// Every knob value: the world a page runs in.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(default)]
        pub struct Knobs {
            $($(#[doc = $doc])* pub $field: $ty,)+
        }

        impl Default for Knobs {
            fn default() -> Self {
                Self { $($field: $default,)+ }
            }
        }

        /// Every knob, in display order.
        pub const KNOB_DEFS: &[KnobDef] = &[$($flag(stringify!($field), $kind, $help),)+];

        impl Knobs {
            fn set_field(&mut self, name: &str, kind: KnobKind, text: &str) -> Option<()> {
                match name {
                    $(stringify!($field) => self.$field = KnobValue::parse(kind, text)?,)+
                    _ => return None,
                }
                Some(())
            }

            fn field_text(&self, name: &str) -> Option<String> {
                match name {
                    $(stringify!($field) => Some(self.$field.show()),)+
                    _ => None,
                }
            }
        }
    };
}

knobs! {
    // The page's display.
    /// Simulated device-pixel ratio; 0 uses the real one.
    simulated_dpr: f32 = 0.0, float(0.0, 3.0), simulated, help::SIMULATED_DPR;
    /// Simulated hidden tab: `requestAnimationFrame` stops and `visibilityState` is
    /// "hidden", as a browser does for a tab in the background.
    tab_hidden: bool = false, Bool, simulated, help::TAB_HIDDEN;
    /// What `navigator.gpu.getPreferredCanvasFormat()` answers.
    canvas_format: CanvasFormatKnob = CanvasFormatKnob::Preferred, choice::<CanvasFormatKnob>(), plain, help::CANVAS_FORMAT;

    // The page's adapter.
    /// The limits the page's adapter offers; `None` is the real adapter's.
    limits: LimitsMode = LimitsMode::Adapter, choice::<LimitsMode>(), plain, help::LIMITS;
    /// Simulated: the limit names the page's browser knows.
    limit_names: LimitNames = LimitNames::All, choice::<LimitNames>(), simulated, help::LIMIT_NAMES;
    /// Simulated adapter feature mask: these features are hidden from the page.
    hide_features: Vec<super::FeatureName> = Vec::new(), Features, simulated, help::HIDE_FEATURES;
    /// Simulated: `requestAdapter()` answers `null` for the first N requests.
    adapter_not_ready: u32 = 0, int(0, 10), simulated, help::ADAPTER_NOT_READY;

    // The page's address.
    /// The query of the URL the page is opened at (`location.search`).
    url_query: UrlQuery = UrlQuery::None, choice::<UrlQuery>(), plain, help::URL_QUERY;
}

/// The type of a knob, for parsing and for choosing a widget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KnobKind {
    /// `true` / `false`.
    Bool,
    /// A whole number in `min..=max`.
    Int {
        /// Smallest value.
        min: u32,
        /// Largest value.
        max: u32,
    },
    /// A number in `min..=max`.
    Float {
        /// Smallest value.
        min: f32,
        /// Largest value.
        max: f32,
    },
    /// One of a fixed list of words.
    Choice(&'static [&'static str]),
    /// A comma-separated list of feature names (may be empty).
    Features,
}

/// A knob's name, type and one-line description.
#[derive(Clone, Copy, Debug)]
pub struct KnobDef {
    /// Name used by `--set` and lesson files.
    pub name: &'static str,
    /// Type and range.
    pub kind: KnobKind,
    /// Simulated rather than real (said so in the UI).
    pub simulated: bool,
    /// What the knob does, in one line.
    pub help: Phrase,
}

/// A knob's definition with its flag. `plain` and `simulated` below are the values of the
/// flag column of the `knobs!` table.
const fn flagged(name: &'static str, kind: KnobKind, help: Phrase, simulated: bool) -> KnobDef {
    KnobDef {
        name,
        kind,
        simulated,
        help,
    }
}

const fn plain(name: &'static str, kind: KnobKind, help: Phrase) -> KnobDef {
    flagged(name, kind, help, false)
}

const fn simulated(name: &'static str, kind: KnobKind, help: Phrase) -> KnobDef {
    flagged(name, kind, help, true)
}

const fn int(min: u32, max: u32) -> KnobKind {
    KnobKind::Int { min, max }
}

const fn float(min: f32, max: f32) -> KnobKind {
    KnobKind::Float { min, max }
}

/// The words of an enum knob, from its `choice_words!` list.
const fn choice<T: ChoiceWords>() -> KnobKind {
    KnobKind::Choice(T::WORDS)
}

/// A knob name or value that could not be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum KnobError {
    /// No knob has this name.
    #[error("unknown knob `{name}`; valid knobs: {valid}")]
    UnknownName {
        /// What was given.
        name: String,
        /// Every valid name, comma-separated.
        valid: String,
    },
    /// The value does not fit the knob.
    #[error("bad value `{value}` for knob `{name}`: expected {expected}")]
    BadValue {
        /// The knob.
        name: String,
        /// What was given.
        value: String,
        /// What is accepted.
        expected: String,
    },
    /// Not in `name=value` form.
    #[error("expected name=value, got `{0}`")]
    Syntax(String),
}

impl KnobDef {
    /// Looks a knob up by name.
    pub fn find(name: &str) -> Result<&'static KnobDef, KnobError> {
        KNOB_DEFS
            .iter()
            .find(|d| d.name == name)
            .ok_or_else(|| KnobError::UnknownName {
                name: name.to_owned(),
                valid: KNOB_DEFS.iter().map(|d| d.name).collect::<Vec<_>>().join(", "),
            })
    }

    /// What values are accepted, in words.
    pub fn expected(&self) -> String {
        match self.kind {
            KnobKind::Bool => "true or false".to_owned(),
            KnobKind::Int { min, max } => format!("a whole number in {min}..={max}"),
            KnobKind::Float { min, max } => format!("a number in {min}..={max}"),
            KnobKind::Choice(c) => format!("one of {}", c.join(", ")),
            KnobKind::Features => format!(
                "a comma-separated list of {}",
                super::FeatureName::ALL.map(super::FeatureName::as_str).join(", ")
            ),
        }
    }

    /// The help line in `lang`.
    pub fn help(&self, lang: super::Lang) -> &'static str {
        self.help.get(lang)
    }
}

/// A knob field's type: how it is parsed from and written as text.
trait KnobValue: Sized {
    fn parse(kind: KnobKind, text: &str) -> Option<Self>;
    fn show(&self) -> String;
}

impl KnobValue for bool {
    fn parse(_: KnobKind, text: &str) -> Option<Self> {
        match text {
            "true" | "on" | "1" | "yes" => Some(true),
            "false" | "off" | "0" | "no" => Some(false),
            _ => None,
        }
    }
    fn show(&self) -> String {
        self.to_string()
    }
}

impl KnobValue for u32 {
    fn parse(kind: KnobKind, text: &str) -> Option<Self> {
        match kind {
            KnobKind::Int { min, max } => text.parse().ok().filter(|n| (min..=max).contains(n)),
            _ => None,
        }
    }
    fn show(&self) -> String {
        self.to_string()
    }
}

impl KnobValue for f32 {
    fn parse(kind: KnobKind, text: &str) -> Option<Self> {
        let KnobKind::Float { min, max } = kind else {
            return None;
        };
        text.parse().ok().filter(|n| (min..=max).contains(n))
    }
    fn show(&self) -> String {
        self.to_string()
    }
}

/// An enum knob's words, one per value, in the order the GUI offers them.
trait ChoiceWords: Sized + 'static {
    /// Every word, in order: the knob's `Choice` list.
    const WORDS: &'static [&'static str];
    fn from_word(word: &str) -> Option<Self>;
    fn word(&self) -> &'static str;
}

/// Enum knobs: each value and its word, written once. Generates the `Choice` list, the
/// parser and the printer; a variant missing here does not compile (the printer's
/// `match` is exhaustive).
macro_rules! choice_words {
    ($ty:ty, $($($seg:ident)::+ $(($($inner:tt)+))? => $word:literal),+ $(,)?) => {
        impl ChoiceWords for $ty {
            const WORDS: &'static [&'static str] = &[$($word),+];
            fn from_word(word: &str) -> Option<Self> {
                match word {
                    $($word => Some($($seg)::+ $(($($inner)+))?),)+
                    _ => None,
                }
            }
            fn word(&self) -> &'static str {
                match self {
                    $($($seg)::+ $(($($inner)+))? => $word,)+
                }
            }
        }

        impl KnobValue for $ty {
            fn parse(_: KnobKind, text: &str) -> Option<Self> {
                Self::from_word(text)
            }
            fn show(&self) -> String {
                self.word().to_owned()
            }
        }
    };
}

choice_words!(CanvasFormatKnob,
    CanvasFormatKnob::Preferred => "preferred",
    CanvasFormatKnob::Rgba8Unorm => "rgba8unorm",
    CanvasFormatKnob::Bgra8Unorm => "bgra8unorm",
    CanvasFormatKnob::NotPreferred => "not-preferred",
);
choice_words!(UrlQuery,
    UrlQuery::None => "none",
    UrlQuery::Defaults => "?defaults",
);
choice_words!(LimitNames,
    LimitNames::All => "all",
    LimitNames::Older => "older",
);
choice_words!(LimitsMode,
    LimitsMode::Adapter => "adapter",
    LimitsMode::Defaults => "defaults",
);

impl KnobValue for Vec<super::FeatureName> {
    fn parse(_: KnobKind, text: &str) -> Option<Self> {
        text.split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(super::FeatureName::parse)
            .collect()
    }
    fn show(&self) -> String {
        self.iter().map(|f| f.as_str()).collect::<Vec<_>>().join(",")
    }
}

impl Knobs {
    /// These knobs under `--min-limits`: the WebGPU default limits when `min_limits`.
    #[must_use]
    pub fn with_min_limits(mut self, min_limits: bool) -> Self {
        if min_limits {
            self.limits = LimitsMode::Defaults;
        }
        self
    }

    /// Parses `name=value` and applies it.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), KnobError> {
        let (name, value) = pair.split_once('=').ok_or_else(|| KnobError::Syntax(pair.to_owned()))?;
        self.set(name.trim(), value.trim())
    }

    /// Sets one knob from its text value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), KnobError> {
        let def = KnobDef::find(name)?;
        self.set_field(name, def.kind, value.trim())
            .ok_or_else(|| KnobError::BadValue {
                name: name.to_owned(),
                value: value.to_owned(),
                expected: def.expected(),
            })
    }

    /// The current value of a knob as text (the same syntax `set` accepts).
    pub fn get(&self, name: &str) -> Result<String, KnobError> {
        KnobDef::find(name)?;
        Ok(self.field_text(name).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value a knob's widget can produce, besides the default.
    fn other_values(d: &KnobDef) -> Vec<String> {
        match d.kind {
            KnobKind::Bool => vec!["true".into(), "false".into()],
            KnobKind::Int { min, max } => vec![min.to_string(), max.to_string(), u32::midpoint(min, max).to_string()],
            KnobKind::Float { min, max } => vec![min.to_string(), max.to_string(), f32::midpoint(min, max).to_string()],
            KnobKind::Choice(c) => c.iter().map(|s| (*s).to_owned()).collect(),
            KnobKind::Features => vec![
                String::new(),
                "timestamp-query".into(),
                "shader-f16,float32-filterable".into(),
            ],
        }
    }

    #[test]
    fn every_value_of_every_knob_round_trips_through_text() {
        for d in KNOB_DEFS {
            for v in other_values(d) {
                let mut k = Knobs::default();
                k.set(d.name, &v).unwrap_or_else(|e| panic!("{}={v}: {e}", d.name));
                let shown = k.get(d.name).unwrap();
                let mut again = Knobs::default();
                again
                    .set(d.name, &shown)
                    .unwrap_or_else(|e| panic!("{}={shown}: {e}", d.name));
                assert_eq!(again, k, "{}={v} shows as {shown}", d.name);
                // The value really landed: only this knob differs from the default (or
                // the value is the default itself).
                let default = Knobs::default().get(d.name).unwrap();
                assert_eq!(shown == default, k == Knobs::default(), "{}={v}", d.name);
            }
        }
    }

    #[test]
    fn unknown_and_bad_values_list_what_is_valid() {
        let mut k = Knobs::default();
        let e = k.set_pair("canvas_fromat=rgba8unorm").unwrap_err().to_string();
        assert!(
            e.contains("unknown knob `canvas_fromat`") && e.contains("canvas_format"),
            "{e}"
        );
        let e = k.set_pair("canvas_format=rgb").unwrap_err().to_string();
        assert!(e.contains("one of preferred, rgba8unorm, bgra8unorm"), "{e}");
        for bad in ["-1", "11", "1.5", "many"] {
            let e = k.set_pair(&format!("adapter_not_ready={bad}")).unwrap_err().to_string();
            assert_eq!(
                e,
                format!("bad value `{bad}` for knob `adapter_not_ready`: expected a whole number in 0..=10")
            );
        }
        assert!(matches!(k.set_pair("tab_hidden"), Err(KnobError::Syntax(_))));
        k.set_pair("hide_features=timestamp-query, shader-f16").unwrap();
        assert_eq!(k.hide_features.len(), 2);
    }

    /// A knob's values as the README's table writes them.
    fn readme_values(kind: KnobKind) -> String {
        match kind {
            KnobKind::Bool => "bool".to_owned(),
            KnobKind::Int { min, max } => format!("{min}..{max}"),
            KnobKind::Float { min, max } => format!("{min}..{max}"),
            KnobKind::Choice(words) => words.join(", "),
            KnobKind::Features => "list".to_owned(),
        }
    }

    /// The rows of the table in `readme`'s "### Knobs" section, as `name | values`.
    fn readme_knob_rows(readme: &str) -> Vec<String> {
        let start = readme
            .find("\n### Knobs\n")
            .expect("a `### Knobs` section in the README")
            + 1;
        let section = &readme[start..];
        let section = &section[..section[1..].find("\n#").map_or(section.len(), |end| end + 1)];
        section
            .lines()
            .filter(|l| l.starts_with("| `"))
            .map(|row| {
                let cells: Vec<&str> = row
                    .trim_start_matches('|')
                    .trim_end_matches('|')
                    .split('|')
                    .map(str::trim)
                    .collect();
                let [name, values, what] = cells[..] else {
                    panic!("a knob row has three cells: {row}")
                };
                assert!(!what.is_empty(), "a knob row says what it does: {row}");
                format!("{name} | {values}")
            })
            .collect()
    }

    #[test]
    fn the_readme_knob_table_lists_every_knob_in_order() {
        let expected: Vec<String> = KNOB_DEFS
            .iter()
            .map(|d| format!("`{}` | {}", d.name, readme_values(d.kind)))
            .collect();
        let found = readme_knob_rows(include_str!("../../README.md"));
        if let Some(i) = (0..found.len().max(expected.len())).find(|&i| found.get(i) != expected.get(i)) {
            panic!(
                "README.md, \"### Knobs\" table, row {}: has {:?}, KNOB_DEFS wants {:?} \
                 (one row per knob, in KNOB_DEFS order, with its values)",
                i + 1,
                found.get(i),
                expected.get(i),
            );
        }
    }

    #[test]
    fn the_readme_check_sees_a_missing_or_wrong_row() {
        let row = |d: &KnobDef| format!("| `{}` | {} | it does |\n", d.name, readme_values(d.kind));
        let table = |rows: &[String]| {
            format!(
                "# Lienzo\n\n### Knobs\n\n| knob | values | what it does |\n|---|---|---|\n{}\n## Next\n\n| `x` | y | z |\n",
                rows.concat()
            )
        };
        let all: Vec<String> = KNOB_DEFS.iter().map(row).collect();
        let expected: Vec<String> = KNOB_DEFS
            .iter()
            .map(|d| format!("`{}` | {}", d.name, readme_values(d.kind)))
            .collect();
        assert_eq!(readme_knob_rows(&table(&all)), expected);
        let mut missing = all.clone();
        missing.remove(3);
        assert_ne!(readme_knob_rows(&table(&missing)), expected);
        let mut swapped = all.clone();
        swapped.swap(0, 1);
        assert_ne!(readme_knob_rows(&table(&swapped)), expected);
        let mut wrong = all;
        let ready = KNOB_DEFS.iter().position(|d| d.name == "adapter_not_ready").unwrap();
        wrong[ready] = "| `adapter_not_ready` | 0..9 | not ready |\n".to_owned();
        assert_ne!(readme_knob_rows(&table(&wrong)), expected);
    }
}
