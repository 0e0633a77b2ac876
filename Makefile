# NavStack: `make run` starts the app on its sample library; `make test` runs every test.
SWIFT       ?= swift
DEBUG_BIN   := .build/debug/navstack
RELEASE_BIN := .build/release/navstack
PREFIX      ?= /usr/local
BINDIR      := $(DESTDIR)$(PREFIX)/bin
MAN1DIR     := $(DESTDIR)$(PREFIX)/share/man/man1
# The app needs a UTF-8 locale; C.UTF-8 is on every Debian system.
UTF8_ENV    := $(if $(filter %UTF-8 %utf8 %UTF8,$(LC_ALL) $(LC_CTYPE) $(LANG)),,LANG=C.UTF-8 LC_ALL=C.UTF-8)

.PHONY: help run test build release bench format lint install uninstall man-check docs docs-check \
	doc-coverage clean resources deps screenshots consumer-check contracts contracts-table \
	opaque-check

## help: list these targets, from their `## name:` lines
help:
	@awk '/^## [a-z-]+:/ { sub(/^## /, ""); split($$0, part, ":"); name = part[1]; \
	  sub(/^[a-z-]+: */, ""); printf "  %-16s %s\n", name, $$0; next } \
	  /^## / && name != "" { sub(/^## /, ""); printf "  %-16s %s\n", "", $$0; next } \
	  { name = "" }' $(MAKEFILE_LIST)

## run: build and start the app on the bundled sample library
run: deps release
	@$(UTF8_ENV) $(RELEASE_BIN) $(ARGS)

## build: the debug build
build: deps
	$(SWIFT) build

# Release builds are static executables: the Swift runtime, glibc and ncurses are linked in
# (issue 13). Nothing is loaded or relocated at start, which saves about 2 ms of the q-only
# start and 2.5 MB of memory against linking only the Swift runtime statically. ncursesw's
# static library needs libtinfo named. glibc warns that getpwuid (used only when HOME is not
# set) and dlopen need its own version's shared libraries at run time. They also leave out the
# run-time exclusivity checks, about a tenth of the instructions per key; the debug build the
# tests run keeps them, so an overlapping access still traps there. Concrete types' metadata
# comes from their accessor functions, not from mangled names the runtime decodes on first use:
# decoding checks each generic argument's conformances, and each first check scans every
# conformance record in the binary (a q-only start at 1,000 items: 17.9 to 10.0 million
# instructions, with View._erasedBody). They leave out the run-time checks that a main-actor
# closure handed to code that is not isolated runs on the main actor (6% of the instructions
# of the 4,000-key replay); the debug build keeps them, so a closure run off the main actor
# still traps in the tests.
RELEASE_FLAGS := -c release -Xswiftc -static-executable -Xlinker -ltinfo \
	-Xswiftc -enforce-exclusivity=unchecked \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation

# Only navstack: -Xswiftc reaches the programs the compiler runs as well, and the examples'
# #Preview plugin cannot be a static executable (it loads the toolchain's shared SwiftSyntax).
## release: the static release binary that install and bench use
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product navstack
	@scripts/check-no-foundation $(RELEASE_BIN)

## test: build and run every test (unit, replay snapshots, end to end in tmux, the examples'
## scripts); check the man page, that every public declaration has a /// summary, the
## contracts' headers and docs/swiftui-api.md's table, that the app links no Foundation
## proper, and build the documentation, warnings failing; then
## consumer-check, which builds the contracts too
test: deps lint man-check
	@scripts/check-doc-comments --summary --strict Sources
	@scripts/check-resources
	@scripts/contracts check
	$(SWIFT) build --build-tests
	@scripts/check-no-foundation $(DEBUG_BIN)
	@$(MAKE) --no-print-directory docs
	$(UTF8_ENV) NAVSTACK_BIN=$(CURDIR)/$(DEBUG_BIN) $(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory consumer-check

## consumer-check: build a package in a temporary folder that depends on this one by path:
## an app on NavStack, NavStackTerminal and NavStackTesting, one on SwiftUI alone (whose
## --previews it runs), the examples in Swift 5 mode and the contracts (make contracts); a few
## minutes on 2 cores, run after the tests so it does not slow their timed end-to-end runs
consumer-check:
	scripts/consumer-check $(SWIFT)

## contracts: the compile contracts under Contracts/ (scripts/contracts): their headers and
## the docs/swiftui-api.md table made from them, then the Supported and Accepted ones built together in
## Swift 5 and Swift 6 modes and each Refused one failing with its error, in the consumer
## package kept in .build/consumer (the first run builds the library there, later ones only
## what changed)
contracts: deps
	@scripts/contracts check
	@scripts/consumer-check --contracts $(SWIFT)

## contracts-table: write docs/swiftui-api.md's table from the contracts' headers
contracts-table:
	@scripts/contracts table

## opaque-check: client code built with -O sees through every opaque result of the library
## (`.badge(…)` and the like are `some View`), so a body evaluated looks no type up by name
opaque-check: release
	@scripts/check-opaque-results $(SWIFT)

## bench: the app against a C ncurses reference (SPEC §8), after opaque-check
bench: deps release opaque-check
	$(SWIFT) build $(RELEASE_FLAGS) --product navstack-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product navstack-runtime-bench
	python3 Benchmarks/bench.py --app $(CURDIR)/$(RELEASE_BIN) --bench $(CURDIR)/.build/release/navstack-bench --runtime-bench $(CURDIR)/.build/release/navstack-runtime-bench

# Examples/Seeds: the posts' listings start with `// swift-format-ignore-file`, so they keep
# their pasted text; Support.swift there is formatted and linted like the rest.
## format: format every Swift file with swift format
format:
	$(SWIFT) format --in-place --recursive Sources Tests Benchmarks/Sources Examples Package.swift

## lint: check the formatting, strictly (make test runs it first)
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks/Sources Examples Package.swift

## install: the release binary and the man page, under $(DESTDIR)$(PREFIX) (/usr/local)
install: release
	install -d $(BINDIR) $(MAN1DIR)
	install -m 755 $(RELEASE_BIN) $(BINDIR)/navstack
	install -m 644 docs/navstack.1 $(MAN1DIR)/navstack.1

## uninstall: remove what install put there (same PREFIX and DESTDIR)
uninstall:
	rm -f $(BINDIR)/navstack $(MAN1DIR)/navstack.1

## man-check: the man page has no groff warnings (skipped when groff is not installed)
man-check:
	@if command -v groff >/dev/null; then \
	  out=$$(groff -man -Tutf8 -ww -z docs/navstack.1 2>&1); \
	  if [ -n "$$out" ]; then echo "$$out"; echo "docs/navstack.1: groff warnings"; exit 1; fi; \
	else echo "man-check: groff not installed; docs/navstack.1 not checked"; fi

# DocC, from the toolchain (no package plugin): the module's symbol graph, then the catalog.
DOCC        ?= $(shell command -v docc || echo $(dir $(shell command -v $(SWIFT)))docc)
SYMBOLGRAPH ?= $(shell command -v swift-symbolgraph-extract || echo $(dir $(shell command -v $(SWIFT)))swift-symbolgraph-extract)
TRIPLE       = $(shell $(SWIFT) -print-target-info | sed -n 's/^ *"triple": "\(.*\)",/\1/p' | head -1)
DOCS_OUT    := .build/docs
SYMBOLS_DIR := $(DOCS_OUT)/symbol-graphs

## docs: build the NavStack documentation archive into .build/docs/NavStack.doccarchive;
## any DocC warning fails the build
docs: deps
	$(SWIFT) build --target NavStack
	rm -rf $(SYMBOLS_DIR) && mkdir -p $(SYMBOLS_DIR)
	$(SYMBOLGRAPH) -module-name NavStack -target $(TRIPLE) -I .build/debug/Modules \
	  -I Sources/CMainQueue -I Sources/CPreferences \
	  -minimum-access-level public -skip-inherited-docs -output-dir $(SYMBOLS_DIR)
	$(DOCC) convert Sources/NavStack/NavStack.docc --additional-symbol-graph-dir $(SYMBOLS_DIR) \
	  --fallback-display-name NavStack --fallback-bundle-identifier org.navstack.NavStack \
	  --warnings-as-errors --output-path $(DOCS_OUT)/NavStack.doccarchive

## docs-check: the same as docs
docs-check: docs

## doc-coverage: public declarations without a /// summary line (not yet part of make test)
doc-coverage:
	@scripts/check-doc-comments Sources

## screenshots: regenerate docs/screenshots.md and README.md's screenshot from the scripts
## under Tests/Screenshots
screenshots: build
	scripts/screenshots $(CURDIR)/$(DEBUG_BIN)

## resources: regenerate the embedded copies of Resources/*.json
resources:
	scripts/embed-resources

## clean: remove the build and the benchmark output
clean:
	rm -rf .build bench-out

## deps: install what the build and the tests need, or say exactly how
deps:
	@scripts/ensure-deps
