#pragma once
// The portfolio's bound on its members: a thread that raises a stop signal (verify/StopSignal.h)
// at the portfolio's deadline, unless the watch ends first. Installed on the portfolio's thread,
// the signal interrupts whatever solver query a member has in flight then and ends its
// refinement check, so a member that would run past the deadline returns at it.
#include "verify/StopSignal.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace theseus::synth {

class DeadlineWatch {
public:
  using Clock = std::chrono::steady_clock;

  // Watches until `deadline` (none: never raises); the signal also counts as raised with the one
  // installed on this thread before (an outer caller's). Installs the signal on this thread.
  explicit DeadlineWatch(std::optional<Clock::time_point> deadline);
  ~DeadlineWatch();
  DeadlineWatch(const DeadlineWatch&) = delete;
  DeadlineWatch& operator=(const DeadlineWatch&) = delete;

  // Whether the deadline passed and the signal was raised.
  bool raised() const { return signal_.raised(); }

private:
  void waitThenRaise(Clock::time_point deadline);

  verify::StopSignal signal_;
  verify::StopScope scope_;
  std::mutex mutex_;
  std::condition_variable ended_;
  bool finished_ = false;
  std::thread thread_;
};

} // namespace theseus::synth
