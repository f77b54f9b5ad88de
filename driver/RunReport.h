#pragma once
// Reports of the driver: JSON (`--report R.json`, harvest's report.json) and a self-contained
// HTML page (harvest's report.html).
#include "driver/Driver.h"

#include <llvm/Support/JSON.h>

#include <string>

namespace theseus::driver {

// `value` as the member `key` of the object `j` is writing, with six significant digits (%g).
void jsonNumberAttribute(llvm::json::OStream& j, llvm::StringRef key, double value);

// The cut records as a JSON array.
std::string cutsJson(const std::vector<CutRecord>& cuts);

// One HTML page (inline CSS, no scripts or external files) listing `cuts` with their source
// location, cut, rewrite, costs and proof time; `title` heads it, `summary` lines follow it.
std::string reportHtml(const std::string& title, const std::vector<std::pair<std::string, std::string>>& summary,
                       const std::vector<CutRecord>& cuts);

} // namespace theseus::driver
