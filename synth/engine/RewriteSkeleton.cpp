#include "synth/engine/RewriteSkeleton.h"

namespace theseus::synth {

RewriteSkeleton rewriteSkeleton(const ir::Function& src, const std::string& name) {
  RewriteSkeleton out;
  out.function = std::make_unique<ir::Function>(name, src.returnType());
  for (auto& a : src.arguments()) {
    ir::Argument* arg = out.function->addArgument(a->type(), a->name());
    arg->attrs = a->attrs;
    out.arguments.push_back(arg);
  }
  out.function->returnAttrs = src.returnAttrs;
  out.entry = out.function->addBlock("entry");
  return out;
}

} // namespace theseus::synth
