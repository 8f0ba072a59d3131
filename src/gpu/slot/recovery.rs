//! Device loss and recovery: stop the loop, back off exponentially, re-request the
//! device. The sandbox then reconfigures the canvas and rebuilds everything from
//! CPU-side data (see [`SlotEvent`]).

use crate::text::{self, Phrase};
use std::time::Duration;
use web_time::Instant;

use crate::gpu::device::{DeviceError, LessonDevice, LossReason};
use crate::gpu::events::EventKind;
use crate::gpu::status::DeviceState;
use crate::lesson::{DevicePolicySpec, Knobs};

use super::{DeviceSlot, SlotEvent, SlotEvents};

/// Why one recovery attempt failed.
#[derive(Debug, thiserror::Error)]
enum AttemptError {
    /// The `adapter_not_ready` knob held this attempt back.
    #[error("attempt {attempt}: the adapter is not ready yet (simulated)")]
    NotReady {
        /// The attempt, from 1.
        attempt: u32,
    },
    /// The device request failed.
    #[error("attempt {attempt}: {source}")]
    Request {
        /// The attempt, from 1.
        attempt: u32,
        /// Why the request failed.
        #[source]
        source: DeviceError,
    },
    /// The request thread went away before answering.
    #[error("attempt {attempt}: the request thread ended")]
    ThreadEnded {
        /// The attempt, from 1.
        attempt: u32,
    },
}

impl DeviceSlot {
    /// Notices a loss, collects a device asked for in the background, and drives
    /// recovery. Called at the start of every frame.
    pub fn poll(&mut self, spec: &DevicePolicySpec, knobs: &Knobs) -> SlotEvents {
        let mut events = SlotEvents::new();
        if let Some(dev) = &self.dev {
            let _ = dev.device.poll(wgpu::PollType::Poll);
        }
        match self.state.clone() {
            DeviceState::Running => self.check_loss(knobs, &mut events),
            DeviceState::Starting => self.poll_start(&mut events),
            DeviceState::Recovering {
                attempt,
                since,
                requesting: true,
                ..
            } => self.poll_request(attempt, since, knobs, &mut events),
            DeviceState::Recovering {
                attempt,
                next_at,
                since,
                ..
            } if Instant::now() >= next_at => self.attempt_recovery(attempt + 1, since, spec, knobs, &mut events),
            _ => {}
        }
        events
    }

    /// Installs a device asked for in the background, once it is there.
    fn poll_start(&mut self, events: &mut SlotEvents) {
        let Some(rx) = &self.pending else { return };
        let result = match rx.try_recv() {
            Ok(r) => r,
            Err(std::sync::mpsc::TryRecvError::Empty) => return,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                Err(DeviceError::Request("the device request thread ended".to_owned()))
            }
        };
        self.pending = None;
        match result {
            Ok(dev) => {
                self.install(dev);
                self.state = DeviceState::Running;
                events.extend([SlotEvent::Installed, SlotEvent::Started]);
            }
            Err(e) => self.state = DeviceState::from_error(&e),
        }
    }

    /// Collects the result of a recovery request running on another thread.
    fn poll_request(&mut self, attempt: u32, since: Instant, knobs: &Knobs, events: &mut SlotEvents) {
        let Some(rx) = &self.pending else { return };
        let result = match rx.try_recv() {
            Ok(r) => r.map_err(|source| AttemptError::Request { attempt, source }),
            Err(std::sync::mpsc::TryRecvError::Empty) => return,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Err(AttemptError::ThreadEnded { attempt }),
        };
        self.pending = None;
        let result = result.map(|dev| {
            self.install(dev);
            events.push(SlotEvent::Installed);
        });
        self.finish_attempt(attempt, since, result, knobs, events);
    }

    fn check_loss(&mut self, knobs: &Knobs, events: &mut SlotEvents) {
        let Some(loss) = self.dev.as_ref().and_then(LessonDevice::loss) else {
            return;
        };
        self.enter_loss(loss.reason, loss.message, knobs, events);
    }

    /// The device is lost: stop the loop first (nothing more is submitted to it), then
    /// stay stopped or start recovering.
    fn enter_loss(&mut self, reason: LossReason, message: String, knobs: &Knobs, events: &mut SlotEvents) {
        self.recovery.losses += 1;
        self.drop_gpu();
        events.push(SlotEvent::Dropped);
        self.state = match reason {
            LossReason::Destroyed => DeviceState::Lost { reason, message },
            LossReason::Unknown => DeviceState::Recovering {
                attempt: 0,
                next_at: Instant::now() + backoff(knobs.backoff_base_ms, 0),
                since: Instant::now(),
                last_error: None,
                requesting: false,
            },
        };
        events.push(SlotEvent::Lost);
    }

    fn attempt_recovery(
        &mut self,
        attempt: u32,
        since: Instant,
        spec: &DevicePolicySpec,
        knobs: &Knobs,
        events: &mut SlotEvents,
    ) {
        self.recovery.attempts += 1;
        if attempt <= knobs.adapter_not_ready {
            self.log
                .push_said(EventKind::Info, text::device::adapter_not_ready(attempt));
            self.finish_attempt(attempt, since, Err(AttemptError::NotReady { attempt }), knobs, events);
            return;
        }
        self.drop_gpu();
        events.push(SlotEvent::Dropped);
        // Request on the worker thread: the window keeps drawing while the driver works.
        let request = self.request(spec, knobs);
        // Without a request thread, a channel with no sender: the attempt fails, to be
        // retried with a new thread after the backoff.
        self.pending = Some(
            self.requests
                .spawn(request)
                .unwrap_or_else(|| std::sync::mpsc::channel().1),
        );
        self.state = DeviceState::Recovering {
            attempt,
            next_at: Instant::now(),
            since,
            last_error: None,
            requesting: true,
        };
    }

    fn finish_attempt(
        &mut self,
        attempt: u32,
        since: Instant,
        result: Result<(), AttemptError>,
        knobs: &Knobs,
        events: &mut SlotEvents,
    ) {
        match result {
            Ok(()) => {
                self.recovery.recoveries += 1;
                let ms = since.elapsed().as_secs_f32() * 1000.0;
                self.recovery.recover_ms.push(ms);
                self.state = DeviceState::Running;
                self.log
                    .push_said(EventKind::Info, text::device::recovered(attempt, ms));
                events.push(SlotEvent::Recovered);
            }
            Err(e) => {
                // The simulated wait has its own bilingual line already.
                if !matches!(e, AttemptError::NotReady { .. }) {
                    self.log.push(EventKind::Info, e.to_string());
                }
                let e = e.to_string();
                if attempt >= knobs.max_attempts {
                    self.state = DeviceState::GaveUp {
                        attempts: attempt,
                        message: e,
                    };
                    events.push(SlotEvent::GaveUp);
                } else {
                    self.state = DeviceState::Recovering {
                        attempt,
                        next_at: Instant::now() + backoff(knobs.backoff_base_ms, attempt),
                        since,
                        last_error: Some(e),
                        requesting: false,
                    };
                }
            }
        }
    }

    /// Destroys a running device and enters the loss with `reason` at once: wgpu calls
    /// the lost callback later, from its own maintenance, but the loop must stop now.
    pub fn destroy_as(&mut self, reason: LossReason, info: Phrase, message: &str, knobs: &Knobs) -> SlotEvents {
        let mut events = SlotEvents::new();
        let Some(d) = self.dev.as_ref().filter(|_| matches!(self.state, DeviceState::Running)) else {
            return events;
        };
        self.log.push_said(EventKind::Info, info);
        d.device.destroy();
        self.enter_loss(reason, message.to_owned(), knobs, &mut events);
        events
    }
}

/// The longest wait between two recovery attempts, however the base and the count grow.
pub const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// The wait before attempt `attempt + 1`: `base_ms` doubled per attempt, at most
/// [`MAX_BACKOFF`].
pub fn backoff(base_ms: u32, attempt: u32) -> Duration {
    let ms = u64::from(base_ms).saturating_mul(1u64 << attempt.min(32));
    Duration::from_millis(ms).min(MAX_BACKOFF)
}

#[cfg(test)]
mod tests {
    use super::{MAX_BACKOFF, backoff};
    use std::time::Duration;

    #[test]
    fn backoff_doubles_and_never_exceeds_the_cap() {
        assert_eq!(backoff(250, 0), Duration::from_millis(250));
        assert_eq!(backoff(250, 3), Duration::from_secs(2));
        // The largest knob values once gave 91 hours per attempt.
        assert_eq!(backoff(5000, 16), MAX_BACKOFF);
        assert_eq!(backoff(u32::MAX, u32::MAX), MAX_BACKOFF);
    }
}
