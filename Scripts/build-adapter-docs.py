#!/usr/bin/env python3
"""Build reference pages for the adapters (CarouselPlatform, CarouselUIKit, CarouselAppKit,
CarouselSwiftUI) against Apple's SDKs, and merge them with the core's into one archive.

DocC needs a symbol graph per module, and the adapters' graphs exist only where UIKit and AppKit
do: on a Mac (Xcode's SDKs, found with xcrun) or on Linux with the SDKs that
`apple-typecheck` unpacks (APPLE_SDK_CACHE, default ~/.cache/apple-sdks; run it once first, with
its resource directory and SwiftUI's module in its module cache). Without them the script says so
in one line and exits 0, as CI skips the Apple compile on a machine without the SDKs.

For each platform the modules are compiled to interfaces only (`swiftc -emit-module`, no code),
the adapters with `-emit-symbol-graph`: CarouselPlatform, CarouselUIKit and CarouselSwiftUI
against iOS (their public API is the same on every platform but macOS, where CarouselSwiftUI runs
on AppKit with the same public API), CarouselAppKit against macOS. A module's graph also holds
what it re-exports (`@_exported import CarouselCore`), so each is cut to the symbols declared
in the module's own sources, less `@_spi` plumbing; every one left must have a doc comment,
but overrides, which read the documentation of what they override (Apple's). Each
module is converted with the toolchain's docc, warnings as errors, linking to the archives before
it (`--dependency`: the core's from Scripts/build-docs.sh, which must run first), and all five are
merged into .build/docc/Carousel.doccarchive.

    Scripts/build-docs.sh && Scripts/build-adapter-docs.py
    Scripts/build-adapter-docs.py --hosting-base-path Carousel --site .build/docc/site
        # also writes a static-hosting copy (GitHub Pages under /Carousel/; .github/workflows/docs.yml)
    Scripts/build-adapter-docs.py --require-sdks   # fail, rather than skip, without the SDKs

Exit codes: 0 built (or skipped without SDKs), 1 a compile failed, a symbol lacks a doc comment,
or docc warned.
"""
import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build" / "docc"
CACHE = Path(os.environ.get("APPLE_SDK_CACHE", Path.home() / ".cache" / "apple-sdks"))
LINUX_SDKS = {"ios": "iPhoneOS17.0.sdk", "macos": "macOS14.0.sdk"}
XCRUN_SDKS = {"ios": "iphoneos", "macos": "macosx"}
# The package's deployment targets (Package.swift).
TRIPLES = {"ios": "arm64-apple-ios13.0", "macos": "arm64-apple-macos10.15"}
# Module, platform whose SDK documents it, modules compiled before it on that platform.
MODULES = [
    ("CarouselPlatform", "ios", ["CarouselCore"]),
    ("CarouselUIKit", "ios", ["CarouselCore", "CarouselPlatform"]),
    ("CarouselAppKit", "macos", ["CarouselCore", "CarouselPlatform"]),
    ("CarouselSwiftUI", "ios", ["CarouselCore", "CarouselPlatform", "CarouselUIKit"]),
]
CORE_ARCHIVE = OUT / "CarouselCore.doccarchive"
PACKAGE_MODULES = ["CarouselCore", "CarouselPlatform", "CarouselUIKit", "CarouselAppKit", "CarouselSwiftUI"]
OSLOG_ARTIFACT = "string interpolation cannot be used in this context"


def say(message):
    print(f"build-adapter-docs: {message}", flush=True)


def sdk_flags(name):
    """The compiler flags for a platform's SDK, or None when this machine has none."""
    if platform.system() == "Darwin":
        found = subprocess.run(["xcrun", "--sdk", XCRUN_SDKS[name], "--show-sdk-path"],
                               capture_output=True, text=True)
        if found.returncode != 0:
            return None
        return ["-sdk", found.stdout.strip(), "-module-cache-path", str(OUT / "module-cache")]
    sdk = CACHE / LINUX_SDKS[name]
    if not (CACHE / (LINUX_SDKS[name] + ".ok")).exists() or not (CACHE / "resource-dir").is_dir():
        return None
    return ["-sdk", str(sdk), "-resource-dir", str(CACHE / "resource-dir"),
            "-module-cache-path", str(CACHE / "module-cache")]


def sources(module):
    return sorted(str(p) for p in (ROOT / "Sources" / module).rglob("*.swift"))


def compile_module(module, name, flags, modules, graphs=None):
    """Compiles `module`'s interface for platform `name`; its symbol graph into `graphs`."""
    command = (["swiftc", "-target", TRIPLES[name]] + flags
               + ["-I", str(modules), "-swift-version", "6", "-module-name", module, "-parse-as-library",
                  "-emit-module", "-emit-module-path", str(modules / f"{module}.swiftmodule"),
                  "-experimental-skip-non-inlinable-function-bodies"])
    if graphs:
        graphs.mkdir(parents=True, exist_ok=True)
        command += ["-emit-symbol-graph", "-emit-symbol-graph-dir", str(graphs),
                    "-symbol-graph-minimum-access-level", "public", "-emit-extension-block-symbols"]
    result = subprocess.run(command + sources(module), cwd=ROOT, capture_output=True, text=True)
    errors = [line for line in result.stderr.splitlines() if ": error: " in line]
    if result.returncode != 0 and errors and all(OSLOG_ARTIFACT in line for line in errors):
        # These SDKs' os_log overlay rejects interpolation that Xcode's accepts (apple-typecheck
        # leaves the same to Xcode); the module and its graph are written all the same.
        return (modules / f"{module}.swiftmodule").exists()
    if result.returncode != 0:
        sys.stdout.write(result.stderr)
        say(f"{module} did not compile for {name}")
        return False
    return True


def own_graphs(module, graphs, public):
    """Writes `module`'s graphs cut to its own public symbols into `public`; returns the symbols
    without a doc comment (file:line: name).

    Kept: what the module's own sources declare, less `@_spi` plumbing, with the extension blocks
    (`-emit-extension-block-symbols`) that put its members of UIKit's, AppKit's and SwiftUI's types
    on pages of their own (`UICollectionView.indexPathForItem(containing:)`). Left out: what it
    re-exports; members the compiler synthesizes or inherits (SwiftUI's hundreds of `View` members
    on `Carousel`), which have no source location; and the graphs of its extensions of the
    package's own modules (`CarouselPlatform@CarouselCore`): their extended-module pages would
    shadow the `/CarouselCore/…` links into the core's archive in docc before 6.3
    (swiftlang/swift-docc#1257), so those few initializers are documented in source only."""
    public.mkdir(parents=True, exist_ok=True)
    missing, count = [], 0
    marker = f"/Sources/{module}/"
    for path in sorted(graphs.glob(f"{module}*.symbols.json")):
        if any(path.name.startswith(f"{module}@{own}.") for own in PACKAGE_MODULES):
            continue
        graph = json.loads(path.read_text())
        kept = set()
        overrides = {r["source"] for r in graph["relationships"] if r["kind"] == "overrides"}
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if marker not in uri or symbol.get("spi"):
                continue
            kept.add(symbol["identifier"]["precise"])
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # the block that holds the members below; they carry the comments
            count += 1
            # An override reads the documentation of what it overrides (Apple's, for UIKit's
            # and AppKit's classes); everything else needs its own.
            if not symbol.get("docComment") and symbol["identifier"]["precise"] not in overrides:
                line = symbol["location"]["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"Sources/{uri.split('/Sources/', 1)[-1]}:{line}: {name}")
        graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] in kept]
        graph["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
        if graph["symbols"]:
            (public / path.name).write_text(json.dumps(graph))
    say(f"{module}: {count - len(missing)} of {count} public symbols documented")
    return missing


def docc():
    found = Path(shutil.which("swift") or "swift").resolve().parent / "docc"
    return os.environ.get("DOCC") or (str(found) if found.exists() else shutil.which("docc"))


def convert(module, public, dependencies):
    archive = OUT / f"{module}.doccarchive"
    shutil.rmtree(archive, ignore_errors=True)
    command = [docc(), "convert"]
    catalog = ROOT / "Sources" / module / f"{module}.docc"
    if catalog.is_dir():
        command.append(str(catalog))
    command += ["--additional-symbol-graph-dir", str(public),
                "--fallback-display-name", module, "--fallback-bundle-identifier", f"carousel.{module}",
                "--fallback-default-module-kind", "Framework", "--warnings-as-errors",
                "--enable-experimental-external-link-support", "--output-path", str(archive)]
    for dependency in dependencies:
        command += ["--dependency", str(dependency)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stdout.write(result.stdout + result.stderr)
        say(f"docc failed for {module}")
        return None
    return archive


def main(argv):
    parser = argparse.ArgumentParser(description="Reference pages for the adapters.")
    parser.add_argument("--hosting-base-path", help="also write a static-hosting copy served under this path")
    parser.add_argument("--site", type=Path, default=OUT / "site", help="where the static-hosting copy goes")
    parser.add_argument("--require-sdks", action="store_true", help="fail, rather than skip, without the SDKs")
    args = parser.parse_args(argv)
    if not docc():
        say("docc not found next to swift (set DOCC)")
        return 1
    if not (CORE_ARCHIVE / "linkable-entities.json").exists():
        say(f"run Scripts/build-docs.sh first: {CORE_ARCHIVE.relative_to(ROOT)} (with its link data) is missing")
        return 1
    flags = {name: sdk_flags(name) for name in TRIPLES}
    if any(value is None for value in flags.values()):
        where = "Xcode's iOS and macOS SDKs" if platform.system() == "Darwin" else f"the SDKs in {CACHE}"
        say(f"{'failed' if args.require_sdks else 'skipped'}: no {where} (apple-typecheck brings them)")
        return 1 if args.require_sdks else 0
    if platform.system() != "Darwin":
        # SwiftUI's interface in these SDKs fails today's availability checks: build its module once
        # without them, as apple-typecheck does; the project's own code keeps full checking.
        probe = OUT / "warm-swiftui.swift"
        probe.parent.mkdir(parents=True, exist_ok=True)
        probe.write_text("import SwiftUI\n")
        subprocess.run(["swiftc", "-target", TRIPLES["ios"]] + flags["ios"]
                       + ["-parse-as-library", "-typecheck", str(probe), "-Xfrontend",
                          "-disable-availability-checking"], cwd=ROOT, capture_output=True, text=True)
    built = {}
    missing = []
    for name in TRIPLES:
        modules = OUT / "apple-modules" / name
        shutil.rmtree(modules, ignore_errors=True)
        modules.mkdir(parents=True)
        documented = [m for m, p, _ in MODULES if p == name]
        needed = []
        for module, _, before in MODULES:
            if module in documented:
                needed += [m for m in before if m not in needed] + ([module] if module not in needed else [])
        for module in needed:
            graphs = OUT / "apple-symbol-graphs" / module if module in documented else None
            if graphs:
                shutil.rmtree(graphs, ignore_errors=True)
            if not compile_module(module, name, flags[name], modules, graphs):
                return 1
            if graphs:
                public = OUT / "apple-public-symbol-graphs" / module
                shutil.rmtree(public, ignore_errors=True)
                missing += own_graphs(module, graphs, public)
                built[module] = public
    for line in missing:
        print(f"{line}: no doc comment")
    if missing:
        return 1
    archives = [CORE_ARCHIVE]
    for module, _, before in MODULES:
        archive = convert(module, built[module], [OUT / f"{m}.doccarchive" for m in ["CarouselCore"] + before[1:]])
        if archive is None:
            return 1
        archives.append(archive)
    merged = OUT / "Carousel.doccarchive"
    shutil.rmtree(merged, ignore_errors=True)
    result = subprocess.run([docc(), "merge"] + [str(a) for a in archives]
                            + ["--synthesized-landing-page-name", "Carousel", "--output-path", str(merged)],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stdout.write(result.stdout + result.stderr)
        say("docc merge failed")
        return 1
    say(f"{merged.relative_to(ROOT)}: {', '.join(a.stem for a in archives)}")
    if args.hosting_base_path:
        shutil.rmtree(args.site, ignore_errors=True)
        result = subprocess.run([docc(), "process-archive", "transform-for-static-hosting", str(merged),
                                 "--hosting-base-path", args.hosting_base_path, "--output-path", str(args.site)],
                                cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stdout.write(result.stdout + result.stderr)
            say("docc could not transform the archive for static hosting")
            return 1
        # The transform leaves the archive's own index.html at the site's root, whose scripts load
        # from "/" rather than the base path: send the root to the documentation instead.
        (args.site / "index.html").write_text(
            '<!DOCTYPE html>\n<meta charset="utf-8">\n<title>Carousel</title>\n'
            '<meta http-equiv="refresh" content="0; url=documentation/">\n'
            '<link rel="canonical" href="documentation/">\n'
            '<a href="documentation/">Carousel documentation</a>\n')
        say(f"{args.site}: static site for /{args.hosting_base_path}/ (the root redirects to documentation/)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
