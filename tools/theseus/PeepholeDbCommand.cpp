// `theseus peephole-db`: builds the table of the peephole-db engine (synth/peephole/TableBuilder.h)
// into a SQLite file (store/sqlite/PeepholeTable.h), and prints what a table holds.
#include "cost/CostModel.h"
#include "driver/PeepholeTables.h"
#include "ir/Opcode.h"
#include "store/RewriteCache.h"
#include "store/sqlite/PeepholeTable.h"
#include "synth/massalin/MassalinKernels.h"
#include "synth/peephole/TableBuilder.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace theseus::tools {

namespace {

const char* const kPeepholeDbHelp = R"(usage: theseus peephole-db build -o FILE.db [options]
       theseus peephole-db stats FILE.db

build: enumerates every program of length 0 to L over the operations, the constants and 1 to N
iN arguments at each width once (the massalin enumeration: every result used, commutative
operands ordered, no all-constant instruction), fingerprints each on the table's fixed lanes
(edge values and seeded random values, stored in the file) and keeps the cheapest program per
fingerprint, one SQLite row each (docs/peephole.md). Prints the programs enumerated, the rows
kept, the file's size and the build's seconds. The engine peephole-db looks cuts up in it
(theseus synth --engine peephole-db --peephole-db FILE.db).

build options:
  -o FILE.db       the table file (replaced when the build succeeds)
  --max-len L      longest program, 0 to 4 instructions (default 2)
  --widths LIST    widths, comma-separated, 1 to 64 (default 8,16,32,64)
  --ops LIST       binary operations from add sub mul and or xor shl lshr ashr udiv sdiv urem
                   srem (default add,sub,mul,and,or,xor,shl,lshr,ashr)
  --args N         tables for 1 to N arguments, N at most 3 (default 2)
  --consts LIST    the constant set (default 0,1,2,-1,width-1,INT_MIN)
  --seed N         the seed of the random lanes (default 2006)
  --cost MODEL     isel (default) or tti, priced per instruction by operand shape
  --mcpu CPU       the CPU priced (default x86-64-v3)
  --typed-len L    the typed part: programs of 0 to L instructions (at most 3; 0: none; default 2)
                   over binary operations (no division), i1 and/or/xor, icmp, select and
                   zext/sext/trunc, for every signature over the typed widths with at most two
                   distinct widths (i1 of i32 and i32, i32 of i8, i64 of i32 and i64, ...)
  --typed-widths LIST  the typed part's widths (default 1 and the --widths)
  --typed-args N   the typed part's arguments, 1 to N (default 2)

stats: the file's build options and its rows per width and arity.

exit codes: 0 done, 4 bad input (bad option, unwritable or unreadable file, not a peephole table,
an instruction the cost model cannot price)
)";

// Prints `message` as the verb's error; exit 4.
int badInput(const std::string& message) {
  std::cerr << "theseus peephole-db: error: " << message << "\n";
  return ExitBadInput;
}

// The integers of `texts`; false with `error` naming `option` and the first that is not one.
bool parseIntegers(const std::vector<std::string>& texts, const std::string& option, std::vector<int64_t>& out, std::string& error) {
  for (const std::string& text : texts) {
    try {
      size_t used = 0;
      out.push_back(std::stoll(text, &used, 0));
      if (used == text.size()) continue;
    } catch (const std::exception&) {
    }
    error = "--" + option + ": '" + text + "' is not an integer";
    return false;
  }
  return true;
}

// The build options the flags give; false with `error`.
bool parseBuildOptions(CommandLine& cl, synth::peephole::BuildOptions& options, std::string& error) {
  if (auto n = cl.unsignedValue("max-len")) options.maxLength = *n;
  if (auto n = cl.unsignedValue("args")) options.maxArity = *n;
  if (auto n = cl.unsignedValue("seed")) options.seed = *n;
  if (auto n = cl.unsignedValue("typed-len")) options.typedLength = *n;
  if (auto n = cl.unsignedValue("typed-args")) options.typedArity = *n;
  if (!cl.ok()) return error = cl.error(), false;
  options.ops = synth::peephole::defaultTableOps();
  if (cl.has("ops")) {
    options.ops.clear();
    for (const std::string& name : cl.commaList("ops")) {
      std::optional<ir::Opcode> op = ir::opcodeFromName(name);
      if (!op || !synth::kernelSupports(*op)) return error = "--ops: '" + name + "' is not an enumerable operation", false;
      options.ops.push_back(*op);
    }
  }
  if (cl.has("widths")) {
    std::vector<int64_t> widths;
    if (!parseIntegers(cl.commaList("widths"), "widths", widths, error)) return false;
    options.widths.clear();
    for (int64_t w : widths) {
      if (w < 1 || w > 64) return error = "--widths: " + std::to_string(w) + " is not 1 to 64", false;
      if (std::find(options.widths.begin(), options.widths.end(), unsigned(w)) == options.widths.end()) options.widths.push_back(unsigned(w));
    }
  }
  if (cl.has("typed-widths")) {
    std::vector<int64_t> widths;
    if (!parseIntegers(cl.commaList("typed-widths"), "typed-widths", widths, error)) return false;
    options.typedWidths.emplace();
    for (int64_t w : widths) {
      if (w < 1 || w > 64) return error = "--typed-widths: " + std::to_string(w) + " is not 1 to 64", false;
      if (std::find(options.typedWidths->begin(), options.typedWidths->end(), unsigned(w)) == options.typedWidths->end())
        options.typedWidths->push_back(unsigned(w));
    }
  }
  if (cl.has("consts")) {
    std::vector<int64_t> constants;
    if (!parseIntegers(cl.commaList("consts"), "consts", constants, error)) return false;
    options.constants = constants;
  }
  error = synth::peephole::buildOptionsProblem(options);
  return error.empty();
}

// `peephole-db build`: the table of the flags into -o, then its figures.
int runBuild(CommandLine& cl) {
  synth::peephole::BuildOptions options;
  std::string error;
  if (!parseBuildOptions(cl, options, error)) return badInput(error);
  std::optional<std::string> path = cl.value("o");
  if (!path) return badInput("-o FILE.db is required");
  if (cl.positional().size() != 1) return badInput("build takes no file arguments (the table is -o FILE.db)");
  cost::CostOptions co;
  co.mcpu = cl.value("mcpu").value_or("x86-64-v3");
  std::string modelName = cl.value("cost").value_or("isel");
  if (modelName != "isel" && modelName != "tti") return badInput("--cost: expected isel or tti");
  std::unique_ptr<cost::CostModel> model = cost::createCostModel(modelName, co, error);
  if (!model) return badInput(error);
  std::unique_ptr<synth::peephole::TableWriter> writer = driver::createPeepholeTableWriter(*path, error);
  if (!writer) return badInput(error);
  std::optional<synth::peephole::BuildFigures> figures;
  try {
    figures = synth::peephole::buildTable(options, *model, *writer, error);
  } catch (const store::StoreError& e) {
    return badInput(e.what());
  }
  if (!figures) return badInput(error);
  std::error_code ec;
  uintmax_t bytes = std::filesystem::file_size(*path, ec);
  for (const synth::peephole::GroupFigures& g : figures->groups)
    std::cout << "; i" << g.width << ", " << g.arity << " argument" << (g.arity == 1 ? "" : "s") << ": " << g.programs << " programs, " << g.rows
              << " rows, " << std::fixed << std::setprecision(2) << g.seconds << " s"
              << (g.typedPrograms ? " (" + std::to_string(g.typedPrograms) + " programs typed)" : "") << "\n";
  std::cout << "; programs enumerated: " << figures->programs << "\n"
            << "; rows kept: " << figures->rows << "\n"
            << "; file size: " << (ec ? 0 : bytes) << " bytes\n"
            << "; build time: " << std::fixed << std::setprecision(2) << figures->seconds << " s\n";
  return ExitOk;
}

// `peephole-db stats FILE.db`: the build options and the rows per group.
int runStats(CommandLine& cl) {
  if (cl.positional().size() != 2) return badInput("expected one table file (theseus peephole-db stats FILE.db)");
  const std::string& path = cl.positional()[1];
  std::string error;
  std::unique_ptr<store::PeepholeTableReader> table = store::PeepholeTableReader::open(path, error);
  if (!table) return badInput(error);
  try {
    for (const char* name : {"ops", "widths", "max-length", "max-arity", "typed-widths", "typed-max-length", "typed-max-arity", "seed", "cost-model"})
      std::cout << "; " << name << ": " << table->meta(name).value_or("?") << "\n";
    uint64_t rows = 0;
    for (const store::PeepholeGroup& g : table->groups()) {
      std::cout << "; i" << g.width << ", " << g.arity << " argument" << (g.arity == 1 ? "" : "s") << ": " << g.rows << " rows, longest "
                << g.maxLength << "\n";
      rows += g.rows;
    }
    std::cout << "; rows: " << rows << "\n";
  } catch (const store::StoreError& e) {
    return badInput(e.what());
  }
  return ExitOk;
}

// The verb: `build` or `stats`.
int runPeepholeDb(const std::vector<std::string>& args) {
  CommandLine cl(args, {"o", "max-len", "widths", "ops", "args", "consts", "seed", "cost", "mcpu", "typed-len", "typed-widths", "typed-args"}, {"help"});
  if (cl.has("help")) {
    std::cout << kPeepholeDbHelp;
    return ExitOk;
  }
  if (!cl.ok()) return badInput(cl.error());
  std::string action = cl.positional().empty() ? "" : cl.positional()[0];
  if (action == "build") return runBuild(cl);
  if (action == "stats") return runStats(cl);
  return badInput(action.empty() ? "expected build or stats (see theseus peephole-db --help)" : "unknown action '" + action + "' (expected build or stats)");
}

} // namespace

static const VerbRegistration kPeepholeDbVerb{"peephole-db", "build or inspect the table of the peephole-db engine", runPeepholeDb};

} // namespace theseus::tools
