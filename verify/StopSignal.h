#pragma once
// A stop raised from another thread when a caller's deadline passes (the portfolio's watch over
// its members, synth/portfolio/). While a signal is installed on a thread (StopScope), every
// solver query that thread runs is interrupted once it is raised (verify/Watchdog.h) and every
// refinement check's deadline counts as passed (verify/Deadline.h), so a check in flight ends
// `unknown` instead of running on past the caller's deadline. A stop never proves anything.
#include <atomic>

namespace theseus::verify {

class StopSignal {
public:
  // A signal that also counts as raised once `outer` (borrowed, may be null) is.
  explicit StopSignal(const StopSignal* outer = nullptr) : outer_(outer) {}
  StopSignal(const StopSignal&) = delete;
  StopSignal& operator=(const StopSignal&) = delete;

  // Raises the stop; safe from any thread.
  void raise() { raised_.store(true, std::memory_order_relaxed); }
  bool raised() const { return raised_.load(std::memory_order_relaxed) || (outer_ && outer_->raised()); }

private:
  std::atomic<bool> raised_{false};
  const StopSignal* outer_;
};

// The signal installed on the calling thread, or null.
const StopSignal* currentStopSignal();

// Installs a signal on the calling thread for its lifetime; the one installed before comes back
// when it ends.
class StopScope {
public:
  explicit StopScope(const StopSignal& signal);
  ~StopScope();
  StopScope(const StopScope&) = delete;
  StopScope& operator=(const StopScope&) = delete;

private:
  const StopSignal* outer_;
};

} // namespace theseus::verify
