# The two commands of the README, each installing what is missing first.
.PHONY: run test lint deps test-deps

run: deps
	swift run gesture-canvas run $(ARGS)

test: test-deps
	swift build --build-tests
	swift test

lint:
	swift format lint --strict --recursive Package.swift Plugins Sources Tests

deps:
	@scripts/install-dependencies.sh build

test-deps:
	@scripts/install-dependencies.sh test
