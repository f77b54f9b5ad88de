# The rule writers for LLVM: the C++ and lit text (unit), and the plugin built from it and run by
# opt-19 on instances, its log proved by `theseus verify`, its lit tests run by lit (integration:
# each suite compiles one plugin, reused by the suite's other test processes; the generalized
# suite first generalizes four pairs, ~25 s).
theseus_add_unittest(rules_cpp_tests SOURCES CppTextTest.cpp LitTextTest.cpp CppPluginTest.cpp CppGeneralizedTest.cpp
                     ${PROJECT_SOURCE_DIR}/tools/theseus/RulesBuild.cpp
                     LIBS theseus_rules theseus_bridge
                     INTEGRATION_SLOW "CppGeneralizedPlugin*"
                     INTEGRATION "CppPlugin*")
target_include_directories(rules_cpp_tests PRIVATE ${PROJECT_SOURCE_DIR}/tools/theseus)
target_compile_definitions(rules_cpp_tests PRIVATE THESEUS_BINARY="$<TARGET_FILE:theseus>" THESEUS_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
                           THESEUS_TEST_WORK_DIR="${CMAKE_CURRENT_BINARY_DIR}/rules-cpp-work")
add_dependencies(rules_cpp_tests theseus)
