// views.h — the views of a shape the pair code reads besides its point set: its outline in columns and
// its SAT preparation, one PreparedView per shape of a pair (internal; views.cpp).
#pragma once

#include <cstddef>
#include <vector>

#include "hitlab/shapes.h"
#include "pairs/point_set.h"
#include "pairs/sat.h"

namespace hitlab::detail {

/// A point / segment / polygon Geom's vertices in columns, each with one more entry: the end of the last
/// edge (vertex 0 for a polygon or a point, vertex 1 for a segment), so that edge j runs from (x[j], y[j]) to
/// (ex[j], ey[j]) = (x[j + 1], y[j + 1]) and the pair loops run elementwise and vectorise.
struct OutlineColumns {
  int n = 0, edges = 0;
  const double *x, *y;    // vertices
  const double *ex, *ey;  // edge j's end: x + 1, y + 1
  Vec2 lo, hi;            // the whole shape's box
};
/// Doubles that the columns of an n-vertex Geom take: x, y (n + 1 each), the box (4), and for n < 4 room
/// up to x + n + 10, as the straddle kernel reads the first 9 entries of x and y in vector lanes.
inline std::size_t columnsSize(int n) { return 2 * static_cast<std::size_t>(n) + 6 + (n < 4 ? 4 - n : 0); }
/// Writes g's columns into buf (columnsSize(g.n) doubles).
OutlineColumns writeColumns(const Geom& g, double* buf);
/// The columns of g written into buf earlier (filled in place; inline, as every prepared pair reads two).
inline void readColumns(const Geom& g, const double* buf, OutlineColumns& c) {
  const int n = g.n;
  c.n = n, c.edges = g.outlineCount();
  c.x = buf, c.y = buf + n + 1, c.ex = c.x + 1, c.ey = c.y + 1;
  const double* box = buf + 2 * n + 2;
  c.lo.x = box[0], c.lo.y = box[1], c.hi.x = box[2], c.hi.y = box[3];
}

/// What the pair code knows of one shape besides its point set, the one view of a prepared shape: its own
/// SAT axes with its intervals on them (`sat`) and its outline in columns (`columns`). Read from a
/// PreparedShape (read), prepared here for a small plain polygon (prepareSmall), or, the columns alone, built
/// here when a pair needs them and nothing was prepared (columnsOf). One per shape of a pair, on the stack;
/// its views are filled in place, never copied (a copied view would be read back in wider pieces than it was
/// written, which stalls store forwarding).
class PreparedView {
 public:
  SatPrep sat;
  OutlineColumns columns;
  const SatPrep* satOrNull = nullptr;  ///< &sat when prepared
  const OutlineColumns* columnsOrNull = nullptr;
  bool small = false;  ///< a polygon of at most 8 axes, as many vertices (smallPolygonsSat)

  PreparedView() = default;
  PreparedView(const PreparedView&) = delete;
  PreparedView& operator=(const PreparedView&) = delete;
  /// Reads data laid out as PreparedShape::data(): n axes' nx, ny, lo, hi, then (hasColumns) the columns.
  void read(const double* d, int n, double size, bool hasColumns, const Geom& g) {
    sat.count = n, sat.nx = d, sat.ny = d + n, sat.lo = d + 2 * n, sat.hi = d + 3 * n, sat.size = size;
    satOrNull = &sat;
    if (hasColumns) readColumns(g, d + 4 * n, columns), columnsOrNull = &columns;
    small = g.kind == ShapeType::Polygon && n <= 8 && g.n == n && hasColumns;
  }
  /// Prepares s (g = its Geom) here as PreparedShape does when it is a polygon or rect of at most 8 edges
  /// (the same data in the same layout, zeros after it for the kernels' 8-lane reads), so that plain pairs
  /// take the small-polygon kernels too and give the prepared pairs' results bit for bit; false otherwise.
  bool prepareSmall(const Shape& s, const Geom& g);
  /// g's columns (g is the shape this view stands for): the prepared ones, else written here. (Inline: every
  /// prepared pair asks twice.)
  const OutlineColumns& columnsOf(const Geom& g) {
    return columnsOrNull ? *columnsOrNull : writeColumnsHere(g);
  }

 private:
  const OutlineColumns& writeColumnsHere(const Geom& g);
  static constexpr int kBufSize = 2 * 64 + 6;
  double buf_[kBufSize];      // columns of up to 64 vertices, or what prepareSmall writes (not cleared)
  std::vector<double> heap_;  // columns of more
};

}  // namespace hitlab::detail
