#pragma once
// The one exception of theseus_poly.
#include <stdexcept>
#include <string>

namespace theseus::poly {

// Why a count failed: bad input (unparsable, parameters where none are allowed), an unbounded
// set, an unsupported construct, or an internal failure (an isl error or a failed check; never
// silently a wrong number).
class CountError : public std::runtime_error {
public:
  enum class Kind { BadInput, Unbounded, Unsupported, Internal };
  CountError(Kind kind, const std::string& message) : std::runtime_error(message), kind(kind) {}
  Kind kind;
};

} // namespace theseus::poly
