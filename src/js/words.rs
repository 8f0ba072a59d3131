//! What Lienzo itself says about a page, in both languages: one typed table. The
//! engine's own exception texts and WebGPU's error texts stay as the browser would
//! show them (English); these are the sentences Lienzo adds.

use crate::lesson::Lang;

/// A sentence about the page, with its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// A callback ran past the time budget; the page stopped.
    TooLong { what: Callback, ms: u128 },
    /// The page's JavaScript ran out of the memory it may use; the page stopped.
    OutOfMemory { mib: usize },
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
    fn words(self, lang: Lang) -> &'static str {
        let [en, es] = match self {
            Self::Module => ["the module's top level", "el nivel superior del módulo"],
            Self::AnimationFrame => [
                "a requestAnimationFrame callback",
                "una función de requestAnimationFrame",
            ],
            Self::Timeout => ["a setTimeout callback", "una función de setTimeout"],
            Self::ResizeObserver => ["a ResizeObserver callback", "una función de ResizeObserver"],
            Self::Promise => ["a promise callback", "una función de una promesa"],
            Self::GpuCallback => ["a GPU callback", "una función llamada por la GPU"],
            Self::Other => ["a callback", "una función llamada por la página"],
        };
        pick(lang, en, es)
    }
}

fn pick(lang: Lang, en: &'static str, es: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Es => es,
    }
}

impl Say {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let es = lang == Lang::Es;
        match self {
            Self::TooLong { what, ms } => {
                let what = what.words(lang);
                if es {
                    format!("el script tardó demasiado: {what} se ejecutó más de {ms} ms sin volver (¿un bucle infinito?); la página se detuvo")
                } else {
                    format!("the script took too long: {what} ran for more than {ms} ms without returning (an endless loop?); the page is stopped")
                }
            }
            Self::OutOfMemory { mib } => {
                if es {
                    format!("falta de memoria: el JavaScript de la página puede usar {mib} MiB como máximo; la página se detuvo")
                } else {
                    format!("out of memory: the page's JavaScript may use at most {mib} MiB; the page is stopped")
                }
            }
            Self::Uncaptured { ty, message } => {
                if es {
                    format!("error de WebGPU ({ty}) que nadie capturó: {message}")
                } else {
                    format!("uncaptured WebGPU {ty} error: {message}")
                }
            }
            Self::Lost { reason, message } => {
                if es {
                    format!("pérdida del dispositivo ({reason}): {message}")
                } else {
                    format!("device lost ({reason}): {message}")
                }
            }
            Self::NoViewFormatsOnGl => pick(
                lang,
                "configure: viewFormats are not available on wgpu's GL backend (Lienzo's imitation of the canvas); a browser on this machine accepts them. Views of the canvas texture in another format will fail.",
                "configure: viewFormats no está disponible en el backend GL de wgpu (la imitación del canvas de Lienzo); un navegador en esta máquina lo acepta. Las vistas de la textura del canvas en otro formato fallarán.",
            )
            .to_owned(),
            Self::NoAdapter => pick(
                lang,
                "no GPU adapter found; navigator.gpu.requestAdapter() resolves with null",
                "no se encontró ningún adaptador de GPU; navigator.gpu.requestAdapter() se resuelve con null",
            )
            .to_owned(),
            Self::SimulatedReset => pick(
                lang,
                "a simulated driver reset (Lienzo's knob): the device is gone as if the GPU process had restarted",
                "un reinicio simulado del controlador (control de Lienzo): el dispositivo desapareció como si el proceso de la GPU se hubiera reiniciado",
            )
            .to_owned(),
            Self::NothingPresented => pick(
                lang,
                "the page never presented a frame (no getCurrentTexture() before a rendering update)",
                "la página nunca presentó un fotograma (ningún getCurrentTexture() antes de una actualización del dibujo)",
            )
            .to_owned(),
        }
    }

    /// One of each sentence, for the glossary test.
    pub fn samples() -> Vec<Self> {
        let mut all = vec![
            Self::OutOfMemory { mib: 256 },
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
    use crate::lesson::Lang;

    #[test]
    fn every_sentence_has_two_different_languages() {
        for s in Say::samples() {
            let (en, es) = (s.text(Lang::En), s.text(Lang::Es));
            assert!(!en.is_empty() && !es.is_empty() && en != es, "{s:?}");
        }
    }
}
