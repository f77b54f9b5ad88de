// Rows of the x86 permute, pack, blend, sign and mask families. Names and signatures: LLVM 19's
// IntrinsicsX86.td. The floating-point forms (permvar.sf/df, vpermi2var.ps/pd) and the MMX forms
// (ssse3.pabs.*, ssse3.pshuf.b, ...) have no rows: the IR has no float or x86_mmx type.
#include "ir/X86Intrinsics.h"

#include <memory>
#include <algorithm>
#include <string>
#include <tuple>

namespace theseus::ir {

namespace {

// Names live as long as the program: rows keep string_views into this storage.
std::string_view keepName(std::string s) {
  static std::vector<std::unique_ptr<std::string>> storage;
  storage.push_back(std::make_unique<std::string>(std::move(s)));
  return *storage.back();
}

// <bits / elt x i`elt`>.
Type vec(unsigned bits, unsigned elt) { return Type::vectorTy(bits / elt, elt); }

// A row whose result and parameters are all `v`, `arity` of them.
void addUniform(std::vector<X86Row>& rows, std::string name, X86Family family, Type v, unsigned arity,
                const char* feature, uint8_t op = 0, bool isSigned = false, bool saturating = false) {
  rows.push_back({keepName(std::move(name)), family, v, std::vector<Type>(arity, v), op, isSigned, saturating, feature});
}

struct Width {
  unsigned bits;
  const char* prefix;  // "ssse3"/"sse2"/"sse41", "avx2", "avx512"
  const char* suffix;  // ".128", "", ".512"
  const char* feature;
};

void addShuffleBytes(std::vector<X86Row>& rows) {
  const Width widths[] = {{128, "ssse3", ".128", "ssse3"}, {256, "avx2", "", "avx2"}, {512, "avx512", ".512", "avx512bw"}};
  for (const Width& w : widths)
    addUniform(rows, std::string("llvm.x86.") + w.prefix + ".pshuf.b" + w.suffix, X86Family::PShufB, vec(w.bits, 8), 2, w.feature);
}

void addPacks(std::vector<X86Row>& rows) {
  struct Pack {
    const char* name;
    unsigned from;
    bool isSigned;
  };
  const Pack packs[] = {{"packsswb", 16, true}, {"packssdw", 32, true}, {"packuswb", 16, false}, {"packusdw", 32, false}};
  for (const Pack& p : packs)
    for (unsigned bits : {128u, 256u, 512u}) {
      std::string name = std::string("llvm.x86.");
      const char* feature = bits == 256 ? "avx2" : bits == 512 ? "avx512bw" : "sse2";
      if (bits == 128 && p.from == 32 && !p.isSigned) name += "sse41.packusdw", feature = "sse4.1";
      else if (bits == 128) name += std::string("sse2.") + p.name + ".128";
      else if (bits == 256) name += std::string("avx2.") + p.name;
      else name += std::string("avx512.") + p.name + ".512";
      Type in = vec(bits, p.from);
      rows.push_back({keepName(name), X86Family::Pack, vec(bits, p.from / 2), {in, in}, 0, p.isSigned, true, feature});
    }
}

void addHorizontalAndSign(std::vector<X86Row>& rows) {
  const Width widths[] = {{128, "ssse3", ".128", "ssse3"}, {256, "avx2", "", "avx2"}};
  for (const Width& w : widths) {
    std::string suffix = w.suffix;
    for (uint8_t op : {0, 1})
      for (auto [letter, elt, sat] : {std::tuple{"w", 16u, false}, {"d", 32u, false}, {"sw", 16u, true}})
        addUniform(rows, std::string("llvm.x86.") + w.prefix + (op ? ".phsub." : ".phadd.") + letter + suffix,
                   X86Family::PHAddSub, vec(w.bits, elt), 2, w.feature, op, sat, sat);
    for (auto [letter, elt] : {std::pair{"b", 8u}, {"w", 16u}, {"d", 32u}})
      addUniform(rows, std::string("llvm.x86.") + w.prefix + ".psign." + letter + suffix, X86Family::PSign,
                 vec(w.bits, elt), 2, w.feature);
  }
}

void addBlendMaskMin(std::vector<X86Row>& rows) {
  addUniform(rows, "llvm.x86.sse41.pblendvb", X86Family::PBlendVB, vec(128, 8), 3, "sse4.1");
  addUniform(rows, "llvm.x86.avx2.pblendvb", X86Family::PBlendVB, vec(256, 8), 3, "avx2");
  rows.push_back({"llvm.x86.sse2.pmovmskb.128", X86Family::PMovMskB, Type::intTy(32), {vec(128, 8)}, 0, false, false, "sse2"});
  rows.push_back({"llvm.x86.avx2.pmovmskb", X86Family::PMovMskB, Type::intTy(32), {vec(256, 8)}, 0, false, false, "avx2"});
  addUniform(rows, "llvm.x86.sse41.phminposuw", X86Family::PHMinPosUW, vec(128, 16), 1, "sse4.1");
}

// The feature of an AVX-512 row of `bits` whose 512-bit form needs `base`.
std::string avx512Feature(const char* base, unsigned bits) {
  if (bits == 512) return base;
  return std::string(base) == "avx512f" ? "avx512vl" : std::string(base) + ",avx512vl";
}

void addPermutes(std::vector<X86Row>& rows) {
  addUniform(rows, "llvm.x86.avx2.permd", X86Family::PermVar, vec(256, 32), 2, "avx2");
  struct Perm {
    const char* letters;
    unsigned elt, bits;
    const char* base;
  };
  const Perm permvars[] = {{"di", 64, 256, "avx512f"},    {"di", 64, 512, "avx512f"},    {"hi", 16, 128, "avx512bw"},
                           {"hi", 16, 256, "avx512bw"},   {"hi", 16, 512, "avx512bw"},   {"qi", 8, 128, "avx512vbmi"},
                           {"qi", 8, 256, "avx512vbmi"},  {"qi", 8, 512, "avx512vbmi"},  {"si", 32, 512, "avx512f"}};
  for (const Perm& p : permvars)
    addUniform(rows, std::string("llvm.x86.avx512.permvar.") + p.letters + "." + std::to_string(p.bits), X86Family::PermVar,
               vec(p.bits, p.elt), 2, keepName(avx512Feature(p.base, p.bits)).data());
  const Perm twoTables[] = {{"d", 32, 0, "avx512f"}, {"q", 64, 0, "avx512f"}, {"hi", 16, 0, "avx512bw"}, {"qi", 8, 0, "avx512vbmi"}};
  for (const Perm& p : twoTables)
    for (unsigned bits : {128u, 256u, 512u})
      addUniform(rows, std::string("llvm.x86.avx512.vpermi2var.") + p.letters + "." + std::to_string(bits), X86Family::VPermI2Var,
                 vec(bits, p.elt), 3, keepName(avx512Feature(p.base, bits)).data());
}

void addTernLogAndMultiShift(std::vector<X86Row>& rows) {
  for (auto [letter, elt] : {std::pair{"d", 32u}, {"q", 64u}})
    for (unsigned bits : {128u, 256u, 512u}) {
      Type v = vec(bits, elt);
      rows.push_back({keepName(std::string("llvm.x86.avx512.pternlog.") + letter + "." + std::to_string(bits)), X86Family::PTernLog, v,
                      {v, v, v, Type::intTy(32)}, 0, false, false, keepName(avx512Feature("avx512f", bits))});
    }
  for (unsigned bits : {128u, 256u, 512u})
    addUniform(rows, "llvm.x86.avx512.pmultishift.qb." + std::to_string(bits), X86Family::PMultiShiftQB, vec(bits, 8), 2,
               keepName(avx512Feature("avx512vbmi", bits)).data());
}

// mask.pmov{,s,us}.<from><to>.<bits>: the result is at least 128 bits (upper lanes zero), the
// mask has a bit per source lane and at least 8 bits. LLVM 19 has no mask.pmov.{qd,wb}.{256,512}
// (plain trunc does those).
void addTruncatingMoves(std::vector<X86Row>& rows) {
  struct Kind {
    const char* infix;
    bool saturating, isSigned;
  };
  const Kind kinds[] = {{"pmov", false, false}, {"pmovs", true, true}, {"pmovus", true, false}};
  const std::pair<const char*, std::pair<unsigned, unsigned>> shapes[] = {
      {"qb", {64, 8}}, {"qw", {64, 16}}, {"qd", {64, 32}}, {"db", {32, 8}}, {"dw", {32, 16}}, {"wb", {16, 8}}};
  for (const Kind& k : kinds)
    for (auto [letters, sizes] : shapes)
      for (unsigned bits : {128u, 256u, 512u}) {
        auto [from, to] = sizes;
        bool plainTrunc = !k.saturating && bits != 128 && (letters == std::string("qd") || letters == std::string("wb"));
        if (plainTrunc) continue;
        unsigned n = bits / from;
        Type result = Type::vectorTy(std::max(n, 128 / to), to);
        Type mask = Type::intTy(std::max(n, 8u));
        const char* base = from == 16 ? "avx512bw" : "avx512f";
        std::string name = std::string("llvm.x86.avx512.mask.") + k.infix + "." + letters + "." + std::to_string(bits);
        rows.push_back({keepName(name), X86Family::PMov, result,
                        {Type::vectorTy(n, from), result, mask}, 0, k.isSigned, k.saturating, keepName(avx512Feature(base, bits))});
      }
}

} // namespace

void addPermuteRows(std::vector<X86Row>& rows) {
  addShuffleBytes(rows);
  addPacks(rows);
  addHorizontalAndSign(rows);
  addBlendMaskMin(rows);
  addPermutes(rows);
  addTernLogAndMultiShift(rows);
  addTruncatingMoves(rows);
}

} // namespace theseus::ir
