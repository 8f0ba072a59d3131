//! Lessons as plain data: the RON schema, the catalog loader and the knob catalogue.
//!
//! Nothing here touches the GPU or egui.

mod catalog;
mod feature;
mod knobs;
mod page;
pub mod places;
mod schema;
mod text;
mod words;

pub use catalog::{Catalog, LessonError, LoadedLesson, MAX_CHECK_FRAMES, Next};
pub use feature::FeatureName;
pub use knobs::{
    CanvasFormatKnob, KNOB_DEFS, KnobDef, KnobError, KnobKind, Knobs, LimitNames, LimitsMode, NAMES_AFTER_2024,
    UrlQuery,
};
pub use page::{PageExpect, Picture};
pub use schema::{Attempt, Check, Exercise, Lesson};
pub use text::{Lang, Text};
