// filtered_point_segment_toi.cpp — the time of impact of a point and a segment (a ray against a wall:
// motion/filtered_toi.h), decided in doubles with rigorous bounds (exact::Fl), its numbers rounded from
// double-doubles.
//
// In the segment's frame the point p moves by w (its motion less the segment's). With d = e1 - e0 and
// q = p - e0, the point is on the segment's line when f + t s = 0 (f = d x q, s = d x w), at T = -f / s, and
// there within the segment when 0 < d.(q + T w) < |d|^2, that is 0 < (d.q) s - f (d.w) < |d|^2 s for s > 0
// (both sides negated for s < 0). A point crossing the segment's inside meets it for that instant only and
// overlaps it then (its inside is the segment's: relation.h); through an end it only touches, and along
// the line (s = 0) it may slide: those, and a start on the line, are the rationals'.
#include <cmath>
#include <optional>

#include "motion/bounded.h"
#include "motion/filtered_toi.h"
#include "pairs/scaling.h"

namespace hitlab::detail {

using namespace toi;

std::optional<TimeOfImpact> filteredPointSegmentToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                                    ImpactQuery what) {
  const auto* pointA = std::get_if<Point>(&a);
  const auto* point = pointA ? pointA : std::get_if<Point>(&b);
  const auto* segment = std::get_if<Segment>(pointA ? &b : &a);
  if (!point || !segment || segment->a == segment->b || !inComfortableRange(magnitude(a), magnitude(b)) ||
      !motionsInRange(va, vb))
    return std::nullopt;
  const Vec2 p = point->p, e0 = segment->a, e1 = segment->b;
  const Vec2 vPoint = pointA ? va : vb, vSegment = pointA ? vb : va;
  const Fl wx = Fl(vPoint.x) - Fl(vSegment.x), wy = Fl(vPoint.y) - Fl(vSegment.y);
  if (wx.v == 0 && wy.v == 0) return std::nullopt;  // (standing still: the rationals take evaluate's word)
  const Fl dx = Fl(e1.x) - Fl(e0.x), dy = Fl(e1.y) - Fl(e0.y), qx = Fl(p.x) - Fl(e0.x),
           qy = Fl(p.y) - Fl(e0.y);
  const Fl f = dx * qy - dy * qx, s = dx * wy - dy * wx;
  const Sign sf = signOf(f), ss = signOf(s);
  if (!sf.certain || sf.s == 0 || !ss.certain || ss.s == 0) return std::nullopt;

  TimeOfImpact out;  // (kind None, disjoint at the end)
  // Moving away from the line, or reaching it after the step (T = -f / s > 1: -f s > s^2).
  const Fl toward = Fl(0) - f * s;
  const Sign st = signOf(toward);
  if (!st.certain || st.s == 0) return std::nullopt;
  if (st.s < 0) return answered(out);
  const Sign late = signOf(toward - s * s);
  if (!late.certain || late.s == 0) return std::nullopt;  // (reaching it at t = 1 exactly: the rationals)
  if (late.s > 0) return answered(out);
  // On the line at T within the step: inside the segment, or past an end (never meeting it).
  const Fl along = ((dx * qx + dy * qy) * s - f * (dx * wx + dy * wy)) * Fl(ss.s);
  const Fl length = (dx * dx + dy * dy) * s * Fl(ss.s);
  const Sign past0 = signOf(along), past1 = signOf(along - length);
  if (!past0.certain || past0.s == 0 || !past1.certain || past1.s == 0) return std::nullopt;
  if (past0.s < 0 || past1.s > 0) return answered(out);

  // Crossing the inside at T: the point there, and the normal.
  const DD Wx = exactDifference(vPoint.x, vSegment.x), Wy = exactDifference(vPoint.y, vSegment.y);
  const DD Dx = exactDifference(e1.x, e0.x), Dy = exactDifference(e1.y, e0.y);
  const DD Qx = exactDifference(p.x, e0.x), Qy = exactDifference(p.y, e0.y);
  double hi, lo, e, t;
  if (!exact::quotient(Dy * Qx - Dx * Qy, Dx * Wy - Dy * Wx, hi, lo, e) || !exact::roundsToOne(hi, lo, e, t))
    return std::nullopt;
  if (what == ImpactQuery::Full) {
    Vec2 at, normal;
    // (both within one line at T, no edge normal parts them: the normal is the motion's direction, va - vb,
    // from a towards b)
    if (!movedVertex(p, DD(hi, lo, e), vPoint, at) ||
        !unit(exactDifference(va.x, vb.x), exactDifference(va.y, vb.y), normal))
      return std::nullopt;
    out.points = {at};
    out.normal = normal;
  }
  out.kind = ImpactCase::Entering;
  out.t = t;
  out.tunnels = true;  // (disjoint at t = 1: past the line)
  return answered(out);
}

}  // namespace hitlab::detail
