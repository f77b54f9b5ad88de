// The concrete memory model (semantics/ConcreteMemory.h) against the Z3 memory model
// (verify/memory/Z3Memory.h) on functions with memory: for models of the Z3 encoding with varied
// inputs (pointer arguments, block sizes, alignments, writability and initial bytes), the model's
// inputs fed to the evaluator give the same UB, the same returned lanes and the same final bytes.
#include "bridge/Import.h"
#include "semantics/Evaluator.h"
#include "semantics/Interpreter.h"
#include "verify/memory/MemoryImageOf.h"
#include "verify/memory/MemoryRefinement.h"

#include <gtest/gtest.h>

#include <random>

namespace theseus {
namespace {

// The largest non-local block a random model pins, unless a comparison asks for larger ones.
constexpr uint64_t kMaxBlockBytes = 24;

std::unique_ptr<ir::Module> importWithMemory(const std::string& text) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "test.ll", error, {.memory = true});
  if (!imported) ADD_FAILURE() << error.str();
  if (imported && !imported->unsupported.empty()) ADD_FAILURE() << imported->unsupported.begin()->second.str();
  return imported ? std::move(imported->module) : nullptr;
}

unsigned countAllocas(const ir::Function& f) {
  unsigned n = 0;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) n += inst->opcode() == ir::Opcode::Alloca;
  return n;
}

// One function's encoding over free inputs, and models of it with random inputs pinned.
class SymbolicMemoryRun {
public:
  SymbolicMemoryRun(const ir::Function& f, const ir::DataLayout& dl, uint64_t maxBlockBytes)
      : maxBlockBytes_(maxBlockBytes), f_(f), d_(c_), shared_(c_, pointerArguments(f) + 2), memory_(shared_) {
    std::vector<semantics::ArgumentInput<verify::Z3Domain>> args;
    std::vector<z3::expr> pointers;
    for (auto& a : f.arguments()) {
      semantics::ArgumentInput<verify::Z3Domain> in;
      for (unsigned w : a->type().flatLaneWidths()) {
        std::string n = "a" + std::to_string(values_.size());
        values_.push_back(c_.bv_const(n.c_str(), w));
        poisons_.push_back(c_.bool_const((n + "p").c_str()));
        in.lanes.push_back({values_.back(), poisons_.back()});
        if (a->type().isPtr()) pointers.push_back(values_.back());
      }
      args.push_back(std::move(in));
    }
    d_.useMemory(&memory_);
    outcome_.emplace(semantics::interpret(d_, f, dl, args));
    d_.useMemory(nullptr);
    assumptions_.emplace(verify::pointerArgumentsValid(shared_, pointers) && shared_.assumptions() && memory_.assumptions());
  }

  // A model with the inputs pinned at random (small blocks, random bytes, pointers into them),
  // or nullopt when the pins contradict the assumptions.
  std::optional<z3::model> randomModel(std::mt19937_64& rng) {
    z3::solver s(c_);
    s.add(*assumptions_);
    for (unsigned k = 1; k <= shared_.nonLocalBlocks(); ++k) {
      uint64_t size = rng() % (maxBlockBytes_ + 1);
      z3::expr bid = c_.bv_val(k, 8);
      s.add(shared_.nonLocalSize(bid) == c_.bv_val(size, 64));
      s.add(shared_.nonLocalAlignLog(bid) == c_.bv_val(rng() % 4, 8));
      s.add(shared_.nonLocalWritable(bid) == c_.bool_val(rng() % 4 != 0));
      for (uint64_t o = 0; o < size; ++o) {
        uint64_t poison = rng() % 6 == 0 ? 0xff : 0;
        s.add(z3::select(shared_.initialBytes(), verify::pointerWord(c_, k, o)) == c_.bv_val((poison << 8) | (rng() & 0xff), 16));
      }
    }
    for (size_t i = 0; i < values_.size(); ++i) {
      unsigned w = values_[i].get_sort().bv_size();
      s.add(poisons_[i] == c_.bool_val(rng() % 10 == 0));
      if (isPointer(i)) {
        unsigned bid = unsigned(rng() % (shared_.nonLocalBlocks() + 1));
        s.add(values_[i] == (bid ? verify::pointerWord(c_, bid, rng() % 10) : c_.bv_val(0, 64)));
      } else {
        s.add(values_[i] == c_.bv_val(rng() % 3 == 0 ? rng() % 4 : rng(), w));
      }
    }
    if (s.check() != z3::sat) return std::nullopt;
    return s.get_model();
  }

  semantics::TestInput inputOf(const z3::model& m) const {
    semantics::TestInput in;
    size_t k = 0;
    for (auto& a : f_.arguments()) {
      semantics::ConcreteValue v;
      for (unsigned w : a->type().flatLaneWidths()) {
        z3::expr value = m.eval(values_[k], true);
        v.push_back({*ir::Bits::fromDecimal(w, value.get_decimal_string(0)), m.eval(poisons_[k], true).is_true()});
        ++k;
      }
      in.args.push_back(std::move(v));
    }
    in.memory = verify::memoryImageOf(m, shared_, countAllocas(f_), maxBlockBytes_);
    return in;
  }

  // What the model says the run does: UB, the returned lanes, the final non-local bytes.
  semantics::TestOutput outputOf(const z3::model& m, const semantics::MemoryImage& image) const {
    semantics::TestOutput out;
    out.ub = m.eval(outcome_->ub, true).is_true();
    for (auto& lane : outcome_->ret) {
      z3::expr v = m.eval(lane.value, true);
      out.ret.push_back({*ir::Bits::fromDecimal(v.get_sort().bv_size(), v.get_decimal_string(0)), m.eval(lane.poison, true).is_true()});
    }
    out.memory = verify::finalBytesOf(m, memory_, image);
    return out;
  }

private:
  uint64_t maxBlockBytes_;
  static unsigned pointerArguments(const ir::Function& f) {
    unsigned n = 0;
    for (auto& a : f.arguments()) n += a->type().isPtr();
    return n;
  }
  bool isPointer(size_t lane) const {
    size_t k = 0;
    for (auto& a : f_.arguments())
      for (size_t l = 0; l < a->type().flatLaneWidths().size(); ++l, ++k)
        if (k == lane) return a->type().isPtr();
    return false;
  }

  const ir::Function& f_;
  z3::context c_;
  verify::Z3Domain d_;
  verify::SharedMemory shared_;
  verify::Z3Memory memory_;
  std::vector<z3::expr> values_, poisons_;
  std::optional<semantics::Outcome<verify::Z3Domain>> outcome_;
  std::optional<z3::expr> assumptions_;
};

// The defined bits of `b` (value bits where not poison, and the poison mask).
std::vector<uint16_t> definedBits(const semantics::BlockBytes& b) {
  std::vector<uint16_t> out;
  for (size_t i = 0; i < b.value.size(); ++i) out.push_back(uint16_t((b.poison[i] << 8) | (b.value[i] & ~b.poison[i])));
  return out;
}

std::string show(const semantics::TestOutput& o) {
  if (o.ub) return "UB";
  std::string s;
  for (auto& l : o.ret) s += (l.poison ? std::string("poison") : l.value.toUnsignedDecimal()) + " ";
  for (size_t k = 0; k < o.memory.size(); ++k)
    for (uint16_t b : definedBits(o.memory[k])) s += " " + std::to_string(k) + ":" + std::to_string(b);
  return s;
}

bool agree(const semantics::TestOutput& a, const semantics::TestOutput& b) {
  if (a.ub != b.ub) return false;
  if (a.ub) return true;
  for (size_t i = 0; i < a.ret.size(); ++i)
    if (a.ret[i].poison != b.ret[i].poison || (!a.ret[i].poison && a.ret[i].value != b.ret[i].value)) return false;
  if (a.memory.size() != b.memory.size()) return false;
  for (size_t k = 0; k < a.memory.size(); ++k)
    if (definedBits(a.memory[k]) != definedBits(b.memory[k])) return false;
  return true;
}

struct Outcomes {
  unsigned runs = 0, ub = 0, defined = 0, mismatches = 0;
  std::string first;
};

// Compares the evaluator with the Z3 encoding of function `name` on `models` random models whose
// non-local blocks have at most `maxBlockBytes` bytes.
Outcomes compare(const std::string& text, const std::string& name, unsigned models = 24, uint64_t maxBlockBytes = kMaxBlockBytes) {
  Outcomes out;
  auto module = importWithMemory(text);
  if (!module) return out;
  const ir::Function* f = module->find(name);
  EXPECT_NE(f, nullptr);
  if (!f) return out;
  SymbolicMemoryRun symbolic(*f, module->dataLayout, maxBlockBytes);
  std::mt19937_64 rng(2026);
  for (unsigned i = 0; i < models; ++i) {
    std::optional<z3::model> m = symbolic.randomModel(rng);
    if (!m) continue;
    semantics::TestInput in = symbolic.inputOf(*m);
    if (!in.memory) continue;
    semantics::TestOutput expected = symbolic.outputOf(*m, *in.memory);
    semantics::TestOutput got = semantics::evaluate(*f, module->dataLayout, {in})[0];
    ++out.runs;
    (expected.ub ? out.ub : out.defined) += 1;
    if (agree(expected, got)) continue;
    if (out.mismatches++ == 0) out.first = "z3: " + show(expected) + " | evaluator: " + show(got);
  }
  return out;
}

void expectAgreement(const std::string& text, const std::string& name, bool expectDefinedRuns = true, uint64_t maxBlockBytes = kMaxBlockBytes) {
  Outcomes o = compare(text, name, 24, maxBlockBytes);
  EXPECT_EQ(o.mismatches, 0u) << name << ": " << o.first;
  EXPECT_GE(o.runs, 15u) << name;
  if (expectDefinedRuns) EXPECT_GT(o.defined, 0u) << name << ": every run had UB";
}

TEST(MemoryAgreement, LoadsOfArguments) {
  expectAgreement("define i32 @f(ptr %p) { %v = load i32, ptr %p, align 1\n %r = add i32 %v, 1\n ret i32 %r }", "f");
  expectAgreement("define i16 @f(ptr %p) {\n %q = getelementptr inbounds i8, ptr %p, i64 1\n %a = load i8, ptr %p, align 1\n"
                  " %b = load i8, ptr %q, align 1\n %x = zext i8 %a to i16\n %y = zext i8 %b to i16\n %s = shl i16 %y, 8\n"
                  " %r = or i16 %s, %x\n ret i16 %r }",
                  "f");
  expectAgreement("define i32 @f(ptr %p) { %v = load i32, ptr %p, align 4\n ret i32 %v }", "f");
  expectAgreement("define <4 x i8> @f(ptr %p) { %v = load <4 x i8>, ptr %p, align 2\n ret <4 x i8> %v }", "f");
  expectAgreement("define i8 @f(ptr %p) { %q = load ptr, ptr %p, align 1\n %v = load i8, ptr %q, align 1\n ret i8 %v }", "f", false);
}

TEST(MemoryAgreement, StoresAndFinalBytes) {
  expectAgreement("define i8 @f(ptr %p, i32 %x) {\n store i32 %x, ptr %p, align 1\n %q = getelementptr i8, ptr %p, i64 1\n"
                  " %v = load i8, ptr %q, align 1\n ret i8 %v }",
                  "f");
  expectAgreement("define i32 @f(ptr %p, ptr %q, i32 %x) {\n store i32 %x, ptr %p, align 1\n %v = load i32, ptr %q, align 1\n"
                  " ret i32 %v }",
                  "f");
  expectAgreement("define void @f(ptr %p, <2 x i16> %x) {\n store <2 x i16> %x, ptr %p, align 2\n ret void }", "f");
  expectAgreement("define i17 @f(ptr %p, i17 %x) {\n store i17 %x, ptr %p, align 1\n %v = load i17, ptr %p, align 1\n ret i17 %v }", "f");
  expectAgreement("define void @f(ptr %p, i8 %x) memory(argmem: read) {\n store i8 %x, ptr %p, align 1\n ret void }", "f", false);
}

TEST(MemoryAgreement, VectorsWiderThanTheEvaluatorsWord) {
  expectAgreement("define <8 x i32> @f(ptr %p, <8 x i32> %x) {\n %v = load <8 x i32>, ptr %p, align 1\n"
                  " %r = add <8 x i32> %v, %x\n ret <8 x i32> %r }",
                  "f", true, 64);
  expectAgreement("define void @f(ptr %p, <32 x i8> %x) {\n store <32 x i8> %x, ptr %p, align 1\n ret void }", "f", true, 64);
  expectAgreement("define i16 @f(ptr %p, <4 x i64> %x) {\n store <4 x i64> %x, ptr %p, align 1\n"
                  " %q = getelementptr i8, ptr %p, i64 15\n %v = load i16, ptr %q, align 1\n ret i16 %v }",
                  "f", true, 64);
  expectAgreement("define <16 x i16> @f(ptr %p, <32 x i8> %x) {\n store <32 x i8> %x, ptr %p, align 1\n"
                  " %v = load <16 x i16>, ptr %p, align 1\n ret <16 x i16> %v }",
                  "f", true, 64);
}

TEST(MemoryAgreement, MemoryEffectsOfArgumentAndOtherMemory) {
  expectAgreement("define void @f(ptr %p, i8 %x) memory(readwrite, argmem: read) {\n %q = getelementptr i8, ptr %p, i64 1\n"
                  " store i8 %x, ptr %q, align 1\n ret void }",
                  "f", false);
  expectAgreement("define i8 @f(ptr %p, i1 %c) memory(argmem: read) {\n %a = alloca i8, align 1\n store i8 3, ptr %a, align 1\n"
                  " %q = select i1 %c, ptr %p, ptr %a\n %v = load i8, ptr %q, align 1\n ret i8 %v }",
                  "f");
  expectAgreement("define void @f(ptr %p, ptr %q) memory(none) {\n call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 1, i1 false)\n"
                  " ret void }\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
                  "f", false);
}

TEST(MemoryAgreement, AllocasAndAddresses) {
  expectAgreement("define i64 @f(i32 %x) {\n %a = alloca i64, align 8\n store i32 %x, ptr %a, align 4\n"
                  " %v = load i64, ptr %a, align 8\n ret i64 %v }",
                  "f");
  expectAgreement("define i32 @f(i32 %x) {\n %a = alloca [2 x i32], align 4\n %b = getelementptr inbounds i32, ptr %a, i64 1\n"
                  " store i32 %x, ptr %b, align 4\n %v = load i32, ptr %b, align 4\n ret i32 %v }",
                  "f");
  expectAgreement("define i1 @f(ptr %p, ptr %q) { %c = icmp ult ptr %p, %q\n ret i1 %c }", "f");
  expectAgreement("define i64 @f(ptr %p) {\n %a = alloca i8, align 16\n %x = ptrtoint ptr %a to i64\n %y = ptrtoint ptr %p to i64\n"
                  " %r = sub i64 %x, %y\n ret i64 %r }",
                  "f");
}

TEST(MemoryAgreement, BranchesAndAttributes) {
  expectAgreement("define i8 @f(ptr %p, i1 %c, i8 %x) {\nentry:\n br i1 %c, label %w, label %j\nw:\n store i8 %x, ptr %p, align 1\n"
                  " br label %j\nj:\n %v = load i8, ptr %p, align 1\n ret i8 %v }",
                  "f");
  expectAgreement("define i8 @f(ptr dereferenceable(4) %p) { %v = load i8, ptr %p, align 1\n ret i8 %v }", "f");
  expectAgreement("define ptr @f(ptr nonnull align 4 %p) { ret ptr %p }", "f");
}

TEST(MemoryAgreement, MemoryIntrinsics) {
  const std::string decls = "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
                            "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @llvm.lifetime.start.p0(i64, ptr)\n"
                            "declare void @llvm.lifetime.end.p0(i64, ptr)\n";
  expectAgreement(decls + "define i32 @f1(ptr %p, i8 %x) {\n call void @llvm.memset.p0.i64(ptr %p, i8 %x, i64 3, i1 false)\n"
                          " %v = load i32, ptr %p, align 1\n ret i32 %v }",
                  "f1");
  expectAgreement(decls + "define void @f2(ptr %p, i8 %x, i64 %n) {\n call void @llvm.memset.p0.i64(ptr %p, i8 %x, i64 %n, i1 false)\n ret void }",
                  "f2");
  expectAgreement(decls + "define void @f3(ptr %p, ptr %q, i64 %n) {\n call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)\n"
                          " ret void }",
                  "f3");
  expectAgreement(decls + "define i16 @f4(ptr %p, ptr %q) {\n call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 2, i1 false)\n"
                          " %v = load i16, ptr %p, align 1\n ret i16 %v }",
                  "f4");
  expectAgreement(decls + "define i8 @f5(i8 %x) {\n %a = alloca i8, align 1\n call void @llvm.lifetime.start.p0(i64 1, ptr %a)\n store i8 %x, ptr %a, align 1\n"
                          " call void @llvm.lifetime.end.p0(i64 1, ptr %a)\n call void @llvm.lifetime.start.p0(i64 1, ptr %a)\n"
                          " %v = load i8, ptr %a, align 1\n ret i8 %v }",
                  "f5");
}

TEST(MemoryAgreement, NoAliasParameters) {
  const std::string body = "(ptr %p, ptr %q) {\n store i32 1, ptr %p, align 1\n store i32 2, ptr %q, align 1\n"
                           " %v = load i32, ptr %p, align 1\n ret i32 %v }";
  expectAgreement("define i32 @f" + body, "f");
  expectAgreement("define i32 @f(ptr noalias %p, ptr %q" + body.substr(std::string("(ptr %p, ptr %q").size()), "f");
  EXPECT_GT(compare("define i32 @f(ptr noalias %p, ptr %q" + body.substr(std::string("(ptr %p, ptr %q").size()), "f").ub,
            compare("define i32 @f" + body, "f").ub)
      << "the overlapping stores through p and q are UB only with noalias";
  expectAgreement("define i8 @f(ptr noalias %p, ptr noalias %q, i1 %c) {\n %s = select i1 %c, ptr %p, ptr %q\n"
                  " store i8 7, ptr %s, align 1\n %g = getelementptr i8, ptr %q, i64 1\n %v = load i8, ptr %g, align 1\n ret i8 %v }",
                  "f");
  expectAgreement("define i8 @f(ptr noalias %p, ptr %q, i64 %n) {\n %v = load i8, ptr %p, align 1\n"
                  " call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)\n ret i8 %v }\n"
                  "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
                  "f");
}

} // namespace
} // namespace theseus
