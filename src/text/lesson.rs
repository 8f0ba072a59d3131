//! The lesson schema's words: what each exercise's check tests, what a page check
//! expects, and the marks of a lesson text missing a language.

use std::borrow::Cow;

use super::{Lang, Phrase, sentences};

// A lesson text in one language only.

/// Before the other language's text, where a lesson file lacks this one's.
pub const NO_TRANSLATION: Phrase = Phrase {
    es: "[sin traducción: en] ",
    en: "[no translation: es] ",
};
/// Where a lesson file has the text in neither language.
pub const MISSING_TEXT: Phrase = Phrase {
    es: "[missing text / texto ausente]",
    en: "[missing text / texto ausente]",
};

/// A lesson file's text in `lang`: the text in that language, else the other marked
/// with [`NO_TRANSLATION`], else [`MISSING_TEXT`]. A blank text counts as missing.
pub fn lesson_text<'a>(lang: Lang, es: Option<&'a str>, en: Option<&'a str>) -> Cow<'a, str> {
    let (want, other) = match lang {
        Lang::Es => (es, en),
        Lang::En => (en, es),
    };
    let given = |t: Option<&'a str>| t.filter(|t| !t.trim().is_empty());
    match (given(want), given(other)) {
        (Some(t), _) => Cow::Borrowed(t),
        (None, Some(o)) => Cow::Owned(format!("{}{o}", NO_TRANSLATION.get(lang))),
        (None, None) => Cow::Borrowed(MISSING_TEXT.get(lang)),
    }
}

// What a check tests, in one line.

pub const PREDICT_BEFORE_YOU_RUN_IT: Phrase = Phrase {
    es: "Predicción: escribe tu respuesta antes de ejecutarlo, luego compruébala",
    en: "Prediction: type your answer before you run it, then check it",
};

sentences! {













    /// Inside [`check_page_survives`], when the check loses the device.
    pub fn with_a_device_loss_before_frame(frame: u32) {
        es: ", con una pérdida del dispositivo antes del fotograma {frame}",
        en: ", with a device loss before frame {frame}",
    }

    /// `loss` is [`with_a_device_loss_before_frame`] or empty; `also` the page's
    /// expectations, each after `; `.
    pub fn check_page_survives(frames: u32, worlds: usize, loss: &str, also: &str) {
        es: "Comprobación: tu página corre {frames} fotogramas en {worlds} mundo(s){loss} sin excepciones ni \
             errores de WebGPU sin capturar, y presenta hasta el final{also}",
        en: "Check: your page runs {frames} frames in {worlds} world(s){loss} with no uncaught exception or \
             WebGPU error, and presents up to the end{also}",
    }
}

// What a page check expects, for the exercise's card.

pub const CONFIGURE_USES_THE_PREFERRED_FORMAT: Phrase = Phrase {
    es: "configure() usa el formato preferido",
    en: "configure() uses the preferred format",
};
pub const THE_DRAWING_BUFFER_FOLLOWS_THE_BOX: Phrase = Phrase {
    es: "el búfer de dibujo sigue a la caja en píxeles del dispositivo, con su proporción",
    en: "the drawing buffer follows the box in device pixels, keeping its aspect ratio",
};
pub const AN_IDLE_FRAME_MAKES_NOTHING: Phrase = Phrase {
    es: "con la caja quieta, un fotograma no crea texturas ni reasigna el tamaño del canvas",
    en: "with the box still, a frame makes no texture and assigns no canvas size",
};
pub const THE_TEXTURE_IS_ACQUIRED_AFTER_THE_RESIZE: Phrase = Phrase {
    es: "ningún fotograma pide la textura actual antes de cambiar el tamaño: ninguna caduca sin presentarse",
    en: "no frame asks for the current texture before resizing: none expires unpresented",
};
pub const A_NEW_TEXTURE_EACH_FRAME: Phrase = Phrase {
    es: "cada fotograma dibuja en la textura actual de ese fotograma, nunca en una guardada de otro",
    en: "every frame draws into that frame's current texture, never into one kept from another",
};
pub const THE_BASE_PATH_ASKS_FOR_NO_LIMIT: Phrase = Phrase {
    es: "abierta con ?defaults, requestDevice no pide ningún límite",
    en: "opened at ?defaults, requestDevice asks for no limit",
};
pub const THE_STRIDE_IS_THE_GRANTED_ALIGNMENT: Phrase = Phrase {
    es: "los desplazamientos dinámicos son múltiplos del minUniformBufferOffsetAlignment concedido, y la ranura \
         siguiente está justo a esa distancia",
    en: "the dynamic offsets are multiples of the granted minUniformBufferOffsetAlignment, and the next slot is \
         exactly that far",
};

pub const THE_PICTURE_HAS_GRAIN: Phrase = Phrase {
    es: "la imagen tiene grano: los píxeles vecinos difieren",
    en: "the picture has grain: neighbouring pixels differ",
};

pub const THE_PROGRESS_SURVIVES_THE_LOSS: Phrase = Phrase {
    es: "tras la pérdida del dispositivo, la barra sigue donde estaba, no vuelve a empezar",
    en: "after the device loss, the bar stays where it was, it does not start over",
};

pub const THE_PAGE_EXPLAINS_WHERE_IT_CANNOT_RUN: Phrase = Phrase {
    es: "donde no puede correr, la página lo explica en su documento",
    en: "where it cannot run, the page explains so in its document",
};

sentences! {
    /// The stored bytes `(r, g, b, a)` within `tolerance` at `(u, v)` of the last frame.
    pub fn a_round_disc(r: u8, g: u8, b: u8, a: u8, percent: u32) {
        es: "el último fotograma muestra un disco redondo ({r}, {g}, {b}, {a}) en el centro, de radio el {percent} % del alto del canvas",
        en: "the last frame shows a round ({r}, {g}, {b}, {a}) disc in the center, its radius {percent}% of the canvas's height",
    }

    pub fn the_last_frame_stores(r: u8, g: u8, b: u8, a: u8, tolerance: u8, u: f32, v: f32) {
        es: "el último fotograma guarda ({r}, {g}, {b}, {a}) ±{tolerance} en ({u}, {v})",
        en: "the last frame stores ({r}, {g}, {b}, {a}) ±{tolerance} at ({u}, {v})",
    }

    pub fn textures_at_most(max: u32) {
        es: "como mucho {max} textura(s) tuyas sin destroy() a la vez",
        en: "at most {max} of your textures not destroy()ed at once",
    }

    pub fn requests_clamped(names: &str) {
        es: "requestDevice pide {names} acotados a lo que tiene el adaptador, ni más ni menos",
        en: "requestDevice asks for {names} clamped to what the adapter has, no more and no less",
    }

    pub fn the_pictures_tint(r: u8, g: u8, b: u8, u: f32, v: f32) {
        es: "el último fotograma tiene en ({u}, {v}) el tono ({r}, {g}, {b}) de la imagen, más claro u oscuro",
        en: "the last frame has the picture's tint ({r}, {g}, {b}) at ({u}, {v}), lighter or darker",
    }

    pub fn the_page_shows_through(u: f32, v: f32) {
        es: "la página se ve a través del canvas en ({u}, {v}): alphaMode \"premultiplied\", un píxel transparente \
             ahí y colores premultiplicados en todo el fotograma",
        en: "the page shows through the canvas at ({u}, {v}): alphaMode \"premultiplied\", a transparent pixel \
             there and premultiplied colors in the whole frame",
    }

    pub fn requests_the_feature(name: &str) {
        es: "donde el adaptador tiene '{name}', requestDevice lo pide",
        en: "where the adapter has '{name}', requestDevice asks for it",
    }

    pub fn tile_from_the_granted_limits(name: &str) {
        es: "{name} es la mayor tesela que cabe en los límites concedidos (device.limits)",
        en: "{name} is the largest tile that fits the granted limits (device.limits)",
    }
}
