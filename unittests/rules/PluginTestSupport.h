#pragma once
// What the plugin suites share: a rules file compiled once per suite into a plugin, opt-19 run
// with it on a module (its applications logged through THESEUS_RULES_LOG), `theseus verify` on
// the results, and lit run on generated lit tests.
#include "rules/CppText.h"
#include "rules/LitText.h"

#include "RulesBuild.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

namespace theseus::rules::test {

namespace fs = std::filesystem;

// Runs `command` through the shell; its exit status, and its standard output and error in `output`.
inline int runShell(const std::string& command, std::string& output) {
  output.clear();
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return -1;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  int status = pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void writeFile(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

inline unsigned countOf(const std::string& text, const std::string& part) {
  unsigned n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// A plugin built from `rules` in the folder `work`: `error` is empty when it built and every
// rule had a C++ form.
struct BuiltPlugin {
  fs::path work;
  std::vector<Rule> rules;
  std::string error;

  fs::path plugin() const { return work / "rules.so"; }

  // Writes the rules file and compiles it, unless an earlier process of the suite (ctest runs
  // each test in its own) left the plugin of the same text; under a lock, so parallel tests
  // build it once.
  void build() {
    fs::create_directories(work);
    std::vector<std::string> skipped;
    std::string text = cppRulesFile(rules, &skipped);
    error = skipped.empty() ? "" : "rule skipped: " + skipped.front();
    if (!error.empty()) return;
    int lock = open((work / "build.lock").c_str(), O_CREAT | O_RDWR, 0644);
    if (lock >= 0) flock(lock, LOCK_EX);
    bool current = fs::exists(plugin()) && fs::exists(work / "rules.cpp") && readFile(work / "rules.cpp") == text;
    if (!current) {
      fs::remove(plugin());
      writeFile(work / "rules.cpp", text);
      if (!buildRulesPlugin((work / "rules.cpp").string(), plugin().string(), error) && error.empty())
        error = "buildRulesPlugin failed without a message";
    }
    if (lock >= 0) close(lock);
  }

  fs::path logOf(const std::string& name) const { return work / (name + ".log.ll"); }

  // `ir` (a module) through `opt-19 -passes=PASSES`, its applications logged to logOf(name); the
  // output module's text. Fails the test when opt fails.
  std::string apply(const std::string& name, const std::string& ir, const std::string& passes = "theseus-rules") const {
    fs::path in = work / (name + ".in.ll"), out = work / (name + ".out.ll"), log = logOf(name);
    writeFile(in, ir);
    fs::remove(log);
    std::string output;
    int code = runShell("THESEUS_RULES_LOG=" + log.string() + " opt-19 -load-pass-plugin=" + plugin().string() +
                            " '-passes=" + passes + "' -S " + in.string() + " -o " + out.string(), output);
    EXPECT_EQ(code, 0) << output;
    return readFile(out);
  }

  // Whether `theseus verify` proves every pair it finds in `files` (exit 0).
  static ::testing::AssertionResult proves(const std::string& files) {
    std::string output;
    int code = runShell(std::string(THESEUS_BINARY) + " verify " + files, output);
    if (code == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "theseus verify " << files << " exited " << code << ":\n" << output;
  }

  // Checks the run `name`: input against output proved, `applications` logged, all proved.
  void expectProvedApplications(const std::string& name, unsigned applications) const {
    EXPECT_TRUE(proves((work / (name + ".in.ll")).string() + " " + (work / (name + ".out.ll")).string()));
    std::string log = readFile(logOf(name));
    EXPECT_EQ(countOf(log, "; theseus-rules application "), applications) << log;
    EXPECT_TRUE(proves(logOf(name).string())) << log;
  }

  void expectNothingLogged(const std::string& name) const { EXPECT_EQ(readFile(logOf(name)), "") << "rules fired in " << name; }

  // Writes the lit test of every rule (litTestText) into `work/lit` and runs lit on them with
  // %rules_plugin and %theseus; expects every one to pass.
  void expectLitTestsPass() const {
    fs::path suite = work / "lit";
    fs::remove_all(suite);
    fs::create_directories(suite);
    writeFile(suite / "lit.cfg.py", "import os\nimport lit.formats\nconfig.name = 'theseus-rules'\n"
                                    "config.test_format = lit.formats.ShTest(True)\nconfig.suffixes = ['.ll']\n"
                                    "config.test_source_root = os.path.dirname(__file__)\n"
                                    "config.substitutions.append(('%rules_plugin', '" + plugin().string() + "'))\n"
                                    "config.substitutions.append(('%theseus', '" + std::string(THESEUS_BINARY) + "'))\n"
                                    "config.environment['PATH'] = '/usr/lib/llvm-19/bin:' + os.environ['PATH']\n");
    for (unsigned i = 0; i < rules.size(); ++i) writeFile(suite / ("rule" + std::to_string(i + 1) + ".ll"), litTestText(rules[i], i + 1));
    std::string output;
    int code = runShell("python3 /usr/lib/llvm-19/build/utils/lit/lit.py -v " + suite.string(), output);
    EXPECT_EQ(code, 0) << output;
    EXPECT_NE(output.find("Passed: " + std::to_string(rules.size())), std::string::npos) << output;
  }
};

} // namespace theseus::rules::test
