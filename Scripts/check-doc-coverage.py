#!/usr/bin/env python3
"""Check that every public CarouselCore symbol has a doc comment, and write the graph DocC builds.

Usage: check-doc-coverage.py SYMBOL_GRAPH_DIR PUBLIC_OUTPUT_DIR

SYMBOL_GRAPH_DIR holds the symbol graphs `swift build -Xswiftc -emit-symbol-graph
-Xswiftc -include-spi-symbols` emitted for CarouselCore (Scripts/build-docs.sh makes them).

What counts: every symbol in the graph that has a source location, `public` and
`@_spi(Plumbing) public` alike. Plumbing is not part of the documented API (it is left out of
the DocC catalog and apps never see it), but the adapters, the previewer and the benchmarks are
written against it, so it is held to the same rule. Symbols without a source location are
synthesized by the compiler (`hashValue`, `init(rawValue:)`, Codable's members) and are not
counted. A declaration of several variables on one line (`public var m11, m12: Double`) is
documented by its one comment.

PUBLIC_OUTPUT_DIR receives the same graphs without the plumbing symbols and the relationships
that name them: the API an app sees, which DocC documents.
Exit codes: 0 every symbol documented, 1 some are not (each listed as file:line: symbol), 2 a usage error.
"""
import json
import sys
from pathlib import Path


def main(argv):
    if len(argv) != 3:
        print("usage: check-doc-coverage.py SYMBOL_GRAPH_DIR PUBLIC_OUTPUT_DIR (Scripts/build-docs.sh runs it)",
              file=sys.stderr)
        return 2
    source, output = Path(argv[1]), Path(argv[2])
    output.mkdir(parents=True, exist_ok=True)
    missing = []
    counts = {"public": 0, "plumbing": 0}
    for path in sorted(source.glob("CarouselCore*.symbols.json")):
        graph = json.loads(path.read_text())
        spi = set()
        for symbol in graph["symbols"]:
            is_spi = bool(symbol.get("spi"))
            if is_spi:
                spi.add(symbol["identifier"]["precise"])
            if "location" not in symbol:
                continue  # synthesized by the compiler
            counts["plumbing" if is_spi else "public"] += 1
            if not symbol.get("docComment"):
                location = symbol["location"]
                file = location["uri"].split("/Sources/", 1)[-1]
                line = location["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"Sources/{file}:{line}: {name}{' (plumbing)' if is_spi else ''}")
        # Members the compiler adds to plumbing types (`!=` from Equatable) carry no SPI mark of
        # their own: drop everything under a plumbing symbol's path too.
        spi_paths = {tuple(s["pathComponents"]) for s in graph["symbols"] if s.get("spi")}
        for symbol in graph["symbols"]:
            path_components = tuple(symbol["pathComponents"])
            if any(path_components[:n] in spi_paths for n in range(1, len(path_components))):
                spi.add(symbol["identifier"]["precise"])
        graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in spi]
        graph["relationships"] = [
            r for r in graph["relationships"] if r["source"] not in spi and r["target"] not in spi
        ]
        (output / path.name).write_text(json.dumps(graph))
    for line in missing:
        print(f"{line}: no doc comment")
    total = counts["public"] + counts["plumbing"]
    print(f"doc coverage: {total - len(missing)} of {total} symbols documented "
          f"({counts['public']} public, {counts['plumbing']} plumbing)")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
