#!/usr/bin/env python3
"""Check that plumbing stays behind `@_spi(Plumbing)`: an app that imports CarouselCore (or
CarouselSimulation) plainly sees the public API and nothing else.

Each case is a small `main.swift` type-checked with the local toolchain against the debug
build's modules (run `swift build` or `swift test` first):
  - the public case must compile with a plain import;
  - every plumbing case must fail with a plain import, and compile once the import says
    `@_spi(Plumbing)` (so it fails for the right reason, not a typo).
Members of plumbing types are written plain `public` (the type's SPI covers them); this check is
what keeps that from widening the API an app sees.
Exit codes: 0 clean, 1 a case did not behave.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PUBLIC = """\
import CarouselCore

var settings = LayoutSettings(type: .rotary)
settings.itemSize = Size2D(width: 120, height: 80)
let model = CarouselModel(settings.configuration(isRightToLeft: false))
let count: Int = model.numberOfItems
let engine = InteractionEngine(model: model)
_ = (count, engine)
"""

# (name, module, body): each body uses plumbing the plain import must not show.
PLUMBING = [
    ("LayoutDriver", "CarouselCore", "let driver: LayoutDriver? = nil\n_ = driver"),
    ("LayoutState", "CarouselCore", "let state: LayoutState? = nil\n_ = state"),
    ("ControllerDriver", "CarouselCore", "let driver: ControllerDriver? = nil\n_ = driver"),
    ("Rect2D", "CarouselCore", "let rect: Rect2D? = nil\n_ = rect"),
    ("LayoutDriver.Host", "CarouselCore", "let host: LayoutDriver.Host? = nil\n_ = host"),
    (
        "CarouselModel.effect", "CarouselCore",
        "func effect(of model: CarouselModel) { _ = model.effect }",
    ),
    (
        "ScrollWheelEvent.init(panStateCode:translation:)", "CarouselCore",
        "_ = ScrollWheelEvent(panStateCode: 1, translation: Point2D(x: 0, y: 4))",
    ),
    (
        "SimulatedCollectionView", "CarouselSimulation",
        "let view: SimulatedCollectionView? = nil\n_ = view",
    ),
]


def typecheck(source: str) -> subprocess.CompletedProcess:
    modules = ROOT / ".build" / "debug" / "Modules"
    with tempfile.TemporaryDirectory() as tmp:
        main_file = Path(tmp) / "main.swift"
        main_file.write_text(source)
        cmd = ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(modules), str(main_file)]
        return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)


def main() -> int:
    failed = 0
    result = typecheck(PUBLIC)
    if result.returncode != 0:
        failed += 1
        print(f"public API with a plain import: FAILED to compile\n{result.stdout}{result.stderr}")
    else:
        print("public API with a plain import: compiles")
    for name, module, body in PLUMBING:
        plain = typecheck(f"import {module}\n{body}\n")
        spi = typecheck(f"@_spi(Plumbing) import {module}\n{body}\n")
        if plain.returncode == 0:
            failed += 1
            print(f"{name}: visible with a plain `import {module}` (plumbing leaked into the public API)")
        elif spi.returncode != 0:
            failed += 1
            print(f"{name}: does not compile with `@_spi(Plumbing) import {module}` either\n{spi.stderr}")
        else:
            print(f"{name}: hidden from a plain import, seen with @_spi(Plumbing)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
