#pragma once
// Reduced-bit-width synthesis for the cegis engine: a cut over iN is rewritten to iW (W < N), where
// the component query is small, and a program found there is widened back to iN by the inverse of
// the constant map. Neither step claims anything: the widened program is judged at width N by the
// test vectors and the refinement checker like any other candidate (synth/cegis/Cegis.cpp).
//
// The constant map (between iN and iW, N > W >= 4), applied to a value read as signed:
//   N-1 (the largest shift amount)  <-> W-1
//   the sign bit (INT_MIN)          <-> the sign bit of W
//   INT_MAX                         <-> INT_MAX of W
//   a small magnitude s, |s| <= W-2 <-> s (sign-extended or truncated), all-ones (-1) among them
// and nothing else: a constant outside these rows has no image, and the cut is not narrowed (or,
// for a narrow program's constant, the program is not widened). The rows are disjoint at both
// widths, so the map is a bijection between its domain and its image.
#include "ir/Function.h"
#include "verify/ComponentQuery.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace theseus::synth::cegis {

// `value` (an iN constant, the low N bits) as an iW constant under the map; nullopt when it has
// no image. `from` and `to` may be either way round (narrowing or widening).
std::optional<uint64_t> mapConstant(uint64_t value, unsigned from, unsigned to);

// `src` (a cut of the integer fragment over iN) rewritten to iW: the same instructions with every
// iN value an iW one (and i2N values, arithmetic at twice the width, i2W ones), i1 values kept and
// each constant mapped at its own width; null when `width` is not below N (or below 4), or when
// some value has another type, some constant has no image, an attribute names a range, or an
// instruction is not width-generic (the integer binary operations, icmp, select, freeze, zext,
// sext, trunc, and the intrinsics assume, umin, umax, smin, smax, abs, ctpop, ctlz, cttz,
// bitreverse, fshl, fshr and the saturating add and sub).
std::unique_ptr<ir::Function> narrowSource(const ir::Function& src, unsigned width);

// `program` (found at iW) with its constants mapped to iN; nullopt when a constant the program
// reads has no image (constants it does not read become 0).
std::optional<verify::ComponentProgram> widenProgram(const verify::ComponentProgram& program, const verify::ComponentLibrary& library,
                                                     unsigned wideWidth);

} // namespace theseus::synth::cegis
