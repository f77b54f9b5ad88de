#include "store/Record.h"

#include <charconv>

namespace theseus::store {

std::string encodeRecord(const std::string& tag, const Fields& fields) {
  std::string out = tag + "\n";
  for (auto& [name, value] : fields) out += name + " " + std::to_string(value.size()) + "\n" + value + "\n";
  return out;
}

namespace {

// Reads one field at `pos`; false with `error` set when malformed.
bool readField(const std::string& payload, size_t& pos, Fields& out, std::string& error) {
  size_t eol = payload.find('\n', pos);
  size_t space = payload.find(' ', pos);
  if (eol == std::string::npos || space == std::string::npos || space > eol) {
    error = "malformed field header at byte " + std::to_string(pos);
    return false;
  }
  size_t length = 0;
  auto [end, ec] = std::from_chars(payload.data() + space + 1, payload.data() + eol, length);
  if (ec != std::errc() || end != payload.data() + eol) {
    error = "malformed field length at byte " + std::to_string(space + 1);
    return false;
  }
  size_t start = eol + 1;
  if (length >= payload.size() - start || payload[start + length] != '\n') {
    error = "field '" + payload.substr(pos, space - pos) + "' is truncated";
    return false;
  }
  out.emplace_back(payload.substr(pos, space - pos), payload.substr(start, length));
  pos = start + length + 1;
  return true;
}

} // namespace

std::optional<Fields> decodeRecord(const std::string& payload, const std::string& tag, std::string& error) {
  if (payload.rfind(tag + "\n", 0) != 0) {
    error = "not a '" + tag + "' record";
    return std::nullopt;
  }
  Fields out;
  for (size_t pos = tag.size() + 1; pos < payload.size();)
    if (!readField(payload, pos, out, error)) return std::nullopt;
  return out;
}

std::optional<std::string> fieldValue(const Fields& fields, const std::string& name) {
  for (auto& [n, v] : fields)
    if (n == name) return v;
  return std::nullopt;
}

} // namespace theseus::store
