// test_motion.cpp — the time of impact (hitlab/motion.h): hand-checked steps of each case, then random and
// degenerate pairs of every shape type against an independent oracle: the rational reference's relation
// (reference.h) of both shapes moved to exact rational times, and, for shapes with straight outlines, the
// time of impact from the separating axes (each axis's entering and leaving time, the latest entering one
// before the earliest leaving one), rounded once.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <random>
#include <vector>

#include "exact/rounding.h"
#include "hitlab/motion.h"
#include "reference.h"

using namespace hitlab;

namespace {

// [SECTION] Hand-checked steps

TEST(Motion, ABulletThroughAThinWallTunnels) {
  const TimeOfImpact r = timeOfImpact(Point{{-1, 0}}, {3, 0}, Rect{{0, -1}, {0.1, 1}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 1.0 / 3);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{0, 0}}));
  EXPECT_EQ(r.normal, (Vec2{1, 0}));  // from the bullet into the wall
  EXPECT_TRUE(r.tunnels);
  EXPECT_EQ(r.atEnd, Relation::Disjoint);
}

TEST(Motion, TwoDisksMeetHeadOnAndOneGrazesTheOther) {
  TimeOfImpact r = timeOfImpact(Circle{{-5, 0}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 0.3);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{-1, 0}}));
  EXPECT_EQ(r.normal, (Vec2{1, 0}));
  EXPECT_TRUE(r.tunnels);
  // Both moving: b by (-4, 0), a by (6, 0): the same relative motion, the contact point moves with b.
  r = timeOfImpact(Circle{{-5, 0}, 1}, {6, 0}, Circle{{0, 0}, 1}, {-4, 0});
  EXPECT_EQ(r.t, 0.3);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{-2.2, 0}}));
  // Passing at exactly the radius sum: they touch at t = 1/2 and never overlap.
  r = timeOfImpact(Circle{{-5, 2}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Grazing);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{0, 1}}));
  EXPECT_EQ(r.normal, (Vec2{0, -1}));
  EXPECT_TRUE(r.tunnels);
  // A hair nearer: they overlap for a moment, entering a hair before 1/2.
  r = timeOfImpact(Circle{{-5, 2 - 0x1p-40}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_LT(*r.t, 0.5);
}

TEST(Motion, ABoxSlidingAlongAnotherOnlyTouches) {
  const TimeOfImpact r = timeOfImpact(Rect{{0, 0}, {1, 1}}, {5, 0}, Rect{{2, 1}, {3, 2}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Grazing);
  EXPECT_EQ(r.t, 0.2);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{2, 1}}));
  EXPECT_EQ(r.normal, (Vec2{0, 1}));
  EXPECT_TRUE(r.tunnels);
  // Ending the step half past the other's corner: still touching along y = 1.
  EXPECT_EQ(timeOfImpact(Rect{{0, 0}, {1, 1}}, {1.5, 0}, Rect{{2, 1}, {3, 2}}, {0, 0}).atEnd,
            Relation::Touching);
}

TEST(Motion, SegmentsAndPointsOnOneLine) {
  // Collinear segments sliding into each other: touching at 1/3, overlapping after, touching at the end.
  TimeOfImpact r = timeOfImpact(Segment{{0, 0}, {1, 0}}, {3, 0}, Segment{{2, 0}, {3, 0}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 1.0 / 3);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{2, 0}}));
  EXPECT_EQ(r.normal, (Vec2{1, 0}));
  EXPECT_EQ(r.atEnd, Relation::Touching);
  EXPECT_FALSE(r.tunnels);
  // A point hitting a point: they meet for an instant, in which they overlap (a point's inside is itself).
  r = timeOfImpact(Point{{0, 0}}, {2, 2}, Point{{1, 1}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{1, 1}}));
  EXPECT_TRUE(r.tunnels);
  // A ray (a moving point) crossing a segment's end: touching for an instant (grazing); its middle: entering.
  r = timeOfImpact(Point{{0, -1}}, {0, 2}, Segment{{0, 0}, {1, 0}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Grazing);
  r = timeOfImpact(Point{{0.5, -1}}, {0, 4}, Segment{{0, 0}, {1, 0}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 0.25);
  EXPECT_EQ(r.normal, (Vec2{0, 1}));
  // Parallel segments becoming collinear, sharing a piece: its two ends.
  r = timeOfImpact(Segment{{0, 1}, {2, 1}}, {0, -2}, Segment{{1, 0}, {3, 0}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{1, 0}, {2, 0}}));
}

TEST(Motion, AtTheStartAndStandingStill) {
  TimeOfImpact r = timeOfImpact(Rect{{0, 0}, {1, 1}}, {0, 0}, Rect{{1, 0}, {2, 1}}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Touching);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.points, (std::vector<Vec2>{{1, 0}, {1, 1}}));
  EXPECT_EQ(r.normal, (Vec2{1, 0}));
  EXPECT_EQ(r.atEnd, Relation::Touching);
  r = timeOfImpact(Circle{{0, 0}, 1}, {-3, 0}, Circle{{1, 0}, 1}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Overlapping);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_FALSE(r.normal);
  EXPECT_EQ(r.atEnd, Relation::Disjoint);
  r = timeOfImpact(Circle{{0, 0}, 1}, {0, 0}, Circle{{5, 0}, 1}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::None);
  EXPECT_FALSE(r.t);
  EXPECT_FALSE(timeOfImpact(Point{{0, 0}}, {NAN, 0}, Point{{1, 0}}, {0, 0}).error.empty());
}

TEST(Motion, ACapsuleOntoARoundedBoxAndATimeThatIsARoot) {
  // A capsule falling flat onto a rounded box: its side meets the box's top side (a piece of contact).
  TimeOfImpact r = timeOfImpact(Capsule{{-1, 3}, {1, 3}, 0.5}, {0, -4}, Rect{{-2, -1}, {2, 0}, 0.5}, {0, 0});
  EXPECT_EQ(r.kind, ImpactCase::Entering);
  EXPECT_EQ(r.t, 0.5);  // from y = 3 to 1: 0.5 + 0.5 above the box's top
  EXPECT_EQ(r.points, (std::vector<Vec2>{{-1, 0.5}, {1, 0.5}}));
  EXPECT_EQ(r.normal, (Vec2{0, -1}));
  // A disk moving diagonally onto a disk: |t (1, 1) - (0.8, 0.8)| = 1 at t = 0.8 - 1 / sqrt(2) (0.8 as the
  // double), a root rounded once.
  r = timeOfImpact(Circle{{0, 0}, 0.5}, {1, 1}, Circle{{0.8, 0.8}, 0.5}, {0, 0});
  EXPECT_EQ(*r.t, exact::nearestSumRoot(mpq_class(0.8), mpq_class(-1, 2), mpq_class(2)));
  EXPECT_EQ(r.normal, (Vec2{std::sqrt(0.5), std::sqrt(0.5)}));
}

// [SECTION] The oracle

using ref::Q2;
using ref::Set;

Set moved(Set s, const Q2& by) {
  for (Q2& p : s.v) p = {p.x + by.x, p.y + by.y};
  s.c = {s.c.x + by.x, s.c.y + by.y};
  return s;
}

// The reference's relation of two sets (as ref::relation does for shapes).
Relation relationOf(const Set& A, const Set& B) {
  if (ref::grownPair(A, B)) return ref::grownRelation(A, B);
  if (A.disk && B.disk) {
    const Q2 d = ref::sub(B.c, A.c);
    const mpq_class s = ref::dt(d, d) - (A.r + B.r) * (A.r + B.r);
    return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
  }
  if (A.disk || B.disk) {
    const Set& D = A.disk ? A : B;
    const Set& X = A.disk ? B : A;
    const mpq_class s = ref::dist2Polytope(X, D.c) - D.r * D.r;
    return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
  }
  return ref::polytopeRelation(A, B);
}

Q2 times(const mpq_class& t, Vec2 v) { return {t * v.x, t * v.y}; }

Relation relationAt(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const mpq_class& t) {
  return relationOf(moved(ref::toSet(a), times(t, va)), moved(ref::toSet(b), times(t, vb)));
}

// Straight outlines: the interval of times the separating axes leave open (each axis: a's interval moving at
// rate s against b's), over a complete set of axes: edge normals, a segment's direction, and x and y for
// points. None when empty.
std::optional<std::pair<mpq_class, mpq_class>> axesInterval(const Set& A, const Set& B, Vec2 va, Vec2 vb) {
  std::vector<Q2> axes = {{1, 0}, {0, 1}};
  for (const Set* s : {&A, &B}) {
    const std::size_t n = s->v.size();
    for (std::size_t i = 0; i < n && n >= 2; ++i) {
      const Q2 d = ref::sub(s->v[(i + 1) % n], s->v[i]);
      axes.push_back({-d.y, d.x});
      if (n == 2) axes.push_back(d);
    }
  }
  const Q2 v{mpq_class(va.x) - vb.x, mpq_class(va.y) - vb.y};
  std::optional<mpq_class> lo, hi;
  for (const Q2& n : axes) {
    mpq_class a0, a1, b0, b1;
    for (const auto& [S, x0, x1] : {std::tuple{&A, &a0, &a1}, std::tuple{&B, &b0, &b1}})
      for (std::size_t i = 0; i < S->v.size(); ++i) {
        const mpq_class p = ref::dt(n, S->v[i]);
        if (i == 0 || p < *x0) *x0 = p;
        if (i == 0 || p > *x1) *x1 = p;
      }
    const mpq_class s = ref::dt(n, v);
    if (s == 0) {
      if (a0 > b1 || a1 < b0) return std::nullopt;
      continue;
    }
    mpq_class enter = (b0 - a1) / s, leave = (b1 - a0) / s;
    if (s < 0) std::swap(enter, leave);
    if (!lo || enter > *lo) lo = enter;
    if (!hi || leave < *hi) hi = leave;
  }
  if (!lo || !hi || *lo > *hi) return std::nullopt;
  return std::pair{*lo, *hi};
}

// Shapes of every type on a small grid (degenerate: touching, shared lines, equal coordinates) or random.
struct Gen {
  std::mt19937_64 rng;
  bool grid = true;
  explicit Gen(unsigned seed) : rng(seed) {}
  double coord() {
    if (grid) return std::uniform_int_distribution<int>(-8, 8)(rng) / 2.0;
    return std::uniform_real_distribution<double>(-4, 4)(rng);
  }
  Vec2 point() { return {coord(), coord()}; }
  double radius() {
    return grid ? std::uniform_int_distribution<int>(1, 4)(rng) / 2.0
                : std::uniform_real_distribution<double>(0.1, 2)(rng);
  }
  Shape shape(int type) {
    const Vec2 c = point();
    switch (type) {
      case 0:
        return Point{c};
      case 1:
        return Segment{c, point()};
      case 2:
        return Circle{c, radius()};
      case 3: {
        const Vec2 d = point();
        return Rect{{std::min(c.x, d.x), std::min(c.y, d.y)},
                    {std::max(c.x, d.x), std::max(c.y, d.y)},
                    rng() % 3 == 0 ? radius() : 0};
      }
      case 4: {  // a triangle (counter-clockwise, non-degenerate)
        for (;;) {
          const Vec2 p = point(), q = point();
          const double cr = (p.x - c.x) * (q.y - c.y) - (p.y - c.y) * (q.x - c.x);
          if (cr > 0) return Polygon{{c, p, q}, rng() % 3 == 0 ? radius() : 0};
          if (cr < 0) return Polygon{{c, q, p}, rng() % 3 == 0 ? radius() : 0};
        }
      }
      default:
        return Capsule{c, point(), radius()};
    }
  }
  // (still now and then; along an axis a quarter of the time: boxes sliding along each other)
  Vec2 motion() {
    const int kind = static_cast<int>(rng() % 8);
    if (kind == 0) return {0, 0};
    if (kind == 1) return {2 * coord(), 0};
    if (kind == 2) return {0, 2 * coord()};
    return {2 * coord(), 2 * coord()};
  }
};

mpq_class midpoint(double x, double y) { return (mpq_class(x) + mpq_class(y)) / 2; }

TEST(Motion, EveryCaseAgainstTheOracle) {
  Gen gen(52);
  int checked = 0, entering = 0, grazing = 0, tunnels = 0, byAxes = 0, instants = 0;
  // (the sanitizer build: a quarter of the cases, HITLAB_PROPERTY_CASES in tests/CMakeLists.txt; each count
  // below a share of the cases run: at 5,000 the figures it always had, at 1,250 counted 117 entering,
  // 8 grazing, 99 tunnelling, 87 by axes, 19 instants)
  constexpr int kCases = 5000 * HITLAB_PROPERTY_CASES / 100000;
  for (int n = 0; n < kCases; ++n) {
    gen.grid = n % 3 != 0;
    // (every other pair of straight outlines: points, segments, rects, triangles, unrounded)
    const auto type = [&] {
      static constexpr int kStraight[] = {0, 1, 3, 4};
      return n % 2 == 0 ? kStraight[gen.rng() % 4] : static_cast<int>(gen.rng() % 6);
    };
    Shape a = gen.shape(type()), b = gen.shape(type());
    if (n % 2 == 0) {
      for (Shape* s : {&a, &b}) {
        if (auto* x = std::get_if<Rect>(s)) x->radius = 0;
        if (auto* x = std::get_if<Polygon>(s)) x->radius = 0;
      }
    }
    const Vec2 va = gen.motion(), vb = n % 4 == 0 ? gen.motion() : Vec2{0, 0};
    const TimeOfImpact r = timeOfImpact(a, va, b, vb);
    if (!r.error.empty()) continue;  // (a degenerate triangle or polygon the readers refuse)
    ++checked;
    const Relation at0 = relationAt(a, va, b, vb, 0), at1 = relationAt(a, va, b, vb, 1);
    ASSERT_EQ(r.atEnd, at1) << n;
    // The relation at any time (a time slider's): a few times of the step, and the rounded time of impact.
    for (double k : {0.25, 0.625, 1.0, r.t.value_or(0.5)})
      ASSERT_EQ(relationAtTime(a, va, b, vb, k), relationAt(a, va, b, vb, k)) << n << " at " << k;
    if (at0 != Relation::Disjoint) {
      ASSERT_EQ(r.kind, at0 == Relation::Overlapping ? ImpactCase::Overlapping : ImpactCase::Touching) << n;
      ASSERT_EQ(r.t, 0.0) << n;
      continue;
    }
    const Set A = ref::toSet(a), B = ref::toSet(b);
    const bool straight = !A.disk && !B.disk && A.grow == 0 && B.grow == 0;
    if (straight) {  // the exact time from the axes
      const auto span = axesInterval(A, B, va, vb);
      const bool meets = span && span->first <= 1 && span->second >= 0;
      ASSERT_EQ(r.kind != ImpactCase::None, meets) << n;
      if (meets) {
        ASSERT_EQ(*r.t, exact::nearest(span->first)) << n;
        ++byAxes;
      }
    }
    if (r.kind == ImpactCase::None) {
      for (int k = 0; k <= 64; ++k)
        ASSERT_EQ(relationAt(a, va, b, vb, mpq_class(k, 64)), Relation::Disjoint) << n << " at " << k;
      continue;
    }
    // The rounded time: apart just below it (the midpoint to the double below), meeting just above it
    // unless the contact lasts less than that (then apart on both sides).
    const double t = *r.t;
    ASSERT_GT(t, 0) << n;
    ASSERT_LE(t, 1) << n;
    const mpq_class below = midpoint(std::nextafter(t, 0.0), t), above = midpoint(t, std::nextafter(t, 2.0));
    ASSERT_EQ(relationAt(a, va, b, vb, below), Relation::Disjoint) << n;
    const Relation justAfter = relationAt(a, va, b, vb, above);
    if (justAfter == Relation::Disjoint) {
      ++instants;
    } else if (t < 1) {  // sliding (grazing) or overlapping (entering) right after
      ASSERT_EQ(justAfter, r.kind == ImpactCase::Grazing ? Relation::Touching : Relation::Overlapping) << n;
    }
    ASSERT_EQ(r.tunnels, at1 == Relation::Disjoint) << n;
    ASSERT_FALSE(r.points.empty()) << n;
    // Each contact point lies on both shapes moved to t (in doubles: within a rounding of them).
    const Shape aAtT = translated(a, {t * va.x, t * va.y}), bAtT = translated(b, {t * vb.x, t * vb.y});
    for (Vec2 p : r.points)
      for (const Shape* s : {&aAtT, &bAtT}) EXPECT_LT(evaluate(Point{p}, *s).distance, 1e-12) << n;
    ASSERT_TRUE(r.normal.has_value()) << n;
    EXPECT_NEAR(std::hypot(r.normal->x, r.normal->y), 1, 1e-15) << n;
    // The normal points from a towards b: b lies ahead along it (with the motion, for a's approach).
    EXPECT_GE(r.normal->x * (va.x - vb.x) + r.normal->y * (va.y - vb.y), -1e-12)
        << n << " " << typeName(typeOf(a)) << " " << typeName(typeOf(b)) << " kind " << impactCaseName(r.kind)
        << " t " << t << " va " << va.x << "," << va.y << " vb " << vb.x << "," << vb.y << " normal "
        << r.normal->x << "," << r.normal->y << " pts " << r.points.size() << " " << r.points[0].x << ","
        << r.points[0].y;
    entering += r.kind == ImpactCase::Entering;
    grazing += r.kind == ImpactCase::Grazing;
    tunnels += r.tunnels;
  }
  EXPECT_GT(checked, kCases * 9 / 10);
  EXPECT_GT(entering, kCases * 2 / 25);
  EXPECT_GT(grazing, kCases / 200);
  EXPECT_GT(tunnels, kCases * 3 / 50);
  EXPECT_GT(byAxes, kCases * 3 / 50);
  EXPECT_GT(instants, kCases / 125);
}

}  // namespace

// [SECTION] How the time is found (Explain's numbers)

// The axes' latest entering time is the time of impact of an entering pair, and the disks' smaller root;
// every axis's interval is where both shapes' projections overlap at its times.
TEST(Motion, SweptAxesAndDisksGiveTheTimeOfImpact) {
  Gen gen(77);
  int axesChecked = 0, disksChecked = 0;
  for (int n = 0; n < 3000; ++n) {
    gen.grid = n % 2 == 0;
    static constexpr int kStraight[] = {0, 1, 3, 4};
    const bool disks = n % 3 == 0;
    Shape a = disks ? gen.shape(n % 2 ? 0 : 2) : gen.shape(kStraight[gen.rng() % 4]);
    Shape b = disks ? gen.shape(2) : gen.shape(kStraight[gen.rng() % 4]);
    for (Shape* s : {&a, &b}) {
      if (auto* x = std::get_if<Rect>(s)) x->radius = 0;
      if (auto* x = std::get_if<Polygon>(s)) x->radius = 0;
    }
    const Vec2 va = gen.motion(), vb = n % 4 == 0 ? gen.motion() : Vec2{0, 0};
    const TimeOfImpact r = timeOfImpact(a, va, b, vb);
    if (!r.error.empty() || va == vb) continue;
    if (disks) {
      const std::optional<DiskSweep> d = sweptDisks(a, va, b, vb);
      ASSERT_TRUE(d.has_value()) << n;
      ASSERT_EQ(d->first.has_value(), d->D >= 0) << n;
      if (r.kind == ImpactCase::Entering || r.kind == ImpactCase::Grazing) {
        ASSERT_EQ(d->first, r.t) << n;
        ++disksChecked;
      }
      continue;
    }
    const std::optional<AxesSweep> s = sweptAxes(a, va, b, vb);
    ASSERT_TRUE(s.has_value()) << n;
    ASSERT_TRUE(r.kind == ImpactCase::None || s->meets) << n;  // (meeting outside the step: none)
    if (s->meets && s->latestEnter >= 0 && *s->axes[s->latestEnter].enter > 0 &&
        *s->axes[s->latestEnter].enter < 1) {
      ASSERT_NE(r.kind, ImpactCase::None) << n;
    }
    if (r.kind == ImpactCase::Entering || r.kind == ImpactCase::Grazing) {
      ASSERT_GE(s->latestEnter, 0) << n;
      ASSERT_EQ(s->axes[s->latestEnter].enter, r.t) << n;
      ++axesChecked;
    }
  }
  EXPECT_GT(axesChecked, 150);
  EXPECT_GT(disksChecked, 60);
}

// [SECTION] How engines find it (the lab)

// The bullet through the wall: a test at each frame misses it, 4 sub-steps too, 32 find 11/32 (late), and
// conservative advancement lands on the contact; at the start, every method says 0; grazing disks keep
// advancement creeping (it stops early by design); over random pairs, sub-steps are never early and
// advancement never late.
TEST(Motion, EngineMethodsBesideTheExactTime) {
  const Shape bullet = Point{{-1, 0}}, wall = Rect{{0, -1}, {0.1, 1}};
  std::optional<EngineImpacts> e = engineImpacts(bullet, {3, 0}, wall, {0, 0}, 4, 0);
  ASSERT_TRUE(e.has_value());
  EXPECT_FALSE(e->discrete.t.has_value());
  EXPECT_EQ(e->discrete.tests, 2);
  EXPECT_FALSE(e->substeps.t.has_value());
  EXPECT_EQ(e->substeps.tests, 5);
  EXPECT_EQ(e->advancement.t, 1.0 / 3);
  e = engineImpacts(bullet, {3, 0}, wall, {0, 0}, 32, 0);
  EXPECT_EQ(e->substeps.t, 11.0 / 32);
  EXPECT_EQ(e->substeps.tests, 12);
  e = engineImpacts(Rect{{0, 0}, {2, 2}}, {1, 0}, Rect{{1, 1}, {3, 3}}, {0, 0}, 8, 0.01);
  EXPECT_EQ(e->discrete.t, 0.0);
  EXPECT_EQ(e->substeps.t, 0.0);
  EXPECT_EQ(e->advancement.t, 0.0);
  e = engineImpacts(Circle{{-5, 2 - 1e-9}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0}, 8, 1e-12);
  EXPECT_TRUE(e->advancementStopped || (e->advancement.t && *e->advancement.t < 0.5));
  EXPECT_FALSE(engineImpacts(bullet, {NAN, 0}, wall, {0, 0}, 4, 0).has_value());

  Gen gen(99);
  int compared = 0;
  for (int n = 0; n < 600; ++n) {
    gen.grid = n % 2 == 0;
    const Shape a = gen.shape(static_cast<int>(gen.rng() % 6)),
                b = gen.shape(static_cast<int>(gen.rng() % 6));
    const Vec2 va = gen.motion();
    const TimeOfImpact r = timeOfImpact(a, va, b, {0, 0});
    const std::optional<EngineImpacts> m = engineImpacts(a, va, b, {0, 0}, 16, 1e-9);
    if (!r.error.empty()) continue;
    ASSERT_TRUE(m.has_value()) << n;
    if (!r.t) {
      ASSERT_FALSE(m->discrete.t.has_value()) << n;
      ASSERT_FALSE(m->substeps.t.has_value()) << n;
      continue;
    }
    if (m->substeps.t) {
      ASSERT_GE(*m->substeps.t, *r.t - 1e-12) << n;  // (the moved coordinates are rounded)
    }
    if (m->advancement.t) {
      ASSERT_LE(*m->advancement.t, *r.t + 1e-12) << n;
    }
    ++compared;
  }
  EXPECT_GT(compared, 100);
}
