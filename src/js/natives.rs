//! `__lz`: the native operations the prelude calls and then hides from the program.

use std::rc::Rc;

use rquickjs::function::Opt;
use rquickjs::{ArrayBuffer, Ctx, Function, Object, TypedArray, Value};
use serde_json::Value as Json;

use super::shared::{Shared, describe, uncaught};
use crate::page_io::Level;
use crate::text::page::{Callback, Say};

/// The largest file `fetch()` reads.
const MAX_FETCH_BYTES: u64 = 64 << 20;

/// Lends the bytes of a `Uint8Array` to `f`, which runs no JavaScript (a detached
/// buffer lends none).
#[allow(unsafe_code)]
pub(super) fn with_bytes<R>(data: &TypedArray<'_, u8>, f: impl FnOnce(&[u8]) -> R) -> R {
    // SAFETY: the slice is valid until JavaScript runs again (rquickjs' contract for
    // `as_bytes`); `f` is a native operation that never calls into the engine.
    let bytes = unsafe { data.as_bytes() };
    f(bytes.unwrap_or(&[]))
}

/// Defines `__lz`, the native operations the prelude hides.
pub(super) fn install<'js>(ctx: &Ctx<'js>, shared: &Rc<Shared>) -> rquickjs::Result<()> {
    let lz = Object::new(ctx.clone())?;
    macro_rules! op {
        ($name:literal, |$g:ident, $ctx:ident $(, $arg:ident : $ty:ty)*| $body:expr) => {{
            let s = shared.clone();
            lz.set(
                $name,
                Function::new(ctx.clone(), move |$ctx: Ctx<'js>, $($arg: $ty),*| -> String {
                    s.op(&$ctx, |$g| $body)
                })?,
            )?;
        }};
    }
    op!("requestAdapter", |g, c, o: String| g.request_adapter(&o));
    op!("requestDevice", |g, c, _a: u32, d: String| g.request_device(&d));
    op!("createBuffer", |g, c, dev: u32, d: String| g.create_buffer(dev, &d));
    op!("createTexture", |g, c, dev: u32, d: String| g.create_texture(dev, &d));
    op!("createView", |g, c, t: u32, d: String| g.create_view(t, &d));
    op!("createSampler", |g, c, dev: u32, d: String| g.create_sampler(dev, &d));
    op!("createShaderModule", |g, c, dev: u32, d: String| g
        .create_shader_module(dev, &d));
    op!("createBindGroupLayout", |g, c, dev: u32, d: String| g
        .create_bind_group_layout(dev, &d));
    op!("createPipelineLayout", |g, c, dev: u32, d: String| g
        .create_pipeline_layout(dev, &d));
    op!("createBindGroup", |g, c, dev: u32, d: String| g
        .create_bind_group(dev, &d));
    op!("createRenderPipeline", |g, c, dev: u32, d: String| g
        .create_render_pipeline(dev, &d));
    op!("createComputePipeline", |g, c, dev: u32, d: String| g
        .create_compute_pipeline(dev, &d));
    op!("createCommandEncoder", |g, c, dev: u32, d: String| g
        .create_command_encoder(dev, &d));
    op!("createQuerySet", |g, c, dev: u32, d: String| g
        .create_query_set(dev, &d));
    op!("getBindGroupLayout", |g, c, p: u32, i: u32| g
        .get_bind_group_layout(p, i));
    op!("renderPass", |g, c, e: u32, d: String, cmds: String| g
        .render_pass(e, &d, &cmds)
        .map(|()| Json::Null));
    op!("renderBundle", |g, c, dev: u32, d: String, cmds: String| g
        .create_render_bundle(dev, &d, &cmds));
    op!("computePass", |g, c, e: u32, d: String, cmds: String| g
        .compute_pass(e, &d, &cmds)
        .map(|()| Json::Null));
    op!("copyBufferToBuffer", |g,
                               c,
                               e: u32,
                               s: u32,
                               so: f64,
                               d: u32,
                               dof: f64,
                               n: f64| g
        .copy_buffer_to_buffer(e, s, so, d, dof, n)
        .map(|()| Json::Null));
    op!("copy", |g, c, e: u32, kind: String, s: String, d: String, n: String| g
        .copy(e, &kind, &s, &d, &n)
        .map(|()| Json::Null));
    op!("resolveQuerySet", |g,
                            c,
                            e: u32,
                            q: u32,
                            first: u32,
                            n: u32,
                            b: u32,
                            o: f64| g
        .resolve_query_set(e, q, first, n, b, o)
        .map(|()| Json::Null));
    op!("clearBuffer", |g, c, e: u32, b: u32, o: f64, n: f64| g
        .clear_buffer(e, b, o, n)
        .map(|()| Json::Null));
    op!("invalidate", |g, c, e: u32, why: String| g
        .invalidate(e, &why)
        .map(|()| Json::Null));
    op!("finish", |g, c, e: u32, _d: String| g.finish(e));
    op!("submit", |g, c, dev: u32, ids: String| g
        .submit(dev, &ids)
        .map(|()| Json::Null));
    op!("workDone", |g, c, dev: u32| g.work_done(dev).map(Json::from));
    op!("mapAsync", |g, c, b: u32, mode: u32, o: f64, n: f64| g
        .map_async(b, mode, o, n)
        .map(Json::from));
    op!("unmap", |g, c, b: u32| g.unmap(b).map(|()| Json::Null));
    op!("destroy", |g, c, id: u32| g.destroy(id).map(|()| Json::Null));
    op!("pushErrorScope", |g, c, dev: u32, f: String| g
        .push_error_scope(dev, &f)
        .map(|()| Json::Null));
    op!("popErrorScope", |g, c, dev: u32| g.pop_error_scope(dev));
    op!("configure", |g, c, canvas: u32, d: String| g
        .configure(canvas, &d)
        .map(|()| Json::Null));
    op!("currentTexture", |g, c, canvas: u32, w: u32, h: u32| g
        .current_texture(canvas, w, h));

    let s = shared.clone();
    lz.set(
        "writeBuffer",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, dev: u32, b: u32, o: f64, data: TypedArray<'js, u8>| -> String {
                with_bytes(&data, |bytes| {
                    s.op(&c, |g| g.write_buffer(dev, b, o, bytes).map(|()| Json::Null))
                })
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "writeTexture",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>,
                  dev: u32,
                  dst: String,
                  data: TypedArray<'js, u8>,
                  layout: String,
                  size: String|
                  -> String {
                with_bytes(&data, |bytes| {
                    s.op(&c, |g| {
                        g.write_texture(dev, &dst, bytes, &layout, &size).map(|()| Json::Null)
                    })
                })
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "writeMapped",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, b: u32, o: f64, data: TypedArray<'js, u8>| -> String {
                with_bytes(&data, |bytes| {
                    s.op(&c, |g| g.write_mapped(b, o, bytes).map(|()| Json::Null))
                })
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "canvasPixels",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, canvas: u32, presented: bool| -> rquickjs::Result<rquickjs::Value<'js>> {
                let pixels = {
                    let _call = super::native_watch::enter();
                    s.gpu.borrow_mut().canvas_pixels(canvas, presented)
                };
                match pixels {
                    Some(bytes) => Ok(TypedArray::<u8>::new(c, bytes)?.into_value()),
                    None => Ok(rquickjs::Value::new_null(c)),
                }
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "getMappedRange",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, b: u32, o: f64, n: f64, _read: Opt<bool>| -> rquickjs::Result<ArrayBuffer<'js>> {
                let bytes = s.gpu.borrow_mut().mapped_bytes(b, o, n);
                match bytes {
                    Ok(bytes) => ArrayBuffer::new(c, bytes),
                    Err(fail) => Err(rquickjs::Exception::throw_message(&c, &fail.message)),
                }
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "readFile",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, url: String| -> rquickjs::Result<rquickjs::Value<'js>> {
                // The world resolved the URL against the document: a path in the root. A
                // file a server would not serve is its reason (a string: the world answers
                // 404); past Lienzo's limit, a TypeError.
                use super::loader::Unread;
                let path = super::loader::resolve_name("", &format!("/{url}"))
                    .map_err(|why| rquickjs::Exception::throw_type(&c, &why))?;
                match super::loader::read_inside(&s.root, &path, MAX_FETCH_BYTES) {
                    Ok(bytes) => Ok(ArrayBuffer::new(c, bytes)?.into_value()),
                    Err(Unread::NotServed(why)) => Ok(rquickjs::String::from_str(c, &why)?.into_value()),
                    Err(Unread::TooLarge(why)) => {
                        Err(rquickjs::Exception::throw_type(&c, &format!("fetch('{url}'): {why}")))
                    }
                }
            },
        )?,
    )?;
    lz.set(
        "deflate",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>,
                  data: TypedArray<'js, u8>,
                  format: String,
                  compress: bool|
                  -> rquickjs::Result<rquickjs::Value<'js>> {
                match with_bytes(&data, |bytes| super::compress::run(bytes, &format, compress)) {
                    Ok(out) => Ok(ArrayBuffer::new(c, out)?.into_value()),
                    Err(why) => Err(rquickjs::Exception::throw_type(&c, &why)),
                }
            },
        )?,
    )?;
    lz.set(
        "decodeImage",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, data: TypedArray<'js, u8>, convert: Opt<bool>| -> rquickjs::Result<Object<'js>> {
                let decoded = with_bytes(&data, |bytes| super::decode::decode(bytes, convert.0.unwrap_or(true)));
                match decoded {
                    Ok(img) => {
                        let o = Object::new(c.clone())?;
                        o.set("width", img.width)?;
                        o.set("height", img.height)?;
                        o.set("data", ArrayBuffer::new(c, img.rgba)?)?;
                        Ok(o)
                    }
                    Err(e) => Err(rquickjs::Exception::throw_dom(
                        &c,
                        "InvalidStateError",
                        &format!(
                            "createImageBitmap: the image cannot be decoded ({e}); Lienzo decodes PNG, JPEG and WebP"
                        ),
                    )),
                }
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "copyImage",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>,
                  dev: u32,
                  dst: String,
                  pixels: TypedArray<'js, u8>,
                  width: u32,
                  size: String,
                  flip: bool|
                  -> String {
                with_bytes(&pixels, |bytes| {
                    s.op(&c, |g| {
                        g.copy_image(dev, &dst, bytes, width, &size, flip).map(|()| Json::Null)
                    })
                })
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "drop",
        Function::new(ctx.clone(), move |id: u32| {
            s.gpu.borrow_mut().forget(id);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "unconfigure",
        Function::new(ctx.clone(), move |canvas: u32| s.gpu.borrow_mut().unconfigure(canvas))?,
    )?;
    let s = shared.clone();
    lz.set(
        "canvasPass",
        Function::new(ctx.clone(), move |stale: bool| {
            let mut gpu = s.gpu.borrow_mut();
            gpu.tally.canvas_passes += 1;
            gpu.tally.stale_passes += u64::from(stale);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "updatesEnded",
        Function::new(ctx.clone(), move || s.gpu.borrow().canvas.updates as f64)?,
    )?;
    let s = shared.clone();
    lz.set(
        "expireCurrent",
        Function::new(ctx.clone(), move |canvas: u32| {
            s.gpu.borrow_mut().expire_current(canvas);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "canvasSized",
        Function::new(ctx.clone(), move |canvas: u32, w: u32, h: u32| {
            s.gpu.borrow_mut().canvas_sized(canvas, w, h);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "expired",
        Function::new(ctx.clone(), move |id: u32| s.gpu.borrow().expired(id))?,
    )?;
    let s = shared.clone();
    lz.set(
        "preferredFormat",
        Function::new(ctx.clone(), move || {
            serde_json::to_value(s.gpu.borrow().preferred)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default()
        })?,
    )?;
    lz.set(
        "wgslLanguageFeatures",
        Function::new(ctx.clone(), || {
            vec![
                "readonly_and_readwrite_storage_textures",
                "packed_4x8_integer_dot_product",
                "unrestricted_pointer_parameters",
                "pointer_composite_access",
            ]
            .into_iter()
            .map(str::to_owned)
            .collect::<Vec<String>>()
        })?,
    )?;
    lz.set(
        "limitNames",
        Function::new(ctx.clone(), || {
            crate::gpu::limits::WEBGPU_LIMITS
                .iter()
                .map(|l| l.name.to_owned())
                .collect::<Vec<String>>()
        })?,
    )?;
    install_2d(ctx, &lz)?;
    let s = shared.clone();
    lz.set("now", Function::new(ctx.clone(), move || s.clock.now_ms())?)?;
    // `crypto.getRandomValues`: the system's random bytes (at most 64 KiB, as the
    // prelude checks first).
    lz.set(
        "random",
        Function::new(
            ctx.clone(),
            |c: Ctx<'js>, n: u32| -> rquickjs::Result<ArrayBuffer<'js>> {
                let mut bytes = vec![0u8; n.min(1 << 16) as usize];
                getrandom::fill(&mut bytes)
                    .map_err(|e| rquickjs::Error::new_from_js_message("number", "random bytes", e.to_string()))?;
                ArrayBuffer::new(c, bytes)
            },
        )?,
    )?;
    // `performance.memory`: [used, total, limit] in bytes, as last measured (after the
    // task that reads it, the next reading is measured anew).
    let s = shared.clone();
    lz.set(
        "heap",
        Function::new(ctx.clone(), move || {
            s.heap.wanted.set(true);
            let (used, total) = s.heap.sizes.get();
            vec![used, total, s.memory_limit as f64]
        })?,
    )?;
    lz.set(
        "timeOrigin",
        Function::new(ctx.clone(), || {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "log",
        Function::new(ctx.clone(), move |level: String, text: String| {
            let level = match level.as_str() {
                "error" => Level::Error,
                "warn" => Level::Warn,
                "info" => Level::Info,
                "debug" => Level::Debug,
                _ => Level::Log,
            };
            s.say(level, text, None);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "uncaptured",
        Function::new(ctx.clone(), move |ty: String, message: String, place: Opt<String>| {
            s.say(Level::GpuError, Say::Uncaptured { ty, message }.text(s.lang), place.0);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "exception",
        Function::new(ctx.clone(), move |c: Ctx<'js>, e: Value<'js>| {
            if s.budget.hit.get() {
                return;
            }
            let (text, place) = describe(&s, &c, &e, &s.shown_root);
            uncaught(&s, &text, place);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "enter",
        Function::new(ctx.clone(), move |what: String| {
            let what = match what.as_str() {
                "AnimationFrame" => Callback::AnimationFrame,
                "Timeout" => Callback::Timeout,
                "ResizeObserver" => Callback::ResizeObserver,
                _ => Callback::Other,
            };
            s.arm(what);
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "noAdapter",
        Function::new(ctx.clone(), move || s.gpu.borrow_mut().adapter_not_ready())?,
    )?;
    let s = shared.clone();
    lz.set(
        "hotAccepts",
        Function::new(ctx.clone(), move |files: Vec<String>| {
            *s.accepts.borrow_mut() = Some(files);
        })?,
    )?;
    let s = shared.clone();
    lz.set("reload", Function::new(ctx.clone(), move || s.reload.set(true))?)?;
    ctx.globals().set("__lz", lz)?;
    Ok(())
}

/// The 2D canvases' bitmaps, kept in the context for the page's host to show the
/// page's canvas when it draws in 2D ([`super::Page::shown_2d`]).
pub(super) struct Shown2d(pub Rc<super::canvas2d::Canvases2d>);

// SAFETY: it holds no reference with a lifetime.
#[allow(unsafe_code)]
unsafe impl rquickjs::JsLifetime<'_> for Shown2d {
    type Changed<'to> = Shown2d;
}

/// The 2D canvases' bitmaps (`canvas2d.rs`), by the number the prelude gave each.
fn install_2d<'js>(ctx: &Ctx<'js>, lz: &Object<'js>) -> rquickjs::Result<()> {
    use super::canvas2d::{Canvas2d, Canvases2d};
    // An error of a drawing call is a TypeError at the call.
    fn thrown<T>(c: &Ctx<'_>, r: Result<T, String>) -> rquickjs::Result<T> {
        r.map_err(|why| rquickjs::Exception::throw_type(c, &why))
    }
    let canvases: Rc<Canvases2d> = Rc::default();
    let _ = ctx.store_userdata(Shown2d(canvases.clone()));
    let all = canvases.clone();
    lz.set(
        "c2dSize",
        Function::new(ctx.clone(), move |id: u32, w: u32, h: u32| {
            all.borrow_mut().insert(id, Canvas2d::new(w, h));
        })?,
    )?;
    let all = canvases.clone();
    lz.set(
        "c2dPath",
        Function::new(ctx.clone(), move |c: Ctx<'js>, id: u32, json: String| {
            let r = all.borrow_mut().get_mut(&id).map_or(Ok(()), |cv| cv.path(&json));
            thrown(&c, r)
        })?,
    )?;
    let all = canvases.clone();
    lz.set(
        "c2dText",
        Function::new(ctx.clone(), move |c: Ctx<'js>, id: u32, json: String| {
            let r = all.borrow_mut().get_mut(&id).map_or(Ok(()), |cv| cv.text(&json));
            thrown(&c, r)
        })?,
    )?;
    let all = canvases.clone();
    lz.set(
        "c2dClear",
        Function::new(
            ctx.clone(),
            move |id: u32, t: Vec<f64>, x: f64, y: f64, w: f64, h: f64| {
                if let (Some(cv), Ok(t)) = (all.borrow_mut().get_mut(&id), <[f64; 6]>::try_from(t)) {
                    cv.clear_rect(t, x, y, w, h);
                }
            },
        )?,
    )?;
    let all = canvases.clone();
    lz.set(
        "c2dGet",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, id: u32, x: f64, y: f64, w: u32, h: u32| -> rquickjs::Result<ArrayBuffer<'js>> {
                let bytes = all.borrow_mut().get_mut(&id).map_or_else(
                    || vec![0; w as usize * h as usize * 4],
                    |cv| cv.image_data(x as i64, y as i64, w, h),
                );
                ArrayBuffer::new(c, bytes)
            },
        )?,
    )?;
    let all = canvases.clone();
    lz.set(
        "c2dPut",
        Function::new(
            ctx.clone(),
            move |id: u32, data: TypedArray<'js, u8>, w: u32, x: f64, y: f64| {
                if let Some(cv) = all.borrow_mut().get_mut(&id) {
                    with_bytes(&data, |bytes| cv.put_image_data(bytes, w, x as i64, y as i64));
                }
            },
        )?,
    )?;
    let all = canvases;
    lz.set(
        "c2dImage",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, id: u32, data: TypedArray<'js, u8>, w: u32, h: u32, json: String| {
                let r = all.borrow_mut().get_mut(&id).map_or(Ok(()), |cv| {
                    with_bytes(&data, |bytes| cv.draw_image(bytes, w, h, &json))
                });
                thrown(&c, r)
            },
        )?,
    )?;
    lz.set(
        "pngOf",
        Function::new(
            ctx.clone(),
            |c: Ctx<'js>, data: TypedArray<'js, u8>, w: u32, h: u32| -> rquickjs::Result<ArrayBuffer<'js>> {
                let png = with_bytes(&data, |rgba| super::canvas2d::png(rgba, w, h));
                ArrayBuffer::new(c.clone(), thrown(&c, png)?)
            },
        )?,
    )?;
    lz.set(
        "c2dMeasure",
        Function::new(
            ctx.clone(),
            |text: String, size: f64, align: String, baseline: String| {
                super::canvas2d::measure(&text, size, &align, &baseline).to_vec()
            },
        )?,
    )?;
    Ok(())
}
