#include "cachemiss/Simulate.h"

#include "cachemiss/Lru.h"
#include "cachemiss/MemoryOps.h"

#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/TargetSelect.h>

#include <algorithm>
#include <csetjmp>

namespace theseus::cachemiss {

namespace {

const char* kHookName = "__theseus_cachemiss_trace";

struct ArrayRange {
  uint64_t begin, end;
  uint64_t id;
};

// The state the instrumentation hook updates; one simulation at a time per thread.
struct Tracer {
  std::vector<ArrayRange> arrays; // sorted by begin
  std::vector<CacheConfig> configs;
  std::vector<LruCache> caches;
  std::vector<std::vector<Counts>> perOp; // [config][op]
  uint64_t seen = 0, limit = 0;
  int strayOp = -1;
  bool stopped = false;
};

thread_local Tracer* currentTracer = nullptr;

const ArrayRange* arrayOf(const Tracer& t, uint64_t address) {
  auto it = std::upper_bound(t.arrays.begin(), t.arrays.end(), address, [](uint64_t a, const ArrayRange& r) { return a < r.begin; });
  if (it == t.arrays.begin()) return nullptr;
  --it;
  return address < it->end ? &*it : nullptr;
}

extern "C" void theseusCachemissTrace(void* pointer, uint32_t op) {
  Tracer& t = *currentTracer;
  if (t.stopped) return;
  if (t.limit && ++t.seen > t.limit) {
    t.stopped = true;
    return;
  }
  auto address = reinterpret_cast<uint64_t>(pointer);
  const ArrayRange* array = arrayOf(t, address);
  if (!array) {
    if (t.strayOp < 0) t.strayOp = (int)op;
    return;
  }
  for (size_t c = 0; c < t.configs.size(); ++c) {
    uint64_t line = (array->id << 40) | ((address - array->begin) / t.configs[c].lineBytes);
    Counts& counts = t.perOp[c][op];
    ++counts.accesses;
    switch (t.caches[c].access(line)) {
    case AccessOutcome::Hit: break;
    case AccessOutcome::Compulsory: ++counts.compulsory; break;
    case AccessOutcome::Capacity: ++counts.capacity; break;
    }
  }
}

// Inserts `call @__theseus_cachemiss_trace(ptr, i32 op)` before every memory op.
void instrument(llvm::Module& m, const FunctionOps& inventory) {
  llvm::LLVMContext& ctx = m.getContext();
  auto* hookType = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {llvm::PointerType::get(ctx, 0), llvm::Type::getInt32Ty(ctx)}, false);
  llvm::FunctionCallee hook = m.getOrInsertFunction(kHookName, hookType);
  for (size_t i = 0; i < inventory.instructions.size(); ++i) {
    llvm::IRBuilder<> b(inventory.instructions[i]);
    b.CreateCall(hook, {llvm::getLoadStorePointerOperand(inventory.instructions[i]), b.getInt32(i)});
  }
}

// Makes every definition visible to the JIT's lookups.
void exposeDefinitions(llvm::Module& m) {
  for (llvm::GlobalVariable& g : m.globals())
    if (!g.isDeclaration()) g.setLinkage(llvm::GlobalValue::ExternalLinkage);
  for (llvm::Function& f : m)
    if (!f.isDeclaration()) f.setLinkage(llvm::GlobalValue::ExternalLinkage);
}

std::unique_ptr<llvm::orc::LLJIT> makeJit(Failure& failure) {
  static bool initialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
  auto jit = llvm::orc::LLJITBuilder().create();
  if (!jit) {
    failure = {2, "error: cannot create the JIT: " + llvm::toString(jit.takeError())};
    return nullptr;
  }
  auto& dylib = (*jit)->getMainJITDylib();
  auto generator = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess((*jit)->getDataLayout().getGlobalPrefix());
  if (generator) dylib.addGenerator(std::move(*generator));
  llvm::orc::SymbolMap hook;
  hook[(*jit)->mangleAndIntern(kHookName)] = {llvm::orc::ExecutorAddr::fromPtr(&theseusCachemissTrace), llvm::JITSymbolFlags::Exported};
  if (auto e = dylib.define(llvm::orc::absoluteSymbols(std::move(hook)))) {
    failure = {2, "error: " + llvm::toString(std::move(e))};
    return nullptr;
  }
  return std::move(*jit);
}

} // namespace

std::optional<std::vector<CacheResult>> simulateMisses(LoadedModule loaded, const std::string& functionName,
                                                       const std::vector<CacheConfig>& configs, uint64_t maxAccesses,
                                                       Failure& failure) {
  llvm::Module& m = *loaded.module;
  llvm::Function* f = selectFunction(m, functionName, failure);
  if (!f) return std::nullopt;
  if (!f->getReturnType()->isVoidTy() || f->arg_size() != 0) {
    failure = {3, "error: cachesim runs only functions of type void (); @" + f->getName().str() + " is not one"};
    return std::nullopt;
  }
  std::string name = f->getName().str();
  FunctionOps inventory = inventoryMemoryOps(*f);
  instrument(m, inventory);
  exposeDefinitions(m);
  std::vector<std::pair<std::string, uint64_t>> globals;
  for (llvm::GlobalVariable& g : m.globals())
    if (!g.isDeclaration()) globals.push_back({g.getName().str(), m.getDataLayout().getTypeAllocSize(g.getValueType())});
  auto jit = makeJit(failure);
  if (!jit) return std::nullopt;
  if (auto e = jit->addIRModule(llvm::orc::ThreadSafeModule(std::move(loaded.module), std::move(loaded.context)))) {
    failure = {2, "error: " + llvm::toString(std::move(e))};
    return std::nullopt;
  }
  Tracer tracer;
  for (auto& [gname, size] : globals) {
    auto address = jit->lookup(gname);
    if (!address) {
      failure = {2, "error: " + llvm::toString(address.takeError())};
      return std::nullopt;
    }
    tracer.arrays.push_back({address->getValue(), address->getValue() + size, tracer.arrays.size()});
  }
  std::sort(tracer.arrays.begin(), tracer.arrays.end(), [](const ArrayRange& a, const ArrayRange& b) { return a.begin < b.begin; });
  auto entry = jit->lookup(name);
  if (!entry) {
    failure = {2, "error: " + llvm::toString(entry.takeError())};
    return std::nullopt;
  }
  tracer.configs = configs;
  tracer.limit = maxAccesses;
  for (auto& c : configs) {
    tracer.caches.emplace_back(c.lines());
    tracer.perOp.emplace_back(inventory.ops.size());
  }
  currentTracer = &tracer;
  entry->toPtr<void (*)()>()();
  currentTracer = nullptr;
  if (tracer.stopped) {
    failure = {2, "error: stopped after " + std::to_string(maxAccesses) + " accesses (--max-accesses)"};
    return std::nullopt;
  }
  if (tracer.strayOp >= 0) {
    failure = {3, inventory.ops[tracer.strayOp].loc.str() + ": error: access outside the global arrays (local or heap memory is not simulated)"};
    return std::nullopt;
  }
  std::vector<CacheResult> results;
  for (size_t c = 0; c < configs.size(); ++c) {
    CacheResult r;
    r.tool = "cachesim";
    r.functionName = name;
    r.config = configs[c];
    r.ops = inventory.ops;
    r.nests = inventory.nests;
    r.perOp = tracer.perOp[c];
    summarize(r);
    results.push_back(std::move(r));
  }
  return results;
}

} // namespace theseus::cachemiss
