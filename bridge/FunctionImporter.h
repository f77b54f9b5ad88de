#pragma once
// Translating one defined LLVM function into a Theseus Function, or throwing Unsupported for its
// first construct without an exact Theseus counterpart.
#include "bridge/SourceLocator.h"
#include "ir/Function.h"

#include <memory>
#include <unordered_map>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
class Instruction;
class Value;
} // namespace llvm

namespace theseus::bridge {

class FunctionImporter {
public:
  // `name` is the Theseus name to give the function (LLVM's, or its slot number when unnamed).
  FunctionImporter(const llvm::Function& f, std::string name, const FunctionLocations& locations);

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
  ir::Value* valueOf(const llvm::Value* v, const llvm::Instruction& user);
  ir::Block* blockOf(const llvm::BasicBlock* b, const llvm::Instruction& user);

  const llvm::Function& source_;
  const FunctionLocations& locations_;
  std::unique_ptr<ir::Function> out_;
  std::unordered_map<const llvm::Value*, ir::Value*> values_;
  std::unordered_map<const llvm::BasicBlock*, ir::Block*> blocks_;
};

} // namespace theseus::bridge
