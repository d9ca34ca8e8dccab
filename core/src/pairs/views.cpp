// views.cpp — a shape's outline in columns, and its PreparedView (views.h).
#include "pairs/views.h"

#include <algorithm>
#include <iterator>

#include "hitlab/prepared.h"

namespace hitlab::detail {

OutlineColumns writeColumns(const Geom& g, double* buf) {
  const int n = g.n;
  double *x = buf, *y = buf + n + 1, *box = buf + 2 * n + 2;
  for (int i = 0; i < n; ++i) x[i] = g.at(i).x, y[i] = g.at(i).y;
  const Vec2 last = g.edgeTo(g.outlineCount() - 1);
  x[n] = last.x, y[n] = last.y;
  Vec2 lo = g.at(0), hi = g.at(0);
  for (int i = 1; i < n; ++i)
    lo = {std::min(lo.x, x[i]), std::min(lo.y, y[i])}, hi = {std::max(hi.x, x[i]), std::max(hi.y, y[i])};
  box[0] = lo.x, box[1] = lo.y, box[2] = hi.x, box[3] = hi.y;
  OutlineColumns c;
  readColumns(g, buf, c);
  return c;
}

const OutlineColumns& PreparedView::writeColumnsHere(const Geom& g) {
  double* buf = buf_;
  if (columnsSize(g.n) > std::size(buf_)) heap_.resize(columnsSize(g.n)), buf = heap_.data();
  columns = writeColumns(g, buf);
  columnsOrNull = &columns;
  return columns;
}

bool PreparedView::prepareSmall(const Shape& s, const Geom& g) {
  constexpr int kMax = PreparedShape::kInlineVertices;
  static_assert(6 * kMax + 6 <= kBufSize);
  const int n = satAxisCount(s);
  if (g.kind != ShapeType::Polygon || n > kMax || g.n != n) return false;
  std::fill(buf_, buf_ + 6 * kMax + 6, 0.0);  // (the lanes read past the data see zeros)
  const double size = prepareSat(s, g, buf_).size;
  writeColumns(g, buf_ + 4 * n);
  read(buf_, n, size, true, g);
  return true;
}

}  // namespace hitlab::detail
