#include "verify/SolverLimits.h"

#include <algorithm>

#include <cstdlib>
#include <mutex>

namespace theseus::verify {

unsigned memoryLimitMb() {
  static const unsigned limit = [] {
    const char* env = std::getenv("THESEUS_SOLVER_MEMORY_MB");
    long v = env ? std::strtol(env, nullptr, 10) : 0;
    return v > 0 ? unsigned(v) : 4096u;
  }();
  return limit;
}

void limitSolverMemory() {
  static std::once_flag once;
  std::call_once(once, [] { z3::set_param("memory_max_size", std::to_string(memoryLimitMb()).c_str()); });
}

bool isOutOfMemory(const z3::exception& e) {
  std::string msg = e.msg();
  return msg.find("out of memory") != std::string::npos || msg.find("memory") != std::string::npos;
}

void limitByResources(z3::solver& solver, unsigned ms) {
  z3::params params(solver.ctx());
  params.set("rlimit", std::max(1u, ms) * kResourcePerMs);
  params.set("timeout", std::max(1u, ms) * kWallPerMs);
  params.set("max_memory", memoryLimitMb());
  solver.set(params);
}

} // namespace theseus::verify
