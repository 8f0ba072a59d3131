//! What Lienzo says about the lesson's device and canvas: its state, its losses and
//! recoveries, and the notes its simulations add to the event log.

use super::{Phrase, sentences};

pub const SIMULATED_RESET: Phrase = Phrase {
    es: "reinicio simulado del controlador: Lienzo llama a destroy() y notifica la pérdida con motivo «unknown»",
    en: "simulated driver reset: Lienzo calls destroy() and reports the loss as reason \"unknown\"",
};

sentences! {

    /// The device was lost; `word` is WebGPU's reason, `"destroyed"` or `"unknown"`.
    pub fn lost(word: &str, message: &str) {
        es: "dispositivo perdido (motivo «{word}»){message}",
        en: "device lost (reason \"{word}\"){message}",
    }
    /// A recovery succeeded.
    pub fn recovered(attempt: u32, ms: f32) {
        es: "dispositivo recuperado tras {attempt} intento(s), {ms:.0} ms",
        en: "device recovered after {attempt} attempt(s), {ms:.0} ms",
    }
    /// The `adapter_not_ready` knob answered an attempt with no adapter.
    pub fn adapter_not_ready(attempt: u32) {
        es: "intento {attempt}: el adaptador aún no está listo (simulado)",
        en: "attempt {attempt}: the adapter is not ready yet (simulated)",
    }
}
