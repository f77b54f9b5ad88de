#pragma once
// What the mca model and the machine-code region pricer share: x86-64 assembly from LLVM's code
// generator, parsed back into MCInsts per labelled segment, and one llvm-mca simulation per segment.
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MCInstrAnalysis;
class Module;
class TargetMachine;
} // namespace llvm

namespace theseus::cost {

// The figures of one simulated sequence of instructions.
struct McaFigures {
  unsigned uops = 0;
  // The block reciprocal throughput, as llvm-mca's summary computes it.
  double rthroughput = 0;
  // Cycles of one iteration through the default pipeline.
  unsigned cycles = 0;
  unsigned instructions = 0;
};

class McaSimulator {
public:
  // Borrows `tm` for the simulator's lifetime.
  explicit McaSimulator(llvm::TargetMachine& tm);
  ~McaSimulator();

  // Appends the x86-64 assembly LLVM's code generator emits for `m` to `assembly`; false with
  // `error` when the target cannot emit assembly. Verbose assembly (block comments naming IR
  // blocks) when the target machine's MC options ask for it.
  bool emitAssembly(llvm::Module& m, llvm::SmallVectorImpl<char>& assembly, std::string& error);

  // The MCInsts that follow each label `prefix<N>` (N < segments) in `assembly`, up to the next
  // such label, without the return sequence (ret and the vzeroupper before it); instructions
  // before the first such label are dropped. nullopt with `error` when the assembly parser
  // rejects the text.
  std::optional<std::vector<std::vector<llvm::MCInst>>> parseSegments(llvm::StringRef assembly, llvm::StringRef prefix, size_t segments,
                                                                      std::string& error);

  // Runs the default mca pipeline over one iteration of `insts`; false with `error` when mca
  // cannot model an instruction.
  bool simulate(const std::vector<llvm::MCInst>& insts, McaFigures& figures, std::string& error);

  // `insts` without calls: llvm-mca cannot model them (it assumes a fixed latency and warns on
  // stderr), and a call costs what its callee runs, which no block's code shows.
  void dropCalls(std::vector<llvm::MCInst>& insts) const;

  // Whether `insts` call a routine (a library call the code generator lowered an operation to).
  bool hasCall(const std::vector<llvm::MCInst>& insts) const;

private:
  bool isReturnSequence(const llvm::MCInst& inst) const;

  llvm::TargetMachine& tm_;
  std::unique_ptr<llvm::MCInstrAnalysis> mcia_;
};

} // namespace theseus::cost
