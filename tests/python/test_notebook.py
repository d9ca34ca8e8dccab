"""docs/python/tour.ipynb runs top to bottom in a Jupyter kernel (Debian's python3-nbclient and
python3-ipykernel), says what it says in prose, and its saved pictures are the ones it draws today (so the
notebook in the docs is not stale). Regenerate it with scripts/python.sh tour.
"""
import os
import pathlib

import nbclient
import nbformat

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOUR = ROOT / "docs/python/tour.ipynb"


def outputs(cell, kind):
    return [o["data"][kind] for o in cell.get("outputs", []) if kind in o.get("data", {})]


def text(cell):
    return "".join(o.get("text", "") for o in cell.get("outputs", [])) + "".join(outputs(cell, "text/plain"))


def test_the_tour_runs_and_shows_what_it_says():
    saved = nbformat.read(TOUR, as_version=4)
    nb = nbformat.read(TOUR, as_version=4)
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")  # (the kernel's debugger note on stderr)
    # (the kernel runs in docs/python/: the module's folder as an absolute path)
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    os.environ["PYTHONPATH"] = os.pathsep.join(os.path.abspath(p) for p in paths if p)
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(TOUR.parent)}}).execute()  # (raises on an error)
    code = [c for c in nb.cells if c.cell_type == "code"]
    by_source = {c.source.splitlines()[0]: c for c in code}
    assert "TOUCHING" in text(by_source["square = hitlab.Rect((0, 0), (2, 2))"])
    assert "分離軸" in text(by_source['print(hitlab.explain(square, triangle, lang="ja"))'])
    assert "{'float32': True, 'double': True, 'exact': False}" in text(by_source["from hitlab import articles"])
    assert "the expression misses" in text(by_source["def cross(u, v):"])
    hunted = by_source["def check_intersection(ax, ay, bx, by, cx, cy, dx, dy):"]
    assert "overlapping taken as a miss" in outputs(hunted, "text/html")[0]
    assert "'overlapping-as-miss'" in text(by_source['fast = hitlab.hunt(seed_expression, "segment-segment", '
                                                     'touching="strict", calls=2_000_000, seed=0, vectorized=True)'])
    assert "segment-segment-overlapping-as-miss.json" in text(code[-1])
    # Every picture drawn, and drawn as the saved notebook shows it.
    drawn = [svg for c in code for svg in outputs(c, "image/svg+xml")]
    assert len(drawn) == 4 and all(svg.lstrip().startswith("<svg") for svg in drawn)
    assert drawn == [svg for c in saved.cells if c.cell_type == "code" for svg in outputs(c, "image/svg+xml")]
