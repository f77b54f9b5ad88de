#pragma once
// Describing a cut for reports: its function, root, source location (debug info) and text.
#include "cut/extract/Cut.h"
#include "driver/Driver.h"

namespace theseus::driver {

// A record of `c` with everything but the outcome, costs and rewrite filled in; without
// `withText`, the root and cut texts stay empty (printing them is most of the cost).
CutRecord describeCut(const cut::Cut& c, bool withText = true);

} // namespace theseus::driver
