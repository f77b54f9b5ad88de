#include "driver/ProcessPool.h"

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <map>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace theseus::driver {

namespace {

using Clock = std::chrono::steady_clock;

struct Running {
  size_t job;
  Clock::time_point start;
  std::string errorsPath;
  bool killed = false;
};

// Starts `program args` with stdout on /dev/null and stderr in `errorsPath`; -1 on failure.
pid_t spawn(const std::string& program, const std::vector<std::string>& args, const std::string& errorsPath) {
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(program.c_str()));
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid != 0) return pid;
  int null = open("/dev/null", O_RDWR);
  int errors = open(errorsPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (null >= 0) dup2(null, 0), dup2(null, 1);
  if (errors >= 0) dup2(errors, 2);
  execv(program.c_str(), argv.data());
  _exit(127);
}

std::string readHead(const std::string& path) {
  std::ifstream in(path);
  std::string text(4096, '\0');
  in.read(text.data(), std::streamsize(text.size()));
  text.resize(size_t(in.gcount()));
  return text;
}

} // namespace

void runProcessPool(const std::string& program, const std::vector<std::vector<std::string>>& jobs, unsigned parallel, double timeoutSeconds,
                    const std::string& scratchDir, const std::function<void(size_t, const ChildResult&)>& onDone,
                    const std::function<void()>& onTick) {
  std::map<pid_t, Running> running;
  size_t next = 0;
  auto lastTick = Clock::now();
  while (next < jobs.size() || !running.empty()) {
    while (next < jobs.size() && running.size() < std::max(1u, parallel)) {
      std::string errorsPath = scratchDir + "/job-" + std::to_string(next) + ".err";
      pid_t pid = spawn(program, jobs[next], errorsPath);
      if (pid < 0) {
        onDone(next++, ChildResult{-1, false, 0, "cannot start " + program});
        continue;
      }
      running[pid] = Running{next++, Clock::now(), errorsPath};
    }
    int status = 0;
    pid_t done = waitpid(-1, &status, WNOHANG);
    if (done > 0 && running.count(done)) {
      Running r = running[done];
      running.erase(done);
      ChildResult result;
      result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      result.timedOut = r.killed;
      result.seconds = std::chrono::duration<double>(Clock::now() - r.start).count();
      result.errors = readHead(r.errorsPath);
      unlink(r.errorsPath.c_str());
      onDone(r.job, result);
      continue;
    }
    for (auto& [pid, r] : running)
      if (!r.killed && std::chrono::duration<double>(Clock::now() - r.start).count() > timeoutSeconds) {
        kill(pid, SIGKILL);
        r.killed = true;
      }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (Clock::now() - lastTick > std::chrono::milliseconds(100)) {
      onTick();
      lastTick = Clock::now();
    }
  }
}

} // namespace theseus::driver
