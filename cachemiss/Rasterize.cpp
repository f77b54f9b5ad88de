#include "cachemiss/Rasterize.h"

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include <algorithm>
#include <numeric>
#include <string>

namespace theseus::cachemiss {

namespace {

// Divisions that would need a longer period in some dimension are left to the counting (they
// typically express a bounded case split, such as the row where a line starts).
constexpr unsigned kMaxPeriod = 16;

// Whether coefficient `pos` of `type` in `div` is nonzero.
bool involves(isl_aff* div, isl_dim_type type, int pos) {
  isl_val* c = isl_aff_get_coefficient_val(div, type, pos);
  bool nonzero = isl_val_is_zero(c) != isl_bool_true;
  isl_val_free(c);
  return nonzero;
}

struct DivisionScan {
  std::vector<unsigned> periods;
  unsigned long budget;  // the most classes the periods may make, times those already made
  bool found = false;
};

unsigned long product(const std::vector<unsigned>& periods) {
  unsigned long p = 1;
  for (unsigned x : periods) p *= x;
  return p;
}

// Adds the periods of the divisions of `bset` (t as parameters, u as set variables) that
// depend on t alone (directly or through such divisions).
isl_stat scanDivisions(isl_basic_set* bset, void* user) {
  auto* scan = static_cast<DivisionScan*>(user);
  int divs = isl_basic_set_dim(bset, isl_dim_div), vars = isl_basic_set_dim(bset, isl_dim_set);
  std::vector<bool> parametersOnly(divs, false);
  for (int i = 0; i < divs; ++i) {
    isl_aff* div = isl_basic_set_get_div(bset, i);
    if (!div || isl_aff_is_nan(div) == isl_bool_true) {
      isl_aff_free(div);
      continue;
    }
    bool only = true;
    for (int v = 0; v < vars && only; ++v) only = !involves(div, isl_dim_in, v);
    for (int e = 0; e < i && only; ++e) only = parametersOnly[e] || !involves(div, isl_dim_div, e);
    parametersOnly[i] = only;
    std::vector<unsigned> wanted(scan->periods.size(), 1);
    for (unsigned p = 0; only && p < wanted.size(); ++p) {
      isl_val* c = isl_aff_get_coefficient_val(div, isl_dim_param, p);
      isl_val* den = isl_val_get_den_val(c);
      wanted[p] = unsigned(isl_val_get_num_si(den));
      isl_val_free(den);
      isl_val_free(c);
    }
    bool small = std::all_of(wanted.begin(), wanted.end(), [](unsigned w) { return w <= kMaxPeriod; });
    std::vector<unsigned> merged = scan->periods;
    for (unsigned p = 0; p < merged.size(); ++p) merged[p] = std::lcm(merged[p], wanted[p]);
    if (only && small && product(merged) <= scan->budget && merged != scan->periods) {
      scan->found = true;
      scan->periods = merged;
    }
    isl_aff_free(div);
  }
  isl_basic_set_free(bset);
  return isl_stat_ok;
}

// The periods needed by `relation` as it is (within `budget` classes), and whether any division
// called for one; divisions that would exceed the budget are left alone.
DivisionScan scan(const isl::map& relation, unsigned long budget) {
  unsigned n = unsigned(relation.domain_tuple_dim().release());
  isl_map* m = isl_map_move_dims(relation.copy(), isl_dim_param, 0, isl_dim_in, 0, n);
  isl_set* u = isl_set_compute_divs(isl_map_range(m));
  DivisionScan s{std::vector<unsigned>(n, 1), budget};
  isl_set_foreach_basic_set(u, scanDivisions, &s);
  isl_set_free(u);
  return s;
}

std::string substitutionText(const isl::space& timeSpace, const std::vector<unsigned>& periods, const std::vector<unsigned>& residues) {
  const char* name = isl_space_get_tuple_name(timeSpace.get(), isl_dim_set);
  std::string from = "S[", to = std::string(name ? name : "") + "[";
  for (size_t d = 0; d < periods.size(); ++d) {
    from += (d ? ", s" : "s") + std::to_string(d);
    to += (d ? ", " : "") + std::to_string(periods[d]) + "*s" + std::to_string(d) + " + " + std::to_string(residues[d]);
  }
  return "{ " + from + "] -> " + to + "] }";
}

} // namespace

std::vector<unsigned> rasterPeriods(const isl::map& relation, unsigned maxClasses) {
  unsigned n = unsigned(relation.domain_tuple_dim().release());
  std::vector<unsigned> periods(n, 1), zero(n, 0);
  isl::map current = relation;
  for (int round = 0; round < 3; ++round) {
    DivisionScan s = scan(current, maxClasses / product(periods));
    if (!s.found) break;
    for (unsigned d = 0; d < n; ++d) periods[d] *= s.periods[d];
    isl::multi_aff first(relation.ctx(), substitutionText(relation.domain().get_space(), periods, zero));
    current = isl::manage(isl_map_preimage_domain_multi_aff(relation.copy(), first.release()));
  }
  return periods;
}

std::vector<isl::multi_aff> residueClasses(const isl::space& timeSpace, const std::vector<unsigned>& periods) {
  std::vector<isl::multi_aff> classes;
  std::vector<unsigned> residues(periods.size(), 0);
  for (;;) {
    classes.emplace_back(timeSpace.ctx(), substitutionText(timeSpace, periods, residues));
    size_t d = 0;
    for (; d < periods.size(); ++d) {
      if (++residues[d] < periods[d]) break;
      residues[d] = 0;
    }
    if (d == periods.size()) return classes;
  }
}

} // namespace theseus::cachemiss
