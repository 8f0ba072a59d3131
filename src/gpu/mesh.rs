//! CPU-side data of the mesh scene: a unit cube with normals, and the camera maths.
//! Everything here is plain arrays, so a lost device can be rebuilt from it.

/// One vertex: position and normal, matching `@location(0)` and `@location(1)`.
#[repr(C)]
#[derive(Clone, Copy, Debug, bytemuck::Pod, bytemuck::Zeroable)]
pub struct Vertex {
    /// Object-space position.
    pub position: [f32; 3],
    /// Object-space normal.
    pub normal: [f32; 3],
}

/// The cube's 24 vertices (4 per face, so each face has its own normal).
pub fn cube_vertices() -> Vec<Vertex> {
    let faces: [([f32; 3], [f32; 3], [f32; 3]); 6] = [
        ([1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]),
        ([-1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, -1.0]),
        ([0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]),
        ([0.0, -1.0, 0.0], [0.0, 0.0, -1.0], [1.0, 0.0, 0.0]),
        ([0.0, 0.0, 1.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]),
        ([0.0, 0.0, -1.0], [-1.0, 0.0, 0.0], [0.0, 1.0, 0.0]),
    ];
    let mut out = Vec::with_capacity(24);
    for (n, u, v) in faces {
        for (su, sv) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
            out.push(Vertex {
                position: std::array::from_fn(|i| 0.5 * (n[i] + su * u[i] + sv * v[i])),
                normal: n,
            });
        }
    }
    out
}

/// The cube's 36 indices, two counter-clockwise triangles per face.
pub fn cube_indices() -> Vec<u16> {
    (0..6u16).flat_map(|f| [0, 1, 2, 0, 2, 3].map(|i| f * 4 + i)).collect()
}

/// A column-major 4x4 matrix, as WGSL's `mat4x4f` stores it.
pub type Mat4 = [[f32; 4]; 4];

/// `a * b`.
pub fn mul(a: &Mat4, b: &Mat4) -> Mat4 {
    std::array::from_fn(|col| std::array::from_fn(|row| (0..4).map(|k| a[k][row] * b[col][k]).sum()))
}

/// A right-handed perspective projection to WebGPU clip space (depth 0..1).
pub fn perspective(fov_y_rad: f32, aspect: f32, near: f32, far: f32) -> Mat4 {
    let f = 1.0 / (fov_y_rad / 2.0).tan();
    let r = far / (near - far);
    [
        [f / aspect, 0.0, 0.0, 0.0],
        [0.0, f, 0.0, 0.0],
        [0.0, 0.0, r, -1.0],
        [0.0, 0.0, r * near, 0.0],
    ]
}

/// Rotation about Y by `a` then about X by `b`.
pub fn rotation(a: f32, b: f32) -> Mat4 {
    let (sa, ca) = a.sin_cos();
    let (sb, cb) = b.sin_cos();
    let ry = [
        [ca, 0.0, -sa, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [sa, 0.0, ca, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let rx = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, cb, sb, 0.0],
        [0.0, -sb, cb, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    mul(&rx, &ry)
}

/// A translation.
pub fn translation(x: f32, y: f32, z: f32) -> Mat4 {
    [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [x, y, z, 1.0],
    ]
}

/// The camera uniform (`struct Camera` in the README).
#[repr(C)]
#[derive(Clone, Copy, Debug, bytemuck::Pod, bytemuck::Zeroable)]
pub struct CameraUniform {
    /// Clip from world.
    pub view_proj: Mat4,
    /// World from object.
    pub model: Mat4,
}

impl CameraUniform {
    /// The camera for a canvas of `size_px` at `time_s`.
    pub fn at(size_px: (u32, u32), time_s: f32) -> Self {
        let aspect = size_px.0.max(1) as f32 / size_px.1.max(1) as f32;
        let view_proj = mul(&perspective(0.9, aspect, 0.1, 100.0), &translation(0.0, 0.0, -2.6));
        Self {
            view_proj,
            model: rotation(time_s * 0.7, 0.45 + 0.2 * (time_s * 0.3).sin()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cube_is_closed_and_faces_point_outwards() {
        let verts = cube_vertices();
        let idx = cube_indices();
        assert_eq!((verts.len(), idx.len()), (24, 36));
        for tri in idx.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|i| verts[tri[i] as usize].position);
            let e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
            let e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
            let n = [
                e1[1] * e2[2] - e1[2] * e2[1],
                e1[2] * e2[0] - e1[0] * e2[2],
                e1[0] * e2[1] - e1[1] * e2[0],
            ];
            let face_n = verts[tri[0] as usize].normal;
            let dot: f32 = (0..3).map(|i| n[i] * face_n[i]).sum();
            assert!(dot > 0.0, "triangle {tri:?} winds inwards");
        }
    }
}
