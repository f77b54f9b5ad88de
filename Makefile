# The two commands of the README. Both set up the machine (scripts/bootstrap.sh), build, and run.
# `make test` runs every test; `make check` is the quick loop: the unit tests and the lit folders,
# leaving out those labelled slow (ctest labels unit, lit, integration, slow).
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19

.PHONY: setup build run test check clean

setup:
	@./scripts/bootstrap.sh

$(BUILD)/build.ninja: | setup
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

build: setup $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

run: build
	./scripts/run-examples.sh $(BUILD)/bin/theseus $(BUILD)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

check: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L '^(unit|lit)$$' -LE '^slow$$'

clean:
	rm -rf $(BUILD)
