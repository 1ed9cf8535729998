//! A tiny work pool: the generator's jobs (computing a family, printing a
//! table) are independent, so they are spread over the cores (the build
//! script runs unoptimised, so every core counts; the repository's performance record has the
//! figures).

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` applied to every job, on up to as many threads as the machine has
/// cores; results in job order. Workers take jobs in order, so list the long
/// ones first. A panic in `work` is resumed on the calling thread.
pub fn map<J: Sync, R: Send>(jobs: &[J], work: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(jobs.len());
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(i) else {
                return done;
            };
            done.push((i, work(job)));
        }
    };
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(worker)).collect();
        let mut all = worker();
        for helper in helpers {
            all.extend(
                helper
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            );
        }
        all
    });
    results.sort_unstable_by_key(|&(i, _)| i);
    results.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_come_back_in_job_order() {
        let jobs: Vec<u32> = (0..100).collect();
        assert_eq!(
            super::map(&jobs, |j| j * 2),
            (0..100).map(|j| j * 2).collect::<Vec<_>>()
        );
        assert!(super::map(&[] as &[u32], |j| *j).is_empty());
    }
}
