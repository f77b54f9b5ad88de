#include "synth/engine/EngineSettings.h"

#include <exception>

namespace theseus::synth {

EngineSettingsReader::EngineSettingsReader(std::string_view engine, const EngineSettings& settings)
    : engine_(engine), settings_(settings), read_(settings.size(), false) {}

const EngineSetting* EngineSettingsReader::find(std::string_view name) {
  for (size_t i = 0; i < settings_.size(); ++i)
    if (settings_[i].name == name) {
      read_[i] = true;
      return &settings_[i];
    }
  return nullptr;
}

void EngineSettingsReader::reject(std::string_view name, const std::string& why) {
  if (error_.empty()) error_ = "the " + engine_ + " engine's setting '" + std::string(name) + "' " + why;
}

std::string EngineSettingsReader::error() const {
  if (!error_.empty()) return error_;
  for (size_t i = 0; i < settings_.size(); ++i)
    if (!read_[i]) return "the " + engine_ + " engine has no setting '" + settings_[i].name + "'";
  return "";
}

namespace {

// The integer `text` is, in decimal or 0x hexadecimal, when it is exactly one.
std::optional<int64_t> integerText(const std::string& text) {
  if (text.empty()) return std::nullopt;
  try {
    size_t used = 0;
    int64_t v = std::stoll(text, &used, 0);
    if (used == text.size()) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

// The comma-separated items of `text`.
std::vector<std::string> commaItems(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t comma; (comma = text.find(',', start)) != std::string::npos; start = comma + 1) out.push_back(text.substr(start, comma - start));
  out.push_back(text.substr(start));
  return out;
}

// `items` as numbers when every one is an integer, else as words.
EngineSettingValue listValue(const std::vector<std::string>& items) {
  std::vector<int64_t> numbers;
  for (const std::string& item : items) {
    std::optional<int64_t> n = integerText(item);
    if (!n) return items;
    numbers.push_back(*n);
  }
  return numbers;
}

} // namespace

std::optional<EngineSetting> parseEngineSetting(std::string_view text, std::string& error) {
  size_t eq = text.find('=');
  std::string name(text.substr(0, eq));
  if (name.empty()) {
    error = "engine setting '" + std::string(text) + "' has no name (expected NAME=VALUE)";
    return std::nullopt;
  }
  if (eq == std::string_view::npos) return EngineSetting{name, true};
  std::string value(text.substr(eq + 1));
  if (value == "true" || value == "false") return EngineSetting{name, value == "true"};
  if (value.find(',') != std::string::npos) return EngineSetting{name, listValue(commaItems(value))};
  if (std::optional<int64_t> n = integerText(value)) return EngineSetting{name, *n};
  return EngineSetting{name, value};
}

} // namespace theseus::synth
