// cases.cpp — deterministic generators for the benchmark families.
#include "cases.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace hitlab::bench {

namespace {

constexpr double kTau = 6.283185307179586;

struct Gen {
  std::mt19937_64 rng{20261122};
  double uni(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
};

// A random convex n-gon around c: jittered angles on a circle (n = 4 with fixed angles gives a box).
std::vector<Vec2> ngon(Gen& g, Vec2 c, int n, double radius) {
  std::vector<Vec2> pts;
  double rot = g.uni(0, kTau);
  for (int i = 0; i < n; ++i) {
    double a = rot + (i + g.uni(-0.3, 0.3)) * kTau / n;
    pts.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
  }
  return pts;
}

std::vector<Vec2> box(Gen& g, Vec2 c, double& radius) {
  double hx = g.uni(0.25, 1), hy = g.uni(0.25, 1), a = g.uni(0, kTau), cs = std::cos(a), sn = std::sin(a);
  radius = std::hypot(hx, hy);
  std::vector<Vec2> pts;
  for (Vec2 d : {Vec2{-hx, -hy}, Vec2{hx, -hy}, Vec2{hx, hy}, Vec2{-hx, hy}})
    pts.push_back({c.x + cs * d.x - sn * d.y, c.y + sn * d.x + cs * d.y});
  return pts;
}

Vec2 placeB(Gen& g, double rA, double rB) {
  double d = g.uni(0, 1.2 * (rA + rB)), a = g.uni(0, kTau);
  return {d * std::cos(a), d * std::sin(a)};
}

b2PolygonShape toBox2d(const std::vector<Vec2>& pts) {
  std::vector<b2Vec2> v;
  for (Vec2 p : pts) v.push_back({float(p.x), float(p.y)});
  b2PolygonShape s;
  s.Set(v.data(), static_cast<int32>(v.size()));
  return s;
}

// Keeps drawing cases until half overlap and half miss, then shuffles them.
template <class Case, class Make>
std::vector<Case> balanced(Make make) {
  Gen g;
  std::vector<Case> hit, miss;
  while (static_cast<int>(hit.size()) < kCases / 2 || static_cast<int>(miss.size()) < kCases / 2) {
    Case c = make(g);
    Relation r = classify(c.a, c.b);
    if (r == Relation::Overlapping && static_cast<int>(hit.size()) < kCases / 2) hit.push_back(c);
    if (r == Relation::Disjoint && static_cast<int>(miss.size()) < kCases / 2) miss.push_back(c);
  }
  hit.insert(hit.end(), miss.begin(), miss.end());
  std::shuffle(hit.begin(), hit.end(), g.rng);
  return hit;
}

}  // namespace

std::vector<PolyCase> poly8Cases() {
  return balanced<PolyCase>([](Gen& g) {
    double rA = g.uni(0.5, 1.5), rB = g.uni(0.5, 1.5);
    auto a = ngon(g, {0, 0}, 8, rA), b = ngon(g, placeB(g, rA, rB), 8, rB);
    return PolyCase{
        Polygon{a}, Polygon{b}, toBox2d(a), toBox2d(b), PreparedShape(Polygon{a}), PreparedShape(Polygon{b})};
  });
}

std::vector<PolyCase> boxCases() {
  return balanced<PolyCase>([](Gen& g) {
    double rA, rB;
    auto a = box(g, {0, 0}, rA);
    auto b0 = box(g, {0, 0}, rB);
    Vec2 c = placeB(g, rA, rB);
    for (Vec2& p : b0) p = p + c;
    return PolyCase{Polygon{a},
                    Polygon{b0},
                    toBox2d(a),
                    toBox2d(b0),
                    PreparedShape(Polygon{a}),
                    PreparedShape(Polygon{b0})};
  });
}

std::vector<CirclePolyCase> circlePoly8Cases() {
  return balanced<CirclePolyCase>([](Gen& g) {
    double rA = g.uni(0.5, 1.5), rB = g.uni(0.5, 1.5);
    auto b = ngon(g, placeB(g, rA, rB), 8, rB);
    CirclePolyCase k{Circle{{0, 0}, rA},       Polygon{b}, {}, toBox2d(b), PreparedShape(Circle{{0, 0}, rA}),
                     PreparedShape(Polygon{b})};
    k.ca.m_p.Set(0, 0), k.ca.m_radius = float(rA);
    return k;
  });
}

std::vector<BigPolyCase> poly16x8Cases() {
  return balanced<BigPolyCase>([](Gen& g) {
    double rA = g.uni(0.5, 1.5), rB = g.uni(0.5, 1.5);
    auto a = ngon(g, {0, 0}, 16, rA), b = ngon(g, placeB(g, rA, rB), 8, rB);
    return BigPolyCase{Polygon{a}, Polygon{b}, PreparedShape(Polygon{a}), PreparedShape(Polygon{b})};
  });
}

std::vector<CircleCase> circleCases() {
  return balanced<CircleCase>([](Gen& g) {
    double rA = g.uni(0.5, 1.5), rB = g.uni(0.5, 1.5);
    Vec2 c = placeB(g, rA, rB);
    CircleCase k{Circle{{0, 0}, rA}, Circle{c, rB}, {}, {}};
    k.ca.m_p.Set(0, 0), k.ca.m_radius = float(rA);
    k.cb.m_p.Set(float(c.x), float(c.y)), k.cb.m_radius = float(rB);
    return k;
  });
}

std::vector<SegmentCase> segmentCases() {
  return balanced<SegmentCase>([](Gen& g) {
    auto seg = [&](Vec2 mid) {
      double h = g.uni(0.25, 0.75), a = g.uni(0, kTau);
      return Segment{mid - h * Vec2{std::cos(a), std::sin(a)}, mid + h * Vec2{std::cos(a), std::sin(a)}};
    };
    Segment a = seg({0, 0}), b = seg(placeB(g, 0.5, 0.5));
    return SegmentCase{a, b};
  });
}

std::vector<SegmentCircleCase> segmentCircleCases() {
  return balanced<SegmentCircleCase>([](Gen& g) {
    double h = g.uni(0.25, 0.75), a = g.uni(0, kTau), r = g.uni(0.5, 1.5);
    Segment s{-h * Vec2{std::cos(a), std::sin(a)}, h * Vec2{std::cos(a), std::sin(a)}};
    Vec2 c = placeB(g, h, r);
    SegmentCircleCase k{s, Circle{c, r}, {}, {}};
    k.edge.SetTwoSided({float(s.a.x), float(s.a.y)}, {float(s.b.x), float(s.b.y)});
    k.circle.m_p.Set(float(c.x), float(c.y)), k.circle.m_radius = float(r);
    return k;
  });
}

std::vector<Shape> sceneShapes(int count) {
  Gen g;
  const double world = 100;  // shapes of size ~1: 1% of the world
  std::vector<Shape> out;
  out.reserve(count);
  for (int i = 0; i < count; ++i) {
    Vec2 c{g.uni(0, world), g.uni(0, world)};
    double r;
    switch (i % 4) {
      case 0:
        out.push_back(Circle{c, g.uni(0.25, 0.5)});
        break;
      case 1:
        out.push_back(Polygon{box(g, c, r)});
        break;
      case 2:
        out.push_back(Polygon{ngon(g, c, 8, g.uni(0.25, 0.75))});
        break;
      default: {
        double a = g.uni(0, kTau);
        out.push_back(Segment{c, c + Vec2{std::cos(a), std::sin(a)}});
      }
    }
  }
  return out;
}

}  // namespace hitlab::bench
