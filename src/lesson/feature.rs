//! WebGPU's feature names, as lessons and knobs spell them: a leaf of `lesson/` that the
//! schema and the knobs both name.

use serde::{Deserialize, Serialize};

/// WebGPU feature names a lesson can ask for (spelled as in the WebGPU spec).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum FeatureName {
    /// `timestamp-query`: GPU timing of passes.
    TimestampQuery,
    /// `shader-f16`: 16-bit floats in WGSL.
    ShaderF16,
    /// `float32-filterable`: linear filtering of 32-bit float textures.
    Float32Filterable,
    /// `depth-clip-control`: unclipped depth.
    DepthClipControl,
    /// `texture-compression-bc`: BC compressed textures.
    TextureCompressionBc,
    /// `indirect-first-instance`: first instance in indirect draws.
    IndirectFirstInstance,
    /// `bgra8unorm-storage`: bgra8unorm as a storage texture.
    Bgra8unormStorage,
    /// `rg11b10ufloat-renderable`: render to rg11b10ufloat.
    Rg11b10ufloatRenderable,
}

impl FeatureName {
    /// Every feature name, in a fixed order.
    pub const ALL: [Self; 8] = [
        Self::TimestampQuery,
        Self::ShaderF16,
        Self::Float32Filterable,
        Self::DepthClipControl,
        Self::TextureCompressionBc,
        Self::IndirectFirstInstance,
        Self::Bgra8unormStorage,
        Self::Rg11b10ufloatRenderable,
    ];

    /// The WebGPU spelling, e.g. `timestamp-query`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::TimestampQuery => "timestamp-query",
            Self::ShaderF16 => "shader-f16",
            Self::Float32Filterable => "float32-filterable",
            Self::DepthClipControl => "depth-clip-control",
            Self::TextureCompressionBc => "texture-compression-bc",
            Self::IndirectFirstInstance => "indirect-first-instance",
            Self::Bgra8unormStorage => "bgra8unorm-storage",
            Self::Rg11b10ufloatRenderable => "rg11b10ufloat-renderable",
        }
    }

    /// Parses the WebGPU spelling.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == s.trim())
    }
}

/// A feature name WebGPU (or Lienzo) does not know, as a lesson file spelled it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown feature `{name}`; known features: {known}", name = .0, known = FeatureName::ALL.map(FeatureName::as_str).join(", "))]
pub struct UnknownFeature(pub String);

impl TryFrom<String> for FeatureName {
    type Error = UnknownFeature;

    fn try_from(s: String) -> Result<Self, UnknownFeature> {
        Self::parse(&s).ok_or(UnknownFeature(s))
    }
}

impl From<FeatureName> for String {
    fn from(f: FeatureName) -> Self {
        f.as_str().to_owned()
    }
}
