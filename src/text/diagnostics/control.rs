//! Assignment and control flow: read-only values, `break`, `continue`, `default`, uniform control flow, missing returns, loops that never exit (W0401-W0405, W0501-W0504).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0401",
        headline: Phrase {
            es: "no se puede asignar aquí: es de solo lectura",
            en: "cannot assign to this: it is read-only",
        },
        label: Phrase {
            es: "de solo lectura",
            en: "read-only",
        },
        note: Phrase {
            es: "los uniformes y los `let` no cambian; cópialo antes en un `var`: `var c = frame.resolution;`",
            en: "uniforms and `let` values cannot change; copy into a `var` first: `var c = frame.resolution;`",
        },
        explain: Phrase {
            es: "Solo se pueden escribir las variables `var` de los espacios function, private o workgroup (y el storage read_write). Un búfer uniforme es de solo lectura para el shader.",
            en: "Only `var` variables in the function, private or workgroup address spaces (and read_write storage) can be written. A uniform buffer is read-only for the shader.",
        },
        wrong: "    frame.time = 0.0;",
        right: "    var t = frame.time;\n    t = 0.0;",
    },
    Entry {
        code: "W0402",
        headline: Phrase {
            es: "no se puede asignar a un `let`: nunca cambia",
            en: "cannot assign to a `let`: it never changes",
        },
        label: Phrase {
            es: "asignado aquí",
            en: "assigned here",
        },
        note: Phrase {
            es: "decláralo con `var` en lugar de `let`",
            en: "declare it with `var` instead of `let`",
        },
        explain: Phrase {
            es: "`let` da nombre a un valor, una sola vez. Para cambiarlo después, declara una variable con `var`.",
            en: "`let` names a value, once. To change it later, declare a variable with `var`.",
        },
        wrong: "    let c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
        right: "    var c = vec4f(0.0);\n    c = vec4f(1.0);\n    return c;\n}",
    },
    Entry {
        code: "W0403",
        headline: Phrase {
            es: "`break` tiene que estar dentro de un bucle o de un case de `switch`",
            en: "break statement must be in a loop or switch case",
        },
        label: Phrase {
            es: "fuera de un bucle",
            en: "not inside a loop",
        },
        note: Phrase {
            es: "para salir de la función usa `return`",
            en: "to leave the function, use `return`",
        },
        explain: Phrase {
            es: "`break` sale del bucle o del case de `switch` más interno; fuera de ellos no hay de dónde salir.",
            en: "`break` leaves the innermost loop or switch case; outside them there is nothing to leave.",
        },
        wrong: "    if uv.x > 0.5 { break; }",
        right: "    if uv.x > 0.5 { return vec4f(0.0); }",
    },
    Entry {
        code: "W0404",
        headline: Phrase {
            es: "`continue` tiene que estar dentro de un bucle",
            en: "continue statement must be in a loop",
        },
        label: Phrase {
            es: "fuera de un bucle",
            en: "not inside a loop",
        },
        note: Phrase {
            es: "un case de `switch` termina solo; no hace falta `continue` ni `break`",
            en: "a `switch` case ends on its own; no `continue` or `break` is needed",
        },
        explain: Phrase {
            es: "`continue` salta a la siguiente iteración del bucle más interno. En WGSL los case de `switch` nunca caen al siguiente, así que no necesitan nada para terminar.",
            en: "`continue` jumps to the next iteration of the innermost loop. In WGSL, switch cases never fall through, so they need no statement to end.",
        },
        wrong: "switch i { case 0: { continue; } default: {} }",
        right: "switch i { case 0: { } default: {} }",
    },
    Entry {
        code: "W0405",
        headline: Phrase {
            es: "un `switch` tiene que tener una cláusula `default`",
            en: "switch statement must have a default clause",
        },
        label: Phrase {
            es: "este `switch` no tiene `default`",
            en: "no `default` in this switch",
        },
        note: Phrase {
            es: "añade `default: {}` (puede estar vacío)",
            en: "add `default: {}` (it may be empty)",
        },
        explain: Phrase {
            es: "Todo `switch` de WGSL tiene un case `default`, para que cualquier valor del selector tenga adónde ir.",
            en: "Every WGSL switch lists a `default` case, so every selector value has somewhere to go.",
        },
        wrong: "switch i { case 0: {} }",
        right: "switch i { case 0: {} default: {} }",
    },
    Entry {
        code: "W0501",
        headline: Phrase {
            es: "'{call}' solo se puede llamar desde un flujo de control uniforme",
            en: "'{call}' must only be called from uniform control flow",
        },
        label: Phrase {
            es: "llamado en un flujo de control no uniforme",
            en: "called in non-uniform control flow",
        },
        note: Phrase {
            es: "calcúlalo antes de la bifurcación y usa el resultado dentro; los navegadores rechazan este shader",
            en: "compute it before the branch and use the result inside; browsers refuse this shader",
        },
        explain: Phrase {
            es: "Las derivadas (dpdx, dpdy, fwidth y sus formas Coarse y Fine) y textureSample comparan cada píxel con sus vecinos de un cuadro de 2×2, así que los cuatro tienen que ejecutar la llamada juntos. Dentro de un `if` (o tras un `return`, o en un bucle) cuya condición depende de una entrada del fragmento, algunos píxeles del cuadro pueden saltársela y el resultado queda indefinido. Las barreras (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) esperan a todas las invocaciones del grupo de trabajo: si una condición sobre local_invocation_index hace que algunas se la salten, las demás esperan para siempre. El análisis de uniformidad de WGSL prohíbe las dos cosas: Chrome y Firefox rechazan el shader. naga lo acepta, así que Lienzo lo comprueba.",
            en: "Derivatives (dpdx, dpdy, fwidth and their Coarse and Fine forms) and textureSample compare each pixel with its neighbors in a 2×2 quad, so all four must run the call together. Inside an `if` (or after a `return`, or in a loop) whose condition depends on a fragment input, some pixels of a quad may skip it, and the result is undefined. Barriers (workgroupBarrier, storageBarrier, textureBarrier, workgroupUniformLoad) wait for every invocation of the workgroup: if a condition on local_invocation_index lets some skip it, the others wait forever. WGSL's uniformity analysis forbids both: Chrome and Firefox reject the shader. naga accepts it, so Lienzo checks it.",
        },
        wrong: "    if uv.x > 0.5 {\n        return textureSample(image, image_sampler, uv);\n    }\n    return vec4f(0.0);\n}",
        right: "    let c = textureSample(image, image_sampler, uv);\n    if uv.x > 0.5 {\n        return c;\n    }\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0502",
        headline: Phrase {
            es: "falta un `return` al final de la función",
            en: "missing return at end of function",
        },
        label: Phrase {
            es: "`{name}` puede llegar aquí, a su final, sin devolver un valor",
            en: "`{name}` can reach its end here without returning a value",
        },
        note: Phrase {
            es: "en WGSL `discard` no termina la función: agrega un `return` después (su valor nunca se escribe)",
            en: "`discard` does not end a function in WGSL: add a `return` after it (its value is never written)",
        },
        explain: Phrase {
            es: "Una función que devuelve un valor tiene que terminar cada camino con `return`. En WGSL `discard` no es un final: la invocación sigue como auxiliar (sus derivadas siguen contando) y solo se descartan sus escrituras, así que un camino que termina en `discard;` llega igualmente a la llave de cierre. El compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba.",
            en: "A function that returns a value must end every path with `return`. In WGSL `discard` is not such an end: the invocation goes on as a helper (its derivatives still count) and only its writes are dropped, so a path that ends with `discard;` still reaches the closing brace. Chrome's compiler (Tint) refuses it; naga accepts it, so Lienzo checks it.",
        },
        wrong: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n}",
        right: "    if uv.x < 0.5 {\n        return vec4f(uv, 0.0, 1.0);\n    }\n    discard;\n    return vec4f(0.0);\n}",
    },
    Entry {
        code: "W0503",
        headline: Phrase {
            es: "el bucle (`{kind}`) no termina nunca",
            en: "{kind} does not exit",
        },
        label: Phrase {
            es: "nada dentro de este {kind_es} lo deja",
            en: "nothing in this {kind} leaves it",
        },
        note: Phrase {
            es: "agrega un `break` (o `break if` en `continuing`) o un `return` al que llegue algún camino; `discard` no sale de un bucle",
            en: "add a `break` (or `break if` in `continuing`) or a `return` that some path reaches; `discard` does not leave a loop",
        },
        explain: Phrase {
            es: "WGSL rechaza un bucle que no puede terminar: uno cuyo cuerpo no tiene `break`, ni `break if`, ni `return`. Un bucle así colgaría la GPU, así que el compilador de Chrome (Tint) lo rechaza; naga lo acepta, así que Lienzo lo comprueba. `discard` no cuenta: la invocación sigue como auxiliar.",
            en: "WGSL refuses a loop that cannot end: one whose body has no `break`, no `break if` and no `return`. Such a loop would hang the GPU, so Chrome's compiler (Tint) rejects it; naga accepts it, so Lienzo checks it. `discard` does not count: the invocation goes on as a helper.",
        },
        wrong: "    var i = 0;\n    loop {\n        i++;\n    }\n    return vec4f(1.0);\n}",
        right: "    var i = 0;\n    loop {\n        i++;\n        if i > 4 { break; }\n    }\n    return vec4f(1.0);\n}",
    },
    Entry {
        code: "W0504",
        headline: Phrase {
            es: "el `continue` se salta la declaración de '{name}'",
            en: "continue statement bypasses declaration of '{name}'",
        },
        label: Phrase {
            es: "este `continue` se la salta",
            en: "this `continue` skips it",
        },
        note: Phrase {
            es: "declara '{name}' antes del primer `continue`, o no la uses en `continuing`",
            en: "declare '{name}' before the first `continue`, or do not use it in `continuing`",
        },
        explain: Phrase {
            es: "Un `continue` salta al bloque `continuing` del bucle. Si una declaración va después del `continue` en el cuerpo y `continuing` la usa, el salto llegaría a código que lee un nombre que en ese camino nunca se declaró. WGSL lo rechaza; naga no lo comprueba, así que Lienzo sí.",
            en: "A `continue` jumps to the loop's `continuing` block. If a declaration comes after the `continue` in the body and `continuing` uses it, the jump would reach code that reads a name that was never declared on that path. WGSL refuses it; naga does not check it, so Lienzo does.",
        },
        wrong: "",
        right: "",
    },
];
