#!/usr/bin/env python3
"""Check every relative link in the project's Markdown: README.md, CHANGELOG.md, Docs/, ExampleApp/,
Benchmarks/README.md and the DocC catalogs' articles.

A link `[text](target)` or image `![alt](target)`, or an HTML `<a href="target">` or
`<img src="target">` (a README's gallery sizes its pictures with `<img width>`), whose target is not a URL (no scheme) must name a
file or folder that exists, relative to the page; a `#fragment` on a Markdown page (or alone, for
the page itself) must name one of that page's headings as GitHub makes anchors of them (lower
case, punctuation dropped, spaces as hyphens, `-1`, `-2` … for repeats). In a DocC catalog a bare
file name also resolves against the catalog's `Resources`, as DocC resolves images. Links inside
fenced code blocks and inline code are not links.

Pages a reader reaches from the README on the repository page (README.md, and every Markdown page
it links to, transitively) must also read there as plain Markdown, where DocC's syntax does not
work: no `<doc:…>` link (it vanishes on GitHub; link a page under Docs/Articles instead, which
Scripts/render-articles.py makes from the DocC articles), and every picture found relative to the
page itself (not through a catalog's Resources).
The README's gallery (its `<img>` pictures) must read at a glance: every picture shown at one
width, every SVG of one aspect ratio (so the table's rows are of equal height), none with a caption
band (a few pixels of grey text at gallery size; carousel-preview --no-caption leaves it out).
Exit codes: 0 clean, 1 a link points to nothing (each printed as `page:line: target: why`).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
HTML = re.compile(r"<(a|img)\b[^>]*?\b(href|src)=\"([^\"]*)\"", re.I)


def links(line):
    """The line's links as (target, is_picture): Markdown links and images, HTML anchors and images."""
    for match in LINK.finditer(line):
        yield match.group(1), match.group(0).startswith("!")
    for match in HTML.finditer(line):
        yield match.group(3), match.group(1).lower() == "img"


def pages():
    for name in ("README.md", "CHANGELOG.md", "Benchmarks/README.md"):
        if (ROOT / name).exists():
            yield ROOT / name
    for pattern in ("Docs/**/*.md", "ExampleApp/**/*.md", "Sources/*/*.docc/**/*.md"):
        yield from sorted(ROOT.glob(pattern))


def without_code(text):
    """The text with fenced blocks and inline code blanked, line numbers kept."""
    text = re.sub(r"^```.*?^```", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", lambda m: " " * len(m.group(0)), text)


def anchors(page):
    """GitHub's anchors for a Markdown page's headings."""
    found, seen = set(), {}
    for line in without_code(page.read_text()).splitlines():
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1))
        slug = re.sub(r"[^\w\- ]", "", heading.replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    # Headings keep their inline code's text in the anchor: add those spellings too.
    for line in page.read_text().splitlines():
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if match:
            found.add(re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-"))
    return found


def catalog_of(page):
    for parent in page.parents:
        if parent.suffix == ".docc":
            return parent
    return None


def problems(page):
    text = without_code(page.read_text())
    for number, line in enumerate(text.splitlines(), 1):
        for target, _ in links(line):
            if SCHEME.match(target) or target.startswith("<"):
                continue
            path, _, fragment = target.partition("#")
            if path:
                resolved = (page.parent / path).resolve()
                catalog = catalog_of(page)
                if not resolved.exists() and catalog and "/" not in path:
                    hits = list(catalog.rglob(path))
                    resolved = hits[0] if hits else resolved
                if not resolved.exists():
                    yield number, target, "no such file"
                    continue
            else:
                resolved = page
            if fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                yield number, target, f"no heading makes #{fragment} in {resolved.relative_to(ROOT)}"


def reachable_from_readme():
    """README.md and every Markdown page reached from it through relative links."""
    start = ROOT / "README.md"
    seen, queue = {start}, [start]
    while queue:
        page = queue.pop()
        for line in without_code(page.read_text()).splitlines():
            for target, is_picture in links(line):
                if SCHEME.match(target) or target.startswith("<") or is_picture:
                    continue
                path = target.partition("#")[0]
                resolved = (page.parent / path).resolve() if path else page
                if resolved.suffix == ".md" and resolved.exists() and resolved not in seen:
                    seen.add(resolved)
                    queue.append(resolved)
    return sorted(seen)


def rendered_problems(page):
    """What breaks when GitHub renders the page: `<doc:>` links and pictures DocC alone finds."""
    text = without_code(page.read_text())
    for number, line in enumerate(text.splitlines(), 1):
        for match in re.finditer(r"<doc:[^>]*>", line):
            yield number, match.group(0), "a DocC link, which vanishes on the repository page (link Docs/Articles/…)"
        for target, is_picture in links(line):
            if not is_picture or SCHEME.match(target):
                continue
            if not (page.parent / target.partition("#")[0]).resolve().exists():
                yield number, target, "a picture the repository page cannot find (DocC finds it in Resources; GitHub does not)"


def gallery_problems(page):
    """The README gallery's pictures: one width, one SVG aspect ratio, no caption band."""
    shapes = {}
    for number, line in enumerate(without_code(page.read_text()).splitlines(), 1):
        for tag in re.findall(r"<img\b[^>]*>", line, flags=re.I):
            src = re.search(r'\bsrc="([^"]*)"', tag)
            width = re.search(r'\bwidth="([^"]*)"', tag)
            if not src or SCHEME.match(src.group(1)):
                continue
            picture = (page.parent / src.group(1)).resolve()
            if picture.suffix != ".svg" or not picture.exists():
                continue
            svg = picture.read_text()
            box = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
            ratio = round(float(box.group(1)) / float(box.group(2)), 3) if box else None
            shapes.setdefault((width.group(1) if width else None, ratio), []).append((number, src.group(1)))
            if 'class="caption-band"' in svg:
                yield number, src.group(1), "a gallery picture with a caption band (render it with --no-caption)"
    if len(shapes) > 1:
        common = max(shapes, key=lambda k: len(shapes[k]))
        for key, found in shapes.items():
            if key != common:
                for number, src in found:
                    yield number, src, (f"shown at width {key[0]} with aspect {key[1]}, unlike the gallery's"
                                        f" width {common[0]} and aspect {common[1]}: its row would differ in height")


def main():
    failures = 0
    checked = 0
    for page in pages():
        checked += 1
        for number, target, why in problems(page):
            failures += 1
            print(f"{page.relative_to(ROOT)}:{number}: {target}: {why}")
    reached = reachable_from_readme()
    for page in reached:
        for number, target, why in rendered_problems(page):
            failures += 1
            print(f"{page.relative_to(ROOT)}:{number}: {target}: {why}")
    readme = ROOT / "README.md"
    for number, target, why in gallery_problems(readme):
        failures += 1
        print(f"README.md:{number}: {target}: {why}")
    if failures:
        print(f"check-links: {failures} problem(s)")
        return 1
    print(f"check-links: every relative link in {checked} pages resolves; the {len(reached)} pages"
          " reached from the README read with their pictures and links on the repository page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
