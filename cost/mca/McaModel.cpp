#include "cost/mca/McaModel.h"

#include "cost/Target.h"

#include "llvm/IR/LLVMContext.h"
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

namespace theseus::cost {

namespace {

const char* const kBatchPrefix = "theseus_cost_";

// An MCStreamer that keeps the instructions of each batch function, found by its label, and
// drops everything else.
class RecordingStreamer final : public llvm::MCStreamer {
public:
  RecordingStreamer(llvm::MCContext& context, size_t functions) : MCStreamer(context), insts(functions) {}
  std::vector<std::vector<llvm::MCInst>> insts;

  void emitLabel(llvm::MCSymbol* symbol, llvm::SMLoc loc) override {
    llvm::StringRef name = symbol->getName();
    if (name.starts_with(kBatchPrefix)) {
      unsigned index = 0;
      if (!name.drop_front(std::strlen(kBatchPrefix)).getAsInteger(10, index) && index < insts.size()) current_ = int(index);
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
  int current_ = -1;
};

// The three figures of one simulated function.
struct McaFigures {
  unsigned uops = 0;
  double rthroughput = 0;
  unsigned cycles = 0;
  unsigned instructions = 0;
};

class McaModel final : public CostModel {
public:
  McaModel(std::unique_ptr<llvm::TargetMachine> tm, std::string mcpu) : tm_(std::move(tm)), mcpu_(std::move(mcpu)) {
    mcia_.reset(tm_->getTarget().createMCInstrAnalysis(tm_->getMCInstrInfo()));
  }
  std::string_view name() const override { return "mca"; }
  const std::string& mcpu() const override { return mcpu_; }

  CostResult cost(const ir::Function& f) override { return costAll({&f}).front(); }

  // One module for the whole batch: one codegen run and one assembly parse, then one mca
  // simulation per function.
  std::vector<CostResult> costAll(const std::vector<const ir::Function*>& fs) override {
    std::vector<CostResult> results(fs.size());
    std::string error;
    auto insts = machineCode(fs, error);
    if (!insts) {
      for (auto& r : results) r.error = error;
      return results;
    }
    for (size_t i = 0; i < fs.size(); ++i) {
      McaFigures figures;
      if (!simulate((*insts)[i], figures, results[i].error)) continue;
      Cost c;
      c.primary = figures.uops;
      c.key = {double(figures.uops), figures.rthroughput, double(figures.cycles)};
      c.detail = {{"uops", double(figures.uops)},
                  {"rthroughput", figures.rthroughput},
                  {"cycles", double(figures.cycles)},
                  {"instructions", double(figures.instructions)}};
      results[i].cost = c;
    }
    return results;
  }

private:
  // The MCInsts of each function of `fs` without its return sequence, from x86-64 assembly.
  std::optional<std::vector<std::vector<llvm::MCInst>>> machineCode(const std::vector<const ir::Function*>& fs, std::string& error) {
    std::vector<std::unique_ptr<ir::Function>> renamed;
    std::vector<const ir::Function*> batch;
    for (size_t i = 0; i < fs.size(); ++i) {
      renamed.push_back(fs[i]->clone(kBatchPrefix + std::to_string(i)));
      batch.push_back(renamed.back().get());
    }
    llvm::LLVMContext context;
    auto m = exportForTarget(batch, *tm_, context, error);
    if (!m) return std::nullopt;
    llvm::SmallString<4096> assembly;
    llvm::raw_svector_ostream out(assembly);
    llvm::legacy::PassManager passes;
    if (tm_->addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
      error = "LLVM cannot emit assembly for " + mcpu_;
      return std::nullopt;
    }
    passes.run(*m);
    return parseAssembly(assembly.str(), fs.size(), error);
  }

  std::optional<std::vector<std::vector<llvm::MCInst>>> parseAssembly(llvm::StringRef text, size_t functions, std::string& error) {
    llvm::SourceMgr sources;
    sources.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "codegen.s"), llvm::SMLoc());
    const llvm::MCSubtargetInfo& sti = *tm_->getMCSubtargetInfo();
    llvm::MCContext mc(llvm::Triple(kTargetTriple), tm_->getMCAsmInfo(), tm_->getMCRegisterInfo(), &sti, &sources);
    llvm::MCObjectFileInfo objectInfo;
    objectInfo.initMCObjectFileInfo(mc, true, false);
    mc.setObjectFileInfo(&objectInfo);
    RecordingStreamer streamer(mc, functions);
    std::unique_ptr<llvm::MCAsmParser> parser(llvm::createMCAsmParser(sources, mc, streamer, *tm_->getMCAsmInfo()));
    llvm::MCTargetOptions options;
    std::unique_ptr<llvm::MCTargetAsmParser> target(tm_->getTarget().createMCAsmParser(sti, *parser, *tm_->getMCInstrInfo(), options));
    parser->setTargetParser(*target);
    if (parser->Run(false, true)) {
      error = "the x86 assembly parser rejected LLVM's own output";
      return std::nullopt;
    }
    for (auto& fn : streamer.insts) std::erase_if(fn, [&](const llvm::MCInst& inst) { return isReturnSequence(inst); });
    return std::move(streamer.insts);
  }

  // ret and the vzeroupper the ABI puts before it: the return, not the fragment.
  bool isReturnSequence(const llvm::MCInst& inst) const {
    const llvm::MCInstrInfo& mcii = *tm_->getMCInstrInfo();
    return mcii.get(inst.getOpcode()).isReturn() || mcii.getName(inst.getOpcode()) == "VZEROUPPER";
  }

  // Runs the default mca pipeline over one iteration of `insts` and computes the block
  // reciprocal throughput from the instructions' resource usage, as llvm-mca's summary does.
  bool simulate(const std::vector<llvm::MCInst>& insts, McaFigures& figures, std::string& error) {
    const llvm::MCSubtargetInfo& sti = *tm_->getMCSubtargetInfo();
    const llvm::MCSchedModel& sm = sti.getSchedModel();
    llvm::mca::InstrumentManager instruments(sti, *tm_->getMCInstrInfo());
    llvm::mca::InstrBuilder builder(sti, *tm_->getMCInstrInfo(), *tm_->getMCRegisterInfo(), mcia_.get(), instruments, 100);
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
    llvm::mca::Context context(*tm_->getMCRegisterInfo(), sti);
    llvm::mca::PipelineOptions options(0, 0, sm.IssueWidth, 0, 0, 0, true);
    llvm::mca::CustomBehaviour behaviour(sti, source, *tm_->getMCInstrInfo());
    auto pipeline = context.createDefaultPipeline(options, source, behaviour);
    auto cycles = pipeline->run();
    if (!cycles) {
      error = "llvm-mca failed: " + llvm::toString(cycles.takeError());
      return false;
    }
    figures.cycles = *cycles;
    return true;
  }

  std::unique_ptr<llvm::TargetMachine> tm_;
  std::unique_ptr<llvm::MCInstrAnalysis> mcia_;
  std::string mcpu_;
};

} // namespace

std::unique_ptr<CostModel> createMcaModel(const CostOptions& options, std::string& error) {
  auto tm = createTargetMachine(options.mcpu, error);
  if (!tm) return nullptr;
  return std::make_unique<McaModel>(std::move(tm), options.mcpu);
}

} // namespace theseus::cost
