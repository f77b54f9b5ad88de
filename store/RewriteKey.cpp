// Keys, budgets and default paths of the rewrite cache.
#include "ir/Printer.h"
#include "store/RewriteCache.h"

#include <cstdlib>

namespace theseus::store {

std::string canonicalCutText(const ir::Function& cut, const ir::DataLayout& dl) {
  std::string text;
  if (dl.bigEndian) text += "target datalayout = \"E\"\n\n";
  text += ir::canonicalText(cut);
  std::string declarations = ir::intrinsicDeclarations(cut);
  if (!declarations.empty()) text += "\n" + declarations;
  return text;
}

RewriteKey makeRewriteKey(std::string canonicalText, std::string costModel, std::string mcpu) {
  RewriteKey key;
  key.hash = fnv1a(canonicalText);
  key.text = std::move(canonicalText);
  key.costModel = std::move(costModel);
  key.mcpu = std::move(mcpu);
  return key;
}

RewriteKey makeRewriteKey(const ir::Function& cut, const ir::DataLayout& dl, std::string costModel, std::string mcpu) {
  return makeRewriteKey(canonicalCutText(cut, dl), std::move(costModel), std::move(mcpu));
}

bool budgetCovers(const Budget& searched, const Budget& asked) {
  return asked.maxInsts <= searched.maxInsts && asked.timeLimitSeconds <= searched.timeLimitSeconds;
}

std::string defaultCachePath() {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  if (xdg && *xdg) return std::string(xdg) + "/theseus/rewrites.db";
  const char* home = std::getenv("HOME");
  if (home && *home) return std::string(home) + "/.cache/theseus/rewrites.db";
  return "";
}

std::string sqliteCachePath(const std::string& url) {
  if (url.rfind("redis://", 0) == 0) return "";
  std::string path = url.rfind("sqlite:", 0) == 0 ? url.substr(7) : url;
  return path.empty() ? defaultCachePath() : path;
}

} // namespace theseus::store
