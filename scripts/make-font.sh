#!/usr/bin/env bash
# Writes assets/fonts/ubuntu-light.ttf, the one font of the menus, HUD and board labels: egui's
# Ubuntu Light (from the epaint_default_fonts crate on crates.io) with the glyphs of Latin-1 and
# Latin Extended-A (the letters of every European language but a few in Extended-B),
# punctuation, currency, arrows, maths and shapes (every text of the game is English; egui draws
# a missing character as U+25FB, a shape), and without what egui never reads: the TrueType
# hinting programs (skrifa's autohinter hints the outlines instead), the tables of pre-hinted
# widths (hdmx, VDMX), the glyph names, and the layout features a text shaper applies only when
# asked (fractions, small figures, stylistic sets: egui asks for none). The kerning and the
# features on by default stay, so the game's text is shaped as before. The kerning pairs go
# with their glyphs, so leaving out Latin Extended-B and the letterlike symbols took a third off
# the gzipped font (35,443 → 23,463 bytes; the features, to 19,331): this keeps the web page
# under its 5 MiB budget (docs/BENCHMARKS.md, "The web build"). tests/font.rs checks that every
# character the program's texts and lessons use is in it.
# The Ubuntu Font Licence (assets/fonts/UFL.txt, 2c) asks a modified version to say so in its
# name: it is named "Ubuntu Light derivative Daga".
# Needs python3-venv; fontTools comes from PyPI, pinned here.
# Usage: scripts/make-font.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tools="$(mktemp -d)"
# The crate as crates.io serves it, checked against its published checksum.
crate=epaint_default_fonts-0.36.2
curl -sSfL -o "$tools/$crate.crate" "https://static.crates.io/crates/epaint_default_fonts/$crate.crate"
echo "773fa9c96dd0dbef887e39d0ed6177f141cce4d68e6041df77570aa3702dfa13  $tools/$crate.crate" |
    sha256sum --check --quiet
tar -xzf "$tools/$crate.crate" -C "$tools"
source_font="$tools/$crate/fonts/Ubuntu-Light.ttf"
python3 -m venv "$tools"
"$tools/bin/pip" install --quiet fonttools==4.60.1
"$tools/bin/pyftsubset" "$source_font" --layout-features='ccmp,locl,calt,liga,clig,rlig,kern,mark,mkmk' \
    --unicodes='U+0020-007E,U+00A0-017F,U+02C6-02DD,U+2000-206F,U+20A0-20CF,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FFFD' \
    --no-hinting --drop-tables+=hdmx,VDMX --no-glyph-names --notdef-outline \
    --output-file=assets/fonts/ubuntu-light.ttf
"$tools/bin/python" - assets/fonts/ubuntu-light.ttf <<'PY'
import sys
from fontTools.ttLib import TTFont
path = sys.argv[1]
font = TTFont(path, recalcTimestamp=False)
names = font["name"]
for record in list(names.names):
    text = record.toUnicode()
    if record.nameID in (1, 4):
        names.setName("Ubuntu Light derivative Daga", record.nameID, record.platformID,
                      record.platEncID, record.langID)
    elif record.nameID in (3, 6):
        names.setName(text.replace("Ubuntu-Light", "UbuntuLight-derivativeDaga"), record.nameID,
                      record.platformID, record.platEncID, record.langID)
font.save(path)
PY
install -m 644 "$(dirname "$source_font")/UFL.txt" assets/fonts/UFL.txt
rm -rf "$tools"
ls -l assets/fonts
