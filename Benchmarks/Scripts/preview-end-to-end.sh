#!/usr/bin/env bash
# carousel-preview end to end: process start, argument parsing, scene, layout and rendering, for
# a Cover Flow scene scrolled to the middle (offset count/2 + 0.3, between two items) at 10,
# 1 000 000 and 10 000 000 items in each output format, timed with
# hyperfine on the release-built binary (`apt-get install -y hyperfine`). Prints hyperfine's
# Markdown table (mean ± σ per command), then, when valgrind is installed, each JSON command's
# total instruction count under callgrind (start-up included), which does not vary with load.
#
# Usage: Scripts/preview-end-to-end.sh     (from Benchmarks/)
# Env:   TYPE=coverFlow FORMATS="json svg html" COUNTS="10 1000000 10000000" RUNS=30 SKIP_CALLGRIND=1
set -euo pipefail
cd "$(dirname "$0")/../.."   # the root package

type=${TYPE:-coverFlow}
formats=${FORMATS:-json svg html}
counts=${COUNTS:-10 1000000 10000000}
runs=${RUNS:-30}

swift build -c release --product carousel-preview >&2
bin=$(swift build -c release --show-bin-path)/carousel-preview

# The CLI must accept `<type> --items N --format F`; fail clearly if this checkout's does not.
if ! "$bin" "$type" --items 1000000 --format json >/dev/null 2>&1; then
  echo "carousel-preview here does not run '$type --items 1000000 --format json'; is the CLI merged?" >&2
  exit 2
fi

commands=()
for format in $formats; do
  for count in $counts; do
    commands+=("$bin $type --items $count --offset $((count / 2)).3 --format $format")
  done
done

out=$(mktemp)
trap 'rm -f "$out"' EXIT
if command -v hyperfine >/dev/null; then
  hyperfine --shell=none --warmup 3 --runs "$runs" --style none --export-markdown "$out" "${commands[@]}" >&2
  sed "s|$bin|carousel-preview|g" "$out"
else
  echo "hyperfine not found; timing $runs runs per command with date (apt-get install -y hyperfine for statistics)" >&2
  echo "| Command | Mean [ms] |"
  echo "|:---|---:|"
  for command in "${commands[@]}"; do
    start=$(date +%s%N)
    for _ in $(seq "$runs"); do $command >/dev/null; done
    end=$(date +%s%N)
    echo "| \`${command/$bin/carousel-preview}\` | $(awk -v t=$((end - start)) -v n="$runs" 'BEGIN { printf "%.2f", t / n / 1e6 }') |"
  done
fi

if command -v valgrind >/dev/null && [ -z "${SKIP_CALLGRIND:-}" ]; then
  echo
  echo "| Command (whole process) | Instructions |"
  echo "|:---|---:|"
  for count in $counts; do
    args="$type --items $count --offset $((count / 2)).3 --format json"
    ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" $args 2>&1 >/dev/null |
      sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    echo "| \`carousel-preview $args\` | $ir |"
  done
fi
