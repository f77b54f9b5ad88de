#pragma once
// A query must never hang: Z3 can overrun its own timeout (in preprocessing wide
// multiplications), so every solver call runs under a Watchdog that interrupts the context from
// another thread once `ms` milliseconds pass, unless the Watchdog is destroyed first.
#include <z3++.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace theseus::verify {

class Watchdog {
public:
  // Starts the timer on `c`, borrowed until destruction.
  Watchdog(z3::context& c, unsigned ms) : thread_([this, &c, ms] { waitThenInterrupt(c, ms); }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      finished_ = true;
    }
    done_.notify_all();
    thread_.join();
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

private:
  void waitThenInterrupt(z3::context& c, unsigned ms) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!done_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return finished_; })) c.interrupt();
  }
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::thread thread_;
};

} // namespace theseus::verify
