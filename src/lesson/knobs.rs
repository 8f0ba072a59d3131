//! The knob catalogue: every knob is a field of [`Knobs`], set by name from the GUI,
//! from lesson files and from `--set name=value`, with the same parser.

use serde::{Deserialize, Serialize};

/// Which limits the lesson device is requested with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LimitsMode {
    /// `wgpu::Limits::default()`: the WebGPU defaults every adapter supports.
    #[default]
    Defaults,
    /// What the lesson wants, clamped to what the adapter supports.
    Clamped,
    /// Everything the adapter supports.
    Adapter,
    /// One more bind group than the adapter supports, unclamped: `requiredLimits`
    /// means "at least", so the request fails, as it does in a browser.
    AboveAdapter,
}

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

/// How the queue lesson writes its two draws' uniforms and submits them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum QueueWrites {
    /// One draw over the whole canvas, one submit (every other lesson).
    #[default]
    OneDraw,
    /// Two draws (left and right half): write, encode, submit; write, encode, submit.
    SubmitEach,
    /// Two draws, one submit: each draw reads its own buffer of a two-slot ring.
    Ring,
    /// Two draws, one submit, one buffer written twice: both draws see the last write.
    OneBuffer,
}

/// The canvas resolution knob.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolution {
    /// The viewport's size times the (clamped) DPR.
    #[default]
    Window,
    /// 1280x720 whatever the window.
    P720,
    /// 2560x1440 whatever the window.
    P1440,
    /// 3840x2160 whatever the window.
    P2160,
}

impl Resolution {
    /// The fixed size, if any.
    pub fn fixed_size(self) -> Option<(u32, u32)> {
        match self {
            Self::Window => None,
            Self::P720 => Some((1280, 720)),
            Self::P1440 => Some((2560, 1440)),
            Self::P2160 => Some((3840, 2160)),
        }
    }
}

/// Every knob value. The sandbox reads this once per frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Knobs {
    // Lesson 01: current texture and resize.
    /// Apply resize events once per frame (observer style) instead of one by one.
    pub coalesce_resize: bool,
    /// `destroy()` replaced targets at once; off = a simulated collector frees them late.
    pub destroy_old: bool,
    /// Seconds between sweeps of the simulated collector.
    pub gc_interval_s: f32,
    /// Largest device-pixel ratio used for the canvas size.
    pub max_dpr: f32,
    /// Simulated device-pixel ratio; 0 uses the real one.
    pub simulated_dpr: f32,
    /// Clamp the canvas to `maxTextureDimension2D`, keeping its aspect ratio.
    pub clamp_max_dimension: bool,
    /// Bug: clamp each side on its own, so the canvas is stretched.
    pub bug_clamp_per_side: bool,
    /// Skip configuring a zero-sized canvas.
    pub zero_size_guard: bool,
    /// MSAA sample count for the mesh scene (1 or 4).
    pub msaa: u32,
    /// Simulated device memory budget in MiB for live textures; 0 = none.
    pub memory_budget_mib: u32,
    /// Bug: keep last frame's texture instead of asking for the current one.
    pub bug_keep_texture: bool,
    /// Bug: apply the resize after acquiring the frame's texture.
    pub bug_resize_after_acquire: bool,
    /// Bug: assign the canvas size every frame even when unchanged.
    pub bug_resize_every_frame: bool,

    // Lesson 02: preferred format.
    /// The canvas format.
    pub canvas_format: CanvasFormatKnob,
    /// Render through an `-srgb` view of the canvas (`view_formats`).
    pub srgb_view: bool,
    /// Canvas resolution.
    pub resolution: Resolution,
    /// Scene cost: 1 is cheap; higher repeats the shader's work.
    pub scene_cost: u32,
    /// Bug: the pipeline's target format is hard-coded to the other format.
    pub bug_wrong_target_format: bool,

    // Lessons 03 and 05: limits and features.
    /// Limits the device is requested with; `None` follows the lesson.
    pub limits: Option<LimitsMode>,
    /// Bug: the tile size override is fixed at 32 instead of adapting to the limits.
    pub bug_fixed_tile: bool,
    /// Simulated adapter feature mask: these features are hidden from the lesson.
    pub hide_features: Vec<super::FeatureName>,
    /// Bug: request features without filtering them by what the adapter has (and
    /// without checking requirements first).
    pub bug_unfiltered_request: bool,
    /// Features the page requires, on top of the lesson's own requirements.
    pub require_features: Vec<super::FeatureName>,

    // Lesson 06: the queue.
    /// How the two draws' uniforms are written and submitted.
    pub queue_writes: QueueWrites,
    /// Bug: the command buffer that clears the canvas is submitted after the one that draws.
    pub bug_submit_order: bool,
    /// Bug: `write_texture` gets `bytes_per_row` in pixels instead of bytes.
    pub bug_bytes_per_row_in_pixels: bool,

    // Lesson 04: device loss.
    /// First retry delay in milliseconds; it doubles each attempt.
    pub backoff_base_ms: u32,
    /// Give up after this many attempts.
    pub max_attempts: u32,
    /// Simulated: the adapter is not ready for the first N attempts.
    pub adapter_not_ready: u32,
    /// Bug: keep the frame loop running after the device is lost.
    pub bug_loop_after_loss: bool,
    /// Bug: skip reconfiguring the canvas after recovery.
    pub bug_skip_reconfigure: bool,
    /// Bug: one component keeps the old device after recovery.
    pub bug_stale_device: bool,
}

impl Default for Knobs {
    fn default() -> Self {
        Self {
            coalesce_resize: true,
            destroy_old: true,
            gc_interval_s: 3.0,
            max_dpr: 2.0,
            simulated_dpr: 0.0,
            clamp_max_dimension: true,
            bug_clamp_per_side: false,
            zero_size_guard: true,
            msaa: 1,
            memory_budget_mib: 0,
            bug_keep_texture: false,
            bug_resize_after_acquire: false,
            bug_resize_every_frame: false,
            canvas_format: CanvasFormatKnob::Preferred,
            srgb_view: false,
            resolution: Resolution::Window,
            scene_cost: 1,
            bug_wrong_target_format: false,
            limits: None,
            bug_fixed_tile: false,
            hide_features: Vec::new(),
            bug_unfiltered_request: false,
            require_features: Vec::new(),
            queue_writes: QueueWrites::OneDraw,
            bug_submit_order: false,
            bug_bytes_per_row_in_pixels: false,
            backoff_base_ms: 250,
            max_attempts: 6,
            adapter_not_ready: 0,
            bug_loop_after_loss: false,
            bug_skip_reconfigure: false,
            bug_stale_device: false,
        }
    }
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
    /// Marked as a deliberate mistake.
    pub bug: bool,
    /// Simulated rather than real (said so in the UI).
    pub simulated: bool,
    /// One line in Spanish.
    pub help_es: &'static str,
    /// One line in English.
    pub help_en: &'static str,
}

const fn def(name: &'static str, kind: KnobKind, help_es: &'static str, help_en: &'static str) -> KnobDef {
    KnobDef {
        name,
        kind,
        bug: false,
        simulated: false,
        help_es,
        help_en,
    }
}

const fn bug(name: &'static str, help_es: &'static str, help_en: &'static str) -> KnobDef {
    KnobDef {
        name,
        kind: KnobKind::Bool,
        bug: true,
        simulated: false,
        help_es,
        help_en,
    }
}

const fn sim(name: &'static str, kind: KnobKind, help_es: &'static str, help_en: &'static str) -> KnobDef {
    KnobDef {
        name,
        kind,
        bug: false,
        simulated: true,
        help_es,
        help_en,
    }
}

const B: KnobKind = KnobKind::Bool;

/// Every knob, in display order.
pub const KNOB_DEFS: &[KnobDef] = &[
    def(
        "coalesce_resize",
        B,
        "Agrupar los eventos de cambio de tamaño y aplicarlos una vez por fotograma",
        "Coalesce resize events and apply them once per frame",
    ),
    def(
        "destroy_old",
        B,
        "Llamar a destroy() sobre los objetivos reemplazados",
        "Call destroy() on replaced targets",
    ),
    sim(
        "gc_interval_s",
        KnobKind::Float { min: 0.5, max: 10.0 },
        "Segundos entre barridos del recolector simulado",
        "Seconds between sweeps of the simulated collector",
    ),
    def(
        "max_dpr",
        KnobKind::Float { min: 1.0, max: 4.0 },
        "Tope del devicePixelRatio (MAX_DPR); también acota simulated_dpr",
        "Device-pixel-ratio cap (MAX_DPR); also caps simulated_dpr",
    ),
    sim(
        "simulated_dpr",
        KnobKind::Float { min: 0.0, max: 3.0 },
        "devicePixelRatio simulado (0 = el real)",
        "Simulated device-pixel ratio (0 = the real one)",
    ),
    def(
        "clamp_max_dimension",
        B,
        "Limitar el canvas a maxTextureDimension2D",
        "Clamp the canvas to maxTextureDimension2D",
    ),
    bug(
        "bug_clamp_per_side",
        "Error: limitar cada lado por separado (la imagen se deforma)",
        "Bug: clamp each side on its own (the picture is stretched)",
    ),
    def(
        "zero_size_guard",
        B,
        "No configurar un canvas de tamaño cero",
        "Don't configure a zero-sized canvas",
    ),
    def(
        "msaa",
        KnobKind::Int { min: 1, max: 4 },
        "Muestras MSAA de la escena de malla (1 o 4)",
        "MSAA samples of the mesh scene (1 or 4)",
    ),
    sim(
        "memory_budget_mib",
        KnobKind::Int { min: 0, max: 4096 },
        "Presupuesto de memoria simulado en MiB (0 = sin límite)",
        "Simulated memory budget in MiB (0 = none)",
    ),
    bug(
        "bug_keep_texture",
        "Error: guardar la textura del fotograma anterior",
        "Bug: keep last frame's texture",
    ),
    bug(
        "bug_resize_after_acquire",
        "Error: cambiar el tamaño después de pedir la textura",
        "Bug: resize after acquiring the texture",
    ),
    bug(
        "bug_resize_every_frame",
        "Error: asignar el tamaño en cada fotograma",
        "Bug: assign the size every frame",
    ),
    def(
        "canvas_format",
        KnobKind::Choice(&["preferred", "rgba8unorm", "bgra8unorm", "not-preferred"]),
        "Formato del canvas",
        "Canvas format",
    ),
    def(
        "srgb_view",
        B,
        "Dibujar a través de una vista -srgb (view_formats)",
        "Draw through an -srgb view (view_formats)",
    ),
    def(
        "resolution",
        KnobKind::Choice(&["window", "720p", "1440p", "2160p"]),
        "Resolución del canvas",
        "Canvas resolution",
    ),
    def(
        "scene_cost",
        KnobKind::Int { min: 1, max: 64 },
        "Coste de la escena (1 = barata)",
        "Scene cost (1 = cheap)",
    ),
    bug(
        "bug_wrong_target_format",
        "Error: formato de destino del pipeline fijado al otro",
        "Bug: pipeline target format hard-coded to the other one",
    ),
    def(
        "limits",
        KnobKind::Choice(&["lesson", "defaults", "clamped", "adapter", "above-adapter"]),
        "Límites pedidos al dispositivo",
        "Limits requested for the device",
    ),
    bug(
        "bug_fixed_tile",
        "Error: TILE fijo en 32 sin mirar los límites",
        "Bug: TILE fixed at 32 regardless of the limits",
    ),
    sim(
        "hide_features",
        KnobKind::Features,
        "Máscara simulada: características que el adaptador oculta",
        "Simulated mask: features the adapter hides",
    ),
    bug(
        "bug_unfiltered_request",
        "Error: pedir características sin filtrarlas",
        "Bug: request features without filtering",
    ),
    def(
        "require_features",
        KnobKind::Features,
        "Características que la página exige (requisitos), además de las de la lección",
        "Features the page requires (requirements), on top of the lesson's",
    ),
    def(
        "queue_writes",
        KnobKind::Choice(&["one-draw", "submit-each", "ring", "one-buffer"]),
        "Escenas de pantalla completa: cómo se escriben y envían los uniformes de los dos dibujos",
        "Fullscreen scenes: how the two draws' uniforms are written and submitted",
    ),
    bug(
        "bug_submit_order",
        "Error: enviar el búfer de comandos que borra después del que dibuja",
        "Bug: submit the command buffer that clears after the one that draws",
    ),
    bug(
        "bug_bytes_per_row_in_pixels",
        "Error: bytesPerRow de writeTexture en píxeles, no en bytes",
        "Bug: writeTexture's bytesPerRow in pixels, not bytes",
    ),
    def(
        "backoff_base_ms",
        KnobKind::Int { min: 10, max: 5000 },
        "Primer retardo de reintento (ms), se duplica",
        "First retry delay (ms), doubling",
    ),
    def(
        "max_attempts",
        KnobKind::Int { min: 1, max: 20 },
        "Intentos máximos de recuperación",
        "Maximum recovery attempts",
    ),
    sim(
        "adapter_not_ready",
        KnobKind::Int { min: 0, max: 10 },
        "Simulado: el adaptador no está listo en los N primeros intentos",
        "Simulated: adapter not ready for the first N attempts",
    ),
    bug(
        "bug_loop_after_loss",
        "Error: seguir con el bucle tras la pérdida",
        "Bug: keep the frame loop running after loss",
    ),
    bug(
        "bug_skip_reconfigure",
        "Error: no reconfigurar el canvas al recuperar",
        "Bug: skip reconfiguring the canvas on recovery",
    ),
    bug(
        "bug_stale_device",
        "Error: un componente guarda el dispositivo viejo",
        "Bug: one component keeps the old device",
    ),
];

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
            KnobKind::Int { .. } if self.name == "msaa" => "1 or 4".to_owned(),
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
        match lang {
            super::Lang::Es => self.help_es,
            super::Lang::En => self.help_en,
        }
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
        let KnobKind::Int { min, max } = kind else { return None };
        text.parse().ok().filter(|n| (min..=max).contains(n))
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

/// Enum knobs: each variant and its word, in the order of the knob's `Choice` list.
macro_rules! choice_knob {
    ($ty:ty, $($variant:expr => $word:literal),+ $(,)?) => {
        impl KnobValue for $ty {
            fn parse(_: KnobKind, text: &str) -> Option<Self> {
                match text {
                    $($word => Some($variant),)+
                    _ => None,
                }
            }
            fn show(&self) -> String {
                $(if *self == $variant { return $word.to_owned(); })+
                unreachable!("every variant is listed")
            }
        }
    };
}

choice_knob!(CanvasFormatKnob,
    CanvasFormatKnob::Preferred => "preferred",
    CanvasFormatKnob::Rgba8Unorm => "rgba8unorm",
    CanvasFormatKnob::Bgra8Unorm => "bgra8unorm",
    CanvasFormatKnob::NotPreferred => "not-preferred",
);
choice_knob!(QueueWrites,
    QueueWrites::OneDraw => "one-draw",
    QueueWrites::SubmitEach => "submit-each",
    QueueWrites::Ring => "ring",
    QueueWrites::OneBuffer => "one-buffer",
);
choice_knob!(Resolution,
    Resolution::Window => "window",
    Resolution::P720 => "720p",
    Resolution::P1440 => "1440p",
    Resolution::P2160 => "2160p",
);
choice_knob!(Option<LimitsMode>,
    None => "lesson",
    Some(LimitsMode::Defaults) => "defaults",
    Some(LimitsMode::Clamped) => "clamped",
    Some(LimitsMode::Adapter) => "adapter",
    Some(LimitsMode::AboveAdapter) => "above-adapter",
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

/// The field of each knob name: `set` and `get` are generated from this one list.
macro_rules! knob_fields {
    ($($field:ident),+ $(,)?) => {
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

knob_fields!(
    coalesce_resize,
    destroy_old,
    gc_interval_s,
    max_dpr,
    simulated_dpr,
    clamp_max_dimension,
    bug_clamp_per_side,
    zero_size_guard,
    msaa,
    memory_budget_mib,
    bug_keep_texture,
    bug_resize_after_acquire,
    bug_resize_every_frame,
    canvas_format,
    srgb_view,
    resolution,
    scene_cost,
    bug_wrong_target_format,
    limits,
    bug_fixed_tile,
    hide_features,
    bug_unfiltered_request,
    require_features,
    queue_writes,
    bug_submit_order,
    bug_bytes_per_row_in_pixels,
    backoff_base_ms,
    max_attempts,
    adapter_not_ready,
    bug_loop_after_loss,
    bug_skip_reconfigure,
    bug_stale_device,
);

impl Knobs {
    /// Parses `name=value` and applies it.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), KnobError> {
        let (name, value) = pair.split_once('=').ok_or_else(|| KnobError::Syntax(pair.to_owned()))?;
        self.set(name.trim(), value.trim())
    }

    /// Sets one knob from its text value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), KnobError> {
        let def = KnobDef::find(name)?;
        let bad = || KnobError::BadValue {
            name: name.to_owned(),
            value: value.to_owned(),
            expected: def.expected(),
        };
        let text = value.trim();
        // MSAA takes 1 or 4 samples only, as WebGPU allows.
        if name == "msaa" && !matches!(text, "1" | "4") {
            return Err(bad());
        }
        self.set_field(name, def.kind, text).ok_or_else(bad)
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
            KnobKind::Int { min, max } if d.name == "msaa" => vec![min.to_string(), max.to_string()],
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
        let e = k.set_pair("msaa=2").unwrap_err().to_string();
        assert!(e.contains("bad value `2`"), "{e}");
        assert!(matches!(k.set_pair("msaa"), Err(KnobError::Syntax(_))));
        k.set_pair("hide_features=timestamp-query, shader-f16").unwrap();
        assert_eq!(k.hide_features.len(), 2);
    }
}
