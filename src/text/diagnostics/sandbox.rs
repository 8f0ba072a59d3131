//! The sandbox and its scenes: internal errors, overrides without values, entry points, workgroup variables, private and function memory, atomics' address space, the GPU's and the page's refusals, bindings the scenes provide (W0901-W0925).

use super::Entry;
use crate::text::Phrase;

/// These entries, in the catalogue's order.
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        code: "W0901",
        headline: Phrase {
            es: "naga se detuvo con un error interno en este texto; no se compiló nada",
            en: "naga stopped with an internal error on this text; nothing was compiled",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase {
            es: "es un fallo del compilador de WGSL, no de la lógica de tu shader; edita el texto para seguir",
            en: "this is a bug in the WGSL compiler, not in your shader's logic; edit the text to go on",
        },
        explain: Phrase {
            es: "naga, el compilador de WGSL dentro de Lienzo, falló de forma inesperada con este texto. Puede que el texto tenga un error, pero el compilador no pudo decir cuál; cambiar el texto suele bastar para seguir.",
            en: "naga, the WGSL compiler inside Lienzo, panicked on this text. The text may still be wrong, but the compiler could not say how; changing the text usually gets past it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0902",
        headline: Phrase {
            es: "la constante `override` `{name}` no tiene valor por defecto, y el sandbox no le da ninguno",
            en: "override `{name}` has no default value, and the sandbox supplies none",
        },
        label: Phrase {
            es: "declarada aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "dale un valor por defecto, por ejemplo `override {name}: u32 = 8;`",
            en: "give it a default, for example `override {name}: u32 = 8;`",
        },
        explain: Phrase {
            es: "Una constante `override` necesita un valor al crear el pipeline: un valor por defecto en el shader o uno que dé el programa anfitrión. Las escenas de Lienzo solo dan valores a las constantes `override` que nombra la lección.",
            en: "A pipeline-overridable constant needs a value when the pipeline is created: either a default in the shader or one from the host program. Lienzo's scenes supply values only for the overrides a lesson names.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0903",
        headline: Phrase {
            es: "ambiguo: {n} puntos de entrada {attr} ({names}); deja uno",
            en: "ambiguous: {n} {attr} entry points ({names}); keep one",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una escena crea su pipeline con un punto de entrada por etapa. Con varios de la misma etapa, Lienzo no sabe cuál usar.",
            en: "A scene builds its pipeline from one entry point per stage. With several of the same stage Lienzo cannot tell which one is meant.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0904",
        headline: Phrase {
            es: "no hay punto de entrada {attr}: {what_es}",
            en: "no {attr} entry point: {what}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El módulo puede ser WGSL válido: esto es lo que necesita la escena de la lección para ejecutarlo. Una escena Fullscreen dibuja con un punto de entrada @fragment, una escena Mesh con uno @vertex y uno @fragment, una escena Compute despacha uno @compute. `lienzo check --png` dibuja un módulo con la página de la zona de pruebas, que necesita un punto de entrada @fragment.",
            en: "The module itself may be valid WGSL: this is what the lesson's scene needs to run it. A Fullscreen scene draws with a @fragment entry point, a Mesh scene with a @vertex and a @fragment one, a Compute scene dispatches a @compute one. `lienzo check --png` draws a module with the playground's page, which needs a @fragment entry point.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0905",
        headline: Phrase {
            es: "la variable de grupo de trabajo `{name}` la usa el punto de entrada {stage} `{ep}`",
            en: "workgroup variable `{name}` is used by the {stage} entry point `{ep}`",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "La memoria `var<workgroup>` la comparten las invocaciones de un grupo de trabajo de cómputo, así que solo existe en puntos de entrada @compute. Los navegadores rechazan un shader de vértices o de fragmentos que la usa; algunos controladores fallan con él.",
            en: "`var<workgroup>` memory is shared by the invocations of one compute workgroup, so it exists only in @compute entry points. Browsers refuse a vertex or fragment shader that uses it; some drivers crash on it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0906",
        headline: Phrase {
            es: "las variables privadas de `{ep}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
            en: "the private variables of `{ep}` take {total} bytes, over the {max} bytes WGSL allows",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "WGSL limita a 8192 bytes la memoria `var<private>` que usa un punto de entrada; los navegadores rechazan un shader que la supera. Las tablas grandes van en un búfer de almacenamiento.",
            en: "WGSL limits the `var<private>` memory one entry point uses to 8192 bytes; browsers refuse a shader over it. Large tables belong in a storage buffer.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0907",
        headline: Phrase {
            es: "las variables de la función `{f}` ocupan {total} bytes, más que los {max} bytes que permite WGSL",
            en: "the variables of function `{f}` take {total} bytes, over the {max} bytes WGSL allows",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "WGSL limita a 8192 bytes las variables de función de una función; los navegadores rechazan un shader que lo supera.",
            en: "WGSL limits the function-scope variables of one function to 8192 bytes; browsers refuse a shader over it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0908",
        headline: Phrase {
            es: "`{name}` contiene un atómico, así que tiene que ser `var<storage, read_write>`",
            en: "`{name}` holds an atomic, so it must be `var<storage, read_write>`",
        },
        label: Phrase {
            es: "declarado de solo lectura aquí",
            en: "declared read-only here",
        },
        note: Phrase {
            es: "decláralo `var<storage, read_write>`, o usa `u32` en lugar de `atomic<u32>` si solo se lee",
            en: "declare it `var<storage, read_write>`, or use `u32` instead of `atomic<u32>` if it is only read",
        },
        explain: Phrase {
            es: "Los atómicos existen para que muchas invocaciones los escriban a la vez, así que WGSL solo los permite en `var<storage, read_write>` y `var<workgroup>`. Un `var<storage>` es de solo lectura por defecto. El compilador de Chrome (Tint) rechaza un atómico ahí; naga lo acepta, así que Lienzo lo comprueba.",
            en: "Atomics exist to be written by many invocations at once, so WGSL allows them only in `var<storage, read_write>` and `var<workgroup>`. A `var<storage>` is read-only by default. Chrome's compiler (Tint) refuses an atomic in it; naga accepts it, so Lienzo checks it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0910",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Una dimensión de @workgroup_size supera el límite del dispositivo para ese eje (maxComputeWorkgroupSizeX, Y o Z).",
            en: "One dimension of @workgroup_size is over the device's limit for that axis (maxComputeWorkgroupSizeX, Y or Z).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0911",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El producto de las dimensiones de @workgroup_size supera maxComputeInvocationsPerWorkgroup.",
            en: "The product of the @workgroup_size dimensions is over maxComputeInvocationsPerWorkgroup.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0912",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Las variables `var<workgroup>` del punto de entrada de cómputo ocupan más bytes que maxComputeWorkgroupStorageSize.",
            en: "The `var<workgroup>` variables of the compute entry point take more bytes than maxComputeWorkgroupStorageSize.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0913",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Un búfer uniforme o de almacenamiento es más grande que maxUniformBufferBindingSize o maxStorageBufferBindingSize.",
            en: "A uniform or storage buffer binding is larger than maxUniformBufferBindingSize or maxStorageBufferBindingSize.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0914",
        headline: Phrase {
            es: "{text_es}",
            en: "{text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "Un índice de @group necesita más grupos de enlace de los que permite maxBindGroups.",
            en: "A @group index needs more bind groups than maxBindGroups allows.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0920",
        headline: Phrase {
            es: "la GPU rechazó el pipeline: {text} (texto de wgpu, en inglés)",
            en: "the GPU refused the pipeline: {text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El shader pasó las comprobaciones de Lienzo, pero crear su pipeline en el dispositivo falló; el texto tras los dos puntos es el mensaje del propio dispositivo.",
            en: "The shader passed Lienzo's checks, but creating its pipeline on the device failed; the text after the colon is the device's own message.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0921",
        headline: Phrase {
            es: "la escena {scene} no ofrece @binding({n}) `{name}`",
            en: "@binding({n}) `{name}` is not provided by the {scene} scene",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "la tabla de bindings del README dice qué ofrece cada escena",
            en: "see the README's binding table for what each scene provides",
        },
        explain: Phrase {
            es: "Cada escena enlaza un conjunto fijo de recursos en el grupo 0 (los uniformes del fotograma, una imagen y su sampler, una textura de salida…). Una variable en otro binding no tiene nada detrás.",
            en: "Each scene binds a fixed set of resources in group 0 (frame uniforms, an image and its sampler, an output texture…). A variable at another binding has nothing behind it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0922",
        headline: Phrase {
            es: "@binding({n}) `{name}` es del tipo equivocado ({kind})",
            en: "@binding({n}) `{name}` has the wrong kind ({kind})",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "la tabla de bindings del README dice qué tiene que ser",
            en: "the README's binding table says what it must be",
        },
        explain: Phrase {
            es: "La escena ofrece un recurso en este binding, pero de otro tipo (una textura donde el shader declara un búfer, por ejemplo).",
            en: "The scene provides a resource at this binding, but of another kind (a texture where the shader declares a buffer, for example).",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0925",
        headline: Phrase {
            es: "`{name}` está en @group({group}); las escenas de Lienzo solo enlazan el grupo 0",
            en: "`{name}` is in @group({group}); Lienzo's scenes bind group 0 only",
        },
        label: Phrase {
            es: "declarado aquí",
            en: "declared here",
        },
        note: Phrase {
            es: "usa @group(0) y un binding de la tabla de bindings del README",
            en: "use @group(0) and a binding of the README's binding table",
        },
        explain: Phrase {
            es: "Las escenas de Lienzo ponen todos los recursos en el grupo de enlace 0 (README, convenciones de WGSL); una variable en otro grupo no tiene nada enlazado.",
            en: "Lienzo's scenes put every resource in bind group 0 (README, WGSL conventions); a variable in another group has nothing bound to it.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0923",
        headline: Phrase {
            es: "la construcción de este shader se detuvo con un error interno; el último pipeline bueno sigue dibujando",
            en: "building this shader stopped with an internal error; the last good pipeline keeps drawing",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El compilador o el controlador fallaron de forma inesperada al crear el pipeline. No es un error del shader que Lienzo pueda señalar; editar el texto empieza una construcción nueva.",
            en: "The compiler or the driver failed unexpectedly while building the pipeline. It is not a mistake in the shader that Lienzo can point at; editing the text starts a new build.",
        },
        wrong: "",
        right: "",
    },
    Entry {
        code: "W0924",
        headline: Phrase {
            es: "la página de la zona de pruebas no pudo dibujarlo ({kind}): {text} (texto de WebGPU, en inglés)",
            en: "the playground's page could not draw it ({kind}): {text}",
        },
        label: Phrase { es: "", en: "" },
        note: Phrase { es: "", en: "" },
        explain: Phrase {
            es: "El módulo es WGSL válido, pero la página de la zona de pruebas (`shaders/playground.js`), que `lienzo check --png` usa para dibujarlo, recibió un error al construir su pipeline o al dibujar: por ejemplo, un `@binding` que la página no ofrece (ofrece el uniforme Frame en 0, una imagen en 1 y su muestreador en 2, en el grupo 0). El texto es el mensaje de WebGPU, como lo vería la página.",
            en: "The module is valid WGSL, but the playground's page (`shaders/playground.js`), which `lienzo check --png` draws it with, got an error building its pipeline or drawing: for example, a `@binding` the page does not provide (it provides the Frame uniform at 0, an image at 1 and its sampler at 2, in group 0). The text is WebGPU's message, as the page would see it.",
        },
        wrong: "",
        right: "",
    },
];
