# The rule set (rules/RuleSet.h): merging, folding subsumed rules, ranking and the writers, on
# hand-built rules.
theseus_add_unittest(rules_tests SOURCES RuleSetTest.cpp LIBS theseus_rules theseus_bridge)
