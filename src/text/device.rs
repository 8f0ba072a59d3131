//! What Lienzo says about the lesson's device and canvas: its state, its losses and
//! recoveries, and the notes its simulations add to the event log.

use super::{Phrase, sentences};

pub const STARTING: Phrase = Phrase {
    es: "pidiendo el dispositivo de la lección…",
    en: "requesting the lesson device…",
};

pub const PARKED: Phrase = Phrase {
    es: "sin dispositivo de la lección: la página tiene el suyo, en su propio proceso",
    en: "no lesson device: the page has its own, in its own process",
};

pub const RUNNING: Phrase = Phrase {
    es: "en marcha",
    en: "running",
};

pub const DESTROY_CALLED: Phrase = Phrase {
    es: "se llamó a device.destroy(): el dispositivo se pierde con motivo «destroyed»",
    en: "device.destroy() called: the device is lost with reason \"destroyed\"",
};

pub const SIMULATED_RESET: Phrase = Phrase {
    es: "reinicio simulado del controlador: Lienzo llama a destroy() y notifica la pérdida con motivo «unknown»",
    en: "simulated driver reset: Lienzo calls destroy() and reports the loss as reason \"unknown\"",
};

pub const CANVAS_NOT_RECONFIGURED: Phrase = Phrase {
    es: "Lienzo: el canvas no se configuró con el dispositivo nuevo tras la recuperación, así que no hay textura \
         y el canvas se queda en blanco. Un navegador conserva la configuración vieja, atada al dispositivo \
         perdido: tampoco dibuja nada, y tampoco da error",
    en: "Lienzo: the canvas was not configured with the new device after recovery, so there is no texture and \
         the canvas stays blank. A browser keeps the old configuration, tied to the lost device: it draws \
         nothing either, and gives no error either",
};

pub const ZERO_SIZE_SKIPPED: Phrase = Phrase {
    es: "el canvas mide 0 px de alto o de ancho: fotograma omitido (protección de tamaño cero)",
    en: "canvas is 0 px high or wide: frame skipped (zero-size guard)",
};

pub const HOLDING_WHILE_COMPILING: Phrase = Phrase {
    es: "se mantiene el último fotograma mientras el controlador compila el shader nuevo",
    en: "holding the last frame while the driver compiles the new shader",
};

sentences! {
    /// A frame kept the GPU busy past Lienzo's budget: the viewport pauses.
    pub fn too_slow(index: u64, seconds: f32, budget: f32) {
        es: "el shader es demasiado lento: el fotograma {index} tuvo ocupada la GPU {seconds:.1} s, más que el presupuesto \
             de Lienzo de {budget:.0} s por fotograma. El visor se detiene para que la ventana siga respondiendo; edita el \
             shader para seguir. (Un controlador de escritorio reinicia una GPU ocupada unos 2 s, y el dispositivo se pierde.)",
        en: "the shader is too slow: frame {index} kept the GPU busy for {seconds:.1} s, over Lienzo's budget of {budget:.0} s \
             per frame. The viewport is paused so that the window stays usable; edit the shader to go on. \
             (A desktop driver resets a GPU that is busy for about 2 s, and the device is lost.)",
    }

    /// The device was lost; `word` is WebGPU's reason, `"destroyed"` or `"unknown"`.
    pub fn lost(word: &str, message: &str) {
        es: "dispositivo perdido (motivo «{word}»){message}",
        en: "device lost (reason \"{word}\"){message}",
    }
    /// Recovery is requesting a new device.
    pub fn recovering_now(attempt: u32) {
        es: "dispositivo perdido: intento de recuperación {attempt}, pidiendo el dispositivo…",
        en: "device lost: recovery attempt {attempt}, requesting the device…",
    }
    /// Recovery waits before its next attempt.
    pub fn recovering_in(attempt: u32, seconds: f32) {
        es: "dispositivo perdido: intento de recuperación {attempt} dentro de {seconds:.1} s",
        en: "device lost: recovery attempt {attempt} in {seconds:.1} s",
    }
    /// Recovery ran out of attempts.
    pub fn gave_up(attempts: u32, message: &str) {
        es: "la recuperación se abandonó tras {attempts} intentos: {message}",
        en: "recovery gave up after {attempts} attempts: {message}",
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
    /// The simulated memory budget ran out.
    pub fn over_budget(budget_mib: u32, live_mib: f64) {
        es: "presupuesto simulado de memoria de {budget_mib} MiB superado ({live_mib:.1} MiB vivos): Lienzo \
             destruye el dispositivo y notifica la pérdida como lo haría un controlador (simulado)",
        en: "simulated device memory budget of {budget_mib} MiB exceeded ({live_mib:.1} MiB live): Lienzo destroys \
             the device and reports the loss as a driver would (simulated)",
    }
}
