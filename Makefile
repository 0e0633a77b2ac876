# NavStack: `make run` starts the app on its sample library; `make test` runs every test.
SWIFT       ?= swift
DEBUG_BIN   := .build/debug/navstack
RELEASE_BIN := .build/release/navstack
PREFIX      ?= /usr/local
# The app needs a UTF-8 locale; C.UTF-8 is on every Debian system.
UTF8_ENV    := $(if $(filter %UTF-8 %utf8 %UTF8,$(LC_ALL) $(LC_CTYPE) $(LANG)),,LANG=C.UTF-8 LC_ALL=C.UTF-8)

.PHONY: run test build release bench format lint install clean resources deps screenshots

## run: build and start the app on the bundled sample library
run: deps release
	@$(UTF8_ENV) $(RELEASE_BIN) $(ARGS)

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime statically: a faster start and a smaller footprint
# (issue 13), for a larger binary.
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

## test: build and run every test (unit, replay snapshots, end to end in tmux)
test: deps lint
	@scripts/check-resources
	$(SWIFT) build --build-tests
	$(UTF8_ENV) NAVSTACK_BIN=$(CURDIR)/$(DEBUG_BIN) $(SWIFT) test --skip-build

## bench: the app against a C ncurses reference (SPEC §8)
bench: deps release
	$(SWIFT) build $(RELEASE_FLAGS) --product navstack-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product navstack-runtime-bench
	python3 Benchmarks/bench.py --app $(CURDIR)/$(RELEASE_BIN) --bench $(CURDIR)/.build/release/navstack-bench --runtime-bench $(CURDIR)/.build/release/navstack-runtime-bench

# Examples/Seeds: the posts' listings start with `// swift-format-ignore-file`, so they keep
# their pasted text; Support.swift there is formatted and linted like the rest.
format:
	$(SWIFT) format --in-place --recursive Sources Tests Benchmarks/Sources Examples Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks/Sources Examples Package.swift

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/navstack

## screenshots: regenerate docs/screenshots.md from the scripts under Tests/Screenshots
screenshots: build
	scripts/screenshots $(CURDIR)/$(DEBUG_BIN)

## resources: regenerate the embedded copies of Resources/*.json
resources:
	scripts/embed-resources

clean:
	rm -rf .build bench-out

## deps: install what the build and the tests need, or say exactly how
deps:
	@scripts/ensure-deps
