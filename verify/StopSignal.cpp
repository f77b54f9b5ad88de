#include "verify/StopSignal.h"

namespace theseus::verify {

namespace {

thread_local const StopSignal* installed = nullptr;

} // namespace

const StopSignal* currentStopSignal() { return installed; }

StopScope::StopScope(const StopSignal& signal) : outer_(installed) { installed = &signal; }

StopScope::~StopScope() { installed = outer_; }

} // namespace theseus::verify
