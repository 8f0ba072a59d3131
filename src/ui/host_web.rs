//! The page's side of the window, called by the app and the panels each frame: the
//! test hooks, and the download and upload buttons. The desktop's counterpart is
//! `host_native.rs`; both define the same names (`ui::host`).

use eframe::wasm_bindgen::JsCast as _;

use std::cell::RefCell;

use eframe::egui;

use super::command::Command;
use super::script::{Runner, Step};
use super::state::AppState;
use crate::text::ui as say;

thread_local! {
    /// A file the student picked: its name and its text, or why it cannot be opened.
    static UPLOADED: RefCell<Option<Result<(String, String), crate::text::Both>>> = const { RefCell::new(None) };
}

/// The page's automation, what `--script` is on the desktop: a script (the desktop's
/// RON steps) put in `window.__lienzo_script` runs in the window, as a student would
/// act: open a lesson, type, press `destroy()`. Taken once per frame, before
/// [`publish`].
pub(super) fn take_script() -> Option<Vec<Step>> {
    let window = web_sys::window()?;
    let key = eframe::wasm_bindgen::JsValue::from_str("__lienzo_script");
    let text = js_sys::Reflect::get(&window, &key).ok()?.as_string()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    super::script::parse(&text)
        .map_err(|e| web_sys::console::error_1(&format!("Lienzo script: {e}").into()))
        .ok()
}

/// What the page shows of the app, once per frame: the viewport's origin for host
/// programs' canvases, and, with `window.__lienzo_observe = true`, the app's state as
/// JSON in `<pre id="lienzo-state">`: the lesson, the preferred format, the device
/// state, the viewport rectangle, problems at `line:col`, the editor's text and the
/// script's progress. The browser test reads it; a person can too.
pub(super) fn publish(app: &AppState, script: Option<&Runner>, ctx: &egui::Context) {
    let Some(window) = web_sys::window() else { return };
    // Host programs lay their canvas over the viewport.
    let rect = app.viewport_rect();
    if rect.is_positive() {
        crate::runtime::set_page_origin(f64::from(rect.min.x), f64::from(rect.min.y));
    }
    // The state is only built for an observer (`window.__lienzo_observe = true`): a
    // student's page does not serialize the editor's text every frame.
    let observe = eframe::wasm_bindgen::JsValue::from_str("__lienzo_observe");
    if !js_sys::Reflect::get(&window, &observe).is_ok_and(|v| v.is_truthy()) {
        return;
    }
    let Some(el) = window.document().and_then(|d| d.get_element_by_id("lienzo-state")) else {
        return;
    };
    let mut state = super::script::shot_meta(app, ctx);
    // The shader's problems: the page's check of its text.
    let problems: Vec<_> = app
        .shader_problems()
        .0
        .iter()
        .map(|d| {
            serde_json::json!({
                "line": d.span.map(|sp| sp.line), "column": d.span.map(|sp| sp.column),
                "code": d.code, "message": d.message,
            })
        })
        .collect();
    let extra = serde_json::json!({
        "lesson": app.course.lesson_id,
        "preferred": crate::gpu::formats::webgpu_name(app.preferred),
        "page_frames": app.page.out.frames,
        "page_runs": app.page.out.runs,
        "text": app.text(),
        "diagnostics": problems,
        "script": script.map(Runner::status),
        "pixels_per_point": ctx.pixels_per_point(),
    });
    if let (Some(obj), serde_json::Value::Object(more)) = (state.as_object_mut(), extra) {
        obj.extend(more);
    }
    el.set_text_content(Some(&state.to_string()));
}

/// "Download .wgsl" and "Upload .wgsl": the web build's way in and out of the student's
/// files (drafts and saves stay in the browser's storage).
pub(super) fn file_buttons(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let Some(id) = app.course.lesson_id.clone() else { return };
    if ui
        .button(say::DOWNLOAD_WGSL.get(lang))
        .on_hover_text(say::SAVES_THE_EDITOR_S_TEXT.get(lang))
        .clicked()
        && let Err(e) = download(&format!("{id}.wgsl"), app.text())
    {
        cmds.push(Command::Notify(format!(
            "{}: {}",
            say::COULD_NOT_DOWNLOAD.get(lang),
            js_error(&e)
        )));
    }
    if ui
        .button(say::UPLOAD_WGSL.get(lang))
        .on_hover_text(say::REPLACES_THE_EDITOR_S_TEXT.get(lang))
        .clicked()
    {
        let ctx = ui.ctx().clone();
        if let Err(e) = pick(move || ctx.request_repaint()) {
            cmds.push(Command::Notify(format!(
                "{}: {}",
                say::COULD_NOT_OPEN.get(lang),
                js_error(&e)
            )));
        }
    }
    if let Some(result) = UPLOADED.with_borrow_mut(Option::take) {
        match result {
            Ok((_, text)) => cmds.push(Command::ReplaceText(text)),
            Err(e) => cmds.push(Command::Notify(e.take(lang))),
        }
    }
}

fn download(name: &str, text: &str) -> Result<(), eframe::wasm_bindgen::JsValue> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)
}

fn pick(wake: impl Fn() + 'static) -> Result<(), eframe::wasm_bindgen::JsValue> {
    use eframe::wasm_bindgen::closure::Closure;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let input: web_sys::HtmlInputElement = document.create_element("input")?.dyn_into()?;
    input.set_type("file");
    input.set_accept(".wgsl,.txt,text/plain");
    let picked = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(file) = picked.files().and_then(|l| l.get(0)) else {
            return;
        };
        let name = file.name();
        wasm_bindgen_futures::spawn_local(async move {
            let max = crate::work::MAX_TEXT_BYTES as f64;
            let result = if file.size() > max {
                Err(crate::text::files::too_large(
                    &name,
                    file.size() as u64,
                    crate::work::MAX_TEXT_BYTES,
                ))
            } else {
                match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                    Ok(buffer) => {
                        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                        String::from_utf8(bytes).map(|t| (name.clone(), t)).map_err(|e| {
                            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
                            let text = String::from_utf8_lossy(valid);
                            let line = text.matches('\n').count() + 1;
                            let column = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                            crate::text::files::upload_not_utf8(&name, line, column)
                        })
                    }
                    Err(e) => Err(crate::text::files::unreadable(&name, &js_error(&e))),
                }
            };
            UPLOADED.with_borrow_mut(|u| *u = Some(result));
            wake();
        });
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
    Ok(())
}

/// A script that failed keeps the page running; its hooks publish why.
pub(super) fn close_after_failed_script(_ctx: &egui::Context) {}

/// A page dropped onto the window (`host_native::dropped_page`): the browser gives a
/// dropped file's bytes, not a folder to serve, so none opens here.
pub(super) fn dropped_page(_ctx: &egui::Context) -> Option<Command> {
    None
}

/// What a JavaScript error says: its message, or its text.
pub(super) fn js_error(e: &eframe::wasm_bindgen::JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}
