// The memory register form (cost/MemoryPricing.h): a function with loads is priced as the same
// function with each load an argument, plus the loads' figures, in one block and in a loop-free
// region; a phi of pointers is a register move; a pointer compared has no register form.
#include "IselTestSupport.h"
#include "cost/MemoryPricing.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

using test_support::isel;

// The module of `text`, pointers and memory operations imported; fails the test if a function
// does not import.
bridge::ImportedModule load(const std::string& text) {
  bridge::Diagnostic error;
  bridge::ImportOptions options;
  options.memory = true;
  auto m = bridge::importText(text, "test.ll", error, options);
  EXPECT_TRUE(m.has_value()) << error.str();
  if (!m) return {};
  for (auto& [name, why] : m->unsupported) ADD_FAILURE() << name << ": " << why.str();
  return std::move(*m);
}

const char* const kWithMemory = R"(
define i32 @oneblock(i32 %x, ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %x
  %r = mul i32 %s, %b
  ret i32 %r
}
define i32 @region(i32 %x, i32 %y, ptr %p) {
entry:
  %c = icmp ult i32 %x, %y
  br i1 %c, label %then, label %join
then:
  %d = sub i32 %y, %x
  br label %join
join:
  %v = phi i32 [ %d, %then ], [ %x, %entry ]
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %a = load i32, ptr %q, align 4
  %r = add i32 %a, %v
  ret i32 %r
}
define i32 @pointerphi(i1 %c, ptr %p, ptr %q) {
entry:
  br i1 %c, label %then, label %join
then:
  %g = getelementptr inbounds i8, ptr %q, i64 16
  br label %join
join:
  %ptr = phi ptr [ %g, %then ], [ %p, %entry ]
  %a = load i32, ptr %ptr, align 4
  ret i32 %a
}
define i1 @compared(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %c = icmp eq ptr %p, %q
  %z = icmp eq i32 %a, 0
  %r = and i1 %c, %z
  ret i1 %r
}
)";

const char* const kRegisterForms = R"(
define i32 @oneblock(i32 %x, i32 %load0, i32 %load1) {
  %s = add i32 %load0, %x
  %r = mul i32 %s, %load1
  ret i32 %r
}
define i32 @region(i32 %x, i32 %y, i32 %load0) {
entry:
  %c = icmp ult i32 %x, %y
  br i1 %c, label %then, label %join
then:
  %d = sub i32 %y, %x
  br label %join
join:
  %v = phi i32 [ %d, %then ], [ %x, %entry ]
  %r = add i32 %load0, %v
  ret i32 %r
}
define i32 @pointerphi(i1 %c, i32 %load0, ptr %address0, ptr %address1) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %ptr = phi ptr [ %address0, %then ], [ %address1, %entry ]
  ret i32 %load0
}
)";

// The price of `name` in `withMemory` by priceWithMemory, which must succeed.
cost::Cost memoryPrice(cost::CostModel& model, const bridge::ImportedModule& withMemory, const std::string& name) {
  cost::CostResult r = cost::priceWithMemory(model, *withMemory.module->find(name));
  EXPECT_TRUE(r.cost) << name << ": " << r.error;
  return r.cost.value_or(cost::Cost{});
}

// `form`'s price of `name` plus `loads` loads' figures (one micro-op, throughput 0.5, latency 5).
std::vector<double> formPlusLoads(cost::CostModel& model, const bridge::ImportedModule& form, const std::string& name, unsigned loads) {
  cost::CostResult r = model.cost(*form.module->find(name));
  EXPECT_TRUE(r.cost) << name << ": " << r.error;
  if (!r.cost) return {};
  std::vector<double> key = r.cost->key;
  const double figures[] = {1, 0.5, 5};
  for (size_t i = 0; i < key.size() && i < 3; ++i) key[i] += loads * figures[i];
  return key;
}

double detailOf(const cost::Cost& c, const std::string& name) {
  for (auto& [k, v] : c.detail)
    if (k == name) return v;
  return -1;
}

TEST(MemoryPricing, OneBlockPriceIsItsRegisterFormPlusTheLoads) {
  auto m = load(kWithMemory), forms = load(kRegisterForms);
  auto model = isel("x86-64-v3");
  cost::Cost c = memoryPrice(*model, m, "oneblock");
  EXPECT_EQ(c.key, formPlusLoads(*model, forms, "oneblock", 2));
  EXPECT_EQ(detailOf(c, "loads"), 2);
}

// @oneblock's key on x86-64-v3 (2 arithmetic micro-ops, 2 loads): one-block prices stay these.
constexpr double kOneBlockKey0 = 4, kOneBlockKey1 = 2, kOneBlockKey2 = 14;
TEST(MemoryPricing, OneBlockPriceIsPinned) {
  auto m = load(kWithMemory);
  auto model = isel("x86-64-v3");
  cost::Cost c = memoryPrice(*model, m, "oneblock");
  EXPECT_EQ(c.key, (std::vector<double>{kOneBlockKey0, kOneBlockKey1, kOneBlockKey2}));
}

TEST(MemoryPricing, RegionKeepsItsBranchesAndPricesItsLoad) {
  auto m = load(kWithMemory), forms = load(kRegisterForms);
  auto model = isel("x86-64-v3");
  cost::Cost c = memoryPrice(*model, m, "region");
  EXPECT_EQ(c.key, formPlusLoads(*model, forms, "region", 1));
  EXPECT_EQ(detailOf(c, "loads"), 1);
  EXPECT_GT(detailOf(c, "mispredict-cycles"), 0) << "the region's branch is priced";
  unsigned loads = 0;
  auto form = cost::registerForm(*m.module->find("region"), loads);
  ASSERT_TRUE(form);
  EXPECT_EQ(form->blocks().size(), 3u);
  EXPECT_EQ(loads, 1u);
}

TEST(MemoryPricing, TheSearchsIselModelPricesARegionWithMemory) {
  auto m = load(kWithMemory);
  std::string error;
  auto model = cost::createCostModel("isel", {}, error);
  ASSERT_TRUE(model) << error;
  cost::CostResult r = model->cost(*m.module->find("region"));
  ASSERT_TRUE(r.cost) << r.error;
  EXPECT_EQ(r.cost->key, memoryPrice(*isel("x86-64-v3"), m, "region").key);
}

TEST(MemoryPricing, ThePluginsIselModelPricesMemoryAsTheSearchsDoes) {
  auto m = load(kWithMemory);
  std::string error;
  auto search = cost::createCostModel("isel", {}, error);
  auto plugin = cost::createModelWithoutMca("isel", {}, error);
  ASSERT_TRUE(search && plugin) << error;
  for (const char* name : {"oneblock", "region"}) {
    cost::CostResult a = search->cost(*m.module->find(name)), b = plugin->cost(*m.module->find(name));
    ASSERT_TRUE(a.cost && b.cost) << name << ": " << a.error << b.error;
    EXPECT_EQ(a.cost->key, b.cost->key) << name;
  }
  EXPECT_EQ(plugin->name(), "isel");
}

TEST(MemoryPricing, PointerPhiIsARegisterMoveOfPointerArguments) {
  auto m = load(kWithMemory), forms = load(kRegisterForms);
  auto model = isel("x86-64-v3");
  unsigned loads = 0;
  auto form = cost::registerForm(*m.module->find("pointerphi"), loads);
  ASSERT_TRUE(form);
  ASSERT_EQ(form->arguments().size(), 4u) << "%c, the load, one ptr argument per chosen pointer";
  EXPECT_TRUE(form->arguments()[2]->type().isPtr());
  EXPECT_TRUE(form->arguments()[3]->type().isPtr());
  cost::Cost c = memoryPrice(*model, m, "pointerphi");
  EXPECT_EQ(c.key, formPlusLoads(*model, forms, "pointerphi", 1));
}

TEST(MemoryPricing, PointerComparedHasNoRegisterForm) {
  auto m = load(kWithMemory);
  auto model = isel("x86-64-v3");
  unsigned loads = 0;
  EXPECT_FALSE(cost::registerForm(*m.module->find("compared"), loads));
  cost::CostResult r = cost::priceWithMemory(*model, *m.module->find("compared"));
  EXPECT_FALSE(r.cost);
  EXPECT_NE(r.error.find("not only addresses"), std::string::npos) << r.error;
}

} // namespace
