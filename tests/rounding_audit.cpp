// rounding_audit.cpp — hitlab-rounding-audit: how many numbers evaluate() prints are the correctly rounded
// exact values of the quantities the contract defines (issue 27; figures in docs/rounding.md).
//
//   hitlab-rounding-audit [PAIRS [SEED]]   PAIRS per corpus kind and pair family (default 300), SEED 27
//
// For each corpus kind (random, degenerate, ulp-nudged, Pythagorean, huge, tiny, subnormal) and each pair
// family, evaluate() every pair and hold each number of its result to the double nearest its exact value
// (tests/rounding_oracle.h), computed here from the definitions with rationals and one square root:
//   points     where the outlines meet: edge crossings (rational), circle-edge and circle-circle crossings
//              (a + b sqrt(c)); compared as the sorted, deduplicated set of the rounded exact points
//   distance   disjoint pairs: sqrt of the least squared vertex-edge distance, or sqrt(D) - r (- r2)
//   depth/mtv  circle-circle overlaps: r1 + r2 - sqrt(D), and d (r1 + r2) / sqrt(D) - d; a disk's depth in a
//              rect or polygon: r + the nearest edge line's distance (centre inside), or r - sqrt(D)
//   axis       each SAT axis's unit outward normal (rect/polygon pairs): N / sqrt(|e|^2)
//   interval   each SAT axis's interval ends: the extreme w . N over a shape's vertices, / sqrt(|e|^2)
//   overlap    each SAT axis's min(aMax, bMax) - max(aMin, bMin) of those, exactly, / sqrt(|e|^2)
//   circle *   the same for a disk and a rect or polygon: the polygon's normals and the axis towards the
//              nearest vertex, the disk's interval c . N / sqrt(L) -+ r
// Prints per corpus kind and per pair family how many numbers were checked and how many are not the nearest
// double. (Not yet audited: depth and mtv of polygon pairs, the mtv of a disk and a polygon.)
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "reference.h"
#include "rounded_points.h"
#include "rounding_oracle.h"

namespace {

using namespace hitlab;
using oracle::edges;
using oracle::Value;
using ref::Q2;

// [SECTION] Corpora

enum class Kind { Random, Degenerate, UlpNudged, Pythagorean, Huge, Tiny, Subnormal };
const char* kKindNames[] = {"random", "degenerate", "ulp-nudged", "pythagorean", "huge", "tiny", "subnormal"};

struct Gen {
  std::mt19937_64 rng;
  Kind kind;
  double scale = 1;
  double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
  int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  // A new pair: the scale for huge and tiny corpora.
  void nextPair() {
    if (kind == Kind::Huge) scale = std::pow(10.0, integer(14, 150));
    if (kind == Kind::Tiny) scale = std::pow(10.0, -integer(100, 300));
    if (kind == Kind::Subnormal) scale = 0x1p-1064;
  }
  double coord() {
    switch (kind) {
      case Kind::Random:
        return uniform(-10, 10);
      case Kind::Degenerate:
        return integer(-3, 3);
      case Kind::UlpNudged: {
        double v = integer(-3, 3);
        const int n = integer(-1, 1);
        return n == 0 ? v : std::nextafter(v, n * INFINITY);
      }
      case Kind::Pythagorean:
        return integer(-12, 12);
      case Kind::Huge:
      case Kind::Tiny:
        return uniform(-10, 10) * scale;
      case Kind::Subnormal:
        return integer(-40, 40) * scale;
    }
    return 0;
  }
  double length() {
    const double base =
        kind == Kind::Random || kind == Kind::Huge || kind == Kind::Tiny ? uniform(0.5, 6) : integer(1, 6);
    const double v =
        kind == Kind::Huge || kind == Kind::Tiny || kind == Kind::Subnormal ? base * scale : base;
    return kind == Kind::UlpNudged && integer(0, 1) ? std::nextafter(v, INFINITY) : v;
  }
  Vec2 point() { return {coord(), coord()}; }
  Shape segment() { return Segment{point(), point()}; }
  Shape circle() { return Circle{point(), length()}; }
  Shape rect() {
    const Vec2 a = point(), b = point();
    return Rect{{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
  }
  Shape polygon() {
    if (kind == Kind::Random || kind == Kind::Huge || kind == Kind::Tiny) {
      const Vec2 c = point();
      const double r = length();
      const int n = integer(3, 7);
      std::vector<Vec2> pts;
      double angle = uniform(0, 1);
      for (int i = 0; i < n; ++i, angle += 6.283185307179586 / n * uniform(0.6, 1.0))
        pts.push_back({c.x + r * std::cos(angle), c.y + r * std::sin(angle)});
      return Polygon{pts};
    }
    // Small integers (times the scale): a random triangle or a quad from a box with one corner moved.
    const Vec2 a = point(), b = point(), c = point();
    return Polygon{{a, b, c}};
  }
  // A pair of circles for the Pythagorean corpus: centers 3-4-5 (5-12-13, 8-15-17) apart.
  std::pair<Shape, Shape> pythagoreanCircles() {
    static const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {6, 8, 10}};
    const auto& t = triples[integer(0, 3)];
    const Vec2 c1 = point();
    const int sx = integer(0, 1) ? 1 : -1, sy = integer(0, 1) ? 1 : -1;
    const Vec2 c2 =
        integer(0, 1) ? Vec2{c1.x + sx * t[0], c1.y + sy * t[1]} : Vec2{c1.x + sx * t[1], c1.y + sy * t[0]};
    return {Circle{c1, double(integer(1, t[2]))}, Circle{c2, double(integer(1, t[2]))}};
  }
};

// [SECTION] Exact quantities

using Num = std::map<std::string, std::pair<long, long>>;  // quantity -> (checked, wrong)

void check(Num& n, const std::string& quantity, double printed, const Value& exact) {
  auto& [checked, wrong] = n[quantity];
  ++checked;
  const double want = oracle::nearest(exact);
  // The contract's one exception: a positive gap or depth too small for a double is the smallest double.
  if ((quantity == "distance" || quantity == "depth") && want == 0 && printed == DBL_TRUE_MIN) return;
  if (!(printed == want)) {
    ++wrong;
    if (std::getenv("AUDIT_VERBOSE"))
      std::printf("%s: printed %a, exact rounded %a\n", quantity.c_str(), printed, oracle::nearest(exact));
  }
}

// The SAT axes of a rect or polygon pair: vertices in the contract's order, outward normals.
std::vector<Q2> satVertices(const Shape& s) {
  std::vector<Q2> out;
  if (auto* r = std::get_if<Rect>(&s))
    for (Vec2 p : rectCorners(*r)) out.push_back(ref::q(p));
  if (auto* g = std::get_if<Polygon>(&s))
    for (Vec2 p : g->points) out.push_back(ref::q(p));
  return out;
}
int winding(const std::vector<Q2>& v) {
  mpq_class area = 0;
  for (size_t i = 0; i < v.size(); ++i) area += ref::crs(v[i], v[(i + 1) % v.size()]);
  return sgn(area);
}

void audit(const Shape& a, const Shape& b, Num& n) {
  const PairResult r = evaluate(a, b);
  if (!r.error.empty()) return;
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  // Points (none printed where the outlines coincide: equal shapes).
  if (A.disk && B.disk && ref::eq(A.c, B.c) && A.r == B.r) return;  // the same circle: no point set to print
  const std::vector<Vec2> want = oracle::meetingPoints(a, b);
  if (!(a == b)) {
    auto& [checked, wrong] = n["points"];
    checked += static_cast<long>(std::max(want.size(), r.points.size()));
    long missing = 0;
    for (Vec2 p : want)
      if (std::find_if(r.points.begin(), r.points.end(), [&](Vec2 q) { return q.x == p.x && q.y == p.y; }) ==
          r.points.end())
        ++missing;
    long extra = static_cast<long>(r.points.size()) - (static_cast<long>(want.size()) - missing);
    wrong += std::max(missing, extra);
    if (std::max(missing, extra) > 0 && std::getenv("AUDIT_VERBOSE")) {
      std::printf("points of %s:", r.relation == Relation::Disjoint ? "disjoint" : "meeting");
      for (Vec2 p : r.points) std::printf(" (%a, %a)", p.x, p.y);
      std::printf("\n  want:");
      for (Vec2 p : want) std::printf(" (%a, %a)", p.x, p.y);
      std::printf("\n");
    }
  }
  // Distance (disjoint pairs).
  if (r.relation == Relation::Disjoint) {
    if (A.disk && B.disk) {
      const Q2 d = ref::sub(B.c, A.c);
      check(n, "distance", r.distance, Value{-(A.r + B.r), 1, ref::dt(d, d)});
    } else {
      mpq_class best = -1;
      auto consider = [&](const mpq_class& s) {
        if (best < 0 || s < best) best = s;
      };
      if (A.disk || B.disk) {
        const ref::Set &disk = A.disk ? A : B, &x = A.disk ? B : A;
        for (auto& [p, q] : edges(x)) consider(ref::dist2Segment(disk.c, p, q));
        check(n, "distance", r.distance, Value{-disk.r, 1, best});
      } else {
        for (const Q2& p : A.v)
          for (auto& [u, w] : edges(B)) consider(ref::dist2Segment(p, u, w));
        for (const Q2& p : B.v)
          for (auto& [u, w] : edges(A)) consider(ref::dist2Segment(p, u, w));
        check(n, "distance", r.distance, oracle::root(best));
      }
    }
  }
  // Depth and mtv of two circles.
  if (A.disk && B.disk && r.relation == Relation::Overlapping) {
    const Q2 d = ref::sub(B.c, A.c);
    const mpq_class D = ref::dt(d, d), s = A.r + B.r;
    check(n, "depth", r.depth, Value{s, -1, D});
    if (D != 0 && r.mtv) {
      check(n, "mtv", r.mtv->x, Value{-d.x, s * d.x, 1 / D});
      check(n, "mtv", r.mtv->y, Value{-d.y, s * d.y, 1 / D});
    }
  }
  // Depth of a disk and a rect or polygon: r past the nearest edge line when the centre lies in the area
  // (closed), else r less the centre's distance from the outline.
  if (A.disk != B.disk && r.relation == Relation::Overlapping) {
    const ref::Set& disk = A.disk ? A : B;
    const std::vector<Q2> v = satVertices(A.disk ? b : a);
    const int sigma = v.size() >= 3 ? winding(v) : 0;
    if (sigma != 0) {
      bool in = true;
      mpq_class line = -1, outline = -1;
      for (size_t i = 0; i < v.size(); ++i) {
        const Q2 &p = v[i], &q = v[(i + 1) % v.size()], d = ref::sub(q, p);
        const mpq_class side = sigma * ref::crs(d, ref::sub(disk.c, p));  // >= 0: c on the inner side
        in = in && side >= 0;
        const mpq_class l2 = side * side / ref::dt(d, d), s2 = ref::dist2Segment(disk.c, p, q);
        if (line < 0 || l2 < line) line = l2;
        if (outline < 0 || s2 < outline) outline = s2;
      }
      check(n, "depth", r.depth, in ? Value{disk.r, 1, line} : Value{disk.r, -1, outline});
    }
  }
  // SAT of a disk and a rect or polygon (as "circle axis", "circle interval", "circle overlap"): the
  // polygon's edge normals and the axis from the centre towards the nearest vertex (the first of exact
  // ties); on a unit axis N / sqrt(L) the disk projects to c . N / sqrt(L) -+ r.
  if (r.sat && A.disk != B.disk) {
    const ref::Set& disk = A.disk ? A : B;
    const std::vector<Q2> v = satVertices(A.disk ? b : a);
    const int sigma = v.size() >= 3 ? winding(v) : 0;
    if (sigma == 0) return;
    const char polygonOwner = A.disk ? 'b' : 'a';
    // a + b sqrt(c) values sharing one c, compared exactly.
    auto less = [](const Value& x, const Value& y) { return oracle::signOf(x.a - y.a, x.b - y.b, x.c) < 0; };
    for (const SatAxis& ax : r.sat->axes) {
      Q2 N;
      if (ax.edge >= 0 && ax.owner == polygonOwner && ax.edge < static_cast<int>(v.size())) {
        const Q2 e = ref::sub(v[(ax.edge + 1) % v.size()], v[ax.edge]);
        N = Q2{sigma * e.y, -sigma * e.x};
      } else if (ax.edge < 0) {
        size_t best = 0;
        for (size_t i = 1; i < v.size(); ++i) {
          const Q2 di = ref::sub(v[i], disk.c), db = ref::sub(v[best], disk.c);
          if (ref::dt(di, di) < ref::dt(db, db)) best = i;
        }
        N = ref::sub(v[best], disk.c);
      } else {
        continue;
      }
      const mpq_class L = ref::dt(N, N);
      if (L == 0) continue;
      const mpq_class invL = 1 / L;
      check(n, "circle axis", ax.axis.x, Value{0, N.x, invL});
      check(n, "circle axis", ax.axis.y, Value{0, N.y, invL});
      mpq_class lo = ref::dt(v[0], N), hi = lo;
      for (const Q2& p : v)
        lo = std::min(lo, mpq_class(ref::dt(p, N))), hi = std::max(hi, mpq_class(ref::dt(p, N)));
      const mpq_class cN = ref::dt(disk.c, N);
      const Value pLo{0, lo, invL}, pHi{0, hi, invL}, dLo{-disk.r, cN, invL}, dHi{disk.r, cN, invL};
      const Value &aLo = A.disk ? dLo : pLo, &aHi = A.disk ? dHi : pHi, &bLo = A.disk ? pLo : dLo,
                  &bHi = A.disk ? pHi : dHi;
      check(n, "circle interval", ax.aMin, aLo);
      check(n, "circle interval", ax.aMax, aHi);
      check(n, "circle interval", ax.bMin, bLo);
      check(n, "circle interval", ax.bMax, bHi);
      const Value &top = less(aHi, bHi) ? aHi : bHi, &bottom = less(aLo, bLo) ? bLo : aLo;
      check(n, "circle overlap", ax.overlap, Value{top.a - bottom.a, top.b - bottom.b, invL});
    }
  }
  // SAT of rect/polygon pairs.
  if (r.sat && !A.disk && !B.disk) {
    const std::vector<Q2> va = satVertices(a), vb = satVertices(b);
    if (va.size() < 3 || vb.size() < 3 || winding(va) == 0 || winding(vb) == 0) return;
    for (const SatAxis& ax : r.sat->axes) {
      const std::vector<Q2>& v = ax.owner == 'a' ? va : vb;
      if (ax.edge < 0 || ax.edge >= static_cast<int>(v.size())) continue;
      const Q2 e = ref::sub(v[(ax.edge + 1) % v.size()], v[ax.edge]);
      const mpq_class L = ref::dt(e, e);
      if (L == 0) continue;
      const int sigma = winding(v);
      const Q2 N{sigma * e.y, -sigma * e.x};
      const mpq_class invL = 1 / L;
      check(n, "axis", ax.axis.x, Value{0, N.x, invL});
      check(n, "axis", ax.axis.y, Value{0, N.y, invL});
      auto range = [&](const std::vector<Q2>& w, mpq_class& lo, mpq_class& hi) {
        lo = hi = ref::dt(w[0], N);
        for (const Q2& p : w)
          lo = std::min(lo, mpq_class(ref::dt(p, N))), hi = std::max(hi, mpq_class(ref::dt(p, N)));
      };
      mpq_class aLo, aHi, bLo, bHi;
      range(va, aLo, aHi), range(vb, bLo, bHi);
      check(n, "interval", ax.aMin, Value{0, aLo, invL});
      check(n, "interval", ax.aMax, Value{0, aHi, invL});
      check(n, "interval", ax.bMin, Value{0, bLo, invL});
      check(n, "interval", ax.bMax, Value{0, bHi, invL});
      check(n, "overlap", ax.overlap, Value{0, mpq_class(std::min(aHi, bHi) - std::max(aLo, bLo)), invL});
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const int pairs = argc > 1 ? std::atoi(argv[1]) : 300;
  const unsigned long seed = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 27;
  const char* families[] = {"segment-segment", "segment-polygon", "polygon-polygon",
                            "rect-rect",       "rect-polygon",    "circle-circle",
                            "circle-segment",  "circle-rect",     "circle-polygon"};
  std::map<std::string, Num> byKind, byFamily;
  Num total;
  // (AUDIT_KIND=k and AUDIT_FAMILY=f restrict the run, AUDIT_VERBOSE prints every wrong point set.)
  const int onlyKind = std::getenv("AUDIT_KIND") ? std::atoi(std::getenv("AUDIT_KIND")) : -1;
  const int onlyFamily = std::getenv("AUDIT_FAMILY") ? std::atoi(std::getenv("AUDIT_FAMILY")) : -1;
  for (int k = 0; k < 7; ++k) {
    for (int f = 0; f < 9; ++f) {
      if ((onlyKind >= 0 && k != onlyKind) || (onlyFamily >= 0 && f != onlyFamily)) continue;
      Gen g{std::mt19937_64(seed * 1000 + k * 10 + f), static_cast<Kind>(k)};
      for (int i = 0; i < pairs; ++i) {
        g.nextPair();
        std::pair<Shape, Shape> p;
        switch (f) {
          case 0:
            p = {g.segment(), g.segment()};
            break;
          case 1:
            p = {g.segment(), g.polygon()};
            break;
          case 2:
            p = {g.polygon(), g.polygon()};
            break;
          case 3:
            p = {g.rect(), g.rect()};
            break;
          case 4:
            p = {g.rect(), g.polygon()};
            break;
          case 5:
            p = static_cast<Kind>(k) == Kind::Pythagorean ? g.pythagoreanCircles()
                                                          : std::pair<Shape, Shape>{g.circle(), g.circle()};
            break;
          case 6:
            p = {g.circle(), g.segment()};
            break;
          case 7:
            p = {g.circle(), g.rect()};
            break;
          default:
            p = {g.circle(), g.polygon()};
            break;
        }
        Num n;
        audit(p.first, p.second, n);
        for (auto& [q, cw] : n) {
          for (Num* into : {&byKind[kKindNames[k]], &byFamily[families[f]], &total}) {
            (*into)[q].first += cw.first;
            (*into)[q].second += cw.second;
          }
        }
      }
    }
  }
  auto table = [](const char* title, const std::map<std::string, Num>& rows) {
    std::printf("%-18s %-15s %9s %9s\n", title, "quantity", "checked", "wrong");
    for (auto& [name, n] : rows)
      for (auto& [q, cw] : n)
        std::printf("%-18s %-15s %9ld %9ld\n", name.c_str(), q.c_str(), cw.first, cw.second);
    std::printf("\n");
  };
  std::printf("hitlab-rounding-audit: %d pairs per corpus kind and pair family, seed %lu\n\n", pairs, seed);
  table("corpus", byKind);
  table("family", byFamily);
  table("all", {{"all", total}});
  // The third argument lists family:quantity pairs that must have no wrong number (CI holds what is done).
  int status = 0;
  if (argc > 3) {
    std::string list = argv[3];
    for (size_t start = 0; start < list.size();) {
      const size_t end = std::min(list.find(',', start), list.size()), colon = list.find(':', start);
      const std::string family = list.substr(start, colon - start),
                        quantity = list.substr(colon + 1, end - colon - 1);
      const auto& [checked, wrong] = byFamily[family][quantity];
      if (checked == 0 || wrong > 0) {
        std::printf("required correctly rounded: %s %s, %ld wrong of %ld checked\n", family.c_str(),
                    quantity.c_str(), wrong, checked);
        status = 1;
      }
      start = end + 1;
    }
  }
  return status;
}
