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
