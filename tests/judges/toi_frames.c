/* toi_frames.c -- a test plugin in motion (abi 4): the time of impact of two circles as a game that tests
 * each frame finds it, at t = 0 or t = 1 only. It misses every contact that begins and ends within the
 * step (tunnelling). */
#include <hitlab/judge_abi.h>

static int overlapAt(const double a[3], const double b[3], const double va[2], const double vb[2], double t) {
  double dx = (a[0] + t * va[0]) - (b[0] + t * vb[0]), dy = (a[1] + t * va[1]) - (b[1] + t * vb[1]);
  double r = a[2] + b[2];
  return dx * dx + dy * dy <= r * r;
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=frames; abi=4"; }

HITLAB_JUDGE_EXPORT int hitlab_toi_circle_circle(const double a[3], const double b[3], const double va[2],
                                                 const double vb[2], double* t) {
  if (overlapAt(a, b, va, vb, 0)) return *t = 0, 1;
  if (overlapAt(a, b, va, vb, 1)) return *t = 1, 1;
  return 0;
}
