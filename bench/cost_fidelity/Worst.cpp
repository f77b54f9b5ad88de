#include "Worst.h"

#include "ir/Printer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace theseus::bench {

std::vector<double> ranks(const std::vector<std::vector<double>>& keys) {
  std::vector<size_t> order(keys.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return keys[a] < keys[b]; });
  std::vector<double> r(keys.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && keys[order[j + 1]] == keys[order[i]]) ++j;
    for (size_t k = i; k <= j; ++k) r[order[k]] = (double(i) + double(j)) / 2 + 1;
    i = j + 1;
  }
  return r;
}

namespace {

std::string keyText(const std::vector<double>& key) {
  std::ostringstream out;
  out << "(";
  for (size_t i = 0; i < key.size(); ++i) out << (i ? ", " : "") << key[i];
  return out.str() + ")";
}

// isel's selection of `f`, one instruction a line.
std::string selectionText(cost::IselModel& isel, const ir::Function& f) {
  cost::Selection s = isel.select(f);
  if (!s.error.empty()) return "    unsupported: " + s.error + "\n";
  std::ostringstream out;
  for (auto& i : s.instrs) out << "    " << i.weight->opcode << "  (" << i.pattern->name << ")\n";
  return out.str();
}

// The instructions llc-19 emits for `f` on `mcpu` (directives, labels and comments dropped).
std::string llcText(const ir::Function& f, const std::string& mcpu) {
  const char* path = "/tmp/theseus-cost-fidelity-worst.ll";
  std::ofstream(path) << ir::toString(f) << "\n" << ir::intrinsicDeclarations(f);
  std::string command = "llc-19 -O2 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -mcpu=" + mcpu + " -o - " + path + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return "    (llc-19 did not start)\n";
  std::string out;
  char line[512];
  while (fgets(line, sizeof line, pipe)) {
    std::string text = line;
    size_t start = text.find_first_not_of(" \t");
    if (start == std::string::npos || text[start] == '.' || text[start] == '#' || text.find(':') != std::string::npos) continue;
    out += "    " + text.substr(start);
  }
  pclose(pipe);
  return out;
}

} // namespace

void printWorst(unsigned n, const std::vector<RankedFunction>& fs, cost::IselModel& isel, const std::string& mcpu) {
  std::vector<std::vector<double>> iselKeys, mcaKeys;
  for (auto& f : fs) iselKeys.push_back(f.isel), mcaKeys.push_back(f.mca);
  auto ri = ranks(iselKeys), rm = ranks(mcaKeys);
  std::vector<size_t> order(fs.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return std::abs(ri[a] - rm[a]) > std::abs(ri[b] - rm[b]); });
  for (size_t k = 0; k < std::min<size_t>(n, order.size()); ++k) {
    size_t i = order[k];
    const ir::Function& f = *fs[i].function;
    std::printf("worst @%s: isel rank %.0f %s  mca rank %.0f %s\n", f.name().c_str(), ri[i], keyText(fs[i].isel).c_str(), rm[i],
                keyText(fs[i].mca).c_str());
    std::printf("  IR:\n%s  isel:\n%s  llc-19 -mcpu=%s:\n%s", ir::toString(f).c_str(), selectionText(isel, f).c_str(), mcpu.c_str(),
                llcText(f, mcpu).c_str());
  }
}

} // namespace theseus::bench
