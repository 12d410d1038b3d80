#!/usr/bin/env python3
"""Type-check every README.md Swift code block that starts with `import`.

Blocks that import only CarouselCore and Foundation are checked here with the local toolchain
against the debug build's modules (run `swift build` or `swift test` first). Blocks that import
an Apple framework or an adapter module are checked with ../shared/tools/apple-typecheck when it
and the SDKs are present, and skipped with a note otherwise.
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
TYPECHECK = ROOT.parent / "shared" / "tools" / "apple-typecheck"


def main() -> int:
    text = (ROOT / "README.md").read_text()
    blocks = [b for b in re.findall(r"```swift\n(.*?)```", text, re.S) if b.startswith("import")]
    modules = ROOT / ".build" / "debug" / "Modules"
    failed = 0
    for number, block in enumerate(blocks, 1):
        imports = set(re.findall(r"^import (\w+)", block, re.M))
        with tempfile.TemporaryDirectory() as tmp:
            main_file = Path(tmp) / "main.swift"
            main_file.write_text(block)
            if imports <= LOCAL:
                cmd = ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(modules), str(main_file)]
            elif TYPECHECK.exists():
                platform = "macos" if "AppKit" in imports else "ios"
                cmd = [str(TYPECHECK), "--app", f"{platform}={tmp}", platform]
            else:
                print(f"README block {number}: imports {sorted(imports)}; apple-typecheck not found, skipped")
                continue
            result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
            if result.returncode == 3:
                print(f"README block {number}: Apple SDKs not on this machine; skipped")
            elif result.returncode != 0:
                failed += 1
                print(f"README block {number}: FAILED\n{result.stdout}{result.stderr}")
            else:
                print(f"README block {number} ({', '.join(sorted(imports))}): ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
