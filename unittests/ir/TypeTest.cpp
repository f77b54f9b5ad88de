#include "ir/Type.h"

#include <gtest/gtest.h>

using theseus::ir::Type;

TEST(Type, IntString) { EXPECT_EQ(Type::intTy(32).str(), "i32"); }
TEST(Type, WideIntString) { EXPECT_EQ(Type::intTy(1000).str(), "i1000"); }
TEST(Type, VectorString) { EXPECT_EQ(Type::vectorTy(4, 32).str(), "<4 x i32>"); }
TEST(Type, StructString) { EXPECT_EQ(Type::structTy({Type::intTy(32), Type::intTy(1)}).str(), "{ i32, i1 }"); }
TEST(Type, NestedStructString) { EXPECT_EQ(Type::structTy({Type::structTy({Type::intTy(8)}), Type::vectorTy(2, 1)}).str(), "{ { i8 }, <2 x i1> }"); }
TEST(Type, VoidString) { EXPECT_EQ(Type::voidTy().str(), "void"); }
TEST(Type, IntMangled) { EXPECT_EQ(Type::intTy(32).mangled(), "i32"); }
TEST(Type, VectorMangled) { EXPECT_EQ(Type::vectorTy(4, 32).mangled(), "v4i32"); }
TEST(Type, StructFlatLanes) { EXPECT_EQ(Type::structTy({Type::vectorTy(2, 8), Type::intTy(1)}).flatLaneWidths(), (std::vector<unsigned>{8, 8, 1})); }
TEST(Type, EqualStructsCompareEqual) { EXPECT_EQ(Type::structTy({Type::intTy(8)}), Type::structTy({Type::intTy(8)})); }
TEST(Type, DifferentStructsDiffer) { EXPECT_NE(Type::structTy({Type::intTy(8)}), Type::structTy({Type::intTy(16)})); }
TEST(Type, PointerVectorString) { EXPECT_EQ(Type::ptrVectorTy(2).str(), "<2 x ptr>"); }
TEST(Type, PointerVectorMangled) { EXPECT_EQ(Type::ptrVectorTy(4).mangled(), "v4p0"); }
TEST(Type, PointerVectorIsNeitherPointerNorIntegerVector) {
  Type v = Type::ptrVectorTy(2);
  EXPECT_TRUE(v.isPtrVector());
  EXPECT_TRUE(v.isPtrOrPtrVector());
  EXPECT_FALSE(v.isPtr());
  EXPECT_FALSE(v.isVector());
  EXPECT_FALSE(v.isIntOrVector());
  EXPECT_NE(v, Type::vectorTy(2, 64));
}
TEST(Type, PointerVectorLanes) {
  Type v = Type::ptrVectorTy(3);
  EXPECT_EQ(v.scalar(), Type::ptrTy());
  EXPECT_EQ(v.withBits(1), Type::vectorTy(3, 1));
  EXPECT_EQ(v.flatLaneWidths(), (std::vector<unsigned>{64, 64, 64}));
}
