#include "store/redis/HiredisLibrary.h"
#include "store/LoadedLibrary.h"
#include "store/sqlite/SqliteLibrary.h"

#include <gtest/gtest.h>

namespace theseus::store {
namespace {

TEST(LoadedLibrary, AMissingLibraryIsAnErrorNamingEachPathTried) {
  std::string error;
  EXPECT_EQ(loadLibrary({"/nonexistent/libfirst.so", "libtheseus-no-such-library.so.0"}, error), nullptr);
  EXPECT_NE(error.find("/nonexistent/libfirst.so"), std::string::npos) << error;
  EXPECT_NE(error.find("libtheseus-no-such-library.so.0"), std::string::npos) << error;
}

TEST(LoadedLibrary, TheFirstPathThatLoadsIsUsed) {
  std::string error;
  EXPECT_NE(loadLibrary({"libtheseus-no-such-library.so.0", "libc.so.6"}, error), nullptr) << error;
}

TEST(LoadedLibrary, AMissingFunctionIsNamedAndLeftNull) {
  std::string error, missing;
  void* libc = loadLibrary({"libc.so.6"}, error);
  ASSERT_NE(libc, nullptr) << error;
  int (*noSuch)() = nullptr;
  bindFunction(libc, "theseus_no_such_function", noSuch, missing);
  EXPECT_EQ(noSuch, nullptr);
  EXPECT_EQ(missing, "theseus_no_such_function");
}

struct TwoFunctions {
  size_t (*strlen)(const char*) = nullptr;
  int (*missing)() = nullptr;
};

TEST(LoadedLibrary, ATableWithAMissingFunctionIsAnErrorNamingIt) {
  FunctionTable<TwoFunctions> table = loadFunctionTable<TwoFunctions>("C", {"libc.so.6"}, [](void* handle, TwoFunctions& f, std::string& missing) {
    bindFunction(handle, "strlen", f.strlen, missing);
    bindFunction(handle, "theseus_no_such_function", f.missing, missing);
  });
  EXPECT_EQ(table.error, "the C library lacks theseus_no_such_function");
  ASSERT_NE(table.functions.strlen, nullptr);
  EXPECT_EQ(table.functions.strlen("four"), 4u);
}

TEST(SqliteLibrary, IsTheSqliteThisProcessLinked) {
  std::string error;
  const SqliteLibrary* library = loadSqlite(error);
  ASSERT_NE(library, nullptr) << error;
  EXPECT_EQ(library->libversion_number(), sqlite3_libversion_number());
  EXPECT_EQ(&sqlite(), library);
}

TEST(HiredisLibrary, LoadsEveryFunction) {
  std::string error;
  const HiredisLibrary* library = loadHiredis(error);
  ASSERT_NE(library, nullptr) << error;
  EXPECT_NE(library->redisCommandArgv, nullptr);
  EXPECT_NE(library->freeReplyObject, nullptr);
}

} // namespace
} // namespace theseus::store
