//! What Lienzo's own checks of a shader say, and the places they add to naga's errors:
//! the device's limits, what browsers refuse, the scene's entry points, uniformity,
//! loops, overrides, declarations.

use super::{Phrase, sentences};

sentences! {
    /// A buffer over its size limit; `what` is its kind ([`UNIFORM_BUFFER`],
    /// [`STORAGE_BUFFER`]).
    pub fn buffer_over_limit(name: &str, size: u64, limit: &str, max: u64; what) {
        es: "el búfer {what} `{name}` ocupa {size} bytes, más que {limit} = {max}",
        en: "{what} binding `{name}` is {size} bytes, over {limit} = {max}",
    }

    /// How to fit a uniform buffer over its limit.
    pub fn move_to_storage(max: u64) {
        es: "achica el `array` o pásalo a un búfer `var<storage, read>` (hasta maxStorageBufferBindingSize = {max} bytes)",
        en: "make the array smaller, or move it to a `var<storage, read>` buffer (up to maxStorageBufferBindingSize = {max} bytes)",
    }

    /// A bind group index over `maxBindGroups`.
    pub fn group_over_limit(group: u32, groups: u64, max_groups: u32) {
        es: "el índice de grupo {group} necesita {groups} grupos, más que maxBindGroups = {max_groups}",
        en: "bind group index {group} needs {groups} bind groups, over maxBindGroups = {max_groups}",
    }

    /// The group indices a device grants.
    pub fn use_groups_up_to(last: u32) {
        es: "usa índices de grupo de 0 a {last}; Lienzo pone sus propios recursos en el grupo 0",
        en: "use group indices 0 to {last}; this sandbox binds its resources in group 0",
    }

    /// A workgroup size over the limit of one dimension.
    pub fn workgroup_axis_over_limit(x: u32, y: u32, z: u32, axis: &str, size: u32, limit: &str, max: u32) {
        es: "tamaño de grupo de trabajo {x}×{y}×{z}: {axis} = {size} supera {limit} = {max}",
        en: "workgroup size {x}×{y}×{z}: {axis} = {size} exceeds {limit} = {max}",
    }

    /// How to stay within the limit of one dimension.
    pub fn at_most_along(max: u32, axis: &str) {
        es: "usa como mucho {max} invocaciones en {axis} y despacha más grupos de trabajo para cubrir el trabajo",
        en: "use at most {max} invocations along {axis} and dispatch more workgroups to cover the work",
    }

    /// A workgroup with more invocations than the device grants.
    pub fn workgroup_over_limit(x: u32, y: u32, z: u32, total: u64, max: u32) {
        es: "el tamaño de grupo de trabajo {x}×{y}×{z} = {total} invocaciones supera maxComputeInvocationsPerWorkgroup = {max}",
        en: "workgroup size {x}×{y}×{z} = {total} invocations exceeds maxComputeInvocationsPerWorkgroup = {max}",
    }

    /// A workgroup size within the limit.
    pub fn smaller_workgroup(size: &str, max: u32) {
        es: "usa un grupo de trabajo más pequeño, como {size} ({max} invocaciones como mucho), y despacha más grupos, o usa un dispositivo que conceda un maxComputeInvocationsPerWorkgroup mayor",
        en: "use a smaller workgroup such as {size} ({max} invocations at most) and dispatch more workgroups, or run on a device that grants a higher maxComputeInvocationsPerWorkgroup",
    }

    /// Workgroup variables over their memory limit.
    pub fn workgroup_memory_over_limit(shared: u64, max_shared: u32) {
        es: "las variables `var<workgroup>` ocupan {shared} bytes, más que maxComputeWorkgroupStorageSize = {max_shared}",
        en: "workgroup variables use {shared} bytes, over maxComputeWorkgroupStorageSize = {max_shared}",
    }

    /// One workgroup variable's size.
    pub fn takes_bytes(name: &str, bytes: u64) {
        es: "`{name}` ocupa {bytes} bytes",
        en: "`{name}` is {bytes} bytes",
    }

    /// How to fit the workgroup variables.
    pub fn smaller_workgroup_arrays(max_shared: u32) {
        es: "reduce los arrays `var<workgroup>` (un bloque más pequeño) para que quepan juntos en {max_shared} bytes",
        en: "make the workgroup arrays smaller (a smaller tile) so they fit in {max_shared} bytes together",
    }

    /// A `var<workgroup>` used outside compute.
    pub fn workgroup_outside_compute(name: &str, stage: &str, ep: &str) {
        es: "la variable `var<workgroup>` `{name}` se usa en el punto de entrada {stage} `{ep}`",
        en: "workgroup variable `{name}` is used by the {stage} entry point `{ep}`",
    }

    /// The entry point that uses a variable.
    pub fn uses(ep: &str, name: &str) {
        es: "`{ep}` usa `{name}`",
        en: "`{ep}` uses `{name}`",
    }

    /// What to use instead of workgroup memory outside compute.
    pub fn private_instead(stage: &str) {
        es: "en un shader {stage} usa `var<private>` (una copia por invocación) o una variable de función",
        en: "in a {stage} shader use `var<private>` (one copy per invocation) or a function variable",
    }

    /// An entry point's private variables over WGSL's limit.
    pub fn private_memory_over_limit(ep: &str, total: u64, max: u64) {
        es: "las variables privadas de `{ep}` ocupan {total} bytes, más de los {max} que permite WGSL",
        en: "the private variables of `{ep}` take {total} bytes, over the {max} bytes WGSL allows",
    }

    /// A function's variables over WGSL's limit.
    pub fn function_memory_over_limit(f: &str, total: u64, max: u64) {
        es: "las variables de la función `{f}` ocupan {total} bytes, más de los {max} que permite WGSL",
        en: "the variables of function `{f}` take {total} bytes, over the {max} bytes WGSL allows",
    }

    /// The largest variable of a group.
    pub fn alone_takes(name: &str, bytes: u64) {
        es: "solo `{name}` ocupa {bytes} bytes",
        en: "`{name}` alone is {bytes} bytes",
    }

    /// Two or more entry points of the stage a scene uses once.
    pub fn ambiguous_entry_points(n: usize, attr: &str, names: &str) {
        es: "ambiguo: {n} puntos de entrada {attr} ({names}); deja uno",
        en: "ambiguous: {n} {attr} entry points ({names}); keep one",
    }

    /// One of those entry points.
    pub fn entry_point(attr: &str, name: &str) {
        es: "punto de entrada {attr} `{name}`",
        en: "{attr} entry point `{name}`",
    }

    /// What to do with the others.
    pub fn keep_one_entry_point(scene: &str, attr: &str) {
        es: "una escena {scene} usa exactamente un punto de entrada {attr}; convierte los demás en funciones normales o bórralos",
        en: "a {scene} scene uses exactly one {attr} entry point; rename the others to plain functions or delete them",
    }

    /// A scene's required entry point is absent; `what` is what the scene needs
    /// ([`FULLSCREEN_NEEDS`] and the others).
    pub fn no_entry_point(attr: &str; what) {
        es: "no hay punto de entrada {attr}: {what}",
        en: "no {attr} entry point: {what}",
    }

    /// An example in a note.
    pub fn for_example(example: &str) {
        es: "por ejemplo: {example}",
        en: "for example: {example}",
    }

    /// A variable declared after a `continue` and used in `continuing`.
    pub fn declared_here(name: &str) {
        es: "'{name}' se declara aquí",
        en: "'{name}' is declared here",
    }

    /// The type a function declares that it returns.
    pub fn the_function_returns(want: &str) {
        es: "la función devuelve '{want}'",
        en: "the function returns '{want}'",
    }
}

/// The kind of a uniform buffer, in [`buffer_over_limit`].
pub const UNIFORM_BUFFER: Phrase = Phrase {
    es: "uniforme",
    en: "uniform",
};
/// The kind of a storage buffer, in [`buffer_over_limit`].
pub const STORAGE_BUFFER: Phrase = Phrase {
    es: "de almacenamiento",
    en: "storage",
};
/// How to fit a storage buffer over its limit.
pub const SPLIT_THE_BUFFER: Phrase = Phrase {
    es: "achica el búfer o repártelo en varios recursos",
    en: "make the buffer smaller or split it over several bindings",
};
/// Why workgroup memory exists only in compute shaders.
pub const WORKGROUP_MEMORY_IS_COMPUTE_ONLY: Phrase = Phrase {
    es: "la memoria `var<workgroup>` la comparten las invocaciones de un grupo de trabajo de compute: solo existe en puntos de entrada @compute",
    en: "workgroup memory is shared by the invocations of one compute workgroup: it exists only in @compute entry points",
};
/// Where large private tables go.
pub const PRIVATE_TABLES_BELONG_IN_BUFFERS: Phrase = Phrase {
    es: "cada invocación tiene su propia copia de una variable privada; las tablas grandes van en un búfer uniform o storage, o en una textura",
    en: "every invocation gets its own copy of a private variable; large tables belong in a uniform or storage buffer, or a texture",
};
/// Where large tables go.
pub const TABLES_BELONG_IN_BUFFERS: Phrase = Phrase {
    es: "las tablas grandes van en un búfer uniform o storage, o en una textura",
    en: "large tables belong in a uniform or storage buffer, or a texture",
};
/// What a Fullscreen scene needs, in [`no_entry_point`].
pub const FULLSCREEN_NEEDS: Phrase = Phrase {
    es: "una escena Fullscreen dibuja con un punto de entrada @fragment",
    en: "a Fullscreen scene draws with one @fragment entry point",
};
/// What a Mesh scene needs.
pub const MESH_NEEDS: Phrase = Phrase {
    es: "una escena Mesh necesita un punto de entrada @vertex y uno @fragment",
    en: "a Mesh scene needs one @vertex and one @fragment entry point",
};
/// What a Compute scene needs.
pub const COMPUTE_NEEDS: Phrase = Phrase {
    es: "una escena Compute despacha un punto de entrada @compute",
    en: "a Compute scene dispatches one @compute entry point",
};
/// The call site of a function that needs uniform control flow.
pub const CALLED_FROM_HERE: Phrase = Phrase {
    es: "llamada desde aquí",
    en: "called from here",
};
/// The condition that makes control flow non-uniform, in a compute shader.
pub const DIFFERS_BETWEEN_INVOCATIONS: Phrase = Phrase {
    es: "el flujo de control depende de este valor, que puede cambiar de una invocación a otra",
    en: "control flow depends on this value, which can differ between invocations",
};
/// The condition that makes control flow non-uniform, in a fragment shader.
pub const DIFFERS_BETWEEN_PIXELS: Phrase = Phrase {
    es: "el flujo de control depende de este valor, que puede cambiar de un píxel a otro",
    en: "control flow depends on this value, which can differ between pixels",
};
/// A loop of any kind (`loop`, `for`), in W0503.
pub const LOOP: Phrase = Phrase {
    es: "bucle",
    en: "loop",
};
/// The use in `continuing` of a variable declared after a `continue`.
pub const USED_IN_CONTINUING: Phrase = Phrase {
    es: "y se usa en `continuing` aquí",
    en: "and used in `continuing` here",
};
/// What an override without a value stops.
pub const NO_PIPELINE_WITHOUT_IT: Phrase = Phrase {
    es: "no se puede crear un pipeline cuyo punto de entrada la use",
    en: "a pipeline whose entry point uses it cannot be created",
};
/// An entry point's result without a binding, in W0301.
pub const THE_RETURN_VALUE: Phrase = Phrase {
    es: "El valor devuelto",
    en: "the return value",
};
/// An entry point's parameter without a binding, in W0301.
pub const A_PARAMETER: Phrase = Phrase {
    es: "Un parámetro",
    en: "a parameter",
};
/// A buffer of a type that is not host-shareable, in W0803.
pub const BUFFERS_HOLD_HOST_SHAREABLE_TYPES: Phrase = Phrase {
    es: "los búferes contienen tipos compartibles con el host: números, vectores, matrices y arrays y structs de ellos; `bool` no lo es, usa `u32`",
    en: "buffers hold host-shareable types: numbers, vectors, matrices, and arrays and structs of them; `bool` is not one, use `u32`",
};
/// A texture or a sampler in an address space, in W0803.
pub const HANDLES_HAVE_NO_ADDRESS_SPACE: Phrase = Phrase {
    es: "las texturas y los samplers se declaran como `@group(0) @binding(n) var nombre: tipo;`, sin espacio de direcciones",
    en: "textures and samplers are declared as `@group(0) @binding(n) var name: type;`, without an address space",
};
/// A runtime-sized array that is not the end of a storage buffer, in W0803.
pub const RUNTIME_ARRAY_ENDS_A_STORAGE_BUFFER: Phrase = Phrase {
    es: "un array de tamaño en tiempo de ejecución solo puede ser el último miembro de un búfer `var<storage>`",
    en: "a runtime-sized array can only be the last member of a `var<storage>` buffer",
};
/// Any other type an address space cannot hold, in W0803.
pub const ANOTHER_ADDRESS_SPACE: Phrase = Phrase {
    es: "decláralo en otro espacio de direcciones",
    en: "declare it in another address space",
};
/// A runtime-sized array where a fixed size is needed, in W0803.
pub const RUNTIME_ARRAY_HAS_NO_FIXED_SIZE: Phrase = Phrase {
    es: "un array de tamaño en tiempo de ejecución no tiene un tamaño fijo: dale uno (`array<f32, 16>`) o declara el búfer `var<storage>`",
    en: "a runtime-sized array has no fixed size: give it one (`array<f32, 16>`) or declare the buffer `var<storage>`",
};
