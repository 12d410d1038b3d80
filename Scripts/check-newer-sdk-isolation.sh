#!/usr/bin/env bash
# Compiles the package's macOS targets and the macOS example app against a copy of the macOS 14 SDK
# whose AppKit collection-view classes and protocols are main-actor isolated, as later SDKs declare
# them (NSCollectionViewLayout, NSCollectionViewLayoutAttributes, NSCollectionViewUpdateItem, the
# invalidation contexts, the concrete layouts, the data source and delegate protocols). The macOS 14
# SDK leaves them nonisolated, so `apple-typecheck --compile macos` alone cannot show code that only
# compiles where they are not isolated; this check shows it.
#
#   Scripts/check-newer-sdk-isolation.sh
#
# The copy is made once, outside the repository, in $NEWER_ISOLATION_SDK_CACHE (default
# ~/.cache/apple-sdks-newer-isolation), from the SDK that apple-typecheck unpacked into
# $APPLE_SDK_CACHE (default ~/.cache/apple-sdks). Each header's `@interface`/`@protocol` line gets
# AppKit's own NS_SWIFT_UI_ACTOR, the macro later SDKs put there (swift_attr("@UIActor"), which
# Swift imports as @MainActor).
#
# Swift imports isolation declared in Objective-C headers as @preconcurrency (SE-0337), so even in
# the Swift 6 language mode a nonisolated use of these classes is a warning, not an error (UIKit's
# own main-actor classes in the iOS 17 SDK behave the same). Such a warning is still code that
# compiles cleanly only where the classes are nonisolated, so this check fails on it: apple-typecheck
# runs with a `swiftc` on PATH that passes everything to the real one and turns an actor-isolation or
# Sendable warning located in the package's own files into a failure. A probe that reads an update
# item from a nonisolated function must draw that diagnostic, or the check stops: a patch the
# importer ignores would prove nothing.
#
# Exit codes: 0 clean, 1 compile errors (or a patch that does not take effect), 3 no macOS SDK or
# no apple-typecheck on this machine (CI skips the check).
set -euo pipefail
cd "$(dirname "$0")/.."

tc=${APPLE_TYPECHECK:-../shared/tools/apple-typecheck}
source_cache=${APPLE_SDK_CACHE:-$HOME/.cache/apple-sdks}
cache=${NEWER_ISOLATION_SDK_CACHE:-$HOME/.cache/apple-sdks-newer-isolation}
sdk_name=macOS14.0.sdk
headers_path=System/Library/Frameworks/AppKit.framework/Headers

# What later SDKs isolate, by header. Subclasses inherit their superclass's isolation in Swift; they
# are marked as well so each header reads as the newer one does.
classes='NSCollectionViewLayoutAttributes|NSCollectionViewUpdateItem|NSCollectionViewLayoutInvalidationContext'
classes+='|NSCollectionViewLayout|NSCollectionViewFlowLayoutInvalidationContext|NSCollectionViewFlowLayout'
classes+='|NSCollectionViewGridLayout|NSCollectionViewTransitionLayout|NSCollectionViewCompositionalLayout'
protocols='NSCollectionViewElement|NSCollectionViewSectionHeaderView|NSCollectionViewDataSource'
protocols+='|NSCollectionViewPrefetching|NSCollectionViewDelegate|NSCollectionViewDelegateFlowLayout'
patched_headers=(NSCollectionView.h NSCollectionViewLayout.h NSCollectionViewFlowLayout.h
  NSCollectionViewGridLayout.h NSCollectionViewTransitionLayout.h NSCollectionViewCompositionalLayout.h)
# Changing the lists above (or this version) rebuilds the copy.
stamp_text="patch 1: $classes $protocols"

say() { echo "check-newer-sdk-isolation: $*" >&2; }

if [ ! -x "$tc" ]; then
  say "$tc not found; skipped"
  exit 3
fi
if [ ! -f "$source_cache/$sdk_name.ok" ]; then
  # apple-typecheck unpacks the SDK from its fetched repository on first use; exit 3 means absent.
  set +e
  "$tc" macos >/dev/null
  set -e
  if [ ! -f "$source_cache/$sdk_name.ok" ]; then
    say "the $sdk_name SDK is not on this machine; skipped"
    exit 3
  fi
fi

start=$SECONDS
if [ "$(cat "$cache/patch.stamp" 2>/dev/null)" != "$stamp_text" ] || [ ! -f "$cache/$sdk_name.ok" ]; then
  say "making the main-actor copy of $sdk_name in $cache (once)"
  # Built beside the cache and moved into place whole, so a run that stops midway leaves no half copy.
  part="$cache.part.$$"
  rm -rf "$part"
  mkdir -p "$part"
  cp -a "$source_cache/$sdk_name" "$part/$sdk_name"
  headers="$part/$sdk_name/$headers_path"
  for h in "${patched_headers[@]}"; do
    sed -i -E \
      -e "s/^@interface ($classes)( *:)/NS_SWIFT_UI_ACTOR\n@interface \1\2/" \
      -e "s/^@protocol ($protocols)( *<)/NS_SWIFT_UI_ACTOR\n@protocol \1\2/" \
      "$headers/$h"
  done
  expected=$(tr '|' '\n' <<<"$classes|$protocols" | wc -l)
  marked=$(cd "$headers" && cat "${patched_headers[@]}" | grep -c '^NS_SWIFT_UI_ACTOR$' || true)
  if [ "$marked" -ne "$expected" ]; then
    rm -rf "$part"
    say "marked $marked declarations, expected $expected: the headers are not the ones this script knows"
    exit 1
  fi
  echo ok >"$part/$sdk_name.ok"
  echo "$stamp_text" >"$part/patch.stamp"
  # A fresh module cache comes with the copy, so the patched headers are read, never stale modules.
  rm -rf "$cache"
  mv "$part" "$cache"
fi

# swiftc for apple-typecheck: the real one, plus a failure for isolation warnings in our own files.
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
real_swiftc=$(command -v swiftc)
cat >"$bin/swiftc" <<'EOF'
#!/usr/bin/env bash
log=$(mktemp)
"$REAL_SWIFTC" "$@" 2>"$log"
status=$?
cat "$log" >&2
if grep -E '^[^ ]+:[0-9]+:[0-9]+: warning: ' "$log" | grep -F "$CHECK_ROOT/" |
  grep -Eq "actor|isolat|Sendable|sending|data race|concurren"; then
  echo "$CHECK_ROOT: error: actor-isolation warnings above (errors for this check: the SDK isolates them)" >&2
  status=1
fi
rm -f "$log"
exit "$status"
EOF
chmod +x "$bin/swiftc"
export REAL_SWIFTC="$real_swiftc" CHECK_ROOT="$(pwd -P)" PATH="$bin:$PATH"
# apple-typecheck makes its resource dir from the swiftc it finds on PATH; bring the unpatched
# cache's, which points at the real toolchain.
[ -d "$cache/resource-dir" ] || cp -a "$source_cache/resource-dir" "$cache/resource-dir"

# The probe: reading an update item from a nonisolated function compiles cleanly against the
# macOS 14 SDK and must draw an isolation diagnostic (a failure here) against the copy.
mkdir "$bin/probe"
cat >"$bin/probe/probe.swift" <<'EOF'
import AppKit

nonisolated func probeIndexPath(_ item: NSCollectionViewUpdateItem) -> IndexPath? {
  item.indexPathAfterUpdate
}
EOF
set +e
(cd "$bin/probe" && CHECK_ROOT="$bin/probe" swiftc -target arm64-apple-macos12.0 -sdk "$cache/$sdk_name" \
  -resource-dir "$cache/resource-dir" -module-cache-path "$cache/module-cache" -swift-version 6 \
  -parse-as-library -typecheck "$bin/probe/probe.swift") >"$bin/probe.log" 2>&1
probe_status=$?
set -e
if [ "$probe_status" -eq 0 ] || ! grep -q "main actor-isolated property 'indexPathAfterUpdate'" "$bin/probe.log"; then
  say "the probe compiled cleanly (or failed for another reason) against the patched SDK: the"
  say "main-actor annotation did not take effect, so this check would prove nothing"
  cat "$bin/probe.log" >&2
  exit 1
fi
say "probe: NSCollectionViewUpdateItem is main-actor isolated in the patched SDK"

# The package's macOS targets and the macOS example app, compiled as Xcode builds them.
set +e
APPLE_SDK_CACHE="$cache" "$tc" --compile --app macos=ExampleApp/ExampleMac macos
status=$?
set -e
say "done in $((SECONDS - start)) s"
exit "$status"
