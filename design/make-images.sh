#!/usr/bin/env bash
# Regenerates the PNG images in src/web/public from the SVG sources (needs rsvg-convert:
# apt-get install librsvg2-bin). The PNGs are committed; nothing runs this at build time.
set -euo pipefail
cd "$(dirname "$0")"
out=../src/web/public
rsvg-convert -w 1200 -h 630 og-image.svg -o "$out/og-image.png"
for size in 192 512; do rsvg-convert -w $size -h $size ../src/web/public/favicon.svg -o "$out/icon-$size.png"; done
rsvg-convert -w 180 -h 180 ../src/web/public/favicon.svg -o "$out/apple-touch-icon.png"
