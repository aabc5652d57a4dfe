#!/usr/bin/env python3
"""Every relative link and image of README.md, docs/*.md and python/README.md must resolve: the
file exists, and a #anchor names a heading of the target page (GitHub's slugs). Links inside
code blocks and inline code are not links. Web links are not fetched. Usage:
    scripts/check_doc_links.py [FILE.md ...]     (from the top of the checkout)"""
import re
import sys
from pathlib import Path

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")


def prose(text):
    """The text outside fenced code blocks and inline code."""
    out, fenced = [], False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append("")
            continue
        out.append("" if fenced else re.sub(r"`[^`]*`", "``", line))
    return "\n".join(out)


def heading_slugs(path):
    # inline code in a heading keeps its text in GitHub's anchor: strip only the backticks
    seen, result, fenced = {}, set(), False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        m = None if fenced else re.match(r"#{1,6}\s+(.*?)\s*$", line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        result.add(slug if n == 0 else f"{slug}-{n}")
    return result


def main(files):
    root = Path.cwd()
    if not files:
        files = ["README.md", "CHANGELOG.md", *sorted(str(p) for p in Path("docs").glob("*.md")), "python/README.md"]
    bad, checked = [], 0
    for name in files:
        page = Path(name)
        for lineno, line in enumerate(prose(page.read_text(encoding="utf-8")).split("\n"), start=1):
            for target in LINK.findall(line):
                if re.match(r"[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
                    continue
                checked += 1
                path_part, _, anchor = target.partition("#")
                dest = (page.parent / path_part).resolve() if path_part else page.resolve()
                where = f"{name}:{lineno}: {target}"
                if not dest.exists():
                    bad.append(f"{where}: no such file")
                elif root not in dest.parents and dest != root:
                    bad.append(f"{where}: outside the checkout")
                elif anchor and dest.suffix == ".md" and anchor not in heading_slugs(dest):
                    bad.append(f"{where}: no heading with anchor #{anchor} in {dest.relative_to(root)}")
    for line in bad:
        print(line)
    print(f"doc links: {checked} relative links in {len(files)} pages, {len(bad)} broken")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
