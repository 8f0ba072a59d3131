//! Words and forms naga refuses: reserved words and names, comments, repeated attributes, address spaces, access modes, constructors, pointers, extensions, `select` (W0701-W0718).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0701",
        headline: Phrase {
            es: "`{name}` es una palabra reservada y no puede ser un nombre",
            en: "`{name}` is a reserved word and cannot be a name",
        },
        label: Phrase {
            es: "palabra reservada",
            en: "reserved word",
        },
        note: Phrase {
            es: "elige otro nombre, por ejemplo `my_{name}`",
            en: "choose another name, for example `my_{name}`",
        },
        explain: Phrase {
            es: "WGSL reserva sus palabras clave (`var`, `let`, `if`, `return`, `override`…) y una lista de palabras guardadas para el futuro; ninguna puede nombrar una variable, una función, un struct ni un miembro.",
            en: "WGSL reserves its keywords (`var`, `let`, `if`, `return`, `override`…) and a list of words kept for the future; none of them can name a variable, a function, a struct or a member.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0702",
        headline: Phrase {
            es: "un comentario `/*` nunca se cierra",
            en: "a `/*` comment is never closed",
        },
        label: Phrase {
            es: "el comentario empieza aquí y llega hasta el final del texto",
            en: "the comment starts here and runs to the end of the text",
        },
        note: Phrase {
            es: "ciérralo con `*/`; en WGSL los comentarios de bloque se anidan, así que cada `/*` interno necesita su propio `*/`",
            en: "close it with `*/`; block comments nest in WGSL, so each `/*` inside needs its own `*/`",
        },
        explain: Phrase {
            es: "Un comentario de bloque va de `/*` al `*/` que le corresponde. En WGSL se anidan: `/* a /* b */ c */` es un solo comentario, así que un `/*` interno sin cerrar se traga el resto del archivo.",
            en: "A block comment runs from `/*` to the matching `*/`. In WGSL they nest: `/* a /* b */ c */` is one comment, so an inner `/*` left open swallows the rest of the file.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0703",
        headline: Phrase {
            es: "el atributo '@{name}' está escrito dos veces",
            en: "the attribute '@{name}' is written twice",
        },
        label: Phrase {
            es: "repetido aquí",
            en: "repeated here",
        },
        note: Phrase {
            es: "deja un solo `@{name}`",
            en: "keep only one `@{name}`",
        },
        explain: Phrase {
            es: "Cada atributo puede aparecer una sola vez en una declaración.",
            en: "Each attribute may appear once on a declaration.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0704",
        headline: Phrase {
            es: "aquí no se admite una expresión",
            en: "an expression is not allowed here",
        },
        label: Phrase {
            es: "expresión inesperada",
            en: "unexpected expression",
        },
        note: Phrase {
            es: "revisa el atributo o la plantilla que la rodea: aquí no lleva valor, o lleva menos valores",
            en: "check the attribute or template around it: it takes no value here, or fewer values",
        },
        explain: Phrase {
            es: "Algunos atributos no llevan argumento (`@fragment`, `@compute`) y las plantillas llevan un número fijo de parámetros; una expresión de más es un error.",
            en: "Some attributes take no argument (`@fragment`, `@compute`), and templates take a fixed number of parameters; an extra expression is an error.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0705",
        headline: Phrase {
            es: "`var<{space}>` no se puede declarar dentro de una función",
            en: "`var<{space}>` cannot be declared inside a function",
        },
        label: Phrase {
            es: "no se admite en una función",
            en: "not allowed in a function",
        },
        note: Phrase {
            es: "dentro de una función escribe solo `var` (es memoria `function`); declara `var<{space}>` fuera de las funciones",
            en: "inside a function write just `var` (it is `function` memory); declare `var<{space}>` at module scope",
        },
        explain: Phrase {
            es: "Las variables de los espacios de direcciones private, workgroup, uniform y storage se declaran fuera de las funciones. Un `var` dentro de una función siempre está en el espacio function.",
            en: "Variables in the private, workgroup, uniform and storage address spaces live at module scope. A `var` inside a function is always in the function address space.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0706",
        headline: Phrase {
            es: "los nombres que empiezan con `__` están reservados: '{name}'",
            en: "names that start with `__` are reserved: '{name}'",
        },
        label: Phrase {
            es: "prefijo reservado",
            en: "reserved prefix",
        },
        note: Phrase {
            es: "cámbiale el nombre sin el `__` inicial",
            en: "rename it without the leading `__`",
        },
        explain: Phrase {
            es: "WGSL reserva para la implementación los identificadores que empiezan con dos guiones bajos.",
            en: "WGSL reserves identifiers that start with two underscores for the implementation.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0707",
        headline: Phrase {
            es: "espacio de direcciones desconocido: '{name}'",
            en: "unknown address space '{name}'",
        },
        label: Phrase {
            es: "ese espacio de direcciones no existe",
            en: "no such address space",
        },
        note: Phrase {
            es: "los espacios de direcciones son function, private, workgroup, uniform y storage",
            en: "address spaces are function, private, workgroup, uniform and storage",
        },
        explain: Phrase {
            es: "El primer parámetro de plantilla de `var<…>` y `ptr<…>` es un espacio de direcciones, de una lista cerrada.",
            en: "The first template parameter of `var<…>` and `ptr<…>` is an address space, one of a closed list.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0708",
        headline: Phrase {
            es: "modo de acceso desconocido: '{name}'",
            en: "unknown access mode '{name}'",
        },
        label: Phrase {
            es: "ese modo de acceso no existe",
            en: "no such access mode",
        },
        note: Phrase {
            es: "los modos de acceso son read, write y read_write",
            en: "access modes are read, write and read_write",
        },
        explain: Phrase {
            es: "El modo de acceso de un búfer de almacenamiento, de una textura de almacenamiento o de un puntero es read, write o read_write.",
            en: "The access mode of a storage buffer, a storage texture or a pointer is read, write or read_write.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0709",
        headline: Phrase {
            es: "'{name}' no es un tipo escalar",
            en: "'{name}' is not a scalar type",
        },
        label: Phrase {
            es: "aquí va un tipo escalar",
            en: "a scalar type goes here",
        },
        note: Phrase {
            es: "escribe un escalar: f32, i32, u32 o bool (como en `vec3<f32>`)",
            en: "write a scalar: f32, i32, u32 or bool (as in `vec3<f32>`)",
        },
        explain: Phrase {
            es: "Los vectores, las matrices y las texturas llevan un tipo escalar como parámetro de plantilla: `vec3<f32>`, no `vec3<vec2f>`.",
            en: "Vectors, matrices and textures take a scalar type as their template parameter: `vec3<f32>`, not `vec3<vec2f>`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0710",
        headline: Phrase {
            es: "'{name}' no se puede crear con un constructor",
            en: "'{name}' cannot be built with a constructor",
        },
        label: Phrase {
            es: "no construible",
            en: "not constructible",
        },
        note: Phrase {
            es: "los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los samplers se declaran como variables, nunca se crean como valores",
            en: "atomics, runtime-sized arrays, textures and samplers are declared as variables, never built as values",
        },
        explain: Phrase {
            es: "Solo los tipos construibles (escalares, vectores, matrices, arrays de tamaño fijo y structs de ellos) tienen constructores.",
            en: "Only constructible types (scalars, vectors, matrices, fixed-size arrays and structs of them) have constructors.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0711",
        headline: Phrase {
            es: "`*` lee a través de un puntero, y este valor no es un puntero",
            en: "`*` reads through a pointer, and this value is not a pointer",
        },
        label: Phrase {
            es: "no es un puntero",
            en: "not a pointer",
        },
        note: Phrase {
            es: "para multiplicar, pon un valor a cada lado de `*`; para leer a través de un puntero, créalo con `&`",
            en: "to multiply, put a value on both sides of `*`; to read through a pointer, make one with `&`",
        },
        explain: Phrase {
            es: "El `*` unario desreferencia un puntero (`*p`). Un valor que no es un puntero no se puede desreferenciar; `&x` crea un puntero a una variable.",
            en: "Unary `*` dereferences a pointer (`*p`). A value that is not a pointer cannot be dereferenced; `&x` makes a pointer to a variable.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0712",
        headline: Phrase {
            es: "el número de elementos de un array tiene que ser mayor que 0",
            en: "an array's element count must be greater than 0",
        },
        label: Phrase {
            es: "tiene que ser al menos 1",
            en: "must be at least 1",
        },
        note: Phrase {
            es: "dale al array al menos un elemento",
            en: "give the array at least one element",
        },
        explain: Phrase {
            es: "Un array de tamaño fijo `array<T, N>` necesita N ≥ 1.",
            en: "A fixed-size array `array<T, N>` needs N ≥ 1.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0713",
        headline: Phrase {
            es: "const_assert falló: su condición es falsa",
            en: "const_assert failed: its condition is false",
        },
        label: Phrase {
            es: "falsa",
            en: "false",
        },
        note: Phrase {
            es: "la condición se calcula al crear el shader; cambia las constantes que comprueba",
            en: "the condition is computed when the shader is created; change the constants it checks",
        },
        explain: Phrase {
            es: "`const_assert` comprueba una condición sobre constantes al crear el shader y lo rechaza cuando es falsa.",
            en: "`const_assert` checks a condition on constants when the shader is created and refuses the shader when it is false.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0714",
        headline: Phrase {
            es: "un `const` solo se puede calcular a partir de constantes",
            en: "a `const` must be computed from constants only",
        },
        label: Phrase {
            es: "no es una constante",
            en: "not a constant",
        },
        note: Phrase {
            es: "usa `let` para un valor que solo se conoce al ejecutar el shader",
            en: "use `let` for a value known only when the shader runs",
        },
        explain: Phrase {
            es: "Los valores `const` se calculan al crear el shader, a partir de literales, otros `const` y funciones integradas de ellos; un `let`, un `var` o un parámetro de función no se conocen en ese momento.",
            en: "`const` values are computed when the shader is created, from literals, other `const`s and built-in functions of them; a `let`, a `var` or a function parameter is not known then.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0715",
        headline: Phrase {
            es: "'{name}' depende de sí mismo a través de otras declaraciones",
            en: "'{name}' depends on itself through other declarations",
        },
        label: Phrase {
            es: "parte de un ciclo",
            en: "part of a cycle",
        },
        note: Phrase {
            es: "rompe el ciclo: una declaración no puede usar, directa o indirectamente, lo que la usa",
            en: "break the cycle: a declaration cannot use, directly or not, what uses it",
        },
        explain: Phrase {
            es: "WGSL no tiene recursión: las funciones, las constantes y los tipos no pueden depender de sí mismos a través de otros.",
            en: "WGSL has no recursion: functions, constants and types cannot depend on themselves through others.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0716",
        headline: Phrase {
            es: "esta función no devuelve nada, así que su llamada no tiene valor",
            en: "this function returns nothing, so its call has no value",
        },
        label: Phrase {
            es: "sin valor",
            en: "no value",
        },
        note: Phrase {
            es: "llámala como sentencia (`f();`) o dale a la función un tipo de retorno y un `return`",
            en: "call it as a statement (`f();`), or give the function a return type and a `return`",
        },
        explain: Phrase {
            es: "Una función sin `-> T` no devuelve ningún valor; su llamada solo puede ser una sentencia.",
            en: "A function without `-> T` returns no value; its call can only be a statement.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0717",
        headline: Phrase {
            es: "esto necesita `enable {ext};` al principio del shader",
            en: "this needs `enable {ext};` at the top of the shader",
        },
        label: Phrase {
            es: "necesita `enable {ext};`",
            en: "needs `enable {ext};`",
        },
        note: Phrase {
            es: "escribe `enable {ext};` antes de toda declaración, en un dispositivo pedido con su característica (`f16` con `requiredFeatures: [\"shader-f16\"]`), o escríbelo sin los tipos ni las funciones de la extensión",
            en: "write `enable {ext};` before any declaration, on a device asked for its feature (`f16` with `requiredFeatures: [\"shader-f16\"]`), or write it without the extension's types or functions",
        },
        explain: Phrase {
            es: "Algunos tipos y funciones solo existen tras una directiva `enable` al principio del shader, y solo en un dispositivo que pidió la característica que les corresponde. Pedir la característica no la habilita en los shaders: cada shader que la usa escribe su `enable`.",
            en: "Some types and functions exist only after an `enable` directive at the top of the shader, and only on a device that asked for the matching feature. Asking for the feature does not enable it in shaders: each shader that uses it writes its own `enable`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0718",
        headline: Phrase {
            es: "`select` recibe (valor si es falso, valor si es verdadero, condición) de tipos que coinciden",
            en: "`select` takes (false value, true value, condition) of matching types",
        },
        label: Phrase {
            es: "tipo de argumento inesperado",
            en: "unexpected argument type",
        },
        note: Phrase {
            es: "los dos primeros argumentos tienen un mismo tipo (un escalar o un vector) y el tercero es un `bool` (o un vector de `bool` del mismo tamaño)",
            en: "the first two arguments have one type (a scalar or a vector), the third is a `bool` (or a vector of `bool` of the same size)",
        },
        explain: Phrase {
            es: "`select(f, t, c)` es el `c ? t : f` de WGSL; fíjate en el orden: primero va el valor para falso.",
            en: "`select(f, t, c)` is WGSL's `c ? t : f`; note the order: the value for false comes first.",
        },
        wrong: "",
        right: "",
    },
];
