"""hitlab.hunt: a Python function on trial (ctest python/pytest). The article's own Python, hunted with a fixed
seed, gives the findings the CLI's built-in judge of the same formula gives, file for file; what a function
raises, a call that never returns and Ctrl+C are handled; bad use is a clear error.
"""
import os
import pathlib
import signal
import subprocess
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest

import hitlab

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = os.environ.get("HITLAB_CLI", str(ROOT / "build/release/bin/hitlab-cli"))


# Seed 000's check_intersection, copied unchanged from the article.
def check_intersection(ax, ay, bx, by, cx, cy, dx, dy):
    dax, day = ax - bx, ay - by
    dcx, dcy = cx - dx, cy - dy
    ta = dcx * (ay - cy) + dcy * (cx - ax)
    tb = dcx * (by - cy) + dcy * (cx - bx)
    tc = dax * (cy - ay) + day * (ax - cx)
    td = dax * (dy - ay) + day * (ax - dx)
    return tc * td < 0 and ta * tb < 0


# Seed 000's NumPy expression (np.cross spelt out: NumPy 2 deprecates it on 2-vectors).
def cross(u, v):
    return u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]


def seed_expression(a, b, c, d):
    return (cross(a - b, a - c) * cross(a - b, a - d) < 0) & (cross(c - d, c - a) * cross(c - d, c - b) < 0)


def values(shape):
    return [x for name in shape.__dataclass_fields__ for x in getattr(shape, name)]


# [SECTION] The article's Python


def test_the_articles_check_intersection_fails_as_the_built_in_judge_of_its_formula(tmp_path):
    # (named as the built-in judge, so that the files can be the same byte for byte)
    hunt = hitlab.hunt(check_intersection, "segment-segment", touching="strict", calls=120000, seed=3,
                       name="seed000.check_intersection/double")
    kinds = {f.kind for f in hunt.findings}
    # Its known failures: collinear overlaps are a miss (its products are 0), and rounding takes touching and
    # barely apart pairs for crossings.
    assert {"overlapping-as-miss", "touching-as-hit", "apart-as-hit"} <= kinds
    assert hunt.calls == 120000
    # The worst cause first: crossings at a tiny scale missed by a good part of their size (the product of its
    # two cross products underflows to 0), its worst pair beside the simplest.
    worst = hunt.findings[0]
    assert (worst.kind, worst.situation, worst.scale) == ("overlapping-as-miss", "general", "tiny")
    assert worst.relative_error > 0.01 and worst.severity.endswith("% of their size")
    assert len({(f.kind, f.situation, f.scale) for f in hunt.findings}) == len(hunt.findings)
    for f in hunt.findings:
        assert hitlab.classify(f.a, f.b) == f.exact  # the shrunk pair is still a counterexample ...
        said = check_intersection(*values(f.a), *values(f.b))
        assert f.answer == ("meet" if said else "miss")  # ... on which the function says what the finding says
        assert (said and f.exact == "touching") == (f.kind == "touching-as-hit")
        assert f.message.id == "assess.relation" and f.why == "exactly {}, it says {}".format(*f.message.args)
    # hitlab-cli hunt of the built-in judge of the same formula in double, same seed and calls: the same files.
    cli_dir, py_dir = tmp_path / "cli", tmp_path / "py"
    found = subprocess.run([CLI, "hunt", "--judge", "seed000.check_intersection/double", "--pairs",
                            "segment-segment", "--calls", "120000", "--seed", "3", "--jobs", "1", "--no-db", "--out",
                            str(cli_dir)],
                           capture_output=True)
    assert found.returncode == 1  # (it found something)
    written = hunt.save(py_dir)
    scenes = sorted(p.name for p in py_dir.glob("*.json"))
    worst = sum(1 for f in hunt.findings if f.worst is not None)
    assert scenes == sorted(p.name for p in cli_dir.glob("*.json")) and len(scenes) == len(hunt.findings) + worst
    for name in scenes:
        assert (py_dir / name).read_text() == (cli_dir / name).read_text(), name
    assert {pathlib.Path(p).name for p in written} >= {"report.html", "junit.xml"}


def test_the_articles_numpy_expression_hunted_vectorised_fails_the_same_ways():
    hunt = hitlab.hunt(seed_expression, "segment-segment", touching="strict", calls=200000, seed=3,
                       vectorized=True)
    assert hunt.calls == 200000
    assert {"overlapping-as-miss", "touching-as-hit", "apart-as-hit"} <= {f.kind for f in hunt.findings}
    for f in hunt.findings:
        rows = [np.array([p]) for p in (f.a.a, f.a.b, f.b.a, f.b.b)]
        assert f.answer == ("meet" if seed_expression(*rows)[0] else "miss")


def test_a_fixed_seed_and_budget_in_calls_give_the_same_findings():
    first, again = (hitlab.hunt(check_intersection, touching="strict", calls=20000, seed=5) for _ in range(2))
    assert [(f.kind, f.a, f.b, f.count) for f in first.findings] == \
        [(f.kind, f.a, f.b, f.count) for f in again.findings]


# [SECTION] How the function is called


def test_shapes_points_and_values_reach_the_function_in_the_pair_types_order():
    seen = {}

    def shapes(circle, segment):
        seen["shapes"] = (type(circle), type(segment))
        return True

    def points(a, b, c):  # point-segment: the point, then the segment's two points
        seen["points"] = (a, b, c)
        return 1

    hitlab.hunt(shapes, "circle-segment", calls=10)
    assert seen["shapes"] == (hitlab.Circle, hitlab.Segment)
    hitlab.hunt(points, "point-segment", calls=10)
    assert all(isinstance(p, tuple) and len(p) == 2 for p in seen["points"])
    hunt = hitlab.hunt(lambda a, b: 3, "rect-rect", calls=100, touching="strict")  # "overlapping", always
    assert {f.kind for f in hunt.findings} >= {"apart-as-hit", "touching-as-overlapping"}


def test_what_the_function_does_not_claim_to_handle_is_kept_apart():
    def no_points(s, t):  # a miss whenever a segment is a point, else right
        return s.a != s.b and t.a != t.b and hitlab.classify(s, t) != hitlab.Relation.DISJOINT

    plain = hitlab.hunt(no_points, calls=20000, args="shapes")
    assert any(f.situation == "degenerate" and not f.out_of_scope for f in plain.findings)
    scoped = hitlab.hunt(no_points, calls=20000, args="shapes", degenerate="skip")
    assert scoped.findings and all(f.out_of_scope and f.situation == "degenerate" for f in scoped.findings)
    with pytest.raises(ValueError, match="degenerate=maybe"):
        hitlab.hunt(no_points, calls=10, degenerate="maybe")
    with pytest.raises(ValueError, match="range"):
        hitlab.hunt(no_points, calls=10, range=-1)


def test_a_database_of_findings_is_asked_first(tmp_path):
    def misses_touching(a, b):
        return hitlab.classify(a, b) == hitlab.Relation.OVERLAPPING

    first = hitlab.hunt(misses_touching, "circle-circle", calls=3000, args="shapes", db=tmp_path)
    assert first.findings and first.replayed == ()
    again = hitlab.hunt(misses_touching, "circle-circle", calls=1, seed=5, args="shapes", db=tmp_path)
    assert again.replayed and all(still for _, still in again.replayed)
    assert again.findings[0].generator == "database"
    fixed = hitlab.hunt(lambda a, b: hitlab.classify(a, b) != hitlab.Relation.DISJOINT, "circle-circle", calls=1,
                        args="shapes", db=tmp_path)
    assert fixed.replayed and not any(still for _, still in fixed.replayed) and not fixed.findings


def test_an_answer_out_of_the_c_interfaces_range_is_named_as_it_was_given():
    for vectorized in (False, True):
        hunt = hitlab.hunt(lambda a, b: np.full(len(a), 7) if vectorized else 7, calls=50,
                           vectorized=vectorized, args="shapes")
        assert {f.why for f in hunt.findings} == {"answer 7 (not 0 to 3)"}
        # (the same by id and arguments, for a message in another language)
        assert {f.message for f in hunt.findings} == {hitlab.Message("assess.answer-out-of-range", ("7",))}
        assert sum(f.count for f in hunt.findings) == 50


def test_a_function_that_takes_another_number_of_arguments_is_told_what_hitlab_calls_with():
    with pytest.raises(TypeError, match="2 shapes, 4 points or 8 values"):
        hitlab.hunt(lambda a, b, c: True, "segment-segment", calls=10)


# [SECTION] What the function does wrong besides answering wrong


def test_an_exception_is_a_crash_finding_with_its_message():
    def parametric(s, t):  # divides by the cross product of the directions: parallel segments raise
        (ax, ay), (bx, by) = s.a, s.b
        (cx, cy), (dx, dy) = t.a, t.b
        den = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx)
        u = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / den
        v = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / den
        return 0 <= u <= 1 and 0 <= v <= 1

    hunt = hitlab.hunt(parametric, calls=5000, seed=1)
    crash = [f for f in hunt.findings if f.kind == "crash"][0]
    assert crash.answer == "crash" and crash.why == "ZeroDivisionError: float division by zero"
    assert crash.message == hitlab.Message("assess.judges-words", ("ZeroDivisionError: float division by zero",))
    with pytest.raises(ZeroDivisionError):
        parametric(crash.a, crash.b)


def test_a_vectorised_function_that_raises_on_some_rows_has_those_rows_found():
    def picky(a, b):
        if (a[:, 0] == 0).any():
            raise RuntimeError("a zero")
        return (a[:, 0] < b[:, 0]) | True

    hunt = hitlab.hunt(picky, calls=50000, vectorized=True, args="shapes")
    crash = [f for f in hunt.findings if f.kind == "crash"][0]
    assert crash.why == "RuntimeError: a zero" and crash.a.a[0] == 0


def test_a_call_that_never_returns_is_interrupted_and_found_as_a_hang():
    state = {"hung": 0}

    def hangs_once(p, c):
        if state["hung"] == 0 and p.p[0] != 0:
            state["hung"] = 1
            while True:
                pass
        return hitlab.classify(p, c) != hitlab.Relation.DISJOINT

    hunt = hitlab.hunt(hangs_once, "point-circle", calls=2000, call_limit=0.2)
    # (it hung once: judged again from its own scene file, it answers, so the finding is dropped and named)
    assert not [f for f in hunt.findings if f.kind == "hang"]
    assert hunt.not_reproduced == ("point-circle-hang",)
    assert hunt.calls == 2000

    def hangs_at_zero(p, c):
        while p.p == (0.0, 0.0):
            pass
        # (right elsewhere: no other finding, whose shrinking would try the origin, each try a hang of 0.2 s)
        return hitlab.classify(p, c) != hitlab.Relation.DISJOINT

    hunt = hitlab.hunt(hangs_at_zero, "point-circle", calls=300, call_limit=0.2)
    hang = [f for f in hunt.findings if f.kind == "hang"][0]
    assert "still running after 0.2 s" in hang.why and hang.a.p == (0.0, 0.0)
    assert hunt.not_reproduced == ()


def test_ctrl_c_stops_the_hunt_and_is_raised():
    calls = {"n": 0}

    def interrupted(a, b):
        calls["n"] += 1
        if calls["n"] == 100:
            os.kill(os.getpid(), signal.SIGINT)
        return True

    # (Python's own handler, whatever this process inherited: ctest starts tests with SIGINT ignored)
    inherited = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            hitlab.hunt(interrupted, budget=60)
    finally:
        signal.signal(signal.SIGINT, inherited)
    assert calls["n"] < 100000


# [SECTION] Bad use


def test_bad_use_is_a_clear_error():
    with pytest.raises(ValueError, match="pair type"):
        hitlab.hunt(check_intersection, "segment-triangle", calls=10)
    with pytest.raises(ValueError, match="touching"):
        hitlab.hunt(check_intersection, touching="sometimes", calls=10)
    with pytest.raises(ValueError, match="polygons have any number of vertices"):
        hitlab.hunt(lambda a, b: a, "polygon-polygon", vectorized=True, calls=10)
    with pytest.raises(ValueError, match="answered 3 values for"):
        hitlab.hunt(lambda a, b: np.zeros(3), vectorized=True, args="shapes", calls=1000)
    with pytest.raises(ValueError, match="not made of points"):
        hitlab.hunt(lambda a, b, c, d: True, "circle-circle", args="points", calls=10)


# [SECTION] Files and pictures


def test_findings_save_as_scenes_the_cli_holds_and_draw_themselves(tmp_path):
    hunt = hitlab.hunt(check_intersection, touching="strict", calls=20000, seed=3)
    finding = hunt.findings[0]
    files = finding.save(tmp_path)
    scenes = [f for f in files if f.endswith(".json")]
    assert len(scenes) == (2 if finding.worst is not None else 1)  # (its simplest and its worst example)
    # The regression scenes hold the exact answer: hitlab-cli check --exact passes on them.
    subprocess.run([CLI, "check", "--exact", *scenes], check=True, capture_output=True)
    svg = finding._repr_svg_()
    assert ElementTree.fromstring(svg).tag.endswith("svg")
    html = hunt._repr_html_()
    assert html.count("<svg") == len(hunt.findings) and finding.description in html
    assert str(hunt).startswith("hunt check_intersection (segment-segment, touching=strict): 20,000 pairs")


# [SECTION] Rounded shapes


def test_a_rounded_box_test_is_hunted_on_rounded_boxes():
    # A game's circle-versus-rounded-box test over NumPy rows (the box's radius its fifth value), strict.
    def circle_box(c, r):
        dx = c[:, 0] - np.clip(c[:, 0], r[:, 0], r[:, 2])
        dy = c[:, 1] - np.clip(c[:, 1], r[:, 1], r[:, 3])
        return dx * dx + dy * dy < (c[:, 2] + r[:, 4]) ** 2

    hunt = hitlab.hunt(circle_box, "circle-rect", vectorized=True, args="shapes", touching="strict", rounded=True,
                       calls=20000)
    assert any(f.b.radius > 0 for f in hunt.findings), [f.description for f in hunt.findings]
    for f in hunt.findings:  # (each holds exactly as found: the exact relation of the shapes as given)
        assert hitlab.classify(f.a, f.b) == f.exact
    seen = []

    def by_values(cx, cy, cr, x0, y0, x1, y1, r):
        seen.append(r)
        return True

    hitlab.hunt(by_values, "circle-rect", rounded=True, calls=300)
    assert any(r > 0 for r in seen) and any(r == 0 for r in seen)
    seen.clear()
    with pytest.raises(TypeError, match="or 7 values"):
        hitlab.hunt(by_values, "circle-rect", calls=10)  # (without rounded=True a rect is 4 values)
    with pytest.raises(ValueError, match="no rect or polygon"):
        hitlab.hunt(by_values, "circle-circle", rounded=True, calls=10)
