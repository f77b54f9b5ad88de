#include "cachemiss/Extract.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/RegionInfo.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <polly/ScopDetection.h>
#include <polly/ScopDetectionDiagnostic.h>
#include <polly/ScopInfo.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>

namespace theseus::cachemiss {

namespace {

// Polly's defaults drop "unprofitable" SCoPs and split blocks into several statements whose
// order need not be the instruction order; the model needs every SCoP, one statement per block.
void configurePolly() {
  static bool done = false;
  if (done) return;
  done = true;
  auto& options = llvm::cl::getRegisteredOptions();
  auto set = [&](const char* name, const char* value) {
    auto it = options.find(name);
    if (it != options.end()) it->second->addOccurrence(0, name, value);
  };
  set("polly-process-unprofitable", "true");
  set("polly-stmt-granularity", "bb");
}

// One SCoP access in Polly's isl context, printed for our own context.
struct RawAccess {
  unsigned op;
  unsigned array;
  std::string relation; // Stmt[x] -> MemRef[i...], restricted to the domain
  std::string linear;   // MemRef[i...] -> Mem[array, byte]
};

struct RawStmt {
  std::string schedule; // Stmt[x] -> [s...], restricted to the domain
  unsigned scheduleDims = 0;
  std::vector<RawAccess> accesses;
};

struct RawScop {
  const llvm::BasicBlock* entry = nullptr;
  std::vector<RawStmt> stmts;
};

template <typename T>
std::string islText(const T& object, char* (*print)(decltype(object.get()))) {
  char* text = print(object.get());
  std::string out = text ? text : "";
  free(text);
  return out;
}

std::string located(const SourceLoc& loc, const std::string& message) {
  return loc.str() + ": error: " + message;
}

SourceLoc debugLocOf(const llvm::DebugLoc& d, const SourceLoc& fallback) {
  if (!d) return fallback;
  return {d.get()->getFilename().str(), d.getLine(), d.getCol()};
}

class Extractor {
public:
  Extractor(llvm::Function& f, Program& program, const FunctionOps& inventory, Failure& failure)
      : f_(f), program_(program), inventory_(inventory), failure_(failure) {
    for (unsigned i = 0; i < inventory.instructions.size(); ++i) opOf_[inventory.instructions[i]] = i;
  }

  // Runs Polly and fills the program; false with the failure set.
  bool run() {
    configurePolly();
    llvm::PassBuilder pb;
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cam;
    llvm::ModuleAnalysisManager mam;
    fam.registerPass([] { return polly::ScopAnalysis(); });
    fam.registerPass([] { return polly::ScopInfoAnalysis(); });
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cam, mam);
    polly::ScopInfo& info = fam.getResult<polly::ScopInfoAnalysis>(f_);
    dt_ = &fam.getResult<llvm::DominatorTreeAnalysis>(f_);
    li_ = &fam.getResult<llvm::LoopAnalysis>(f_);
    detection_ = &fam.getResult<polly::ScopAnalysis>(f_);
    regions_ = &fam.getResult<llvm::RegionInfoAnalysis>(f_);
    std::vector<RawScop> scops;
    for (auto& [region, scop] : info) {
      if (!scop) continue;
      RawScop raw;
      if (!readScop(*scop, raw)) return false;
      scops.push_back(std::move(raw));
    }
    addStraightLineAccesses(scops);
    return checkCoverage() && orderScops(scops) && build(scops);
  }

private:
  bool fail(int code, const std::string& message) {
    failure_ = {code, message};
    return false;
  }

  // Why the block of `inst` is in no SCoP, from Polly's rejection logs of the regions around it.
  std::string rejectionReason(const llvm::Instruction& inst, SourceLoc& where) {
    for (llvm::Region* r = regions_->getRegionFor(const_cast<llvm::BasicBlock*>(inst.getParent())); r; r = r->getParent()) {
      const polly::RejectLog* log = detection_->lookupRejectionLog(r);
      if (!log || log->size() == 0) continue;
      const polly::RejectReason& reason = **log->begin();
      where = debugLocOf(reason.getDebugLoc(), where);
      return reason.getMessage();
    }
    return "not inside a static control part (non-affine loop bound, subscript or condition)";
  }

  // Loads and stores outside every loop and every SCoP that address a global at a constant
  // offset (straight-line code before, between or after the loop nests): each block of them
  // becomes a statement of its own, executed once.
  void addStraightLineAccesses(std::vector<RawScop>& scops) {
    std::map<const llvm::BasicBlock*, RawScop> blocks;
    const llvm::DataLayout& layout = f_.getParent()->getDataLayout();
    for (unsigned i = 0; i < inventory_.ops.size(); ++i) {
      llvm::Instruction* inst = inventory_.instructions[i];
      if (covered_.count(i) || li_->getLoopFor(inst->getParent())) continue;
      int64_t offset = 0;
      const llvm::Value* base = llvm::GetPointerBaseWithConstantOffset(llvm::getLoadStorePointerOperand(inst), offset, layout);
      auto* global = llvm::dyn_cast<llvm::GlobalVariable>(base);
      if (!global) continue;
      RawScop& block = blocks[inst->getParent()];
      block.entry = inst->getParent();
      if (block.stmts.empty()) {
        std::string name = "Straight" + std::to_string(blocks.size());
        block.stmts.push_back({"{ " + name + "[] -> [] }", 0, {}});
      }
      std::string stmt = block.stmts.front().schedule.substr(2, block.stmts.front().schedule.find('[') - 2);
      rs(block).accesses.push_back({i, globalArrayId(*global, *inst), "{ " + stmt + "[] -> Flat[] }",
                                    "{ Flat[] -> Mem[" + std::to_string(globalArrayId(*global, *inst)) + ", " + std::to_string(offset) + "] }"});
      covered_.insert(i);
    }
    for (auto& [bb, block] : blocks) scops.push_back(std::move(block));
  }

  static RawStmt& rs(RawScop& block) { return block.stmts.front(); }

  unsigned globalArrayId(const llvm::GlobalVariable& global, const llvm::Instruction& inst) {
    auto [it, added] = arrayIds_.try_emplace(&global, program_.arrays.size());
    if (added) {
      const llvm::DataLayout& layout = f_.getParent()->getDataLayout();
      llvm::Type* element = llvm::isa<llvm::LoadInst>(inst) ? inst.getType() : llvm::cast<llvm::StoreInst>(inst).getValueOperand()->getType();
      program_.arrays.push_back({global.getName().str(), (unsigned)layout.getTypeAllocSize(element), layout.getTypeAllocSize(global.getValueType())});
    }
    return it->second;
  }

  bool checkCoverage() {
    for (unsigned i = 0; i < inventory_.ops.size(); ++i) {
      if (covered_.count(i)) continue;
      SourceLoc where = inventory_.ops[i].loc;
      std::string reason = rejectionReason(*inventory_.instructions[i], where);
      std::string access = inventory_.ops[i].isWrite ? "store" : "load";
      return fail(3, located(inventory_.ops[i].loc, access + " is not an affine access of a static control part: " + reason) +
                         (where.line && where.line != inventory_.ops[i].loc.line ? " (at " + where.str() + ")" : ""));
    }
    return true;
  }

  // Sorts the SCoPs in execution order: each runs once, after the one that dominates it.
  bool orderScops(std::vector<RawScop>& scops) {
    for (auto& s : scops) {
      const llvm::Loop* loop = li_->getLoopFor(s.entry);
      if (loop && !loopInsideScop(loop, s)) return fail(3, located(sourceLocOf(*s.entry->getFirstNonPHI()), "a static control part runs inside a non-affine loop"));
    }
    std::sort(scops.begin(), scops.end(), [&](const RawScop& a, const RawScop& b) {
      return a.entry != b.entry && dt_->dominates(a.entry, b.entry);
    });
    for (size_t i = 1; i < scops.size(); ++i)
      if (!dt_->dominates(scops[i - 1].entry, scops[i].entry))
        return fail(3, located(sourceLocOf(*scops[i].entry->getFirstNonPHI()), "static control parts on different branches"));
    return true;
  }

  bool loopInsideScop(const llvm::Loop* loop, const RawScop& s) {
    auto it = scopRegions_.find(s.entry);
    return it != scopRegions_.end() && it->second->contains(loop);
  }

  bool readScop(polly::Scop& scop, RawScop& raw) {
    raw.entry = scop.getRegion().getEntry();
    scopRegions_[raw.entry] = &scop.getRegion();
    SourceLoc scopLoc = sourceLocOf(*raw.entry->getFirstNonPHI());
    if (scop.getNumParams() != 0)
      return fail(3, located(scopLoc, "a loop bound or subscript depends on a value unknown at compile time (" +
                                          islText(scop.getContext(), isl_set_to_str) + ")"));
    for (polly::ScopStmt& stmt : scop) {
      if (stmt.isRegionStmt()) return fail(3, located(sourceLocOf(*stmt.getEntryBlock()->getFirstNonPHI()), "non-affine control flow inside a loop body"));
      RawStmt rs;
      isl::set domain = stmt.getDomain();
      isl::map schedule = stmt.getSchedule();
      if (schedule.is_null()) continue;
      schedule = schedule.intersect_domain(domain);
      rs.schedule = islText(schedule, isl_map_to_str);
      rs.scheduleDims = unsigned(schedule.range_tuple_dim().release());
      for (polly::MemoryAccess* access : stmt) {
        if (!access->isArrayKind()) continue;
        if (!readAccess(*access, domain, rs)) return false;
      }
      std::sort(rs.accesses.begin(), rs.accesses.end(), [](const RawAccess& a, const RawAccess& b) { return a.op < b.op; });
      raw.stmts.push_back(std::move(rs));
    }
    return true;
  }

  bool readAccess(polly::MemoryAccess& access, const isl::set& domain, RawStmt& rs) {
    llvm::Instruction* inst = access.getAccessInstruction();
    auto it = opOf_.find(inst);
    SourceLoc loc = inst ? sourceLocOf(*inst) : SourceLoc{f_.getName().str()};
    if (it == opOf_.end()) return fail(3, located(loc, "memory access that is neither a load nor a store"));
    if (!access.isAffine() || access.isMayWrite()) return fail(3, located(loc, "non-affine array subscript"));
    const polly::ScopArrayInfo* array = access.getScopArrayInfo();
    const llvm::DataLayout& layout = f_.getParent()->getDataLayout();
    if (layout.getTypeAllocSize(access.getElementType()) != (uint64_t)array->getElemSizeInBytes())
      return fail(3, located(loc, "access size differs from the array's element size"));
    std::string linear;
    if (!linearization(*array, loc, linear)) return false;
    rs.accesses.push_back({it->second, arrayId(*array), islText(access.getAccessRelation().intersect_domain(domain), isl_map_to_str), linear});
    covered_.insert(it->second);
    return true;
  }

  // "{ MemRef[i0,...] -> Mem[a, e*(row-major offset)] }" for `array`, whose inner sizes must be
  // compile-time constants.
  bool linearization(const polly::ScopArrayInfo& array, const SourceLoc& loc, std::string& out) {
    unsigned id = arrayId(array);
    unsigned dims = array.getNumberOfDimensions();
    std::string in, offset = "0";
    for (unsigned d = 0; d < dims; ++d) {
      in += (d ? ",i" : "i") + std::to_string(d);
      if (d == 0) {
        offset = "i0";
        continue;
      }
      auto* size = llvm::dyn_cast_or_null<llvm::SCEVConstant>(array.getDimensionSize(d));
      if (!size) return fail(3, located(loc, "array " + array.getName() + " has a size unknown at compile time"));
      offset = "(" + offset + ")*" + std::to_string(size->getAPInt().getSExtValue()) + " + i" + std::to_string(d);
    }
    out = "{ " + array.getName() + "[" + in + "] -> Mem[" + std::to_string(id) + ", " +
          std::to_string(array.getElemSizeInBytes()) + "*(" + offset + ")] }";
    return true;
  }

  unsigned arrayId(const polly::ScopArrayInfo& array) {
    const llvm::Value* base = array.getBasePtr();
    auto [it, added] = arrayIds_.try_emplace(base, program_.arrays.size());
    if (added) {
      ArrayInfo info{base->hasName() ? base->getName().str() : array.getName(), (unsigned)array.getElemSizeInBytes(), 0};
      if (auto* global = llvm::dyn_cast<llvm::GlobalVariable>(base))
        info.sizeBytes = f_.getParent()->getDataLayout().getTypeAllocSize(global->getValueType());
      program_.arrays.push_back(info);
    }
    return it->second;
  }

  // The program's accesses: Stmt[x] -> T[scop, schedule padded with 0, access position].
  bool build(const std::vector<RawScop>& scops) {
    unsigned maxDims = 0;
    for (auto& s : scops)
      for (auto& st : s.stmts) maxDims = std::max(maxDims, st.scheduleDims);
    program_.timeDims = maxDims + 2;
    isl::ctx ctx = program_.ctx.get();
    for (unsigned si = 0; si < scops.size(); ++si)
      for (auto& st : scops[si].stmts)
        for (unsigned k = 0; k < st.accesses.size(); ++k) {
          isl::map time = timeMap(ctx, st, si, k, maxDims);
          isl::map bytes = isl::map(ctx, st.accesses[k].relation).apply_range(isl::map(ctx, st.accesses[k].linear));
          if (time.is_null() || bytes.is_null()) return fail(2, "error: isl could not build the access relation");
          program_.accesses.push_back({st.accesses[k].op, st.accesses[k].array, time.reverse().apply_range(bytes)});
        }
    std::sort(program_.accesses.begin(), program_.accesses.end(), [](const AccessModel& a, const AccessModel& b) { return a.op < b.op; });
    dropConstantTimeDims();
    return true;
  }

  // The value of time dimension d at every access when it is one and the same constant.
  std::optional<long> commonConstant(unsigned d) {
    std::optional<long> common;
    for (auto& access : program_.accesses) {
      isl::set times = access.timeToByte.domain();
      isl_val* v = isl_set_plain_get_val_if_fixed(times.get(), isl_dim_set, d);
      bool fixed = v && isl_val_is_int(v) == isl_bool_true;
      long value = fixed ? isl_val_get_num_si(v) : 0;
      isl_val_free(v);
      if (!fixed || (common && *common != value)) return std::nullopt;
      common = value;
    }
    return common;
  }

  // Removes the time dimensions that are the same constant everywhere: they order nothing, and
  // every dimension fewer halves the work of the lexicographic optimisations.
  void dropConstantTimeDims() {
    for (unsigned d = program_.timeDims; d-- > 0;) {
      if (program_.timeDims == 1 || !commonConstant(d)) continue;
      for (auto& access : program_.accesses) {
        isl_map* m = isl_map_project_out(access.timeToByte.release(), isl_dim_in, d, 1);
        access.timeToByte = isl::manage(isl_map_set_tuple_name(m, isl_dim_in, "T"));
      }
      --program_.timeDims;
    }
  }

  static isl::map timeMap(isl::ctx ctx, const RawStmt& st, unsigned scop, unsigned k, unsigned maxDims) {
    isl_map* m = isl::map(ctx, st.schedule).release();
    m = isl_map_insert_dims(m, isl_dim_out, 0, 1);
    m = isl_map_fix_si(m, isl_dim_out, 0, scop);
    m = isl_map_add_dims(m, isl_dim_out, maxDims - st.scheduleDims + 1);
    for (unsigned d = st.scheduleDims + 1; d < maxDims + 1; ++d) m = isl_map_fix_si(m, isl_dim_out, d, 0);
    m = isl_map_fix_si(m, isl_dim_out, maxDims + 1, k);
    m = isl_map_set_tuple_name(m, isl_dim_out, "T");
    return isl::manage(m);
  }

  llvm::Function& f_;
  Program& program_;
  const FunctionOps& inventory_;
  Failure& failure_;
  std::map<const llvm::Instruction*, unsigned> opOf_;
  std::set<unsigned> covered_;
  std::map<const llvm::Value*, unsigned> arrayIds_;
  std::map<const llvm::BasicBlock*, const llvm::Region*> scopRegions_;
  llvm::DominatorTree* dt_ = nullptr;
  llvm::LoopInfo* li_ = nullptr;
  polly::ScopDetection* detection_ = nullptr;
  llvm::RegionInfo* regions_ = nullptr;
};

} // namespace

namespace {

// Polly never puts the function's entry block or a returning block in a SCoP; moving their
// memory accesses into blocks of their own lets straight-line code before and after the loops
// be modelled too. The instructions and their order are unchanged.
void isolateEntryAndReturns(llvm::Function& f) {
  llvm::BasicBlock& entry = f.getEntryBlock();
  llvm::SplitBlock(&entry, entry.getFirstNonPHIOrDbgOrAlloca());
  std::vector<llvm::BasicBlock*> returning;
  for (llvm::BasicBlock& bb : f)
    if (llvm::isa<llvm::ReturnInst>(bb.getTerminator()) && &bb.front() != bb.getTerminator()) returning.push_back(&bb);
  for (llvm::BasicBlock* bb : returning) llvm::SplitBlock(bb, bb->getTerminator());
}

} // namespace

std::unique_ptr<Program> extractProgram(llvm::Function& f, Failure& failure) {
  isolateEntryAndReturns(f);
  auto program = std::make_unique<Program>();
  program->functionName = f.getName().str();
  FunctionOps inventory = inventoryMemoryOps(f);
  program->ops = inventory.ops;
  program->nests = inventory.nests;
  Extractor extractor(f, *program, inventory, failure);
  if (!extractor.run()) return nullptr;
  return program;
}

} // namespace theseus::cachemiss
