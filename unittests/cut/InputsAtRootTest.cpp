// A cut marks each input whose value does not dominate the root (defined in one arm of a region)
// with the parameter attribute "theseus-not-at-root"; the mark survives the cut's text and the
// bridge (ir::Argument::availableAtRoot).
#include "CutTestSupport.h"

#include "bridge/Import.h"

#include <gmock/gmock.h>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;
using ::testing::ElementsAre;

namespace {

// %c and %x (arguments) and %e (entry) dominate the root; %v (a load in one arm) and %w (a call in the
// other) do not.
const char* const kArmInputs = R"(
declare i32 @g()

define i32 @f(i1 %c, ptr %p, i32 %x) {
entry:
  %e = load i32, ptr %p
  br i1 %c, label %then, label %else
then:
  %v = load i32, ptr %p
  %t = add i32 %v, %e
  br label %join
else:
  %w = call i32 @g()
  br label %join
join:
  %q = phi i32 [ %t, %then ], [ %w, %else ]
  %r = add i32 %q, %x
  ret i32 %r
}
)";

// The names of the cut's inputs whose ir::Argument is marked unavailable at the root.
std::vector<std::string> unavailableInputs(const ir::Function& f) {
  std::vector<std::string> out;
  for (auto& a : f.arguments())
    if (!a->availableAtRoot) out.push_back(a->name());
  return out;
}

TEST(InputsAtRoot, OnlyInputsDefinedInAnArmAreMarked) {
  ParsedModule m(kArmInputs);
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ASSERT_TRUE(cut->hasControlFlow);
  ASSERT_THAT(inputNames(*cut), ::testing::UnorderedElementsAre("c", "v", "e", "w", "x"));
  EXPECT_THAT(unavailableInputs(*cut->ir), ::testing::UnorderedElementsAre("v", "w"));
  for (unsigned i = 0; i < cut->inputs.size(); ++i)
    EXPECT_EQ(cut->function->getAttributes().getParamAttrs(i).hasAttribute(ir::kNotAtRootAttribute),
              cut->inputs[i]->getName() == "v" || cut->inputs[i]->getName() == "w");
}

TEST(InputsAtRoot, TheMarkSurvivesTheCutsText) {
  ParsedModule m(kArmInputs);
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::string text = cutText(*cut);
  EXPECT_NE(text.find("\"theseus-not-at-root\""), std::string::npos) << text;
  bridge::Diagnostic error;
  auto parsed = bridge::importText(text, "cut.ll", error);
  ASSERT_TRUE(parsed) << error.str();
  EXPECT_THAT(unavailableInputs(*parsed->module->find("cut")), ::testing::UnorderedElementsAre("v", "w"));
}

TEST(InputsAtRoot, AStraightLineCutMarksNothing) {
  ParsedModule m(R"(
define i32 @f(i1 %c, i32 %x) {
entry:
  %a = add i32 %x, 1
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %r = mul i32 %a, 3
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_FALSE(cut->hasControlFlow);
  EXPECT_THAT(unavailableInputs(*cut->ir), ElementsAre());
}

} // namespace
