//! The knobs' help lines, one per knob of `lesson::knobs`, named as the knob.

use super::Phrase;

pub const COALESCE_RESIZE: Phrase = Phrase {
    es: "Agrupar los eventos de cambio de tamaño y aplicarlos una vez por fotograma",
    en: "Coalesce resize events and apply them once per frame",
};
pub const DESTROY_OLD: Phrase = Phrase {
    es: "Llamar a destroy() sobre los objetivos reemplazados",
    en: "Call destroy() on replaced targets",
};
pub const GC_INTERVAL_S: Phrase = Phrase {
    es: "Segundos entre barridos del recolector simulado",
    en: "Seconds between sweeps of the simulated collector",
};
pub const MAX_DPR: Phrase = Phrase {
    es: "Tope del devicePixelRatio (MAX_DPR); también acota simulated_dpr",
    en: "Device-pixel-ratio cap (MAX_DPR); also caps simulated_dpr",
};
pub const SIMULATED_DPR: Phrase = Phrase {
    es: "devicePixelRatio simulado (0 = el real)",
    en: "Simulated device-pixel ratio (0 = the real one)",
};
pub const TAB_HIDDEN: Phrase = Phrase {
    es: "Simulado: la pestaña está oculta (requestAnimationFrame se detiene)",
    en: "Simulated: the tab is hidden (requestAnimationFrame stops)",
};
pub const CLAMP_MAX_DIMENSION: Phrase = Phrase {
    es: "Limitar el canvas a maxTextureDimension2D",
    en: "Clamp the canvas to maxTextureDimension2D",
};
pub const ZERO_SIZE_GUARD: Phrase = Phrase {
    es: "No configurar un canvas de tamaño cero",
    en: "Don't configure a zero-sized canvas",
};
pub const MSAA: Phrase = Phrase {
    es: "Muestras MSAA de la escena de malla (1 o 4)",
    en: "MSAA samples of the mesh scene (1 or 4)",
};
pub const MEMORY_BUDGET_MIB: Phrase = Phrase {
    es: "Presupuesto de memoria simulado en MiB (0 = sin límite)",
    en: "Simulated memory budget in MiB (0 = none)",
};
pub const CANVAS_FORMAT: Phrase = Phrase {
    es: "Formato del canvas",
    en: "Canvas format",
};
pub const SRGB_VIEW: Phrase = Phrase {
    es: "Dibujar a través de una vista -srgb (view_formats)",
    en: "Draw through an -srgb view (view_formats)",
};
pub const RESOLUTION: Phrase = Phrase {
    es: "Resolución del canvas",
    en: "Canvas resolution",
};
pub const SCENE_COST: Phrase = Phrase {
    es: "Coste de la escena (1 = barata)",
    en: "Scene cost (1 = cheap)",
};
pub const LIMITS: Phrase = Phrase {
    es: "Límites pedidos al dispositivo",
    en: "Limits requested for the device",
};
pub const HIDE_FEATURES: Phrase = Phrase {
    es: "Máscara simulada: características que el adaptador oculta",
    en: "Simulated mask: features the adapter hides",
};
pub const REQUIRE_FEATURES: Phrase = Phrase {
    es: "Características que la página exige (requisitos), además de las de la lección",
    en: "Features the page requires (requirements), on top of the lesson's",
};
pub const QUEUE_WRITES: Phrase = Phrase {
    es: "Escenas de pantalla completa: cómo se escriben y envían los uniformes de los dos dibujos",
    en: "Fullscreen scenes: how the two draws' uniforms are written and submitted",
};
pub const BACKOFF_BASE_MS: Phrase = Phrase {
    es: "Primer retardo de reintento (ms), se duplica",
    en: "First retry delay (ms), doubling",
};
pub const MAX_ATTEMPTS: Phrase = Phrase {
    es: "Intentos máximos de recuperación",
    en: "Maximum recovery attempts",
};
pub const ADAPTER_NOT_READY: Phrase = Phrase {
    es: "Simulado: el adaptador no está listo en los N primeros intentos",
    en: "Simulated: adapter not ready for the first N attempts",
};
