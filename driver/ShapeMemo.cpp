#include "driver/ShapeMemo.h"

#include <llvm/IR/Module.h>

namespace theseus::driver {

ShapeMemo::ShapeMemo() = default;
ShapeMemo::~ShapeMemo() = default;

const ShapeMemo::Entry* ShapeMemo::find(const cut::CutShape& shape) const {
  auto [first, last] = entries_.equal_range(shape.bucket);
  for (auto it = first; it != last; ++it)
    if (cut::sameShape(shape, it->second.shape)) return &it->second;
  return nullptr;
}

void ShapeMemo::remember(const cut::CutShape& walked, cut::Cut& cut, std::shared_ptr<const ir::Function> rewrite, std::string rewriteText,
                         CutOutcome outcome) {
  if (!cut.fromFirstWalk || cut.hasControlFlow || !cut.function || !cut.module || !cut.ir || find(walked)) return;
  std::optional<cut::CutShape> built = cut::shapeOfFunction(*cut.function);
  if (!built || !cut::sameShape(walked, *built)) return;
  Entry entry;
  entry.shape = std::move(*built);
  entry.module = std::move(cut.module);
  entry.dataLayout = cut.dataLayout;
  entry.rewrite = std::move(rewrite);
  entry.rewriteText = std::move(rewriteText);
  entry.outcome = outcome;
  cut.function = nullptr;
  uint64_t bucket = entry.shape.bucket;
  entries_.emplace(bucket, std::move(entry));
}

cut::Cut ShapeMemo::cutOf(const Entry& entry, const cut::CutWalk& walk) { return cut::unbuiltCut(walk, unsigned(entry.shape.instructions.size())); }

} // namespace theseus::driver
