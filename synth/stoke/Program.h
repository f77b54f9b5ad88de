#pragma once
// A STOKE program: a fixed number of slots over one integer type iN, each either a binary
// operation `op a, b` or a no-op that forwards its operand `a`. Operands name the pool (the
// arguments, then the results of earlier slots) or an immediate. The program returns the value of
// its last slot, so unused slots and no-ops cost nothing: only the instructions the return reaches
// become IR.
#include "ir/Function.h"
#include "synth/engine/TestVectors.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::stoke {

struct Operand {
  bool immediate = false;
  // For a pool operand: arguments first, then slot j as argCount + j.
  unsigned index = 0;
  // For an immediate, the low `width` bits.
  uint64_t value = 0;
  bool operator==(const Operand&) const = default;
};

struct Slot {
  // Absent for a no-op.
  std::optional<ir::Opcode> op;
  Operand a, b;
  bool operator==(const Slot&) const = default;
};

struct Program {
  unsigned width = 8;
  unsigned argCount = 1;
  std::vector<Slot> slots;
  bool operator==(const Program&) const = default;
};

// The all-no-op program of `slots` slots: it returns the first argument.
Program emptyProgram(unsigned width, unsigned argCount, unsigned slots);

// Whether every pool operand of slot i names an argument or a slot before i.
bool wellFormed(const Program& p);

// Whether slot i is reached from the return (through operands; a no-op reaches only its `a`).
std::vector<bool> liveSlots(const Program& p);

// The operations the return reaches, in slot order.
std::vector<ir::Opcode> liveOperations(const Program& p);

// A text that two programs share exactly when they build the same IR (dead slots and no-ops
// resolved away).
std::string liveKey(const Program& p);

// The program's result on the 64 tests of `batch` (whose leaves are the arguments), by the
// generic semantics; an operation's UB lanes (none of the poison-only operations has any) read
// as poison.
BatchLane evaluate(const Program& p, const TestBatch& batch);

// STOKE's eq: the output bits that differ from the source's over the tests of `batch` the source
// constrains; a poison or UB lane counts all `width` bits.
uint64_t hammingCost(const Program& p, const TestBatch& batch, const BatchLane& out);

// The program as a function with `src`'s signature and attributes, named `name`.
std::unique_ptr<ir::Function> buildFunction(const Program& p, const ir::Function& src, const std::string& name);

// `src` as a program of `slots` slots (leading no-ops), when its instructions are binary
// operations of `ops` without flags over its arguments, earlier results and integer constants and
// fit; otherwise none.
std::optional<Program> programFromSource(const ir::Function& src, unsigned slots, const std::vector<ir::Opcode>& ops);

} // namespace theseus::synth::stoke
