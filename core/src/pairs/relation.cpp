// relation.cpp — the public entry points and the dispatch table over point-set kinds.
//
// Typical call flow of evaluate(a, b) (docs/architecture.md has the whole map):
//   evaluate -> validity (certainWinding, else polygonProblem) -> out of range? evaluateRescaled (scaling.h)
//            -> evaluateValid: toGeom both, their PreparedViews -> evaluateGeoms:
//               dispatch (the table: polytopes, circlePolytope, circles) -> refineTinyLengths -> SAT detail
// Every route goes through the table (two small PreparedShapes skip only the variant visits of toGeom).
// The table is filled by add(kindA, kindB, fn), which also serves (B, A): the flipped call swaps the
// arguments and mirrors what is directional (containment, the translation vector). A new shape maps onto the
// four kinds in toGeom, or adds a kind, one pair file and its add() lines here.
#include "pairs/relation.h"

#include <array>
#include <optional>
#include <type_traits>

#include "build_config.h"
#include "exact/exact.h"
#include "hitlab/classify.h"
#include "hitlab/prepared.h"
#include "motion/filtered_toi.h"
#include "motion/swept_kernels.h"
#include "pairs/pair_capsule.h"
#include "pairs/pair_circle.h"
#include "pairs/pair_polytope.h"
#include "pairs/point_set.h"
#include "pairs/sat.h"
#include "pairs/scaling.h"
#include "pairs/tiny_lengths.h"
#include "pairs/views.h"
#include "shape_checks.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

namespace hitlab {

using detail::Geom;
using detail::PreparedView;

namespace {

// [SECTION] What a pair function gets

// What a PreparedShape holds, as the pair code reads it (inlined where the pair is evaluated: a call here
// costs a small pair 10%).
[[gnu::always_inline]] inline void readPrepared(PreparedView& view, const PreparedShape& p, const Geom& g) {
  view.read(p.data(), p.satAxes(), p.size(), p.hasColumns(), g);
}

// One ordered pair as a pair function gets it: the point sets, the declared shapes (SAT reports on them;
// null for a relation only) and what was prepared of each.
struct PairArgs {
  const Geom &a, &b;
  const Shape *shapeA, *shapeB;
  PreparedView &viewA, &viewB;
  Query query;  ///< the fields to work out (hitlab/relation.h)
  PairArgs flipped() const { return {b, a, shapeB, shapeA, viewB, viewA, query}; }
};

// [SECTION] The pair families, as table entries

// The fast layer, chosen here (HITLAB_FAST): each route below tries a speed-only path and, when it cannot
// certify its answer, takes the reference family; or it hands the family facts it has already certified
// (SatFacts), which the family would otherwise work out itself. The family files hold the reference
// algorithm alone. Every path named here equals the reference function it replaces, bit for bit.

// The relation of points, segments and polygons (at least one) from the float edge-line filters
// (fast/fast_paths.cpp: equals polytopeRelation wherever it answers), of two segments from exact
// orientations, else nothing.
std::optional<Relation> certifiedPolytopeRelation([[maybe_unused]] const Geom& a,
                                                  [[maybe_unused]] const Geom& b) {
#if HITLAB_FAST
  // (two segments: exact orientations, fast/fast_paths.cpp's segmentsByOrientation, equal to
  // polytopeRelation's answer)
  if (a.kind == ShapeType::Segment && b.kind == ShapeType::Segment)
    return detail::segmentsByOrientation(a, b);
  if (a.kind == ShapeType::Polygon || b.kind == ShapeType::Polygon) {
    std::uint8_t r = detail::polygons(a.v(), a.n, a.kind == ShapeType::Polygon ? a.winding : 1, b.v(), b.n,
                                      b.kind == ShapeType::Polygon ? b.winding : 1);
    if (r != detail::kUndecided) return static_cast<Relation>(r);
    // (two polygons on a small grid, as a tile map's: exact orientations, fast/fast_paths.cpp's
    // polygonsOnGrid, equal to polytopeRelation's answer)
    if (a.kind == ShapeType::Polygon && b.kind == ShapeType::Polygon)
      return detail::polygonsOnGrid(a.v(), a.n, a.winding, b.v(), b.n, b.winding);
  }
#endif
  return std::nullopt;
}

// Two polygons (anything but the relation alone): SAT first, as its rounded intervals usually prove the
// relation (no edge-line test then) and rule out containment; the SAT detail is a part of the result, and
// gives the depth. Every field is written over, so a reused result keeps its lists' memory.
void polygons(const PairArgs& p, PairResult& out) {
  const Geom &ga = p.a, &gb = p.b;
  PreparedView &ka = p.viewA, &kb = p.viewB;
  const bool wantSat = asks(p.query, Query::Sat), wantDistance = asks(p.query, Query::Distance);
  detail::SatFacts facts;
  // (Without the SAT detail the small kernel works without a table, unless the distance reads its widest gap;
  // the general one writes its table to a scratch.)
  thread_local SatResult scratch;
  SatResult* sat = wantSat ? (out.sat ? &*out.sat : &out.sat.emplace()) : wantDistance ? &scratch : nullptr;
  if (!wantSat) out.sat.reset();
  bool satDone = false;
#if HITLAB_FAST
  // (fast/sat_small.cpp: separatingAxes for two small prepared polygons; nx is the start of their data)
  satDone = ka.small && kb.small &&
            detail::smallPolygonsSat(ka.sat.nx, ka.sat.count, ka.sat.size, ga.winding, kb.sat.nx,
                                     kb.sat.count, kb.sat.size, gb.winding, facts, sat);
#endif
  if (!satDone) {
    if (!sat) sat = &scratch;
    detail::separatingAxes(*p.shapeA, *p.shapeB, ga, gb, false, &facts, ka.satOrNull, kb.satOrNull, *sat);
  }
#if HITLAB_FAST
  // (SAT found them apart: the distance's square from fast/polytope_paths.cpp's pruned search, which reads
  // SAT's widest gap, unless SAT's small kernel measured it; each equals polytopeDistance's minimum over
  // every vertex-edge pair bit for bit.)
  if (wantDistance && facts.relation == Relation::Disjoint && !facts.hasApartSquare) {
    facts.apartSquare = detail::prunedSquaredDistance(ka.columnsOf(ga), kb.columnsOf(gb), facts);
    facts.hasApartSquare = facts.apartSquare >= 0;
  }
  // (SAT's small kernel found every vertex's side of the other's edge lines: the straddle masks from them,
  // the bits straddleMasks gives; an apart pair has no meeting point to find.)
  if (asks(p.query, Query::Points) && facts.hasSides && facts.relation != Relation::Disjoint) {
    detail::straddleFromSides(facts, ga.n, gb.n, facts.straddleCross, facts.straddleUnsure);
    facts.hasStraddleMasks = true;
  }
#endif
  if (!facts.relation) facts.relation = certifiedPolytopeRelation(ga, gb);
  out.error.clear();
  detail::polytopePair(ga, gb, facts, ka, kb, p.query, out);
  out.depth = 0;
  out.mtv.reset();
  if (sat) sat->mtv.reset();
  if (!asks(p.query, Query::Depth) || out.relation != Relation::Overlapping) return;
  if (sat)
    detail::polygonDepthFromSat(*sat, ga.winding, gb.winding, facts, out);
  else
    detail::polygonDepthFromFacts(facts, out);
}

// Points, segments and polygons against each other (pair_polytope.cpp); two polygons as above.
void polytopes(const PairArgs& p, PairResult& out) {
  if (p.query != Query::Relation && p.a.kind == ShapeType::Polygon && p.b.kind == ShapeType::Polygon)
    return polygons(p, out);
  const std::optional<Relation> certified = certifiedPolytopeRelation(p.a, p.b);
  PairResult r;
  if (p.query == Query::Relation) {  // (no SatFacts to build, as classify and the broad phase come here)
    r.relation = certified ? *certified : detail::polytopeRelation(p.a, p.b);
  } else {
    detail::SatFacts known;
    known.relation = certified;
    PreparedView none[2];  // (nothing prepared: the columns are built there)
    detail::polytopePair(p.a, p.b, known, none[0], none[1], p.query, r);
  }
  out = std::move(r);
}

// A circle (first) against a point, segment or polygon (pair_circle.cpp), first from one rounded pass of
// certified signs (fast/circle_polygon_signs.cpp: equals circlePolytopePair wherever it answers).
void circlePolytope(const PairArgs& p, PairResult& out) {
#if HITLAB_FAST
  if (detail::circlePolygonBySigns(p.a.at(0), p.a.r, p.b, p.query, out)) return;
#endif
  out = detail::circlePolytopePair(p.a, p.b, p.query);
}

// Two circles (pair_circle.cpp).
void circles(const PairArgs& p, PairResult& out) { out = detail::circleCirclePair(p.a, p.b, p.query); }

// A capsule (first) against any kind (pair_capsule.cpp); the relation alone first from the float filters
// (fast/fast_paths.cpp: grownRelation equals capsulePair's relation wherever it answers).
void capsules(const PairArgs& p, PairResult& out) {
#if HITLAB_FAST
  if (const std::uint8_t r = detail::grownRelation(p.a, p.b); r != detail::kUndecided) {
    if (p.query != Query::Relation) {
      out = detail::capsulePair(p.a, p.b, p.query, static_cast<Relation>(r));
    } else {
      out = PairResult{};
      out.relation = static_cast<Relation>(r);
    }
    return;
  }
#endif
  out = detail::capsulePair(p.a, p.b, p.query);
}

// [SECTION] The dispatch table

using PairFn = void (*)(const PairArgs&, PairResult&);
struct Entry {
  PairFn fn = nullptr;
  bool flipped = false;
};

class PairTable {
 public:
  constexpr PairTable() {
    add(ShapeType::Point, ShapeType::Point, polytopes);
    add(ShapeType::Point, ShapeType::Segment, polytopes);
    add(ShapeType::Point, ShapeType::Polygon, polytopes);
    add(ShapeType::Segment, ShapeType::Segment, polytopes);
    add(ShapeType::Segment, ShapeType::Polygon, polytopes);
    add(ShapeType::Polygon, ShapeType::Polygon, polytopes);
    add(ShapeType::Circle, ShapeType::Point, circlePolytope);
    add(ShapeType::Circle, ShapeType::Segment, circlePolytope);
    add(ShapeType::Circle, ShapeType::Polygon, circlePolytope);
    add(ShapeType::Circle, ShapeType::Circle, circles);
    add(ShapeType::Capsule, ShapeType::Point, capsules);
    add(ShapeType::Capsule, ShapeType::Segment, capsules);
    add(ShapeType::Capsule, ShapeType::Circle, capsules);
    add(ShapeType::Capsule, ShapeType::Polygon, capsules);
    add(ShapeType::Capsule, ShapeType::Capsule, capsules);
  }
  constexpr const Entry& at(ShapeType a, ShapeType b) const { return entries_[index(a)][index(b)]; }

 private:
  static constexpr int index(ShapeType k) { return static_cast<int>(k); }
  // Registers fn for (a, b) and, flipped, for (b, a).
  constexpr void add(ShapeType a, ShapeType b, PairFn fn) {
    entries_[index(a)][index(b)] = {fn, false};
    if (a != b) entries_[index(b)][index(a)] = {fn, true};
  }
  // (Indexed by ShapeType; the Rect row and column stay empty: a rect's point set is a polygon.)
  std::array<std::array<Entry, kShapeTypeCount>, kShapeTypeCount> entries_{};
};

constexpr PairTable kPairs;

// A result of (b, a) as the result of (a, b): what is directional swaps.
void mirror(PairResult& r) {
  if (r.containment == Containment::AInB)
    r.containment = Containment::BInA;
  else if (r.containment == Containment::BInA)
    r.containment = Containment::AInB;
  if (r.mtv) r.mtv = -*r.mtv;
}

void dispatch(const PairArgs& p, PairResult& out) {
  const Entry& e = kPairs.at(p.a.kind, p.b.kind);
  if (!e.flipped) return e.fn(p, out);
  e.fn(p.flipped(), out);
  mirror(out);
}

// A result cut to what `query` asks for: the out-of-range route works the full result out first. (The
// families compute only what is asked, and set nothing else: Query's tests hold them to it.)
void keepAsked(Query query, PairResult& r) {
  if (!asks(query, Query::Points)) r.points.clear();
  if (!asks(query, Query::Depth)) r.depth = 0, r.mtv.reset();
  if (!asks(query, Query::Distance)) r.distance = 0;
  if (!asks(query, Query::Containment)) r.containment = Containment::None;
  if (!asks(query, Query::Sat)) r.sat.reset();
}

// The result of a valid pair from its point sets: the table's family, small lengths made exact, and the
// SAT detail of the types that report it (two polygons' comes from their family, which starts with it).
void evaluateGeoms(const PairArgs& p, PairResult& out) {
  const bool satFromFamily = p.a.kind == ShapeType::Polygon && p.b.kind == ShapeType::Polygon;
  std::optional<SatResult> sat;
  if (!satFromFamily) sat = std::move(out.sat), out.sat.reset();  // (a reused result keeps its axes' storage)
  dispatch(p, out);
  // (A prepared area knows its size; points and segments have one or two vertices to look at.)
  auto size = [](const Geom& g, const PreparedView& k) {
    return k.satOrNull && (g.kind == ShapeType::Polygon || g.kind == ShapeType::Circle) ? k.sat.size
                                                                                        : detail::satSize(g);
  };
  // (A small length asked for made exact: the distance of a pair apart, the depth of one overlapping.)
  if (asks(p.query, out.relation == Relation::Disjoint ? Query::Distance : Query::Depth))
    detail::refineTinyLengths(p.a, p.b, std::max(size(p.a, p.viewA), size(p.b, p.viewB)), out);
  if (satFromFamily || !asks(p.query, Query::Sat) || !hasSat(typeOf(*p.shapeA), typeOf(*p.shapeB))) return;
  if (!sat) sat.emplace();
  detail::separatingAxes(*p.shapeA, *p.shapeB, p.a, p.b, out.relation != Relation::Disjoint, nullptr,
                         p.viewA.satOrNull, p.viewB.satOrNull, *sat);
  sat->mtv = out.mtv;
  out.sat = std::move(sat);
}

}  // namespace

std::string shapeProblem(const Shape& s, std::string_view name) {
  auto* p = std::get_if<Polygon>(&s);
  if (!p) return {};
  const std::string why = polygonProblem(*p);
  return why.empty() ? why : english({"shape.invalid-polygon", {std::string(name), why}});
}

namespace {

// A small prepared polygon's Geom from what it keeps (no shape variant visited).
Geom smallGeom(const PreparedShape& p) {
  Geom g;
  g.kind = ShapeType::Polygon, g.n = p.satAxes(), g.ext = p.inlineVertices(), g.winding = p.winding();
  return g;
}

// The fields `query` asks for of a pair whose polygons are valid into out; windings known from the validity
// check, else 0.
void evaluateValid(const Shape& a, const Shape& b, int windingA, int windingB, const PreparedShape* preparedA,
                   const PreparedShape* preparedB, Query query, PairResult& out) {
  Geom ga = detail::toGeom(a, windingA), gb = detail::toGeom(b, windingB);
  PreparedView ka, kb;
  if (preparedA && preparedB) {
    if (const Vec2* v = preparedA->inlineVertices()) ga.ext = v;  // the same values, next to the rest
    if (const Vec2* v = preparedB->inlineVertices()) gb.ext = v;
    readPrepared(ka, *preparedA, ga), readPrepared(kb, *preparedB, gb);
  } else if (ga.kind == ShapeType::Polygon && gb.kind == ShapeType::Polygon) {
    // (One prepared and the other not is fine: each view stands for itself.)
    if (detail::kFast && ka.prepareSmall(a, ga)) kb.prepareSmall(b, gb);
  }
  evaluateGeoms({ga, gb, &a, &b, ka, kb, query}, out);
}

// A polygon's winding when the float certificate proves it valid (then there is no problem to name), else 0.
int certifiedWinding(const Shape& s) {
  auto* p = std::get_if<Polygon>(&s);
  return p ? detail::certainWinding(p->points) : 0;
}

// shapeProblem, skipped for a polygon the certificate proved valid (`winding` from certifiedWinding).
std::string problemUnlessCertified(const Shape& s, int winding, std::string_view name) {
  return winding != 0 ? std::string() : shapeProblem(s, name);
}

}  // namespace

PairResult evaluate(const Shape& a, const Shape& b, std::string_view nameA, std::string_view nameB) {
  return evaluate(a, b, Query::Full, nameA, nameB);
}

PairResult evaluate(const Shape& a, const Shape& b, Query query, std::string_view nameA,
                    std::string_view nameB) {
  int wa = certifiedWinding(a), wb = certifiedWinding(b);
  std::string problemA = problemUnlessCertified(a, wa, nameA),
              problemB = problemUnlessCertified(b, wb, nameB);
  PairResult r;
  if (!problemA.empty() || !problemB.empty()) {
    r.error = !problemA.empty() ? problemA : problemB;
  } else if (!detail::inComfortableRange(magnitude(a), magnitude(b))) {
    r = detail::evaluateRescaled(a, b, nameA, nameB);
    keepAsked(query, r);
  } else {
    evaluateValid(a, b, wa, wb, nullptr, nullptr, query, r);
  }
  return r;
}

PreparedShape::PreparedShape(Shape shape, std::string_view name) : shape_(std::move(shape)) {
  magnitude_ = hitlab::magnitude(shape_);
  winding_ = certifiedWinding(shape_);
  problem_ = problemUnlessCertified(shape_, winding_, name);
  if (!problem_.empty()) return;
  Geom g = detail::toGeom(shape_, winding_);
  if (g.kind == ShapeType::Polygon) winding_ = g.winding;
  satAxes_ = detail::satAxisCount(shape_);
  hasColumns_ = g.kind != ShapeType::Circle;
  const std::size_t need =
      4 * static_cast<std::size_t>(satAxes_) + (hasColumns_ ? detail::columnsSize(g.n) : 0);
  double* data = inline_;
  if (need > std::size(inline_)) heap_.resize(need), data = heap_.data(), onHeap_ = true;
  size_ = detail::prepareSat(shape_, g, data).size;
  if (hasColumns_) detail::writeColumns(g, data + 4 * satAxes_);
  if (g.kind == ShapeType::Polygon && g.n <= kInlineVertices) {
    std::copy(g.v(), g.v() + g.n, inlineVertices_);
    inlineVertexCount_ = g.n;
    small_ = satAxes_ == g.n;
    static_assert(std::extent_v<decltype(diskEdges_)> == detail::kDiskEdgeColumns * detail::kSweptBlock &&
                  kInlineVertices <= detail::kSweptBlock);
    if (small_) detail::writeDiskEdges(g, diskEdges_);
  }
  valid_ = true;
}

void evaluate(const PreparedShape& a, const PreparedShape& b, PairResult& out) {
  evaluate(a, b, Query::Full, out);
}

void evaluate(const PreparedShape& a, const PreparedShape& b, Query query, PairResult& out) {
  if (!a.valid() || !b.valid()) {
    out = PairResult{};
    out.error = !a.problem().empty() ? a.problem() : b.problem();
    return;
  }
  if (!detail::inComfortableRange(a.magnitude(), b.magnitude())) {
    out = detail::evaluateRescaled(a.shape(), b.shape(), "a", "b");
    keepAsked(query, out);
    return;
  }
  if (a.smallPolygon() && b.smallPolygon()) {  // (the common case of a scene: straight to the kernels)
    const Geom ga = smallGeom(a), gb = smallGeom(b);
    PreparedView ka, kb;
    readPrepared(ka, a, ga), readPrepared(kb, b, gb);
    evaluateGeoms({ga, gb, &a.shape(), &b.shape(), ka, kb, query}, out);
    return;
  }
  evaluateValid(a.shape(), b.shape(), a.winding(), b.winding(), &a, &b, query, out);
}

PairResult evaluate(const PreparedShape& a, const PreparedShape& b) {
  PairResult r;
  evaluate(a, b, r);
  return r;
}

namespace {
Relation relationOf(const Geom& a, const Geom& b) {
#if HITLAB_FAST
  // (fast/fast_paths.cpp: the float filters alone, when they certify the answer)
  if (std::uint8_t r = detail::fastRelation(a, b); r != detail::kUndecided) return static_cast<Relation>(r);
#endif
  return detail::exactRelation(a, b);
}
}  // namespace

Relation classify(const Shape& a, const Shape& b) { return relationOf(detail::toGeom(a), detail::toGeom(b)); }

Relation classify(const Polygon& a, const Polygon& b) {
  if (a.radius != 0 || b.radius != 0)  // (rounded: their grown point sets, as classify(Shape, Shape))
    return relationOf(detail::grownGeom(a), detail::grownGeom(b));
#if HITLAB_FAST
  int wa = detail::filteredWinding(a.points.data(), static_cast<int>(a.points.size()));
  int wb = detail::filteredWinding(b.points.data(), static_cast<int>(b.points.size()));
  if (wa != 0 && wb != 0) {  // (fast/fast_paths.cpp: the edge-line filters)
    std::uint8_t r = detail::polygons(a.points.data(), static_cast<int>(a.points.size()), wa, b.points.data(),
                                      static_cast<int>(b.points.size()), wb);
    if (r != detail::kUndecided) return static_cast<Relation>(r);
    if (auto grid = detail::polygonsOnGrid(a.points.data(), static_cast<int>(a.points.size()), wa,
                                           b.points.data(), static_cast<int>(b.points.size()), wb))
      return *grid;
  }
#endif
  return detail::exactRelation(detail::toGeom(a), detail::toGeom(b));
}

Relation detail::classifyExact(const Shape& a, const Shape& b) { return exactRelation(toGeom(a), toGeom(b)); }

Relation detail::classifyExact(const Segment& a, const Segment& b) {
  // (toGeom's point sets: a zero-length segment is a point)
  auto geom = [](const Segment& s) {
    Geom g;
    g.buf[0] = s.a, g.buf[1] = s.b;
    if (!(s.a == s.b)) g.kind = ShapeType::Segment, g.n = 2;
    return g;
  };
  const Geom ga = geom(a), gb = geom(b);
#if HITLAB_FAST
  if (ga.kind == ShapeType::Segment && gb.kind == ShapeType::Segment) return segmentsByOrientation(ga, gb);
#endif
  return exactRelation(ga, gb);
}

Relation detail::exactRelation(const Geom& a, const Geom& b) {
  PreparedView none[2];
  PairResult r;
  dispatch({a, b, nullptr, nullptr, none[0], none[1], Query::Relation}, r);
  return r.relation;
}

PairResult detail::familyResultAsGiven(const Shape& a, const Shape& b) {
  PreparedView none[2];
  PairResult r;
  const Geom ga = toGeom(a), gb = toGeom(b);
  dispatch({ga, gb, &a, &b, none[0], none[1], Query::Full}, r);
  return r;
}

const char* relationName(Relation r) {
  static constexpr const char* kNames[] = {"disjoint", "touching", "overlapping"};
  return kNames[static_cast<int>(r)];
}

const char* containmentName(Containment c) {
  static constexpr const char* kNames[] = {"none", "a_in_b", "b_in_a", "equal"};
  return kNames[static_cast<int>(c)];
}

long long exactFallbackCount() { return exact::tFallbacks; }

}  // namespace hitlab
