#include "cost/region/Segments.h"

#include <gtest/gtest.h>

using namespace theseus::cost;

namespace {

const char* const kAssembly = R"(f:                                      # @f
# %bb.0:                                # %tb0
	testl	%esi, %esi
	jle	.LBB0_1
# %bb.2:                                # %tb1.preheader
	xorl	%eax, %eax
.LBB0_3:                                # %tb1
                                        # =>This Inner Loop Header: Depth=1
	addl	%ecx, %eax
	jne	.LBB0_3
# %bb.4:                                # %tb3
	retq
.LBB0_1:
	xorl	%eax, %eax
	retq
.Lfunc_end0:
other:                                  # @other
# %bb.0:                                # %tb0
	retq
.Lfunc_end1:
)";

TEST(MachineBlocks, EachBlockOfANamedFunctionIsLabelledWithItsIrBlock) {
  std::vector<AssemblySegment> segments;
  std::string labelled = labelMachineBlocks(kAssembly, {"f"}, "tb", "seg_", segments);
  ASSERT_EQ(segments.size(), 5u);
  int expected[] = {0, -1, 1, 3, -1};
  for (size_t k = 0; k < segments.size(); ++k) {
    EXPECT_EQ(segments[k].function, 0u);
    EXPECT_EQ(segments[k].block, expected[k]) << "segment " << k;
  }
  EXPECT_NE(labelled.find("# %tb1\nseg_2:\n"), std::string::npos);
  EXPECT_NE(labelled.find(".LBB0_1:\nseg_4:\n"), std::string::npos);
  EXPECT_EQ(labelled.find("seg_5"), std::string::npos) << "the other function is not labelled";
}

TEST(MachineBlocks, SegmentsNameTheirFunctionByItsIndex) {
  std::vector<AssemblySegment> segments;
  labelMachineBlocks(kAssembly, {"other", "f"}, "tb", "seg_", segments);
  ASSERT_EQ(segments.size(), 6u);
  EXPECT_EQ(segments[0].function, 1u);
  EXPECT_EQ(segments[5].function, 0u);
  EXPECT_EQ(segments[5].block, 0);
}

} // namespace
