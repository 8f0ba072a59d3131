//! One line per check, in the student's language: what the exercise's mark tests.

use super::{Check, Lang};

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
        let t = |es: &str, en: &str| match lang {
            Lang::Es => es.to_owned(),
            Lang::En => en.to_owned(),
        };
        match self {
            Self::Pixel {
                uv, rgba, tolerance, ..
            } => format!(
                "{} ({:.2}, {:.2}) ≈ ({:.2}, {:.2}, {:.2}, {:.2}) ± {tolerance}",
                t("Comprobación: píxel en", "Check: pixel at"),
                uv.0,
                uv.1,
                rgba.0,
                rgba.1,
                rgba.2,
                rgba.3
            ),
            Self::NoErrors { frames } => match lang {
                Lang::Es => format!("Comprobación: ningún error en {frames} fotogramas"),
                Lang::En => format!("Check: no error in {frames} frames"),
            },
            Self::BuildsUnderLimits => t(
                "Comprobación: el pipeline se crea con los límites de la lección",
                "Check: the pipeline builds under the lesson's limits",
            ),
            Self::WorkgroupFitsLimits => t(
                "Comprobación: cada dimensión y el producto x·y·z de @workgroup_size caben en los límites del dispositivo",
                "Check: each dimension and the product x·y·z of @workgroup_size fit the device's limits",
            ),
            Self::BuffersFitLimits => t(
                "Comprobación: cada var<uniform> cabe en maxUniformBufferBindingSize y cada var<storage> en maxStorageBufferBindingSize",
                "Check: every var<uniform> fits maxUniformBufferBindingSize and every var<storage> fits maxStorageBufferBindingSize",
            ),
            Self::WorkgroupStorageFits => t(
                "Comprobación: la memoria var<workgroup> cabe en maxComputeWorkgroupStorageSize",
                "Check: the var<workgroup> memory fits maxComputeWorkgroupStorageSize",
            ),
            Self::UsesOverride { name } => match lang {
                Lang::Es => format!("Comprobación: @workgroup_size usa `override {name}`"),
                Lang::En => format!("Check: @workgroup_size uses `override {name}`"),
            },
            Self::NoConversionPass { frames } => match lang {
                Lang::Es => format!("Comprobación: ningún pase de conversión en {frames} fotogramas"),
                Lang::En => format!("Check: no conversion pass in {frames} frames"),
            },
            Self::LiveBytesBelow {
                events,
                frames,
                max_ratio,
            } => match lang {
                Lang::Es => format!(
                    "Comprobación: en una tormenta de {events} eventos en {frames} fotogramas, el pico de bytes vivos \
                     no pasa de {max_ratio} veces los de reposo"
                ),
                Lang::En => format!(
                    "Check: in a storm of {events} events over {frames} frames, the peak of live bytes stays within \
                     {max_ratio} times the bytes at rest"
                ),
            },
            Self::CoalescedStorm { events, frames } => match lang {
                Lang::Es => format!(
                    "Comprobación: una tormenta de {events} eventos en {frames} fotogramas recrea los objetivos \
                     una vez por fotograma como mucho"
                ),
                Lang::En => format!(
                    "Check: a storm of {events} events over {frames} frames recreates the targets at most once per frame"
                ),
            },
            Self::NoErrorsWhileResizing { frames } => match lang {
                Lang::Es => format!("Comprobación: ningún error en {frames} fotogramas, cada uno con un tamaño nuevo"),
                Lang::En => format!("Check: no error in {frames} frames, each at a new size"),
            },
            Self::NoIdleRecreation { frames } => match lang {
                Lang::Es => format!("Comprobación: {frames} fotogramas sin cambio de tamaño no recrean nada"),
                Lang::En => format!("Check: {frames} frames at an unchanged size recreate nothing"),
            },
            Self::SurvivesZeroSize { frames } => match lang {
                Lang::Es => format!(
                    "Comprobación: el visor a 0 px durante {frames} fotogramas no da errores, y luego se vuelve a dibujar"
                ),
                Lang::En => format!(
                    "Check: the viewport at 0 px for {frames} frames gives no error, and frames are drawn afterwards"
                ),
            },
            Self::CanvasWithinMaxDimension { requested } => match lang {
                Lang::Es => format!(
                    "Comprobación: al pedir {}×{}, el canvas cabe en maxTextureDimension2D, conserva la proporción y no hay errores",
                    requested.0, requested.1
                ),
                Lang::En => format!(
                    "Check: asked for {}×{}, the canvas fits maxTextureDimension2D, keeps its aspect ratio and no error happens",
                    requested.0, requested.1
                ),
            },
            Self::RecoversWithin { seconds } => match lang {
                Lang::Es => format!(
                    "Comprobación: tras un reinicio simulado, en {seconds} s el dispositivo vuelve y dibuja sin errores"
                ),
                Lang::En => format!(
                    "Check: after a simulated reset, within {seconds} s the device is back and draws with no error"
                ),
            },
            Self::StaysDestroyed { frames } => match lang {
                Lang::Es => format!(
                    "Comprobación: tras destroy(), en {frames} fotogramas nada se reinicia, no se envía nada y no hay errores"
                ),
                Lang::En => format!(
                    "Check: after destroy(), for {frames} frames nothing restarts, nothing is submitted and no error happens"
                ),
            },
            Self::MissingRequirementExplained => t(
                "Comprobación: si falta un requisito, se detecta antes de pedir el dispositivo y la página lo explica",
                "Check: a missing requirement is found before the device is requested, and the page explains it",
            ),
            Self::DeviceRequestSucceeds => t(
                "Comprobación: requestDevice tiene éxito",
                "Check: requestDevice succeeds",
            ),
            Self::SubmitsPerFrameAtMost { max } => match lang {
                Lang::Es => format!("Comprobación: como mucho {max} llamada(s) a queue.submit por fotograma"),
                Lang::En => format!("Check: at most {max} queue.submit call(s) per frame"),
            },
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
                let n = worlds.len().max(1);
                let loss = match (lose_at, lang) {
                    (Some(at), Lang::Es) => format!(", con una pérdida del dispositivo antes del fotograma {at}"),
                    (Some(at), Lang::En) => format!(", with a device loss before frame {at}"),
                    (None, _) => String::new(),
                };
                match lang {
                    Lang::Es => format!(
                        "Comprobación: tu página corre {frames} fotogramas en {n} mundo(s){loss} sin excepciones ni errores de WebGPU sin capturar, y presenta hasta el final{also}"
                    ),
                    Lang::En => format!(
                        "Check: your page runs {frames} frames in {n} world(s){loss} with no uncaught exception or WebGPU error, and presents up to the end{also}"
                    ),
                }
            }
            Self::Predict { .. } => t(
                "Predicción: escribe tu respuesta antes de ejecutarlo, luego compruébala",
                "Prediction: type your answer before you run it, then check it",
            ),
            Self::All(checks) => checks.iter().map(|c| c.words(lang)).collect::<Vec<_>>().join("\n"),
        }
    }
}

impl super::PageExpect {
    /// The expectation in words, for the exercise's card.
    pub fn words(&self, lang: Lang) -> String {
        let said = |es: &str, en: &str| match lang {
            Lang::Es => es.to_owned(),
            Lang::En => en.to_owned(),
        };
        match self {
            Self::Pixel { uv, rgba, tolerance } => {
                let byte = |v: f32| (v * 255.0).round() as u8;
                let (r, g, bl, a) = (byte(rgba.0), byte(rgba.1), byte(rgba.2), byte(rgba.3));
                let tol = byte(*tolerance);
                match lang {
                    Lang::Es => format!(
                        "el último fotograma guarda ({r}, {g}, {bl}, {a}) ±{tol} en ({}, {})",
                        uv.0, uv.1
                    ),
                    Lang::En => format!(
                        "the last frame stores ({r}, {g}, {bl}, {a}) ±{tol} at ({}, {})",
                        uv.0, uv.1
                    ),
                }
            }
            Self::ConfiguresPreferred => said(
                "configure() usa el formato preferido",
                "configure() uses the preferred format",
            ),
            Self::FollowsBox => said(
                "el búfer de dibujo sigue a la caja en píxeles del dispositivo, con su proporción",
                "the drawing buffer follows the box in device pixels, keeping its aspect ratio",
            ),
            Self::TexturesAtMost(n) => match lang {
                Lang::Es => format!("como mucho {n} textura(s) tuyas sin destroy() a la vez"),
                Lang::En => format!("at most {n} of your textures not destroy()ed at once"),
            },
            Self::IdleMakesNothing => said(
                "con la caja quieta, un fotograma no crea texturas ni reasigna el tamaño del canvas",
                "with the box still, a frame makes no texture and assigns no canvas size",
            ),
            Self::Explains => said(
                "donde no puede correr, la página lo explica en su documento",
                "where it cannot run, the page explains so in its document",
            ),
        }
    }
}
