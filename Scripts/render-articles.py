#!/usr/bin/env python3
"""Renders the DocC catalog's articles as plain Markdown pages under Docs/Articles/, so they read
with their pictures and links on the repository page, where DocC's own syntax does not work:

- a picture named by its file (`![…](linear.svg)`, found in the catalog's Resources as DocC finds
  it) gets a path relative to the page;
- `<doc:Article>` and `<doc:Article#Heading>` become `[Article's title](Article.md#heading)`;
- a symbol link becomes the Swift a reader types, as code: an instance property as a value's
  member (``` ``CarouselOptions/spacing`` ``` is `options.spacing`), anything else with dots
  (``` ``CarouselType/linear`` ``` is `CarouselType.linear`, ``` ``CarouselModel/placements(at:toggle:)`` ```
  is `CarouselModel.placements(at:toggle:)`); the package has no public reference URL to link to;
- the module's landing page (titled ``` ``CarouselCore`` ```) gets a plain title, and its Topics
  section, a list of every article, is called Contents;
- one line under the title says the page is generated, and from which article.

The DocC articles stay the source: edit them, then run this script. `--check` rewrites nothing
and exits 1 (naming each page) when a generated page differs from what the articles give, so CI
keeps the two in step.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "CarouselCore" / "CarouselCore.docc"
OUT = ROOT / "Docs" / "Articles"
DOC = re.compile(r"<doc:([A-Za-z0-9_-]+)(?:#([^>]+))?>")
IMAGE = re.compile(r"(!\[[^\]]*\]\()([^)\s/]+\.(?:svg|png|jpg|jpeg|gif))(\))")
FENCE = re.compile(r"^```")
SYMBOL = re.compile(r"``([^`]+)``")
# The value a reader holds an instance of each type in, as the articles name it (`layout.options`
# is an `options` value): an instance property of these types is written as that value's member.
VALUE_NAMES = {
    "CarouselOptions": "options",
    "LayoutSettings": "settings",
    "ScrollSettings": "scrollSettings",
    "InteractionSettings": "interactionSettings",
    "CarouselConfiguration": "configuration",
    "CarouselModel": "model",
    "ItemPlacement": "placement",
    "InteractionEngine": "engine",
    "InteractionOutput": "output",
    "RelativeOptions": "relative",
}


def is_instance_property(type_name, member):
    """Whether the core declares `member` as an instance property (`var` or `let`, not `static`) in
    a file that declares or extends `type_name`."""
    declares = re.compile(rf"\b(?:struct|enum|class|extension) {type_name}\b")
    property = re.compile(rf"^\s*(?:@[\w()]+ )*(?:public |package )?(?:private\(set\) )?(?:var|let) {member}\b", re.M)
    for source in (ROOT / "Sources" / "CarouselCore").rglob("*.swift"):
        text = source.read_text()
        if declares.search(text) and property.search(text):
            return True
    return False


def swift_spelling(path):
    """The Swift a reader types for a DocC symbol path."""
    parts = [re.sub(r"-[0-9a-z.]+$", "", part) for part in path.strip("/").split("/")]
    if parts[0] == "CarouselCore" and len(parts) > 1:
        parts = parts[1:]
    if len(parts) == 2 and parts[0] in VALUE_NAMES:
        member = parts[1]
        name = member.split("(")[0]
        if "(" not in member and is_instance_property(parts[0], name):
            return f"{VALUE_NAMES[parts[0]]}.{member}"
    return ".".join(parts)


def title(article):
    for line in article.read_text().splitlines():
        if line.startswith("# "):
            return line[2:].strip().replace("``", "")
    return article.stem


def anchor(heading):
    """GitHub's anchor for a heading (DocC fragments name the heading's text, dashed)."""
    text = heading.replace("-", " ").lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def render(article, titles):
    resources = CATALOG / "Resources"
    lines = article.read_text().splitlines()
    out = []
    in_code = False
    for line in lines:
        if FENCE.match(line.strip()):
            in_code = not in_code
            out.append(line)
            continue
        if not in_code:
            def doc_link(m):
                name, fragment = m.group(1), m.group(2)
                if name not in titles:
                    raise SystemExit(f"{article.name}: <doc:{name}> names no article")
                return f"[{titles[name]}]({name}.md" + (f"#{anchor(fragment)}" if fragment else "") + ")"

            def image(m):
                found = list(resources.rglob(m.group(2)))
                if not found:
                    raise SystemExit(f"{article.name}: picture {m.group(2)} is not in {resources.relative_to(ROOT)}")
                relative = Path("../..") / found[0].relative_to(ROOT)
                return m.group(1) + relative.as_posix() + m.group(3)

            line = DOC.sub(doc_link, line)
            line = IMAGE.sub(image, line)
            line = SYMBOL.sub(lambda m: f"`{swift_spelling(m.group(1))}`", line)
            if line.startswith("# `") and line.endswith("`"):
                line = f"# The {line[3:-1]} module"
            if line == "## Topics":
                line = "## Contents"
        out.append(line)
    source = article.relative_to(ROOT).as_posix()
    note = [f"> Generated from the DocC article `{source}` by `Scripts/render-articles.py`: edit that, not this page.", ""]
    first = next((i for i, line in enumerate(out) if line.startswith("# ")), -1)
    out[first + 1:first + 1] = [""] + note if first >= 0 else note
    return "\n".join(out).replace("\n\n\n", "\n\n") + "\n"


def main(argv):
    check = "--check" in argv
    articles = sorted(CATALOG.glob("*.md"))
    titles = {a.stem: title(a) for a in articles}
    expected = {OUT / a.name: render(a, titles) for a in articles}
    if check:
        stale = [p for p, text in expected.items() if not p.exists() or p.read_text() != text]
        extra = [p for p in OUT.glob("*.md") if p not in expected] if OUT.exists() else []
        for p in stale + extra:
            print(f"{p.relative_to(ROOT)}: out of date with the DocC articles (run Scripts/render-articles.py)")
        if stale or extra:
            return 1
        print(f"render-articles: {len(expected)} pages in Docs/Articles match the DocC articles")
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for p in OUT.glob("*.md"):
        if p not in expected:
            p.unlink()
    for p, text in expected.items():
        p.write_text(text)
    print(f"render-articles: wrote {len(expected)} pages to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
