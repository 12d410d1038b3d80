#!/usr/bin/env bash
# Type-checks the package's targets for iOS, macOS and tvOS as SwiftPM and Xcode build a package:
# with `-package-name`, which apple-typecheck does not pass. Some rules hold only in a package
# build: `@retroactive` on a conformance to a protocol of the same package is an error there ("does
# not apply; … is declared in the same package") and a warning without it, and `package` access
# needs the flag. So code can pass `apple-typecheck` here and still fail its first build on a Mac;
# this check shows it.
#
#   Scripts/check-package-build.sh [ios|macos|tvos]   (one platform; all by default)
#
# apple-typecheck runs with a `swiftc` on PATH that passes everything to the real one and adds
# `-package-name carousel` to each compile of the package's targets (the calls that carry
# `-swift-version`). A probe that declares a `package` function must compile through the wrapper
# and fail without it, or the check stops: a flag that did not reach the compiler would prove
# nothing.
#
# Exit codes: 0 clean, 1 type errors (or a probe that shows the flag is not passed), 3 no Apple SDK
# or no apple-typecheck on this machine (CI skips the check).
set -euo pipefail
cd "$(dirname "$0")/.."
tc=${APPLE_TYPECHECK:-../shared/tools/apple-typecheck}
cache=${APPLE_SDK_CACHE:-$HOME/.cache/apple-sdks}
say() { echo "check-package-build: $*" >&2; }
if [ ! -x "$tc" ]; then
  say "$tc not found; skipped"
  exit 3
fi
if [ ! -d "$cache/resource-dir" ]; then
  say "no unpacked Apple SDKs in $cache (apple-typecheck unpacks them on its first run); skipped"
  exit 3
fi
start=$SECONDS

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
real_swiftc=$(command -v swiftc)
cat >"$bin/swiftc" <<'EOF'
#!/usr/bin/env bash
# The real swiftc; a compile of the package's code (it names a Swift version) gets a package name.
for argument in "$@"; do
  if [ "$argument" = "-swift-version" ]; then
    exec "$REAL_SWIFTC" "$@" -package-name carousel
  fi
done
exec "$REAL_SWIFTC" "$@"
EOF
chmod +x "$bin/swiftc"
export REAL_SWIFTC="$real_swiftc" PATH="$bin:$PATH"

# The probe: a `package` declaration compiles only when the flag reaches the compiler.
mkdir "$bin/probe"
echo 'package func probePackageAccess() {}' >"$bin/probe/probe.swift"
probe() { (cd "$bin/probe" && "$1" -swift-version 6 -parse-as-library -typecheck probe.swift) >/dev/null 2>&1; }
if probe "$real_swiftc"; then
  say "the probe compiled without -package-name: it cannot show whether the flag is passed"
  exit 1
fi
if ! probe "$bin/swiftc"; then
  say "the probe failed through the wrapper: -package-name does not reach the compiler"
  exit 1
fi
say "probe: the wrapper passes -package-name"

set +e
"$tc" "$@"
status=$?
set -e
say "done in $((SECONDS - start)) s"
exit "$status"
