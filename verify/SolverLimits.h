#pragma once
// The memory bound of every check: Z3 allocates in its own heap, and a query that grows past the
// bound ends `unknown` ("memory limit reached") instead of taking the machine. Two limits are set:
// the solver's `max_memory` (its rewriters and bit-blaster stop cleanly when over it) and Z3's
// process-wide `memory_max_size` (any allocation over it throws), the backstop for the phases
// that neither check the first limit nor answer an interrupt.
#include <z3++.h>

#include <string>

namespace theseus::verify {

// The bound in megabytes: THESEUS_SOLVER_MEMORY_MB when set to a positive number, else 4096.
unsigned memoryLimitMb();
// Sets Z3's process-wide allocation limit to memoryLimitMb() (once per process).
void limitSolverMemory();
// Whether `e` is Z3 reporting that an allocation went over the limit.
bool isOutOfMemory(const z3::exception& e);

// Z3 resource units a bounded check is given per millisecond of its budget: about a millisecond
// of CPU time on this project's queries (0.5-2 ms measured on the clang pairs' sweep lemmas), so
// the check's outcome does not depend on the machine's load.
constexpr unsigned kResourcePerMs = 4000;
// Wall time a resource-bounded check may take per millisecond of budget before it is stopped.
constexpr unsigned kWallPerMs = 4;

// Limits `solver`'s next checks to `ms` of budget: kResourcePerMs resource units per millisecond,
// kWallPerMs of wall time per millisecond as a backstop, and the memory bound. A caller that
// interrupts from a watchdog gives it kWallPerMs * ms too.
void limitByResources(z3::solver& solver, unsigned ms);

} // namespace theseus::verify
