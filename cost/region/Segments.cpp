#include "cost/region/Segments.h"

#include <map>

namespace theseus::cost {

namespace {

// The function whose label `line` is (`name:` at the start of the line), or -1.
int functionLabel(llvm::StringRef line, const std::map<std::string, unsigned, std::less<>>& functions) {
  size_t colon = line.find(':');
  if (colon == llvm::StringRef::npos || colon == 0) return -1;
  auto it = functions.find(line.take_front(colon));
  return it == functions.end() ? -1 : int(it->second);
}

// Whether `line` starts a machine block: `# %bb.N:` (a block reached only by falling through) or
// a `.LBB…:` label.
bool startsMachineBlock(llvm::StringRef line) {
  return line.starts_with("# %bb.") || (line.starts_with(".LBB") && line.contains(':'));
}

// The IR block number a block-start line names (`# %<prefix>N` at its end), or -1.
int irBlockOf(llvm::StringRef line, llvm::StringRef blockPrefix) {
  size_t mark = line.rfind("# %");
  if (mark == llvm::StringRef::npos || mark == 0) return -1;
  llvm::StringRef name = line.drop_front(mark + 3).rtrim();
  unsigned number = 0;
  if (!name.consume_front(blockPrefix) || name.getAsInteger(10, number)) return -1;
  return int(number);
}

} // namespace

std::string labelMachineBlocks(llvm::StringRef assembly, const std::vector<std::string>& functions, llvm::StringRef blockPrefix,
                               llvm::StringRef labelPrefix, std::vector<AssemblySegment>& segments) {
  std::map<std::string, unsigned, std::less<>> byName;
  for (unsigned i = 0; i < functions.size(); ++i) byName[functions[i]] = i;
  std::string out;
  out.reserve(assembly.size() + assembly.size() / 8);
  int current = -1;
  while (!assembly.empty()) {
    auto [line, rest] = assembly.split('\n');
    assembly = rest;
    out.append(line.data(), line.size());
    out += '\n';
    if (int f = functionLabel(line, byName); f >= 0) {
      current = f;
      continue;
    }
    if (line.starts_with(".Lfunc_end")) current = -1;
    if (current < 0 || !startsMachineBlock(line)) continue;
    out += labelPrefix.str() + std::to_string(segments.size()) + ":\n";
    segments.push_back({unsigned(current), irBlockOf(line, blockPrefix)});
  }
  return out;
}

} // namespace theseus::cost
