// The shufflevector shapes the isel patterns name, recognised from concrete masks.
#include "bridge/Import.h"
#include "cost/isel/IselShuffle.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

// The shapes the first shufflevector of `body` (over <N x iB> %a, %b) has.
std::vector<cost::ShuffleShape> shapesOf(const std::string& type, const std::string& result, const std::string& mask) {
  std::string text = "define " + result + " @f(" + type + " %a, " + type + " %b) {\n  %r = shufflevector " + type + " %a, " + type + " %b, " +
                     mask + "\n  ret " + result + " %r\n}\n";
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "shuffle.ll", error);
  EXPECT_TRUE(m) << error.str();
  if (!m) return {};
  auto& inst = *m->module->find("f")->blocks().front()->instructions().front();
  std::vector<cost::ShuffleShape> out;
  for (auto name : {"even", "odd", "unpacklo", "unpackhi", "blend", "splat", "laneperm", "lowwords", "highwords", "align", "permute"})
    if (cost::hasShuffleShape(inst, *cost::shuffleShapeFromName(name))) out.push_back(*cost::shuffleShapeFromName(name));
  return out;
}

using S = cost::ShuffleShape;

TEST(IselShuffle, UnpackLowInterleavesWithinEach128BitLane) {
  EXPECT_EQ(shapesOf("<4 x i32>", "<4 x i32>", "<4 x i32> <i32 0, i32 4, i32 1, i32 5>"), std::vector<S>{S::UnpackLo});
  EXPECT_EQ(shapesOf("<8 x i32>", "<8 x i32>", "<8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>"), std::vector<S>{S::UnpackLo});
  EXPECT_EQ(shapesOf("<4 x i32>", "<4 x i32>", "<4 x i32> <i32 2, i32 6, i32 3, i32 7>"), std::vector<S>{S::UnpackHi});
}

TEST(IselShuffle, PshufdIsOneInputPermutationRepeatedPerLane) {
  auto shapes = shapesOf("<4 x i32>", "<4 x i32>", "<4 x i32> <i32 1, i32 0, i32 3, i32 2>");
  EXPECT_NE(std::find(shapes.begin(), shapes.end(), S::LanePerm), shapes.end());
  shapes = shapesOf("<8 x i32>", "<8 x i32>", "<8 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>");
  EXPECT_NE(std::find(shapes.begin(), shapes.end(), S::LanePerm), shapes.end());
  shapes = shapesOf("<8 x i32>", "<8 x i32>", "<8 x i32> <i32 4, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>");
  EXPECT_EQ(std::find(shapes.begin(), shapes.end(), S::LanePerm), shapes.end());
  EXPECT_NE(std::find(shapes.begin(), shapes.end(), S::Permute), shapes.end());
}

TEST(IselShuffle, BlendKeepsEveryLaneInPlace) {
  EXPECT_EQ(shapesOf("<8 x i16>", "<8 x i16>", "<8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>"), std::vector<S>{S::Blend});
}

TEST(IselShuffle, SplatAndWordHalves) {
  auto splat = shapesOf("<4 x i32>", "<4 x i32>", "<4 x i32> zeroinitializer");
  EXPECT_NE(std::find(splat.begin(), splat.end(), S::Splat), splat.end());
  auto low = shapesOf("<8 x i16>", "<8 x i16>", "<8 x i32> <i32 3, i32 2, i32 1, i32 0, i32 4, i32 5, i32 6, i32 7>");
  EXPECT_NE(std::find(low.begin(), low.end(), S::LowWords), low.end());
  EXPECT_EQ(std::find(low.begin(), low.end(), S::HighWords), low.end());
}

TEST(IselShuffle, AlignIsAWindowAcrossTwoInputs) {
  EXPECT_EQ(shapesOf("<4 x i32>", "<4 x i32>", "<4 x i32> <i32 1, i32 2, i32 3, i32 4>"), std::vector<S>{S::Align});
}

TEST(IselShuffle, HalvesConcatenationAndAnyMask) {
  auto shape = [](const char* name) { return *cost::shuffleShapeFromName(name); };
  auto has = [&](const std::string& type, const std::string& result, const std::string& mask, const char* name) {
    std::string text = "define " + result + " @f(" + type + " %a, " + type + " %b) {\n  %r = shufflevector " + type + " %a, " + type + " %b, " + mask +
                       "\n  ret " + result + " %r\n}\n";
    bridge::Diagnostic error;
    auto m = bridge::importText(text, "shuffle.ll", error);
    EXPECT_TRUE(m) << error.str();
    return m && cost::hasShuffleShape(*m->module->find("f")->blocks().front()->instructions().front(), shape(name));
  };
  EXPECT_TRUE(has("<8 x i32>", "<4 x i32>", "<4 x i32> <i32 0, i32 1, i32 2, i32 3>", "lowhalf"));
  EXPECT_TRUE(has("<8 x i32>", "<4 x i32>", "<4 x i32> <i32 4, i32 5, i32 6, i32 7>", "highhalf"));
  EXPECT_FALSE(has("<8 x i32>", "<4 x i32>", "<4 x i32> <i32 4, i32 5, i32 6, i32 7>", "lowhalf"));
  EXPECT_TRUE(has("<4 x i32>", "<8 x i32>", "<8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>", "concat"));
  EXPECT_TRUE(has("<4 x i32>", "<4 x i32>", "<4 x i32> <i32 7, i32 0, i32 5, i32 2>", "any128"));
  EXPECT_FALSE(has("<8 x i32>", "<8 x i32>", "<8 x i32> <i32 7, i32 0, i32 5, i32 2, i32 1, i32 1, i32 1, i32 1>", "any128"));
  EXPECT_TRUE(has("<8 x i32>", "<8 x i32>", "<8 x i32> <i32 7, i32 0, i32 5, i32 2, i32 1, i32 1, i32 1, i32 1>", "any256"));
}

TEST(IselShuffle, EvenAndOddHalveTheLanes) {
  EXPECT_EQ(shapesOf("<8 x i32>", "<4 x i32>", "<4 x i32> <i32 0, i32 2, i32 4, i32 6>"), std::vector<S>{S::Even});
  EXPECT_EQ(shapesOf("<8 x i32>", "<4 x i32>", "<4 x i32> <i32 1, i32 3, i32 5, i32 7>"), std::vector<S>{S::Odd});
}

} // namespace

// Whether the shufflevector of `second` (%a or %b) after %a by `mask` over <16 x i16> has `shape`.
bool hasShape(const std::string& second, const std::string& mask, S shape) {
  std::string text = "define <16 x i16> @f(<16 x i16> %a, <16 x i16> %b) {\n  %r = shufflevector <16 x i16> %a, <16 x i16> " + second +
                     ", <16 x i32> " + mask + "\n  ret <16 x i16> %r\n}\n";
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "shuffle.ll", error);
  EXPECT_TRUE(m) << error.str();
  return m && cost::hasShuffleShape(*m->module->find("f")->blocks().front()->instructions().front(), shape);
}

TEST(IselShuffle, AShuffleOfAValueWithItselfIsOneInputAndWholeDwordsAreVpermd) {
  std::string dwords = "<i32 2, i32 3, i32 30, i32 31, i32 4, i32 5, i32 0, i32 1, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 6, i32 7>";
  EXPECT_TRUE(hasShape("%a", dwords, S::Dwords256));
  EXPECT_TRUE(hasShape("%a", dwords, S::Permute));
  EXPECT_FALSE(hasShape("%b", dwords, S::Permute));
  EXPECT_TRUE(hasShape("%b", dwords, S::Dwords256));
  std::string oddWords = "<i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>";
  EXPECT_FALSE(hasShape("%b", oddWords, S::Dwords256));
}
