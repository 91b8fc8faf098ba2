# epubbuild — see README.md. `make example` and `make test` are all a new machine needs.

PREFIX ?= /usr/local
SWIFT ?= swift
EPUBCHECK_JAR ?= /usr/share/java/epubcheck.jar
# Debian packages the build and the tests need; `make deps` installs the missing ones.
APT_PACKAGES = pkg-config libxml2-dev libxslt1-dev libzip-dev zlib1g-dev libcmark-gfm-dev libcmark-gfm-extensions-dev \
               default-jre-headless epubcheck unzip python3 chromium
EXAMPLES = field-guide xhtml-essays
RELEASE_BIN = .build/release/epubbuild

.PHONY: all build deps example test bench install uninstall clean

all: build

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing" $$missing; \
	  sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build -c release

# Builds every bundled example into build/<example>.epub and checks it with epubcheck.
example: build
	@mkdir -p build
	@for book in $(EXAMPLES); do \
	  $(RELEASE_BIN) build Examples/$$book/book.yaml -o build/$$book.epub || exit 1; \
	  report=$$(java -jar $(EPUBCHECK_JAR) build/$$book.epub 2>&1); \
	  echo "$$report" | grep -E '^(ERROR|WARNING|FATAL)|Messages:'; \
	  echo "$$report" | grep -q 'Messages: 0 fatals / 0 errors / 0 warnings' || { echo "epubcheck failed on build/$$book.epub"; exit 1; }; \
	done

test: deps
	$(SWIFT) build
	$(SWIFT) test

# epubbuild beside pandoc on the same inputs (BENCH_QUICK=1 for a short run).
bench: build
	@dpkg -s pandoc >/dev/null 2>&1 || { sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); $$sudo apt-get install -y -qq pandoc >/dev/null; }
	python3 bench/run.py

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/epubbuild/Templates
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/epubbuild
	install -m 644 Templates/* $(DESTDIR)$(PREFIX)/share/epubbuild/Templates/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/epubbuild
	rm -rf $(DESTDIR)$(PREFIX)/share/epubbuild

clean:
	rm -rf .build build
