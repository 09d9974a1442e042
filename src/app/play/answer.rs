//! Work done beside the frames (a hint's search, a review's positions) whose answer the frames
//! pick up: the answer is put down before the sleeping window is woken, so the frame the wake
//! brings always finds it (a task's own readiness can come a moment after its wake).

use std::sync::{Arc, Mutex};

use bevy::tasks::{AsyncComputeTaskPool, ConditionalSend, ConditionalSendFuture, Task};
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

/// The answer of work running beside the frames; dropping it cancels the work.
pub struct Answer<T> {
    slot: Arc<Mutex<Option<T>>>,
    _task: Task<()>,
}

impl<T: ConditionalSend + 'static> Answer<T> {
    /// Starts `work` as a task; its answer wakes the window (`frame_pace` lets it sleep).
    pub fn spawn(
        // Not `Send` on the web, where the work pauses on the browser's promises.
        work: impl ConditionalSendFuture<Output = T> + 'static,
        event_loop: Option<&EventLoopProxyWrapper>,
    ) -> Answer<T> {
        let slot = Arc::new(Mutex::new(None));
        let put = Arc::clone(&slot);
        let wake = event_loop.map(|proxy| (**proxy).clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let answer = work.await;
            // A poisoned lock means a frame panicked while reading: nobody waits any more.
            if let Ok(mut slot) = put.lock() {
                *slot = Some(answer);
            }
            if let Some(proxy) = wake {
                // Fails only when the window is already gone, and then nobody waits.
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
        });
        Answer { slot, _task: task }
    }

    /// The answer, once there (taken: a second call gives `None`).
    pub fn take(&self) -> Option<T> {
        self.slot.lock().ok().and_then(|mut slot| slot.take())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::TaskPool;

    #[test]
    fn the_answer_is_taken_once_it_is_there() {
        AsyncComputeTaskPool::get_or_init(TaskPool::new);
        let answer = Answer::spawn(async { 6 * 7 }, None);
        let mut found = None;
        for _ in 0..1000 {
            found = answer.take();
            if found.is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(found, Some(42));
        assert_eq!(answer.take(), None, "taken once");
    }
}
