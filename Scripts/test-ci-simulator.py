#!/usr/bin/env python3
"""Checks Scripts/ci-simulator.py's choice without Xcode, on device and SDK lists shaped as
`xcrun simctl list -j devices available` and `xcodebuild -showsdks -json` print them, with the
runtimes and Xcode versions the GitHub runner images provision (actions/runner-images,
images/macos/macos-15-arm64-Readme.md and macos-26-arm64-Readme.md, "Installed SDKs" and
"Installed Simulators"; the workflow names the lines).

Usage: python3 Scripts/test-ci-simulator.py     (prints one line per failure and "N passed, M failed")
Exit status 0 when every case passes, 1 otherwise."""
import json
import pathlib
import subprocess
import sys
import tempfile

SCRIPT = pathlib.Path(__file__).resolve().parent / "ci-simulator.py"


def runtime(platform, version):
    return f"com.apple.CoreSimulator.SimRuntime.{platform}-{version.replace('.', '-')}"


def devices(*runtimes):
    """A simctl device list: (platform, version, [names]) → one available device per name, UDIDs
    named after platform, version and device so a test can tell which was chosen."""
    listed = {}
    for platform, version, names in runtimes:
        listed[runtime(platform, version)] = [
            {"name": name, "udid": f"{platform}-{version}-{name}", "isAvailable": True, "state": "Shutdown"}
            for name in names
        ]
    return {"devices": listed}


def sdks(*entries):
    """An `xcodebuild -showsdks -json` list: (platform, version) pairs."""
    names = {"iphonesimulator": "Simulator - iOS", "appletvsimulator": "Simulator - tvOS", "iphoneos": "iOS",
             "appletvos": "tvOS", "macosx": "macOS"}
    return [{"canonicalName": f"{p}{v}", "displayName": f"{names[p]} {v}", "platform": p,
             "platformVersion": v, "sdkVersion": v, "isBaseSdk": True} for p, v in entries]


IPHONES = ["iPhone 16", "iPad (A16)"]
TVS = ["Apple TV", "Apple TV 4K (3rd generation)"]
# macos-15-arm64: Installed Simulators (iOS 18.5, 18.6, 26.0, 26.1, 26.2; tvOS 18.5, 26.1, 26.2).
MACOS_15 = devices(
    ("iOS", "18.5", IPHONES), ("iOS", "18.6", IPHONES), ("iOS", "26.0", IPHONES), ("iOS", "26.1", IPHONES),
    ("iOS", "26.2", IPHONES), ("tvOS", "18.5", TVS), ("tvOS", "26.1", TVS), ("tvOS", "26.2", TVS))
# macos-26-arm64: Installed Simulators (iOS and tvOS 26.2, 26.4, 26.5).
MACOS_26 = devices(
    ("iOS", "26.2", IPHONES), ("iOS", "26.4", IPHONES), ("iOS", "26.5", IPHONES),
    ("tvOS", "26.2", TVS), ("tvOS", "26.4", TVS), ("tvOS", "26.5", TVS))
# The SDKs of Xcode 16.4 (iOS/tvOS 18.5), 26.6 (26.5) and 26.1.1 (26.1), from Installed SDKs.
XCODE_16_4 = sdks(("macosx", "15.5"), ("iphoneos", "18.5"), ("iphonesimulator", "18.5"), ("appletvos", "18.5"),
                  ("appletvsimulator", "18.5"))
XCODE_26_6 = sdks(("macosx", "26.5"), ("iphonesimulator", "26.5"), ("appletvsimulator", "26.5"))
XCODE_26_1 = sdks(("macosx", "26.1"), ("iphonesimulator", "26.1"), ("appletvsimulator", "26.1"))


def run(platform, device_list, sdk_list, stdin_devices=False):
    """Runs ci-simulator.py; (exit status, stdout, stderr)."""
    with tempfile.TemporaryDirectory() as folder:
        d = pathlib.Path(folder) / "devices.json"
        s = pathlib.Path(folder) / "sdks.json"
        d.write_text(json.dumps(device_list))
        s.write_text(json.dumps(sdk_list))
        if stdin_devices:
            args, text = [platform, "-", "--sdks", str(s)], json.dumps(device_list)
        else:
            args, text = [platform, "--devices", str(d), "--sdks", str(s)], ""
        r = subprocess.run([sys.executable, str(SCRIPT), *args], input=text, capture_output=True, text=True)
        return r.returncode, r.stdout.strip(), r.stderr.strip()


CASES = []


def case(function):
    CASES.append(function)
    return function


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


@case
def xcode_16_4_takes_the_18_5_runtimes_not_26():
    for platform, family in (("iOS", "iPhone 16"), ("tvOS", "Apple TV")):
        status, out, err = run(platform, MACOS_15, XCODE_16_4)
        expect(status == 0 and out == f"{platform}-18.5-{family}", f"{platform}: {status} {out!r} {err!r}")


@case
def a_newer_minor_runtime_than_the_sdk_is_passed_over():
    # iOS 18.6 is provisioned on macos-15, but Xcode 16.4's simulator SDK is 18.5.
    status, out, _ = run("iOS", MACOS_15, XCODE_16_4)
    expect(not out.startswith("iOS-18.6"), f"picked {out}")


@case
def xcode_26_6_takes_the_newest_26_runtime():
    for platform, family in (("iOS", "iPhone 16"), ("tvOS", "Apple TV")):
        status, out, err = run(platform, MACOS_26, XCODE_26_6)
        expect(status == 0 and out == f"{platform}-26.5-{family}", f"{platform}: {status} {out!r} {err!r}")


@case
def xcode_26_1_on_macos_26_fails_listing_what_it_saw():
    status, out, err = run("iOS", MACOS_26, XCODE_26_1)
    expect(status == 1 and out == "", f"status {status}, printed {out!r}")
    expect("26.1" in err and "iOS 26.2" in err and "iOS 26.5" in err, f"the message lists no runtimes: {err!r}")


@case
def the_family_matters_an_ipad_is_not_an_iphone():
    status, out, err = run("iOS", devices(("iOS", "18.5", ["iPad (A16)"])), XCODE_16_4)
    expect(status == 1 and "iPad (A16)" in err, f"{status} {out!r} {err!r}")


@case
def an_unavailable_device_is_never_chosen():
    listed = devices(("iOS", "18.5", ["iPhone 16"]), ("iOS", "18.4", ["iPhone 15"]))
    listed["devices"][runtime("iOS", "18.5")][0]["isAvailable"] = False
    status, out, _ = run("iOS", listed, XCODE_16_4)
    expect(status == 0 and out == "iOS-18.4-iPhone 15", f"{status} {out!r}")


@case
def an_xcode_without_the_platforms_sdk_fails():
    status, out, err = run("tvOS", MACOS_26, sdks(("macosx", "26.5"), ("iphonesimulator", "26.5")))
    expect(status == 1 and "appletvsimulator" in err and "iphonesimulator26.5" in err, f"{status} {err!r}")


@case
def devices_can_come_from_standard_input():
    status, out, err = run("iOS", MACOS_15, XCODE_16_4, stdin_devices=True)
    expect(status == 0 and out == "iOS-18.5-iPhone 16", f"{status} {out!r} {err!r}")


@case
def a_failed_lookup_fails_the_workflow_step():
    # The workflow's lookup assigns the UDID in bash -e (GitHub's default shell): the script's
    # exit status must stop the step before anything reaches $GITHUB_ENV.
    with tempfile.TemporaryDirectory() as folder:
        d = pathlib.Path(folder) / "devices.json"
        s = pathlib.Path(folder) / "sdks.json"
        env = pathlib.Path(folder) / "env"
        d.write_text(json.dumps(MACOS_26))
        s.write_text(json.dumps(XCODE_26_1))
        script = (f'udid=$("{sys.executable}" "{SCRIPT}" iOS --devices "{d}" --sdks "{s}")\n'
                  f'echo "IOS_SIMULATOR=$udid" >> "{env}"\n')
        r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                           capture_output=True, text=True)
        expect(r.returncode != 0, "the step went on after a failed lookup")
        expect(not env.exists(), "the step wrote a simulator id after a failed lookup")


def main() -> int:
    passed = failed = 0
    for function in CASES:
        try:
            function()
            passed += 1
        except AssertionError as error:
            failed += 1
            print(f"test-ci-simulator: {function.__name__}: {error}")
    print(f"test-ci-simulator: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
