//! The web build's entry: eframe's web runner on the page's `<canvas id="lienzo">`,
//! WebGPU only. A lesson's page runs in a Worker with its own `GPUDevice`. What the
//! app calls on the page each frame is in `host_web.rs`.

use eframe::wasm_bindgen::JsCast as _;

use std::cell::RefCell;

use super::{Launch, LienzoApp};

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
    super::web_grade::install_grade_test();
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
                Box::new(move |cc| {
                    // egui's fonts without its emoji fonts, but the symbols Lienzo shows.
                    cc.egui_ctx.set_fonts(super::fonts::web_fonts());
                    Ok(Box::new(LienzoApp::from_creation_context(cc, launch)))
                }),
            )
            .await;
        match started {
            Ok(()) => {
                if let Some(el) = document.as_ref().and_then(|d| d.get_element_by_id("status")) {
                    el.remove();
                }
            }
            Err(e) => {
                status(&crate::text::ui::no_webgpu(&super::host_web::js_error(&e)).take(lang.unwrap_or_default()));
            }
        }
    });
}

/// A host program started by the browser test, apart from the window's lessons.
struct TestPage {
    page: crate::runtime::PageHost,
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
    let name = lesson.host.clone();
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
    crate::runtime::set_page_origin(left, top);
    let page = crate::runtime::PageHost::start(crate::page_io::PageStart {
        root: shaders.to_owned(),
        shown_root: String::new(),
        name,
        source,
        backends: None,
        preferred,
        budget: std::time::Duration::from_secs(1),
        memory_limit: 0,
        process_memory: crate::page_io::PROCESS_MEMORY,
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
                    crate::page_io::FromPage::Shown { .. } => vec![serde_json::json!({ "kind": "shown" })],
                    crate::page_io::FromPage::Steps(_)
                    | crate::page_io::FromPage::InSlot { .. }
                    | crate::page_io::FromPage::Accepts(_)
                    | crate::page_io::FromPage::Reload
                    | crate::page_io::FromPage::Wants(_)
                    | crate::page_io::FromPage::Device(_)
                    | crate::page_io::FromPage::Body(_)
                    | crate::page_io::FromPage::Controls(_)
                    | crate::page_io::FromPage::Canvases(_)
                    | crate::page_io::FromPage::CanvasFrame { .. } => Vec::new(),
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
