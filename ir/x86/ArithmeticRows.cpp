// Rows of the x86 arithmetic families. Names and signatures: LLVM 19's IntrinsicsX86.td.
#include "ir/X86Intrinsics.h"

#include <string>

namespace theseus::ir {

namespace {

// A vector of `bits` total bits in lanes of `elt` bits.
Type vec(unsigned bits, unsigned elt) { return Type::vectorTy(bits / elt, elt); }

// One row with two vector operands of `bits` bits in `inElt`-bit lanes and a result in `outElt`-bit lanes.
void addBinary(std::vector<X86Row>& rows, std::string_view name, X86Family family, unsigned bits, unsigned inElt,
               unsigned outElt, bool isSigned, std::string_view feature) {
  rows.push_back({name, family, vec(bits, outElt), {vec(bits, inElt), vec(bits, inElt)}, 0, isSigned, false, feature});
}

void addElementwise(std::vector<X86Row>& rows) {
  addBinary(rows, "llvm.x86.sse2.pavg.b", X86Family::PAvg, 128, 8, 8, false, "sse2");
  addBinary(rows, "llvm.x86.sse2.pavg.w", X86Family::PAvg, 128, 16, 16, false, "sse2");
  addBinary(rows, "llvm.x86.avx2.pavg.b", X86Family::PAvg, 256, 8, 8, false, "avx2");
  addBinary(rows, "llvm.x86.avx2.pavg.w", X86Family::PAvg, 256, 16, 16, false, "avx2");
  addBinary(rows, "llvm.x86.avx512.pavg.b.512", X86Family::PAvg, 512, 8, 8, false, "avx512bw");
  addBinary(rows, "llvm.x86.avx512.pavg.w.512", X86Family::PAvg, 512, 16, 16, false, "avx512bw");

  addBinary(rows, "llvm.x86.sse2.pmulh.w", X86Family::PMulH, 128, 16, 16, true, "sse2");
  addBinary(rows, "llvm.x86.sse2.pmulhu.w", X86Family::PMulH, 128, 16, 16, false, "sse2");
  addBinary(rows, "llvm.x86.avx2.pmulh.w", X86Family::PMulH, 256, 16, 16, true, "avx2");
  addBinary(rows, "llvm.x86.avx2.pmulhu.w", X86Family::PMulH, 256, 16, 16, false, "avx2");
  addBinary(rows, "llvm.x86.avx512.pmulh.w.512", X86Family::PMulH, 512, 16, 16, true, "avx512bw");
  addBinary(rows, "llvm.x86.avx512.pmulhu.w.512", X86Family::PMulH, 512, 16, 16, false, "avx512bw");

  addBinary(rows, "llvm.x86.ssse3.pmul.hr.sw.128", X86Family::PMulHRSW, 128, 16, 16, true, "ssse3");
  addBinary(rows, "llvm.x86.avx2.pmul.hr.sw", X86Family::PMulHRSW, 256, 16, 16, true, "avx2");
  addBinary(rows, "llvm.x86.avx512.pmul.hr.sw.512", X86Family::PMulHRSW, 512, 16, 16, true, "avx512bw");
}

void addHorizontal(std::vector<X86Row>& rows) {
  addBinary(rows, "llvm.x86.sse2.pmadd.wd", X86Family::PMAddWD, 128, 16, 32, true, "sse2");
  addBinary(rows, "llvm.x86.avx2.pmadd.wd", X86Family::PMAddWD, 256, 16, 32, true, "avx2");
  addBinary(rows, "llvm.x86.avx512.pmaddw.d.512", X86Family::PMAddWD, 512, 16, 32, true, "avx512bw");

  addBinary(rows, "llvm.x86.ssse3.pmadd.ub.sw.128", X86Family::PMAddUBSW, 128, 8, 16, true, "ssse3");
  addBinary(rows, "llvm.x86.avx2.pmadd.ub.sw", X86Family::PMAddUBSW, 256, 8, 16, true, "avx2");
  addBinary(rows, "llvm.x86.avx512.pmaddubs.w.512", X86Family::PMAddUBSW, 512, 8, 16, true, "avx512bw");

  addBinary(rows, "llvm.x86.sse2.psad.bw", X86Family::PSadBW, 128, 8, 64, false, "sse2");
  addBinary(rows, "llvm.x86.avx2.psad.bw", X86Family::PSadBW, 256, 8, 64, false, "avx2");
  addBinary(rows, "llvm.x86.avx512.psad.bw.512", X86Family::PSadBW, 512, 8, 64, false, "avx512bw");
}

// A row of bytes, bytes and an immediate of `immBits` bits, giving u16 sums.
void addWithImmediate(std::vector<X86Row>& rows, std::string_view name, X86Family family, unsigned bits,
                      unsigned immBits, std::string_view feature) {
  rows.push_back({name, family, vec(bits, 16), {vec(bits, 8), vec(bits, 8), Type::intTy(immBits)}, 0, false, false, feature});
}

void addSumsOfDifferences(std::vector<X86Row>& rows) {
  addWithImmediate(rows, "llvm.x86.avx512.dbpsadbw.128", X86Family::DBPSadBW, 128, 32, "avx512bw,avx512vl");
  addWithImmediate(rows, "llvm.x86.avx512.dbpsadbw.256", X86Family::DBPSadBW, 256, 32, "avx512bw,avx512vl");
  addWithImmediate(rows, "llvm.x86.avx512.dbpsadbw.512", X86Family::DBPSadBW, 512, 32, "avx512bw");
  addWithImmediate(rows, "llvm.x86.sse41.mpsadbw", X86Family::MPSadBW, 128, 8, "sse4.1");
  addWithImmediate(rows, "llvm.x86.avx2.mpsadbw", X86Family::MPSadBW, 256, 8, "avx2");
}

// A row of three vectors of `bits` bits in `elt`-bit lanes: accumulator and two sources.
void addTernary(std::vector<X86Row>& rows, std::string_view name, X86Family family, unsigned bits, unsigned elt,
                uint8_t op, bool saturating, std::string_view feature) {
  Type v = vec(bits, elt);
  rows.push_back({name, family, v, {v, v, v}, op, op == 1, saturating, feature});
}

// AVX-VNNI-INT8 and AVX-VNNI-INT16 (LLVM's avx2.vpdp*): every signedness of the two sources.
void addMixedDotProducts(std::vector<X86Row>& rows) {
  struct Form {
    std::string_view stem;
    bool words, aSigned, bSigned;
  };
  static const Form forms[] = {{"vpdpbssd", false, true, true}, {"vpdpbsud", false, true, false}, {"vpdpbuud", false, false, false},
                               {"vpdpwsud", true, true, false},  {"vpdpwusd", true, false, true},  {"vpdpwuud", true, false, false}};
  static std::vector<std::string> names;
  if (names.empty())
    for (const Form& f : forms)
      for (const char* sat : {"", "s"})
        for (const char* width : {".128", ".256"}) names.push_back("llvm.x86.avx2." + std::string(f.stem) + sat + width);
  size_t k = 0;
  for (const Form& f : forms)
    for (bool saturating : {false, true})
      for (unsigned bits : {128u, 256u}) {
        Type v = vec(bits, 32);
        uint8_t op = uint8_t(f.words) | uint8_t(f.aSigned << 1) | uint8_t(f.bSigned << 2);
        bool signedAccumulator = f.aSigned || f.bSigned;
        rows.push_back({names[k++], X86Family::DotProductMixed, v, {v, v, v}, op, signedAccumulator, saturating,
                        f.words ? "avxvnniint16" : "avxvnniint8"});
      }
}

void addAccumulating(std::vector<X86Row>& rows) {
  const char* vl = "avx512ifma,avx512vl";
  addTernary(rows, "llvm.x86.avx512.vpmadd52l.uq.128", X86Family::VPMadd52, 128, 64, 0, false, vl);
  addTernary(rows, "llvm.x86.avx512.vpmadd52l.uq.256", X86Family::VPMadd52, 256, 64, 0, false, vl);
  addTernary(rows, "llvm.x86.avx512.vpmadd52l.uq.512", X86Family::VPMadd52, 512, 64, 0, false, "avx512ifma");
  addTernary(rows, "llvm.x86.avx512.vpmadd52h.uq.128", X86Family::VPMadd52, 128, 64, 1, false, vl);
  addTernary(rows, "llvm.x86.avx512.vpmadd52h.uq.256", X86Family::VPMadd52, 256, 64, 1, false, vl);
  addTernary(rows, "llvm.x86.avx512.vpmadd52h.uq.512", X86Family::VPMadd52, 512, 64, 1, false, "avx512ifma");

  const char* vnniVL = "avx512vnni,avx512vl";
  addTernary(rows, "llvm.x86.avx512.vpdpbusd.128", X86Family::DotProduct, 128, 32, 0, false, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpbusd.256", X86Family::DotProduct, 256, 32, 0, false, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpbusd.512", X86Family::DotProduct, 512, 32, 0, false, "avx512vnni");
  addTernary(rows, "llvm.x86.avx512.vpdpbusds.128", X86Family::DotProduct, 128, 32, 0, true, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpbusds.256", X86Family::DotProduct, 256, 32, 0, true, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpbusds.512", X86Family::DotProduct, 512, 32, 0, true, "avx512vnni");
  addTernary(rows, "llvm.x86.avx512.vpdpwssd.128", X86Family::DotProduct, 128, 32, 1, false, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpwssd.256", X86Family::DotProduct, 256, 32, 1, false, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpwssd.512", X86Family::DotProduct, 512, 32, 1, false, "avx512vnni");
  addTernary(rows, "llvm.x86.avx512.vpdpwssds.128", X86Family::DotProduct, 128, 32, 1, true, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpwssds.256", X86Family::DotProduct, 256, 32, 1, true, vnniVL);
  addTernary(rows, "llvm.x86.avx512.vpdpwssds.512", X86Family::DotProduct, 512, 32, 1, true, "avx512vnni");
}

} // namespace

void addArithmeticRows(std::vector<X86Row>& rows) {
  addElementwise(rows);
  addHorizontal(rows);
  addSumsOfDifferences(rows);
  addAccumulating(rows);
  addMixedDotProducts(rows);
}

} // namespace theseus::ir
