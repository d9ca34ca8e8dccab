// module.cpp — hitlab._core, the Python bindings over the C++ core (pybind11). Deliberately thin: shapes
// cross as (type, values) and results as tuples; python/hitlab/ turns them into the Pythonic classes
// (hitlab/__init__.py), so the names, docstrings and types Python users see live in one place.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "hitlab/batch.h"
#include "hitlab/classify.h"
#include "hitlab/compare.h"
#include "hitlab/expectations.h"
#include "hitlab/explain.h"
#include "hitlab/motion.h"
#include "hitlab/raycast.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "hunt.h"

namespace hitlab::python {

namespace {

// [SECTION] Shapes: (type index in ShapeType order, the values in forEachValue's order)

using Values = std::vector<double>;

/// shapeFromValues (hitlab/shapes.h) with the count checked: a ValueError instead of a read past the end.
Shape makeShape(int type, const Values& v) {
  // (point, segment, circle, rect (a fifth: its radius), polygon: any count, the radius last when odd,
  // capsule)
  static constexpr std::size_t kCount[kShapeTypeCount] = {2, 4, 3, 4, 0, 5};
  if (type < 0 || type >= kShapeTypeCount)
    throw py::value_error("unknown shape type " + std::to_string(type));
  const bool polygon = static_cast<ShapeType>(type) == ShapeType::Polygon;
  const bool rounded = static_cast<ShapeType>(type) == ShapeType::Rect && v.size() == 5;
  if (polygon ? v.size() < 6 : v.size() != kCount[type] && !rounded)
    throw py::value_error(polygon ? std::string("a polygon needs at least 3 vertices")
                                  : "expected " + std::to_string(kCount[type]) + " values");
  return shapeFromValues(static_cast<ShapeType>(type), v.data(), static_cast<int>(v.size()));
}

using Pair2 = std::tuple<double, double>;
Pair2 tuple(Vec2 p) { return {p.x, p.y}; }

// [SECTION] Results

using AxisTuple = std::tuple<std::string, int, Pair2, double, double, double, double, double, bool>;
using SatTuple = std::tuple<std::vector<AxisTuple>, int, std::optional<Pair2>>;
using ResultTuple = std::tuple<std::string, int, int, std::vector<Pair2>, double, double,
                               std::optional<Pair2>, std::optional<SatTuple>>;

SatTuple satTuple(const SatResult& sat) {
  std::vector<AxisTuple> axes;
  for (const SatAxis& a : sat.axes)
    axes.emplace_back(std::string(1, a.owner), a.edge, tuple(a.axis), a.aMin, a.aMax, a.bMin, a.bMax,
                      a.overlap, a.separating);
  std::optional<Pair2> mtv;
  if (sat.mtv) mtv = tuple(*sat.mtv);
  return {axes, sat.firstSeparating, mtv};
}

ResultTuple resultTuple(const PairResult& r) {
  std::vector<Pair2> points;
  for (Vec2 p : r.points) points.push_back(tuple(p));
  std::optional<Pair2> mtv;
  if (r.mtv) mtv = tuple(*r.mtv);
  std::optional<SatTuple> sat;
  if (r.sat) sat = satTuple(*r.sat);
  return {r.error,
          static_cast<int>(r.relation),
          static_cast<int>(r.containment),
          points,
          r.distance,
          r.depth,
          mtv,
          sat};
}

// (query: hitlab::Query's bits, the parts asked for)
ResultTuple evaluatePair(int ta, const Values& va, int tb, const Values& vb, const std::string& nameA,
                         const std::string& nameB, unsigned query) {
  const Shape a = makeShape(ta, va), b = makeShape(tb, vb);
  PairResult r = evaluate(a, b, static_cast<Query>(query & static_cast<unsigned>(Query::Full)), nameA, nameB);
  roundPrinted(a, b, r);  // (every number the exact value rounded once, as the CLI prints)
  return resultTuple(r);
}

int classifyPair(int ta, const Values& va, int tb, const Values& vb) {
  const Shape a = makeShape(ta, va), b = makeShape(tb, vb);
  for (const auto& [shape, name] : {std::pair{&a, "a"}, std::pair{&b, "b"}})
    if (std::string problem = shapeProblem(*shape, name); !problem.empty()) throw py::value_error(problem);
  return static_cast<int>(classify(a, b));
}

// [SECTION] Explain: (family, relation name or "error", formula, [(kind, text, [(name, value)], formula
// part)])

using StepTuple =
    std::tuple<std::string, std::string, std::vector<std::tuple<std::string, double>>, std::string>;
// (family, relation, formula, steps, motion family: "" when neither shape moves)
using ExplainTuple = std::tuple<std::string, std::string, std::string, std::vector<StepTuple>, std::string>;

Vec2 vec(const Pair2& p) { return {std::get<0>(p), std::get<1>(p)}; }

ExplainTuple explainPair(int ta, const Values& va, const Pair2& ma, int tb, const Values& vb, const Pair2& mb,
                         const std::string& nameA, const std::string& nameB, const std::string& lang,
                         int digits) {
  if (lang != "en" && lang != "ja") throw py::value_error("lang: 'en' or 'ja', got '" + lang + "'");
  const explain::Language language = lang == "ja" ? explain::Language::Japanese : explain::Language::English;
  const Shape a = makeShape(ta, va), b = makeShape(tb, vb);
  explain::Explanation e = explain::explain(a, b, nameA, nameB);
  // In motion: the steps to the time of impact after the pair's own, as hitlab-cli explain gives them.
  const explain::Explanation motion = explain::explainMotion(a, vec(ma), b, vec(mb), nameA, nameB);
  e.steps.insert(e.steps.end(), motion.steps.begin(), motion.steps.end());
  std::vector<StepTuple> steps;
  for (const explain::Step& step : e.steps) {
    std::vector<std::tuple<std::string, double>> values;
    for (const explain::Value& v : step.values) values.emplace_back(v.name, v.value);
    steps.emplace_back(step.kind, explain::text(step, language, digits), values, step.formulaPart);
  }
  return {e.family, e.result.error.empty() ? relationName(e.result.relation) : "error",
          explain::formula(e, language), steps, motion.steps.empty() ? std::string() : motion.family};
}

// [SECTION] The articles' formulas: (name or None, float32, double, exact, [(quantity, f32, f64, exact
// text)])

using QuantityTuple = std::tuple<std::string, double, double, std::string>;
using ComparisonTuple = std::tuple<std::optional<std::string>, bool, bool, bool, std::vector<QuantityTuple>>;

ComparisonTuple compareFormula(int ta, const Values& va, int tb, const Values& vb) {
  const compare::Comparison c = compare::compareFormula(makeShape(ta, va), makeShape(tb, vb));
  std::optional<std::string> name;
  if (c.formula != compare::Formula::None) name = compare::formulaName(c.formula);
  std::vector<QuantityTuple> quantities;
  for (const compare::Quantity& q : c.quantities) quantities.emplace_back(q.name, q.f32, q.f64, q.exact);
  return {name, c.f32, c.f64, c.exact, quantities};
}

/// The formula's boolean in one arithmetic ("float32", "double", "exact"); None when no formula applies.
std::optional<bool> formulaVerdict(int ta, const Values& va, int tb, const Values& vb,
                                   const std::string& arithmetic) {
  const Shape a = makeShape(ta, va), b = makeShape(tb, vb);
  if (arithmetic == "exact") {
    const compare::Comparison c = compare::compareFormula(a, b);
    if (c.formula == compare::Formula::None) return std::nullopt;
    return c.exact;
  }
  if (arithmetic != "float32" && arithmetic != "double")
    throw py::value_error("arithmetic: 'float32', 'double' or 'exact', got '" + arithmetic + "'");
  return compare::formulaVerdict(
      a, b, arithmetic == "float32" ? compare::Arithmetic::Float32 : compare::Arithmetic::Double);
}

// [SECTION] Time of impact: (error, case, t or None, points, normal or None, tunnels, relation at the end)

using ToiResultTuple =
    std::tuple<std::string, int, std::optional<double>, std::vector<Pair2>, std::optional<Pair2>, bool, int>;

ToiResultTuple timeOfImpactPair(int ta, const Values& va, const Pair2& ma, int tb, const Values& vb,
                                const Pair2& mb, bool timeOnly) {
  const TimeOfImpact r = timeOfImpact(makeShape(ta, va), vec(ma), makeShape(tb, vb), vec(mb),
                                      timeOnly ? ImpactQuery::Time : ImpactQuery::Full);
  std::vector<Pair2> points;
  for (Vec2 p : r.points) points.push_back(tuple(p));
  std::optional<Pair2> normal;
  if (r.normal) normal = tuple(*r.normal);
  return {r.error, static_cast<int>(r.kind), r.t, points, normal, r.tunnels, static_cast<int>(r.atEnd)};
}

// [SECTION] Scenes: (name, view or None, [(id, type, values, motion)], [expectation])

// An expected time of impact: (case, t, points, normal, tunnels, relation at the end), each None when not
// compared; the normal [] when none is expected, [(x, y)] for one.
using ToiTuple = std::tuple<int, std::optional<double>, std::optional<std::vector<Pair2>>,
                            std::optional<std::vector<Pair2>>, std::optional<bool>, std::optional<int>>;
// An expectation: (a, b, error flag, error message, relation, containment, points, distance, depth, sat,
// toi), every field after the ids None when the file leaves it out.
using ExpectTuple =
    std::tuple<std::string, std::string, std::optional<bool>, std::optional<std::string>, std::optional<int>,
               std::optional<int>, std::optional<std::vector<Pair2>>, std::optional<double>,
               std::optional<double>, std::optional<SatTuple>, std::optional<ToiTuple>>;
using ShapeRow = std::tuple<std::string, int, Values, Pair2>;
using SceneTuple = std::tuple<std::string, std::optional<std::tuple<Pair2, double>>, std::vector<ShapeRow>,
                              std::vector<ExpectTuple>>;

SatResult satFrom(const SatTuple& t) {
  SatResult sat;
  for (const auto& [owner, edge, axis, aMin, aMax, bMin, bMax, overlap, separating] : std::get<0>(t)) {
    if (owner != "a" && owner != "b")
      throw py::value_error("sat axis owner: 'a' or 'b', got '" + owner + "'");
    SatAxis x;
    x.owner = owner[0], x.edge = edge, x.axis = vec(axis), x.aMin = aMin, x.aMax = aMax, x.bMin = bMin;
    x.bMax = bMax, x.overlap = overlap, x.separating = separating;
    sat.axes.push_back(x);
  }
  sat.firstSeparating = std::get<1>(t);
  if (const auto& m = std::get<2>(t)) sat.mtv = vec(*m);
  return sat;
}

ExpectTuple expectTuple(const Expectation& e) {
  std::optional<int> relation, containment;
  if (e.relation) relation = static_cast<int>(*e.relation);
  if (e.containment) containment = static_cast<int>(*e.containment);
  std::optional<std::vector<Pair2>> points;
  if (e.points) {
    points.emplace();
    for (Vec2 p : *e.points) points->push_back(tuple(p));
  }
  std::optional<SatTuple> sat;
  if (e.sat) sat = satTuple(*e.sat);
  std::optional<ToiTuple> toi;
  if (e.toi) {
    const auto pairs = [](const std::vector<Vec2>& v) {
      std::vector<Pair2> out;
      out.reserve(v.size());
      for (Vec2 p : v) out.push_back(tuple(p));
      return out;
    };
    std::optional<std::vector<Pair2>> tp, normal;
    if (e.toi->points) tp = pairs(*e.toi->points);
    if (e.toi->normal) normal = *e.toi->normal ? pairs({**e.toi->normal}) : std::vector<Pair2>{};
    std::optional<int> atEnd;
    if (e.toi->atEnd) atEnd = static_cast<int>(*e.toi->atEnd);
    toi = ToiTuple{static_cast<int>(e.toi->kind), e.toi->t, tp, normal, e.toi->tunnels, atEnd};
  }
  return {e.a, e.b, e.error, e.errorMessage, relation, containment, points, e.distance, e.depth, sat, toi};
}

Expectation expectationFrom(const ExpectTuple& t) {
  Expectation e;
  const auto& [a, b, error, message, relation, containment, points, distance, depth, sat, toi] = t;
  e.a = a, e.b = b, e.error = error, e.errorMessage = message, e.distance = distance, e.depth = depth;
  if (relation) e.relation = static_cast<Relation>(*relation);
  if (containment) e.containment = static_cast<Containment>(*containment);
  if (points) {
    e.points.emplace();
    for (const Pair2& p : *points) e.points->push_back(vec(p));
  }
  if (sat) e.sat = satFrom(*sat);
  if (toi) {
    const auto& [kind, time, tp, normal, tunnels, atEnd] = *toi;
    if (kind < 0 || kind > static_cast<int>(ImpactCase::Grazing))
      throw py::value_error("toi case: unknown value " + std::to_string(kind));
    ToiExpectation& x = e.toi.emplace();
    x.kind = static_cast<ImpactCase>(kind), x.t = time, x.tunnels = tunnels;
    if (tp) {
      x.points.emplace();
      for (const Pair2& p : *tp) x.points->push_back(vec(p));
    }
    if (normal) {
      if (normal->size() > 1) throw py::value_error("toi normal: one vector or none");
      x.normal = normal->empty() ? std::optional<Vec2>() : vec(normal->front());
    }
    if (atEnd) x.atEnd = static_cast<Relation>(*atEnd);
  }
  return e;
}

SceneTuple sceneTuple(const Scene& s) {
  std::optional<std::tuple<Pair2, double>> view;
  if (s.view) view = std::tuple<Pair2, double>{tuple(s.view->center), s.view->zoom};
  std::vector<ShapeRow> shapes;
  for (const NamedShape& n : s.shapes) {
    auto [type, values] = shapeTuple(n.shape);
    shapes.emplace_back(n.id, type, values, tuple(n.motion));
  }
  std::vector<ExpectTuple> expect;
  for (const Expectation& e : s.expect) expect.push_back(expectTuple(e));
  return {s.name, view, shapes, expect};
}

Scene sceneFrom(const SceneTuple& t) {
  Scene s;
  s.name = std::get<0>(t);
  if (const auto& v = std::get<1>(t)) {
    const auto& [c, zoom] = *v;
    s.view = View{vec(c), zoom};
  }
  for (const auto& [id, type, values, motion] : std::get<2>(t))
    s.shapes.push_back({id, makeShape(type, values), vec(motion)});
  for (const ExpectTuple& e : std::get<3>(t)) s.expect.push_back(expectationFrom(e));
  return s;
}

/// `hitlab-cli check` of one scene: each expectation's mismatches, one line each ([] when it holds).
std::vector<std::vector<std::string>> checkScene(const SceneTuple& t, bool exact) {
  const Scene scene = sceneFrom(t);
  const auto find = [&](const std::string& id) -> const NamedShape& {
    for (const NamedShape& n : scene.shapes)
      if (n.id == id) return n;
    throw py::value_error("expect: no shape with id '" + id + "'");
  };
  std::vector<std::vector<std::string>> out;
  for (const Expectation& e : scene.expect) {
    const NamedShape &a = find(e.a), &b = find(e.b);
    out.push_back(checkExpectation(
        e, a.shape, b.shape, exact ? NumberMatch::Exact : NumberMatch::WithinTolerance, a.motion, b.motion));
  }
  return out;
}

// [SECTION] Batches: NumPy (N, 2) rows of points, as the article's arrays

using Array = py::array_t<double, py::array::c_style | py::array::forcecast>;

/// One side's points as they lie: (N, 2) rows or one point (2,). (forcecast and c_style: another dtype or
/// a strided array is converted into a contiguous float64 copy first, NumPy's way; float64 rows are read in
/// place.)
struct Points {
  const double* xy;
  std::size_t size;
};
Points pointsOf(const Array& a, const char* name) {
  if (!((a.ndim() == 2 && a.shape(1) == 2) || (a.ndim() == 1 && a.shape(0) == 2)))
    throw py::value_error(std::string(name) + ": expected an array of shape (N, 2) or (2,), got ndim " +
                          std::to_string(a.ndim()));
  return {a.data(), a.ndim() == 2 ? static_cast<std::size_t>(a.shape(0)) : 1};
}

void sameRows(const Points& p, const Points& q, const char* names) {
  if (p.size != q.size) throw py::value_error(std::string(names) + ": different numbers of rows");
}

[[noreturn]] void notFinite(std::size_t row) {
  throw py::value_error("row " + std::to_string(row) + ": a coordinate is not a finite number");
}

py::array_t<std::int8_t> segmentRelations(const Array& a, const Array& b, const Array& c, const Array& d) {
  const Points pa = pointsOf(a, "a"), pb = pointsOf(b, "b"), pc = pointsOf(c, "c"), pd = pointsOf(d, "d");
  sameRows(pa, pb, "a and b"), sameRows(pc, pd, "c and d");
  const std::size_t n = pa.size, m = pc.size;
  if (n != m && n != 1 && m != 1)
    throw py::value_error("a, b and c, d: " + std::to_string(n) + " and " + std::to_string(m) +
                          " rows (equal, or one row against many)");
  const std::size_t rows = std::max(n, m);
  py::array_t<std::int8_t> out(static_cast<py::ssize_t>(rows));
  auto* o = reinterpret_cast<std::uint8_t*>(out.mutable_data());
  {
    py::gil_scoped_release free;
    if (n == m)
      relateElementwise(SegmentRows{pa.xy, pb.xy, n}, SegmentRows{pc.xy, pd.xy, m}, o);
    else if (n == 1)
      relateOneToMany({pa.xy[0], pa.xy[1]}, {pb.xy[0], pb.xy[1]}, SegmentRows{pc.xy, pd.xy, m}, o);
    else
      relateOneToMany({pc.xy[0], pc.xy[1]}, {pd.xy[0], pd.xy[1]}, SegmentRows{pa.xy, pb.xy, n}, o);
  }
  // (a pair with a NaN or an infinity has no answer: 255)
  if (const void* bad = std::memchr(o, 255, rows)) notFinite(static_cast<const std::uint8_t*>(bad) - o);
  return out;
}

// Capsules: rows of ends and their radii, every argument with the same number of rows (hitlab/__init__.py
// broadcasts one row against many before).
py::array_t<std::int8_t> capsuleRelations(const Array& a, const Array& b, const Array& ra, const Array& c,
                                          const Array& d, const Array& rb) {
  const Points pa = pointsOf(a, "a"), pb = pointsOf(b, "b"), pc = pointsOf(c, "c"), pd = pointsOf(d, "d");
  sameRows(pa, pb, "a and b"), sameRows(pc, pd, "c and d"), sameRows(pa, pc, "a and c");
  for (const auto& [r, name] : {std::pair{&ra, "ra"}, std::pair{&rb, "rb"}})
    if (r->ndim() != 1 || static_cast<std::size_t>(r->shape(0)) != pa.size)
      throw py::value_error(std::string(name) + ": expected " + std::to_string(pa.size) +
                            " radii, one per row");
  const std::size_t rows = pa.size;
  py::array_t<std::int8_t> out(static_cast<py::ssize_t>(rows));
  auto* o = reinterpret_cast<std::uint8_t*>(out.mutable_data());
  {
    py::gil_scoped_release free;
    relateElementwise(CapsuleRows{pa.xy, pb.xy, ra.data(), rows}, CapsuleRows{pc.xy, pd.xy, rb.data(), rows},
                      o);
  }
  if (const void* bad = std::memchr(o, 255, rows))
    throw py::value_error("row " + std::to_string(static_cast<const std::uint8_t*>(bad) - o) +
                          ": a value is not a finite number, or a radius is negative");
  return out;
}

// Rays: origins and motions as (N, 2) rows (hitlab/__init__.py broadcasts one against many before), the
// first hit of each as (shape index or -1, t, point, normal), NaN where there is none.
using RayHitsTuple =
    std::tuple<py::array_t<std::int32_t>, py::array_t<double>, py::array_t<double>, py::array_t<double>>;
RayHitsTuple castRays(const hitlab::RayScene& scene, const Array& origins, const Array& motions) {
  const Points o = pointsOf(origins, "origins"), m = pointsOf(motions, "motions");
  sameRows(o, m, "origins and motions");
  for (const Points* p : {&o, &m})
    for (std::size_t i = 0; i < 2 * p->size; ++i)
      if (!std::isfinite(p->xy[i]))
        throw py::value_error("row " + std::to_string(i / 2) + ": " +
                              (p == &o ? "the origin" : "the motion") + " is not finite");
  const auto n = static_cast<py::ssize_t>(o.size);
  py::array_t<std::int32_t> shape(n);
  py::array_t<double> t(n), point({n, py::ssize_t{2}}), normal({n, py::ssize_t{2}});
  std::int32_t* s = shape.mutable_data();
  double *tt = t.mutable_data(), *pp = point.mutable_data(), *nn = normal.mutable_data();
  {
    py::gil_scoped_release free;
    for (std::size_t i = 0; i < o.size; ++i) {
      const RayHit h = scene.cast({o.xy[2 * i], o.xy[2 * i + 1]}, {m.xy[2 * i], m.xy[2 * i + 1]});
      s[i] = h.shape;
      const bool hit = h.shape >= 0;
      tt[i] = hit ? h.t : NAN;
      pp[2 * i] = hit ? h.point.x : NAN, pp[2 * i + 1] = hit ? h.point.y : NAN;
      nn[2 * i] = h.normal ? h.normal->x : NAN, nn[2 * i + 1] = h.normal ? h.normal->y : NAN;
    }
  }
  return {shape, t, point, normal};
}

py::array_t<std::int64_t> meetingSegmentPairs(const Array& a, const Array& b, const Array& c,
                                              const Array& d) {
  const Points pa = pointsOf(a, "a"), pb = pointsOf(b, "b"), pc = pointsOf(c, "c"), pd = pointsOf(d, "d");
  sameRows(pa, pb, "a and b"), sameRows(pc, pd, "c and d");
  for (const Points* p : {&pa, &pb, &pc, &pd})
    for (std::size_t i = 0; i < 2 * p->size; ++i)
      if (!std::isfinite(p->xy[i])) notFinite(i / 2);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> list;
  {
    py::gil_scoped_release free;
    meetingPairs(SegmentRows{pa.xy, pb.xy, pa.size}, SegmentRows{pc.xy, pd.xy, pc.size}, &list);
  }
  py::array_t<std::int64_t> out({static_cast<py::ssize_t>(list.size()), py::ssize_t{2}});
  auto o = out.mutable_unchecked<2>();
  for (std::size_t k = 0; k < list.size(); ++k)
    o(static_cast<py::ssize_t>(k), 0) = list[k].first, o(static_cast<py::ssize_t>(k), 1) = list[k].second;
  return out;
}

}  // namespace

}  // namespace hitlab::python

PYBIND11_MODULE(_core, m) {
  using namespace hitlab::python;
  m.doc() = "hitlab's C++ core (python/src/module.cpp); use the package hitlab, not this module.";
  // SceneError with its one-line message; a file's invalid bytes quoted in it are shown as \xNN escapes. Its
  // problem also as its parts (hitlab/message.h): file, place, field, position, problem_id, problem_args.
  static py::exception<hitlab::SceneError> sceneError(m, "SceneError", PyExc_ValueError);
  // (pybind11's translator is a plain function pointer taking the pointer by value)
  // NOLINTNEXTLINE(performance-unnecessary-value-param)
  py::register_exception_translator([](std::exception_ptr thrown) {
    try {
      if (thrown) std::rethrow_exception(thrown);
    } catch (const hitlab::SceneError& e) {
      const std::string what = e.what();
      auto decoded = [](const std::string& s) {
        return py::reinterpret_steal<py::object>(
            PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "backslashreplace"));
      };
      py::object error = py::reinterpret_borrow<py::object>(sceneError.ptr())(decoded(what));
      py::list args;
      for (const std::string& a : e.problem.args) args.append(decoded(a));
      error.attr("file") = decoded(e.file), error.attr("place") = decoded(e.place);
      error.attr("field") = decoded(e.field), error.attr("position") = e.position;
      error.attr("problem_id") = e.problem.id;
      error.attr("problem_args") = py::tuple(args);
      PyErr_SetObject(sceneError.ptr(), error.ptr());
    }
  });
  m.def("evaluate", &evaluatePair);
  m.def("classify", &classifyPair);
  m.def("time_of_impact", &timeOfImpactPair);
  m.def("relation_at_time",
        [](int ta, const Values& va, const Pair2& ma, int tb, const Values& vb, const Pair2& mb, double t) {
          const std::optional<hitlab::Relation> r =
              hitlab::relationAtTime(makeShape(ta, va), vec(ma), makeShape(tb, vb), vec(mb), t);
          return r ? static_cast<int>(*r) : -1;
        });
  // (the lab's engine methods: ((t, tests) of discrete, substeps, advancement), advancement stopped; None for
  // an invalid pair)
  m.def("engine_impacts",
        [](int ta, const Values& va, const Pair2& ma, int tb, const Values& vb, const Pair2& mb, int substeps,
           double tolerance) -> std::optional<py::tuple> {
          const auto r = hitlab::engineImpacts(makeShape(ta, va), vec(ma), makeShape(tb, vb), vec(mb),
                                               substeps, tolerance);
          if (!r) return std::nullopt;
          auto one = [](const hitlab::EngineImpact& e) { return py::make_tuple(e.t, e.tests); };
          return py::make_tuple(one(r->discrete), one(r->substeps), one(r->advancement),
                                r->advancementStopped);
        });
  // (the separating axes with velocities: ([(direction, a0, a1, b0, b1, rate, enter, leave, never)],
  // latest enter, earliest leave, meets); None where they do not apply)
  m.def("swept_axes",
        [](int ta, const Values& va, const Pair2& ma, int tb, const Values& vb,
           const Pair2& mb) -> std::optional<py::tuple> {
          const auto r = hitlab::sweptAxes(makeShape(ta, va), vec(ma), makeShape(tb, vb), vec(mb));
          if (!r) return std::nullopt;
          py::list axes;
          for (const hitlab::SweptAxis& x : r->axes)
            axes.append(py::make_tuple(tuple(x.direction), x.a0, x.a1, x.b0, x.b1, x.rate, x.enter, x.leave,
                                       x.never));
          return py::make_tuple(axes, r->latestEnter, r->earliestLeave, r->meets);
        });
  // (two disks: (A, B, C, D, R, first root, second root); None where it does not apply)
  m.def("swept_disks",
        [](int ta, const Values& va, const Pair2& ma, int tb, const Values& vb,
           const Pair2& mb) -> std::optional<py::tuple> {
          const auto r = hitlab::sweptDisks(makeShape(ta, va), vec(ma), makeShape(tb, vb), vec(mb));
          if (!r) return std::nullopt;
          return py::make_tuple(r->A, r->B, r->C, r->D, r->R, r->first, r->second);
        });
  m.def("explain", &explainPair);
  m.def("compare", &compareFormula);
  m.def("formula", &formulaVerdict);
  m.def("rotated_box", [](double cx, double cy, double hx, double hy, double angle) {
    std::vector<Pair2> corners;  // (hitlab::rotatedBox: the one definition of a rotated box's corners)
    for (const hitlab::Vec2 p : hitlab::rotatedBox({cx, cy}, {hx, hy}, angle).points)
      corners.push_back(tuple(p));
    return corners;
  });
  m.def("polygon_problem", [](const Values& v) {
    return hitlab::polygonProblem(std::get<hitlab::Polygon>(makeShape(int(hitlab::ShapeType::Polygon), v)));
  });
  // (the same by id and arguments, hitlab/message.h: ("", ()) when the polygon is valid)
  m.def("polygon_problem_message", [](const Values& v) {
    const hitlab::Message why = hitlab::polygonProblemMessage(
        std::get<hitlab::Polygon>(makeShape(int(hitlab::ShapeType::Polygon), v)));
    return std::pair{why.id, py::tuple(py::cast(why.args))};
  });
  m.def("parse_scene", [](const std::string& text, const std::string& file) {
    return sceneTuple(hitlab::parseScene(text, file));
  });
  m.def("load_scene", [](const std::string& path) { return sceneTuple(hitlab::loadScene(path)); });
  m.def("check_scene", &checkScene);
  m.def("scene_json", [](const SceneTuple& t) { return hitlab::sceneToJson(sceneFrom(t)); });
  m.def("save_scene",
        [](const SceneTuple& t, const std::string& path) { hitlab::saveSceneAtomic(sceneFrom(t), path); });
  m.def("segment_relations", &segmentRelations);
  m.def("capsule_relations", &capsuleRelations);
  m.def("meeting_segment_pairs", &meetingSegmentPairs);
  py::class_<hitlab::RayScene>(m, "RayScene")
      .def(py::init([](const std::vector<std::tuple<int, Values>>& shapes) {
        std::vector<hitlab::Shape> list;
        list.reserve(shapes.size());
        for (const auto& [type, values] : shapes) list.push_back(makeShape(type, values));
        return hitlab::RayScene(std::move(list));  // (std::invalid_argument: ValueError)
      }))
      .def("__len__", [](const hitlab::RayScene& s) { return s.shapes().size(); })
      .def("cast", &castRays);
  m.def("simd_target", &hitlab::batchSimdTarget);
  bindHunt(m);
}
