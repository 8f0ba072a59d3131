use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Text;

/// One lesson page, as written in `lessons/NN-slug.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Stable id, used by `--lesson ID` and by saved edits.
    pub id: String,
    /// Title shown in the lesson list.
    pub title: Text,
    /// Markdown body of the lesson page.
    pub body: Text,
    /// The shader the student edits, relative to `shaders/`.
    pub shader: String,
    /// The host program (the page's JavaScript module), relative to `shaders/`: every
    /// lesson is a page. The window runs it and shows what it draws; it imports the
    /// shader's file as text (`import code from "./x.wgsl"`) and gets the editor's
    /// text, clean or not.
    pub host: String,
    /// Files of the page's folder the lesson asks the student to write for themselves
    /// (the answer another lesson's programs import): a page check fails a program that
    /// imports one.
    #[serde(default)]
    pub write_yourself: Vec<String>,
    /// The pictures a page lesson draws live from the student's program, beside its
    /// stats.
    #[serde(default = "super::page::default_pictures")]
    pub pictures: Vec<super::page::Picture>,
    /// The shader opens with the mistake the exercises ask to fix, so it does not
    /// validate under the default limits; `lienzo lessons` checks that it does not.
    #[serde(default)]
    pub starts_broken: bool,
    /// Knobs this lesson offers, with their starting values (same syntax as `--set`).
    #[serde(default, deserialize_with = "unique_keys")]
    pub knobs: BTreeMap<String, String>,
    /// Exercises, each with a check that `lienzo grade` runs headless.
    #[serde(default)]
    pub exercises: Vec<Exercise>,
}

/// One exercise: a prompt, a check, and the files that prove the check can pass and fail.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exercise {
    /// Stable id within the lesson.
    pub id: String,
    /// What the student is asked to do (Markdown).
    pub prompt: Text,
    /// For a prediction: how to see the answer for oneself (Markdown). The window
    /// shows it only once a prediction was checked, so the guess comes before the
    /// observation; the first answer checked is kept in the progress file.
    #[serde(default)]
    pub observe: Option<Text>,
    /// What `lienzo grade` and the live mark test.
    pub check: Check,
    /// Knob values the check runs with (same syntax as `--set`).
    #[serde(default, deserialize_with = "unique_keys")]
    pub knobs: BTreeMap<String, String>,
    /// Hints, shown one at a time on request: the symptom to look at, then the line,
    /// then the rule (with a link to the specification's section).
    #[serde(default)]
    pub hints: Vec<Text>,
    /// A reference solution, relative to `shaders/`, that must pass the check.
    pub solution: Attempt,
    /// A wrong attempt, relative to `shaders/`, that must fail the check.
    pub wrong: Attempt,
    /// More wrong attempts (the shortcuts a student may try), each of which must fail
    /// the check too.
    #[serde(default)]
    pub also_wrong: Vec<Attempt>,
}

impl Exercise {
    /// Every wrong attempt with the name its grading row goes by: the exercise's id for
    /// the first, the id and the attempt's file for the others (its wrong file, where
    /// the other is a solution's).
    pub fn wrong_attempts(&self) -> Vec<(String, &Attempt)> {
        let mut all = vec![(self.id.clone(), &self.wrong)];
        for a in &self.also_wrong {
            let files = [a.program.as_deref(), a.shader.as_deref()];
            let wrong = files.into_iter().flatten().find(|f| f.contains("wrong"));
            let file = wrong
                .or(a.program.as_deref())
                .or(a.shader.as_deref())
                .or(a.answer.as_deref());
            all.push((format!("{} [{}]", self.id, file.unwrap_or("?")), a));
        }
        all
    }
}

/// A shader and/or knob values that a check is run with.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// Shader file relative to `shaders/`; the lesson's shader when absent.
    #[serde(default)]
    pub shader: Option<String>,
    /// The page's program, relative to `shaders/` (a page lesson); the lesson's
    /// program when absent.
    #[serde(default)]
    pub program: Option<String>,
    /// The student's prediction, for a `Predict` check; none at the start.
    #[serde(default)]
    pub answer: Option<String>,
    /// Knob values on top of the exercise's.
    #[serde(default, deserialize_with = "unique_keys")]
    pub knobs: BTreeMap<String, String>,
}

/// A check an exercise runs, headless or live.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Check {
    /// A page lesson's program runs `frames` rendering updates in each of `worlds`
    /// (knob values on top of the exercise's: its adapter, preferred format, DPR,
    /// hidden tab), and in every one nothing goes wrong that a browser would report
    /// (no uncaught exception or rejection, no uncaptured WebGPU error, no stop for
    /// time or memory) and frames are presented up to the end.
    PageSurvives {
        /// Rendering updates per world.
        frames: u32,
        /// The worlds, each a set of knob values; one empty world when none is given.
        #[serde(default)]
        worlds: Vec<BTreeMap<String, String>>,
        /// The canvas's CSS box over the run, in CSS pixels: the updates are shared
        /// among the sizes in order (`(0.0, 0.0)` is a collapsed canvas). One
        /// 320x180 box when none is given.
        #[serde(default)]
        sizes: Vec<(f64, f64)>,
        /// Every device of the page is lost (a simulated driver reset) before this
        /// update; the page must present again after it.
        #[serde(default)]
        lose_at: Option<u32>,
        /// What else must hold in every world, beyond surviving.
        #[serde(default)]
        expect: Vec<super::page::PageExpect>,
        /// Only `expect` is judged: an error or exception elsewhere in the program
        /// (another exercise's business) does not fail the check, nor a page that
        /// stops presenting; a page stopped for its time or memory still does.
        #[serde(default)]
        only_expect: bool,
    },
    /// The student predicts a value before running it: a number within `tolerance`
    /// of `answer`, or the word `answer` (case and spaces aside) when `tolerance` is 0
    /// and `answer` is not a number.
    Predict {
        /// The right value.
        answer: String,
        /// How far a number may be from it.
        #[serde(default)]
        tolerance: f64,
    },
    /// Every check in the list passes (run in order).
    All(Vec<Check>),
}

impl Check {
    /// Whether the check grades a page's program: a [`Check::PageSurvives`], or a list
    /// of them.
    pub fn is_page(&self) -> bool {
        match self {
            Self::PageSurvives { .. } => true,
            Self::All(list) => !list.is_empty() && list.iter().all(Self::is_page),
            Self::Predict { .. } => false,
        }
    }
}

/// A map of knob values in which a key may appear once: a second `"msaa"` would hide
/// the first one's value, so it is an error at the duplicate.
fn unique_keys<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BTreeMap<String, String>, D::Error> {
    struct Unique;
    impl<'de> serde::de::Visitor<'de> for Unique {
        type Value = BTreeMap<String, String>;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a map of knob names to values, such as {\"msaa\": \"4\"}")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = BTreeMap::new();
            while let Some((k, v)) = map.next_entry::<String, String>()? {
                if out.contains_key(&k) {
                    return Err(serde::de::Error::custom(format!(
                        "knob `{k}` is given twice; keep one value"
                    )));
                }
                out.insert(k, v);
            }
            Ok(out)
        }
    }
    d.deserialize_map(Unique)
}
