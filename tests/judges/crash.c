/* crash.c -- a test plugin that dies: a segfault on two segments that share their first endpoint, an abort
 * on two that share their second; otherwise a miss. Each death must be a finding, never hitlab's end. */
#include <hitlab/judge_abi.h>
#include <stdlib.h>

HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  if (a[0] == b[0] && a[1] == b[1]) {
    volatile int* nowhere = (volatile int*)0;
    *nowhere = 1;
  }
  if (a[2] == b[2] && a[3] == b[3]) abort();
  return 0;
}
