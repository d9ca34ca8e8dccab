// filtered_disk_toi.cpp — the time of impact of a disk and a convex polygon without radius, a segment or a
// point (motion/filtered_toi.h), decided in doubles with rigorous bounds (exact::Fl; where a crossing lies
// along its edge, one static bound: bounds::bandAlong), its numbers rounded from double-doubles.
//
// In the polygon's frame the disk's centre c moves by w (the disk's motion less the polygon's). They meet
// while the centre is within R (the disk's radius) of the polygon: one interval [T0, T1] of times, those at
// which it is inside the grown polygon (the polygon and every point within R of it: the bands beside the
// edges and the vertices' disks). The grown polygon lies within the polygon O of the edges' outer offset
// lines (at R |n| from each edge's line, n = perp(e1 - e0)); the path crosses O's lines at ratios of the
// inputs (Cyrus and Beck's clipping), and enters O at the latest entering crossing. There, on the band of its
// edge, it enters the grown polygon (the contact: the foot of the centre on that edge); beyond the band's end
// it is in the corner's cap between O and the end vertex's disk, which it leaves through that disk (the roots
// of U t^2 + 2 B t + C with U = |w|^2, B = w.(c - v), C = |c - v|^2 - R^2: the contact at the vertex) or
// through O's next line (they never meet). T1 alike, in reverse. A segment's O is the strip of its two
// offset lines; a point has only its disk. Ties, and crossings at a band's end, are left to the rationals.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

#include "motion/bounded.h"
#include "motion/filtered_toi.h"
#include "motion/swept_kernels.h"
#include "pairs/scaling.h"

namespace hitlab::detail {

namespace {

using namespace toi;

// One feature's times: a vertex disk's, or a band's (`side`: the offset line it enters across, +1 or -1 times
// R |n| from the edge's line along n = perp(e1 - e0); 0 when it enters across an end of the band).
struct Feature {
  Fl enter, leave;
  int vertex = -1, edge = -1, side = 0;
};

// x before y (certain), or none.
std::optional<bool> before(const Fl& x, const Fl& y) {
  const Sign c = screen(x.v, x.e, y.v, y.e);
  if (!c.certain) return std::nullopt;
  return c.s < 0;
}

// n / d rounded once; an exact zero stays an exact zero.
bool roundedQuotient(const DD& n, const DD& d, double& out) {
  if (n.exactZero()) return out = 0, true;
  double hi, lo, e;
  return exact::quotient(n, d, hi, lo, e) && exact::roundsToOne(hi, lo, e, out);
}
bool quotientDD(const DD& n, const DD& d, DD& out) {
  double hi, lo, e;
  if (!exact::quotient(n, d, hi, lo, e)) return false;
  out = DD(hi, lo, e);
  return true;
}

// |n| of the edge from e0 to e1 (n = perp(e1 - e0)) in double-doubles, as the contact time along it takes
// it (and a prepared polygon keeps it: writeDiskEdges); false where the root is not certain.
bool normalLength(Vec2 e0, Vec2 e1, DD& root) {
  const DD nx = -exactDifference(e1.y, e0.y), ny = exactDifference(e1.x, e0.x);
  return exact::squareRoot(nx * nx + ny * ny, root);
}

// One offset line's time: the centre's path crosses the line at distance R |n| on `side` of edge j's line
// (n = perp(e1 - e0)), entering the side's half-plane (towards the edge) or leaving it.
struct Crossing {
  Fl t;
  int edge = -1, side = 0;
};

// Edge j's line against the centre c moving by w: F = cross(e, c - e0), across = cross(e, w) and the offset
// lines' distance reach = R |e| (F = +-reach); none when |e| is not certain.
struct EdgeLine {
  Fl F, across, reach;
};
std::optional<EdgeLine> lineOf(const Geom& g, int j, Vec2 c, const Fl& wx, const Fl& wy, const Fl& R) {
  const Vec2 e0 = g.edgeFrom(j), e1 = g.edgeTo(j);
  const Fl dx = Fl(e1.x) - Fl(e0.x), dy = Fl(e1.y) - Fl(e0.y), qx = Fl(c.x) - Fl(e0.x),
           qy = Fl(c.y) - Fl(e0.y);
  Fl rootL;
  if (!edgeLength(dx, dy, rootL)) return std::nullopt;
  return EdgeLine{qy * dx - qx * dy, dx * wy - dy * wx, R * rootL};
}

// The first feature to enter and the last to leave, for a polygon, a rect or a segment (its edges' offset
// lines: the grown shape lies within every outer one, Cyrus and Beck's clipping of the path by them, then
// the band or the corner's vertex disk there). The path enters the outer lines' polygon O at the latest
// entering crossing: on the band of its edge, that is where it enters the grown shape; beyond the band's
// end, in the corner's cap between O and the end vertex's disk, which it leaves through that disk (entering
// the grown shape) or through O's next line (missing it). Leaving alike, in reverse. `never`: the path
// certainly misses the grown shape. False where a decision is not certain (a tie of two lines, a crossing at
// a band's end, a motion along an edge of a segment: the rationals).
// `leavesBy`: instead of `last`, when the path enters at T0 > 0 and leaves O before t = 1 (both certain): O's
// leaving time, a bound the time it leaves the grown shape does not exceed (the grown shape lies within O),
// which is all the step's verdict needs then (it enters across a band or a vertex's disk, so it leaves
// later). `edges` and `columns`: what a prepared polygon holding g's vertices keeps (its edges' lengths,
// writeDiskEdges, and its outline columns, views.h), read by the lanes instead of worked out; else null.
template <class VertexDisk>
[[gnu::always_inline]] inline bool firstAndLast(const Geom& g, const double* edges, const double* columns,
                                                Vec2 c, const Fl& wx, const Fl& wy, Vec2 vPoly, Vec2 vDisk,
                                                const Fl& R, std::optional<Feature>& first,
                                                std::optional<Feature>& last, std::optional<Fl>& leavesBy,
                                                bool& never, VertexDisk vertexDisk) {
  std::optional<Crossing> in, out;  // the latest entering crossing, the earliest leaving one
  const bool segment = g.edgeCount() == 1;
  const int outward = g.winding > 0 ? -1 : 1;  // (a polygon's outer side of each edge, where e1 - e0 x q < 0)
  // (a polygon's two winning lines found in lanes first: a speed-only shortcut of the loop below, the same
  // two lines whenever it answers, and their crossings the loop's: the lanes' times and bounds are its
  // exact::Fl arithmetic, bit for bit, swept_kernels.h)
  bool inLanes = false;
  if (!segment && tDisksInLanes && g.n <= kSweptAxes) {
    double x0[kSweptAxes], y0[kSweptAxes], x1[kSweptAxes], y1[kSweptAxes];  // NOLINT: written before read
    DiskSweep sweep{x0, y0, x1, y1, g.n, outward, c.x, c.y, wx.v, wx.e, wy.v, wy.e, R.v};
    if (columns) {  // (a prepared polygon's outline columns: x, then y, each closed by its first vertex)
      sweep.x0 = columns, sweep.x1 = columns + 1, sweep.y0 = columns + g.n + 1, sweep.y1 = sweep.y0 + 1;
    } else {
      int j = 0;
      for (const Vec2* p = g.v(); j < g.n; ++j) {
        const Vec2 e0 = p[j], e1 = p[j + 1 == g.n ? 0 : j + 1];
        x0[j] = e0.x, y0[j] = e0.y, x1[j] = e1.x, y1[j] = e1.y;
      }
      for (; j % kSweptBlock != 0; ++j) x0[j] = y0[j] = x1[j] = y1[j] = 0;  // (whole blocks)
    }
    if (edges) sweep.rootV = edges, sweep.rootE = edges + kSweptBlock;  // (a prepared polygon's |e|)
    DiskTimes times;  // NOLINT(cppcoreguidelines-pro-type-member-init): written before read
    int wIn = -1, wOut = -1;
    if (diskWinners(sweep, times, wIn, wOut)) {
      in = Crossing{Fl(times.t[wIn], times.et[wIn]), wIn, outward};
      out = Crossing{Fl(times.t[wOut], times.et[wOut]), wOut, outward};
      inLanes = true, ++tDiskLaneWinners;
    }
  }
  for (int j = 0; j < g.edgeCount() && !inLanes; ++j) {
    const Vec2 e0 = g.edgeFrom(j), e1 = g.edgeTo(j);
    const std::optional<EdgeLine> line = lineOf(g, j, c, wx, wy, R);
    if (!line) return false;
    const Fl &F = line->F, &across = line->across, &reach = line->reach;
    const Sign sAcross = signOf(across);
    const bool acrossZero = !sAcross.certain && parallel(e0, e1, vPoly, vDisk);  // (exactly: on grids)
    if (!sAcross.certain && !acrossZero) return false;
    for (const int side : {-1, 1}) {
      if (!segment && side != outward) continue;
      const Fl sideReach = side > 0 ? reach : -reach;  // the line F = sideReach; within: side F <= reach
      if (acrossZero || sAcross.s == 0) {              // along the line: always within, or never
        const Sign within = signOf(side > 0 ? reach - F : F + reach);
        if (!within.certain || within.s == 0) return false;
        if (within.s < 0) return never = true, true;
        if (segment) return false;  // (along a segment: through its end disks, left to the rationals)
        continue;
      }
      Crossing x{{}, j, side};
      if (!exact::quotient(sideReach - F, across, x.t)) return false;
      const bool entering = (across.v < 0) == (side > 0);  // (side across < 0: towards the edge)
      std::optional<Crossing>& best = entering ? in : out;
      if (best) {
        const std::optional<bool> earlier = before(x.t, best->t);
        if (!earlier) return false;
        if (*earlier != entering) best = x;
      } else {
        best = x;
      }
    }
  }
  if (!in || !out) return false;
  const std::optional<bool> clipped = before(out->t, in->t);
  if (!clipped) return false;
  if (*clipped) return never = true, true;  // (the path misses O)
  // Where each crossing lies along its edge: on the band, or beyond an end (that end's disk).
  const auto resolve = [&](const Crossing& x, bool entering, std::optional<Feature>& feature) {
    const Vec2 e0 = g.edgeFrom(x.edge), e1 = g.edgeTo(x.edge);
    // (in doubles, each side's sign certain beyond one static bound: bounds::bandAlong, wx and wy rounded
    // differences of the motions)
    const double dx = e1.x - e0.x, dy = e1.y - e0.y, qx = c.x - e0.x, qy = c.y - e0.y;
    const double p1 = qx * dx, p2 = qy * dy, b1 = dx * wx.v, b2 = dy * wy.v;
    const double along = (p1 + p2) + x.t.v * (b1 + b2), L = dx * dx + dy * dy, rest = L - along;
    const double eAlong =
        bounds::bandAlong(along, std::fabs(p1) + std::fabs(p2), std::fabs(b1) + std::fabs(b2), x.t.v, x.t.e);
    const double eRest = bounds::bandRest(rest, L, eAlong);
    const bool afterStart = along > eAlong, beforeStart = -along > eAlong, beforeEnd = rest > eRest,
               pastEnd = -rest > eRest;
    if (!(afterStart || beforeStart) || !(beforeEnd || pastEnd)) return false;  // (at an end: the rationals)
    if (afterStart && beforeEnd) {                                              // on the band
      feature = Feature{x.t, x.t, -1, x.edge, x.side};
      return true;
    }
    const int vertex = beforeStart ? x.edge : (x.edge + 1 == g.n ? 0 : x.edge + 1);
    if (!vertexDisk(vertex, feature)) return false;
    if (!feature) return !entering ? false : (never = true, true);  // (entering: the cap's far line)
    feature->enter = entering ? feature->enter : feature->leave;    // (the one that counts, in both)
    feature->leave = feature->enter;
    return true;
  };
  if (!resolve(*in, true, first)) return false;
  if (never) return true;
  const Sign enterAfterZero = screen(first->enter.v, first->enter.e, 0, 0),
             leaveBeforeOne = screen(out->t.v, out->t.e, 1, 0);
  if (enterAfterZero.certain && enterAfterZero.s > 0 && leaveBeforeOne.certain && leaveBeforeOne.s < 0)
    return leavesBy = out->t, true;
  return resolve(*out, false, last);
}

}  // namespace

void writeDiskEdges(const Geom& g, double* out) {
  constexpr int k = kSweptBlock;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::fill(out, out + kDiskEdgeColumns * k, 0.0);
  for (int j = 0; j < g.edgeCount() && j < k; ++j) {
    const Vec2 e0 = g.edgeFrom(j), e1 = g.edgeTo(j);
    Fl root;
    const bool rootOk = edgeLength(Fl(e1.x) - Fl(e0.x), Fl(e1.y) - Fl(e0.y), root);
    out[j] = rootOk ? root.v : 0, out[k + j] = rootOk ? root.e : kInf;
    DD rootN;
    const bool nOk = normalLength(e0, e1, rootN);
    out[2 * k + j] = nOk ? rootN.hi : 0, out[3 * k + j] = nOk ? rootN.lo : 0,
                out[4 * k + j] = nOk ? rootN.e : kInf;
  }
}

std::optional<TimeOfImpact> filteredDiskPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                                   ImpactQuery what) {
  const auto* circleA = std::get_if<Circle>(&a);
  const bool diskIsA = circleA != nullptr;
  const auto* disk = diskIsA ? circleA : std::get_if<Circle>(&b);
  if (!disk || !(disk->radius > 0)) return std::nullopt;
  const std::optional<Geom> poly = polygonGeom(diskIsA ? b : a, Cores::Any);
  if (!poly || !inComfortableRange(magnitude(a), magnitude(b))) return std::nullopt;
  TimeOfImpact out;
  if (!filteredDiskPolygonToi(a, va, b, vb, *poly, what, out)) return std::nullopt;
  return out;
}

bool filteredDiskPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const Geom& poly,
                            ImpactQuery what, TimeOfImpact& result, const PreparedShape* pa,
                            const PreparedShape* pb) {
  const auto* circleA = std::get_if<Circle>(&a);
  const bool diskIsA = circleA != nullptr;
  const auto* disk = diskIsA ? circleA : std::get_if<Circle>(&b);
  if (!motionsInRange(va, vb)) return false;
  const Vec2 c = disk->center, vDisk = diskIsA ? va : vb, vPoly = diskIsA ? vb : va;
  const Fl R(disk->radius), wx = Fl(vDisk.x) - Fl(vPoly.x), wy = Fl(vDisk.y) - Fl(vPoly.y);
  if (wx.v == 0 && wy.v == 0) return false;  // (standing still: the rationals take evaluate's word)

  // The first feature to enter and the last to leave (below).
  const Geom& g = poly;
  const PreparedShape* prepared = diskIsA ? pb : pa;  // (its edges' lengths, when it holds g's vertices)
  const double* edges = prepared && prepared->diskEdges() && g.ext == prepared->inlineVertices()
                            ? prepared->diskEdges()
                            : nullptr;
  const double* columns = edges ? prepared->data() + 4 * prepared->satAxes() : nullptr;  // (views.h)
  const Fl U = wx * wx + wy * wy, RR = R * R;
  std::optional<Feature> first, last;
  std::optional<Fl> leavesBy;
  bool never = false;  // (certainly never within R of the polygon)
  // A vertex's disk: its times (the roots of U t^2 + 2 B t + C), none when the path misses it; false when
  // that is not certain (grazing it).
  const auto vertexDisk = [&](int i, std::optional<Feature>& out) {
    const Vec2 v = g.at(i);
    const Fl qx = Fl(c.x) - Fl(v.x), qy = Fl(c.y) - Fl(v.y);
    const Fl B = wx * qx + wy * qy, C = qx * qx + qy * qy - RR, disc = B * B - U * C;
    const Sign sd = signOf(disc);
    if (!sd.certain || sd.s == 0) return false;
    if (sd.s < 0) return out.reset(), true;
    Fl root, enter, leave;
    if (!exact::squareRoot(disc, root) || !exact::quotient(-B - root, U, enter) ||
        !exact::quotient(root - B, U, leave))
      return false;
    return out = Feature{enter, leave, i, -1, 0}, true;
  };
  if (g.edgeCount() == 0) {  // a point: its disk alone
    if (!vertexDisk(0, first)) return false;
    last = first;
  } else if (!firstAndLast(g, edges, columns, c, wx, wy, vPoly, vDisk, R, first, last, leavesBy, never,
                           vertexDisk)) {
    return false;
  }

  TimeOfImpact& out = result;              // (kind None, disjoint at the end)
  if (never || !first) return answered();  // never within R of the polygon
  const std::optional<bool> meets = leavesBy ? true : before(first->enter, last->leave);
  if (!meets || !*meets) return false;  // (an instant: the rationals)
  // (T1, or with leavesBy the bound it does not exceed: T1 within (T0, leavesBy], so after 0 and before 1)
  const Fl &T0 = first->enter, &T1 = leavesBy ? *leavesBy : last->leave;
  const std::optional<StepVerdict> step =
      stepVerdict(screen(T0.v, T0.e, 0, 0), leavesBy ? Sign{1, true} : screen(T1.v, T1.e, 0, 0),
                  screen(T0.v, T0.e, 1, 0), screen(T1.v, T1.e, 1, 0));
  if (!step) return false;
  if (settledWithoutContact(*step, a, b, what, out, pa, pb)) return answered();

  // The contact at T0, in double-doubles from exact differences (the point and the normal for the full
  // answer).
  const bool full = what == ImpactQuery::Full;
  const DD Wx = exactDifference(vDisk.x, vPoly.x), Wy = exactDifference(vDisk.y, vPoly.y), Rd(disk->radius);
  DD T;
  double t;
  Vec2 point, normal;
  if (first->vertex >= 0) {  // at a vertex: its disk's smaller root
    const Vec2 v = g.at(first->vertex);
    const DD qx = exactDifference(c.x, v.x), qy = exactDifference(c.y, v.y);
    const DD UU = Wx * Wx + Wy * Wy, B = Wx * qx + Wy * qy, C = qx * qx + qy * qy - Rd * Rd;
    DD root;
    if (!exact::squareRoot(B * B - UU * C, root) || !quotientDD(-B - root, UU, T) || !roundedSum(T, t))
      return false;
    // (the normal: from the centre to the vertex, over R, its length at T)
    if (full && (!movedVertex(v, T, vPoly, point) ||
                 !roundedQuotient(exactDifference(v.x, c.x) - T * Wx, Rd, normal.x) ||
                 !roundedQuotient(exactDifference(v.y, c.y) - T * Wy, Rd, normal.y)))
      return false;
  } else {  // along an edge: the band's offset line on `side`
    if (first->side == 0) return false;
    const Vec2 e0 = g.edgeFrom(first->edge), e1 = g.edgeTo(first->edge);
    const DD nx = -exactDifference(e1.y, e0.y), ny = exactDifference(e1.x, e0.x);
    const DD qx = exactDifference(c.x, e0.x), qy = exactDifference(c.y, e0.y);
    DD rootL, ux, uy;
    if (edges) {
      constexpr int k = kSweptBlock;
      rootL = DD(edges[2 * k + first->edge], edges[3 * k + first->edge], edges[4 * k + first->edge]);
      if (!std::isfinite(rootL.e)) return false;
    } else if (!normalLength(e0, e1, rootL)) {
      return false;
    }
    const DD side(first->side), across = nx * Wx + ny * Wy;
    if (!quotientDD(side * Rd * rootL - (nx * qx + ny * qy), across, T) || !roundedSum(T, t)) return false;
    // (the point: the foot of the centre, c + T vDisk - side R n / |n| in the world)
    if (full && (!quotientDD(nx, rootL, ux) || !quotientDD(ny, rootL, uy) ||
                 !roundedSum(DD(c.x) + T * DD(vDisk.x) - side * Rd * ux, point.x) ||
                 !roundedSum(DD(c.y) + T * DD(vDisk.y) - side * Rd * uy, point.y) || !unit(nx, ny, normal)))
      return false;
    if (full && first->side > 0) normal = opposite(normal);  // (from the centre towards the edge: -side n)
  }
  out.kind = step->entering ? ImpactCase::Entering : ImpactCase::Grazing;
  out.t = t;
  if (full) {
    out.points = {point};
    out.normal = diskIsA ? normal : opposite(normal);  // from a towards b
  }
  out.tunnels = out.atEnd == Relation::Disjoint;
  return answered();
}

}  // namespace hitlab::detail
