#include "tools/theseus/ListIntrinsicsCommand.h"

#include "difftest/HostJit.h"
#include "ir/Opcode.h"
#include "ir/X86Intrinsics.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

namespace {

const char* const kListHelp = R"(usage: theseus list-intrinsics [--json]

Prints every intrinsic Theseus models: the generic llvm.* integer intrinsics (overloaded; the
mangling says which types name them) and every x86 row (LLVM 19 signature, immarg parameters
marked, family, and the CPU feature(s) that execute it), then a count line.
)";

// The names of ir::X86Family, indexed by its value.
const char* const kFamilyNames[] = {"PAvg",      "PMAddWD",       "PMAddUBSW",     "PSadBW",       "DBPSadBW", "MPSadBW",  "PMulH",
                                    "PMulHRSW",  "PShufB",        "Pack",          "ShiftByVector", "ShiftByImmediate",
                                    "ShiftPerLane", "PHAddSub",   "PSign",         "PAbs",         "PBlendVB", "PMovMskB", "PHMinPosUW",
                                    "PermVar",   "VPermI2Var",    "PTernLog",      "PMultiShiftQB", "VPMadd52", "DotProduct", "DotProductMixed",
                                    "PMov",      "FMinMax",       "FHorizontal",   "FAddSub",      "FRound",   "FDotProduct", "FBlendV",
                                    "FPermilVar", "FToInt32",     "Int32ToF",      "HalfToF",      "FToHalf",  "FFma", "FApproximation"};
static_assert(std::size(kFamilyNames) == size_t(ir::X86Family::FApproximation) + 1, "one name per x86 family");

// How a generic intrinsic's name is mangled, in words.
std::string overloadText(std::string_view overloads) {
  if (overloads == "R") return "overloaded on the return type";
  if (overloads == "A") return "overloaded on the first argument's type";
  if (overloads == "RA") return "overloaded on the return and first argument's types";
  if (!overloads.empty()) return "overloaded on the types of operands " + std::string(overloads);
  return "not overloaded";
}

// The row's LLVM signature with immarg parameters marked: "<8 x i16> (<16 x i8>, i8 immarg)".
std::string x86Signature(const ir::X86Row& row) {
  auto info = difftest::llvmIntrinsicInfo(row.name, row.result, row.params);
  std::string s = row.result.str() + " (";
  for (size_t i = 0; i < row.params.size(); ++i) s += (i ? ", " : "") + row.params[i].str() + (info.immediate[i] ? " immarg" : "");
  return s + ")";
}

// `s` as a JSON string literal.
std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
  return out + "\"";
}

} // namespace

std::string x86FamilyName(unsigned family) {
  return family < std::size(kFamilyNames) ? kFamilyNames[family] : "Family" + std::to_string(family);
}

int runListIntrinsics(const std::vector<std::string>& args) {
  CommandLine cl(args, {}, {"json", "help"});
  if (cl.has("help")) {
    std::cout << kListHelp;
    return ExitOk;
  }
  if (!cl.ok() || !cl.positional().empty()) {
    std::cerr << "theseus list-intrinsics: error: " << (cl.ok() ? "unexpected argument '" + cl.positional().front() + "'" : cl.error()) << "\n";
    return ExitBadInput;
  }
  bool json = cl.has("json");
  unsigned generic = 0;
  if (json) std::cout << "{\"intrinsics\": [\n";
  for (unsigned i = 1; i < unsigned(ir::Intrinsic::X86); ++i) {
    auto id = ir::Intrinsic(i);
    if (ir::isAssumeBundle(id)) continue;
    std::string stem(ir::intrinsicStem(id)), shape = overloadText(ir::intrinsicOverloads(id));
    if (json) std::cout << (generic ? ",\n" : "") << "  {\"name\": " << jsonString(stem) << ", \"kind\": \"generic\", \"signature\": " << jsonString(shape) << ", \"feature\": \"\"}";
    else std::cout << stem << "  [" << shape << "]  feature: none (generic)\n";
    ++generic;
  }
  const auto& rows = ir::x86Rows();
  for (const auto& row : rows) {
    std::string family = x86FamilyName(unsigned(row.family)), sig = x86Signature(row);
    if (json)
      std::cout << ",\n  {\"name\": " << jsonString(row.name) << ", \"kind\": \"x86\", \"family\": " << jsonString(family) << ", \"signature\": " << jsonString(sig)
                << ", \"feature\": " << jsonString(row.feature) << "}";
    else std::cout << row.name << "  " << sig << "  family: " << family << "  feature: " << row.feature << "\n";
  }
  if (json) std::cout << "\n], \"count\": " << generic + rows.size() << ", \"generic\": " << generic << ", \"x86\": " << rows.size() << "}\n";
  else std::cout << generic + rows.size() << " intrinsics: " << generic << " generic llvm.*, " << rows.size() << " x86 rows\n";
  return ExitOk;
}

static const VerbRegistration kListIntrinsicsVerb{"list-intrinsics", "every modelled intrinsic with its signature and CPU feature (--json)", runListIntrinsics};

} // namespace theseus::tools
