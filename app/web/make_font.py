#!/usr/bin/python3
"""The web build's Japanese font: a subset of Noto Sans CJK JP (Debian's fonts-noto-cjk, SIL OFL 1.1), made
with pyftsubset (fonttools) at build time, and checked.

    make_font.py FONT_TTC TEXT_FILE RANGES_FILE OUT

TEXT_FILE holds every Japanese text the app shows (hitlab-japanese-text); RANGES_FILE Dear ImGui's Japanese
glyph ranges (hitlab-japanese-text --ranges), the kana and common kanji the desktop merges too. The subset
covers both, plus ASCII and the symbols in the texts. The build fails, naming the characters, when a text
uses one the subset has no glyph for (the font lacks it): the page would show it as '?'.
(Debian's python3, which has fontTools; the IPA fonts the desktop prefers restrict derived fonts, so the web
build does not subset them.)
"""
import subprocess
import sys

from fontTools.ttLib import TTFont


def main():
    font, text_file, ranges_file, out = sys.argv[1:5]
    subprocess.run(
        ["pyftsubset", font, "--font-number=0",  # Noto Sans CJK JP, the collection's first font
         f"--text-file={text_file}", f"--unicodes-file={ranges_file}", "--unicodes=U+0020-007E",
         "--no-hinting", f"--output-file={out}"],
        check=True)
    covered = set(TTFont(out).getBestCmap())
    with open(text_file, encoding="utf-8") as f:
        text = f.read()
    missing = sorted({c for c in text if ord(c) >= 0x80 and ord(c) not in covered})
    if missing:
        listed = " ".join(f"{c} (U+{ord(c):04X})" for c in missing)
        sys.exit(f"make_font.py: {out}: no glyph for {len(missing)} characters the Japanese texts use: {listed}")
    print(f"make_font.py: {out}: {len(covered)} characters, every one of the texts' {len(set(text))} covered")


if __name__ == "__main__":
    main()
