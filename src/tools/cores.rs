//! Work spread over every core: each item on whichever core is free, the results in order.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` applied to every item, one item on each core at a time, the results in the items'
/// order whatever the cores finished first (so a tool prints the same lines on any machine).
pub fn map_in_order<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(index) else {
                            return mine;
                        };
                        mine.push((index, work(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a worker finished"))
            .collect()
    });
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_the_items_order() {
        let items: Vec<u64> = (0..50).collect();
        // Uneven work, so that the cores finish out of order.
        let squares = map_in_order(&items, |&n| {
            std::thread::sleep(std::time::Duration::from_micros((50 - n) * 20));
            n * n
        });
        assert_eq!(squares, items.iter().map(|n| n * n).collect::<Vec<_>>());
    }

    #[test]
    fn no_items_no_results() {
        let none: Vec<u8> = Vec::new();
        assert!(map_in_order(&none, |&n| n).is_empty());
    }
}
