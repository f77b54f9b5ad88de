#include "cost/isel/IselWeights.h"

#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"

namespace theseus::cost {

namespace {

// The memory operand of an LEA: base, scale, index, displacement, segment.
struct AddressOperands {
  bool base;
  unsigned scale;
  bool index;
  int64_t disp;
};

AddressOperands addressOperands(AddressForm form) {
  switch (form) {
  case AddressForm::BaseDisp: return {true, 1, false, 16};
  case AddressForm::BaseIndex: return {true, 4, true, 0};
  case AddressForm::BaseIndexDisp: return {true, 4, true, 16};
  case AddressForm::IndexDisp: return {false, 4, true, 16};
  default: return {true, 1, true, 0};
  }
}

// A register of class `classId` not used yet in this instruction (the k-th of the class).
unsigned distinctRegister(const llvm::MCRegisterInfo& mri, int classId, unsigned k) {
  if (classId < 0) return 0;
  const llvm::MCRegisterClass& rc = mri.getRegClass(unsigned(classId));
  return rc.getNumRegs() == 0 ? 0 : unsigned(rc.getRegister((k + 1) % rc.getNumRegs()));
}

// An MCInst of `desc` with distinct registers, tied operands equal, immediates 1 and, for a
// memory operand, the address shape `form`.
llvm::MCInst representative(unsigned opcode, const llvm::MCInstrDesc& desc, const llvm::MCRegisterInfo& mri, AddressForm form) {
  llvm::MCInst inst;
  inst.setOpcode(opcode);
  AddressOperands address = addressOperands(form);
  unsigned memorySlot = 0;
  for (unsigned i = 0; i < desc.getNumOperands(); ++i) {
    const llvm::MCOperandInfo& info = desc.operands()[i];
    int tied = desc.getOperandConstraint(i, llvm::MCOI::TIED_TO);
    if (tied >= 0 && unsigned(tied) < i) {
      inst.addOperand(inst.getOperand(unsigned(tied)));
      continue;
    }
    if (info.OperandType == llvm::MCOI::OPERAND_MEMORY) {
      unsigned slot = memorySlot++ % 5;
      if (slot == 0) inst.addOperand(llvm::MCOperand::createReg(address.base ? distinctRegister(mri, info.RegClass, i) : 0));
      if (slot == 1) inst.addOperand(llvm::MCOperand::createImm(address.scale));
      if (slot == 2) inst.addOperand(llvm::MCOperand::createReg(address.index ? distinctRegister(mri, info.RegClass, i + 7) : 0));
      if (slot == 3) inst.addOperand(llvm::MCOperand::createImm(address.disp));
      if (slot == 4) inst.addOperand(llvm::MCOperand::createReg(0));
      continue;
    }
    if (info.RegClass >= 0) inst.addOperand(llvm::MCOperand::createReg(distinctRegister(mri, info.RegClass, i)));
    else inst.addOperand(llvm::MCOperand::createImm(1));
  }
  return inst;
}

} // namespace

SchedWeights::SchedWeights(const llvm::MCSubtargetInfo& sti, const llvm::MCInstrInfo& mcii, const llvm::MCRegisterInfo& mri)
    : sti_(sti), mcii_(mcii), mri_(mri) {
  for (unsigned op = 0; op < mcii.getNumOpcodes(); ++op) opcodes_.emplace(mcii.getName(op).str(), op);
}

const InstrWeight* SchedWeights::weight(const std::string& name, AddressForm form) {
  auto key = std::make_pair(name, form);
  auto cached = cache_.find(key);
  if (cached != cache_.end()) return cached->second ? &*cached->second : nullptr;
  auto it = opcodes_.find(name);
  std::optional<InstrWeight> w;
  if (it != opcodes_.end()) w = compute(it->second, form);
  if (w && overrides_.count(name)) {
    w->uops = overrides_[name];
    w->latency = w->rthroughput = 0;
    w->resources.clear();
  }
  auto& slot = cache_[key] = w;
  return slot ? &*slot : nullptr;
}

std::optional<InstrWeight> SchedWeights::compute(unsigned opcode, AddressForm form) const {
  const llvm::MCSchedModel& sm = sti_.getSchedModel();
  const llvm::MCInstrDesc& desc = mcii_.get(opcode);
  InstrWeight w;
  w.opcode = mcii_.getName(opcode).str();
  for (unsigned i = 0; i < desc.getNumOperands(); ++i)
    if (desc.getOperandConstraint(i, llvm::MCOI::TIED_TO) >= 0) w.twoAddress = true;
  if (!sm.hasInstrSchedModel()) {
    w.uops = w.latency = w.rthroughput = 1;
    return w;
  }
  llvm::MCInst inst = representative(opcode, desc, mri_, form);
  unsigned schedClass = desc.getSchedClass();
  const llvm::MCSchedClassDesc* scd = sm.getSchedClassDesc(schedClass);
  for (unsigned depth = 0; scd && scd->isVariant() && depth < 8; ++depth) {
    schedClass = sti_.resolveVariantSchedClass(schedClass, &inst, &mcii_, sm.getProcessorID());
    scd = schedClass ? sm.getSchedClassDesc(schedClass) : nullptr;
  }
  if (!scd || !scd->isValid() || scd->isVariant()) {
    w.uops = w.latency = w.rthroughput = 1;
    return w;
  }
  w.uops = scd->NumMicroOps;
  w.latency = double(llvm::MCSchedModel::computeInstrLatency(sti_, *scd));
  w.rthroughput = llvm::MCSchedModel::getReciprocalThroughput(sti_, *scd);
  for (const llvm::MCWriteProcResEntry* e = sti_.getWriteProcResBegin(scd); e != sti_.getWriteProcResEnd(scd); ++e) {
    unsigned units = sm.getProcResource(e->ProcResourceIdx)->NumUnits;
    w.resources.push_back({e->ProcResourceIdx, double(e->ReleaseAtCycle - e->AcquireAtCycle) / double(units ? units : 1)});
  }
  return w;
}

unsigned SchedWeights::numResources() const { return sti_.getSchedModel().getNumProcResourceKinds(); }

unsigned SchedWeights::issueWidth() const { return sti_.getSchedModel().IssueWidth; }

double SchedWeights::unitsOf(unsigned resource) const { return sti_.getSchedModel().getProcResource(resource)->NumUnits; }

} // namespace theseus::cost
