//! The `lienzo` binary: exit codes, positions, PNG output, and a real window under Xvfb.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::process::Command;

fn lienzo() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_lienzo"));
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c.arg("--backend").arg(common::backends()[0].1);
    c
}

#[test]
fn check_reports_the_error_where_naga_puts_it_with_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.wgsl");
    std::fs::write(
        &file,
        "@fragment\nfn fs() -> @location(0) vec4f {\n\tlet x = 1.0 +;\n    return vec4f(x);\n}\n",
    )
    .unwrap();
    let out = lienzo().arg("check").arg(&file).arg("--json").output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = &v["diagnostics"][0];
    assert_eq!(d["line"], 3, "{v:#}");
    assert_eq!(d["column"], 15, "{v:#}");
    assert_eq!(d["source"], "naga");
    assert_eq!(d["severity"], "error");
}

/// A file is checked as a module, as `getCompilationInfo()` checks it: a compute-only
/// file is clean (exit 0) and so is a valid vertex shader that expects vertex buffers
/// (wgpu's boids example); a vertex-only file gets its own error. Asked for a picture,
/// a module the playground's page cannot draw (no @fragment) gets that need as a
/// coded diagnostic, after its own errors.
#[test]
fn check_checks_a_module_as_a_module_and_draws_only_what_the_playground_can() {
    let dir = tempfile::tempdir().unwrap();
    let compute = dir.path().join("compute.wgsl");
    std::fs::write(
        &compute,
        "@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;\n\
         @compute @workgroup_size(8, 8)\nfn main(@builtin(global_invocation_id) id: vec3u) {\n\
         \x20   textureStore(output, id.xy, vec4f(1.0));\n}\n",
    )
    .unwrap();
    let out = lienzo().arg("check").arg(&compute).arg("--json").output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{v:#}");
    assert_eq!(
        v["adapter"],
        serde_json::Value::Null,
        "a module check needs no GPU: {v:#}"
    );
    let png = dir.path().join("compute.png");
    let out = lienzo()
        .args(["--lang", "en", "check"])
        .arg(&compute)
        .arg("--json")
        .arg("--png")
        .arg(&png)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{v:#}");
    assert_eq!(v["diagnostics"][0]["code"], "W0904", "{v:#}");
    assert!(!png.exists());
    let boids = dir.path().join("boids.wgsl");
    std::fs::write(
        &boids,
        "@vertex\nfn main_vs(@location(0) a_particlePos: vec2<f32>, @location(1) a_particleVel: vec2<f32>,\n\
         \x20   @location(2) a_pos: vec2<f32>) -> @builtin(position) vec4<f32> {\n\
         \x20   let angle = -atan2(a_particleVel.x, a_particleVel.y);\n\
         \x20   let pos = vec2<f32>(a_pos.x * cos(angle) - a_pos.y * sin(angle), a_pos.x * sin(angle) + a_pos.y * cos(angle));\n\
         \x20   return vec4<f32>(pos + a_particlePos, 0.0, 1.0);\n}\n\
         @fragment\nfn main_fs() -> @location(0) vec4<f32> {\n    return vec4<f32>(1.0, 1.0, 1.0, 1.0);\n}\n",
    )
    .unwrap();
    let out = lienzo().arg("check").arg(&boids).arg("--json").output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{v:#}");
    assert_eq!(v["diagnostics"], serde_json::json!([]), "{v:#}");
    let vertex = dir.path().join("vertex.wgsl");
    std::fs::write(
        &vertex,
        "@vertex\nfn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {\n    return vec3f(1.0);\n}\n",
    )
    .unwrap();
    let out = lienzo()
        .args(["--lang", "es", "check"])
        .arg(&vertex)
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = v["diagnostics"].as_array().unwrap();
    assert_eq!(d.len(), 1, "{v:#}");
    assert_eq!(
        (d[0]["code"].as_str(), d[0]["line"].as_u64()),
        (Some("W0201"), Some(3)),
        "{v:#}"
    );
}

/// With `--png`, a module whose binding the playground's page does not provide gets the
/// page's error, in WebGPU's words with WGSL's spelling of the binding.
#[test]
fn check_png_says_what_the_playground_could_not_draw() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("binding.wgsl");
    std::fs::write(
        &file,
        "@group(0) @binding(3) var<uniform> tint: vec4f;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return tint;\n}\n",
    )
    .unwrap();
    let png = dir.path().join("out.png");
    let out = lienzo()
        .args(["--lang", "en", "check"])
        .arg(&file)
        .args(["--json", "--png"])
        .arg(&png)
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{v:#}");
    let d = &v["diagnostics"][0];
    assert_eq!(d["code"], "W0924", "{v:#}");
    let message = d["message"].as_str().unwrap();
    assert!(
        message.starts_with("the playground's page could not draw it")
            && message.contains("@group(0) @binding(3)")
            && message.contains("GPUDevice.createRenderPipeline()"),
        "{message}"
    );
    assert!(!png.exists());
}

/// Issue 19: `lienzo check` aborted ("thread 'lienzo compile worker' has overflowed its
/// stack") on a 5,000-deep `!` chain. It reports one diagnostic after the 127th `!`, where
/// Tint stops, and exits 1.
#[test]
fn check_refuses_a_5000_deep_not_chain_with_one_diagnostic_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deep.wgsl");
    let text = format!(
        "@fragment\nfn fs() -> @location(0) vec4f {{\n    let b = {}true;\n    return vec4f(1.0);\n}}\n",
        "!".repeat(5000)
    );
    std::fs::write(&file, text).unwrap();
    for lang in ["en", "es"] {
        let out = lienzo()
            .args(["--lang", lang, "check"])
            .arg(&file)
            .arg("--json")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let diagnostics = v["diagnostics"].as_array().unwrap();
        assert_eq!(diagnostics.len(), 1, "{v:#}");
        let d = &diagnostics[0];
        assert_eq!(
            (d["code"].as_str(), &d["line"], &d["column"]),
            (Some("W0603"), &3.into(), &(13 + 127).into()),
            "{v:#}"
        );
        let message = d["message"].as_str().unwrap();
        let expected = if lang == "es" {
            "profundidad máxima"
        } else {
            "maximum parser recursive depth"
        };
        assert!(message.contains(expected), "{message}");
    }
}

#[test]
fn check_writes_a_png_of_a_clean_shader_with_exit_0() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ok.wgsl");
    std::fs::write(&file, common::solid(0.0, 1.0, 0.0)).unwrap();
    let png = dir.path().join("out.png");
    let out = lienzo()
        .arg("check")
        .arg(&file)
        .args(["--size", "40x30", "--png"])
        .arg(&png)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let img = image::open(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (40, 30));
    assert_eq!(img.get_pixel(20, 15).0, [0, 255, 0, 255]);
}

#[test]
fn bad_usage_and_missing_files_exit_2_with_a_message() {
    let out = lienzo().args(["check", "/nonexistent/x.wgsl"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/x.wgsl"));
    let out = lienzo()
        .args(["check", "shaders/playground.wgsl", "--set", "canvas_fromat=x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown knob `canvas_fromat`") && err.contains("canvas_format"),
        "{err}"
    );
}

#[test]
fn lessons_lists_every_lesson_and_exits_0() {
    let out = lienzo().args(["lessons", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ids: Vec<&str> = v["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    for id in [
        "playground",
        "current-texture",
        "preferred-format",
        "limits",
        "device-lost",
        "features",
        "queue",
    ] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
}

#[test]
fn a_bad_lesson_file_gives_file_line_col_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    std::fs::create_dir(dir.path().join("shaders")).unwrap();
    std::fs::write(
        lessons.join("01-bad.ron"),
        "(\n  id: \"bad\",\n  title: (es: \"x\" en: \"y\"),\n)",
    )
    .unwrap();
    let out = lienzo()
        .arg("lessons")
        .arg("--lessons-dir")
        .arg(&lessons)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("01-bad.ron:3:"), "{err}");
}

/// With no adapter at all the window cannot open: a clear message and exit 2, no panic.
#[test]
fn the_window_without_any_adapter_says_so_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(common::xvfb_run())
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .args(common::under_xvfb(env!("CARGO_BIN_EXE_lienzo")))
        .arg("--screenshot")
        .arg(dir.path().join("never.png"))
        .env("WGPU_BACKEND", "metal")
        .env("XDG_DATA_HOME", dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(common::app_exit(&out), Some(2), "{err}");
    assert!(
        err.contains("cannot open the Lienzo window") && err.contains("apt-get install"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// A real window under Xvfb: `--screenshot` saves it once the viewport showed frames.
#[test]
fn the_window_opens_and_saves_a_screenshot_of_a_drawn_viewport_under_xvfb() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("window.png");
    let out = Command::new(common::xvfb_run())
        .args(["-a", "-s", "-screen 0 1600x1000x24"])
        .args(common::under_xvfb(env!("CARGO_BIN_EXE_lienzo")))
        .args(["--lesson", "playground", "--lang", "en", "--screenshot"])
        .arg(&png)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("XDG_DATA_HOME", dir.path())
        .env("LIENZO_WORK_DIR", dir.path().join("work"))
        .output()
        .unwrap();
    assert_eq!(
        common::app_exit(&out),
        Some(0),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let img = image::open(&png).unwrap().to_rgba8();
    assert!(img.width() >= 720 && img.height() >= 480, "{:?}", img.dimensions());
    // The playground's rings fill the viewport with many colours; a blank or missing
    // viewport leaves the window's few flat greys.
    let colours: std::collections::HashSet<[u8; 4]> = img.pixels().map(|p| p.0).collect();
    assert!(
        colours.len() > 2000,
        "only {} colours: is the viewport drawn?",
        colours.len()
    );
}

#[test]
fn lessons_prints_each_title_only_in_the_lang_language() {
    // The JSON keeps both titles as data; the list a student reads shows one.
    let out = lienzo().args(["lessons", "--json"]).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let titles: Vec<(&str, &str)> = v["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["title"]["es"].as_str().unwrap(), l["title"]["en"].as_str().unwrap()))
        .filter(|(es, en)| !es.contains(en) && !en.contains(es))
        .collect();
    assert!(titles.len() >= 3, "too few lessons with distinct titles: {v:#}");
    for lang in ["es", "en"] {
        let out = lienzo().args(["lessons", "--lang", lang]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        for &(es, en) in &titles {
            let (shown, hidden) = if lang == "es" { (es, en) } else { (en, es) };
            assert!(text.contains(shown), "--lang {lang}: no `{shown}` in\n{text}");
            assert!(!text.contains(hidden), "--lang {lang}: `{hidden}` in\n{text}");
        }
    }
}

#[test]
fn grade_prints_each_detail_in_the_lang_language() {
    // The playground opens with a different picture: its pixel check fails and says why.
    for (lang, said, unsaid) in [
        ("es", ["FALLA", "píxel", "se esperaba"], ["FAIL ", "pixel", "expected"]),
        ("en", ["FAIL ", "pixel", "expected"], ["FALLA", "píxel", "se esperaba"]),
    ] {
        let out = lienzo()
            .args(["grade", "--lesson", "playground", "--start", "--lang", lang])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        for w in said {
            assert!(text.contains(w), "--lang {lang}: no `{w}` in\n{text}");
        }
        for w in unsaid {
            assert!(!text.contains(w), "--lang {lang}: `{w}` in\n{text}");
        }
    }
    // --json gives the detail in --lang too.
    let out = lienzo()
        .args(["grade", "--lesson", "playground", "--start", "--lang", "es", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let detail = v["exercises"][0]["outcome"]["detail"].as_str().unwrap();
    assert!(detail.contains("se esperaba") && !detail.contains("expected"), "{v:#}");
}

#[test]
fn grade_start_grades_the_lesson_as_it_opens_and_every_check_fails() {
    let out = lienzo()
        .args(["grade", "--lesson", "limits", "--start", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["attempt"], "start", "{v:#}");
    let rows = v["exercises"].as_array().unwrap();
    assert!(rows.len() >= 4, "{v:#}");
    for r in rows {
        // Fail, not Error: the check ran and the attempt is wrong.
        assert_eq!(r["outcome"]["verdict"], "fail", "{r:#}");
        assert_eq!(r["outcome"]["passed"], false, "{r:#}");
    }
    assert_eq!(v["verdict"], "fail", "{v:#}");
    assert_eq!(out.status.code(), Some(1));
    // --shader needs a lesson; --start and --shader do not go together.
    let out = lienzo()
        .args(["grade", "--shader", "x.wgsl", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stdout));
    let out = lienzo()
        .args(["grade", "--start", "--shader", "x.wgsl"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn grade_applies_set_pairs_to_the_pages_world_and_needs_an_adapter() {
    // A hidden tab runs no requestAnimationFrame callback: even the solutions present
    // nothing, so `--set tab_hidden=true` fails them; the default world passes them.
    let grade = |set: &str| {
        let out = lienzo()
            .args([
                "grade",
                "--lesson",
                "current-texture",
                "--lang",
                "en",
                "--set",
                set,
                "--json",
            ])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code(), v)
    };
    let (code, v) = grade("tab_hidden=true");
    let idle = v["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["exercise"] == "compare-before-assigning")
        .unwrap();
    assert_eq!(idle["outcome"]["verdict"], "fail", "{v:#}");
    assert!(
        idle["outcome"]["detail"]
            .as_str()
            .unwrap()
            .contains("stopped presenting"),
        "{v:#}"
    );
    assert_eq!(code, Some(1));
    let (code, v) = grade("tab_hidden=false");
    assert_eq!(code, Some(0), "{v:#}");
    let out = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["--backend", "metal", "grade", "--lesson", "playground"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_closed_stdout_is_not_a_crash() {
    // `true` exits at once, so lienzo writes into a closed pipe once its device is up.
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "set -o pipefail; '{}' --backend {} check shaders/playground.wgsl | true",
            env!("CARGO_BIN_EXE_lienzo"),
            common::backends()[0].1
        ))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

#[test]
fn json_errors_are_json_and_the_canvas_is_reported_as_drawn() {
    let out = lienzo()
        .args(["check", "/nonexistent/x.wgsl", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert!(v["error"].as_str().unwrap().contains("/nonexistent/x.wgsl"), "{v:#}");
    assert_eq!(v["exit_code"], 2);
    // A canvas asked wider than maxTextureDimension2D is clamped; JSON says what was drawn.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ok.wgsl");
    std::fs::write(&file, common::solid(0.0, 1.0, 0.0)).unwrap();
    let png = dir.path().join("wide.png");
    let out = lienzo()
        .arg("check")
        .arg(&file)
        .args(["--size", "9000x100", "--json", "--png"])
        .arg(&png)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let img = image::open(&png).unwrap();
    assert_eq!(v["canvas"], serde_json::json!([img.width(), img.height()]), "{v:#}");
    assert_eq!(v["requested"], serde_json::json!([9000, 100]));
    assert!(img.width() < 9000);
}

#[test]
fn grade_says_error_not_fail_when_there_is_no_adapter() {
    // No adapter of the backend asked for (DX12 on Linux): nothing can be graded. That is
    // an error (exit 2) with the fix, never a Fail (exit 1), in both languages.
    let bare = || {
        let mut c = Command::new(env!("CARGO_BIN_EXE_lienzo"));
        c.current_dir(env!("CARGO_MANIFEST_DIR"));
        c
    };
    let out = bare()
        .args(["--backend", "dx12", "grade", "--lesson", "playground", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["exit_code"], 2, "{v:#}");
    assert!(v["error"].as_str().unwrap().contains("no GPU adapter"), "{v:#}");
    assert_eq!(out.status.code(), Some(2), "{v:#}");
    for lang in ["es", "en"] {
        let out = bare()
            .args(["--backend", "dx12", "--lang", lang, "grade", "--lesson", "playground"])
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("no GPU adapter"), "--lang {lang}:\n{text}");
        assert!(
            !text.contains("FAIL") && !text.contains("FALLA"),
            "--lang {lang}:\n{text}"
        );
        assert_eq!(out.status.code(), Some(2), "--lang {lang}:\n{text}");
    }
}

/// `lienzo bench all --quick` runs every scenario on every backend this machine has, so
/// no bench can break unnoticed. Figures are never judged (the machine is shared); only
/// that each scenario produced some, and that the report names the machine, the
/// adapter of the backend asked for, and the build.
#[test]
fn bench_all_quick_measures_every_scenario_on_every_backend() {
    for (_, backend) in common::backends() {
        let out = Command::new(env!("CARGO_BIN_EXE_lienzo"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args([
                "--lang",
                "en",
                "--backend",
                backend,
                "bench",
                "all",
                "--quick",
                "--json",
            ])
            .output()
            .unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let v: serde_json::Value =
            serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{backend}: {e}\n{stdout}\n{stderr}"));
        let scenarios = v["scenarios"].as_array().unwrap();
        for name in ["edit", "present", "format", "resize", "loss", "idle", "frames", "host"] {
            let s = scenarios
                .iter()
                .find(|s| s["scenario"] == name)
                .unwrap_or_else(|| panic!("{backend}: no {name} in {v:#}"));
            assert!(s["error"].is_null(), "{backend}: {name} not measured: {}", s["error"]);
            let figures = s["figures"].as_object().unwrap_or_else(|| panic!("{backend}: {s:#}"));
            assert_eq!(figures["scenario"], name, "{backend}: {s:#}");
            assert!(figures.len() > 2, "{backend}: {name} has no figures: {s:#}");
        }
        assert_eq!(out.status.code(), Some(0), "{backend}: {stderr}");
        assert!(v["machine"]["cpus"].as_u64().is_some_and(|n| n > 0), "{v:#}");
        let expected = if *backend == "gl" { "Gl" } else { "Vulkan" };
        assert_eq!(v["adapter"]["backend"], expected, "{v:#}");
        assert_eq!(v["build"]["version"], env!("CARGO_PKG_VERSION"));
        assert_eq!(v["quick"], true);
    }
}

/// The binary carries its course: copied into an empty folder, away from the source
/// tree, it lists and grades the bundled lessons (unpacked into the user's cache), and a
/// `lessons/` folder that merely is in the current folder is not taken for the course.
/// A course author's folder is used when named, and said.
#[test]
fn a_copied_binary_carries_its_course_and_ignores_the_current_folder() {
    let home = tempfile::tempdir().unwrap();
    let exe = home.path().join("lienzo");
    std::fs::copy(env!("CARGO_BIN_EXE_lienzo"), &exe).unwrap();
    // A folder with a `lessons/` of its own: the course of whoever was here before.
    let here = home.path().join("somewhere");
    let decoy = here.join("lessons");
    std::fs::create_dir_all(&decoy).unwrap();
    std::fs::create_dir_all(here.join("shaders")).unwrap();
    let playground = std::fs::read_to_string(common::repo("lessons/00-playground.ron")).unwrap();
    let decoy_lesson = playground.replacen("id: \"playground\"", "id: \"decoy\"", 1);
    assert_ne!(decoy_lesson, playground);
    std::fs::write(decoy.join("00-decoy.ron"), decoy_lesson).unwrap();
    // The playground's files: its program, its shader and its exercises' attempts.
    for entry in std::fs::read_dir(common::repo("shaders")).unwrap() {
        let name = entry.unwrap().file_name();
        if name.to_string_lossy().starts_with("playground") {
            std::fs::copy(common::repo("shaders").join(&name), here.join("shaders").join(&name)).unwrap();
        }
    }
    let cache = home.path().join("cache");
    let run = |args: &[&str], env: Option<&std::path::Path>| {
        let mut c = Command::new(&exe);
        c.current_dir(&here)
            .env("XDG_CACHE_HOME", &cache)
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env_remove("LIENZO_LESSONS_DIR")
            .args(["--lang", "en", "--backend", common::backends()[0].1])
            .args(args);
        if let Some(dir) = env {
            c.env("LIENZO_LESSONS_DIR", dir);
        }
        c.output().unwrap()
    };
    let ids = |v: &serde_json::Value| -> Vec<String> {
        v["lessons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_str().unwrap().to_owned())
            .collect()
    };
    let out = run(&["lessons", "--json"], None);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["course"]["source"], "bundled", "{v:#}");
    assert!(
        v["course"]["lessons_dir"]
            .as_str()
            .unwrap()
            .starts_with(cache.to_str().unwrap()),
        "{v:#}"
    );
    let bundled = ids(&v);
    let source_tree = lienzo::lesson::Catalog::load(&common::repo("lessons"), &common::repo("shaders"));
    let expected: Vec<String> = source_tree.lessons.iter().map(|l| l.lesson.id.clone()).collect();
    assert_eq!(bundled, expected, "the bundle is the source tree's course");

    // Grading works from the bundle: every solution of a page lesson passes.
    let out = run(&["grade", "--lesson", "queue"], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("PASS") && !text.contains("FAIL"), "{text}");

    // A course author's folder, named: used, and said.
    for (args, env, key) in [
        (vec!["--lessons-dir", decoy.to_str().unwrap()], None, "lessons-dir"),
        (vec![], Some(decoy.as_path()), "environment"),
    ] {
        let mut all = args.clone();
        all.extend(["lessons", "--json"]);
        let out = run(&all, env);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(ids(&v), ["decoy"], "{v:#}");
        assert_eq!(v["course"]["source"], key, "{v:#}");
        let mut all = args;
        all.push("lessons");
        let out = run(&all, env);
        let first = String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned();
        assert!(
            first.contains("course of") && first.contains(decoy.to_str().unwrap()),
            "{first}"
        );
    }
}
