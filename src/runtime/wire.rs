//! The pipe between the window and a page's process: each message is a JSON header
//! and a byte payload, each preceded by its length (`u32`, little-endian). A presented
//! frame crosses in shared memory (`frames.rs`), the pipe saying only where; where
//! there is none, its RGBA8 pixels are the payload, bytes, not JSON numbers.

use std::io::{self, Read, Write};

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::frames::SharedFrames;
use std::sync::Arc;

use crate::page_io::{FrameBytes, FromPage, Message, Step};

/// The largest header: a page's start carries its program and the editors' texts.
const MAX_HEADER: u32 = 64 << 20;
/// The largest payload: one frame of the largest canvas (8192 × 8192 RGBA8).
const MAX_PAYLOAD: u32 = 256 << 20;

/// [`FromPage`] as it crosses the pipe: a frame's pixels travel as the payload.
#[derive(Serialize, Deserialize)]
pub(super) enum Up {
    Frame {
        width: u32,
        height: u32,
    },
    /// A frame left in the shared memory's `slot` under sequence number `seq`.
    Shared {
        slot: usize,
        seq: u64,
    },
    Messages(Vec<Message>),
    Stopped(String),
    Steps(Vec<Step>),
    Accepts(Vec<String>),
    Reload,
    Shown {
        width: u32,
        height: u32,
    },
    Wants(bool),
    Device(crate::page_io::PageDevice),
    Body(String),
    Controls(Vec<crate::page_io::PageControl>),
    Canvases(Vec<(u32, String)>),
    /// Another canvas's frame: its pixels are the payload.
    CanvasFrame {
        canvas: u32,
        width: u32,
        height: u32,
    },
}

/// Writes one message.
pub(super) fn write(out: &mut impl Write, header: &impl Serialize, payload: &[u8]) -> io::Result<()> {
    let head = serde_json::to_vec(header).map_err(io::Error::other)?;
    for part in [&head[..], payload] {
        let len = u32::try_from(part.len()).map_err(io::Error::other)?;
        out.write_all(&len.to_le_bytes())?;
        out.write_all(part)?;
    }
    out.flush()
}

/// Writes what a page sent (a frame the page's thread left in shared memory as the
/// slot that names it).
pub(super) fn write_from_page(out: &mut impl Write, m: FromPage) -> io::Result<()> {
    match m {
        FromPage::Frame { width, height, rgba } => rgba
            .read(|rgba| write(out, &Up::Frame { width, height }, rgba))
            .unwrap_or_else(|| Err(io::Error::other("a frame overwritten before it was sent"))),
        FromPage::InSlot { slot, seq } => write(out, &Up::Shared { slot, seq }, &[]),
        FromPage::Messages(m) => write(out, &Up::Messages(m), &[]),
        FromPage::Stopped(why) => write(out, &Up::Stopped(why), &[]),
        FromPage::Steps(s) => write(out, &Up::Steps(s), &[]),
        FromPage::Accepts(f) => write(out, &Up::Accepts(f), &[]),
        FromPage::Shown { width, height } => write(out, &Up::Shown { width, height }, &[]),
        FromPage::Reload => write(out, &Up::Reload, &[]),
        FromPage::Wants(w) => write(out, &Up::Wants(w), &[]),
        FromPage::Device(d) => write(out, &Up::Device(d), &[]),
        FromPage::Body(b) => write(out, &Up::Body(b), &[]),
        FromPage::Controls(c) => write(out, &Up::Controls(c), &[]),
        FromPage::Canvases(c) => write(out, &Up::Canvases(c), &[]),
        FromPage::CanvasFrame {
            canvas,
            width,
            height,
            rgba,
        } => write(out, &Up::CanvasFrame { canvas, width, height }, &rgba),
    }
}

/// Reads one message; `None` at the end of the pipe.
pub(super) fn read<T: DeserializeOwned>(input: &mut impl Read) -> io::Result<Option<(T, Vec<u8>)>> {
    let Some(head) = part(input, MAX_HEADER, true)? else {
        return Ok(None);
    };
    let payload = part(input, MAX_PAYLOAD, false)?.unwrap_or_default();
    let header = serde_json::from_slice(&head).map_err(io::Error::other)?;
    Ok(Some((header, payload)))
}

/// One message up the pipe, as the window reads it.
#[derive(Debug)]
pub(super) enum Heard {
    Page(FromPage),
    /// A frame in shared memory that is no longer there: the page overwrote it before
    /// it was read (a newer one follows), or named no slot that holds one.
    Overwritten,
}

/// Reads what a page sent; `None` at the end of the pipe.
pub(super) fn read_from_page(input: &mut impl Read, frames: Option<&Arc<SharedFrames>>) -> io::Result<Option<Heard>> {
    Ok(read::<Up>(input)?.map(|(up, payload)| {
        Heard::Page(match up {
            Up::Frame { width, height } => FromPage::Frame {
                width,
                height,
                rgba: FrameBytes::owned(payload),
            },
            Up::Shared { slot, seq } => match frames.and_then(|f| f.frame(slot, seq)) {
                Some((width, height, frame)) => FromPage::Frame {
                    width,
                    height,
                    rgba: FrameBytes::in_place(Box::new(frame)),
                },
                None => return Heard::Overwritten,
            },
            Up::Messages(m) => FromPage::Messages(m),
            Up::Stopped(why) => FromPage::Stopped(why),
            Up::Steps(s) => FromPage::Steps(s),
            Up::Accepts(f) => FromPage::Accepts(f),
            Up::Shown { width, height } => FromPage::Shown { width, height },
            Up::Reload => FromPage::Reload,
            Up::Wants(w) => FromPage::Wants(w),
            Up::Device(d) => FromPage::Device(d),
            Up::Body(b) => FromPage::Body(b),
            Up::Controls(c) => FromPage::Controls(c),
            Up::Canvases(c) => FromPage::Canvases(c),
            Up::CanvasFrame { canvas, width, height } => FromPage::CanvasFrame {
                canvas,
                width,
                height,
                rgba: payload,
            },
        })
    }))
}

fn part(input: &mut impl Read, max: u32, may_end: bool) -> io::Result<Option<Vec<u8>>> {
    let mut len = [0u8; 4];
    match input.read_exact(&mut len) {
        Err(e) if may_end && e.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        r => r?,
    }
    let len = u32::from_le_bytes(len);
    if len > max {
        return Err(io::Error::other(format!(
            "a message of {len} bytes, over the pipe's {max}"
        )));
    }
    let mut bytes = vec![0; len as usize];
    input.read_exact(&mut bytes)?;
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests {
    use super::{Heard, SharedFrames, read, read_from_page, write, write_from_page};
    use crate::page_io::{FrameBytes, FromPage, Level, Message, ToPage};

    #[test]
    fn messages_cross_the_pipe_whole() {
        let mut pipe = Vec::new();
        write(&mut pipe, &ToPage::Lose, &[]).unwrap();
        write_from_page(
            &mut pipe,
            FromPage::Frame {
                width: 2,
                height: 1,
                rgba: FrameBytes::owned(vec![1, 2, 3, 4, 5, 6, 7, 8]),
            },
        )
        .unwrap();
        let said = Message {
            level: Level::Log,
            text: "hola".to_owned(),
            place: Some("main.js:1:1".to_owned()),
        };
        write_from_page(&mut pipe, FromPage::Messages(vec![said.clone()])).unwrap();
        let mut input = &pipe[..];
        let (lose, none) = read::<ToPage>(&mut input).unwrap().unwrap();
        assert_eq!((lose, none.len()), (ToPage::Lose, 0));
        match read_from_page(&mut input, None).unwrap() {
            Some(Heard::Page(FromPage::Frame { width, height, rgba })) => {
                assert_eq!(
                    (width, height, rgba.into_vec()),
                    (2, 1, Some(vec![1, 2, 3, 4, 5, 6, 7, 8]))
                );
            }
            other => panic!("{other:?}"),
        }
        match read_from_page(&mut input, None).unwrap() {
            Some(Heard::Page(FromPage::Messages(m))) => assert_eq!(m, vec![said]),
            other => panic!("{other:?}"),
        }
        assert!(read_from_page(&mut input, None).unwrap().is_none());
        // A pipe cut in the middle of a message is an error, not an end.
        let mut cut = &pipe[..6];
        assert!(read::<ToPage>(&mut cut).is_err());
    }

    #[test]
    fn a_frame_crosses_in_shared_memory_and_the_pipe_says_where() {
        let (window, fd) = SharedFrames::create().unwrap();
        let window = std::sync::Arc::new(window);
        let mut page = SharedFrames::open(&fd).unwrap();
        let rgba = vec![9u8; 4 * 4 * 4];
        // The page's thread writes the pixels into a slot itself (`FrameSink`).
        let mut frame = || {
            let (slot, seq) = page.put(4, 4, &rgba).unwrap();
            FromPage::InSlot { slot, seq }
        };
        let mut pipe = Vec::new();
        write_from_page(&mut pipe, frame()).unwrap();
        // Only the slot crosses the pipe: a header, and an empty payload.
        assert!(pipe.len() < 64, "{} bytes in the pipe", pipe.len());
        let mut input = &pipe[..];
        match read_from_page(&mut input, Some(&window)).unwrap() {
            Some(Heard::Page(FromPage::Frame {
                width,
                height,
                rgba: got,
            })) => assert_eq!((width, height, got.into_vec()), (4, 4, Some(rgba.clone()))),
            other => panic!("{other:?}"),
        }
        // A frame the page overwrote since its message is left out, not shown torn.
        let mut pipe = Vec::new();
        write_from_page(&mut pipe, frame()).unwrap();
        for _ in 0..2 {
            write_from_page(&mut Vec::new(), frame()).unwrap();
        }
        assert!(matches!(
            read_from_page(&mut &pipe[..], Some(&window)).unwrap(),
            Some(Heard::Overwritten)
        ));
    }
}
