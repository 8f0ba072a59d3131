//! Device loss and recovery: stop the loop, back off exponentially, re-request the
//! device, reconfigure the canvas and rebuild everything from CPU-side data.

use std::time::Duration;
use web_time::Instant;

use super::device::{DeviceError, LossReason};
use super::events::EventKind;
use super::sandbox::Sandbox;

/// Where the lesson device stands.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceState {
    /// Being requested.
    Starting,
    /// Drawing.
    Running,
    /// No adapter at all: the message says what to install.
    NoAdapter(String),
    /// A required feature is missing: the lesson cannot run (honest page).
    MissingRequirement(String),
    /// `requestDevice` failed.
    RequestFailed(String),
    /// Lost with reason Destroyed: nothing restarts.
    Lost {
        /// Why.
        reason: LossReason,
        /// wgpu's message.
        message: String,
    },
    /// Lost with reason Unknown: retrying with backoff.
    Recovering {
        /// Attempts made so far.
        attempt: u32,
        /// When the next attempt runs.
        next_at: Instant,
        /// When the loss was seen.
        since: Instant,
        /// Why the last attempt failed.
        last_error: Option<String>,
        /// A device request is running on another thread.
        requesting: bool,
    },
    /// Recovery ran out of attempts.
    GaveUp {
        /// Attempts made.
        attempts: u32,
        /// The last failure.
        message: String,
    },
}

impl DeviceState {
    /// The state for a failed device request.
    pub fn from_error(e: &DeviceError) -> Self {
        match e {
            DeviceError::NoAdapter { .. } => Self::NoAdapter(e.to_string()),
            DeviceError::MissingRequirement { .. } => Self::MissingRequirement(e.to_string()),
            DeviceError::Request(_) => Self::RequestFailed(e.to_string()),
        }
    }

    /// One sentence for the viewport and the CLI.
    pub fn describe(&self) -> String {
        match self {
            Self::Starting => "requesting the lesson device…".to_owned(),
            Self::Running => "running".to_owned(),
            Self::NoAdapter(m) | Self::MissingRequirement(m) | Self::RequestFailed(m) => m.clone(),
            Self::Lost { reason, message } => format!("device lost ({reason:?}): {message}"),
            Self::Recovering {
                attempt,
                requesting: true,
                ..
            } => format!("device lost: recovery attempt {attempt}, requesting the device…"),
            Self::Recovering { attempt, next_at, .. } => format!(
                "device lost: recovery attempt {} in {:.1} s",
                attempt + 1,
                next_at.saturating_duration_since(Instant::now()).as_secs_f32()
            ),
            Self::GaveUp { attempts, message } => format!("recovery gave up after {attempts} attempts: {message}"),
        }
    }

    /// [`describe`](Self::describe) in the interface language. Messages that come from
    /// wgpu or the driver stay as they are.
    pub fn describe_in(&self, lang: crate::lesson::Lang) -> String {
        if lang == crate::lesson::Lang::En {
            return self.describe();
        }
        match self {
            Self::Starting => "pidiendo el dispositivo de la lección…".to_owned(),
            Self::Running => "en marcha".to_owned(),
            Self::Recovering {
                attempt,
                requesting: true,
                ..
            } => format!("dispositivo perdido: intento de recuperación {attempt}, pidiendo el dispositivo…"),
            Self::Recovering { attempt, next_at, .. } => format!(
                "dispositivo perdido: intento de recuperación {} dentro de {:.1} s",
                attempt + 1,
                next_at.saturating_duration_since(Instant::now()).as_secs_f32()
            ),
            Self::GaveUp { attempts, message } => {
                format!("la recuperación se abandonó tras {attempts} intentos: {message}")
            }
            other => other.describe(),
        }
    }
}

/// Loss and recovery figures.
#[derive(Clone, Debug, Default)]
pub struct RecoveryStats {
    /// Losses seen.
    pub losses: u64,
    /// Successful recoveries.
    pub recoveries: u64,
    /// Recovery attempts, failed or not.
    pub attempts: u64,
    /// Time from loss to a running device, per recovery, in milliseconds.
    pub recover_ms: Vec<f32>,
}

impl Sandbox {
    /// Notices a loss and drives recovery. Called at the start of every frame.
    pub(super) fn poll_device(&mut self) {
        if let Some(dev) = &self.dev {
            let _ = dev.device.poll(wgpu::PollType::Poll);
        }
        match self.state.clone() {
            DeviceState::Running => self.check_loss(),
            DeviceState::Starting => self.poll_start(),
            DeviceState::Recovering {
                attempt,
                since,
                requesting: true,
                ..
            } => self.poll_request(attempt, since),
            DeviceState::Recovering {
                attempt,
                next_at,
                since,
                ..
            } if Instant::now() >= next_at => self.attempt_recovery(attempt + 1, since),
            _ => {}
        }
    }

    /// Collects the result of a device request running on another thread.
    fn poll_request(&mut self, attempt: u32, since: Instant) {
        let Some(rx) = &self.pending else { return };
        let result = match rx.try_recv() {
            Ok(r) => r.map_err(|e| format!("attempt {attempt}: {e}")),
            Err(std::sync::mpsc::TryRecvError::Empty) => return,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                Err(format!("attempt {attempt}: the request thread ended"))
            }
        };
        self.pending = None;
        let result = result.map(|dev| self.install_device(dev));
        self.finish_attempt(attempt, since, result);
    }

    fn check_loss(&mut self) {
        let Some(loss) = self.dev.as_ref().and_then(super::device::LessonDevice::loss) else {
            return;
        };
        self.enter_loss(loss.reason, loss.message);
    }

    /// The device is lost: stop the loop first (nothing more is submitted to it, unless
    /// the bug knob keeps the loop running), then stay stopped or start recovering.
    fn enter_loss(&mut self, reason: LossReason, message: String) {
        self.recovery.losses += 1;
        if !self.knobs_ref().bug_loop_after_loss {
            self.drop_gpu();
        }
        self.state = match reason {
            LossReason::Destroyed => DeviceState::Lost { reason, message },
            LossReason::Unknown => DeviceState::Recovering {
                attempt: 0,
                next_at: Instant::now() + self.backoff(0),
                since: Instant::now(),
                last_error: None,
                requesting: false,
            },
        };
    }

    fn backoff(&self, attempt: u32) -> Duration {
        backoff(self.knobs_ref().backoff_base_ms, attempt)
    }

    fn attempt_recovery(&mut self, attempt: u32, since: Instant) {
        self.recovery.attempts += 1;
        if attempt <= self.knobs_ref().adapter_not_ready {
            self.log.push_bilingual(
                EventKind::Info,
                format!("intento {attempt}: el adaptador aún no está listo (simulado)"),
                format!("attempt {attempt}: the adapter is not ready yet (simulated)"),
            );
            let e = format!("attempt {attempt}: the adapter is not ready yet (simulated)");
            self.finish_attempt(attempt, since, Err(e));
            return;
        }
        self.drop_gpu();
        // Request on the worker thread: the window keeps drawing while the driver works.
        let request = self.device_request();
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

    fn finish_attempt(&mut self, attempt: u32, since: Instant, result: Result<(), String>) {
        match result {
            Ok(()) => {
                self.recovery.recoveries += 1;
                let ms = since.elapsed().as_secs_f32() * 1000.0;
                self.recovery.recover_ms.push(ms);
                self.state = DeviceState::Running;
                self.log.push_bilingual(
                    EventKind::Info,
                    format!("dispositivo recuperado tras {attempt} intento(s), {ms:.0} ms"),
                    format!("device recovered after {attempt} attempt(s), {ms:.0} ms"),
                );
                self.after_recovery();
            }
            Err(e) => {
                if !e.ends_with("(simulated)") {
                    self.log_info(e.clone());
                }
                if attempt >= self.knobs_ref().max_attempts {
                    self.state = DeviceState::GaveUp {
                        attempts: attempt,
                        message: e,
                    };
                } else {
                    self.state = DeviceState::Recovering {
                        attempt,
                        next_at: Instant::now() + self.backoff(attempt),
                        since,
                        last_error: Some(e),
                        requesting: false,
                    };
                }
            }
        }
    }

    /// "Start again" after a destroy or a give-up.
    pub fn restart(&mut self) {
        self.recreate_device();
    }

    /// `destroy()`: reason Destroyed; nothing restarts.
    pub fn destroy_device(&mut self) {
        self.destroy_as(
            LossReason::Destroyed,
            [
                "se llamó a device.destroy(): el dispositivo se pierde con motivo «destroyed»",
                "device.destroy() called: the device is lost with reason \"destroyed\"",
            ],
            "device.destroy() was called",
        );
    }

    /// A simulated driver reset: Lienzo calls `destroy()` and reports reason Unknown, so
    /// recovery runs as after a real reset.
    pub fn simulate_reset(&mut self) {
        self.destroy_as(
            LossReason::Unknown,
            [
                "reinicio simulado del driver: Lienzo llama a destroy() y notifica la pérdida con motivo «unknown»",
                "simulated driver reset: Lienzo calls destroy() and reports the loss as reason \"unknown\"",
            ],
            "simulated driver reset (Lienzo called destroy())",
        );
    }

    /// Destroys a running device and enters the loss with `reason` at once: wgpu calls
    /// the lost callback later, from its own maintenance, but the loop must stop now.
    fn destroy_as(&mut self, reason: LossReason, [info_es, info_en]: [&str; 2], message: &str) {
        let Some(d) = self.dev.as_ref().filter(|_| matches!(self.state, DeviceState::Running)) else {
            return;
        };
        self.log.push_bilingual(EventKind::Info, info_es, info_en);
        d.device.destroy();
        self.enter_loss(reason, message.to_owned());
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
