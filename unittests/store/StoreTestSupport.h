#pragma once
// Shared pieces of the store tests: small cuts built with the IR API, a temporary directory, a
// private redis-server on a free loopback port, and entry factories.
#include "ir/Function.h"
#include "store/RewriteCache.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <sys/types.h>

namespace theseus::store::testing {

// f(i32 %<p>a, i32 %<p>b) { %<p>s = <op> %<p>a, %<p>b; %<p>t = mul %<p>s, %<p>a; ret %<p>t }:
// the same cut for every `prefix`, a different one for every `op`.
std::unique_ptr<ir::Function> makeCut(const std::string& prefix, ir::Opcode op = ir::Opcode::Add);

// The key of makeCut(prefix, op) under "isel" and `mcpu`.
RewriteKey cutKey(const std::string& prefix, ir::Opcode op = ir::Opcode::Add, const std::string& mcpu = "x86-64");

// A distinct synthetic key per `n` (the text is a valid cut: it returns the constant n).
RewriteKey numberedKey(unsigned n, const std::string& mcpu = "x86-64");

RewriteEntry rewriteEntry(double rewriteCost, const std::string& text = "define i32 @tgt(i32 %a, i32 %b) {\n  ret i32 %a\n}\n");
RewriteEntry noneEntry(unsigned maxInsts, double timeLimitSeconds);

// A fresh directory under $TMPDIR, removed with its contents on destruction.
class TempDir {
public:
  TempDir();
  ~TempDir();
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }

private:
  std::string path_;
};

// A redis-server of our own on a free 127.0.0.1 port, with no persistence; stopped on destruction.
// A port taken by someone else between choosing and binding it is retried with another (up to 5).
class RedisServer {
public:
  RedisServer();
  ~RedisServer();
  // False when redis-server is not on PATH or did not answer; why() says which.
  bool running() const { return pid_ > 0; }
  const std::string& why() const { return why_; }
  std::string url(const std::string& name = "") const;

private:
  // One try on a fresh free port; sets pid_ when our server answers.
  void start();

  pid_t pid_ = -1;
  int port_ = 0;
  std::string why_;
};

// In a test body: skips the test (with the reason) when `server` is not running.
#define THESEUS_REQUIRE_REDIS(server)                                                                    \
  if (!(server).running()) GTEST_SKIP() << "needs redis-server: " << (server).why()

// Waits for child `pid` and returns its exit status (or 128+signal). After `limitSeconds` the
// child is killed and -1 returned, so a test fails instead of hanging.
int waitChild(pid_t pid, double limitSeconds = 120);

} // namespace theseus::store::testing
