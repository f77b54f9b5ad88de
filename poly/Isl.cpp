#include "poly/Isl.h"

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

std::string lastIslError(isl_ctx* ctx) {
  const char* msg = isl_ctx_last_error_msg(ctx);
  return msg ? msg : "unknown isl error";
}

} // namespace theseus::poly
