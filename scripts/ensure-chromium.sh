#!/usr/bin/env bash
# Finds a Chromium for the end-to-end tests, installing Debian's package when it is missing.
# Playwright's own browser download cannot be used (it fetches from outside the npm registry).
set -euo pipefail

find_chromium() {
    # CHROMIUM_PATH, when set, is the only candidate (as in plugins/chromium.ts)
    local candidates=(/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome)
    if [ -n "${CHROMIUM_PATH:-}" ]; then
        candidates=("$CHROMIUM_PATH")
    fi
    for candidate in "${candidates[@]}"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

if path=$(find_chromium); then
    echo "Using Chromium at $path ($("$path" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file. Point it at a Chromium or Chrome binary, or unset it." >&2
    exit 1
fi

if [ -r /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then
        sudo=""
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo="sudo"
    else
        echo "Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
        exit 1
    fi
    echo "Chromium is missing; installing Debian's chromium package..."
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    path=$(find_chromium) || { echo "apt-get installed chromium, but no binary was found" >&2; exit 1; }
    echo "Installed Chromium at $path"
    exit 0
fi

cat >&2 <<'MESSAGE'
The end-to-end tests need Chromium, and none was found.
- On Debian or Ubuntu: sudo apt-get install -y chromium
- Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser binary
MESSAGE
exit 1
