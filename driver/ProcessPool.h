#pragma once
// Running worker processes: at most N children at a time (fork + exec), each with its stderr in a
// file and a wall-clock limit after which it is killed (which counts as a failure).
#include <functional>
#include <string>
#include <vector>

namespace theseus::driver {

struct ChildResult {
  // The exit status, or -1 when the child was killed by a signal or could not start.
  int exitCode = -1;
  bool timedOut = false;
  double seconds = 0;
  // The child's stderr (at most its first 4 KiB).
  std::string errors;
};

// Runs `program` once per argument list in `jobs`, `parallel` at a time; `onDone(i, result)` is
// called in the parent as job i ends; `onTick` about ten times a second while children run.
void runProcessPool(const std::string& program, const std::vector<std::vector<std::string>>& jobs, unsigned parallel, double timeoutSeconds,
                    const std::string& scratchDir, const std::function<void(size_t, const ChildResult&)>& onDone,
                    const std::function<void()>& onTick);

} // namespace theseus::driver
