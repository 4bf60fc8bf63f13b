# The two commands of the README, each installing what is missing first.
.PHONY: run test lint deps test-deps fuzz properties sanitize soak bench install uninstall examples docs snippets deb deb-deps

run: deps
	swift run gesture-canvas run $(ARGS)

test: test-deps
	swift build --build-tests
	swift test

# The performance figures (docs/performance.md): a release build of the app and its benchmark.
bench: test-deps
	swift build -c release --product gesture-canvas
	swift build -c release --product gesture-canvas-bench
	.build/release/gesture-canvas-bench $(ARGS)

lint:
	swift format lint --strict --recursive Package.swift Plugins Sources Tests Examples

# The example app in Examples/, a package of its own depending on this one by path: built and tested.
examples: deps
	swift build --package-path Examples/DragPinch --build-tests
	swift test --package-path Examples/DragPinch

deps:
	@scripts/install-dependencies.sh build

# The DocC catalogs of the five libraries, warnings as errors (an unresolved symbol link, a bad
# article), then every public declaration must have a doc comment: the coverage check reads the
# public symbol graphs the plugin extracted on the way (`dump-symbol-graph` would also try, and
# fail on, the test modules once `make test` has built them).
DOC_TARGETS = GestureKit GestureKitTesting GestureWindow GestureTrace CairoCanvas WaylandShell
docs: deps
	swift package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors
	scripts/check-doc-coverage.py $(DOC_TARGETS)

# Every ```swift block of README.md, docs/*.md and the DocC catalogs, built as an app would build
# it (a throwaway package in .build/doc-snippets that depends on this one by path, importing only
# the products); a block that does not build is named by its file and line.
snippets: deps
	scripts/check-doc-snippets.py

test-deps:
	@scripts/install-dependencies.sh test

# Bounded libFuzzer campaigns, FUZZ_SECONDS each (default 60): replay, scene, trace, touches, live
# (FUZZ_TARGETS picks some); an input that breaks a check lands in Tests/FuzzChecksTests/Regressions.
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Long random seeded sequences of the live target's actions through the live app, in a release
# build, where TurnedCopy draws turned rasters (PROPERTY_SEEDS sequences, default 16).
properties: test-deps
	GESTURE_CANVAS_PROPERTIES=1 GESTURE_CANVAS_PROPERTY_SEEDS=$(or $(PROPERTY_SEEDS),16) \
		swift test -c release --scratch-path .build-release --filter LiveAppPropertyTests

# The test suite under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer. The bench's
# quick run is left out: in a sanitized debug build it takes many minutes, and every part it
# measures (renderer, engine, test compositor) is under test in the suite already.
SANITIZE_SKIP = --skip aQuickRunPrintsEveryFigure
sanitize: test-deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
		swift test --scratch-path .build-asan --sanitize=address $(SANITIZE_SKIP)
	swift test --scratch-path .build-tsan --sanitize=thread $(SANITIZE_SKIP)

# Long runs: a million events through the photos scene, and SOAK_MINUTES (default 10) live
# against the test compositor; prints memory, descriptors and frame costs.
soak: test-deps
	GESTURE_CANVAS_SOAK=1 GESTURE_CANVAS_SOAK_MINUTES=$(or $(SOAK_MINUTES),10) \
		swift test -c release --scratch-path .build-soak --filter SoakTests

# Installing like any program: `make install` (PREFIX=/usr/local, DESTDIR for packagers), then
# `gesture-canvas` runs from anywhere and finds its pictures and demos in PREFIX/share.
PREFIX ?= /usr/local
bindir = $(DESTDIR)$(PREFIX)/bin
sharedir = $(DESTDIR)$(PREFIX)/share/gesture-canvas
mandir = $(DESTDIR)$(PREFIX)/share/man/man1
unitdir = $(DESTDIR)$(PREFIX)/lib/systemd/user
appsdir = $(DESTDIR)$(PREFIX)/share/applications
# SWIFT_BUILD_FLAGS: more flags for the release build (`make deb` links the Swift runtime in).
install: deps
	swift build -c release --product gesture-canvas $(SWIFT_BUILD_FLAGS)
	install -D -m 755 "$$(swift build -c release $(SWIFT_BUILD_FLAGS) --show-bin-path)/gesture-canvas" "$(bindir)/gesture-canvas"
	install -d "$(sharedir)/Resources/images" "$(sharedir)/Resources/traces" "$(sharedir)/Resources/kiosk"
	install -m 644 Resources/images/*.png "$(sharedir)/Resources/images/"
	install -m 644 Resources/traces/*.jsonl "$(sharedir)/Resources/traces/"
	install -m 644 Resources/kiosk/kiosk.toml "$(sharedir)/Resources/kiosk/"
	install -D -m 644 docs/gesture-canvas.1 "$(mandir)/gesture-canvas.1"
	sed 's|/usr/local|$(PREFIX)|g' Resources/kiosk/gesture-canvas-kiosk.service > gesture-canvas-kiosk.service.tmp
	install -D -m 644 gesture-canvas-kiosk.service.tmp "$(unitdir)/gesture-canvas-kiosk.service"
	sed 's|/usr/local|$(PREFIX)|g' Resources/kiosk/org.gesturecanvas.GestureCanvas.desktop > gesture-canvas.desktop.tmp
	install -D -m 644 gesture-canvas.desktop.tmp "$(appsdir)/org.gesturecanvas.GestureCanvas.desktop"
	rm -f gesture-canvas-kiosk.service.tmp gesture-canvas.desktop.tmp

uninstall:
	rm -f "$(bindir)/gesture-canvas" "$(mandir)/gesture-canvas.1" \
		"$(unitdir)/gesture-canvas-kiosk.service" "$(appsdir)/org.gesturecanvas.GestureCanvas.desktop"
	rm -rf "$(sharedir)"

# A Debian package for machines without Swift (docs/kiosk.md): gesture-canvas_VERSION_ARCH.deb here.
deb: deb-deps
	scripts/make-deb.sh

deb-deps:
	@scripts/install-dependencies.sh deb
