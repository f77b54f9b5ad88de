#pragma once
// A table of isel patterns as constant data without a pointer: the texts of all its rows in one
// character array, each string field an offset and a length into it. A table of Patterns, whose
// string_view fields each need a dynamic relocation in a shared object, made every page of it a
// copy-on-write fault when the pass plugin was loaded into each compile (55 KB, 14 pages; about
// 0.08 ms per compile), although the fast compile mode never prices.
// Packed at compile time from the ordinary rows, the table is read-only data that no one touches
// until the isel model first lists its patterns.
#include "cost/isel/IselPatterns.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace theseus::cost {

// Where one string field of a packed row lies in its table's characters.
struct PackedText {
  std::uint32_t offset = 0;
  std::uint32_t length = 0;
};

// A Pattern whose string fields are PackedTexts.
struct PackedPattern {
  PackedText name, tree, mc, why, meaning, avoidOn, feature;
  ResultKind result = ResultKind::Reg;
  TypeClass types = TypeClass::Scalar;
  int priority = 0;
  AddressForm address = AddressForm::None;
  unsigned leafBits = 0;
  unsigned rootBits = 0;
  unsigned vectorBits = 0;
  unsigned wholeBits = 0;
};

template <std::size_t Rows, std::size_t Chars>
struct PackedPatterns {
  std::array<PackedPattern, Rows> rows{};
  std::array<char, Chars> text{};
};

// The characters the string fields of `rows` take together.
template <std::size_t Rows>
constexpr std::size_t packedTextSize(const Pattern (&rows)[Rows]) {
  std::size_t size = 0;
  for (const Pattern& p : rows)
    size += p.name.size() + p.tree.size() + p.mc.size() + p.why.size() + p.meaning.size() + p.avoidOn.size() + p.feature.size();
  return size;
}

namespace packing {

// Appends `s` to `text` at `used` and says where it went.
template <std::size_t Chars>
constexpr PackedText place(std::string_view s, std::array<char, Chars>& text, std::size_t& used) {
  PackedText at{static_cast<std::uint32_t>(used), static_cast<std::uint32_t>(s.size())};
  for (char c : s) text[used++] = c;
  return at;
}

// The text `at` names in `text`.
template <std::size_t Chars>
constexpr std::string_view view(const std::array<char, Chars>& text, PackedText at) {
  return std::string_view(text.data() + at.offset, at.length);
}

} // namespace packing

// `rows` packed; `Chars` must be packedTextSize(rows). Evaluated at compile time only.
template <std::size_t Chars, std::size_t Rows>
consteval PackedPatterns<Rows, Chars> packPatterns(const Pattern (&rows)[Rows]) {
  PackedPatterns<Rows, Chars> out;
  std::size_t used = 0;
  for (std::size_t i = 0; i < Rows; ++i) {
    const Pattern& p = rows[i];
    PackedPattern& q = out.rows[i];
    q.name = packing::place(p.name, out.text, used);
    q.tree = packing::place(p.tree, out.text, used);
    q.mc = packing::place(p.mc, out.text, used);
    q.why = packing::place(p.why, out.text, used);
    q.meaning = packing::place(p.meaning, out.text, used);
    q.avoidOn = packing::place(p.avoidOn, out.text, used);
    q.feature = packing::place(p.feature, out.text, used);
    q.result = p.result;
    q.types = p.types;
    q.priority = p.priority;
    q.address = p.address;
    q.leafBits = p.leafBits;
    q.rootBits = p.rootBits;
    q.vectorBits = p.vectorBits;
    q.wholeBits = p.wholeBits;
  }
  return out;
}

// Row `i` of `packed` as a Pattern whose string fields view `packed`'s text.
template <std::size_t Rows, std::size_t Chars>
constexpr Pattern unpackedPattern(const PackedPatterns<Rows, Chars>& packed, std::size_t i) {
  const PackedPattern& q = packed.rows[i];
  auto text = [&packed](PackedText at) { return packing::view(packed.text, at); };
  return Pattern{text(q.name), text(q.tree), q.result, q.types, text(q.mc), q.priority, text(q.why), text(q.meaning),
                 q.address, text(q.avoidOn), q.leafBits, text(q.feature), q.rootBits, q.vectorBits, q.wholeBits};
}

// Whether every row of `packed` unpacks to the row of `rows` it was packed from (for a
// static_assert beside each table).
template <std::size_t Rows, std::size_t Chars>
constexpr bool unpacksTo(const PackedPatterns<Rows, Chars>& packed, const Pattern (&rows)[Rows]) {
  for (std::size_t i = 0; i < Rows; ++i) {
    Pattern p = unpackedPattern(packed, i);
    const Pattern& r = rows[i];
    if (p.name != r.name || p.tree != r.tree || p.result != r.result || p.types != r.types || p.mc != r.mc || p.priority != r.priority ||
        p.why != r.why || p.meaning != r.meaning || p.address != r.address || p.avoidOn != r.avoidOn || p.leafBits != r.leafBits ||
        p.feature != r.feature || p.rootBits != r.rootBits || p.vectorBits != r.vectorBits || p.wholeBits != r.wholeBits)
      return false;
  }
  return true;
}

// Appends the patterns of `packed` to `out`; their string fields view `packed`, which must
// outlive them (the tables are constants of static storage).
template <std::size_t Rows, std::size_t Chars>
void appendPatterns(const PackedPatterns<Rows, Chars>& packed, std::vector<Pattern>& out) {
  for (std::size_t i = 0; i < Rows; ++i) out.push_back(unpackedPattern(packed, i));
}

} // namespace theseus::cost
