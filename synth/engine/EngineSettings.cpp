#include "synth/engine/EngineSettings.h"

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

} // namespace theseus::synth
