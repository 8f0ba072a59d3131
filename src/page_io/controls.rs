//! The page's form controls as the window's panel shows them, and what the student did
//! to one there: the same words as `src/page/forms.js`, which lists them and fires
//! their events in the page's world.

/// One `<input>`, `<select>`, `<textarea>` or `<button>` of the page's document.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PageControl {
    /// The page world's number for the element, the same for as long as the page runs.
    pub id: u32,
    pub kind: ControlKind,
    /// Its name as a browser's accessibility tree gives it (a `<label>`, `aria-label`,
    /// a button's text), else the text just before it.
    pub label: String,
    #[serde(default)]
    pub disabled: bool,
    /// The value of a text, number, range, color or text area control.
    #[serde(default)]
    pub value: Option<String>,
    /// A checkbox's or radio button's `checked`.
    #[serde(default)]
    pub checked: Option<bool>,
    /// A select's options, by the words they show, and its `selectedIndex` (-1: none).
    #[serde(default)]
    pub options: Vec<String>,
    #[serde(default)]
    pub selected: Option<i64>,
    /// A range's or number's `min`, `max` and `step` attributes, where they are numbers.
    #[serde(default)]
    pub min: Option<f64>,
    #[serde(default)]
    pub max: Option<f64>,
    #[serde(default)]
    pub step: Option<f64>,
}

/// What a control is, by the widget it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ControlKind {
    Range,
    Number,
    Checkbox,
    Radio,
    Color,
    Text,
    Textarea,
    Select,
    Button,
}

/// What the student did to control `id` in the window's panel; the page's world fires
/// the events a browser fires for it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ControlChange {
    pub id: u32,
    #[serde(flatten)]
    pub what: ControlAction,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ControlAction {
    /// The value changed (`input`), as while a slider is dragged or a field typed in.
    Input {
        value: String,
    },
    /// The value was committed (`change`): a slider let go, Enter, the field left.
    Commit {
        value: String,
    },
    /// A checkbox or radio button clicked to `checked` (`click`, `input`, `change`).
    Check {
        checked: bool,
    },
    /// An option picked (`input`, `change`).
    Select {
        index: u32,
    },
    /// A button clicked.
    Click,
    /// A field took the keyboard, or gave it back (`focus`, `blur`).
    Focus,
    Blur,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // Reason: a test's panic names its cause.
mod tests {
    use super::*;

    /// The words `src/page/forms.js` reads and writes.
    #[test]
    fn controls_and_changes_read_as_the_page_world_writes_them() {
        let listed: Vec<PageControl> = serde_json::from_str(
            r#"[{"id":3,"kind":"range","label":"Speed","disabled":false,"value":"5","min":0,"max":10},
                {"id":4,"kind":"select","label":"Shape","disabled":false,"options":["disc","square"],"selected":1},
                {"id":5,"kind":"button","label":"Go","disabled":true}]"#,
        )
        .unwrap();
        assert_eq!(listed[0].kind, ControlKind::Range);
        assert_eq!(
            (listed[0].min, listed[0].max, listed[0].step),
            (Some(0.0), Some(10.0), None)
        );
        assert_eq!((listed[1].options.len(), listed[1].selected), (2, Some(1)));
        assert!(listed[2].disabled && listed[2].value.is_none());
        let change = ControlChange {
            id: 4,
            what: ControlAction::Select { index: 0 },
        };
        assert_eq!(
            serde_json::to_string(&change).unwrap(),
            r#"{"id":4,"kind":"select","index":0}"#
        );
        let click = ControlChange {
            id: 5,
            what: ControlAction::Click,
        };
        assert_eq!(serde_json::to_string(&click).unwrap(), r#"{"id":5,"kind":"click"}"#);
    }
}
