# The superoptimizer's unit tests (synth/Superopt*, synth/Massalin*, synth/Fingerprint*).
theseus_add_unittest(superopt_unittests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/SuperoptKernelsTest.cpp ${CMAKE_CURRENT_LIST_DIR}/SuperoptSearchTest.cpp
  LIBS theseus_synth)
