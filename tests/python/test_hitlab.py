"""hitlab for Python against the CLI and the C++ core: the same answers, bit for bit (ctest python/pytest).

Run with PYTHONPATH=<build>/python and HITLAB_CLI=<build>/bin/hitlab-cli (tests/CMakeLists.txt sets both).
"""
import dataclasses
import json
import math
import os
import pathlib
import random
import subprocess

import numpy as np
import pytest

import hitlab

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = os.environ.get("HITLAB_CLI", str(ROOT / "build/release/bin/hitlab-cli"))
SCENES = sorted(p for p in (ROOT / "scenes").glob("*.json") if not p.name.startswith("stress-")) + sorted(
    (ROOT / "tests/scenes").glob("*.json"))
BAD = sorted((ROOT / "tests/bad").glob("*.json"))


def cli_pairs(path):
    out = subprocess.run([CLI, "eval", str(path)], capture_output=True, text=True, check=True).stdout
    return json.loads(out)["pairs"]


# [SECTION] Every pair of every scene as the CLI prints it


@pytest.mark.parametrize("path", SCENES, ids=lambda p: p.name)
def test_scene_pairs_are_the_clis_bit_for_bit(path):
    want = cli_pairs(path)
    got = [p.to_dict() for p in hitlab.load(path).pairs()]
    assert len(got) == len(want)
    for g, w in zip(got, want):
        # (json.dumps writes each float's shortest round-trip text: equal texts are equal bits, -0.0 included)
        assert json.dumps(g) == json.dumps(w)


def test_a_pair_of_invalid_polygons_reports_the_clis_error(tmp_path):
    scene = hitlab.Scene([hitlab.NamedShape("p", hitlab.Polygon([(0, 0), (2, 0), (1, 0)])),
                          hitlab.NamedShape("c", hitlab.Circle((0, 0), 1))])
    path = tmp_path / "bad-polygon.json"
    scene.save(path)
    (pair,) = hitlab.load(path).pairs()
    assert isinstance(pair, hitlab.PairError)
    assert json.dumps(pair.to_dict()) == json.dumps(cli_pairs(path)[0])
    with pytest.raises(ValueError, match="zero area"):
        hitlab.evaluate(scene["p"], scene["c"])
    assert scene["p"].problem == "has zero area"
    # The same by id and arguments (hitlab/message.h), for a message in another language.
    assert (scene["p"].problem_id, scene["p"].problem_args) == ("polygon.zero-area", ())
    dent = hitlab.Polygon([(0, 0), (4, 0), (2, 1), (4, 4), (0, 4)])
    assert (dent.problem, dent.problem_id, dent.problem_args) == \
        ("is not convex (reflex vertex 2)", "polygon.reflex-vertex", ("2",))
    triangle = hitlab.Polygon([(0, 0), (1, 0), (0, 1)])
    assert (triangle.problem_id, triangle.problem_args) == ("", ())


def test_evaluate_names_its_fields_as_the_format_does():
    r = hitlab.evaluate(hitlab.Circle((0, 0), 1), hitlab.Circle((1.5, 0), 1))
    assert r.relation == "overlapping" and r.relation is hitlab.Relation.OVERLAPPING
    assert r.containment == hitlab.Containment.NONE
    assert len(r.points) == 2 and r.points[0][0] == 0.75
    assert r.depth == 0.5 and r.mtv == (0.5, 0.0) and r.sat is None
    box = hitlab.evaluate(hitlab.Rect((0, 0), (1, 1)), hitlab.Polygon([(2, 0), (3, 0), (2, 1)]))
    assert box.relation == "disjoint" and box.sat is not None
    first = box.sat.axes[box.sat.first_separating]
    assert first.separating and first.overlap < 0 and first.a[1] < first.b[0]


def test_classify_is_evaluates_relation_on_random_shapes():
    rng = random.Random(5)

    def shape():
        k = rng.randrange(5)
        v = lambda: rng.choice([0.0, 0.5, 1.0, 0.1, 0.2, 0.3, rng.uniform(-2, 2)])  # noqa: E731
        if k == 0:
            return hitlab.Point((v(), v()))
        if k == 1:
            return hitlab.Segment((v(), v()), (v(), v()))
        if k == 2:
            return hitlab.Circle((v(), v()), abs(v()))
        if k == 3:
            x, y = sorted([v(), v()]), sorted([v(), v()])
            return hitlab.Rect((x[0], y[0]), (x[1], y[1]))
        cx, cy, r = v(), v(), 0.5 + rng.random()
        n = rng.randrange(3, 9)
        return hitlab.Polygon([(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
                               for i in range(n)])

    for _ in range(2000):
        a, b = shape(), shape()
        assert hitlab.classify(a, b) == hitlab.evaluate(a, b).relation


def test_a_query_gives_the_parts_it_asks_for_bit_for_bit():
    rng = random.Random(6)

    def polygon(cx, cy):
        n, r, t = rng.randrange(3, 9), 0.5 + rng.random(), rng.random()
        return hitlab.Polygon([(cx + r * math.cos(t + 2 * math.pi * i / n), cy + r * math.sin(t + 2 * math.pi * i / n))
                               for i in range(n)])

    parts = {"points": ("points",), "depth": ("depth", "mtv"), "distance": ("distance",),
             "containment": ("containment",), "sat": ("sat",)}
    defaults = {"points": (), "depth": 0.0, "mtv": None, "distance": 0.0, "containment": hitlab.Containment.NONE,
                "sat": None}
    overlapping = 0
    for _ in range(300):
        a = polygon(0, 0)
        b = rng.choice([polygon(rng.uniform(-2, 2), rng.uniform(-2, 2)),
                        hitlab.Circle((rng.uniform(-2, 2), rng.uniform(-2, 2)), rng.uniform(0, 1.5))])
        full = hitlab.evaluate(a, b)
        overlapping += full.relation == "overlapping"
        for asked in [(), ("points", "depth"), ("distance",), ("depth", "distance"), tuple(parts)]:
            for query in [asked] + ([{(): "relation", ("points", "depth"): "contact"}.get(asked)]
                                    if asked in [(), ("points", "depth")] else []):
                r = hitlab.evaluate(a, b, query)
                assert r.relation == full.relation
                for part, fields in parts.items():
                    for f in fields:
                        want = getattr(full, f) if part in asked else defaults[f]
                        assert getattr(r, f) == want, (query, f)
        assert hitlab.evaluate(a, b, "full") == full
    assert overlapping > 50
    with pytest.raises(ValueError, match="query"):
        hitlab.evaluate(a, b, "everything")
    with pytest.raises(ValueError, match="part"):
        hitlab.evaluate(a, b, ["points", "normal"])


# [SECTION] Explain, in both languages, as hitlab-cli explain --json


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["seed-000-segment-straddle.json", "seed-000-circle-circle.json",
                                  "seed-002-segment-circle.json", "seed-003-rectangles.json",
                                  "seed-004-sat-examples.json", "edge-0.1-0.2-0.3.json"])
def test_explain_is_the_clis(name, lang):
    scene = hitlab.load(ROOT / "scenes" / name)
    ids = [n.id for n in scene.shapes]
    for a, b in list(zip(ids, ids[1:]))[:6]:
        out = subprocess.run([CLI, "explain", str(ROOT / "scenes" / name), a, b, "--json", "--lang", lang],
                             capture_output=True, text=True, check=True).stdout
        got = hitlab.explain(scene[a], scene[b], lang=lang, names=(a, b))
        assert json.dumps(got.to_dict(), ensure_ascii=False) == json.dumps(json.loads(out), ensure_ascii=False)
        assert got.relation == hitlab.evaluate(scene[a], scene[b]).relation.value


def test_explain_marks_the_articles_formula():
    e = hitlab.explain(hitlab.Segment((0, 0), (2, 2)), hitlab.Segment((0, 2), (2, 0)), lang="ja", digits=4)
    assert e.family == "segment-segment" and e.relation == "overlapping"
    parts = [s.formula_part for s in e.steps if s.formula_part]
    assert parts and all(p in e.formula for p in parts)
    assert "交" in str(e) or "線分" in str(e)
    with pytest.raises(ValueError, match="lang"):
        hitlab.explain(hitlab.Point((0, 0)), hitlab.Point((0, 0)), lang="fr")


# [SECTION] The articles' formulas, as hitlab-cli compare and the lab have them


@pytest.mark.parametrize("path", [p for p in SCENES if p.parent.name == "scenes"], ids=lambda p: p.name)
def test_the_articles_formulas_are_the_clis_compare(path):
    out = subprocess.run([CLI, "compare", str(path), "--json"], capture_output=True, text=True, check=True).stdout
    scene = hitlab.load(path)
    for want in json.loads(out)["pairs"]:
        c = hitlab.articles.compare(scene[want["a"]], scene[want["b"]])
        got = {"a": want["a"], "b": want["b"], "formula": c.formula}
        if c.formula is not None:
            got.update({"float32": c.float32, "double": c.double, "exact": c.exact, "disagree": c.disagree})
        assert got == want


def test_the_articles_functions_take_the_articles_arguments():
    from hitlab import articles

    rng = random.Random(11)
    v = lambda: rng.choice([0.0, 0.1, 0.2, 0.3, -0.1, 1.0, rng.uniform(-1, 1)])  # noqa: E731
    kinds = {"float32": "float32", "double": "double", "exact": "exact"}
    for _ in range(300):
        s = [v() for _ in range(8)]
        c = articles.compare(hitlab.Segment(s[0:2], s[2:4]), hitlab.Segment(s[4:6], s[6:8]))
        assert c.formula == "seed000.check_intersection"
        for arithmetic, attribute in kinds.items():
            assert articles.check_intersection(*s, arithmetic=arithmetic) == getattr(c, attribute)
    square, moved = [[0, 1, 1, 0], [0, 0, 1, 1]], [[1, 2, 2, 1], [0, 0, 1, 1]]
    assert articles.check_collision(square, moved, arithmetic="exact") is True  # (touching: the seed says hit)
    assert articles.intersects(0, 0, 1, 2, 0, 1, arithmetic="exact") is False  # (tangent: d < r1 + r2 fails)
    assert articles.intersects_rect(0, 0, 1, 1, 1, 0, 2, 1, arithmetic="exact") is False
    assert articles.check_intersection(0.3, -0.1, -0.3, 0.2, 0, 0.2, 0.1, 0) is True  # (double: wrong)
    assert hitlab.classify(hitlab.Segment((0.3, -0.1), (-0.3, 0.2)), hitlab.Segment((0, 0.2), (0.1, 0))) == "disjoint"
    with pytest.raises(ValueError, match="arithmetic"):
        articles.check_intersection(0, 0, 1, 1, 0, 1, 1, 0, arithmetic="decimal")


# [SECTION] Pictures for Jupyter


def svg_of(thing):
    import xml.etree.ElementTree as ET

    root = ET.fromstring(thing._repr_svg_())  # (well-formed, or this raises)
    ns = "{http://www.w3.org/2000/svg}"
    return root, [e for e in root.iter() if e.tag.startswith(ns)], ns


def test_a_pair_draws_itself_in_its_relations_colour():
    apart = hitlab.evaluate(hitlab.Rect((0, 0), (1, 1)), hitlab.Polygon([(2, 0), (3, 0), (2, 1)]))
    root, elements, ns = svg_of(apart)
    assert root.find(f"{ns}title").text == "a / b: disjoint"
    shapes = [e for e in elements if e.tag == f"{ns}polygon"]
    assert len(shapes) == 2 and all(e.get("stroke") == "#145cc7" for e in shapes)
    separating = [e for e in elements if e.get("class") == "separating"]
    assert len(separating) == 1 and separating[0].get("stroke") == "#0d8533"
    # The separating line passes between them: x = 1.5 in the world, half way across the picture's gap.
    x1, x2 = float(separating[0].get("x1")), float(separating[0].get("x2"))
    assert abs(x1 - x2) < 1e-6
    assert len([e for e in elements if e.get("class") == "interval"]) == 2
    crossing = hitlab.evaluate(hitlab.Circle((0, 0), 1), hitlab.Circle((1.5, 0), 1))
    _, elements, ns = svg_of(crossing)
    assert len([e for e in elements if e.get("class") == "meet"]) == 2
    assert [e.get("stroke") for e in elements if e.tag == f"{ns}circle" and e.get("class") != "meet"] == ["#cc1414"] * 2
    assert len([e for e in elements if e.get("class") == "mtv"]) == 1
    touching = hitlab.evaluate(hitlab.Segment((0, 0), (1, 1)), hitlab.Point((1, 1)))
    _, elements, ns = svg_of(touching)
    assert [e.get("stroke") for e in elements if e.tag == f"{ns}line"] == ["#9e5c00"]


def test_a_scene_draws_every_shape_by_its_strongest_relation():
    scene = hitlab.load(ROOT / "scenes/edge-0.1-0.2-0.3.json")
    root, elements, ns = svg_of(scene)
    labels = sorted(e.text for e in elements if e.tag == f"{ns}text")
    assert labels == sorted(n.id for n in scene.shapes)
    assert float(root.get("width")) > 100 and float(root.get("height")) > 100
    colours = {e.get("fill") for e in elements if e.tag == f"{ns}text"}
    assert "#cc1414" in colours  # (line / s3 overlap)


# [SECTION] Scenes


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_a_bad_scene_raises_the_clis_one_line_message(path):
    cli = subprocess.run([CLI, "eval", str(path)], capture_output=True)
    assert cli.returncode == 2
    with pytest.raises(hitlab.SceneError) as e:
        hitlab.load(path)
    # (a file's invalid bytes quoted in the message: \xNN escapes)
    assert str(e.value) == cli.stderr.decode("utf-8", "backslashreplace").strip()
    assert isinstance(e.value, ValueError)
    # Its problem by id and arguments (hitlab/message.h), for a message in another language: every bad file's.
    assert e.value.problem_id.startswith(("scene.", "file."))
    assert all(a in str(e.value) for a in e.value.problem_args)
    if e.value.problem_id.startswith("file."):  # (the file's own problem: FILE[:LINE:COLUMN]: ...)
        at = f":{e.value.position}" if e.value.position else ""
        assert str(e.value).startswith(f"{e.value.file}{at}: ") and e.value.place == e.value.field == ""
    else:
        assert str(e.value).startswith(f"{e.value.file}: {e.value.place}")
        if e.value.field:
            assert f"field '{e.value.field}'" in str(e.value)


def test_a_scene_error_names_its_problem_by_id():
    with pytest.raises(hitlab.SceneError) as e:
        hitlab.Scene.from_json('{"hitlab": 1, "shapes": [{"id": "c", "type": "circle", "center": [0, 0], '
                               '"radius": -2}]}')
    assert (e.value.place, e.value.field, e.value.problem_id, e.value.problem_args) == \
        ("shapes[0] (id 'c')", "radius", "scene.negative", ("-2",))
    assert str(e.value).endswith("field 'radius': must be >= 0, got -2")


def test_save_and_load_keep_every_bit(tmp_path):
    scene = hitlab.load(ROOT / "scenes/edge-0.1-0.2-0.3.json")
    path = tmp_path / "again.json"
    scene.save(path)
    again = hitlab.load(path)
    assert again == scene
    assert hitlab.Scene.from_json(scene.to_json()) == scene
    with pytest.raises(hitlab.SceneError, match="<text>"):
        hitlab.Scene.from_json('{"hitlab": 1, "shapes": [{"id": "c", "type": "circle"}]}')


REGRESSION = sorted((ROOT / "tests/scenes").glob("*.json"))


@pytest.mark.parametrize("path", REGRESSION[::4], ids=lambda p: p.name)
def test_check_is_the_clis(path, tmp_path):
    scene = hitlab.load(path)
    assert scene.expect and all(c.passed for c in scene.check(exact=True))
    # Saved again, the file keeps its expectations (and the CLI still passes it).
    again = tmp_path / path.name
    scene.save(again)
    assert hitlab.load(again) == scene
    assert subprocess.run([CLI, "check", "--exact", str(again)], capture_output=True).returncode == 0
    # One expectation changed: the CLI's lines, and its exit code, for it.
    e = scene.expect[0]
    if e.error:
        scene.expect[0] = dataclasses.replace(e, error=False, error_message=None)
    else:
        scene.expect[0] = dataclasses.replace(e, relation="disjoint" if e.relation != "disjoint" else "touching",
                                              distance=12.5)
    scene.save(again)
    cli = subprocess.run([CLI, "check", str(again)], capture_output=True, text=True)
    assert cli.returncode == 1
    lines = [line.split(": ", 2)[2] for line in cli.stdout.splitlines() if ": expect[0] " in line]
    (case, *_) = scene.check()
    assert not case.passed and list(case.wrong) == lines and lines


def test_an_expectation_from_a_result_holds_exactly():
    a, b = hitlab.Circle((0, 0), 1), hitlab.Polygon([(0.5, 0), (3, 0), (3, 1)])
    scene = hitlab.Scene([hitlab.NamedShape("a", a), hitlab.NamedShape("b", b)])
    (result,) = scene.pairs()
    scene.expect.append(hitlab.Expectation.of(result))
    assert [c.passed for c in scene.check(exact=True)] == [True]
    assert hitlab.Scene.from_json(scene.to_json()) == scene


def test_shapes_reject_what_the_loader_rejects():
    with pytest.raises(ValueError, match="radius"):
        hitlab.Circle((0, 0), -1)
    with pytest.raises(ValueError, match="finite"):
        hitlab.Segment((0, float("nan")), (1, 1))
    with pytest.raises(ValueError, match="min"):
        hitlab.Rect((1, 0), (0, 1))
    with pytest.raises(ValueError, match="3 vertices"):
        hitlab.Polygon([(0, 0), (1, 1)])
    with pytest.raises(TypeError):
        hitlab.classify((0, 0), hitlab.Point((0, 0)))
    s = hitlab.Segment(np.array([0, 1]), [2, 3])
    assert s.a == (0.0, 1.0) and s.b == (2.0, 3.0)
    with pytest.raises(AttributeError):
        s.a = (1, 1)  # (immutable)


# [SECTION] Batches against the pair test


def random_segments(rng, n):
    # Integer grids (collinear, touching, shared ends), the 0.1 / 0.2 / 0.3 family, and wide doubles.
    def point():
        k = rng.randrange(3)
        if k == 0:
            return (float(rng.randrange(-3, 4)), float(rng.randrange(-3, 4)))
        if k == 1:
            return (rng.choice([0.1, 0.2, 0.3, -0.1]), rng.choice([0.1, 0.2, 0.3, 0.0]))
        return (rng.uniform(-1e3, 1e3), rng.uniform(-1e-3, 1e-3))

    return np.array([point() for _ in range(n)]), np.array([point() for _ in range(n)])


def test_the_batch_is_the_pair_test_elementwise():
    rng = random.Random(7)
    a, b = random_segments(rng, 5000)
    c, d = random_segments(rng, 5000)
    rel = hitlab.segment_relations(a, b, c, d)
    assert rel.dtype == np.int8 and rel.shape == (5000,)
    names = {"disjoint": 0, "touching": 1, "overlapping": 2}
    for i in range(len(a)):
        want = hitlab.classify(hitlab.Segment(a[i], b[i]), hitlab.Segment(c[i], d[i]))
        assert rel[i] == names[want.value], i
    assert (hitlab.segments_meet(a, b, c, d) == (rel != 0)).all()
    assert {0, 1, 2} <= set(rel.tolist())  # (every relation occurs: the generator reaches the edges)


def test_one_against_many_as_the_article_broadcasts():
    rng = random.Random(8)
    c, d = random_segments(rng, 300)
    a, b = np.array([[0.0, 0.0]]), np.array([[2.0, 2.0]])
    one = hitlab.segment_relations(a, b, c, d)
    each = hitlab.segment_relations(np.repeat(a, 300, axis=0), np.repeat(b, 300, axis=0), c, d)
    assert (one == each).all()
    assert (hitlab.segment_relations(c, d, a[0], b[0]) == one).all()  # (either side, (2,) or (1, 2))


def test_all_pairs_are_the_pairs_that_meet():
    rng = random.Random(9)
    a, b = random_segments(rng, 60)
    c, d = random_segments(rng, 50)
    got = hitlab.meeting_segment_pairs(a, b, c, d)
    want = [(i, j) for i in range(60) for j in range(50)
            if hitlab.classify(hitlab.Segment(a[i], b[i]), hitlab.Segment(c[j], d[j])) != "disjoint"]
    assert got.shape == (len(want), 2) and [tuple(r) for r in got.tolist()] == want


def test_the_batch_takes_arrays_the_numpy_way():
    ints = np.array([[0, 0], [0, 2]]), np.array([[2, 2], [2, 0]])
    assert hitlab.segment_relations(*ints, *ints).tolist() == [2, 2]  # (integers converted)
    wide = np.arange(40.0).reshape(10, 4)  # (every other column: not contiguous)
    assert hitlab.segment_relations(wide[:, :2], wide[:, 2:], wide[:, :2], wide[:, 2:]).tolist() == [2] * 10
    with pytest.raises(ValueError, match=r"\(N, 2\)"):
        hitlab.segment_relations(np.zeros((3, 3)), np.zeros((3, 3)), np.zeros((3, 3)), np.zeros((3, 3)))
    with pytest.raises(ValueError, match="row 0: .* finite"):
        hitlab.segment_relations([[0, np.nan]], [[1, 1]], [[0, 0]], [[1, 1]])
    rows = np.zeros((20, 2))
    rows[17, 1] = np.inf  # (past the vector lanes: the scalar tail)
    with pytest.raises(ValueError, match="row 17: "):
        hitlab.segment_relations(rows, rows + 1, rows + 2, rows + 3)
    with pytest.raises(ValueError, match="row 17: "):
        hitlab.meeting_segment_pairs(rows, rows + 1, rows[:3], rows[:3] + 1)
    with pytest.raises(ValueError, match="rows"):
        hitlab.segment_relations(np.zeros((3, 2)), np.zeros((3, 2)), np.zeros((2, 2)), np.zeros((2, 2)))
    with pytest.raises((TypeError, ValueError)):
        hitlab.segment_relations([["x", "y"]], [[1, 1]], [[0, 0]], [[1, 1]])
    assert hitlab.simd_target()


def test_the_capsule_batch_is_the_pair_test_elementwise():
    # Capsules on a half-unit grid with half-unit radii (ends on each other, parallel at the radius sum,
    # points): every relation, each the pair test's; one capsule against many, a radius for all.
    rng = np.random.default_rng(11)
    n = 3000
    a, b, c, d = (rng.integers(-4, 5, (n, 2)) / 2.0 for _ in range(4))
    ra, rb = rng.integers(0, 4, n) / 2.0, rng.integers(0, 4, n) / 2.0
    rel = hitlab.capsule_relations(a, b, ra, c, d, rb)
    assert rel.dtype == np.int8 and rel.shape == (n,)
    names = {"disjoint": 0, "touching": 1, "overlapping": 2}
    for i in range(n):
        want = hitlab.classify(hitlab.Capsule(a[i], b[i], ra[i]), hitlab.Capsule(c[i], d[i], rb[i]))
        assert rel[i] == names[want.value], i
    assert {0, 1, 2} <= set(rel.tolist())
    one = hitlab.capsule_relations(a[0], b[0], 1.0, c, d, rb)
    assert (one == hitlab.capsule_relations(np.repeat(a[:1], n, 0), np.repeat(b[:1], n, 0), np.ones(n), c, d,
                                            rb)).all()
    with pytest.raises(ValueError, match="row 2: .* negative"):
        hitlab.capsule_relations(a[:5], b[:5], [1, 1, -1, 1, 1], c[:5], d[:5], rb[:5])
    bad = a[:20].copy()
    bad[17, 0] = np.nan  # (past the vector lanes: the scalar tail)
    with pytest.raises(ValueError, match="row 17: .* finite"):
        hitlab.capsule_relations(bad, b[:20], ra[:20], c[:20], d[:20], rb[:20])
    with pytest.raises(ValueError, match="rows"):
        hitlab.capsule_relations(a[:3], b[:3], ra[:3], c[:2], d[:2], rb[:2])


# [SECTION] The manual's examples run as written


def test_the_docs_examples_run_as_written():
    import doctest

    failed, tried = doctest.testfile(str(ROOT / "docs/python.md"), module_relative=False)
    assert tried >= 4 and failed == 0
    for module in (hitlab, hitlab.articles):
        failed, tried = doctest.testmod(module)
        assert tried >= 1 and failed == 0


# [SECTION] Capsules (format version 2)


def test_a_capsule_is_a_segment_grown_by_its_radius(tmp_path):
    k = hitlab.Capsule((0, 0), (4, 0), 1)
    touching = hitlab.evaluate(k, hitlab.Circle((7, 4), 4))  # (its end cap 5 from the centre: 1 + 4)
    assert touching.relation == "touching" and [tuple(p) for p in touching.points] == [(4.6, 0.8)]
    assert hitlab.classify(k, hitlab.Capsule((2, 3), (6, 3), 2)) == "touching"  # (parallel sides on y = 1)
    nested = hitlab.evaluate(hitlab.Capsule((0, 0), (4, 0), 2), hitlab.Capsule((1, 0), (3, 0), 1))
    assert nested.containment == "b_in_a" and nested.depth == 3.0
    assert hitlab.evaluate(hitlab.Capsule((0, 0), (4, 0), 0), hitlab.Segment((2, -1), (2, 1))).points == \
        hitlab.evaluate(hitlab.Segment((0, 0), (4, 0)), hitlab.Segment((2, -1), (2, 1))).points
    with pytest.raises(ValueError, match="radius"):
        hitlab.Capsule((0, 0), (1, 0), -1)
    scene = hitlab.Scene([hitlab.NamedShape("k", k), hitlab.NamedShape("c", hitlab.Circle((7, 4), 4))])
    assert '"hitlab": 2' in scene.to_json()
    path = tmp_path / "capsule.json"
    scene.save(path)
    assert hitlab.load(path)["k"] == k
    assert [json.dumps(p.to_dict()) for p in hitlab.load(path).pairs()] == [json.dumps(p) for p in cli_pairs(path)]
    _, elements, ns = svg_of(touching)
    assert len([e for e in elements if e.tag == f"{ns}path" and e.get("fill-opacity")]) == 1


# [SECTION] Rounded rects and polygons, rotated boxes (format version 3)


def test_a_rounded_rect_is_a_rect_grown_by_its_radius(tmp_path):
    r = hitlab.Rect((0, 0), (2, 2), radius=1)
    touching = hitlab.evaluate(r, hitlab.Circle((5, 6), 4))  # (the corner (2, 2) is 5 from the centre: 1 + 4)
    assert touching.relation == "touching" and [tuple(p) for p in touching.points] == [(2.6, 2.8)]
    # (SAT: the box's four normals and the axis from the corner to the centre, the intervals widened by r)
    assert len(touching.sat.axes) == 5 and touching.sat.first_separating is None
    side = hitlab.evaluate(hitlab.Rect((0, 0), (2, 1), 0.5), hitlab.Rect((3, 0), (4, 1), 0.5))
    assert side.relation == "touching" and [tuple(p) for p in side.points] == [(2.5, 0.0), (2.5, 1.0)]
    assert hitlab.Rect((0, 0), (1, 1)) == hitlab.Rect((0, 0), (1, 1), 0)  # (radius 0: the plain rect)
    with pytest.raises(ValueError, match="radius"):
        hitlab.Polygon([(0, 0), (1, 0), (0, 1)], radius=-1)
    tri = hitlab.Polygon([(0, 0), (4, 0), (0, 4)], radius=5)
    assert hitlab.classify(tri, hitlab.Point((-3, -4))) == "touching"  # (on its corner's arc)
    scene = hitlab.Scene([hitlab.NamedShape("r", r), hitlab.NamedShape("t", tri),
                          hitlab.NamedShape("c", hitlab.Circle((5, 6), 4))])
    assert '"hitlab": 3' in scene.to_json()
    path = tmp_path / "rounded.json"
    scene.save(path)
    assert hitlab.load(path)["r"] == r and hitlab.load(path)["t"] == tri
    assert [json.dumps(p.to_dict()) for p in hitlab.load(path).pairs()] == [json.dumps(p) for p in cli_pairs(path)]
    _, elements, ns = svg_of(touching)
    assert len([e for e in elements if e.tag == f"{ns}path" and e.get("fill-opacity")]) == 1


def test_a_rotated_box_is_a_polygon_of_its_rounded_corners():
    box = hitlab.Polygon.box((1, 2), (2, 1), math.pi / 2)
    assert box.problem == "" and len(box.points) == 4
    want = [(2, 0), (2, 4), (0, 4), (0, 0)]  # ((-2, -1) turned a quarter: (1, -2), from the centre (1, 2))
    assert all(math.isclose(x, wx, abs_tol=1e-15) and math.isclose(y, wy, abs_tol=1e-15)
               for (x, y), (wx, wy) in zip(box.points, want))
    assert hitlab.Polygon.box((0, 0), (1, 1)).points == ((-1, -1), (1, -1), (1, 1), (-1, 1))
    assert hitlab.Polygon.box((0, 0), (1, 1), 0, radius=0.5).radius == 0.5
    with pytest.raises(ValueError, match="half"):
        hitlab.Polygon.box((0, 0), (0, 1))
