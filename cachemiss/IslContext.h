#pragma once
// isl as shipped inside Polly (libLLVM-19.so); the C++ bindings are the "noexceptions" ones.
#include <isl/ctx.h>
#include <isl/isl-noexceptions.h>
#include <isl/options.h>

#include <memory>

namespace theseus::cachemiss {

struct IslContextDeleter {
  void operator()(isl_ctx* ctx) const { isl_ctx_free(ctx); }
};

// An owned isl context whose errors are reported (not aborts); objects made in it must be
// destroyed before it.
class IslContext {
public:
  IslContext() : ctx_(isl_ctx_alloc()) { isl_options_set_on_error(ctx_.get(), ISL_ON_ERROR_CONTINUE); }
  isl::ctx get() const { return isl::ctx(ctx_.get()); }
  isl_ctx* raw() const { return ctx_.get(); }

private:
  std::unique_ptr<isl_ctx, IslContextDeleter> ctx_;
};

} // namespace theseus::cachemiss
