//! Constant expressions and their rules: `break if`, matrix and texture types, operators on one type, constant integers and `const_assert`, overflow and domain errors, address-of (W0719-W0748).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0719",
        headline: Phrase {
            es: "`break if` solo puede ser la última sentencia de un bloque `continuing`",
            en: "`break if` can only be the last statement of a `continuing` block",
        },
        label: Phrase {
            es: "fuera de `continuing`",
            en: "not in `continuing`",
        },
        note: Phrase {
            es: "dentro del cuerpo del bucle escribe `if cond { break; }`",
            en: "inside the loop body write `if cond { break; }`",
        },
        explain: Phrase {
            es: "`loop { … continuing { … break if cond; } }`: `break if` cierra el bloque continuing de un bucle, y en ningún otro lugar.",
            en: "`loop { … continuing { … break if cond; } }`: `break if` ends the continuing block of a loop, and nowhere else.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0720",
        headline: Phrase {
            es: "una matriz contiene valores de coma flotante, no '{ty}'",
            en: "a matrix holds floating-point values, not '{ty}'",
        },
        label: Phrase {
            es: "tiene que ser f32 (o f16)",
            en: "must be f32 (or f16)",
        },
        note: Phrase {
            es: "escribe `mat3x3<f32>` (o `mat3x3f`)",
            en: "write `mat3x3<f32>` (or `mat3x3f`)",
        },
        explain: Phrase {
            es: "Las matrices de WGSL solo tienen componentes de coma flotante; para enteros usa un array de vectores.",
            en: "WGSL matrices have floating-point components only; for integers use an array of vectors.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0721",
        headline: Phrase {
            es: "no hay ninguna sobrecarga de 'operator {op}' para '{ty}'",
            en: "no matching overload for 'operator {op}' with '{ty}'",
        },
        label: Phrase {
            es: "'{ty}' aquí",
            en: "'{ty}' here",
        },
        note: Phrase {
            es: "`&&` y `||` reciben escalares `bool`; para vectores de `bool` usa `select`, `all()` o `any()`, o `&` y `|` componente a componente",
            en: "`&&` and `||` take `bool` scalars; for vectors of `bool` use `select`, `all()` or `any()`, or `&` and `|` element by element",
        },
        explain: Phrase {
            es: "Cada operador está definido solo para algunos tipos. `&&` y `||` evalúan en cortocircuito, así que reciben valores `bool` sueltos; `&` y `|` funcionan con vectores de `bool` componente a componente.",
            en: "Each operator is defined for some types only. `&&` and `||` short-circuit, so they take single `bool` values; `&` and `|` work on vectors of `bool` component by component.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0722",
        headline: Phrase {
            es: "estos valores no construyen este tipo",
            en: "these values do not build this type",
        },
        label: Phrase {
            es: "componentes inesperados",
            en: "unexpected components",
        },
        note: Phrase {
            es: "dale al constructor los componentes que tiene el tipo (un vec3 recibe 3 números, o un vec2 y un número)",
            en: "give the constructor the components the type has (a vec3 takes 3 numbers, or a vec2 and a number)",
        },
        explain: Phrase {
            es: "Los argumentos de un constructor tienen que sumar los componentes del tipo, de su tipo de elemento.",
            en: "A constructor's arguments must add up to the type's components, of its element type.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0723",
        headline: Phrase {
            es: "esto tiene que ser un `i32` o un `u32` constante",
            en: "this must be a constant `i32` or `u32`",
        },
        label: Phrase {
            es: "aquí va un entero constante",
            en: "a constant integer goes here",
        },
        note: Phrase {
            es: "usa un literal entero o un `const` (un `override` en @workgroup_size), no un número de coma flotante ni un valor de ejecución",
            en: "use an integer literal or a `const` (an `override` in @workgroup_size), not a float or a runtime value",
        },
        explain: Phrase {
            es: "Los tamaños de array, @workgroup_size, @location y lugares parecidos necesitan valores enteros conocidos al crear el shader.",
            en: "Array sizes, @workgroup_size, @location and similar places need integer values known when the shader is created.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0724",
        headline: Phrase {
            es: "const_assert necesita un `bool` constante",
            en: "const_assert needs a constant `bool`",
        },
        label: Phrase {
            es: "no es un bool constante",
            en: "not a constant bool",
        },
        note: Phrase {
            es: "escribe una comparación de constantes, por ejemplo `const_assert N > 0;`",
            en: "write a comparison of constants, for example `const_assert N > 0;`",
        },
        explain: Phrase {
            es: "La condición de `const_assert` es un `bool` calculado a partir de constantes.",
            en: "The condition of `const_assert` is a `bool` computed from constants.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0725",
        headline: Phrase {
            es: "profundidad conservadora desconocida: '{name}'",
            en: "unknown conservative depth '{name}'",
        },
        label: Phrase {
            es: "no es una profundidad conservadora",
            en: "not a conservative depth",
        },
        note: Phrase {
            es: "escribe greater_equal, less_equal o unchanged",
            en: "write greater_equal, less_equal or unchanged",
        },
        explain: Phrase {
            es: "`@early_depth_test(…)` recibe greater_equal, less_equal o unchanged.",
            en: "`@early_depth_test(…)` takes greater_equal, less_equal or unchanged.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0726",
        headline: Phrase {
            es: "una textura contiene valores f32, i32 o u32, no '{ty}'",
            en: "a texture holds f32, i32 or u32 values, not '{ty}'",
        },
        label: Phrase {
            es: "no es un tipo de texel",
            en: "not a texel type",
        },
        note: Phrase {
            es: "escribe `texture_2d<f32>` (o `<i32>`, `<u32>`)",
            en: "write `texture_2d<f32>` (or `<i32>`, `<u32>`)",
        },
        explain: Phrase {
            es: "El parámetro de plantilla de una textura muestreada es el tipo con el que se leen sus texels: f32, i32 o u32.",
            en: "The template parameter of a sampled texture is the type its texels are read as: f32, i32 or u32.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0738",
        headline: Phrase {
            es: "naga todavía no sabe evaluar `{what}` en una expresión constante",
            en: "naga cannot evaluate `{what}` in a constant expression yet",
        },
        label: Phrase {
            es: "en una expresión constante",
            en: "in a constant expression",
        },
        note: Phrase {
            es: "calcúlalo en tiempo de ejecución: pasa un valor que no sea constante (un `let` de un `var`, un parámetro) o escribe tú el resultado",
            en: "compute it at run time: pass a value that is not constant (a `let` of a `var`, a parameter), or write the result yourself",
        },
        explain: Phrase {
            es: "WGSL evalúa las funciones integradas con argumentos constantes al compilar. naga, el compilador dentro de Lienzo, no lo hace todavía con unas pocas (frexp, modf…); el compilador de Chrome sí. Es un límite del compilador de Lienzo, no un error.",
            en: "WGSL evaluates built-in functions on constant arguments while compiling. naga, the compiler inside Lienzo, does not implement that for a few of them (frexp, modf…); Chrome's compiler does. It is a limit of Lienzo's compiler, not a mistake.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0739",
        headline: Phrase {
            es: "no se puede tomar la dirección de una componente de un vector",
            en: "cannot take the address of a vector component",
        },
        label: Phrase {
            es: "una componente de un vector",
            en: "a component of a vector",
        },
        note: Phrase {
            es: "toma un puntero al vector entero (`&v`) y accede a través de él, o copia la componente a un `var`",
            en: "take a pointer to the whole vector (`&v`) and index through it, or copy the component to a `var`",
        },
        explain: Phrase {
            es: "`&v.x` no está permitido: WGSL no tiene punteros a componentes sueltas de un vector.",
            en: "`&v.x` is not allowed: WGSL has no pointers to single components of a vector.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0740",
        headline: Phrase {
            es: "extensión de lenguaje desconocida: `{name}`",
            en: "unknown language extension `{name}`",
        },
        label: Phrase {
            es: "no se conoce aquí",
            en: "not known here",
        },
        note: Phrase {
            es: "naga, el compilador de Lienzo, no tiene esta extensión de lenguaje; escribe el shader sin ella",
            en: "naga, Lienzo's compiler, does not have this language extension; write the shader without it",
        },
        explain: Phrase {
            es: "Una directiva `requires` nombra extensiones de lenguaje de WGSL que usa el shader. El compilador de Lienzo solo conoce algunas de las que tienen los navegadores.",
            en: "A `requires` directive names WGSL language extensions the shader uses. Lienzo's compiler knows only some of the ones browsers have.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0741",
        headline: Phrase {
            es: "naga todavía no admite los filtros `@diagnostic(…)`",
            en: "naga does not support `@diagnostic(…)` filters yet",
        },
        label: Phrase {
            es: "aquí", en: "here"
        },
        note: Phrase {
            es: "quita el filtro; si silenciaba un error de uniformidad, saca la llamada de la rama no uniforme",
            en: "remove the filter; if it silenced a uniformity error, move the call out of the non-uniform branch",
        },
        explain: Phrase {
            es: "Los filtros de diagnóstico de WGSL desactivan un diagnóstico como derivative_uniformity o lo convierten en aviso. naga, el compilador de Lienzo, no los implementa; el compilador de Chrome sí.",
            en: "WGSL's diagnostic filters turn a diagnostic such as derivative_uniformity off or into a warning. naga, Lienzo's compiler, does not implement them; Chrome's compiler does.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0742",
        headline: Phrase {
            es: "extensión desconocida `{name}` en `enable`",
            en: "unknown extension `{name}` in `enable`",
        },
        label: Phrase {
            es: "no es una extensión de WGSL",
            en: "not a WGSL extension",
        },
        note: Phrase {
            es: "las extensiones son f16, clip_distances, dual_source_blending…; revisa cómo está escrita o quita la línea",
            en: "the extensions are f16, clip_distances, dual_source_blending…; check the spelling or remove the line",
        },
        explain: Phrase {
            es: "`enable nombre;` activa una característica opcional de WGSL que el dispositivo también tiene que tener. El nombre tiene que ser uno que WGSL defina.",
            en: "`enable name;` turns on an optional feature of WGSL that the device must also have. The name must be one WGSL defines.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0743",
        headline: Phrase {
            es: "`&` recibe una variable (o una parte de una), no un valor",
            en: "`&` takes a variable (or a part of one), not a value",
        },
        label: Phrase {
            es: "no es una variable",
            en: "not a variable",
        },
        note: Phrase {
            es: "`&` crea un puntero a memoria: aplícalo a un `var` (o a un miembro o elemento de uno), no a un `let`, a un parámetro ni a un valor calculado",
            en: "`&` makes a pointer to memory: apply it to a `var` (or a member or element of one), not to a `let`, a parameter or a computed value",
        },
        explain: Phrase {
            es: "Solo la memoria tiene dirección: las variables de módulo, los `var` de función y sus miembros y elementos. Un `let`, un parámetro de función o el resultado de una expresión son valores.",
            en: "Only memory has an address: module-scope variables, function `var`s and the members and elements of them. A `let`, a function parameter or the result of an expression is a value.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0744",
        headline: Phrase {
            es: "el valor {value} no se puede representar como '{ty}'",
            en: "value {value} cannot be represented as '{ty}'",
        },
        label: Phrase {
            es: "fuera del rango de '{ty}'",
            en: "out of the range of '{ty}'",
        },
        note: Phrase {
            es: "un `i32` va de -2147483648 a 2147483647 y un `u32` de 0 a 4294967295: usa un valor dentro del rango, u otro tipo",
            en: "an `i32` holds -2147483648 to 2147483647 and a `u32` 0 to 4294967295: use a value within the range, or another type",
        },
        explain: Phrase {
            es: "Una expresión constante se calcula al compilar el shader, con números abstractos sin límite. Al guardarla en un tipo concreto el valor tiene que caber: un número negativo no cabe en un `u32`, y 2147483648 no cabe en un `i32`.",
            en: "A constant expression is computed when the shader is compiled, with abstract numbers that have no limit. When it is stored in a concrete type the value must fit: a negative number does not fit in a `u32`, and 2147483648 does not fit in an `i32`.",
        },
        wrong: "const offset: u32 = -1;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(f32(offset));\n}",
        right: "const offset: i32 = -1;\n@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(f32(offset));\n}",
    },
    Entry {
        code: "W0745",
        headline: Phrase {
            es: "división entera por cero",
            en: "integer division by zero",
        },
        label: Phrase {
            es: "el divisor es 0",
            en: "the divisor is 0",
        },
        note: Phrase {
            es: "WGSL rechaza un `/` o un `%` de enteros cuyo divisor es la constante 0; divide por un valor distinto de 0",
            en: "WGSL rejects an integer `/` or `%` whose divisor is the constant 0; divide by a value other than 0",
        },
        explain: Phrase {
            es: "Cuando el divisor de una división o de un resto entre enteros se conoce al compilar y vale 0, el shader no compila: el resultado no está definido. Con flotantes el resultado sería infinito; con enteros es un error.",
            en: "When the divisor of an integer division or remainder is known at compile time and is 0, the shader does not compile: the result is undefined. With floats the result would be infinite; with integers it is an error.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0746",
        headline: Phrase {
            es: "desplazamiento de 32 bits o más",
            en: "shift by 32 bits or more",
        },
        label: Phrase {
            es: "desplaza demasiados bits",
            en: "shifts too many bits",
        },
        note: Phrase {
            es: "un valor de 32 bits se desplaza de 0 a 31 bits; `1u << 31u` es el bit más alto",
            en: "a 32-bit value is shifted by 0 to 31 bits; `1u << 31u` is the highest bit",
        },
        explain: Phrase {
            es: "`<<` y `>>` sobre `i32` o `u32` desplazan como mucho 31 bits. Si la cantidad es una constante de 32 o más, WGSL rechaza el shader al compilarlo.",
            en: "`<<` and `>>` on `i32` or `u32` shift by at most 31 bits. When the amount is a constant of 32 or more, WGSL rejects the shader when it is compiled.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0747",
        headline: Phrase {
            es: "'{what}' recibe una constante fuera de su dominio",
            en: "'{what}' is called with a constant outside its domain",
        },
        label: Phrase {
            es: "valor no válido para '{what}'",
            en: "not a valid value for '{what}'",
        },
        note: Phrase {
            es: "`sqrt` necesita un valor >= 0, `log` y `log2` uno > 0, `acos` y `asin` uno entre -1 y 1; la expresión se calcula al compilar",
            en: "`sqrt` needs a value >= 0, `log` and `log2` one > 0, `acos` and `asin` one from -1 to 1; the expression is computed when the shader is compiled",
        },
        explain: Phrase {
            es: "Una llamada con argumentos constantes se calcula al compilar el shader. Si el argumento queda fuera del dominio de la función (la raíz de un negativo, el logaritmo de 0), no hay resultado y el shader no compila.",
            en: "A call with constant arguments is computed when the shader is compiled. If the argument is outside the function's domain (the square root of a negative number, the logarithm of 0), there is no result and the shader does not compile.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0748",
        headline: Phrase {
            es: "la expresión constante se desborda ({what})",
            en: "the constant expression overflows ({what})",
        },
        label: Phrase {
            es: "el resultado no cabe en su tipo",
            en: "the result does not fit its type",
        },
        note: Phrase {
            es: "la expresión se calcula al compilar y su resultado tiene que caber en el tipo: usa valores más pequeños u otro tipo",
            en: "the expression is computed when the shader is compiled and its result must fit the type: use smaller values or another type",
        },
        explain: Phrase {
            es: "Una expresión constante se calcula al compilar. Si su resultado no cabe en el tipo (un entero mayor que 2147483647 en un `i32`, una exponencial demasiado grande en un `f32`), el shader no compila.",
            en: "A constant expression is computed when the shader is compiled. If its result does not fit the type (an integer above 2147483647 in an `i32`, an exponential too large for an `f32`), the shader does not compile.",
        },
        wrong: "",
        right: "",
    },
];
