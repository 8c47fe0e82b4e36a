#!/usr/bin/env bash
# Makes lib/fonts/inter-latin-subset.woff2, the site's one web font, from @fontsource-variable/inter's
# latin file: the same characters, only the OpenType features the site uses (kerning, ligatures,
# contextual forms, marks, tabular figures), and the weight axis cut to the weights the styles use
# (400 to 800). 48.3 kB becomes about 28 kB, and the font is among the first bytes a phone loads.
# The result is checked in (a build needs no Python); run this again after updating the package.
# Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli). Inter is under the
# SIL Open Font License 1.1, which allows a modified copy (lib/fonts/LICENSE-Inter.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=lib/fonts/inter-latin-subset.woff2
# The unicode-range of the package's latin file (its wght.css).
LATIN="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
/usr/bin/python3 -m fontTools.subset "$SOURCE" --unicodes="$LATIN" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum' --flavor=woff2 --output-file="$TMP/subset.woff2"
/usr/bin/python3 -m fontTools.varLib.instancer "$TMP/subset.woff2" wght=400:800 -o "$OUT" >/dev/null 2>&1
cp node_modules/@fontsource-variable/inter/LICENSE lib/fonts/LICENSE-Inter.txt
echo "$OUT: $(stat -c %s "$SOURCE") -> $(stat -c %s "$OUT") bytes"
