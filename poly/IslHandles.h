#pragma once
// Owning handles for the isl objects the counting engine uses (isl as shipped inside LLVM 19's
// Polly, exported from libLLVM-19.so), and conversions between isl values and GMP numbers.
#include "poly/Integer.h"

#include "isl/aff.h"
#include "isl/ctx.h"
#include "isl/set.h"
#include "isl/val.h"

#include <memory>
#include <string>
#include <vector>

namespace theseus::poly {

struct IslCtxFree { void operator()(isl_ctx* c) const { isl_ctx_free(c); } };
struct IslSetFree { void operator()(isl_set* s) const { isl_set_free(s); } };
struct IslBasicSetFree { void operator()(isl_basic_set* s) const { isl_basic_set_free(s); } };
struct IslValFree { void operator()(isl_val* v) const { isl_val_free(v); } };
struct IslAffFree { void operator()(isl_aff* a) const { isl_aff_free(a); } };
struct IslMultiAffFree { void operator()(isl_multi_aff* a) const { isl_multi_aff_free(a); } };

using IslCtx = std::unique_ptr<isl_ctx, IslCtxFree>;
using IslSet = std::unique_ptr<isl_set, IslSetFree>;
using IslBasicSet = std::unique_ptr<isl_basic_set, IslBasicSetFree>;
using IslVal = std::unique_ptr<isl_val, IslValFree>;
using IslAff = std::unique_ptr<isl_aff, IslAffFree>;
using IslMultiAff = std::unique_ptr<isl_multi_aff, IslMultiAffFree>;

// A fresh isl context whose errors return NULL instead of aborting, without printing.
IslCtx makeIslCtx();

// The exact value of an isl rational (borrowed).
Rational toRational(isl_val* v);

// The exact value of an isl integer (borrowed); precondition: integral.
Integer toInteger(isl_val* v);

// An isl value equal to x in `ctx`.
isl_val* toIslVal(isl_ctx* ctx, const Integer& x);

// isl's text for a set (borrowed).
std::string toString(isl_set* set);

// `set` (owned) unless isl returned NULL, which throws CountError(Internal) naming `what` and
// isl's last error on ctx.
IslSet checked(isl_set* set, isl_ctx* ctx, const char* what);
IslBasicSet checked(isl_basic_set* bset, isl_ctx* ctx, const char* what);

// Whether `set` (borrowed) is empty; an isl error throws CountError(Internal).
bool isEmptySet(isl_set* set);

// Whether the parameter set `params` (borrowed) holds the given parameter values.
bool containsParams(isl_set* params, const IntVector& values);

// A prefix for fresh isl identifiers (`base`, then base_, base__ ...) that no name in `taken`
// starts with, so generated names cannot capture a user's parameter.
std::string freshPrefix(const std::vector<std::string>& taken, const std::string& base);

// The text of the last isl error on ctx, or "unknown isl error".
std::string lastIslError(isl_ctx* ctx);

} // namespace theseus::poly
