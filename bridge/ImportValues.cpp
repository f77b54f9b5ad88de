#include "bridge/ImportValues.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Instruction.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>

namespace theseus::bridge {

namespace {

// Widths and sizes beyond these are reported as unsupported rather than risking huge constants.
constexpr unsigned kMaxIntBits = 16384;
constexpr uint64_t kMaxFlatWords = 1u << 16;

// The Theseus kind of an IEEE floating-point type; None for other types (x86_fp80 included).
ir::FloatKind floatKindOf(const llvm::Type* type) {
  if (type->isHalfTy()) return ir::FloatKind::Half;
  if (type->isBFloatTy()) return ir::FloatKind::BFloat;
  if (type->isFloatTy()) return ir::FloatKind::Float;
  if (type->isDoubleTy()) return ir::FloatKind::Double;
  if (type->isFP128Ty()) return ir::FloatKind::FP128;
  return ir::FloatKind::None;
}

ir::Type importTypeUnchecked(llvm::Type* type, const llvm::Value* anchor, bool allowPointers) {
  if (type->isVoidTy()) return ir::Type::voidTy();
  if (allowPointers && type->isPointerTy() && type->getPointerAddressSpace() == 0) return ir::Type::ptrTy();
  if (ir::FloatKind kind = floatKindOf(type); kind != ir::FloatKind::None) return ir::Type::floatTy(kind);
  if (auto* intType = llvm::dyn_cast<llvm::IntegerType>(type)) {
    if (intType->getBitWidth() > kMaxIntBits) throwUnsupported(anchor);
    return ir::Type::intTy(intType->getBitWidth());
  }
  if (auto* vecType = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    llvm::Type* element = vecType->getElementType();
    if (allowPointers && element->isPointerTy() && element->getPointerAddressSpace() == 0) return ir::Type::ptrVectorTy(vecType->getNumElements());
    if (ir::FloatKind kind = floatKindOf(element); kind != ir::FloatKind::None)
      return ir::Type::floatVectorTy(vecType->getNumElements(), kind);
    auto* intElement = llvm::dyn_cast<llvm::IntegerType>(element);
    if (!intElement || intElement->getBitWidth() > kMaxIntBits) throwUnsupported(anchor);
    return ir::Type::vectorTy(vecType->getNumElements(), intElement->getBitWidth());
  }
  auto* structType = llvm::dyn_cast<llvm::StructType>(type);
  if (!structType || !structType->isLiteral() || structType->isPacked() || structType->getNumElements() == 0)
    throwUnsupported(anchor);
  std::vector<ir::Type> fields;
  for (llvm::Type* field : structType->elements()) {
    if (field->isVoidTy()) throwUnsupported(anchor);
    fields.push_back(importTypeUnchecked(field, anchor, false));
  }
  return ir::Type::structTy(std::move(fields));
}

uint64_t flatWords(const ir::Type& type) {
  uint64_t words = 0;
  for (unsigned width : type.flatLaneWidths()) words += (width + 63) / 64;
  return words;
}

void appendLanes(const llvm::Constant* c, const ir::Type& type, const llvm::Value* anchor, std::vector<ir::ConstLane>& out) {
  if (type.isPtr() && llvm::isa<llvm::ConstantPointerNull>(c)) {
    out.push_back(ir::ConstLane::value(ir::Bits(64, 0)));
    return;
  }
  if (llvm::isa<llvm::PoisonValue>(c)) {
    for (unsigned width : type.flatLaneWidths()) out.push_back(ir::ConstLane::poison(width));
    return;
  }
  if (llvm::isa<llvm::UndefValue>(c)) {
    for (unsigned width : type.flatLaneWidths()) out.push_back(ir::ConstLane::undef(width));
    return;
  }
  if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    for (unsigned i = 0; i < type.lanes(); ++i) out.push_back(ir::ConstLane::value(importBits(ci->getValue())));
    return;
  }
  if (auto* cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    for (unsigned i = 0; i < type.lanes(); ++i) out.push_back(ir::ConstLane::value(importBits(cf->getValueAPF().bitcastToAPInt())));
    return;
  }
  if (llvm::isa<llvm::ConstantExpr>(c) || type.isInt() || type.isFloat() || type.isPtr()) throwUnsupported(anchor);
  bool vector = type.isVector() || type.isPtrVector();
  unsigned count = vector ? type.lanes() : unsigned(type.fields().size());
  for (unsigned i = 0; i < count; ++i) {
    const llvm::Constant* element = c->getAggregateElement(i);
    if (!element) throwUnsupported(anchor);
    appendLanes(element, vector ? type.scalar() : type.fields()[i], anchor, out);
  }
}

bool isHarmlessFunctionAttr(llvm::Attribute::AttrKind kind) {
  using A = llvm::Attribute;
  switch (kind) {
  case A::AlwaysInline: case A::NoInline: case A::InlineHint: case A::OptimizeNone: case A::OptimizeForSize:
  case A::MinSize: case A::OptimizeForDebugging: case A::OptForFuzzing: case A::NoUnwind: case A::WillReturn:
  case A::MustProgress: case A::NoRecurse: case A::NoSync: case A::NoFree: case A::Memory: case A::ReadNone:
  case A::Speculatable: case A::NoCallback: case A::NoMerge: case A::Cold: case A::Hot: case A::Convergent:
  case A::NoDuplicate: case A::UWTable: case A::StackProtect: case A::StackProtectReq: case A::StackProtectStrong:
  case A::SafeStack: case A::SanitizeAddress: case A::SanitizeThread: case A::SanitizeMemory:
  case A::SanitizeHWAddress: case A::SanitizeMemTag: case A::SanitizeNumericalStability: case A::NoCfCheck:
  case A::NoProfile: case A::SkipProfile: case A::NoRedZone: case A::NoImplicitFloat: case A::NonLazyBind:
  case A::NoBuiltin: case A::Builtin: case A::StrictFP: case A::VScaleRange: case A::FnRetThunkExtern:
  case A::DisableSanitizerInstrumentation: case A::NullPointerIsValid: case A::StackAlignment:
  case A::NoSanitizeBounds: case A::NoSanitizeCoverage: case A::ShadowCallStack: case A::SpeculativeLoadHardening:
  case A::HybridPatchable: case A::JumpTable:
    return true;
  default:
    return false;
  }
}

} // namespace

void throwUnsupported(const llvm::Value* anchor, std::string construct) {
  if (construct.empty() && anchor) construct = llvmText(*anchor);
  throw Unsupported{std::move(construct), anchor};
}

std::string llvmText(const llvm::Value& v) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (llvm::isa<llvm::Instruction>(v))
    v.print(os);
  else
    v.printAsOperand(os, true);
  os.flush();
  size_t start = text.find_first_not_of(' ');
  return start == std::string::npos ? text : text.substr(start);
}

std::string llvmText(const llvm::Type& t) {
  std::string text;
  llvm::raw_string_ostream os(text);
  t.print(os);
  return os.str();
}

ir::Type importType(llvm::Type* type, const llvm::Value* anchor, bool allowPointers) {
  ir::Type out = importTypeUnchecked(type, anchor, allowPointers);
  if (flatWords(out) > kMaxFlatWords) throwUnsupported(anchor);
  return out;
}

ir::Bits importBits(const llvm::APInt& value) {
  const uint64_t* raw = value.getRawData();
  return ir::Bits::fromWords(value.getBitWidth(), std::vector<uint64_t>(raw, raw + value.getNumWords()));
}

std::vector<ir::ConstLane> importConstantLanes(const llvm::Constant* c, const llvm::Value* anchor, bool allowPointers) {
  std::vector<ir::ConstLane> lanes;
  appendLanes(c, importType(c->getType(), anchor, allowPointers), anchor, lanes);
  return lanes;
}

namespace {

// readonly, writeonly, readnone, nocapture or writable on a pointer parameter into `out`.
void importAccessAttr(llvm::Attribute::AttrKind kind, ir::ValueAttrs& out) {
  switch (kind) {
  case llvm::Attribute::ReadOnly: out.readonly = true; break;
  case llvm::Attribute::WriteOnly: out.writeonly = true; break;
  case llvm::Attribute::ReadNone: out.readnone = true; break;
  case llvm::Attribute::NoCapture: out.nocapture = true; break;
  default: out.writable = true; break;
  }
}

// The size of byval(T) on `arg`: the callee's copy is dereferenceable for that many bytes.
uint64_t byvalBytes(const llvm::Attribute& attr, const llvm::Argument& arg) {
  llvm::TypeSize size = arg.getParent()->getParent()->getDataLayout().getTypeAllocSize(attr.getValueAsType());
  if (size.isScalable()) throwUnsupported(&arg, "attribute " + attr.getAsString());
  return size.getFixedValue();
}

} // namespace

ir::ValueAttrs importValueAttrs(const llvm::AttributeSet& attrs, bool isParameter, const llvm::Value* anchor, bool allowPointerAttrs) {
  ir::ValueAttrs out;
  for (const llvm::Attribute& attr : attrs) {
    if (attr.isStringAttribute()) continue;
    switch (attr.getKindAsEnum()) {
    case llvm::Attribute::NoUndef: out.noundef = true; break;
    case llvm::Attribute::ZExt: out.zeroext = true; break;
    case llvm::Attribute::SExt: out.signext = true; break;
    case llvm::Attribute::Returned:
      if (!isParameter) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.returned = true;
      break;
    case llvm::Attribute::Range:
      out.range.emplace(importBits(attr.getRange().getLower()), importBits(attr.getRange().getUpper()));
      break;
    case llvm::Attribute::InReg: case llvm::Attribute::AllocAlign: case llvm::Attribute::ImmArg: break;
    case llvm::Attribute::NonNull:
      if (!allowPointerAttrs) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.nonnull = true;
      break;
    case llvm::Attribute::Dereferenceable:
      if (!allowPointerAttrs) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.dereferenceable = std::max(out.dereferenceable, attr.getValueAsInt());
      break;
    case llvm::Attribute::DereferenceableOrNull:
      if (!allowPointerAttrs) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.dereferenceableOrNull = attr.getValueAsInt();
      break;
    case llvm::Attribute::Alignment:
      if (!allowPointerAttrs) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.align = attr.getAlignment() ? attr.getAlignment()->value() : 0;
      break;
    case llvm::Attribute::ByVal:
      if (!allowPointerAttrs || !isParameter || !llvm::isa<llvm::Argument>(anchor)) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.dereferenceable = std::max(out.dereferenceable, byvalBytes(attr, *llvm::cast<llvm::Argument>(anchor)));
      out.writable = true;
      break;
    case llvm::Attribute::NoAlias:
      if (!allowPointerAttrs || !isParameter || !llvm::isa<llvm::Argument>(anchor)) throwUnsupported(anchor, "attribute " + attr.getAsString());
      out.noalias = true;
      break;
    case llvm::Attribute::ReadOnly: case llvm::Attribute::WriteOnly: case llvm::Attribute::ReadNone:
    case llvm::Attribute::NoCapture: case llvm::Attribute::Writable:
      if (!allowPointerAttrs || !isParameter) throwUnsupported(anchor, "attribute " + attr.getAsString());
      importAccessAttr(attr.getKindAsEnum(), out);
      break;
    default: throwUnsupported(anchor, "attribute " + attr.getAsString());
    }
  }
  return out;
}

namespace {

std::optional<ir::DenormalMode> denormalModeNamed(llvm::StringRef name) {
  if (name == "ieee") return ir::DenormalMode::IEEE;
  if (name == "preserve-sign") return ir::DenormalMode::PreserveSign;
  if (name == "positive-zero") return ir::DenormalMode::PositiveZero;
  return std::nullopt;
}

// The modes of a "denormal-fp-math" value: "out,in" or one mode for both; "dynamic" and unknown
// modes are unsupported.
ir::DenormalModes denormalModesOf(const llvm::Attribute& attr, const llvm::Value* anchor) {
  auto [out, in] = attr.getValueAsString().split(',');
  std::optional<ir::DenormalMode> output = denormalModeNamed(out), input = denormalModeNamed(in.empty() ? out : in);
  if (!output || !input) throwUnsupported(anchor, "attribute " + attr.getAsString() + " (the modes ieee, preserve-sign and positive-zero are modelled)");
  return {*output, *input};
}

} // namespace

void checkFunctionAttrs(const llvm::AttributeSet& attrs, const llvm::Value* anchor) {
  for (const llvm::Attribute& attr : attrs) {
    if (attr.isStringAttribute() && attr.getKindAsString().starts_with("denormal-fp-math")) denormalModesOf(attr, anchor);
    if (!attr.isStringAttribute() && !isHarmlessFunctionAttr(attr.getKindAsEnum()))
      throwUnsupported(anchor, "attribute " + attr.getAsString());
  }
}

void importDenormalModes(const llvm::AttributeSet& attrs, ir::Function& f, const llvm::Value* anchor) {
  if (attrs.hasAttribute("denormal-fp-math")) f.denormal = denormalModesOf(attrs.getAttribute("denormal-fp-math"), anchor);
  f.denormalF32 = f.denormal;
  if (attrs.hasAttribute("denormal-fp-math-f32")) f.denormalF32 = denormalModesOf(attrs.getAttribute("denormal-fp-math-f32"), anchor);
}

void importCallMetadata(const llvm::Instruction& call, ir::ValueAttrs& attrs) {
  if (call.hasMetadata(llvm::LLVMContext::MD_noundef)) attrs.noundef = true;
  const llvm::MDNode* range = call.getMetadata(llvm::LLVMContext::MD_range);
  if (!range) return;
  if (range->getNumOperands() != 2 || attrs.range) throwUnsupported(&call);
  auto* lo = llvm::mdconst::dyn_extract<llvm::ConstantInt>(range->getOperand(0));
  auto* hi = llvm::mdconst::dyn_extract<llvm::ConstantInt>(range->getOperand(1));
  if (!lo || !hi) throwUnsupported(&call);
  attrs.range.emplace(importBits(lo->getValue()), importBits(hi->getValue()));
}

} // namespace theseus::bridge
