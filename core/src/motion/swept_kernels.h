// swept_kernels.h — the time of impact in lanes (internal): which axis of a polygon pair in motion holds the
// latest entering time and which the earliest leaving one (motion/filtered_toi.cpp), and which offset line
// of a polygon's edges a moving disk's centre crosses last entering and first leaving
// (motion/filtered_disk_toi.cpp).
//
// Defined once in plain scalar C++ (`reference::`, motion/swept_kernels.cpp) and, in a build with
// HITLAB_FAST, once more over SIMD vectors per Highway target (`fast::`, fast/swept_winners.cpp), equal to it
// bit for bit (tests/test_full_kernels.cpp). The unqualified name calls the one the build selected.
#pragma once

#include "build_config.h"
#include "exact/exact.h"
#include "exact/rounding.h"

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

/// |e| of an edge from its exact::Fl differences dx, dy: exact::squareRoot of dx^2 + dy^2, false where that
/// is not certain. The one definition of the number the scalar lanes, the clipping loop
/// (filtered_disk_toi.cpp) and a prepared polygon's kept lengths (writeDiskEdges) take; the SIMD lanes
/// compute it alike.
inline bool edgeLength(const exact::Fl& dx, const exact::Fl& dy, exact::Fl& root) {
  return exact::squareRoot(dx * dx + dy * dy, root);
}

/// A disk's centre c moving by w = (wx, wy) (each within its bound ewx, ewy) against the edges of a convex
/// polygon (edge j from (x0, y0) to (x1, y1), columns readable in whole blocks of kSweptBlock: what lies
/// past `count` is read by the lanes and left out, whatever it holds),
/// the disk's radius r; `outward` is the side of the edges' lines away from the polygon (+1 or -1, as
/// filtered_disk_toi.cpp's firstAndLast: the offset line at outward r |e| from each edge's line).
/// rootV, rootE (optional, whole blocks as the edges): each edge's |e| as edgeLength gives it, its bound
/// infinite where that fails, as a prepared polygon keeps them (writeDiskEdges);
/// null: worked out here, the same numbers.
struct DiskSweep {
  const double *x0, *y0, *x1, *y1;
  int count = 0, outward = 1;
  double cx = 0, cy = 0, wx = 0, ewx = 0, wy = 0, ewy = 0, r = 0;
  const double *rootV = nullptr, *rootE = nullptr;
};

/// The time the centre's path crosses each edge's outer offset line (exact::Fl's arithmetic, as
/// firstAndLast computes it: the quotient of (outward r |e| - F) by across, F = cross(e, c - e0) and across
/// = cross(e, w)), entering the line's inner side (across's sign against outward's) or leaving it. `in` is
/// the edge of the latest entering crossing and `out` of the earliest leaving one; true when every time is
/// certain (|e| and across certainly non-zero, the quotient bounded), there are both kinds, and each winner
/// is ahead of every other crossing of its kind beyond both bounds. `times` gets every edge's time and bound
/// (t, et; 0 within infinity where not certain), with enter[j] 1 for an entering crossing, else 0.
struct DiskTimes {
  double t[kSweptAxes], et[kSweptAxes], enter[kSweptAxes];
};
namespace reference {
bool diskWinners(const DiskSweep& sweep, DiskTimes& times, int& in, int& out);
}

#if HITLAB_FAST
namespace fast {
bool sweptWinners(const SweptAxes& axes, SweptTimes& times, int& in, int& out);
bool diskWinners(const DiskSweep& sweep, DiskTimes& times, int& in, int& out);
}  // namespace fast
namespace swept_kernels = fast;
#else
namespace swept_kernels = reference;
#endif

using swept_kernels::diskWinners;
using swept_kernels::sweptWinners;

}  // namespace hitlab::detail
