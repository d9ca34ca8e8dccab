/* toi_normals.c -- a test plugin in motion with contact normals (abi 5): the time of impact of a point and a
 * circle, and of two circles, by the quadratic in double, with the normal at that time. The point's normal is
 * right (from a towards b); the circles' points the wrong way (from b towards a), the bug the hunt must find
 * and name, and only there. */
#include <math.h>

#include <hitlab/judge_abi.h>

/* The first t in [0, 1] at which |p + t v| = r, p being a's centre less b's and v a's motion less b's: 1 with
 * *t, 0 when there is none. (|p + t v|^2 - r^2 = a t^2 + 2 b t + c; the smaller root as c / (-b + sqrt):
 * no cancellation.) */
static int firstTouch(double px, double py, double vx, double vy, double r, double* t) {
  double c = px * px + py * py - r * r, a = vx * vx + vy * vy, b = px * vx + py * vy, disc, root;
  if (c <= 0) return *t = 0, 1;
  if (a == 0 || b >= 0) return 0;
  disc = b * b - a * c;
  if (disc < 0) return 0;
  root = c / (-b + sqrt(disc));
  if (root > 1) return 0;
  return *t = root, 1;
}

/* The unit direction of (x, y) into normal. */
static void direction(double x, double y, double normal[2]) {
  double length = sqrt(x * x + y * y);
  normal[0] = length > 0 ? x / length : 0;
  normal[1] = length > 0 ? y / length : 0;
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=normals; abi=5"; }

HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_circle(const double a[2], const double b[3],
                                                       const double va[2], const double vb[2], double* t,
                                                       double normal[2]) {
  double px = a[0] - b[0], py = a[1] - b[1], vx = va[0] - vb[0], vy = va[1] - vb[1];
  if (!firstTouch(px, py, vx, vy, b[2], t)) return 0;
  direction(-(px + *t * vx), -(py + *t * vy), normal); /* (from the point towards the circle's centre) */
  return 1;
}

HITLAB_JUDGE_EXPORT int hitlab_toi_normal_circle_circle(const double a[3], const double b[3],
                                                        const double va[2], const double vb[2], double* t,
                                                        double normal[2]) {
  double px = a[0] - b[0], py = a[1] - b[1], vx = va[0] - vb[0], vy = va[1] - vb[1];
  if (!firstTouch(px, py, vx, vy, a[2] + b[2], t)) return 0;
  direction(px + *t * vx, py + *t * vy, normal); /* (the bug: from b's centre towards a's) */
  return 1;
}
