#pragma once
// The polyhedral program the cache model reads: every array access of one function, each as an
// isl relation from the global time space T (one point per dynamic access, ordered
// lexicographically in execution order) to the bytes it touches, Mem[array, byte offset].
// Arrays are assumed to start on a cache-line boundary, so line l of array a holds bytes
// [l*L, (l+1)*L) of that array only.
#include "cachemiss/IslContext.h"

#include <string>
#include <vector>

namespace theseus::cachemiss {

struct SourceLoc {
  std::string file;
  unsigned line = 0, col = 0;
  std::string str() const;
};

// One load or store of the analysed function, numbered in instruction order.
struct MemoryOpInfo {
  unsigned index = 0;
  SourceLoc loc;
  bool isWrite = false;
  std::string array;  // the global or alloca it addresses, when known
  int nest = -1;      // the outermost loop around it (index into Program::nests), -1 for none
};

struct NestInfo {
  SourceLoc loc; // the outermost loop's header
};

struct ArrayInfo {
  std::string name;
  unsigned elementBytes = 0;
  unsigned long long sizeBytes = 0;
};

// One access of the model: memory op `op`, touching `timeToByte` (T[t] -> Mem[array, byte]).
struct AccessModel {
  unsigned op = 0;
  unsigned array = 0; // index into Program::arrays
  isl::map timeToByte;
};

struct Program {
  IslContext ctx;
  std::string functionName;
  std::vector<MemoryOpInfo> ops;
  std::vector<NestInfo> nests;
  std::vector<ArrayInfo> arrays;
  std::vector<AccessModel> accesses;
  unsigned timeDims = 0;
};

} // namespace theseus::cachemiss
