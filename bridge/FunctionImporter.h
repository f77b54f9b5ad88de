#pragma once
// Translating one defined LLVM function into a Theseus Function, or throwing Unsupported for its
// first construct without an exact Theseus counterpart.
#include "bridge/SourceLocator.h"
#include "ir/Function.h"

#include <memory>
#include <unordered_map>
#include <vector>

namespace llvm {
class BasicBlock;
class CallInst;
class Constant;
class GetElementPtrInst;
class IntToPtrInst;
class GlobalVariable;
class Type;
class Function;
class Instruction;
class Value;
} // namespace llvm

namespace theseus::bridge {

class FunctionImporter {
public:
  // `name` is the Theseus name to give the function (LLVM's, or its slot number when unnamed).
  // With `memory`, pointers and the memory operations of docs/memory.md are imported; without,
  // they are unsupported.
  FunctionImporter(const llvm::Function& f, std::string name, const FunctionLocations& locations, bool memory = false);

  // The translated function; throws Unsupported.
  std::unique_ptr<ir::Function> run();

private:
  void importSignature();
  // Pass one: an instruction with its opcode, type and flags but no operands yet; null for an
  // instruction that has no meaning for the semantics (debug intrinsics).
  std::unique_ptr<ir::Instruction> createInstruction(const llvm::Instruction& inst);
  std::unique_ptr<ir::Instruction> createCall(const llvm::CallInst& call, ir::Type type);
  // The x86 row `call` calls, checked against the row's signature; nullopt for other callees.
  std::optional<uint16_t> x86RowMatching(const llvm::CallInst& call, const ir::Type& type);
  // Pass two: the operands and successor blocks.
  void connect(const llvm::Instruction& inst, ir::Instruction& out);
  void connectCall(const llvm::CallInst& call, ir::Instruction& out);
  // alloca, load, store, getelementptr, ptrtoint (FunctionImporterMemory.cpp).
  std::unique_ptr<ir::Instruction> createMemoryInstruction(const llvm::Instruction& inst, ir::Type type);
  std::unique_ptr<ir::Instruction> createGep(const llvm::GetElementPtrInst& gep, ir::Type type);
  // inttoptr (FunctionImporterIntToPtr.cpp): throws Unsupported unless its result is only
  // compared, converted back with ptrtoint, returned, or passed through select, phi and freeze to
  // such uses, in a function without pointer parameters that carry access attributes.
  std::unique_ptr<ir::Instruction> createIntToPtr(const llvm::IntToPtrInst& cast, ir::Type type);
  // The Global for `gv`, imported with its initializer on first use (FunctionImporterGlobals.cpp);
  // throws Unsupported (anchored at `user`) for what is not modelled.
  ir::Global* globalOf(const llvm::GlobalVariable& gv, const llvm::Instruction& user);
  // Appends the scalars of initializer `c`, placed at byte `offset` of `g`, to g's initializer.
  void appendInitializer(const llvm::Constant& c, uint64_t offset, ir::Global& g, const llvm::Instruction& user);
  // memset, memcpy, memmove, lifetime.start/end and trap (FunctionImporterCalls.cpp); null for
  // other calls.
  std::unique_ptr<ir::Instruction> createMemoryCall(const llvm::CallInst& call, ir::Type type);
  // llvm.assume with operand bundles and llvm.assert (FunctionImporterAssume.cpp); null for
  // other calls. Throws Unsupported for them outside the refinement checker, for a bundle other
  // than align, noundef, cold and ignore, and for an llvm.assert that is not void (i1).
  std::unique_ptr<ir::Instruction> createAssumeCall(const llvm::CallInst& call, ir::Type type);
  // Appends to the call's block the row call of the call's operand bundle `index`, if it has one.
  void appendAssumeBundle(const llvm::CallInst& call, unsigned index);
  // Whether `inst` is a lifetime marker on undef or poison, which Alive2 ignores.
  bool isDroppedMemoryCall(const llvm::Instruction& inst) const;
  // Whether `inst` is an llvm.sideeffect call whose call site says it writes no memory
  // (`memory(none)`, `memory(read)`): it then does nothing at all (Alive2's attrs/sideeffect).
  static bool isInertSideEffect(const llvm::Instruction& inst);
  // The memory(...) effects on argument memory and on other memory.
  void importMemoryEffects();
  // Alive2's implicit attributes of a definition LLVM's TargetLibraryInfo names as an allocation
  // function whose other implicit attributes only matter to callers (malloc, calloc, free,
  // aligned_alloc, memalign, operator new, vec_free): every parameter and the return value noundef.
  void importLibraryFunctionAttrs();
  // Records the null_pointer_is_valid attribute.
  void importNullPointerIsValid();
  ir::Type typeOf(llvm::Type* type, const llvm::Value* anchor) const;
  ir::Value* valueOf(const llvm::Value* v, const llvm::Instruction& user);
  ir::Block* blockOf(const llvm::BasicBlock* b, const llvm::Instruction& user);

  const llvm::Function& source_;
  const FunctionLocations& locations_;
  std::unique_ptr<ir::Function> out_;
  std::unordered_map<const llvm::Value*, ir::Value*> values_;
  std::unordered_map<const llvm::BasicBlock*, ir::Block*> blocks_;
  bool memory_;
  // For each getelementptr, the LLVM operand numbers of its variable indices, in order.
  std::unordered_map<const llvm::Instruction*, std::vector<unsigned>> gepIndices_;
};

} // namespace theseus::bridge
