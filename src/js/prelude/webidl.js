// (Part of the prelude: see head.js.) WebIDL's rules at the binding's boundary, as
// Chromium applies them: each WebGPU call converts its arguments before anything is
// done, and an enum value not in its enum, a required member missing, a number out of
// an [EnforceRange] type's range, a sequence that is not one or an object of the wrong
// interface throws TypeError at the call, in Chromium's words, with the path of
// dictionaries and members read on the way ("Failed to read the 'loadOp' property from
// 'GPURenderPassColorAttachment': ..."). Conversion checks and does not rebuild: the
// call gets the program's own objects.
// ---------------------------------------------------------------- WebIDL
const IDL_ENUMS = {
    GPUFeatureName: [
        "core-features-and-limits", "depth-clip-control", "depth32float-stencil8", "texture-compression-bc",
        "texture-compression-bc-sliced-3d", "texture-compression-etc2", "texture-compression-astc",
        "texture-compression-astc-sliced-3d", "timestamp-query", "indirect-first-instance", "shader-f16",
        "rg11b10ufloat-renderable", "bgra8unorm-storage", "float32-filterable", "float32-blendable",
        "clip-distances", "dual-source-blending", "subgroups", "texture-formats-tier1", "texture-formats-tier2",
        "primitive-index", "texture-component-swizzle",
    ],
    GPUPowerPreference: ["low-power", "high-performance"],
    GPUAddressMode: ["clamp-to-edge", "repeat", "mirror-repeat"],
    GPUAutoLayoutMode: ["auto"],
    GPUBlendFactor: [
        "zero", "one", "src", "one-minus-src", "src-alpha", "one-minus-src-alpha", "dst", "one-minus-dst",
        "dst-alpha", "one-minus-dst-alpha", "src-alpha-saturated", "constant", "one-minus-constant", "src1",
        "one-minus-src1", "src1-alpha", "one-minus-src1-alpha",
    ],
    GPUBlendOperation: ["add", "subtract", "reverse-subtract", "min", "max"],
    GPUBufferBindingType: ["uniform", "storage", "read-only-storage"],
    GPUCanvasAlphaMode: ["opaque", "premultiplied"],
    GPUCanvasToneMappingMode: ["standard", "extended"],
    GPUCompareFunction: [
        "never", "less", "equal", "less-equal", "greater", "not-equal", "greater-equal", "always",
    ],
    GPUCullMode: ["none", "front", "back"],
    GPUErrorFilter: ["validation", "out-of-memory", "internal"],
    GPUFilterMode: ["nearest", "linear"],
    GPUFrontFace: ["ccw", "cw"],
    GPUIndexFormat: ["uint16", "uint32"],
    GPULoadOp: ["load", "clear"],
    GPUMipmapFilterMode: ["nearest", "linear"],
    GPUPrimitiveTopology: ["point-list", "line-list", "line-strip", "triangle-list", "triangle-strip"],
    GPUQueryType: ["occlusion", "timestamp"],
    GPUSamplerBindingType: ["filtering", "non-filtering", "comparison"],
    GPUStencilOperation: [
        "keep", "zero", "replace", "invert", "increment-clamp", "decrement-clamp", "increment-wrap",
        "decrement-wrap",
    ],
    GPUStorageTextureAccess: ["write-only", "read-only", "read-write"],
    GPUStoreOp: ["store", "discard"],
    GPUTextureAspect: ["all", "stencil-only", "depth-only"],
    GPUTextureDimension: ["1d", "2d", "3d"],
    GPUTextureFormat: [
        "r8unorm", "r8snorm", "r8uint", "r8sint", "r16unorm", "r16snorm", "r16uint", "r16sint", "r16float",
        "rg8unorm", "rg8snorm", "rg8uint", "rg8sint", "r32uint", "r32sint", "r32float", "rg16unorm",
        "rg16snorm", "rg16uint", "rg16sint", "rg16float", "rgba8unorm", "rgba8unorm-srgb", "rgba8snorm",
        "rgba8uint", "rgba8sint", "bgra8unorm", "bgra8unorm-srgb", "rgb9e5ufloat", "rgb10a2uint",
        "rgb10a2unorm", "rg11b10ufloat", "rg32uint", "rg32sint", "rg32float", "rgba16unorm", "rgba16snorm",
        "rgba16uint", "rgba16sint", "rgba16float", "rgba32uint", "rgba32sint", "rgba32float", "stencil8",
        "depth16unorm", "depth24plus", "depth24plus-stencil8", "depth32float", "depth32float-stencil8",
        "bc1-rgba-unorm", "bc1-rgba-unorm-srgb", "bc2-rgba-unorm", "bc2-rgba-unorm-srgb", "bc3-rgba-unorm",
        "bc3-rgba-unorm-srgb", "bc4-r-unorm", "bc4-r-snorm", "bc5-rg-unorm", "bc5-rg-snorm",
        "bc6h-rgb-ufloat", "bc6h-rgb-float", "bc7-rgba-unorm", "bc7-rgba-unorm-srgb", "etc2-rgb8unorm",
        "etc2-rgb8unorm-srgb", "etc2-rgb8a1unorm", "etc2-rgb8a1unorm-srgb", "etc2-rgba8unorm",
        "etc2-rgba8unorm-srgb", "eac-r11unorm", "eac-r11snorm", "eac-rg11unorm", "eac-rg11snorm",
        "astc-4x4-unorm", "astc-4x4-unorm-srgb", "astc-5x4-unorm", "astc-5x4-unorm-srgb", "astc-5x5-unorm",
        "astc-5x5-unorm-srgb", "astc-6x5-unorm", "astc-6x5-unorm-srgb", "astc-6x6-unorm",
        "astc-6x6-unorm-srgb", "astc-8x5-unorm", "astc-8x5-unorm-srgb", "astc-8x6-unorm",
        "astc-8x6-unorm-srgb", "astc-8x8-unorm", "astc-8x8-unorm-srgb", "astc-10x5-unorm",
        "astc-10x5-unorm-srgb", "astc-10x6-unorm", "astc-10x6-unorm-srgb", "astc-10x8-unorm",
        "astc-10x8-unorm-srgb", "astc-10x10-unorm", "astc-10x10-unorm-srgb", "astc-12x10-unorm",
        "astc-12x10-unorm-srgb", "astc-12x12-unorm", "astc-12x12-unorm-srgb",
    ],
    GPUTextureSampleType: ["float", "unfilterable-float", "depth", "sint", "uint"],
    GPUTextureViewDimension: ["1d", "2d", "2d-array", "cube", "cube-array", "3d"],
    GPUVertexFormat: [
        "uint8", "uint8x2", "uint8x4", "sint8", "sint8x2", "sint8x4", "unorm8", "unorm8x2", "unorm8x4",
        "snorm8", "snorm8x2", "snorm8x4", "uint16", "uint16x2", "uint16x4", "sint16", "sint16x2", "sint16x4",
        "unorm16", "unorm16x2", "unorm16x4", "snorm16", "snorm16x2", "snorm16x4", "float16", "float16x2",
        "float16x4", "float32", "float32x2", "float32x3", "float32x4", "uint32", "uint32x2", "uint32x3",
        "uint32x4", "sint32", "sint32x2", "sint32x3", "sint32x4", "unorm10-10-10-2", "unorm8x4-bgra",
        "snorm10-10-10-2",
    ],
    GPUVertexStepMode: ["vertex", "instance"],
    PredefinedColorSpace: ["srgb", "display-p3"],
};

const idlInt = (name, min, max) => ({ kind: "int", name, min, max });
const U32 = idlInt("unsigned long", 0, 2 ** 32 - 1);
const U64 = idlInt("unsigned long long", 0, Number.MAX_SAFE_INTEGER);
const I32 = idlInt("long", -(2 ** 31), 2 ** 31 - 1);
const ANY = { kind: "any" };
const idlEnum = (name) => ({ kind: "enum", name, values: new Set(IDL_ENUMS[name]) });
// An interface, named lazily: the classes are declared further on in the prelude.
const idlIface = (name, cls) => ({ kind: "iface", name, cls });
// A union of interfaces (`test` says whether a value is one), with a string enum where
// the name has one and a dictionary `dict` that any other object converts to.
const idlUnion = (name, test, dict = null) => ({ kind: "union", name, test, dict });
const idlSeq = (of, nullable = false) => ({ kind: "seq", of, nullable });
// A restricted float or double: NaN and the infinities are refused.
const idlFloat = (name) => ({ kind: "float", name });
const F32 = idlFloat("float");
const F64 = idlFloat("double");
// `record<DOMString, (T or undefined)>`.
const idlRecord = (of) => ({ kind: "record", of });
// `(XDict or sequence<T>)`, as the extents, origins and colors are.
const idlDictOrSeq = (name, dict, of) => ({ kind: "dictOrSeq", name, dict, of });
// A dictionary: its members as [name, type, required]; an inherited dictionary's come
// first, each dictionary's in lexicographic order, as WebIDL reads them.
function idlDict(name, members, base = null) {
    const own = [...members].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([m, t, r]) => [name, m, t, !!r]);
    return { kind: "dict", name, members: base ? [...base.members, ...own] : own };
}

const Format = idlEnum("GPUTextureFormat");
const Coordinate = U32;
const Extent3D = idlDictOrSeq("(GPUExtent3DDict or sequence<GPUIntegerCoordinate>)", idlDict("GPUExtent3DDict", [
    ["width", Coordinate, true], ["height", Coordinate], ["depthOrArrayLayers", Coordinate],
]), Coordinate);
const Origin3D = idlDictOrSeq("(GPUOrigin3DDict or sequence<GPUIntegerCoordinate>)", idlDict("GPUOrigin3DDict", [
    ["x", Coordinate], ["y", Coordinate], ["z", Coordinate],
]), Coordinate);
const Color = idlDictOrSeq("(GPUColorDict or sequence<double>)", idlDict("GPUColorDict", [
    ["r", F64, true], ["g", F64, true], ["b", F64, true], ["a", F64, true],
]), F64);
const TexelCopyTextureInfo = idlDict("GPUTexelCopyTextureInfo", [
    ["texture", idlIface("GPUTexture", () => GPUTexture), true], ["mipLevel", Coordinate], ["origin", Origin3D],
    ["aspect", idlEnum("GPUTextureAspect")],
]);
const TexelCopyBufferLayout = idlDict("GPUTexelCopyBufferLayout", [["offset", U64], ["bytesPerRow", U32], ["rowsPerImage", U32]]);
const TexelCopyBufferInfo = idlDict("GPUTexelCopyBufferInfo", [
    ["buffer", idlIface("GPUBuffer", () => GPUBuffer), true],
], TexelCopyBufferLayout);
const Origin2D = idlDictOrSeq("(GPUOrigin2DDict or sequence<GPUIntegerCoordinate>)", idlDict("GPUOrigin2DDict", [
    ["x", Coordinate], ["y", Coordinate],
]), Coordinate);
const TextureView = idlUnion("(GPUTexture or GPUTextureView)", (v) => v instanceof GPUTexture || v instanceof GPUTextureView);
const LayoutOrAuto = idlUnion("(GPUPipelineLayout or GPUAutoLayoutMode)", (v) => v instanceof GPUPipelineLayout);
const ProgrammableStage = idlDict("GPUProgrammableStage", [
    ["module", idlIface("GPUShaderModule", () => GPUShaderModule), true],
    ["entryPoint", ANY],
    ["constants", idlRecord(F64)],
]);
const PipelineBase = idlDict("GPUPipelineDescriptorBase", [
    ["layout", LayoutOrAuto, true],
]);
const BufferBinding = idlDict("GPUBufferBinding", [
    ["buffer", idlIface("GPUBuffer", () => GPUBuffer), true], ["offset", U64], ["size", U64],
]);
// `GPUBindingResource`: one of its interfaces, or else the GPUBufferBinding dictionary.
const BindingResource = idlUnion(
    "(GPUBuffer or GPUBufferBinding or GPUExternalTexture or GPUSampler or GPUTexture or GPUTextureView)",
    (v) => [GPUSampler, GPUTexture, GPUTextureView, GPUBuffer].some((c) => v instanceof c),
    BufferBinding,
);
const TimestampWrites = (name) => idlDict(name, [
    ["querySet", idlIface("GPUQuerySet", () => GPUQuerySet), true],
    ["beginningOfPassWriteIndex", U32], ["endOfPassWriteIndex", U32],
]);
const BlendComponent = idlDict("GPUBlendComponent", [
    ["dstFactor", idlEnum("GPUBlendFactor")],
    ["operation", idlEnum("GPUBlendOperation")],
    ["srcFactor", idlEnum("GPUBlendFactor")],
]);
const StencilFace = idlDict("GPUStencilFaceState", [
    ["compare", idlEnum("GPUCompareFunction")],
    ["depthFailOp", idlEnum("GPUStencilOperation")],
    ["failOp", idlEnum("GPUStencilOperation")],
    ["passOp", idlEnum("GPUStencilOperation")],
]);
const IDL = {
    buffer: idlDict("GPUBufferDescriptor", [["size", U64, true], ["usage", U32, true], ["mappedAtCreation", ANY]]),
    texture: idlDict("GPUTextureDescriptor", [
        ["size", Extent3D, true], ["mipLevelCount", U32], ["sampleCount", U32], ["dimension", idlEnum("GPUTextureDimension")],
        ["format", Format, true], ["usage", U32, true], ["viewFormats", idlSeq(Format)],
        ["textureBindingViewDimension", idlEnum("GPUTextureViewDimension")],
    ]),
    view: idlDict("GPUTextureViewDescriptor", [
        ["format", Format], ["dimension", idlEnum("GPUTextureViewDimension")], ["usage", U32],
        ["aspect", idlEnum("GPUTextureAspect")], ["baseMipLevel", U32], ["mipLevelCount", U32],
        ["baseArrayLayer", U32], ["arrayLayerCount", U32],
    ]),
    sampler: idlDict("GPUSamplerDescriptor", [
        ["addressModeU", idlEnum("GPUAddressMode")], ["addressModeV", idlEnum("GPUAddressMode")],
        ["addressModeW", idlEnum("GPUAddressMode")], ["magFilter", idlEnum("GPUFilterMode")],
        ["minFilter", idlEnum("GPUFilterMode")], ["mipmapFilter", idlEnum("GPUMipmapFilterMode")],
        ["lodMinClamp", F32], ["lodMaxClamp", F32], ["compare", idlEnum("GPUCompareFunction")],
    ]),
    bindGroupLayout: idlDict("GPUBindGroupLayoutDescriptor", [
        ["entries", idlSeq(idlDict("GPUBindGroupLayoutEntry", [
            ["binding", U32, true],
            ["visibility", U32, true],
            ["buffer", idlDict("GPUBufferBindingLayout", [
                ["type", idlEnum("GPUBufferBindingType")], ["hasDynamicOffset", ANY], ["minBindingSize", U64],
            ])],
            ["sampler", idlDict("GPUSamplerBindingLayout", [["type", idlEnum("GPUSamplerBindingType")]])],
            ["texture", idlDict("GPUTextureBindingLayout", [
                ["sampleType", idlEnum("GPUTextureSampleType")],
                ["viewDimension", idlEnum("GPUTextureViewDimension")], ["multisampled", ANY],
            ])],
            ["storageTexture", idlDict("GPUStorageTextureBindingLayout", [
                ["access", idlEnum("GPUStorageTextureAccess")], ["format", Format, true],
                ["viewDimension", idlEnum("GPUTextureViewDimension")],
            ])],
            ["externalTexture", idlDict("GPUExternalTextureBindingLayout", [])],
        ])), true],
    ]),
    pipelineLayout: idlDict("GPUPipelineLayoutDescriptor", [
        ["bindGroupLayouts", idlSeq(idlIface("GPUBindGroupLayout", () => GPUBindGroupLayout), true), true],
        ["immediateSize", U32],
    ]),
    bindGroup: idlDict("GPUBindGroupDescriptor", [
        ["layout", idlIface("GPUBindGroupLayout", () => GPUBindGroupLayout), true],
        ["entries", idlSeq(idlDict("GPUBindGroupEntry", [["binding", U32, true], ["resource", BindingResource, true]])), true],
    ]),
    shaderModule: idlDict("GPUShaderModuleDescriptor", [
        ["code", ANY, true],
        ["compilationHints", idlSeq(idlDict("GPUShaderModuleCompilationHint", [["entryPoint", ANY, true], ["layout", LayoutOrAuto]]))],
    ]),
    renderPipeline: idlDict("GPURenderPipelineDescriptor", [
        ["vertex", idlDict("GPUVertexState", [
            ["buffers", idlSeq(idlDict("GPUVertexBufferLayout", [
                ["arrayStride", U64, true],
                ["stepMode", idlEnum("GPUVertexStepMode")],
                ["attributes", idlSeq(idlDict("GPUVertexAttribute", [
                    ["format", idlEnum("GPUVertexFormat"), true], ["offset", U64, true], ["shaderLocation", U32, true],
                ])), true],
            ]), true)],
        ], ProgrammableStage), true],
        ["primitive", idlDict("GPUPrimitiveState", [
            ["topology", idlEnum("GPUPrimitiveTopology")], ["stripIndexFormat", idlEnum("GPUIndexFormat")],
            ["frontFace", idlEnum("GPUFrontFace")], ["cullMode", idlEnum("GPUCullMode")], ["unclippedDepth", ANY],
        ])],
        ["depthStencil", idlDict("GPUDepthStencilState", [
            ["format", Format, true], ["depthWriteEnabled", ANY], ["depthCompare", idlEnum("GPUCompareFunction")],
            ["stencilFront", StencilFace], ["stencilBack", StencilFace], ["stencilReadMask", U32],
            ["stencilWriteMask", U32], ["depthBias", I32], ["depthBiasSlopeScale", F32], ["depthBiasClamp", F32],
        ])],
        ["multisample", idlDict("GPUMultisampleState", [["count", U32], ["mask", U32], ["alphaToCoverageEnabled", ANY]])],
        ["fragment", idlDict("GPUFragmentState", [
            ["targets", idlSeq(idlDict("GPUColorTargetState", [
                ["format", Format, true],
                ["blend", idlDict("GPUBlendState", [["color", BlendComponent, true], ["alpha", BlendComponent, true]])],
                ["writeMask", U32],
            ]), true), true],
        ], ProgrammableStage)],
    ], PipelineBase),
    computePipeline: idlDict("GPUComputePipelineDescriptor", [["compute", ProgrammableStage, true]], PipelineBase),
    querySet: idlDict("GPUQuerySetDescriptor", [["type", idlEnum("GPUQueryType"), true], ["count", U32, true]]),
    renderPass: idlDict("GPURenderPassDescriptor", [
        ["colorAttachments", idlSeq(idlDict("GPURenderPassColorAttachment", [
            ["view", TextureView, true], ["depthSlice", U32], ["resolveTarget", TextureView], ["clearValue", Color],
            ["loadOp", idlEnum("GPULoadOp"), true], ["storeOp", idlEnum("GPUStoreOp"), true],
        ]), true), true],
        ["depthStencilAttachment", idlDict("GPURenderPassDepthStencilAttachment", [
            ["view", TextureView, true], ["depthClearValue", F32], ["depthLoadOp", idlEnum("GPULoadOp")],
            ["depthStoreOp", idlEnum("GPUStoreOp")], ["depthReadOnly", ANY], ["stencilClearValue", U32],
            ["stencilLoadOp", idlEnum("GPULoadOp")], ["stencilStoreOp", idlEnum("GPUStoreOp")], ["stencilReadOnly", ANY],
        ])],
        ["occlusionQuerySet", idlIface("GPUQuerySet", () => GPUQuerySet)],
        ["timestampWrites", TimestampWrites("GPURenderPassTimestampWrites")],
        ["maxDrawCount", U64],
    ]),
    commandEncoder: idlDict("GPUCommandEncoderDescriptor", [["label", ANY]]),
    commandBuffer: idlDict("GPUCommandBufferDescriptor", [["label", ANY]]),
    renderBundleEncoder: idlDict("GPURenderBundleEncoderDescriptor", [
        ["depthReadOnly", ANY], ["stencilReadOnly", ANY], ["label", ANY],
    ], idlDict("GPURenderPassLayout", [
        ["colorFormats", idlSeq(Format, true), true], ["depthStencilFormat", Format], ["sampleCount", U32],
    ])),
    renderBundle: idlDict("GPURenderBundleDescriptor", [["label", ANY]]),
    computePass: idlDict("GPUComputePassDescriptor", [
        ["label", ANY], ["timestampWrites", TimestampWrites("GPUComputePassTimestampWrites")],
    ]),
    device: idlDict("GPUDeviceDescriptor", [
        ["label", ANY], ["requiredFeatures", idlSeq(idlEnum("GPUFeatureName"))], ["requiredLimits", idlRecord(U64)],
        ["defaultQueue", idlDict("GPUQueueDescriptor", [["label", ANY]])],
    ]),
    adapterOptions: idlDict("GPURequestAdapterOptions", [
        ["featureLevel", ANY], ["powerPreference", idlEnum("GPUPowerPreference")], ["forceFallbackAdapter", ANY],
        ["xrCompatible", ANY],
    ]),
    // GPUCopyExternalImageSourceInfo, by the name Chromium still gives it in its messages.
    externalImage: idlDict("GPUImageCopyExternalImage", [["source", ANY, true], ["origin", Origin2D], ["flipY", ANY]]),
    externalImageDest: idlDict("GPUCopyExternalImageDestInfo", [["colorSpace", ANY], ["premultipliedAlpha", ANY]], TexelCopyTextureInfo),
    canvasConfiguration: idlDict("GPUCanvasConfiguration", [
        ["device", idlIface("GPUDevice", () => GPUDevice), true],
        ["format", Format, true],
        ["usage", U32],
        ["viewFormats", idlSeq(Format)],
        ["colorSpace", idlEnum("PredefinedColorSpace")],
        ["toneMapping", idlDict("GPUCanvasToneMapping", [["mode", idlEnum("GPUCanvasToneMappingMode")]])],
        ["alphaMode", idlEnum("GPUCanvasAlphaMode")],
    ]),
};

// Converts `v` as `type`; `prefix` says where it was read from.
function idlConvert(type, v, prefix) {
    switch (type.kind) {
        case "any":
            return;
        case "int": {
            const x = typeof v === "symbol" || typeof v === "bigint" ? NaN : Number(v);
            if (!Number.isFinite(x)) throw new TypeError(`${prefix}Value is not of type '${type.name}'.`);
            const t = Math.trunc(x);
            if (t < type.min || t > type.max) throw new TypeError(`${prefix}Value is outside the '${type.name}' value range.`);
            return;
        }
        case "enum": {
            const s = typeof v === "symbol" ? "" : String(v);
            if (!type.values.has(s)) {
                throw new TypeError(`${prefix}The provided value '${s}' is not a valid enum value of type ${type.name}.`);
            }
            return;
        }
        case "iface":
            if (!(v instanceof type.cls())) throw new TypeError(`${prefix}Failed to convert value to '${type.name}'.`);
            return;
        case "float": {
            const x = typeof v === "symbol" || typeof v === "bigint" ? NaN : Number(v);
            if (!Number.isFinite(x)) throw new TypeError(`${prefix}The provided ${type.name} value is non-finite.`);
            // A float rounds to single precision: past its largest value it is out of range.
            if (type.name === "float" && !Number.isFinite(Math.fround(x))) {
                throw new TypeError(`${prefix}The provided float value is non-finite.`);
            }
            return;
        }
        case "record":
            if (v === undefined || v === null) return;
            if (typeof v !== "object" && typeof v !== "function") {
                throw new TypeError(`${prefix}Only objects can be converted to record<K,V> types`);
            }
            for (const key of Object.keys(v)) {
                const x = v[key];
                if (x !== undefined) idlConvert(type.of, x, prefix);
            }
            return;
        case "dictOrSeq":
            // null and undefined are the dictionary, as WebIDL converts them.
            if (v === undefined || v === null) return idlConvert(type.dict, v, prefix);
            if (typeof v !== "object" && typeof v !== "function") {
                throw new TypeError(`${prefix}The provided value is not of type '${type.name}'.`);
            }
            if (typeof v[Symbol.iterator] === "function") {
                for (const x of v) idlConvert(type.of, x, prefix);
                return;
            }
            return idlConvert(type.dict, v, prefix);
        case "union":
            if (type.test(v)) return;
            if (type.dict && (v === undefined || v === null || typeof v === "object" || typeof v === "function")) {
                return idlConvert(type.dict, v, prefix);
            }
            if (type.name.includes("GPUAutoLayoutMode") && typeof v !== "symbol") {
                idlConvert(idlEnum("GPUAutoLayoutMode"), v, prefix);
            } else {
                throw new TypeError(`${prefix}The provided value is not of type '${type.name}'.`);
            }
            return;
        case "seq":
            if (v === null || typeof v !== "object" || typeof v[Symbol.iterator] !== "function") {
                throw new TypeError(`${prefix}The provided value cannot be converted to a sequence.`);
            }
            for (const x of v) {
                if (x == null && type.nullable) continue;
                idlConvert(type.of, x, prefix);
            }
            return;
        case "dict": {
            if (v === undefined || v === null) v = {};
            else if (typeof v !== "object" && typeof v !== "function") {
                throw new TypeError(`${prefix}The provided value is not of type '${type.name}'.`);
            }
            for (const [from, name, t, required] of type.members) {
                const x = v[name];
                const here = `${prefix}Failed to read the '${name}' property from '${from}': `;
                if (x === undefined) {
                    if (required) throw new TypeError(`${here}Required member is undefined.`);
                    continue;
                }
                idlConvert(t, x, here);
            }
            return;
        }
        default:
            return;
    }
}

// A method's arguments: `params` as [type, required, nullable]; an interface argument
// of the wrong kind is named by its position, as Chromium names it.
// The message's start is built only when a check fails: draws and binds are checked on
// every call.
function idlArgs(on, op, args, params) {
    const prefix = () => `Failed to execute '${op}' on '${on}': `;
    let required = 0;
    for (const p of params) if (p[1]) required += 1;
    if (args.length < required) {
        const s = required === 1 ? "" : "s";
        throw new TypeError(`${prefix()}${required} argument${s} required, but only ${args.length} present.`);
    }
    for (let i = 0; i < params.length; i++) {
        const [type, isRequired, nullable] = params[i];
        const v = args[i];
        if (v === undefined && !isRequired) continue;
        if (type.kind === "iface") {
            if (v === null && nullable) continue;
            if (!(v instanceof type.cls())) throw new TypeError(`${prefix()}parameter ${i + 1} is not of type '${type.name}'.`);
        } else if (type.kind === "int") {
            if (typeof v !== "number" || !Number.isInteger(v) || v < type.min || v > type.max) idlConvert(type, v, prefix());
        } else if (type.kind === "float") {
            if (typeof v !== "number" || !Number.isFinite(Math.fround(v))) idlConvert(type, v, prefix());
        } else if (type.kind !== "any") {
            idlConvert(type, v, prefix());
        }
    }
}

const GPUBufferArg = idlIface("GPUBuffer", () => GPUBuffer);
const IDL_ARGS = {
    renderPipeline: [[idlIface("GPURenderPipeline", () => GPURenderPipeline), true]],
    computePipeline: [[idlIface("GPUComputePipeline", () => GPUComputePipeline), true]],
    bindGroup: [[U32, true], [idlIface("GPUBindGroup", () => GPUBindGroup), true, true], [idlSeq(U32)]],
    bindGroupData: [
        [U32, true], [idlIface("GPUBindGroup", () => GPUBindGroup), true, true],
        [idlIface("TypedArray", () => Uint32Array), true], [U64, true], [U32, true],
    ],
    mapAsync: [[U32, true], [U64], [U64]],
    mappedRange: [[U64], [U64]],
    // One string (a debug group's or marker's label, a pipeline's bind group index).
    label: [[ANY, true]],
    vertexBuffer: [[U32, true], [GPUBufferArg, true, true], [U64], [U64]],
    indexBuffer: [[GPUBufferArg, true], [idlEnum("GPUIndexFormat"), true], [U64], [U64]],
    draw: [[U32, true], [U32], [U32], [U32]],
    drawIndexed: [[U32, true], [U32], [U32], [I32], [U32]],
    indirect: [[GPUBufferArg, true], [U64, true]],
    scissor: [[U32, true], [U32, true], [U32, true], [U32, true]],
    executeBundles: [[idlSeq(idlIface("GPURenderBundle", () => GPURenderBundle)), true]],
    dispatch: [[U32, true], [U32], [U32]],
    writeBuffer: [[GPUBufferArg, true], [U64, true], [ANY, true], [U64], [U64]],
    submit: [[idlSeq(idlIface("GPUCommandBuffer", () => GPUCommandBuffer)), true]],
    errorFilter: [[idlEnum("GPUErrorFilter"), true]],
    writeTexture: [[TexelCopyTextureInfo, true], [ANY, true], [TexelCopyBufferLayout, true], [Extent3D, true]],
    bufferToBuffer: [[GPUBufferArg, true], [GPUBufferArg, true], [U64]],
    bufferToBufferAt: [[GPUBufferArg, true], [U64, true], [GPUBufferArg, true], [U64, true], [U64]],
    bufferToTexture: [[TexelCopyBufferInfo, true], [TexelCopyTextureInfo, true], [Extent3D, true]],
    textureToBuffer: [[TexelCopyTextureInfo, true], [TexelCopyBufferInfo, true], [Extent3D, true]],
    textureToTexture: [[TexelCopyTextureInfo, true], [TexelCopyTextureInfo, true], [Extent3D, true]],
    clearBuffer: [[GPUBufferArg, true], [U64], [U64]],
    resolveQuerySet: [
        [idlIface("GPUQuerySet", () => GPUQuerySet), true], [U32, true], [U32, true], [GPUBufferArg, true], [U64, true],
    ],
    viewport: [[F32, true], [F32, true], [F32, true], [F32, true], [F32, true], [F32, true]],
    blendConstant: [[Color, true]],
    stencilReference: [[U32, true]],
};
