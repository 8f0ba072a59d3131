//! One line per check, in the student's language: what the exercise's mark tests.

use super::{Check, Lang};
use crate::text::lesson as say;

impl Check {
    /// The WebGPU limits (by their specification names) the check is about: the rows a
    /// limits table highlights on the exercise's page.
    pub fn limits(&self) -> Vec<&'static str> {
        match self {
            Self::WorkgroupFitsLimits => vec![
                "maxComputeInvocationsPerWorkgroup",
                "maxComputeWorkgroupSizeX",
                "maxComputeWorkgroupSizeY",
                "maxComputeWorkgroupSizeZ",
            ],
            Self::WorkgroupStorageFits | Self::UsesOverride { .. } => vec!["maxComputeWorkgroupStorageSize"],
            Self::BuffersFitLimits => vec!["maxUniformBufferBindingSize", "maxStorageBufferBindingSize"],
            Self::CanvasWithinMaxDimension { .. } => vec!["maxTextureDimension2D"],
            Self::All(checks) => checks.iter().flat_map(Self::limits).collect(),
            _ => Vec::new(),
        }
    }

    /// What the check tests, in one line.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Self::Pixel {
                uv, rgba, tolerance, ..
            } => say::check_pixel(uv.0, uv.1, rgba.0, rgba.1, rgba.2, rgba.3, *tolerance).take(lang),
            Self::NoErrors { frames } => say::check_no_error(*frames).take(lang),
            Self::BuildsUnderLimits => say::CHECK_BUILDS_UNDER_LIMITS.get(lang).to_owned(),
            Self::WorkgroupFitsLimits => say::CHECK_WORKGROUP_FITS_LIMITS.get(lang).to_owned(),
            Self::BuffersFitLimits => say::CHECK_BUFFERS_FIT_LIMITS.get(lang).to_owned(),
            Self::WorkgroupStorageFits => say::CHECK_WORKGROUP_STORAGE_FITS.get(lang).to_owned(),
            Self::UsesOverride { name } => say::check_uses_override(name).take(lang),
            Self::NoConversionPass { frames } => say::check_no_conversion_pass(*frames).take(lang),
            Self::LiveBytesBelow {
                events,
                frames,
                max_ratio,
            } => say::check_live_bytes_in_a_storm(*events, *frames, *max_ratio).take(lang),
            Self::CoalescedStorm { events, frames } => say::check_coalesced_storm(*events, *frames).take(lang),
            Self::NoErrorsWhileResizing { frames } => say::check_no_error_while_resizing(*frames).take(lang),
            Self::NoIdleRecreation { frames } => say::check_no_idle_recreation(*frames).take(lang),
            Self::SurvivesZeroSize { frames } => say::check_survives_zero_size(*frames).take(lang),
            Self::CanvasWithinMaxDimension { requested: (w, h) } => {
                say::check_canvas_within_max_dimension(*w, *h).take(lang)
            }
            Self::RecoversWithin { seconds } => say::check_recovers_within(*seconds).take(lang),
            Self::StaysDestroyed { frames } => say::check_stays_destroyed(*frames).take(lang),
            Self::MissingRequirementExplained => say::CHECK_MISSING_REQUIREMENT_EXPLAINED.get(lang).to_owned(),
            Self::DeviceRequestSucceeds => say::CHECK_DEVICE_REQUEST_SUCCEEDS.get(lang).to_owned(),
            Self::SubmitsPerFrameAtMost { max } => say::check_submits_per_frame_at_most(*max).take(lang),
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
            Self::ConfiguresPreferred => say::CONFIGURE_USES_THE_PREFERRED_FORMAT.get(lang).to_owned(),
            Self::FollowsBox => say::THE_DRAWING_BUFFER_FOLLOWS_THE_BOX.get(lang).to_owned(),
            Self::TexturesAtMost(n) => say::textures_at_most(*n).take(lang),
            Self::IdleMakesNothing => say::AN_IDLE_FRAME_MAKES_NOTHING.get(lang).to_owned(),
            Self::Explains => say::THE_PAGE_EXPLAINS_WHERE_IT_CANNOT_RUN.get(lang).to_owned(),
            Self::RequestsClamped(list) => {
                let names = list.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ");
                say::requests_clamped(&names).take(lang)
            }
            Self::RequestsFeature(name) => say::requests_the_feature(name).take(lang),
            Self::StrideIsAlignment => say::THE_STRIDE_IS_THE_GRANTED_ALIGNMENT.get(lang).to_owned(),
            Self::TileFromLimits { constant, .. } => say::tile_from_the_granted_limits(constant).take(lang),
            Self::Grainy(_) => say::THE_PICTURE_HAS_GRAIN.get(lang).to_owned(),
            Self::KeepsProgress { .. } => say::THE_PROGRESS_SURVIVES_THE_LOSS.get(lang).to_owned(),
        }
    }
}
