#pragma once
// The synthesis step of component-based synthesis (Gulwani, Jha, Tiwari, Venkatesan, PLDI 2011;
// seed 002, Algorithm 13.3.6) as one Z3 query: given a library of components over iN and concrete
// examples (an input and the value src returns there, where src is defined), find the wiring —
// each component's line and each operand's source location — and the values of the constant
// components such that the program the wiring describes returns src's value, neither poison nor
// UB, on every example. The semantics of each component are the ones of semantics/IntOps.h
// instantiated over Z3Domain. An answer only proposes a program: the caller builds it and proves
// it with checkRefinement, which alone makes it acceptable.
//
// Locations: 0 .. argCount-1 are src's arguments, then the constant components, then one line per
// component. The program's result is the last line (with no component, some argument or
// constant). Well-formedness: every component has its own line among the line locations
// (consistency), reads only locations before its line (acyclicity), and components of the same
// kind take their lines in library order (symmetry: they are interchangeable).
#include "ir/Function.h"
#include "ir/Opcode.h"
#include "semantics/Evaluator.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::verify {

// One operation a component may perform, on two iN operands, giving an iN.
struct ComponentOp {
  enum class Kind : uint8_t {
    // `op a, b` without flags.
    Binary,
    // `ext (icmp pred a, b)`, ext zext or sext: two IR instructions.
    Compare,
    // `select (icmp pred a, b), a, b`: two IR instructions.
    MinMax,
  };
  Kind kind = Kind::Binary;
  ir::Opcode op = ir::Opcode::Add;
  ir::ICmpPred pred = ir::ICmpPred::EQ;
  ir::Opcode ext = ir::Opcode::ZExt;

  // The IR instructions it becomes.
  unsigned weight() const { return kind == Kind::Binary ? 1 : 2; }
  // Whether swapping its operands gives the same result.
  bool commutative() const;
  bool operator==(const ComponentOp&) const = default;
};

// A component: one line of the program performing one of `ops` (one for a Brahma component;
// several let the solver choose).
struct Component {
  std::vector<ComponentOp> ops;
  bool operator==(const Component&) const = default;
};

struct ComponentLibrary {
  unsigned width = 32;
  unsigned argCount = 1;
  std::vector<Component> components;
  // Constant components: each an iN whose value the solver picks, pairwise distinct.
  unsigned constantCount = 0;
  // When present, every constant component takes one of these values (masked to the width).
  std::optional<std::vector<uint64_t>> constantValues;
  // When present, the weights of the lines' chosen operations add up to at most this.
  std::optional<unsigned> maxWeight;
  // When set, every line but the last is read by a later one (a program with a line nothing reads
  // equals a shorter one, which a smaller library of the same kind covers).
  bool everyLineRead = false;
  bool operator==(const ComponentLibrary&) const = default;
};

// An input of src (values or poison per argument, no undef) and src's defined result there.
struct ComponentExample {
  semantics::TestInput input;
  uint64_t expected = 0;
};

// One line of a program the solver chose.
struct ComponentLine {
  // The component of the library, and the index of its op in `ops`.
  size_t component = 0;
  size_t op = 0;
  std::array<unsigned, 2> operands{};
};

struct ComponentProgram {
  // The values of the constant components, in location order.
  std::vector<uint64_t> constants;
  // The lines in location order (the i-th is location argCount + constants.size() + i).
  std::vector<ComponentLine> lines;
  // The location of the result.
  unsigned output = 0;
};

enum class ComponentStatus { Found, NoProgram, Unknown };

struct ComponentAnswer {
  ComponentStatus status = ComponentStatus::Unknown;
  ComponentProgram program;
  std::string reason;
  double seconds = 0;
};

// The component queries of one synthesis run, on one solver context (see ConstantQueries). One
// library is current at a time; its examples accumulate, and each solve asks about all of them.
class ComponentQueries {
public:
  ComponentQueries();
  ~ComponentQueries();

  // Makes `library` current, with no examples.
  void reset(const ComponentLibrary& library);
  // Adds an example the program must satisfy.
  void addExample(const ComponentExample& example);
  // Solves for a program of the current library that satisfies every example so far: Found with
  // it, NoProgram when none exists (unsat), Unknown on a timeout or the solver's `unknown`.
  ComponentAnswer solve(unsigned timeoutMs);
  // Rules out `program` (an answer for the current library) in later solves: the same lines,
  // operations and operands with the same values in the constants it reads. Until the next reset.
  void exclude(const ComponentProgram& program);

private:
  struct State;
  std::unique_ptr<State> state_;
};

} // namespace theseus::verify
