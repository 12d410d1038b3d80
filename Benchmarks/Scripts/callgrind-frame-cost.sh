#!/usr/bin/env bash
# Instructions per layout frame at 100 items vs 10 000 000 items, counted by callgrind.
#
# For every carousel type, wrapped and not, the release-built carousel-bench-driver runs
# F and 2F frames of the same 60-frame scroll sweep under `valgrind --tool=callgrind`; the
# difference of the two totals divided by F is the cost of one frame, with process start-up and
# model construction cancelled out. Instruction counts are deterministic, so the comparison does
# not depend on machine load. Prints a Markdown table; exits 1 if any type differs by more than
# the tolerance (default 2 %).
#
# Usage: Scripts/callgrind-frame-cost.sh [frames (multiple of 60, default 600)]
# Env:   SMALL=100 LARGE=10000000 TOLERANCE_PERCENT=2 TYPES="linear coverFlow" AXIS=horizontal
set -euo pipefail
cd "$(dirname "$0")/.."

frames=${1:-600}
small=${SMALL:-100}
large=${LARGE:-10000000}
tolerance=${TOLERANCE_PERCENT:-2}
axis=${AXIS:-horizontal}

command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install -y valgrind)" >&2; exit 2; }
swift build -c release --product carousel-bench-driver >&2
driver=.build/release/carousel-bench-driver
types=${TYPES:-$("$driver" types | tr '\n' ' ')}

# Total instructions (Ir) of one driver run.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$driver" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions of one frame: (Ir(2F frames) - Ir(F frames)) / F.
per_frame() {
  local type=$1 count=$2 wrap=$3
  local one two
  one=$(instructions "$type" "$count" "$wrap" "$axis" "$frames")
  two=$(instructions "$type" "$count" "$wrap" "$axis" $((2 * frames)))
  echo $(((two - one) / frames))
}

# "10000000" -> "10 000 000" for the header.
group() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/ &/;ta'; }

# One row per type: unwrapped, then wrapped.
s_items="$(group "$small") items" l_items="$(group "$large") items"
echo "| Type | Unwrapped, $s_items | Unwrapped, $l_items | Difference | Wrapped, $s_items | Wrapped, $l_items | Difference |"
echo "|---|--:|--:|--:|--:|--:|--:|"
status=0
for type in $types; do
  row="| $type"
  for wrap in nowrap wrap; do
    a=$(per_frame "$type" "$small" "$wrap")
    b=$(per_frame "$type" "$large" "$wrap")
    diff=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%+.2f %%", (b - a) * 100 / a }')
    if ! awk -v a="$a" -v b="$b" -v t="$tolerance" 'BEGIN { d = (b - a) / a * 100; exit !(d <= t && d >= -t) }'; then
      status=1
      diff="$diff (over ±$tolerance %)"
    fi
    row="$row | $a | $b | $diff"
  done
  echo "$row |"
done
exit $status
