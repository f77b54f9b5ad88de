#pragma once
// The shufflevector masks x86 has one instruction for, recognised from the mask and the element
// width: the shapes that the `shuffle:NAME` nodes of the isel patterns name.
#include "ir/Function.h"

#include <optional>
#include <string_view>

namespace theseus::cost {

enum class ShuffleShape : unsigned char {
  Even,     // one input, lanes 0, 2, 4, ... (the first half of a de-interleave)
  Odd,      // one input, lanes 1, 3, 5, ...
  UnpackLo, // two inputs interleaved from the low half of every 128-bit lane (PUNPCKL*)
  UnpackHi, // ... from the high half (PUNPCKH*)
  Blend,    // two inputs, lane i from the first or the second input's lane i (PBLENDW / VPBLENDD)
  Splat,    // one input, every lane the same lane (VPBROADCAST)
  LanePerm, // one input, the same permutation in every 128-bit lane (PSHUFD, PSHUFB)
  LowWords, // 16-bit lanes: only the low four of each 128-bit lane move (PSHUFLW)
  HighWords,// 16-bit lanes: only the high four move (PSHUFHW)
  Align,    // two inputs, a window of consecutive lanes within each 128-bit lane (PALIGNR)
  Permute,  // one input, any lanes from anywhere (VPERMD / VPERMQ / PSHUFB)
  LowHalf,  // one input, its low half (a subregister: free)
  HighHalf, // one input, its high half (VEXTRACTI128)
  Concat,   // two inputs side by side (VINSERTI128)
  Any128,   // any mask over inputs of at most 128 bits (PSHUFB reaches every byte)
  Any256,   // any mask over 256-bit inputs (lanes crossed by VPERMQ first)
  Dwords256,// a 256-bit result whose every dword is a whole dword of a 256-bit input (VPERMD)
  Wide,     // any other mask: inputs or result beyond 256 bits, or a result wider than its inputs
  PairSwap, // one input, lanes swapped in pairs (lane i from i ^ 1): bytes by two word shifts and an OR on SSE2
  WordHalves,// 16-bit lanes of one input, each moved within its 64-bit half (PSHUFLW + PSHUFHW)
};

// The shape named `name` ("even", "unpacklo", ...).
std::optional<ShuffleShape> shuffleShapeFromName(std::string_view name);

// Whether shufflevector `inst` reads a lane of its second input.
bool readsSecondInput(const ir::Instruction& inst);

// The type an i1 vector is held in as a lane mask without AVX-512, as LLVM's type legalizer
// promotes it: the same lane count in 128 bits (v2i1 -> v2i64, v4i1 -> v4i32, v8i1 -> v8i16,
// v16i1 -> v16i8), bytes beyond 16 lanes. Any other type is returned unchanged.
ir::Type maskRegisterType(const ir::Type& t);

// Whether shufflevector `inst` has `shape` (an i1 vector's lanes as its mask register's). A
// shuffle of one value with itself is read as a one-input shuffle, as the DAG combiner folds it.
bool hasShuffleShape(const ir::Instruction& inst, ShuffleShape shape);

} // namespace theseus::cost
