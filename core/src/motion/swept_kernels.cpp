// swept_kernels.cpp — the time of impact's axes, in plain scalar C++: the definition fast/swept_winners.cpp's
// lanes are held to, and what a build without HITLAB_FAST runs.
#include "motion/swept_kernels.h"

#include <cmath>
#include <limits>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/detail/bounds.h"

namespace hitlab::detail::reference {

// Each axis's two times and their bounds as filtered_toi.cpp's loop computes them (exact::Fl's differences,
// the quotient's bound), without a branch; then the winners, each held against every other axis.
bool sweptWinners(const SweptAxes& ax, SweptTimes& times, int& in, int& out) {
  const int n = ax.count;
  if (n == 0 || n > kSweptAxes) return false;
  double *tIn = times.tIn, *eIn = times.eIn, *tOut = times.tOut, *eOut = times.eOut;
  int certain = 0;
  for (int k = 0; k < n; ++k) {
    const double nx = ax.nx[k], ny = ax.ny[k];
    const double bound = bounds::sweptProjection(nx, ny, ax.largestX, ax.largestY),
                 sv = nx * ax.vx + ny * ax.vy, se = bounds::sweptMotion(nx, ny, ax.vx, ax.vy);
    certain += std::fabs(sv) > se ? 1 : 0;
    const double p = ax.bHi[k] - ax.aLo[k], q = ax.bLo[k] - ax.aHi[k];
    const double ep = (bound + bound + std::fabs(p) * exact::kUnit) * exact::kSlack,
                 eq = (bound + bound + std::fabs(q) * exact::kUnit) * exact::kSlack;
    const bool up = sv > 0;
    const double den = up ? sv : -sv, numIn = up ? q : -p, numOut = up ? p : -q, eNumIn = up ? eq : ep,
                 eNumOut = up ? ep : eq;
    const double inv = 1 / den, invMin = 1 / ((den - se) * (1 - 0x1p-50));
    tIn[k] = numIn * inv, tOut[k] = numOut * inv;
    const double aIn = std::fabs(tIn[k]), aOut = std::fabs(tOut[k]);
    eIn[k] = bounds::sweptTime(eNumIn, aIn, se, invMin),
    eOut[k] = bounds::sweptTime(eNumOut, aOut, se, invMin);
  }
  if (certain != n) return false;
  int wIn = 0, wOut = 0;
  for (int k = 1; k < n; ++k) {
    if (tIn[k] > tIn[wIn]) wIn = k;
    if (tOut[k] < tOut[wOut]) wOut = k;
  }
  // (screen()'s test, motion/bounded.h: ahead by more than both bounds, with their own rounding)
  int ahead = 0;
  for (int k = 0; k < n; ++k) {
    ahead += k == wIn || tIn[wIn] - tIn[k] > (eIn[wIn] + eIn[k]) * (1 + 0x1p-50) ? 1 : 0;
    ahead += k == wOut || tOut[k] - tOut[wOut] > (eOut[wOut] + eOut[k]) * (1 + 0x1p-50) ? 1 : 0;
  }
  if (ahead != 2 * n) return false;
  in = wIn, out = wOut;
  return true;
}

// Each edge's crossing as firstAndLast computes it (exact::Fl), then the winners of each kind, each held
// against every other crossing of its kind (screen()'s test).
bool diskWinners(const DiskSweep& s, DiskTimes& times, int& in, int& out) {
  using exact::Fl;
  const int n = s.count;
  if (n == 0 || n > kSweptAxes) return false;
  const Fl wx(s.wx, s.ewx), wy(s.wy, s.ewy), R(s.r);
  int certain = 0;
  for (int j = 0; j < n; ++j) {
    const Fl dx = Fl(s.x1[j]) - Fl(s.x0[j]), dy = Fl(s.y1[j]) - Fl(s.y0[j]), qx = Fl(s.cx) - Fl(s.x0[j]),
             qy = Fl(s.cy) - Fl(s.y0[j]);
    const Fl F = qy * dx - qx * dy, across = dx * wy - dy * wx;
    Fl rootL, t;
    bool ok = s.rootV ? std::isfinite(s.rootE[j]) : edgeLength(dx, dy, rootL);
    if (s.rootV) rootL = Fl(s.rootV[j], s.rootE[j]);
    const Fl reach = R * rootL, sideReach = s.outward > 0 ? reach : -reach;
    ok = ok && std::fabs(across.v) > across.e && exact::quotient(sideReach - F, across, t);
    certain += ok ? 1 : 0;
    times.t[j] = ok ? t.v : 0, times.et[j] = ok ? t.e : std::numeric_limits<double>::infinity();
    times.enter[j] = (across.v < 0) == (s.outward > 0) ? 1 : 0;  // (outward across < 0: towards the edge)
  }
  if (certain != n) return false;
  int wIn = -1, wOut = -1;
  for (int j = 0; j < n; ++j) {
    if (times.enter[j] != 0 && (wIn < 0 || times.t[j] > times.t[wIn])) wIn = j;
    if (times.enter[j] == 0 && (wOut < 0 || times.t[j] < times.t[wOut])) wOut = j;
  }
  if (wIn < 0 || wOut < 0) return false;
  int ahead = 0;
  for (int j = 0; j < n; ++j) {
    const int w = times.enter[j] != 0 ? wIn : wOut;
    const double d = times.enter[j] != 0 ? times.t[w] - times.t[j] : times.t[j] - times.t[w];
    ahead += j == w || d > (times.et[w] + times.et[j]) * (1 + 0x1p-50) ? 1 : 0;
  }
  if (ahead != n) return false;
  in = wIn, out = wOut;
  return true;
}

}  // namespace hitlab::detail::reference
