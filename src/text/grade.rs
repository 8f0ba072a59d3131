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

/// The mark before a passed part of a joined check.
pub const PART_PASSED: Phrase = Phrase { es: "bien:", en: "ok:" };
/// The mark before a failed part of a joined check.
pub const PART_FAILED: Phrase = Phrase {
    es: "FALLA:",
    en: "FAILED:",
};
/// The mark before a part of a joined check that could not be graded.
pub const PART_NOT_GRADED: Phrase = Phrase {
    es: "ERROR:",
    en: "ERROR:",
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
pub const NOT_A_STATIC_CHECK: Phrase = Phrase {
    es: "no es una comprobación estática",
    en: "not a static check",
};
pub const A_PREDICTION_IS_GRADED_FROM_THE_ANSWER: Phrase = Phrase {
    es: "una predicción se califica con la respuesta, no con la escena",
    en: "a prediction is graded from the answer, not the scene",
};
pub const THIS_CHECK_GRADES_THE_PAGE_S_PROGRAM: Phrase = Phrase {
    es: "esta comprobación califica el programa de la página, no la escena",
    en: "this check grades the page's program, not the scene",
};
pub const THE_SHADER_HAS_NO_PROBLEMS_BUT_NO_PIPELINE: Phrase = Phrase {
    es: "el shader no tiene problemas, pero no hay pipeline",
    en: "the shader has no problems, but there is no pipeline",
};
pub const PIXEL_OUT_OF_RANGE: Phrase = Phrase {
    es: "píxel fuera de rango",
    en: "pixel out of range",
};

sentences! {
    pub fn check_ran_out_of_its_budget(seconds: u64, frame: u32, frames: u32) {
        es: "la comprobación agotó su tiempo de {seconds} s tras {frame} de {frames} fotogramas",
        en: "the check ran out of its {seconds} s budget after {frame} of {frames} frames",
    }

    pub fn the_storm_ran_out_of_its_budget(frames: u32) {
        es: "la tormenta de redimensionado agotó su tiempo tras {frames} fotogramas",
        en: "the storm ran out of its budget after {frames} frames",
    }

    /// `why` is wgpu's message or the device's state.
    pub fn no_gpu_adapter(; why) {
        es: "no hay adaptador de GPU: {why}",
        en: "no GPU adapter: {why}",
    }

    pub fn the_check_needs_the_lesson_device(; state) {
        es: "la comprobación necesita el dispositivo de la lección, que no está en marcha: {state}",
        en: "the check needs the lesson's device, which is not running: {state}",
    }

    pub fn the_device_request_has_not_answered(; state) {
        es: "la petición del dispositivo aún no ha respondido: {state}",
        en: "the device request has not answered yet: {state}",
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

pub const THE_PIPELINE_BUILDS_UNDER_THE_LIMITS: Phrase = Phrase {
    es: "el pipeline se crea con los límites de la lección",
    en: "the pipeline builds under the lesson's limits",
};
pub const THE_SHADER_DOES_NOT_PARSE: Phrase = Phrase {
    es: "el shader no se puede analizar",
    en: "the shader does not parse",
};
pub const NO_COMPUTE_ENTRY_POINT: Phrase = Phrase {
    es: "no hay ningún punto de entrada @compute",
    en: "no @compute entry point",
};
pub const NO_UNIFORM_OR_STORAGE_BUFFER: Phrase = Phrase {
    es: "ningún búfer uniforme ni de almacenamiento",
    en: "no uniform or storage buffer",
};

sentences! {
    /// `first` is the first problem's message.
    pub fn problems_and_the_first(count: usize; first) {
        es: "{count} problema(s); el primero: {first}",
        en: "{count} problem(s); first: {first}",
    }

    pub fn the_shader_has_problems(; first) {
        es: "el shader tiene problemas: {first}",
        en: "the shader has problems: {first}",
    }

    pub fn no_override_in_the_shader(name: &str) {
        es: "no hay ninguna constante `override {name}` en el shader",
        en: "no `override {name}` in the shader",
    }

    pub fn the_override_is_not_used(name: &str, entry: &str) {
        es: "la constante `override {name}` está declarada, pero `@workgroup_size` de `{entry}` no la usa",
        en: "`override {name}` is declared, but `@workgroup_size` of `{entry}` does not use it",
    }

    pub fn the_workgroup_size_uses_the_override(name: &str, value: u32) {
        es: "`@workgroup_size` usa la constante `override {name}`, con valor {value}",
        en: "`@workgroup_size` uses `override {name}`, set to {value}",
    }

    /// `axis` is `X`, `Y` or `Z`; `axis_lower` the same letter in lowercase.
    pub fn the_workgroup_is_too_wide(entry: &str, size: u32, axis_lower: &str, axis: &str, max: u32) {
        es: "`{entry}` mide {size} en {axis_lower}, por encima de maxComputeWorkgroupSize{axis} = {max}",
        en: "`{entry}` is {size} wide in {axis_lower}, over maxComputeWorkgroupSize{axis} = {max}",
    }

    pub fn too_many_invocations(entry: &str, x: u32, y: u32, z: u32, invocations: u32, max: u32) {
        es: "`{entry}` tiene {x}×{y}×{z} = {invocations} invocaciones por grupo de trabajo, por encima de \
             maxComputeInvocationsPerWorkgroup = {max}",
        en: "`{entry}` has {x}×{y}×{z} = {invocations} invocations per workgroup, over \
             maxComputeInvocationsPerWorkgroup = {max}",
    }

    /// `sizes` lists each compute entry point with its workgroup size.
    pub fn the_workgroups_fit(sizes: &str, max: u32) {
        es: "{sizes}: dentro de maxComputeInvocationsPerWorkgroup = {max}",
        en: "{sizes} within maxComputeInvocationsPerWorkgroup = {max}",
    }

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

pub const REQUEST_DEVICE_SUCCEEDED: Phrase = Phrase {
    es: "requestDevice tuvo éxito",
    en: "requestDevice succeeded",
};

sentences! {
    pub fn the_page_explains(; state) {
        es: "la página lo explica: {state}",
        en: "the page explains: {state}",
    }

    pub fn no_explanation_before_the_request(; state) {
        es: "ninguna explicación antes de pedir el dispositivo: {state}",
        en: "no explanation before the request: {state}",
    }
}

// Frames.

pub const NO_FRAME_WAS_READ_BACK: Phrase = Phrase {
    es: "no se leyó ningún fotograma desde la GPU",
    en: "no frame was read back",
};
pub const FRAMES_DRAWN_AGAIN_AFTERWARDS: Phrase = Phrase {
    es: "luego se vuelven a dibujar fotogramas",
    en: "frames drawn again afterwards",
};
pub const NO_FRAME_DRAWN_AFTERWARDS: Phrase = Phrase {
    es: "luego no se dibuja ningún fotograma",
    en: "no frame drawn afterwards",
};
pub const FRAMES_DRAWN_ON_THE_NEW_DEVICE: Phrase = Phrase {
    es: "fotogramas dibujados en el dispositivo nuevo",
    en: "frames drawn on the new device",
};
pub const NO_FRAME_DRAWN_ON_THE_NEW_DEVICE: Phrase = Phrase {
    es: "ningún fotograma dibujado en el dispositivo nuevo",
    en: "no frame drawn on the new device",
};

sentences! {
    pub fn pixel_is(
        x: u32, y: u32,
        r: f32, g: f32, b: f32, a: f32,
        want_r: f32, want_g: f32, want_b: f32, want_a: f32,
        tolerance: f32,
    ) {
        es: "el píxel en ({x}, {y}) es ({r:.3}, {g:.3}, {b:.3}, {a:.3}); se esperaba \
             ({want_r:.3}, {want_g:.3}, {want_b:.3}, {want_a:.3}) ± {tolerance}",
        en: "pixel at ({x}, {y}) is ({r:.3}, {g:.3}, {b:.3}, {a:.3}); expected \
             ({want_r:.3}, {want_g:.3}, {want_b:.3}, {want_a:.3}) ± {tolerance}",
    }

    pub fn errors_in_frames(errors: u64, frames: u32) {
        es: "{errors} error(es) en {frames} fotogramas",
        en: "{errors} error(s) in {frames} frames",
    }

    pub fn errors_in_the_last_frames(errors: u64, frames: u32) {
        es: "{errors} error(es) en los últimos {frames} fotogramas",
        en: "{errors} error(s) in the last {frames} frames",
    }

    pub fn conversion_passes_in_frames(passes: u64, frames: u32) {
        es: "{passes} pase(s) de conversión en {frames} fotogramas",
        en: "{passes} conversion pass(es) in {frames} frames",
    }

    pub fn conversion_passes_in_the_last_frames(passes: usize, frames: u32) {
        es: "{passes} pase(s) de conversión en los últimos {frames} fotogramas",
        en: "{passes} conversion pass(es) in the last {frames} frames",
    }

    pub fn submits_per_frame(submits: u32, max: u32) {
        es: "{submits} llamada(s) a queue.submit por fotograma (como mucho {max})",
        en: "{submits} queue.submit call(s) per frame (at most {max})",
    }
}

// Resizing.

sentences! {
    pub fn errors_while_resizing(errors: u64, frames: u32) {
        es: "{errors} error(es) en {frames} fotogramas, cada uno con un tamaño nuevo",
        en: "{errors} error(s) in {frames} frames, each at a new size",
    }

    pub fn recreations_at_an_unchanged_size(recreations: u64, expired: u64, frames: u32) {
        es: "{recreations} recreación(es) y {expired} textura(s) caducada(s) por cambio de tamaño en {frames} \
             fotogramas sin cambiar de tamaño",
        en: "{recreations} recreation(s) and {expired} expiry(ies) by resize in {frames} frames at an \
             unchanged size",
    }

    /// `after` is [`FRAMES_DRAWN_AGAIN_AFTERWARDS`] or [`NO_FRAME_DRAWN_AFTERWARDS`].
    pub fn errors_at_zero_size(errors: u64, frames: u32; after) {
        es: "{errors} error(es) con el visor a 0 px durante {frames} fotogramas; {after}",
        en: "{errors} error(s) with the viewport at 0 px for {frames} frames; {after}",
    }

    pub fn canvas_asked_and_made(
        asked_w: u32, asked_h: u32, asked: f64,
        w: u32, h: u32, got: f64,
        max: u32, errors: u64,
    ) {
        es: "pedido {asked_w}x{asked_h} (proporción {asked:.3}), canvas {w}x{h} (proporción {got:.3}), \
             máximo {max}, {errors} error(es)",
        en: "asked {asked_w}x{asked_h} (aspect {asked:.3}), canvas {w}x{h} (aspect {got:.3}), max {max}, \
             {errors} error(s)",
    }

    pub fn storm_peak_bytes(
        peak_mb: f64, times: f64, rest_mb: f64, max_ratio: f32,
        recreations: u64, events: u32, frames: u32,
    ) {
        es: "pico de bytes vivos de texturas {peak_mb:.1} MB, {times:.2}× los {rest_mb:.1} MB en reposo (como \
             mucho {max_ratio}×); {recreations} recreación(es) para {events} eventos en {frames} fotogramas",
        en: "peak live texture bytes {peak_mb:.1} MB, {times:.2}× the {rest_mb:.1} MB at rest (at most \
             {max_ratio}×); {recreations} recreation(s) for {events} events in {frames} frames",
    }

    pub fn storm_recreations(recreations: u64, events: u32, frames: u32) {
        es: "{recreations} recreación(es) para {events} eventos en {frames} fotogramas (como mucho una por fotograma)",
        en: "{recreations} recreation(s) for {events} events in {frames} frames (at most one per frame)",
    }
}

// Losing and recovering the device.

sentences! {
    /// `drawn` is [`FRAMES_DRAWN_ON_THE_NEW_DEVICE`] or [`NO_FRAME_DRAWN_ON_THE_NEW_DEVICE`].
    pub fn recovered_in(ms: f32, budget_ms: f32, errors: u64; drawn) {
        es: "recuperado en {ms:.0} ms (plazo {budget_ms:.0} ms); luego {errors} error(es) en 5 fotogramas, \
             {drawn}",
        en: "recovered in {ms:.0} ms (budget {budget_ms:.0} ms); then {errors} error(s) in 5 frames, {drawn}",
    }

    pub fn not_recovered_within(seconds: f32; state) {
        es: "no se recuperó en {seconds} s: {state}",
        en: "not recovered within {seconds} s: {state}",
    }

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
