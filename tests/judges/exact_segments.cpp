// exact_segments.cpp — a test plugin: segment against segment decided exactly with GMP rationals, written
// apart from hitlab's core (orientations and, for collinear segments, their projections). A hunt of it
// must find nothing: what the hunt reports as wrong must be wrong.
#include <gmpxx.h>
#include <hitlab/judge_abi.h>

namespace {

int sign(const mpq_class& x) { return sgn(x); }

int orient(const double p[2], const double q[2], const double r[2]) {
  const mpq_class px(p[0]), py(p[1]), qx(q[0]), qy(q[1]), rx(r[0]), ry(r[1]);
  return sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
}

// Where r lies along p..q, as a multiple of (q - p) (p == q: along the x or y axis).
mpq_class along(const double p[2], const double q[2], const double r[2]) {
  const mpq_class dx = mpq_class(q[0]) - p[0], dy = mpq_class(q[1]) - p[1];
  return dx * (mpq_class(r[0]) - p[0]) + dy * (mpq_class(r[1]) - p[1]);
}

}  // namespace

// 0 apart, 2 touching, 3 overlapping (their interiors meet; a segment's interior is it without its ends, a
// segment of length 0 is a point, whose interior is itself).
HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  const double *a0 = a, *a1 = a + 2, *b0 = b, *b1 = b + 2;
  const bool aPoint = a0[0] == a1[0] && a0[1] == a1[1], bPoint = b0[0] == b1[0] && b0[1] == b1[1];
  const int o1 = orient(a0, a1, b0), o2 = orient(a0, a1, b1), o3 = orient(b0, b1, a0),
            o4 = orient(b0, b1, a1);
  if (aPoint && bPoint) return a0[0] == b0[0] && a0[1] == b0[1] ? 3 : 0;
  if (aPoint || bPoint) {
    const double *p = aPoint ? a0 : b0, *s0 = aPoint ? b0 : a0, *s1 = aPoint ? b1 : a1;
    if (orient(s0, s1, p) != 0) return 0;
    const mpq_class t = along(s0, s1, p), end = along(s0, s1, s1);
    if (t < 0 || t > end) return 0;
    return t == 0 || t == end ? 2
                              : 3;  // (a point on the segment's end touches it; inside, the interiors meet)
  }
  if (o1 == 0 && o2 == 0) {  // collinear: the overlap of the two intervals along a
    const mpq_class end = along(a0, a1, a1), u = along(a0, a1, b0), v = along(a0, a1, b1);
    const mpq_class lo = u < v ? u : v, hi = u < v ? v : u;
    const mpq_class from = lo > 0 ? lo : mpq_class(0), to = hi < end ? hi : end;
    if (from > to) return 0;
    return from == to ? 2 : 3;
  }
  if (o1 * o2 > 0 || o3 * o4 > 0) return 0;
  // They meet at one point: the interiors meet when it is no segment's end.
  return o1 != 0 && o2 != 0 && o3 != 0 && o4 != 0 ? 3 : 2;
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) {
  return "name=exact segments (GMP); touching=inclusive";
}
