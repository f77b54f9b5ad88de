#pragma once
// Harvest (issue 6): the cuts of a corpus, deduplicated by their canonical form (the cache key's
// text), each with the first place it was found and how often it occurs.
#include "driver/Driver.h"

#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace theseus::driver {

struct HarvestedCut {
  // Where it was first found, the cut's LLVM text, and the largest block share of its places
  // (CutRecord::blockShare); outcome and costs are filled in later.
  CutRecord record;
  // The canonical module text (store::canonicalCutText): the cache key's text and the input of
  // a worker process.
  std::string canonicalText;
  unsigned occurrences = 1;
};

class CutCollector {
public:
  explicit CutCollector(DriverOptions options);

  // Extracts the cut of every candidate of every defined function of `m` (at least
  // options.minCutInstructions instructions) and adds the new canonical forms.
  void addModule(llvm::Module& m);

  const std::vector<HarvestedCut>& cuts() const { return cuts_; }
  std::vector<HarvestedCut>& cuts() { return cuts_; }
  unsigned functions() const { return functions_; }
  unsigned candidates() const { return candidates_; }
  // Cuts extracted, duplicates included.
  unsigned extracted() const { return extracted_; }

private:
  DriverOptions options_;
  std::vector<HarvestedCut> cuts_;
  std::map<std::string, size_t> byText_;
  unsigned functions_ = 0;
  unsigned candidates_ = 0;
  unsigned extracted_ = 0;
};

} // namespace theseus::driver
