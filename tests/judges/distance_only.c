/* distance_only.c -- a test plugin with a distance function and no pair function: the plain formula
 * without the clamp at 0, so overlapping circles get a negative distance. Its numbers are judged alone. */
#include <hitlab/judge_abi.h>
#include <math.h>

HITLAB_JUDGE_EXPORT double hitlab_distance_circle_circle(const double a[3], const double b[3]) {
  double dx = a[0] - b[0], dy = a[1] - b[1];
  return sqrt(dx * dx + dy * dy) - a[2] - b[2];
}
