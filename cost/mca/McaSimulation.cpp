#include "cost/mca/McaSimulation.h"

#include <algorithm>

#include "cost/Target.h"

#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/InstrBuilder.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/MCA/Support.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstring>

namespace theseus::cost {

namespace {

// An MCStreamer that keeps the instructions after each label `prefix<N>`, and drops everything else.
class RecordingStreamer final : public llvm::MCStreamer {
public:
  RecordingStreamer(llvm::MCContext& context, llvm::StringRef prefix, size_t segments)
      : MCStreamer(context), insts(segments), prefix_(prefix) {}
  std::vector<std::vector<llvm::MCInst>> insts;

  void emitLabel(llvm::MCSymbol* symbol, llvm::SMLoc loc) override {
    llvm::StringRef name = symbol->getName();
    if (name.starts_with(prefix_)) {
      unsigned index = 0;
      if (!name.drop_front(prefix_.size()).getAsInteger(10, index) && index < insts.size()) current_ = int(index);
    }
    if (getCurrentSectionOnly()) MCStreamer::emitLabel(symbol, loc);
  }
  void emitInstruction(const llvm::MCInst& inst, const llvm::MCSubtargetInfo&) override {
    if (current_ >= 0) insts[current_].push_back(inst);
  }
  bool emitSymbolAttribute(llvm::MCSymbol*, llvm::MCSymbolAttr) override { return true; }
  void emitCommonSymbol(llvm::MCSymbol*, uint64_t, llvm::Align) override {}
  void emitZerofill(llvm::MCSection*, llvm::MCSymbol*, uint64_t, llvm::Align, llvm::SMLoc) override {}

private:
  llvm::StringRef prefix_;
  int current_ = -1;
};

} // namespace

McaSimulator::McaSimulator(llvm::TargetMachine& tm) : tm_(tm) { mcia_.reset(tm_.getTarget().createMCInstrAnalysis(tm_.getMCInstrInfo())); }

McaSimulator::~McaSimulator() = default;

bool McaSimulator::emitAssembly(llvm::Module& m, llvm::SmallVectorImpl<char>& assembly, std::string& error) {
  llvm::raw_svector_ostream out(assembly);
  llvm::legacy::PassManager passes;
  if (tm_.addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    error = "LLVM cannot emit assembly for " + tm_.getTargetCPU().str();
    return false;
  }
  passes.run(m);
  return true;
}

std::optional<std::vector<std::vector<llvm::MCInst>>> McaSimulator::parseSegments(llvm::StringRef text, llvm::StringRef prefix,
                                                                                  size_t segments, std::string& error) {
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "codegen.s"), llvm::SMLoc());
  const llvm::MCSubtargetInfo& sti = *tm_.getMCSubtargetInfo();
  llvm::MCContext mc(llvm::Triple(kTargetTriple), tm_.getMCAsmInfo(), tm_.getMCRegisterInfo(), &sti, &sources);
  llvm::MCObjectFileInfo objectInfo;
  objectInfo.initMCObjectFileInfo(mc, true, false);
  mc.setObjectFileInfo(&objectInfo);
  RecordingStreamer streamer(mc, prefix, segments);
  std::unique_ptr<llvm::MCAsmParser> parser(llvm::createMCAsmParser(sources, mc, streamer, *tm_.getMCAsmInfo()));
  llvm::MCTargetOptions options;
  std::unique_ptr<llvm::MCTargetAsmParser> target(tm_.getTarget().createMCAsmParser(sti, *parser, *tm_.getMCInstrInfo(), options));
  parser->setTargetParser(*target);
  if (parser->Run(false, true)) {
    error = "the x86 assembly parser rejected LLVM's own output";
    return std::nullopt;
  }
  for (auto& segment : streamer.insts) std::erase_if(segment, [&](const llvm::MCInst& inst) { return isReturnSequence(inst); });
  return std::move(streamer.insts);
}

bool McaSimulator::isReturnSequence(const llvm::MCInst& inst) const {
  const llvm::MCInstrInfo& mcii = *tm_.getMCInstrInfo();
  return mcii.get(inst.getOpcode()).isReturn() || mcii.getName(inst.getOpcode()) == "VZEROUPPER";
}

bool McaSimulator::hasCall(const std::vector<llvm::MCInst>& insts) const {
  const llvm::MCInstrInfo& mcii = *tm_.getMCInstrInfo();
  return std::any_of(insts.begin(), insts.end(), [&](const llvm::MCInst& inst) { return mcii.get(inst.getOpcode()).isCall(); });
}

void McaSimulator::dropCalls(std::vector<llvm::MCInst>& insts) const {
  const llvm::MCInstrInfo& mcii = *tm_.getMCInstrInfo();
  std::erase_if(insts, [&](const llvm::MCInst& inst) { return mcii.get(inst.getOpcode()).isCall(); });
}

bool McaSimulator::simulate(const std::vector<llvm::MCInst>& insts, McaFigures& figures, std::string& error) {
  const llvm::MCSubtargetInfo& sti = *tm_.getMCSubtargetInfo();
  const llvm::MCSchedModel& sm = sti.getSchedModel();
  llvm::mca::InstrumentManager instruments(sti, *tm_.getMCInstrInfo());
  llvm::mca::InstrBuilder builder(sti, *tm_.getMCInstrInfo(), *tm_.getMCRegisterInfo(), mcia_.get(), instruments, 100);
  llvm::SmallVector<llvm::mca::Instrument*> none;
  std::vector<std::unique_ptr<llvm::mca::Instruction>> sequence;
  std::vector<uint64_t> masks(sm.getNumProcResourceKinds());
  llvm::mca::computeProcResourceMasks(sm, masks);
  std::vector<unsigned> indexToProc(64);
  for (unsigned i = 1; i < masks.size(); ++i)
    if (masks[i]) indexToProc[llvm::mca::getResourceStateIndex(masks[i]) % 64] = i;
  std::vector<unsigned> usage(sm.getNumProcResourceKinds());
  for (auto& inst : insts) {
    auto built = builder.createInstruction(inst, none);
    if (!built) {
      error = "llvm-mca cannot model an instruction: " + llvm::toString(built.takeError());
      return false;
    }
    const llvm::mca::InstrDesc& desc = (*built)->getDesc();
    figures.uops += desc.NumMicroOps;
    for (auto& [mask, use] : desc.Resources)
      if (use.size() && mask) usage[indexToProc[llvm::mca::getResourceStateIndex(mask) % 64]] += use.size();
    sequence.push_back(std::move(*built));
  }
  figures.instructions = unsigned(sequence.size());
  if (sequence.empty()) return true;
  figures.rthroughput = llvm::mca::computeBlockRThroughput(sm, sm.IssueWidth, figures.uops, usage);
  llvm::mca::CircularSourceMgr source(sequence, 1);
  llvm::mca::Context context(*tm_.getMCRegisterInfo(), sti);
  llvm::mca::PipelineOptions options(0, 0, sm.IssueWidth, 0, 0, 0, true);
  llvm::mca::CustomBehaviour behaviour(sti, source, *tm_.getMCInstrInfo());
  auto pipeline = context.createDefaultPipeline(options, source, behaviour);
  auto cycles = pipeline->run();
  if (!cycles) {
    error = "llvm-mca failed: " + llvm::toString(cycles.takeError());
    return false;
  }
  figures.cycles = *cycles;
  return true;
}

} // namespace theseus::cost
