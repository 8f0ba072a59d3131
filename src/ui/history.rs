//! Figures over time, recorded by the app once per frame and drawn by the stats panel.

use std::collections::VecDeque;
use web_time::Instant;

use crate::gpu::Sandbox;
use crate::grade::LiveHistory;

const KEEP: usize = 600;

/// Figures over time, recorded once per frame.
#[derive(Default)]
pub struct StatsHistory {
    /// For live exercise marks.
    pub live: LiveHistory,
    start: Option<Instant>,
    frame_times: VecDeque<Instant>,
    pub(super) live_bytes: VecDeque<[f64; 2]>,
    pub(super) scene_ms: VecDeque<[f64; 2]>,
    pub(super) convert_ms: VecDeque<[f64; 2]>,
    recreations: VecDeque<(Instant, u64)>,
    last_frame_index: Option<u64>,
}

fn push(q: &mut VecDeque<[f64; 2]>, p: [f64; 2]) {
    q.push_back(p);
    while q.len() > KEEP {
        q.pop_front();
    }
}

impl StatsHistory {
    /// Records the sandbox after a frame.
    pub fn record(&mut self, s: &Sandbox) {
        let now = Instant::now();
        let t = now.duration_since(*self.start.get_or_insert(now)).as_secs_f64();
        self.live.record(s);
        let st = s.stats();
        // Frames of the lesson device, not repaints of the window: a paused or slow
        // viewport shows the rate it really draws at.
        if self.last_frame_index != Some(s.frame_index()) {
            self.last_frame_index = Some(s.frame_index());
            self.frame_times.push_back(now);
        }
        while self
            .frame_times
            .front()
            .is_some_and(|f| now.duration_since(*f).as_secs_f32() > 1.0)
        {
            self.frame_times.pop_front();
        }
        push(&mut self.live_bytes, [t, st.live_bytes as f64 / f64::from(1u32 << 20)]);
        if let Some(g) = st.gpu {
            push(&mut self.scene_ms, [t, f64::from(g.scene_ms)]);
            push(&mut self.convert_ms, [t, f64::from(g.convert_ms.unwrap_or(0.0))]);
        }
        self.recreations.push_back((now, st.recreations));
        while self
            .recreations
            .front()
            .is_some_and(|f| now.duration_since(f.0).as_secs_f32() > 1.0)
        {
            self.recreations.pop_front();
        }
    }

    /// Frames the lesson device drew in the last second.
    pub fn fps(&self) -> usize {
        self.frame_times.len()
    }

    /// Target recreations in the last second.
    pub fn recreations_per_s(&self) -> u64 {
        match (self.recreations.front(), self.recreations.back()) {
            (Some(a), Some(b)) => b.1 - a.1,
            _ => 0,
        }
    }
}
