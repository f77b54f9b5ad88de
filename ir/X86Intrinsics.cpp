#include "ir/X86Intrinsics.h"

#include <unordered_map>

namespace theseus::ir {

const std::vector<X86Row>& x86Rows() {
  static const std::vector<X86Row> rows = [] {
    std::vector<X86Row> r;
    addArithmeticRows(r);
    addPermuteRows(r);
    addShiftRows(r);
    addFloatRows(r);
    return r;
  }();
  return rows;
}

std::optional<uint16_t> x86RowByName(std::string_view name) {
  static const std::unordered_map<std::string_view, uint16_t> index = [] {
    std::unordered_map<std::string_view, uint16_t> m;
    for (size_t i = 0; i < x86Rows().size(); ++i) m.emplace(x86Rows()[i].name, uint16_t(i));
    return m;
  }();
  auto it = index.find(name);
  if (it == index.end()) return std::nullopt;
  return it->second;
}

std::vector<uint64_t> roundingControlValues(RoundingControl rc) {
  switch (rc) {
  case RoundingControl::None: return {};
  case RoundingControl::SuppressOnly: return {4, 8};
  case RoundingControl::Embedded: return {4, 8, 9, 10, 11};
  }
  return {};
}

} // namespace theseus::ir
