/* check_intersection.c -- a judge plugin: seed 000's check_intersection, as the article writes it in Python,
 * in C doubles. Build it (CMakeLists.txt beside this file, or by hand):
 *   cc -shared -fPIC -O2 -I<hitlab>/core/include check_intersection.c -o libcheck_intersection.so
 * and put it on trial:
 *   hitlab-cli hunt --judge ./libcheck_intersection.so --budget 10s
 * or load it in the sandbox (File > Load judge...): edit, rebuild, and the open window asks the new build. */
#include <hitlab/judge_abi.h>

/* The article's function, unchanged but for the types: segment AB against segment CD. */
static int check_intersection(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                              double dy) {
  double ta = (cx - dx) * (ay - cy) + (cy - dy) * (cx - ax);
  double tb = (cx - dx) * (by - cy) + (cy - dy) * (cx - bx);
  double tc = (ax - bx) * (cy - ay) + (ay - by) * (ax - cx);
  double td = (ax - bx) * (dy - ay) + (ay - by) * (ax - dx);
  return tc * td < 0 && ta * tb < 0;
}

HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  return check_intersection(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
}

/* Strict: segments that only touch are a miss by design, so hitlab does not report them. */
HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) {
  return "name=check_intersection (C); touching=strict";
}
