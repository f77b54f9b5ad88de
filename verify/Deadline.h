#pragma once
// The time limit of one whole check: encoding, every solver query and the counterexample share
// it, so `--timeout-ms` bounds the check and not each step of it. A stop signal installed on the
// constructing thread (verify/StopSignal.h) ends it early: once raised, the deadline has passed.
#include "verify/StopSignal.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace theseus::verify {

// Thrown when the deadline passes while the formulas are still being built; the check ends
// `unknown` with this reason.
struct TimeLimitReached : std::runtime_error {
  TimeLimitReached() : std::runtime_error("time limit reached while encoding") {}
};

class Deadline {
public:
  // A deadline `ms` milliseconds from now.
  explicit Deadline(unsigned ms) : end_(std::chrono::steady_clock::now() + std::chrono::milliseconds(ms)), stop_(currentStopSignal()) {}

  // Milliseconds left, 0 once passed.
  unsigned remainingMs() const {
    if (stopped()) return 0;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end_ - std::chrono::steady_clock::now()).count();
    return unsigned(std::max<long long>(0, left));
  }
  bool passed() const { return stopped() || std::chrono::steady_clock::now() >= end_; }
  // Throws TimeLimitReached once the deadline has passed.
  void check() const {
    if (passed()) throw TimeLimitReached();
  }

private:
  bool stopped() const { return stop_ && stop_->raised(); }

  std::chrono::steady_clock::time_point end_;
  const StopSignal* stop_;
};

} // namespace theseus::verify
