#!/usr/bin/env python3
"""compare.sh's table: every ratio of hitlab-bench's medians against its target.

    compare_table.py NUMPY_JSON BENCH_JSON                  one run: the table as compare.sh prints it
    compare_table.py NUMPY_JSON TARGET=BENCH_JSON ...        one run per SIMD target: a column per target

Each bench JSON is one hitlab-bench run (Box2D and the seed's float test measured in that same run, so each
target's ratios are within one run); the NumPy seed's figure is one, shared by the columns.
"""
import json
import sys


class Run:
    def __init__(self, path):
        self.bench = {b["run_name"]: b for b in json.load(open(path))["benchmarks"]
                      if b.get("aggregate_name") == "median"}

    def per_call(self, name):  # ns per call: iteration time over the 1024 cases
        b = self.bench[name]
        return b["real_time"] * {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]] / 1024

    def ms(self, name):
        b = self.bench[name]
        return b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1e3}[b["time_unit"]]


PAIRS = [("Poly8 relation", "Poly8/Relation/hitlab", "Poly8/TestOverlap/box2d", 0.5),
         ("Poly8 full", "Poly8/Full/hitlab", "Poly8/Collide/box2d", 1.0),
         ("Poly8 contact", "Poly8/Contact/hitlab", "Poly8/Collide/box2d", 1.0),
         ("Box relation", "Box/Relation/hitlab", "Box/Collide/box2d", 0.5),
         ("Circle relation", "Circle/Relation/hitlab", "Circle/Collide/box2d", 1.0),
         ("SegmentCircle relation", "SegmentCircle/Relation/hitlab", "SegmentCircle/Collide/box2d", 1.0),
         ("Segment relation vs seed float test", "Segment/Relation/hitlab", "Segment/SeedStraddle/naive", 1.5),
         ("Capsule relation", "Capsule/Relation/hitlab", "Capsule/Collide/chipmunk", 1.0),
         ("Capsule full", "Capsule/Full/hitlab", "Capsule/Collide/chipmunk", 2.0),
         ("CapsulePoly8 relation", "CapsulePoly8/Relation/hitlab", "CapsulePoly8/Collide/chipmunk", 1.0),
         ("CapsulePoly8 full", "CapsulePoly8/Full/hitlab", "CapsulePoly8/Collide/chipmunk", 2.0),
         ("RoundedPoly8 relation", "RoundedPoly8/Relation/hitlab", "RoundedPoly8/Collide/chipmunk", 1.0),
         ("RoundedPoly8 full", "RoundedPoly8/Full/hitlab", "RoundedPoly8/Collide/chipmunk", 2.0),
         ("Poly8 time of impact", "Poly8/TimeOfImpact/hitlab", "Poly8/TimeOfImpact/box2d", 1.0),
         ("CirclePoly8 time of impact", "CirclePoly8/TimeOfImpact/hitlab", "CirclePoly8/TimeOfImpact/box2d", 1.0),
         # (the time alone, as b2TimeOfImpact gives it: no contact points, no normal)
         ("Poly8 time of impact, the time alone", "Poly8/TimeOnly/hitlab", "Poly8/TimeOfImpact/box2d", 1.0),
         ("CirclePoly8 time of impact, the time alone", "CirclePoly8/TimeOnly/hitlab",
          "CirclePoly8/TimeOfImpact/box2d", 1.0)]


def rows(run, numpy):
    """(label, detail, value, target, better, unit) for every ratio of one run."""
    out = []
    for fam, ours, peer, target in PAIRS:
        a, b = run.per_call(ours), run.per_call(peer)
        out.append((fam, f"{a:.1f} ns vs {b:.1f} ns", a / b, target, "le", "x"))
    big = run.bench["BatchSegments/Elementwise/1048576/hitlab"]
    small = run.bench["BatchSegments/Elementwise/16384/hitlab"]
    ceiling = run.bench["Memory/StreamRead"]["bytes_per_second"] / 64  # 64 bytes read per pair (8 doubles)
    out.append(("Batch 1M", f"{big['items_per_second']/1e6:.0f} M pairs/s of a {ceiling/1e6:.0f} M/s memory ceiling",
                big["items_per_second"] / ceiling, 0.8, "ge", "x"))
    out.append(("Batch 1M vs NumPy seed", f"NumPy {numpy['items_per_second']/1e6:.1f} M pairs/s",
                big["items_per_second"] / numpy["items_per_second"], 15, "ge", "x"))
    cache = run.bench["Memory/StreamRead/1MiB"]["bytes_per_second"] / 64  # reading the 16k case's 1 MiB alone
    out.append(("Batch 16k (L2) pair tests per second", f"reading its 1 MiB alone allows {cache/1e9:.2f} G/s",
                small["items_per_second"] / 1e9, 2, "ge", " G/s"))
    grid = run.bench["BatchSegments/Elementwise/Grid/16384/hitlab"]["items_per_second"]
    out.append(("Batch 16k on a quarter-integer grid, of its speed on random pairs",
                f"{grid/1e6:.0f} vs {small['items_per_second']/1e6:.0f} M pairs/s",
                grid / small["items_per_second"], 1 / 3, "ge", "x"))
    poly_grid, poly_random = run.per_call("Degenerate/Poly8/Grid/hitlab"), run.per_call("Degenerate/Poly8/Random/hitlab")
    out.append(("Poly8 relation on an integer grid against random 8-gons",
                f"{poly_grid:.1f} ns vs {poly_random:.1f} ns", poly_grid / poly_random, 2, "le", "x"))
    for n in ("10000", "100000"):
        a, b = run.ms(f"AllPairs/{n}/hitlab"), run.ms(f"AllPairs/{n}/box2d")
        out.append((f"AllPairs {n}", f"{a:.1f} ms vs Box2D tree {b:.1f} ms", a / b, 0.25, "le", "x"))
    return out


def met(value, target, better):
    return value <= target if better == "le" else value >= target


def target_text(target, better, unit):
    return ("<= " if better == "le" else ">= ") + f"{target:g}{unit}"


def information(run):
    pc = run.per_call
    half = run.bench["BatchSegments/Elementwise/8192/hitlab"]
    half_read = run.bench["Memory/StreamRead/512KiB"]["bytes_per_second"] / 64
    return [f"Batch 8k (512 KiB, inside this VM's L2): {half['items_per_second']/1e9:.2f} G pair tests/s; "
            f"reading 512 KiB alone allows {half_read/1e9:.2f} G/s",
            # (each half is 512 of the 1024 cases: per pair, twice the time per 1024th)
            f"Poly8 full, its halves: the apart pairs {2 * pc('Poly8/FullApart/hitlab'):.1f} ns a pair, "
            f"the overlapping ones {2 * pc('Poly8/FullOverlapping/hitlab'):.1f} ns",
            f"Poly8 full from plain (unprepared) shapes: {pc('Poly8/FullUnprepared/hitlab'):.1f} ns, "
            f"{pc('Poly8/FullUnprepared/hitlab') / pc('Poly8/Collide/box2d'):.2f}x Box2D's collide",
            f"Circle vs 8-gon full result: {pc('CirclePoly8/Full/hitlab'):.1f} ns, "
            f"{pc('CirclePoly8/Full/hitlab') / pc('CirclePoly8/Collide/box2d'):.1f}x Box2D's collide "
            f"({pc('CirclePoly8/Collide/box2d'):.1f} ns: a contact manifold only)",
            f"16-gon vs 8-gon full result (no Box2D peer: its polygons hold 8 vertices): "
            f"{pc('Poly16x8/Full/hitlab'):.1f} ns",
            *(f"Rays through 100,000 {what}, the first hit of each (k rays/s): " + ", ".join(
                f"{peer} {run.bench[f'{family}/FirstHit/{peer}/iterations:8']['rays_per_second'] / 1e3:.0f}"
                for peer in ("hitlab", "chipmunk", "box2d"))
              for family, what in (("Rays100k", "boxes"), ("RaysMixed100k", "boxes, disks and segments")))]


def degenerate(run):
    """Each degenerate family's relation: ns a pair, the share that touch, the share the rationals decided."""
    out = []
    for k, b in sorted(run.bench.items()):
        if k.startswith("Degenerate/") and k.endswith("/hitlab"):
            out.append(f"{k[len('Degenerate/'):-len('/hitlab')]} {run.per_call(k):.1f} ns "
                       f"(touching {100 * b['touching']:.1f}%, rational {100 * b['exact_fallbacks_per_call']:.2f}%)")
    return "Degenerate families (a pair's relation; HuntMix/Full the full result): " + ", ".join(out)


def fallbacks(run):
    return ", ".join(f"{k} {b['exact_fallbacks_per_call']:g}" for k, b in sorted(run.bench.items())
                     if "exact_fallbacks_per_call" in b and k.endswith("/hitlab"))


def one_run(run, numpy):
    print("| measure | ratio | target | met |\n|---|---|---|---|")
    for label, detail, value, target, better, unit in rows(run, numpy):
        print(f"| {label}: {detail} | {value:.3g}{unit} | {target_text(target, better, unit)} | "
              f"{'yes' if met(value, target, better) else 'NO'} |")
    for line in information(run):
        print("\n" + line)
    print("\n" + degenerate(run))
    print("\nExact fallbacks per call (median run): " + fallbacks(run))


def per_target(runs, numpy):
    names = [name for name, _ in runs]
    tables = [rows(run, numpy) for _, run in runs]
    print("| measure | target | " + " | ".join(names) + " |")
    print("|---|---|" + "---|" * len(names))
    for i, (label, _, _, target, better, unit) in enumerate(tables[0]):
        cells = []
        for table in tables:
            _, detail, value, _, _, _ = table[i]
            cells.append(f"{value:.3g}{unit} {'yes' if met(value, target, better) else '**NO**'} ({detail})")
        print(f"| {label} | {target_text(target, better, unit)} | " + " | ".join(cells) + " |")
    for name, run in runs:
        print(f"\n{name}:")
        for line in information(run):
            print("- " + line)
        print("- " + degenerate(run))
        print("- Exact fallbacks per call (median run): " + fallbacks(run))


def main(argv):
    numpy = json.load(open(argv[1]))
    if len(argv) == 3 and "=" not in argv[2]:
        one_run(Run(argv[2]), numpy)
    else:
        per_target([(a.split("=", 1)[0], Run(a.split("=", 1)[1])) for a in argv[2:]], numpy)


if __name__ == "__main__":
    main(sys.argv)
