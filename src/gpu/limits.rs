//! The limits of WebGPU's `GPUSupportedLimits`, by their names in the specification,
//! read from wgpu's `Limits` (the four storage limits of the vertex and fragment
//! stages, added to the specification in 2025 for compatibility mode, read as their
//! per-stage limit, as on any core device). wgpu has more fields (bindless arrays, mesh shaders, ray
//! tracing) that a WebGPU page never sees; tables for students show only these.

/// One limit of the WebGPU specification.
#[derive(Clone, Copy, Debug)]
pub struct WebGpuLimit {
    /// The name as the specification and `device.limits` spell it.
    pub name: &'static str,
    /// Its value in wgpu's limits.
    pub get: fn(&wgpu::Limits) -> u64,
    /// Sets its value in wgpu's limits (a value past the field's range, which no
    /// adapter reports, leaves it as it is).
    pub set: fn(&mut wgpu::Limits, u64),
}

macro_rules! limits {
    ($($name:literal => $field:ident $($within:ident)?),+ $(,)?) => {
        /// Every limit of `GPUSupportedLimits`, in the specification's order.
        pub const WEBGPU_LIMITS: &[WebGpuLimit] = &[
            $(WebGpuLimit {
                name: $name,
                get: |l| u64::from(l.$field),
                set: limits!(@set $field $($within)?),
            },)+
        ];
    };
    (@set $field:ident) => {
        |l, v| l.$field = v.try_into().unwrap_or(l.$field)
    };
    // A limit of one stage within a per-stage limit (the storage limits of the vertex and
    // fragment stages): on a core device it reads as the per-stage limit, and asking
    // for it asks for at least that much per stage.
    (@set $field:ident within) => {
        |l, v| l.$field = l.$field.max(v.try_into().unwrap_or(l.$field))
    };
}

limits! {
    "maxTextureDimension1D" => max_texture_dimension_1d,
    "maxTextureDimension2D" => max_texture_dimension_2d,
    "maxTextureDimension3D" => max_texture_dimension_3d,
    "maxTextureArrayLayers" => max_texture_array_layers,
    "maxBindGroups" => max_bind_groups,
    "maxBindGroupsPlusVertexBuffers" => max_bind_groups_plus_vertex_buffers,
    "maxBindingsPerBindGroup" => max_bindings_per_bind_group,
    "maxDynamicUniformBuffersPerPipelineLayout" => max_dynamic_uniform_buffers_per_pipeline_layout,
    "maxDynamicStorageBuffersPerPipelineLayout" => max_dynamic_storage_buffers_per_pipeline_layout,
    "maxSampledTexturesPerShaderStage" => max_sampled_textures_per_shader_stage,
    "maxSamplersPerShaderStage" => max_samplers_per_shader_stage,
    "maxStorageBuffersPerShaderStage" => max_storage_buffers_per_shader_stage,
    "maxStorageBuffersInVertexStage" => max_storage_buffers_per_shader_stage within,
    "maxStorageBuffersInFragmentStage" => max_storage_buffers_per_shader_stage within,
    "maxStorageTexturesPerShaderStage" => max_storage_textures_per_shader_stage,
    "maxStorageTexturesInVertexStage" => max_storage_textures_per_shader_stage within,
    "maxStorageTexturesInFragmentStage" => max_storage_textures_per_shader_stage within,
    "maxUniformBuffersPerShaderStage" => max_uniform_buffers_per_shader_stage,
    "maxUniformBufferBindingSize" => max_uniform_buffer_binding_size,
    "maxStorageBufferBindingSize" => max_storage_buffer_binding_size,
    "minUniformBufferOffsetAlignment" => min_uniform_buffer_offset_alignment,
    "minStorageBufferOffsetAlignment" => min_storage_buffer_offset_alignment,
    "maxVertexBuffers" => max_vertex_buffers,
    "maxBufferSize" => max_buffer_size,
    "maxVertexAttributes" => max_vertex_attributes,
    "maxVertexBufferArrayStride" => max_vertex_buffer_array_stride,
    "maxInterStageShaderVariables" => max_inter_stage_shader_variables,
    "maxColorAttachments" => max_color_attachments,
    "maxColorAttachmentBytesPerSample" => max_color_attachment_bytes_per_sample,
    "maxComputeWorkgroupStorageSize" => max_compute_workgroup_storage_size,
    "maxComputeInvocationsPerWorkgroup" => max_compute_invocations_per_workgroup,
    "maxComputeWorkgroupSizeX" => max_compute_workgroup_size_x,
    "maxComputeWorkgroupSizeY" => max_compute_workgroup_size_y,
    "maxComputeWorkgroupSizeZ" => max_compute_workgroup_size_z,
    "maxComputeWorkgroupsPerDimension" => max_compute_workgroups_per_dimension,
}

/// A limit's value for a narrow table: exact multiples of 1024 from 64 Ki up in Ki, Mi
/// or Gi, `2³²−1` for the largest `u32`, else the digits.
pub fn compact(n: u64) -> String {
    const KI: u64 = 1024;
    if n == u64::from(u32::MAX) {
        return "2³²−1".to_owned();
    }
    for (unit, size) in [("Gi", KI * KI * KI), ("Mi", KI * KI), ("Ki", KI)] {
        if n >= size && n.is_multiple_of(size) && n >= 64 * KI {
            return format!("{} {unit}", n / size);
        }
    }
    n.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_the_specifications_limits_with_their_default_values() {
        let d = wgpu::Limits::default();
        let get = |n: &str| WEBGPU_LIMITS.iter().find(|l| l.name == n).map(|l| (l.get)(&d));
        assert_eq!(WEBGPU_LIMITS.len(), 35);
        // The stage limits of core WebGPU read as their per-stage limit, as in Chromium.
        assert_eq!(get("maxStorageBuffersInFragmentStage"), Some(8));
        assert_eq!(get("maxStorageTexturesInVertexStage"), Some(4));
        assert_eq!(get("maxTextureDimension2D"), Some(8192));
        assert_eq!(get("maxComputeWorkgroupStorageSize"), Some(16384));
        assert_eq!(get("maxUniformBufferBindingSize"), Some(65536));
        assert_eq!(get("maxBindGroups"), Some(4));
    }

    #[test]
    fn compact_values_stay_short_and_exact() {
        assert_eq!(compact(16384), "16384");
        assert_eq!(compact(65536), "64 Ki");
        assert_eq!(compact(134_217_728), "128 Mi");
        assert_eq!(compact(2_147_483_648), "2 Gi");
        assert_eq!(compact(4_294_967_295), "2³²−1");
        assert_eq!(compact(65535), "65535");
    }
}
