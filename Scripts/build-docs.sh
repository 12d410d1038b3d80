#!/usr/bin/env bash
# Builds the CarouselCore DocC catalog (Sources/CarouselCore/CarouselCore.docc) with the
# toolchain's own docc, failing on any warning, after checking that every public symbol has a doc
# comment (Scripts/check-doc-coverage.py). No package dependency is involved: the symbol graph
# comes from the compiler.
#
#   Scripts/build-docs.sh                 # builds .build/docc/CarouselCore.doccarchive
#   DOCC=/path/to/docc Scripts/build-docs.sh
#
# Preview the archive with any static file server, e.g.
#   python3 -m http.server -d .build/docc/CarouselCore.doccarchive 8000
#   then open http://localhost:8000/documentation/carouselcore
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docc
graphs="$PWD/$out/symbol-graphs"
public="$PWD/$out/public-symbol-graphs"
docc="${DOCC:-$(dirname "$(command -v swift)")/docc}"
[ -x "$docc" ] || docc="$(command -v docc || true)"
if [ -z "$docc" ] || [ ! -x "$docc" ]; then
  echo "build-docs: docc not found next to swift (set DOCC)" >&2
  exit 1
fi

# The graphs are rewritten whenever the module is recompiled; an up-to-date build leaves them.
rm -rf "$public"
mkdir -p "$graphs"
# A build directory of its own, so the extra compiler flags never invalidate the normal build.
swift build --build-path "$out/build" --target CarouselCore \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -include-spi-symbols

python3 Scripts/check-doc-coverage.py "$graphs" "$public"

rm -rf "$out/CarouselCore.doccarchive"
"$docc" convert Sources/CarouselCore/CarouselCore.docc \
  --additional-symbol-graph-dir "$public" \
  --fallback-display-name CarouselCore \
  --fallback-bundle-identifier carousel.CarouselCore \
  --fallback-default-module-kind Framework \
  --warnings-as-errors \
  --enable-experimental-external-link-support \
  --output-path "$out/CarouselCore.doccarchive"
echo "build-docs: $out/CarouselCore.doccarchive"
