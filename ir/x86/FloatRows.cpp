// Rows of the x86 floating-point families. Names and signatures: LLVM 19's IntrinsicsX86.td.
// Every row assumes MXCSR's default: round to nearest even, exceptions masked, DAZ and FTZ off.
#include "ir/X86Intrinsics.h"

namespace theseus::ir {

namespace {

// <lanes x float> and <lanes x double>.
Type ps(unsigned lanes) { return Type::floatVectorTy(lanes, FloatKind::Float); }
Type pd(unsigned lanes) { return Type::floatVectorTy(lanes, FloatKind::Double); }
// <lanes x iN>.
Type vi(unsigned lanes, unsigned bits) { return Type::vectorTy(lanes, bits); }

// One unmasked row.
void add(std::vector<X86Row>& rows, std::string_view name, X86Family family, Type result, std::vector<Type> params, uint8_t op,
         std::string_view feature) {
  rows.push_back({name, family, result, std::move(params), op, false, false, feature});
}

// One row with a rounding-control operand at `roundingOperand` and, when `maskOperand` >= 0, a
// merge mask.
void addControlled(std::vector<X86Row>& rows, std::string_view name, X86Family family, Type result, std::vector<Type> params, uint8_t op,
                   std::string_view feature, int8_t maskOperand, int8_t roundingOperand, RoundingControl rc) {
  rows.push_back({name, family, result, std::move(params), op, false, false, feature, maskOperand, roundingOperand, rc});
}

void addMinMax(std::vector<X86Row>& rows) {
  for (uint8_t max : {0, 1}) {
    add(rows, max ? "llvm.x86.sse.max.ps" : "llvm.x86.sse.min.ps", X86Family::FMinMax, ps(4), {ps(4), ps(4)}, max, "sse");
    add(rows, max ? "llvm.x86.sse.max.ss" : "llvm.x86.sse.min.ss", X86Family::FMinMax, ps(4), {ps(4), ps(4)}, max | kScalarOp, "sse");
    add(rows, max ? "llvm.x86.sse2.max.pd" : "llvm.x86.sse2.min.pd", X86Family::FMinMax, pd(2), {pd(2), pd(2)}, max, "sse2");
    add(rows, max ? "llvm.x86.sse2.max.sd" : "llvm.x86.sse2.min.sd", X86Family::FMinMax, pd(2), {pd(2), pd(2)}, max | kScalarOp, "sse2");
    add(rows, max ? "llvm.x86.avx.max.ps.256" : "llvm.x86.avx.min.ps.256", X86Family::FMinMax, ps(8), {ps(8), ps(8)}, max, "avx");
    add(rows, max ? "llvm.x86.avx.max.pd.256" : "llvm.x86.avx.min.pd.256", X86Family::FMinMax, pd(4), {pd(4), pd(4)}, max, "avx");
    addControlled(rows, max ? "llvm.x86.avx512.max.ps.512" : "llvm.x86.avx512.min.ps.512", X86Family::FMinMax, ps(16),
                  {ps(16), ps(16), Type::intTy(32)}, max, "avx512f", -1, 2, RoundingControl::SuppressOnly);
    addControlled(rows, max ? "llvm.x86.avx512.max.pd.512" : "llvm.x86.avx512.min.pd.512", X86Family::FMinMax, pd(8),
                  {pd(8), pd(8), Type::intTy(32)}, max, "avx512f", -1, 2, RoundingControl::SuppressOnly);
  }
}

// The AVX-512 masked scalar min/max (`mask.{min,max}.{ss,sd}.round(a, b, passthru, mask, rc)`):
// lane 0 merged under mask bit 0, the other lanes a's.
void addMaskedMinMax(std::vector<X86Row>& rows) {
  Type i8 = Type::intTy(8), i32 = Type::intTy(32);
  for (uint8_t max : {0, 1}) {
    addControlled(rows, max ? "llvm.x86.avx512.mask.max.ss.round" : "llvm.x86.avx512.mask.min.ss.round", X86Family::FMinMax, ps(4),
                  {ps(4), ps(4), ps(4), i8, i32}, max | kScalarOp, "avx512f", 3, 4, RoundingControl::SuppressOnly);
    addControlled(rows, max ? "llvm.x86.avx512.mask.max.sd.round" : "llvm.x86.avx512.mask.min.sd.round", X86Family::FMinMax, pd(2),
                  {pd(2), pd(2), pd(2), i8, i32}, max | kScalarOp, "avx512f", 3, 4, RoundingControl::SuppressOnly);
  }
}

// AVX-512 rndscale: `mask.rndscale.{ps,pd}.{128,256}(x, imm, passthru, mask)`, the 512-bit forms
// with a suppress-all-exceptions operand, and `mask.rndscale.{ss,sd}(a, b, passthru, mask, imm, rc)`.
void addRndScale(std::vector<X86Row>& rows) {
  Type i8 = Type::intTy(8), i16 = Type::intTy(16), i32 = Type::intTy(32);
  const char* vl = "avx512f,avx512vl";
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.ps.128", X86Family::FRound, ps(4), {ps(4), i32, ps(4), i8}, kScaleOp, vl, 3, -1, RoundingControl::None);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.ps.256", X86Family::FRound, ps(8), {ps(8), i32, ps(8), i8}, kScaleOp, vl, 3, -1, RoundingControl::None);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.pd.128", X86Family::FRound, pd(2), {pd(2), i32, pd(2), i8}, kScaleOp, vl, 3, -1, RoundingControl::None);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.pd.256", X86Family::FRound, pd(4), {pd(4), i32, pd(4), i8}, kScaleOp, vl, 3, -1, RoundingControl::None);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.ps.512", X86Family::FRound, ps(16), {ps(16), i32, ps(16), i16, i32}, kScaleOp, "avx512f", 3, 4,
                RoundingControl::SuppressOnly);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.pd.512", X86Family::FRound, pd(8), {pd(8), i32, pd(8), i8, i32}, kScaleOp, "avx512f", 3, 4,
                RoundingControl::SuppressOnly);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.ss", X86Family::FRound, ps(4), {ps(4), ps(4), ps(4), i8, i32, i32}, kScaleOp | kScalarOp,
                "avx512f", 3, 5, RoundingControl::SuppressOnly);
  addControlled(rows, "llvm.x86.avx512.mask.rndscale.sd", X86Family::FRound, pd(2), {pd(2), pd(2), pd(2), i8, i32, i32}, kScaleOp | kScalarOp,
                "avx512f", 3, 5, RoundingControl::SuppressOnly);
}

// The fused multiply-adds LLVM 19 still has as x86 intrinsics: FMA3's vfmaddsub (LLVM's
// fmsubadd is vfmaddsub with c negated), AVX-512's 512-bit vfmadd/vfmaddsub and its scalar
// vfmadd.f32/f64, each with a rounding control (LLVM's llvm.fma covers the other vfmadd forms;
// the masked scalar forms are upgraded to llvm.fma or these).
void addFusedMultiplyAdds(std::vector<X86Row>& rows) {
  Type i32 = Type::intTy(32);
  add(rows, "llvm.x86.fma.vfmaddsub.ps", X86Family::FFma, ps(4), {ps(4), ps(4), ps(4)}, 1, "fma");
  add(rows, "llvm.x86.fma.vfmaddsub.pd", X86Family::FFma, pd(2), {pd(2), pd(2), pd(2)}, 1, "fma");
  add(rows, "llvm.x86.fma.vfmaddsub.ps.256", X86Family::FFma, ps(8), {ps(8), ps(8), ps(8)}, 1, "fma");
  add(rows, "llvm.x86.fma.vfmaddsub.pd.256", X86Family::FFma, pd(4), {pd(4), pd(4), pd(4)}, 1, "fma");
  for (uint8_t alternate : {0, 1}) {
    addControlled(rows, alternate ? "llvm.x86.avx512.vfmaddsub.ps.512" : "llvm.x86.avx512.vfmadd.ps.512", X86Family::FFma, ps(16),
                  {ps(16), ps(16), ps(16), i32}, alternate, "avx512f", -1, 3, RoundingControl::Embedded);
    addControlled(rows, alternate ? "llvm.x86.avx512.vfmaddsub.pd.512" : "llvm.x86.avx512.vfmadd.pd.512", X86Family::FFma, pd(8),
                  {pd(8), pd(8), pd(8), i32}, alternate, "avx512f", -1, 3, RoundingControl::Embedded);
  }
  Type f32 = Type::floatTy(FloatKind::Float), f64 = Type::floatTy(FloatKind::Double);
  addControlled(rows, "llvm.x86.avx512.vfmadd.f32", X86Family::FFma, f32, {f32, f32, f32, i32}, 0, "avx512f", -1, 3, RoundingControl::Embedded);
  addControlled(rows, "llvm.x86.avx512.vfmadd.f64", X86Family::FFma, f64, {f64, f64, f64, i32}, 0, "avx512f", -1, 3, RoundingControl::Embedded);
}

void addHorizontal(std::vector<X86Row>& rows) {
  add(rows, "llvm.x86.sse3.hadd.ps", X86Family::FHorizontal, ps(4), {ps(4), ps(4)}, 0, "sse3");
  add(rows, "llvm.x86.sse3.hsub.ps", X86Family::FHorizontal, ps(4), {ps(4), ps(4)}, 1, "sse3");
  add(rows, "llvm.x86.sse3.hadd.pd", X86Family::FHorizontal, pd(2), {pd(2), pd(2)}, 0, "sse3");
  add(rows, "llvm.x86.sse3.hsub.pd", X86Family::FHorizontal, pd(2), {pd(2), pd(2)}, 1, "sse3");
  add(rows, "llvm.x86.avx.hadd.ps.256", X86Family::FHorizontal, ps(8), {ps(8), ps(8)}, 0, "avx");
  add(rows, "llvm.x86.avx.hsub.ps.256", X86Family::FHorizontal, ps(8), {ps(8), ps(8)}, 1, "avx");
  add(rows, "llvm.x86.avx.hadd.pd.256", X86Family::FHorizontal, pd(4), {pd(4), pd(4)}, 0, "avx");
  add(rows, "llvm.x86.avx.hsub.pd.256", X86Family::FHorizontal, pd(4), {pd(4), pd(4)}, 1, "avx");
  add(rows, "llvm.x86.sse3.addsub.ps", X86Family::FAddSub, ps(4), {ps(4), ps(4)}, 0, "sse3");
  add(rows, "llvm.x86.sse3.addsub.pd", X86Family::FAddSub, pd(2), {pd(2), pd(2)}, 0, "sse3");
  add(rows, "llvm.x86.avx.addsub.ps.256", X86Family::FAddSub, ps(8), {ps(8), ps(8)}, 0, "avx");
  add(rows, "llvm.x86.avx.addsub.pd.256", X86Family::FAddSub, pd(4), {pd(4), pd(4)}, 0, "avx");
}

void addRoundAndDot(std::vector<X86Row>& rows) {
  Type i32 = Type::intTy(32), i8 = Type::intTy(8);
  add(rows, "llvm.x86.sse41.round.ps", X86Family::FRound, ps(4), {ps(4), i32}, 0, "sse4.1");
  add(rows, "llvm.x86.sse41.round.pd", X86Family::FRound, pd(2), {pd(2), i32}, 0, "sse4.1");
  add(rows, "llvm.x86.sse41.round.ss", X86Family::FRound, ps(4), {ps(4), ps(4), i32}, kScalarOp, "sse4.1");
  add(rows, "llvm.x86.sse41.round.sd", X86Family::FRound, pd(2), {pd(2), pd(2), i32}, kScalarOp, "sse4.1");
  add(rows, "llvm.x86.avx.round.ps.256", X86Family::FRound, ps(8), {ps(8), i32}, 0, "avx");
  add(rows, "llvm.x86.avx.round.pd.256", X86Family::FRound, pd(4), {pd(4), i32}, 0, "avx");
  add(rows, "llvm.x86.sse41.dpps", X86Family::FDotProduct, ps(4), {ps(4), ps(4), i8}, 0, "sse4.1");
  add(rows, "llvm.x86.sse41.dppd", X86Family::FDotProduct, pd(2), {pd(2), pd(2), i8}, 0, "sse4.1");
  add(rows, "llvm.x86.avx.dp.ps.256", X86Family::FDotProduct, ps(8), {ps(8), ps(8), i8}, 0, "avx");
}

void addSelections(std::vector<X86Row>& rows) {
  add(rows, "llvm.x86.sse41.blendvps", X86Family::FBlendV, ps(4), {ps(4), ps(4), ps(4)}, 0, "sse4.1");
  add(rows, "llvm.x86.sse41.blendvpd", X86Family::FBlendV, pd(2), {pd(2), pd(2), pd(2)}, 0, "sse4.1");
  add(rows, "llvm.x86.avx.blendv.ps.256", X86Family::FBlendV, ps(8), {ps(8), ps(8), ps(8)}, 0, "avx");
  add(rows, "llvm.x86.avx.blendv.pd.256", X86Family::FBlendV, pd(4), {pd(4), pd(4), pd(4)}, 0, "avx");
  add(rows, "llvm.x86.avx.vpermilvar.ps", X86Family::FPermilVar, ps(4), {ps(4), vi(4, 32)}, 0, "avx");
  add(rows, "llvm.x86.avx.vpermilvar.pd", X86Family::FPermilVar, pd(2), {pd(2), vi(2, 64)}, 0, "avx");
  add(rows, "llvm.x86.avx.vpermilvar.ps.256", X86Family::FPermilVar, ps(8), {ps(8), vi(8, 32)}, 0, "avx");
  add(rows, "llvm.x86.avx.vpermilvar.pd.256", X86Family::FPermilVar, pd(4), {pd(4), vi(4, 64)}, 0, "avx");
  add(rows, "llvm.x86.avx512.vpermilvar.ps.512", X86Family::FPermilVar, ps(16), {ps(16), vi(16, 32)}, 0, "avx512f");
  add(rows, "llvm.x86.avx512.vpermilvar.pd.512", X86Family::FPermilVar, pd(8), {pd(8), vi(8, 64)}, 0, "avx512f");
  const char* vl = "avx512f,avx512vl";
  add(rows, "llvm.x86.avx512.vpermi2var.ps.128", X86Family::VPermI2Var, ps(4), {ps(4), vi(4, 32), ps(4)}, 0, vl);
  add(rows, "llvm.x86.avx512.vpermi2var.ps.256", X86Family::VPermI2Var, ps(8), {ps(8), vi(8, 32), ps(8)}, 0, vl);
  add(rows, "llvm.x86.avx512.vpermi2var.ps.512", X86Family::VPermI2Var, ps(16), {ps(16), vi(16, 32), ps(16)}, 0, "avx512f");
  add(rows, "llvm.x86.avx512.vpermi2var.pd.128", X86Family::VPermI2Var, pd(2), {pd(2), vi(2, 64), pd(2)}, 0, vl);
  add(rows, "llvm.x86.avx512.vpermi2var.pd.256", X86Family::VPermI2Var, pd(4), {pd(4), vi(4, 64), pd(4)}, 0, vl);
  add(rows, "llvm.x86.avx512.vpermi2var.pd.512", X86Family::VPermI2Var, pd(8), {pd(8), vi(8, 64), pd(8)}, 0, "avx512f");
  add(rows, "llvm.x86.avx2.permps", X86Family::PermVar, ps(8), {ps(8), vi(8, 32)}, 0, "avx2");
  add(rows, "llvm.x86.avx512.permvar.sf.512", X86Family::PermVar, ps(16), {ps(16), vi(16, 32)}, 0, "avx512f");
  add(rows, "llvm.x86.avx512.permvar.df.256", X86Family::PermVar, pd(4), {pd(4), vi(4, 64)}, 0, vl);
  add(rows, "llvm.x86.avx512.permvar.df.512", X86Family::PermVar, pd(8), {pd(8), vi(8, 64)}, 0, "avx512f");
}

void addConversions(std::vector<X86Row>& rows) {
  Type i32 = Type::intTy(32), i16 = Type::intTy(16);
  add(rows, "llvm.x86.sse2.cvtps2dq", X86Family::FToInt32, vi(4, 32), {ps(4)}, 0, "sse2");
  add(rows, "llvm.x86.sse2.cvttps2dq", X86Family::FToInt32, vi(4, 32), {ps(4)}, 1, "sse2");
  add(rows, "llvm.x86.avx.cvt.ps2dq.256", X86Family::FToInt32, vi(8, 32), {ps(8)}, 0, "avx");
  add(rows, "llvm.x86.avx.cvtt.ps2dq.256", X86Family::FToInt32, vi(8, 32), {ps(8)}, 1, "avx");
  addControlled(rows, "llvm.x86.avx512.mask.cvtps2dq.512", X86Family::FToInt32, vi(16, 32), {ps(16), vi(16, 32), i16, i32}, 0, "avx512f", 2, 3,
                RoundingControl::Embedded);
  addControlled(rows, "llvm.x86.avx512.mask.cvttps2dq.512", X86Family::FToInt32, vi(16, 32), {ps(16), vi(16, 32), i16, i32}, 1, "avx512f", 2,
                3, RoundingControl::SuppressOnly);
  addControlled(rows, "llvm.x86.avx512.sitofp.round.v16f32.v16i32", X86Family::Int32ToF, ps(16), {vi(16, 32), i32}, 0, "avx512f", -1, 1,
                RoundingControl::Embedded);
  addControlled(rows, "llvm.x86.avx512.mask.vcvtph2ps.512", X86Family::HalfToF, ps(16), {vi(16, 16), ps(16), i16, i32}, 0, "avx512f", 2, 3,
                RoundingControl::SuppressOnly);
  add(rows, "llvm.x86.vcvtps2ph.128", X86Family::FToHalf, vi(8, 16), {ps(4), i32}, 0, "f16c");
  add(rows, "llvm.x86.vcvtps2ph.256", X86Family::FToHalf, vi(8, 16), {ps(8), i32}, 0, "f16c");
  addControlled(rows, "llvm.x86.avx512.mask.vcvtps2ph.512", X86Family::FToHalf, vi(16, 16), {ps(16), i32, vi(16, 16), i16}, 0, "avx512f", 3,
                -1, RoundingControl::None);
}

// The 128/256-bit AVX-512VL cvtps2dq with a merge mask, in MXCSR's mode (no rounding operand).
void addMaskedConversions(std::vector<X86Row>& rows) {
  addControlled(rows, "llvm.x86.avx512.mask.cvtps2dq.128", X86Family::FToInt32, vi(4, 32), {ps(4), vi(4, 32), Type::intTy(8)}, 0,
                "avx512f,avx512vl", 2, -1, RoundingControl::None);
  addControlled(rows, "llvm.x86.avx512.mask.cvtps2dq.256", X86Family::FToInt32, vi(8, 32), {ps(8), vi(8, 32), Type::intTy(8)}, 0,
                "avx512f,avx512vl", 2, -1, RoundingControl::None);
}

void addApproximations(std::vector<X86Row>& rows) {
  add(rows, "llvm.x86.sse.rcp.ps", X86Family::FApproximation, ps(4), {ps(4)}, 0, "sse");
  add(rows, "llvm.x86.sse.rcp.ss", X86Family::FApproximation, ps(4), {ps(4)}, kScalarOp, "sse");
  add(rows, "llvm.x86.sse.rsqrt.ps", X86Family::FApproximation, ps(4), {ps(4)}, 1, "sse");
  add(rows, "llvm.x86.sse.rsqrt.ss", X86Family::FApproximation, ps(4), {ps(4)}, 1 | kScalarOp, "sse");
  add(rows, "llvm.x86.avx.rcp.ps.256", X86Family::FApproximation, ps(8), {ps(8)}, 0, "avx");
  add(rows, "llvm.x86.avx.rsqrt.ps.256", X86Family::FApproximation, ps(8), {ps(8)}, 1, "avx");
}

// AVX-512's rcp14/rsqrt14: `{rcp14,rsqrt14}.{ps,pd}.{128,256,512}(x, passthru, mask)` and
// `{rcp14,rsqrt14}.{ss,sd}(a, b, passthru, mask)` (lane 0 from b, the others a's).
void addApproximations14(std::vector<X86Row>& rows) {
  struct Form {
    std::string_view rcp, rsqrt;
    unsigned bits;
    bool isDouble, scalar;
  };
  static constexpr Form forms[] = {
      {"llvm.x86.avx512.rcp14.ps.128", "llvm.x86.avx512.rsqrt14.ps.128", 128, false, false},
      {"llvm.x86.avx512.rcp14.ps.256", "llvm.x86.avx512.rsqrt14.ps.256", 256, false, false},
      {"llvm.x86.avx512.rcp14.ps.512", "llvm.x86.avx512.rsqrt14.ps.512", 512, false, false},
      {"llvm.x86.avx512.rcp14.pd.128", "llvm.x86.avx512.rsqrt14.pd.128", 128, true, false},
      {"llvm.x86.avx512.rcp14.pd.256", "llvm.x86.avx512.rsqrt14.pd.256", 256, true, false},
      {"llvm.x86.avx512.rcp14.pd.512", "llvm.x86.avx512.rsqrt14.pd.512", 512, true, false},
      {"llvm.x86.avx512.rcp14.ss", "llvm.x86.avx512.rsqrt14.ss", 128, false, true},
      {"llvm.x86.avx512.rcp14.sd", "llvm.x86.avx512.rsqrt14.sd", 128, true, true},
  };
  for (const Form& form : forms)
    for (uint8_t sqrt : {0, 1}) {
      Type v = form.isDouble ? pd(form.bits / 64) : ps(form.bits / 32);
      Type mask = Type::intTy(v.lanes() > 8 ? v.lanes() : 8);
      const char* feature = form.bits == 512 || form.scalar ? "avx512f" : "avx512f,avx512vl";
      std::vector<Type> params = form.scalar ? std::vector<Type>{v, v, v, mask} : std::vector<Type>{v, v, mask};
      uint8_t op = uint8_t(sqrt | kFourteenBitOp | (form.scalar ? kScalarOp : 0));
      addControlled(rows, sqrt ? form.rsqrt : form.rcp, X86Family::FApproximation, v, std::move(params), op, feature, form.scalar ? 3 : 2, -1,
                    RoundingControl::None);
    }
}

} // namespace

void addFloatRows(std::vector<X86Row>& rows) {
  addMinMax(rows);
  addHorizontal(rows);
  addRoundAndDot(rows);
  addSelections(rows);
  addConversions(rows);
  addApproximations(rows);
  addApproximations14(rows);
  addMaskedMinMax(rows);
  addRndScale(rows);
  addFusedMultiplyAdds(rows);
  addMaskedConversions(rows);
}

} // namespace theseus::ir
