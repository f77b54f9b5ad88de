#include "synth/cegis/Narrowing.h"

#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"

#include <algorithm>

#include <unordered_map>

namespace theseus::synth::cegis {

namespace {

int64_t signedValue(uint64_t value, unsigned width) {
  uint64_t masked = value & semantics::word::lowMask<uint64_t>(width);
  uint64_t sign = uint64_t(1) << (width - 1);
  return int64_t(masked ^ sign) - int64_t(sign);
}

uint64_t signBit(unsigned width) { return uint64_t(1) << (width - 1); }

// Whether the intrinsic's meaning is the same formula at every integer width.
bool isWidthGenericIntrinsic(ir::Intrinsic id) {
  switch (id) {
  case ir::Intrinsic::Assume: case ir::Intrinsic::UMin: case ir::Intrinsic::UMax: case ir::Intrinsic::SMin:
  case ir::Intrinsic::SMax: case ir::Intrinsic::Abs: case ir::Intrinsic::Ctpop: case ir::Intrinsic::Ctlz:
  case ir::Intrinsic::Cttz: case ir::Intrinsic::BitReverse: case ir::Intrinsic::FShl: case ir::Intrinsic::FShr:
  case ir::Intrinsic::SAddSat: case ir::Intrinsic::UAddSat: case ir::Intrinsic::SSubSat: case ir::Intrinsic::USubSat:
    return true;
  default:
    return false;
  }
}

// Whether `inst` (its types already known to be iN, i1 or void) means the same at every width.
bool isWidthGeneric(const ir::Instruction& inst) {
  switch (inst.opcode()) {
  case ir::Opcode::ICmp: case ir::Opcode::Select: case ir::Opcode::Freeze: case ir::Opcode::Ret:
  case ir::Opcode::ZExt: case ir::Opcode::SExt: case ir::Opcode::Trunc:
    return true;
  case ir::Opcode::Call:
    return isWidthGenericIntrinsic(inst.intrinsic) && !inst.returnAttrs.range;
  default:
    return isIntegerFragmentBinaryOp(inst.opcode());
  }
}

// The narrowing of one function: each value of the source and its image.
class Narrower {
public:
  Narrower(const ir::Function& src, unsigned width) : src_(src), wide_(src.returnType().bits()), narrow_(width) {}

  std::unique_ptr<ir::Function> run() {
    if (narrow_ < 4 || narrow_ >= wide_ || src_.returnAttrs.range || src_.blocks().size() != 1) return nullptr;
    std::optional<ir::Type> ret = image(src_.returnType());
    if (!ret) return nullptr;
    out_ = std::make_unique<ir::Function>(src_.name(), *ret);
    out_->returnAttrs = src_.returnAttrs;
    for (auto& a : src_.arguments()) {
      std::optional<ir::Type> t = image(a->type());
      if (!t || a->attrs.range) return nullptr;
      ir::Argument* arg = out_->addArgument(*t, a->name());
      arg->attrs = a->attrs;
      values_[a.get()] = arg;
    }
    ir::Block* entry = out_->addBlock(src_.entry()->name());
    for (auto& inst : src_.entry()->instructions())
      if (!copy(*inst, *entry)) return nullptr;
    return std::move(out_);
  }

private:
  // The type at width W: iN becomes iW and i2N i2W; i1 and void stay; anything else has none.
  std::optional<ir::Type> image(const ir::Type& t) const {
    if (t.isVoid() || t.isBool()) return t;
    if (t.isInt() && (t.bits() == wide_ || t.bits() == 2 * wide_)) return ir::Type::intTy(t.bits() / wide_ * narrow_);
    return std::nullopt;
  }

  // The image of operand `v`: an argument or instruction copied before, or a mapped constant.
  ir::Value* operand(ir::Value* v) {
    if (auto it = values_.find(v); it != values_.end()) return it->second;
    if (v->valueKind() != ir::Value::Kind::Constant) return nullptr;
    std::optional<ir::Type> t = image(v->type());
    if (!t) return nullptr;
    std::vector<ir::ConstLane> lanes;
    for (const ir::ConstLane& lane : static_cast<ir::Constant*>(v)->lanes()) {
      if (lane.kind != ir::ConstLane::Kind::Value || t->isBool()) {
        lanes.push_back({lane.kind, ir::Bits(t->bits(), lane.bits.low64())});
        continue;
      }
      std::optional<uint64_t> mapped = mapConstant(lane.bits.low64(), v->type().bits(), t->bits());
      if (!mapped) return nullptr;
      lanes.push_back(ir::ConstLane::value(ir::Bits(t->bits(), *mapped)));
    }
    return out_->constant(*t, std::move(lanes));
  }

  // Appends the image of `inst` to `entry`; false when it has none.
  bool copy(const ir::Instruction& inst, ir::Block& entry) {
    std::optional<ir::Type> t = image(inst.type());
    if (!t || !isWidthGeneric(inst)) return false;
    auto out = std::make_unique<ir::Instruction>(inst.opcode(), *t, inst.name());
    out->flags = inst.flags;
    out->predicate = inst.predicate;
    out->intrinsic = inst.intrinsic;
    out->returnAttrs = inst.returnAttrs;
    out->loc = inst.loc;
    for (ir::Value* v : inst.operands()) {
      ir::Value* mapped = operand(v);
      if (!mapped) return false;
      out->addOperand(mapped);
    }
    values_[&inst] = entry.append(std::move(out));
    return true;
  }

  const ir::Function& src_;
  unsigned wide_, narrow_;
  std::unique_ptr<ir::Function> out_;
  std::unordered_map<const ir::Value*, ir::Value*> values_;
};

} // namespace

std::optional<uint64_t> mapConstant(uint64_t value, unsigned from, unsigned to) {
  uint64_t fromMask = semantics::word::lowMask<uint64_t>(from), toMask = semantics::word::lowMask<uint64_t>(to);
  value &= fromMask;
  if (value == from - 1) return to - 1;
  if (value == signBit(from)) return signBit(to);
  if (value == signBit(from) - 1) return signBit(to) - 1;
  int64_t s = signedValue(value, from);
  int64_t small = int64_t(std::min(from, to)) - 2;
  if (s >= -small && s <= small) return uint64_t(s) & toMask;
  return std::nullopt;
}

std::unique_ptr<ir::Function> narrowSource(const ir::Function& src, unsigned width) { return Narrower(src, width).run(); }

std::optional<verify::ComponentProgram> widenProgram(const verify::ComponentProgram& program, const verify::ComponentLibrary& library,
                                                     unsigned wideWidth) {
  std::vector<bool> read(program.constants.size(), false);
  auto mark = [&](unsigned location) {
    if (location >= library.argCount && location < library.argCount + read.size()) read[location - library.argCount] = true;
  };
  mark(program.output);
  for (const verify::ComponentLine& line : program.lines) mark(line.operands[0]), mark(line.operands[1]);
  verify::ComponentProgram out = program;
  for (size_t i = 0; i < out.constants.size(); ++i) {
    if (!read[i]) {
      out.constants[i] = 0;
      continue;
    }
    std::optional<uint64_t> wide = mapConstant(program.constants[i], library.width, wideWidth);
    if (!wide) return std::nullopt;
    out.constants[i] = *wide;
  }
  return out;
}

} // namespace theseus::synth::cegis
