use super::PageView;
use crate::page_io::CanvasBox;

/// A storm changes the box on every update, never to zero and never above it,
/// and ends with the box as it was.
#[test]
fn a_storm_changes_the_box_every_update_then_ends() {
    let b = CanvasBox {
        width: 400.0,
        height: 300.0,
        pixel_width: 800,
        pixel_height: 600,
    };
    let mut page = PageView::default();
    assert_eq!(page.storm_box(b), b, "no storm, no change");
    page.storm(std::time::Duration::from_mins(1));
    let boxes: Vec<CanvasBox> = (0..20).map(|_| page.storm_box(b)).collect();
    assert!(boxes.windows(2).all(|w| w[0] != w[1]), "{boxes:?}");
    assert!(
        boxes
            .iter()
            .all(|x| x.pixel_width >= 480 && x.pixel_width <= 800 && x.width <= 400.0),
        "{boxes:?}"
    );
    page.storm(std::time::Duration::ZERO);
    assert_eq!(page.storm_box(b), b, "a storm of no length is over at once");
}

/// A program noted as having ended its page's process before its first frame is not
/// run when its lesson opens: the console and the viewport say why, and *Run again*
/// runs it; an edit would too.
#[test]
fn a_program_that_ended_its_process_on_open_waits_for_the_student() {
    use super::{Inputs, PageFiles, World};
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("main.js"), "").unwrap();
    let note = dir.path().join("crashed").join("lesson.txt");
    let program = "console.log('hello');\n";
    let wgsl = "@compute @workgroup_size(1) fn main() {}\n";
    let world = World::from_knobs(&crate::lesson::Knobs::default(), wgpu::TextureFormat::Rgba8Unorm);
    let digest = Inputs {
        program: program.to_owned(),
        wgsl: Some(wgsl.to_owned()),
        world: world.clone(),
    }
    .digest();
    std::fs::create_dir_all(note.parent().unwrap()).unwrap();
    std::fs::write(&note, format!("{digest:016x}\nthe page's process crashed (SIGSEGV)\n")).unwrap();
    let files = PageFiles {
        root: dir.path().to_path_buf(),
        program: "main.js".to_owned(),
        shader: Some("shader.wgsl".to_owned()),
        budget: super::LESSON_BUDGET,
    };
    let mut page = PageView::default();
    page.open(Some(files), Some(note.clone()));
    let lang = crate::lesson::Lang::En;
    // The shader's first check comes back from a worker: sync until it has.
    let until = std::time::Instant::now() + std::time::Duration::from_mins(1);
    while page.wgsl.is_none() && std::time::Instant::now() < until {
        page.sync(program, wgsl, world.clone(), lang, None);
    }
    page.sync(program, wgsl, world.clone(), lang, None);
    assert_eq!(page.out.runs, 0, "the noted program did not run");
    let said = page.out.stopped.clone().expect("the page says why it waits");
    assert!(
        said.starts_with(
            "last time, this page's process ended before its first frame (the page's process crashed (SIGSEGV))"
        ),
        "{said}"
    );
    assert!(page.out.lines.iter().any(|l| l.text == said));
    page.run_again();
    page.sync(program, wgsl, world.clone(), lang, None);
    assert_eq!(page.out.runs, 1, "Run again runs it");

    // Another program is not held back by the note.
    let mut other = PageView::default();
    other.open(
        Some(PageFiles {
            root: dir.path().to_path_buf(),
            program: "main.js".to_owned(),
            shader: Some("shader.wgsl".to_owned()),
            budget: super::LESSON_BUDGET,
        }),
        Some(note),
    );
    let until = std::time::Instant::now() + std::time::Duration::from_mins(1);
    while other.out.runs == 0 && std::time::Instant::now() < until {
        other.sync("console.log('changed');\n", wgsl, world.clone(), lang, None);
    }
    assert_eq!(other.out.runs, 1);
    assert!(other.out.stopped.is_none());
}
