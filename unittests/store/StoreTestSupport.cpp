#include "StoreTestSupport.h"

#include "store/redis/RedisConnection.h"

#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace theseus::store::testing {

using ir::Opcode;
using ir::Type;

std::unique_ptr<ir::Function> makeCut(const std::string& prefix, Opcode op) {
  auto f = std::make_unique<ir::Function>(prefix + "cut", Type::intTy(32));
  auto* a = f->addArgument(Type::intTy(32), prefix + "a");
  auto* b = f->addArgument(Type::intTy(32), prefix + "b");
  auto* block = f->addBlock(prefix + "entry");
  auto s = std::make_unique<ir::Instruction>(op, Type::intTy(32), prefix + "s");
  s->addOperand(a);
  s->addOperand(b);
  auto* sp = block->append(std::move(s));
  auto t = std::make_unique<ir::Instruction>(Opcode::Mul, Type::intTy(32), prefix + "t");
  t->addOperand(sp);
  t->addOperand(a);
  auto* tp = block->append(std::move(t));
  auto ret = std::make_unique<ir::Instruction>(Opcode::Ret, Type::voidTy());
  ret->addOperand(tp);
  block->append(std::move(ret));
  return f;
}

RewriteKey cutKey(const std::string& prefix, Opcode op, const std::string& mcpu) {
  return makeRewriteKey(*makeCut(prefix, op), ir::DataLayout{}, "isel", mcpu);
}

RewriteKey numberedKey(unsigned n, const std::string& mcpu) {
  return makeRewriteKey("define i32 @f() {\nbb0:\n  ret i32 " + std::to_string(n) + "\n}\n", "isel", mcpu);
}

RewriteEntry rewriteEntry(double rewriteCost, const std::string& text) {
  RewriteEntry e;
  e.status = EntryStatus::Rewrite;
  e.budget = {2, 10};
  e.rewriteText = text;
  e.sourceCost = 10;
  e.rewriteCost = rewriteCost;
  e.proofSeconds = 0.5;
  e.producer = "test";
  return e;
}

RewriteEntry noneEntry(unsigned maxInsts, double timeLimitSeconds) {
  RewriteEntry e;
  e.status = EntryStatus::NoneWithinBudget;
  e.budget = {maxInsts, timeLimitSeconds};
  e.sourceCost = e.rewriteCost = 10;
  e.producer = "test";
  return e;
}

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "theseus-store-XXXXXX").string();
  path_ = mkdtemp(pattern.data());
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

namespace {

int freeLoopbackPort() {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  int port = 0;
  if (bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
      getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
    port = ntohs(addr.sin_port);
  close(fd);
  return port;
}

bool onPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (size_t start = 0; start <= dirs.size();) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    if (access((dirs.substr(start, end - start) + "/" + program).c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

[[noreturn]] void execRedis(int port) {
  int null = open("/dev/null", O_RDWR);
  dup2(null, 1);
  dup2(null, 2);
  std::string p = std::to_string(port);
  execlp("redis-server", "redis-server", "--port", p.c_str(), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1",
         static_cast<char*>(nullptr));
  _exit(127);
}

} // namespace

// Whether the server answering `url` is the process `pid` (and not another test's on the same port).
static bool answeredBy(const std::string& url, pid_t pid) {
  std::string error;
  auto conn = RedisConnection::connect(url, error);
  if (!conn) return false;
  try {
    std::string info = conn->command({"INFO", "server"}).str;
    return info.find("process_id:" + std::to_string(pid) + "\r") != std::string::npos;
  } catch (const StoreError&) {
    return false;
  }
}

RedisServer::RedisServer() {
  if (!onPath("redis-server")) {
    why_ = "redis-server is not on PATH (install redis-server)";
    return;
  }
  for (int attempt = 0; attempt < 5 && pid_ <= 0; ++attempt) start();
}

void RedisServer::start() {
  port_ = freeLoopbackPort();
  pid_t pid = fork();
  if (pid == 0) execRedis(port_);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!answeredBy(url(), pid)) {
    bool exited = waitpid(pid, nullptr, WNOHANG) == pid;
    if (exited || std::chrono::steady_clock::now() > deadline) {
      why_ = "redis-server did not start on port " + std::to_string(port_);
      if (!exited) {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
      }
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  pid_ = pid;
}

RedisServer::~RedisServer() {
  if (pid_ <= 0) return;
  kill(pid_, SIGTERM);
  waitpid(pid_, nullptr, 0);
}

std::string RedisServer::url(const std::string& name) const {
  return "redis://127.0.0.1:" + std::to_string(port_) + (name.empty() ? "" : "/" + name);
}

int waitChild(pid_t pid, double limitSeconds) {
  int status = 0;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(limitSeconds);
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, nullptr, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

} // namespace theseus::store::testing
