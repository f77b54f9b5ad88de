// Agreement of the cut shapes (cut/fastpath/Shape.h) with the cache keys, over real modules: for
// every candidate of every function (depth 4, nothing applied), the walk's stable shape hash
// against the hash read back from the cut's key text, and the exact shape against the key (equal
// shapes must have equal keys). Prints the figures and every disagreement's key text.
//
// usage: shape_agreement FILE.ll|FILE.bc...
#include "cut/extract/Analyses.h"
#include "cut/fastpath/Shape.h"
#include "store/RewriteCache.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>
#include <map>
#include <memory>

using namespace theseus;

namespace {

struct Figures {
  unsigned cuts = 0, straightLine = 0, redoneWalks = 0, hashAgrees = 0, hashDisagrees = 0, redoneHashDiffers = 0;
  unsigned repeats = 0, repeatKeyDiffers = 0, sameKeyOtherShape = 0;
};

// The cuts seen so far, by their walk's shape bucket: the shape and the key text.
struct Seen {
  cut::CutShape shape;
  std::string key;
};

void measureFunction(llvm::Function& f, cut::AnalysisSession& session, llvm::LLVMContext& keys, Figures& out,
                     std::multimap<uint64_t, Seen>& seen, std::map<std::string, unsigned>& keyShapes) {
  for (llvm::Instruction& inst : llvm::instructions(f)) {
    if (!cut::isCandidate(inst)) continue;
    std::string why;
    cut::FunctionAnalyses analyses = cut::analysesOf(f, session.functions());
    std::optional<cut::CutWalk> walk = cut::walkCut(inst, analyses, cut::CutOptions{}, why);
    std::optional<cut::CutShape> shape = walk ? cut::shapeOf(*walk) : std::nullopt;
    std::optional<cut::Cut> c = cut::extractCut(inst, analyses, cut::CutOptions{}, why);
    if (!c) continue;
    ++out.cuts;
    if (!shape) continue;
    ++out.straightLine;
    std::string key = store::canonicalCutText(*c->ir, c->dataLayout);
    std::optional<uint64_t> fromKey = cut::stableShapeHashOfCutText(key, keys);
    bool agrees = fromKey && *fromKey == cut::stableShapeHash(*shape);
    if (!c->fromFirstWalk) {
      ++out.redoneWalks;
      out.redoneHashDiffers += !agrees;
      continue;
    }
    if (agrees) {
      ++out.hashAgrees;
    } else {
      ++out.hashDisagrees;
      std::printf("disagreement at %s in @%s:\n%s\n", inst.getName().str().c_str(), f.getName().str().c_str(), key.c_str());
    }
    bool repeat = false;
    auto [first, last] = seen.equal_range(shape->bucket);
    for (auto it = first; it != last && !repeat; ++it)
      if (cut::sameShape(*shape, it->second.shape)) {
        repeat = true;
        out.repeatKeyDiffers += it->second.key != key;
      }
    out.repeats += repeat;
    if (!repeat) {
      out.sameKeyOtherShape += keyShapes[key]++ > 0;
      seen.emplace(shape->bucket, Seen{*shape, key});
    }
  }
}

} // namespace

int main(int argc, char** argv) {
  Figures figures;
  for (int i = 1; i < argc; ++i) {
    llvm::LLVMContext context, keys;
    llvm::SMDiagnostic diag;
    std::unique_ptr<llvm::Module> m = llvm::parseIRFile(argv[i], diag, context);
    if (!m) {
      std::fprintf(stderr, "%s:%d:%d: error: %s\n", argv[i], diag.getLineNo(), diag.getColumnNo() + 1, diag.getMessage().str().c_str());
      return 4;
    }
    cut::AnalysisSession session;
    std::multimap<uint64_t, Seen> seen;
    std::map<std::string, unsigned> keyShapes;
    for (llvm::Function& f : *m)
      if (!f.isDeclaration()) measureFunction(f, session, keys, figures, seen, keyShapes);
  }
  std::printf("cuts %u, straight-line %u (first walk %u, walk redone by the bridge %u)\n", figures.cuts, figures.straightLine,
              figures.straightLine - figures.redoneWalks, figures.redoneWalks);
  std::printf("stable hash of the walk == hash of the key text: %u of %u first-walk cuts (%.1f%%); redone walks whose first-walk hash differs: %u\n",
              figures.hashAgrees, figures.hashAgrees + figures.hashDisagrees,
              100.0 * figures.hashAgrees / std::max(1u, figures.hashAgrees + figures.hashDisagrees), figures.redoneHashDiffers);
  std::printf("shape repeats within a module %u, of which with another key %u; distinct shapes sharing a key with an earlier one %u\n",
              figures.repeats, figures.repeatKeyDiffers, figures.sameKeyOtherShape);
  return figures.repeatKeyDiffers == 0 ? 0 : 1;
}
