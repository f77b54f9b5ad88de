#pragma once
// The frame every engine builds a rewrite in: a function with the cut's signature (argument
// types, names and attributes, return attributes) and an empty entry block, so that what an
// engine proves can replace the cut as it is.
#include "ir/Function.h"

#include <memory>
#include <string>
#include <vector>

namespace theseus::synth {

struct RewriteSkeleton {
  std::unique_ptr<ir::Function> function;
  // The function's arguments, in order.
  std::vector<ir::Value*> arguments;
  // Its entry block (owned by `function`), empty.
  ir::Block* entry = nullptr;
};

// A new function named `name` with `src`'s signature and an empty entry block.
RewriteSkeleton rewriteSkeleton(const ir::Function& src, const std::string& name);

} // namespace theseus::synth
