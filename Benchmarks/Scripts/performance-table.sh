#!/usr/bin/env bash
# Runs the whole benchmark suite once and prints Docs/PERFORMANCE.md's tables as Markdown:
# machine, date, the per-type table (from one run), the naive-layout ratio, the 30-item frame
# budget, the callgrind instruction counts at 100 vs 10 000 000 items, and carousel-preview end
# to end (Scripts/preview-end-to-end.sh).
#
# Usage: Scripts/performance-table.sh            (from Benchmarks/, about 10 minutes here)
# Env:   SKIP_CALLGRIND=1 leaves out the instruction counts, SKIP_PREVIEW=1 the CLI timings.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
# Progress and build output go to stderr; the influx rows to stdout.
swift package benchmark --target CarouselCoreBenchmarks --format influx --path stdout --no-progress \
  | grep '^CarouselCoreBenchmarks,' >"$raw"

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([^ ]*\).*/\1/p' | head -1)
echo "## Performance"
echo
echo "Measured $(date -u +%Y-%m-%d) on ${cpu:-unknown CPU} ($(uname -m), $(nproc) cores), Linux, Swift ${swift_version:-?}, release build."
echo "Reproduce with \`cd Benchmarks && Scripts/performance-table.sh\`; the suite alone is \`cd Benchmarks && swift package benchmark\`."
echo
echo "The per-frame layout pass is \`CarouselModel.placements(at:into:)\` with a reused buffer: the visible window, each"
echo "visible item's transform, alpha and back-face test, and the window's z-order. Times are medians per pass over one"
echo "second of 60 Hz scrolling, each cell the slowest of wrapped/unwrapped × horizontal/vertical. The naive layout places"
echo "every item each frame and keeps the visible ones, as flow-layout carousels do. The UIKit tick is what both"
echo "\`CarouselCollectionViewLayout\`s ask the core per scroll tick through their \`LayoutDriver\` (the bounds change's"
echo "invalidation, \`prepare\`, \`attributes(in:)\`; wrapped or not); its 1 malloc is the storage it returns (the"
echo "answer; the pass re-places the window in its own storage)."
echo
python3 Scripts/performance-table.py "$raw"
if [ -z "${SKIP_CALLGRIND:-}" ]; then
  echo
  echo "Instructions per frame under \`valgrind --tool=callgrind\` (\`Scripts/callgrind-frame-cost.sh\`, horizontal):"
  echo
  Scripts/callgrind-frame-cost.sh || status=$?  # over tolerance: still print the rest
fi
if [ -z "${SKIP_PREVIEW:-}" ]; then
  echo
  echo "\`carousel-preview\` end to end (process start to output written; \`Scripts/preview-end-to-end.sh\`, hyperfine):"
  echo
  Scripts/preview-end-to-end.sh
fi
exit $status
