//! What Lienzo itself says about a student's page. The engine's own exception texts and
//! WebGPU's error texts stay as the browser would show them (English); these are the
//! sentences Lienzo adds.

use super::{Lang, Phrase, sentences};

/// A sentence about the page, with its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A callback ran past the time budget; the page stopped.
    TooLong { what: Callback, ms: u128 },
    /// The page's JavaScript ran out of the memory it may use; the page stopped.
    OutOfMemory { mib: usize },
    /// The timers due before one rendering update kept running past a budget of their
    /// own (timers that set timers, each within its callback budget).
    TimerStorm { ms: u128 },
    /// The GPU did not finish the page's work in time.
    GpuStuck { secs: u64 },
    /// One call into wgpu did not return in time; the page's process was ended.
    NativeStuck { secs: u64 },
    /// `null` reached the top uncaught: the program threw it, or the engine did when
    /// it could not make an error object (out of memory).
    NullThrown { mib: usize },
    /// A WebGPU error no scope or listener caught.
    Uncaptured { ty: String, message: String },
    /// The device was lost.
    Lost { reason: String, message: String },
    /// GL cannot view the canvas texture in another format.
    NoViewFormatsOnGl,
    /// No GPU adapter: `requestAdapter()` answers `null`.
    NoAdapter,
    /// `--png` was asked for and nothing was presented.
    NothingPresented,
    /// The device-loss knob ended the device.
    SimulatedReset,
    /// The page's process ended on its own: `how` (a signal, an exit code), and the
    /// last line it printed.
    Crashed { how: String, last: String },
    /// The page's process left a rendering update unanswered for `secs` and was killed.
    Unanswered { secs: u64 },
    /// The page's process held more than `mib` MiB and was killed.
    OverMemory { mib: u64 },
    /// The system refused the page's process more memory: it asked for more than the
    /// `mib` MiB it may reserve (its data limit), and ended.
    OverReserve { mib: u64 },
    /// A job on a page (a check, a run) went past its `secs` and its process was killed.
    OutOfTime { secs: u64 },
    /// `requestDevice` while the page holds `max` devices neither destroyed nor lost.
    TooManyDevices { max: usize },
}

/// Where the page's code was running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callback {
    Module,
    AnimationFrame,
    Timeout,
    ResizeObserver,
    Promise,
    GpuCallback,
    Other,
}

impl Callback {
    fn words(self) -> Phrase {
        match self {
            Self::Module => Phrase {
                es: "el nivel superior del módulo",
                en: "the module's top level",
            },
            Self::AnimationFrame => Phrase {
                es: "una función de requestAnimationFrame",
                en: "a requestAnimationFrame callback",
            },
            Self::Timeout => Phrase {
                es: "una función de setTimeout",
                en: "a setTimeout callback",
            },
            Self::ResizeObserver => Phrase {
                es: "una función de ResizeObserver",
                en: "a ResizeObserver callback",
            },
            Self::Promise => Phrase {
                es: "una función de una promesa",
                en: "a promise callback",
            },
            Self::GpuCallback => Phrase {
                es: "una función llamada por la GPU",
                en: "a GPU callback",
            },
            Self::Other => Phrase {
                es: "una función llamada por la página",
                en: "a callback",
            },
        }
    }
}

sentences! {
    fn too_long(what: &str, ms: u128) {
        es: "el script tardó demasiado: {what} se ejecutó más de {ms} ms sin volver (¿un bucle infinito?); la página se detuvo",
        en: "the script took too long: {what} ran for more than {ms} ms without returning (an endless loop?); the page is stopped",
    }
    fn timer_storm(ms: u128) {
        es: "el script tardó demasiado: los temporizadores pendientes antes de un fotograma se ejecutaron más de {ms} ms en total (¿temporizadores que crean más temporizadores?); la página se detuvo",
        en: "the script took too long: the timers due before one frame ran for more than {ms} ms in all (timers that keep setting timers?); the page is stopped",
    }
    fn null_thrown(mib: usize) {
        es: "null (o el programa lanzó null, o el motor de JavaScript se quedó sin memoria para crear el error: la página puede usar {mib} MiB como máximo)",
        en: "null (either the program threw null, or the JavaScript engine had no memory left to make the error: the page may use at most {mib} MiB)",
    }
    fn gpu_stuck(secs: u64) {
        es: "la GPU no terminó el trabajo de la página en {secs} s (¿un dispatch o un draw demasiado grandes para esta GPU?); la página se detuvo",
        en: "the GPU did not finish the page's work in {secs} s (a dispatch or a draw too large for this GPU?); the page is stopped",
    }
    fn native_stuck(secs: u64) {
        es: "una llamada a la GPU (un submit, la creación de un pipeline) no volvió en {secs} s (¿un dispatch o un draw demasiado grandes para esta GPU?); el proceso de la página se detuvo",
        en: "a call into the GPU (a submit, a pipeline build) did not return in {secs} s (a dispatch or a draw too large for this GPU?); the page's process is stopped",
    }
    fn out_of_memory(mib: usize) {
        es: "falta de memoria: el JavaScript de la página puede usar {mib} MiB como máximo; la página se detuvo",
        en: "out of memory: the page's JavaScript may use at most {mib} MiB; the page is stopped",
    }
    fn uncaptured(ty: &str, message: &str) {
        es: "error de WebGPU ({ty}) que nadie capturó: {message}",
        en: "uncaptured WebGPU {ty} error: {message}",
    }
    fn crashed(how: &str, last: &str) {
        es: "el proceso de la página terminó de golpe ({how}){last}; la ventana sigue, y el texto también: corrige el programa y ejecútalo otra vez",
        en: "the page's process crashed ({how}){last}; the window is fine, and so is the text: fix the program and run it again",
    }
    fn unanswered(secs: u64) {
        es: "la página no respondió a una actualización del dibujo en {secs} s (¿una cadena de microtareas sin fin, o una llamada a la GPU que no vuelve?); su proceso se detuvo",
        en: "the page left a rendering update unanswered for {secs} s (an endless chain of microtasks, or a GPU call that never returns?); its process is stopped",
    }
    fn out_of_time(secs: u64) {
        es: "la página siguió más de {secs} s sin terminar (¿un bucle sin fin, o una llamada a la GPU que no vuelve?); su proceso se detuvo",
        en: "the page ran for more than {secs} s without finishing (an endless loop, or a GPU call that never returns?); its process is stopped",
    }
    fn over_memory(mib: u64) {
        es: "falta de memoria: el proceso de la página puede usar {mib} MiB como máximo, búferes de la GPU incluidos; se detuvo",
        en: "out of memory: the page's process may use at most {mib} MiB, GPU buffers included; it is stopped",
    }
    fn too_many_devices(max: usize) {
        es: "requestDevice: la página ya tiene {max} dispositivos sin destruir, el máximo de Lienzo (un controlador se queda sin memoria mucho antes que la página); llama a destroy() en los que ya no usas",
        en: "requestDevice: the page already holds {max} devices it did not destroy, Lienzo's most (a driver runs out of memory long before the page does); call destroy() on those it no longer uses",
    }
    fn over_reserve(mib: u64) {
        es: "falta de memoria: el sistema negó más memoria al proceso de la página, que puede reservar {mib} MiB como máximo; el proceso terminó, la ventana y el texto siguen",
        en: "out of memory: the system refused the page's process more memory (it may reserve at most {mib} MiB); the process ended, the window and the text are fine",
    }
    fn lost(reason: &str, message: &str) {
        es: "pérdida del dispositivo ({reason}): {message}",
        en: "device lost ({reason}): {message}",
    }
}

const NO_VIEW_FORMATS_ON_GL: Phrase = Phrase {
    es: "configure: viewFormats no está disponible en el backend GL de wgpu (la imitación del canvas de Lienzo); un navegador en esta máquina lo acepta. Las vistas de la textura del canvas en otro formato fallarán.",
    en: "configure: viewFormats are not available on wgpu's GL backend (Lienzo's imitation of the canvas); a browser on this machine accepts them. Views of the canvas texture in another format will fail.",
};

const NO_ADAPTER: Phrase = Phrase {
    es: "no se encontró ningún adaptador de GPU; navigator.gpu.requestAdapter() se resuelve con null",
    en: "no GPU adapter found; navigator.gpu.requestAdapter() resolves with null",
};

const SIMULATED_RESET: Phrase = Phrase {
    es: "un reinicio simulado del controlador (control de Lienzo): el dispositivo desapareció como si el proceso de la GPU se hubiera reiniciado",
    en: "a simulated driver reset (Lienzo's knob): the device is gone as if the GPU process had restarted",
};

const NOTHING_PRESENTED: Phrase = Phrase {
    es: "la página nunca presentó un fotograma (ningún getCurrentTexture() antes de una actualización del dibujo)",
    en: "the page never presented a frame (no getCurrentTexture() before a rendering update)",
};

/// Whether `text` says, in either language, that the page's process ended: it
/// crashed, or the window killed it (a rendering update left unanswered, too much
/// memory held).
pub fn ended_its_process(text: &str) -> bool {
    [Lang::Es, Lang::En].into_iter().any(|lang| {
        [
            crashed("", "").take(lang),
            unanswered(0).take(lang),
            over_memory(0).take(lang),
            over_reserve(0).take(lang),
        ]
        .iter()
        .any(|sample| {
            // The sentence up to its first value.
            let head = sample.split(['(', '0']).next().unwrap_or_default();
            !head.is_empty() && text.starts_with(head)
        })
    })
}

impl Say {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Self::TooLong { what, ms } => too_long(what.words().get(lang), *ms).take(lang),
            Self::OutOfMemory { mib } => out_of_memory(*mib).take(lang),
            Self::TimerStorm { ms } => timer_storm(*ms).take(lang),
            Self::GpuStuck { secs } => gpu_stuck(*secs).take(lang),
            Self::NativeStuck { secs } => native_stuck(*secs).take(lang),
            Self::NullThrown { mib } => null_thrown(*mib).take(lang),
            Self::Uncaptured { ty, message } => uncaptured(ty, message).take(lang),
            Self::Lost { reason, message } => lost(reason, message).take(lang),
            Self::NoViewFormatsOnGl => NO_VIEW_FORMATS_ON_GL.get(lang).to_owned(),
            Self::NoAdapter => NO_ADAPTER.get(lang).to_owned(),
            Self::SimulatedReset => SIMULATED_RESET.get(lang).to_owned(),
            Self::NothingPresented => NOTHING_PRESENTED.get(lang).to_owned(),
            Self::Crashed { how, last } => {
                let last = if last.is_empty() {
                    String::new()
                } else {
                    format!(": \"{last}\"")
                };
                crashed(how, &last).take(lang)
            }
            Self::Unanswered { secs } => unanswered(*secs).take(lang),
            Self::OverMemory { mib } => over_memory(*mib).take(lang),
            Self::OverReserve { mib } => over_reserve(*mib).take(lang),
            Self::OutOfTime { secs } => out_of_time(*secs).take(lang),
            Self::TooManyDevices { max } => too_many_devices(*max).take(lang),
        }
    }

    /// One of each sentence, for the glossary test.
    pub fn samples() -> Vec<Self> {
        let mut all = vec![
            Self::OutOfMemory { mib: 256 },
            Self::TimerStorm { ms: 4000 },
            Self::GpuStuck { secs: 10 },
            Self::NativeStuck { secs: 20 },
            Self::NullThrown { mib: 256 },
            Self::Uncaptured {
                ty: "validation".to_owned(),
                message: String::new(),
            },
            Self::Lost {
                reason: "destroyed".to_owned(),
                message: String::new(),
            },
            Self::NoViewFormatsOnGl,
            Self::NoAdapter,
            Self::NothingPresented,
            Self::SimulatedReset,
            Self::Crashed {
                how: "SIGABRT".to_owned(),
                last: "thread 'lienzo page' has overflowed its stack".to_owned(),
            },
            Self::Unanswered { secs: 15 },
            Self::OverMemory { mib: 2048 },
            Self::OverReserve { mib: 5120 },
            Self::OutOfTime { secs: 60 },
            Self::TooManyDevices { max: 16 },
        ];
        for what in [
            Callback::Module,
            Callback::AnimationFrame,
            Callback::Timeout,
            Callback::ResizeObserver,
            Callback::Promise,
            Callback::GpuCallback,
            Callback::Other,
        ] {
            all.push(Self::TooLong { what, ms: 1000 });
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::Say;
    use crate::text::Lang;

    #[test]
    fn a_process_that_ended_is_told_from_a_page_that_stopped() {
        for lang in [Lang::Es, Lang::En] {
            let ended = [
                Say::Crashed {
                    how: "SIGSEGV".to_owned(),
                    last: "x".to_owned(),
                },
                Say::Unanswered { secs: 15 },
                Say::OverMemory { mib: 2048 },
                Say::OverReserve { mib: 5120 },
            ];
            for s in ended {
                assert!(super::ended_its_process(&s.text(lang)), "{}", s.text(lang));
            }
            let stopped = [
                Say::OutOfMemory { mib: 256 },
                Say::TooLong {
                    what: super::Callback::Module,
                    ms: 1000,
                },
                Say::NoAdapter,
            ];
            for s in stopped {
                assert!(!super::ended_its_process(&s.text(lang)), "{}", s.text(lang));
            }
        }
    }

    #[test]
    fn every_sentence_has_two_different_languages() {
        for s in Say::samples() {
            let (en, es) = (s.text(Lang::En), s.text(Lang::Es));
            assert!(!en.is_empty() && !es.is_empty() && en != es, "{s:?}");
        }
    }
}
