// Objective machine (driver/MachineGain.h): a proved rewrite that is cheaper on its cut is applied
// only when its function's machine code gets cheaper; the verdict is stored per (CPU, region,
// rewrite) and read back, and it decides profitability only.
#include "DriverFixture.h"
#include "driver/MachineGain.h"
#include "driver/RegionIdentity.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/InstrTypes.h>

using namespace theseus;
using namespace theseus::driver;
using namespace theseus::driver::testing;

namespace {

// `~s + 1` is `0 - s`: cheaper on the cut under isel, but llc selects both as one NEG.
const char* const kNegation = R"(
define i32 @neg(i32 %s) {
  %m = xor i32 %s, -1
  %t = add i32 %m, 1
  ret i32 %t
}
)";

// (x ^ y) + ((x & y) << 1) is x + y: cheaper in machine code too.
const char* const kAddition = R"(
define i32 @add(i32 %x, i32 %y) {
  %a = xor i32 %x, %y
  %b = and i32 %x, %y
  %c = shl i32 %b, 1
  %d = add i32 %a, %c
  ret i32 %d
}
)";

std::unique_ptr<llvm::Module> parse(const std::string& text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diag;
  auto m = llvm::parseAssemblyString(text, diag, context);
  EXPECT_TRUE(m) << diag.getMessage().str();
  return m;
}

// The instruction of `f` whose name is `name`.
llvm::Instruction& named(llvm::Function& f, const std::string& name) {
  for (llvm::Instruction& inst : llvm::instructions(f))
    if (inst.getName() == name) return inst;
  ADD_FAILURE() << "no %" << name;
  return *f.getEntryBlock().begin();
}

const CutRecord* recordWithOutcome(const DriverReport& report, CutOutcome outcome) {
  for (const CutRecord& r : report.cuts)
    if (r.outcome == outcome) return &r;
  return nullptr;
}

TEST(MachineGain, ARewriteTheBackendAlreadyDoesIsNotAppliedAndItsVerdictIsCached) {
  Pipeline p(kNegation);
  DriverReport report = p.run(DriverOptions{});
  EXPECT_EQ(report.applied, 0u);
  EXPECT_EQ(report.noMachineGain, 1u);
  const CutRecord* r = recordWithOutcome(report, CutOutcome::NoMachineGain);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->machineVerdict, "priced");
  EXPECT_EQ(r->machineBefore, r->machineAfter);
  llvm::Function& f = *p.module->getFunction("neg");
  std::optional<uint64_t> region = RegionIdentity(f).regionOf(named(f, "t"));
  ASSERT_TRUE(region);
  std::optional<store::MachineVerdict> stored = p.store->machineVerdict("x86-64-v3", *region, driver::machineVerdictRewriteHash(r->rewriteText));
  ASSERT_TRUE(stored) << "the verdict is kept for later compiles";
  EXPECT_FALSE(stored->gain);
}

TEST(MachineGain, TheIrObjectiveAppliesWhatRemovesIrInstructions) {
  Pipeline p(kNegation);
  std::string error;
  std::unique_ptr<cost::CostModel> ir = cost::createCostModel("ir", cost::CostOptions{}, error);
  ASSERT_TRUE(ir) << error;
  DriverOptions options;
  options.objective = Objective::Ir;
  options.costModel = "ir";
  DriverReport report = p.runPricedBy(*ir, options);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.noMachineGain, 0u);
}

TEST(MachineGain, ARewriteThatShortensTheMachineCodeIsAppliedAndLaterCompilesReadTheVerdict) {
  Pipeline p(kAddition);
  DriverReport first = p.run(DriverOptions{});
  EXPECT_EQ(first.applied, 1u);
  const CutRecord* r = recordWithOutcome(first, CutOutcome::Applied);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->machineVerdict, "priced");
  EXPECT_LT(r->machineAfter, r->machineBefore);
  p.reload(kAddition);
  DriverReport second = p.run(cacheOnlyOptions());
  EXPECT_EQ(second.applied, 1u);
  const CutRecord* again = recordWithOutcome(second, CutOutcome::Applied);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->machineVerdict, "cache");
}

TEST(MachineGain, AStoredVerdictDecidesProfitabilityOnly) {
  Pipeline p(kAddition);
  DriverReport first = p.run(DriverOptions{});
  const CutRecord* r = recordWithOutcome(first, CutOutcome::Applied);
  ASSERT_TRUE(r);
  p.reload(kAddition);
  llvm::Function& f = *p.module->getFunction("add");
  uint64_t region = *RegionIdentity(f).regionOf(named(f, "d"));
  p.store->putMachineVerdict({"x86-64-v3", region, driver::machineVerdictRewriteHash(r->rewriteText), 1, 2, false});
  DriverReport forged = p.run(cacheOnlyOptions());
  EXPECT_EQ(forged.applied, 0u) << "a cached no-gain verdict is believed";
  EXPECT_EQ(forged.noMachineGain, 1u);
  EXPECT_NE(p.module->getFunction("add")->getEntryBlock().size(), 2u) << "the function is unchanged";
}

// The long addition in a function that jumps through a block address.
const char* const kAdditionBehindIndirectJump = R"(
define i32 @add(i32 %x, i32 %y, i1 %c) {
entry:
  %target = select i1 %c, ptr blockaddress(@add, %one), ptr blockaddress(@add, %two)
  indirectbr ptr %target, [label %one, label %two]
one:
  %a = xor i32 %x, %y
  %b = and i32 %x, %y
  %s = shl i32 %b, 1
  %d = add i32 %a, %s
  ret i32 %d
two:
  ret i32 0
}
)";

TEST(MachineGain, AFunctionThatCannotBePricedLeavesTheDecisionToTheCut) {
  Pipeline p(kAdditionBehindIndirectJump);
  DriverReport report = p.run(DriverOptions{});
  EXPECT_EQ(report.applied, 1u);
  const CutRecord* r = recordWithOutcome(report, CutOutcome::Applied);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->machineVerdict, "not priced: the function jumps indirectly");
}

// kAddition with other value names and a debug location and variable on each instruction.
const char* const kAdditionWithDebugInfo = R"(
define i32 @add(i32 %p, i32 %q) !dbg !4 {
  %first = xor i32 %p, %q, !dbg !9
  call void @llvm.dbg.value(metadata i32 %first, metadata !8, metadata !DIExpression()), !dbg !9
  %second = and i32 %p, %q, !dbg !9
  %third = shl i32 %second, 1, !dbg !9
  %sum = add i32 %first, %third, !dbg !9
  ret i32 %sum, !dbg !9
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "add.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "t", scope: !4, file: !1, line: 2, type: !7)
!9 = !DILocation(line: 2, column: 3, scope: !4)
)";

TEST(RegionIdentity, NamesAndDebugInfoDoNotChangeIt) {
  llvm::LLVMContext context;
  auto plain = parse(kAddition, context);
  auto annotated = parse(kAdditionWithDebugInfo, context);
  llvm::Function& f = *plain->getFunction("add");
  llvm::Function& g = *annotated->getFunction("add");
  RegionIdentity a(f), b(g);
  EXPECT_EQ(a.functionHash(), b.functionHash());
  EXPECT_EQ(a.regionOf(named(f, "d")), b.regionOf(named(g, "sum")));
}

TEST(RegionIdentity, AnotherConstantOrRootIsAnotherRegion) {
  llvm::LLVMContext context;
  auto a = parse(kAddition, context);
  std::string shifted = kAddition;
  shifted.replace(shifted.find("shl i32 %b, 1"), 13, "shl i32 %b, 2");
  auto b = parse(shifted, context);
  llvm::Function& fa = *a->getFunction("add");
  RegionIdentity ia(fa);
  EXPECT_NE(ia.functionHash(), RegionIdentity(*b->getFunction("add")).functionHash());
  EXPECT_NE(ia.regionOf(named(fa, "d")), ia.regionOf(named(fa, "c")));
  llvm::Instruction* added = llvm::BinaryOperator::CreateNeg(&named(fa, "d"), "n", fa.getEntryBlock().getTerminator()->getIterator());
  EXPECT_EQ(ia.regionOf(*added), std::nullopt) << "an instruction added since has no region";
}

} // namespace
