// A pass plugin whose pass does nothing, registered where TheseusPass.so registers its pass (last
// in the optimization pipeline at -O2/-O3) and linked as it is (-z nodelete): what any pass plugin
// costs a clang-19 compile to load and run, the floor under the plugin's own cost in
// compile_time.py --empty-plugin.
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/PassPlugin.h>

namespace {

struct NothingPass : llvm::PassInfoMixin<NothingPass> {
  llvm::PreservedAnalyses run(llvm::Module&, llvm::ModuleAnalysisManager&) { return llvm::PreservedAnalyses::all(); }
  static bool isRequired() { return true; }
};

void registerCallbacks(llvm::PassBuilder& builder) {
  builder.registerOptimizerLastEPCallback([](llvm::ModulePassManager& mpm, llvm::OptimizationLevel level) {
    if (level.getSpeedupLevel() >= 2) mpm.addPass(NothingPass());
  });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "EmptyPassPlugin", "0.1", registerCallbacks};
}
