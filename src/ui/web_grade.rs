//! The browser test's hook on the grader: `window.__lienzo_grade_test(JSON.stringify({
//! lesson, attempt }))` grades every page check of a lesson, as `lienzo grade` does on
//! the desktop, with each exercise's `attempt` ("start", "solutions" or "wrong"), in
//! the browser's Workers ([`crate::grade::PageGrade`]), one exercise after the other.
//! Each verdict is appended to `window.__lienzo_grade_log` (`{ exercise, verdict,
//! detail }`), then `{ done: true }`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::path::Path;

use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::closure::Closure;

use crate::grade::{PageGrade, Work};
use crate::lesson::Lang;

/// The grading the test asked for, and its ticking.
struct GradeTest {
    queue: VecDeque<(String, PageGrade)>,
    log: js_sys::Array,
    interval: i32,
    _tick: Closure<dyn FnMut()>,
}

thread_local! {
    static GRADE_TEST: RefCell<Option<GradeTest>> = const { RefCell::new(None) };
}

pub(super) fn install_grade_test() {
    let Some(window) = web_sys::window() else { return };
    let hook = Closure::<dyn Fn(eframe::wasm_bindgen::JsValue)>::new(|request: eframe::wasm_bindgen::JsValue| {
        let Some(text) = request.as_string() else { return };
        if let Err(e) = start(&text) {
            web_sys::console::error_1(&format!("Lienzo grade test: {e}").into());
        }
    });
    let _ = js_sys::Reflect::set(&window, &"__lienzo_grade_test".into(), hook.as_ref());
    hook.forget();
}

fn start(request: &str) -> Result<(), String> {
    let request: serde_json::Value = serde_json::from_str(request).map_err(|e| e.to_string())?;
    let id = request["lesson"].as_str().ok_or("no lesson")?;
    let attempt = request["attempt"].as_str().ok_or("no attempt")?.to_owned();
    let shaders = Path::new("shaders");
    let catalog = crate::lesson::Catalog::load(Path::new("lessons"), shaders);
    let lesson = catalog.find(id).ok_or_else(|| format!("no lesson {id}"))?;
    let read = |name: &str| crate::files::read_text(&shaders.join(name)).map_err(|e| e.to_string());
    let mut queue = VecDeque::new();
    // Each wrong attempt gets a row, named as `lienzo grade --wrong` names it.
    let attempts = lesson
        .lesson
        .exercises
        .iter()
        .filter(|e| e.check.is_page())
        .flat_map(|ex| match attempt.as_str() {
            "solutions" => vec![(ex, ex.id.clone(), Some(&ex.solution))],
            "wrong" => ex.wrong_attempts().into_iter().map(|(r, a)| (ex, r, Some(a))).collect(),
            _ => vec![(ex, ex.id.clone(), None)],
        });
    for (ex, row, picked) in attempts {
        let shader = read(
            picked
                .and_then(|a| a.shader.as_deref())
                .unwrap_or(&lesson.lesson.shader),
        )?;
        let program_file = picked.and_then(|a| a.program.as_deref()).unwrap_or(&lesson.lesson.host);
        let program = read(program_file)?;
        let work = Work {
            shader: &shader,
            program: Some(&program),
            root: shaders,
            answer: None,
            lang: Lang::En,
        };
        let knobs = crate::grade::attempt_knobs(lesson, ex, picked, &[]);
        // The desktop grader's platform format, so both grade the same worlds.
        let grade = PageGrade::start(wgpu::TextureFormat::Rgba8Unorm, lesson, &ex.check, &work, &knobs);
        queue.push_back((row, grade));
    }
    let window = web_sys::window().ok_or("no window")?;
    let log = js_sys::Array::new();
    let _ = js_sys::Reflect::set(&window, &"__lienzo_grade_log".into(), &log);
    if queue.is_empty() {
        if let Ok(v) = js_sys::JSON::parse(r#"{"done":true}"#) {
            log.push(&v);
        }
        return Ok(());
    }
    let tick = Closure::<dyn FnMut()>::new(move || {
        GRADE_TEST.with_borrow_mut(|t| {
            let Some(test) = t else { return };
            let Some((id, grade)) = test.queue.front_mut() else {
                return;
            };
            let Some(outcome) = grade.poll() else { return };
            let row = serde_json::json!({
                "exercise": id,
                "verdict": outcome.verdict,
                "detail": outcome.detail.en,
            });
            if let Ok(v) = js_sys::JSON::parse(&row.to_string()) {
                test.log.push(&v);
            }
            test.queue.pop_front();
            if test.queue.is_empty() {
                if let Ok(v) = js_sys::JSON::parse(r#"{"done":true}"#) {
                    test.log.push(&v);
                }
                if let Some(w) = web_sys::window() {
                    w.clear_interval_with_handle(test.interval);
                }
            }
        });
    });
    let interval = window
        .set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), 10)
        .map_err(|e| format!("{e:?}"))?;
    if let Some(old) = GRADE_TEST.replace(Some(GradeTest {
        queue,
        log,
        interval,
        _tick: tick,
    })) {
        window.clear_interval_with_handle(old.interval);
    }
    Ok(())
}
