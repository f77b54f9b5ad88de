#pragma once
// A small command-line parser shared by the verbs: `--name value`, `--name=value`, flags and
// positional arguments. Errors are reported as exit code 4 (bad input) by the caller.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace theseus::tools {

// Exit codes shared by every verb (documented in `theseus --help` and the README).
enum ExitCode : int { ExitOk = 0, ExitIncorrect = 1, ExitUnknown = 2, ExitUnsupported = 3, ExitBadInput = 4 };

class CommandLine {
public:
  // Parses `args`; `valued` names the options that take a value, `flags` those that do not.
  // Options may repeat; an unknown option is an error.
  CommandLine(const std::vector<std::string>& args, std::set<std::string> valued, std::set<std::string> flags);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool has(const std::string& name) const { return values_.count(name) != 0; }
  // The last value of `name`, or nullopt.
  std::optional<std::string> value(const std::string& name) const;
  std::vector<std::string> values(const std::string& name) const;
  // The value of `name` as an unsigned integer; sets the error when it is not one.
  std::optional<unsigned> unsignedValue(const std::string& name);
  const std::vector<std::string>& positional() const { return positional_; }
  // The non-empty items of the last value of `name` split at commas (`--ops add,sub`); empty
  // when the option is absent.
  std::vector<std::string> commaList(const std::string& name) const;

private:
  std::multimap<std::string, std::string> values_;
  std::vector<std::string> positional_;
  std::string error_;
};

} // namespace theseus::tools
