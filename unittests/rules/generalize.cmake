# The generalizer (rules/Generalize.h): seed 002's examples, the learner, instances and matching.
theseus_add_unittest(generalize_tests SOURCES GeneralizeTest.cpp LearnerTest.cpp LIBS theseus_rules theseus_bridge SLOW "Generalize.*")
