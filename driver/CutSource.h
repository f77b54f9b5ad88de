#pragma once
// Describing a cut for reports: its function, root, source location (debug info) and text.
#include "cut/Cut.h"
#include "driver/Driver.h"

namespace theseus::driver {

// A record of `c` with everything but the outcome, costs and rewrite filled in.
CutRecord describeCut(const cut::Cut& c);

} // namespace theseus::driver
