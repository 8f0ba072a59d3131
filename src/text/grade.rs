//! The grader's verdicts: what each check measured, in one line, and what `lienzo grade`
//! prints around them. A value ending in `_es` is the Spanish form of the value named
//! without it.

use super::{Both, Phrase, sentences};

// Around the verdicts.

/// The page made no device request that reached its adapter.
pub const NO_DEVICE_WAS_REQUESTED: Phrase = Phrase {
    es: "ninguna petición de requestDevice llegó al adaptador",
    en: "no requestDevice call reached the adapter",
};
/// The page has no device to read limits from.
pub const NO_DEVICE_WAS_MADE: Phrase = Phrase {
    es: "la página no obtuvo ningún dispositivo",
    en: "the page got no device",
};
/// Every dynamic offset was 0: there is no second slot.
pub const NO_DYNAMIC_OFFSET_BUT_ZERO: Phrase = Phrase {
    es: "ningún setBindGroup recibió un desplazamiento dinámico distinto de 0",
    en: "no setBindGroup got a dynamic offset other than 0",
};

/// `lienzo grade`'s mark for a passed exercise, five columns wide.
pub const ROW_PASSED: Phrase = Phrase {
    es: "BIEN ",
    en: "PASS ",
};
/// `lienzo grade`'s mark for a failed exercise, five columns wide.
pub const ROW_FAILED: Phrase = Phrase {
    es: "FALLA",
    en: "FAIL ",
};
/// `lienzo grade`'s mark for an exercise that could not be graded, five columns wide.
pub const ROW_NOT_GRADED: Phrase = Phrase {
    es: "ERROR",
    en: "ERROR",
};

/// The attempt `lienzo grade` ran: the student's files.
pub const YOUR_FILES: Phrase = Phrase {
    es: "tus archivos",
    en: "files",
};
/// The attempt `lienzo grade` ran: the reference solutions.
pub const SOLUTIONS: Phrase = Phrase {
    es: "soluciones",
    en: "solutions",
};
/// The attempt `lienzo grade` ran: the lesson as it opens.
pub const START: Phrase = Phrase {
    es: "inicio",
    en: "start",
};
/// The attempt `lienzo grade` ran: the wrong attempts.
pub const WRONG_ATTEMPTS: Phrase = Phrase {
    es: "intentos erróneos",
    en: "wrong",
};

sentences! {
    /// `lienzo grade`'s last line.
    pub fn graded_summary(passed: usize, failed: usize, errors: usize; attempt) {
        es: "{passed} superado(s), {failed} fallido(s), {errors} sin calificar ({attempt})",
        en: "{passed} passed, {failed} failed, {errors} not graded ({attempt})",
    }
    /// `lienzo grade --programs`: one submission's line.
    pub fn submission_row(name: &str, passed: usize, total: usize, seconds: f64) {
        es: "{name:<24} {passed}/{total} ejercicios superados ({seconds:.1} s)",
        en: "{name:<24} {passed}/{total} exercises passed ({seconds:.1} s)",
    }
    /// `lienzo grade --programs`: the last line.
    pub fn submissions_summary(count: usize, all_passed: usize, not_graded: usize, seconds: f64) {
        es: "{count} entrega(s) calificada(s): {all_passed} con todo superado, {not_graded} con algo sin calificar, en {seconds:.1} s",
        en: "{count} submission(s) graded: {all_passed} passed everything, {not_graded} had something not graded, in {seconds:.1} s",
    }
    /// `lienzo grade --programs`: the folder holds no submission.
    pub fn no_submissions(folder: &str, program: &str) {
        es: "{folder} no tiene entregas: se esperan archivos .js, o carpetas con {program}",
        en: "{folder} holds no submissions: .js files are expected, or folders with {program} in them",
    }
}

// Nothing graded.

pub const CHECK_STOPPED_WITH_AN_INTERNAL_ERROR: Phrase = Phrase {
    es: "la comprobación se detuvo por un error interno; no se calificó nada",
    en: "the check stopped with an internal error; nothing was graded",
};

sentences! {
    pub fn check_ran_out_of_its_budget(seconds: u64, frame: u32, frames: u32) {
        es: "la comprobación agotó su tiempo de {seconds} s tras {frame} de {frames} fotogramas",
        en: "the check ran out of its {seconds} s budget after {frame} of {frames} frames",
    }


    /// `why` is wgpu's message or the device's state.
    pub fn no_gpu_adapter(; why) {
        es: "no hay adaptador de GPU: {why}",
        en: "no GPU adapter: {why}",
    }


}

// Predictions.

pub const NO_PREDICTION_YET: Phrase = Phrase {
    es: "todavía no hay predicción: escribe tu respuesta y compruébala",
    en: "no prediction yet: type your answer and check it",
};

sentences! {
    pub fn right_answer(answer: &str) {
        es: "correcto: {answer}",
        en: "right: {answer}",
    }

    pub fn not_the_answer(given: &str) {
        es: "{given} no es: ejecútalo, observa y vuelve a intentarlo",
        en: "{given} is not it: run it, watch, and try again",
    }
}

// The shader and its pipeline.

sentences! {








    pub fn runtime_sized(name: &str) {
        es: "`{name}` tiene tamaño en tiempo de ejecución",
        en: "`{name}` is runtime-sized",
    }

    /// The largest `var<workgroup>`, after the total of [`workgroup_bytes`].
    pub fn the_largest_workgroup_variable(name: &str, bytes: u64) {
        es: " (la mayor: `{name}`, {bytes} bytes)",
        en: " (largest: `{name}`, {bytes} bytes)",
    }

    /// `largest` is [`the_largest_workgroup_variable`], or empty.
    pub fn workgroup_bytes(used: u64, max: u64; largest) {
        es: "{used} bytes de var<workgroup>{largest}; maxComputeWorkgroupStorageSize = {max}",
        en: "{used} bytes of var<workgroup>{largest}; maxComputeWorkgroupStorageSize = {max}",
    }
}

// The device request.

sentences! {}

// Frames.

sentences! {}

// Resizing.

sentences! {}

// Losing and recovering the device.

sentences! {


    fn after_destroy(
        destroyed_es: &str, restarted_es: &str, destroyed: bool, restarted: bool,
        submitted: u64, errors: u64, frames: u32,
    ) {
        es: "destruido: {destroyed_es}, reiniciado: {restarted_es}, {submitted} fotograma(s) enviado(s) y \
             {errors} error(es) en {frames} fotogramas tras destroy()",
        en: "destroyed: {destroyed}, restarted: {restarted}, {submitted} frame(s) submitted and {errors} \
             error(s) in {frames} frames after destroy()",
    }
}

/// What happened in `frames` frames after `destroy()`.
pub fn after_destroy_frames(destroyed: bool, restarted: bool, submitted: u64, errors: u64, frames: u32) -> Both {
    let yes_no = |b: bool| if b { "sí" } else { "no" };
    after_destroy(
        yes_no(destroyed),
        yes_no(restarted),
        destroyed,
        restarted,
        submitted,
        errors,
        frames,
    )
}

// A page's program.

pub const THERE_ARE_NO_CHECKS: Phrase = Phrase {
    es: "no hay comprobaciones",
    en: "there are no checks",
};
pub const THIS_CHECK_IS_NOT_A_PAGE_S: Phrase = Phrase {
    es: "esta comprobación no es de una página",
    en: "this check is not a page's",
};
pub const THE_LESSON_HAS_NO_PAGE_PROGRAM: Phrase = Phrase {
    es: "la lección no tiene programa de página que calificar",
    en: "the lesson has no page program to grade",
};
pub const THE_WEB_BUILD_DOES_NOT_GRADE_THE_PAGE_S_PROGRAM: Phrase = Phrase {
    es: "la versión web todavía no califica el programa de la página; usa la versión de escritorio o `lienzo grade`",
    en: "the web build does not grade the page's program yet; use the desktop build or `lienzo grade`",
};
/// Ends [`the_page_ran`] when the check expects more than surviving.
pub const AND_DID_WHAT_THE_CHECK_ASKS: Phrase = Phrase {
    es: ", e hizo lo que pide la comprobación",
    en: ", and did what the check asks",
};

sentences! {
    /// A page program imports the file its lesson asks the student to write.
    pub fn imports_the_answer(file: &str) {
        es: "esta lección te pide escribirlo tú: tu programa importa {file}, que es justo lo que la lección construye",
        en: "this lesson asks you to write it yourself: your program imports {file}, which is what the lesson builds",
    }
}

sentences! {
    /// `also` is [`AND_DID_WHAT_THE_CHECK_ASKS`], or empty.
    pub fn the_page_ran(frames: u32, worlds: usize; also) {
        es: "tu página corrió {frames} fotogramas en {worlds} mundo(s) sin excepciones ni errores de WebGPU{also}",
        en: "your page ran {frames} frames in {worlds} world(s) with no exception or WebGPU error{also}",
    }

    /// A check that looks only at what it expects (`only_expect`): errors the lesson's
    /// other exercises are about do not count, so the sentence does not claim none.
    pub fn the_page_did_what_the_check_asks(frames: u32, worlds: usize) {
        es: "tu página corrió {frames} fotogramas en {worlds} mundo(s) e hizo lo que pide esta comprobación (que solo mira eso: los errores de los que tratan los otros ejercicios no cuentan aquí)",
        en: "your page ran {frames} frames in {worlds} world(s) and did what this check asks (it looks only at that: errors the other exercises are about do not count here)",
    }

    pub fn the_page_could_not_start(why: &str) {
        es: "la página no pudo empezar: {why}",
        en: "the page could not start: {why}",
    }

    /// The world a verdict speaks of: the knobs set (`name=value, …`), or none.
    pub fn the_world_with(named: &str) {
        es: "el mundo [{named}]",
        en: "the world [{named}]",
    }

    /// What went wrong in frame `frame` of `world` (see [`the_world`]).
    pub fn in_the_world_at_frame(frame: u32; what, world) {
        es: "en {world}, fotograma {frame}: {what}",
        en: "in {world}, frame {frame}: {what}",
    }

    /// `since` is the frame of the device loss, in parentheses after a space, or empty.
    pub fn the_page_stopped_presenting(since: &str; world) {
        es: "en {world}, la página dejó de presentar fotogramas{since}: ninguno llegó al canvas al final",
        en: "in {world}, the page stopped presenting frames{since}: none reached the canvas at the end",
    }

    pub fn configured_another_format(used: &str, preferred: &str) {
        es: "configure() usó {used}, pero getPreferredCanvasFormat() responde {preferred}: el navegador \
             convierte cada fotograma",
        en: "configure() used {used}, but getPreferredCanvasFormat() answers {preferred}: the browser converts \
             every frame",
    }

    pub fn textures_not_destroyed(alive: usize, max: u32) {
        es: "{alive} texturas creadas por tu programa siguen sin destroy() (como mucho {max}); un navegador \
             libera una textura soltada solo cuando pasa su recolector de basura",
        en: "{alive} textures your program made are not destroy()ed (at most {max}); a browser frees a dropped \
             texture only when its garbage collector runs",
    }

    pub fn an_idle_frame_made(made: u64, sized: u64, configured: usize) {
        es: "con la caja quieta, este fotograma creó {made} textura(s), asignó el tamaño del canvas {sized} \
             vez/veces y llamó a configure() {configured} vez/veces",
        en: "with the box still, this frame made {made} texture(s), assigned the canvas's size {sized} time(s) \
             and called configure() {configured} time(s)",
    }

    pub fn the_texture_expired_unshown() {
        es: "el programa pidió la textura actual con getCurrentTexture() y después asignó el tamaño del \
             canvas (o llamó a configure()): esa textura caducó antes de presentarse, y el fotograma que \
             dibujó en ella no se muestra nunca",
        en: "the program asked for the current texture with getCurrentTexture() and then assigned the \
             canvas's size (or called configure()): that texture expired before it was presented, and the \
             frame drawn into it is never shown",
    }

    pub fn a_pass_into_a_kept_texture() {
        es: "un pase (beginRenderPass()) dibuja en una textura del canvas (o en una vista suya) guardada de un \
             fotograma anterior: al presentarse caducó, y está destruida",
        en: "a render pass (beginRenderPass()) draws into a canvas texture (or a view of it) kept from an earlier frame: \
             presenting expired it, and it is destroyed",
    }

    pub fn presented_no_frame(; world) {
        es: "en {world}, la página no presentó ningún fotograma",
        en: "in {world}, the page presented no frame",
    }

    pub fn never_drew_into_the_canvas(; world) {
        es: "en {world}, la página no dibujó nunca en la textura de su canvas",
        en: "in {world}, the page never drew into its canvas's texture",
    }

    /// The box in CSS and device pixels, the frame presented, the frame expected.
    pub fn the_frame_does_not_follow_the_box(
        box_w: f64, box_h: f64, px_w: u32, px_h: u32,
        got_w: u32, got_h: u32, want_w: u32, want_h: u32,
        max_side: u32,
    ) {
        es: "la caja mide {box_w}×{box_h} CSS ({px_w}×{px_h} píxeles del dispositivo) y el fotograma \
             {got_w}×{got_h}; se esperaba {want_w}×{want_h} (la misma proporción, como mucho {max_side} por lado)",
        en: "the box is {box_w}×{box_h} CSS ({px_w}×{px_h} device pixels) and the frame {got_w}×{got_h}; \
             expected {want_w}×{want_h} (the same aspect ratio, at most {max_side} a side)",
    }

    pub fn no_frame_to_read(; world) {
        es: "en {world}, la página no presentó ningún fotograma que leer",
        en: "in {world}, the page presented no frame to read",
    }

    pub fn the_page_pixel_stores(x: u32, y: u32, bytes: &[u8], want: &[u8], tolerance: f32; world) {
        es: "en {world}, el píxel ({x}, {y}) guarda {bytes:?}; se esperaba {want:?} (±{tolerance})",
        en: "in {world}, pixel ({x}, {y}) stores {bytes:?}; expected {want:?} (±{tolerance})",
    }

    pub fn the_pixel_has_another_tint(x: u32, y: u32, bytes: &[u8], tint: &[u8]; world) {
        es: "en {world}, el píxel ({x}, {y}) guarda {bytes:?}: no tiene el tono de la imagen ahí, {tint:?} \
             (más claro u oscuro da igual)",
        en: "in {world}, pixel ({x}, {y}) stores {bytes:?}: it does not have the picture's tint there, {tint:?} \
             (lighter or darker does not matter)",
    }

    pub fn the_alpha_is_ignored(mode: &str; world) {
        es: "en {world}, el último configure() dice alphaMode '{mode}': el compositor ignora el alfa del canvas, \
             y la página no se ve a través de él",
        en: "in {world}, the last configure() says alphaMode '{mode}': the compositor ignores the canvas's alpha, \
             and the page does not show through it",
    }

    pub fn the_pixel_is_not_transparent(x: u32, y: u32, bytes: &[u8]; world) {
        es: "en {world}, el píxel ({x}, {y}) guarda {bytes:?}: su alfa no es 0, así que tapa la página que hay \
             detrás; pintar ahí el color de la página no es dejarla ver",
        en: "in {world}, pixel ({x}, {y}) stores {bytes:?}: its alpha is not 0, so it covers the page behind; \
             painting the page's color there is not letting it show",
    }

    pub fn a_pixel_not_premultiplied(x: u32, y: u32, bytes: &[u8]; world) {
        es: "en {world}, el píxel ({x}, {y}) guarda {bytes:?}: un color mayor que su alfa no está premultiplicado, \
             y lo que muestra un navegador no está definido",
        en: "in {world}, pixel ({x}, {y}) stores {bytes:?}: a color above its alpha is not premultiplied, and what \
             a browser shows for it is undefined",
    }

    pub fn the_disc_misses(x: u32, y: u32, bytes: &[u8], want: &[u8], tolerance: f32; world) {
        es: "en {world}, el píxel ({x}, {y}), dentro del disco, guarda {bytes:?}; se esperaba {want:?} (±{tolerance})",
        en: "in {world}, pixel ({x}, {y}), inside the disc, stores {bytes:?}; expected {want:?} (±{tolerance})",
    }

    pub fn the_disc_spills(x: u32, y: u32, want: &[u8]; world) {
        es: "en {world}, el píxel ({x}, {y}), fuera del disco, también guarda {want:?}: ¿el disco es ovalado, demasiado grande o toda la pantalla?",
        en: "in {world}, pixel ({x}, {y}), outside the disc, stores {want:?} too: is the disc oval, too large, or the whole screen?",
    }

    pub fn the_page_does_not_say_why(; world) {
        es: "en {world}, la página no puede correr y no dice por qué: su documento no tiene texto",
        en: "in {world}, the page cannot run and does not say why: its document has no text",
    }

    /// What an expectation found wrong in the world whose knobs are `world`.
    pub fn in_the_world(; what, world) {
        es: "en {world}: {what}",
        en: "in {world}: {what}",
    }

    pub fn requested_limit(name: &str, got: &str, want: f64, wanted: f64, adapter: f64) {
        es: "requestDevice pidió {name}: {got}; la página quiere {wanted} y el adaptador tiene {adapter}, así que \
             lo acotado es {want}",
        en: "requestDevice asked for {name}: {got}; the page wants {wanted} and the adapter has {adapter}, so the \
             clamped value is {want}",
    }

    pub fn a_limit_on_the_base_path(name: &str, got: &str) {
        es: "requestDevice pidió {name}: {got}; abierta con ?defaults, la página va por su camino base, \
             que no pide ningún límite (requiredLimits vacío)",
        en: "requestDevice asked for {name}: {got}; opened at ?defaults, the page takes its base path, \
             which asks for no limit (an empty requiredLimits)",
    }

    pub fn the_feature_was_not_requested(name: &str) {
        es: "el adaptador tiene '{name}', pero requestDevice no lo pidió en requiredFeatures",
        en: "the adapter has '{name}', but requestDevice did not ask for it in requiredFeatures",
    }

    pub fn an_offset_not_aligned(offset: u32, granted: u32) {
        es: "setBindGroup recibió el desplazamiento dinámico {offset}, que no es múltiplo del \
             minUniformBufferOffsetAlignment concedido ({granted})",
        en: "setBindGroup got the dynamic offset {offset}, not a multiple of the granted \
             minUniformBufferOffsetAlignment ({granted})",
    }

    pub fn slots_farther_than_allowed(least: u32, granted: u32) {
        es: "las ranuras están a {least} bytes; el dispositivo admite {granted} \
             (device.limits.minUniformBufferOffsetAlignment)",
        en: "the slots are {least} bytes apart; the device allows {granted} \
             (device.limits.minUniformBufferOffsetAlignment)",
    }

    pub fn no_pipeline_got_the_constant(name: &str) {
        es: "ningún pipeline de cómputo recibió la constante override {name} en constants",
        en: "no compute pipeline got the override constant {name} in constants",
    }

    pub fn the_tile_is_not_the_largest(name: &str, got: f64, want: u32) {
        es: "{name} vale {got}; el mayor que cabe en los límites concedidos (device.limits) es {want}",
        en: "{name} is {got}; the largest that fits the granted limits (device.limits) is {want}",
    }

    pub fn the_frame_has_no_grain(got: f32, min: f32; world) {
        es: "en {world}, la imagen no tiene grano: los píxeles vecinos difieren {got:.4} de media \
             (al menos {min})",
        en: "in {world}, the picture has no grain: neighbouring pixels differ by {got:.4} on average \
             (at least {min})",
    }

    pub fn no_frames_around_the_loss(; world) {
        es: "en {world}, la página no presentó fotogramas antes y después de la pérdida del dispositivo",
        en: "in {world}, the page did not present frames both before and after the device loss",
    }

    pub fn progress_went_back(before: u32, after: u32; world) {
        es: "en {world}, la barra mostraba un {before} % antes de la pérdida y un {after} % en el \
             primer fotograma después: la página volvió a empezar",
        en: "in {world}, the bar showed {before}% before the loss and {after}% in the first frame \
             after it: the page started over",
    }
}

/// The world a verdict speaks of: the lesson's own (no knob set for the check), or the
/// knobs set (`name=value, …`).
pub fn the_world(named: &str) -> Both {
    if named.is_empty() {
        Phrase {
            es: "el mundo propio de la lección",
            en: "the lesson's own world",
        }
        .into()
    } else {
        the_world_with(named)
    }
}
