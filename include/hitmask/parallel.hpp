/// @file
/// hitmask: one query split across the cores of a job system. The library never starts a
/// thread: the caller hands in an executor, any callable that runs a batch of tasks,
///     executor(n_tasks, task)   // calls task(i) once for every i in [0, n_tasks), on any
///                               // threads, and returns when all have returned
/// (a thread pool, TBB's parallel_for, enkiTS, Jolt's job system...). The helpers split the
/// view into chunks of whole 64-element words, each task runs the range form of the query on
/// its chunk (test_range, count_range), and the result is exactly the single-threaded query's.
/// thread_pool below is a small such executor over std::thread.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include "query.hpp"

namespace hitmask {
/// One query split over a job system's threads; results equal the single-threaded query's.
namespace parallel {

/// Elements per task when the caller does not say: large enough that a task's overhead (a few
/// microseconds to wake a thread) is small against its ~0.04 ns per element of SIMD work.
inline constexpr std::size_t default_chunk = std::size_t{1} << 16;

/// A view of n elements cut into tasks of `chunk` elements (rounded up to whole words).
struct split {
    /// `elements` cut into tasks of `chunk` elements rounded up to a multiple of 64 (0 means
    /// default_chunk), so every task owns whole words of a result mask.
    split(std::size_t elements, std::size_t chunk) noexcept
        : n(elements), size(chunk == 0 ? default_chunk : (chunk + 63) / 64 * 64), count((n + size - 1) / size)
    {
    }
    /// The first element of task `task`: a multiple of 64.
    std::size_t begin(std::size_t task) const noexcept { return task * size; }
    /// Past the last element of task `task`: a multiple of 64, or n for the last task.
    std::size_t end(std::size_t task) const noexcept { return task * size + size < n ? task * size + size : n; }
    std::size_t n;     ///< elements in the view
    std::size_t size;  ///< elements per task (a multiple of 64)
    std::size_t count; ///< tasks
};

/// test(view, shape, out), split into tasks of `chunk` elements run by `executor`. Each task
/// writes only its own words of `out`. Bad arguments throw here, before any task runs.
template <class View, class Shape, class Executor>
void test(const View& view, const Shape& shape, bitmask& out, Executor&& executor, std::size_t chunk = default_chunk)
{
    hitmask::test_range(view, shape, out, 0, 0); // every check, on the calling thread
    const split s(view.size, chunk);
    if (s.count > 0)
        executor(s.count, [&](std::size_t task) { hitmask::test_range(view, shape, out, s.begin(task), s.end(task)); });
    const std::size_t used = (view.size + 63) / 64; // as test() does: no stale bits past the view
    if (out.word_count() > used) std::memset(out.words() + used, 0, (out.word_count() - used) * sizeof(std::uint64_t));
}

/// count(view, shape), split into tasks of `chunk` elements run by `executor`.
template <class View, class Shape, class Executor>
std::size_t count(const View& view, const Shape& shape, Executor&& executor, std::size_t chunk = default_chunk)
{
    hitmask::count_range(view, shape, 0, 0); // every check, on the calling thread
    const split s(view.size, chunk);
    std::vector<std::size_t> counts(s.count, 0);
    if (s.count > 0)
        executor(s.count, [&](std::size_t task) { counts[task] = hitmask::count_range(view, shape, s.begin(task), s.end(task)); });
    std::size_t total = 0;
    for (std::size_t c : counts)
        total += c;
    return total;
}

/// A fixed set of worker threads that run batches of tasks: an executor for the helpers
/// above. The calling thread works too, so thread_pool(2) uses two cores with one extra
/// thread. One batch runs at a time (concurrent calls wait their turn).
class thread_pool {
public:
    /// `threads` counts the caller: thread_pool(1) runs everything on the calling thread.
    explicit thread_pool(unsigned threads = std::thread::hardware_concurrency())
    {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
        threads = 1; // a WebAssembly module built without -pthread has no threads: the caller runs all
#endif
        for (unsigned i = 1; i < threads; ++i)
            workers_.emplace_back([this] { work(); });
    }
    /// Stops and joins the workers (after the running batch, if any).
    ~thread_pool()
    {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : workers_)
            t.join();
    }
    thread_pool(const thread_pool&) = delete;            ///< owns threads: not copyable
    thread_pool& operator=(const thread_pool&) = delete; ///< owns threads: not copyable

    /// Threads that run tasks, the caller included.
    unsigned size() const noexcept { return static_cast<unsigned>(workers_.size()) + 1; }

    /// Runs task(i) for every i in [0, n) and returns when all have returned. A worker that
    /// wakes late joins only while tasks are left, so a busy core never delays the batch: the
    /// calling thread runs what the workers do not take.
    template <class Task>
    void operator()(std::size_t n, const Task& task)
    {
        const std::lock_guard<std::mutex> one_batch(batch_mutex_);
        const call_type call = [](const void* context, std::size_t i) { (*static_cast<const Task*>(context))(i); };
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            context_ = &task;
            call_ = call;
            tasks_ = n;
            next_.store(0, std::memory_order_relaxed);
            open_ = true;
            ++generation_;
        }
        wake_.notify_all();
        run_tasks(&task, call, n);
        // every task is taken: close the batch, then wait for the workers still running theirs
        std::unique_lock<std::mutex> lock(mutex_);
        open_ = false;
        done_.wait(lock, [this] { return active_ == 0; });
    }

private:
    using call_type = void (*)(const void*, std::size_t);

    void run_tasks(const void* context, call_type call, std::size_t n)
    {
        for (std::size_t i = next_.fetch_add(1, std::memory_order_relaxed); i < n;
             i = next_.fetch_add(1, std::memory_order_relaxed))
            call(context, i);
    }

    void work()
    {
        std::size_t seen = 0;
        for (;;) {
            const void* context;
            call_type call;
            std::size_t n;
            {
                std::unique_lock<std::mutex> lock(mutex_);
                wake_.wait(lock, [&] { return stop_ || (open_ && generation_ != seen); });
                if (stop_) return;
                seen = generation_;
                ++active_;
                context = context_;
                call = call_;
                n = tasks_;
            }
            run_tasks(context, call, n);
            bool last;
            {
                const std::lock_guard<std::mutex> lock(mutex_);
                last = --active_ == 0;
            }
            if (last) done_.notify_one();
        }
    }

    std::vector<std::thread> workers_;
    std::mutex batch_mutex_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    const void* context_ = nullptr;
    call_type call_ = nullptr;
    std::size_t tasks_ = 0;
    std::atomic<std::size_t> next_{0};
    std::size_t active_ = 0; ///< workers inside the open batch
    bool open_ = false;      ///< a batch is running and may be joined
    std::size_t generation_ = 0;
    bool stop_ = false;
};

} // namespace parallel
} // namespace hitmask
