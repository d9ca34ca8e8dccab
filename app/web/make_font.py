#!/usr/bin/python3
"""The web build's fonts: subsets of Noto Sans CJK JP (the UI's font) and Noto Sans Mono CJK JP (numbers), from
Debian's fonts-noto-cjk (SIL OFL 1.1), made with pyftsubset (fonttools) at build time, and checked.

    make_font.py FONT_TTC TEXT_FILE RANGES_FILE LATIN_RANGES_FILE UI_OUT MONO_OUT

TEXT_FILE holds every text the app shows in both languages (hitlab-font-text); RANGES_FILE Dear ImGui's
Japanese glyph ranges (hitlab-font-text --ranges), the kana and common kanji the desktop's atlas holds too;
LATIN_RANGES_FILE the Latin, Greek and symbol ranges both fonts hold (--latin-ranges). The UI font covers all
three; the monospace one the Latin ranges (the app draws the texts' other characters beside numbers from the UI
font). The build fails, naming the characters, when a text uses one the UI subset has no glyph for (the font
lacks it): the page would show it as '?'.
"""
import subprocess
import sys

from fontTools.ttLib import TTFont

UI_FACE, MONO_FACE = 0, 5  # Noto Sans CJK JP and Noto Sans Mono CJK JP in the collection


def subset(font, number, out, *options):
    subprocess.run(["pyftsubset", font, f"--font-number={number}", *options, "--no-hinting",
                    "--layout-features=", f"--output-file={out}"], check=True)
    return set(TTFont(out).getBestCmap())


def main():
    font, text_file, ranges_file, latin_file, ui_out, mono_out = sys.argv[1:7]
    for number, family in ((UI_FACE, "Noto Sans CJK JP"), (MONO_FACE, "Noto Sans Mono CJK JP")):
        name = TTFont(font, fontNumber=number)["name"].getDebugName(1)
        if name != family:
            sys.exit(f"make_font.py: {font}: face {number} is '{name}', not '{family}'")
    with open(ranges_file) as f, open(latin_file) as g:
        ranges = ",".join(f.read().split() + g.read().split())
    covered = subset(font, UI_FACE, ui_out, f"--text-file={text_file}", f"--unicodes={ranges}")
    with open(text_file, encoding="utf-8") as f:
        text = f.read()
    missing = sorted({c for c in text if ord(c) >= 0x20 and ord(c) not in covered})
    if missing:
        listed = " ".join(f"{c} (U+{ord(c):04X})" for c in missing)
        sys.exit(f"make_font.py: {ui_out}: no glyph for {len(missing)} characters the texts use: {listed}")
    mono = subset(font, MONO_FACE, mono_out, f"--unicodes-file={latin_file}")
    print(f"make_font.py: {ui_out}: {len(covered)} characters, every one of the texts' {len(set(text))} "
          f"covered; {mono_out}: {len(mono)} characters")


if __name__ == "__main__":
    main()
