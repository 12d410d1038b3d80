#!/usr/bin/env python3
"""Summarise one `swift package benchmark --format influx` run as the tables of Docs/PERFORMANCE.md.

Usage: performance-table.py <influx.csv>

Reads the per-pass medians (p50) of the CarouselCoreBenchmarks suite and prints Markdown:
one row per carousel type (slowest of wrapped/unwrapped x horizontal/vertical per cell), the
naive layout beside it, the 30-item frame-budget case and the targets checked against them.

Influx values are per measured iteration, before the suite's scaling: "Layout pass" and
"Frame budget" and "UIKit tick" benchmarks run 1 000 passes per iteration (.kilo); "Naive layout" ones run
1 000 passes at up to 1 000 items and 1 pass above (see NaiveLayoutBenchmarks.swift); the scroll
model's run 1 000 flings or scrolls per iteration, except "with layout pass" (one 60-frame
second per iteration; see ScrollModelBenchmarks.swift); "Interaction" ones run 60 engine frames
per iteration (see InteractionBenchmarks.swift).
"""
import csv
import re
import sys
from collections import defaultdict

COUNTS = [10, 1_000, 1_000_000, 10_000_000]
# CarouselType.allCases order (iCarousel's enum order); unknown types follow in run order.
TYPE_ORDER = ["linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
              "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine", "custom", "conveyorBelt", "shelf",
              "pagerCrossFading", "pagerZoomOut", "pagerDepth", "pagerOverlap", "pagerLinear", "pagerCoverFlow",
              "pagerFerrisWheel", "pagerInvertedFerrisWheel", "pagerCubic"]
FRAME_BUDGET_NS = 1e9 / 120  # 8.3 ms: one frame at 120 Hz
NAME = re.compile(r"^(Layout pass|Naive layout|UIKit tick): (\w+), (\d+) items, (wrapped|unwrapped), (horizontal|vertical)$")


SCROLL = re.compile(r"^(Fling: resting offset|Fling: 60-frame trajectory|Fling: 60 frames with layout pass|"
                    r"Programmatic scroll: plan \+ 25 frames), coverFlow, (\d+) items, (wrapped|unwrapped)$")
SCROLL_ROWS = [
    ("Fling: resting offset", "Fling planned, resting offset read (per fling)"),
    ("Fling: 60-frame trajectory", "Fling sampled at 60 frames (per 60 frames)"),
    ("Fling: 60 frames with layout pass", "Fling sampled + layout pass, 60 frames (per 60 frames)"),
    ("Programmatic scroll: plan + 25 frames", "Scroll to an item planned + its 25 frames (per scroll)"),
]

INTERACTION = re.compile(r"^Interaction: 60 frames, (release|autoscroll), (\w+), (\d+) items, (wrapped|unwrapped), "
                         r"(horizontal|vertical)$")
INTERACTION_LABELS = {"release": "A release in flight", "autoscroll": "Autoscroll (2 items/s), wrapped"}
INTERACTION_FRAMES = 60


def scroll_scale(kind):
    return 1 if kind == "Fling: 60 frames with layout pass" else 1_000


def passes_per_iteration(kind, count):
    if kind == "Naive layout":
        return 1_000 if count <= 1_000 else 1
    return 1_000


def fmt_time(ns):
    """Three significant figures in ns, µs or ms."""
    for unit, size in (("ms", 1e6), ("µs", 1e3)):
        if ns >= size:
            value = ns / size
            return f"{value:.{2 if value < 10 else 1 if value < 100 else 0}f} {unit}"
    return f"{ns:.0f} ns"


def fmt_count(n):
    if n != n or n in (float("inf"), float("-inf")):
        return "–"
    return f"{round(n):,}".replace(",", " ")


def tick_cell(ticks, type_):
    """The slowest UIKit tick of a type and its mallocs, e.g. "2.58 µs (1)"."""
    cases = [v for k, v in ticks.items() if k[0] == type_]
    if not cases:
        return "–"
    return f"{fmt_time(max(v['ns'] for v in cases))} ({max(v['mallocs'] for v in cases):g})"


def main(path):
    p50 = defaultdict(dict)  # test name -> metric -> raw p50 value
    with open(path, newline="") as f:
        for row in csv.reader(f):
            if len(row) < 15 or row[0] != "CarouselCoreBenchmarks" or row[9] != "50.0":
                continue
            p50[row[8]][row[6]] = float(row[10])

    layout, naive, ticks, types = {}, {}, {}, []
    for name, metrics in p50.items():
        m = NAME.match(name)
        if not m:
            continue
        kind, type_, count, wrap, axis = m.group(1), m.group(2), int(m.group(3)), m.group(4), m.group(5)
        scale = passes_per_iteration(kind, count)
        entry = {
            "ns": metrics["Time(wallclock)"] / scale,
            "mallocs": metrics.get("Malloc(total)", float("nan")) / scale,
            "visible": metrics.get("Visibleitemsperpass", float("nan")),
        }
        {"Layout pass": layout, "Naive layout": naive, "UIKit tick": ticks}[kind][(type_, count, wrap, axis)] = entry
        if kind != "UIKit tick" and type_ not in types:
            types.append(type_)

    types.sort(key=lambda t: TYPE_ORDER.index(t) if t in TYPE_ORDER else len(TYPE_ORDER))
    print("| Type | Visible items | 10 items | 1 000 items | 1 000 000 items | 10 000 000 items "
          "| Per visible item (worst) | Mallocs / pass | Naive layout, 1 000 000 items | Speed-up vs naive "
          "| UIKit tick, 1 000 000 items (mallocs) |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    worst_item, worst_mallocs, worst_ratio = 0.0, 0.0, float("inf")
    for type_ in types:
        cases = {k: v for k, v in layout.items() if k[0] == type_}
        visible = sorted({int(v["visible"]) for k, v in cases.items() if k[1] >= 1_000})
        cells = []
        for count in COUNTS:
            slowest = max(v["ns"] for k, v in cases.items() if k[1] == count)
            cells.append(fmt_time(slowest))
        per_item = max(v["ns"] / v["visible"] for v in cases.values() if v["visible"] > 0)
        mallocs = max(v["mallocs"] for v in cases.values())
        ratios, naive_times = [], []
        for wrap in ("unwrapped", "wrapped"):
            n = naive.get((type_, 1_000_000, wrap, "horizontal"))
            fast = layout.get((type_, 1_000_000, wrap, "horizontal"))
            if n and fast:
                ratios.append(n["ns"] / fast["ns"])
                naive_times.append(n["ns"])
        worst_item = max(worst_item, per_item)
        worst_mallocs = max(worst_mallocs, mallocs)
        ratio = min(ratios) if ratios else float("nan")
        worst_ratio = min(worst_ratio, ratio)
        print(f"| {type_} | {'–'.join(map(str, visible))} | " + " | ".join(cells)
              + f" | {fmt_time(per_item)} | {mallocs:g} | {fmt_time(max(naive_times)) if naive_times else '–'}"
              + f" | {fmt_count(ratio)}× | {tick_cell(ticks, type_)} |")

    budget = next((v for k, v in p50.items() if k.startswith("Frame budget")), None)
    print()
    if budget:
        ns = budget["Time(wallclock)"] / 1_000
        visible = budget.get("Visibleitemsperpass", 0)
        print(f"30-item window (Cover Flow, `visibleItems` 30, 1 000 000 items): {fmt_time(ns)} per pass, "
              f"{fmt_time(ns / visible)} per item, {fmt_count(FRAME_BUDGET_NS / ns)}× under the "
              f"8.3 ms frame of a 120 Hz display.")
        print()
    print(f"Worst time per visible item: {fmt_time(worst_item)} (target < 1 µs). "
          f"Most mallocs per pass: {worst_mallocs:g} (target 0). "
          f"Smallest speed-up over the naive layout at 1 000 000 items: {fmt_count(worst_ratio)}× "
          f"(target ≥ 1 000×).")
    ten_million_naive = [(k, v) for k, v in naive.items() if k[1] == 10_000_000]
    for k, v in ten_million_naive:
        fast = layout.get(k)
        if fast:
            print(f"Naive {k[0]} at 10 000 000 items: {fmt_time(v['ns'])} per frame "
                  f"({fmt_count(v['ns'] / fast['ns'])}× the layout pass).")


    scroll = {}
    for name, metrics in p50.items():
        m = SCROLL.match(name)
        if m:
            scale = scroll_scale(m.group(1))
            scroll[(m.group(1), int(m.group(2)), m.group(3))] = (
                metrics["Time(wallclock)"] / scale, metrics.get("Malloc(total)", float("nan")) / scale)
    if scroll:
        counts = sorted({k[1] for k in scroll})
        print()
        print("Scroll model (Cover Flow from the middle of the carousel; slowest of wrapped/unwrapped):")
        print()
        print("| Work | " + " | ".join(f"{fmt_count(c)} items" for c in counts) + " | Mallocs |")
        print("|---|" + "--:|" * len(counts) + "--:|")
        for kind, label in SCROLL_ROWS:
            cells = []
            for c in counts:
                times = [v[0] for k, v in scroll.items() if k[0] == kind and k[1] == c]
                cells.append(fmt_time(max(times)) if times else "–")
            mallocs = max((v[1] for k, v in scroll.items() if k[0] == kind), default=float("nan"))
            print(f"| {label} | " + " | ".join(cells) + f" | {mallocs:g} |")

    interaction = {}
    for name, metrics in p50.items():
        m = INTERACTION.match(name)
        if m:
            interaction[(m.group(1), m.group(2), int(m.group(3)))] = (
                metrics["Time(wallclock)"] / INTERACTION_FRAMES, metrics.get("Malloc(total)", float("nan")))
    if interaction:
        counts = sorted({k[2] for k in interaction})
        rows = sorted({k[:2] for k in interaction},
                      key=lambda k: (k[0] != "release", TYPE_ORDER.index(k[1]) if k[1] in TYPE_ORDER else 99))
        print()
        print("Interaction engine, `handle(.frame, at:into:)` with a reused output, from the middle of the carousel "
              "(per frame, median of 60-frame runs):")
        print()
        print("| Motion | Type | " + " | ".join(f"{fmt_count(c)} items" for c in counts) + " | Mallocs / 60 frames |")
        print("|---|---|" + "--:|" * len(counts) + "--:|")
        for motion, type_ in rows:
            cells = [fmt_time(interaction[(motion, type_, c)][0]) if (motion, type_, c) in interaction else "–"
                     for c in counts]
            mallocs = max(v[1] for k, v in interaction.items() if k[:2] == (motion, type_))
            print(f"| {INTERACTION_LABELS[motion]} | {type_} | " + " | ".join(cells) + f" | {mallocs:g} |")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
