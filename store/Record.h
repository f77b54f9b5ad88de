#pragma once
// A small self-delimiting text format for named fields, used for job payloads and the Redis poison
// reports: a tag line, then per field "NAME LENGTH\n" followed by LENGTH bytes and "\n". Values may
// hold any bytes (IR text with newlines), names no spaces or newlines.
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace theseus::store {

using Fields = std::vector<std::pair<std::string, std::string>>;

std::string encodeRecord(const std::string& tag, const Fields& fields);
// The fields of `payload`, or nullopt with `error` set when it does not start with the `tag` line
// or a field is truncated or malformed.
std::optional<Fields> decodeRecord(const std::string& payload, const std::string& tag, std::string& error);
// The value of the first field called `name`, or nullopt.
std::optional<std::string> fieldValue(const Fields& fields, const std::string& name);

} // namespace theseus::store
