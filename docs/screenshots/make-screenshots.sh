#!/bin/sh
# The README's screenshots of a math page and a code page. The math page: a chapter of the built
# accessible-atlas example (MathML written by hand and TeX made MathML by
# KaTeX) in headless Chromium, as it is and with Chromium's automatic dark
# theme, which darkens a page as reading systems' night modes do.
# Run from anywhere after `make`: sh docs/screenshots/make-screenshots.sh
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
.build/release/epubbuild build Examples/accessible-atlas/book.yaml -o "$work/atlas.epub" -q
unzip -q "$work/atlas.epub" -d "$work/atlas"
for mode in light dark; do
  extra=""
  [ "$mode" = dark ] && extra="--enable-features=WebContentsForceDark --force-dark-mode"
  # shellcheck disable=SC2086
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars $extra --window-size=760,860 \
    --screenshot="docs/screenshots/math-$mode.png" "file://$work/atlas/EPUB/text/moon.xhtml" >/dev/null 2>&1
done
rm -rf "$work"

# A code page: the code-highlighting test book's chapter (Go, Rust, shell, a
# console session, YAML), as it is, and on the sepia and night backgrounds
# reading systems put behind a page while keeping its colours (a style added
# to a copy of the page, as their themes add theirs).
work=$(mktemp -d)
.build/release/epubbuild build Tests/EPUBBuildTests/Fixtures/books/code-highlighting/book.yaml -o "$work/code.epub" -q
unzip -q "$work/code.epub" -d "$work/code"
page="$work/code/EPUB/text/code.xhtml"
for theme in light sepia dark; do
  case $theme in
    light) style="" ;;
    sepia) style="html, body { background: #f4ecd8; color: #3b2f20; }" ;;
    dark) style="html, body { background: #121212; color: #e6e6e6; }" ;;
  esac
  sed "s|</head>|<style>$style</style></head>|" "$page" > "$work/code/EPUB/text/code-$theme.xhtml"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=760,1180 \
    --screenshot="docs/screenshots/code-$theme.png" "file://$work/code/EPUB/text/code-$theme.xhtml" >/dev/null 2>&1
done
rm -rf "$work"
