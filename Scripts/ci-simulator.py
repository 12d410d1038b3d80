#!/usr/bin/env python3
"""Prints the UDID of an available simulator for a platform, chosen at run time from
`xcrun simctl list -j devices available` (hosted CI: the runner's Xcode decides which runtimes
exist, so no name or OS version is hard-coded).

    python3 Scripts/ci-simulator.py iOS      # an iPhone on the newest iOS runtime
    python3 Scripts/ci-simulator.py tvOS     # an Apple TV on the newest tvOS runtime

Reads the JSON from standard input instead when given `-` as a second argument (for a check
without Xcode). Exits 1 with one line on standard error when no such simulator exists."""
import json
import re
import subprocess
import sys

FAMILY = {"iOS": "iPhone", "tvOS": "Apple TV"}


def runtime_version(key, platform):
    """(major, minor) of a runtime key like com.apple.CoreSimulator.SimRuntime.iOS-18-2; None if
    the key is another platform's."""
    m = re.search(rf"SimRuntime\.{platform}-(\d+)-(\d+)", key)
    return (int(m.group(1)), int(m.group(2))) if m else None


def pick(devices, platform):
    """The UDID of the first device of the platform's family on the newest runtime, or None."""
    family = FAMILY[platform]
    best = None
    for key, listed in devices.items():
        version = runtime_version(key, platform)
        if version is None:
            continue
        for device in listed:
            if device.get("isAvailable", True) and device.get("name", "").startswith(family):
                if best is None or version > best[0]:
                    best = (version, device["udid"])
                break
    return best[1] if best else None


def main(argv):
    if len(argv) < 2 or argv[1] not in FAMILY:
        print(f"usage: ci-simulator.py {'|'.join(FAMILY)} [-]", file=sys.stderr)
        return 2
    platform = argv[1]
    if len(argv) > 2 and argv[2] == "-":
        text = sys.stdin.read()
    else:
        text = subprocess.run(["xcrun", "simctl", "list", "-j", "devices", "available"],
                              check=True, capture_output=True, text=True).stdout
    udid = pick(json.loads(text).get("devices", {}), platform)
    if udid is None:
        print(f"ci-simulator: no available {FAMILY[platform]} simulator for {platform}", file=sys.stderr)
        return 1
    print(udid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
