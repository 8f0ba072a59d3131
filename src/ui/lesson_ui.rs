//! The top bar and the lesson panel: lesson list, lesson page (Markdown), exercises.

use eframe::egui;

use crate::grade::Verdict;
use crate::lesson::Lang;

use super::command::Command;
use super::state::{AppState, PanelCaches};
use crate::text::ui as say;

/// Whether a control that switches lessons was clicked on purpose: with the pointer, or
/// by an assistive technology. A key press never switches lessons: arrow keys move
/// egui's focus between widgets, so a student typing after the editor lost focus could
/// otherwise land on a lesson link and open it with Space or Enter.
fn switch_clicked(r: &egui::Response) -> bool {
    // egui turns Space or Enter on a focused widget into a click: that one is refused.
    let by_key = r.has_focus()
        && r.ctx
            .input(|i| i.key_pressed(egui::Key::Space) || i.key_pressed(egui::Key::Enter));
    r.clicked() && !by_key
}

/// Menu row: lesson picker, language, save, revert.
pub fn top_bar(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    egui::Panel::top("top_bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.strong("Lienzo");
            ui.separator();
            // A page opened with *Open page…* is named by its file.
            let current = app
                .lesson()
                .map(|l| l.lesson.title.get(lang).into_owned())
                .or_else(|| app.course.free.as_ref().map(|p| p.entry.clone()))
                .unwrap_or_default();
            // Side panels fold away on small screens; the viewport and editor grow.
            let mut show_lesson = app.panels.layout.show_lesson;
            if ui.toggle_value(&mut show_lesson, say::LESSON.get(lang)).changed() {
                cmds.push(Command::ShowLesson(show_lesson));
            }
            let mut show_knobs = app.panels.layout.show_knobs;
            if ui.toggle_value(&mut show_knobs, say::KNOBS.get(lang)).changed() {
                cmds.push(Command::ShowKnobs(show_knobs));
            }
            ui.separator();
            let picker_width = (ui.ctx().content_rect().width() * 0.22).clamp(140.0, 320.0);
            egui::ComboBox::from_id_salt("lesson_picker")
                .selected_text(current)
                .truncate()
                .width(picker_width)
                .show_ui(ui, |ui| {
                    for l in &app.course.catalog.lessons {
                        let selected = app.course.lesson_id.as_deref() == Some(l.lesson.id.as_str());
                        let (done, total) = l.count(&|l, e| app.marks.progress.passed(l, e));
                        let label = if total == 0 {
                            l.lesson.title.get(lang).into_owned()
                        } else if done == total {
                            format!("✔ {}  {done}/{total}", l.lesson.title.get(lang))
                        } else {
                            format!("{}  {done}/{total}", l.lesson.title.get(lang))
                        };
                        if switch_clicked(&ui.selectable_label(selected, label)) && !selected {
                            cmds.push(Command::OpenLesson(l.lesson.id.clone()));
                        }
                    }
                });
            ui.separator();
            let dirty = app
                .doc_key()
                .and_then(|k| app.editor.buffers.get(&k))
                .is_some_and(super::Buffer::dirty);
            let save_label = if dirty {
                say::SAVE_UNSAVED.get(lang)
            } else {
                say::SAVE.get(lang)
            };
            if ui
                .add_enabled(dirty, egui::Button::new(save_label))
                .on_hover_text(say::SAVE_THE_OPEN_TAB_S.get(lang))
                .clicked()
            {
                cmds.push(Command::Save);
            }
            if ui
                .button(say::REVERT_TO_ORIGINAL.get(lang))
                .on_hover_text(say::RESTORE_THE_LESSON_S_TEXT.get(lang))
                .clicked()
            {
                cmds.push(Command::Revert);
            }
            let can_undo = app
                .doc_key()
                .and_then(|k| app.editor.buffers.get(&k))
                .is_some_and(|b| b.before_revert.is_some());
            if can_undo
                && ui
                    .button(say::UNDO.get(lang))
                    .on_hover_text(say::BRINGS_BACK_THE_TEXT_FROM.get(lang))
                    .clicked()
            {
                cmds.push(Command::UndoRevert);
            }
            super::host::file_buttons(app, ui, cmds);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                for l in [Lang::En, Lang::Es] {
                    if ui.selectable_label(lang == l, l.own_name()).clicked() {
                        cmds.push(Command::SetLang(l));
                    }
                }
            });
        });
    });
}

/// The lesson panel of a page opened with *Open page…*: where it is, what it is, and
/// the site's other pages to switch to.
fn free_page(app: &AppState, page: &super::free_page::FreePage, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    ui.heading(&page.entry);
    ui.label(egui::RichText::new(page.root.display().to_string()).monospace().weak());
    if page.root.parent().is_some()
        && ui
            .small_button(say::SITE_ONE_FOLDER_UP.get(lang))
            .on_hover_text(say::THE_FOLDER_ABOVE_BECOMES_THE.get(lang))
            .clicked()
    {
        cmds.push(Command::SiteOneFolderUp);
    }
    ui.add_space(4.0);
    ui.label(say::FREE_PAGE_ABOUT.get(lang));
    if page.pages.len() > 1 {
        ui.add_space(8.0);
        ui.separator();
        ui.strong(say::THE_SITE_S_PAGES.get(lang));
        for p in &page.pages {
            let open = *p == page.entry;
            if switch_clicked(&ui.selectable_label(open, p)) && !open {
                cmds.push(Command::OpenSitePage(p.clone()));
            }
        }
    }
}

/// Left panel: the lesson page and its exercises. It scrolls to `app.panels.restore_scroll`
/// when there is one (the app clears it once the page is shown) and sends the page's
/// scroll offset back as [`Command::ScrolledPage`].
pub fn lesson_panel(app: &AppState, ui: &mut egui::Ui, caches: &mut PanelCaches, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    if !app.panels.layout.show_lesson {
        return;
    }
    let width = ui.ctx().content_rect().width();
    egui::Panel::left("lesson")
        .resizable(true)
        .default_size((width * 0.27).clamp(180.0, 460.0))
        .size_range(160.0..=(width * 0.35).max(200.0))
        .show(ui, |ui| {
            // One scroll position per lesson, restored when the lesson opens again.
            let page_id = app.course.lesson_id.clone().unwrap_or_default();
            let mut area = egui::ScrollArea::vertical()
                .id_salt(("lesson_page", page_id.as_str()))
                .auto_shrink(false);
            if let Some(y) = app.panels.restore_scroll {
                area = area.vertical_scroll_offset(y);
            }
            let output = area.show(ui, |ui| {
                if let Some(page) = &app.course.free {
                    free_page(app, page, ui, cmds);
                    return;
                }
                let Some(lesson) = app.lesson().cloned() else {
                    ui.heading(say::NO_LESSONS.get(lang));
                    ui.label(format!(
                        "{} {}",
                        say::NO_LESSON_LOADED_FROM.get(lang),
                        app.course.catalog.lessons_dir.display()
                    ));
                    return;
                };
                ui.heading(lesson.lesson.title.get(lang));
                ui.add_space(4.0);
                egui_commonmark::CommonMarkViewer::new().show(ui, &mut caches.markdown, &lesson.lesson.body.get(lang));
                if lesson.lesson.exercises.is_empty() {
                    return;
                }
                ui.add_space(8.0);
                ui.separator();
                ui.heading(say::EXERCISES.get(lang));
                next_line(app, ui, &lesson, cmds);
                for ex in &lesson.lesson.exercises {
                    // Passes are kept by the app every frame.
                    let graded = app.marks.grades.get(&ex.id).cloned().flatten();
                    let running = app.viewport.grading.contains(&ex.id);
                    let outcome = graded.clone();
                    let passed_before = app.marks.progress.passed(&lesson.lesson.id, &ex.id);
                    let (mark, color) = match (&outcome, running) {
                        (_, true) => ("…", ui.visuals().weak_text_color()),
                        (Some(o), _) if o.passed() => ("✔", egui::Color32::from_rgb(80, 200, 120)),
                        // Not graded (no device, out of time, …): neither a pass nor a fail.
                        (Some(o), _) if o.verdict == Verdict::Error => ("⚠", egui::Color32::from_rgb(230, 180, 60)),
                        (Some(_), _) => ("✖", egui::Color32::from_rgb(230, 90, 80)),
                        (None, _) if passed_before => ("✔", egui::Color32::from_rgb(60, 140, 90)),
                        (None, _) => ("○", ui.visuals().weak_text_color()),
                    };
                    ui.add_space(6.0);
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(mark).color(color).strong().size(18.0));
                        ui.strong(&ex.id);
                        // A check runs the student's program on a page of its own
                        // (in Workers in the browser); a prediction is compared at once.
                        if ui
                            .add_enabled(!running, egui::Button::new(say::CHECK.get(lang)))
                            .on_hover_text(say::RUNS_THE_CHECK_HEADLESS_LIKE.get(lang))
                            .clicked()
                        {
                            cmds.push(Command::Grade(ex.id.clone()));
                        }
                    });
                    egui_commonmark::CommonMarkViewer::new().show(ui, &mut caches.markdown, &ex.prompt.get(lang));
                    let shown = app.marks.hints.get(&ex.id).copied().unwrap_or(0).min(ex.hints.len());
                    for (i, hint) in ex.hints.iter().take(shown).enumerate() {
                        ui.label(
                            egui::RichText::new(format!("{} {}", say::HINT.get(lang), i + 1))
                                .strong()
                                .small(),
                        );
                        // `{line:TEXT}` names where TEXT is in the student's files now.
                        let shader = lesson.lesson.shader.as_str();
                        let files = [(lesson.lesson.host.as_str(), app.program_text()), (shader, app.text())];
                        let hint = crate::lesson::places::fill(&hint.get(lang), &files, lang);
                        egui_commonmark::CommonMarkViewer::new().show(ui, &mut caches.markdown, &hint);
                    }
                    if shown < ex.hints.len() {
                        let label = say::hint_of(shown + 1, ex.hints.len()).take(lang);
                        if ui.small_button(label).clicked() {
                            cmds.push(Command::ShowHint(ex.id.clone()));
                        }
                    }
                    if matches!(ex.check, crate::lesson::Check::Predict { .. }) {
                        let mut answer = app
                            .course
                            .pages
                            .answer(&lesson.lesson.id, &ex.id)
                            .unwrap_or_default()
                            .to_owned();
                        ui.horizontal(|ui| {
                            ui.label(say::YOUR_PREDICTION.get(lang));
                            let edit = ui.add(egui::TextEdit::singleline(&mut answer).desired_width(140.0));
                            if edit.changed() {
                                cmds.push(Command::SetAnswer(ex.id.clone(), answer.clone()));
                            }
                            if edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                                cmds.push(Command::Grade(ex.id.clone()));
                            }
                        });
                        // The way to see it for oneself comes after the guess.
                        if let Some(observe) = &ex.observe {
                            match app.marks.progress.first_answer(&lesson.lesson.id, &ex.id) {
                                Some(first) => {
                                    ui.label(
                                        egui::RichText::new(say::your_first_answer(first).take(lang))
                                            .weak()
                                            .small(),
                                    );
                                    egui_commonmark::CommonMarkViewer::new().show(
                                        ui,
                                        &mut caches.markdown,
                                        &observe.get(lang),
                                    );
                                }
                                None => {
                                    ui.label(egui::RichText::new(say::ANSWER_TO_SEE_IT.get(lang)).weak().small());
                                }
                            }
                        }
                    }
                    ui.label(egui::RichText::new(ex.check.words(lang)).weak().small());
                    if !ex.knobs.is_empty() {
                        let knobs: Vec<String> = ex.knobs.iter().map(|(k, v)| format!("{k}={v}")).collect();
                        ui.label(
                            egui::RichText::new(format!("{} {}", say::WITH_KNOBS.get(lang), knobs.join(", ")))
                                .weak()
                                .small(),
                        );
                    }
                    if let Some(o) = outcome {
                        ui.label(egui::RichText::new(o.detail.get(lang)).small().color(color));
                    }
                }
            });
            if !page_id.is_empty() {
                cmds.push(Command::ScrolledPage(page_id, output.state.clamped_offset().y));
            }
        });
}

/// One line under "Exercises": what to do next, from the student's kept progress.
fn next_line(app: &AppState, ui: &mut egui::Ui, lesson: &crate::lesson::LoadedLesson, cmds: &mut Vec<Command>) {
    use crate::lesson::Next;
    let lang = app.lang;
    let (done, total) = lesson.count(&|l, e| app.marks.progress.passed(l, e));
    let weak = |s: String| egui::RichText::new(s).weak();
    match app.course.catalog.next(lesson, &|l, e| app.marks.progress.passed(l, e)) {
        Next::Exercise(id) => {
            ui.label(weak(say::passed_next(done, total, id).take(lang)));
        }
        Next::Lesson(l) => {
            let id = l.lesson.id.clone();
            ui.horizontal_wrapped(|ui| {
                ui.label(weak(say::LESSON_DONE_NEXT.get(lang).to_owned()));
                if switch_clicked(&ui.link(l.lesson.title.get(lang))) {
                    cmds.push(Command::OpenLesson(id));
                }
            });
        }
        Next::AllDone => {
            ui.label(weak(say::YOU_HAVE_PASSED_EVERY_EXERCISE.get(lang).to_owned()));
        }
    }
}
