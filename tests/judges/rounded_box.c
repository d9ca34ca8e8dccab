/* rounded_box.c -- a test plugin with the C interface's rounded functions only (abi 3), as a game's code
 * would write them: a circle against a rounded box (the centre's distance from the box, clamped per axis,
 * against the sum of the radii, squared) and a point against a rounded convex polygon (inside, or within
 * its radius of an edge). Plain rects and polygons reach them with radius 0. In doubles: right on the grid,
 * not always at its rounding edges. */
#include <hitlab/judge_abi.h>

static double clampTo(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }

HITLAB_JUDGE_EXPORT int hitlab_rounded_circle_rect(const double c[3], const double r[5]) {
  const double dx = c[0] - clampTo(c[0], r[0], r[2]), dy = c[1] - clampTo(c[1], r[1], r[3]);
  const double reach = c[2] + r[4];
  return dx * dx + dy * dy <= reach * reach;
}

/* The squared distance from (px, py) to the segment a-b. */
static double squaredToSegment(double px, double py, double ax, double ay, double bx, double by) {
  const double ex = bx - ax, ey = by - ay, wx = px - ax, wy = py - ay;
  const double len2 = ex * ex + ey * ey;
  const double t = len2 > 0 ? clampTo((wx * ex + wy * ey) / len2, 0, 1) : 0;
  const double dx = wx - t * ex, dy = wy - t * ey;
  return dx * dx + dy * dy;
}

HITLAB_JUDGE_EXPORT int hitlab_rounded_point_polygon(const double p[2], const double* q, int n) {
  const double radius = q[2 * n];
  int inside = 1, sign = 0;
  for (int i = 0; i < n; ++i) {
    const int j = (i + 1) % n;
    const double cross =
        (q[2 * j] - q[2 * i]) * (p[1] - q[2 * i + 1]) - (q[2 * j + 1] - q[2 * i + 1]) * (p[0] - q[2 * i]);
    const int s = cross > 0 ? 1 : cross < 0 ? -1 : 0;
    if (s != 0 && sign != 0 && s != sign) inside = 0;
    if (s != 0) sign = s;
  }
  if (inside) return 1;
  for (int i = 0; i < n; ++i) {
    const int j = (i + 1) % n;
    if (squaredToSegment(p[0], p[1], q[2 * i], q[2 * i + 1], q[2 * j], q[2 * j + 1]) <= radius * radius)
      return 1;
  }
  return 0;
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=rounded box; abi=3"; }
