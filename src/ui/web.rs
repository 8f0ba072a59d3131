//! The web build's entry: eframe's web runner on the page's `<canvas id="lienzo">`,
//! WebGPU only. The lesson device is a second `GPUDevice` of the same page.

use eframe::wasm_bindgen::JsCast as _;

use std::cell::RefCell;

use eframe::egui;

use super::{Command, Launch, LienzoApp};
use crate::text::ui;

thread_local! {
    /// A file the student picked: its name and its text, or why it cannot be opened.
    static UPLOADED: RefCell<Option<Result<(String, String), String>>> = const { RefCell::new(None) };
}

/// Starts the app on the page. Errors are shown in the page's `#status` element (and
/// the console), never as a blank page.
pub fn start() {
    let mut options = eframe::WebOptions::default();
    if let eframe::egui_wgpu::WgpuSetup::CreateNew(setup) = &mut options.wgpu_options.wgpu_setup {
        // WebGPU or nothing: Lienzo teaches WebGPU, and a WebGL fallback would teach
        // something else.
        setup.instance_descriptor.backends = wgpu::Backends::BROWSER_WEBGPU;
    }
    install_page_test();
    wasm_bindgen_futures::spawn_local(async move {
        let document = web_sys::window().and_then(|w| w.document());
        let status = |text: &str| {
            if let Some(el) = document.as_ref().and_then(|d| d.get_element_by_id("status")) {
                el.set_text_content(Some(text));
            }
            web_sys::console::error_1(&text.into());
        };
        let Some(canvas) = document
            .as_ref()
            .and_then(|d| d.get_element_by_id("lienzo"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            status("Lienzo: the page has no <canvas id=\"lienzo\">");
            return;
        };
        let lang = web_sys::window()
            .and_then(|w| w.navigator().language())
            .map(|l| crate::lesson::Lang::from_locale(&l));
        let launch = Launch {
            lang,
            ..Launch::default()
        };
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                options,
                Box::new(move |cc| Ok(Box::new(LienzoApp::from_creation_context(cc, launch)))),
            )
            .await;
        match started {
            Ok(()) => {
                if let Some(el) = document.as_ref().and_then(|d| d.get_element_by_id("status")) {
                    el.remove();
                }
            }
            Err(e) => status(&format!(
                "Lienzo could not start WebGPU in this browser: {e:?}. It needs a browser with WebGPU \
                 (Chrome or Edge 113+, Safari 26+, Firefox 141+ on Windows) and a page served from \
                 https or localhost."
            )),
        }
    });
}

/// The page's automation hooks, run once per frame: what `--script` is on the desktop.
///
/// - A script (the desktop's RON steps) put in `window.__lienzo_script` runs in the
///   window, as a student would act: open a lesson, type, press `destroy()`.
/// - With `window.__lienzo_observe = true`, `<pre id="lienzo-state">` holds the app's
///   state as JSON: the lesson, the preferred format, the device state, the viewport
///   rectangle, problems at `line:col`, the editor's text and the script's progress.
///   The browser test reads it; a person can too.
pub(super) fn hooks(app: &mut LienzoApp, ctx: &eframe::egui::Context) {
    let Some(window) = web_sys::window() else { return };
    // Host programs lay their canvas over the viewport.
    let rect = app.viewport_rect();
    if rect.is_positive() {
        crate::platform::set_page_origin(f64::from(rect.min.x), f64::from(rect.min.y));
    }
    let key = eframe::wasm_bindgen::JsValue::from_str("__lienzo_script");
    if let Ok(value) = js_sys::Reflect::get(&window, &key)
        && let Some(text) = value.as_string()
    {
        let _ = js_sys::Reflect::delete_property(&window, &key);
        match super::script::parse(&text) {
            Ok(steps) => app.start_script(steps),
            Err(e) => web_sys::console::error_1(&format!("Lienzo script: {e}").into()),
        }
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
    let s = app.sandbox();
    let problems: Vec<_> = s
        .problems()
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
        "preferred": crate::gpu::canvas::webgpu_name(s.preferred_format()),
        "canvas_format": crate::gpu::canvas::webgpu_name(s.canvas_format()),
        "adapter": s.adapter_line(),
        "running": matches!(s.state(), crate::gpu::DeviceState::Running),
        "building": s.building(),
        "uploads": app.viewport.host.uploads,
        "frame_index": s.frame_index(),
        "pixels_frame": s.pixels().map(|p| p.frame_index),
        "pace": format!("{:?}", app.viewport.pace),
        "text": app.text(),
        "diagnostics": problems,
        "script": app.script_status(),
        "pixels_per_point": ctx.pixels_per_point(),
    });
    if let (Some(obj), serde_json::Value::Object(more)) = (state.as_object_mut(), extra) {
        obj.extend(more);
    }
    el.set_text_content(Some(&state.to_string()));
}

/// "Download .wgsl" and "Upload .wgsl": the web build's way in and out of the student's
/// files (drafts and saves stay in the browser's storage).
pub(super) fn file_buttons(app: &LienzoApp, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let Some(id) = app.course.lesson_id.clone() else { return };
    if ui
        .button(ui::DOWNLOAD_WGSL.get(lang))
        .on_hover_text(ui::SAVES_THE_EDITOR_S_TEXT.get(lang))
        .clicked()
        && let Err(e) = download(&format!("{id}.wgsl"), app.text())
    {
        cmds.push(Command::Notify(format!("{}: {e:?}", ui::COULD_NOT_DOWNLOAD.get(lang))));
    }
    if ui
        .button(ui::UPLOAD_WGSL.get(lang))
        .on_hover_text(ui::REPLACES_THE_EDITOR_S_TEXT.get(lang))
        .clicked()
    {
        let ctx = ui.ctx().clone();
        if let Err(e) = pick(move || ctx.request_repaint()) {
            cmds.push(Command::Notify(format!("{}: {e:?}", ui::COULD_NOT_OPEN.get(lang))));
        }
    }
    if let Some(result) = UPLOADED.with_borrow_mut(Option::take) {
        match result {
            Ok((_, text)) => cmds.push(Command::ReplaceText(text)),
            Err(e) => cmds.push(Command::Notify(e)),
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
                Err(format!(
                    "{name}: {} bytes, over the {max} bytes Lienzo opens as text",
                    file.size()
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
                            format!(
                                "{name}:{line}:{column}: not UTF-8 text (a binary file?); the editor keeps its text"
                            )
                        })
                    }
                    Err(e) => Err(format!("{name}: {e:?}")),
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

/// A host program started by the browser test, apart from the window's lessons.
struct TestPage {
    page: crate::platform::PageThread,
    interval: i32,
    _tick: eframe::wasm_bindgen::closure::Closure<dyn FnMut()>,
}

thread_local! {
    static TEST_PAGE: RefCell<Option<TestPage>> = const { RefCell::new(None) };
}

/// The browser test's hook on host programs, there before any window shows a page:
/// `window.__lienzo_page_test(JSON.stringify({ lesson, source, rect: [x, y, w, h] }))`
/// runs the lesson's host program (or `source` in its place, under the same name) with
/// the lesson's shader as the editor's text, its canvas at `rect` (CSS pixels of the
/// window's canvas), sends it a rendering update every 50 ms, and appends what it sends
/// back to `window.__lienzo_page_log` (`{ kind: "message", level, text, place }` or
/// `{ kind: "stopped", text }`). `__lienzo_page_test("lose")` is the loss knob;
/// `__lienzo_page_test(null)` ends the page.
fn install_page_test() {
    use eframe::wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else { return };
    let hook = Closure::<dyn Fn(eframe::wasm_bindgen::JsValue)>::new(|request: eframe::wasm_bindgen::JsValue| {
        if request.as_string().as_deref() == Some("lose") {
            TEST_PAGE.with_borrow(|test| {
                if let Some(test) = test {
                    test.page.induce_loss();
                }
            });
            return;
        }
        if let Some(old) = TEST_PAGE.take()
            && let Some(w) = web_sys::window()
        {
            w.clear_interval_with_handle(old.interval);
        }
        let Some(text) = request.as_string() else { return };
        if let Err(e) = start_page_test(&text) {
            web_sys::console::error_1(&format!("Lienzo page test: {e}").into());
        }
    });
    let _ = js_sys::Reflect::set(&window, &"__lienzo_page_test".into(), hook.as_ref());
    hook.forget();
}

fn start_page_test(request: &str) -> Result<(), String> {
    use eframe::wasm_bindgen::closure::Closure;
    use std::path::Path;
    let request: serde_json::Value = serde_json::from_str(request).map_err(|e| e.to_string())?;
    let id = request["lesson"].as_str().ok_or("no lesson")?;
    let shaders = Path::new("shaders");
    let catalog = crate::lesson::Catalog::load(Path::new("lessons"), shaders);
    let lesson = &catalog.find(id).ok_or_else(|| format!("no lesson {id}"))?.lesson;
    let name = lesson
        .host
        .clone()
        .ok_or_else(|| format!("lesson {id} has no host program"))?;
    let read = |name: &str| crate::files::read_text(&shaders.join(name)).map_err(|e| e.to_string());
    let source = match request["source"].as_str() {
        Some(s) => s.to_owned(),
        None => read(&name)?,
    };
    let open_files = std::iter::once((lesson.shader.clone(), read(&lesson.shader)?)).collect();
    let rect: Vec<f64> = request["rect"]
        .as_array()
        .map(|r| r.iter().filter_map(serde_json::Value::as_f64).collect())
        .unwrap_or_default();
    let [left, top, width, height] = rect[..] else {
        return Err("rect: [x, y, width, height]".to_owned());
    };
    let window = web_sys::window().ok_or("no window")?;
    // The browser's preferred format, as the window would pass its own.
    let gpu = js_sys::Reflect::get(&window.navigator(), &"gpu".into()).map_err(|e| format!("{e:?}"))?;
    let preferred = js_sys::Reflect::get(&gpu, &"getPreferredCanvasFormat".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(&gpu).ok())
        .and_then(|v| v.as_string());
    let preferred = serde_json::from_value(serde_json::json!(preferred)).unwrap_or(wgpu::TextureFormat::Bgra8Unorm);
    crate::platform::set_page_origin(left, top);
    let page = crate::platform::PageThread::start(crate::page_io::PageStart {
        root: shaders.to_owned(),
        shown_root: String::new(),
        name,
        source,
        backends: None,
        preferred,
        budget: std::time::Duration::from_secs(1),
        memory_limit: 0,
        canvas: (width as u32, height as u32),
        first_box: None,
        lang: crate::lesson::Lang::En,
        open_files,
        mask: crate::page_io::AdapterMask::default(),
    });
    let canvas_box = crate::page_io::CanvasBox {
        width,
        height,
        pixel_width: width as u32,
        pixel_height: height as u32,
    };
    let log = js_sys::Array::new();
    let _ = js_sys::Reflect::set(&window, &"__lienzo_page_log".into(), &log);
    let tick = Closure::<dyn FnMut()>::new(move || {
        TEST_PAGE.with_borrow(|t| {
            let Some(test) = t else { return };
            test.page.frame(canvas_box, true);
            for item in test.page.take() {
                let items = match item {
                    crate::page_io::FromPage::Messages(list) => list
                        .into_iter()
                        .map(|m| {
                            serde_json::json!({
                                "kind": "message", "level": format!("{:?}", m.level), "text": m.text, "place": m.place,
                            })
                        })
                        .collect(),
                    crate::page_io::FromPage::Stopped(why) => {
                        vec![serde_json::json!({ "kind": "stopped", "text": why })]
                    }
                    crate::page_io::FromPage::Frame { .. } => vec![serde_json::json!({ "kind": "frame" })],
                    crate::page_io::FromPage::Steps(_) => Vec::new(),
                };
                for i in items {
                    if let Ok(v) = js_sys::JSON::parse(&i.to_string()) {
                        log.push(&v);
                    }
                }
            }
        });
    });
    let interval = window
        .set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), 50)
        .map_err(|e| format!("{e:?}"))?;
    TEST_PAGE.set(Some(TestPage {
        page,
        interval,
        _tick: tick,
    }));
    Ok(())
}
