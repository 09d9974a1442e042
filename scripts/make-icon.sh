#!/usr/bin/env bash
# Draws Daga's icon with ImageMagick: a wooden Shax board (three nested squares joined at their
# middles) with a light and a dark piece. Writes assets/icon/daga.png (256 px, the web page's
# icon) and assets/icon/daga-64.rgba (64 × 64 raw RGBA, the desktop window's icon, embedded so
# that no image decoder is needed at run time).
# Usage: scripts/make-icon.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/icon
mkdir -p "$out"
wood="rgb(178,120,66)"; edge="rgb(115,71,36)"; line="rgb(77,46,23)"
light="rgb(245,232,204)"; dark="rgb(43,26,18)"
convert -size 256x256 xc:none \
    -fill "$edge" -draw "roundrectangle 4,4 251,251 36,36" \
    -fill "$wood" -draw "roundrectangle 16,16 239,239 28,28" \
    -fill none -stroke "$line" -strokewidth 9 \
    -draw "rectangle 44,44 211,211" -draw "rectangle 80,80 175,175" \
    -draw "rectangle 112,112 143,143" \
    -draw "line 128,44 128,112" -draw "line 128,143 128,211" \
    -draw "line 44,128 112,128" -draw "line 143,128 211,128" \
    -stroke none -fill "$light" -draw "circle 44,211 44,182" \
    -fill "$dark" -draw "circle 211,44 211,15" \
    -fill "$light" -draw "circle 175,128 175,104" \
    -depth 8 -define png:compression-level=9 "$out/daga.png"
convert "$out/daga.png" -resize 64x64 -depth 8 "rgba:$out/daga-64.rgba"
echo "$out/daga.png $out/daga-64.rgba"
