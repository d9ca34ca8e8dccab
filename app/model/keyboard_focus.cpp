// keyboard_focus.cpp — Tab's order and the arrow keys' moves (see keyboard_focus.h).
#include "keyboard_focus.h"

#include <algorithm>
#include <cmath>

namespace hitlab::app {

std::vector<Handle> focusOrder(const std::vector<NamedShape>& shapes, bool motions) {
  std::vector<Handle> order;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    order.push_back({i, HandleKind::Body, 0});
    for (const auto& [h, p] : pointHandles(shapes[i].shape, i)) order.push_back(h);
    if (motions) order.push_back({i, HandleKind::Motion, 0});
  }
  return order;
}

Handle nextFocus(const std::vector<NamedShape>& shapes, bool motions, const Handle& from, int step) {
  const std::vector<Handle> order = focusOrder(shapes, motions);
  if (order.empty()) return {};
  const auto n = static_cast<long>(order.size());
  const long at = std::find(order.begin(), order.end(), from) - order.begin();
  if (at == n) return step > 0 ? order.front() : order.back();
  return order[static_cast<size_t>(((at + step) % n + n) % n)];
}

bool focusable(const std::vector<NamedShape>& shapes, bool motions, const Handle& h) {
  if (h.shape < 0 || h.shape >= static_cast<int>(shapes.size())) return false;
  const std::vector<Handle> order = focusOrder(std::vector<NamedShape>{shapes[h.shape]}, motions);
  const Handle local{0, h.kind, h.vertex};
  return std::find(order.begin(), order.end(), local) != order.end();
}

Vec2 focusPoint(const NamedShape& n, const Handle& h) {
  if (h.kind == HandleKind::Motion) return motionHandle(n);
  for (const auto& [k, p] : pointHandles(n.shape, h.shape))
    if (k == h) return p;
  return anchorOf(n.shape);
}

Vec2 keyMove(Vec2 dir, double step, int steps, bool ulp, Vec2 at) {
  if (ulp) {  // (the neighbouring double less the coordinate: exact, one ulp of it)
    const auto next = [](double v, double d) { return d == 0 ? 0.0 : std::nextafter(v, d * INFINITY) - v; };
    return {next(at.x, dir.x), next(at.y, dir.y)};
  }
  return snappedMove({dir.x * steps * step, dir.y * steps * step}, step);
}

NamedShape movedBy(const NamedShape& n, const Handle& h, Vec2 by) {
  NamedShape out = n;
  if (h.kind == HandleKind::Motion) {
    out.motion = n.motion != Vec2{0, 0} ? n.motion + by : draggedMotion(n, motionHandle(n) + by);
    return out;
  }
  out.shape = draggedBy(n.shape, h, by, focusPoint(n, h) + by);
  return out;
}

}  // namespace hitlab::app
