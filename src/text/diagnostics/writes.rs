//! Writes and their targets: atomics, negative values, `workgroupUniformLoad`, diagnostics, overrides, parameters and pointers assigned, unary operators, `@must_use`, storage texel formats, `++`/`--`, vertex storage (W0776-W0789).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0776",
        headline: Phrase {
            es: "no se puede asignar '{got}' a '{ty}': un atómico se escribe con `atomicStore`",
            en: "cannot assign '{got}' to '{ty}': an atomic is written with `atomicStore`",
        },
        label: Phrase {
            es: "asignación directa a un atómico",
            en: "plain assignment to an atomic",
        },
        note: Phrase {
            es: "escribe `atomicStore(&x, valor);` en lugar de `x = valor;`",
            en: "write `atomicStore(&x, value);` instead of `x = value;`",
        },
        explain: Phrase {
            es: "Un `atomic<u32>` o `atomic<i32>` se lee y se escribe solo con las funciones atómicas (`atomicLoad`, `atomicStore`, `atomicAdd`…), para que varias invocaciones puedan usarlo a la vez sin perder escrituras.",
            en: "An `atomic<u32>` or `atomic<i32>` is read and written only with the atomic functions (`atomicLoad`, `atomicStore`, `atomicAdd`…), so that many invocations can use it at once without losing writes.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0777",
        headline: Phrase {
            es: "este valor no puede ser negativo: `{text}`",
            en: "this value must not be negative: `{text}`",
        },
        label: Phrase {
            es: "valor negativo",
            en: "negative value",
        },
        note: Phrase {
            es: "los números de `@location`, `@binding`, `@group` e `@id` son 0 o más, y cada dimensión de `@workgroup_size` es 1 o más",
            en: "the numbers of `@location`, `@binding`, `@group` and `@id` are 0 or more, and each dimension of `@workgroup_size` is 1 or more",
        },
        explain: Phrase {
            es: "Los atributos numeran ranuras (`@location`, `@binding`, `@group`, `@id`) o cuentan invocaciones (`@workgroup_size`): un número negativo no tiene sentido en ninguno.",
            en: "Attributes number slots (`@location`, `@binding`, `@group`, `@id`) or count invocations (`@workgroup_size`): a negative number means nothing in any of them.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0778",
        headline: Phrase {
            es: "`workgroupUniformLoad` recibe un puntero a un `var<workgroup>`: `{text}` no lo es",
            en: "`workgroupUniformLoad` takes a pointer to a `var<workgroup>`: `{text}` is not one",
        },
        label: Phrase {
            es: "no apunta a memoria `workgroup`",
            en: "does not point to `workgroup` memory",
        },
        note: Phrase {
            es: "declara la variable con `var<workgroup>`, o léela sin más si es `var<private>`: cada invocación tiene la suya",
            en: "declare the variable with `var<workgroup>`, or just read it if it is `var<private>`: each invocation has its own",
        },
        explain: Phrase {
            es: "`workgroupUniformLoad(&x)` espera a todo el grupo de trabajo y da a todas sus invocaciones el mismo valor de `x`. Solo tiene sentido para la memoria compartida del grupo, `var<workgroup>`.",
            en: "`workgroupUniformLoad(&x)` waits for the whole workgroup and gives all its invocations the same value of `x`. It only makes sense for the group's shared memory, `var<workgroup>`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0779",
        headline: Phrase {
            es: "`{text}` no es una severidad de `diagnostic`",
            en: "`{text}` is not a `diagnostic` severity",
        },
        label: Phrase {
            es: "severidad desconocida",
            en: "unknown severity",
        },
        note: Phrase {
            es: "las severidades son `error`, `warning`, `info` y `off`; `off` apaga el aviso",
            en: "the severities are `error`, `warning`, `info` and `off`; `off` turns the message off",
        },
        explain: Phrase {
            es: "`diagnostic(severidad, regla)` cambia cómo se informa de una regla, como `derivative_uniformity`. La severidad es una de cuatro palabras: `error`, `warning`, `info` u `off`.",
            en: "`diagnostic(severity, rule)` changes how a rule such as `derivative_uniformity` is reported. The severity is one of four words: `error`, `warning`, `info` or `off`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0780",
        headline: Phrase {
            es: "`@diagnostic` va en una función o una sentencia, no aquí: `{text}`",
            en: "`@diagnostic` goes on a function or a statement, not here: `{text}`",
        },
        label: Phrase {
            es: "aquí no se admite `@diagnostic`",
            en: "`@diagnostic` is not allowed here",
        },
        note: Phrase {
            es: "ponlo sobre el `fn` que hace la llamada, o usa la directiva `diagnostic(off, derivative_uniformity);` al principio del módulo",
            en: "put it on the `fn` that makes the call, or use the directive `diagnostic(off, derivative_uniformity);` at the top of the module",
        },
        explain: Phrase {
            es: "El atributo `@diagnostic` cambia la severidad de una regla dentro de una función, un bloque o una sentencia de control. Una variable de módulo no ejecuta código, así que no tiene nada que filtrar.",
            en: "The `@diagnostic` attribute changes the severity of a rule inside a function, a block or a control statement. A module-scope variable runs no code, so it has nothing to filter.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0782",
        headline: Phrase {
            es: "no se puede asignar al `override` '{name}': su valor lo da el pipeline",
            en: "cannot assign to the `override` '{name}': the pipeline gives its value",
        },
        label: Phrase {
            es: "un `override` no cambia en el shader",
            en: "an `override` does not change in the shader",
        },
        note: Phrase {
            es: "copia el valor en un `var` (`var s = {name};`) y cambia la copia",
            en: "copy the value into a `var` (`var s = {name};`) and change the copy",
        },
        explain: Phrase {
            es: "Un `override` es una constante que el pipeline fija al crearse (con `constants` en JavaScript). Dentro del shader solo se lee.",
            en: "An `override` is a constant the pipeline sets when it is created (with `constants` in JavaScript). Inside the shader it is only read.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0783",
        headline: Phrase {
            es: "no se puede asignar al parámetro '{name}': los parámetros son valores",
            en: "cannot assign to the parameter '{name}': parameters are values",
        },
        label: Phrase {
            es: "un parámetro no cambia",
            en: "a parameter does not change",
        },
        note: Phrase {
            es: "copia el parámetro en un `var` (`var p = {name};`) y cambia la copia",
            en: "copy the parameter into a `var` (`var p = {name};`) and change the copy",
        },
        explain: Phrase {
            es: "En WGSL los parámetros de una función son como `let`: valores que no cambian. Para modificar uno, cópialo en un `var`.",
            en: "In WGSL a function's parameters are like `let`: values that do not change. To modify one, copy it into a `var`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0784",
        headline: Phrase {
            es: "no se puede asignar al puntero '{name}' en sí: escribe a través de él con `*{name}`",
            en: "cannot assign to the pointer '{name}' itself: write through it with `*{name}`",
        },
        label: Phrase {
            es: "esto es el puntero, no lo apuntado",
            en: "this is the pointer, not what it points to",
        },
        note: Phrase {
            es: "escribe `*{name} = …;` para guardar el valor en la memoria a la que apunta",
            en: "write `*{name} = …;` to store the value in the memory it points to",
        },
        explain: Phrase {
            es: "Un parámetro `ptr<…>` es un valor que apunta a memoria. El puntero no cambia; lo que se asigna es la memoria apuntada, con `*p = valor;`.",
            en: "A `ptr<…>` parameter is a value that points to memory. The pointer does not change; what is assigned is the memory it points to, with `*p = value;`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0785",
        headline: Phrase {
            es: "ninguna versión de 'operator {op}' acepta ({ty})",
            en: "no matching overload for 'operator {op} ({ty})'",
        },
        label: Phrase {
            es: "{op} sobre '{ty}'",
            en: "{op} on '{ty}'",
        },
        note: Phrase {
            es: "{fix_es}",
            en: "{fix}",
        },
        explain: Phrase {
            es: "Cada operador de un solo operando acepta unos tipos: `!` solo un bool (o un vector de bool), `~` solo enteros y `-` solo números con signo. WGSL no trata un número como verdadero o falso, como hace C: se compara con cero.",
            en: "Each operator of one operand takes some types: `!` only a bool (or a vector of bool), `~` only integers and `-` only signed numbers. WGSL does not treat a number as true or false, as C does: compare it with zero.",
        },
        wrong: "    let n = 3u;\n    if !n {\n        return vec4f(1.0);\n    }\n    return vec4f(0.0);\n}",
        right: "    let n = 3u;\n    if n == 0u {\n        return vec4f(1.0);\n    }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0786",
        headline: Phrase {
            es: "'@must_use' solo se puede aplicar a funciones que devuelven un valor",
            en: "'@must_use' can only be applied to functions that return a value",
        },
        label: Phrase {
            es: "esta función no devuelve nada",
            en: "this function returns nothing",
        },
        note: Phrase {
            es: "quita `@must_use`, o declara lo que devuelve la función: `fn f() -> f32`",
            en: "remove `@must_use`, or declare what the function returns: `fn f() -> f32`",
        },
        explain: Phrase {
            es: "`@must_use` pide que quien llama use el resultado de la función. Una función sin `->` no tiene resultado, así que el atributo no tiene sentido en ella.",
            en: "`@must_use` asks callers to use the function's result. A function without `->` has no result, so the attribute makes no sense on it.",
        },
        wrong: "@must_use\nfn tick() {\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    tick();\n    return vec4f(uv, 0.0, 1.0);\n}",
        right: "fn tick() {\n}\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    tick();\n    return vec4f(uv, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0787",
        headline: Phrase {
            es: "'@must_use' solo vale en la declaración de una función",
            en: "'@must_use' is only valid on a function declaration",
        },
        label: Phrase {
            es: "aquí no hay una función",
            en: "no function here",
        },
        note: Phrase {
            es: "pon `@must_use` delante de `fn`, en una función que devuelve un valor",
            en: "put `@must_use` before `fn`, on a function that returns a value",
        },
        explain: Phrase {
            es: "`@must_use` habla del resultado de una función; en una variable, una constante o un struct no significa nada.",
            en: "`@must_use` is about a function's result; on a variable, a constant or a struct it means nothing.",
        },
        wrong: "@must_use\nconst k = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * k, 0.0, 1.0);\n}",
        right: "const k = 2.0;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(uv * k, 0.0, 1.0);\n}",
    },
    Entry {
        code: "W0788",
        headline: Phrase {
            es: "`{text}` no es un formato de texel de las texturas de almacenamiento",
            en: "`{text}` is not a texel format of storage textures",
        },
        label: Phrase {
            es: "formato desconocido",
            en: "unknown format",
        },
        note: Phrase {
            es: "pista: WebGPU no tiene formatos de tres canales; algunos formatos válidos: `rgba8unorm`, `rgba8snorm`, `rgba16float`, `rgba32float`, `r32float`, `r32uint`, `bgra8unorm`",
            en: "hint: WebGPU has no three-channel formats; some valid formats: `rgba8unorm`, `rgba8snorm`, `rgba16float`, `rgba32float`, `r32float`, `r32uint`, `bgra8unorm`",
        },
        explain: Phrase {
            es: "Una textura de almacenamiento nombra su formato de texel, que es uno de una lista fija de WebGPU: número de canales, bits por canal y tipo (`unorm`, `snorm`, `uint`, `sint`, `float`). No hay formatos `rgb` de tres canales: se usa `rgba` y se ignora el cuarto.",
            en: "A storage texture names its texel format, one of a fixed WebGPU list: channels, bits per channel and type (`unorm`, `snorm`, `uint`, `sint`, `float`). There are no three-channel `rgb` formats: use `rgba` and ignore the fourth.",
        },
        wrong: "@group(0) @binding(4) var out_image: texture_storage_2d<rgb8unorm, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
        right: "@group(0) @binding(4) var out_image: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(1)\nfn cs() {\n    textureStore(out_image, vec2i(0), vec4f(1.0));\n}",
    },
    Entry {
        code: "W0789",
        headline: Phrase {
            es: "`++` y `--` cambian una variable, y `{text}` no es una variable",
            en: "`++` and `--` change a variable, and `{text}` is not one",
        },
        label: Phrase {
            es: "no puede cambiar",
            en: "cannot change",
        },
        note: Phrase {
            es: "pista: un `let` nunca cambia; declara el contador con `var`, como en `for (var i = 0; i < 4; i++)`",
            en: "hint: a `let` never changes; declare the counter with `var`, as in `for (var i = 0; i < 4; i++)`",
        },
        explain: Phrase {
            es: "En JavaScript `let` declara una variable que puede cambiar. En WGSL `let` nombra un valor fijo: `i++`, `i += 1` o `i = …` solo valen sobre una `var`.",
            en: "In JavaScript `let` declares a variable that can change. In WGSL `let` names a fixed value: `i++`, `i += 1` or `i = …` only work on a `var`.",
        },
        wrong: "    var s = 0.0;\n    for (let i = 0; i < 4; i++) {\n        s += 0.25;\n    }\n    return vec4f(s);\n}",
        right: "    var s = 0.0;\n    for (var i = 0; i < 4; i++) {\n        s += 0.25;\n    }\n    return vec4f(s);\n}",
    },
    Entry {
        code: "W0781",
        headline: Phrase {
            es: "un shader de vértices no puede usar el buffer `var<storage, read_write>` `{name}`",
            en: "a vertex shader cannot use the `var<storage, read_write>` buffer `{name}`",
        },
        label: Phrase {
            es: "usado en un shader de vértices",
            en: "used in a vertex shader",
        },
        note: Phrase {
            es: "si el shader de vértices solo lo lee, decláralo `var<storage, read>`; para escribirlo, hazlo desde un shader de fragmentos o de cómputo",
            en: "if the vertex shader only reads it, declare it `var<storage, read>`; to write it, do so from a fragment or compute shader",
        },
        explain: Phrase {
            es: "WebGPU no deja que un shader de vértices use buffers `storage` de lectura y escritura, aunque solo los lea: sus invocaciones pueden repetirse. Declarado `read`, el mismo buffer sí se puede usar.",
            en: "WebGPU does not let a vertex shader use read-write `storage` buffers, even only to read them: its invocations may run more than once. Declared `read`, the same buffer can be used.",
        },
        wrong: "",
        right: "",
    },
];
