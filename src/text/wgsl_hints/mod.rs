//! Hints for the habits students bring from GLSL, HLSL and Shadertoy, "did you mean",
//! and the usual fixes of a call or an operator that WGSL refuses.
//!
//! The foreign words live in one file per family (`types`, `functions`, `builtins`,
//! `syntax`), joined at compile time into [`HABITS`].

use super::{Both, Phrase, sentences};

mod builtins;
mod functions;
mod syntax;
mod types;

/// The families of [`HABITS`].
const PARTS: &[&[(&str, Phrase)]] = &[types::HABITS, functions::HABITS, builtins::HABITS, syntax::HABITS];

/// All of [`PARTS`] in one array.
static ALL: [(&str, Phrase); super::concat::count(PARTS)] = super::concat::concat(PARTS);

/// A word of another shading language and its WGSL equivalent.
pub const HABITS: &[(&str, Phrase)] = &ALL;

sentences! {
    /// A hint: a note that says how WGSL writes what the student wrote.
    pub fn hint(; text) {
        es: "pista: {text}",
        en: "hint: {text}",
    }

    /// C's declaration order (`vec3f c = …;`): WGSL's.
    pub fn name_first(found: &str, ty: &str) {
        es: "pista: WGSL escribe primero el nombre: `var {found}: {ty} = …;` (o `let {found} = …;` si nunca cambia)",
        en: "hint: WGSL writes the name first: `var {found}: {ty} = …;` (or `let {found} = …;` if it never changes)",
    }

    /// A typo of a known name.
    pub fn did_you_mean(guess: &str) {
        es: "¿quisiste decir '{guess}'?",
        en: "did you mean '{guess}'?",
    }

    /// A name used before its declaration, in a function.
    pub fn declared_later(name: &str, line: u32, col: u32) {
        es: "'{name}' se declara más adelante, en {line}:{col}: dentro de una función, un nombre existe solo después de su declaración",
        en: "'{name}' is declared later, at {line}:{col}: in a function, a name exists only after its declaration",
    }

    /// Two scalar types that an operator does not mix.
    pub fn convert_one_side(lt: &str, rt: &str, name: &str) {
        es: "WGSL nunca convierte entre '{lt}' y '{rt}' por su cuenta: convierte uno de los lados, por ejemplo `{name}(...)`",
        en: "WGSL never converts between '{lt}' and '{rt}' on its own: convert one side, for example `{name}(...)`",
    }

    /// The argument of a call that no overload takes.
    pub fn argument_is(n: usize, ty: &str) {
        es: "el argumento {n} es '{ty}'",
        en: "argument {n} is '{ty}'",
    }

    /// A call that no overload takes.
    pub fn no_matching_call(f: &str, args: &str) {
        es: "ninguna sobrecarga de '{f}' acepta la llamada '{f}({args})'",
        en: "no matching call to '{f}({args})'",
    }

    /// The heading of the list of a function's overloads.
    pub fn overloads_of(f: &str) {
        es: "las sobrecargas de '{f}':",
        en: "the overloads of '{f}':",
    }

    /// `textureSample…` with integer coordinates.
    pub fn sample_takes_float_coordinates(f: &str) {
        es: "`{f}` recibe coordenadas de 0.0 a 1.0 como vec2<f32>; para leer un texel en una posición entera, usa `textureLoad(t, coords, 0)`",
        en: "`{f}` takes coordinates from 0.0 to 1.0 as a vec2<f32>; to read one texel at an integer position, use `textureLoad(t, coords, 0)`",
    }

    /// `textureSample…` without a sampler.
    pub fn texture_then_sampler(f: &str) {
        es: "`{f}` recibe la textura y luego el sampler: `{f}(image, image_sampler, uv)`",
        en: "`{f}` takes the texture, then the sampler: `{f}(image, image_sampler, uv)`",
    }

    /// A vector function given a single number.
    pub fn works_on_vectors(f: &str) {
        es: "`{f}` trabaja con vectores; para un solo número sirven `abs`, `sign` o `*`",
        en: "`{f}` works on vectors; for a single number, `abs`, `sign` or `*` do the job",
    }
}

/// `let x: f32;`: a `let` without its value.
pub const LET_NEEDS_ITS_VALUE: Phrase = Phrase {
    es: "pista: un `let` necesita su valor donde se declara (`let x: f32 = 0.0;`); para darle el valor después, usa `var x: f32;`",
    en: "hint: a `let` needs its value where it is declared (`let x: f32 = 0.0;`); to give the value later, use `var x: f32;`",
};
/// An operator between vectors of two sizes.
pub const BOTH_VECTORS_SAME_SIZE: Phrase = Phrase {
    es: "los dos vectores tienen que tener el mismo tamaño: elige componentes con un swizzle (`.xyz`) o amplía con un constructor (`vec4f(v, 1.0)`)",
    en: "both vectors must have the same size: pick components with a swizzle (`.xyz`) or extend with a constructor (`vec4f(v, 1.0)`)",
};
/// An operator between types that do not match.
pub const MATCHING_TYPES: Phrase = Phrase {
    es: "los dos lados de este operador tienen que tener tipos compatibles",
    en: "the two sides of this operator must have matching types",
};
/// An operator with a bool operand.
pub const A_BOOL_IS_NOT_A_NUMBER: Phrase = Phrase {
    es: "un bool no es un número: `select(0.0, 1.0, b)` lo convierte en uno",
    en: "a bool is not a number: `select(0.0, 1.0, b)` turns it into one",
};
/// `i < arrayLength(&buf)` with an i32 counter.
pub const ARRAY_LENGTH_IS_U32: Phrase = Phrase {
    es: "`arrayLength` devuelve 'u32': cuenta con un u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)",
    en: "`arrayLength` returns 'u32': count with a u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)",
};
/// `a < x < b`, Python's chained comparison, and its WGSL form.
pub fn chained_comparison(fix: &str) -> Both {
    Both {
        es: format!("pista: WGSL compara dos valores cada vez, no los encadena como Python: `{fix}`"),
        en: format!("hint: WGSL compares two values at a time and does not chain them as Python does: `{fix}`"),
    }
}
/// `*p.x`: `.` binds before `*`.
pub fn deref_member(pointer: &str, member: &str, scalar: &str) -> Both {
    Both {
        es: format!(
            "pista: `.` se aplica antes que `*`: `*{pointer}.{member}` lee `*({pointer}.{member})`, y `{pointer}.{member}` es un '{scalar}', no un puntero; escribe `(*{pointer}).{member}` o `{pointer}.{member}`"
        ),
        en: format!(
            "hint: `.` applies before `*`: `*{pointer}.{member}` reads `*({pointer}.{member})`, and `{pointer}.{member}` is a '{scalar}', not a pointer; write `(*{pointer}).{member}` or `{pointer}.{member}`"
        ),
    }
}
/// `!` on a number, as C tests a number for zero.
pub const NOT_TAKES_A_BOOL: Phrase = Phrase {
    es: "pista: `!` recibe un bool; para saber si un número es cero, compáralo: `x == 0u`",
    en: "hint: `!` takes a bool; to ask whether a number is zero, compare it: `x == 0u`",
};
/// `~` on a float.
pub const COMPLEMENT_TAKES_AN_INTEGER: Phrase = Phrase {
    es: "pista: `~` invierte los bits de un entero; un f32 se convierte antes, `~u32(x)`, o se invierte como número, `1.0 - x`",
    en: "hint: `~` flips the bits of an integer; convert an f32 first, `~u32(x)`, or invert it as a number, `1.0 - x`",
};
/// `-` on an unsigned value.
pub const NEGATE_TAKES_A_SIGNED_NUMBER: Phrase = Phrase {
    es: "pista: `-` cambia el signo de un i32 o un f32; un u32 no tiene signo: conviértelo, `-i32(x)`",
    en: "hint: `-` changes the sign of an i32 or an f32; a u32 has none: convert it, `-i32(x)`",
};
/// `textureLoad` with float coordinates.
pub const LOAD_TAKES_INTEGER_COORDINATES: Phrase = Phrase {
    es: "`textureLoad` recibe coordenadas enteras de texel: `vec2i(uv * vec2f(textureDimensions(t)))`; para filtrar entre texels, muestrea con `textureSample(t, s, uv)`",
    en: "`textureLoad` takes integer texel coordinates: `vec2i(uv * vec2f(textureDimensions(t)))`; to filter between texels, sample with `textureSample(t, s, uv)`",
};
/// `textureStore` with fewer than four components.
pub const STORE_TAKES_FOUR_COMPONENTS: Phrase = Phrase {
    es: "una textura de almacenamiento recibe un valor de cuatro componentes: `vec4f(rgb, 1.0)`",
    en: "a storage texture takes a four-component value: `vec4f(rgb, 1.0)`",
};
/// A call with vectors of two sizes.
pub const THE_VECTORS_SAME_SIZE: Phrase = Phrase {
    es: "los vectores tienen que tener el mismo tamaño: elige componentes con un swizzle (`v.xyz`) o amplía uno (`vec4f(v, 1.0)`)",
    en: "the vectors must have the same size: pick components with a swizzle (`v.xyz`) or extend one (`vec4f(v, 1.0)`)",
};
