#!/usr/bin/env python3
"""Checks CarouselCore's dependency rule: each folder uses only types declared in its own folder
or in folders above it in LAYERS. Prints every violation and exits 1 if there is one."""
import pathlib
import re
import sys

LAYERS = ["Geometry", "Configuration", "Effects", "Model", "Compositional", "Physics", "Interaction", "ScrollView",
          "CollectionView", "Controller", "Declarative", "Host"]
ROOT = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "CarouselCore"
DECL = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
                  r"(?:struct|enum|protocol|class|typealias)\s+([A-Z]\w*)", re.M)


def strip(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//.*", "", text)
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', text)


def main():
    owner = {}
    files = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.swift")):
            text = strip(path.read_text())
            files[path] = (layer, text)
            for name in DECL.findall(text):
                owner.setdefault(name, layer)
    stray = [p for p in ROOT.rglob("*.swift") if p not in files]
    problems = [f"{p.relative_to(ROOT)}: not in a layer folder ({', '.join(LAYERS)})" for p in stray]
    for path, (layer, text) in files.items():
        rank = LAYERS.index(layer)
        used = set(re.findall(r"\b([A-Z]\w*)\b", text))
        for name in sorted(used):
            other = owner.get(name)
            if other and LAYERS.index(other) > rank:
                problems.append(f"{path.relative_to(ROOT)} ({layer}) uses {name} from {other}")
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} layering problem(s); order: {' -> '.join(LAYERS)}", file=sys.stderr)
        return 1
    print(f"CarouselCore layers hold: {' -> '.join(LAYERS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
