#!/usr/bin/env bash
# The browser the browser tests and the bench's page timings launch: the Chromium that
# scripts/find-chrome.mjs found (passed in TESTS_CHROME), with the features they never use turned off.
#
# Every new browser context opens a window whose omnibox popup is a page of its own
# (chrome://omnibox-popup.top-chrome/), rendered in a process of its own: measured on two cores, it
# took a quarter of a test's CPU (a sign-in from a new context: 8.4 → 5.9 s of CPU, 4.6 → 3.5 s),
# and it ran beside every page the bench timed, one new window per run, which a visit in a window
# already open does not pay again.
#
# Chromium keeps only the last --disable-features it is given and Playwright passes a list of its
# own, so the lists are merged here into one switch instead of adding a second.
set -euo pipefail

chrome=${TESTS_CHROME:?TESTS_CHROME names the browser to run (scripts/find-chrome.mjs)}
features=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done

IFS=,
exec "$chrome" "${args[@]}" "--disable-features=${features[*]}"
