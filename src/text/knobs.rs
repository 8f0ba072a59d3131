//! The knobs' help lines, one per knob of `lesson::knobs`, named as the knob.

use super::Phrase;

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
pub const MSAA: Phrase = Phrase {
    es: "Muestras MSAA de la escena de malla (1 o 4)",
    en: "MSAA samples of the mesh scene (1 or 4)",
};
pub const CANVAS_FORMAT: Phrase = Phrase {
    es: "Formato del canvas",
    en: "Canvas format",
};
pub const LIMITS: Phrase = Phrase {
    es: "Límites pedidos al dispositivo",
    en: "Limits requested for the device",
};
pub const LIMIT_NAMES: Phrase = Phrase {
    es: "Simulado: los nombres de límites que conoce el navegador (`older`: uno de antes de 2025)",
    en: "Simulated: the limit names the browser knows (`older`: one from before 2025)",
};
pub const HIDE_FEATURES: Phrase = Phrase {
    es: "Máscara simulada: características que el adaptador oculta",
    en: "Simulated mask: features the adapter hides",
};
pub const URL_QUERY: Phrase = Phrase {
    es: "La consulta de la dirección de la página (`location.search`)",
    en: "The query of the page's address (`location.search`)",
};
pub const ADAPTER_NOT_READY: Phrase = Phrase {
    es: "Simulado: el adaptador no está listo en los N primeros intentos",
    en: "Simulated: adapter not ready for the first N attempts",
};
