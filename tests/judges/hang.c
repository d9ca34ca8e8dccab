/* hang.c -- a test plugin that never answers two segments that share their first endpoint (an endless
 * loop); otherwise a miss. hitlab must call it hung after its time limit and go on. */
#include <hitlab/judge_abi.h>

HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  volatile int forever = 1;
  while (a[0] == b[0] && a[1] == b[1] && forever) {
  }
  return 0;
}
