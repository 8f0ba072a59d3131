//! `copyExternalImageToTexture`: decoded pixels into a texture of any of its formats.

use super::desc::{self, Id};
use super::encode::info;
use super::gpu::{PageGpu, parse};
use super::resources::{Done, Fail};

impl PageGpu {
    /// `copyExternalImageToTexture` from decoded RGBA8 pixels (`width` per row, not
    /// premultiplied): the copy's rectangle from the image's top-left, flipped when
    /// asked, premultiplied when the destination asks (`premultipliedAlpha`), converted
    /// to the texture's format.
    pub fn copy_image(&mut self, device: Id, dst: &str, rgba: &[u8], width: u32, size: &str, flip: bool) -> Done<()> {
        let c: desc::TextureCopy = parse("copyExternalImageToTexture destination", dst)?;
        let alpha: AlphaDest = parse("copyExternalImageToTexture destination", dst)?;
        let size: desc::Extent = parse("copyExternalImageToTexture size", size)?;
        let height = if width == 0 {
            0
        } else {
            (rgba.len() / (width as usize * 4)) as u32
        };
        if size.width > width || size.height > height {
            return Err(Fail::operation(format!(
                "copyExternalImageToTexture: the copy ({}x{}) is larger than the image ({width}x{height})",
                size.width, size.height
            )));
        }
        self.clear_named([c.texture]);
        let texture = self.table.texture(c.texture)?;
        let format = texture.format();
        let texel = |px: &[u8], out: &mut Vec<u8>| -> Done<()> {
            use wgpu::TextureFormat as F;
            match format {
                F::Rgba8Unorm | F::Rgba8UnormSrgb => out.extend_from_slice(px),
                F::Bgra8Unorm | F::Bgra8UnormSrgb => out.extend_from_slice(&[px[2], px[1], px[0], px[3]]),
                F::Rgba32Float => px
                    .iter()
                    .for_each(|&v| out.extend_from_slice(&(f32::from(v) / 255.0).to_le_bytes())),
                F::Rgba16Float => px
                    .iter()
                    .for_each(|&v| out.extend_from_slice(&f16_bits(f32::from(v) / 255.0).to_le_bytes())),
                other => {
                    return Err(Fail::type_error(format!(
                        "copyExternalImageToTexture into {}: Lienzo copies images into rgba8unorm, bgra8unorm (and their -srgb), rgba16float and rgba32float",
                        serde_json::to_string(&other).unwrap_or_default()
                    )));
                }
            }
            Ok(())
        };
        let mut data = Vec::new();
        for row in 0..size.height {
            let y = if flip { size.height - 1 - row } else { row };
            let start = (y * width * 4) as usize;
            for px in rgba[start..start + (size.width * 4) as usize].chunks_exact(4) {
                if alpha.premultiplied_alpha {
                    texel(&premultiplied(px), &mut data)?;
                } else {
                    texel(px, &mut data)?;
                }
            }
        }
        let bytes_per_texel = format.block_copy_size(None).unwrap_or(4);
        let d = self.table.device(device)?;
        d.queue.write_texture(
            info(&c, texture),
            &data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size.width * bytes_per_texel),
                rows_per_image: Some(size.height),
            },
            wgpu::Extent3d {
                width: size.width,
                height: size.height,
                depth_or_array_layers: 1,
            },
        );
        Ok(())
    }
}

/// What `GPUCopyExternalImageDestInfo` adds to a texture copy.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct AlphaDest {
    #[serde(default)]
    premultiplied_alpha: bool,
}

/// A straight RGBA8 pixel with its colour multiplied by its alpha, rounded to nearest.
fn premultiplied(px: &[u8]) -> [u8; 4] {
    let a = u16::from(px[3]);
    let times = |v: u8| ((u16::from(v) * a + 127) / 255) as u8;
    [times(px[0]), times(px[1]), times(px[2]), px[3]]
}

/// An f32 in [0, 1] as half-float bits (normal numbers and zero).
fn f16_bits(v: f32) -> u16 {
    if v <= 0.0 {
        return 0;
    }
    let bits = v.to_bits();
    let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    if exp <= 0 {
        return 0;
    }
    let mantissa = (bits >> 13) & 0x3ff;
    ((exp as u32) << 10 | mantissa) as u16
}

#[cfg(test)]
mod tests {
    #[test]
    fn premultiplying_rounds_to_nearest() {
        assert_eq!(super::premultiplied(&[255, 128, 0, 128]), [128, 64, 0, 128]);
        assert_eq!(super::premultiplied(&[0, 0, 255, 64]), [0, 0, 64, 64]);
        assert_eq!(super::premultiplied(&[9, 9, 9, 255]), [9, 9, 9, 255]);
        assert_eq!(super::premultiplied(&[200, 1, 255, 0]), [0, 0, 0, 0]);
    }
}
