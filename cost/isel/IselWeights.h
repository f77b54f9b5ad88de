#pragma once
// Weights of MC instructions from the CPU's scheduling model (MCSchedModel): micro-ops, latency,
// reciprocal throughput and the processor resources they occupy. Nothing here is hand-typed:
// an opcode is named, a representative MCInst is built from its operand descriptions (distinct
// registers, so that no zero idiom applies; the LEA's address shape as the pattern says), and
// its scheduling class is resolved through the CPU's variants.
#include "cost/isel/IselPatterns.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace llvm {
class MCSubtargetInfo;
class MCInstrInfo;
class MCRegisterInfo;
} // namespace llvm

namespace theseus::cost {

// One instruction's figures; `resources` lists (processor resource index, cycles per unit).
struct InstrWeight {
  std::string opcode;
  double uops = 0;
  double latency = 0;
  double rthroughput = 0;
  bool twoAddress = false; // the destination is tied to a source (x86's two-address forms)
  std::vector<std::pair<unsigned, double>> resources;
};

class SchedWeights {
public:
  SchedWeights(const llvm::MCSubtargetInfo& sti, const llvm::MCInstrInfo& mcii, const llvm::MCRegisterInfo& mri);
  // The weight of the opcode named `name` ("LEA64r") in the address shape `form`; nullopt when
  // the opcode does not exist. Cached.
  const InstrWeight* weight(const std::string& name, AddressForm form);
  // Replaces the figures of an opcode by `uops` alone (latency and throughput 0): the
  // hand-made cost sets of seed 004's worked example, for tests.
  void overrideUops(const std::string& name, double uops) { overrides_[name] = uops; }
  // Issue width and the number of units of each processor resource, for the block bound.
  unsigned issueWidth() const;
  double unitsOf(unsigned resource) const;
  // The number of processor resource kinds (the bound of a resource index).
  unsigned numResources() const;

private:
  std::optional<InstrWeight> compute(unsigned opcode, AddressForm form) const;
  const llvm::MCSubtargetInfo& sti_;
  const llvm::MCInstrInfo& mcii_;
  const llvm::MCRegisterInfo& mri_;
  std::unordered_map<std::string, unsigned> opcodes_;
  std::map<std::pair<std::string, AddressForm>, std::optional<InstrWeight>, std::less<>> cache_;
  std::map<std::string, double> overrides_;
};

} // namespace theseus::cost
