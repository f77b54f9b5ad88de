# The massalin engine's unit tests (synth/massalin/).
theseus_add_unittest(superopt_unittests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/SuperoptKernelsTest.cpp ${CMAKE_CURRENT_LIST_DIR}/SuperoptSearchTest.cpp
          ${CMAKE_CURRENT_LIST_DIR}/MassalinSearchTest.cpp
  LIBS theseus_synth_massalin theseus_bridge)
