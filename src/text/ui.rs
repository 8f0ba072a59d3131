//! The window's own words: labels, buttons, tooltips and short messages, by what they
//! say in English.

use super::{Phrase, sentences};

pub const SAVED_TO: Phrase = Phrase {
    es: "Guardado en",
    en: "Saved to",
};
pub const COULD_NOT_SAVE: Phrase = Phrase {
    es: "No se pudo guardar",
    en: "Could not save",
};
pub const COULD_NOT_SAVE_PROGRESS_IN: Phrase = Phrase {
    es: "No se pudo guardar el progreso en",
    en: "Could not save progress in",
};
pub const RELOADED_FROM_DISK: Phrase = Phrase {
    es: "Recargado desde el disco:",
    en: "Reloaded from disk:",
};
pub const COULD_NOT_KEEP_THE_DRAFT: Phrase = Phrase {
    es: "No se pudo guardar el borrador",
    en: "Could not keep the draft",
};
pub const DEFAULT: Phrase = Phrase {
    es: "por defecto",
    en: "default",
};
pub const ADAPTER: Phrase = Phrase {
    es: "adaptador",
    en: "adapter",
};
pub const GRANTED: Phrase = Phrase {
    es: "concedido",
    en: "granted",
};
pub const THE_PAGE_HAS_NOT_ASKED_FOR_A_DEVICE: Phrase = Phrase {
    es: "La página aún no ha pedido un dispositivo (requestDevice()).",
    en: "The page has not asked for a device yet (requestDevice()).",
};
pub const REQUESTED_LIMIT: Phrase = Phrase {
    es: "pedido",
    en: "requested",
};
pub const THE_PAGE_S_DEVICE_LIMITS: Phrase = Phrase {
    es: "Límites del dispositivo de la página",
    en: "The page's device limits",
};
pub const THE_ADAPTER_OFFERS_NO_FEATURES: Phrase = Phrase {
    es: "El adaptador no ofrece ninguna característica opcional.",
    en: "The adapter offers no optional feature.",
};
pub const FEATURES: Phrase = Phrase {
    es: "Características",
    en: "Features",
};
pub const FEATURE: Phrase = Phrase {
    es: "característica",
    en: "feature",
};
pub const REQUESTED: Phrase = Phrase {
    es: "pedida",
    en: "requested",
};
pub const DEVICE: Phrase = Phrase {
    es: "dispositivo",
    en: "device",
};
pub const THE_PAGE_S_PROGRAM_JAVASCRIPT: Phrase = Phrase {
    es: "El programa de la página (JavaScript)",
    en: "The page's program (JavaScript)",
};
pub const THE_SHADER_WGSL: Phrase = Phrase {
    es: "El shader (WGSL)",
    en: "The shader (WGSL)",
};
pub const THE_FILE_CHANGED_ON_DISK: Phrase = Phrase {
    es: "El archivo cambió en el disco y el editor tiene cambios sin guardar.",
    en: "The file changed on disk and the editor has unsaved edits.",
};
pub const KEEP_MINE: Phrase = Phrase {
    es: "Conservar los míos",
    en: "Keep mine",
};
pub const LOAD_FROM_DISK: Phrase = Phrase {
    es: "Cargar del disco",
    en: "Load from disk",
};
pub const READ_ONLY: Phrase = Phrase {
    es: "Solo lectura:",
    en: "Read-only:",
};
pub const LIENZO_SHOWS_IT_AS_IT: Phrase = Phrase {
    es: "Lienzo lo muestra tal cual y nunca lo sobrescribe.",
    en: "Lienzo shows it as it is and never writes over it.",
};
pub const NO_LESSON_OPEN: Phrase = Phrase {
    es: "Sin lección abierta.",
    en: "No lesson open.",
};
pub const KNOBS: Phrase = Phrase {
    es: "Controles",
    en: "Knobs",
};
pub const LESSON_VALUES: Phrase = Phrase {
    es: "Valores de la lección",
    en: "Lesson values",
};
pub const THIS_PAGE_HAS_NO_KNOBS: Phrase = Phrase {
    es: "Esta página no tiene controles propios; todos están aquí abajo.",
    en: "This page has no knobs of its own; all of them are below.",
};
pub const THESE_KNOBS_MAKE_THE_PAGE: Phrase = Phrase {
    es: "Estos controles forman el mundo de la página (su adaptador, su formato preferido y su \
                             devicePixelRatio) y la página vuelve a ejecutarse con ellos; no arreglan nada de su código.",
    en: "These knobs make the page's world (its adapter, its preferred format and its \
                             devicePixelRatio), and the page runs again in it; they fix nothing in its code.",
};
pub const ALL_KNOBS: Phrase = Phrase {
    es: "Todos los controles",
    en: "All knobs",
};
/// A float knob at 0 where 0 means "no simulation": the machine's own value.
pub const THE_REAL_ONE: Phrase = Phrase {
    es: "el real",
    en: "the real one",
};
pub const SIMULATED_SUFFIX: Phrase = Phrase {
    es: " — simulado",
    en: " — simulated",
};
pub const SIMULATED: Phrase = Phrase {
    es: "simulado",
    en: "simulated",
};
pub const LESSON: Phrase = Phrase {
    es: "Lección",
    en: "Lesson",
};
pub const SAVE_UNSAVED: Phrase = Phrase {
    es: "Guardar •",
    en: "Save •",
};
pub const SAVE: Phrase = Phrase {
    es: "Guardar",
    en: "Save",
};
pub const SAVE_THE_OPEN_TAB_S: Phrase = Phrase {
    es: "Guarda el texto de la pestaña abierta en tu carpeta de trabajo (Ctrl+S)",
    en: "Save the open tab's text in your work folder (Ctrl+S)",
};
pub const REVERT_TO_ORIGINAL: Phrase = Phrase {
    es: "Volver al original",
    en: "Revert to original",
};
pub const RESTORE_THE_LESSON_S_TEXT: Phrase = Phrase {
    es: "Recupera el texto de la lección en la pestaña abierta; se puede deshacer",
    en: "Restore the lesson's text in the open tab; undoable",
};
pub const UNDO: Phrase = Phrase {
    es: "Deshacer",
    en: "Undo",
};
pub const BRINGS_BACK_THE_TEXT_FROM: Phrase = Phrase {
    es: "Recupera el texto de antes de «volver al original» o de subir un archivo",
    en: "Brings back the text from before \"revert to original\" or an upload",
};
pub const NO_LESSONS: Phrase = Phrase {
    es: "No hay lecciones",
    en: "No lessons",
};
pub const NO_LESSON_LOADED_FROM: Phrase = Phrase {
    es: "No se cargó ninguna lección de",
    en: "No lesson loaded from",
};
pub const EXERCISES: Phrase = Phrase {
    es: "Ejercicios",
    en: "Exercises",
};
pub const CHECK: Phrase = Phrase {
    es: "comprobar",
    en: "check",
};
pub const RUNS_THE_CHECK_HEADLESS_LIKE: Phrase = Phrase {
    es: "Ejecuta la comprobación sin ventana, como `lienzo grade`",
    en: "Runs the check headless, like `lienzo grade`",
};
pub const HINT: Phrase = Phrase {
    es: "Pista",
    en: "Hint",
};
pub const YOUR_PREDICTION: Phrase = Phrase {
    es: "Tu predicción:",
    en: "Your prediction:",
};
pub const NO_LONGER_IN_YOUR_FILES: Phrase = Phrase {
    es: "ya no está en tus archivos",
    en: "no longer in your files",
};
pub const ANSWER_TO_SEE_IT: Phrase = Phrase {
    es: "Comprueba una respuesta y verás cómo observarlo tú mismo: primero la predicción, después la prueba.",
    en: "Check an answer and you will see how to observe it yourself: the prediction first, then the proof.",
};
pub const WITH_KNOBS: Phrase = Phrase {
    es: "Con los controles:",
    en: "With knobs:",
};
pub const LESSON_DONE_NEXT: Phrase = Phrase {
    es: "Lección completada. Siguiente:",
    en: "Lesson done. Next:",
};
pub const YOU_HAVE_PASSED_EVERY_EXERCISE: Phrase = Phrase {
    es: "Has superado todos los ejercicios.",
    en: "You have passed every exercise.",
};
pub const THE_CANVAS_S_TWO_SIZES: Phrase = Phrase {
    es: "Los dos tamaños del canvas",
    en: "The canvas's two sizes",
};
pub const CURRENT_TEXTURE_EXPIRED: Phrase = Phrase {
    es: "textura actual caducada",
    en: "current texture expired",
};
pub const THE_LAST_FRAME_S_CALLS: Phrase = Phrase {
    es: "Las llamadas del último fotograma",
    en: "The last frame's calls",
};
pub const NOTHING_REACHED_THE_CANVAS: Phrase = Phrase {
    es: "nada llegó al canvas",
    en: "nothing reached the canvas",
};
pub const THE_PAGE_S_DEVICES: Phrase = Phrase {
    es: "Los dispositivos de la página",
    en: "The page's devices",
};
pub const NO_ADAPTER_ASKED_FOR_YET: Phrase = Phrase {
    es: "ningún adaptador pedido todavía",
    en: "no adapter asked for yet",
};
pub const NOW_A_DEVICE_IN_USE: Phrase = Phrase {
    es: "ahora: un dispositivo en uso",
    en: "now: a device in use",
};
pub const NOW_LOST_NO_NEW_DEVICE: Phrase = Phrase {
    es: "ahora: perdido, sin dispositivo nuevo",
    en: "now: lost, no new device",
};
pub const NOW_NO_ADAPTER_NULL: Phrase = Phrase {
    es: "ahora: sin adaptador (null)",
    en: "now: no adapter (null)",
};
pub const NOW_REQUESTING_A_DEVICE: Phrase = Phrase {
    es: "ahora: pidiendo un dispositivo",
    en: "now: requesting a device",
};
pub const WHAT_IS_STORED_SRGB_OR: Phrase = Phrase {
    es: "Lo que se guarda: sRGB o lineal",
    en: "What is stored: sRGB or linear",
};
pub const NO_FRAME_TO_READ_YET: Phrase = Phrase {
    es: "todavía no hay fotograma que leer",
    en: "no frame to read yet",
};
pub const PROBLEMS: Phrase = Phrase {
    es: "Problemas",
    en: "Problems",
};
pub const NO_PROBLEMS: Phrase = Phrase {
    es: "Sin problemas.",
    en: "No problems.",
};
pub const CLEAR_EVENTS: Phrase = Phrase {
    es: "Limpiar eventos",
    en: "Clear events",
};
pub const CLICK_MOVE_THE_CURSOR_THERE: Phrase = Phrase {
    es: "Clic: llevar el cursor ahí.",
    en: "Click: move the cursor there.",
};
pub const CLICK_TO_MOVE_THE_CURSOR: Phrase = Phrase {
    es: "Clic: llevar el cursor ahí",
    en: "Click: move the cursor there",
};
pub const OLDER_LINES_DROPPED: Phrase = Phrase {
    es: "líneas antiguas descartadas",
    en: "older lines dropped",
};
pub const PREFERRED: Phrase = Phrase {
    es: "preferido:",
    en: "preferred:",
};
pub const THE_PAGE: Phrase = Phrase {
    es: "La página",
    en: "The page",
};
pub const RUNS: Phrase = Phrase {
    es: "ejecuciones",
    en: "runs",
};
pub const FRAMES_PRESENTED: Phrase = Phrase {
    es: "fotogramas presentados",
    en: "frames presented",
};
pub const FRAMES_PER_SECOND: Phrase = Phrase {
    es: "fotogramas por segundo",
    en: "frames per second",
};
pub const LAST_FRAME_PX: Phrase = Phrase {
    es: "último fotograma (px)",
    en: "last frame (px)",
};
pub const EXCEPTIONS: Phrase = Phrase {
    es: "excepciones",
    en: "exceptions",
};
pub const WEBGPU_ERRORS: Phrase = Phrase {
    es: "errores de WebGPU",
    en: "WebGPU errors",
};
pub const DRIVER_RESET_SIMULATED: Phrase = Phrase {
    es: "Reinicio del controlador (simulado)",
    en: "Driver reset (simulated)",
};
pub const SIMULATED_LIENZO_CALLS_DESTROY_AND: Phrase = Phrase {
    es: "Simulado: Lienzo llama a destroy() y notifica la pérdida con motivo «unknown», como un reinicio real; luego se recupera",
    en: "Simulated: Lienzo calls destroy() and reports the loss with reason \"unknown\", as a real reset would; recovery follows",
};
pub const SIMULATED_THE_CANVAS_S_BOX: Phrase = Phrase {
    es: "Simulado: la caja del canvas cambia en cada fotograma durante 2 s, como al arrastrar el borde de la ventana",
    en: "Simulated: the canvas's box changes every frame for 2 s, as while a window's edge is dragged",
};
pub const RESIZE_STORM: Phrase = Phrase {
    es: "Tormenta de redimensionado",
    en: "Resize storm",
};
pub const RESTORE_HEIGHT: Phrase = Phrase {
    es: "Restaurar altura",
    en: "Restore height",
};
pub const HEIGHT_0: Phrase = Phrase {
    es: "Altura 0",
    en: "Height 0",
};
pub const COLLAPSE_THE_VIEWPORT_TO_0: Phrase = Phrase {
    es: "Pliega el visor a 0 px de alto (protección contra el tamaño cero)",
    en: "Collapse the viewport to 0 px high (zero-size guard)",
};
pub const HIDDEN_TAB_SIMULATED: Phrase = Phrase {
    es: "Pestaña oculta (simulado)",
    en: "Hidden tab (simulated)",
};
pub const REQUESTANIMATIONFRAME_DOES_NOT_RUN_IN: Phrase = Phrase {
    es: "requestAnimationFrame no se ejecuta en una pestaña oculta y visibilityState es «hidden»; queda el último fotograma.",
    en: "requestAnimationFrame does not run in a hidden tab and visibilityState is \"hidden\"; the last frame stays.",
};
pub const NO_HOST_WINDOW: Phrase = Phrase {
    es: "Sin ventana de host",
    en: "No host window",
};
pub const THE_PAGE_STOPPED: Phrase = Phrase {
    es: "La página se detuvo",
    en: "The page stopped",
};
pub const EDIT_THE_PROGRAM_AND_IT: Phrase = Phrase {
    es: "Edita el programa y se ejecutará de nuevo, o ejecútalo otra vez tal como está.",
    en: "Edit the program and it runs again, or run it again as it is.",
};
pub const RUN_AGAIN: Phrase = Phrase {
    es: "Ejecutar otra vez",
    en: "Run again",
};
pub const THE_PAGE_DRAWS_BUT_THERE: Phrase = Phrase {
    es: "La página dibuja pero no hay dónde mostrarlo (pruebas).",
    en: "The page draws but there is nowhere to show it (tests).",
};
pub const STARTING_THE_PAGE: Phrase = Phrase {
    es: "Preparando la página",
    en: "Starting the page",
};
pub const CHECKING_THE_SHADER_BEFORE_RUNNING: Phrase = Phrase {
    es: "Revisando el shader antes de ejecutar el programa.",
    en: "Checking the shader before running the program.",
};
pub const THE_PAGE_S_TEXT: Phrase = Phrase {
    es: "El texto de la página (no ha dibujado en un lienzo)",
    en: "The page's text (it has drawn on no canvas)",
};
pub const THE_PAGE_S_OTHER_CANVASES: Phrase = Phrase {
    es: "Los otros lienzos de la página",
    en: "The page's other canvases",
};
pub const NO_FRAME_YET: Phrase = Phrase {
    es: "ningún fotograma aún",
    en: "no frame yet",
};
pub const THE_PAGE_S_WORDS: Phrase = Phrase {
    es: "El texto de la página",
    en: "The page's text",
};
pub const THE_PAGE_S_CONTROLS: Phrase = Phrase {
    es: "Los controles de la página",
    en: "The page's controls",
};
pub const LIENZO_LAYS_OUT_NO_HTML: Phrase = Phrase {
    es: "Sus <input>, <select> y <button>, mostrados por Lienzo, que no maqueta HTML.",
    en: "Its <input>, <select> and <button> elements, shown by Lienzo, which lays out no HTML.",
};
pub const WHAT_YOU_CHANGE_HERE_REACHES: Phrase = Phrase {
    es: "Lo que cambies aquí llega a la página con los eventos de un navegador: input mientras cambia, change al soltarlo, click en un botón.",
    en: "What you change here reaches the page as a browser's events: input while it changes, change when you let go, click for a button.",
};
pub const THE_PAGE_HAS_NOT_DRAWN: Phrase = Phrase {
    es: "La página todavía no dibujó",
    en: "The page has not drawn yet",
};
pub const THE_VIEWPORT_SHOWS_WHAT_THE: Phrase = Phrase {
    es: "El visor muestra lo que la página presenta en su canvas. Si no llega nada, mira el panel de problemas: \
                 una excepción, una promesa rechazada o un error de WebGPU aparecen allí con su línea.",
    en: "The viewport shows what the page presents on its canvas. If nothing comes, see the problems panel: an \
                 exception, a rejected promise or a WebGPU error shows there with its line.",
};
pub const DOWNLOAD_WGSL: Phrase = Phrase {
    es: "Descargar .wgsl",
    en: "Download .wgsl",
};
pub const SAVES_THE_EDITOR_S_TEXT: Phrase = Phrase {
    es: "Guarda el texto del editor en tu equipo",
    en: "Saves the editor's text to your computer",
};
pub const COULD_NOT_DOWNLOAD: Phrase = Phrase {
    es: "No se pudo descargar",
    en: "Could not download",
};
pub const UPLOAD_WGSL: Phrase = Phrase {
    es: "Subir .wgsl",
    en: "Upload .wgsl",
};
pub const REPLACES_THE_EDITOR_S_TEXT: Phrase = Phrase {
    es: "Reemplaza el texto del editor por un archivo tuyo; «Deshacer» lo recupera",
    en: "Replaces the editor's text with a file of yours; \"Undo\" brings it back",
};
pub const COULD_NOT_OPEN: Phrase = Phrase {
    es: "No se pudo abrir",
    en: "Could not open",
};

pub const DRAWING_BUFFER_NO_FRAME: Phrase = Phrase {
    es: "búfer de dibujo (relleno): ningún fotograma todavía",
    en: "drawing buffer (filled): no frame yet",
};

pub const JAVASCRIPT_EDITOR: Phrase = Phrase {
    es: "Editor de JavaScript",
    en: "JavaScript editor",
};

pub const OPEN_PAGE: Phrase = Phrase {
    es: "Abrir página…",
    en: "Open page…",
};
pub const OPEN_PAGE_HOVER: Phrase = Phrase {
    es: "Abre una carpeta o un archivo .html como página propia (un tutorial descargado, tu proyecto): \
         su carpeta se sirve como un sitio. Nada se escribe en ella salvo con Guardar. \
         También puedes arrastrar la carpeta o el archivo a la ventana.",
    en: "Opens a folder or an .html file as a page of its own (a tutorial checked out, your own project): \
         its folder is served as a site. Nothing is written into it except by Save. \
         You can also drop the folder or the file onto the window.",
};
pub const FOLDER_OR_HTML_FILE: Phrase = Phrase {
    es: "Carpeta o archivo .html:",
    en: "Folder or .html file:",
};
pub const OPEN: Phrase = Phrase {
    es: "Abrir",
    en: "Open",
};
pub const SITE_ONE_FOLDER_UP: Phrase = Phrase {
    es: "Sitio: la carpeta superior",
    en: "Site: the folder above",
};
pub const THE_FOLDER_ABOVE_BECOMES_THE: Phrase = Phrase {
    es: "La carpeta superior pasa a ser el sitio, como hace lienzo run --root: las rutas relativas de la página llegan entonces a una carpeta hermana (../3rdparty/), como en un tutorial que comparte sus bibliotecas.",
    en: "The folder above becomes the site, as lienzo run --root does: the page's relative URLs then reach a sibling folder (../3rdparty/), as a tutorial's pages that share their libraries need.",
};
pub const THE_SITE_S_PAGES: Phrase = Phrase {
    es: "Páginas del sitio",
    en: "The site's pages",
};
pub const FREE_PAGE_ABOUT: Phrase = Phrase {
    es: "Una página que no es una lección: sin ejercicios, con los controles en sus valores por defecto. \
         Sus rutas relativas llegan a todo lo que hay dentro de su carpeta, y a nada fuera. \
         Tus cambios se guardan como borradores en tu carpeta de trabajo; Guardar los escribe en sus archivos.",
    en: "A page that is not a lesson: no exercises, the knobs at their defaults. \
         Its relative URLs reach anything inside its folder, and nothing outside. \
         Your edits are kept as drafts in your work folder; Save writes them into its files.",
};
pub const WGSL_EDITOR: Phrase = Phrase {
    es: "Editor de WGSL",
    en: "WGSL editor",
};

sentences! {
    /// The web build's page when the browser cannot give it WebGPU.
    pub fn no_webgpu(error: &str) {
        es: "Lienzo no pudo iniciar WebGPU en este navegador: {error}. Necesita un navegador con WebGPU \
             (Chrome o Edge 113+, Safari 26+, Firefox 141+ en Windows) y una página servida por \
             https o desde localhost.",
        en: "Lienzo could not start WebGPU in this browser: {error}. It needs a browser with WebGPU \
             (Chrome or Edge 113+, Safari 26+, Firefox 141+ on Windows) and a page served from \
             https or localhost.",
    }
    /// A page opened with *Open page…* (its path).
    pub fn opened_page(path: &str) {
        es: "Abierta la página {path}",
        en: "Opened the page {path}",
    }
    /// *Open page…* of a path that is not there (the system's reason).
    pub fn no_such_page(why: &str) {
        es: "No se puede abrir como página: {why}",
        en: "Cannot open as a page: {why}",
    }
    /// *Open page…* of a folder with no `.html` page, `main.js` or `index.js`.
    pub fn no_page_in(folder: &str) {
        es: "{folder} no tiene ninguna página: ni un archivo .html ni main.js o index.js",
        en: "{folder} has no page: no .html file, no main.js or index.js",
    }
    /// *Open page…* of a file that is neither HTML nor JavaScript.
    pub fn not_html(file: &str) {
        es: "{file} no es una página: abre un archivo .html o .js, o su carpeta",
        en: "{file} is not a page: open an .html or .js file, or its folder",
    }
    /// Under the frame's calls: this run's frames whose texture expired unpresented.
    pub fn frames_thrown_away(n: u64) {
        es: "Fotogramas tirados en esta ejecución (su textura caducó antes de presentarse): {n}",
        en: "Frames thrown away this run (their texture expired before it was presented): {n}",
    }
    /// Under the frame's calls: this run's textures made and not destroyed.
    pub fn textures_alive_graph(updates: u64, top: u64) {
        es: "Texturas vivas en las últimas {updates} actualizaciones (arriba: {top}); plana si la página destruye lo que sustituye",
        en: "Textures alive over the last {updates} updates (top: {top}); flat when the page destroys what it replaces",
    }
    pub fn textures_alive(n: u64) {
        es: "Texturas creadas con createTexture() y aún sin destroy(): {n}",
        en: "Textures made with createTexture() and not destroy()ed yet: {n}",
    }
    /// A lesson id the catalogue does not have.
    pub fn unknown_lesson(id: &str) {
        es: "no hay ninguna lección `{id}`",
        en: "unknown lesson `{id}`",
    }
    /// The canvas's CSS box, drawn as an outline.
    pub fn css_box(cw: f64, ch: f64, dpr: f64, pw: u32, ph: u32) {
        es: "caja CSS (línea): {cw:.0}×{ch:.0} × DPR {dpr:.2} = {pw}×{ph} píxeles del dispositivo",
        en: "CSS box (outline): {cw:.0}×{ch:.0} × DPR {dpr:.2} = {pw}×{ph} device pixels",
    }
    /// Under the magnifier: a checkerboard of canvas pixels as the screen shows it, at
    /// the page's scale (left) and at one canvas pixel per screen pixel (right).
    pub fn screen_pixels_per_canvas_pixel(sx: f64, sy: f64) {
        es: "Un damero de píxeles del canvas como lo muestra la pantalla, ampliado. Izquierda, tu página: cada píxel del canvas cubre {sx:.2}×{sy:.2} píxeles de la pantalla, que el navegador estira (borroso por encima de 1, detalle perdido por debajo). Derecha: 1×1, nítido.",
        en: "A checkerboard of canvas pixels as the screen shows it, magnified. Left, your page: each canvas pixel covers {sx:.2}×{sy:.2} screen pixels, which the browser stretches (blurry above 1, detail lost below). Right: 1×1, sharp.",
    }
    /// The drawing buffer the program assigned, drawn filled.
    pub fn drawing_buffer(w: u32, h: u32) {
        es: "búfer de dibujo (relleno): {w}×{h}, lo que tu código asignó",
        en: "drawing buffer (filled): {w}×{h}, what your code assigned",
    }
    /// A chip of the frame's calls: the frame reached the canvas.
    pub fn presented(width: u32, height: u32) {
        es: "presentado {width}×{height}",
        en: "presented {width}×{height}",
    }
    /// A chip of the frame's calls: the device was lost.
    pub fn device_lost(reason: &str) {
        es: "dispositivo perdido ({reason})",
        en: "device lost ({reason})",
    }
    /// The last chip when the frame made more calls than are drawn.
    pub fn more_calls(calls: u32) {
        es: "y {calls} llamadas más",
        en: "and {calls} more calls",
    }
    /// Under the sRGB curve: the byte the last frame stored, read both ways.
    pub fn srgb_stored(byte: u8, linear: f32, stored: f32) {
        es: "el centro del último fotograma guarda {byte} en verde: el valor lineal {linear:.2} a través de una vista -srgb (curva), o {stored:.2} a través de una vista sin -srgb (recta)",
        en: "the last frame's center stores {byte} in green: linear {linear:.2} through an -srgb view (curve), or {stored:.2} through a plain view (straight line)",
    }
    /// The button that shows the next hint.
    pub fn hint_of(next: usize, total: usize) {
        es: "Pista {next} de {total}",
        en: "Hint {next} of {total}",
    }
    /// A hint's `{line:TEXT}`: where TEXT is now in the student's files.
    pub fn line_of_file(line: usize, file: &str) {
        es: "línea {line} de `{file}`",
        en: "line {line} of `{file}`",
    }
    /// Under a prediction, once one was checked: the first answer, kept.
    pub fn your_first_answer(first: &str) {
        es: "Tu primera respuesta, guardada: {first}.",
        en: "Your first answer, kept: {first}.",
    }
    /// Under "Exercises": how many passed and which is next.
    pub fn passed_next(done: usize, total: usize, id: &str) {
        es: "{done} de {total} superados. Siguiente: {id}",
        en: "{done} of {total} passed. Next: {id}",
    }
    /// A lesson opened with a program whose page's process crashed as it opened, the
    /// last time: `why` is what the window said then.
    pub fn crashed_on_open(why: &str) {
        es: "la última vez, el proceso de esta página terminó antes de su primer fotograma ({why}); \
             no se ejecuta otra vez por sí sola: cambia el programa o pulsa «Ejecutar otra vez»",
        en: "last time, this page's process ended before its first frame ({why}); it is not run again on \
             its own: change the program, or press Run again",
    }
    /// The line between two runs of a page in its console.
    pub fn page_run(runs: u64) {
        es: "— ejecución {runs} de la página —",
        en: "— page run {runs} —",
    }
}
