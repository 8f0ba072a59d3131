use super::*;

fn chain(n: usize) -> String {
    let terms = vec!["1.0"; n].join(" + ");
    format!("@fragment fn fs() -> @location(0) vec4f {{ return vec4f({terms}); }}\n")
}

/// The code and the 1-based line and column of the refusal of `text`, if any.
fn refusal(text: &str) -> Option<(&'static str, u32, u32)> {
    check(text).map(|d| {
        let s = d.span.expect("a place");
        (d.code.expect("a code"), s.line, s.column)
    })
}

#[test]
fn ordinary_shaders_pass_and_deep_ones_are_refused_at_the_place() {
    assert!(check(&chain(200)).is_none());
    let d = check(&chain(20_000)).expect("refused");
    assert_eq!(d.code, Some("W0604"));
    assert!(d.message.contains("max expression depth of 512"), "{}", d.message);
    assert!(check(&chain(500)).is_none(), "Tint accepts 512 terms");
    assert_eq!(d.span.map(|s| s.line), Some(1));
    let parens = |n: usize| format!("fn f() -> f32 {{ return {}1.0{}; }}", "(".repeat(n), ")".repeat(n));
    assert_eq!(refusal(&parens(300)), Some(("W0603", 1, 24 + 127)));
    assert!(check(&parens(126)).is_none(), "126 with the body: Tint's limit");
    let blocks = |n: usize| format!("fn f() {{ {} }}", "{".repeat(n) + &"}".repeat(n));
    assert_eq!(refusal(&blocks(200)).map(|r| r.0), Some("W0603"));
    assert!(check(&blocks(126)).is_none(), "127 levels with the body: Tint's limit");
    let elses = |n: usize| format!("fn f(x: bool) {{ if x {{}} {} }}", "else if x {} ".repeat(n));
    assert_eq!(refusal(&elses(6245)).map(|r| r.0), Some("W0605"));
    assert!(check(&elses(124)).is_none());
    assert!(check(&elses(125)).is_some(), "Tint refuses 125 `else if`");
    let ifs = |n: usize| format!("fn f(x: bool) {{ {} }}", "if x { ".repeat(n) + &"}".repeat(n));
    assert!(check(&ifs(63)).is_none());
    assert_eq!(
        refusal(&ifs(64)).map(|r| r.0),
        Some("W0605"),
        "an `if` and its block are two levels"
    );
}

#[test]
fn unary_operators_count_as_parser_depth() {
    let not = |n: usize| format!("fn f() -> bool {{ return {}true; }}", "!".repeat(n));
    assert!(check(&not(126)).is_none());
    // At `true`, or the 128th `!`: where Tint stops too.
    assert_eq!(refusal(&not(127)), Some(("W0603", 1, 25 + 127)));
    assert_eq!(refusal(&not(5000)), Some(("W0603", 1, 25 + 127)));
    let spaced = format!("fn f() -> i32 {{ return {}1; }}", "- ".repeat(200));
    assert_eq!(refusal(&spaced).map(|r| r.0), Some("W0603"));
    // Binary operators end the operand of the unary ones before them.
    let mixed = format!("fn f() -> i32 {{ return 1{}; }}", " - -1".repeat(400));
    assert!(check(&mixed).is_none());
    // `&&` is two address-ofs before an operand, one logical and after one.
    let addr = format!("fn f() {{ var x: i32; let p = {}x; }}", "&*".repeat(100));
    assert_eq!(refusal(&addr).map(|r| r.0), Some("W0603"));
    assert!(check("fn f(a: bool, b: bool) -> bool { return a && !b || -1 < 2 && *&a; }").is_none());
    // `a && !(a && !(…))`: the `!` and the `(` are the levels, not the `&&`.
    let and_not = |n: usize| {
        format!(
            "fn f(a: bool) -> bool {{ return a{}{}; }}",
            " && !(a".repeat(n),
            ")".repeat(n)
        )
    };
    assert!(check(&and_not(63)).is_none());
    assert_eq!(refusal(&and_not(64)).map(|r| r.0), Some("W0603"));
}

#[test]
fn template_lists_are_levels_and_comparisons_are_not() {
    let arrays = |n: usize| format!("alias T = {}f32{};", "array<".repeat(n), ",1>".repeat(n));
    assert!(check(&arrays(127)).is_none(), "Tint accepts 127 at module scope");
    assert_eq!(refusal(&arrays(128)).map(|r| r.0), Some("W0603"));
    let compare = format!("fn f(a: i32) -> bool {{ return {}; }}", vec!["a < 1"; 300].join(" && "));
    assert!(check(&compare).map(|d| d.code) != Some(Some("W0603")));
    let lists = [
        "var<storage, read_write> b: array<vec4<f32>>;",
        "fn f(a: i32, b: i32) -> bool { return a<b && b>a; }",
    ];
    for text in lists {
        assert!(check(text).is_none(), "{text}");
    }
}

#[test]
fn huge_and_binary_texts_are_refused() {
    let huge = format!("// {}\n", "x".repeat(MAX_SOURCE_BYTES));
    let d = check(&huge).unwrap();
    assert_eq!(d.code, Some("W0601"));
    assert!(d.message.contains("KiB"));
    let d = check("fn f() {}\n\0\0").unwrap();
    assert_eq!(d.code, Some("W0602"));
    assert_eq!(d.span.map(|s| (s.line, s.column)), Some((2, 1)));
}

#[test]
fn the_nesting_of_a_text_let_through_is_measured() {
    let measure = |text: &str| measure_tokens(text, &tokens(text)).expect("let through");
    // The playground's usual shader: checked on the caller's thread.
    let usual = "@fragment fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    if uv.x > 0.5 { return vec4f(uv, 0.0, 1.0); }\n    return vec4f(sin(uv.x * 3.0) * 0.5 + 0.5, 0.0, 0.0, 1.0);\n}\n";
    let n = measure(usual);
    assert!(n.shallow(), "{n:?}");
    assert_eq!((n.parse, n.chain, n.statements), (3, 4, 3), "{n:?}");
    // A long chain, deep brackets and deep blocks each go to the large-stack thread.
    assert!(!measure(&chain(200)).shallow());
    assert_eq!(measure(&chain(200)).chain, 199);
    let parens = format!("fn f() -> f32 {{ return {}1.0{}; }}", "(".repeat(40), ")".repeat(40));
    assert_eq!(measure(&parens).parse, 41);
    let blocks = format!("fn f() {{ {} }}", "{".repeat(30) + &"}".repeat(30));
    assert!(!measure(&blocks).shallow());
}
