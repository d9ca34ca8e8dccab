// relation.cpp — the dispatch table over point-set kinds and the public entry points.
//
// Registering (A, B) also serves (B, A): the flipped call swaps the arguments and mirrors what is
// directional (containment, the translation vector). A new shape maps onto the four kinds in toGeom, or
// adds a kind, one pair file and its row here.
#include <array>

#include "fast_paths.h"
#include "geom.h"

namespace hitlab {

using detail::Geom;
using detail::Kind;

namespace {

using PairFn = PairResult (*)(const Geom&, const Geom&, bool);
struct Entry {
  PairFn fn;
  bool flipped;
};

// Rows and columns: Point, Segment, Disk, Polygon.
constexpr std::array<std::array<Entry, 4>, 4> kTable{{
    {{{detail::polytopePair, false},
      {detail::polytopePair, false},
      {detail::diskPolytopePair, true},
      {detail::polytopePair, false}}},
    {{{detail::polytopePair, false},
      {detail::polytopePair, false},
      {detail::diskPolytopePair, true},
      {detail::polytopePair, false}}},
    {{{detail::diskPolytopePair, false},
      {detail::diskPolytopePair, false},
      {detail::diskDiskPair, false},
      {detail::diskPolytopePair, false}}},
    {{{detail::polytopePair, false},
      {detail::polytopePair, false},
      {detail::diskPolytopePair, true},
      {detail::polytopePair, false}}},
}};

PairResult dispatch(const Geom& a, const Geom& b, bool full) {
  const Entry& e = kTable[static_cast<int>(a.kind)][static_cast<int>(b.kind)];
  if (!e.flipped) return e.fn(a, b, full);
  PairResult r = e.fn(b, a, full);
  if (r.containment == Containment::AInB)
    r.containment = Containment::BInA;
  else if (r.containment == Containment::BInA)
    r.containment = Containment::AInB;
  if (r.mtv) r.mtv = -*r.mtv;
  return r;
}

}  // namespace

std::string shapeProblem(const Shape& s, std::string_view name) {
  auto* p = std::get_if<Polygon>(&s);
  if (!p) return {};
  std::string why = polygonProblem(*p);
  return why.empty() ? why : "polygon '" + std::string(name) + "' " + why;
}

PairResult evaluate(const Shape& a, const Shape& b, std::string_view nameA, std::string_view nameB) {
  return evaluateKnown(a, b, shapeProblem(a, nameA), shapeProblem(b, nameB));
}

PairResult evaluateKnown(const Shape& a, const Shape& b, const std::string& problemA,
                         const std::string& problemB) {
  PairResult r;
  r.error = !problemA.empty() ? problemA : problemB;
  if (!r.error.empty()) return r;
  Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  r = dispatch(ga, gb, true);
  if (hasSat(typeOf(a), typeOf(b))) {
    r.sat = separatingAxes(a, b, r.relation != Relation::Disjoint);
    if (r.relation == Relation::Overlapping && ga.kind == Kind::Polygon && gb.kind == Kind::Polygon)
      detail::polygonDepthFromSat(*r.sat, ga.winding, gb.winding, r);
    r.sat->mtv = r.mtv;
  }
  return r;
}

Relation classify(const Shape& a, const Shape& b) {
  if (auto fast = detail::fastClassify(a, b)) return *fast;
  return detail::classifyExact(a, b);
}

Relation detail::classifyExact(const Shape& a, const Shape& b) { return exactRelation(toGeom(a), toGeom(b)); }

Relation detail::exactRelation(const Geom& a, const Geom& b) { return dispatch(a, b, false).relation; }

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
