//! Module rules: hidden functions, entry points called, directives, `@must_use`, `switch` defaults, `@workgroup_size`, built-ins and interpolation, overrides, `select`, `continuing`, `textureGather`, `bitcast` (W0749-W0775).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0749",
        headline: Phrase {
            es: "no se puede llamar a '{name}': una declaración local con ese nombre oculta la función",
            en: "cannot call '{name}': a local declaration of that name hides the function",
        },
        label: Phrase {
            es: "aquí '{name}' es un valor local",
            en: "here '{name}' is a local value",
        },
        note: Phrase {
            es: "cambia el nombre del `let` o `var` local para que '{name}(...)' vuelva a llamar a la función",
            en: "rename the local `let` or `var` so that '{name}(...)' calls the function again",
        },
        explain: Phrase {
            es: "Un `let`, un `var` o un parámetro con el nombre de una función integrada (`max`) o de un tipo (`vec3f`) la oculta hasta el final de su bloque: después, `max(a, b)` intenta llamar al valor, que no es una función.",
            en: "A `let`, `var` or parameter with the name of a built-in function (`max`) or of a type (`vec3f`) hides it until the end of its block: after it, `max(a, b)` tries to call the value, which is not a function.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0760",
        headline: Phrase {
            es: "una función de entrada no se puede llamar: '{name}'",
            en: "an entry point cannot be called: '{name}'",
        },
        label: Phrase {
            es: "llamada a una función de entrada",
            en: "call to an entry point",
        },
        note: Phrase {
            es: "mueve el cuerpo a una función auxiliar sin `@vertex`, `@fragment` ni `@compute`, y llámala desde las dos",
            en: "move the body into a helper function without `@vertex`, `@fragment` or `@compute`, and call it from both",
        },
        explain: Phrase {
            es: "Una función marcada `@vertex`, `@fragment` o `@compute` la llama el pipeline, no el shader: sus parámetros y su resultado vienen con atributos de etapa. Para compartir código, ponlo en una función normal que llamen ambas.",
            en: "A function marked `@vertex`, `@fragment` or `@compute` is called by the pipeline, not by the shader: its parameters and result carry stage attributes. To share code, put it in an ordinary function that both call.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0761",
        headline: Phrase {
            es: "las directivas van antes de toda declaración: `{name}` está después de una",
            en: "directives must come before all declarations: `{name}` comes after one",
        },
        label: Phrase {
            es: "directiva tras una declaración",
            en: "directive after a declaration",
        },
        note: Phrase {
            es: "mueve `enable`, `requires` y `diagnostic` al principio del módulo, antes de cualquier `struct`, `var`, `const` o `fn`",
            en: "move `enable`, `requires` and `diagnostic` to the top of the module, before any `struct`, `var`, `const` or `fn`",
        },
        explain: Phrase {
            es: "Las directivas (`enable`, `requires`, `diagnostic`) afectan a todo el módulo, así que WGSL las exige al principio, antes de la primera declaración.",
            en: "Directives (`enable`, `requires`, `diagnostic`) apply to the whole module, so WGSL requires them at the top, before the first declaration.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0762",
        headline: Phrase {
            es: "el resultado de '{name}' se tiene que usar (`@must_use`)",
            en: "the result of '{name}' must be used (`@must_use`)",
        },
        label: Phrase {
            es: "el resultado se descarta",
            en: "the result is thrown away",
        },
        note: Phrase {
            es: "guárdalo en un `let` y úsalo, o escribe `_ = {name}(...);` si lo descartas a propósito",
            en: "keep it in a `let` and use it, or write `_ = {name}(...);` if you throw it away on purpose",
        },
        explain: Phrase {
            es: "`@must_use` marca una función cuyo resultado importa: llamarla como sentencia y tirar el valor suele ser un olvido. La asignación `_ = f(x);` descarta el valor de forma explícita.",
            en: "`@must_use` marks a function whose result matters: calling it as a statement and dropping the value is usually a slip. The assignment `_ = f(x);` discards the value explicitly.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0763",
        headline: Phrase {
            es: "un `switch` tiene más de un `default`",
            en: "a `switch` has more than one `default`",
        },
        label: Phrase {
            es: "segundo `default`",
            en: "second `default`",
        },
        note: Phrase {
            es: "un `switch` tiene exactamente un `default`; junta los casos en uno o cambia uno por `case`",
            en: "a `switch` has exactly one `default`; merge them into one or make one of them a `case`",
        },
        explain: Phrase {
            es: "El `default` de un `switch` cubre los valores que ningún `case` nombra. Solo puede haber uno, o el shader no sabría cuál ejecutar.",
            en: "The `default` of a `switch` covers the values no `case` names. There can be only one, or the shader would not know which one to run.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0764",
        headline: Phrase {
            es: "`@workgroup_size` solo vale en un punto de entrada `@compute`, y `{name}` no lo es",
            en: "`@workgroup_size` is only valid on a `@compute` entry point, and `{name}` is not one",
        },
        label: Phrase {
            es: "`{name}` no es `@compute`",
            en: "`{name}` is not `@compute`",
        },
        note: Phrase {
            es: "quita `@workgroup_size` de esta función; solo un punto de entrada `@compute` lo lleva",
            en: "remove `@workgroup_size` from this function; only a `@compute` entry point has one",
        },
        explain: Phrase {
            es: "El tamaño del grupo de trabajo dice cuántas invocaciones de cómputo corren juntas. Los shaders de vértices y de fragmentos no tienen grupos de trabajo, así que el atributo no tiene sentido en ellos.",
            en: "The workgroup size says how many compute invocations run together. Vertex and fragment shaders have no workgroups, so the attribute means nothing on them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0765",
        headline: Phrase {
            es: "un `@builtin` aparece dos veces en las entradas o salidas de `{name}`",
            en: "a `@builtin` appears twice among the inputs or outputs of `{name}`",
        },
        label: Phrase {
            es: "builtin repetido",
            en: "repeated builtin",
        },
        note: Phrase {
            es: "declara cada `@builtin` una sola vez y usa ese parámetro donde lo necesites",
            en: "declare each `@builtin` once and use that parameter wherever you need it",
        },
        explain: Phrase {
            es: "Cada valor integrado (`position`, `vertex_index`, …) llega una sola vez a un punto de entrada. Dos parámetros o miembros con el mismo `@builtin` no están permitidos.",
            en: "Each built-in value (`position`, `vertex_index`, …) reaches an entry point once. Two parameters or members with the same `@builtin` are not allowed.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0766",
        headline: Phrase {
            es: "una salida entera de vértices necesita `@interpolate(flat)`",
            en: "an integer vertex output needs `@interpolate(flat)`",
        },
        label: Phrase {
            es: "entero sin `@interpolate(flat)`",
            en: "integer without `@interpolate(flat)`",
        },
        note: Phrase {
            es: "añade `@interpolate(flat)` junto al `@location` de la salida (y de la entrada del fragmento)",
            en: "add `@interpolate(flat)` next to the output's `@location` (and the fragment input's)",
        },
        explain: Phrase {
            es: "Entre el shader de vértices y el de fragmentos, los valores se interpolan por el triángulo. Un `i32` o `u32` no se puede interpolar: con `@interpolate(flat)` cada fragmento recibe el valor de un vértice.",
            en: "Between the vertex and the fragment shader, values are interpolated across the triangle. An `i32` or `u32` cannot be interpolated: with `@interpolate(flat)` each fragment gets the value of one vertex.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0767",
        headline: Phrase {
            es: "un buffer `storage` no puede ser de solo escritura",
            en: "a `storage` buffer cannot be write-only",
        },
        label: Phrase {
            es: "`write` no vale para `storage`",
            en: "`write` is not valid for `storage`",
        },
        note: Phrase {
            es: "escribe `var<storage, read_write>` para escribir en el buffer, o `var<storage, read>` para solo leerlo",
            en: "write `var<storage, read_write>` to write to the buffer, or `var<storage, read>` to only read it",
        },
        explain: Phrase {
            es: "Los buffers `storage` tienen dos modos de acceso: `read` (el de omisión) y `read_write`. `write` solo existe para las texturas de almacenamiento.",
            en: "`storage` buffers have two access modes: `read` (the default) and `read_write`. `write` exists only for storage textures.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0768",
        headline: Phrase {
            es: "un `override` tiene que ser un escalar: `{name}` no lo es",
            en: "an `override` must be a scalar: `{name}` is not",
        },
        label: Phrase {
            es: "tipo no escalar",
            en: "not a scalar type",
        },
        note: Phrase {
            es: "un `override` es `bool`, `i32`, `u32` o `f32`; usa un `override` por componente, o un `const` si el valor no cambia",
            en: "an `override` is a `bool`, `i32`, `u32` or `f32`; use one `override` per component, or a `const` if the value never changes",
        },
        explain: Phrase {
            es: "El pipeline da valor a cada `override` por su nombre o su `@id`, con un número. Por eso solo puede ser un escalar, nunca un vector, una matriz ni una estructura.",
            en: "The pipeline gives each `override` its value by name or `@id`, as a number. So it can only be a scalar, never a vector, a matrix or a struct.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0769",
        headline: Phrase {
            es: "dos `override` tienen el mismo `@id`: `{name}` repite uno",
            en: "two `override`s have the same `@id`: `{name}` repeats one",
        },
        label: Phrase {
            es: "`@id` repetido",
            en: "repeated `@id`",
        },
        note: Phrase {
            es: "da a cada `override` un `@id` distinto (0, 1, 2…)",
            en: "give each `override` a different `@id` (0, 1, 2…)",
        },
        explain: Phrase {
            es: "El pipeline puede dar valor a un `override` por su `@id`. Si dos comparten número, no se sabría a cuál va el valor.",
            en: "The pipeline can give an `override` its value by `@id`. If two share a number, it would not be known which one the value is for.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0770",
        headline: Phrase {
            es: "los dos valores de `select` tienen que ser del mismo tipo",
            en: "the two values of `select` must have the same type",
        },
        label: Phrase {
            es: "tipos distintos",
            en: "different types",
        },
        note: Phrase {
            es: "`select(f, t, c)` devuelve `f` o `t`, así que los dos tienen el mismo tipo: convierte uno, p. ej. `vec3f(0.0)` en lugar de `0.0`",
            en: "`select(f, t, c)` gives back `f` or `t`, so both have the same type: convert one, e.g. `vec3f(0.0)` instead of `0.0`",
        },
        explain: Phrase {
            es: "`select` elige uno de dos valores según una condición; el resultado tiene un solo tipo, así que los dos valores tienen que tenerlo.",
            en: "`select` picks one of two values by a condition; the result has one type, so both values must have it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0771",
        headline: Phrase {
            es: "los valores de `@workgroup_size` tienen que ser todos `i32` o todos `u32`",
            en: "the values of `@workgroup_size` must be all `i32` or all `u32`",
        },
        label: Phrase {
            es: "mezcla `i32` y `u32`",
            en: "mixes `i32` and `u32`",
        },
        note: Phrase {
            es: "escribe los números sin sufijo (`@workgroup_size(8, 8)`) o con el mismo sufijo en todos",
            en: "write the numbers without a suffix (`@workgroup_size(8, 8)`) or with the same suffix on all of them",
        },
        explain: Phrase {
            es: "Las dimensiones de `@workgroup_size` son del mismo tipo entero. Un literal sin sufijo se adapta al tipo de los demás; `8u` y `8i` juntos no.",
            en: "The dimensions of `@workgroup_size` have one integer type. A literal without a suffix takes the type of the others; `8u` and `8i` together do not.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0772",
        headline: Phrase {
            es: "`@location` no se puede usar en un shader de cómputo: `{name}` es `@compute`",
            en: "`@location` cannot be used by a compute shader: `{name}` is `@compute`",
        },
        label: Phrase {
            es: "no hay entradas `@location` en cómputo",
            en: "no `@location` inputs in compute",
        },
        note: Phrase {
            es: "un shader de cómputo recibe solo `@builtin` (p. ej. `@builtin(global_invocation_id) id: vec3u`); los datos llegan por buffers y texturas",
            en: "a compute shader takes only `@builtin` inputs (e.g. `@builtin(global_invocation_id) id: vec3u`); data comes through buffers and textures",
        },
        explain: Phrase {
            es: "`@location` numera lo que pasa de una etapa del pipeline de dibujo a la siguiente. Un shader de cómputo no tiene etapa anterior: sus entradas son valores integrados, y lee el resto de buffers y texturas.",
            en: "`@location` numbers what passes from one stage of the render pipeline to the next. A compute shader has no previous stage: its inputs are built-in values, and it reads the rest from buffers and textures.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0773",
        headline: Phrase {
            es: "un bloque `continuing` no puede contener `return`",
            en: "a `continuing` block cannot contain a `return`",
        },
        label: Phrase {
            es: "`return` dentro de `continuing`",
            en: "`return` inside `continuing`",
        },
        note: Phrase {
            es: "sal del bucle con `break if` al final de `continuing`, o pon el `return` en el cuerpo del `loop`",
            en: "leave the loop with `break if` at the end of `continuing`, or put the `return` in the body of the `loop`",
        },
        explain: Phrase {
            es: "`continuing` se ejecuta al final de cada vuelta de un `loop` y solo puede terminar el bucle con `break if`. `return`, `break` y `continue` no están permitidos dentro.",
            en: "`continuing` runs at the end of each iteration of a `loop` and can only end the loop with `break if`. `return`, `break` and `continue` are not allowed inside it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0774",
        headline: Phrase {
            es: "el componente de `textureGather` tiene que ser 0, 1, 2 o 3, no {text}",
            en: "the component of `textureGather` must be 0, 1, 2 or 3, not {text}",
        },
        label: Phrase {
            es: "no existe ese componente",
            en: "no such component",
        },
        note: Phrase {
            es: "0 es el rojo (`r`), 1 el verde, 2 el azul y 3 el alfa (`a`)",
            en: "0 is red (`r`), 1 green, 2 blue and 3 alpha (`a`)",
        },
        explain: Phrase {
            es: "`textureGather(c, t, s, coords)` lee un canal de los cuatro texels de alrededor. El primer argumento elige el canal, con una constante de 0 a 3.",
            en: "`textureGather(c, t, s, coords)` reads one channel of the four texels around the coordinates. The first argument picks the channel, as a constant from 0 to 3.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0775",
        headline: Phrase {
            es: "`bitcast` no convierte a `bool`",
            en: "`bitcast` does not convert to `bool`",
        },
        label: Phrase {
            es: "`bool` no tiene bits que reinterpretar",
            en: "`bool` has no bits to reinterpret",
        },
        note: Phrase {
            es: "compara el número: `x != 0u` da un `bool`",
            en: "compare the number: `x != 0u` gives a `bool`",
        },
        explain: Phrase {
            es: "`bitcast<T>(x)` reinterpreta los bits de un número como otro tipo numérico del mismo tamaño (`f32`, `i32`, `u32` y sus vectores). Un `bool` no tiene una representación en bits en WGSL: se obtiene con una comparación.",
            en: "`bitcast<T>(x)` reinterprets the bits of a number as another numeric type of the same size (`f32`, `i32`, `u32` and their vectors). A `bool` has no bit representation in WGSL: you get one with a comparison.",
        },
        wrong: "",
        right: "",
    },
];
