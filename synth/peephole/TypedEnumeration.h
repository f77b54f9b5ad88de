#pragma once
// The walk of the peephole table's typed part: every straight-line program of length 0..L over
// arguments of a signature (a result width and argument widths that may differ), whose steps are
// binary operators at a width of the signature, i1 logic (and, or, xor), icmp (an i1), select and
// zext/sext/trunc between the signature's widths; each program is evaluated on the table's lanes
// and handed to a visitor. Every result is used, every argument is used (but by a program of no
// steps), commutative operands are ordered, an icmp has its constant operand second and no
// instruction has only constant operands (but a select's arms).
//
// The lane semantics of binary operators and icmp are the massalin kernels' (synth/massalin/
// MassalinKernels.h, checked against semantics/); those of select and the casts are written here
// and checked, program by program, against the concrete evaluator by peephole_tests.
#include "synth/peephole/Fingerprint.h"
#include "synth/peephole/TypedProgram.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace theseus::synth::peephole {

// A cut's or a program's type: the result's width and the arguments' widths, in order.
struct Signature {
  unsigned result = 0;
  std::vector<unsigned> args;
  // Whether every argument has the result's width.
  bool uniform() const;
  bool operator<(const Signature& o) const { return std::tie(result, args) < std::tie(o.result, o.args); }
  bool operator==(const Signature& o) const { return result == o.result && args == o.args; }
};

// `s` as text: "i1(i32,i32)".
std::string signatureName(const Signature& s);

// The signatures of 1..maxArity arguments whose result and argument widths are among `widths` and
// take at most two distinct widths (i32 of i8 and i8; i1 of i32; not i1 of i8 and i32).
std::vector<Signature> typedSignatures(const std::vector<unsigned>& widths, unsigned maxArity);

// The key of a program of signature `s` whose value on lane t is values[t] (0 where taint has bit
// t). For a uniform signature (every argument of the result's width) it is fingerprintDigest, so
// the typed part's programs meet the untyped part's in one key space.
uint64_t signatureDigest(const uint64_t* values, uint32_t taint, const Signature& s);

// The lanes of `s`: argument i on lane t is perWidth(w_i)[t][i], where perWidth(w) is the
// table's lanes of (w, arity).
LaneArgs signatureLanes(const Signature& s, const std::function<const LaneArgs&(unsigned width)>& perWidth);

// One step while walking: operands index the pool (arguments, constants, then earlier results).
struct WalkStep {
  ir::Opcode op = ir::Opcode::Add;
  ir::ICmpPred pred = ir::ICmpPred::EQ;
  uint8_t width = 0;
  uint8_t count = 0;
  std::array<uint16_t, 3> operands{};
  double price = 0;
};

struct TypedWalkConfig {
  Signature signature;
  unsigned maxLength = 2;
  // Binary operators at widths above 1 (massalin kernels), no division: the walk's taint is
  // poison, and a division's UB is not (it spoils the lane even where a select drops it).
  std::vector<ir::Opcode> ops;
  std::vector<ir::ICmpPred> preds;
  // The constants of each width in play (masked); i1 has its own set.
  std::function<std::vector<uint64_t>(unsigned width)> constants;
  // The price of a one-step program (the step's operands as arguments x0.. and constants);
  // infinity for a step the model cannot price, which the walk then leaves out.
  std::function<double(const TypedProgram& oneStep)> price;
};

// Receives each program of the walk with its values on the lanes (0 where taint has bit t).
class TypedVisitor {
public:
  virtual ~TypedVisitor() = default;
  // `steps` is the program (empty when `leaf`, a pool index, is the result).
  virtual void visit(const std::vector<WalkStep>& steps, unsigned leaf, const uint64_t* lanes, uint32_t taint) = 0;
};

// The walk over one signature, on `lanes` (kLanes tuples of the signature's arguments).
class TypedWalk {
public:
  TypedWalk(TypedWalkConfig config, const LaneArgs& lanes);
  // Visits every program; returns how many.
  uint64_t run(TypedVisitor& visitor);
  // The program of `steps` (or of `leaf` when empty) as walked by this walk.
  TypedProgram programOf(const std::vector<WalkStep>& steps, unsigned leaf) const;

private:
  struct PoolEntry {
    uint8_t width = 0;
    TypedOperand::Kind kind = TypedOperand::Kind::Argument;
    uint64_t value = 0;
    // For a constant, 1 + its index among its width's constants; else 0.
    uint8_t shape = 0;
    uint32_t taint = 0;
    std::array<uint64_t, kLanes> lanes{};
  };

  void extend(unsigned depth);
  void tryStep(const WalkStep& step, unsigned depth);
  void evaluate(const WalkStep& step, PoolEntry& out) const;
  bool complete() const;
  bool completable(unsigned stepsLeft) const;
  TypedOperand operandOf(unsigned pool) const;
  double priceOf(const WalkStep& step);
  void forEachStep(const std::function<void(const WalkStep&)>& emit) const;

  TypedWalkConfig config_;
  std::vector<unsigned> widths_;
  std::vector<PoolEntry> pool_;
  std::vector<unsigned> uses_;
  std::vector<WalkStep> steps_;
  unsigned leafCount_ = 0;
  std::unordered_map<uint64_t, double> prices_;
  TypedVisitor* visitor_ = nullptr;
  uint64_t visited_ = 0;
};

} // namespace theseus::synth::peephole
