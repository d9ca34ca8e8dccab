// sat_kernels.cpp — the general SAT loops and the straddle test of every edge pair, in plain scalar C++: the
// definition fast/simd_kernels.cpp's vector kernels are held to, and what a build without HITLAB_FAST runs.
//
// Minimum and maximum are written as `d < l ? d : l` and `h < d ? d : h` (std::min and std::max), the order
// the vector selects follow, so NaN and signed zeros come out alike.
#include "pairs/sat_kernels.h"

#include <bit>

#include "pairs/constructions.h"

namespace hitlab::detail::reference {

void projectOnAxes(const Geom& g, const double* nx, const double* ny, int count, double* lo, double* hi) {
  const Vec2* v = g.v();
  const int n = g.kind == ShapeType::Circle ? 1 : g.n;
  for (int k = 0; k < count; ++k) {
    double l = v[0].x * nx[k] + v[0].y * ny[k], h = l;
    for (int i = 1; i < n; ++i) {
      const double d = v[i].x * nx[k] + v[i].y * ny[k];
      l = d < l ? d : l, h = h < d ? d : h;
    }
    if (g.r != 0) l -= g.r, h += g.r;  // (a disk or a grown shape: widened by its radius)
    lo[k] = l, hi[k] = h;
  }
}

void classifyRuns(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                  double* state, double* overlap, GapSummary& out) {
  int count = 0, apart = 0, clear = 0, aOut = 0, bOut = 0;
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    count += u.end - u.begin;
    for (int k = u.begin; k < u.end; ++k) {
      const double aLo = u.aLo[k], aHi = u.aHi[k], bLo = u.bLo[k], bHi = u.bHi[k];
      // The gap between the intervals (negative: they overlap) against the error band.
      const double gap1 = bLo - aHi, gap2 = aLo - bHi, gap = gap1 < gap2 ? gap2 : gap1;
      const bool isApart = band < gap, isClear = gap < -band;
      apart += isApart, clear += isClear;
      state[k] = isApart ? 1 : (isClear ? 0 : 2);
      // Whether a (b) reaches past the other's interval on this axis: then it is not inside the other.
      const double aPast = aHi - bHi, aUnder = bLo - aLo, bPast = bHi - aHi, bUnder = aLo - bLo;
      aOut += band < (aPast < aUnder ? aUnder : aPast);
      bOut += band < (bPast < bUnder ? bUnder : bPast);
      out.widest = out.widest < gap ? gap : out.widest;
      // The two pushes that separate the intervals, the one along the owner's winding order first.
      const double push1 = aHi - bLo, push2 = bHi - aLo;
      const bool ccw = 0 < (k < na ? windingA : windingB);
      const double first = ccw ? push1 : push2, second = ccw ? push2 : push1;
      out.leastPush = first < out.leastPush ? first : out.leastPush;
      out.leastPush = second < out.leastPush ? second : out.leastPush;
      const double lo = aLo < bLo ? bLo : aLo, hi = bHi < aHi ? bHi : aHi;
      overlap[k] = hi - lo;
    }
  }
  out.apart = apart, out.clear = clear, out.unsure = count - apart - clear, out.aOut = aOut, out.bOut = bOut;
}

void writeAxes(const Run* runs, int runCount, int na, bool setsMeet, const double* state,
               const double* overlap, SatAxis* axes) {
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    for (int k = u.begin; k < u.end; ++k) {
      SatAxis& ax = axes[k];
      ax.owner = k < na ? 'a' : 'b';
      ax.separating = !setsMeet && state[k] == 1.0;
      ax.edge = k < na ? k : k - na;
      ax.axis = {u.nx[k], u.ny[k]};
      ax.aMin = u.aLo[k], ax.aMax = u.aHi[k], ax.bMin = u.bLo[k], ax.bMax = u.bHi[k];
      ax.overlap = overlap[k];
    }
  }
}

// Each side is an orientation whose sign `bound` certifies for the whole pair: the rounded value beyond
// +-bound has the exact value's sign.
void straddleMasks(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                   std::uint64_t* cross, std::uint64_t* unsure) {
  for (int w = 0; w * 8 < rows.edges; ++w) cross[w] = 0, unsure[w] = 0;
  for (int r = 0; r < rows.edges; ++r) {
    const double px = rows.x[r], py = rows.y[r], ex = rows.ex[r] - px, ey = rows.ey[r] - py;
    for (int j = 0; j < lanes.edges; ++j) {
      const double ldx = lanes.ex[j] - lanes.x[j], ldy = lanes.ey[j] - lanes.y[j];
      // A point against lane edge j's line (pivot its start): certainly left (+1), right (-1), or 0.
      auto sideOfLane = [&](double x, double y) {
        const double dX = x - lanes.x[j], dY = y - lanes.y[j], s = ldx * dY - ldy * dX;
        return bound < s ? 1 : (s < -bound ? -1 : 0);
      };
      // Lane edge j's vertex v against row edge r's line (pivot its start p): orient(p, q, v) is the
      // negation of ex dY - ey dX, dX and dY being p - v.
      auto sideOfRow = [&](double x, double y) {
        const double dX = px - x, dY = py - y, s = ex * dY - ey * dX;
        return bound < -s ? 1 : (bound < s ? -1 : 0);
      };
      const int r0 = sideOfLane(px, py), r1 = sideOfLane(rows.ex[r], rows.ey[r]);
      const int l0 = sideOfRow(lanes.x[j], lanes.y[j]), l1 = sideOfRow(lanes.ex[j], lanes.ey[j]);
      const bool miss = (r0 != 0 && r0 == r1) || (l0 != 0 && l0 == l1);
      const bool crosses = r0 * r1 < 0 && l0 * l1 < 0;
      const std::uint64_t bit = std::uint64_t{1} << (8 * (r % 8) + j);
      if (crosses)
        cross[r / 8] |= bit;
      else if (!miss)
        unsure[r / 8] |= bit;
    }
  }
}

void crossingPoints(const OutlineColumns& ca, const OutlineColumns& cb, bool aRows,
                    const std::uint64_t* cross, int words, std::vector<Vec2>& out) {
  for (int w = 0; w < words; ++w) {
    for (std::uint64_t m = cross[w]; m != 0; m &= m - 1) {
      const int bit = std::countr_zero(m), k = 8 * w + bit / 8, l = bit % 8;
      const int i = aRows ? k : l, j = aRows ? l : k;
      out.push_back(
          crossingPoint({ca.x[i], ca.y[i]}, {ca.ex[i], ca.ey[i]}, {cb.x[j], cb.y[j]}, {cb.ex[j], cb.ey[j]}));
    }
  }
}

}  // namespace hitlab::detail::reference
