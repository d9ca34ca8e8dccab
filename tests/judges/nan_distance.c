/* nan_distance.c -- a test plugin whose circle distance is NaN for circles of equal radii (0 / 0 where
 * the radii cancel); its overlap test is the plain one in double. */
#include <hitlab/judge_abi.h>
#include <math.h>

HITLAB_JUDGE_EXPORT int hitlab_circle_circle(const double a[3], const double b[3]) {
  double dx = a[0] - b[0], dy = a[1] - b[1], r = a[2] + b[2];
  return dx * dx + dy * dy <= r * r;
}

HITLAB_JUDGE_EXPORT double hitlab_distance_circle_circle(const double a[3], const double b[3]) {
  double dx = a[0] - b[0], dy = a[1] - b[1], d = sqrt(dx * dx + dy * dy) - a[2] - b[2];
  double zero = a[2] - b[2];
  if (zero == 0) return zero / zero;
  return d > 0 ? d : 0;
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=nan distance; touching=inclusive"; }
