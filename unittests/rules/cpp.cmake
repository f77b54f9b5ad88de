# The rule writers for LLVM: the C++ text (unit), and the plugin built from it run by opt-19 on
# instances, its log proved by `theseus verify`, the lit text run by lit (integration: they
# compile a plugin once per suite and run the CLI).
theseus_add_unittest(rules_cpp_tests SOURCES CppTextTest.cpp LitTextTest.cpp CppPluginTest.cpp ${PROJECT_SOURCE_DIR}/tools/theseus/RulesBuild.cpp
                     LIBS theseus_rules theseus_bridge
                     INTEGRATION "CppPlugin*")
target_include_directories(rules_cpp_tests PRIVATE ${PROJECT_SOURCE_DIR}/tools/theseus)
target_compile_definitions(rules_cpp_tests PRIVATE THESEUS_BINARY="$<TARGET_FILE:theseus>"
                           THESEUS_TEST_WORK_DIR="${CMAKE_CURRENT_BINARY_DIR}/rules-cpp-work")
add_dependencies(rules_cpp_tests theseus)
