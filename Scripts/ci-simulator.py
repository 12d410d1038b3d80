#!/usr/bin/env python3
"""Prints the UDID of an available simulator for a platform that the selected Xcode can run: a
device on the newest runtime that is not newer than Xcode's simulator SDK for that platform.

    python3 Scripts/ci-simulator.py iOS      # an iPhone
    python3 Scripts/ci-simulator.py tvOS     # an Apple TV

It reads the devices from `xcrun simctl list -j devices available` and the SDKs from
`xcodebuild -showsdks -json` (the selected Xcode's). A runner image carries runtimes for several
Xcode versions; a runtime newer than the SDK (iOS 26.2 under Xcode 16.4's iOS 18.5 SDK) is one
that Xcode cannot use, so it is never picked.

For a check without Xcode, either input can come from a file or from standard input (`-`):

    python3 Scripts/ci-simulator.py iOS --devices devices.json --sdks sdks.json
    python3 Scripts/ci-simulator.py iOS - --sdks sdks.json     # devices on standard input

Prints what it saw and what it chose on standard error. Exits 1, with the SDK and every runtime it
saw, when no simulator fits; 2 on a usage error."""
import argparse
import json
import re
import subprocess
import sys

FAMILY = {"iOS": "iPhone", "tvOS": "Apple TV"}
SIMULATOR_SDK = {"iOS": "iphonesimulator", "tvOS": "appletvsimulator"}


def runtime_version(key, platform):
    """(major, minor) of a runtime key like com.apple.CoreSimulator.SimRuntime.iOS-18-2; None if
    the key is another platform's."""
    m = re.search(rf"SimRuntime\.{re.escape(platform)}-(\d+)-(\d+)", key)
    return (int(m.group(1)), int(m.group(2))) if m else None


def parse_version(text):
    """(major, minor) of "18.5", "26.0.1" or "18"; None if it is not a version."""
    m = re.fullmatch(r"(\d+)(?:\.(\d+))?(?:\.\d+)*", str(text).strip())
    return (int(m.group(1)), int(m.group(2) or 0)) if m else None


def sdk_version(sdks, platform):
    """The newest simulator SDK version for the platform in `xcodebuild -showsdks -json`'s list,
    or None when that Xcode has none."""
    wanted = SIMULATOR_SDK[platform]
    versions = []
    for sdk in sdks:
        name = str(sdk.get("canonicalName", ""))
        if sdk.get("platform") != wanted and not name.startswith(wanted):
            continue
        version = parse_version(sdk.get("sdkVersion") or sdk.get("platformVersion") or name[len(wanted):])
        if version is not None:
            versions.append(version)
    return max(versions) if versions else None


def pick(devices, platform, cap):
    """(runtime version, UDID) of the first device of the platform's family on the newest runtime
    not newer than `cap` (no cap when None), or None."""
    family = FAMILY[platform]
    best = None
    for key, listed in devices.items():
        version = runtime_version(key, platform)
        if version is None or (cap is not None and version > cap):
            continue
        for device in listed:
            if device.get("isAvailable", True) and device.get("name", "").startswith(family):
                if best is None or version > best[0]:
                    best = (version, device["udid"], device.get("name", ""))
                break
    return best


def seen(devices, platform):
    """The platform's runtimes in the device list, with their devices of the family, for a message."""
    lines = []
    for key in sorted(devices, key=lambda k: runtime_version(k, platform) or (0, 0)):
        version = runtime_version(key, platform)
        if version is None:
            continue
        names = [d.get("name", "?") for d in devices[key] if d.get("isAvailable", True)]
        lines.append(f"  {platform} {version[0]}.{version[1]}: {', '.join(names) or 'no available device'}")
    return lines or [f"  no {platform} runtime at all"]


def read_json(source, command, stdin_used):
    if source == "-":
        if stdin_used:
            raise SystemExit("ci-simulator: only one input can come from standard input")
        return json.loads(sys.stdin.read()), True
    if source is not None:
        with open(source) as handle:
            return json.load(handle), stdin_used
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout), stdin_used


def main(argv):
    parser = argparse.ArgumentParser(prog="ci-simulator.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("platform", choices=sorted(FAMILY))
    parser.add_argument("stdin_devices", nargs="?", choices=["-"], help="read the devices from standard input")
    parser.add_argument("--devices", help="simctl's device list (JSON file, or - for standard input)")
    parser.add_argument("--sdks", help="xcodebuild -showsdks -json's output (JSON file, or - for standard input)")
    try:
        args = parser.parse_args(argv[1:])
    except SystemExit as exit:
        return 2 if exit.code else 0
    platform = args.platform
    devices_source = args.devices or args.stdin_devices
    devices_json, stdin_used = read_json(
        devices_source, ["xcrun", "simctl", "list", "-j", "devices", "available"], False)
    sdks_json, _ = read_json(args.sdks, ["xcodebuild", "-showsdks", "-json"], stdin_used)
    devices = devices_json.get("devices", {})
    cap = sdk_version(sdks_json, platform)
    if cap is None:
        names = sorted({str(s.get("canonicalName", "?")) for s in sdks_json})
        print(f"ci-simulator: the selected Xcode has no {SIMULATOR_SDK[platform]} SDK; it has: "
              f"{', '.join(names) or 'none'}", file=sys.stderr)
        return 1
    chosen = pick(devices, platform, cap)
    if chosen is None:
        print(f"ci-simulator: no available {FAMILY[platform]} simulator on a {platform} runtime at or below "
              f"the selected Xcode's {SIMULATOR_SDK[platform]} SDK {cap[0]}.{cap[1]}; the runtimes are:",
              file=sys.stderr)
        print("\n".join(seen(devices, platform)), file=sys.stderr)
        return 1
    version, udid, name = chosen
    print(f"ci-simulator: {name} on {platform} {version[0]}.{version[1]} "
          f"(SDK {cap[0]}.{cap[1]}; newest runtime not newer than it)", file=sys.stderr)
    print(udid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
