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
pub const BUG_CLAMP_PER_SIDE: Phrase = Phrase {
    es: "Error: limitar cada lado por separado (la imagen se deforma)",
    en: "Bug: clamp each side on its own (the picture is stretched)",
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
pub const BUG_KEEP_TEXTURE: Phrase = Phrase {
    es: "Error: guardar la textura del fotograma anterior",
    en: "Bug: keep last frame's texture",
};
pub const BUG_RESIZE_AFTER_ACQUIRE: Phrase = Phrase {
    es: "Error: cambiar el tamaño después de pedir la textura",
    en: "Bug: resize after acquiring the texture",
};
pub const BUG_RESIZE_EVERY_FRAME: Phrase = Phrase {
    es: "Error: asignar el tamaño en cada fotograma",
    en: "Bug: assign the size every frame",
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
pub const BUG_WRONG_TARGET_FORMAT: Phrase = Phrase {
    es: "Error: formato de destino del pipeline fijado al otro",
    en: "Bug: pipeline target format hard-coded to the other one",
};
pub const LIMITS: Phrase = Phrase {
    es: "Límites pedidos al dispositivo",
    en: "Limits requested for the device",
};
pub const BUG_FIXED_TILE: Phrase = Phrase {
    es: "Error: TILE fijo en 32 sin mirar los límites",
    en: "Bug: TILE fixed at 32 regardless of the limits",
};
pub const HIDE_FEATURES: Phrase = Phrase {
    es: "Máscara simulada: características que el adaptador oculta",
    en: "Simulated mask: features the adapter hides",
};
pub const BUG_UNFILTERED_REQUEST: Phrase = Phrase {
    es: "Error: pedir características sin filtrarlas",
    en: "Bug: request features without filtering",
};
pub const REQUIRE_FEATURES: Phrase = Phrase {
    es: "Características que la página exige (requisitos), además de las de la lección",
    en: "Features the page requires (requirements), on top of the lesson's",
};
pub const QUEUE_WRITES: Phrase = Phrase {
    es: "Escenas de pantalla completa: cómo se escriben y envían los uniformes de los dos dibujos",
    en: "Fullscreen scenes: how the two draws' uniforms are written and submitted",
};
pub const BUG_SUBMIT_ORDER: Phrase = Phrase {
    es: "Error: enviar el búfer de comandos que borra después del que dibuja",
    en: "Bug: submit the command buffer that clears after the one that draws",
};
pub const BUG_BYTES_PER_ROW_IN_PIXELS: Phrase = Phrase {
    es: "Error: bytesPerRow de writeTexture en píxeles, no en bytes",
    en: "Bug: writeTexture's bytesPerRow in pixels, not bytes",
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
pub const BUG_LOOP_AFTER_LOSS: Phrase = Phrase {
    es: "Error: seguir con el bucle tras la pérdida",
    en: "Bug: keep the frame loop running after loss",
};
pub const BUG_SKIP_RECONFIGURE: Phrase = Phrase {
    es: "Error: no reconfigurar el canvas al recuperar",
    en: "Bug: skip reconfiguring the canvas on recovery",
};
pub const BUG_STALE_DEVICE: Phrase = Phrase {
    es: "Error: un componente guarda el dispositivo viejo",
    en: "Bug: one component keeps the old device",
};
