// point_set.cpp — shapes as the point sets they mean (point_set.h).
#include "pairs/point_set.h"

#include <algorithm>
#include <cmath>

#include "exact/exact.h"
#include "hitlab/classify.h"
#include "pairs/predicates.h"

namespace hitlab::detail {

static int polygonWinding(const std::vector<Vec2>& pts) {
  int n = static_cast<int>(pts.size());
  if (int w = filteredWinding(pts.data(), n))
    return w;  // the filter's fan, certain for all but degenerate starts
  for (int i = 0; i < n; ++i) {
    int o = orient(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]);
    if (o != 0) return o;
  }
  return 1;
}

Geom toGeom(const Polygon& p, int knownWinding) {
  Geom g;
  g.kind = ShapeType::Polygon;
  g.n = static_cast<int>(p.points.size());
  g.ext = p.points.data();
  g.winding = knownWinding != 0 ? knownWinding : polygonWinding(p.points);
  return g;
}

namespace {
// The point set of core g grown by r >= 0: a disk around a point, a capsule around a segment or polygon.
void grow(Geom& g, double r) {
  if (!(r > 0)) return;
  g.r = r;
  g.kind = g.kind == ShapeType::Point ? ShapeType::Circle : ShapeType::Capsule;
}
}  // namespace

Geom grownGeom(const Polygon& p, int knownWinding) {
  Geom g = toGeom(p, knownWinding);
  grow(g, p.radius);
  return g;
}

Geom toGeom(const Shape& s, int knownWinding) {
  Geom g;
  switch (typeOf(s)) {
    case ShapeType::Point:
      g.buf[0] = std::get<Point>(s).p;
      break;
    case ShapeType::Segment: {
      const auto& seg = std::get<Segment>(s);
      g.buf[0] = seg.a;
      g.buf[1] = seg.b;
      if (!(seg.a == seg.b)) g.kind = ShapeType::Segment, g.n = 2;
      break;
    }
    case ShapeType::Circle: {
      const auto& c = std::get<Circle>(s);
      g.buf[0] = c.center;
      if (c.radius > 0) g.kind = ShapeType::Circle, g.r = c.radius;
      break;
    }
    case ShapeType::Rect: {
      const auto& r = std::get<Rect>(s);
      bool wide = r.max.x > r.min.x, tall = r.max.y > r.min.y;
      g.buf[0] = r.min;
      if (wide && tall) {
        auto c = rectCorners(r);
        std::copy(c.begin(), c.end(), g.buf);
        g.kind = ShapeType::Polygon, g.n = 4;
      } else if (wide || tall) {
        g.buf[1] = r.max;
        g.kind = ShapeType::Segment, g.n = 2;
      }
      grow(g, r.radius);
      break;
    }
    case ShapeType::Polygon: {
      g = grownGeom(std::get<Polygon>(s), knownWinding);
      break;
    }
    case ShapeType::Capsule: {
      const auto& c = std::get<Capsule>(s);
      g.buf[0] = c.a, g.buf[1] = c.b;
      if (!(c.a == c.b)) g.kind = ShapeType::Segment, g.n = 2;  // (radius 0: its segment)
      if (c.radius > 0) {
        g.r = c.radius;
        g.kind = c.a == c.b ? ShapeType::Circle : ShapeType::Capsule;
      }
      break;
    }
  }
  return g;
}

double satSize(const Geom& g) {
  const Vec2* v = g.v();
  const int n = g.kind == ShapeType::Circle ? 1 : g.n;
  double size = std::fabs(v[0].x) + std::fabs(v[0].y) + g.r;
  for (int i = 1; i < n; ++i) size = std::max(size, std::fabs(v[i].x) + std::fabs(v[i].y) + g.r);
  return size;
}

}  // namespace hitlab::detail
