//! One line per check, in the student's language: what the exercise's mark tests.

use super::{Check, Lang};
use crate::text::lesson as say;

impl Check {
    /// What the check tests, in one line.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Self::PageSurvives {
                frames,
                worlds,
                lose_at,
                expect,
                ..
            } => {
                let also = expect.iter().fold(String::new(), |mut all, e| {
                    all.push_str("; ");
                    all.push_str(&e.words(lang));
                    all
                });
                let loss = lose_at.map_or_else(String::new, |at| say::with_a_device_loss_before_frame(at).take(lang));
                say::check_page_survives(*frames, worlds.len().max(1), &loss, &also).take(lang)
            }
            Self::Predict { .. } => say::PREDICT_BEFORE_YOU_RUN_IT.get(lang).to_owned(),
            Self::All(checks) => checks.iter().map(|c| c.words(lang)).collect::<Vec<_>>().join("\n"),
        }
    }
}

impl super::PageExpect {
    /// The expectation in words, for the exercise's card.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Self::Pixel { uv, rgba, tolerance } => {
                let byte = |v: f32| (v * 255.0).round() as u8;
                let (r, g, b, a) = (byte(rgba.0), byte(rgba.1), byte(rgba.2), byte(rgba.3));
                say::the_last_frame_stores(r, g, b, a, byte(*tolerance), uv.0, uv.1).take(lang)
            }
            Self::RoundDisc { rgba, radius, .. } => {
                let byte = |v: f32| (v * 255.0).round() as u8;
                let (r, g, b, a) = (byte(rgba.0), byte(rgba.1), byte(rgba.2), byte(rgba.3));
                say::a_round_disc(r, g, b, a, (radius * 100.0).round() as u32).take(lang)
            }
            Self::Tint { uv, rgb, .. } => {
                let byte = |v: f32| (v * 255.0).round() as u8;
                say::the_pictures_tint(byte(rgb.0), byte(rgb.1), byte(rgb.2), uv.0, uv.1).take(lang)
            }
            Self::SeeThrough { uv } => say::the_page_shows_through(uv.0, uv.1).take(lang),
            Self::ConfiguresPreferred => say::CONFIGURE_USES_THE_PREFERRED_FORMAT.get(lang).to_owned(),
            Self::FollowsBox => say::THE_DRAWING_BUFFER_FOLLOWS_THE_BOX.get(lang).to_owned(),
            Self::TexturesAtMost(n) => say::textures_at_most(*n).take(lang),
            Self::IdleMakesNothing => say::AN_IDLE_FRAME_MAKES_NOTHING.get(lang).to_owned(),
            Self::ResizesBeforeAcquiring => say::THE_TEXTURE_IS_ACQUIRED_AFTER_THE_RESIZE.get(lang).to_owned(),
            Self::TextureEachFrame => say::A_NEW_TEXTURE_EACH_FRAME.get(lang).to_owned(),
            Self::Explains => say::THE_PAGE_EXPLAINS_WHERE_IT_CANNOT_RUN.get(lang).to_owned(),
            Self::RequestsClamped(list) => {
                let names = list.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ");
                say::requests_clamped(&names).take(lang)
            }
            Self::RequestsNoLimits => say::THE_BASE_PATH_ASKS_FOR_NO_LIMIT.get(lang).to_owned(),
            Self::RequestsFeature(name) => say::requests_the_feature(name).take(lang),
            Self::StrideIsAlignment => say::THE_STRIDE_IS_THE_GRANTED_ALIGNMENT.get(lang).to_owned(),
            Self::TileFromLimits { constant, .. } => say::tile_from_the_granted_limits(constant).take(lang),
            Self::Grainy(_) => say::THE_PICTURE_HAS_GRAIN.get(lang).to_owned(),
            Self::KeepsProgress { .. } => say::THE_PROGRESS_SURVIVES_THE_LOSS.get(lang).to_owned(),
        }
    }
}
