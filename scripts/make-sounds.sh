#!/usr/bin/env bash
# Makes the game's sounds with sox (Debian's `sox`): short synthesized knocks, clicks, swishes
# and chimes, written as Ogg Vorbis into assets/audio. Nothing is downloaded.
# Usage: scripts/make-sounds.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/audio
mkdir -p "$out"
rate=22050
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make() { # NAME SOX-EFFECTS…
    local name=$1
    shift
    sox -n -r "$rate" -c 1 "$out/$name.ogg" "$@"
}
note() { # FILE SOX-EFFECTS… (a piece of a melody, as WAV in the work folder)
    local name=$1
    shift
    sox -n -r "$rate" -c 1 "$work/$name.wav" "$@"
}
melody() { # NAME NOTE… (the notes one after another, faded out at the end)
    local name=$1
    shift
    local files=()
    for n in "$@"; do files+=("$work/$n.wav"); done
    sox "${files[@]}" "$out/$name.ogg" fade 0 -0 0.2 gain -6
}

# A piece set down on wood: a damped pluck with a little noise.
make place synth 0.16 pluck 196 synth 0.16 brownnoise mix fade 0 0.16 0.12 gain -4
# A piece or stone sliding one step: filtered noise that swells and fades.
make step synth 0.22 pinknoise lowpass 900 fade q 0.06 0.22 0.12 gain -8
# One seed dropped into a hole: a tiny bright click (played a little higher or lower each time).
make seed synth 0.07 pluck 880 synth 0.07 whitenoise mix gain -3 highpass 600 fade 0 0.07 0.05 gain -3
# A handful of seeds lifted for a relay: a short rattle.
make relay synth 0.28 whitenoise bandpass 2500 800 tremolo 28 90 fade q 0.02 0.28 0.1 gain -10
# Seeds or a piece going to a store: a wooden clack; a big capture is a double clack, lower.
make capture synth 0.2 pluck 330 synth 0.2 pluck mix 415 fade 0 0.2 0.15 gain -3
make capture-big synth 0.45 pluck 220 synth 0.45 pluck mix 277 synth 0.45 pluck mix 330 \
    fade 0 0.45 0.3 gain -2
# Notes for the melodies below: C5, E5, G5, C6, G4, E4, C4, A4 and two low ones.
for spec in c5:523 e5:659 g5:784 c6:1046 g4:392 e4:330 c4:262 a4:440; do
    note "${spec%%:*}" synth 0.13 sine "${spec##*:}" fade 0.005 0.13 0.03
    note "${spec%%:*}-long" synth 0.4 sine "${spec##*:}" fade 0.005 0.4 0.3
done
note a3 synth 0.2 triangle 220 fade 0.005 0.2 0.05
note e3-long synth 0.4 triangle 165 fade 0.005 0.4 0.3
# A line of three (jare): three rising chime notes.
melody jare c5 e5 g5-long
# A blocked player (hadig): two low falling notes.
melody hadig a3 e3-long
# A click that does nothing: a soft low buzz.
make refused synth 0.12 square 110 gain -12 lowpass 600 fade 0 0.12 0.08 gain -2
# A menu button: a short tick.
make click synth 0.04 sine 1320 fade 0 0.04 0.03 gain -10
# The end of a game: rising for a win, falling for a loss, level for a draw.
melody win c5 e5 g5 c6-long
melody loss g4 e4 c4-long
melody draw a4 a4-long

for file in "$out"/*.ogg; do
    printf '%-24s %s s\n' "$file" "$(soxi -D "$file")"
done
