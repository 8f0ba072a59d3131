// Every WebIDL conversion of the WebGPU calls the binding exposes, generated at run
// time from the IDL: for each method argument and dictionary member (reached through
// nested dictionaries, sequences and unions), a value WebIDL refuses: an enum value not
// in its enum, the dictionary without a required member, -1, NaN, 2**32 (32-bit) and
// 2**53 for [EnforceRange] integers, NaN and Infinity for float/double, {} and 5 for an
// interface, 5 for a dictionary, a sequence or a record, and each method called with
// one required argument too few. Each case changes one thing of a valid call (BASES
// below) and prints "= path | accepted" or "= path | ErrorName"; tests/host.rs compares
// the lines with Chromium's, one by one.
// The table (DICTS, OPS) is the WebGPU spec's IDL as the npm package @webref/idl 3.85.0
// ships it (webgpu.idl), turned into this form by tests/host/webidl-table.mjs.
// <table>
const DICTS = {
    GPUObjectDescriptorBase: ["",[["label","-",0]]],
    GPURequestAdapterOptions: ["",[["featureLevel","-",0],["powerPreference","E:GPUPowerPreference",0],["forceFallbackAdapter","-",0],["xrCompatible","-",0]]],
    GPUDeviceDescriptor: ["GPUObjectDescriptorBase",[["requiredFeatures","[E:GPUFeatureName]",0],["requiredLimits","R:u64",0],["defaultQueue","D:GPUQueueDescriptor",0]]],
    GPUBufferDescriptor: ["GPUObjectDescriptorBase",[["size","u64",1],["usage","u32",1],["mappedAtCreation","-",0]]],
    GPUTextureDescriptor: ["GPUObjectDescriptorBase",[["size","[u32]|D:GPUExtent3DDict",1],["mipLevelCount","u32",0],["sampleCount","u32",0],["dimension","E:GPUTextureDimension",0],["format","E:GPUTextureFormat",1],["usage","u32",1],["viewFormats","[E:GPUTextureFormat]",0],["textureBindingViewDimension","E:GPUTextureViewDimension",0]]],
    GPUTextureViewDescriptor: ["GPUObjectDescriptorBase",[["format","E:GPUTextureFormat",0],["dimension","E:GPUTextureViewDimension",0],["usage","u32",0],["aspect","E:GPUTextureAspect",0],["baseMipLevel","u32",0],["mipLevelCount","u32",0],["baseArrayLayer","u32",0],["arrayLayerCount","u32",0],["swizzle","-",0]]],
    GPUExternalTextureDescriptor: ["GPUObjectDescriptorBase",[["source","-",1],["colorSpace","-",0]]],
    GPUSamplerDescriptor: ["GPUObjectDescriptorBase",[["addressModeU","E:GPUAddressMode",0],["addressModeV","E:GPUAddressMode",0],["addressModeW","E:GPUAddressMode",0],["magFilter","E:GPUFilterMode",0],["minFilter","E:GPUFilterMode",0],["mipmapFilter","E:GPUMipmapFilterMode",0],["lodMinClamp","f32",0],["lodMaxClamp","f32",0],["compare","E:GPUCompareFunction",0],["maxAnisotropy","-",0]]],
    GPUBindGroupLayoutDescriptor: ["GPUObjectDescriptorBase",[["entries","[D:GPUBindGroupLayoutEntry]",1]]],
    GPUBindGroupLayoutEntry: ["",[["binding","u32",1],["visibility","u32",1],["buffer","D:GPUBufferBindingLayout",0],["sampler","D:GPUSamplerBindingLayout",0],["texture","D:GPUTextureBindingLayout",0],["storageTexture","D:GPUStorageTextureBindingLayout",0],["externalTexture","D:GPUExternalTextureBindingLayout",0]]],
    GPUBufferBindingLayout: ["",[["type","E:GPUBufferBindingType",0],["hasDynamicOffset","-",0],["minBindingSize","u64",0]]],
    GPUSamplerBindingLayout: ["",[["type","E:GPUSamplerBindingType",0]]],
    GPUTextureBindingLayout: ["",[["sampleType","E:GPUTextureSampleType",0],["viewDimension","E:GPUTextureViewDimension",0],["multisampled","-",0]]],
    GPUStorageTextureBindingLayout: ["",[["access","E:GPUStorageTextureAccess",0],["format","E:GPUTextureFormat",1],["viewDimension","E:GPUTextureViewDimension",0]]],
    GPUExternalTextureBindingLayout: ["",[]],
    GPUBindGroupDescriptor: ["GPUObjectDescriptorBase",[["layout","I:GPUBindGroupLayout",1],["entries","[D:GPUBindGroupEntry]",1]]],
    GPUBindGroupEntry: ["",[["binding","u32",1],["resource","I:GPUSampler|I:GPUTexture|I:GPUTextureView|I:GPUBuffer|D:GPUBufferBinding|I:GPUExternalTexture",1]]],
    GPUBufferBinding: ["",[["buffer","I:GPUBuffer",1],["offset","u64",0],["size","u64",0]]],
    GPUPipelineLayoutDescriptor: ["GPUObjectDescriptorBase",[["bindGroupLayouts","[I:GPUBindGroupLayout?]",1],["immediateSize","u32",0]]],
    GPUShaderModuleDescriptor: ["GPUObjectDescriptorBase",[["code","-",1],["compilationHints","[D:GPUShaderModuleCompilationHint]",0]]],
    GPUShaderModuleCompilationHint: ["",[["entryPoint","-",1],["layout","I:GPUPipelineLayout|E:GPUAutoLayoutMode",0]]],
    GPUPipelineErrorInit: ["",[["reason","E:GPUPipelineErrorReason",1]]],
    GPUPipelineDescriptorBase: ["GPUObjectDescriptorBase",[["layout","I:GPUPipelineLayout|E:GPUAutoLayoutMode",1]]],
    GPUProgrammableStage: ["",[["module","I:GPUShaderModule",1],["entryPoint","-",0],["constants","R:f64",0]]],
    GPUComputePipelineDescriptor: ["GPUPipelineDescriptorBase",[["compute","D:GPUProgrammableStage",1]]],
    GPURenderPipelineDescriptor: ["GPUPipelineDescriptorBase",[["vertex","D:GPUVertexState",1],["primitive","D:GPUPrimitiveState",0],["depthStencil","D:GPUDepthStencilState",0],["multisample","D:GPUMultisampleState",0],["fragment","D:GPUFragmentState",0]]],
    GPUPrimitiveState: ["",[["topology","E:GPUPrimitiveTopology",0],["stripIndexFormat","E:GPUIndexFormat",0],["frontFace","E:GPUFrontFace",0],["cullMode","E:GPUCullMode",0],["unclippedDepth","-",0]]],
    GPUMultisampleState: ["",[["count","u32",0],["mask","u32",0],["alphaToCoverageEnabled","-",0]]],
    GPUFragmentState: ["GPUProgrammableStage",[["targets","[D:GPUColorTargetState?]",1]]],
    GPUColorTargetState: ["",[["format","E:GPUTextureFormat",1],["blend","D:GPUBlendState",0],["writeMask","u32",0]]],
    GPUBlendState: ["",[["color","D:GPUBlendComponent",1],["alpha","D:GPUBlendComponent",1]]],
    GPUBlendComponent: ["",[["operation","E:GPUBlendOperation",0],["srcFactor","E:GPUBlendFactor",0],["dstFactor","E:GPUBlendFactor",0]]],
    GPUDepthStencilState: ["",[["format","E:GPUTextureFormat",1],["depthWriteEnabled","-",0],["depthCompare","E:GPUCompareFunction",0],["stencilFront","D:GPUStencilFaceState",0],["stencilBack","D:GPUStencilFaceState",0],["stencilReadMask","u32",0],["stencilWriteMask","u32",0],["depthBias","i32",0],["depthBiasSlopeScale","f32",0],["depthBiasClamp","f32",0]]],
    GPUStencilFaceState: ["",[["compare","E:GPUCompareFunction",0],["failOp","E:GPUStencilOperation",0],["depthFailOp","E:GPUStencilOperation",0],["passOp","E:GPUStencilOperation",0]]],
    GPUVertexState: ["GPUProgrammableStage",[["buffers","[D:GPUVertexBufferLayout?]",0]]],
    GPUVertexBufferLayout: ["",[["arrayStride","u64",1],["stepMode","E:GPUVertexStepMode",0],["attributes","[D:GPUVertexAttribute]",1]]],
    GPUVertexAttribute: ["",[["format","E:GPUVertexFormat",1],["offset","u64",1],["shaderLocation","u32",1]]],
    GPUTexelCopyBufferLayout: ["",[["offset","u64",0],["bytesPerRow","u32",0],["rowsPerImage","u32",0]]],
    GPUTexelCopyBufferInfo: ["GPUTexelCopyBufferLayout",[["buffer","I:GPUBuffer",1]]],
    GPUTexelCopyTextureInfo: ["",[["texture","I:GPUTexture",1],["mipLevel","u32",0],["origin","[u32]|D:GPUOrigin3DDict",0],["aspect","E:GPUTextureAspect",0]]],
    GPUCopyExternalImageDestInfo: ["GPUTexelCopyTextureInfo",[["colorSpace","-",0],["premultipliedAlpha","-",0]]],
    GPUCopyExternalImageSourceInfo: ["",[["source","-",1],["origin","[u32]|D:GPUOrigin2DDict",0],["flipY","-",0]]],
    GPUCommandBufferDescriptor: ["GPUObjectDescriptorBase",[]],
    GPUCommandEncoderDescriptor: ["GPUObjectDescriptorBase",[]],
    GPUComputePassTimestampWrites: ["",[["querySet","I:GPUQuerySet",1],["beginningOfPassWriteIndex","u32",0],["endOfPassWriteIndex","u32",0]]],
    GPUComputePassDescriptor: ["GPUObjectDescriptorBase",[["timestampWrites","D:GPUComputePassTimestampWrites",0]]],
    GPURenderPassTimestampWrites: ["",[["querySet","I:GPUQuerySet",1],["beginningOfPassWriteIndex","u32",0],["endOfPassWriteIndex","u32",0]]],
    GPURenderPassDescriptor: ["GPUObjectDescriptorBase",[["colorAttachments","[D:GPURenderPassColorAttachment?]",1],["depthStencilAttachment","D:GPURenderPassDepthStencilAttachment",0],["occlusionQuerySet","I:GPUQuerySet",0],["timestampWrites","D:GPURenderPassTimestampWrites",0],["maxDrawCount","u64",0]]],
    GPURenderPassColorAttachment: ["",[["view","I:GPUTexture|I:GPUTextureView",1],["depthSlice","u32",0],["resolveTarget","I:GPUTexture|I:GPUTextureView",0],["clearValue","[f64]|D:GPUColorDict",0],["loadOp","E:GPULoadOp",1],["storeOp","E:GPUStoreOp",1]]],
    GPURenderPassDepthStencilAttachment: ["",[["view","I:GPUTexture|I:GPUTextureView",1],["depthClearValue","f32",0],["depthLoadOp","E:GPULoadOp",0],["depthStoreOp","E:GPUStoreOp",0],["depthReadOnly","-",0],["stencilClearValue","u32",0],["stencilLoadOp","E:GPULoadOp",0],["stencilStoreOp","E:GPUStoreOp",0],["stencilReadOnly","-",0]]],
    GPURenderPassLayout: ["GPUObjectDescriptorBase",[["colorFormats","[E:GPUTextureFormat?]",1],["depthStencilFormat","E:GPUTextureFormat",0],["sampleCount","u32",0]]],
    GPURenderBundleDescriptor: ["GPUObjectDescriptorBase",[]],
    GPURenderBundleEncoderDescriptor: ["GPURenderPassLayout",[["depthReadOnly","-",0],["stencilReadOnly","-",0]]],
    GPUQueueDescriptor: ["GPUObjectDescriptorBase",[]],
    GPUQuerySetDescriptor: ["GPUObjectDescriptorBase",[["type","E:GPUQueryType",1],["count","u32",1]]],
    GPUCanvasToneMapping: ["",[["mode","E:GPUCanvasToneMappingMode",0]]],
    GPUCanvasConfiguration: ["",[["device","I:GPUDevice",1],["format","E:GPUTextureFormat",1],["usage","u32",0],["viewFormats","[E:GPUTextureFormat]",0],["colorSpace","-",0],["toneMapping","D:GPUCanvasToneMapping",0],["alphaMode","E:GPUCanvasAlphaMode",0]]],
    GPUUncapturedErrorEventInit: ["EventInit",[["error","I:GPUError",1]]],
    GPUColorDict: ["",[["r","f64",1],["g","f64",1],["b","f64",1],["a","f64",1]]],
    GPUOrigin2DDict: ["",[["x","u32",0],["y","u32",0]]],
    GPUOrigin3DDict: ["",[["x","u32",0],["y","u32",0],["z","u32",0]]],
    GPUExtent3DDict: ["",[["width","u32",1],["height","u32",0],["depthOrArrayLayers","u32",0]]],
};
const OPS = {
    GPU: [["requestAdapter",[["options","D:GPURequestAdapterOptions",0]]],["getPreferredCanvasFormat",[]]],
    GPUAdapter: [["requestDevice",[["descriptor","D:GPUDeviceDescriptor",0]]]],
    GPUDevice: [["destroy",[]],["createBuffer",[["descriptor","D:GPUBufferDescriptor",1]]],["createTexture",[["descriptor","D:GPUTextureDescriptor",1]]],["createSampler",[["descriptor","D:GPUSamplerDescriptor",0]]],["importExternalTexture",[["descriptor","D:GPUExternalTextureDescriptor",1]]],["createBindGroupLayout",[["descriptor","D:GPUBindGroupLayoutDescriptor",1]]],["createPipelineLayout",[["descriptor","D:GPUPipelineLayoutDescriptor",1]]],["createBindGroup",[["descriptor","D:GPUBindGroupDescriptor",1]]],["createShaderModule",[["descriptor","D:GPUShaderModuleDescriptor",1]]],["createComputePipeline",[["descriptor","D:GPUComputePipelineDescriptor",1]]],["createRenderPipeline",[["descriptor","D:GPURenderPipelineDescriptor",1]]],["createComputePipelineAsync",[["descriptor","D:GPUComputePipelineDescriptor",1]]],["createRenderPipelineAsync",[["descriptor","D:GPURenderPipelineDescriptor",1]]],["createCommandEncoder",[["descriptor","D:GPUCommandEncoderDescriptor",0]]],["createRenderBundleEncoder",[["descriptor","D:GPURenderBundleEncoderDescriptor",1]]],["createQuerySet",[["descriptor","D:GPUQuerySetDescriptor",1]]],["pushErrorScope",[["filter","E:GPUErrorFilter",1]]],["popErrorScope",[]]],
    GPUBuffer: [["mapAsync",[["mode","u32",1],["offset","u64",0],["size","u64",0]]],["getMappedRange",[["offset","u64",0],["size","u64",0]]],["unmap",[]],["destroy",[]]],
    GPUTexture: [["createView",[["descriptor","D:GPUTextureViewDescriptor",0]]],["destroy",[]]],
    GPUShaderModule: [["getCompilationInfo",[]]],
    GPUComputePipeline: [["getBindGroupLayout",[["index","-",1]]]],
    GPURenderPipeline: [["getBindGroupLayout",[["index","-",1]]]],
    GPUCommandEncoder: [["beginRenderPass",[["descriptor","D:GPURenderPassDescriptor",1]]],["beginComputePass",[["descriptor","D:GPUComputePassDescriptor",0]]],["copyBufferToBuffer",[["source","I:GPUBuffer",1],["destination","I:GPUBuffer",1],["size","u64",0]]],["copyBufferToBuffer",[["source","I:GPUBuffer",1],["sourceOffset","u64",1],["destination","I:GPUBuffer",1],["destinationOffset","u64",1],["size","u64",0]]],["copyBufferToTexture",[["source","D:GPUTexelCopyBufferInfo",1],["destination","D:GPUTexelCopyTextureInfo",1],["copySize","[u32]|D:GPUExtent3DDict",1]]],["copyTextureToBuffer",[["source","D:GPUTexelCopyTextureInfo",1],["destination","D:GPUTexelCopyBufferInfo",1],["copySize","[u32]|D:GPUExtent3DDict",1]]],["copyTextureToTexture",[["source","D:GPUTexelCopyTextureInfo",1],["destination","D:GPUTexelCopyTextureInfo",1],["copySize","[u32]|D:GPUExtent3DDict",1]]],["clearBuffer",[["buffer","I:GPUBuffer",1],["offset","u64",0],["size","u64",0]]],["resolveQuerySet",[["querySet","I:GPUQuerySet",1],["firstQuery","u32",1],["queryCount","u32",1],["destination","I:GPUBuffer",1],["destinationOffset","u64",1]]],["finish",[["descriptor","D:GPUCommandBufferDescriptor",0]]],["pushDebugGroup",[["groupLabel","-",1]]],["popDebugGroup",[]],["insertDebugMarker",[["markerLabel","-",1]]]],
    GPUComputePassEncoder: [["setPipeline",[["pipeline","I:GPUComputePipeline",1]]],["dispatchWorkgroups",[["workgroupCountX","u32",1],["workgroupCountY","u32",0],["workgroupCountZ","u32",0]]],["dispatchWorkgroupsIndirect",[["indirectBuffer","I:GPUBuffer",1],["indirectOffset","u64",1]]],["end",[]],["pushDebugGroup",[["groupLabel","-",1]]],["popDebugGroup",[]],["insertDebugMarker",[["markerLabel","-",1]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsets","[u32]",0]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsetsData","-",1],["dynamicOffsetsDataStart","u64",1],["dynamicOffsetsDataLength","u32",1]]],["setImmediates",[["rangeOffset","u32",1],["data","-",1],["dataOffset","u64",0],["dataSize","u64",0]]]],
    GPURenderPassEncoder: [["setViewport",[["x","f32",1],["y","f32",1],["width","f32",1],["height","f32",1],["minDepth","f32",1],["maxDepth","f32",1]]],["setScissorRect",[["x","u32",1],["y","u32",1],["width","u32",1],["height","u32",1]]],["setBlendConstant",[["color","[f64]|D:GPUColorDict",1]]],["setStencilReference",[["reference","u32",1]]],["beginOcclusionQuery",[["queryIndex","u32",1]]],["endOcclusionQuery",[]],["executeBundles",[["bundles","[I:GPURenderBundle]",1]]],["end",[]],["pushDebugGroup",[["groupLabel","-",1]]],["popDebugGroup",[]],["insertDebugMarker",[["markerLabel","-",1]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsets","[u32]",0]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsetsData","-",1],["dynamicOffsetsDataStart","u64",1],["dynamicOffsetsDataLength","u32",1]]],["setImmediates",[["rangeOffset","u32",1],["data","-",1],["dataOffset","u64",0],["dataSize","u64",0]]],["setPipeline",[["pipeline","I:GPURenderPipeline",1]]],["setIndexBuffer",[["buffer","I:GPUBuffer",1],["indexFormat","E:GPUIndexFormat",1],["offset","u64",0],["size","u64",0]]],["setVertexBuffer",[["slot","u32",1],["buffer","I:GPUBuffer?",1],["offset","u64",0],["size","u64",0]]],["draw",[["vertexCount","u32",1],["instanceCount","u32",0],["firstVertex","u32",0],["firstInstance","u32",0]]],["drawIndexed",[["indexCount","u32",1],["instanceCount","u32",0],["firstIndex","u32",0],["baseVertex","i32",0],["firstInstance","u32",0]]],["drawIndirect",[["indirectBuffer","I:GPUBuffer",1],["indirectOffset","u64",1]]],["drawIndexedIndirect",[["indirectBuffer","I:GPUBuffer",1],["indirectOffset","u64",1]]]],
    GPURenderBundleEncoder: [["finish",[["descriptor","D:GPURenderBundleDescriptor",0]]],["pushDebugGroup",[["groupLabel","-",1]]],["popDebugGroup",[]],["insertDebugMarker",[["markerLabel","-",1]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsets","[u32]",0]]],["setBindGroup",[["index","u32",1],["bindGroup","I:GPUBindGroup?",1],["dynamicOffsetsData","-",1],["dynamicOffsetsDataStart","u64",1],["dynamicOffsetsDataLength","u32",1]]],["setImmediates",[["rangeOffset","u32",1],["data","-",1],["dataOffset","u64",0],["dataSize","u64",0]]],["setPipeline",[["pipeline","I:GPURenderPipeline",1]]],["setIndexBuffer",[["buffer","I:GPUBuffer",1],["indexFormat","E:GPUIndexFormat",1],["offset","u64",0],["size","u64",0]]],["setVertexBuffer",[["slot","u32",1],["buffer","I:GPUBuffer?",1],["offset","u64",0],["size","u64",0]]],["draw",[["vertexCount","u32",1],["instanceCount","u32",0],["firstVertex","u32",0],["firstInstance","u32",0]]],["drawIndexed",[["indexCount","u32",1],["instanceCount","u32",0],["firstIndex","u32",0],["baseVertex","i32",0],["firstInstance","u32",0]]],["drawIndirect",[["indirectBuffer","I:GPUBuffer",1],["indirectOffset","u64",1]]],["drawIndexedIndirect",[["indirectBuffer","I:GPUBuffer",1],["indirectOffset","u64",1]]]],
    GPUQueue: [["submit",[["commandBuffers","[I:GPUCommandBuffer]",1]]],["onSubmittedWorkDone",[]],["writeBuffer",[["buffer","I:GPUBuffer",1],["bufferOffset","u64",1],["data","-",1],["dataOffset","u64",0],["size","u64",0]]],["writeTexture",[["destination","D:GPUTexelCopyTextureInfo",1],["data","-",1],["dataLayout","D:GPUTexelCopyBufferLayout",1],["size","[u32]|D:GPUExtent3DDict",1]]],["copyExternalImageToTexture",[["source","D:GPUCopyExternalImageSourceInfo",1],["destination","D:GPUCopyExternalImageDestInfo",1],["copySize","[u32]|D:GPUExtent3DDict",1]]]],
    GPUQuerySet: [["destroy",[]]],
    GPUCanvasContext: [["configure",[["configuration","D:GPUCanvasConfiguration",1]]],["unconfigure",[]],["getConfiguration",[]],["getCurrentTexture",[]]],
};
// </table>
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
const canvasFormat = navigator.gpu.getPreferredCanvasFormat();
context.configure({ device, format: canvasFormat });
device.pushErrorScope("validation");
const B = GPUBufferUsage, T = GPUTextureUsage, S = GPUShaderStage;
const buf = device.createBuffer({ size: 256, usage: B.COPY_SRC | B.COPY_DST | B.INDEX | B.VERTEX | B.INDIRECT | B.UNIFORM });
const buf2 = device.createBuffer({ size: 256, usage: B.COPY_DST | B.QUERY_RESOLVE });
const texUsage = T.COPY_SRC | T.COPY_DST | T.TEXTURE_BINDING | T.RENDER_ATTACHMENT;
const tex = device.createTexture({ size: [4, 4], format: "rgba8unorm", usage: texUsage });
const tex2 = device.createTexture({ size: [4, 4], format: "rgba8unorm", usage: texUsage });
const depth = device.createTexture({ size: [4, 4], format: "depth24plus-stencil8", usage: T.RENDER_ATTACHMENT });
const sampler = device.createSampler();
const qs = device.createQuerySet({ type: "occlusion", count: 2 });
const code = `
override k: f32 = 1.0;
@group(0) @binding(0) var<uniform> u: vec4f;
@vertex fn v(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p, 0.0, k); }
@fragment fn f() -> @location(0) vec4f { return u; }
@compute @workgroup_size(1) fn c() { _ = k; }`;
const module = device.createShaderModule({ code });
const bgl = device.createBindGroupLayout({ entries: [{ binding: 0, visibility: S.FRAGMENT, buffer: {} }] });
const bindGroup = device.createBindGroup({ layout: bgl, entries: [{ binding: 0, resource: { buffer: buf } }] });
const computePipeline = device.createComputePipeline({ layout: "auto", compute: { module, entryPoint: "c" } });
const colorTarget = { format: "rgba8unorm" };
const renderPipeline = device.createRenderPipeline({
    layout: "auto",
    vertex: { module, entryPoint: "v", buffers: [{ arrayStride: 8, attributes: [{ format: "float32x2", offset: 0, shaderLocation: 0 }] }] },
    fragment: { module, entryPoint: "f", targets: [colorTarget] },
});
const bundleEncoder = () => device.createRenderBundleEncoder({ colorFormats: ["rgba8unorm"] });
const bundle = bundleEncoder().finish();
const bitmap = await createImageBitmap(new ImageData(1, 1));
const encoder = () => device.createCommandEncoder();
const pass = () => encoder().beginRenderPass({
    colorAttachments: [{ view: tex.createView(), loadOp: "clear", storeOp: "store" }], occlusionQuerySet: qs,
});
const computePass = () => encoder().beginComputePass();
const stencilFace = () => ({ compare: "always", failOp: "keep", depthFailOp: "keep", passOp: "keep" });
const blend = () => ({ operation: "add", srcFactor: "one", dstFactor: "zero" });
const renderPipelineDesc = () => ({
    layout: "auto",
    vertex: {
        module, entryPoint: "v", constants: { k: 1 },
        buffers: [{ arrayStride: 8, stepMode: "vertex", attributes: [{ format: "float32x2", offset: 0, shaderLocation: 0 }] }],
    },
    primitive: { topology: "triangle-strip", stripIndexFormat: "uint32", frontFace: "ccw", cullMode: "none", unclippedDepth: false },
    depthStencil: {
        format: "depth24plus-stencil8", depthWriteEnabled: true, depthCompare: "less", stencilFront: stencilFace(),
        stencilBack: stencilFace(), stencilReadMask: 255, stencilWriteMask: 255, depthBias: 0, depthBiasSlopeScale: 0,
        depthBiasClamp: 0,
    },
    multisample: { count: 1, mask: 0xffffffff, alphaToCoverageEnabled: false },
    fragment: { module, entryPoint: "f", targets: [{ format: "rgba8unorm", blend: { color: blend(), alpha: blend() }, writeMask: 15 }] },
});
const computePipelineDesc = () => ({ layout: "auto", compute: { module, entryPoint: "c", constants: { k: 1 } } });
const bufferInfo = () => ({ buffer: buf, offset: 0, bytesPerRow: 256, rowsPerImage: 4 });
const textureInfo = (texture = tex) => ({ texture, mipLevel: 0, origin: { x: 0, y: 0, z: 0 }, aspect: "all" });
const extent = () => ({ width: 4, height: 4, depthOrArrayLayers: 1 });
// A valid call of each method: [receiver, arguments], fresh for each case.
const BASES = {
    "GPU.requestAdapter": () => [navigator.gpu, [{ powerPreference: "low-power", forceFallbackAdapter: false }]],
    "GPUAdapter.requestDevice": () => [navigator.gpu.requestAdapter(), [{ requiredFeatures: [], requiredLimits: { maxBindGroups: 4 }, defaultQueue: {} }]],
    "GPUDevice.createBuffer": () => [device, [{ size: 16, usage: B.COPY_DST, mappedAtCreation: false }]],
    "GPUDevice.createTexture": () => [device, [{
        size: extent(), mipLevelCount: 1, sampleCount: 1, dimension: "2d", format: "rgba8unorm", usage: T.TEXTURE_BINDING,
        viewFormats: ["rgba8unorm-srgb"],
    }]],
    "GPUDevice.createSampler": () => [device, [{
        addressModeU: "repeat", addressModeV: "repeat", addressModeW: "repeat", magFilter: "linear", minFilter: "linear",
        mipmapFilter: "linear", lodMinClamp: 0, lodMaxClamp: 32, compare: "less", maxAnisotropy: 1,
    }]],
    "GPUDevice.createBindGroupLayout": () => [device, [{ entries: [
        { binding: 0, visibility: S.FRAGMENT, buffer: { type: "uniform", hasDynamicOffset: false, minBindingSize: 0 } },
        { binding: 1, visibility: S.FRAGMENT, sampler: { type: "filtering" } },
        { binding: 2, visibility: S.FRAGMENT, texture: { sampleType: "float", viewDimension: "2d", multisampled: false } },
        { binding: 3, visibility: S.COMPUTE, storageTexture: { access: "write-only", format: "rgba8unorm", viewDimension: "2d" } },
    ] }]],
    "GPUDevice.createPipelineLayout": () => [device, [{ bindGroupLayouts: [bgl] }]],
    "GPUDevice.createBindGroup": () => [device, [{ layout: bgl, entries: [{ binding: 0, resource: { buffer: buf, offset: 0, size: 16 } }] }]],
    "GPUDevice.createShaderModule": () => [device, [{ code, compilationHints: [{ entryPoint: "v", layout: "auto" }] }]],
    "GPUDevice.createComputePipeline": () => [device, [computePipelineDesc()]],
    "GPUDevice.createRenderPipeline": () => [device, [renderPipelineDesc()]],
    "GPUDevice.createComputePipelineAsync": () => [device, [computePipelineDesc()]],
    "GPUDevice.createRenderPipelineAsync": () => [device, [renderPipelineDesc()]],
    "GPUDevice.createCommandEncoder": () => [device, [{ label: "e" }]],
    "GPUDevice.createRenderBundleEncoder": () => [device, [{
        colorFormats: ["rgba8unorm"], depthStencilFormat: "depth24plus-stencil8", sampleCount: 1, depthReadOnly: false,
        stencilReadOnly: false,
    }]],
    "GPUDevice.createQuerySet": () => [device, [{ type: "occlusion", count: 2 }]],
    "GPUDevice.pushErrorScope": () => [device, ["out-of-memory"]],
    "GPUBuffer.mapAsync": () => [device.createBuffer({ size: 16, usage: B.MAP_READ }), [GPUMapMode.READ, 0, 16]],
    "GPUBuffer.getMappedRange": () => [device.createBuffer({ size: 16, usage: B.MAP_READ, mappedAtCreation: true }), [0, 16]],
    "GPUTexture.createView": () => [tex, [{
        format: "rgba8unorm", dimension: "2d", aspect: "all", baseMipLevel: 0, mipLevelCount: 1, baseArrayLayer: 0,
        arrayLayerCount: 1,
    }]],
    "GPUComputePipeline.getBindGroupLayout": () => [computePipeline, [0]],
    "GPURenderPipeline.getBindGroupLayout": () => [renderPipeline, [0]],
    "GPUCommandEncoder.beginRenderPass": () => [encoder(), [{
        colorAttachments: [{ view: tex.createView(), clearValue: [0, 0, 0, 1], loadOp: "clear", storeOp: "store" }],
        depthStencilAttachment: {
            view: depth.createView(), depthClearValue: 1, depthLoadOp: "clear", depthStoreOp: "store", depthReadOnly: false,
            stencilClearValue: 0, stencilLoadOp: "clear", stencilStoreOp: "store", stencilReadOnly: false,
        },
        occlusionQuerySet: qs, maxDrawCount: 1000,
    }]],
    "GPUCommandEncoder.beginComputePass": () => [encoder(), [{ label: "c" }]],
    "GPUCommandEncoder.copyBufferToBuffer": () => [encoder(), [buf, buf2, 16]],
    "GPUCommandEncoder.copyBufferToBuffer#2": () => [encoder(), [buf, 0, buf2, 0, 16]],
    "GPUCommandEncoder.copyBufferToTexture": () => [encoder(), [bufferInfo(), textureInfo(), [4, 4, 1]]],
    "GPUCommandEncoder.copyTextureToBuffer": () => [encoder(), [textureInfo(), bufferInfo(), extent()]],
    "GPUCommandEncoder.copyTextureToTexture": () => [encoder(), [textureInfo(), textureInfo(tex2), [4, 4]]],
    "GPUCommandEncoder.clearBuffer": () => [encoder(), [buf2, 0, 16]],
    "GPUCommandEncoder.resolveQuerySet": () => [encoder(), [qs, 0, 1, buf2, 0]],
    "GPUCommandEncoder.finish": () => [encoder(), [{ label: "f" }]],
    "GPUQueue.submit": () => [device.queue, [[encoder().finish()]]],
    "GPUQueue.writeBuffer": () => [device.queue, [buf, 0, new Uint8Array(16), 0, 16]],
    "GPUQueue.writeTexture": () => [device.queue, [textureInfo(), new Uint8Array(64), { offset: 0, bytesPerRow: 16, rowsPerImage: 4 }, extent()]],
    "GPUQueue.copyExternalImageToTexture": () => [device.queue, [
        { source: bitmap, origin: [0, 0], flipY: false }, textureInfo(), [1, 1],
    ]],
    "GPUCanvasContext.configure": () => [context, [{
        device, format: canvasFormat, usage: T.RENDER_ATTACHMENT, viewFormats: [], colorSpace: "srgb", alphaMode: "opaque",
    }]],
};
// The mixins' methods, on each encoder that includes them.
for (const [on, make] of [["GPUComputePassEncoder", computePass], ["GPURenderPassEncoder", pass], ["GPURenderBundleEncoder", bundleEncoder]]) {
    BASES[`${on}.setBindGroup`] = () => [make(), [0, bindGroup, []]];
    BASES[`${on}.setBindGroup#2`] = () => [make(), [0, bindGroup, new Uint32Array(1), 0, 0]];
    BASES[`${on}.pushDebugGroup`] = () => [make(), ["g"]];
    BASES[`${on}.insertDebugMarker`] = () => [make(), ["m"]];
}
for (const [on, make] of [["GPURenderPassEncoder", pass], ["GPURenderBundleEncoder", bundleEncoder]]) {
    BASES[`${on}.setPipeline`] = () => [make(), [renderPipeline]];
    BASES[`${on}.setIndexBuffer`] = () => [make(), [buf, "uint16", 0, 16]];
    BASES[`${on}.setVertexBuffer`] = () => [make(), [0, buf, 0, 16]];
    BASES[`${on}.draw`] = () => [make(), [3, 1, 0, 0]];
    BASES[`${on}.drawIndexed`] = () => [make(), [3, 1, 0, 0, 0]];
    BASES[`${on}.drawIndirect`] = () => [make(), [buf, 0]];
    BASES[`${on}.drawIndexedIndirect`] = () => [make(), [buf, 0]];
}
BASES["GPUCommandEncoder.pushDebugGroup"] = () => [encoder(), ["g"]];
BASES["GPUCommandEncoder.insertDebugMarker"] = () => [encoder(), ["m"]];
BASES["GPURenderBundleEncoder.finish"] = () => [bundleEncoder(), [{ label: "b" }]];
BASES["GPUComputePassEncoder.setPipeline"] = () => [computePass(), [computePipeline]];
BASES["GPUComputePassEncoder.dispatchWorkgroups"] = () => [computePass(), [1, 1, 1]];
BASES["GPUComputePassEncoder.dispatchWorkgroupsIndirect"] = () => [computePass(), [buf, 0]];
BASES["GPURenderPassEncoder.setViewport"] = () => [pass(), [0, 0, 4, 4, 0, 1]];
BASES["GPURenderPassEncoder.setScissorRect"] = () => [pass(), [0, 0, 4, 4]];
BASES["GPURenderPassEncoder.setBlendConstant"] = () => [pass(), [{ r: 0, g: 0, b: 0, a: 1 }]];
BASES["GPURenderPassEncoder.setStencilReference"] = () => [pass(), [0]];
BASES["GPURenderPassEncoder.beginOcclusionQuery"] = () => [pass(), [0]];
BASES["GPURenderPassEncoder.executeBundles"] = () => [pass(), [[bundle]]];
// Dictionaries no base holds, as a member of one that does.
const FILL = {
    GPURenderPassTimestampWrites: () => ({ querySet: qs, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 }),
    GPUComputePassTimestampWrites: () => ({ querySet: qs, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 }),
    GPUCanvasToneMapping: () => ({ mode: "standard" }),
};
// Methods left out, and why.
const SKIP = {
    "GPUDevice.importExternalTexture": "needs a video frame; the binding has no GPUExternalTexture",
    "GPUComputePassEncoder.setImmediates": "not in the binding, nor in Chromium without a flag",
    "GPURenderPassEncoder.setImmediates": "not in the binding, nor in Chromium without a flag",
    "GPURenderBundleEncoder.setImmediates": "not in the binding, nor in Chromium without a flag",
};

// The values WebIDL refuses for a type, as [label, value].
function wrongs(t) {
    t = t.replace(/\?$/, "");
    if (t.includes("|")) {
        const w = [["{}", {}], ["5", 5]];
        return t.split("|").some((p) => p.startsWith("E:")) ? [["bogus", "bogus"], ...w] : w;
    }
    const numbers = {
        u32: [-1, NaN, 2 ** 32, 2 ** 53], u64: [-1, NaN, 2 ** 53], i32: [NaN, 2 ** 31, 2 ** 53],
        f32: [NaN, Infinity, 1e40], f64: [NaN, Infinity],
    };
    if (numbers[t]) return numbers[t].map((x) => [x === 2 ** 53 ? "2**53" : x === 2 ** 32 ? "2**32" : x === 2 ** 31 ? "2**31" : String(x), x]);
    if (t.startsWith("E:")) return [["bogus", "bogus"]];
    if (t.startsWith("I:")) return [["{}", {}], ["5", 5]];
    if (/^(\[|D:|R:)/.test(t)) return [["5", 5]];
    return [];
}
const isDict = (v) => v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;
const members = (name) => {
    const [parent, own] = DICTS[name];
    return [...(parent && DICTS[parent] ? members(parent) : []), ...own.map((m) => [name, ...m])];
};
const DELETE = Symbol("delete");
const gaps = [];
// Adds to `out` the cases of a value of type `t` at `keys` (its base value `base`,
// undefined where the base lacks it): [label, changes]; `pre` are the changes that put
// the value's parents in place.
// `defer`: members the base lacks that hold dictionaries wait for a later element of
// the same sequence.
function walk(t, base, keys, label, out, seen, pre, defer = false) {
    for (const [name, v] of wrongs(t)) out.push([`${label} ${name}`, [...pre, [keys, v]]]);
    const parts = t.replace(/\?$/, "").split("|");
    const dict = parts.find((p) => p.startsWith("D:"));
    const seq = parts.find((p) => p.startsWith("["));
    const rec = parts.find((p) => p.startsWith("R:"));
    if (dict && (base === undefined ? !seq : isDict(base))) {
        const name = dict.slice(2);
        let here = pre;
        if (base === undefined) {
            const fill = FILL[name] ? FILL[name]() : {};
            if (!FILL[name] && members(name).some((m) => m[3])) gaps.push(`${label} (${name})`);
            here = [...pre, [keys, fill]];
            base = fill;
        }
        for (const [from, m, mt, required] of members(name)) {
            if (seen.has(`${from}.${m}`) || (defer && base[m] === undefined && mt.includes("D:"))) continue;
            seen.add(`${from}.${m}`);
            if (required) out.push([`${label}.${m} missing`, [...here, [[...keys, m], DELETE]]]);
            walk(mt, base[m], [...keys, m], `${label}.${m}`, out, seen, here);
        }
    } else if (seq && (base === undefined || Array.isArray(base))) {
        const et = seq.slice(1, -1);
        const here = base === undefined ? [...pre, [keys, []]] : pre;
        if (base === undefined || base.length === 0) {
            if (et.includes("D:")) gaps.push(`${label}[0]`);
            else walk(et, undefined, [...keys, 0], `${label}[0]`, out, seen, here);
        }
        for (let i = 0; i < (base ?? []).length; i++) {
            if (i > 0 && !et.includes("D:")) break;
            walk(et, base[i], [...keys, i], `${label}[${i}]`, out, seen, here, i < base.length - 1);
        }
    } else if (rec) {
        const key = base === undefined ? "k" : Object.keys(base)[0];
        const here = base === undefined ? [...pre, [keys, {}]] : pre;
        walk(rec.slice(2), base?.[key], [...keys, key], `${label}.${key}`, out, seen, here);
    }
}
const clone = (v) => (Array.isArray(v) ? v.map(clone) : isDict(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) : v);
function apply(args, changes) {
    for (const [keys, v] of changes) {
        let o = args;
        for (const k of keys.slice(0, -1)) o = o[k];
        const last = keys[keys.length - 1];
        if (v === DELETE) delete o[last];
        else o[last] = clone(v);
    }
    return args;
}
async function run(label, base, op, change) {
    const [promised, args] = base();
    const on = await promised; // a fresh adapter for each requestDevice
    let accepted = false;
    try {
        const got = on[op](...change(args));
        if (got instanceof Promise) await got;
        console.log(`= ${label} | accepted`);
        accepted = true;
    } catch (e) {
        console.log(`= ${label} | ${e.name}`);
    }
    if (op === "pushErrorScope" && accepted) await device.popErrorScope().catch(() => {});
}
const uncovered = [];
let count = 0;
for (const [iface, ops] of Object.entries(OPS)) {
    const seenOps = new Set();
    for (const [op, params] of ops) {
        const key = seenOps.has(op) ? `${iface}.${op}#2` : `${iface}.${op}`;
        seenOps.add(op);
        if (params.length === 0 || SKIP[key]) continue;
        const base = BASES[key];
        if (!base) { uncovered.push(key); continue; }
        const prefix = key.replace(/^GPU(Device)?\./, "").replace(/^GPU/, "");
        await run(`${prefix} base`, base, op, (a) => a);
        const required = params.filter((p) => p[2]).length;
        if (required > 0) await run(`${prefix} ${required - 1} arguments`, base, op, (a) => a.slice(0, required - 1));
        const out = [];
        const seen = new Set();
        const args = base()[1];
        params.forEach(([name, t], i) => walk(t, args[i], [i], `${prefix}(${name})`, out, seen, []));
        for (const [label, changes] of out) await run(label, base, op, (a) => apply(a, changes));
        count += out.length + 1 + (required > 0);
    }
}
console.log(`= uncovered: ${uncovered.join(", ") || "none"}; gaps: ${gaps.join(", ") || "none"}`);
console.log(`cases: ${count}`);
const error = await device.popErrorScope(); // the cases' own validation errors, shown only
console.log(`first validation error: ${error ? error.message : "none"}`);
