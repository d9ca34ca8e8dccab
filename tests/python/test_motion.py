"""hitlab.time_of_impact and scenes in motion (format version 4) against the C++ core and the CLI.

Run with PYTHONPATH=<build>/python and HITLAB_CLI=<build>/bin/hitlab-cli (tests/CMakeLists.txt sets both).
"""
import json
import math
import os
import pathlib
import subprocess

import numpy as np
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
    # the time alone: the same case, time, tunnelling and end, no point, no normal
    alone = hitlab.time_of_impact(hitlab.Point((-1, 0)), (3, 0), hitlab.Rect((0, -1), (0.1, 1)), query="time")
    assert (alone.case, alone.t, alone.tunnels, alone.relation_at_end) == (r.case, r.t, r.tunnels,
                                                                           r.relation_at_end)
    assert alone.points == () and alone.normal is None
    with pytest.raises(ValueError, match="query"):
        hitlab.time_of_impact(hitlab.Point((-1, 0)), (3, 0), hitlab.Rect((0, -1), (0.1, 1)), query="points")


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


# [SECTION] A time of impact of your own, hunted ("toi:" pair types)


def frames(a, va, b, vb):
    """A game's test at each frame: two circles overlap at t = 0 or t = 1, or it sees nothing."""
    def meets(t):
        dx = (a.center[0] + t * va[0]) - (b.center[0] + t * vb[0])
        dy = (a.center[1] + t * va[1]) - (b.center[1] + t * vb[1])
        return dx * dx + dy * dy <= (a.radius + b.radius) ** 2
    return 0.0 if meets(0.0) else 1.0 if meets(1.0) else None


def exact(a, va, b, vb):
    return hitlab.time_of_impact(a, va, b, vb).t


def test_a_time_of_impact_is_hunted_and_its_findings_carry_their_motions(tmp_path):
    hunt = hitlab.hunt(frames, "toi:circle-circle", calls=1500, seed=1)
    kinds = {f.kind for f in hunt.findings}
    assert "contact-missed" in kinds and "time-late" in kinds
    missed = next(f for f in hunt.findings if f.kind == "contact-missed" and f.situation == "tunnelling")
    assert missed.answer == "no contact"
    assert missed.motion is not None
    truth = hitlab.time_of_impact(missed.a, missed.motion[0], missed.b, missed.motion[1])
    assert truth.t is not None and truth.tunnels
    assert frames(missed.a, missed.motion[0], missed.b, missed.motion[1]) is None
    # Its scene holds the motions and the exact time, and the CLI holds it.
    files = missed.save(tmp_path)
    scene = json.loads((tmp_path / f"{missed.file}.json").read_text())
    assert [s.get("motion") for s in scene["shapes"]] == [list(m) for m in missed.motion]
    assert scene["found_by"]["motion"] is True and scene["found_by"]["time"] is None
    assert scene["expect"][0]["toi"]["tunnels"] is True
    subprocess.run([CLI, "check", "--exact", str(tmp_path / f"{missed.file}.json")], check=True,
                   capture_output=True)
    assert any(f.endswith(".svg") for f in files)
    # The exact time itself has nothing to find.
    assert hitlab.hunt(exact, "toi:circle-circle", calls=1500, seed=1).findings == ()


def test_a_pair_type_in_either_order_reaches_the_function_in_that_order():
    seen = []

    def polygon_first(a, va, b, vb):
        seen.append((type(a).__name__, type(b).__name__))
        return hitlab.time_of_impact(a, va, b, vb).t
    assert hitlab.hunt(polygon_first, "toi:polygon-circle", calls=300, seed=2).findings == ()
    assert set(seen) == {("Polygon", "Circle")}

    def late(a, va, b, vb):
        t = hitlab.time_of_impact(a, va, b, vb).t
        return None if t is None else min(1.0, t + 0.25)
    hunt = hitlab.hunt(late, "toi:polygon-circle", calls=600, seed=2)
    assert hunt.findings and all(f.kind in ("time-late", "phantom-contact") for f in hunt.findings)
    f = hunt.findings[0]
    assert isinstance(f.a, hitlab.Polygon) and isinstance(f.b, hitlab.Circle)
    assert f.answer.startswith("contact at t = ")
    assert late(f.a, f.motion[0], f.b, f.motion[1]) == float(f.answer.split("= ")[1])


def test_a_contact_normal_is_held_to_how_far_apart_the_shapes_stand_along_it():
    def with_normal(a, va, b, vb):  # (the exact time and normal)
        r = hitlab.time_of_impact(a, va, b, vb)
        return None if r.t is None else (r.t, r.normal if r.normal is not None else (1.0, 0.0))

    def turned(a, va, b, vb):  # (the normal a quarter turn off)
        r = hitlab.time_of_impact(a, va, b, vb)
        if r.t is None or r.normal is None:
            return r.t
        return r.t, (-r.normal[1], r.normal[0])
    assert hitlab.hunt(with_normal, "toi:circle-polygon", calls=600, seed=3).findings == ()
    off = hitlab.hunt(turned, "toi:circle-polygon", calls=600, seed=3)
    assert off.findings and {f.kind for f in off.findings} == {"normal-off"}
    assert off.findings[0].message.id == "assess.normal-off"


def test_stopping_short_by_design_is_declared_as_a_band():
    def short(a, va, b, vb):  # (the time the circles come within 1/64 of each other)
        return hitlab.time_of_impact(hitlab.Circle(a.center, a.radius + 1 / 64), va, b, vb).t
    assert hitlab.hunt(short, "toi:circle-circle", calls=1500, seed=4, band=(1 / 64, 0)).findings == ()
    undeclared = hitlab.hunt(short, "toi:circle-circle", calls=1500, seed=4)
    assert "time-early" in {f.kind for f in undeclared.findings}


def test_bad_use_of_a_hunt_in_motion_is_a_clear_error():
    with pytest.raises(ValueError, match="one pair at a time"):
        hitlab.hunt(exact, "toi:circle-circle", vectorized=True, calls=10)
    with pytest.raises(TypeError, match="fn\\(a, va, b, vb\\)"):
        hitlab.hunt(lambda a, b: 0.5, "toi:circle-circle", calls=10)
    with pytest.raises(ValueError, match="band"):
        hitlab.hunt(lambda a, b: True, "circle-circle", calls=10, band=(0.1, 0))
    hunt = hitlab.hunt(lambda a, va, b, vb: "soon", "toi:circle-circle", calls=50, seed=1)
    assert hunt.findings and hunt.findings[0].kind == "nan"


def test_engine_methods_beside_the_exact_time():
    bullet, wall = hitlab.Point((-1, 0)), hitlab.Rect((0, -1), (0.1, 1))
    exact = hitlab.time_of_impact(bullet, (3, 0), wall)
    found = hitlab.engine_impacts(bullet, (3, 0), wall, substeps=4, tolerance=1e-3)
    # A test at each frame misses the bullet, as do 4 sub-steps (it is inside the wall from t = 1/3 to
    # t = 0.3667 only); advancement lands on the exact third (the gap closes in one step).
    assert found.discrete == hitlab.EngineImpact(None, 2)
    assert found.substeps.t is None and found.substeps.tests == 5
    assert found.advancement.t == exact.t == 1 / 3 and not found.advancement_stopped
    # 40 sub-steps see it at 14/40 (inside the wall; 13/40 is short of it), after the exact third: late.
    assert hitlab.engine_impacts(bullet, (3, 0), wall, substeps=40).substeps == hitlab.EngineImpact(14 / 40, 15)
    with pytest.raises(ValueError):
        hitlab.engine_impacts(bullet, (3, 0), wall, substeps=0)
    with pytest.raises(ValueError):
        hitlab.engine_impacts(bullet, (math.inf, 0), wall)


def test_rays_first_hits_are_the_time_of_impact_of_the_nearest_shape():
    rng = np.random.default_rng(52)
    shapes = []
    for i in range(60):
        x, y = rng.integers(-20, 20, 2) / 2
        w, h = rng.integers(1, 6, 2) / 4
        kind = i % 4
        if kind == 0:
            shapes.append(hitlab.Rect((x, y), (x + w, y + h)))
        elif kind == 1:
            shapes.append(hitlab.Polygon([(x, y), (x + w, y), (x + w / 2, y + h)]))
        elif kind == 2:
            shapes.append(hitlab.Circle((x, y), w))
        else:
            shapes.append(hitlab.Segment((x, y), (x + w, y - h)))
    scene = hitlab.RayScene(shapes)
    assert len(scene) == 60
    origins = rng.integers(-24, 24, (300, 2)) / 2
    motions = rng.integers(-40, 40, (300, 2)) / 2
    hits = scene.cast(origins, motions)
    assert hits.shape.dtype == np.int32 and hits.point.shape == (300, 2) and hits.normal.shape == (300, 2)
    assert (hits.shape >= 0).sum() > 100
    for i in range(300):
        o, m = tuple(origins[i]), tuple(motions[i])
        times = [hitlab.time_of_impact(hitlab.Point(o), m, s).t for s in shapes]
        met = [t for t in times if t is not None]
        if not met:
            assert hits.shape[i] == -1 and math.isnan(hits.t[i]) and np.isnan(hits.point[i]).all()
            continue
        k = int(hits.shape[i])
        # (the least rounded time; of equal rounded times the core decides exactly which is first)
        assert times[k] == min(met)
        r = hitlab.time_of_impact(hitlab.Point(o), m, shapes[k])
        assert hits.t[i] == r.t
        assert tuple(hits.point[i]) == (r.points[0] if r.points else o)
        if r.normal is None:
            assert np.isnan(hits.normal[i]).all()
        else:
            assert tuple(hits.normal[i]) == r.normal


def test_a_fan_of_rays_from_one_point_and_bad_rays():
    wall = hitlab.Rect((5, -10), (6, 10))
    angles = np.linspace(-1, 1, 9)
    hits = hitlab.cast_rays((0, 0), np.stack([10 * np.cos(angles), 10 * np.sin(angles)], axis=1), wall)
    assert (hits.shape == 0).all()
    assert hits.t[4] == 0.5 and tuple(hits.point[4]) == (5.0, 0.0) and tuple(hits.normal[4]) == (1.0, 0.0)
    assert (hits.t[:4] > 0.5).all() and (hits.t[5:] > 0.5).all()
    with pytest.raises(ValueError, match="row 1: the motion is not finite"):
        hitlab.cast_rays([(0, 0), (1, 1)], [(1, 0), (math.nan, 0)], wall)
    with pytest.raises(ValueError, match="polygon 'shape 1' has zero area"):
        hitlab.RayScene([wall, hitlab.Polygon([(0, 0), (1, 0), (2, 0)])])
    with pytest.raises(ValueError, match="origins: expected an array of shape"):
        hitlab.cast_rays(np.zeros((3, 3)), (1, 0), wall)


def test_swept_axes_and_disks_give_the_time_of_impact():
    bullet, wall = hitlab.Point((-1, 0)), hitlab.Rect((0, -1), (0.1, 1))
    sweep = hitlab.swept_axes(bullet, (3, 0), wall)
    assert sweep is not None and sweep.meets
    start = sweep.axes[sweep.latest_enter]
    assert start.enter == hitlab.time_of_impact(bullet, (3, 0), wall).t == 1 / 3
    assert abs(start.direction[0]) == 1.0 and start.direction[1] == 0.0 and start.rate in (3.0, -3.0)
    for axis in sweep.axes:  # every axis's interval holds the time of impact, or has no bound on it
        assert axis.never is False
        assert axis.enter is None or axis.enter <= 1 / 3 <= axis.leave
    # Missing the wall: an axis apart throughout, or an empty meeting interval.
    assert not hitlab.swept_axes(hitlab.Point((-1, 2)), (3, 0), wall).meets
    # A disk is not for the axes; two disks have their quadratic.
    assert hitlab.swept_axes(hitlab.Circle((0, 0), 1), (1, 0), wall) is None
    disks = hitlab.swept_disks(hitlab.Circle((-5, 0), 1), (10, 0), hitlab.Circle((0, 0), 1))
    assert disks is not None
    assert (disks.A, disks.B, disks.C, disks.R) == (100.0, -100.0, 21.0, 2.0)
    assert disks.D == 100.0 ** 2 - 4 * 100 * 21 and disks.first == 0.3 and disks.second == 0.7
    assert hitlab.swept_disks(hitlab.Circle((-5, 2.5), 1), (10, 0), hitlab.Circle((0, 0), 1)).first is None
    assert hitlab.swept_disks(bullet, (0, 0), hitlab.Circle((0, 0), 1)) is None  # (no relative motion)
