//! Functions, their parameters and results, values built, assigned and called: pointer parameters, return types, local variables, constructors, whole-array reads, assignments, read-only storage, empty returns, `@workgroup_size` values, swizzle assignment, calls with no overload (W0815-W0825).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0815",
        headline: Phrase {
            es: "el parámetro '{name}' es un puntero a `{space}`, que naga no puede pasar a funciones",
            en: "parameter '{name}' is a pointer to `{space}`, which naga cannot pass to functions",
        },
        label: Phrase {
            es: "parámetro puntero",
            en: "pointer parameter",
        },
        note: Phrase {
            es: "lee la variable global directamente dentro de la función, o pasa un `ptr<function, T>` o un `ptr<private, T>`; Chrome lo acepta (unrestricted_pointer_parameters), naga todavía no",
            en: "read the global variable directly inside the function, or pass a `ptr<function, T>` or `ptr<private, T>`; Chrome accepts it (unrestricted_pointer_parameters), naga does not yet",
        },
        explain: Phrase {
            es: "WGSL al principio solo admitía punteros function y private como parámetros; la característica de lenguaje unrestricted_pointer_parameters lo amplía y Chrome la tiene, pero naga 30 no, así que wgpu rechaza este shader.",
            en: "WGSL first allowed only function and private pointers as parameters; the unrestricted_pointer_parameters language feature lifts that, and Chrome has it, but naga 30 does not, so wgpu refuses this shader.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0816",
        headline: Phrase {
            es: "una función no puede devolver este tipo",
            en: "a function cannot return this type",
        },
        label: Phrase {
            es: "tipo de retorno no válido",
            en: "invalid return type",
        },
        note: Phrase {
            es: "devuelve un valor de un tipo construible (números, vectores, matrices, arrays de tamaño fijo y structs de ellos)",
            en: "return a value of a constructible type (numbers, vectors, matrices, fixed-size arrays, structs of them)",
        },
        explain: Phrase {
            es: "Las funciones devuelven valores construibles; los atómicos, los arrays de tamaño en tiempo de ejecución, las texturas y los punteros no se pueden devolver.",
            en: "Functions return constructible values; atomics, runtime-sized arrays, textures and pointers cannot be returned.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0817",
        headline: Phrase {
            es: "un `var` de función no puede contener '{ty}'",
            en: "a function's `var` cannot hold '{ty}'",
        },
        label: Phrase {
            es: "tipo de variable no válido",
            en: "invalid variable type",
        },
        note: Phrase {
            es: "un `var` dentro de una función contiene un tipo construible; declara las texturas, los samplers, los atómicos y los arrays de tamaño en tiempo de ejecución fuera de las funciones",
            en: "a `var` inside a function holds a constructible type; declare textures, samplers, atomics and runtime-sized arrays at module scope",
        },
        explain: Phrase {
            es: "Las variables de función solo contienen datos construibles.",
            en: "Function variables hold constructible data only.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0818",
        headline: Phrase {
            es: "el argumento {n} tiene un tipo equivocado para construir '{ty}'",
            en: "argument {n} has the wrong type to build '{ty}'",
        },
        label: Phrase {
            es: "tipo de componente equivocado",
            en: "wrong component type",
        },
        note: Phrase {
            es: "dale a cada componente el tipo de elemento del tipo, o conviértelo (`f32(i)`)",
            en: "give each component the type's element type, or convert it (`f32(i)`)",
        },
        explain: Phrase {
            es: "Un constructor recibe componentes de su tipo de elemento: `vec3f` recibe valores f32 y `array<u32, 2>` recibe valores u32.",
            en: "A constructor takes components of its element type: `vec3f` takes f32 values, `array<u32, 2>` takes u32 values.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0819",
        headline: Phrase {
            es: "'{name}' no se puede leer como un solo valor: pasa un puntero, `&{name}`",
            en: "'{name}' cannot be read as one value: pass a pointer, `&{name}`",
        },
        label: Phrase {
            es: "aquí va un puntero",
            en: "a pointer goes here",
        },
        note: Phrase {
            es: "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: estas funciones reciben un puntero a la variable",
            en: "`arrayLength(&{name})`, `atomicAdd(&{name}, 1u)`: these functions take a pointer to the variable",
        },
        explain: Phrase {
            es: "Un array de tamaño en tiempo de ejecución o un atómico no se pueden cargar como valor; las funciones que trabajan con ellos (arrayLength, atomicLoad, atomicAdd…) reciben un puntero creado con `&`.",
            en: "A runtime-sized array or an atomic cannot be loaded as a value; the functions that work on them (arrayLength, atomicLoad, atomicAdd…) take a pointer made with `&`.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0820",
        headline: Phrase {
            es: "no se puede asignar '{got}' a '{want}'",
            en: "cannot assign '{got}' to '{want}'",
        },
        label: Phrase {
            es: "esto es '{got}'",
            en: "this is '{got}'",
        },
        note: Phrase {
            es: "convierte el valor (`{want}(x)`) o cambia el tipo de la variable",
            en: "convert the value (`{want}(x)`) or change the variable's type",
        },
        explain: Phrase {
            es: "Una asignación guarda un valor del mismo tipo que la variable; WGSL no convierte nada por sí solo, salvo los literales abstractos.",
            en: "An assignment stores a value of the variable's own type; WGSL converts nothing by itself, except abstract literals.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0821",
        headline: Phrase {
            es: "'{name}' es de solo lectura: un `var<storage>` es de solo lectura salvo que se declare `read_write`",
            en: "'{name}' is read-only: a `var<storage>` is read-only unless declared `read_write`",
        },
        label: Phrase {
            es: "se escribe aquí",
            en: "written here",
        },
        note: Phrase {
            es: "decláralo `var<storage, read_write>` para escribir en él",
            en: "declare it `var<storage, read_write>` to write to it",
        },
        explain: Phrase {
            es: "El modo de acceso de un búfer de almacenamiento es `read` por omisión. Escribir en él necesita `var<storage, read_write>` (y un enlace que el pipeline cree como escribible).",
            en: "A storage buffer's access mode defaults to `read`. Writing to it needs `var<storage, read_write>` (and a binding the pipeline creates as writable).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0822",
        headline: Phrase {
            es: "este `return` no tiene valor, pero la función devuelve '{want}'",
            en: "this `return` has no value, but the function returns '{want}'",
        },
        label: Phrase {
            es: "return sin valor",
            en: "return without a value",
        },
        note: Phrase {
            es: "devuelve un '{want}': `return valor;`",
            en: "return a '{want}': `return value;`",
        },
        explain: Phrase {
            es: "En una función con `-> T`, cada `return` lleva un valor de tipo T.",
            en: "In a function with `-> T`, every `return` carries a value of type T.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0823",
        headline: Phrase {
            es: "cada dimensión de @workgroup_size tiene que ser al menos 1",
            en: "each @workgroup_size dimension must be at least 1",
        },
        label: Phrase {
            es: "fuera de rango",
            en: "out of range",
        },
        note: Phrase {
            es: "escribe tamaños desde 1, por ejemplo `@workgroup_size(64)` o `@workgroup_size(8, 8)`",
            en: "write sizes from 1 up, for example `@workgroup_size(64)` or `@workgroup_size(8, 8)`",
        },
        explain: Phrase {
            es: "Un grupo de trabajo tiene al menos una invocación en cada dimensión; los límites del dispositivo acotan los tamaños por arriba.",
            en: "A workgroup has at least one invocation in each dimension; the device's limits bound the sizes from above.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0824",
        headline: Phrase {
            es: "no se puede asignar a un swizzle de varias componentes",
            en: "cannot assign to a swizzle of several components",
        },
        label: Phrase {
            es: "swizzle asignado aquí",
            en: "swizzle assigned here",
        },
        note: Phrase {
            es: "asigna las componentes una a una (`c.r = …; c.g = …;`) o construye el vector entero (`c = vec4f(v, c.b, c.a);`)",
            en: "assign the components one by one (`c.r = …; c.g = …;`) or build the whole vector (`c = vec4f(v, c.b, c.a);`)",
        },
        explain: Phrase {
            es: "En WGSL un swizzle como `c.rg` se puede leer pero no escribir; una sola componente (`c.r`) sí se puede escribir. (Chrome tiene una extensión que lo permite; naga y WGSL sin ella no.)",
            en: "In WGSL a swizzle such as `c.rg` can be read but not written; a single component (`c.r`) can be written. (Chrome has an extension that allows it; naga and WGSL without it do not.)",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0825",
        headline: Phrase {
            es: "ninguna sobrecarga de '{f}' acepta la llamada '{f}({args})'",
            en: "no matching call to '{f}({args})'",
        },
        label: Phrase {
            es: "ninguna sobrecarga de '{f}' recibe estos argumentos",
            en: "no overload of '{f}' takes these arguments",
        },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una función integrada como dot, normalize, textureSample, textureLoad, textureStore, arrayLength o atomicAdd tiene un conjunto fijo de sobrecargas: los tipos que pueden tener sus argumentos. El titular muestra los tipos que pasa la llamada, como los escribe Tint (el compilador de Chrome); las notas enumeran las sobrecargas que existen. Convierte un argumento (`vec2i(uv)`, `f32(n)`), elige el número de componentes correcto (`v.xyz`) o pasa un puntero (`&buf`) donde la sobrecarga lo pide.",
            en: "A built-in function such as dot, normalize, textureSample, textureLoad, textureStore, arrayLength or atomicAdd has a fixed set of overloads: the types its arguments may have. The headline shows the types the call passes, as Tint (Chrome's compiler) prints them; the notes list the overloads that exist. Convert an argument (`vec2i(uv)`, `f32(n)`), pick the right component count (`v.xyz`), or pass a pointer (`&buf`) where the overload takes one.",
        },
        wrong: "    let d = dot(vec3f(1.0), vec4f(1.0));\n    return vec4f(d);\n}",
        right: "    let d = dot(vec3f(1.0), vec4f(1.0).xyz);\n    return vec4f(d);\n}",
    },
];
