#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build, run and test Daga (idempotent).
set -euo pipefail

sudo_if_needed() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

packages=(
    pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev # build
    xvfb xauth mesa-vulkan-drivers imagemagick                            # run without a display, screenshots
    dbus at-spi2-core python3-pyatspi xdotool                             # a screen reader's view (scripts/screen-reader-check.sh)
)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    sudo_if_needed apt-get update -qq
    sudo_if_needed apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
    echo "Rust is missing: install it from https://rustup.rs (Rust 1.95 or newer)" >&2
    exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true
