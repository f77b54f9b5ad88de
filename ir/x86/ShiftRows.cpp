// Rows of the x86 shifts: by the low 64 bits of a count vector, by an i32 immediate, per lane.
// Names and signatures: LLVM 19's IntrinsicsX86.td.
#include "ir/X86Intrinsics.h"

#include <string>

namespace theseus::ir {

namespace {

struct Shape {
  const char* prefix; // "sse2", "avx2", "avx512"
  const char* suffix; // "", ".256", ".512", ".128"
  unsigned bits;      // vector width
  const char* feature;
};

// Names live as long as the program: rows keep string_views into this storage.
std::string_view keep(std::string s) {
  static std::vector<std::unique_ptr<std::string>> storage;
  storage.push_back(std::make_unique<std::string>(std::move(s)));
  return *storage.back();
}

const char* kindLetters(ShiftKind k) { return k == ShiftKind::Left ? "ll" : k == ShiftKind::LogicalRight ? "rl" : "ra"; }

void addByVector(std::vector<X86Row>& rows, const Shape& s, ShiftKind k, unsigned elt, char letter) {
  Type v = Type::vectorTy(s.bits / elt, elt), count = Type::vectorTy(128 / elt, elt);
  std::string name = std::string("llvm.x86.") + s.prefix + ".ps" + kindLetters(k) + "." + letter + s.suffix;
  rows.push_back({keep(name), X86Family::ShiftByVector, v, {v, count}, uint8_t(k), false, false, s.feature});
}

void addByImmediate(std::vector<X86Row>& rows, const Shape& s, ShiftKind k, unsigned elt, char letter) {
  Type v = Type::vectorTy(s.bits / elt, elt);
  std::string name = std::string("llvm.x86.") + s.prefix + ".ps" + kindLetters(k) + "i." + letter + s.suffix;
  rows.push_back({keep(name), X86Family::ShiftByImmediate, v, {v, Type::intTy(32)}, uint8_t(k), false, false, s.feature});
}

void addPerLane(std::vector<X86Row>& rows, const char* prefix, ShiftKind k, unsigned bits, unsigned elt, char letter,
                const char* suffix, const char* feature) {
  Type v = Type::vectorTy(bits / elt, elt);
  std::string name = std::string("llvm.x86.") + prefix + ".ps" + kindLetters(k) + "v." + letter + suffix;
  rows.push_back({keep(name), X86Family::ShiftPerLane, v, {v, v}, uint8_t(k), false, false, feature});
}

const ShiftKind kKinds[] = {ShiftKind::Left, ShiftKind::LogicalRight, ShiftKind::ArithmeticRight};

void addUniformShifts(std::vector<X86Row>& rows) {
  const Shape shapes[] = {{"sse2", "", 128, "sse2"}, {"avx2", "", 256, "avx2"}, {"avx512", ".512", 512, "avx512bw"}};
  for (const Shape& s : shapes)
    for (ShiftKind k : kKinds)
      for (auto [elt, letter] : {std::pair{16u, 'w'}, {32u, 'd'}, {64u, 'q'}}) {
        bool sseOrAvx2Sraq = k == ShiftKind::ArithmeticRight && elt == 64 && s.bits != 512;
        if (sseOrAvx2Sraq) continue;
        Shape shape = s;
        if (s.bits == 512 && elt != 16) shape.feature = "avx512f";
        addByVector(rows, shape, k, elt, letter);
        addByImmediate(rows, shape, k, elt, letter);
      }
  for (auto [bits, suffix] : {std::pair{128u, ".128"}, {256u, ".256"}}) {
    Shape s{"avx512", suffix, bits, "avx512vl"};
    addByVector(rows, s, ShiftKind::ArithmeticRight, 64, 'q');
    addByImmediate(rows, s, ShiftKind::ArithmeticRight, 64, 'q');
  }
}

void addVariableShifts(std::vector<X86Row>& rows) {
  for (ShiftKind k : kKinds)
    for (auto [elt, letter] : {std::pair{32u, 'd'}, {64u, 'q'}}) {
      if (k == ShiftKind::ArithmeticRight && elt == 64) {
        addPerLane(rows, "avx512", k, 128, 64, 'q', ".128", "avx512vl");
        addPerLane(rows, "avx512", k, 256, 64, 'q', ".256", "avx512vl");
      } else {
        addPerLane(rows, "avx2", k, 128, elt, letter, "", "avx2");
        addPerLane(rows, "avx2", k, 256, elt, letter, ".256", "avx2");
      }
      addPerLane(rows, "avx512", k, 512, elt, letter, ".512", "avx512f");
    }
  for (ShiftKind k : kKinds) {
    addPerLane(rows, "avx512", k, 128, 16, 'w', ".128", "avx512bw,avx512vl");
    addPerLane(rows, "avx512", k, 256, 16, 'w', ".256", "avx512bw,avx512vl");
    addPerLane(rows, "avx512", k, 512, 16, 'w', ".512", "avx512bw");
  }
}

} // namespace

void addShiftRows(std::vector<X86Row>& rows) {
  addUniformShifts(rows);
  addVariableShifts(rows);
}

} // namespace theseus::ir
