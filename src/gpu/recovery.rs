//! Device loss and recovery: stop the loop, back off exponentially, re-request the
//! device, reconfigure the canvas and rebuild everything from CPU-side data.

use std::time::{Duration, Instant};

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
            Self::Recovering { attempt, next_at, .. } => format!(
                "device lost: recovery attempt {} in {:.1} s",
                attempt + 1,
                next_at.saturating_duration_since(Instant::now()).as_secs_f32()
            ),
            Self::GaveUp { attempts, message } => format!("recovery gave up after {attempts} attempts: {message}"),
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
            DeviceState::Recovering {
                attempt,
                next_at,
                since,
                ..
            } if Instant::now() >= next_at => self.attempt_recovery(attempt + 1, since),
            _ => {}
        }
    }

    fn check_loss(&mut self) {
        let Some(loss) = self.dev.as_ref().and_then(super::device::LessonDevice::loss) else {
            return;
        };
        let reason = if std::mem::take(&mut self.simulated_reset) {
            LossReason::Unknown
        } else {
            loss.reason
        };
        self.recovery.losses += 1;
        // Stop the loop first: nothing more is submitted to the lost device, unless
        // the bug knob keeps the loop running.
        if !self.knobs_ref().bug_loop_after_loss {
            self.drop_gpu();
        }
        self.state = match reason {
            LossReason::Destroyed => DeviceState::Lost {
                reason,
                message: loss.message,
            },
            LossReason::Unknown => DeviceState::Recovering {
                attempt: 0,
                next_at: Instant::now() + self.backoff(0),
                since: Instant::now(),
                last_error: None,
            },
        };
    }

    fn backoff(&self, attempt: u32) -> Duration {
        Duration::from_millis(u64::from(self.knobs_ref().backoff_base_ms) << attempt.min(16))
    }

    fn attempt_recovery(&mut self, attempt: u32, since: Instant) {
        self.recovery.attempts += 1;
        let result = if attempt <= self.knobs_ref().adapter_not_ready {
            Err(format!("attempt {attempt}: the adapter is not ready yet (simulated)"))
        } else {
            self.drop_gpu();
            self.start_device().map_err(|e| format!("attempt {attempt}: {e}"))
        };
        match result {
            Ok(()) => {
                self.recovery.recoveries += 1;
                let ms = since.elapsed().as_secs_f32() * 1000.0;
                self.recovery.recover_ms.push(ms);
                self.state = DeviceState::Running;
                self.log_info(format!("device recovered after {attempt} attempt(s), {ms:.0} ms"));
                self.after_recovery();
            }
            Err(e) => {
                self.log_info(e.clone());
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
        if let Some(d) = &self.dev {
            self.log.push(
                EventKind::Info,
                "device.destroy() called: the device is lost with reason \"destroyed\"",
            );
            d.device.destroy();
            let _ = d.device.poll(wgpu::PollType::Poll);
        }
        self.poll_device();
    }

    /// A simulated driver reset: Lienzo calls `destroy()` and reports reason Unknown, so
    /// recovery runs as after a real reset.
    pub fn simulate_reset(&mut self) {
        if let Some(d) = &self.dev {
            self.simulated_reset = true;
            self.log.push(
                EventKind::Info,
                "simulated driver reset: Lienzo calls destroy() and reports the loss as reason \"unknown\"",
            );
            d.device.destroy();
            let _ = d.device.poll(wgpu::PollType::Poll);
        }
        self.poll_device();
    }
}
