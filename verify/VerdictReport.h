#pragma once
// How a verdict is shown to a person (text) and to a program (one JSON object per pair).
#include "verify/Refinement.h"

#include <ostream>
#include <string>

namespace theseus::verify {

// The text report of checking `tgtName` against `srcName`: the verdict and reason, and for
// `incorrect` the counterexample, each input and both return values lane by lane.
void printReport(std::ostream& os, const std::string& srcName, const std::string& tgtName, const Result& result);

// One JSON object (one line) with members src, tgt, verdict, reason, seconds, queries,
// quantified and, for `incorrect` with a model, counterexample.
std::string reportJson(const std::string& file, const std::string& srcName, const std::string& tgtName, const Result& result);

// `s` as a JSON string literal, quotes included.
std::string jsonString(const std::string& s);

} // namespace theseus::verify
