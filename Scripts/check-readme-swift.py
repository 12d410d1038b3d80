#!/usr/bin/env python3
"""Type-check every Swift code block that starts with `import` in README.md, in the DocC
catalogs' articles (Sources/*/*.docc/**/*.md) and in the Markdown pages under Docs/ and
ExampleApp/.

Blocks that import only CarouselCore and Foundation are checked one by one with the local
toolchain against the debug build's modules (run `swift build` or `swift test` first), as a
`main.swift`. Blocks that import an Apple framework or an adapter module are checked together,
one file per block, as an app against the Apple SDKs (AppKit blocks for macOS, UIKit blocks for
iOS, SwiftUI blocks importing neither for both) with the project's type-check tool, which
CI runs when the SDKs are present (APPLE_TYPECHECK names it; by default it is looked for beside
this checkout's parent directory), and skipped with a note otherwise. Identical blocks (a quick
start shown in the README and in an article) are checked once; the others share one module, so
their top-level names must differ.
Exit codes: 0 clean, 1 a block failed.
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCAL = {"CarouselCore", "Foundation"}
TYPECHECK = Path(os.environ.get("APPLE_TYPECHECK", ROOT.parent / "shared" / "tools" / "apple-typecheck"))


def documents():
    yield ROOT / "README.md"
    yield from sorted(ROOT.glob("Sources/*/*.docc/**/*.md"))
    yield from sorted(ROOT.glob("Docs/**/*.md"))
    yield from sorted(ROOT.glob("ExampleApp/**/*.md"))


def blocks():
    """(name, code) for every block starting with `import`, identical blocks once."""
    seen = set()
    for document in documents():
        text = document.read_text()
        for number, block in enumerate(re.findall(r"```swift\n(.*?)```", text, re.S), 1):
            if not block.startswith("import") or block in seen:
                continue
            seen.add(block)
            yield f"{document.relative_to(ROOT)} block {number}", block


def platforms_for(imports):
    """The SDKs a block is checked against: AppKit's blocks on macOS, UIKit's on iOS, SwiftUI blocks
    that import neither on both (`CarouselSwiftUI` runs on both)."""
    if "AppKit" in imports or "CarouselAppKit" in imports:
        return ["macos"]
    if "UIKit" in imports or "CarouselUIKit" in imports:
        return ["ios"]
    return ["ios", "macos"]


def main() -> int:
    modules = ROOT / ".build" / "debug" / "Modules"
    failed = 0
    apple = {}  # platform -> [(name, block)]
    for name, block in blocks():
        imports = set(re.findall(r"^import (\w+)", block, re.M))
        if not imports <= LOCAL:
            for platform in platforms_for(imports):
                apple.setdefault(platform, []).append((name, block))
            continue
        with tempfile.TemporaryDirectory() as tmp:
            main_file = Path(tmp) / "main.swift"
            main_file.write_text(block)
            cmd = ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(modules), str(main_file)]
            result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            failed += 1
            print(f"{name}: FAILED\n{result.stdout}{result.stderr}")
        else:
            print(f"{name} ({', '.join(sorted(imports))}): ok")
    for platform, named in apple.items():
        names = ", ".join(name for name, _ in named)
        if not TYPECHECK.exists():
            print(f"{names}: apple-typecheck not found, skipped")
            continue
        with tempfile.TemporaryDirectory() as tmp:
            for i, (name, block) in enumerate(named, 1):
                header = f"// {name}\n"
                (Path(tmp) / f"Block{i}.swift").write_text(header + block)
            cmd = [str(TYPECHECK), "--app", f"{platform}={tmp}", platform]
            result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if result.returncode == 3:
            print(f"{names}: Apple SDKs not on this machine; skipped")
        elif result.returncode != 0:
            failed += 1
            print(f"{platform} blocks ({names}): FAILED\n{result.stdout}{result.stderr}")
        else:
            for name, _ in named:
                print(f"{name} ({platform}): ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
