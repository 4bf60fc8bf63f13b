# The two commands of the README, each installing what is missing first.
.PHONY: run test lint deps test-deps fuzz sanitize soak

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

# A bounded libFuzzer campaign (FUZZ_SECONDS, default 60) on the trace parser and touch assembly.
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

# The test suite under AddressSanitizer, then ThreadSanitizer.
sanitize: test-deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp swift test --scratch-path .build-asan --sanitize=address
	swift test --scratch-path .build-tsan --sanitize=thread

# Long runs: a million events through the photos scene, and SOAK_MINUTES (default 10) live
# against the test compositor; prints memory, descriptors and frame costs.
soak: test-deps
	GESTURE_CANVAS_SOAK=1 GESTURE_CANVAS_SOAK_MINUTES=$(or $(SOAK_MINUTES),10) \
		swift test -c release --scratch-path .build-soak --filter SoakTests
