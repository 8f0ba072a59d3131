//! Lienzo's limits on the text: its size, NUL characters, nesting and expression depth, array counts (W0601-W0606).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0601",
        headline: Phrase {
            es: "el texto ocupa {size} KiB; Lienzo comprueba shaders de hasta {max} KiB",
            en: "the text is {size} KiB; Lienzo checks shaders of up to {max} KiB",
        },
        label: Phrase {
            es: "el texto empieza aquí",
            en: "the text starts here",
        },
        note: Phrase {
            es: "un shader tan grande suele ser un archivo pegado que no es WGSL; no se compiló nada",
            en: "a shader this large is usually a pasted file that is not WGSL; nothing was compiled",
        },
        explain: Phrase {
            es: "Lienzo comprueba textos de hasta 512 KiB. Un texto más grande casi siempre es un archivo pegado por error (un binario, un registro, un proyecto entero), y compilarlo solo bloquearía el editor.",
            en: "Lienzo checks texts of up to 512 KiB. A larger text is almost always a file pasted by mistake (a binary, a log, a whole project), and compiling it would only stall the editor.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0602",
        headline: Phrase {
            es: "el texto contiene un carácter NUL: ¿es un archivo binario?",
            en: "the text contains a NUL character: is this a binary file?",
        },
        label: Phrase {
            es: "carácter NUL",
            en: "NUL character",
        },
        note: Phrase {
            es: "WGSL es texto UTF-8 sin caracteres NUL; no se compiló nada",
            en: "WGSL is UTF-8 text without NUL characters; nothing was compiled",
        },
        explain: Phrase {
            es: "El código WGSL es texto UTF-8. Un carácter NUL (código 0) nunca aparece en él; indica que se abrió como shader un archivo binario o un texto en otra codificación, como UTF-16.",
            en: "WGSL source is UTF-8 text. A NUL character (code 0) never appears in it; it means a binary file, or a text in another encoding such as UTF-16, was opened as a shader.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0603",
        headline: Phrase {
            es: "se alcanzó la profundidad máxima de recursión del analizador: más de {max} niveles de anidación",
            en: "maximum parser recursive depth reached: more than {max} levels of nesting",
        },
        label: Phrase {
            es: "un nivel de más",
            en: "one level too deep",
        },
        note: Phrase {
            es: "cada paréntesis, corchete, llave o lista de plantilla `<…>` abiertos y cada operador unario (`!`, `-`, `~`, `&`, `*`) es un nivel; divide la expresión con declaraciones `let` o lleva las partes internas a funciones",
            en: "each open parenthesis, bracket, brace, template list `<…>` and unary operator (`!`, `-`, `~`, `&`, `*`) is a level; split the expression with `let` declarations or move inner parts into functions",
        },
        explain: Phrase {
            es: "Los compiladores leen WGSL por recursión: cada paréntesis, corchete, llave o lista de plantilla que sigue abierto, y cada operador unario que espera su operando, es una llamada más en la pila del compilador. El compilador de Chrome (Tint) se detiene a los 128 niveles con \"maximum parser recursive depth reached\"; Lienzo rechaza los mismos textos antes de que los vea ningún compilador, así que una cadena pegada de miles de `!` o `-` da este mensaje en lugar de cerrar la aplicación o la página.",
            en: "Compilers read WGSL by recursion: every parenthesis, bracket, brace and template list still open, and every unary operator still waiting for its operand, is one more call on the compiler's stack. Chrome's compiler (Tint) stops at 128 levels with \"maximum parser recursive depth reached\"; Lienzo refuses the same texts before any compiler sees them, so a pasted chain of thousands of `!` or `-` gives this message instead of crashing the app or the page.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0604",
        headline: Phrase {
            es: "se alcanzó la profundidad máxima de expresión, {max}: esta sentencia encadena más operaciones",
            en: "reached max expression depth of {max}: this statement chains more operations",
        },
        label: Phrase {
            es: "una operación de más",
            en: "one operation too many",
        },
        note: Phrase {
            es: "un compilador se llama a sí mismo una vez por operación y una cadena más larga puede agotar su pila; divide la expresión con declaraciones `let`",
            en: "a compiler recurses once per operation and a longer chain can exhaust its stack; split the expression with `let` declarations",
        },
        explain: Phrase {
            es: "Los operadores, los accesos a miembros (`.x`) y los índices (`[i]`) encadenados en una sentencia añaden cada uno un nivel al árbol de la expresión, que los compiladores recorren por recursión. Tint rechaza más de 512 niveles (\"reached max expression depth of 512\"); Lienzo rechaza una sentencia con más de 512 operaciones así.",
            en: "Operators, member accesses (`.x`) and indexings (`[i]`) chained in one statement each add a level to the expression tree, which compilers walk by recursion. Tint refuses more than 512 levels (\"reached max expression depth of 512\"); Lienzo refuses a statement with more than 512 such operations.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0605",
        headline: Phrase {
            es: "la profundidad de anidación de sentencias o la longitud de la cadena supera el límite de {max}",
            en: "statement nesting depth / chaining length exceeds limit of {max}",
        },
        label: Phrase {
            es: "un nivel de más",
            en: "one level too deep",
        },
        note: Phrase {
            es: "cada bloque es un nivel, cada `if`, bucle o `switch` uno más, y cada `else if` otro más; lleva las partes internas a funciones, o usa un `switch` o busca el valor en un array en lugar de una cadena larga de `else if`",
            en: "each block is a level, each `if`, loop and `switch` one more, and each `else if` one more; move inner parts into functions, or use a `switch` or a lookup in an array instead of a long `else if` chain",
        },
        explain: Phrase {
            es: "WGSL limita la profundidad de anidación de las sentencias (la especificación dice 127). Tint cuenta un bloque como un nivel, un `if`, un bucle o un `switch` con su bloque como dos, y cada `else if` de una cadena como uno más, y rechaza una función que pase de 127.",
            en: "WGSL limits how deep statements nest (the specification says 127). Tint counts a block as one level, an `if`, loop or `switch` with its block as two, and each `else if` of a chain as one more, and refuses a function past 127.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0606",
        headline: Phrase {
            es: "el número de elementos del array ({count}) debe ser menor que {max}",
            en: "array count ({count}) must be less than {max}",
        },
        label: Phrase {
            es: "este array, en el espacio {space}",
            en: "this array, in the {space} address space",
        },
        note: Phrase {
            es: "cada invocación tendría su propia copia; un array grande va en un buffer de almacenamiento: `@group(0) @binding(0) var<storage, read_write> datos: array<f32>;`",
            en: "every invocation would get its own copy; a large array belongs in a storage buffer: `@group(0) @binding(0) var<storage, read_write> data: array<f32>;`",
        },
        explain: Phrase {
            es: "Un array en el espacio `private` o `function` es memoria de cada invocación: la GPU lo guarda en registros o en la pila de cada hilo, así que un array enorme agota esa memoria o hace que el compilador del controlador tarde minutos. El compilador de Chrome (Tint) rechaza estos arrays desde 65536 elementos; Lienzo rechaza los mismos antes de que los vea ningún compilador. Los datos grandes van en un buffer de almacenamiento, que comparten todas las invocaciones.",
            en: "An array in the `private` or `function` address space is memory of each invocation: the GPU keeps it in each thread's registers or stack, so a huge array exhausts that memory or keeps the driver's compiler busy for minutes. Chrome's compiler (Tint) refuses such arrays from 65536 elements; Lienzo refuses the same ones before any compiler sees them. Large data belongs in a storage buffer, which every invocation shares.",
        },
        wrong: "",
        right: "",
    },
];
