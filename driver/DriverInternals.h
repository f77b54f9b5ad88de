#pragma once
// What driver/Driver.cpp (the loop over candidates: extraction and application) and
// driver/DriverAnswers.cpp (answering a cut: memos, snapshot, cache, synthesis, pricing) share:
// the driver's private answer types and the clock of its phases. Not for other components.
#include "cut/fastpath/Shape.h"
#include "driver/Driver.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace theseus::driver {

using Clock = std::chrono::steady_clock;

// The seconds since `start`.
inline double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The clock of one stretch of phases: reads the time only when the phases are timed
// (DriverOptions::timePhases), so that an untimed compile reads no clock per candidate.
class PhaseClock {
public:
  explicit PhaseClock(bool timed) : timed_(timed) { restart(); }

  // Starts the next phase now.
  void restart() {
    if (timed_) start_ = Clock::now();
  }

  // Adds the seconds since the last restart or lap to `phase`, and starts the next phase.
  void lap(double& phase) {
    if (!timed_) return;
    Clock::time_point now = Clock::now();
    phase += std::chrono::duration<double>(now - start_).count();
    start_ = now;
  }

private:
  bool timed_;
  Clock::time_point start_;
};

struct Driver::Resolution {
  // The rewrite in the Theseus IR, for pricing; null for a proof snapshot's hit (proved and
  // priced before, never imported here).
  std::shared_ptr<const ir::Function> rewrite;
  // Applied: rewriteText is to be applied.
  CutOutcome outcome = CutOutcome::NoRewrite;
  // Already priced (by the snapshot): cheaperHere is not asked.
  bool priced = false;
  // The proved rewrite's text (LLVM syntax) when outcome is Applied: what applyResolved applies
  // (the text the prover imported, or the synthesized rewrite printed as the store keeps it).
  std::string rewriteText{};
  // A proof snapshot's compact form of rewriteText (cut/fastpath/CompactRewrite.h), or empty:
  // applyResolved builds the function from it instead of parsing the text.
  std::string_view compactRewrite{};
};

struct Driver::Extracted {
  std::optional<cut::Cut> cut;
  // The walk's shape, when the cut is straight-line and the shape memo is on.
  std::optional<cut::CutShape> shape;
  // The shape memo's entry answering the cut, or null.
  const ShapeMemoEntry* repeat = nullptr;
  // The proof snapshot's entry answering the cut by shape code, or null.
  const store::SnapshotEntry* vouched = nullptr;
};

} // namespace theseus::driver
