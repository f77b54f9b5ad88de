#pragma once
// The Theseus IR: loop-free functions over integers, floating-point values and vectors of them. A Module owns its
// Functions; a Function owns its Arguments, Constants and Blocks; a Block owns its Instructions.
// Operands are non-owning pointers into the same Function.
#include "ir/Bits.h"
#include "ir/Opcode.h"
#include "ir/Type.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::ir {

class Block;
class Function;

// A position in a source file, 1-based; line 0 means unknown.
struct SourceLoc {
  unsigned line = 0;
  unsigned column = 0;
};

class Value {
public:
  enum class Kind : unsigned char { Argument, Constant, Instruction, Global };
  virtual ~Value() = default;
  Kind valueKind() const { return kind_; }
  const Type& type() const { return type_; }
  // The name without '%'; empty for unnamed values.
  const std::string& name() const { return name_; }
  void setName(std::string name) { name_ = std::move(name); }

protected:
  Value(Kind kind, Type type, std::string name) : kind_(kind), type_(std::move(type)), name_(std::move(name)) {}

private:
  Kind kind_;
  Type type_;
  std::string name_;
};

// The attributes of a parameter or return value that change semantics.
struct ValueAttrs {
  bool noundef = false;
  bool zeroext = false;
  bool signext = false;
  bool returned = false;
  // range(iN lo, hi): the value lies in [lo, hi) with wrap-around; lo == hi is invalid IR.
  std::optional<std::pair<Bits, Bits>> range;
  // Pointer attributes (docs/memory.md): nonnull, dereferenceable(n), dereferenceable_or_null(n),
  // align(n) (0: none), noalias.
  bool nonnull = false;
  uint64_t dereferenceable = 0;
  uint64_t dereferenceableOrNull = 0;
  uint64_t align = 0;
  bool noalias = false;
  // Parameters only: what the function may do through pointers based on the parameter (readonly:
  // no writes, writeonly: no reads, readnone: neither, nocapture: no ptrtoint, return or store of
  // it), and writable (the bytes it may access are writable; byval implies it).
  bool readonly = false;
  bool writeonly = false;
  bool readnone = false;
  bool nocapture = false;
  bool writable = false;
  bool hasPointerAttrs() const {
    return nonnull || dereferenceable || dereferenceableOrNull || align || noalias || readonly || writeonly || readnone || nocapture || writable;
  }
  bool empty() const { return !noundef && !zeroext && !signext && !returned && !range && !hasPointerAttrs(); }
  bool operator==(const ValueAttrs&) const = default;
};

// The parameter string attribute that marks a cut's input unavailable at the root (below).
inline constexpr const char* kNotAtRootAttribute = "theseus-not-at-root";

class Argument final : public Value {
public:
  Argument(Type type, std::string name, unsigned index) : Value(Kind::Argument, std::move(type), std::move(name)), index_(index) {}
  unsigned index() const { return index_; }
  ValueAttrs attrs;
  // False for a cut's input whose original value does not dominate the cut's root (defined in one
  // arm of a region cut; the parameter attribute "theseus-not-at-root" in the cut's text): a
  // rewrite placed before the root cannot read it. No semantics: the cut still reads it.
  bool availableAtRoot = true;

private:
  unsigned index_;
};

// One flattened lane of a constant.
struct ConstLane {
  enum class Kind : unsigned char { Value, Poison, Undef };
  Kind kind = Kind::Value;
  Bits bits;
  static ConstLane value(Bits b) { return {Kind::Value, std::move(b)}; }
  static ConstLane poison(unsigned width) { return {Kind::Poison, Bits(width, 0)}; }
  static ConstLane undef(unsigned width) { return {Kind::Undef, Bits(width, 0)}; }
  bool operator==(const ConstLane& o) const = default;
};

// A constant of any type, as its flattened lanes (a struct lists its fields' lanes).
class Constant final : public Value {
public:
  Constant(Type type, std::vector<ConstLane> lanes) : Value(Kind::Constant, std::move(type), ""), lanes_(std::move(lanes)) {}
  const std::vector<ConstLane>& lanes() const { return lanes_; }
  bool hasUndef() const;
  bool hasPoison() const;
  // The value of a constant with a single non-poison, non-undef lane.
  std::optional<Bits> scalarValue() const;

private:
  std::vector<ConstLane> lanes_;
};

class Global;

// One scalar of a constant global's initializer at byte `offset`: the constant `lanes` of `type`
// (an integer, floating-point or pointer type, or a vector of them), or, when `pointee` is set, a
// pointer to that global moved by `pointeeOffset` bytes.
struct GlobalInitPiece {
  uint64_t offset = 0;
  Type type;
  std::vector<ConstLane> lanes;
  const Global* pointee = nullptr;
  int64_t pointeeOffset = 0;
};

// A global variable the function refers to (docs/memory.md): a pointer to its own non-local block
// of `size` bytes aligned to `align`, matched between src and tgt by name. `isConstant` globals
// are read-only; `initialized` ones (constant with a definitive initializer) start with the bytes
// of `initializer`, every other global with arbitrary bytes.
class Global final : public Value {
public:
  Global(std::string name, uint64_t size, uint64_t align, bool isConstant)
      : Value(Kind::Global, Type::ptrTy(), std::move(name)), size(size), align(align), isConstant(isConstant) {}
  uint64_t size;
  uint64_t align;
  bool isConstant;
  bool initialized = false;
  std::vector<GlobalInitPiece> initializer;
};

class Instruction final : public Value {
public:
  Instruction(Opcode op, Type type, std::string name = "") : Value(Kind::Instruction, std::move(type), std::move(name)), op_(op) {}
  Opcode opcode() const { return op_; }
  Block* parent() const { return parent_; }

  const std::vector<Value*>& operands() const { return operands_; }
  Value* operand(unsigned i) const { return operands_[i]; }
  unsigned numOperands() const { return unsigned(operands_.size()); }
  void addOperand(Value* v) { operands_.push_back(v); }
  void setOperand(unsigned i, Value* v) { operands_[i] = v; }

  uint8_t flags = FlagNone;
  // Fast-math flags (ir::FastMath) of a floating-point operation, select, phi or call.
  uint8_t fastMath = FastMathNone;
  ICmpPred predicate = ICmpPred::EQ;
  FCmpPred fcmpPredicate = FCmpPred::False;
  Intrinsic intrinsic = Intrinsic::None;
  // The metadata arguments of a constrained intrinsic (isConstrainedIntrinsic).
  ConstrainedArgs constrained;
  // For intrinsic == Intrinsic::X86, the row of ir/X86Intrinsics.h.
  uint16_t x86Row = 0;
  // shufflevector's mask; -1 is a poison lane.
  std::vector<int> mask;
  // extractvalue / insertvalue indices.
  std::vector<unsigned> indices;
  // Successors of br (true, false) and switch (default, then one per case); for phi, the
  // incoming block of each operand.
  std::vector<Block*> blocks;
  // Attributes of a call's return value (range, noundef).
  ValueAttrs returnAttrs;
  // load and store: the access's alignment in bytes; alloca: the block's alignment; memset,
  // memcpy, memmove: the destination's `align` attribute (0: none), `sourceAlign` the source's.
  uint64_t align = 1;
  uint64_t sourceAlign = 0;
  // memset, memcpy, memmove: the call-site attributes of each operand other than `align` that
  // change semantics (nonnull, dereferenceable(n), dereferenceable_or_null(n), noundef); empty
  // when the call has none.
  std::vector<ValueAttrs> operandAttrs;
  // alloca: the allocated type's size in bytes (the block is that times the count operand); load
  // and store of a struct: the struct's size in bytes, and `fieldOffsets` each field's offset.
  uint64_t allocBytes = 0;
  std::vector<uint64_t> fieldOffsets;
  // getelementptr: the result is operand 0 plus gepOffset plus each index operand (sign-extended
  // or truncated to 64 bits) times its scale, all in bytes.
  std::vector<int64_t> gepScales;
  int64_t gepOffset = 0;
  SourceLoc loc;

  bool hasFlag(Flag f) const { return (flags & f) != 0; }

  // A new instruction, owned by the caller and in no block, with this one's opcode, type, name,
  // attributes and source location, and no operands or successor blocks yet.
  std::unique_ptr<Instruction> cloneWithoutOperands() const;

private:
  friend class Block;
  Opcode op_;
  Block* parent_ = nullptr;
  std::vector<Value*> operands_;
};

class Block {
public:
  explicit Block(std::string name) : name_(std::move(name)) {}
  const std::string& name() const { return name_; }
  void setName(std::string name) { name_ = std::move(name); }
  // Appends `inst`; the block takes ownership and returns the instruction.
  Instruction* append(std::unique_ptr<Instruction> inst);
  const std::vector<std::unique_ptr<Instruction>>& instructions() const { return insts_; }
  // The terminator, or null while the block is being built.
  Instruction* terminator() const;
  // The successor blocks named by the terminator.
  std::vector<Block*> successors() const;

private:
  std::string name_;
  std::vector<std::unique_ptr<Instruction>> insts_;
};

// The denormal-fp-math modes that change semantics: IEEE keeps subnormals; PreserveSign and
// PositiveZero flush them to a zero of the same sign or to +0 (inputs always, outputs maybe).
enum class DenormalMode : unsigned char { IEEE, PreserveSign, PositiveZero };

// A function's denormal modes for its outputs and inputs ("denormal-fp-math"="out,in").
struct DenormalModes {
  DenormalMode output = DenormalMode::IEEE;
  DenormalMode input = DenormalMode::IEEE;
  bool isIEEE() const { return output == DenormalMode::IEEE && input == DenormalMode::IEEE; }
  bool operator==(const DenormalModes&) const = default;
};

class Function {
public:
  Function(std::string name, Type returnType) : name_(std::move(name)), returnType_(std::move(returnType)) {}
  Function(const Function&) = delete;
  Function& operator=(const Function&) = delete;

  const std::string& name() const { return name_; }
  void setName(std::string name) { name_ = std::move(name); }
  const Type& returnType() const { return returnType_; }
  ValueAttrs returnAttrs;
  // The `noreturn` function attribute: returning is UB.
  bool noreturn = false;
  // The `memory(...)` effects (and readonly/writeonly function attributes): whether the function
  // may read and write argument memory (through pointers based on its pointer arguments) and
  // other memory (globals and memory reached through other pointers; semantics/MemoryEffects.h).
  bool mayReadArgMemory = true;
  bool mayWriteArgMemory = true;
  bool mayReadOtherMemory = true;
  bool mayWriteOtherMemory = true;
  // The `null_pointer_is_valid` attribute: the null block is a real block (docs/memory.md).
  bool nullPointerIsValid = false;
  // "denormal-fp-math" and, for float, "denormal-fp-math-f32" (which overrides it).
  DenormalModes denormal;
  DenormalModes denormalF32;
  // The modes that apply to format `kind`.
  const DenormalModes& denormalFor(FloatKind kind) const { return kind == FloatKind::Float ? denormalF32 : denormal; }
  SourceLoc loc;

  Argument* addArgument(Type type, std::string name);
  const std::vector<std::unique_ptr<Argument>>& arguments() const { return args_; }

  // A constant owned by this function; equal constants are shared.
  Constant* constant(const Type& type, std::vector<ConstLane> lanes);
  // An integer or splat-vector constant from a 64-bit value.
  Constant* constantInt(const Type& type, uint64_t value);
  Constant* poison(const Type& type);
  Constant* undef(const Type& type);

  // The global named `name` (without '@'), or null; addGlobal adds one (the name must be new).
  Global* global(const std::string& name) const;
  Global* addGlobal(std::unique_ptr<Global> g);
  const std::vector<std::unique_ptr<Global>>& globals() const { return globals_; }

  Block* addBlock(std::string name);
  const std::vector<std::unique_ptr<Block>>& blocks() const { return blocks_; }
  Block* entry() const { return blocks_.empty() ? nullptr : blocks_.front().get(); }

  // A deep copy, named `name`.
  std::unique_ptr<Function> clone(std::string name) const;
  // A new function named `name` with this one's return type and function attributes (return
  // attributes, memory effects, denormal modes, location) and no arguments, globals or blocks.
  std::unique_ptr<Function> emptyWithAttributes(std::string name) const;

private:
  std::string name_;
  Type returnType_;
  std::vector<std::unique_ptr<Argument>> args_;
  std::vector<std::unique_ptr<Constant>> constants_;
  std::vector<std::unique_ptr<Global>> globals_;
  std::vector<std::unique_ptr<Block>> blocks_;
};

// Facts of the module's datalayout that change semantics.
struct DataLayout {
  bool bigEndian = false;
};

class Module {
public:
  DataLayout dataLayout;
  std::string sourceName;
  Function* addFunction(std::unique_ptr<Function> f);
  Function* find(const std::string& name) const;
  const std::vector<std::unique_ptr<Function>>& functions() const { return functions_; }

private:
  std::vector<std::unique_ptr<Function>> functions_;
};

} // namespace theseus::ir
