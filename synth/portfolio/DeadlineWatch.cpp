#include "synth/portfolio/DeadlineWatch.h"

namespace theseus::synth {

DeadlineWatch::DeadlineWatch(std::optional<Clock::time_point> deadline) : signal_(verify::currentStopSignal()), scope_(signal_) {
  if (deadline) thread_ = std::thread([this, end = *deadline] { waitThenRaise(end); });
}

DeadlineWatch::~DeadlineWatch() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    finished_ = true;
  }
  ended_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void DeadlineWatch::waitThenRaise(Clock::time_point deadline) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (!ended_.wait_until(lock, deadline, [this] { return finished_; })) signal_.raise();
}

} // namespace theseus::synth
