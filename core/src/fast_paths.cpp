// fast_paths.cpp — certified floating-point relations for segment and circle pairs.
#include "fast_paths.h"

namespace hitlab::detail {

namespace {

using exact::Fl;

// The sign of an Fl when its bound certifies it.
std::optional<int> certain(const Fl& x) {
  if (x.v > x.e) return 1;
  if (-x.v > x.e) return -1;
  if (x.e == 0) return 0;
  return std::nullopt;
}

std::optional<Relation> fromDistanceSign(std::optional<int> s) {
  if (!s || *s == 0) return std::nullopt;  // touching needs the exact path's care
  return *s < 0 ? Relation::Overlapping : Relation::Disjoint;
}

// Sign of |p - c|^2 - r^2 for circle c and point p.
std::optional<int> pointCircle(Vec2 p, const Circle& c) {
  Fl dx = Fl(p.x) - Fl(c.center.x), dy = Fl(p.y) - Fl(c.center.y), r(c.radius);
  return certain(dx * dx + dy * dy - r * r);
}

// Sign of dist(c, segment)^2 - r^2, with the same case split as the exact predicate.
std::optional<int> segmentCircle(const Segment& s, const Circle& c) {
  Fl dx = Fl(s.b.x) - Fl(s.a.x), dy = Fl(s.b.y) - Fl(s.a.y);
  Fl wx = Fl(c.center.x) - Fl(s.a.x), wy = Fl(c.center.y) - Fl(s.a.y), r(c.radius);
  auto t = certain(dx * wx + dy * wy);
  if (!t) return std::nullopt;
  if (*t <= 0) return certain(wx * wx + wy * wy - r * r);
  Fl L = dx * dx + dy * dy;
  auto past = certain(dx * wx + dy * wy - L);
  if (!past) return std::nullopt;
  if (*past >= 0) return pointCircle(s.b, c);
  Fl cr = dx * wy - dy * wx;
  return certain(cr * cr - r * r * L);
}

}  // namespace

std::optional<Relation> fastClassify(const Shape& a, const Shape& b) {
  auto* sa = std::get_if<Segment>(&a);
  auto* sb = std::get_if<Segment>(&b);
  auto* ca = std::get_if<Circle>(&a);
  auto* cb = std::get_if<Circle>(&b);
  if (sa && sb) {
    std::uint8_t r =
        fastSegmentRelation(sa->a.x, sa->a.y, sa->b.x, sa->b.y, sb->a.x, sb->a.y, sb->b.x, sb->b.y);
    if (r != 255) return static_cast<Relation>(r);
    return std::nullopt;
  }
  if (ca && cb) {
    Fl dx = Fl(cb->center.x) - Fl(ca->center.x), dy = Fl(cb->center.y) - Fl(ca->center.y);
    Fl sum = Fl(ca->radius) + Fl(cb->radius);
    return fromDistanceSign(certain(dx * dx + dy * dy - sum * sum));
  }
  if ((sa && cb) || (sb && ca)) return fromDistanceSign(segmentCircle(sa ? *sa : *sb, ca ? *ca : *cb));
  return std::nullopt;
}

}  // namespace hitlab::detail
