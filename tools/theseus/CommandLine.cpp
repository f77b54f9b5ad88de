#include "tools/theseus/CommandLine.h"

#include <charconv>
#include <sstream>

namespace theseus::tools {

CommandLine::CommandLine(const std::vector<std::string>& args, std::set<std::string> valued, std::set<std::string> flags) {
  for (size_t i = 0; i < args.size() && error_.empty(); ++i) {
    const std::string& a = args[i];
    if (a.size() < 2 || a[0] != '-' || a == "--") {
      positional_.push_back(a);
      continue;
    }
    std::string body = a.substr(a[1] == '-' ? 2 : 1);
    size_t eq = body.find('=');
    std::string name = body.substr(0, eq);
    if (valued.count(name)) {
      if (eq != std::string::npos) values_.emplace(name, body.substr(eq + 1));
      else if (i + 1 < args.size()) values_.emplace(name, args[++i]);
      else error_ = "option --" + name + " needs a value";
    } else if (flags.count(name) && eq == std::string::npos) {
      values_.emplace(name, "");
    } else {
      error_ = "unknown option '" + a + "'";
    }
  }
}

std::optional<std::string> CommandLine::value(const std::string& name) const {
  auto range = values_.equal_range(name);
  if (range.first == range.second) return std::nullopt;
  return std::prev(range.second)->second;
}

std::vector<std::string> CommandLine::values(const std::string& name) const {
  std::vector<std::string> out;
  auto range = values_.equal_range(name);
  for (auto it = range.first; it != range.second; ++it) out.push_back(it->second);
  return out;
}

std::optional<unsigned> CommandLine::unsignedValue(const std::string& name) {
  auto v = value(name);
  if (!v) return std::nullopt;
  unsigned out = 0;
  auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || end != v->data() + v->size()) {
    error_ = "option --" + name + " expects a non-negative integer, not '" + *v + "'";
    return std::nullopt;
  }
  return out;
}

std::vector<std::string> CommandLine::commaList(const std::string& name) const {
  std::vector<std::string> out;
  std::optional<std::string> text = value(name);
  if (!text) return out;
  std::stringstream ss(*text);
  for (std::string item; std::getline(ss, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

} // namespace theseus::tools
