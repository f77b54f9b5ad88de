#pragma once
// A query must never hang: Z3 can overrun its own timeout (in preprocessing wide
// multiplications), so every solver call runs under a Watchdog that interrupts the context from
// another thread once `ms` milliseconds pass, unless the Watchdog is destroyed first. It also
// interrupts as soon as the stop signal installed on the constructing thread is raised
// (verify/StopSignal.h), looking at it every kStopPollMs.
//
// Z3 keeps a context cancelled after an interrupt until its next check starts, so an interrupt
// that lands as the check ends (the timer running out just as the solver answers sat) would make
// reading the answer's model fail ("canceled", "there is no current model") and make every
// simplification until the next check throw. A Watchdog that interrupted therefore clears the
// cancellation when it ends, unless the stop signal is raised (a stop is meant to last).
#include "verify/StopSignal.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace theseus::verify {

// The thread of a Watchdog or a StopInterrupter and its end: the thread sleeps in waitUntil, which
// returns true once end() was called; end() wakes the thread and joins it (the destructor too).
class StoppableThread {
public:
  StoppableThread() = default;
  ~StoppableThread() { end(); }
  StoppableThread(const StoppableThread&) = delete;
  StoppableThread& operator=(const StoppableThread&) = delete;

  // Runs `body` on the thread; called at most once.
  template <class Body> void start(Body body) { thread_ = std::thread(std::move(body)); }

  // Sleeps until `until` or end(), whichever comes first; true when end() was called.
  bool waitUntil(std::chrono::steady_clock::time_point until) {
    std::unique_lock<std::mutex> lock(mutex_);
    return done_.wait_until(lock, until, [this] { return finished_; });
  }

  // Wakes the thread and waits for it to return.
  void end() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      finished_ = true;
    }
    done_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

private:
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::thread thread_;
};

class Watchdog {
public:
  // Starts the timer on `c`, borrowed until destruction.
  Watchdog(z3::context& c, unsigned ms) : c_(c), stop_(currentStopSignal()) {
    thread_.start([this, &c, ms] { waitThenInterrupt(c, ms); });
  }
  ~Watchdog() {
    thread_.end();
    if (interrupted_ && !(stop_ && stop_->raised())) clearInterrupt(c_);
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

private:
  static constexpr unsigned kStopPollMs = 10;

  // Ends the cancellation an interrupt left on `c`: a check that starts resets it, and an empty
  // solver's check starts and answers at once.
  static void clearInterrupt(z3::context& c) noexcept {
    try {
      z3::solver(c).check();
    } catch (const z3::exception&) {
    }
  }

  // Interrupts `c` once `ms` pass or the stop signal is raised, unless the Watchdog ends first.
  void waitThenInterrupt(z3::context& c, unsigned ms) {
    using Clock = std::chrono::steady_clock;
    Clock::time_point end = Clock::now() + std::chrono::milliseconds(ms);
    for (;;) {
      if (stop_ && stop_->raised()) break;
      Clock::time_point now = Clock::now();
      if (now >= end) break;
      Clock::time_point wake = stop_ ? std::min(end, now + std::chrono::milliseconds(kStopPollMs)) : end;
      if (thread_.waitUntil(wake)) return;
    }
    c.interrupt();
    interrupted_ = true;
  }

  z3::context& c_;
  const StopSignal* stop_;
  bool interrupted_ = false;
  StoppableThread thread_;
};

// Interrupts `c` whenever the stop signal installed on the constructing thread is raised while it
// lives, looking every kPollMs: a check's steps between solver calls (simplifying a query,
// sweeping it for equalities) are stopped too. Without a signal installed it does nothing.
class StopInterrupter {
public:
  explicit StopInterrupter(z3::context& c) : stop_(currentStopSignal()) {
    if (stop_) thread_.start([this, &c] { pollThenInterrupt(c); });
  }
  StopInterrupter(const StopInterrupter&) = delete;
  StopInterrupter& operator=(const StopInterrupter&) = delete;

private:
  static constexpr unsigned kPollMs = 10;

  void pollThenInterrupt(z3::context& c) {
    while (!stop_->raised())
      if (thread_.waitUntil(std::chrono::steady_clock::now() + std::chrono::milliseconds(kPollMs))) return;
    c.interrupt();
  }

  const StopSignal* stop_;
  StoppableThread thread_;
};

} // namespace theseus::verify
