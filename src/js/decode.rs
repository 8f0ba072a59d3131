//! `createImageBitmap`'s decoding: PNG, JPEG and WebP into RGBA8, with the colours of
//! an embedded ICC profile converted to sRGB, as a browser decodes them by default
//! (`colorSpaceConversion: "default"`); `"none"` keeps the file's own values.

use std::io::Cursor;

use image::{ImageDecoder, ImageReader};
use moxcms::{ColorProfile, DataColorSpace, Layout, TransformOptions};

/// A decoded picture: `width` × `height` RGBA8 pixels, unpremultiplied.
pub struct Decoded {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Decodes `bytes`; `convert`: its colours into sRGB by its ICC profile, if it has one.
pub fn decode(bytes: &[u8], convert: bool) -> Result<Decoded, String> {
    let mut decoder = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| e.to_string())?
        .into_decoder()
        .map_err(|e| e.to_string())?;
    let icc = if convert {
        decoder.icc_profile().ok().flatten()
    } else {
        None
    };
    let picture = image::DynamicImage::from_decoder(decoder).map_err(|e| e.to_string())?;
    let (width, height) = (picture.width(), picture.height());
    let profile = icc.and_then(|icc| ColorProfile::new_from_slice(&icc).ok());
    let rgba = match profile {
        Some(p) if p.color_space == DataColorSpace::Gray => {
            let gray = picture.to_luma_alpha8().into_raw();
            to_srgb(&p, Layout::GrayAlpha, &gray).unwrap_or_else(|| picture.to_rgba8().into_raw())
        }
        Some(p) if p.color_space == DataColorSpace::Rgb => {
            let rgba = picture.to_rgba8().into_raw();
            to_srgb(&p, Layout::Rgba, &rgba).unwrap_or(rgba)
        }
        _ => picture.to_rgba8().into_raw(),
    };
    Ok(Decoded { width, height, rgba })
}

/// `pixels` (laid out as `layout`) from `profile`'s colours into sRGB RGBA8, alpha kept;
/// None when the profile cannot be converted (the file's values are used, as a
/// browser uses them for a broken profile).
fn to_srgb(profile: &ColorProfile, layout: Layout, pixels: &[u8]) -> Option<Vec<u8>> {
    let srgb = ColorProfile::new_srgb();
    let transform = profile
        .create_transform_8bit(layout, &srgb, Layout::Rgba, TransformOptions::default())
        .ok()?;
    let per_pixel = if layout == Layout::GrayAlpha { 2 } else { 4 };
    let mut out = vec![0u8; pixels.len() / per_pixel * 4];
    transform.transform(pixels, &mut out).ok()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Reason: a test's failure is its panic.

    use super::decode;

    /// A 1×1 PNG of `rgb`, with `icc` as its embedded profile (an iCCP chunk).
    fn png(rgb: [u8; 3], icc: Option<&[u8]>) -> Vec<u8> {
        use image::ImageEncoder;
        let mut out = Vec::new();
        let mut encoder = image::codecs::png::PngEncoder::new(&mut out);
        if let Some(icc) = icc {
            encoder.set_icc_profile(icc.to_vec()).unwrap();
        }
        encoder.write_image(&rgb, 1, 1, image::ExtendedColorType::Rgb8).unwrap();
        out
    }

    #[test]
    fn an_embedded_profile_is_converted_to_srgb_unless_asked_not_to() {
        // Display P3's pure green is a colour sRGB cannot show: in sRGB its red is 0
        // and its green saturates, while a less saturated P3 green becomes more
        // saturated in sRGB numbers.
        let p3 = moxcms::ColorProfile::new_display_p3().encode().unwrap();
        let bytes = png([64, 160, 48], Some(&p3));
        let converted = decode(&bytes, true).unwrap();
        let kept = decode(&bytes, false).unwrap();
        assert_eq!((converted.width, converted.height), (1, 1));
        assert_eq!(kept.rgba, [64, 160, 48, 255]);
        let [r, g, b, a] = converted.rgba[..] else {
            panic!("{:?}", converted.rgba)
        };
        assert!(r < 64 && g > 160 && b < 48 && a == 255, "{:?}", converted.rgba);
        // An sRGB profile changes nothing; no profile, nothing either.
        let srgb = moxcms::ColorProfile::new_srgb().encode().unwrap();
        let same = decode(&png([64, 160, 48], Some(&srgb)), true).unwrap();
        for (x, y) in same.rgba.iter().zip([64, 160, 48, 255]) {
            assert!(x.abs_diff(y) <= 1, "{:?}", same.rgba);
        }
        assert_eq!(decode(&png([1, 2, 3], None), true).unwrap().rgba, [1, 2, 3, 255]);
    }

    #[test]
    fn webp_decodes_and_garbage_says_why() {
        // A lossless 1×1 WebP, encoded by `image` itself.
        let mut webp = Vec::new();
        image::RgbaImage::from_pixel(1, 1, image::Rgba([10, 20, 30, 255]))
            .write_to(&mut std::io::Cursor::new(&mut webp), image::ImageFormat::WebP)
            .unwrap();
        assert_eq!(decode(&webp, true).unwrap().rgba, [10, 20, 30, 255]);
        assert!(decode(b"not a picture", true).is_err());
    }
}
