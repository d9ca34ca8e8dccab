"""hitlab.time_of_impact and scenes in motion (format version 4) against the C++ core and the CLI.

Run with PYTHONPATH=<build>/python and HITLAB_CLI=<build>/bin/hitlab-cli (tests/CMakeLists.txt sets both).
"""
import json
import math
import os
import pathlib
import subprocess

import pytest

import hitlab

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = os.environ.get("HITLAB_CLI", str(ROOT / "build/release/bin/hitlab-cli"))
MOTION_SCENE = ROOT / "scenes/motion-tunnelling.json"


def test_a_bullet_tunnels_through_a_thin_wall():
    r = hitlab.time_of_impact(hitlab.Point((-1, 0)), (3, 0), hitlab.Rect((0, -1), (0.1, 1)))
    assert r.case == hitlab.Impact.ENTERING and r.case == "entering"
    assert r.t == 1 / 3
    assert r.points == ((0.0, 0.0),)
    assert r.normal == (1.0, 0.0)
    assert r.tunnels and r.relation_at_end == hitlab.Relation.DISJOINT


def test_the_relation_at_any_time_of_the_step():
    bullet, wall = hitlab.Point((-1, 0)), hitlab.Rect((0, -1), (0.1, 1))
    # a third as a double is a hair before the exact third: still apart; touching at 1.1/3 exactly is not a
    # double either
    assert hitlab.relation_at_time(bullet, (3, 0), wall, (0, 0), 1 / 3) == hitlab.Relation.DISJOINT
    assert hitlab.relation_at_time(bullet, (3, 0), wall, (0, 0), 0.34) == hitlab.Relation.OVERLAPPING
    assert hitlab.relation_at_time(bullet, (3, 0), wall, (0, 0), 0.5) == hitlab.Relation.DISJOINT
    assert hitlab.relation_at_time(bullet, (2, 0), wall, (0, 0), 0.5) == hitlab.Relation.TOUCHING
    with pytest.raises(ValueError):
        hitlab.relation_at_time(bullet, (3, 0), wall, (0, 0), math.nan)


def test_explain_goes_on_to_the_time_of_impact_as_the_cli_does():
    scene = json.loads(MOTION_SCENE.read_text())
    shapes = {s["id"]: s for s in scene["shapes"]}
    bullet, wall = hitlab.Point(tuple(shapes["bullet"]["p"])), hitlab.Rect((0, -1), (0.1, 1.2))
    e = hitlab.explain(bullet, wall, names=("bullet", "wall"), va=tuple(shapes["bullet"]["motion"]))
    cli = json.loads(subprocess.run([CLI, "explain", str(MOTION_SCENE), "bullet", "wall", "--json"],
                                    capture_output=True, text=True, check=True).stdout)
    assert e.to_dict() == cli
    assert e.motion_family == "toi-axes" and e.steps[-1].kind == "toi.result.tunnels"
    assert e.steps[-1].values["t"] == 0.5
    still = hitlab.explain(bullet, wall)
    assert still.motion_family == "" and "motion_family" not in still.to_dict()
    assert all(not s.kind.startswith("toi.") for s in still.steps)


def test_a_time_that_is_a_root_is_rounded_once_and_grazing_is_told_apart():
    # |t (1, 1) - (0.8, 0.8)| = 1 at t = 0.8 - 1 / sqrt(2): the float formula is off by an ulp or not, the
    # answer is the exact value's nearest double (checked against a 60-digit evaluation).
    r = hitlab.time_of_impact(hitlab.Circle((0, 0), 0.5), (1, 1), hitlab.Circle((0.8, 0.8), 0.5))
    from decimal import Decimal, getcontext
    getcontext().prec = 60
    exact = Decimal(0.8) - Decimal(1) / Decimal(2).sqrt()
    assert r.t == float(exact)
    assert abs(r.t - float(exact)) <= math.ulp(r.t) / 2
    passing = hitlab.time_of_impact(hitlab.Circle((-5, 2), 1), (10, 0), hitlab.Circle((0, 0), 1))
    assert passing.case == hitlab.Impact.GRAZING and passing.t == 0.5 and passing.points == ((0.0, 1.0),)


def test_both_moving_standing_still_and_bad_input():
    r = hitlab.time_of_impact(hitlab.Circle((-5, 0), 1), (6, 0), hitlab.Circle((0, 0), 1), (-4, 0))
    assert r.t == 0.3 and r.points == ((-2.2, 0.0),)
    still = hitlab.time_of_impact(hitlab.Circle((0, 0), 1), (0, 0), hitlab.Circle((5, 0), 1))
    assert still.case == hitlab.Impact.NONE and still.t is None and still.to_dict() is None
    with pytest.raises(ValueError, match="va"):
        hitlab.time_of_impact(hitlab.Point((0, 0)), (math.nan, 0), hitlab.Point((1, 0)))
    with pytest.raises(ValueError):
        hitlab.time_of_impact(hitlab.Polygon([(0, 0), (1, 0), (2, 0)]), (1, 0), hitlab.Point((1, 0)))


def test_scenes_keep_motions_and_expected_times_of_impact():
    scene = hitlab.load(MOTION_SCENE)
    assert scene.shapes[0].motion == (6.0, 0.0) and scene.shapes[1].motion == (0.0, 0.0)
    assert all(c.passed for c in scene.check(exact=True))
    again = hitlab.Scene.from_json(scene.to_json())
    assert again == scene
    toi = next(e.toi for e in scene.expect if (e.a, e.b) == ("bullet", "wall"))
    assert toi == hitlab.ToiExpectation(hitlab.Impact.ENTERING, 0.5, ((0.0, 0.5),), (1.0, 0.0), True,
                                        hitlab.Relation.DISJOINT)
    # The bullet slowed down: it stops in the wall; check names each field that differs.
    slow = hitlab.Scene([hitlab.NamedShape(n.id, n.shape, (3.05, 0.0) if n.id == "bullet" else n.motion)
                         for n in scene.shapes], scene.name, scene.view, scene.expect)
    wrong = next(c for c in slow.check() if (c.a, c.b) == ("bullet", "wall")).wrong
    assert [w.split(":")[0] for w in wrong] == ["toi.t", "toi.tunnels", "toi.relation_at_end"]


def test_an_exported_expectation_holds_exactly_and_reads_as_the_cli_writes_it(tmp_path):
    a, b = hitlab.Capsule((1.5, 3), (3.5, 3), 0.25), hitlab.Rect((1, -1), (4, 0), radius=0.25)
    scene = hitlab.Scene([hitlab.NamedShape("capsule", a, (0.0, -3.0)), hitlab.NamedShape("crate", b)])
    (pair,) = scene.pairs()
    assert pair.toi is not None and pair.toi.case == hitlab.Impact.ENTERING
    scene.expect = [hitlab.Expectation.of(pair, pair.toi)]
    path = tmp_path / "landing.json"
    scene.save(path)
    text = path.read_text()
    assert '"hitlab": 4' in text and '"motion":[0.0,-3.0]' in text
    out = subprocess.run([CLI, "check", "--exact", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    want = json.loads(subprocess.run([CLI, "eval", str(path)], capture_output=True, text=True,
                                     check=True).stdout)["pairs"][0]["toi"]
    assert json.dumps(pair.to_dict()["toi"]) == json.dumps(want)
    none = hitlab.ToiExpectation.of(hitlab.time_of_impact(a, (0, 0), b, (0, 0)))
    assert hitlab.ToiExpectation(hitlab.Impact.NONE) == none
