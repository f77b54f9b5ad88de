#pragma once
// Seeded random isl sets for testing the counter against enumeration: bounded polytopes with
// non-unimodular constraints, equalities, existential variables, unions and parameters.
#include <random>
#include <string>
#include <vector>

namespace theseus::poly::testing {

// A random set in isl syntax over variables x0..x{dims-1} and parameters P0..P{params-1}; it
// is bounded for every parameter value. `kind` selects the feature exercised.
enum class SetKind { FullDimensional, WithEqualities, WithExistentials, Union, Parametric };
std::string randomSet(std::mt19937& rng, SetKind kind, unsigned dims, unsigned params = 0);

// `text` with each parameter P<i> replaced by values[i] and the parameter list dropped.
std::string instantiateParams(const std::string& text, const std::vector<long>& values);

} // namespace theseus::poly::testing
