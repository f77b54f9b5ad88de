#pragma once
// Running intrinsics on this machine: ORC's LLJIT compiles, for the host CPU and its features,
// runner functions `void run(const uint64_t* in, uint64_t* out)` that load the arguments lane by
// lane (one 64-bit word per lane), call the intrinsic or function under test, and store the
// result's lanes the same way.
#include "difftest/RandomCases.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::difftest {

using Runner = void (*)(const uint64_t* in, uint64_t* out);

// What LLVM 19 says about an intrinsic: whether it exists, its immarg parameters, and whether
// its declaration agrees with the row's types.
struct LlvmIntrinsicInfo {
  bool known = false;
  std::vector<bool> immediate;
  std::string signatureProblem; // empty when the row's signature is LLVM's
};
LlvmIntrinsicInfo llvmIntrinsicInfo(std::string_view name, const ir::Type& result, const std::vector<ir::Type>& params);

// A runner of a function found in an IR file, with what it needs.
struct WrappedFunction {
  Runner runner = nullptr;
  ir::Type result = ir::Type::voidTy();
  std::vector<ir::Type> params;
  // Why the host cannot run it ("host lacks avx512bw"); then `runner` is null.
  std::string skipped;
};

class HostJit {
public:
  // The process-wide JIT; throws std::runtime_error when the host target cannot be set up.
  static HostJit& instance();
  ~HostJit();

  // One runner per entry of `variants` (the immediates of `shape`, in order); the runner reads
  // the non-immediate arguments. Empty, with `error` set, when compilation fails.
  std::vector<Runner> compileIntrinsic(const IntrinsicShape& shape, const std::vector<std::vector<uint64_t>>& variants, std::string& error);

  // A runner of @`function` of the IR file `path`, whose other functions are dropped first; with
  // `skipped` set when it calls an x86 intrinsic the host cannot execute. Nullopt, with `error`
  // (file:line:col: error: ...), when the file does not parse or a type is not testable.
  std::optional<WrappedFunction> compileFunction(const std::string& path, const std::string& function, std::string& error);

private:
  HostJit();
  struct State;
  std::unique_ptr<State> state_;
};

} // namespace theseus::difftest
