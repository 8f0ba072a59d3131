//! `CompressionStream` and `DecompressionStream` of a page (`prelude/streams.js`): gzip,
//! zlib (`"deflate"`) and raw deflate (`"deflate-raw"`) over flate2, the whole input at
//! once (the stream hands its chunks over when it closes). Errors in Chromium's words.

use std::io::{Read, Write};

use flate2::Compression;

/// The most bytes one decompression may give: past it the stream errors, as a zip bomb
/// would otherwise take the page's whole memory before its limit stops it.
const MAX_OUTPUT: u64 = 512 << 20;

/// `bytes` compressed (`compress`) or decompressed in `format`; the error is the
/// `TypeError`'s message.
pub(super) fn run(bytes: &[u8], format: &str, compress: bool) -> Result<Vec<u8>, String> {
    if compress {
        let level = Compression::default();
        let written = match format {
            "gzip" => write_all(flate2::write::GzEncoder::new(Vec::new(), level), bytes),
            "deflate" => write_all(flate2::write::ZlibEncoder::new(Vec::new(), level), bytes),
            "deflate-raw" => write_all(flate2::write::DeflateEncoder::new(Vec::new(), level), bytes),
            _ => return Err(unsupported(format)),
        };
        return written.map_err(|e| e.to_string());
    }
    let mut out = Vec::new();
    let (read, used) = match format {
        "gzip" => {
            let mut d = flate2::bufread::GzDecoder::new(bytes);
            let r = (&mut d).take(MAX_OUTPUT + 1).read_to_end(&mut out);
            (r, bytes.len() - d.into_inner().len())
        }
        "deflate" => {
            let mut d = flate2::bufread::ZlibDecoder::new(bytes);
            let r = (&mut d).take(MAX_OUTPUT + 1).read_to_end(&mut out);
            (r, bytes.len() - d.into_inner().len())
        }
        "deflate-raw" => {
            let mut d = flate2::bufread::DeflateDecoder::new(bytes);
            let r = (&mut d).take(MAX_OUTPUT + 1).read_to_end(&mut out);
            (r, bytes.len() - d.into_inner().len())
        }
        _ => return Err(unsupported(format)),
    };
    match read {
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err("Compressed input was truncated.".into()),
        Err(e) => Err(format!("The compressed data was not valid: {e}.")),
        Ok(n) if n as u64 > MAX_OUTPUT => Err(format!(
            "The decompressed data is over Lienzo's limit of {} MiB.",
            MAX_OUTPUT >> 20
        )),
        Ok(_) if used < bytes.len() => Err("Junk found after end of compressed data.".into()),
        Ok(_) => Ok(out),
    }
}

fn write_all<W: Write + Finish>(mut w: W, bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    w.write_all(bytes)?;
    w.done()
}

fn unsupported(format: &str) -> String {
    format!("Failed to construct 'DecompressionStream': Unsupported compression format: '{format}'")
}

/// The encoders' `finish`, which flate2 gives each type on its own.
trait Finish {
    fn done(self) -> std::io::Result<Vec<u8>>;
}
impl Finish for flate2::write::GzEncoder<Vec<u8>> {
    fn done(self) -> std::io::Result<Vec<u8>> {
        self.finish()
    }
}
impl Finish for flate2::write::ZlibEncoder<Vec<u8>> {
    fn done(self) -> std::io::Result<Vec<u8>> {
        self.finish()
    }
}
impl Finish for flate2::write::DeflateEncoder<Vec<u8>> {
    fn done(self) -> std::io::Result<Vec<u8>> {
        self.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::run;

    #[test]
    fn each_format_gives_back_what_it_took() {
        let text = b"Lienzo ".repeat(100);
        for format in ["gzip", "deflate", "deflate-raw"] {
            let packed = run(&text, format, true).unwrap();
            assert!(packed.len() < text.len() / 4, "{format}: {} bytes", packed.len());
            assert_eq!(run(&packed, format, false).unwrap(), text, "{format}");
        }
    }

    #[test]
    fn bad_input_says_what_is_wrong() {
        let packed = run(b"some bytes", "gzip", true).unwrap();
        assert_eq!(
            run(&packed[..packed.len() - 6], "gzip", false).unwrap_err(),
            "Compressed input was truncated."
        );
        let mut junk = packed.clone();
        junk.extend_from_slice(b"junk");
        assert_eq!(
            run(&junk, "gzip", false).unwrap_err(),
            "Junk found after end of compressed data."
        );
        assert!(
            run(b"not gzip at all", "gzip", false)
                .unwrap_err()
                .starts_with("The compressed data was not valid")
        );
        assert!(
            run(b"x", "brotli", false)
                .unwrap_err()
                .contains("Unsupported compression format: 'brotli'")
        );
    }
}
