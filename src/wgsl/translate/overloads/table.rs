//! The overloads of the built-in functions, in WGSL's notation: a data table, and the
//! candidates of a call as Tint lists them.

/// `[T: f32, f16]`: the constraint notation of the candidate lists (the same in both
/// languages).
const FLOAT: &str = "[T: f32, f16]";
const NUM: &str = "[T: f32, i32, u32, f16]";
const SIGNED: &str = "[T: f32, i32, f16]";
const ATOMIC: &str = "[S: workgroup, storage; T: i32, u32]";
/// Component-wise float functions of one argument.
const FLOAT1: &[&str] = &["(T) -> T", "(vecN<T>) -> vecN<T>"];

/// The overloads of the built-in functions, in WGSL's notation. A signature that starts
/// with `(` is completed with the function's name.
const TABLE: &[(&[&str], &[&str], &str)] = &[
    (
        &[
            "acos",
            "acosh",
            "asin",
            "asinh",
            "atan",
            "atanh",
            "ceil",
            "cos",
            "cosh",
            "degrees",
            "exp",
            "exp2",
            "floor",
            "fract",
            "inverseSqrt",
            "log",
            "log2",
            "quantizeToF16",
            "radians",
            "round",
            "saturate",
            "sin",
            "sinh",
            "sqrt",
            "tan",
            "tanh",
            "trunc",
            "dpdx",
            "dpdxCoarse",
            "dpdxFine",
            "dpdy",
            "dpdyCoarse",
            "dpdyFine",
            "fwidth",
            "fwidthCoarse",
            "fwidthFine",
        ],
        FLOAT1,
        FLOAT,
    ),
    (&["abs"], &["(T) -> T", "(vecN<T>) -> vecN<T>"], NUM),
    (&["sign"], &["(T) -> T", "(vecN<T>) -> vecN<T>"], SIGNED),
    (
        &["atan2", "pow", "step", "ldexp"],
        &["(T, T) -> T", "(vecN<T>, vecN<T>) -> vecN<T>"],
        FLOAT,
    ),
    (&["max", "min"], &["(T, T) -> T", "(vecN<T>, vecN<T>) -> vecN<T>"], NUM),
    (
        &["clamp"],
        &["(T, T, T) -> T", "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"],
        NUM,
    ),
    (
        &["smoothstep", "fma"],
        &["(T, T, T) -> T", "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"],
        FLOAT,
    ),
    (
        &["mix"],
        &[
            "(T, T, T) -> T",
            "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>",
            "(vecN<T>, vecN<T>, T) -> vecN<T>",
        ],
        FLOAT,
    ),
    (&["length"], &["(T) -> T", "(vecN<T>) -> T"], FLOAT),
    (&["distance"], &["(T, T) -> T", "(vecN<T>, vecN<T>) -> T"], FLOAT),
    (&["normalize"], &["(vecN<T>) -> vecN<T>"], FLOAT),
    (&["dot"], &["(vecN<T>, vecN<T>) -> T"], NUM),
    (&["cross"], &["(vec3<T>, vec3<T>) -> vec3<T>"], FLOAT),
    (&["reflect"], &["(vecN<T>, vecN<T>) -> vecN<T>"], FLOAT),
    (&["refract"], &["(vecN<T>, vecN<T>, T) -> vecN<T>"], FLOAT),
    (&["faceForward"], &["(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"], FLOAT),
    (&["determinant"], &["(matNxN<T>) -> T"], FLOAT),
    (&["transpose"], &["(matCxR<T>) -> matRxC<T>"], FLOAT),
    (&["all", "any"], &["(bool) -> bool", "(vecN<bool>) -> bool"], ""),
    (
        &["select"],
        &[
            "(T, T, bool) -> T",
            "(vecN<T>, vecN<T>, bool) -> vecN<T>",
            "(vecN<T>, vecN<T>, vecN<bool>) -> vecN<T>",
        ],
        "[T: bool, f32, i32, u32, f16]",
    ),
    (
        &["arrayLength"],
        &["(ptr<storage, array<T>, A>) -> u32"],
        "[A: read, read_write]",
    ),
    (&["atomicLoad"], &["(ptr<S, atomic<T>, read_write>) -> T"], ATOMIC),
    (&["atomicStore"], &["(ptr<S, atomic<T>, read_write>, T)"], ATOMIC),
    (
        &[
            "atomicAdd",
            "atomicSub",
            "atomicMax",
            "atomicMin",
            "atomicAnd",
            "atomicOr",
            "atomicXor",
            "atomicExchange",
        ],
        &["(ptr<S, atomic<T>, read_write>, T) -> T"],
        ATOMIC,
    ),
    (
        &["atomicCompareExchangeWeak"],
        &["(ptr<S, atomic<T>, read_write>, T, T) -> __atomic_compare_exchange_result<T>"],
        ATOMIC,
    ),
    (
        &["textureSample"],
        &[
            "(texture_1d<f32>, sampler, f32) -> vec4<f32>",
            "(texture_2d<f32>, sampler, vec2<f32>) -> vec4<f32>",
            "(texture_2d<f32>, sampler, vec2<f32>, offset: vec2<i32>) -> vec4<f32>",
            "(texture_2d_array<f32>, sampler, vec2<f32>, array_index: A) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>) -> vec4<f32>",
            "(texture_cube_array<f32>, sampler, vec3<f32>, array_index: A) -> vec4<f32>",
            "(texture_depth_2d, sampler, vec2<f32>) -> f32",
            "(texture_depth_cube, sampler, vec3<f32>) -> f32",
        ],
        "[A: i32, u32]",
    ),
    (
        &["textureSampleLevel"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, level: f32) -> vec4<f32>",
            "(texture_2d_array<f32>, sampler, vec2<f32>, array_index: A, level: f32) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, level: f32) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, level: f32) -> vec4<f32>",
            "(texture_depth_2d, sampler, vec2<f32>, level: L) -> f32",
        ],
        "[A, L: i32, u32]",
    ),
    (
        &["textureSampleBias"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, bias: f32) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, bias: f32) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, bias: f32) -> vec4<f32>",
        ],
        "",
    ),
    (
        &["textureSampleGrad"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, ddx: vec2<f32>, ddy: vec2<f32>) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> vec4<f32>",
        ],
        "",
    ),
    (
        &["textureSampleCompare", "textureSampleCompareLevel"],
        &[
            "(texture_depth_2d, sampler_comparison, vec2<f32>, depth_ref: f32) -> f32",
            "(texture_depth_cube, sampler_comparison, vec3<f32>, depth_ref: f32) -> f32",
        ],
        "",
    ),
    (
        &["textureLoad"],
        &[
            "(texture_1d<T>, C, level: L) -> vec4<T>",
            "(texture_2d<T>, vec2<C>, level: L) -> vec4<T>",
            "(texture_2d_array<T>, vec2<C>, array_index: A, level: L) -> vec4<T>",
            "(texture_3d<T>, vec3<C>, level: L) -> vec4<T>",
            "(texture_multisampled_2d<T>, vec2<C>, sample_index: S) -> vec4<T>",
            "(texture_depth_2d, vec2<C>, level: L) -> f32",
            "(texture_storage_2d<F, read>, vec2<C>) -> vec4<T>",
            "(texture_external, vec2<C>) -> vec4<f32>",
        ],
        "[T: f32, i32, u32; C, L, A, S: i32, u32]",
    ),
    (
        &["textureStore"],
        &[
            "(texture_storage_1d<F, W>, C, vec4<T>)",
            "(texture_storage_2d<F, W>, vec2<C>, vec4<T>)",
            "(texture_storage_2d_array<F, W>, vec2<C>, array_index: A, vec4<T>)",
            "(texture_storage_3d<F, W>, vec3<C>, vec4<T>)",
        ],
        "[T: f32 (…unorm, …snorm, …float), i32 (…sint), u32 (…uint); C, A: i32, u32; W: write, read_write]",
    ),
    (
        &["textureDimensions"],
        &[
            "(texture_1d<T>) -> u32",
            "(texture_2d<T>) -> vec2<u32>",
            "(texture_2d<T>, level: L) -> vec2<u32>",
            "(texture_3d<T>) -> vec3<u32>",
            "(texture_storage_2d<F, A>) -> vec2<u32>",
        ],
        "[L: i32, u32]",
    ),
];

/// The overloads of `f` as text, those whose first parameter is the family of `first`
/// (the texture kind) when some are; empty when Lienzo has no list for `f`.
pub(crate) fn candidates(f: &str, first: Option<&str>) -> Vec<String> {
    let Some((_, sigs, constraint)) = TABLE.iter().find(|(names, _, _)| names.contains(&f)) else {
        return Vec::new();
    };
    let full = |s: &&str| {
        let tail = constraint_of(s, constraint);
        if tail.is_empty() {
            format!("{f}{s}")
        } else {
            format!("{f}{s}   [{tail}]")
        }
    };
    let family = first
        .filter(|t| t.starts_with("texture_"))
        .map(|t| t.split(['<', ',']).next().unwrap_or(t));
    let same: Vec<String> = sigs
        .iter()
        .filter(|s| {
            family.is_some_and(|fam| {
                let p = s.trim_start_matches('(');
                p.strip_prefix(fam).is_some_and(|r| r.starts_with(['<', ',', ')']))
            })
        })
        .map(full)
        .collect();
    if same.is_empty() {
        sigs.iter().map(full).collect()
    } else {
        same
    }
}

/// The parts of `constraint` (`[T: f32, f16; A: i32, u32]`) about the letters that
/// `sig` uses.
fn constraint_of(sig: &str, constraint: &str) -> String {
    let uses = |v: &str| sig.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == v);
    constraint
        .trim_matches(['[', ']'])
        .split(';')
        .filter_map(|part| {
            let (vars, types) = part.split_once(':')?;
            let vars: Vec<&str> = vars.split(',').map(str::trim).filter(|v| uses(v)).collect();
            (!vars.is_empty()).then(|| format!("{}:{types}", vars.join(", ")))
        })
        .collect::<Vec<_>>()
        .join("; ")
}
