#!/bin/sh
# The README's screenshots of a math page: a chapter of the built
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
