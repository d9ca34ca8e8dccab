// swept_kernels.h — the time of impact's axes in lanes (internal): which axis of a polygon pair in motion
// holds the latest entering time and which the earliest leaving one (motion/filtered_toi.cpp).
//
// Defined once in plain scalar C++ (`reference::`, motion/swept_kernels.cpp) and, in a build with
// HITLAB_FAST, once more over SIMD vectors per Highway target (`fast::`, fast/swept_winners.cpp), equal to it
// bit for bit (tests/test_full_kernels.cpp). The unqualified name calls the one the build selected.
#pragma once

#include "build_config.h"

namespace hitlab::detail {

/// Every SAT axis of two polygons in motion, in columns: the edge normals (not normalized) and a's and b's
/// projections on them, in a frame where no coordinate exceeds largestX, largestY in magnitude; (vx, vy) is
/// the relative motion va - vb. The columns hold whole blocks of kSweptBlock: zeros past `count`.
struct SweptAxes {
  const double *nx, *ny, *aLo, *aHi, *bLo, *bHi;
  int count = 0;
  double largestX = 0, largestY = 0, vx = 0, vy = 0;
};
inline constexpr int kSweptBlock = 8;
inline constexpr int kSweptAxes = 64;  ///< at most this many axes

/// Every axis's entering and leaving time and their bounds, as sweptWinners computes them.
struct SweptTimes {
  double tIn[kSweptAxes], eIn[kSweptAxes], tOut[kSweptAxes], eOut[kSweptAxes];
};

/// On each axis a's interval moves at s = n.v against b's: they overlap for times between (b0 - a1) / s and
/// (b1 - a0) / s (in that order for s > 0). `in` is the axis of the latest entering time and `out` of the
/// earliest leaving one (the first of equal ones), each computed with hitlab/detail/bounds.h's swept bounds;
/// true when every axis's s is certainly non-zero and each winner is certainly ahead of every other axis,
/// beyond both their bounds. False otherwise (the caller's loop over the axes decides those). `times` gets
/// every axis's times and bounds (in [0, count), count at most kSweptAxes).
namespace reference {
bool sweptWinners(const SweptAxes& axes, SweptTimes& times, int& in, int& out);
}

#if HITLAB_FAST
namespace fast {
bool sweptWinners(const SweptAxes& axes, SweptTimes& times, int& in, int& out);
}
namespace swept_kernels = fast;
#else
namespace swept_kernels = reference;
#endif

using swept_kernels::sweptWinners;

}  // namespace hitlab::detail
