#pragma once
// Engine-specific settings by name, given to createEngine (synth/EngineFactory.h). Each engine's
// header lists the settings it reads and their kinds; a setting the engine does not read, or one
// of another kind or with a value it rejects, makes createEngine fail with a message.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace theseus::synth {

// A setting's value: a flag, a number, a word, a list of words or a list of numbers.
using EngineSettingValue = std::variant<bool, int64_t, std::string, std::vector<std::string>, std::vector<int64_t>>;

struct EngineSetting {
  std::string name;
  EngineSettingValue value;
};

using EngineSettings = std::vector<EngineSetting>;

// Reads one engine's settings by name and kind. Whatever was not read, was read as another kind,
// or was rejected by the engine, is an error naming the engine and the setting.
class EngineSettingsReader {
public:
  EngineSettingsReader(std::string_view engine, const EngineSettings& settings);

  // The value of the setting `name` when it was given with kind T; nullopt otherwise (an error
  // when it was given with another kind). As the command line cannot tell them apart, a number
  // is also a word (its decimal text), and a number or a word is also a list of one.
  template <class T>
  std::optional<T> read(std::string_view name) {
    const EngineSetting* s = find(name);
    if (!s) return std::nullopt;
    if (const T* v = std::get_if<T>(&s->value)) return *v;
    if (std::optional<T> v = coerced<T>(s->value)) return v;
    reject(name, "has the wrong kind of value");
    return std::nullopt;
  }

  // Records that the engine rejects the value of `name` because of `why`.
  void reject(std::string_view name, const std::string& why);

  // Empty when every setting was read with its kind and none was rejected; else the first problem.
  std::string error() const;

private:
  // `value` as a T by the conversions read() allows; nullopt when none applies.
  template <class T>
  static std::optional<T> coerced(const EngineSettingValue& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      if (const int64_t* n = std::get_if<int64_t>(&value)) return std::to_string(*n);
    } else if constexpr (std::is_same_v<T, std::vector<int64_t>>) {
      if (const int64_t* n = std::get_if<int64_t>(&value)) return std::vector<int64_t>{*n};
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
      if (const std::string* w = std::get_if<std::string>(&value)) return std::vector<std::string>{*w};
      if (const int64_t* n = std::get_if<int64_t>(&value)) return std::vector<std::string>{std::to_string(*n)};
    }
    return std::nullopt;
  }

  // The setting `name`, marked as read; null when it was not given.
  const EngineSetting* find(std::string_view name);

  std::string engine_;
  const EngineSettings& settings_;
  std::vector<bool> read_;
  std::string error_;
};

// The setting written `NAME=VALUE` on a command line (`NAME` alone is a flag set): VALUE `true`
// or `false` is a flag, an integer a number, a comma-separated list of integers numbers, another
// list words, anything else a word. nullopt with `error` for an empty name.
std::optional<EngineSetting> parseEngineSetting(std::string_view text, std::string& error);

} // namespace theseus::synth
