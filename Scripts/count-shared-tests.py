#!/usr/bin/env python3
"""Counts the Apple test target's tests: the shared suite (Tests/CarouselAppleTests/Shared), and of
it the tests that are platform evidence on UIKit and on AppKit (they use no core-fed or direct-call
verb there: Tests/CarouselAppleTests/Fixtures/VERBS.md), then the platform-only tests by folder.

    python3 Scripts/count-shared-tests.py          # the counts, one line each
    python3 Scripts/count-shared-tests.py --list   # and every shared test with its class per host

Exits 1 when a shared test calls a fixture verb this script does not classify."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "Tests" / "CarouselAppleTests"

# What each fixture verb is on each framework (VERBS.md): verbs not listed are framework-driven or
# public API on both.
NOT_FRAMEWORK = {
    "tap": {"UIKit": "core-fed", "AppKit": "direct call"},
    "drag": {"UIKit": "direct call", "AppKit": "direct call"},
}
VERBS = {
    "advance", "layOut", "scroll", "scrollToItem", "stopScrolling", "autoscrollSpeed",
    "automaticSlidingInterval", "centersItemWhenSelected", "tap", "drag", "setSettings", "settings",
    "resize", "setContentInsets", "setRightToLeft", "insertItems", "deleteItems", "reload",
    "switchToGrid", "switchToCarousel", "cards", "card", "shownItems", "currentItem", "isAtRest",
    "events", "eventNames", "currentItemChanges", "carouselCentre", "showsCarousel", "contentOffset",
    "showsScrollIndicators", "isCentred", "settle", "time", "host",
}


def tests(path: Path):
    """(name, body) of every @Test function in a file."""
    text = path.read_text()
    starts = [m.start() for m in re.finditer(r"^\s*@Test\b", text, re.M)]
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        chunk = text[start:end]
        name = re.search(r"func\s+(\w+)", chunk)
        yield (f"{path.stem}.{name.group(1) if name else '?'}", chunk)


def main() -> int:
    listing = "--list" in sys.argv[1:]
    shared = [t for f in sorted((ROOT / "Shared").glob("*.swift")) for t in tests(f)]
    evidence = {"UIKit": 0, "AppKit": 0}
    unknown = set()
    for name, body in shared:
        used = set(re.findall(r"fixture\.(\w+)", body))
        unknown |= used - VERBS
        classes = {}
        for host in evidence:
            kinds = sorted({NOT_FRAMEWORK[v][host] for v in used if v in NOT_FRAMEWORK})
            classes[host] = ", ".join(kinds) if kinds else "framework-driven"
            if not kinds:
                evidence[host] += 1
        if listing:
            print(f"  {name}: UIKit {classes['UIKit']}; AppKit {classes['AppKit']}")
    print(f"shared tests: {len(shared)} (run on Linux against the simulated host)")
    for host, count in evidence.items():
        print(f"shared tests that are framework-driven on {host}: {count} of {len(shared)}")
    for folder in ("UIKit", "AppKit", "SwiftUI"):
        count = sum(1 for f in sorted((ROOT / folder).glob("*.swift")) for _ in tests(f))
        print(f"platform-only tests in {folder}/: {count}")
    if unknown:
        print(f"count-shared-tests: unclassified fixture verbs {sorted(unknown)}: add them to VERBS.md and here")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
