// constructions.cpp — rounded constructions (constructions.h).
#include "pairs/constructions.h"

#include <gmpxx.h>

namespace hitlab::detail {

Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b) {
  Vec2 d = b - a;
  double L = dot(d, d);
  if (L == 0) return a;
  double t = dot(p - a, d) / L;
  if (!(t > 0)) return a;
  if (t >= 1) return b;
  return a + t * d;
}

double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b) { return length(p - closestOnSegment(p, a, b)); }

void sortUnique(std::vector<Vec2>& pts) {
  auto less = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  // Two convex outlines usually cross twice: what sort and unique do, without the calls.
  if (pts.size() == 2) {
    // (Selects, not a branch: which of the two comes first is a coin toss no predictor learns.)
    const Vec2 a = pts[0], b = pts[1];
    const bool swap = less(b, a);
    pts[0] = {swap ? b.x : a.x, swap ? b.y : a.y}, pts[1] = {swap ? a.x : b.x, swap ? a.y : b.y};
    if (a == b) pts.pop_back();
    return;
  }
  std::sort(pts.begin(), pts.end(), less);
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
}

Vec2 exactCrossing(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  ++tRoundingFallbacks;
  using exact::lift;
  using Q = exact::V2<mpq_class>;
  const Q P1 = lift<mpq_class>(p1), dq = lift<mpq_class>(q2) - lift<mpq_class>(q1),
          e = lift<mpq_class>(p2) - P1;
  const mpq_class t = exact::crossT(lift<mpq_class>(q1) - P1, dq) / exact::crossT(e, dq);
  return {exact::nearest(P1.x + t * e.x), exact::nearest(P1.y + t * e.y)};
}

}  // namespace hitlab::detail
