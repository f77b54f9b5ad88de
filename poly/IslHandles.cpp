#include "poly/IslHandles.h"

#include "poly/CountError.h"

#include "isl/options.h"

#include <cstdlib>

namespace theseus::poly {

IslCtx makeIslCtx() {
  IslCtx ctx(isl_ctx_alloc());
  isl_options_set_on_error(ctx.get(), ISL_ON_ERROR_CONTINUE);
  return ctx;
}

Rational toRational(isl_val* v) {
  char* text = isl_val_to_str(v);
  Rational q(text);
  std::free(text);
  q.canonicalize();
  return q;
}

Integer toInteger(isl_val* v) { return toRational(v).get_num(); }

isl_val* toIslVal(isl_ctx* ctx, const Integer& x) {
  if (x.fits_slong_p()) return isl_val_int_from_si(ctx, x.get_si());
  return isl_val_read_from_str(ctx, x.get_str().c_str());
}

std::string toString(isl_set* set) {
  char* text = isl_set_to_str(set);
  std::string s = text ? text : "";
  std::free(text);
  return s;
}

bool containsParams(isl_set* params, const IntVector& values) {
  isl_set* at = isl_set_copy(params);
  for (size_t i = 0; i < values.size(); ++i) at = isl_set_fix_val(at, isl_dim_param, i, toIslVal(isl_set_get_ctx(params), values[i]));
  IslSet point = checked(at, isl_set_get_ctx(params), "fixing parameters");
  return !isEmptySet(point.get());
}

IslSet checked(isl_set* set, isl_ctx* ctx, const char* what) {
  if (!set) throw CountError(CountError::Kind::Internal, std::string("isl failed while ") + what + ": " + lastIslError(ctx));
  return IslSet(set);
}

IslBasicSet checked(isl_basic_set* bset, isl_ctx* ctx, const char* what) {
  if (!bset) throw CountError(CountError::Kind::Internal, std::string("isl failed while ") + what + ": " + lastIslError(ctx));
  return IslBasicSet(bset);
}

bool isEmptySet(isl_set* set) {
  isl_bool empty = isl_set_is_empty(set);
  if (empty < 0) throw CountError(CountError::Kind::Internal, "isl cannot decide emptiness: " + lastIslError(isl_set_get_ctx(set)));
  return empty == isl_bool_true;
}

std::string freshPrefix(const std::vector<std::string>& taken, const std::string& base) {
  std::string prefix = base;
  for (;;) {
    bool clash = false;
    for (const std::string& name : taken) clash = clash || name.compare(0, prefix.size(), prefix) == 0;
    if (!clash) return prefix;
    prefix += "_";
  }
}

std::string lastIslError(isl_ctx* ctx) {
  const char* msg = isl_ctx_last_error_msg(ctx);
  return msg ? msg : "unknown isl error";
}

} // namespace theseus::poly
